# language: hu
@variant:card-1.0.0
Jellemző: Egy leosztás pontozása
  Minden elvitt kőr egy pontot ér, a pikk dáma tizenhármat: leosztásonként 26
  pont. Aki mindet elviszi, teljesíti a holdat: ő nem kap semmit, a többiek 26-ot
  kapnak. A pontok leosztásról leosztásra összeadódnak. A kártya kikapcsolja a
  káró bubi jutalmát és a levonó holdat.

  @POINTS
  Forgatókönyv vázlat: Minden kőr egy pontot ér, a pikk dáma tizenhármat
    Amennyiben Észak ütéseiben van: <lapok>
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Észak <pont> pontot vitt el
    És a leosztásban összesen 26 pont van

    Példák:
      | lapok              | pont |
      | 2♥                 | 1    |
      | pikk dáma          | 13   |
      | Q♠, A♥ és K♥       | 15   |
      | 2♣ A♣ K♦ J♦        | 0    |
      | az összes kőr      | 13   |

  @MOON
  Forgatókönyv: Aki minden kőrt és a pikk dámát elviszi, teljesíti a holdat
    Amennyiben Nyugat ütéseiben van: pikk dáma és az összes kőr
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Nyugat teljesíti a holdat
    És Nyugat 26 pontot vitt el
    És a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 26    | 26    | 26  | 0      |

  @MOON
  Forgatókönyv: Egyetlen hiányzó kőr esetén nincs hold
    Amennyiben Nyugat ütéseiben van: Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor senki sem teljesíti a holdat
    És Nyugat 25 pontot vitt el
    És Észak 1 pontot vitt el

  @MOON @HAND-END
  Forgatókönyv: A hold teljesítése valódi játékban
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: az összes pikk
    És Kelet kezében van: az összes kőr
    És Dél kezében van: az összes káró
    És Nyugat kezében van: az összes treff
    Majd a leosztást végigjátsszák, mindenki a legkisebb szabályos lapját teszi
    Akkor a leosztás 13 ütés után véget ér
    És Nyugat teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 26    | 26    | 26  | 0      |

  @ACCUMULATE
  Forgatókönyv: A pontok leosztásról leosztásra összeadódnak
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 10    | 20    | 5   | 0      |
    És Dél ütéseiben van: Q♠ 2♥ 3♥
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 10    | 31    | 20  | 0      |
    És a játék újabb leosztással folytatódik

  @LOCKED-VARIANTS
  Forgatókönyv vázlat: A kártya szerint a káró bubi semmit sem ér
    Amennyiben a szabályváltozat: <változat>
    És Észak ütéseiben van: káró bubi, pikk dáma és kőr kettes
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Észak <pont> pontot vitt el

    Példák:
      | változat   | pont |
      | card-1.0.0 | 14   |
      | omnibus    | 4    |

  @LOCKED-VARIANTS @MOON @GAME-END @Q8
  Forgatókönyv: A hold mindig 26-ot ad a többieknek, akkor is, ha ezzel véget ér a játék
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 40    | 80    | 60  | 90     |
    És Nyugat ütéseiben van: Q♠ és az összes kőr
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Nyugat teljesíti a holdat
    És az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 66    | 106   | 86  | 90     |
    És a játéknak vége, és Észak nyer
