"""Differential fuzzing finds planted bugs, shrinks them, and writes scenarios conform can run.

Each engine of ``tests/fake_engines/planted.py`` is the reference engine with ONE
deliberate bug; fuzzing with a small fixed budget (seed 1, at most 8 games) must
catch every one of them, and must find nothing when the engine is the reference.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.fuzz import SITUATIONS, built_deal, fuzz
from hearts.conformance.process import open_engine
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.engine.state import Phase, Record, replay
from hearts.engine.variant import FirstTrickPoints, Variant
from hearts.scenarios import load_corpus
from hearts.variants.files import load_variant
from tests.conformance.fake_engines.planted import PLANTED, Wrapper
from tests.conformance.fake_engines.queen_breaks import QueenBreaks
from tests.support.engines import HEARTS_ENGINE, fake

GAMES, SEED = 8, 1
ALLOWED = Variant(name="points-on-trick-1", first_trick_points=FirstTrickPoints.ALLOWED)

# Planted bug -> (variant, mode, the answers that may show it).
CATCH: dict[str, tuple[str | Variant, str, set[str]]] = {
    "game-ends-early": ("card-1.0.0", "game", {"game_over", "phase"}),
    "wrong-winner": ("card-1.0.0", "game", {"winners"}),
    "tie-ends-game": ("card-1.0.0", "game", {"game_over", "phase"}),
    "hearts-stay-broken": ("card-1.0.0", "game", {"hearts_broken", "legal_actions"}),
    "wrong-seat-to-act": ("card-1.0.0", "game", {"to_act"}),
    "trick-one-scored-zero": (ALLOWED, "game", {"points"}),
}


def _variant(v: str | Variant) -> Variant:
    return v if isinstance(v, Variant) else load_variant(v)


def test_every_planted_bug_has_a_catching_test() -> None:
    assert set(CATCH) == set(PLANTED)


@pytest.mark.parametrize("name", sorted(CATCH))
@pytest.mark.slow
def test_planted_bug_is_caught_shrunk_and_replayable(name: str) -> None:
    variant, mode, checks = CATCH[name]
    report = fuzz(PLANTED[name](), _variant(variant), GAMES, SEED, mode=mode, shrink_budget=10.0)
    found, shrunk = report.found, report.shrunk
    assert found is not None and shrunk is not None, f"{name}: {report.summary()}"
    assert found.check in checks and shrunk.check == found.check
    assert (shrunk.hands, shrunk.plays) <= (found.hands, found.plays)
    assert found.expected != found.got
    # The shrunk position is real: the reference replays it and gives the expected answer there.
    ref = ReferenceEngine()
    ref.setup(shrunk.record())
    answer = ref.query(shrunk.check)
    if shrunk.check == "legal_actions":
        answer = sorted(answer, key=lambda c: shrunk.expected.index(c) if c in shrunk.expected else 99)
    if shrunk.check == "winners":
        answer = sorted(answer)
    assert answer == shrunk.expected
    # ... and the buggy engine still answers differently there.
    engine = PLANTED[name]()
    engine.setup(shrunk.record())
    got = engine.query(shrunk.check)
    assert (sorted(got) if isinstance(got, list) and shrunk.check != "points" else got) != (
        sorted(shrunk.expected)
        if isinstance(shrunk.expected, list) and shrunk.check != "points"
        else shrunk.expected
    )


@pytest.mark.slow
def test_hearts_staying_broken_needs_the_game_mode() -> None:
    """The hand mode sets every hand up afresh, so state carried across hands never shows."""
    report = fuzz(PLANTED["hearts-stay-broken"](), load_variant("card-1.0.0"), 3, SEED, mode="hand")
    assert report.found is None and report.hands > 3
    report = fuzz(PLANTED["hearts-stay-broken"](), load_variant("card-1.0.0"), 3, SEED, mode="game")
    assert report.found is not None and report.found.hand > 1


def test_trick_one_scored_zero_is_caught_under_the_card_through_the_forced_case() -> None:
    """Under card-1.0.0 points reach trick 1 only when a void player holds only point cards:
    the built deals make that happen."""
    report = fuzz(PLANTED["trick-one-scored-zero"](), load_variant("card-1.0.0"), GAMES, SEED)
    assert report.found is not None and report.found.check == "points"
    assert "FIRST-TRICK-POINTS" in report.found.clauses


@pytest.mark.parametrize("variant", ["card-1.0.0", "web", "omnibus", ALLOWED])
@pytest.mark.parametrize("mode", ["game", "hand"])
@pytest.mark.slow
def test_the_reference_agrees_with_itself_and_every_answer_is_compared(
    variant: str | Variant, mode: str
) -> None:
    report = fuzz(Wrapper(), _variant(variant), GAMES, SEED, mode=mode)
    assert report.found is None and report.games == GAMES and not report.empty
    for check in ("phase", "to_act", "legal_actions", "hearts_broken", "trick_winner", "points"):
        assert report.comparisons[check] > 0, check
    for check in ("hand_results", "scores", "game_over", "winners"):
        assert report.comparisons[check] >= GAMES, check
    # Steering reaches the rare situations it is for.
    for situation in (
        "moon",
        "lowest total shared at the target",
        "game over",
        "point card forced on trick 1",
    ):
        if (
            situation == "point card forced on trick 1"
            and _variant(variant).first_trick_points != "unless-forced"
        ):
            continue
        assert report.situations[situation] > 0, situation
    assert set(report.situations) <= set(SITUATIONS)


def test_built_deal_leaves_a_void_player_only_point_cards() -> None:
    import random

    deal = built_deal(random.Random(5))
    state = replay(Record(Variant(pass_count=0), (deal,), ()))
    state = state.apply(state.legal_actions()[0])  # the 2♣
    assert state.phase is Phase.PLAY
    legal = [c.format() for c in state.legal_actions()]
    assert legal and all(c.endswith("H") or c == "QS" for c in legal)


@pytest.mark.slow  # three whole games through a child process: 6 s
def test_a_planted_bug_is_caught_through_the_protocol() -> None:
    with open_engine(fake("planted", "tie-ends-game"), 10.0) as engine:
        report = fuzz(engine, load_variant("card-1.0.0"), 3, SEED, shrink_budget=5.0)
    assert report.found is not None and report.found.check in ("game_over", "phase")
    assert "TIE" in report.found.clauses


@pytest.mark.slow
def test_queen_breaks_hearts_bug_is_found_and_shrunk() -> None:
    with open_engine(fake("queen_breaks"), 10.0) as engine:
        report = fuzz(engine, load_variant("card-1.0.0"), 4, seed=1, shrink_budget=5.0)
    found, shrunk = report.found, report.shrunk
    assert found is not None and shrunk is not None
    assert shrunk.check == "hearts_broken" and "HEARTS-BREAK" in shrunk.clauses
    assert shrunk.plays <= found.plays
    assert "QS" in [c.format() for c in shrunk.actions]
    assert (shrunk.expected, shrunk.got) == (False, True)


@pytest.mark.slow
def test_no_false_alarm_where_the_queen_does_break_hearts() -> None:
    """The engine of the test above, in this process (the protocol is proven there): under a
    variant where the Q♠ does break hearts, its answers are right and nothing is reported."""
    report = fuzz(QueenBreaks(), load_variant("openspiel"), 2, seed=1)
    assert report.found is None and not report.empty


@pytest.mark.slow
def test_cli_writes_a_scenario_that_conform_runs(tmp_path: Path) -> None:
    out = tmp_path / "found.yaml"
    result = CliRunner().invoke(
        main,
        ["fuzz", "--engine", fake("planted", "hearts-stay-broken"), "--games", "2", "--seed", "1",
         "-o", str(out), "--json", str(tmp_path / "r.json"), "--shrink-budget", "5"],
    )  # fmt: skip
    assert result.exit_code == 1, result.output
    assert "Disagreement" in result.output and "HEARTS-BREAK" in result.output
    assert "expected:" in result.output and "engine said:" in result.output
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["found"]["check"] == "hearts_broken" and data["scenario_file"] == str(out)
    assert data["checked"] > 0 and not data["empty"]
    (scenario,) = load_corpus([out])
    assert scenario.id.startswith("fuzz/card-1-0-0-seed-1-") and "HEARTS-BREAK" in scenario.clauses
    assert len(scenario.setup.deals) >= 2  # the bug needs a hand boundary
    assert run_corpus([scenario], ReferenceEngine()).results[0].status == "passed"
    with open_engine(fake("planted", "hearts-stay-broken"), 10.0) as engine:
        assert run_corpus([scenario], engine).results[0].status == "failed"


@pytest.mark.slow
def test_cli_without_disagreement_exits_0_and_says_what_was_checked() -> None:
    result = CliRunner().invoke(
        main, ["fuzz", "--engine", HEARTS_ENGINE, "--games", "1", "--max-hands", "1", "--stats"]
    )
    assert result.exit_code == 0, result.output
    assert "No disagreement" in result.output and "comparison(s): " in result.output
    assert "legal_actions" in result.output and "Rare situations reached" in result.output


@pytest.mark.slow
def test_cli_run_that_checks_nothing_exits_1_unless_allowed() -> None:
    args = ["fuzz", "--engine", fake("planted", "no-jack-knob"), "--variant", "omnibus", "--games", "2"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert "Nothing was checked" in result.output and "jack_of_diamonds_points" in result.output
    result = CliRunner().invoke(main, [*args, "--allow-empty"])
    assert result.exit_code == 0, result.output


def test_a_protocol_1_0_engine_crosses_hands_by_setup() -> None:
    """1.0 left open what apply does when a hand ends: such an engine is not held to 1.1 there,
    but whole games are still played, each new hand set up with every action so far."""
    from hearts.conformance.engine import Capabilities

    class Old(Wrapper):
        def capabilities(self) -> Capabilities:
            caps = super().capabilities()
            return Capabilities(caps.name, "1.0", caps.queries, caps.knobs)

    report = fuzz(Old(), load_variant("card-1.0.0"), 2, SEED)
    assert report.mode == "game" and "protocol 1.0" in " ".join(report.notes)
    assert report.found is None and not report.empty
    assert report.situations["hands crossed by setup"] > 0
    assert report.situations["hands crossed through apply"] == 0
    assert "crossing hands" not in report.never_reached


@pytest.mark.slow
def test_a_1_0_engine_that_keeps_hearts_broken_across_hands_is_caught_by_fuzz_alone(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    args = ["fuzz", "--engine", fake("planted", "stay-broken-1.0"), "--games", "2", "--seed", "1"]
    result = CliRunner().invoke(main, [*args, "--shrink-budget", "5", "--json", str(out)])
    assert result.exit_code == 1, result.output
    data = json.loads(out.read_text())
    assert data["mode"] == "game" and data["found"]["check"] in ("hearts_broken", "legal_actions")
    assert "HEARTS-BREAK" in data["found"]["clauses"] or "HEARTS-LEAD" in data["found"]["clauses"]
    assert data["found"]["hand"] > data["found"]["first_hand"]  # it needed a hand boundary
    assert "protocol 1.0" in result.output


@pytest.mark.slow
def test_the_hand_mode_says_it_never_crosses_hands(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    args = ["fuzz", "--engine", HEARTS_ENGINE, "--games", "1", "--max-hands", "2", "--mode", "hand"]
    result = CliRunner().invoke(main, [*args, "--no-steer", "--json", str(out)])
    assert result.exit_code == 0, result.output
    never = json.loads(out.read_text())["never_reached"]
    assert "crossing hands" in never and "stuck players" not in never  # the card never leaves one stuck
    assert f"never reached: {', '.join(never)}" in " ".join(result.output.split())
