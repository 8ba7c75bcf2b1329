"""The auditor's checks of the bots' facts about the peers' rules (issue 37) can fail: a wrong
drawn direction, wrong cards kept from passing, the other Q♠ rule, a wrong bonus or trick count."""

from __future__ import annotations

from hearts import State, Variant
from hearts.audit.claims import Position, check_fact
from hearts.bots.decision import Decision, Fact
from hearts.cards import Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.variant import QueenPlay

DEAL = Deal.parse("N:432.5432.432.432 E:765.876.765.8765 S:T98.JT9.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
"""This deal draws across (PASS-RANDOM); West holds the Q♠, K♠ and A♠."""


def _at(variant: Variant, seat: Seat, actions: tuple[str, ...] = ()) -> Position:
    state = State.from_deal(variant, DEAL)
    for card in actions:
        state = state.apply(Card.parse(card))
    phase = "pass" if state.phase.value == "pass" else "play"
    decision = Decision(state.legal_actions()[0], "easy", phase, tuple(state.legal_actions()))
    return Position(state, seat, decision)


def test_the_drawn_direction_is_checked_against_the_deal() -> None:
    p = _at(Variant(pass_random=True), Seat.NORTH)
    assert check_fact(p, Fact("fact.pass-drawn", {"direction": "across"})) is None
    assert check_fact(p, Fact("fact.pass-drawn", {"direction": "left"})) == "the deal drew across"
    not_drawn = _at(Variant(), Seat.NORTH)
    assert check_fact(not_drawn, Fact("fact.pass-drawn", {"direction": "left"})) is not None


def test_the_cards_kept_from_passing_are_the_seats_own() -> None:
    moves = ("2C", "3C", "4C", "6H", "7H", "8H", "9H", "TH", "JH")
    p = _at(Variant(unpassable=("QS", "KS", "AS")), Seat.WEST, moves)
    kept = tuple(Card.parse(c) for c in ("QS", "KS", "AS"))
    assert check_fact(p, Fact("fact.unpassable", {"cards": kept})) is None
    assert check_fact(p, Fact("fact.unpassable", {"cards": kept[:2]})) is not None


def test_the_queen_rule_and_the_bonus_are_the_variants() -> None:
    after = _at(Variant(queen_play=QueenPlay.AFTER_HEARTS, no_trick_points=-5, pass_count=0), Seat.NORTH)
    assert check_fact(after, Fact("fact.queen-after-hearts", {})) is None
    assert check_fact(after, Fact("fact.queen-first-chance", {})) is not None
    assert check_fact(after, Fact("fact.no-trick-bonus", {"points": -5, "tricks": 0})) is None
    assert check_fact(after, Fact("fact.no-trick-bonus", {"points": -5, "tricks": 1})) is not None
    assert check_fact(after, Fact("fact.no-trick-bonus", {"points": -10, "tricks": 0})) is not None
