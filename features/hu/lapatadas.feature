# language: hu
@variant:card-1.0.0
Jellemző: Lapátadás a leosztás előtt
  Minden leosztás előtt mindenki három lapot ad át: az elsőben a bal
  szomszédjának, a másodikban a jobbnak, a harmadikban a szemben ülőnek, a
  negyedikben pedig senkinek; aztán kezdődik elölről. A bal szomszéd az, aki
  a játék sorrendjében következik.

  @PASS-COUNT
  Forgatókönyv: Mindenki három lapot választ, Észak kezdi
    Amennyiben a játék 1. leosztása következik
    És Észak kezében van: 2♣ 3♣ 4♣ 5♣
    Majd Észak átadásra választja: 2♣ és 3♣
    Akkor Észak következik
    És Észak nem adhatja át még egyszer: 2♣, mert a PASS-COUNT szabály tiltja
    Majd Észak átadásra választja: 4♣
    Akkor Kelet következik

  @PASS-COUNT @FIRST-LEAD
  Forgatókönyv: A csere után ismét mindenkinél tizenhárom lap van
    Amennyiben a játék 1. leosztása következik
    És Észak kezében van: 2♣ 3♣ 4♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor mindenki kezében 13 lap van
    És Kelet megkapja: 2♣ 3♣ 4♣
    És Észak kezében már nincs ott: 2♣ 3♣ 4♣
    És Kelet hívja az első ütést

  @PASS-CYCLE @Q6
  Forgatókönyv vázlat: Az átadás balra, jobbra, szembe, majd sehova megy, és újrakezdődik
    Amennyiben a játék <leosztás>. leosztása következik
    És Észak kezében van: 2♣ 3♣ 4♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor ebben a leosztásban a lapok <irány> mennek
    És <címzett> megkapja: 2♣ 3♣ 4♣

    Példák:
      | leosztás | irány  | címzett |
      | 1        | balra  | Kelet   |
      | 2        | jobbra | Nyugat  |
      | 3        | szembe | Dél     |
      | 5        | balra  | Kelet   |
      | 6        | jobbra | Nyugat  |
      | 7        | szembe | Dél     |

  @PASS-CYCLE
  Forgatókönyv vázlat: Minden negyedik leosztásban nincs lapátadás
    Amennyiben a játék <leosztás>. leosztása következik
    És Dél kezében van: 2♣
    Akkor ebben a leosztásban a lapok sehova mennek
    És Dél hívja az első ütést

    Példák:
      | leosztás |
      | 4        |
      | 8        |

  @PASS-COUNT @Q9
  Forgatókönyv: A lapok csak akkor cserélnek gazdát, amikor mindenki választott, így a kapott lapot nem lehet továbbadni
    Amennyiben a játék 1. leosztása következik
    És Észak kezében van: az összes treff
    És Kelet kezében van: az összes káró
    Majd Észak átadásra választja: 2♣ 3♣ 4♣
    Akkor Kelet következik
    És Kelet még nem kapott lapot
    És Kelet szabályos lapjai: az összes káró
    Majd mindenki a legkisebb lapjait adja át
    Akkor Kelet megkapja: 2♣ 3♣ 4♣
    És Kelet kezében most ott van: 2♣ 3♣ 4♣
    És Kelet kezében már nincs ott: 2♦ 3♦ 4♦
