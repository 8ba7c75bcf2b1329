"""What one seat may know: the player view the engine sends to each seat (AI-INFO).

A :class:`PlayerView` holds the seat's own hand, the cards it passed and received,
the public play the variant lets it review (every trick, or only the last one,
knob ``history``), hearts broken, the scores and the legal actions. It never holds
another seat's cards. Bots and other clients depend on views, never on
:class:`hearts.engine.state.State` (an architecture test enforces this).

>>> from hearts.engine.state import State
>>> from hearts.engine.variant import Variant
>>> from hearts.cards import Seat
>>> v = view_of(State.new_game(Variant(), seed=1), Seat.NORTH)
>>> v.seat, len(v.hand), v.phase
(<Seat.NORTH: 0>, 13, <Phase.PASS: 'pass'>)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts.cards import CardSet, Seat
from hearts.engine.results import HandResult, Trick
from hearts.engine.state import Phase, State
from hearts.engine.variant import History, PassDirection, Variant

__all__ = ["PlayerView", "view_of", "views_of"]

_NO_CARDS = CardSet()


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know at this point of the game, and nothing more."""

    seat: Seat
    variant: Variant
    phase: Phase
    hand_number: int
    pass_direction: PassDirection
    hand: CardSet
    """The seat's own cards now."""
    passing: CardSet
    """Cards this seat has chosen to pass this hand (during and after passing)."""
    received: CardSet | None
    """Cards passed to this seat, once the exchange has happened (question 9)."""
    to_act: Seat | None
    trick_number: int
    current_trick: Trick
    """The trick on the table: public."""
    tricks: tuple[Trick, ...]
    """Completed tricks this seat may review: all of them, or only the last one."""
    tricks_played: int
    """How many tricks of this hand are complete (known even when history is limited)."""
    hearts_broken: bool
    scores: tuple[int, ...]
    hand_results: tuple[HandResult, ...]
    legal: CardSet
    """The actions this seat may take now (empty when it is not its turn)."""
    seats: int = 4
    """How many players sit at the table (knob ``players``)."""
    removed: CardSet = _NO_CARDS
    """The cards out of play (knob ``removed``): public."""
    kitty: CardSet | None = None
    """The kitty once a trick's winner has taken it (public then: the first trick's winner, or
    with KITTY-FIRST-HEART the first winner of a heart); ``None`` while it lies face down, or
    when the deal leaves none."""

    @property
    def is_my_turn(self) -> bool:
        return self.to_act is self.seat and bool(self.legal)

    def _repr_svg_(self) -> str:
        """The table as this seat sees it (others' cards face down), in notebooks
        (:mod:`hearts.cards.svg`)."""
        from hearts.cards import svg

        return svg.table(self)


def view_of(state: State, seat: Seat) -> PlayerView:
    """The view the engine sends to ``seat`` (the engine acting as the server)."""
    return views_of(state, (seat,))[0]


def views_of(state: State, seats: Sequence[Seat]) -> tuple[PlayerView, ...]:
    """The views the engine sends to ``seats`` (each one :func:`view_of` the state for its
    seat): what every seat may see is read from the state once and shared by the views."""
    if not isinstance(state, State):
        raise TypeError(f"view_of takes a State, not {type(state).__name__}")
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"view_of takes a Seat (Seat.parse reads text), not {type(seat).__name__}")
        if not 0 <= seat < state.seats:
            raise ValueError(f"view_of: seat {int(seat)} is not at a table of {state.seats}")
    variant = state.variant
    tricks = state.tricks
    visible = tricks if variant.history is History.ALL_TRICKS else tricks[-1:]
    to_act = state.to_act
    phase = state.phase
    hand_number = state.hand_number
    pass_direction = state.pass_direction
    trick_number = state.trick_number
    current_trick = state.current_trick
    played = len(tricks)
    broken = state.hearts_broken
    scores = state.scores
    results = state.hand_results
    size = state.seats
    removed = state.removed
    kitty = state.kitty if state.kitty_taken else None
    # Before the exchange, and in a hand without passing, no seat has received cards: the
    # others are asked only when the first seat has.
    first = seats[0] if seats else None
    received = state.received(first) if first is not None else None
    return tuple(
        PlayerView(
            seat=seat,
            variant=variant,
            phase=phase,
            hand_number=hand_number,
            pass_direction=pass_direction,
            hand=state.hand(seat),
            passing=state.passing(seat),
            received=received if seat is first or received is None else state.received(seat),
            to_act=to_act,
            trick_number=trick_number,
            current_trick=current_trick,
            tricks=visible,
            tricks_played=played,
            hearts_broken=broken,
            scores=scores,
            hand_results=results,
            legal=state.legal_set() if to_act is seat else _NO_CARDS,
            seats=size,
            removed=removed,
            kitty=kitty,
        )
        for seat in seats
    )
