"""Bugs that only show at a table of three, five, six or seven are caught by ``hearts conform`` alone.

Each engine of ``TABLE_PLANTED`` (tests/conformance/fake_engines/planted.py) is the reference
engine with ONE bug that a four-seat corpus cannot see. Each test runs the command as a user
would, the engine behind the protocol, on the table scenario files only: exit code 1, and the
scenarios that show the bug are named. The same engine with no bug passes them (exit code 0),
and a table bug passes the four-seat files of its clause (issue 36, item 3; the table of bugs
and tools is in docs/scenarios.md).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.scenarios import corpus_path
from tests.conformance.fake_engines.planted import TABLE_PLANTED
from tests.support.engines import fake
from tests.support.planted import NOT_PASSED

TABLE_FILES = [str(corpus_path() / f"tables-{size}.yaml") for size in ("three", "five", "six", "seven")]
FOUR_SEAT_FILES = [str(corpus_path() / f"{name}.yaml") for name in ("passing", "first-lead", "points-moon")]


def conform(engine: str, files: list[str]) -> tuple[int, set[str], str]:
    """``hearts conform FILES --engine "python planted.py ENGINE"``: the exit code, the ids of
    the scenarios that did not pass, and the output."""
    argv = [sys.executable, "-m", "hearts", "conform", *files, "--engine", fake("planted", engine)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, set(NOT_PASSED.findall(proc.stdout)), proc.stdout


def caught(engine: str) -> set[str]:
    """The table scenarios ``engine`` fails, once it is shown that conform fails it."""
    code, failing, output = conform(engine, TABLE_FILES)
    assert code == 1, output
    assert failing, output
    return failing


def sizes(ids: set[str]) -> set[str]:
    """The table sizes of scenario ids ``tables/SIZE/...``."""
    return {i.split("/")[1] for i in ids}


def test_the_engine_with_no_bug_passes_every_table_scenario() -> None:
    code, failing, output = conform("none", TABLE_FILES)
    assert code == 0 and not failing, output
    assert "ok:" in output


def test_every_table_bug_has_a_catching_test() -> None:
    names = {name.replace("-", "_") for name in TABLE_PLANTED}
    tests = {name for name in globals() if name.startswith("test_conform_catches_")}
    assert tests == {f"test_conform_catches_{name}" for name in names}


def test_conform_catches_removed_club_leads() -> None:
    """The 2♣ is out at five and six (and at three-2c): asking for it to lead is caught where
    the first lead is asked, and where a hand's passes end in the first lead."""
    failing = caught("removed-club-leads")
    assert {"tables/five/first-lead-five-2d2c", "tables/six/first-lead-six-twos"} <= failing
    assert "tables/three/first-lead-three-2d" not in failing  # the 2♣ is in play there


def test_conform_catches_two_seat_passes_swapped() -> None:
    failing = caught("two-seat-passes-swapped")
    hands = ("pass-left-2-hand-3", "pass-right-2-hand-4")
    assert {f"tables/{size}/{hand}" for size in ("five", "six", "seven") for hand in hands} <= failing
    assert sizes(failing) == {"five", "six", "seven"}  # three seats have no two-seat pass


def test_conform_catches_hold_hand_passes() -> None:
    failing = caught("hold-hand-passes")
    holds = {"tables/five/pass-hold-hand-5", "tables/six/pass-hold-hand-6", "tables/seven/pass-hold-hand-5"}
    assert holds <= failing
    assert sizes(failing) == {"five", "six", "seven"}


def test_conform_catches_moon_over_removed_cards() -> None:
    """six-twos has the 2♥ out: a moon moves the 25 points in play, not 26."""
    failing = caught("moon-over-removed-cards")
    assert "tables/six/moon-six-twos" in failing
    assert sizes(failing) == {"six"}  # no other table takes a point card out


def test_conform_catches_kitty_to_leader() -> None:
    failing = caught("kitty-to-leader")
    assert {"tables/three/kitty-holds-heart", "tables/three/hand-end-three-kitty"} <= failing
    assert sizes(failing) == {"three"}  # only three-kitty has a kitty


def test_conform_catches_kitty_not_scored() -> None:
    failing = caught("kitty-not-scored")
    assert {
        "tables/three/kitty-holds-heart",
        "tables/three/kitty-holds-queen",
        "tables/three/kitty-moon-counts-the-kitty",
    } <= failing
    assert sizes(failing) == {"three"}


def test_conform_catches_kitty_club_ignored() -> None:
    failing = caught("kitty-club-ignored")
    assert "tables/three/kitty-2c-passed-club-leads" in failing
    assert sizes(failing) == {"three"}


@pytest.mark.parametrize(
    "engine", ["removed-club-leads", "two-seat-passes-swapped", "hold-hand-passes", "moon-over-removed-cards"]
)
def test_a_table_bug_does_not_show_at_four_seats(engine: str) -> None:
    """The four-seat files of passing, the first lead and the moon pass: only a table finds it
    (the kitty bugs need a kitty, which four seats never have)."""
    code, failing, output = conform(engine, FOUR_SEAT_FILES)
    assert code == 0 and not failing, output


def test_engine_check_probes_the_first_lead_a_table_engine_must_answer(tmp_path: Path) -> None:
    """An engine that declares ``players`` and ``removed`` is set up at five and six: its first
    lead is asked, so the 2♣ led though it is out fails the table probe."""
    out = tmp_path / "r.json"
    argv = ["engine-check", "--engine", fake("planted", "removed-club-leads"), "--json", str(out)]
    proc = subprocess.run(
        [sys.executable, "-m", "hearts", *argv], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1, proc.stdout
    [probe] = [p for p in json.loads(out.read_text())["probes"] if p["name"] == "table-knobs"]
    missed = {c["expected"].split(":")[0] for c in probe["checks"] if not c["ok"]}
    assert not probe["passed"] and missed == {"five-2d2c", "six-twos"}
    said = {c["engine_said"] for c in probe["checks"] if not c["ok"]}
    assert '["2C"]' in said
