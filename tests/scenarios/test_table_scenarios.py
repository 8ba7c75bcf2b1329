"""Scenario files at tables of three, five and six (docs/players.md): numbered seats, the deal
read with the variant's table, one total per seat; bad input in one line with file, line, field."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from hearts.conformance.engine import Capabilities
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.engine.variant import PassDirection
from hearts.scenarios import Scenario, load_corpus
from hearts.variants.files import load_variant
from tests.support.naive import check_with_naive
from tests.support.scenario_files import problems, scenario_text, write

FIVE = "1:-.3.AQJ52.A973 2:-.KT98.96.Q862 3:AJ976543.7.7.- 4:KQ.Q.K83.KJ54 5:T8.AJ654.T4.T"
TABLE_KNOBS = ("players", "removed", "leftover", "first_leader")
PRESETS = ("three-2d", "three-kitty", "five-2d2c", "six-twos")


def _tables() -> list[Scenario]:
    return [s for s in _corpus() if s.file.endswith("tables.yaml")]


def test_each_shipped_table_has_corpus_scenarios_citing_clauses() -> None:
    tables = _tables()
    assert {v for s in tables for v in s.variants} == set(PRESETS)
    cited = {c for s in tables for c in s.clauses}
    assert {"DEAL", "FIRST-LEAD", "PASS-CYCLE", "MOON", "GAME-END"} <= cited
    assert all("docs/players.md" in s.description for s in tables)


def test_the_table_scenarios_agree_with_the_naive_model() -> None:
    checked, found = check_with_naive(_tables())
    assert not found, "\n".join(found)
    assert checked >= 20


@functools.cache
def _corpus() -> tuple[Scenario, ...]:
    return tuple(load_corpus())


def _at(seats: int) -> list[Scenario]:
    return [s for s in _corpus() if s.variant(s.variants[0]).players == seats]


@pytest.mark.parametrize("seats", [3, 5, 6])
def test_each_table_size_has_forty_corpus_scenarios_the_reference_engine_passes(seats: int) -> None:
    """Issue 36, item 1: the generated files (scenarios/tools/corpus_tables.py) and tables.yaml;
    the naive model checks them with the whole corpus (tests/scenarios/test_naive_model.py)."""
    scenarios = _at(seats)
    assert len(scenarios) >= 40
    report = run_corpus(scenarios, ReferenceEngine())
    assert report.ok and set(report.counts()) == {"passed"}, [r.id for r in report.problems()][:5]
    shown = {s.variant(s.variants[0]).pass_direction(s.setup.hand) for s in scenarios if s.setup.pass_cards}
    main = load_variant({3: "three-2d", 5: "five-2d2c", 6: "six-twos"}[seats])
    assert set(main.pass_cycle) - {PassDirection.HOLD} <= shown  # every direction, with its passes


def test_the_six_twos_moon_gives_each_other_seat_25_in_the_corpus() -> None:
    [moon] = [s for s in _at(6) if s.id == "tables/six/moon-six-twos"]
    [last] = [e.value for e in moon.expect if e.key == "last_hand"]
    assert sorted(last["deltas"]) == [0, 25, 25, 25, 25, 25] and sum(last["points"]) == 25


def test_the_left_2_scenario_passes_two_seats_on() -> None:
    [left2] = [s for s in _tables() if s.id == "tables/five-left-2-pass"]
    variant = left2.variant("five-2d2c")
    assert variant.pass_direction(left2.setup.hand) is PassDirection.LEFT_2
    assert left2.setup.pass_cards == 5 * variant.pass_count


def _five(setup: str, expect: str = 'to_act: "3"') -> str:
    return scenario_text(setup=setup, expect=expect, variants="[five-2d2c]").replace("hand: 4", "hand: 5")


def test_a_table_scenario_loads_with_numbered_seats(tmp_path: Path) -> None:
    path = write(tmp_path, _five(f'deal: "{FIVE}"\n      scores: [1, 2, 3, 4, 5]'))
    assert problems(path) == []


def test_a_four_seat_deal_under_a_table_is_refused_in_one_line(tmp_path: Path) -> None:
    deal = "N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2"
    path = write(tmp_path, _five(f'deal: "{deal}"'))
    [found] = problems(path)
    assert found.startswith(f"{path}:11:13: t/one: not a deal of this table of 5 (DEAL)"), found
    assert "\n" not in found


def test_a_removed_card_dealt_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, _five(f'deal: "{FIVE.replace("1:-.3.", "1:-.2.")}"'))
    [found] = problems(path)
    assert "not a deal of this table of 5 (DEAL)" in found and "removed" in found, found


def test_scores_must_give_one_total_per_seat(tmp_path: Path) -> None:
    path = write(tmp_path, _five(f'deal: "{FIVE}"\n      scores: [0, 0, 0, 0]'))
    [found] = problems(path)
    assert found.startswith(f"{path}:12:15: t/one: setup.scores: give 5 totals"), found


def test_passes_must_name_the_seats_of_the_table(tmp_path: Path) -> None:
    passes = "{N: AH 9H 7H, E: QH 8H 6H, S: 3C AC JC, W: KH JH 5H}"
    text = _five(f'deal: "{FIVE}"\n      passes: {passes}').replace("hand: 5", "hand: 3")
    path = write(tmp_path, text)
    [found] = problems(path)
    assert found.startswith(f"{path}:12:15: t/one: setup.passes: give the seats 1 2 3 4 5"), found


def test_variants_of_two_table_sizes_in_one_scenario_are_refused(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(setup=f'deal: "{FIVE}"', variants="[five-2d2c, three-2d]"))
    [found] = problems(path)
    assert "its variants play at different tables (DEAL)" in found, found


@pytest.mark.slow
def test_a_four_seat_engine_skips_every_table_scenario_with_the_reason() -> None:
    knobs = {k: ["*"] for k in load_variant("web").knobs() if k not in TABLE_KNOBS}
    four = Capabilities("four", "1.2", frozenset(), knobs)
    for scenario in _tables():
        for name in scenario.variants:
            reason = four.supports_variant(scenario.variant(name))
            assert reason is not None and "a four-seat engine" in reason and "protocol 1.3" in reason


def test_the_corpus_plays_each_example_table_with_the_example_files_knobs() -> None:
    """The generated files define the tables of examples/tables/ in place (the corpus ships
    without them): each such definition has the example file's knobs, so they cannot drift."""
    examples = Path(__file__).resolve().parents[2] / "examples" / "tables"
    seen: set[str] = set()
    for scenario in _corpus():
        for name in scenario.variants:
            path = examples / f"{name}.yaml"
            if path.exists() and name not in seen:
                seen.add(name)
                assert scenario.variant(name).knobs() == load_variant(path).knobs(), name
    assert {"three-2s", "three-2c", "five-2d2s", "five-2c2s", "six-tabletop", "six-tgames"} <= seen
    assert {"six-hearts", "six-twos-moon-26", "three-pass-4"} <= seen
