# language: hu
@variant:card-1.0.0
Jellemző: Az első ütés
  Aki a treff kettest tartja, azzal hívja az első ütést. Ebben az ütésben senki
  sem tehet kőrt vagy pikk dámát, hacsak nincs más lap, amit kijátszhatna.

  Háttér:
    Amennyiben ebben a leosztásban nincs lapátadás

  @FIRST-LEAD
  Forgatókönyv: A treff kettes gazdája hív elsőként
    Amennyiben Dél kezében van: treff kettes
    Akkor Dél hívja az első ütést

  @FIRST-LEAD @Q1
  Forgatókönyv: Magával a treff kettessel kell hívni, nem bármelyik treffel
    Amennyiben Dél kezében van: 2♣ 9♣ A♦
    Akkor Dél egyetlen szabályos lapja: 2♣
    És Dél nem hívhat: 9♣, mert a FIRST-LEAD szabály tiltja
    És Dél nem hívhat: káró ász, mert a FIRST-LEAD szabály tiltja

  @FIRST-LEAD @Q1
  Forgatókönyv vázlat: A first_lead beállítás dönt a treff kettes és bármelyik treff között
    Amennyiben a változat first_lead beállítása: <first_lead>
    És Dél kezében van: 2♣ 9♣ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    Akkor Dél szabályos lapjai: <szabályos>

    Példák:
      | first_lead   | szabályos |
      | two-of-clubs | 2♣        |
      | any-club     | 2♣ 9♣     |

  @FIRST-TRICK-POINTS @DISCARD
  Forgatókönyv: Akinek nincs treffje, az első ütésben nem dobhat pontot
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: pikk dáma, kőr ötös és káró hetes
    És Kelet kezében nincs treff
    Majd Észak hív: 2♣
    Akkor Kelet nem játszhatja ki: Q♠, mert a FIRST-TRICK-POINTS szabály tiltja
    És Kelet nem játszhatja ki: 5♥, mert a FIRST-TRICK-POINTS szabály tiltja
    És Kelet kijátszhatja: 7♦

  @FIRST-TRICK-POINTS @HEARTS-BREAK
  Forgatókönyv: Akinek csak kőrje van, az első ütésben is tehet kőrt
    Amennyiben Észak kezében van: 2♣
    És Kelet kezében van: az összes kőr
    Majd Észak hív: 2♣
    Akkor Kelet szabályos lapjai: az összes kőr
    Majd Kelet kijátssza: kőr kettes
    Akkor a kőr meg van törve

  @FIRST-TRICK-POINTS @Q3
  Forgatókönyv vázlat: Treff nélkül, csak kőrökkel és a pikk dámával a játékos ezek közül választ
    Amennyiben a változat first_trick_forced beállítása: <kényszer>
    És Észak kezében van: 2♣
    És Kelet kezében van: Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Majd Észak hív: 2♣
    Akkor Kelet szabályos lapjai: <szabályos>

    Példák:
      | kényszer       | szabályos                                 |
      | any-point-card | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ |
      | hearts-only    | 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥    |
