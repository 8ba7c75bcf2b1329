"""The audit at three, five and six seats (issue 24 item 4): whole games with each example table
file, every claim true and none misleading, and the auditor catches a claim false at that table."""

from __future__ import annotations

import dataclasses
import json

import pytest
from click.testing import CliRunner

from hearts.audit import Game
from hearts.audit.check import claims
from hearts.audit.claims import Position
from hearts.audit.games import _decisions
from hearts.bots.decision import Fact
from hearts.cards import Card
from hearts.cli import main
from hearts.variants.files import load_variant

FILES = ("three-2d", "three-kitty", "five-2d2c", "six-twos")


@pytest.mark.parametrize("name", FILES)
@pytest.mark.slow
def test_the_audit_finds_nothing_false_at_each_table(name: str) -> None:
    path = name  # a shipped table
    result = CliRunner().invoke(
        main, ["bots", "audit", "--variant", path, "--decisions", "300", "--json", "-"]
    )
    assert result.exit_code == 0, result.output[-2000:]
    report = json.loads(result.stdout)
    assert report["decisions"] >= 300 and report["games"] >= 1
    assert report["false"] == 0 and report["misleading"] == 0, report["falsehoods"][:3]
    assert report["keys"]["fact.table"]["uses"] > 0  # the table's facts were checked too


def _positions(name: str, seed: int) -> list[Position]:
    """The decisions of the first hand of a game at that table (Hard, Normal, Easy in turn)."""
    path = name  # a shipped table
    n = load_variant(path).players
    out = []
    for _, state, decision in _decisions(Game(path, seed, tuple(("hard", "normal", "easy") * 2)[:n])):
        seat = state.to_act
        assert seat is not None
        if state.hand_number > 1:
            break
        out.append(Position(state, seat, decision))
    return out


def _false_with(p: Position, key: str, **params: object) -> list[tuple[str, str | None]]:
    facts = tuple(
        Fact(f.key, {**f.params, **params}) if f.key == key else f  # type: ignore[dict-item]
        for f in p.decision.facts
    )
    wrong = Position(p.state, p.seat, dataclasses.replace(p.decision, facts=facts))
    return [(k, why) for k, why in claims(wrong) if why is not None]


def test_the_auditor_catches_a_wrong_table_fact() -> None:
    p = next(p for p in _positions("three-kitty", 2) if not p.passing and p.state.tricks)
    assert not [why for _, why in claims(p) if why is not None]
    assert _false_with(p, "fact.table", seats=4)
    assert _false_with(p, "fact.table", kitty=())  # the kitty was taken: it is known
    assert _false_with(p, "fact.table", removed=(Card.parse("2D"),))


def test_the_auditor_counts_passes_at_the_table_size() -> None:
    first = _positions("five-2d2c", 1)  # hand 1 passes left: to the next seat at five
    p = next(p for p in first if any(f.key == "fact.passed" for f in p.decision.facts))
    right = p.seat.offset(4, 5)
    assert _false_with(p, "fact.passed", seat=right)


def test_the_auditor_catches_a_kitty_said_to_go_with_the_first_trick_under_kitty_first_heart() -> None:
    """KITTY-FIRST-HEART: the table fact says who takes the kitty; saying the first trick's winner
    at examples/tables/three-kitty-heart.yaml is false (and true claims stay true)."""
    from pathlib import Path

    path = str(Path(__file__).resolve().parents[2] / "examples" / "tables" / "three-kitty-heart.yaml")
    found = []
    for _, state, decision in _decisions(Game(path, 3, ("hard", "normal", "easy"))):
        seat = state.to_act
        assert seat is not None
        found.append(Position(state, seat, decision))
        if len(found) == 6:
            break
    p = found[-1]
    assert not [k for k, why in claims(p) if why is not None]
    assert [k for k, _ in _false_with(p, "fact.table", first_heart=False)] == ["fact.table"]
