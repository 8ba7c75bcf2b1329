# language: hu
@variant:card-1.0.0
Jellemző: A leosztás és a játék vége
  Egy leosztás tizenhárom ütésből áll. A játék annak a leosztásnak a végén ér
  véget, amelyben valaki eléri a 100 pontot vagy túllépi, és a legkevesebb pont
  nyer; ha a legkisebb összpontszámon többen osztoznak, újabb leosztás jön,
  ahányszor csak kell.

  @HAND-END
  Forgatókönyv: Egy leosztást tizenhárom ütésben játszanak le
    Amennyiben új játékot osztunk, sorszáma: 3
    Majd mindenki a legkisebb lapjait adja át
    És a leosztást végigjátsszák, mindenki a legkisebb szabályos lapját teszi
    Akkor a leosztás 13 ütés után véget ér
    És a leosztásban összesen 26 pont van
    És a játék újabb leosztással folytatódik

  @GAME-END
  Forgatókönyv: A 100 pont elérése véget vet a játéknak, és a legkevesebb pont nyer
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 90    | 50    | 60  | 70     |
    És Észak ütéseiben van: Q♠
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 103   | 63    | 60  | 70     |
    És a játéknak vége, és Dél nyer

  @GAME-END
  Forgatókönyv vázlat: Pontosan 100-nál vagy afölött vége a játéknak, alatta folytatódik
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 87    | 20    | 30  | 40     |
    És Észak ütéseiben van: <lapok>
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor <eredmény>

    Példák:
      | lapok | eredmény                                   |
      | Q♠    | a játéknak vége, és Dél nyer             |
      | Q♠ 2♥ | a játéknak vége, és Dél nyer             |
      | 2♥ 3♥ | a játék újabb leosztással folytatódik    |

  @TIE
  Forgatókönyv: Ha a legkisebb összpontszámon többen osztoznak, újabb leosztás jön
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 95    | 60    | 60  | 80     |
    És Észak ütéseiben van: Q♠
    És Nyugat vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 108   | 60    | 60  | 93     |
    És a játék újabb leosztással folytatódik

  @TIE @GAME-END
  Forgatókönyv: A pótleosztás eldönti a játékot
    Amennyiben a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 108   | 60    | 60  | 93     |
    És Kelet ütéseiben van: 2♥
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a játéknak vége, és Dél nyer
