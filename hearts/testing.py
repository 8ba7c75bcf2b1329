"""Hypothesis strategies for Hearts, for this project's tests and for yours.

>>> from hypothesis import given
>>> @given(deals())
... def test_deal_has_52_cards(deal):
...     assert sum(len(h) for h in deal.hands) == 52
>>> test_deal_has_52_cards()

Strategies: :func:`cards`, :func:`card_sets`, :func:`deals`, :func:`variants`,
:func:`tables` (a variant at three to seven seats, from the presets of ``docs/players.md``),
:func:`states` (a position reached by random legal play) and :func:`games`
(a finished random game).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from hearts.cards import ALL_CARDS, Card, CardSet, Seat, table_size
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, State
from hearts.engine.variant import (
    FirstLead,
    FirstLeader,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    History,
    Leftover,
    MoonScoring,
    PassDirection,
    TieRule,
    Variant,
)
from hearts.play.loop import Policy, turns

__all__ = ["card_sets", "cards", "deals", "games", "random_playout", "states", "tables", "variants"]

TABLE_REMOVALS: dict[int, tuple[tuple[str, ...], ...]] = {
    3: (("2D",), ("2S",), ("2C",), ()),
    4: ((),),
    5: (("2C", "2D"), ("2D", "2S"), ("2C", "2S")),
    6: (
        ("2C", "2D", "2H", "2S"),
        ("2D", "3C", "3D", "4C"),
        ("2C", "2D", "3C", "3D"),
        ("2C", "2D", "2S", "3C"),
    ),
    7: (("2D", "3C", "3D"),),
}
"""The cards each row of the sources table removes (``docs/players.md``), by table size."""


def cards() -> st.SearchStrategy[Card]:
    """Any of the 52 cards."""
    return st.sampled_from(ALL_CARDS)


def card_sets(max_size: int = 52) -> st.SearchStrategy[CardSet]:
    """Any set of cards."""
    return st.builds(CardSet, st.frozensets(cards(), max_size=max_size))


@st.composite
def deals(draw: st.DrawFn, seats: int = 4, removed: int = 0) -> Deal:
    """A deal: the 52 cards in four hands of 13; at another table (or less the ``removed``
    cards, a mask) equal hands and the rest in the kitty."""
    order = draw(st.permutations(range(52)))
    if seats != 4 or removed:
        order = [index for index in order if not removed >> index & 1]
        size = len(order) // seats
        hands = [sum(1 << i for i in order[s * size : (s + 1) * size]) for s in range(seats)]
        return Deal.from_masks(hands, sum(1 << i for i in order[seats * size :]))
    masks = [0, 0, 0, 0]
    for position, index in enumerate(order):
        masks[position // 13] |= 1 << index
    return Deal.from_masks(masks)


@st.composite
def variants(draw: st.DrawFn, playable: bool = True, players: int = 4) -> Variant:
    """A variant with knobs drawn at random.

    With ``playable`` (the default), never the first-trick dead end
    (``first_trick_points: never`` with ``first_trick_forced: none``). At a table of
    ``players`` other than four, the deck, the leftover rule and the first leader are drawn
    from the presets of :data:`TABLE_REMOVALS` and the pass cycle from the directions that
    exist at that size.
    """
    points = draw(st.sampled_from(list(FirstTrickPoints)))
    forced_choices = [
        f
        for f in FirstTrickForced
        if f is not FirstTrickForced.NONE or (points is FirstTrickPoints.NEVER and not playable)
    ]
    table: dict[str, Any] = {}
    if players != 4:
        removed = draw(st.sampled_from(TABLE_REMOVALS[players]))
        spare = (52 - len(removed)) % players
        table = {
            "players": players,
            "removed": removed,
            "leftover": draw(st.sampled_from([Leftover.KITTY, Leftover.KITTY_FIRST_HEART]))
            if spare
            else draw(st.sampled_from(list(Leftover))),
            "first_leader": draw(st.sampled_from(list(FirstLeader))),
        }
    directions = [d for d in PassDirection if d.fits(players)]
    return Variant(
        name="drawn",
        pass_cycle=tuple(draw(st.lists(st.sampled_from(directions), min_size=1, max_size=5))),
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
        **table,
    )


def tables(players: int | None = None) -> st.SearchStrategy[Variant]:
    """A variant at three, five, six or seven seats (or ``players``), knobs drawn as in :func:`variants`."""
    sizes = st.just(table_size(players, "players")) if players is not None else st.sampled_from([3, 5, 6, 7])
    return sizes.flatmap(lambda n: variants(players=n))


def seeded_deal(state: State, seed: int | str) -> Deal:
    """The deal of ``state``'s next hand from ``seed``, sized to its table."""
    if state.seats == 4 and not state.removed:
        return Deal.random(seed, state.hand_number)
    return Deal.random(seed, state.hand_number, state.seats, state.removed.mask)


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
    for turn in turns(state, Policy(pick), stop, deals=lambda s: seeded_deal(s, f"{seed}")):
        done += turn.card is not None
        state = turn.after
    return state


@st.composite
def states(
    draw: st.DrawFn, variant: st.SearchStrategy[Variant] | None = None, max_actions: int = 120
) -> State:
    """A position reached from a drawn deal by random legal play (any phase)."""
    v = draw(variant) if variant is not None else Variant()
    start = State.start(v).deal(draw(deals(v.players, State.start(v).removed.mask)))
    steps = draw(st.integers(0, max_actions))
    return random_playout(start, draw(st.integers(0, 2**32)), max_actions=steps)


@st.composite
def games(draw: st.DrawFn, variant: st.SearchStrategy[Variant] | None = None) -> State:
    """A finished game (or a stuck one) played at random from drawn seeds."""
    v = draw(variant) if variant is not None else Variant()
    seed = draw(st.integers(0, 2**32))
    return random_playout(State.start(v, seed).deal(), seed)
