# language: hu
@variant:web
Jellemző: A webes játék szabályai
  A weboldal a kártya szerint játszik, néhány eltéréssel: a játékot magával a
  treff kettessel kell nyitni, a pikk dáma az első ütésen kívül bármikor
  kijátszható, ha a színkövetés engedi, és sosem töri meg a kőrt, az első
  ütésben soha nem lehet pontot dobni, egy leosztást az nyer, aki a legkevesebb
  pontot viszi, és a végső döntetlent tovább kell játszani.

  Háttér:
    Amennyiben ebben a leosztásban nincs lapátadás

  @WEB-LEAD-2C @FIRST-LEAD
  Forgatókönyv: Az első ütést magával a treff kettessel kell hívni
    Amennyiben Dél kezében van: 2♣ 9♣
    Akkor Dél egyetlen szabályos lapja: 2♣
    És Dél nem hívhat: treff kilences, mert a FIRST-LEAD szabály tiltja

  @WEB-QS-FREE
  Forgatókönyv: A pikk dámával a kőr megtörése előtt is lehet hívni, és nem töri meg a kőrt
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: 3♣
    És Dél kezében van: 4♣
    És Nyugat kezében van: A♣ Q♠ 5♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor Nyugat hívhat: pikk dáma
    Majd Nyugat hív: Q♠
    Akkor a kőr nincs megtörve

  @WEB-QS-FREE @HEARTS-BREAK
  Forgatókönyv: A más színre dobott pikk dáma nem töri meg a kőrt
    Amennyiben Észak kezében van: 2♣ 9♦
    És Kelet kezében van: 3♣ Q♠
    És Kelet kezében nincs káró
    És Dél kezében van: 4♣ 2♦
    És Nyugat kezében van: A♣ K♦ 8♠ 3♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: K♦ 9♦ Q♠ 2♦
    Akkor a kőr nincs megtörve
    És Nyugat nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja

  @WEB-FIRST-TRICK-STRICT
  Forgatókönyv: Az első ütésben se kőr, se pikk dáma, még treff híján sem
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: Q♠ 5♥ 7♦
    És Kelet kezében nincs treff
    Majd Észak hív: 2♣
    Akkor Kelet nem játszhatja ki: Q♠, mert a WEB-FIRST-TRICK-STRICT szabály tiltja
    És Kelet nem játszhatja ki: 5♥, mert a WEB-FIRST-TRICK-STRICT szabály tiltja
    És Kelet kijátszhatja: 7♦

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS
  Forgatókönyv vázlat: A kártya és a weboldal más szabályra hivatkozik ugyanannál a tiltásnál
    Amennyiben a szabályváltozat: <változat>
    És Észak kezében van: 2♣
    És Kelet kezében van: Q♠ 7♦
    És Kelet kezében nincs treff
    Majd Észak hív: 2♣
    És Kelet megpróbálja kijátszani: Q♠
    Akkor a lapot a <szabály> szabály miatt visszautasítják

    Példák:
      | változat   | szabály                |
      | card-1.0.0 | FIRST-TRICK-POINTS     |
      | web        | WEB-FIRST-TRICK-STRICT |

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS @Q4
  Forgatókönyv vázlat: Treff nélkül, csupa pontot érő lappal az első ütésben
    Amennyiben a szabályváltozat: <változat>
    És Észak kezében van: 2♣
    És Kelet kezében van: Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Majd Észak hív: 2♣
    Akkor <eredmény>

    Példák:
      | változat   | eredmény                            |
      | card-1.0.0 | Kelet kijátszhatja: Q♠              |
      | web        | Kelet kijátszhatja: Q♠              |
      | web        | Kelet kijátszhatja: 5♥              |
      | web-strict | Kelet kezében nincs szabályos lap   |

  @WEB-HAND-WINNER
  Forgatókönyv: A leosztást az nyeri, aki a legkevesebb pontot viszi el
    Amennyiben Dél ütéseiben van: Q♠
    És Kelet ütéseiben van: 2♥ 3♥
    És Nyugat vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztást Észak nyeri

  @WEB-HAND-WINNER
  Forgatókönyv: Egy leosztást többen is megnyerhetnek
    Amennyiben Dél ütéseiben van: Q♠
    És Nyugat vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztást Észak és Kelet nyerik

  @WEB-TIE
  Forgatókönyv: 100 pont fölött a legkisebb összpontszám holtversenyét tovább kell játszani
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 95    | 60    | 60  | 80     |
    És Észak ütéseiben van: Q♠
    És Nyugat vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a játék újabb leosztással folytatódik

  @WEB-TIE
  Forgatókönyv: Addig játszanak, amíg egyetlen játékosnak lesz a legkevesebb pontja
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 108   | 60    | 60  | 93     |
    És Kelet ütéseiben van: 2♥
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a játéknak vége, és Dél nyer

  @WEB-MOON
  Forgatókönyv: Mind a tizenhárom kőr és a pikk dáma: 0 pont annak, aki elvitte, a többieknek 26
    Amennyiben Dél ütéseiben van: pikk dáma és az összes kőr
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Dél teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 26    | 26    | 0   | 26     |
