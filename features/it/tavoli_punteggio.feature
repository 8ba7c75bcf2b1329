# language: it
Funzionalità: La luna, i pareggi e il monte in tre, cinque, sei e sette
  Per realizzare la luna servono tutti i cuori e la Q♠ rimasti nel mazzo; chi la
  realizza segna zero e ciascuno degli altri i punti che la mano vale. La partita finisce
  a 100, e se il totale più basso è in pareggio si gioca un'altra mano. Dove avanzano
  delle carte, chi vince la prima presa le prende coperte, con i loro punti
  (docs/players.md).

  @MOON @variant:five-2d2c
  Scenario: In cinque si tolgono il 2♦ e il 2♣, quindi la luna vale ancora 26 punti
    Dato che il posto 3 ha preso Q♠ e tutti i cuori
    E che il posto 1 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i punti della mano sono 26 in tutto
    E il posto 3 realizza la luna
    E la mano assegna questi punti:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 |
      | 26      | 26      | 0       | 26      | 26      |

  @MOON @variant:seven-tabletop
  Scenario: In sette non si toglie nessuna carta che vale punti, quindi la luna dà 26 punti a ciascuno degli altri
    Dato che il posto 6 ha preso Q♠ e tutti i cuori
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i punti della mano sono 26 in tutto
    E il posto 6 realizza la luna
    E la mano assegna questi punti:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 | posto 7 |
      | 26      | 26      | 26      | 26      | 26      | 0       | 26      |

  @MOON
  Schema dello scenario: Basta un cuori nelle prese di un altro posto e la luna non c'è, a nessun tavolo
    Dato che si gioca con le regole <variante>
    E che il posto 2 ha preso <carte>
    E che il posto 1 ha preso <cuori>
    E che il posto 3 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora nessuno realizza la luna
    E il posto 2 ha preso <punti> punti
    E i punti della mano sono <totale> in tutto

    Esempi:
      | variante       | carte                                   | cuori | punti | totale |
      | three-2d       | Q♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 2♥    | 25    | 26     |
      | five-2d2c      | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ | A♥    | 25    | 26     |
      | six-twos       | Q♠ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥    | 3♥    | 24    | 25     |
      | seven-tabletop | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 7♥    | 25    | 26     |

  @LOCKED-VARIANTS @POINTS
  Schema dello scenario: Il fante di quadri non vale niente a nessun tavolo
    Dato che si gioca con le regole <variante>
    E che il posto 1 ha preso J♦, Q♠ e 3♥
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora il posto 1 ha preso 14 punti

    Esempi:
      | variante       |
      | three-2d       |
      | three-kitty    |
      | five-2d2c      |
      | six-twos       |
      | seven-tabletop |

  @MOON @HAND-END @TRICK-WIN @variant:six-twos
  Scenario: In sei una luna giocata presa dopo presa dà 25 a ciascuno degli altri
    La mano della segnalazione 36: senza il 2♥ nel mazzo, il posto 5 prende i dodici cuori
    rimasti e la Q♠ nelle otto prese della mano.
    Dato che è la mano 12 della partita
    E che la distribuzione è 1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8
    Allora il posto 6 apre la prima presa
    Quando si gioca la presa 3♣ J♣ 9♣ 6♠ 5♣ A♣
    E si gioca la presa A♦ 5♦ 3♦ 6♦ 4♥ 4♦
    E si gioca la presa A♥ 8♥ 7♥ 4♣ 3♥ 5♥
    E si gioca la presa K♣ 10♣ 6♣ 8♣ 8♠ 7♣
    E si gioca la presa K♦ 9♦ J♦ 7♦ Q♠ 5♠
    E si gioca la presa K♥ Q♥ 9♥ 8♦ 9♠ 6♥
    E si gioca la presa K♠ 4♠ 3♠ 10♦ J♠ 7♠
    E si gioca la presa Q♣ 10♠ J♥ Q♦ A♠ 10♥
    Allora la mano finisce dopo 8 prese
    E il posto 5 ha preso 25 punti
    E il posto 5 realizza la luna
    E la mano assegna questi punti:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 |
      | 25      | 25      | 25      | 25      | 0       | 25      |

  @HAND-END @POINTS
  Schema dello scenario: Una mano ha tante prese quante carte ha ogni giocatore, e vale tutti i punti in gioco
    In tre con il monte, la sua carta va a chi vince la prima presa, con i suoi punti.
    Dato che si gioca con le regole <variante>
    E che si distribuisce la partita n. 3
    Quando ogni giocatore passa le sue carte più basse
    E la mano si gioca fino in fondo, ognuno con la sua carta legale più bassa
    Allora la mano finisce dopo <prese> prese
    E i punti della mano sono <punti> in tutto
    E la partita continua con un'altra mano

    Esempi:
      | variante       | prese | punti |
      | three-2d       | 17    | 26    |
      | three-kitty    | 17    | 26    |
      | five-2d2c      | 10    | 26    |
      | six-twos       | 8     | 25    |
      | seven-tabletop | 7     | 26    |

  @GAME-END @ACCUMULATE @variant:three-2d
  Scenario: In tre, arrivare a 100 chiude la partita e vince il totale più basso
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 |
      | 90      | 50      | 60      |
    E che il posto 1 ha preso Q♠
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 |
      | 103     | 63      | 60      |
    E la partita è finita e vince il posto 3

  @GAME-END @ACCUMULATE @variant:five-2d2c
  Scenario: In cinque, arrivare a 100 chiude la partita e vince il totale più basso
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 |
      | 95      | 40      | 50      | 60      | 70      |
    E che il posto 1 ha preso Q♠
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 |
      | 108     | 53      | 50      | 60      | 70      |
    E la partita è finita e vince il posto 3

  @GAME-END @ACCUMULATE @variant:six-twos
  Scenario: In sei, con 25 punti a mano, anche qui arrivare a 100 chiude la partita
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 |
      | 96      | 50      | 40      | 60      | 70      | 80      |
    E che il posto 1 ha preso Q♠
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 |
      | 109     | 62      | 40      | 60      | 70      | 80      |
    E la partita è finita e vince il posto 3

  @GAME-END @ACCUMULATE @variant:seven-tabletop
  Scenario: In sette, arrivare a 100 chiude la partita e vince il totale più basso
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 | posto 7 |
      | 60      | 70      | 45      | 50      | 91      | 80      | 55      |
    E che il posto 5 ha preso Q♠
    E che il posto 7 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 | posto 7 |
      | 60      | 70      | 45      | 50      | 104     | 80      | 68      |
    E la partita è finita e vince il posto 3

  @TIE @variant:three-2d
  Scenario: In tre, se due posti sono in pareggio con il totale più basso oltre 100, si gioca un'altra mano
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 |
      | 95      | 47      | 60      |
    E che il posto 1 ha preso Q♠
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 |
      | 108     | 60      | 60      |
    E la partita continua con un'altra mano

  @TIE @variant:five-2d2c
  Scenario: In cinque anche un pareggio fra tre posti fa giocare un'altra mano
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 |
      | 99      | 70      | 70      | 70      | 80      |
    E che il posto 1 ha preso 2♥
    E che il posto 5 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 |
      | 100     | 70      | 70      | 70      | 105     |
    E la partita continua con un'altra mano

  @TIE @GAME-END @variant:six-twos
  Scenario: In sei la mano di spareggio decide la partita
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 |
      | 104     | 80      | 75      | 75      | 90      | 95      |
    E che il posto 3 ha preso 3♥
    E che il posto 1 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la partita è finita e vince il posto 4

  @TIE @variant:seven-tabletop
  Scenario: In sette, se due posti sono in pareggio con il totale più basso oltre 100, si gioca un'altra mano
    Dato che i totali prima di questa mano sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 | posto 7 |
      | 98      | 60      | 60      | 70      | 75      | 52      | 85      |
    E che il posto 1 ha preso 3♥ e 4♥
    E che il posto 6 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 | posto 7 |
      | 100     | 60      | 60      | 70      | 75      | 76      | 85      |
    E la partita continua con un'altra mano

  @DEAL @POINTS @HEARTS-BREAK @HEARTS-LEAD @variant:three-kitty
  Scenario: In tre un cuori nel monte conta per chi vince la prima presa, ma non rompe niente
    Il monte si prende, non si scarta su una presa: così i cuori non si rompono.
    Dato che è una mano senza passaggio di carte
    E che nel monte c'è 5♥
    E che il posto 1 ha 2♣
    E che il posto 2 ha 9♣
    E che il posto 3 ha K♣, 7♦ e 3♥
    Allora il monte vale 1 punto
    Quando si gioca la presa 2♣ 9♣ K♣
    Allora il posto 3 prende il monte
    E finora il posto 3 ha preso 1 punto
    E i cuori non sono rotti
    E il posto 3 non può uscire con 3♥ per la regola HEARTS-LEAD

  @DEAL @POINTS @FIRST-TRICK-POINTS @knob-by-knob
  Scenario: In cinque con il mazzo intero, la Q♠ e un cuori del monte vanno a chi vince la prima presa
    Nessuno può scartare punti nella prima presa, eppure chi la vince prende le due carte
    che avanzano, con i loro 14 punti.
    Dato che al tavolo siedono 5 giocatori
    E che le carte che avanzano restano coperte nel monte per chi vince la prima presa
    E che è una mano senza passaggio di carte
    E che nel monte ci sono Q♠ e 5♥
    E che il posto 1 ha 2♣
    E che il posto 2 ha 10♣
    E che il posto 3 ha A♣
    E che il posto 4 ha 4♦ e K♥
    E che il posto 4 non ha fiori
    E che il posto 5 ha 3♣
    Allora il monte vale 14 punti
    Quando si gioca la presa 2♣ 10♣ A♣
    Allora il posto 4 non può giocare K♥ per la regola FIRST-TRICK-POINTS
    Quando il posto 4 gioca 4♦
    E il posto 5 gioca 3♣
    Allora il posto 3 vince la presa
    E il posto 3 prende il monte
    E finora il posto 3 ha preso 14 punti

  @DEAL @POINTS @TRICK-WIN @knob-by-knob
  Scenario: In sei con il mazzo intero, l'ultimo posto vince la prima presa e prende le quattro carte che avanzano
    Dato che al tavolo siedono 6 giocatori
    E che le carte che avanzano restano coperte nel monte per chi vince la prima presa
    E che è una mano senza passaggio di carte
    E che nel monte ci sono Q♠, 2♦, 3♦ e 4♦
    E che il posto 1 ha 2♣
    E che il posto 2 ha 3♣
    E che il posto 3 ha 4♣
    E che il posto 4 ha 5♣
    E che il posto 5 ha 6♣
    E che il posto 6 ha A♣
    Allora il monte è ancora coperto
    E il monte vale 13 punti
    Quando si gioca la presa 2♣ 3♣ 4♣ 5♣ 6♣ A♣
    Allora il posto 6 vince la presa
    E il posto 6 prende il monte
    E finora il posto 6 ha preso 13 punti
    E il posto 6 apre la presa successiva
