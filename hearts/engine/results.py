"""What play produces, as values: tricks, hand results and how a game ended.

:class:`Trick`, :class:`HandResult` and :class:`GameOutcome` are immutable values the
engine (:mod:`hearts.engine.state`) hands out; :func:`hand_result` and :func:`game_outcome` make
the last two from the rules (:func:`hearts.engine.rules.score_hand`,
:func:`hearts.engine.rules.game_winners`). Nothing here knows a position.

>>> from hearts.cards import CardSet
>>> from hearts.engine.rules import rules_for
>>> from hearts.engine.variant import Variant
>>> taken = (CardSet.parse_suits("-.-.Q.AKQJT98765432").mask, 0, 0, 0)
>>> result = hand_result(rules_for(Variant()), 1, PassDirection.LEFT, taken, (0, 0, 0, 0))
>>> result.end, result.deltas, result.shooter
(<HandEnd.MOON_SHOT: 'moon-shot'>, (0, 26, 26, 26), <Seat.NORTH: 0>)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Final

from hearts.cards import TABLE_SIZES, Card, Seat, Suit
from hearts.engine import rules, teams
from hearts.engine.rules import Rules
from hearts.engine.variant import MoonScoring, PassDirection

__all__ = [
    "GameEnd",
    "GameOutcome",
    "HandEnd",
    "HandResult",
    "Trick",
    "game_outcome",
    "hand_result",
]

SEATS: Final = Seat.at_table(TABLE_SIZES[-1])
"""The seats by number, to the largest table's last (a tuple look-up: faster than calling ``Seat``)."""


class HandEnd(enum.StrEnum):
    """How a hand ended."""

    POINTS_SPLIT = "points-split"
    """The points were shared out (or all taken, with moon scoring off)."""
    MOON_SHOT = "moon-shot"
    """One seat took all 13 hearts and the Q♠ and the variant scores a moon."""


class GameEnd(enum.StrEnum):
    """How a game ended (GAME-END, TIE, WEB-TIE)."""

    SOLE_WINNER = "sole-winner"
    SHARED_WIN = "shared-win"


_MOON_SHOT: Final = HandEnd.MOON_SHOT  # (enum members are slow to look up on their class)
_POINTS_SPLIT: Final = HandEnd.POINTS_SPLIT


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards in the order played and, when complete, the winner."""

    number: int
    """1-based trick number within the hand."""
    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat | None = None
    seats: int = field(default=4, repr=False, compare=False)
    """The table size (knob ``players``): who follows whom."""

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """``(seat, card)`` in the order played."""
        return tuple((self.leader.offset(i, self.seats), c) for i, c in enumerate(self.cards))

    def card_of(self, seat: Seat) -> Card | None:
        """The card ``seat`` played to this trick (the one of :attr:`plays`), ``None`` if it has
        not played yet."""
        i = (seat - self.leader) % self.seats
        return self.cards[i] if i < len(self.cards) else None

    @property
    def led_suit(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    def __str__(self) -> str:
        if self.seats == 4:
            cards = " ".join(f"{seat.letter}:{card}" for seat, card in self.plays)
        else:
            cards = " ".join(f"{seat.number}:{card}" for seat, card in self.plays)
        won = f" -> {self.winner}" if self.winner is not None else ""
        return f"trick {self.number}: {cards}{won}"

    def _repr_svg_(self) -> str:
        """The trick as it lies on the table, in notebooks (:mod:`hearts.cards.svg`)."""
        from hearts.cards import svg

        return svg.trick(self)


@dataclass(frozen=True, slots=True)
class HandResult:
    """The result of a finished hand (POINTS, MOON, ACCUMULATE, WEB-HAND-WINNER)."""

    hand_number: int
    pass_direction: PassDirection
    end: HandEnd
    points: tuple[int, ...]
    """Points each seat took in its tricks (hearts, Q♠, J♦ as the variant values them; the
    kitty counts for the seat that took it: DEAL, KITTY-FIRST-HEART)."""
    deltas: tuple[int, ...]
    """What was added to each seat's total (differs from ``points`` after a moon)."""
    scores: tuple[int, ...]
    """Totals after this hand."""
    shooter: Seat | None = None
    moon_scoring: MoonScoring | None = None
    """How the moon was scored (for shooter-choice: the option the shooter took)."""
    team_scores: tuple[int, ...] = field(default=(), repr=False)
    """With teams (TEAMS): each team's total after this hand, in the order of
    ``Variant.team_seats()``; ``()`` when every player plays for themselves (left out of the
    repr, which stays that of a hand before partnerships)."""

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats with the fewest points this hand (WEB-HAND-WINNER)."""
        return tuple(SEATS[seat] for seat in rules.hand_winners(self.deltas))


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """How a game ended: winners, final totals and the number of hands."""

    end: GameEnd
    winners: tuple[Seat, ...]
    scores: tuple[int, ...]
    hands: int
    teams: tuple[tuple[Seat, ...], ...] = field(default=(), repr=False)
    """With teams (TEAMS): the seats of each team; ``()`` when every player plays for themselves.
    ``winners`` then holds both partners of each winning team (TEAM-GAME-END). (Left out of the
    repr, as ``team_scores``: an outcome without teams reads as before partnerships.)"""
    team_scores: tuple[int, ...] = field(default=(), repr=False)
    """With teams: each team's final total, in the order of :attr:`teams`."""

    @property
    def winning_teams(self) -> tuple[int, ...]:
        """The indices in :attr:`teams` of the winning teams (``()`` without teams)."""
        return tuple(i for i, team in enumerate(self.teams) if team[0] in self.winners)


def hand_result(
    r: Rules,
    hand_number: int,
    direction: PassDirection,
    taken: tuple[int, ...],
    before: tuple[int, ...],
) -> HandResult:
    """Score a finished hand: POINTS, MOON (and WEB-MOON), then ACCUMULATE (the hand scored by
    :func:`hearts.engine.rules.score_hand`, as a :class:`HandResult`).

    ``r`` is the variant's :class:`~hearts.engine.rules.Rules` (``rules_for(variant)``)."""
    s = teams.score_hand(r, taken, before) if r.teams else rules.score_hand(r, taken, before)
    if r.peer_scoring:  # NO-TRICK-BONUS, SCORE-FLOOR, EXACT-TARGET
        s = rules.peer_scoring(r, s, taken, before)
    d = s.deltas
    if len(d) == 4:
        scores: tuple[int, ...] = (before[0] + d[0], before[1] + d[1], before[2] + d[2], before[3] + d[3])
    else:
        scores = tuple(b + delta for b, delta in zip(before, d, strict=True))
    moon = s.option is not None
    return HandResult(
        hand_number,
        direction,
        _MOON_SHOT if moon else _POINTS_SPLIT,
        s.points,
        d,
        scores,
        SEATS[s.shooter] if s.shooter >= 0 else None,
        s.option,
        teams.team_totals(r, scores) if r.teams else (),
    )


def game_outcome(r: Rules, scores: tuple[int, ...], hands: int) -> GameOutcome | None:
    """GAME-END, TIE and WEB-TIE: the outcome after a hand, or ``None`` if play goes on
    (see :func:`hearts.engine.rules.game_winners`). ``r`` is ``rules_for(variant)``."""
    if r.teams:  # TEAM-GAME-END: the winners are the partners of the winning team
        winners = teams.game_winners(r, scores)
        if not winners:
            return None
        sole = len(winners) == len(r.teams[0])
        end = GameEnd.SOLE_WINNER if sole else GameEnd.SHARED_WIN
        seats = tuple(tuple(SEATS[seat] for seat in team) for team in r.teams)
        won = tuple(SEATS[seat] for seat in winners)
        return GameOutcome(end, won, scores, hands, seats, teams.team_totals(r, scores))
    winners = rules.game_winners(r, scores)
    if not winners:
        return None
    end = GameEnd.SOLE_WINNER if len(winners) == 1 else GameEnd.SHARED_WIN
    return GameOutcome(end, tuple(SEATS[seat] for seat in winners), scores, hands)
