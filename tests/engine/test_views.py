"""Player views: what a seat may know (AI-INFO) and nothing more."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.cards import CardSet, Seat
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, State
from hearts.engine.variant import History, Variant
from hearts.engine.view import view_of, views_of
from hearts.testing import random_playout
from hearts.variants.files import load_variant


def _shuffle_hidden(deal: Deal, seat: Seat, seed: int) -> Deal:
    """The same deal with the other three seats' cards redistributed among them."""
    others = [s for s in Seat if s is not seat]
    pool = [c for s in others for c in deal[s]]
    random.Random(seed).shuffle(pool)
    masks = list(deal.masks)
    for i, s in enumerate(others):
        masks[s] = CardSet(pool[13 * i : 13 * i + 13]).mask
    return Deal.from_masks(masks)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(list(Seat)))
def test_shuffling_hidden_cards_never_changes_a_view(seed: int, seat: Seat) -> None:  # AI-INFO
    # A view at the very start of a hand, before any card is public.
    variant = Variant()
    deal = Deal.random(seed)
    a = view_of(State.start(variant).deal(deal), seat)
    b = view_of(State.start(variant).deal(_shuffle_hidden(deal, seat, seed)), seat)
    assert a == b


def test_views_during_play_only_show_public_cards() -> None:  # AI-INFO
    state = random_playout(State.new_game(Variant(), seed=5), seed=5, max_actions=12 + 22)
    assert state.phase is Phase.PLAY
    for seat in Seat:
        view = view_of(state, seat)
        public = set(view.current_trick.cards) | {c for t in view.tricks for c in t.cards}
        hidden = set()
        for other in Seat:
            if other is not seat:
                hidden |= set(state.hand(other))
        assert not (set(view.hand) & hidden)
        assert not (public & hidden)
        # Nothing in the view's fields holds another seat's unplayed card.
        for value in (view.hand, view.passing, view.received or CardSet(), view.legal):
            assert not (set(value) & hidden - set(view.passing))


def test_last_trick_history_shows_only_the_last_trick() -> None:  # AI-INFO, question 7
    variant = Variant(history=History.LAST_TRICK)
    state = random_playout(State.new_game(variant, seed=8), seed=8, max_actions=12 + 20)
    view = view_of(state, Seat.NORTH)
    assert len(state.tricks) == 5
    assert view.tricks == state.tricks[-1:] and view.tricks_played == 5
    full = view_of(State.new_game(Variant(), seed=8), Seat.NORTH)
    assert replace(full, tricks=()) == replace(full, tricks=())


def test_only_the_seat_to_act_gets_legal_actions() -> None:
    state = State.new_game(Variant(), seed=2)
    assert view_of(state, Seat.NORTH).legal == state.legal_set()
    assert not view_of(state, Seat.EAST).legal
    assert view_of(state, Seat.NORTH).is_my_turn


def test_passing_choices_stay_private_until_the_exchange() -> None:  # question 9
    state = State.new_game(Variant(), seed=2)
    north = list(state.hand(Seat.NORTH))[:3]
    state = state.apply_all(north)
    east = view_of(state, Seat.EAST)
    assert east.received is None and not (set(north) & set(east.hand))
    assert view_of(state, Seat.NORTH).passing == CardSet(north)
    assert not view_of(state, Seat.EAST).passing


@pytest.mark.parametrize(
    "variant",
    [Variant(), load_variant("three-kitty"), load_variant("five-2d2c"), Variant(history=History.LAST_TRICK)],
    ids=["four", "three-kitty", "five-2d2c", "last-trick"],
)
def test_the_views_of_one_state_are_each_seats_own_in_any_order(variant: Variant) -> None:  # AI-INFO
    """views_of builds a state's views at once: each is the seat's own (its hand, its passes, the
    cards it received, legal actions only for the seat to act), whatever seats are asked for
    and in whatever order."""
    seats = Seat.at_table(variant.players)
    states = [State.new_game(variant, 6)]
    while states[-1].phase is not Phase.DEAL:  # the highest legal card each time: a whole hand
        states.append(states[-1].apply(states[-1].legal_actions()[-1]))
    for state in states:
        views = views_of(state, seats)
        assert views_of(state, seats[::-1]) == views[::-1]
        assert views_of(state, seats[1:2]) == views[1:2] == (view_of(state, seats[1]),)
        for seat, view in zip(seats, views, strict=True):
            assert view.seat is seat and view.phase is state.phase
            assert (view.hand, view.passing, view.received) == (
                state.hand(seat),
                state.passing(seat),
                state.received(seat),
            )
            assert view.legal == (state.legal_set() if seat is state.to_act else CardSet())
