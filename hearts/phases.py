"""The stretches of a game and the data each shares: the engine's inner values.

A game goes through phases (:class:`Phase`). While a hand is passed, or while it is
played, much stays the same: that is one :class:`PerHand` value, shared by every state
of the stretch. What changes at most once a trick is one :class:`PerTrick` value. A
:class:`hearts.game.State` holds these two and only what changes with every card.

These values are the engine's own (:mod:`hearts.position` and :mod:`hearts.game` use
them); nothing outside the engine reads them.
"""

from __future__ import annotations

import enum
from typing import Final

from hearts.cards import Card, Seat
from hearts.deal import Deal
from hearts.outcome import SEATS, GameOutcome, HandResult, Trick, hand_result, outcome_of
from hearts.rules import Rules
from hearts.variant import PassDirection

__all__ = [
    "NONE_TAKEN",
    "PHASES",
    "P_DEAL",
    "P_OVER",
    "P_PASS",
    "P_PLAY",
    "P_STUCK",
    "DoneTrick",
    "Masks",
    "PerHand",
    "PerTrick",
    "Phase",
    "acting",
    "broken_play",
    "end_hand",
    "new_play",
    "stuck_play",
]


class Phase(enum.StrEnum):
    """The phases of a game (see :mod:`hearts.game`)."""

    DEAL = "deal"
    PASS = "pass"
    PLAY = "play"
    OVER = "over"
    STUCK = "stuck"


# Phase codes, kept as small ints on the hot path, and the phases they stand for.
P_DEAL: Final = 0
P_PASS: Final = 1
P_PLAY: Final = 2
P_OVER: Final = 3
P_STUCK: Final = 4
PHASES: Final = (Phase.DEAL, Phase.PASS, Phase.PLAY, Phase.OVER, Phase.STUCK)
Masks = tuple[int, ...]
"""Four masks, one per seat (typed as a plain tuple: indexed by seat without copying
once compiled)."""
NONE_TAKEN: Final[Masks] = (0, 0, 0, 0)


class PerHand:
    """What stays the same while a hand is passed, or while it is played: the game so far,
    the deal and the cards each seat holds. Shared by every state of that stretch."""

    __slots__ = (
        "deal",
        "direction",
        "held",
        "number",
        "outcome",
        "pass_count",
        "passes",
        "results",
        "rules",
        "scores",
        "seed",
    )

    def __init__(
        self,
        rules: Rules,
        number: int,
        scores: tuple[int, int, int, int],
        results: tuple[HandResult, ...],
        seed: int | str | None,
        deal: Deal | None,
        held: Masks,
        passes: Masks,
        outcome: GameOutcome | None,
        direction: PassDirection,
    ) -> None:
        self.rules = rules
        self.number = number
        """The hand's number (in phase DEAL: the next hand's)."""
        self.scores = scores
        """Totals before this hand."""
        self.results = results
        self.seed = seed
        self.deal = deal
        self.held = held
        """The cards each seat holds: as dealt while passing, after the exchange in play
        (the cards played since are in ``State._played``)."""
        self.passes = passes
        """The cards each seat passed (once the exchange is done)."""
        self.outcome = outcome
        self.direction = direction
        """This hand's pass direction (PASS-CYCLE: ``variant.pass_direction(number)``)."""
        self.pass_count = rules.variant.pass_count


class PerTrick:
    """What changes at most once a trick: the phase, the leader, the completed tricks, the
    cards each seat took and hearts broken. Shared by the states of one trick.

    (Made by :func:`new_play`, or field by field on the hot path: faster than ``__init__``.)"""

    __slots__ = ("broken", "broken_by", "first_trick", "leader", "phase", "taken", "tricks")

    phase: int
    """A phase code (``P_*``)."""
    leader: int
    """The seat that leads the current trick (-1 before the first deal)."""
    tricks: tuple[DoneTrick, ...]
    """The completed tricks of the hand."""
    first_trick: bool
    """No trick is complete yet (FIRST-LEAD, FIRST-TRICK-POINTS)."""
    taken: Masks
    """The cards each seat won this hand."""
    broken: bool
    broken_by: tuple[int, Seat, Card] | None
    """``(trick number, seat, card)`` of the play that broke hearts."""


def new_play(
    phase: int,
    leader: int,
    tricks: tuple[DoneTrick, ...],
    taken: Masks,
    broken: bool,
    broken_by: tuple[int, Seat, Card] | None,
) -> PerTrick:
    play = PerTrick()
    play.phase = phase
    play.leader = leader
    play.tricks = tricks
    play.first_trick = not tricks
    play.taken = taken
    play.broken = broken
    play.broken_by = broken_by
    return play


class DoneTrick:
    """A completed trick; its :class:`Trick` value is made the first time it is asked for
    (and then kept, so each trick is one object in every later state of the hand)."""

    __slots__ = ("cards", "leader", "trick", "winner")

    cards: tuple[Card, ...]
    leader: int
    winner: int
    trick: Trick | None

    def as_trick(self, number: int) -> Trick:
        trick = self.trick
        if trick is None:
            trick = self.trick = Trick(number, SEATS[self.leader], self.cards, SEATS[self.winner])
        return trick


def acting(phase: int) -> bool:
    """Whether someone is to act in a phase (PASS, PLAY or STUCK)."""
    return phase != P_DEAL and phase != P_OVER


def stuck_play(play: PerTrick) -> PerTrick:
    """The player to act has no legal card: the variant leaves the game stuck (question 4)."""
    return new_play(P_STUCK, play.leader, play.tricks, play.taken, play.broken, play.broken_by)


def broken_play(play: PerTrick, seat: int, card: Card) -> PerTrick:
    """HEARTS-BREAK happened: ``seat`` broke hearts with ``card``."""
    by = (len(play.tricks) + 1, SEATS[seat], card)
    return new_play(play.phase, play.leader, play.tricks, play.taken, True, by)


def end_hand(g: PerHand, taken: Masks) -> tuple[PerHand, int]:
    """HAND-END: the hand scored and the next hand's data; the phase that follows."""
    r = g.rules
    result = hand_result(r, g.number, g.direction, (taken[0], taken[1], taken[2], taken[3]), g.scores)
    results = (*g.results, result)
    outcome = outcome_of(r, result.scores, len(results))
    number = g.number + 1
    direction = r.variant.pass_direction(number)
    following = PerHand(r, number, result.scores, results, g.seed, None, g.held, g.passes, outcome, direction)
    return following, (P_OVER if outcome is not None else P_DEAL)
