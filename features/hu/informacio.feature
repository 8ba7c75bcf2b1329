# language: hu
@variant:card-1.0.0
Jellemző: Amit egy játékos láthat
  Mindenki látja a saját lapjait, az asztalon fekvő lapokat és a már lement
  ütéseket; a neki átadott lapokat pedig csak a csere után.

  @Q7
  Forgatókönyv vázlat: A leosztás minden befejezett ütése visszanézhető
    Amennyiben ebben a leosztásban nincs lapátadás
    És a változat history beállítása: <előzmények>
    És Észak kezében van: 2♣ 9♦
    És Kelet kezében van: 3♣ 5♦
    És Dél kezében van: 4♣ 2♦
    És Nyugat kezében van: A♣ K♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: K♦ 9♦ 5♦ 2♦
    Akkor Észak <ütések> befejezett ütést nézhet vissza

    Példák:
      | előzmények | ütések |
      | all-tricks | 2      |
      | last-trick | 1      |

  @Q9 @PASS-COUNT
  Forgatókönyv: A játékos csak akkor látja a kapott lapokat, amikor már mindenki választott
    Amennyiben a játék 2. leosztása következik
    És Észak kezében van: 2♣ 3♣ 4♣
    Majd Észak átadásra választja: 2♣ 3♣ 4♣
    Akkor Nyugat még nem kapott lapot
    Majd mindenki a legkisebb lapjait adja át
    Akkor Nyugat megkapja: 2♣ 3♣ 4♣
