"""PASS-RANDOM (issue 37): each hand's pass direction drawn by the deal, so a seed fixes it.

The draw is checked against the steps docs/rules/peers.md gives (written out here with
hashlib, not with the engine's function), and through the engine's states and views."""

from __future__ import annotations

import hashlib
from collections import Counter

from hearts import State, Variant
from hearts.cards import Seat
from hearts.engine.deal import Deal
from hearts.engine.passdraw import hand_direction
from hearts.engine.state import Phase
from hearts.engine.variant import PassDirection
from hearts.engine.view import view_of

RANDOM = Variant(pass_random=True)
CYCLE = ("left", "right", "across", "hold")


def documented_draw(deal_text: str) -> str:
    """The three steps of docs/rules/peers.md, "The random pass direction"."""
    digest = hashlib.sha256(deal_text.encode("utf-8")).digest()
    return CYCLE[int.from_bytes(digest[:8], "big") % 4]


def test_the_engine_draws_what_the_documented_steps_draw() -> None:
    for seed in range(60):
        state = State.new_game(RANDOM, seed)
        deal = state.current_deal
        assert deal is not None
        assert str(state.pass_direction) == documented_draw(deal.format())


def test_the_seed_fixes_the_draw_and_the_hand_number_does_not() -> None:
    deal = Deal.parse("N:432.5432.432.432 E:765.876.765.8765 S:T98.JT9.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
    assert [str(State.from_deal(RANDOM, deal, hand_number=n).pass_direction) for n in (1, 2, 3, 4)] == [
        "across"
    ] * 4
    assert State.new_game(RANDOM, 7).pass_direction is State.new_game(RANDOM, 7).pass_direction
    assert str(State.from_deal(Variant(), deal, hand_number=4).pass_direction) == "hold"


def test_each_direction_of_the_cycle_comes_about_as_often() -> None:
    """400 seeded deals: each of the four directions between 70 and 130 times (100 expected)."""
    counts = Counter(str(State.new_game(RANDOM, seed).pass_direction) for seed in range(400))
    assert set(counts) == set(CYCLE)
    assert all(70 <= n <= 130 for n in counts.values()), counts


def test_a_drawn_hold_starts_the_play_and_a_drawn_pass_asks_for_cards() -> None:
    hold = Deal.parse("N:432.5432.432.432 E:765.JT9.765.8765 S:T98.876.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
    state = State.from_deal(RANDOM, hold)
    assert state.pass_direction is PassDirection.HOLD and state.phase is Phase.PLAY
    right = Deal.parse("N:432.5432.432.432 E:T98.876.765.8765 S:765.JT9.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
    state = State.from_deal(RANDOM, right)
    assert state.phase is Phase.PASS
    for card in ("2C", "3C", "4C", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"):
        state = state.apply(next(c for c in state.legal_actions() if c.format() == card))
    assert state.to_act is Seat.WEST  # North's 2♣ went right


def test_a_seat_sees_the_drawn_direction_and_the_next_hand_draws_again() -> None:
    state = State.new_game(RANDOM, 11)
    assert view_of(state, Seat.SOUTH).pass_direction is state.pass_direction
    directions = set()
    while state.hand_number < 9 and state.phase is not Phase.OVER:
        if state.phase is Phase.DEAL:
            state = state.deal()
            deal = state.current_deal
            assert deal is not None
            assert state.pass_direction is hand_direction(RANDOM, state.hand_number, deal)
            directions.add(str(state.pass_direction))
            continue
        state = state.apply(state.legal_actions()[0])
    assert len(directions) > 1


def test_without_the_knob_the_cycle_decides() -> None:
    deal = Deal.random(7)
    assert hand_direction(Variant(), 3, deal) is PassDirection.ACROSS
    assert hand_direction(Variant(pass_count=0, pass_random=False), 1, deal) is PassDirection.HOLD
