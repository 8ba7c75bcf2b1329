# language: it
Funzionalità: Tavoli da tre, cinque e sei
  In tre, cinque o sei giocatori si tolgono dal mazzo alcune carte che non valgono
  punti, oppure quelle in più restano coperte, così che tutti ricevano lo stesso
  numero di carte (docs/players.md).

  @DEAL @variant:three-2d
  Scenario: In tre, tolto il 2♦, ogni giocatore riceve 17 carte
    Dato che si distribuisce la partita n. 7
    Allora ogni giocatore ha 17 carte in mano
    E le mani contengono 51 carte tutte diverse

  @DEAL @variant:three-kitty
  Scenario: In tre con il mazzo intero, 17 carte a testa e una coperta
    Dato che si distribuisce la partita n. 7
    Allora ogni giocatore ha 17 carte in mano
    E le mani contengono 51 carte tutte diverse

  @DEAL @variant:five-2d2c
  Scenario: In cinque, tolti il 2♦ e il 2♣, ogni giocatore riceve 10 carte
    Dato che si distribuisce la partita n. 7
    Allora ogni giocatore ha 10 carte in mano
    E le mani contengono 50 carte tutte diverse

  @DEAL @variant:six-twos
  Scenario: In sei, tolti i quattro 2, ogni giocatore riceve 8 carte
    Dato che si distribuisce la partita n. 7
    Allora ogni giocatore ha 8 carte in mano
    E le mani contengono 48 carte tutte diverse

  # La prima uscita, i passaggi e la luna agli altri tavoli. La carta delle regole è per
  # quattro; queste regole vengono dalle fonti di docs/players.md, citate in ogni scenario.

  @FIRST-LEAD @variant:five-2d2c
  Scenario: In cinque, tolto il 2♣, esce chi ha il 3♣, e proprio con quello
    Esce il fiori più basso in gioco (le pagine di regole più diffuse, HeartsGym seguendo Morehead).
    Dato che è una mano senza passaggio di carte
    E che il posto 3 ha 3♣ e 4♣
    Allora il posto 3 apre la prima presa
    E l'unica carta legale del posto 3 è 3♣
    E il posto 3 non può uscire con 4♣ per la regola FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:three-kitty
  Scenario: In tre con il 2♣ coperto nel monte, esce il fiori più basso che qualcuno ha in mano
    Nessuno ha il fiori più basso in gioco, quindi esce chi ha il più basso tra quelli
    distribuiti (t_games e le regole di casa distribuiscono in tre l'intero mazzo).
    Dato che è una mano senza passaggio di carte
    E che nel monte c'è 2♣
    E che il posto 2 ha 3♣
    Allora il monte è ancora coperto
    E il posto 2 apre la prima presa
    E l'unica carta legale del posto 2 è 3♣

  @FIRST-LEAD @variant:three-2d
  Schema dello scenario: Se esce il posto dopo il mazziere, l'uscita avanza di un posto a ogni mano
    Con first_leader left-of-dealer (regole di casa in tre e in sei) esce con una carta
    qualsiasi il posto dopo chi distribuisce, chiunque abbia il 2♣.
    Dato che l'impostazione first_leader della variante vale left-of-dealer
    E che è la mano <mano> della partita
    E che il posto 1 ha 2♣
    E che il posto <apre> ha K♠ e A♠
    Quando ogni giocatore passa le sue carte più basse
    Allora il posto <apre> apre la prima presa
    E il posto <apre> può uscire con K♠

    Esempi:
      | mano | apre |
      | 1    | 1    |
      | 2    | 2    |
      | 3    | 3    |

  @PASS-CYCLE
  Schema dello scenario: Ogni tavolo ha il suo giro di passaggi
    In tre: sinistra, destra, nessun passaggio. In cinque: sinistra, destra, due posti a
    sinistra, due a destra, nessun passaggio. In sei lo stesso, con il passaggio di fronte
    prima della mano senza passaggio (ogni distanza una volta, come nelle fonti di
    docs/players.md).
    Dato che si gioca con le regole <variante>
    E che è la mano <mano> della partita
    Allora il passaggio di questa mano va <direzione>

    Esempi:
      | variante  | mano | direzione            |
      | three-2d  | 2    | a destra             |
      | three-2d  | 3    | da nessuna parte     |
      | three-2d  | 4    | a sinistra           |
      | five-2d2c | 3    | due posti a sinistra |
      | five-2d2c | 4    | due posti a destra   |
      | five-2d2c | 5    | da nessuna parte     |
      | six-twos  | 5    | di fronte            |
      | six-twos  | 6    | da nessuna parte     |

  @PASS-CYCLE @PASS-COUNT @DEAL @knob-by-knob
  Scenario: Un tavolo da cinque impostato pezzo per pezzo passa due posti a sinistra alla terza mano
    Dato che al tavolo siedono 5 giocatori
    E che 2♦ e 2♣ sono fuori dal mazzo
    E che è la mano 3 della partita
    E che il posto 3 ha 3♣, 4♣ e 5♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il posto 5 riceve 3♣, 4♣ e 5♣
    E il posto 5 apre la prima presa

  @PASS-CYCLE @variant:five-2d2c
  Scenario: In cinque nessuno siede di fronte, quindi un passaggio di fronte viene respinto
    TabletopGames in cinque trasforma il passaggio di fronte in due posti a sinistra; qui
    le regole vengono respinte, come le respinge hearts variant check.
    Quando chi scrive le regole imposta pass_cycle a [left,right,across,hold]
    Allora l'impostazione è respinta per la regola PASS-CYCLE
    Quando chi scrive le regole imposta pass_cycle a [left,right,left-2,hold]
    Allora l'impostazione è accettata

  @MOON @variant:three-2d
  Scenario: In tre senza il 2♦ tutte le carte di penalità restano in gioco, e prenderle tutte è la luna
    Dato che il posto 1 ha preso Q♠ e tutti i cuori
    E che il posto 2 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i punti della mano sono 26 in tutto
    E il posto 1 realizza la luna
    E la mano assegna questi punti:
      | posto 1 | posto 2 | posto 3 |
      | 0       | 26      | 26      |

  @MOON @DEAL @variant:six-twos
  Scenario: In sei senza i quattro 2 una mano vale 25 punti, e la luna dà quei 25 a ciascuno degli altri
    Foster (1909) toglie il 2♥ insieme agli altri 2: la luna sono tutte le carte di
    penalità in gioco (i dodici cuori rimasti e la Q♠), e ciascuno degli altri segna i 25
    punti della mano (moon_points, docs/players.md).
    Dato che il posto 4 ha preso Q♠ e tutti i cuori
    E che il posto 1 ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i punti della mano sono 25 in tutto
    E il posto 4 ha preso 25 punti
    E il posto 4 realizza la luna
    E la mano assegna questi punti:
      | posto 1 | posto 2 | posto 3 | posto 4 | posto 5 | posto 6 |
      | 25      | 25      | 25      | 0       | 25      | 25      |

  @DEAL @POINTS @variant:three-kitty
  Scenario: In tre chi vince la prima presa prende il monte, e i suoi punti
    Il monte resta coperto finché non si vince la prima presa (t_games, regole di casa).
    Dato che è una mano senza passaggio di carte
    E che nel monte c'è Q♠
    E che il posto 1 ha 2♣
    E che il posto 2 ha 5♣
    E che il posto 3 ha K♣
    Allora il monte è ancora coperto
    E il monte vale 13 punti
    Quando si gioca la presa 2♣ 5♣ K♣
    Allora il posto 3 vince la presa
    E il posto 3 prende il monte
    E finora il posto 3 ha preso 13 punti

  @DEAL @TRICK-WIN @variant:three-kitty
  Scenario: Una distribuzione scritta nella notazione a tre posti, con il monte in fondo
    I posti sono numerati nell'ordine di gioco e il monte segue come K (docs/players.md).
    Dato che è la mano 3 della partita
    E che la distribuzione è 1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-
    Allora il posto 2 apre la prima presa
    E il monte vale 13 punti
    Quando si gioca la presa 2♣ K♣ K♦
    Allora il posto 3 vince la presa
    E il posto 3 prende il monte
    E finora il posto 3 ha preso 13 punti

  @KITTY-FIRST-HEART @DEAL @POINTS @variant:three-kitty
  Scenario: Il monte aspetta la prima presa che contiene un cuore
    Con l'opzione extras=heart di t_games la prima presa non contiene cuori, quindi il monte resta
    coperto; lo prende, con i suoi punti, il primo che vince una presa con un cuore.
    Dato che l'impostazione leftover della variante vale kitty-first-heart
    E che è una mano senza passaggio di carte
    E che nel monte c'è Q♠
    E che il posto 1 ha 2♣ e 7♥
    E che il posto 1 non ha quadri
    E che il posto 2 ha 5♣ e 2♦
    E che il posto 3 ha K♣ e A♦
    Quando si gioca la presa 2♣ 5♣ K♣
    Allora il posto 3 vince la presa
    E il monte è ancora coperto
    E finora il posto 3 ha preso 0 punti
    Quando si gioca la presa A♦ 7♥ 2♦
    Allora il posto 3 vince la presa
    E il posto 3 prende il monte
    E finora il posto 3 ha preso 14 punti
