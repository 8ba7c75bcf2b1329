# language: it
@variant:web
Funzionalità: Le regole del gioco sul web
  La pagina web gioca la carta con qualche differenza: si apre proprio con il
  2♣, la donna di picche si può giocare quando il seme lo consente fuori dalla
  prima presa e non rompe mai i cuori, nella prima presa i punti non si
  scartano mai, il totale più basso di una mano vince quella mano, e una parità
  finale si gioca fino in fondo.

  Contesto:
    Dato che è una mano senza passaggio di carte

  @WEB-LEAD-2C @FIRST-LEAD
  Scenario: La prima presa si apre proprio con il 2♣
    Dato che Sud ha 2♣ 9♣
    Allora l'unica carta legale di Sud è 2♣
    E Sud non può uscire con il nove di fiori per la regola FIRST-LEAD

  @WEB-QS-FREE
  Scenario: Si può uscire con la donna di picche prima che i cuori siano rotti, e non li rompe
    Dato che Nord ha 2♣
    E che Est ha 3♣
    E che Sud ha 4♣
    E che Ovest ha A♣ Q♠ 5♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora Ovest può uscire con la donna di picche
    Quando Ovest esce con Q♠
    Allora i cuori non sono rotti

  @WEB-QS-FREE @HEARTS-BREAK
  Scenario: La donna di picche scartata su un altro seme non rompe i cuori
    Dato che Nord ha 2♣ 9♦
    E che Est ha 3♣ Q♠
    E che Est non ha quadri
    E che Sud ha 4♣ 2♦
    E che Ovest ha A♣ K♦ 8♠ 3♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa K♦ 9♦ Q♠ 2♦
    Allora i cuori non sono rotti
    E Ovest non può uscire con 3♥ per la regola HEARTS-LEAD

  @WEB-FIRST-TRICK-STRICT
  Scenario: Nella prima presa né cuori né donna di picche, neanche senza fiori
    Dato che Nord ha 2♣
    E che Est ha Q♠ 5♥ 7♦
    E che Est non ha fiori
    Quando Nord esce con 2♣
    Allora Est non può giocare Q♠ per la regola WEB-FIRST-TRICK-STRICT
    E Est non può giocare 5♥ per la regola WEB-FIRST-TRICK-STRICT
    E Est può giocare 7♦

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS
  Schema dello scenario: La carta e il sito web citano regole diverse per lo stesso rifiuto
    Dato che si gioca con le regole <variante>
    E che Nord ha 2♣
    E che Est ha Q♠ 7♦
    E che Est non ha fiori
    Quando Nord esce con 2♣
    E Est prova a giocare Q♠
    Allora la carta è rifiutata per la regola <regola>

    Esempi:
      | variante   | regola                 |
      | card-1.0.0 | FIRST-TRICK-POINTS     |
      | web        | WEB-FIRST-TRICK-STRICT |

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS @Q4
  Schema dello scenario: Senza fiori e con sole carte di punti nella prima presa
    Dato che si gioca con le regole <variante>
    E che Nord ha 2♣
    E che Est ha Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quando Nord esce con 2♣
    Allora <esito>

    Esempi:
      | variante   | esito                              |
      | card-1.0.0 | Est può giocare Q♠                 |
      | web        | Est può giocare Q♠                 |
      | web        | Est può giocare 5♥                 |
      | web-strict | Est non ha nessuna carta legale    |

  @WEB-HAND-WINNER
  Scenario: Chi prende meno punti in una mano vince quella mano
    Dato che Sud ha preso Q♠
    E che Est ha preso 2♥ 3♥
    E che Ovest ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Nord vince la mano

  @WEB-HAND-WINNER
  Scenario: Più giocatori possono vincere insieme una mano
    Dato che Sud ha preso Q♠
    E che Ovest ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Nord ed Est vincono la mano

  @WEB-TIE
  Scenario: Una parità sul totale più basso da 100 in su si continua a giocare
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 95   | 60  | 60  | 80    |
    E che Nord ha preso Q♠
    E che Ovest ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la partita continua con un'altra mano

  @WEB-TIE
  Scenario: Si gioca finché un solo giocatore ha il totale più basso
    Dato che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 108  | 60  | 60  | 93    |
    E che Est ha preso 2♥
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la partita è finita e vince Sud

  @WEB-MOON
  Scenario: Tutti e tredici i cuori e la donna di picche: 0 a chi li prende, 26 a ciascuno degli altri
    Dato che Sud ha preso la donna di picche e tutti i cuori
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Sud realizza la luna
    E la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 26   | 26  | 0   | 26    |
