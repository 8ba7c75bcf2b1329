# language: hu
@variant:card-1.0.0
Jellemző: Szabályok, amelyeket más motorok játszanak
  Más motorok és szabályoldalak néhány olyan szabályt is játszanak, amely a
  szabálykártyán nem szerepel: jutalom annak, aki egyetlen ütést sem visz el, lapok,
  amelyeket nem szabad átadni, szabályok a pikk dámára és korlátok az összegekre
  (docs/rules/peers.md). Mindegyik a változat egy beállítása, a kártyán kikapcsolva.

  @NO-TRICK-BONUS
  Forgatókönyv: Ha valaki teljesíti a holdat, abban a leosztásban senki sem kapja meg a jutalmat
    Amennyiben a változat no_trick_points beállítása: -5
    És Nyugat ütéseiben van: pikk dáma és az összes kőr
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Nyugat teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 26    | 26    | 26  | 0      |

  @NO-TRICK-BONUS
  Forgatókönyv: Aki egyetlen ütést sem visz el, megkapja a jutalmat
    Amennyiben a változat no_trick_points beállítása: -5
    És Dél ütéseiben van: Q♠ 2♥ 3♥
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | -5    | 11    | 15  | -5     |

  @PASS-KEEP
  Forgatókönyv: A pikk dámát, királyt és ászt nem szabad átadni
    Amennyiben a változat unpassable beállítása: [QS,KS,AS]
    És a játék 1. leosztása következik
    És Nyugat kezében van: Q♠ K♠ A♠ 5♣ 6♣ 7♣
    És Észak kezében van: 8♣ 9♣ 10♣
    És Kelet kezében van: J♣ Q♣ K♣
    És Dél kezében van: A♣ 2♦ 3♦
    Majd Észak átadásra választja: 8♣ 9♣ 10♣
    És Kelet átadásra választja: J♣ Q♣ K♣
    És Dél átadásra választja: A♣ 2♦ 3♦
    Akkor Nyugat nem választhatja átadásra: Q♠, mert a PASS-KEEP szabály tiltja
    És Nyugat nem választhatja átadásra: A♠, mert a PASS-KEEP szabály tiltja
    Majd Nyugat átadásra választja: 5♣ 6♣ 7♣
    Akkor Észak megkapja: 5♣ 6♣ 7♣

  @QUEEN-AFTER-HEARTS
  Forgatókönyv: A pikk dáma megvárja, hogy a kőr megtörjön
    Amennyiben a változat queen_play beállítása: after-hearts
    És ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣
    És Kelet kezében van: 3♣
    És Dél kezében van: 4♣
    És Nyugat kezében van: A♣ Q♠ 5♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor a kőr nincs megtörve
    És Nyugat nem hívhat: Q♠, mert a QUEEN-AFTER-HEARTS szabály tiltja
    És Nyugat hívhat: 5♦

  @QUEEN-AFTER-HEARTS @HEARTS-LEAD
  Forgatókönyv: Ha nincs más lap, amellyel hívhat, a pikk dámát hívja
    Amennyiben a változat queen_play beállítása: after-hearts
    És ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣
    És Kelet kezében van: 3♣
    És Dél kezében van: 4♣
    És Nyugat kezében van: A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    Akkor Nyugat egyetlen szabályos lapja: Q♠

  @QUEEN-FIRST-CHANCE
  Forgatókönyv: Aki kifogyott a hívott színből, a nála lévő pikk dámát köteles eldobni
    Amennyiben a változat queen_play beállítása: first-chance
    És ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 9♦
    És Dél kezében van: 4♣
    És Nyugat kezében van: A♣ 9♠ K♦
    És Kelet kezében van: 3♣ Q♠ 5♥
    És Kelet kezében nincs káró
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: K♦
    És Észak kijátssza: 9♦
    Akkor Kelet egyetlen szabályos lapja: Q♠
    És Kelet nem játszhatja ki: 5♥, mert a QUEEN-FIRST-CHANCE szabály tiltja

  @SCORE-FLOOR @NO-TRICK-BONUS
  Forgatókönyv: A 0 alatti összeg 0 lesz
    Amennyiben a változat score_floor beállítása: true
    És a változat no_trick_points beállítása: -5
    És a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 3     | 0     | 10  | 0      |
    És Dél ütéseiben van: Q♠ 2♥ 3♥
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 0     | 11    | 25  | 0      |

  @EXACT-TARGET
  Forgatókönyv: A pontosan 100-as összeg 50-re csökken
    Amennyiben a változat exact_target_halves beállítása: true
    És a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 87    | 20    | 5   | 0      |
    És Észak ütéseiben van: Q♠
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 50    | 33    | 5   | 0      |
    És a játék újabb leosztással folytatódik
