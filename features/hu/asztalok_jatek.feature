# language: hu
Jellemző: A játék három, öt, hat és hét játékossal
  Minden asztalnál a szabálykártya játékszabályai érvényesek: követni kell a hívott
  színt, a kőr megtörése előtt nem lehet kőrrel hívni, és az első ütésbe nem szabad
  pontot dobni. A helyek játéksorrendben 1-től vannak számozva, és az utolsó hely után
  ismét az 1. hely következik (docs/players.md).

  @FOLLOW
  Forgatókönyv vázlat: Az utolsó hely után az 1. hely következik, és színt kell követnie
    Amennyiben a szabályváltozat: <változat>
    És ebben a leosztásban nincs lapátadás
    És <utolsó> kezében van: <treff>
    És az 1. hely kezében van: 9♣ és A♦
    Majd <utolsó> hív: <treff>
    Akkor az 1. hely következik
    És az 1. hely kijátszhatja: 9♣
    És az 1. hely nem játszhatja ki: A♦, mert a FOLLOW szabály tiltja

    Példák:
      | változat       | utolsó      | treff |
      | three-2d       | a 3. hely   | 2♣    |
      | five-2d2c      | az 5. hely  | 3♣    |
      | six-twos       | a 6. hely   | 3♣    |
      | seven-tabletop | a 7. hely   | 2♣    |

  @HEARTS-LEAD @HEARTS-BREAK @variant:three-2d
  Forgatókönyv: Hárman a káróütésbe dobott kőr megtöri a kőrt, és utána már lehet kőrrel hívni
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 2♣ és 9♦
    És a 2. hely kezében van: A♣, K♦ és 3♥
    És a 3. hely kezében van: 4♣ és 5♥
    És a 3. hely kezében nincs káró
    Majd lemegy az ütés: 2♣ A♣ 4♣
    Akkor a kőr nincs megtörve
    És a 2. hely nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja
    Majd a 2. hely hív: K♦
    És a 3. hely kijátssza: 5♥
    Akkor a kőr meg van törve
    Majd az 1. hely kijátssza: 9♦
    Akkor a 2. hely viszi az ütést
    És a 2. hely hívhat: 3♥

  @HEARTS-BREAK @HEARTS-LEAD @TRICK-WIN @variant:five-2d2c
  Forgatókönyv: Öten a káróütésbe dobott pikk dáma nem töri meg a kőrt
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 3♣ és 9♦
    És a 2. hely kezében van: 4♣ és 4♦
    És a 3. hely kezében van: A♣, K♦ és 6♥
    És a 4. hely kezében van: 5♣ és 5♦
    És az 5. hely kezében van: 6♣ és Q♠
    És az 5. hely kezében nincs káró
    Majd lemegy az ütés: 3♣ 4♣ A♣ 5♣ 6♣
    És lemegy az ütés: K♦ 5♦ Q♠ 9♦ 4♦
    Akkor a 3. hely viszi az ütést
    És a 3. hely eddig 13 pontot vitt el
    És a kőr nincs megtörve
    És a 3. hely nem hívhat: 6♥, mert a HEARTS-LEAD szabály tiltja

  @HEARTS-BREAK @HEARTS-LEAD @variant:six-twos
  Forgatókönyv: Hatan az is hívhat kőrrel, akinek már csak kőr van a kezében, és ezzel megtöri a kőrt
    Fejenként nyolc lap: a 2. hely egyetlen treffjével viszi az első ütést, és utána hét
    kőr marad a kezében.
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 3♣
    És a 2. hely kezében van: A♣, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ és 9♥
    És a 3. hely kezében van: 4♣
    És a 4. hely kezében van: 5♣
    És az 5. hely kezében van: 6♣
    És a 6. hely kezében van: 7♣
    Majd lemegy az ütés: 3♣ A♣ 4♣ 5♣ 6♣ 7♣
    Akkor a 2. hely viszi az ütést
    És a kőr nincs megtörve
    És a 2. hely szabályos lapjai: 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ és 9♥
    Majd a 2. hely hív: 9♥
    Akkor a kőr meg van törve

  @HEARTS-LEAD @HEARTS-BREAK @TRICK-WIN @DECK @variant:seven-tabletop
  Forgatókönyv: Heten a káróütésbe dobott kőr megtöri a kőrt, de nem üt
    Nincs adu: a káróütésbe dobott kőr ászt elviszi a káró tízes.
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 2♣ és 4♦
    És a 2. hely kezében van: A♣, 10♦ és 3♥
    És a 3. hely kezében van: 4♣ és 9♦
    És a 4. hely kezében van: 5♣ és 5♦
    És az 5. hely kezében van: 6♣ és 6♦
    És a 6. hely kezében van: 7♣ és A♥
    És a 6. hely kezében nincs káró
    És a 7. hely kezében van: 8♣ és 7♦
    Majd lemegy az ütés: 2♣ A♣ 4♣ 5♣ 6♣ 7♣ 8♣
    Akkor a 2. hely viszi az ütést
    És a kőr nincs megtörve
    És a 2. hely nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja
    Majd lemegy az ütés: 10♦ 9♦ 5♦ 6♦ A♥ 7♦ 4♦
    Akkor a 2. hely viszi az ütést
    És a 2. hely eddig 1 pontot vitt el
    És a kőr meg van törve
    És a 2. hely hívhat: 3♥

  @FIRST-TRICK-POINTS @DISCARD
  Forgatókönyv vázlat: Akinek nincs treffje, az első ütésbe nem dobhat pontot, egyik asztalnál sem
    Amennyiben a szabályváltozat: <változat>
    És ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: <treff>
    És a 2. hely kezében van: Q♠, 5♥ és 7♦
    És a 2. hely kezében nincs treff
    Majd az 1. hely hív: <treff>
    Akkor a 2. hely nem játszhatja ki: Q♠, mert a FIRST-TRICK-POINTS szabály tiltja
    És a 2. hely nem játszhatja ki: 5♥, mert a FIRST-TRICK-POINTS szabály tiltja
    És a 2. hely kijátszhatja: 7♦

    Példák:
      | változat       | treff |
      | three-2d       | 2♣    |
      | three-kitty    | 2♣    |
      | five-2d2c      | 3♣    |
      | six-twos       | 3♣    |
      | seven-tabletop | 2♣    |

  @FIRST-TRICK-POINTS @HEARTS-BREAK @variant:five-2d2c
  Forgatókönyv: Öten annak, akinek tíz kőr van a kezében, az első ütésben nincs más kijátszható lapja
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 3♣
    És a 2. hely kezében van: 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ és J♥
    Majd az 1. hely hív: 3♣
    Akkor a 2. hely szabályos lapjai: 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ és J♥
    Majd a 2. hely kijátssza: J♥
    Akkor a kőr meg van törve

  @FIRST-TRICK-POINTS @HEARTS-BREAK @DISCARD @variant:seven-tabletop
  Forgatókönyv: Heten az, akinek a pikk dáma és hat kőr van a kezében, az első ütésben bármelyiket kijátszhatja
    Mindenkinek hét lapja van: akinek nincs treffje, csak pontot érő lapjai, annak minden
    lapja szabályos, és a ledobott pikk dáma nem töri meg a kőrt.
    Amennyiben ebben a leosztásban nincs lapátadás
    És az 1. hely kezében van: 2♣
    És a 2. hely kezében van: Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ és 7♥
    Majd az 1. hely hív: 2♣
    Akkor a 2. hely szabályos lapjai: Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ és 7♥
    Majd a 2. hely kijátssza: Q♠
    Akkor a kőr nincs megtörve

  @FIRST-LEAD @DEAL @knob-by-knob
  Forgatókönyv: Hárman, ha a treff kettes nincs a pakliban, a treff hármas birtokosa hív, éppen azzal
    A HeartsGym Morehead nyomán hármasban kiveszi a treff kettest: a játékban lévő
    legkisebb treff hív.
    Amennyiben 3 játékos ül az asztalnál
    És a pakliból kivesszük: 2♣
    És ebben a leosztásban nincs lapátadás
    És a 2. hely kezében van: 3♣ és 4♣
    Akkor a 2. hely hívja az első ütést
    És a 2. hely egyetlen szabályos lapja: 3♣
    És a 2. hely nem hívhat: 4♣, mert a FIRST-LEAD szabály tiltja

  @FIRST-LEAD @variant:six-twos
  Forgatókönyv: Hatan a négy kettes nélkül a treff hármas birtokosa hív, éppen azzal
    Amennyiben ebben a leosztásban nincs lapátadás
    És a 6. hely kezében van: 3♣ és 4♣
    Akkor a 6. hely hívja az első ütést
    És a 6. hely egyetlen szabályos lapja: 3♣
    És a 6. hely nem hívhat: 4♣, mert a FIRST-LEAD szabály tiltja

  @FIRST-LEAD @DEAL @variant:seven-tabletop
  Forgatókönyv: Heten a káró kettes, a káró hármas és a treff hármas nélkül is a treff kettes hív
    Negyvenkilenc lap, mindenkinek hét (TabletopGames).
    Amennyiben ebben a leosztásban nincs lapátadás
    És a 4. hely kezében van: 2♣ és 4♣
    Akkor mindenki kezében 7 lap van
    És a kezekben összesen 49 különböző lap van
    És a 4. hely hívja az első ütést
    És a 4. hely egyetlen szabályos lapja: 2♣
    És a 4. hely nem hívhat: 4♣, mert a FIRST-LEAD szabály tiltja

  @FIRST-LEAD @DEAL @knob-by-knob
  Forgatókönyv vázlat: Ha a legkisebb treffek lefordítva a talonban vannak, a kézben lévő legkisebb treff hív
    A teljes pakli kiosztása után lapok maradnak: öten kettő, hatan négy, heten három. Ezek
    lefordítva fekszenek, amíg valaki meg nem nyeri az első ütést.
    Amennyiben <szám> játékos ül az asztalnál
    És a megmaradó lapok lefordítva a talonba kerülnek, és az első ütés nyerőjéé lesznek
    És ebben a leosztásban nincs lapátadás
    És a talonban van: <talon>
    És <hely> kezében van: <treff>
    Akkor a talon még lefordítva fekszik
    És <hely> hívja az első ütést
    És <hely> egyetlen szabályos lapja: <treff>

    Példák:
      | szám | talon        | hely      | treff |
      | 5    | 2♣ és 7♥     | a 4. hely | 3♣    |
      | 6    | 2♣, 3♣ és 7♥ | a 2. hely | 4♣    |
      | 7    | 2♣, 3♣ és 4♣ | a 7. hely | 5♣    |
