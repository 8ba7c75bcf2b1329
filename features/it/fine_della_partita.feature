# language: it
@variant:card-1.0.0
Funzionalità: La fine della mano e della partita
  Una mano è fatta di tredici prese. La partita finisce con la mano in cui
  qualcuno arriva a 100 punti o più, e vince il totale più basso; se quel totale
  è di più giocatori, si gioca un'altra mano, tutte le volte che serve.

  @HAND-END
  Scenario: Una mano si gioca in tredici prese
    Dato che si distribuisce la partita n. 3
    Quando ogni giocatore passa le sue carte più basse
    E la mano si gioca fino in fondo, ognuno con la sua carta legale più bassa
    Allora la mano finisce dopo 13 prese
    E i punti della mano sono 26 in tutto
    E la partita continua con un'altra mano

  @GAME-END
  Scenario: Arrivare a 100 chiude la partita e vince il totale più basso
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 90   | 50  | 60  | 70    |
    E che Nord ha preso Q♠
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 103  | 63  | 60  | 70    |
    E la partita è finita e vince Sud

  @GAME-END
  Schema dello scenario: La partita finisce a 100 esatti o più, e continua sotto
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 87   | 20  | 30  | 40    |
    E che Nord ha preso <carte>
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora <esito>

    Esempi:
      | carte  | esito                                    |
      | Q♠     | la partita è finita e vince Sud          |
      | Q♠ 2♥  | la partita è finita e vince Sud          |
      | 2♥ 3♥  | la partita continua con un'altra mano    |

  @TIE
  Scenario: Una parità sul totale più basso fa giocare un'altra mano
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 95   | 60  | 60  | 80    |
    E che Nord ha preso Q♠
    E che Ovest ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 108  | 60  | 60  | 93    |
    E la partita continua con un'altra mano

  @TIE @GAME-END
  Scenario: La mano di spareggio decide la partita
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 108  | 60  | 60  | 93    |
    E che Est ha preso 2♥
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la partita è finita e vince Sud
