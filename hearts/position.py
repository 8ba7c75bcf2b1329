"""What a position shows: the read side of :class:`hearts.game.State`.

:class:`Position` holds a state's fields and answers every question about it (the
phase, the seat to act, hands, tricks, scores, the legal actions and why a card is
not legal); :class:`hearts.game.State` adds how a position is built and how it moves.
The fields are the engine's own and never change once a state is made.
"""

from __future__ import annotations

from typing import Final

from hearts import rules
from hearts.cards import BB_CLUBS, BB_DIAMONDS, BB_SPADES, CARDS_IN_PATTERN, Card, CardSet, Seat
from hearts.deal import Deal
from hearts.outcome import SEATS, GameOutcome, HandResult, Trick
from hearts.phases import P_DEAL, P_OVER, P_PASS, P_PLAY, P_STUCK, PHASES, PerHand, PerTrick, Phase, acting
from hearts.rules import Violation
from hearts.variant import PassDirection, Variant

__all__ = ["Position"]


class Position:
    """A position's fields and the questions it answers (:class:`hearts.game.State` is the
    position that moves). Immutable: nothing changes a field once the state is made."""

    __slots__ = ("_hand", "_led", "_legal", "_play", "_played", "_to_act", "_trick")

    _hand: PerHand
    _play: PerTrick
    _played: int
    """In play, the cards played this hand; while passing, the cards chosen so far."""
    _trick: tuple[Card, ...]
    """The cards on the table, in the order played."""
    _led: int
    """The mask of the suit led to the trick on the table (0 when it is empty)."""
    _to_act: int
    """The seat to act (-1 when nobody acts)."""
    _legal: int
    """The legal actions (a mask), prepared by the action that made the state."""

    # ----------------------------------------------------------------- queries

    @property
    def variant(self) -> Variant:
        return self._hand.rules.variant

    @property
    def phase(self) -> Phase:
        return PHASES[self._play.phase]

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand (or of the next, in phase ``DEAL``)."""
        return self._hand.number

    @property
    def pass_direction(self) -> PassDirection:
        """This hand's pass direction (PASS-CYCLE)."""
        return self._hand.direction

    @property
    def current_deal(self) -> Deal | None:
        """The cards as dealt for this hand, before passing."""
        return self._hand.deal

    @property
    def to_act(self) -> Seat | None:
        """The seat to choose a card now, or ``None`` (phases DEAL and OVER)."""
        return SEATS[self._to_act] if acting(self._play.phase) else None

    def _held(self, seat: int) -> int:
        held = self._hand.held[seat]
        return held if self._play.phase == P_PASS else held & ~self._played

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (after the exchange, once passing is done)."""
        return CardSet(self._held(seat))

    def _passing(self, seat: int) -> int:
        if self._play.phase == P_PASS:
            return self._played & self._hand.held[seat]
        return self._hand.passes[seat]

    def passing(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has chosen to pass this hand (so far)."""
        return CardSet(self._passing(seat))

    def received(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` received this hand, once the exchange has happened."""
        direction = self._hand.direction
        if direction is PassDirection.HOLD or self._play.phase <= P_PASS:  # DEAL or PASS
            return None
        return CardSet(self._hand.passes[(seat - direction.offset) % 4])

    def taken(self, seat: Seat) -> CardSet:
        """The cards in the tricks ``seat`` has won this hand."""
        return CardSet(self._play.taken[seat])

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (14 once the hand is over)."""
        return len(self._play.tricks) + 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played (possibly empty), with its leader."""
        leader = self._play.leader
        return Trick(self.trick_number, SEATS[leader] if leader >= 0 else Seat.NORTH, self._trick)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order (each trick is the same object in
        every later state of the hand)."""
        return tuple(done.as_trick(number) for number, done in enumerate(self._play.tricks, 1))

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts are broken in this hand (HEARTS-BREAK)."""
        return self._play.broken

    @property
    def hearts_broken_by(self) -> tuple[int, Seat, Card] | None:
        """``(trick number, seat, card)`` of the play that broke hearts, if any."""
        return self._play.broken_by

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Game totals before the current hand (ACCUMULATE)."""
        return self._hand.scores

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """Results of the finished hands."""
        return self._hand.results

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, once it has (phase ``OVER``)."""
        return self._hand.outcome

    @property
    def is_over(self) -> bool:
        return self._play.phase == P_OVER

    def points_taken(self, seat: Seat) -> int:
        """Points in the tricks ``seat`` won so far this hand (POINTS, before any moon)."""
        return rules.hand_points(self._play.taken[seat], self._hand.rules.scoring)

    # ----------------------------------------------------------------- legality

    def _rules_legal(self, why: rules.Why | None) -> int:
        """The legal actions, from the rules (with ``why``: and what each rule removed)."""
        phase = self._play.phase
        seat = self._to_act
        if phase == P_PASS:
            return rules.pass_choices(self._hand.held[seat], self._passing(seat), seat, why)
        if phase in (P_PLAY, P_STUCK):
            play = self._play
            hand = self._held(seat)
            return rules.legal_play(hand, self._led, self._hand.rules, play.broken, play.first_trick, why)
        return 0

    def legal_mask(self) -> int:
        """The legal actions as a 52-bit mask (the fast path)."""
        return self._legal

    def legal_actions(self) -> tuple[Card, ...]:
        """The cards the seat to act may choose now, lowest first; empty when nobody acts."""
        legal = self._legal
        # Cards of a single suit (following suit, the most common case) come straight
        # from a table: the highest suit present is found by comparing the mask with
        # the first bit of each suit, and the mask holds no lower card. Otherwise the
        # four suits' tables are joined.
        if legal < _FIRST_DIAMOND:
            return _PATTERN_CLUBS[legal]
        if legal < _FIRST_SPADE:
            if not legal & _BELOW_DIAMONDS:
                return _PATTERN_DIAMONDS[legal >> 13]
        elif legal < _FIRST_HEART:
            if not legal & _BELOW_SPADES:
                return _PATTERN_SPADES[legal >> 26]
        elif not legal & _BELOW_HEARTS:
            return _PATTERN_HEARTS[legal >> 39]
        return (
            _PATTERN_CLUBS[legal & 0x1FFF]
            + _PATTERN_DIAMONDS[(legal >> 13) & 0x1FFF]
            + _PATTERN_SPADES[(legal >> 26) & 0x1FFF]
            + _PATTERN_HEARTS[legal >> 39]
        )

    def legal_set(self) -> CardSet:
        """The legal actions as a :class:`CardSet`."""
        return CardSet(self._legal)

    def is_legal(self, card: Card) -> bool:
        return bool(self._legal & card.bit)

    def why_illegal(self, card: Card) -> Violation | None:
        """The clause that forbids ``card`` now, or ``None`` if it is legal.

        >>> from hearts.game import State
        >>> from hearts.variant import Variant
        >>> s = State.from_deal(Variant(pass_count=0),
        ...     "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432")
        >>> str(s.why_illegal(Card.parse("3C")))
        'FIRST-LEAD: the first trick is led with the 2♣'
        """
        if self._legal & card.bit:
            return None
        phase = self._play.phase
        if phase == P_OVER:
            return Violation("GAME-END", "the game is over")
        if phase == P_DEAL:
            return Violation("HAND-END", "the hand is over; deal the next hand first")
        seat = SEATS[self._to_act]
        if not self._held(seat) & card.bit:
            return Violation("DEAL", f"{card} is not in {seat}'s hand")
        why: rules.Why = []
        self._rules_legal(why)
        for removed, violation in why:
            if removed & card.bit:
                return violation
        raise AssertionError(f"no rule removed {card}")  # pragma: no cover


_PATTERN_CLUBS: Final = CARDS_IN_PATTERN[0]
_PATTERN_DIAMONDS: Final = CARDS_IN_PATTERN[1]
_PATTERN_SPADES: Final = CARDS_IN_PATTERN[2]
_PATTERN_HEARTS: Final = CARDS_IN_PATTERN[3]
_BELOW_DIAMONDS: Final = BB_CLUBS
_BELOW_SPADES: Final = BB_CLUBS | BB_DIAMONDS
_BELOW_HEARTS: Final = BB_CLUBS | BB_DIAMONDS | BB_SPADES
_FIRST_DIAMOND: Final = _BELOW_DIAMONDS + 1
_FIRST_SPADE: Final = _BELOW_SPADES + 1
_FIRST_HEART: Final = _BELOW_HEARTS + 1
