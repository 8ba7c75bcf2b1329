"""The audit's exhaustive search (``fewest_for_self``) with its equal-card reduction gives, at every
seat, what the plain search that tries every card gives, at four, six and seven seats and with a
point table where cards of one suit score differently (the J♦ of omnibus)."""

from __future__ import annotations

import random

import pytest

from hearts.audit.variations import _one_of_each_run, fewest_for_self
from hearts.cards import Seat
from hearts.engine.state import Phase, State
from hearts.variants.files import load_variant


def _near_the_end(name: str, seed: int, left: int) -> State:
    """Hand 1 of ``seed`` played by random legal cards until the seat to act holds ``left`` cards."""
    state = State.new_game(load_variant(name), seed)
    pick = random.Random(seed)
    while state.phase is Phase.PASS or (
        state.phase is Phase.PLAY and state.to_act is not None and len(state.hand(state.to_act)) > left
    ):
        state = state.apply(pick.choice(sorted(state.legal_set())))
    return state


@pytest.mark.parametrize(
    ("name", "left", "seeds"),
    [("card-1.0.0", 3, 8), ("omnibus", 3, 8), ("six-twos", 3, 4), ("seven-tabletop", 2, 8)],
)
def test_the_equal_card_reduction_gives_what_the_plain_search_gives(name: str, left: int, seeds: int) -> None:
    reduced = 0
    for seed in range(1, seeds + 1):
        state = _near_the_end(name, seed, left)
        assert state.phase is Phase.PLAY
        assert fewest_for_self(state) == fewest_for_self(state, equal_cards=False), seed
        seats = Seat.at_table(state.seats)
        options = sorted(state.legal_set())
        reduced += len(options) - len(_one_of_each_run(state, options, seats, state.variant.card_values()))
    assert reduced > 0  # the reduction set some card aside at least once: the comparison says something


def test_equal_cards_are_one_suit_one_value_and_nothing_still_out_between() -> None:
    state = _near_the_end("card-1.0.0", 3, 6)
    options = sorted(state.legal_set())
    kept = _one_of_each_run(state, options, Seat.at_table(state.seats), state.variant.card_values())
    out = {c for s in Seat.at_table(state.seats) for c in state.hand(s)} | set(state.current_trick.cards)
    values = state.variant.card_values()
    for card in set(options) - set(kept):
        lower = max(k for k in kept if k < card)
        assert lower.suit is card.suit and values[lower.index] == values[card.index]
        assert not [c for c in out if lower < c < card and c not in options]
