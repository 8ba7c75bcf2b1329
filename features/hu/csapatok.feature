# language: hu
@variant:card-1.0.0
Jellemző: Csapatok
  A páros Hearts és egyes alkalmazások kettő a kettő elleni asztalai a négy játékost két
  csapatba ültetik, a társak egymással szemben ülnek: Észak és Dél játszik Kelet és Nyugat
  ellen. Mindenki a saját pontjait kapja; egy csapat összege a két játékosa összegének
  összeadásával jön ki (docs/rules/peers.md).

  @TEAMS @TEAM-GAME-END
  Forgatókönyv: A játék véget ér, amikor egy csapat összege eléri a célt, és a másik csapat nyer
    Amennyiben a változat teams beállítása: partners-across
    És a változat target_score beállítása: 200
    És a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 110   | 50    | 80  | 60     |
    És Észak ütéseiben van: Q♠
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 123   | 63    | 80  | 60     |
    És a játéknak vége, és Kelet és Nyugat nyernek

  @TEAM-GAME-END
  Forgatókönyv: Ha egy játékos átlépi a célt, de a csapata nem, a játék folytatódik
    Amennyiben a változat teams beállítása: partners-across
    És a változat jack_of_diamonds_points beállítása: -10
    És a leosztás előtti összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 95    | 20    | -30 | 10     |
    És Észak ütéseiben van: Q♠
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor az összpontszámok:
      | Észak | Kelet | Dél | Nyugat |
      | 108   | 23    | -30 | 10     |
    És a játék újabb leosztással folytatódik

  @TEAM-MOON
  Forgatókönyv: A holdat teljesítő játékos társa nem kap érte pontot
    Amennyiben a változat teams beállítása: partners-across
    És Nyugat ütéseiben van: pikk dáma és az összes kőr
    És Észak vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor Nyugat teljesíti a holdat
    És a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 26    | 0     | 26  | 0      |

  @TEAM-MOON
  Forgatókönyv: Két társ, aki együtt viszi el a hold lapjait, közösen teljesíti a holdat
    Amennyiben a változat teams beállítása: partners-across
    És a változat team_moon beállítása: together
    És Észak ütéseiben van: Q♠
    És Dél ütéseiben van: az összes kőr
    És Kelet vitte el az összes többi lapot
    Majd a leosztást pontozzák
    Akkor a leosztás pontjai játékosonként:
      | Észak | Kelet | Dél | Nyugat |
      | 0     | 26    | 0   | 26     |

  @TEAMS
  Forgatókönyv: Társak csak négyfős asztalnál ülhetnek egymással szemben
    Amennyiben 6 játékos ül az asztalnál
    És a pakliból kivesszük: 2♣, 2♦, 2♠ és 2♥
    Majd a szabályíró beállítja: teams = partners-across
    Akkor a beállítást a TEAMS szabály miatt elutasítják
