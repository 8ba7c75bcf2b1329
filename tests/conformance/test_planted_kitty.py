"""KITTY-FIRST-HEART (issue 36): ``hearts conform`` alone catches an engine that gives the kitty to
the first trick's winner under ``leftover: kitty-first-heart``, on the scenarios of that rule,
run as a user would (the engine behind the protocol); the engine with no bug passes them, and an
engine that speaks 1.4 is skipped naming the 1.5 value, never sent it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hearts.scenarios import corpus_path
from tests.support.engines import fake
from tests.support.planted import NOT_PASSED, engine_check, missed

FILE = str(corpus_path() / "kitty-first-heart.yaml")


def _conform(engine: str) -> tuple[int, set[str], str]:
    argv = [sys.executable, "-m", "hearts", "conform", FILE, "--engine", fake("planted", engine)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, set(NOT_PASSED.findall(proc.stdout)), proc.stdout


def test_the_engine_with_no_bug_passes_the_kitty_scenarios() -> None:
    code, failing, output = _conform("none")
    assert code == 0 and not failing, output


def test_conform_catches_the_kitty_given_with_the_first_trick() -> None:
    code, failing, output = _conform("kitty-first-heart-ignored")
    assert code == 1, output
    assert {
        "kitty-first-heart/not-with-the-first-trick",
        "kitty-first-heart/nobody-takes-it",
        "kitty-first-heart/four-seats-not-with-the-first-trick",
        "kitty-first-heart/four-seats-with-the-first-heart",
    } <= failing, output
    assert "kitty-first-heart/the-first-trick-takes-it-without-the-knob" not in failing


def test_a_1_4_engine_is_skipped_with_the_value_named() -> None:
    code, failing, output = _conform("speaks-1.4")
    assert code == 0 and not failing, output  # (the plain kitty's scenario still runs)
    assert "6 skipped" in output and "leftover=kitty-first-heart (protocol 1.5" in output, output


def test_engine_check_probes_the_kitty_and_catches_it_given_with_the_first_trick(tmp_path: Path) -> None:
    """``hearts engine-check``'s 1.5 probe: passed by the reference, failed by the planted bug
    (the first trick's points), skipped for an engine that speaks 1.4."""
    code, probes = engine_check("none", tmp_path)
    assert code == 0 and probes["kitty-first-heart"]["passed"]
    code, probes = engine_check("kitty-first-heart-ignored", tmp_path)
    failing = {name for name, probe in probes.items() if not probe["passed"]}
    assert code == 1 and failing == {"kitty-first-heart"}
    assert missed(probes["kitty-first-heart"])[0].startswith("points after trick 1 ")
    code, probes = engine_check("speaks-1.4", tmp_path)
    assert code == 0 and probes["kitty-first-heart"]["status"] == "skipped"
