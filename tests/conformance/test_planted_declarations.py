"""An engine whose handshake declares a table it does not keep is caught by ``hearts engine-check``.

Each engine of ``DECLARATION_PLANTED`` (tests/conformance/fake_engines/planted.py) is the
reference engine with ONE mismatch between what it declares and what it does at a table: the
table size (a seven it refuses, four totals kept at every table), the removed cards (one
accepted as played) or the declarations themselves (a table size with no deck to deal it).
Each test runs ``hearts engine-check --json`` as a user would and names the probe and the
check that fail (issue 36, item 3; beside tests/conformance/test_planted_tables.py).
"""

from __future__ import annotations

from pathlib import Path

from tests.conformance.fake_engines.planted import DECLARATION_PLANTED
from tests.support.planted import engine_check, missed


def caught(engine: str, tmp_path: Path) -> dict[str, list[str]]:
    """The probes ``engine`` fails and what each expected, once engine-check exits 1."""
    code, probes = engine_check(engine, tmp_path)
    assert code == 1
    return {name: missed(p) for name, p in probes.items() if not p["passed"]}


def test_the_reference_declaring_every_table_passes_the_table_probes(tmp_path: Path) -> None:
    code, probes = engine_check("none", tmp_path)
    assert code == 0
    seats = probes["table-seats"]
    assert seats["passed"] and not missed(seats)
    said = " ".join(c["expected"] for c in seats["checks"])
    tables = ("three-kitty", "five-2d2c", "six-twos", "seven-tabletop")
    assert all(f"{name}: scores" in said for name in tables)


def test_every_misdeclared_engine_has_a_catching_test() -> None:
    tests = {name for name in globals() if name.startswith("test_engine_check_catches_")}
    assert tests == {f"test_engine_check_catches_{name.replace('-', '_')}" for name in DECLARATION_PLANTED}


def test_engine_check_catches_seven_declared_refused(tmp_path: Path) -> None:
    """Seven seats declared, then refused: the table probes set it up at seven."""
    failing = caught("seven-declared-refused", tmp_path)
    assert set(failing) == {"table-knobs", "table-seats"}
    at_seven = ("seven-tabletop", "setup accepted")
    assert all(any(e.startswith(at_seven) for e in f) for f in failing.values())
    assert not any("six-twos" in e for f in failing.values() for e in f)  # six and below are kept


def test_engine_check_catches_four_totals(tmp_path: Path) -> None:
    """One total per seat: three, five, six and seven seats are each asked their scores."""
    failing = caught("four-totals", tmp_path)
    assert set(failing) == {"table-seats"}
    assert {e.split(":")[0] for e in failing["table-seats"]} == {
        "three-kitty",
        "five-2d2c",
        "six-twos",
        "seven-tabletop",
    }


def test_engine_check_catches_removed_card_played(tmp_path: Path) -> None:
    """A card out of play (or the kitty's) played in a setup must be refused, citing DEAL."""
    failing = caught("removed-card-played", tmp_path)
    assert set(failing) == {"table-seats"}
    assert "seven-tabletop: 3C (in no hand) refused" in failing["table-seats"]
    assert "five-2d2c: 2C (in no hand) refused" in failing["table-seats"]


def test_engine_check_catches_players_without_deck(tmp_path: Path) -> None:
    """A table of five declared with no removed cards and no kitty cannot be dealt: the verdict
    is on the handshake (conform would only skip every table scenario)."""
    code, probes = engine_check("players-without-deck", tmp_path)
    assert code == 1
    [check] = [c for c in probes["table-seats"]["checks"] if not c["ok"]]
    assert check["expected"] == "every declared table size dealt by a declared deck"
    assert "players 5" in check["engine_said"]
