# language: it
@variant:card-1.0.0
Funzionalità: Il passaggio delle carte prima della mano
  Prima di ogni mano ogni giocatore passa tre carte: nella prima mano a chi
  siede alla sua sinistra, nella seconda a destra, nella terza a chi ha di
  fronte, e nella quarta non si passa; poi il giro ricomincia. La sinistra è il
  giocatore che gioca subito dopo.

  @PASS-COUNT
  Scenario: Ogni giocatore sceglie tre carte, a cominciare da Nord
    Dato che è la mano 1 della partita
    E che Nord ha 2♣ 3♣ 4♣ 5♣
    Quando Nord passa 2♣ e 3♣
    Allora tocca a Nord
    E Nord non può passare di nuovo 2♣ per la regola PASS-COUNT
    Quando Nord passa 4♣
    Allora tocca a Est

  @PASS-COUNT @FIRST-LEAD
  Scenario: Dopo lo scambio tutti hanno di nuovo tredici carte
    Dato che è la mano 1 della partita
    E che Nord ha 2♣ 3♣ 4♣
    Quando ogni giocatore passa le sue carte più basse
    Allora ogni giocatore ha 13 carte in mano
    E Est riceve 2♣ 3♣ 4♣
    E Nord non ha più 2♣ 3♣ 4♣
    E Est apre la prima presa

  @PASS-CYCLE @Q6
  Schema dello scenario: Il passaggio va a sinistra, a destra, di fronte, poi da nessuna parte, e si ripete
    Dato che è la mano <mano> della partita
    E che Nord ha 2♣ 3♣ 4♣
    Quando ogni giocatore passa le sue carte più basse
    Allora il passaggio di questa mano va <verso>
    E <chi_riceve> riceve 2♣ 3♣ 4♣

    Esempi:
      | mano | verso      | chi_riceve |
      | 1    | a sinistra | Est        |
      | 2    | a destra   | Ovest      |
      | 3    | di fronte  | Sud        |
      | 5    | a sinistra | Est        |
      | 6    | a destra   | Ovest      |
      | 7    | di fronte  | Sud        |

  @PASS-CYCLE
  Schema dello scenario: Una mano ogni quattro si gioca senza passare carte
    Dato che è la mano <mano> della partita
    E che Sud ha 2♣
    Allora il passaggio di questa mano va da nessuna parte
    E Sud apre la prima presa

    Esempi:
      | mano |
      | 4    |
      | 8    |

  @PASS-COUNT @Q9
  Scenario: Le carte cambiano mano solo quando tutti hanno scelto, quindi non si possono ripassare
    Dato che è la mano 1 della partita
    E che Nord ha tutti i fiori
    E che Est ha tutti i quadri
    Quando Nord passa 2♣ 3♣ 4♣
    Allora tocca a Est
    E Est non ha ancora ricevuto nessuna carta
    E le carte legali di Est sono tutti i quadri
    Quando ogni giocatore passa le sue carte più basse
    Allora Est riceve 2♣ 3♣ 4♣
    E Est ora ha in mano 2♣ 3♣ 4♣
    E Est non ha più 2♦ 3♦ 4♦
