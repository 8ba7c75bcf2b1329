# language: hu
Jellemző: Három-, öt- és hatfős asztalok
  Három, öt vagy hat játékosnál néhány pont nélküli lapot kiveszünk a pakliból,
  vagy a megmaradó lap lefordítva marad, hogy mindenki ugyanannyi lapot kapjon
  (docs/players.md).

  @DEAL @variant:three-2d
  Forgatókönyv: Hárman a káró kettes nélkül mindenki 17 lapot kap
    Amennyiben új játékot osztunk, sorszáma: 7
    Akkor mindenki kezében 17 lap van
    És a kezekben összesen 51 különböző lap van

  @DEAL @variant:three-kitty
  Forgatókönyv: Hárman a teljes paklival fejenként 17 lap jut, egy lefordítva marad
    Amennyiben új játékot osztunk, sorszáma: 7
    Akkor mindenki kezében 17 lap van
    És a kezekben összesen 51 különböző lap van

  @DEAL @variant:five-2d2c
  Forgatókönyv: Öten a káró és a treff kettes nélkül mindenki 10 lapot kap
    Amennyiben új játékot osztunk, sorszáma: 7
    Akkor mindenki kezében 10 lap van
    És a kezekben összesen 50 különböző lap van

  @DEAL @variant:six-twos
  Forgatókönyv: Hatan a négy kettes nélkül mindenki 8 lapot kap
    Amennyiben új játékot osztunk, sorszáma: 7
    Akkor mindenki kezében 8 lap van
    És a kezekben összesen 48 különböző lap van

  # Az első hívás, a lapátadás és a hold más asztaloknál. A szabálykártya négy
  # játékosra szól; ezek a szabályok a docs/players.md forrásaiból valók, mindegyik
  # forgatókönyv megnevezi a magáét.

  @FIRST-LEAD @variant:five-2d2c
  Forgatókönyv: Öten a treff kettes nélkül a treff hármas birtokosa hív, éppen azzal
    A játékban lévő legkisebb treff hív (a szokásos szabályoldalak, a HeartsGym Morehead nyomán).
    Amennyiben ebben a leosztásban nincs lapátadás
    És a 3. hely kezében van: 3♣ és 4♣
    Akkor a 3. hely hívja az első ütést
    És a 3. hely egyetlen szabályos lapja: 3♣
    És a 3. hely nem hívhat: 4♣, mert a FIRST-LEAD szabály tiltja

  @FIRST-LEAD @DEAL @variant:three-kitty
  Forgatókönyv: Hárman, ha a treff kettes lefordítva a talonban van, a kézben lévő legkisebb treff hív
    A játékban lévő legkisebb treff senkinél sincs, ezért az hív, akinél a kiosztott
    lapok közül a legkisebb treff van (a t_games és a házi szabályok hárman az egész
    paklit kiosztják).
    Amennyiben ebben a leosztásban nincs lapátadás
    És a talonban van: 2♣
    És a 2. hely kezében van: 3♣
    Akkor a talon még lefordítva fekszik
    És a 2. hely hívja az első ütést
    És a 2. hely egyetlen szabályos lapja: 3♣

  @FIRST-LEAD @variant:three-2d
  Forgatókönyv vázlat: Ha az osztó utáni hely hív, a hívás minden leosztásban egy hellyel továbblép
    A first_leader left-of-dealer beállítással (házi szabály hármasban és hatosban) az
    osztó utáni hely hív, bármilyen lappal, akárkinél van is a treff kettes.
    Amennyiben a változat first_leader beállítása: left-of-dealer
    És a játék <szám>. leosztása következik
    És az 1. hely kezében van: 2♣
    És <hívó> kezében van: K♠ és A♠
    Majd mindenki a legkisebb lapjait adja át
    Akkor <hívó> hívja az első ütést
    És <hívó> hívhat: K♠

    Példák:
      | szám | hívó       |
      | 1    | az 1. hely |
      | 2    | a 2. hely  |
      | 3    | a 3. hely  |

  @PASS-CYCLE
  Forgatókönyv vázlat: Minden asztalméretnek megvan a maga átadási sora
    Hárman: balra, jobbra, nincs átadás. Öten: balra, jobbra, két hellyel balra, két
    hellyel jobbra, nincs átadás. Hatan ugyanez, a szembe adással az átadás nélküli
    leosztás előtt (minden távolság egyszer, ahogy a docs/players.md forrásai).
    Amennyiben a szabályváltozat: <változat>
    És a játék <szám>. leosztása következik
    Akkor ebben a leosztásban a lapok <irány> mennek

    Példák:
      | változat  | szám | irány             |
      | three-2d  | 2    | jobbra            |
      | three-2d  | 3    | sehova            |
      | three-2d  | 4    | balra             |
      | five-2d2c | 3    | két hellyel balra |
      | five-2d2c | 4    | két hellyel jobbra |
      | five-2d2c | 5    | sehova            |
      | six-twos  | 5    | szembe            |
      | six-twos  | 6    | sehova            |

  @PASS-CYCLE @PASS-COUNT @DEAL @knob-by-knob
  Forgatókönyv: A beállításonként összerakott ötfős asztalnál a harmadik leosztásban két hellyel balra adunk
    Amennyiben 5 játékos ül az asztalnál
    És a pakliból kivesszük: 2♦ és 2♣
    És a játék 3. leosztása következik
    És a 3. hely kezében van: 3♣, 4♣ és 5♣
    Majd mindenki a legkisebb lapjait adja át
    Akkor az 5. hely megkapja: 3♣, 4♣ és 5♣
    És az 5. hely hívja az első ütést

  @PASS-CYCLE @variant:five-2d2c
  Forgatókönyv: Öten senki sem ül szemben, ezért a szembe adást elutasítjuk
    A TabletopGames öten a szembe adásból két hellyel balra adást csinál; itt a szabályokat
    elutasítjuk, ahogy a hearts variant check is.
    Majd a szabályíró beállítja: pass_cycle = [left,right,across,hold]
    Akkor a beállítást a PASS-CYCLE szabály miatt elutasítják
    Majd a szabályíró beállítja: pass_cycle = [left,right,left-2,hold]
    Akkor a beállítást elfogadják

  @MOON @variant:three-2d
  Forgatókönyv: Hárman a káró kettes nélkül minden büntetőlap játékban marad, és aki mindet elviszi, teljesíti a holdat
    Amennyiben az 1. hely ütéseiben van: Q♠ és az összes kőr
    És a 2. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztásban összesen 26 pont van
    És az 1. hely teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | 1. hely | 2. hely | 3. hely |
      | 0       | 26      | 26      |

  @MOON @DEAL @variant:six-twos
  Forgatókönyv: Hatan a négy kettes nélkül egy leosztásban 25 pont van, és a hold ezt a 25-öt adja mindenki másnak
    Foster (1909) a többi kettessel a kőr kettest is kiveszi: a hold a játékban lévő összes
    büntetőlap (a megmaradt tizenkét kőr és a Q♠), és a többiek mind a leosztás 25 pontját
    kapják (moon_points, docs/players.md).
    Amennyiben a 4. hely ütéseiben van: Q♠ és az összes kőr
    És az 1. hely vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztásban összesen 25 pont van
    És a 4. hely 25 pontot vitt el
    És a 4. hely teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | 1. hely | 2. hely | 3. hely | 4. hely | 5. hely | 6. hely |
      | 25      | 25      | 25      | 0       | 25      | 25      |

  @DEAL @POINTS @variant:three-kitty
  Forgatókönyv: Hárman az első ütés nyerője viszi a talont, a pontjaival együtt
    A talon lefordítva fekszik, amíg valaki meg nem nyeri az első ütést (t_games, házi szabályok).
    Amennyiben ebben a leosztásban nincs lapátadás
    És a talonban van: Q♠
    És az 1. hely kezében van: 2♣
    És a 2. hely kezében van: 5♣
    És a 3. hely kezében van: K♣
    Akkor a talon még lefordítva fekszik
    És a talon 13 pontot ér
    Majd lemegy az ütés: 2♣ 5♣ K♣
    Akkor a 3. hely viszi az ütést
    És a 3. hely viszi a talont
    És a 3. hely eddig 13 pontot vitt el

  @DEAL @TRICK-WIN @variant:three-kitty
  Forgatókönyv: Háromfős osztás a saját jelölésével, a végén a talonnal
    A helyek játéksorrendben vannak számozva, a talon K-val a végére kerül (docs/players.md).
    Amennyiben a játék 3. leosztása következik
    És az osztás: 1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-
    Akkor a 2. hely hívja az első ütést
    És a talon 13 pontot ér
    Majd lemegy az ütés: 2♣ K♣ K♦
    Akkor a 3. hely viszi az ütést
    És a 3. hely viszi a talont
    És a 3. hely eddig 13 pontot vitt el

  @KITTY-FIRST-HEART @DEAL @POINTS @variant:three-kitty
  Forgatókönyv: A talon az első olyan ütésre vár, amelyben kőr van
    A t_games extras=heart beállításával az első ütésben nincs kőr, így a talon lefordítva marad;
    az viszi el a pontjaival együtt, aki elsőként nyer meg kőrt tartalmazó ütést.
    Amennyiben a változat leftover beállítása: kitty-first-heart
    És ebben a leosztásban nincs lapátadás
    És a talonban van: Q♠
    És az 1. hely kezében van: 2♣ és 7♥
    És az 1. hely kezében nincs káró
    És a 2. hely kezében van: 5♣ és 2♦
    És a 3. hely kezében van: K♣ és A♦
    Majd lemegy az ütés: 2♣ 5♣ K♣
    Akkor a 3. hely viszi az ütést
    És a talon még lefordítva fekszik
    És a 3. hely eddig 0 pontot vitt el
    Majd lemegy az ütés: A♦ 7♥ 2♦
    Akkor a 3. hely viszi az ütést
    És a 3. hely viszi a talont
    És a 3. hely eddig 14 pontot vitt el
