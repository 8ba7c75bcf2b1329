"""``hearts engine-check`` on what an engine's handshake may declare: a four-seat engine of
protocol 1.3 (no table knob: the normal case) passes, where it crashed with ``TypeError: Object
of type set is not JSON serializable``; an odd ``players`` or ``removed`` (or any knob value no
variant can have) gets a verdict, never a crash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.cli import main
from hearts.conformance.probe import PROBES, TABLE_KNOBS, Probe
from hearts.conformance.protocol import PROTOCOL_VERSION, validate_response
from hearts.conformance.server import handle, reference_engine
from tests.support.engines import FAKES

FOUR_SEATS = {"drop": sorted(TABLE_KNOBS)}
"""The handshake of an engine that plays four seats: it declares no table knob."""


def _declares(wanted: dict[str, Any]) -> str:
    import sys

    return f"{sys.executable} {FAKES / 'declares.py'} '{json.dumps(wanted)}'"


class _InProcess:
    """The reference engine with a changed handshake, spoken to in process as a probe's session."""

    def __init__(self, knobs: dict[str, Any]) -> None:
        self.engine = reference_engine()
        answer, _ = handle(self.engine, {"id": 1, "op": "hello", "protocol": "1.3", "client": "test"})
        declared = {k: v for k, v in answer["knobs"].items() if k not in TABLE_KNOBS}
        self.hello = {**answer, "knobs": {**declared, **knobs}}
        validate_response("hello", self.hello)
        self.running = True

    def send(self, message: dict[str, Any]) -> Any:
        return handle(self.engine, {"id": 1, **message})[0]


def _probe(name: str, knobs: dict[str, Any]) -> Probe:
    (spec,) = [p for p in PROBES if p.name == name]
    probe = Probe(spec.name, spec.spec, passed=True, since=spec.since)
    spec.check(_InProcess(knobs), probe)  # type: ignore[arg-type]
    return probe


def test_engine_check_passes_a_four_seat_engine_that_declares_no_table_knob(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    result = CliRunner().invoke(main, ["engine-check", "--engine", _declares(FOUR_SEATS), "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "internal error" not in result.output
    data = json.loads(out.read_text())
    assert data["protocol"] == PROTOCOL_VERSION and data["failed"] == 0 and data["passed"] == len(PROBES)
    (table,) = [p for p in data["probes"] if p["name"] == "table-knobs"]
    assert table["checks"][0] == {"expected": "no table knob", "engine_said": "none sent", "ok": True}


@pytest.mark.parametrize(
    ("knobs", "said"),
    [
        ({"players": [2, 8]}, "players: 2 (must be between 3 and 7)"),
        ({"players": [3, 1000]}, "players: 1000 (must be between 3 and 7)"),
        ({"players": [-3]}, "players: -3"),
        ({"players": [10**30]}, "players: 1000000000000000000000000000000"),
        ({"players": ["4"]}, 'players: "4" (not a whole number)'),
        ({"players": [True]}, "players: true (not a whole number)"),
        ({"players": [4.5]}, "players: 4.5 (not a whole number)"),
        ({"players": [None]}, "players: null"),
        ({"players": [[3]]}, "players: [3]"),
        ({"players": [3], "removed": ["2C"]}, 'removed: "2C"'),
        ({"players": [3], "removed": [["XX"]]}, "removed: [\"XX\"] ('XX': not a card"),
        ({"players": [3], "removed": [["2C", "2C"]]}, "a card given twice"),
        ({"players": [3], "removed": [[1]]}, "removed: [1]"),
        ({"players": [3], "leftover": ["pile"]}, 'leftover: "pile"'),
        ({"players": [3], "first_leader": [0]}, "first_leader: 0"),
    ],
)
def test_an_odd_table_knob_in_the_handshake_gets_a_verdict(knobs: dict[str, Any], said: str) -> None:
    probe = _probe("table-knobs", knobs)
    assert probe.status == "failed" and probe.expected == [
        "each table knob declared with values a table can have"
    ]
    assert said in probe.said[0], probe.said


@pytest.mark.parametrize(
    "knobs",
    [{"players": [3, 5, 6]}, {"players": [4]}, {"players": []}, {"players": ["*"], "removed": [[], ["2D"]]}],
)
def test_table_knobs_a_table_can_have_are_probed_or_skipped_never_refused(knobs: dict[str, Any]) -> None:
    assert _probe("table-knobs", knobs).status == "passed"


@pytest.mark.parametrize(
    ("knobs", "said"),
    [
        (
            {"pass_count": [99]},
            "pass_count: [99]: no value a variant can take (pass_count: must be between 0 and 13)",
        ),
        ({"first_lead": ["xyz"]}, 'first_lead: ["xyz"]: no value a variant can take'),
        ({"pass_cycle": [[]]}, "pass_cycle: [[]]: no value a variant can take"),
        ({"target_score": [0, 10**9]}, "target_score: [0, 1000000000]: no value a variant can take"),
    ],
)
def test_a_handshake_that_declares_no_usable_value_fails_the_family_probe(
    knobs: dict[str, Any], said: str
) -> None:
    probe = _probe("family-knobs", knobs)
    assert probe.status == "failed" and len(probe.said) == 1 and probe.said[0].startswith(said)


def test_a_declared_value_that_works_is_chosen_over_one_that_does_not() -> None:
    probe = _probe("family-knobs", {"pass_count": [99, 2]})
    assert probe.status == "passed", probe.said


_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**31), 10**31) | st.floats() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=2),
    max_leaves=6,
)


@settings(max_examples=60, deadline=None)
@given(
    players=st.lists(_VALUES | st.integers(0, 8), max_size=4),
    removed=st.lists(
        _VALUES | st.lists(st.sampled_from(["2C", "2D", "3C", "XX", "AS"]), max_size=4), max_size=3
    ),
    leftover=st.lists(_VALUES | st.sampled_from(["none", "kitty"]), max_size=2),
)
def test_no_table_knob_an_engine_may_declare_crashes_a_probe(
    players: list[Any], removed: list[Any], leftover: list[Any]
) -> None:
    for name in ("table-knobs", "family-knobs"):
        probe = _probe(name, {"players": players, "removed": removed, "leftover": leftover})
        assert probe.status in ("passed", "failed") and len(probe.said) >= 1
