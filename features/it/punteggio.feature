# language: it
@variant:card-1.0.0
Funzionalità: Il punteggio di una mano
  Ogni cuore preso vale un punto e la donna di picche tredici: 26 per mano. Chi
  li prende tutti realizza la luna: lui non segna nulla e ciascuno degli altri 26. I
  punti si sommano di mano in mano. La carta esclude il bonus del fante di
  quadri e la luna che sottrae.

  @POINTS
  Schema dello scenario: Ogni cuore vale un punto e la donna di picche tredici
    Dato che Nord ha preso <carte>
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Nord ha preso <punti> punti
    E i punti della mano sono 26 in tutto

    Esempi:
      | carte                | punti |
      | 2♥                   | 1     |
      | la donna di picche   | 13    |
      | Q♠, A♥ e K♥          | 15    |
      | 2♣ A♣ K♦ J♦          | 0     |
      | tutti i cuori        | 13    |

  @MOON
  Scenario: Prendere tutti i cuori e la donna di picche è realizzare la luna
    Dato che Ovest ha preso la donna di picche e tutti i cuori
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Ovest realizza la luna
    E Ovest ha preso 26 punti
    E la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 26   | 26  | 26  | 0     |

  @MOON
  Scenario: Se manca anche un solo cuore non c'è luna
    Dato che Ovest ha preso Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora nessuno realizza la luna
    E Ovest ha preso 25 punti
    E Nord ha preso 1 punto

  @MOON @HAND-END
  Scenario: Una luna in una mano giocata davvero
    Dato che è una mano senza passaggio di carte
    E che Nord ha tutte le picche
    E che Est ha tutti i cuori
    E che Sud ha tutti i quadri
    E che Ovest ha tutti i fiori
    Quando la mano si gioca fino in fondo, ognuno con la sua carta legale più bassa
    Allora la mano finisce dopo 13 prese
    E Ovest realizza la luna
    E la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 26   | 26  | 26  | 0     |

  @ACCUMULATE
  Scenario: I punti si sommano da una mano all'altra
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 10   | 20  | 5   | 0     |
    E che Sud ha preso Q♠ 2♥ 3♥
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 10   | 31  | 20  | 0     |
    E la partita continua con un'altra mano

  @LOCKED-VARIANTS
  Schema dello scenario: Secondo la carta il fante di quadri non vale nulla
    Dato che si gioca con le regole <variante>
    E che Nord ha preso il fante di quadri, la donna di picche e il due di cuori
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Nord ha preso <punti> punti

    Esempi:
      | variante   | punti |
      | card-1.0.0 | 14    |
      | omnibus    | 4     |

  @LOCKED-VARIANTS @MOON @GAME-END @Q8
  Scenario: La luna aggiunge sempre 26 agli altri, anche quando chiude la partita
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 40   | 80  | 60  | 90    |
    E che Ovest ha preso Q♠ e tutti i cuori
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Ovest realizza la luna
    E i totali sono:
      | Nord | Est | Sud | Ovest |
      | 66   | 106 | 86  | 90    |
    E la partita è finita e vince Nord
