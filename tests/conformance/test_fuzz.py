"""Differential fuzzing finds a planted bug, shrinks it, and writes a scenario conform can run."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.fuzz import fuzz
from hearts.conformance.process import open_engine
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.scenarios import load_corpus
from hearts.variant_files import load_variant
from tests.conformance.test_protocol import HEARTS_ENGINE, fake


def test_reference_against_itself_agrees() -> None:
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        report = fuzz(engine, load_variant("omnibus"), 2, seed=3)
    assert report.found is None and report.games == 2 and report.hands >= 2 and report.steps > 100


def test_planted_queen_breaks_hearts_bug_is_found_and_shrunk() -> None:
    with open_engine(fake("queen_breaks"), 10.0) as engine:
        report = fuzz(engine, load_variant("card-1.0.0"), 10, seed=1)
    found, shrunk = report.found, report.shrunk
    assert found is not None and shrunk is not None
    assert found.check == shrunk.check == "legal_actions"
    assert "HEARTS-BREAK" in shrunk.clauses
    assert shrunk.plays <= found.plays
    # The shrunk position really shows the bug: the Q♠ was played and hearts are not broken.
    assert "QS" in [c.format() for c in shrunk.actions]
    assert set(shrunk.got) - set(shrunk.expected) and all(
        c.endswith("H") for c in set(shrunk.got) - set(shrunk.expected)
    )


def test_no_false_alarm_where_the_queen_does_break_hearts() -> None:
    with open_engine(fake("queen_breaks"), 10.0) as engine:
        report = fuzz(engine, load_variant("openspiel"), 2, seed=1)
    assert report.found is None


def test_cli_writes_a_scenario_that_conform_runs(tmp_path: Path) -> None:
    out = tmp_path / "found.yaml"
    result = CliRunner().invoke(
        main,
        [
            "fuzz",
            "--engine",
            fake("queen_breaks"),
            "--games",
            "5",
            "--seed",
            "1",
            "-o",
            str(out),
            "--json",
            str(tmp_path / "r.json"),
        ],
    )
    assert result.exit_code == 1, result.output
    assert "Disagreement" in result.output and "HEARTS-BREAK" in result.output
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["found"]["check"] == "legal_actions" and data["scenario_file"] == str(out)
    (scenario,) = load_corpus([out])
    assert scenario.id.startswith("fuzz/card-1-0-0-seed-1-") and "HEARTS-BREAK" in scenario.clauses
    assert run_corpus([scenario], ReferenceEngine()).results[0].status == "passed"
    with open_engine(fake("queen_breaks"), 10.0) as engine:
        assert run_corpus([scenario], engine).results[0].status == "failed"


def test_cli_without_disagreement_exits_0() -> None:
    result = CliRunner().invoke(main, ["fuzz", "--engine", HEARTS_ENGINE, "--games", "1", "--max-hands", "1"])
    assert result.exit_code == 0, result.output
    assert "No disagreement" in result.output
