# language: hu
@variant:card-1.0.0
Jellemző: A kőr megtörése és a kőrhívás
  A kőr akkor törik meg, amikor valaki más színű ütésbe kőrt dob. Addig senki
  sem hívhat kőrrel, kivéve, ha már csak kőr van a kezében.

  Háttér:
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 9♦
    És Kelet kezében van: 3♣
    És Dél kezében van: 4♣ 2♦

  @HEARTS-LEAD
  Forgatókönyv: Megtörés előtt nem lehet kőrrel hívni
    Amennyiben Nyugat kezében van: A♣ 5♦ 3♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor a kőr nincs megtörve
    És Nyugat nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja
    És Nyugat hívhat: 5♦

  @HEARTS-BREAK @HEARTS-LEAD
  Forgatókönyv: Más színre dobott kőr megtöri a kőrt, és utána lehet vele hívni
    Amennyiben Kelet kezében van: 5♥
    És Kelet kezében nincs káró
    És Nyugat kezében van: A♣ K♦ 8♠ 3♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: K♦ 9♦ 5♥ 2♦
    Akkor Nyugat viszi az ütést
    És a kőr meg van törve
    És Nyugat hívhat: 3♥

  @HEARTS-BREAK @Q2
  Forgatókönyv vázlat: A pikk dáma a kártya szerint nem töri meg a kőrt (egyes motorok szerint igen)
    Amennyiben a szabályváltozat: <változat>
    És Kelet kezében van: pikk dáma
    És Kelet kezében nincs káró
    És Nyugat kezében van: A♣ K♦ 8♠ 3♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: K♦ 9♦ Q♠ 2♦
    Akkor Nyugat viszi az ütést
    És <kőr>
    És <hívás>

    Példák:
      | változat   | kőr                  | hívás                                                    |
      | card-1.0.0 | a kőr nincs megtörve | Nyugat nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja |
      | web        | a kőr nincs megtörve | Nyugat nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja |
      | openspiel  | a kőr meg van törve  | Nyugat hívhat: 3♥                                        |

  @HEARTS-BREAK @HEARTS-LEAD @Q2
  Forgatókönyv: Akinek csak kőrje van, hívhat kőrrel, és ezzel megtöri a kőrt
    Amennyiben Nyugat kezében van: A♣ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor a kőr nincs megtörve
    És Nyugat szabályos lapjai: 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Majd Nyugat hív: 5♥
    Akkor a kőr meg van törve

  @HEARTS-LEAD @Q5
  Forgatókönyv vázlat: Aki csak kőrökkel és a pikk dámával hív, annak a dámát kell hívnia
    Amennyiben a változat hearts_lead_exception beállítása: <kivétel>
    És Nyugat kezében van: A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor Nyugat szabályos lapjai: <szabályos>

    Példák:
      | kivétel               | szabályos                              |
      | only-hearts           | Q♠                                     |
      | only-hearts-and-queen | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ |

  @HEARTS-LEAD @Q5
  Forgatókönyv: A kártya szerint a kőrhívást visszautasítják, a pikk dámát nem
    Amennyiben Nyugat kezében van: A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat megpróbál hívni: kőr hetes
    Akkor a lapot a HEARTS-LEAD szabály miatt visszautasítják
    Majd Nyugat megpróbál hívni: pikk dáma
    Akkor a lap az asztalra kerül
    És a kőr még mindig nincs megtörve
