# language: it
@variant:card-1.0.0
Funzionalità: Seguire il seme e vincere le prese
  Chi può deve seguire il seme di uscita; chi non può gioca la carta che
  vuole (nella prima presa, entro i suoi limiti). La carta più alta del seme di
  uscita vince la presa, e chi la vince esce alla successiva. Il gioco gira in
  senso orario: dopo Nord tocca a Est.

  Contesto:
    Dato che è una mano senza passaggio di carte

  @FOLLOW
  Schema dello scenario: Chi ha carte del seme di uscita deve giocarne una
    Dato che Nord ha 2♣
    E che Est ha <mano_est>
    Quando Nord esce con 2♣
    Allora Est può giocare <fiori>
    E Est non può giocare <altra> per la regola FOLLOW

    Esempi:
      | mano_est | fiori | altra |
      | 9♣ A♦    | 9♣    | A♦    |
      | K♣ Q♠    | K♣    | Q♠    |
      | 3♣ 2♥    | 3♣    | 2♥    |

  @FOLLOW
  Scenario: Finché si ha il seme di uscita, solo quelle carte sono legali
    Dato che Nord ha 2♣
    E che Est ha 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦
    Quando Nord esce con 2♣
    Allora le carte legali di Est sono 8♣ e J♣

  @DISCARD @HEARTS-BREAK
  Scenario: Dopo la prima presa chi non ha il seme può scartare qualsiasi carta, anche di punti
    Dato che Nord ha 2♣ 2♦
    E che Est ha 3♣ A♦
    E che Sud ha 4♣, la donna di picche e il due di cuori
    E che Sud non ha quadri
    E che Ovest ha A♣ K♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con K♦
    E Nord gioca 2♦
    E Est gioca A♦
    Allora Sud può giocare Q♠
    E Sud può giocare 2♥
    Quando Sud gioca 2♥
    Allora Est vince la presa
    E i cuori sono rotti

  @TRICK-WIN
  Schema dello scenario: Vince la carta più alta del seme di uscita, e chi vince esce dopo
    Dato che Nord ha 2♣
    E che Est ha <est>
    E che Sud ha <sud>
    E che Ovest ha <ovest>
    Quando si gioca la presa 2♣ <est> <sud> <ovest>
    Allora <vincitore> vince la presa
    E <vincitore> apre la presa successiva

    Esempi:
      | est | sud | ovest | vincitore |
      | 9♣  | K♣  | 5♣    | Sud       |
      | A♣  | K♣  | Q♣    | Est       |
      | 3♣  | 4♣  | 10♣   | Ovest     |

  @TRICK-WIN @FIRST-TRICK-POINTS
  Scenario: Il 2♣ vince se nessun altro ha fiori
    Dato che Nord ha 2♣
    E che Est non ha fiori
    E che Sud non ha fiori
    E che Ovest non ha fiori
    Quando si gioca la presa 2♣ 2♦ 2♠ 2♥
    Allora Nord vince la presa
    E Nord apre la presa successiva

  @Q6
  Scenario: Il gioco gira in senso orario a partire da chi esce
    Dato che Nord ha 2♣
    E che Est ha 3♣
    Quando Nord esce con 2♣
    Allora tocca a Est
    Quando Est gioca 3♣
    Allora tocca a Sud

  @FOLLOW @TRICK-WIN
  Schema dello scenario: In ogni variante a quattro si segue il seme, e vince la carta più alta del seme di uscita
    Dato che si gioca con le regole <variante>
    E che Nord ha 2♣
    E che Est ha 9♣ A♦
    E che Sud ha K♣
    E che Ovest ha 3♣
    Quando Nord esce con 2♣
    Allora Est non può giocare A♦ per la regola FOLLOW
    Quando Est gioca 9♣
    E Sud gioca K♣
    E Ovest gioca 3♣
    Allora Sud vince la presa

    Esempi:
      | variante    |
      | card-1.0.0  |
      | moon-choice |
      | omnibus     |
      | omnibus-ten |
      | openspiel   |
      | pink-lady   |
      | spot-hearts |
      | sun         |
      | web         |
      | web-strict  |
