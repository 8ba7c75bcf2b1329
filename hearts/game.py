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
from typing import Any, Final

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

_HEARTS: Final = suit_mask(Suit.HEARTS)
_CLUBS: Final = suit_mask(Suit.CLUBS)
_QS: Final = QUEEN_OF_SPADES.bit
_JD: Final = JACK_OF_DIAMONDS.bit
_2C: Final = TWO_OF_CLUBS.bit
_POINT_CARDS: Final = _HEARTS | _QS
_SUIT_MASKS: Final = tuple(suit_mask(s) for s in Suit)
_ALL_MASK: Final = (1 << 52) - 1
_SEATS: Final = tuple(Seat)


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
        self.seed = seed
        self.pass_count = variant.pass_count


# A state's integer fields live in one flat list of ints, copied (a single C-level
# copy) and changed in a few places by each action. The cards on the table are an
# attribute of their own, and the fields that change at most once a trick share a
# second list (``_o``) that is copied only when one of them changes. The legal mask
# (``_legal``), computed by the action that made the state, and the mask of the
# cards on the table (``_table``) are attributes too. Compiled with
# mypyc (see docs/engine.md), the integer fields are native ints. The indices of
# ``_f`` (the hot path writes them as numbers):
_HANDS: Final = 0  # 0..3: the four hands, 52-bit masks
_PHASE: Final = 4  # a phase code (_P_* below)
_TO_ACT: Final = 5  # seat index, -1 when nobody acts
_LEADER: Final = 6
_BROKEN: Final = 7  # 1 once hearts are broken
_LED: Final = 8  # mask of the suit led to the current trick, 0 when the table is empty
_FIELDS: Final = 9

# Phase codes (the ``_PHASE`` field) and the phases they stand for.
_P_DEAL: Final = 0
_P_PASS: Final = 1
_P_PLAY: Final = 2
_P_OVER: Final = 3
_P_STUCK: Final = 4
_PHASES: Final = (Phase.DEAL, Phase.PASS, Phase.PLAY, Phase.OVER, Phase.STUCK)

# The indices of ``_o``:
_O_TRICKS: Final = 0  # completed tricks of this hand, as entries (see below)
_O_BROKEN_BY: Final = 1  # (trick number, seat, card) or None
_O_OUTCOME: Final = 2  # the GameOutcome once the game is over
_O_GAME: Final = 3  # the _Game of this hand
_O_DEAL: Final = 4  # the Deal of this hand, None until dealt
_O_TAKEN: Final = 5  # 5..8: the cards each seat has won this hand
_O_PASSES: Final = 9  # 9..12: the cards each seat chose to pass this hand

# A completed trick is kept as a list ``[cards, leader, winner, trick]`` shared by
# every later state of the hand; ``trick`` is the :class:`Trick` value, made the
# first time someone asks for it (so each completed trick is one object).
_D_CARDS: Final = 0
_D_LEADER: Final = 1
_D_WINNER: Final = 2
_D_TRICK: Final = 3


class State:
    """A position in a game of Hearts. Immutable: :meth:`apply` returns a new state.

    (Its fields are private and never changed after construction, apart from a cache
    of the legal actions.)

    Build one with :meth:`new_game` (seeded deals), :meth:`start` plus :meth:`deal`,
    or :meth:`from_deal`; ``State()`` on its own makes an empty shell the engine fills in.
    """

    __slots__ = ("_action", "_f", "_legal", "_o", "_parent", "_table", "_trick")

    _f: list[int]
    _legal: int
    _table: int
    _o: list[Any]
    _trick: tuple[Card, ...]
    _parent: State | None
    _action: Card | Deal | None

    # ------------------------------------------------------------------ building

    @staticmethod
    def _make(
        f: list[int],
        trick: tuple[Card, ...],
        o: list[Any],
        parent: State | None,
        action: Card | Deal | None,
        legal: int,
    ) -> State:
        s = State()
        s._f = f
        s._legal = legal
        s._table = 0
        s._trick = trick
        s._o = o
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
        o: list[Any] = [(), None, None, _Game(variant, hand_number, scores, (), seed), None, *_NOTHING_TAKEN]
        return State._make(_START[:], (), o, None, None, 0)

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
        if f[_PHASE] != _P_DEAL:
            raise IllegalAction(
                Violation("DEAL", f"cannot deal now: the phase is {_PHASES[f[_PHASE]]}"), None, None
            )
        g: _Game = self._o[_O_GAME]
        if deal is None:
            if g.seed is None:
                raise ValueError("this game has no seed: pass the deal explicitly")
            deal = Deal.random(g.seed, g.hand_number)
        n = _START[:]
        n[_LEADER] = f[_LEADER]
        masks = deal.masks
        n[0] = masks[0]
        n[1] = masks[1]
        n[2] = masks[2]
        n[3] = masks[3]
        o: list[Any] = [(), None, None, g, deal, *_NOTHING_TAKEN]
        if g.direction is _HOLD:
            legal = _start_play(n, o)
        else:
            n[_PHASE] = _P_PASS
            n[_TO_ACT] = 0
            legal = n[0]
        return State._make(n, (), o, self, deal, legal)

    # ----------------------------------------------------------------- queries

    @property
    def variant(self) -> Variant:
        g: _Game = self._o[_O_GAME]
        return g.variant

    @property
    def phase(self) -> Phase:
        return _PHASES[self._f[_PHASE]]

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand (or of the next, in phase ``DEAL``)."""
        g: _Game = self._o[_O_GAME]
        return g.hand_number

    @property
    def pass_direction(self) -> PassDirection:
        """This hand's pass direction (PASS-CYCLE)."""
        g: _Game = self._o[_O_GAME]
        return g.direction

    @property
    def current_deal(self) -> Deal | None:
        """The cards as dealt for this hand, before passing."""
        return self._o[_O_DEAL]  # type: ignore[no-any-return]

    @property
    def to_act(self) -> Seat | None:
        """The seat to choose a card now, or ``None`` (phases DEAL and OVER)."""
        f = self._f
        return _SEATS[f[_TO_ACT]] if _acting(f[_PHASE]) else None

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (after the exchange, once passing is done)."""
        return CardSet(self._f[_HANDS + seat])

    def passing(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has chosen to pass this hand (so far)."""
        return CardSet(self._o[_O_PASSES + seat])

    def received(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` received this hand, once the exchange has happened."""
        f = self._f
        g: _Game = self._o[_O_GAME]
        phase = f[_PHASE]
        if g.direction is PassDirection.HOLD or phase <= _P_PASS:  # DEAL or PASS
            return None
        giver = (seat - g.direction.offset) % 4
        return CardSet(self._o[_O_PASSES + giver])

    def taken(self, seat: Seat) -> CardSet:
        """The cards in the tricks ``seat`` has won this hand."""
        return CardSet(self._o[_O_TAKEN + seat])

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (14 once the hand is over)."""
        return len(self._o[_O_TRICKS]) + 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played (possibly empty), with its leader."""
        leader = self._f[_LEADER]
        return Trick(len(self._o[_O_TRICKS]) + 1, _SEATS[leader] if leader >= 0 else Seat.NORTH, self._trick)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order (each trick is the same object in
        every later state of the hand)."""
        done: tuple[list[Any], ...] = self._o[_O_TRICKS]
        return tuple(d[_D_TRICK] or _trick_of(number, d) for number, d in enumerate(done, 1))

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts are broken in this hand (HEARTS-BREAK)."""
        return self._f[_BROKEN] != 0

    @property
    def hearts_broken_by(self) -> tuple[int, Seat, Card] | None:
        """``(trick number, seat, card)`` of the play that broke hearts, if any."""
        return self._o[_O_BROKEN_BY]  # type: ignore[no-any-return]

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Game totals before the current hand (ACCUMULATE)."""
        g: _Game = self._o[_O_GAME]
        return g.scores

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """Results of the finished hands."""
        g: _Game = self._o[_O_GAME]
        return g.results

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, once it has (phase ``OVER``)."""
        return self._o[_O_OUTCOME]  # type: ignore[no-any-return]

    @property
    def is_over(self) -> bool:
        return self._f[_PHASE] == _P_OVER

    def points_taken(self, seat: Seat) -> int:
        """Points in the tricks ``seat`` won so far this hand (before any moon)."""
        return _points(self.variant, self._o[_O_TAKEN + seat])

    # ----------------------------------------------------------------- legality

    def legal_mask(self) -> int:
        """The legal actions as a 52-bit mask (the fast path)."""
        legal = self._legal
        if legal < 0:
            legal = self._legal = _legal_mask(self._f, self._trick, self._o, None)
        return legal

    def legal_actions(self) -> tuple[Card, ...]:
        """The cards the seat to act may choose now, lowest first; empty when nobody acts."""
        legal = self._legal
        if legal < 0:
            legal = self._legal = _legal_mask(self._f, self._trick, self._o, None)
        # Cards of a single suit (following suit, the most common case) come
        # straight from a table; otherwise the four suits' tables are joined.
        if not legal & _NOT_CLUBS:
            return _PATTERN_CLUBS[legal]
        if not legal & _NOT_DIAMONDS:
            return _PATTERN_DIAMONDS[legal >> 13]
        if not legal & _NOT_SPADES:
            return _PATTERN_SPADES[legal >> 26]
        if not legal & _NOT_HEARTS:
            return _PATTERN_HEARTS[legal >> 39]
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
        legal = _legal_mask(f, self._trick, self._o, None)
        # The rules, recomputed here, must agree with the mask the last action prepared.
        assert legal == self.legal_mask(), "the fast path and the rules disagree"
        if legal & card.bit:
            return None
        phase = f[_PHASE]
        if phase == _P_OVER:
            return Violation("GAME-END", "the game is over")
        if phase == _P_DEAL:
            return Violation("HAND-END", "the hand is over; deal the next hand first")
        seat = _SEATS[f[_TO_ACT]]
        if not f[_HANDS + seat] & card.bit:
            return Violation("DEAL", f"{card} is not in {seat}'s hand")
        if phase == _P_STUCK:
            return Violation(
                "WEB-FIRST-TRICK-STRICT", f"{seat} has no legal card and the variant gives no fallback"
            )
        reasons: list[tuple[int, Violation]] = []
        _legal_mask(f, self._trick, self._o, reasons)
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
        # above the class: 4 phase, 5 to act, 7 broken, 8 suit led). Each action
        # also prepares the legal mask of the state it makes, so that asking for it
        # costs nothing.
        f = self._f
        o = self._o
        trick = self._trick
        legal = self._legal
        if legal < 0:
            legal = self._legal = _legal_mask(f, trick, o, None)
        bit: int = card.bit
        if not legal & bit:
            raise self._illegal(card)
        n = f[:]
        seat = f[5]
        if f[4] != 2:  # not _P_PLAY
            # PASS-COUNT: one more card chosen (``_o`` 9..12 are the chosen cards).
            chosen: int = o[9 + seat] | bit
            o = o[:]
            o[9 + seat] = chosen
            table = 0
            g: _Game = o[3]
            if chosen.bit_count() < g.pass_count:
                legal = f[seat] & ~chosen  # the same seat picks again
            elif seat < 3:
                n[5] = seat + 1
                legal = f[seat + 1]  # the next seat has chosen nothing yet
            else:
                legal = _exchange(n, o)
        else:
            # PLAY: the card leaves the hand and goes on the table.
            n[seat] = f[seat] ^ bit
            # HEARTS-BREAK: the one place for what breaks hearts.
            if bit & _POINT_CARDS and not f[7]:
                o = _maybe_break(n, f, o, trick, seat, card)
            if trick and len(trick) < 3:
                # (The tuple is built element by element: faster than ``(*trick, card)``
                # once compiled, and no slower in plain Python.)
                if len(trick) == 1:
                    trick = (trick[0], card)
                else:
                    trick = (trick[0], trick[1], card)
                table = self._table | bit
                seat = (seat + 1) & 3
                n[5] = seat
                # FOLLOW, prepared here for the next seat; any other case goes
                # through the rules (_legal_mask).
                legal = n[seat] & f[8]
                if not legal:
                    legal = _next_legal(n, trick, o)
            elif trick:
                o, legal = _finish_trick(n, o, (trick[0], trick[1], trick[2], card), self._table | bit)
                trick = ()
                table = 0
            else:
                led = _SUIT_OF_BIT[bit]
                trick = (card,)
                n[8] = led
                table = bit
                seat = (seat + 1) & 3
                n[5] = seat
                legal = n[seat] & led
                if not legal:
                    legal = _next_legal(n, trick, o)
        new = State()
        new._f = n
        new._legal = legal
        new._table = table
        new._trick = trick
        new._o = o
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
        seat = _SEATS[f[_TO_ACT]] if _acting(f[_PHASE]) else None
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
        g: _Game = root._o[_O_GAME]
        return Record(g.variant, tuple(deals), tuple(actions), g.hand_number, g.scores)

    def _key(self) -> tuple[object, ...]:
        f = self._f
        o = self._o
        g: _Game = o[_O_GAME]
        to_act = f[_TO_ACT] if f[_PHASE] != _P_DEAL else -1
        done: tuple[list[Any], ...] = o[_O_TRICKS]
        return (
            g.variant,
            g.hand_number,
            o[_O_DEAL],
            g.scores,
            g.results,
            to_act,
            tuple(f[:_TO_ACT]),
            tuple(o[_O_TAKEN : _O_PASSES + 4]),
            f[_LEADER],
            self._trick,
            tuple((d[_D_CARDS], d[_D_LEADER]) for d in done),
            f[_BROKEN] != 0,
            o[_O_BROKEN_BY],
            o[_O_OUTCOME],
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


# Enum members are slow to look up on their class; the hot paths use these.
_HOLD: Final = PassDirection.HOLD

_START: Final[list[int]] = [0] * _FIELDS
"""The integer fields of a state before a deal (the hands are set by the caller)."""
_START[_PHASE] = _P_DEAL
_START[_TO_ACT] = -1
_START[_LEADER] = -1
_NOTHING_TAKEN: Final = (0,) * 8
"""The taken and passed cards (``_o`` 5..12) before the first trick and the first pass."""

_PATTERN_CLUBS: Final = CARDS_IN_PATTERN[0]
_PATTERN_DIAMONDS: Final = CARDS_IN_PATTERN[1]
_PATTERN_SPADES: Final = CARDS_IN_PATTERN[2]
_PATTERN_HEARTS: Final = CARDS_IN_PATTERN[3]
_ALL_CARDS: Final = ALL_CARDS
_NOT_CLUBS: Final = _ALL_MASK & ~_CLUBS
_NOT_DIAMONDS: Final = _ALL_MASK & ~_SUIT_MASKS[1]
_NOT_SPADES: Final = _ALL_MASK & ~_SUIT_MASKS[2]
_NOT_HEARTS: Final = _ALL_MASK & ~_HEARTS
_SUIT_OF_BIT: Final[dict[int, int]] = {1 << i: _SUIT_MASKS[i // 13] for i in range(52)}
"""For each card's bit, the mask of its suit."""


def _acting(phase: int) -> bool:
    """Whether someone is to act in a phase (PASS, PLAY or STUCK)."""
    return phase != _P_DEAL and phase != _P_OVER


def _start_play(n: list[int], o: list[Any]) -> int:
    """Passing is over: the holder of 2♣ leads (FIRST-LEAD)."""
    leader = 0
    for seat in range(4):
        if n[seat] & _2C:
            leader = seat
    n[_PHASE] = _P_PLAY
    n[_LEADER] = leader
    n[_TO_ACT] = leader
    return _next_legal(n, (), o)


def _next_legal(n: list[int], trick: tuple[Card, ...], o: list[Any]) -> int:
    """Prepare the legal mask of a new position from the rules; a player of the
    first trick left with no legal card is stuck (the variant allows no fallback)."""
    legal = _legal_mask(n, trick, o, None)
    if not legal and n[_PHASE] == _P_PLAY:
        n[_PHASE] = _P_STUCK
    return legal


def _exchange(n: list[int], o: list[Any]) -> int:
    """All four have chosen: the cards change hands at once (question 9)."""
    g: _Game = o[_O_GAME]
    offset = g.direction.offset
    passes: list[int] = o[_O_PASSES : _O_PASSES + 4]
    for giver in range(4):
        n[giver] &= ~passes[giver]
    for giver in range(4):
        n[(giver + offset) & 3] |= passes[giver]
    return _start_play(n, o)


def _maybe_break(
    n: list[int], f: list[int], o: list[Any], trick: tuple[Card, ...], seat: int, card: Card
) -> list[Any]:
    """HEARTS-BREAK: a discarded heart breaks hearts; a forced heart lead and the Q♠ per variant.

    Returns the ``_o`` fields of the new state (a copy when hearts break)."""
    g: _Game = o[_O_GAME]
    variant = g.variant
    if card.bit == _QS:
        breaks = variant.queen_breaks_hearts
    elif trick:
        breaks = f[_LED] != _HEARTS  # a heart discarded on another suit
    else:
        breaks = variant.forced_heart_lead_breaks  # led from a hand of only hearts
    if breaks:
        n[_BROKEN] = 1
        o = o[:]
        o[_O_BROKEN_BY] = (len(o[_O_TRICKS]) + 1, _SEATS[seat], card)
    return o


def _finish_trick(n: list[int], o: list[Any], cards: tuple[Card, ...], table: int) -> tuple[list[Any], int]:
    """TRICK-WIN: the highest card of the suit led wins the trick and leads the next.

    Returns the ``_o`` fields of the new state (a copy) and its legal mask."""
    top = _ALL_CARDS[(table & n[_LED]).bit_length() - 1]
    leader = n[_LEADER]
    if cards[0] is top:
        winner = leader
    elif cards[1] is top:
        winner = (leader + 1) & 3
    elif cards[2] is top:
        winner = (leader + 2) & 3
    else:
        winner = (leader + 3) & 3
    o = o[:]
    o[_O_TAKEN + winner] |= table
    tricks: tuple[list[Any], ...] = o[_O_TRICKS]
    entry: list[Any] = [cards, leader, winner, None]
    o[_O_TRICKS] = tricks + (entry,)  # noqa: RUF005 (compiled, unpacking goes through a list)
    n[_LED] = 0
    n[_LEADER] = winner
    n[_TO_ACT] = winner
    if len(tricks) == 12:
        _end_hand(n, o)
        return o, 0
    return o, _legal_mask(n, (), o, None)  # a lead: never empty (the hand is not)


def _trick_of(number: int, done: list[Any]) -> Trick:
    """The :class:`Trick` of a completed-trick entry, made once and kept in the entry."""
    trick = Trick(number, _SEATS[done[_D_LEADER]], done[_D_CARDS], _SEATS[done[_D_WINNER]])
    done[_D_TRICK] = trick
    return trick


def _end_hand(n: list[int], o: list[Any]) -> None:
    """HAND-END: score the hand, then end the game or wait for the next deal."""
    g: _Game = o[_O_GAME]
    taken = (o[_O_TAKEN], o[_O_TAKEN + 1], o[_O_TAKEN + 2], o[_O_TAKEN + 3])
    result = score_hand(g.variant, g.hand_number, g.direction, taken, g.scores)
    results = (*g.results, result)
    o[_O_GAME] = _Game(g.variant, g.hand_number + 1, result.scores, results, g.seed)
    o[_O_DEAL] = None
    n[_TO_ACT] = -1
    outcome = game_outcome(g.variant, result.scores, len(results))
    if outcome is not None:
        n[_PHASE] = _P_OVER
        o[_O_OUTCOME] = outcome
    else:
        n[_PHASE] = _P_DEAL


# --------------------------------------------------------------------- the rules


def _legal_mask(
    f: list[int], trick: tuple[Card, ...], o: list[Any], reasons: list[tuple[int, Violation]] | None
) -> int:
    """The legal actions of a state's fields as a mask: the one place for the rules of play.

    With ``reasons``, also record for each step the cards it removed and the clause.
    """
    phase = f[4]  # _PHASE (numbers on the hot path, see the legend)
    if phase != _P_PLAY:
        if phase != _P_PASS:
            return 0
        seat = f[_TO_ACT]
        chosen: int = o[_O_PASSES + seat]
        if reasons is not None:
            reasons.append(
                (chosen, Violation("PASS-COUNT", f"{_SEATS[seat]} has already chosen to pass that card"))
            )
        return f[seat] & ~chosen
    hand = f[f[5]]  # the hand of the seat to act
    if trick:
        # FOLLOW: follow the suit led when able (the most common case, checked first).
        follow = hand & f[8]  # _LED: the mask of the suit led
        if follow:
            if reasons is not None:
                reasons.append(
                    (
                        hand & ~follow,
                        Violation(
                            "FOLLOW",
                            f"must follow {trick[0].suit.symbol}; {CardSet(follow).lowest()} is in hand",
                        ),
                    )
                )
            return follow
    g: _Game = o[_O_GAME]
    variant = g.variant
    first_trick = not o[_O_TRICKS]
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
    # (Written out seat by seat: generators are slow once compiled.)
    points = (
        _points(variant, taken[0]),
        _points(variant, taken[1]),
        _points(variant, taken[2]),
        _points(variant, taken[3]),
    )
    shooter: Seat | None = None
    for seat in _SEATS:
        if taken[seat] & _POINT_CARDS == _POINT_CARDS:
            shooter = seat
            break
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
    scores = (before[0] + deltas[0], before[1] + deltas[1], before[2] + deltas[2], before[3] + deltas[3])
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
