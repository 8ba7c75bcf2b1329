"""The Gherkin steps at tables of three, five, six and seven (docs/players.md, docs/spec.md).

Numbered seats in every catalog (from the seat names of :mod:`hearts.words`), tables set
by variant or knob by knob, deals with a kitty, and the *then* steps of the new clauses
failing on a wrong expectation, run through :func:`hearts.spec.runner.run_step` as the
features run them.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import CardSet, Seat, Suit
from hearts.cli import main
from hearts.spec.catalog import StepTextError
from hearts.spec.catalog_yaml import CatalogError, load_catalog, parse_catalog
from hearts.spec.coverage import AT_EVERY_SIZE, GHERKIN_SIZES, OTHER_SIZES, compute
from hearts.spec.deal import DealSetupError, fill_deal
from hearts.spec.definitions import registry
from hearts.spec.features import find_features_dir
from hearts.spec.runner import run_step
from hearts.spec.world import SpecFailure, World
from hearts.words import LANGUAGES, names

SEAT_2 = {"en": "seat 2", "es": "el asiento 2", "it": "il posto 2", "hu": "a 2. hely", "fr": "la place 2"}


def _world(variant: str, *given: str) -> World:
    world = World(load_catalog("en"), variant)
    for line in given:
        _run(world, line)
    return world


def _run(world: World, line: str, table: Sequence[Sequence[str]] | None = None) -> None:
    """Run a step line of any kind, as a feature would (the kind is the one it matches)."""
    kind = next(k for k in ("given", "when", "then") if world.catalog.match(line, _STEPS[k]))
    run_step(world, kind, line, table)


_STEPS = {kind: [s for s, d in registry().items() if kind in d.kinds] for kind in ("given", "when", "then")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_numbered_seat_is_the_bots_seat_name_with_an_article(lang: str) -> None:
    cat = load_catalog(lang)
    name = names.seat_number(lang) % {"number": 2}
    assert cat.seat_name(Seat.EAST, 5) == name  # one place for the name: hearts/words
    assert cat.seat_name(Seat.EAST, 4) == cat.seats[Seat.EAST][0]  # four seats: the compass
    for text in (SEAT_2[lang], name, name.upper()):
        assert cat.parse_seat(text, 5) is Seat.EAST
    assert cat.parse_seat(cat.seat_name(Seat(5), 6), 6) is Seat(5)


def test_each_table_names_its_own_seats() -> None:
    en = load_catalog("en")
    numbered = r"at a table of 3 the seats are numbered \(Seat 1, Seat 2, Seat 3\)"
    with pytest.raises(StepTextError, match=numbered):
        en.parse_seat("North", 3)
    with pytest.raises(StepTextError, match="at four seats the seats are North, East, South, West"):
        en.parse_seat("seat 2", 4)
    with pytest.raises(StepTextError, match=r"the table has no seat 6 \(seats 1 to 5\)"):
        en.parse_seat("seat 6", 5)
    assert en.parse_seats("seat 1 and seat 3", 3) == (Seat.NORTH, Seat.SOUTH)


def test_a_language_without_translations_gives_its_numbered_seat() -> None:
    source = (Path(__file__).resolve().parents[2] / "hearts/spec/phrases/en.yaml").read_text(encoding="utf-8")
    eo = source.replace("language: en", "language: eo") + '\nnumbered_seat: "sidloko {number}"\n'
    cat = parse_catalog(eo, "eo.yaml", "eo")
    assert cat.seat_name(Seat.SOUTH, 3) == "sidloko 3"
    assert cat.parse_seat("the sidloko 3", 3) is Seat.SOUTH
    assert parse_catalog(source.replace("language: en", "language: eo"), "eo.yaml").numbered_seat == (
        "Seat {number}"
    )
    with pytest.raises(CatalogError, match=r"numbered_seat: 'sidloko' must use \{number\} once"):
        parse_catalog(eo.replace("sidloko {number}", "sidloko"), "eo.yaml")


def test_a_whole_suit_is_its_cards_in_play_and_a_removed_card_is_refused() -> None:
    world = _world("six-twos")
    hearts = world.convert("cards", "Q♠ and all the hearts")
    assert isinstance(hearts, CardSet) and len(hearts) == 13 and CardSet.parse("2H").mask & hearts.mask == 0
    with pytest.raises(StepTextError, match=r"'2♥': 2♥ is out of the deck at this table \(DEAL\)"):
        world.convert("cards", "Q♠ and 2♥")


def test_fill_deal_at_a_table_with_a_kitty_and_removed_cards() -> None:
    deal = fill_deal({Seat(2): CardSet.parse("3C")}, {}, 3, 0, CardSet.parse("2C"))
    assert [len(deal[s]) for s in Seat.at_table(3)] == [17, 17, 17]
    assert deal.kitty == CardSet.parse("2C") and CardSet.parse("3C") <= deal[Seat(2)]
    five = fill_deal({}, {}, 5, CardSet.parse("2D 2C").mask)
    assert [len(five[s]) for s in Seat.at_table(5)] == [10] * 5 and not five.kitty
    with pytest.raises(DealSetupError, match=r"South is given 2♦: it is out of the deck \(DEAL\)"):
        fill_deal({Seat.SOUTH: CardSet.parse("2D")}, {}, 5, CardSet.parse("2D 2C").mask)
    with pytest.raises(DealSetupError, match="Seat 6 does not sit at a table of 5"):
        fill_deal({Seat(5): CardSet.parse("3C")}, {}, 5, CardSet.parse("2D 2C").mask)
    with pytest.raises(DealSetupError, match=r"the kitty is given 2 cards; it has 1 here \(DEAL\)"):
        fill_deal({}, {}, 3, 0, CardSet.parse("2C 3C"))
    with pytest.raises(DealSetupError, match="is given to a seat, not in the kitty"):
        fill_deal({Seat.NORTH: CardSet.parse("2C")}, {}, 3, 0, CardSet.parse("2C"))
    assert fill_deal({}, {}) == fill_deal({}, {}, 4, 0, None)  # four seats: the card's deal


def test_a_table_set_knob_by_knob_and_one_left_unfinished() -> None:
    world = _world("card-1.0.0", "5 players sit at the table", "2♦ and 2♣ are out of the deck")
    assert world.seats == 5 and world.variant.hand_size == 10
    unfinished = _world("card-1.0.0", "5 players sit at the table", "it is a hand without passing")
    with pytest.raises(StepTextError, match="52 cards do not share out among 5 players"):
        _ = unfinished.state
    with pytest.raises(StepTextError, match="there is no kitty"):
        _world("five-2d2c", "the kitty holds 2♠")
    with pytest.raises(StepTextError, match="a variant setting cannot be used: pass_cycle"):
        _world("five-2d2c", "the variant setting pass_cycle is [left,across,hold]")


def test_a_refused_or_accepted_setting_is_checked_against_the_clause() -> None:
    world = _world("five-2d2c", "the rule writer sets pass_cycle to [left,across,hold]")
    _run(world, "the setting is refused because of PASS-CYCLE")
    with pytest.raises(SpecFailure, match=r"refused by PASS-CYCLE .*expected DEAL"):
        _run(world, "the setting is refused because of DEAL")
    with pytest.raises(SpecFailure, match="the setting was refused: pass_cycle: across at 5 players"):
        _run(world, "the setting is accepted")
    assert world.variant.pass_cycle == _world("five-2d2c").variant.pass_cycle  # the rules stay as they were
    six = _world("six-twos", "the rule writer sets pass_cycle to [left,across,hold]")
    _run(six, "the setting is accepted")
    with pytest.raises(SpecFailure, match="the setting was accepted; expected it refused by PASS-CYCLE"):
        _run(six, "the setting is refused because of PASS-CYCLE")
    with pytest.raises(SpecFailure, match="no setting was tried"):
        _run(_world("six-twos"), "the setting is accepted")


def test_the_kitty_steps_fail_on_a_wrong_expectation() -> None:
    given = ("it is a hand without passing", "the kitty holds Q♠", "seat 1 holds 2♣", "seat 2 holds 5♣")
    world = _world("three-kitty", *given, "seat 3 holds K♣")
    with pytest.raises(SpecFailure, match=r"the kitty \(Q♠\) is worth 13 points, expected 12"):
        _run(world, "the kitty is worth 12 points")
    with pytest.raises(SpecFailure, match="the first trick is not over yet"):
        _run(world, "seat 3 takes the kitty")
    _run(world, "the trick 2♣ 5♣ K♣ is played")
    with pytest.raises(SpecFailure, match="Seat 3 won the first trick and took the kitty"):
        _run(world, "seat 2 takes the kitty")
    with pytest.raises(SpecFailure, match="the kitty has been taken already"):
        _run(world, "the kitty is still face down")
    with pytest.raises(SpecFailure, match="Seat 3 has taken 13 points so far, expected 0"):
        _run(world, "seat 3 has taken 0 points so far")
    with pytest.raises(SpecFailure, match="there is no kitty under three-2d"):
        _run(_world("three-2d"), "the kitty is still face down")


def test_scores_at_another_table_take_one_column_per_seat() -> None:
    world = _world("three-2d", "seat 1 took Q♠ and all the hearts", "seat 2 took every other card")
    _run(world, "the hand is scored")
    with pytest.raises(SpecFailure, match=r"expected \[26, 0, 26\] \(1, 2, 3\)"):
        _run(world, "the hand scores are:", [["seat 1", "seat 2", "seat 3"], ["26", "0", "26"]])
    with pytest.raises(StepTextError, match="the table has no column for Seat 3"):
        _run(world, "the hand scores are:", [["seat 1", "seat 2"], ["0", "26"]])
    totals = _world("three-2d")
    _run(totals, "the totals before this hand are:", [["seat 1", "seat 2", "seat 3"], ["5", "6", "7"]])
    assert totals.state.scores == (5, 6, 7)


@pytest.mark.slow
def test_the_coverage_counts_the_scenarios_at_other_tables() -> None:
    cov = compute(corpus=False)
    for lang in LANGUAGES:
        for clause in AT_EVERY_SIZE:
            for seats in GHERKIN_SIZES:
                assert 0 < cov.at_size(clause, seats, lang) <= cov.count(clause, lang), (clause, seats, lang)
            assert cov.at_tables(clause, lang) <= cov.count(clause, lang), (clause, lang)
        assert cov.at_size("FOLLOW", 4, lang) == 0  # four seats are the card's: not counted apart
    assert cov.failures() == []


@pytest.mark.slow
def test_every_language_shows_each_clause_as_often_at_each_table_size() -> None:
    """The languages' feature files are parallel: a scenario at five in English is at five in
    Hungarian too, under the same clause tags."""
    cov = compute(corpus=False)
    for row in cov.rows:
        for seats in OTHER_SIZES:
            found = {lang: cov.at_size(row, seats, lang) for lang in LANGUAGES}
            assert len(set(found.values())) == 1, (row, seats, found)


_SIZES_FEATURE = """\
# language: en
Feature: Sizes

  @FOLLOW
  Scenario Outline: One outline, two sizes
    Given the game is played under the <variant> rules
    And it is a hand without passing

    Examples:
      | variant    |
      | three-2d   |
      | five-2d2c  |
      | card-1.0.0 |

  @FOLLOW @DEAL
  Scenario: A table of six set up knob by knob
    Given 6 players sit at the table
    And 2♣, 2♦, 2♥ and 2♠ are out of the deck
    And it is a hand without passing
"""


def test_an_outline_counts_once_at_each_size_its_examples_play(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "en"
    folder.mkdir(parents=True)
    (folder / "sizes.feature").write_text(_SIZES_FEATURE, encoding="utf-8")
    cov = compute(tmp_path / "features", languages=["en"], corpus=False)
    assert cov.problems == []
    assert [cov.at_size("FOLLOW", n, "en") for n in (3, 4, 5, 6)] == [1, 0, 1, 1]
    assert cov.at_tables("FOLLOW", "en") == 2 and cov.count("FOLLOW", "en") == 2
    assert [cov.at_size("DEAL", n) for n in (3, 5, 6)] == [0, 0, 1]
    row = next(r for r in cov.to_json()["rows"] if r["id"] == "FOLLOW")
    assert row["by_table"]["5"] == {"en": 1}
    # FOLLOW is shown at three and five but not at six in every language: TIE at none.
    failures = cov.failures(allow_pending=True)
    assert "FOLLOW: no scenario at a table of 6 in en" not in failures
    assert "TIE: no scenario at a table of 3 in en" in failures


@pytest.mark.slow
def test_a_size_missing_in_one_language_fails_naming_the_size_and_language(tmp_path: Path) -> None:
    copy = tmp_path / "features"
    shutil.copytree(find_features_dir(), copy)
    path = copy / "hu" / "asztalok_jatek.feature"
    text = path.read_text(encoding="utf-8")
    row = "      | seven-tabletop | a 7. hely   | 2♣    |\n"
    assert text.count(row) == 1
    path.write_text(text.replace(row, ""), encoding="utf-8")
    cov = compute(copy, corpus=False)
    assert cov.failures() == ["FOLLOW: no scenario at a table of 7 in hu"]
    result = CliRunner().invoke(main, ["spec", "coverage", "--features", str(copy), "--lang", "hu"])
    assert result.exit_code == 1 and "FOLLOW: no scenario at a table of 7 in hu" in result.output


@pytest.mark.slow
def test_spec_coverage_lang_shows_one_language_with_a_column_per_table_size() -> None:
    runner = CliRunner()
    # wide enough that no column title wraps (a worker's console may be 80 columns)
    result = runner.invoke(main, ["spec", "coverage", "--lang", "hu"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    header = next(line for line in result.output.splitlines() if line.strip().startswith("clause"))
    assert "hu" in header and " en " not in header
    assert all(f"at {n}" in header for n in OTHER_SIZES) and "at 4" not in header
    bad = runner.invoke(main, ["spec", "coverage", "--lang", "xx"])
    assert bad.exit_code == 2 and "no features in xx (languages: en, es, fr, hu, it)" in bad.output


def test_a_seat_void_and_holdings_work_at_a_table_of_six() -> None:
    world = _world("six-twos", "it is a hand without passing", "seat 6 holds 3♣", "seat 5 has no clubs")
    assert world.state.to_act is Seat(5)
    assert not world.state.hand(Seat(4)).of_suit(Suit.CLUBS)


def test_the_hidden_cards_are_shuffled_at_four_seats_only() -> None:
    world = _world("three-2d", "it is a hand without passing", "seat 1 holds 2♣")
    _run(world, "seat 1 plays 2♣")
    _run(world, "the easy bot at seat 2 chooses a card")
    with pytest.raises(StepTextError, match="hidden cards are shuffled at four seats only for now, not at 3"):
        _run(world, "the cards the other players still hide are shuffled among them in 2 different ways")


def test_a_deal_in_the_tables_notation_is_checked_against_the_table() -> None:
    deal = "1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-"
    world = _world("three-kitty", "it is hand 3 of the game", f"the deal is {deal}")
    assert world.state.kitty == CardSet.parse("QS") and world.state.to_act is Seat.EAST
    with pytest.raises(StepTextError, match=r"^the deal '1:.*': 2♦ is removed from the deck but dealt$"):
        _world("three-2d", f"the deal is {deal}")  # a kitty where the deck shares out
    with pytest.raises(StepTextError, match=r"^the deal 'N:.*': a deal at 3 seats needs 3 hands, found 2$"):
        _world("three-kitty", "the deal is N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.-")
    clash = _world("three-kitty", "seat 1 holds 2♣", f"the deal is {deal}")
    with pytest.raises(StepTextError, match="the deal gives Seat 1 no 2♣"):
        _ = clash.state
