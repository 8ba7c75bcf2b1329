# language: hu
@variant:card-1.0.0
Jellemző: Színkövetés és az ütések elvitele
  A hívott színt követni kell, ha van belőle; akinek nincs, bármit tehet (az első
  ütésben annak korlátai között). Az ütést a hívott szín legnagyobb lapja viszi,
  és aki elvitte, az hívja a következőt. A játék az óramutató járása szerint
  halad: Észak után Kelet jön.

  Háttér:
    Amennyiben ebben a leosztásban nincs lapátadás

  @FOLLOW
  Forgatókönyv vázlat: Akinek van a hívott színből, annak abból kell tennie
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: <kelet_lapjai>
    Majd Észak hív: 2♣
    Akkor Kelet kijátszhatja: <treff>
    És Kelet nem játszhatja ki: <másik>, mert a FOLLOW szabály tiltja

    Példák:
      | kelet_lapjai | treff | másik |
      | 9♣ A♦        | 9♣    | A♦    |
      | K♣ Q♠        | K♣    | Q♠    |
      | 3♣ 2♥        | 3♣    | 2♥    |

  @FOLLOW
  Forgatókönyv: Amíg van a hívott színből, csak azok a lapok szabályosak
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦
    Majd Észak hív: 2♣
    Akkor Kelet szabályos lapjai: 8♣ és J♣

  @DISCARD @HEARTS-BREAK
  Forgatókönyv: Az első ütés után akinek nincs a színből, bármit dobhat, pontot is
    Amennyiben Észak kezében van: 2♣ 2♦
    És Kelet kezében van: 3♣ A♦
    És Dél kezében van: 4♣, pikk dáma és kőr kettes
    És Dél kezében nincs káró
    És Nyugat kezében van: A♣ K♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: K♦
    És Észak kijátssza: 2♦
    És Kelet kijátssza: A♦
    Akkor Dél kijátszhatja: Q♠
    És Dél kijátszhatja: 2♥
    Majd Dél kijátssza: 2♥
    Akkor Kelet viszi az ütést
    És a kőr meg van törve

  @TRICK-WIN
  Forgatókönyv vázlat: A hívott szín legnagyobb lapja viszi az ütést, és aki elvitte, az hív
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: <kelet>
    És Dél kezében van: <dél>
    És Nyugat kezében van: <nyugat>
    Majd lemegy az ütés: 2♣ <kelet> <dél> <nyugat>
    Akkor <nyertes> viszi az ütést
    És <nyertes> hívja a következő ütést

    Példák:
      | kelet | dél | nyugat | nyertes |
      | 9♣    | K♣  | 5♣     | Dél     |
      | A♣    | K♣  | Q♣     | Kelet   |
      | 3♣    | 4♣  | 10♣    | Nyugat  |

  @TRICK-WIN @FIRST-TRICK-POINTS
  Forgatókönyv: A treff kettes viszi az ütést, ha másnak nincs treffje
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében nincs treff
    És Dél kezében nincs treff
    És Nyugat kezében nincs treff
    Majd lemegy az ütés: 2♣ 2♦ 2♠ 2♥
    Akkor Észak viszi az ütést
    És Észak hívja a következő ütést

  @Q6
  Forgatókönyv: A játék a hívótól az óramutató járása szerint halad
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: 3♣
    Majd Észak hív: 2♣
    Akkor Kelet következik
    Majd Kelet kijátssza: 3♣
    Akkor Dél következik

  @FOLLOW @TRICK-WIN
  Forgatókönyv vázlat: Minden négyszemélyes változatban színt kell követni, és a hívott szín legnagyobb lapja viszi az ütést
    Amennyiben a szabályváltozat: <változat>
    És Észak kezében van: 2♣
    És Kelet kezében van: 9♣ A♦
    És Dél kezében van: K♣
    És Nyugat kezében van: 3♣
    Majd Észak hív: 2♣
    Akkor Kelet nem játszhatja ki: A♦, mert a FOLLOW szabály tiltja
    Majd Kelet kijátssza: 9♣
    És Dél kijátssza: K♣
    És Nyugat kijátssza: 3♣
    Akkor Dél viszi az ütést

    Példák:
      | változat    |
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
