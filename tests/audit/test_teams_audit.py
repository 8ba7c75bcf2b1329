"""The auditor under a partnership (issue 37, TEAMS): every claim of whole games true, and a
sentence that names the wrong partner, or spares a partner who is not winning, caught."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from hearts.audit import Game, audit_game
from hearts.audit.check import claims
from hearts.audit.claims import Position
from hearts.bots.decision import Fact
from hearts.cards import Seat
from tests.support.games import played

PARTNERSHIP = str(Path(__file__).resolve().parents[2] / "examples" / "peers" / "partnership.yaml")
TABLE = ("normal", "hard", "normal", "hard")


@pytest.mark.slow
def test_every_claim_of_a_partnership_game_is_true() -> None:
    tally = audit_game(Game(PARTNERSHIP, 3, TABLE))
    assert tally.decisions >= 52 and tally.uses.get("fact.partner", 0) >= 52
    assert not tally.falsehoods, [f.as_dict() for f in tally.falsehoods]


def _first_spare() -> Position:
    for _, p in played(Game(PARTNERSHIP, 3, TABLE)).positions():
        if any(s.key == "step.spare-partner" for s in p.decision.steps):
            return p
    raise AssertionError("no bot kept points off its partner in this game")


def test_a_partner_named_wrong_is_caught() -> None:
    p = _first_spare()
    assert all(why is None for _, why in claims(p))
    opponent = p.seat.offset(1, 4)
    facts = tuple(
        Fact("fact.partner", {"seat": opponent}) if f.key == "fact.partner" else f for f in p.decision.facts
    )
    steps = tuple(
        dataclasses.replace(s, params={"seat": opponent}) if s.key == "step.spare-partner" else s
        for s in p.decision.steps
    )
    wrong = Position(p.state, p.seat, dataclasses.replace(p.decision, facts=facts, steps=steps))
    found = {key for key, why in claims(wrong) if why is not None}
    assert {"fact.partner", "step.spare-partner"} <= found
    assert isinstance(opponent, Seat)
