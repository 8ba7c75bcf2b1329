# language: it
Funzionalità: Il gioco in tre, cinque, sei e sette
  A ogni tavolo valgono le regole di gioco della carta: si segue il seme di uscita, non
  si esce a cuori prima che siano rotti e nella prima presa non si scartano punti. I
  posti sono numerati da 1 nell'ordine di gioco, e dopo l'ultimo tocca di nuovo al posto 1
  (docs/players.md).

  @FOLLOW
  Schema dello scenario: Dopo l'ultimo posto tocca al posto 1, che deve seguire il seme
    Dato che si gioca con le regole <variante>
    E che è una mano senza passaggio di carte
    E che il posto <ultimo> ha <fiori>
    E che il posto 1 ha 9♣ e A♦
    Quando il posto <ultimo> esce con <fiori>
    Allora tocca al posto 1
    E il posto 1 può giocare 9♣
    E il posto 1 non può giocare A♦ per la regola FOLLOW

    Esempi:
      | variante       | ultimo | fiori |
      | three-2d       | 3      | 2♣    |
      | five-2d2c      | 5      | 3♣    |
      | six-twos       | 6      | 3♣    |
      | seven-tabletop | 7      | 2♣    |

  @HEARTS-LEAD @HEARTS-BREAK @variant:three-2d
  Scenario: In tre una carta di cuori scartata su una presa di quadri rompe i cuori, e da lì si può uscire a cuori
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 2♣ e 9♦
    E che il posto 2 ha A♣, K♦ e 3♥
    E che il posto 3 ha 4♣ e 5♥
    E che il posto 3 non ha quadri
    Quando si gioca la presa 2♣ A♣ 4♣
    Allora i cuori non sono rotti
    E il posto 2 non può uscire con 3♥ per la regola HEARTS-LEAD
    Quando il posto 2 esce con K♦
    E il posto 3 gioca 5♥
    Allora i cuori sono rotti
    Quando il posto 1 gioca 9♦
    Allora il posto 2 vince la presa
    E il posto 2 può uscire con 3♥

  @HEARTS-BREAK @HEARTS-LEAD @TRICK-WIN @variant:five-2d2c
  Scenario: In cinque la donna di picche scartata su una presa di quadri non rompe i cuori
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 3♣ e 9♦
    E che il posto 2 ha 4♣ e 4♦
    E che il posto 3 ha A♣, K♦ e 6♥
    E che il posto 4 ha 5♣ e 5♦
    E che il posto 5 ha 6♣ e Q♠
    E che il posto 5 non ha quadri
    Quando si gioca la presa 3♣ 4♣ A♣ 5♣ 6♣
    E si gioca la presa K♦ 5♦ Q♠ 9♦ 4♦
    Allora il posto 3 vince la presa
    E finora il posto 3 ha preso 13 punti
    E i cuori non sono rotti
    E il posto 3 non può uscire con 6♥ per la regola HEARTS-LEAD

  @HEARTS-BREAK @HEARTS-LEAD @variant:six-twos
  Scenario: In sei chi ha in mano solo cuori può uscire a cuori, e così li rompe
    Otto carte a testa: il posto 2 vince la prima presa con il suo unico fiori e gli
    restano sette cuori.
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 3♣
    E che il posto 2 ha A♣, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ e 9♥
    E che il posto 3 ha 4♣
    E che il posto 4 ha 5♣
    E che il posto 5 ha 6♣
    E che il posto 6 ha 7♣
    Quando si gioca la presa 3♣ A♣ 4♣ 5♣ 6♣ 7♣
    Allora il posto 2 vince la presa
    E i cuori non sono rotti
    E le carte legali del posto 2 sono 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ e 9♥
    Quando il posto 2 esce con 9♥
    Allora i cuori sono rotti

  @HEARTS-LEAD @HEARTS-BREAK @TRICK-WIN @DECK @variant:seven-tabletop
  Scenario: In sette un cuori scartato su una presa di quadri rompe i cuori, ma non vince nulla
    Nessun seme è di briscola: l'A♥ scartato su una presa di quadri perde contro il 10♦.
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 2♣ e 4♦
    E che il posto 2 ha A♣, 10♦ e 3♥
    E che il posto 3 ha 4♣ e 9♦
    E che il posto 4 ha 5♣ e 5♦
    E che il posto 5 ha 6♣ e 6♦
    E che il posto 6 ha 7♣ e A♥
    E che il posto 6 non ha quadri
    E che il posto 7 ha 8♣ e 7♦
    Quando si gioca la presa 2♣ A♣ 4♣ 5♣ 6♣ 7♣ 8♣
    Allora il posto 2 vince la presa
    E i cuori non sono rotti
    E il posto 2 non può uscire con 3♥ per la regola HEARTS-LEAD
    Quando si gioca la presa 10♦ 9♦ 5♦ 6♦ A♥ 7♦ 4♦
    Allora il posto 2 vince la presa
    E finora il posto 2 ha preso 1 punto
    E i cuori sono rotti
    E il posto 2 può uscire con 3♥

  @FIRST-TRICK-POINTS @DISCARD
  Schema dello scenario: Nella prima presa chi non ha fiori non può scartare carte che valgono punti, a nessun tavolo
    Dato che si gioca con le regole <variante>
    E che è una mano senza passaggio di carte
    E che il posto 1 ha <fiori>
    E che il posto 2 ha Q♠, 5♥ e 7♦
    E che il posto 2 non ha fiori
    Quando il posto 1 esce con <fiori>
    Allora il posto 2 non può giocare Q♠ per la regola FIRST-TRICK-POINTS
    E il posto 2 non può giocare 5♥ per la regola FIRST-TRICK-POINTS
    E il posto 2 può giocare 7♦

    Esempi:
      | variante       | fiori |
      | three-2d       | 2♣    |
      | three-kitty    | 2♣    |
      | five-2d2c      | 3♣    |
      | six-twos       | 3♣    |
      | seven-tabletop | 2♣    |

  @FIRST-TRICK-POINTS @HEARTS-BREAK @variant:five-2d2c
  Scenario: In cinque chi ha in mano dieci cuori non ha altro da giocare nella prima presa
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 3♣
    E che il posto 2 ha 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ e J♥
    Quando il posto 1 esce con 3♣
    Allora le carte legali del posto 2 sono 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ e J♥
    Quando il posto 2 gioca J♥
    Allora i cuori sono rotti

  @FIRST-TRICK-POINTS @HEARTS-BREAK @DISCARD @variant:seven-tabletop
  Scenario: In sette chi ha in mano la Q♠ e sei cuori può giocarne uno qualsiasi nella prima presa
    Sette carte a testa: senza fiori e con sole carte che valgono punti, ogni carta è
    legale, e la Q♠ scartata non rompe nulla.
    Dato che è una mano senza passaggio di carte
    E che il posto 1 ha 2♣
    E che il posto 2 ha Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ e 7♥
    Quando il posto 1 esce con 2♣
    Allora le carte legali del posto 2 sono Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ e 7♥
    Quando il posto 2 gioca Q♠
    Allora i cuori non sono rotti

  @FIRST-LEAD @DEAL @knob-by-knob
  Scenario: In tre, tolto il 2♣ dal mazzo, esce chi ha il 3♣, e proprio con quello
    HeartsGym, seguendo Morehead, in tre toglie il 2♣: esce il fiori più basso in gioco.
    Dato che al tavolo siedono 3 giocatori
    E che 2♣ è fuori dal mazzo
    E che è una mano senza passaggio di carte
    E che il posto 2 ha 3♣ e 4♣
    Allora il posto 2 apre la prima presa
    E l'unica carta legale del posto 2 è 3♣
    E il posto 2 non può uscire con 4♣ per la regola FIRST-LEAD

  @FIRST-LEAD @variant:six-twos
  Scenario: In sei, tolti i quattro 2, esce chi ha il 3♣, e proprio con quello
    Dato che è una mano senza passaggio di carte
    E che il posto 6 ha 3♣ e 4♣
    Allora il posto 6 apre la prima presa
    E l'unica carta legale del posto 6 è 3♣
    E il posto 6 non può uscire con 4♣ per la regola FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:seven-tabletop
  Scenario: In sette, tolti il 2♦, il 3♦ e il 3♣, esce sempre il 2♣
    Quarantanove carte, sette a testa (TabletopGames).
    Dato che è una mano senza passaggio di carte
    E che il posto 4 ha 2♣ e 4♣
    Allora ogni giocatore ha 7 carte in mano
    E le mani contengono 49 carte tutte diverse
    E il posto 4 apre la prima presa
    E l'unica carta legale del posto 4 è 2♣
    E il posto 4 non può uscire con 4♣ per la regola FIRST-LEAD

  @FIRST-LEAD @DEAL @knob-by-knob
  Schema dello scenario: Con i fiori più bassi coperti nel monte, esce il fiori più basso che qualcuno ha in mano
    Chi distribuisce l'intero mazzo ha carte che avanzano: due in cinque, quattro in sei,
    tre in sette. Restano coperte finché non si vince la prima presa.
    Dato che al tavolo siedono <giocatori> giocatori
    E che le carte che avanzano restano coperte nel monte per chi vince la prima presa
    E che è una mano senza passaggio di carte
    E che nel monte ci sono <monte>
    E che il posto <posto> ha <fiori>
    Allora il monte è ancora coperto
    E il posto <posto> apre la prima presa
    E l'unica carta legale del posto <posto> è <fiori>

    Esempi:
      | giocatori | monte         | posto | fiori |
      | 5         | 2♣ e 7♥       | 4     | 3♣    |
      | 6         | 2♣, 3♣ e 7♥   | 2     | 4♣    |
      | 7         | 2♣, 3♣ e 4♣   | 7     | 5♣    |
