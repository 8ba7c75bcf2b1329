# language: hu
Jellemző: A hold, a holtverseny és a talon három, öt, hat és hét játékossal
  A holdhoz a pakliban maradt összes kőr és a Q♠ kell; aki teljesíti, nulla pontot kap,
  a többiek pedig egyenként annyit, amennyit a leosztás ér. A játék 100 pontnál ér véget,
  és ha a legkisebb összpontszámon többen osztoznak, újabb leosztás következik. Ahol
  lapok maradnak, azokat lefordítva az első ütés nyerője viszi, a pontjaikkal együtt
  (docs/players.md).

  @MOON @variant:five-2d2c
  Forgatókönyv: Öten a káró és a treff kettes kimarad a pakliból, így a hold továbbra is 26 pontot ér
    Amennyiben a 3. hely ütéseiben van: Q♠ és az összes kőr
    És az 1. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztásban összesen 26 pont van
    És a 3. hely teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely |
      | 26      | 26      | 0       | 26      | 26      |

  @MOON @variant:seven-tabletop
  Forgatókönyv: Heten egyetlen pontot érő lap sem marad ki a pakliból, így a hold mindenki másnak 26 pontot ad
    Amennyiben a 6. hely ütéseiben van: Q♠ és az összes kőr
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztásban összesen 26 pont van
    És a 6. hely teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely | 7. hely |
      | 26      | 26      | 26      | 26      | 26      | 0       | 26      |

  @MOON
  Forgatókönyv vázlat: Elég egyetlen kőr egy másik hely ütéseiben, és nincs hold, egyik asztalnál sem
    Amennyiben a szabályváltozat: <változat>
    És a 2. hely ütéseiben van: <lapok>
    És az 1. hely ütéseiben van: <kőr>
    És a 3. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor senki sem teljesíti a holdat
    És a 2. hely <pont> pontot vitt el
    És a leosztásban összesen <összes> pont van

    Példák:
      | változat       | lapok                                   | kőr | pont | összes |
      | three-2d       | Q♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 2♥  | 25   | 26     |
      | five-2d2c      | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ | A♥  | 25   | 26     |
      | six-twos       | Q♠ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥    | 3♥  | 24   | 25     |
      | seven-tabletop | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 7♥  | 25   | 26     |

  @LOCKED-VARIANTS @POINTS
  Forgatókönyv vázlat: A káró bubi egyik asztalnál sem ér semmit
    Amennyiben a szabályváltozat: <változat>
    És az 1. hely ütéseiben van: J♦, Q♠ és 3♥
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az 1. hely 14 pontot vitt el

    Példák:
      | változat       |
      | three-2d       |
      | three-kitty    |
      | five-2d2c      |
      | six-twos       |
      | seven-tabletop |

  @MOON @HAND-END @TRICK-WIN @variant:six-twos
  Forgatókönyv: Hatan az ütésről ütésre lejátszott hold mindenki másnak 25 pontot ad
    A 36-os hibajegy leosztása: a kőr kettes nincs a pakliban, és az 5. hely a leosztás
    nyolc ütésében elviszi a megmaradt tizenkét kőrt és a Q♠-t.
    Amennyiben a játék 12. leosztása következik
    És az osztás: 1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8
    Akkor a 6. hely hívja az első ütést
    Majd lemegy az ütés: 3♣ J♣ 9♣ 6♠ 5♣ A♣
    És lemegy az ütés: A♦ 5♦ 3♦ 6♦ 4♥ 4♦
    És lemegy az ütés: A♥ 8♥ 7♥ 4♣ 3♥ 5♥
    És lemegy az ütés: K♣ 10♣ 6♣ 8♣ 8♠ 7♣
    És lemegy az ütés: K♦ 9♦ J♦ 7♦ Q♠ 5♠
    És lemegy az ütés: K♥ Q♥ 9♥ 8♦ 9♠ 6♥
    És lemegy az ütés: K♠ 4♠ 3♠ 10♦ J♠ 7♠
    És lemegy az ütés: Q♣ 10♠ J♥ Q♦ A♠ 10♥
    Akkor a leosztás 8 ütés után véget ér
    És az 5. hely 25 pontot vitt el
    És az 5. hely teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely |
      | 25      | 25      | 25      | 25      | 0       | 25      |

  @HAND-END @POINTS
  Forgatókönyv vázlat: Egy leosztásban annyi ütés van, ahány lap jut egy játékosnak, és benne van minden játékban lévő pont
    Háromfős talonos asztalnál a talon lapját az első ütés nyerője viszi el, a pontjaival együtt.
    Amennyiben a szabályváltozat: <változat>
    És új játékot osztunk, sorszáma: 3
    Majd mindenki a legkisebb lapjait adja át
    És a leosztást végigjátsszák, mindenki a legkisebb szabályos lapját teszi
    Akkor a leosztás <ütések> ütés után véget ér
    És a leosztásban összesen <pont> pont van
    És a játék újabb leosztással folytatódik

    Példák:
      | változat       | ütések | pont |
      | three-2d       | 17     | 26   |
      | three-kitty    | 17     | 26   |
      | five-2d2c      | 10     | 26   |
      | six-twos       | 8      | 25   |
      | seven-tabletop | 7      | 26   |

  @GAME-END @ACCUMULATE @variant:three-2d
  Forgatókönyv: Hárman a 100 pont elérése véget vet a játéknak, és a legkisebb összpontszám nyer
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely |
      | 90      | 50      | 60      |
    És az 1. hely ütéseiben van: Q♠
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely |
      | 103     | 63      | 60      |
    És a játéknak vége, és a 3. hely nyer

  @GAME-END @ACCUMULATE @variant:five-2d2c
  Forgatókönyv: Öten a 100 pont elérése véget vet a játéknak, és a legkisebb összpontszám nyer
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely |
      | 95      | 40      | 50      | 60      | 70      |
    És az 1. hely ütéseiben van: Q♠
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely |
      | 108     | 53      | 50      | 60      | 70      |
    És a játéknak vége, és a 3. hely nyer

  @GAME-END @ACCUMULATE @variant:six-twos
  Forgatókönyv: Hatan, leosztásonként 25 ponttal, a 100 pont elérése ugyanúgy véget vet a játéknak
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely |
      | 96      | 50      | 40      | 60      | 70      | 80      |
    És az 1. hely ütéseiben van: Q♠
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely |
      | 109     | 62      | 40      | 60      | 70      | 80      |
    És a játéknak vége, és a 3. hely nyer

  @GAME-END @ACCUMULATE @variant:seven-tabletop
  Forgatókönyv: Heten a 100 pont elérése véget vet a játéknak, és a legkisebb összpontszám nyer
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely | 7. hely |
      | 60      | 70      | 45      | 50      | 91      | 80      | 55      |
    És az 5. hely ütéseiben van: Q♠
    És a 7. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely | 7. hely |
      | 60      | 70      | 45      | 50      | 104     | 80      | 68      |
    És a játéknak vége, és a 3. hely nyer

  @TIE @variant:three-2d
  Forgatókönyv: Hárman, ha 100 fölött két hely osztozik a legkisebb összpontszámon, újabb leosztás jön
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely |
      | 95      | 47      | 60      |
    És az 1. hely ütéseiben van: Q♠
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely |
      | 108     | 60      | 60      |
    És a játék újabb leosztással folytatódik

  @TIE @variant:five-2d2c
  Forgatókönyv: Öten a három hely közötti holtverseny után is újabb leosztás jön
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely |
      | 99      | 70      | 70      | 70      | 80      |
    És az 1. hely ütéseiben van: 2♥
    És az 5. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely |
      | 100     | 70      | 70      | 70      | 105     |
    És a játék újabb leosztással folytatódik

  @TIE @GAME-END @variant:six-twos
  Forgatókönyv: Hatan a ráadásleosztás eldönti a holtversenyt
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely |
      | 104     | 80      | 75      | 75      | 90      | 95      |
    És a 3. hely ütéseiben van: 3♥
    És az 1. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a játéknak vége, és a 4. hely nyer

  @TIE @variant:seven-tabletop
  Forgatókönyv: Heten, ha 100 fölött két hely osztozik a legkisebb összpontszámon, újabb leosztás jön
    Amennyiben a leosztás előtti összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely | 7. hely |
      | 98      | 60      | 60      | 70      | 75      | 52      | 85      |
    És az 1. hely ütéseiben van: 3♥ és 4♥
    És a 6. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely | 7. hely |
      | 100     | 60      | 60      | 70      | 75      | 76      | 85      |
    És a játék újabb leosztással folytatódik

  @DEAL @POINTS @HEARTS-BREAK @HEARTS-LEAD @variant:three-kitty
  Forgatókönyv: Hárman a talonban lévő kőr pontja az első ütés nyerőjéé, de a kőrt nem töri meg
    A talont elviszik, nem dobják be egy ütésbe: a kőr megtöretlen marad.
    Amennyiben ebben a leosztásban nincs lapátadás
    És a talonban van: 5♥
    És az 1. hely kezében van: 2♣
    És a 2. hely kezében van: 9♣
    És a 3. hely kezében van: K♣, 7♦ és 3♥
    Akkor a talon 1 pontot ér
    Majd lemegy az ütés: 2♣ 9♣ K♣
    Akkor a 3. hely viszi a talont
    És a 3. hely eddig 1 pontot vitt el
    És a kőr nincs megtörve
    És a 3. hely nem hívhat: 3♥, mert a HEARTS-LEAD szabály tiltja

  @DEAL @POINTS @FIRST-TRICK-POINTS @knob-by-knob
  Forgatókönyv: Öten a teljes paklival a talonban lévő Q♠ és kőr az első ütés nyerőjéé
    Az első ütésbe senki sem dobhat pontot, a nyerője mégis elviszi a két megmaradó lapot,
    a 14 pontjukkal együtt.
    Amennyiben 5 játékos ül az asztalnál
    És a megmaradó lapok lefordítva a talonba kerülnek, és az első ütés nyerőjéé lesznek
    És ebben a leosztásban nincs lapátadás
    És a talonban van: Q♠ és 5♥
    És az 1. hely kezében van: 2♣
    És a 2. hely kezében van: 10♣
    És a 3. hely kezében van: A♣
    És a 4. hely kezében van: 4♦ és K♥
    És a 4. hely kezében nincs treff
    És az 5. hely kezében van: 3♣
    Akkor a talon 14 pontot ér
    Majd lemegy az ütés: 2♣ 10♣ A♣
    Akkor a 4. hely nem játszhatja ki: K♥, mert a FIRST-TRICK-POINTS szabály tiltja
    Majd a 4. hely kijátssza: 4♦
    És az 5. hely kijátssza: 3♣
    Akkor a 3. hely viszi az ütést
    És a 3. hely viszi a talont
    És a 3. hely eddig 14 pontot vitt el

  @DEAL @POINTS @TRICK-WIN @knob-by-knob
  Forgatókönyv: Hatan a teljes paklival az utolsó hely viszi az első ütést és a négy megmaradó lapot
    Amennyiben 6 játékos ül az asztalnál
    És a megmaradó lapok lefordítva a talonba kerülnek, és az első ütés nyerőjéé lesznek
    És ebben a leosztásban nincs lapátadás
    És a talonban van: Q♠, 2♦, 3♦ és 4♦
    És az 1. hely kezében van: 2♣
    És a 2. hely kezében van: 3♣
    És a 3. hely kezében van: 4♣
    És a 4. hely kezében van: 5♣
    És az 5. hely kezében van: 6♣
    És a 6. hely kezében van: A♣
    Akkor a talon még lefordítva fekszik
    És a talon 13 pontot ér
    Majd lemegy az ütés: 2♣ 3♣ 4♣ 5♣ 6♣ A♣
    Akkor a 6. hely viszi az ütést
    És a 6. hely viszi a talont
    És a 6. hely eddig 13 pontot vitt el
    És a 6. hely hívja a következő ütést
