"""The reference engine: the game of Hearts as immutable states.

A :class:`State` is a position. :meth:`State.apply` returns the next state and
never changes the one it was called on. Every position can be rebuilt from the
variant, the deals and the actions (:meth:`State.record` and :func:`replay`).

The game goes through these phases:

``DEAL``
    waiting for the cards of the next hand (a chance event): :meth:`State.deal`.
``PASS``
    the seat :attr:`State.to_act` picks one card to pass (clause PASS-COUNT);
    seats pick in turn N, E, S, W and the cards change hands only when all four
    have picked, so nobody can pass on a card they received (question 9).
``PLAY``
    the seat :attr:`State.to_act` plays a card to the trick.
``OVER``
    the game has ended; :attr:`State.outcome` says how.
``STUCK``
    the variant leaves the player to act with no legal card (possible only with
    ``first_trick_points: never`` and ``first_trick_forced: none``).

>>> from hearts.variant import Variant
>>> s = State.new_game(Variant(), seed=1)
>>> s.phase, s.hand_number, len(s.legal_actions())
(<Phase.PASS: 'pass'>, 1, 13)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from hearts.cards import (
    ALL_CARDS,
    CARDS_IN_PATTERN,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    CardSet,
    Seat,
    Suit,
    suit_mask,
)
from hearts.deal import Deal
from hearts.variant import (
    FirstLead,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    MoonScoring,
    PassDirection,
    TieRule,
    Variant,
)

__all__ = [
    "GameEnd",
    "GameOutcome",
    "HandEnd",
    "HandResult",
    "IllegalAction",
    "Phase",
    "Record",
    "State",
    "Trick",
    "Violation",
    "replay",
]

_HEARTS = suit_mask(Suit.HEARTS)
_CLUBS = suit_mask(Suit.CLUBS)
_QS = QUEEN_OF_SPADES.bit
_JD = JACK_OF_DIAMONDS.bit
_2C = TWO_OF_CLUBS.bit
_POINT_CARDS = _HEARTS | _QS
_SUIT_MASKS = tuple(suit_mask(s) for s in Suit)
_SEATS = tuple(Seat)


class Phase(enum.StrEnum):
    DEAL = "deal"
    PASS = "pass"
    PLAY = "play"
    OVER = "over"
    STUCK = "stuck"


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


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is not legal: the clause that forbids it and a one-line reason."""

    clause: str
    message: str

    def __str__(self) -> str:
        return f"{self.clause}: {self.message}"


class IllegalAction(ValueError):
    """An action the rules refuse. ``str()`` is ``CLAUSE: reason``.

    >>> from hearts.variant import Variant
    >>> State.new_game(Variant(), seed=1).apply(Card.parse("AC"))
    Traceback (most recent call last):
    ...
    hearts.game.IllegalAction: DEAL: A♣ is not in North's hand
    """

    def __init__(self, violation: Violation, seat: Seat | None, card: Card | None) -> None:
        super().__init__(str(violation))
        self.violation = violation
        self.clause = violation.clause
        self.seat = seat
        self.card = card


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards in the order played and, when complete, the winner."""

    number: int
    """1-based trick number within the hand."""
    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat | None = None

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """``(seat, card)`` in the order played."""
        return tuple((self.leader.offset(i), c) for i, c in enumerate(self.cards))

    @property
    def led_suit(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    def __str__(self) -> str:
        cards = " ".join(f"{seat.letter}:{card}" for seat, card in self.plays)
        won = f" -> {self.winner}" if self.winner is not None else ""
        return f"trick {self.number}: {cards}{won}"


@dataclass(frozen=True, slots=True)
class HandResult:
    """The result of a finished hand (POINTS, MOON, ACCUMULATE, WEB-HAND-WINNER)."""

    hand_number: int
    pass_direction: PassDirection
    end: HandEnd
    points: tuple[int, int, int, int]
    """Points each seat took in its tricks (hearts, Q♠, J♦ as the variant values them)."""
    deltas: tuple[int, int, int, int]
    """What was added to each seat's total (differs from ``points`` after a moon)."""
    scores: tuple[int, int, int, int]
    """Totals after this hand."""
    shooter: Seat | None = None
    moon_scoring: MoonScoring | None = None
    """How the moon was scored (for shooter-choice: the option the shooter took)."""

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats with the fewest points this hand (WEB-HAND-WINNER)."""
        low = min(self.deltas)
        return tuple(s for s in _SEATS if self.deltas[s] == low)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """How a game ended: winners, final totals and the number of hands."""

    end: GameEnd
    winners: tuple[Seat, ...]
    scores: tuple[int, int, int, int]
    hands: int


@dataclass(frozen=True, slots=True)
class Record:
    """Everything needed to rebuild a position: variant, deals and actions.

    ``actions`` are the pass and play cards in order; a deal is consumed each time
    the game reaches the ``DEAL`` phase.
    """

    variant: Variant
    deals: tuple[Deal, ...]
    actions: tuple[Card, ...]
    first_hand: int = 1
    """Number of the first hand (a position may start mid-game)."""
    scores: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Totals before the first hand."""


def replay(record: Record) -> State:
    """Rebuild the position a :class:`Record` describes.

    >>> from hearts.variant import Variant
    >>> s = State.new_game(Variant(), seed=3)
    >>> for _ in range(20):
    ...     s = s.apply(s.legal_actions()[0])
    >>> replay(s.record()) == s
    True
    """
    state = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
    deals = iter(record.deals)
    for card in record.actions:
        if state.phase is Phase.DEAL:
            state = state.deal(next(deals))
        state = state.apply(card)
    if state.phase is Phase.DEAL:
        remaining = next(deals, None)
        if remaining is not None:
            state = state.deal(remaining)
    return state


class _Game:
    """What stays the same for a whole hand (shared by every state of the hand)."""

    __slots__ = (
        "direction",
        "hand_number",
        "offset",
        "pass_count",
        "results",
        "scores",
        "seed",
        "variant",
    )

    def __init__(
        self,
        variant: Variant,
        hand_number: int,
        scores: tuple[int, int, int, int],
        results: tuple[HandResult, ...],
        seed: int | str | None,
    ) -> None:
        self.variant = variant
        self.hand_number = hand_number
        self.scores = scores
        self.results = results
        self.direction = variant.pass_direction(hand_number)
        self.offset = self.direction.offset
        self.seed = seed
        self.pass_count = variant.pass_count


# A state's fields live in one flat list, copied (a single C-level copy) and
# changed in a few places by each action: the hot path creates one list and one
# small object per action. The indices:
_HANDS = 0  # 0..3: the four hands, 52-bit masks
_TAKEN = 4  # 4..7: the cards each seat has won this hand
_PASSES = 8  # 8..11: the cards each seat chose to pass this hand
_PHASE = 12
_TO_ACT = 13  # seat index, -1 when nobody acts
_LEADER = 14
_TRICK = 15  # the cards on the table, in the order played
_TRICKS = 16  # completed tricks of this hand, as _Done entries (see below)
_BROKEN = 17
_BROKEN_BY = 18
_OUTCOME = 19
_GAME = 20  # the _Game of this hand
_LEGAL = 21  # the legal mask: computed by the action that made the state, or -1 until asked
_LED = 22  # mask of the suit led to the current trick, 0 when the table is empty
_TABLE = 23  # mask of the cards on the table
_DEAL = 24  # the Deal of this hand, None until dealt
_FIELDS = 25

# A completed trick is kept as a list ``[cards, leader, winner, trick]`` shared by
# every later state of the hand; ``trick`` is the :class:`Trick` value, made the
# first time someone asks for it (so each completed trick is one object).
_D_CARDS = 0
_D_LEADER = 1
_D_WINNER = 2
_D_TRICK = 3


class State:
    """A position in a game of Hearts. Immutable: :meth:`apply` returns a new state.

    (Its fields are private and never changed after construction, apart from a cache
    of the legal actions.)

    Build one with :meth:`new_game` (seeded deals), :meth:`start` plus :meth:`deal`,
    or :meth:`from_deal`.
    """

    __slots__ = ("_action", "_f", "_parent")

    _f: list[Any]
    _parent: State | None
    _action: Card | Deal | None

    def __init__(self) -> None:
        raise TypeError("build a State with State.new_game, State.start or State.from_deal")

    # ------------------------------------------------------------------ building

    @staticmethod
    def _make(fields: list[Any], parent: State | None, action: Card | Deal | None) -> State:
        s = _new_state(State)
        s._f = fields
        s._parent = parent
        s._action = action
        return s

    @classmethod
    def start(
        cls,
        variant: Variant,
        seed: int | str | None = None,
        hand_number: int = 1,
        scores: tuple[int, int, int, int] = (0, 0, 0, 0),
    ) -> State:
        """A game before the deal of hand ``hand_number`` (phase ``DEAL``), with these totals."""
        f = _START[:]
        f[_GAME] = _Game(variant, hand_number, scores, (), seed)
        return State._make(f, None, None)

    @classmethod
    def new_game(cls, variant: Variant, seed: int | str) -> State:
        """A new game with its first hand dealt from ``seed`` (see :meth:`Deal.random`)."""
        return cls.start(variant, seed).deal()

    @classmethod
    def from_deal(
        cls,
        variant: Variant,
        deal: Deal | str,
        hand_number: int = 1,
        scores: tuple[int, int, int, int] = (0, 0, 0, 0),
    ) -> State:
        """A position at the start of hand ``hand_number`` with the given deal and totals."""
        return cls.start(variant, None, hand_number, scores).deal(
            Deal.parse(deal) if isinstance(deal, str) else deal
        )

    def deal(self, deal: Deal | None = None) -> State:
        """Deal the next hand. Without ``deal``, use the game's seed (:meth:`Deal.random`)."""
        f = self._f
        if f[_PHASE] is not _DEAL_PHASE:
            raise IllegalAction(Violation("DEAL", f"cannot deal now: the phase is {f[_PHASE]}"), None, None)
        g: _Game = f[_GAME]
        if deal is None:
            if g.seed is None:
                raise ValueError("this game has no seed: pass the deal explicitly")
            deal = Deal.random(g.seed, g.hand_number)
        n = _START[:]
        n[_GAME] = g
        n[_DEAL] = deal
        n[_LEADER] = f[_LEADER]
        n[0:4] = deal.masks
        if g.direction is _HOLD:
            _start_play(n)
        else:
            n[_PHASE] = _PASS_PHASE
            n[_TO_ACT] = 0
            n[_LEGAL] = n[0]
        return State._make(n, self, deal)

    # ----------------------------------------------------------------- queries

    @property
    def variant(self) -> Variant:
        return self._f[_GAME].variant  # type: ignore[no-any-return]

    @property
    def phase(self) -> Phase:
        return self._f[_PHASE]  # type: ignore[no-any-return]

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand (or of the next, in phase ``DEAL``)."""
        return self._f[_GAME].hand_number  # type: ignore[no-any-return]

    @property
    def pass_direction(self) -> PassDirection:
        """This hand's pass direction (PASS-CYCLE)."""
        return self._f[_GAME].direction  # type: ignore[no-any-return]

    @property
    def current_deal(self) -> Deal | None:
        """The cards as dealt for this hand, before passing."""
        return self._f[_DEAL]  # type: ignore[no-any-return]

    @property
    def to_act(self) -> Seat | None:
        """The seat to choose a card now, or ``None`` (phases DEAL and OVER)."""
        f = self._f
        return _SEATS[f[_TO_ACT]] if f[_PHASE] in _ACTING else None

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (after the exchange, once passing is done)."""
        return CardSet(self._f[_HANDS + seat])

    def passing(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has chosen to pass this hand (so far)."""
        return CardSet(self._f[_PASSES + seat])

    def received(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` received this hand, once the exchange has happened."""
        f = self._f
        g: _Game = f[_GAME]
        if g.direction is PassDirection.HOLD or f[_PHASE] in (Phase.PASS, Phase.DEAL):
            return None
        giver = (seat - g.offset) % 4
        return CardSet(f[_PASSES + giver])

    def taken(self, seat: Seat) -> CardSet:
        """The cards in the tricks ``seat`` has won this hand."""
        return CardSet(self._f[_TAKEN + seat])

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (14 once the hand is over)."""
        return len(self._f[_TRICKS]) + 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played (possibly empty), with its leader."""
        f = self._f
        leader = f[_LEADER]
        return Trick(len(f[_TRICKS]) + 1, _SEATS[leader] if leader >= 0 else Seat.NORTH, f[_TRICK])

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order (each trick is the same object in
        every later state of the hand)."""
        done: tuple[list[Any], ...] = self._f[_TRICKS]
        return tuple(d[_D_TRICK] or _trick_of(number, d) for number, d in enumerate(done, 1))

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts are broken in this hand (HEARTS-BREAK)."""
        return self._f[_BROKEN]  # type: ignore[no-any-return]

    @property
    def hearts_broken_by(self) -> tuple[int, Seat, Card] | None:
        """``(trick number, seat, card)`` of the play that broke hearts, if any."""
        return self._f[_BROKEN_BY]  # type: ignore[no-any-return]

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Game totals before the current hand (ACCUMULATE)."""
        return self._f[_GAME].scores  # type: ignore[no-any-return]

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """Results of the finished hands."""
        return self._f[_GAME].results  # type: ignore[no-any-return]

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, once it has (phase ``OVER``)."""
        return self._f[_OUTCOME]  # type: ignore[no-any-return]

    @property
    def is_over(self) -> bool:
        return self._f[_PHASE] is Phase.OVER

    def points_taken(self, seat: Seat) -> int:
        """Points in the tricks ``seat`` won so far this hand (before any moon)."""
        return _points(self.variant, self._f[_TAKEN + seat])

    # ----------------------------------------------------------------- legality

    def legal_mask(self) -> int:
        """The legal actions as a 52-bit mask (the fast path)."""
        f = self._f
        legal: int = f[_LEGAL]
        if legal < 0:
            legal = f[_LEGAL] = _legal_mask(f, None)
        return legal

    def legal_actions(self) -> tuple[Card, ...]:
        """The cards the seat to act may choose now, lowest first; empty when nobody acts."""
        f = self._f
        legal: int = f[21]  # _LEGAL
        if legal < 0:
            legal = f[21] = _legal_mask(f, None)
        cards = _ONE_SUIT.get(legal)  # following suit, the most common case
        if cards is not None:
            return cards
        return (
            _PATTERN_CLUBS[legal & 0x1FFF]
            + _PATTERN_DIAMONDS[(legal >> 13) & 0x1FFF]
            + _PATTERN_SPADES[(legal >> 26) & 0x1FFF]
            + _PATTERN_HEARTS[legal >> 39]
        )

    def legal_set(self) -> CardSet:
        """The legal actions as a :class:`CardSet`."""
        return CardSet(self.legal_mask())

    def is_legal(self, card: Card) -> bool:
        return bool(self.legal_mask() & card.bit)

    def why_illegal(self, card: Card) -> Violation | None:
        """The clause that forbids ``card`` now, or ``None`` if it is legal.

        >>> from hearts.variant import Variant
        >>> s = State.from_deal(Variant(pass_count=0),
        ...     "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432")
        >>> str(s.why_illegal(Card.parse("3C")))
        'FIRST-LEAD: the first trick is led with the 2♣'
        """
        f = self._f
        legal = _legal_mask(f, None)
        # The rules, recomputed here, must agree with the mask the last action prepared.
        assert legal == self.legal_mask(), "the fast path and the rules disagree"
        if legal & card.bit:
            return None
        phase = f[_PHASE]
        if phase is Phase.OVER:
            return Violation("GAME-END", "the game is over")
        if phase is Phase.DEAL:
            return Violation("HAND-END", "the hand is over; deal the next hand first")
        seat = _SEATS[f[_TO_ACT]]
        if not f[_HANDS + seat] & card.bit:
            return Violation("DEAL", f"{card} is not in {seat}'s hand")
        if phase is Phase.STUCK:
            return Violation(
                "WEB-FIRST-TRICK-STRICT", f"{seat} has no legal card and the variant gives no fallback"
            )
        reasons: list[tuple[int, Violation]] = []
        _legal_mask(f, reasons)
        for removed, violation in reasons:
            if removed & card.bit:
                return violation
        raise AssertionError(f"no rule removed {card}")  # pragma: no cover

    # ----------------------------------------------------------------- actions

    def apply(self, card: Card) -> State:
        """The state after the seat to act chooses ``card`` (a pass or a play).

        Raises :class:`IllegalAction` naming the clause when the rules forbid it.
        """
        # The hot path: field indices are written as numbers here (see the legend
        # above the class: 12 phase, 13 to act, 15 trick, 17 broken, 21 legal,
        # 22 suit led, 23 cards on the table). Each action also prepares the legal
        # mask of the state it makes, so that asking for it costs nothing.
        f = self._f
        legal: int = f[21]
        if legal < 0:
            legal = f[21] = _legal_mask(f, None)
        bit = card.bit
        if not legal & bit:
            raise self._illegal(card)
        n = f[:]
        seat: int = f[13]
        if f[12] is not _PLAY_PHASE:
            # PASS-COUNT: one more card chosen (the fields 8..11 are the chosen cards).
            chosen: int = f[8 + seat] | bit
            n[8 + seat] = chosen
            if chosen.bit_count() < f[20].pass_count:
                n[21] = f[seat] & ~chosen  # the same seat picks again
            elif seat < 3:
                n[13] = seat + 1
                n[21] = f[seat + 1]  # the next seat has chosen nothing yet
            else:
                _exchange(n)
        else:
            # PLAY: the card leaves the hand and goes on the table.
            n[seat] = f[seat] ^ bit
            # HEARTS-BREAK: the one place for what breaks hearts.
            if bit & _POINT_CARDS and not f[17]:
                _maybe_break(n, f, seat, card)
            trick: tuple[Card, ...] = f[15]
            if trick:
                if len(trick) < 3:
                    n[15] = (*trick, card)
                    n[23] = f[23] | bit
                    seat = n[13] = (seat + 1) & 3
                    # FOLLOW, prepared here for the next seat; any other case goes
                    # through the rules (_legal_mask).
                    legal = n[seat] & f[22]
                    n[21] = legal if legal else _next_legal(n)
                else:
                    _finish_trick(n, (*trick, card), f[23] | bit)
            else:
                led = _SUIT_OF_BIT[bit]
                n[15] = (card,)
                n[22] = led
                n[23] = bit
                seat = n[13] = (seat + 1) & 3
                legal = n[seat] & led
                n[21] = legal if legal else _next_legal(n)
        new = _new_state(State)
        new._f = n
        new._parent = self
        new._action = card
        return new

    def apply_all(self, cards: Iterable[Card | str]) -> State:
        """Apply several actions in turn (cards or card notation)."""
        state = self
        for item in cards:
            state = state.apply(Card.parse(item) if isinstance(item, str) else item)
        return state

    def _illegal(self, card: Card) -> IllegalAction:
        violation = self.why_illegal(card)
        assert violation is not None
        f = self._f
        seat = _SEATS[f[_TO_ACT]] if f[_PHASE] in _ACTING else None
        return IllegalAction(violation, seat, card)

    # ----------------------------------------------------------------- history

    @property
    def last_action(self) -> Card | Deal | None:
        """The action (card or deal) that led to this state."""
        return self._action

    def history(self) -> Iterator[State]:
        """This state and its predecessors, newest first."""
        state: State | None = self
        while state is not None:
            yield state
            state = state._parent

    def record(self) -> Record:
        """The variant, deals and actions that rebuild this position (see :func:`replay`)."""
        deals: list[Deal] = []
        actions: list[Card] = []
        root: State = self
        for state in self.history():
            action = state._action
            if isinstance(action, Card):
                actions.append(action)
            elif isinstance(action, Deal):
                deals.append(action)
            root = state
        deals.reverse()
        actions.reverse()
        g: _Game = root._f[_GAME]
        return Record(g.variant, tuple(deals), tuple(actions), g.hand_number, g.scores)

    def _key(self) -> tuple[object, ...]:
        f = self._f
        g: _Game = f[_GAME]
        to_act = f[_TO_ACT] if f[_PHASE] is not Phase.DEAL else -1
        return (
            g.variant,
            g.hand_number,
            f[_DEAL],
            g.scores,
            g.results,
            to_act,
            *f[:_TO_ACT],
            f[_LEADER],
            f[_TRICK],
            tuple((d[_D_CARDS], d[_D_LEADER]) for d in f[_TRICKS]),
            *f[_BROKEN:_GAME],
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        seat = self.to_act
        who = f", to_act={seat}" if seat is not None else ""
        return (
            f"<State {self.variant.name} hand {self.hand_number} {self.phase}"
            f" trick {self.trick_number}{who} scores={list(self.scores)}>"
        )


_new_state = object.__new__
_ACTING = frozenset((Phase.PASS, Phase.PLAY, Phase.STUCK))
# Enum members are slow to look up on their class; the hot paths use these.
_PASS_PHASE = Phase.PASS
_PLAY_PHASE = Phase.PLAY
_DEAL_PHASE = Phase.DEAL
_HOLD = PassDirection.HOLD

_START: list[Any] = [0] * _FIELDS
"""The fields of a state before a deal (the game and the deal are set by the caller)."""
_START[_PHASE] = Phase.DEAL
_START[_TO_ACT] = -1
_START[_LEADER] = -1
_START[_TRICK] = ()
_START[_TRICKS] = ()
_START[_BROKEN] = False
_START[_BROKEN_BY] = None
_START[_OUTCOME] = None
_START[_GAME] = None
_START[_LEGAL] = 0
_START[_LED] = 0
_START[_TABLE] = 0
_START[_DEAL] = None

_PATTERN_CLUBS, _PATTERN_DIAMONDS, _PATTERN_SPADES, _PATTERN_HEARTS = CARDS_IN_PATTERN
_ALL_CARDS = ALL_CARDS
_ONE_SUIT = {
    pattern << (13 * suit): CARDS_IN_PATTERN[suit][pattern]
    for suit in range(4)
    for pattern in range(1, 1 << 13)
}
"""The cards of every non-empty mask that holds a single suit (lowest first)."""
_SUIT_OF_BIT = {1 << i: _SUIT_MASKS[i // 13] for i in range(52)}
"""For each card's bit, the mask of its suit."""


def _start_play(n: list[Any]) -> None:
    """Passing is over: the holder of 2♣ leads (FIRST-LEAD)."""
    leader = 0
    for seat in range(4):
        if n[seat] & _2C:
            leader = seat
    n[_PHASE] = Phase.PLAY
    n[_LEADER] = leader
    n[_TO_ACT] = leader
    _next_legal(n)


def _next_legal(n: list[Any]) -> int:
    """Prepare the legal mask of a new position from the rules; a player of the
    first trick left with no legal card is stuck (the variant allows no fallback)."""
    legal = n[_LEGAL] = _legal_mask(n, None)
    if not legal and n[_PHASE] is _PLAY_PHASE:
        n[_PHASE] = Phase.STUCK
    return legal


def _exchange(n: list[Any]) -> None:
    """All four have chosen: the cards change hands at once (question 9)."""
    offset = n[_GAME].offset
    passes = n[_PASSES : _PASSES + 4]
    for giver in range(4):
        n[giver] &= ~passes[giver]
    for giver in range(4):
        n[(giver + offset) & 3] |= passes[giver]
    _start_play(n)


def _maybe_break(n: list[Any], f: list[Any], seat: int, card: Card) -> None:
    """HEARTS-BREAK: a discarded heart breaks hearts; a forced heart lead and the Q♠ per variant."""
    variant: Variant = f[_GAME].variant
    if card.bit == _QS:
        breaks = variant.queen_breaks_hearts
    elif f[_TRICK]:
        breaks = f[_LED] != _HEARTS  # a heart discarded on another suit
    else:
        breaks = variant.forced_heart_lead_breaks  # led from a hand of only hearts
    if breaks:
        n[_BROKEN] = True
        n[_BROKEN_BY] = (len(f[_TRICKS]) + 1, _SEATS[seat], card)


def _finish_trick(n: list[Any], cards: tuple[Card, ...], table: int) -> None:
    """TRICK-WIN: the highest card of the suit led wins the trick and leads the next."""
    top = _ALL_CARDS[(table & n[_LED]).bit_length() - 1]
    leader: int = n[_LEADER]
    winner = (leader + cards.index(top)) & 3
    n[_TAKEN + winner] |= table
    tricks = n[_TRICKS]
    n[_TRICKS] = (*tricks, [cards, leader, winner, None])
    n[_TRICK] = ()
    n[_LED] = 0
    n[_TABLE] = 0
    n[_LEADER] = winner
    n[_TO_ACT] = winner
    if len(tricks) == 12:
        _end_hand(n)
    else:
        n[_LEGAL] = _legal_mask(n, None)  # a lead: never empty (the hand is not)


def _trick_of(number: int, done: list[Any]) -> Trick:
    """The :class:`Trick` of a completed-trick entry, made once and kept in the entry."""
    trick = done[_D_TRICK] = Trick(number, _SEATS[done[_D_LEADER]], done[_D_CARDS], _SEATS[done[_D_WINNER]])
    return trick


def _end_hand(n: list[Any]) -> None:
    """HAND-END: score the hand, then end the game or wait for the next deal."""
    g: _Game = n[_GAME]
    taken = (n[_TAKEN], n[_TAKEN + 1], n[_TAKEN + 2], n[_TAKEN + 3])
    result = score_hand(g.variant, g.hand_number, g.direction, taken, g.scores)
    results = (*g.results, result)
    n[_GAME] = _Game(g.variant, g.hand_number + 1, result.scores, results, g.seed)
    n[_DEAL] = None
    n[_TO_ACT] = -1
    n[_LEGAL] = 0
    outcome = game_outcome(g.variant, result.scores, len(results))
    if outcome is not None:
        n[_PHASE] = Phase.OVER
        n[_OUTCOME] = outcome
    else:
        n[_PHASE] = Phase.DEAL


# --------------------------------------------------------------------- the rules


def _legal_mask(f: list[Any], reasons: list[tuple[int, Violation]] | None) -> int:
    """The legal actions of a state's fields as a mask: the one place for the rules of play.

    With ``reasons``, also record for each step the cards it removed and the clause.
    """
    phase = f[12]  # _PHASE (numbers on the hot path, see the legend)
    if phase is not _PLAY_PHASE:
        if phase is not _PASS_PHASE:
            return 0
        seat: int = f[_TO_ACT]
        chosen: int = f[_PASSES + seat]
        if reasons is not None:
            reasons.append(
                (chosen, Violation("PASS-COUNT", f"{_SEATS[seat]} has already chosen to pass that card"))
            )
        return f[seat] & ~chosen  # type: ignore[no-any-return]
    hand: int = f[f[13]]  # the hand of the seat to act
    trick: tuple[Card, ...] = f[15]  # _TRICK
    if trick:
        # FOLLOW: follow the suit led when able (the most common case, checked first).
        led = trick[0].suit
        follow = hand & _SUIT_MASKS[led]
        if follow:
            if reasons is not None:
                reasons.append(
                    (
                        hand & ~follow,
                        Violation(
                            "FOLLOW", f"must follow {led.symbol}; {CardSet(follow).lowest()} is in hand"
                        ),
                    )
                )
            return follow
    variant: Variant = f[_GAME].variant
    first_trick = not f[_TRICKS]
    if not trick:
        if first_trick:
            # FIRST-LEAD (and WEB-LEAD-2C): the holder of 2♣ leads.
            if variant.first_lead is FirstLead.TWO_OF_CLUBS:
                allowed = hand & _2C
                if reasons is not None:
                    reasons.append(
                        (hand & ~_2C, Violation("FIRST-LEAD", "the first trick is led with the 2♣"))
                    )
            else:
                allowed = hand & _CLUBS
                if reasons is not None:
                    reasons.append(
                        (hand & ~_CLUBS, Violation("FIRST-LEAD", "the first trick is led with a club"))
                    )
            return allowed
        if f[_BROKEN]:
            return hand
        # HEARTS-LEAD: no heart lead before hearts are broken, unless nothing else is possible.
        others = hand & ~_HEARTS
        if not others:
            return hand
        if others == _QS and variant.hearts_lead_exception is HeartsLeadException.ONLY_HEARTS_AND_QUEEN:
            return hand
        if reasons is not None:
            reasons.append(
                (hand & _HEARTS, Violation("HEARTS-LEAD", "hearts may not be led before they are broken"))
            )
        return others
    # DISCARD: void in the suit led, any card, subject to the first trick.
    if not first_trick or variant.first_trick_points is FirstTrickPoints.ALLOWED:
        return hand
    strict = variant.first_trick_points is FirstTrickPoints.NEVER
    clause = "WEB-FIRST-TRICK-STRICT" if strict else "FIRST-TRICK-POINTS"
    safe = hand & ~_POINT_CARDS
    if safe:
        if reasons is not None:
            reasons.append(
                (
                    hand & _POINT_CARDS,
                    Violation(
                        clause, "no heart and not the Q♠ on the first trick while another card can be played"
                    ),
                )
            )
        return safe
    forced = variant.first_trick_forced
    if forced is FirstTrickForced.ANY_POINT_CARD:
        return hand
    if forced is FirstTrickForced.HEARTS_ONLY and hand & _HEARTS:
        if reasons is not None:
            reasons.append(
                (
                    hand & ~_HEARTS,
                    Violation(
                        clause, "a player forced to play points on the first trick plays a heart, not the Q♠"
                    ),
                )
            )
        return hand & _HEARTS
    if forced is FirstTrickForced.HEARTS_ONLY:
        return hand
    if reasons is not None:
        reasons.append(
            (hand, Violation(clause, "no heart and not the Q♠ on the first trick, even when void"))
        )
    return 0


def _points(variant: Variant, taken: int) -> int:
    pts = (taken & _HEARTS).bit_count() * variant.heart_points
    if taken & _QS:
        pts += variant.queen_points
    if taken & _JD:
        pts += variant.jack_of_diamonds_points
    return pts


def score_hand(
    variant: Variant,
    hand_number: int,
    direction: PassDirection,
    taken: tuple[int, int, int, int],
    before: tuple[int, int, int, int],
) -> HandResult:
    """Score a finished hand: POINTS, MOON (and WEB-MOON), then ACCUMULATE."""
    points = _four(_points(variant, t) for t in taken)
    shooter = next((s for s in _SEATS if taken[s] & _POINT_CARDS == _POINT_CARDS), None)
    scoring = variant.moon_scoring
    option: MoonScoring | None = None
    if shooter is None or scoring is MoonScoring.NONE:
        deltas = points
        end = HandEnd.POINTS_SPLIT
    else:
        # The moon replaces the hearts and Q♠ points; the J♦ still counts for whoever took it.
        bonus = tuple(variant.jack_of_diamonds_points if t & _JD else 0 for t in taken)
        add = _four(bonus[s] + (0 if s == shooter else variant.moon_points) for s in _SEATS)
        sub = _four(bonus[s] - (variant.moon_points if s == shooter else 0) for s in _SEATS)
        if scoring is MoonScoring.ADD_TO_OTHERS or scoring is MoonScoring.SUBTRACT_FROM_SHOOTER:
            option = scoring
        else:
            option = _shooter_choice(variant, shooter, before, add)
        deltas = add if option is MoonScoring.ADD_TO_OTHERS else sub
        end = HandEnd.MOON_SHOT
    scores = _four(b + d for b, d in zip(before, deltas, strict=True))
    return HandResult(hand_number, direction, end, points, deltas, scores, shooter, option)


def _four(values: Iterable[int]) -> tuple[int, int, int, int]:
    a, b, c, d = values
    return (a, b, c, d)


def _shooter_choice(
    variant: Variant, shooter: Seat, before: tuple[int, ...], add: tuple[int, ...]
) -> MoonScoring:
    """Interpretation of question 8: the shooter adds to the others unless that would end
    the game with the shooter not the sole lowest, in which case they subtract."""
    after = [b + d for b, d in zip(before, add, strict=True)]
    if max(after) >= variant.target_score:
        low = min(after)
        if after[shooter] != low or after.count(low) > 1:
            return MoonScoring.SUBTRACT_FROM_SHOOTER
    return MoonScoring.ADD_TO_OTHERS


def game_outcome(variant: Variant, scores: tuple[int, int, int, int], hands: int) -> GameOutcome | None:
    """GAME-END and TIE: the outcome after a hand, or ``None`` if play goes on."""
    if max(scores) < variant.target_score:
        return None
    low = min(scores)
    winners = tuple(s for s in _SEATS if scores[s] == low)
    if len(winners) == 1:
        return GameOutcome(GameEnd.SOLE_WINNER, winners, scores, hands)
    if variant.tie_rule is TieRule.SHARED_WIN:
        return GameOutcome(GameEnd.SHARED_WIN, winners, scores, hands)
    return None  # TIE / WEB-TIE: another hand


def hand_points(variant: Variant, cards: CardSet) -> int:
    """Points the variant gives for taking ``cards`` (POINTS; J♦ if the variant values it)."""
    return _points(variant, cards.mask)
