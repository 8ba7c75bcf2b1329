# language: hu
Jellemző: Lapátadás három, öt, hat és hét játékossal
  Hármasban, ötösben és hetesben senki sem ül szemben, ezért minden asztal a saját
  sorrendjében ad át: balra, jobbra, öt játékostól fölfelé utána két hellyel balra és két
  hellyel jobbra, hatan szembe is, végül egy leosztás átadás nélkül. A bal oldal a
  játéksorrendben következő hely, így az utolsó hely az 1. helynek ad. Öt, hat és hét
  játékosra egyetlen általunk talált forrás sem ad átadási sort: ezeket a projekt
  választotta (docs/players.md).

  @PASS-CYCLE @variant:three-2d
  Forgatókönyv vázlat: Hárman a lapok balra, aztán jobbra mennek, aztán a kézben maradnak
    Amennyiben a játék <szám>. leosztása következik
    És az 1. hely kezében van: 2♣, 3♣ és 4♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor ebben a leosztásban a lapok <irány> mennek
    És <kapja> megkapja: 2♣, 3♣ és 4♣
    És <kapja> hívja az első ütést

    Példák:
      | szám | irány  | kapja     |
      | 1    | balra  | a 2. hely |
      | 2    | jobbra | a 3. hely |
      | 4    | balra  | a 2. hely |

  @PASS-CYCLE @variant:five-2d2c
  Forgatókönyv vázlat: Öten a lapok egy, aztán két hellyel mennek, mindkét irányba
    Amennyiben a játék <szám>. leosztása következik
    És az 1. hely kezében van: 3♣, 4♣ és 5♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor ebben a leosztásban a lapok <irány> mennek
    És <kapja> megkapja: 3♣, 4♣ és 5♣

    Példák:
      | szám | irány              | kapja      |
      | 1    | balra              | a 2. hely  |
      | 2    | jobbra             | az 5. hely |
      | 3    | két hellyel balra  | a 3. hely  |
      | 4    | két hellyel jobbra | a 4. hely  |
      | 6    | balra              | a 2. hely  |

  @PASS-CYCLE @PASS-COUNT @variant:six-twos
  Forgatókönyv vázlat: Hatan a lapok egy és két hellyel mennek mindkét irányba, aztán szembe
    Amennyiben a játék <szám>. leosztása következik
    És az 5. hely kezében van: 3♣, 4♣ és 5♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor ebben a leosztásban a lapok <irány> mennek
    És <kapja> megkapja: 3♣, 4♣ és 5♣

    Példák:
      | szám | irány              | kapja      |
      | 1    | balra              | a 6. hely  |
      | 2    | jobbra             | a 4. hely  |
      | 3    | két hellyel balra  | az 1. hely |
      | 4    | két hellyel jobbra | a 3. hely  |
      | 5    | szembe             | a 2. hely  |

  @PASS-CYCLE @variant:seven-tabletop
  Forgatókönyv vázlat: Heten a lapok egy, aztán két hellyel mennek, mindkét irányba, mint öten
    Amennyiben a játék <szám>. leosztása következik
    És a 7. hely kezében van: 2♣, 4♣ és 5♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor ebben a leosztásban a lapok <irány> mennek
    És <kapja> megkapja: 2♣, 4♣ és 5♣
    És <kapja> hívja az első ütést

    Példák:
      | szám | irány              | kapja      |
      | 1    | balra              | az 1. hely |
      | 2    | jobbra             | a 6. hely  |
      | 3    | két hellyel balra  | a 2. hely  |
      | 4    | két hellyel jobbra | az 5. hely |
      | 6    | balra              | az 1. hely |

  @PASS-CYCLE
  Forgatókönyv vázlat: Az átadási sor utolsó leosztásában nincs lapátadás
    Amennyiben a szabályváltozat: <változat>
    És a játék <szám>. leosztása következik
    És a 2. hely kezében van: <treff>
    Akkor ebben a leosztásban a lapok sehova mennek
    És mindenki kezében <lapok> lap van
    És a 2. hely hívja az első ütést

    Példák:
      | változat       | szám | treff | lapok |
      | three-2d       | 3    | 2♣    | 17    |
      | three-2d       | 6    | 2♣    | 17    |
      | five-2d2c      | 5    | 3♣    | 10    |
      | five-2d2c      | 10   | 3♣    | 10    |
      | six-twos       | 6    | 3♣    | 8     |
      | six-twos       | 12   | 3♣    | 8     |
      | seven-tabletop | 5    | 2♣    | 7     |
      | seven-tabletop | 10   | 2♣    | 7     |

  @PASS-COUNT @variant:three-2d
  Forgatókönyv: Ahol hárman négy lapot adnak át, ott mindenki négyet választ
    Egyes háromfős asztaloknál a tizenhét lapból négyet adnak át
    (examples/tables/three-pass-4.yaml).
    Amennyiben a változat pass_count beállítása: 4
    És a játék 1. leosztása következik
    És az 1. hely kezében van: 2♣, 3♣, 4♣ és 5♣
    Majd az 1. hely átadásra választja: 2♣, 3♣ és 4♣
    Akkor az 1. hely következik
    És az 1. hely nem adhatja át még egyszer: 2♣, mert a PASS-COUNT szabály tiltja
    Majd az 1. hely átadásra választja: 5♣
    Akkor a 2. hely következik

  @PASS-COUNT @PASS-CYCLE @variant:three-2d
  Forgatókönyv: Ha hárman mindenki négy lapot ad át, utána ismét mindenkinél tizenhét lap van
    Amennyiben a változat pass_count beállítása: 4
    És a játék 2. leosztása következik
    És az 1. hely kezében van: 2♣, 3♣, 4♣ és 5♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor mindenki kezében 17 lap van
    És a 3. hely megkapja: 2♣, 3♣, 4♣ és 5♣
    És az 1. hely kezében már nincs ott: 2♣, 3♣, 4♣ és 5♣
    És a 3. hely hívja az első ütést

  @PASS-COUNT @variant:seven-tabletop
  Forgatókönyv: Heten mindenki a hét lapjából hármat ad át, és négyet megtart
    Amennyiben a játék 1. leosztása következik
    És a 3. hely kezében van: 2♣, 4♣, 5♣ és 6♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor mindenki kezében 7 lap van
    És a 4. hely megkapja: 2♣, 4♣ és 5♣
    És a 3. hely kezében már nincs ott: 2♣, 4♣ és 5♣
    És a 3. hely kezében most ott van: 6♣
    És a 4. hely hívja az első ütést
