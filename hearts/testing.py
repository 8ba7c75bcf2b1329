"""Hypothesis strategies for Hearts, for this project's tests and for yours.

>>> from hypothesis import given
>>> @given(deals())
... def test_deal_has_52_cards(deal):
...     assert sum(len(h) for h in deal.hands) == 52
>>> test_deal_has_52_cards()

Strategies: :func:`cards`, :func:`card_sets`, :func:`deals`, :func:`variants`,
:func:`states` (a position reached by random legal play) and :func:`games`
(a finished random game).
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from hearts.cards import ALL_CARDS, Card, CardSet, Seat
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, State
from hearts.engine.variant import (
    FirstLead,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    History,
    MoonScoring,
    PassDirection,
    TieRule,
    Variant,
)
from hearts.play.loop import Policy, turns

__all__ = ["card_sets", "cards", "deals", "games", "random_playout", "states", "variants"]


def cards() -> st.SearchStrategy[Card]:
    """Any of the 52 cards."""
    return st.sampled_from(ALL_CARDS)


def card_sets(max_size: int = 52) -> st.SearchStrategy[CardSet]:
    """Any set of cards."""
    return st.builds(CardSet, st.frozensets(cards(), max_size=max_size))


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    """A deal: the 52 cards in four hands of 13."""
    order = draw(st.permutations(range(52)))
    masks = [0, 0, 0, 0]
    for position, index in enumerate(order):
        masks[position // 13] |= 1 << index
    return Deal.from_masks(masks)


@st.composite
def variants(draw: st.DrawFn, playable: bool = True) -> Variant:
    """A variant with knobs drawn at random.

    With ``playable`` (the default), never the first-trick dead end
    (``first_trick_points: never`` with ``first_trick_forced: none``).
    """
    points = draw(st.sampled_from(list(FirstTrickPoints)))
    forced_choices = [
        f
        for f in FirstTrickForced
        if f is not FirstTrickForced.NONE or (points is FirstTrickPoints.NEVER and not playable)
    ]
    return Variant(
        name="drawn",
        pass_cycle=tuple(draw(st.lists(st.sampled_from(list(PassDirection)), min_size=1, max_size=5))),
        pass_count=draw(st.sampled_from([0, 1, 3, 4])),
        first_lead=draw(st.sampled_from(list(FirstLead))),
        first_trick_points=points,
        first_trick_forced=draw(st.sampled_from(forced_choices)),
        queen_breaks_hearts=draw(st.booleans()),
        forced_heart_lead_breaks=draw(st.booleans()),
        hearts_lead_exception=draw(st.sampled_from(list(HeartsLeadException))),
        heart_points=draw(st.integers(1, 3)),
        queen_points=draw(st.sampled_from([13, 10])),
        jack_of_diamonds_points=draw(st.sampled_from([0, -10])),
        moon_scoring=draw(st.sampled_from(list(MoonScoring))),
        moon_points=26,
        target_score=draw(st.sampled_from([20, 50, 100])),
        tie_rule=draw(st.sampled_from(list(TieRule))),
        history=draw(st.sampled_from(list(History))),
    )


def random_playout(
    state: State, seed: int, max_actions: int | None = None, stop_at_hand_end: bool = False
) -> State:
    """Play uniformly random legal actions from ``state`` (deals from the game seed).

    Runs on the one game loop (:func:`hearts.play.loop.turns`).
    """
    rng = random.Random(seed)

    def pick(s: State, seat: Seat) -> Card:
        legal = s.legal_actions()
        return legal[rng.randrange(len(legal))]

    done = 0

    def stop(s: State) -> bool:
        return (max_actions is not None and done >= max_actions) or (
            stop_at_hand_end and s.phase is Phase.DEAL
        )

    if stop(state):
        return state
    for turn in turns(state, Policy(pick), stop, deals=lambda s: Deal.random(f"{seed}", s.hand_number)):
        done += turn.card is not None
        state = turn.after
    return state


@st.composite
def states(
    draw: st.DrawFn, variant: st.SearchStrategy[Variant] | None = None, max_actions: int = 120
) -> State:
    """A position reached from a drawn deal by random legal play (any phase)."""
    v = draw(variant) if variant is not None else Variant()
    start = State.start(v).deal(draw(deals()))
    steps = draw(st.integers(0, max_actions))
    return random_playout(start, draw(st.integers(0, 2**32)), max_actions=steps)


@st.composite
def games(draw: st.DrawFn, variant: st.SearchStrategy[Variant] | None = None) -> State:
    """A finished game (or a stuck one) played at random from drawn seeds."""
    v = draw(variant) if variant is not None else Variant()
    seed = draw(st.integers(0, 2**32))
    return random_playout(State.start(v, seed).deal(), seed)
