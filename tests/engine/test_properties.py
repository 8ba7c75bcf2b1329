"""Property tests over random seeded games and variants (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.cards import FULL_DECK, Seat
from hearts.engine.deal import Deal
from hearts.engine.results import HandEnd
from hearts.engine.state import Phase, State, replay
from hearts.engine.variant import Variant
from hearts.engine.view import view_of
from hearts.testing import deals, games, random_playout, states, variants

SETTINGS = settings(max_examples=60, deadline=None)


def _cards_accounted_for(state: State) -> None:
    held = [state.hand(s).mask for s in Seat]
    taken = [state.taken(s).mask for s in Seat]
    table = sum(c.bit for c in state.current_trick.cards)
    pieces = [*held, *taken, table]
    if state.phase is Phase.PASS:
        return  # passing cards are still in their givers' hands
    assert sum(p.bit_count() for p in pieces) == 52
    union = 0
    for p in pieces:
        assert not union & p
        union |= p
    assert union == FULL_DECK


@SETTINGS
@given(states(variant=variants()))
@pytest.mark.slow
def test_52_distinct_cards_always_accounted_for(state: State) -> None:
    if state.phase in (Phase.PLAY, Phase.STUCK):
        _cards_accounted_for(state)


@SETTINGS
@given(variants(), st.integers(0, 2**32))
@pytest.mark.slow
def test_every_hand_adds_up_to_what_the_variant_says(variant: Variant, seed: int) -> None:  # POINTS, MOON
    final = random_playout(State.new_game(variant, seed), seed)
    assert final.hand_results
    penalty = 13 * variant.heart_points + variant.queen_points  # (this test's own model of POINTS)
    for result in final.hand_results:
        assert sum(result.points) == penalty + variant.jack_of_diamonds_points
        if result.end is HandEnd.MOON_SHOT:
            assert result.shooter is not None
            assert result.points[result.shooter] - (
                variant.jack_of_diamonds_points if result.deltas[result.shooter] % 26 else 0
            ) <= penalty + abs(variant.jack_of_diamonds_points)
    previous: tuple[int, ...] = (0, 0, 0, 0)
    for result in final.hand_results:
        assert result.scores == tuple(p + d for p, d in zip(previous, result.deltas, strict=True))
        previous = result.scores


@SETTINGS
@given(variants(), st.integers(0, 2**32))
@pytest.mark.slow
def test_a_playable_variant_always_offers_a_legal_action(variant: Variant, seed: int) -> None:
    state = State.new_game(variant, seed)
    rng = random.Random(seed)
    while state.phase is not Phase.OVER:
        assert state.phase is not Phase.STUCK
        if state.phase is Phase.DEAL:
            state = state.deal(Deal.random(seed, state.hand_number))
            continue
        legal = state.legal_actions()
        assert legal, state
        state = state.apply(rng.choice(legal))
    outcome = state.outcome
    assert outcome is not None and outcome.winners
    assert max(outcome.scores) >= variant.target_score


@SETTINGS
@given(states(variant=variants(), max_actions=200))
@pytest.mark.slow
def test_replaying_the_actions_rebuilds_the_same_state(state: State) -> None:
    again = replay(state.record())
    assert again == state
    assert again.legal_actions() == state.legal_actions()


@SETTINGS
@given(deals(), st.integers(0, 2**32), st.integers(0, 64))
def test_views_hide_what_they_must(deal: Deal, seed: int, steps: int) -> None:  # AI-INFO
    state = random_playout(State.start(Variant()).deal(deal), seed, max_actions=steps)
    for seat in Seat:
        view = view_of(state, seat)
        assert view.hand == state.hand(seat)
        others = 0
        for other in Seat:
            if other is not seat:
                others |= state.hand(other).mask
        assert not view.hand.mask & others
        if view.received is not None:
            assert view.received <= state.hand(seat) | state.taken(Seat.NORTH) | state.taken(
                Seat.EAST
            ) | state.taken(Seat.SOUTH) | state.taken(Seat.WEST) | set(state.current_trick.cards) | set(
                c for t in state.tricks for c in t.cards
            )
        if view.legal:
            assert view.to_act is seat and view.legal <= view.hand


@SETTINGS
@given(games())
@pytest.mark.slow
def test_every_game_ends_with_a_winner(final: State) -> None:  # GAME-END
    assert final.is_over and final.outcome is not None
    low = min(final.outcome.scores)
    assert all(final.outcome.scores[s] == low for s in final.outcome.winners)
