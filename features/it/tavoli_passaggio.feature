# language: it
Funzionalità: Il passaggio delle carte in tre, cinque, sei e sette
  In tre, in cinque e in sette nessuno siede di fronte, così ogni tavolo passa con un suo
  ciclo: a sinistra, a destra, poi, da cinque giocatori in su, due posti a sinistra e due
  posti a destra, in sei anche di fronte, e infine una mano senza passaggio. La sinistra
  è il posto successivo nell'ordine di gioco, quindi l'ultimo posto passa al posto 1. Non
  abbiamo trovato nessuna fonte con un ciclo in cinque, in sei o in sette: questi li ha
  scelti il progetto (docs/players.md).

  @PASS-CYCLE @variant:three-2d
  Schema dello scenario: In tre le carte vanno a sinistra, poi a destra, poi restano in mano
    Dato che è la mano <mano> della partita
    E che il posto 1 ha 2♣, 3♣ e 4♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il passaggio di questa mano va <direzione>
    E il posto <riceve> riceve 2♣, 3♣ e 4♣
    E il posto <riceve> apre la prima presa

    Esempi:
      | mano | direzione  | riceve |
      | 1    | a sinistra | 2      |
      | 2    | a destra   | 3      |
      | 4    | a sinistra | 2      |

  @PASS-CYCLE @variant:five-2d2c
  Schema dello scenario: In cinque le carte vanno di un posto, poi di due, da ogni lato
    Dato che è la mano <mano> della partita
    E che il posto 1 ha 3♣, 4♣ e 5♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il passaggio di questa mano va <direzione>
    E il posto <riceve> riceve 3♣, 4♣ e 5♣

    Esempi:
      | mano | direzione             | riceve |
      | 1    | a sinistra            | 2      |
      | 2    | a destra              | 5      |
      | 3    | due posti a sinistra  | 3      |
      | 4    | due posti a destra    | 4      |
      | 6    | a sinistra            | 2      |

  @PASS-CYCLE @PASS-COUNT @variant:six-twos
  Schema dello scenario: In sei le carte vanno di uno e di due posti da ogni lato, poi di fronte
    Dato che è la mano <mano> della partita
    E che il posto 5 ha 3♣, 4♣ e 5♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il passaggio di questa mano va <direzione>
    E il posto <riceve> riceve 3♣, 4♣ e 5♣

    Esempi:
      | mano | direzione            | riceve |
      | 1    | a sinistra           | 6      |
      | 2    | a destra             | 4      |
      | 3    | due posti a sinistra | 1      |
      | 4    | due posti a destra   | 3      |
      | 5    | di fronte            | 2      |

  @PASS-CYCLE @variant:seven-tabletop
  Schema dello scenario: In sette le carte vanno di un posto, poi di due, da ogni lato, come in cinque
    Dato che è la mano <mano> della partita
    E che il posto 7 ha 2♣, 4♣ e 5♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il passaggio di questa mano va <direzione>
    E il posto <riceve> riceve 2♣, 4♣ e 5♣
    E il posto <riceve> apre la prima presa

    Esempi:
      | mano | direzione            | riceve |
      | 1    | a sinistra           | 1      |
      | 2    | a destra             | 6      |
      | 3    | due posti a sinistra | 2      |
      | 4    | due posti a destra   | 5      |
      | 6    | a sinistra           | 1      |

  @PASS-CYCLE
  Schema dello scenario: L'ultima mano di ogni ciclo si gioca senza passaggio
    Dato che si gioca con le regole <variante>
    E che è la mano <mano> della partita
    E che il posto 2 ha <fiori>
    Allora il passaggio di questa mano va da nessuna parte
    E ogni giocatore ha <carte> carte in mano
    E il posto 2 apre la prima presa

    Esempi:
      | variante       | mano | fiori | carte |
      | three-2d       | 3    | 2♣    | 17    |
      | three-2d       | 6    | 2♣    | 17    |
      | five-2d2c      | 5    | 3♣    | 10    |
      | five-2d2c      | 10   | 3♣    | 10    |
      | six-twos       | 6    | 3♣    | 8     |
      | six-twos       | 12   | 3♣    | 8     |
      | seven-tabletop | 5    | 2♣    | 7     |
      | seven-tabletop | 10   | 2♣    | 7     |

  @PASS-COUNT @variant:three-2d
  Scenario: Dove in tre si passano quattro carte, ognuno ne sceglie quattro
    A certi tavoli da tre si passano quattro carte delle diciassette
    (examples/tables/three-pass-4.yaml).
    Dato che l'impostazione pass_count della variante vale 4
    E che è la mano 1 della partita
    E che il posto 1 ha 2♣, 3♣, 4♣ e 5♣
    Quando il posto 1 passa 2♣, 3♣ e 4♣
    Allora tocca al posto 1
    E il posto 1 non può passare di nuovo 2♣ per la regola PASS-COUNT
    Quando il posto 1 passa 5♣
    Allora tocca al posto 2

  @PASS-COUNT @PASS-CYCLE @variant:three-2d
  Scenario: Dopo aver passato quattro carte a testa in tre, tutti hanno di nuovo diciassette carte
    Dato che l'impostazione pass_count della variante vale 4
    E che è la mano 2 della partita
    E che il posto 1 ha 2♣, 3♣, 4♣ e 5♣
    Quando ogni giocatore passa le sue carte più basse
    Allora ogni giocatore ha 17 carte in mano
    E il posto 3 riceve 2♣, 3♣, 4♣ e 5♣
    E il posto 1 non ha più 2♣, 3♣, 4♣ e 5♣
    E il posto 3 apre la prima presa

  @PASS-COUNT @variant:seven-tabletop
  Scenario: In sette ognuno passa tre delle sue sette carte e ne tiene quattro
    Dato che è la mano 1 della partita
    E che il posto 3 ha 2♣, 4♣, 5♣ e 6♣
    Quando ogni giocatore passa le sue carte più basse
    Allora ogni giocatore ha 7 carte in mano
    E il posto 4 riceve 2♣, 4♣ e 5♣
    E il posto 3 non ha più 2♣, 4♣ e 5♣
    E il posto 3 ora ha in mano 6♣
    E il posto 4 apre la prima presa
