# language: hu
@variant:card-1.0.0
Jellemző: A pakli és az osztás
  Ötvenkét lap, négy játékos, fejenként tizenhárom lap. Minden színben a kettes
  a legkisebb és az ász a legnagyobb, adu pedig nincs.

  @DEAL @DECK
  Forgatókönyv: Új játékban mind a négy játékos tizenhárom lapot kap
    Amennyiben új játékot osztunk, sorszáma: 7
    Akkor mindenki kezében 13 lap van
    És a kezekben összesen 52 különböző lap van

  @DECK @TRICK-WIN
  Forgatókönyv vázlat: A hívott szín nagyobb lapja viszi az ütést, a kettestől az ászig
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣
    És Kelet kezében van: <kisebb>
    És Dél kezében van: <nagyobb>
    És Nyugat kezében van: 3♣
    Majd lemegy az ütés: 2♣ <kisebb> <nagyobb> 3♣
    Akkor Dél viszi az ütést

    Példák:
      | kisebb | nagyobb |
      | 4♣     | 5♣      |
      | 9♣     | 10♣     |
      | 10♣    | J♣      |
      | J♣     | Q♣      |
      | Q♣     | K♣      |
      | K♣     | A♣      |

  @DECK @DISCARD
  Forgatókönyv: Nincs adu: egy másik szín ásza nem viszi el az ütést
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣
    És Kelet kezében van: pikk ász
    És Kelet kezében nincs treff
    És Dél kezében van: 3♣
    És Nyugat kezében van: 4♣
    Majd lemegy az ütés: 2♣ A♠ 3♣ 4♣
    Akkor Nyugat viszi az ütést
    És Nyugat hívja a következő ütést
