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

The table has ``players`` seats (knob, 3 to 7): every per-seat step reads the size held on
the hand's :class:`GameAtHand` (its ``last`` seat, ``next_seat``, ``tricks``), so four seats
run the same code as before.

>>> from hearts.engine.variant import Variant
>>> s = State.new_game(Variant(), seed=1)
>>> s.phase, s.hand_number, len(s.legal_actions())
(<Phase.PASS: 'pass'>, 1, 13)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Final

from hearts.cards import (
    ALL_CARDS,
    BB_CLUBS,
    BB_DIAMONDS,
    BB_SPADES,
    BB_SUIT_OF,
    CARDS_IN_PATTERN,
    Card,
    CardSet,
    NotationError,
    Seat,
    whole_number,
)
from hearts.engine import rules
from hearts.engine.deal import Deal, check_seed
from hearts.engine.passdraw import hand_direction
from hearts.engine.refusals import seat_params
from hearts.engine.results import (
    SEATS,
    GameOutcome,
    HandResult,
    Trick,
    game_outcome,
    hand_result,
)
from hearts.engine.rules import (
    Rules,
    Violation,
    discard,
    first_lead,
    follow,
    hearts_lead,
    pass_choices,
    pass_complete,
    rules_for,
    winning_card,
)
from hearts.engine.variant import PassDirection, QueenPlay, Variant

__all__ = [
    "IllegalAction",
    "Phase",
    "Record",
    "State",
    "replay",
]


class Phase(enum.StrEnum):
    """The phases of a game (see :mod:`hearts.engine.state`)."""

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
"""One mask per seat (typed as a plain tuple: indexed by seat without copying
once compiled)."""
NONE_TAKEN: Final[Masks] = (0, 0, 0, 0)


class GameAtHand:
    """The game as it stands for one hand: what stays the same while the hand is passed, or
    while it is played (the totals and results so far, the deal, the cards each seat holds).
    Shared by every state of that stretch; a :class:`State` keeps it as ``_game``."""

    __slots__ = (
        "deal",
        "direction",
        "held",
        "kitty",
        "last",
        "next_seat",
        "number",
        "outcome",
        "pass_count",
        "passes",
        "results",
        "rules",
        "scores",
        "seed",
        "tricks",
    )

    def __init__(
        self,
        rules: Rules,
        number: int,
        scores: tuple[int, ...],
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
        self.last = rules.seats - 1
        """The last seat of the table (the one before seat 0)."""
        self.next_seat = rules.next_seat
        self.tricks = rules.hand_size
        """The tricks of a hand (HAND-END): the cards of a hand."""
        self.kitty = deal.kitty.mask if deal is not None else 0
        """The kitty of this deal (DEAL, ``leftover: kitty``): to the first trick's winner."""


class HandAtTrick:
    """The hand as it stands for one trick: what changes at most once a trick (the phase, the
    leader, the completed tricks, the cards each seat took, hearts broken). Shared by the
    states of one trick; a :class:`State` keeps it as ``_at_trick``.

    (Made only by :func:`new_hand_at_trick`: a plain function, faster than ``__init__`` in
    pure Python.)"""

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


def new_hand_at_trick(
    phase: int,
    leader: int,
    tricks: tuple[DoneTrick, ...],
    taken: Masks,
    broken: bool,
    broken_by: tuple[int, Seat, Card] | None,
) -> HandAtTrick:
    """The one place a :class:`HandAtTrick` is made."""
    at_trick = HandAtTrick()
    at_trick.phase = phase
    at_trick.leader = leader
    at_trick.tricks = tricks
    at_trick.first_trick = not tricks
    at_trick.taken = taken
    at_trick.broken = broken
    at_trick.broken_by = broken_by
    return at_trick


class DoneTrick:
    """A completed trick, as masks; its cards in the order played and its :class:`Trick` value
    are made the first time they are asked for (and then kept, so each trick is one object in
    every later state of the hand)."""

    __slots__ = ("held", "leader", "table", "trick", "winner")

    table: int
    """The cards of the trick (a mask)."""
    leader: int
    winner: int
    held: Masks
    """The hands the trick was played from (``GameAtHand.held``): who played which card."""
    trick: Trick | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return cards_on_table(self.held, self.table, self.leader)

    def as_trick(self, number: int) -> Trick:
        trick = self.trick
        if trick is None:
            cards = self.cards
            trick = Trick(number, SEATS[self.leader], cards, SEATS[self.winner], len(self.held))
            self.trick = trick
        return trick


def cards_on_table(held: Masks, table: int, leader: int) -> tuple[Card, ...]:
    """The cards of ``table`` (a mask) in the order played: each seat's own, from the leader on
    (every seat plays one card to a trick, from the hand it holds, ``held``)."""
    seats = len(held)
    cards: list[Card] = []
    for place in range(seats):
        mine = held[(leader + place) % seats] & table
        if not mine:
            break
        cards.append(ALL_CARDS[mine.bit_length() - 1])
    return tuple(cards)


def acting(phase: int) -> bool:
    """Whether someone is to act in a phase (PASS, PLAY or STUCK)."""
    return phase != P_DEAL and phase != P_OVER


def stuck_at_trick(at_trick: HandAtTrick) -> HandAtTrick:
    """The player to act has no legal card: the variant leaves the game stuck (question 4)."""
    return new_hand_at_trick(
        P_STUCK, at_trick.leader, at_trick.tricks, at_trick.taken, at_trick.broken, at_trick.broken_by
    )


def broken_at_trick(at_trick: HandAtTrick, seat: int, card: Card) -> HandAtTrick:
    """HEARTS-BREAK happened: ``seat`` broke hearts with ``card``."""
    by = (len(at_trick.tricks) + 1, SEATS[seat], card)
    return new_hand_at_trick(at_trick.phase, at_trick.leader, at_trick.tricks, at_trick.taken, True, by)


def end_hand(game: GameAtHand, taken: Masks) -> tuple[GameAtHand, int]:
    """HAND-END: the hand scored and the next hand's data; the phase that follows."""
    r = game.rules
    result = hand_result(r, game.number, game.direction, taken, game.scores)
    results = (*game.results, result)
    outcome = game_outcome(r, result.scores, len(results))
    number = game.number + 1
    direction = r.variant.pass_direction(number)
    following = GameAtHand(
        r, number, result.scores, results, game.seed, None, game.held, game.passes, outcome, direction
    )
    return following, (P_OVER if outcome is not None else P_DEAL)


_HOLD: Final = PassDirection.HOLD  # (enum members are slow to look up on their class)
_FREE: Final = QueenPlay.FREE
_SUIT_OF: Final = BB_SUIT_OF  # (module constants are fastest once compiled)


class IllegalAction(ValueError):
    """An action the rules refuse. ``str()`` is ``CLAUSE: reason``.

    >>> from hearts.engine.variant import Variant
    >>> State.new_game(Variant(), seed=1).apply(Card.parse("AC"))
    Traceback (most recent call last):
    ...
    hearts.engine.state.IllegalAction: DEAL: A♣ is not in North's hand
    """

    def __init__(self, violation: Violation, seat: Seat | None, card: Card | None) -> None:
        super().__init__(str(violation))
        self.violation = violation
        self.clause = violation.clause
        self.seat = seat
        self.card = card


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
    scores: tuple[int, ...] = (0, 0, 0, 0)
    """Totals before the first hand (zeros at any table size)."""


def replay(record: Record) -> State:
    """Rebuild the position a :class:`Record` describes.

    >>> from hearts.engine.variant import Variant
    >>> s = State.new_game(Variant(), seed=3)
    >>> for _ in range(20):
    ...     s = s.apply(s.legal_actions()[0])
    >>> replay(s.record()) == s
    True
    """
    if not isinstance(record, Record):
        raise TypeError(f"replay takes a Record (State.record gives one), not {type(record).__name__}")
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


class State:
    """A position in a game of Hearts. Immutable: :meth:`apply` returns a new state.

    (Its fields are private and never changed after construction.)

    Build one with :meth:`new_game` (seeded deals), :meth:`start` plus :meth:`deal`,
    or :meth:`from_deal`. Inside the engine every state, at every step, is made by one
    function, :func:`new_state` (``State()`` on its own is an empty shell).
    """

    __slots__ = ("_action", "_at_trick", "_game", "_led", "_legal", "_parent", "_played", "_table", "_to_act")

    _game: GameAtHand
    _at_trick: HandAtTrick
    _played: int
    """In play, the cards played this hand; while passing, the cards chosen so far."""
    _table: int
    """The cards on the table (a mask; the order they were played in follows from the leader
    and the hands, :func:`cards_on_table`)."""
    _led: int
    """The mask of the suit led to the trick on the table (0 when it is empty)."""
    _to_act: int
    """The seat to act (-1 when nobody acts)."""
    _legal: int
    """The legal actions (a mask), prepared by the action that made the state."""

    # ----------------------------------------------------------------- queries

    @property
    def variant(self) -> Variant:
        return self._game.rules.variant

    @property
    def phase(self) -> Phase:
        return PHASES[self._at_trick.phase]

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand (or of the next, in phase ``DEAL``)."""
        return self._game.number

    @property
    def pass_direction(self) -> PassDirection:
        """This hand's pass direction (PASS-CYCLE)."""
        return self._game.direction

    @property
    def current_deal(self) -> Deal | None:
        """The cards as dealt for this hand, before passing."""
        return self._game.deal

    @property
    def to_act(self) -> Seat | None:
        """The seat to choose a card now, or ``None`` (phases DEAL and OVER)."""
        return SEATS[self._to_act] if acting(self._at_trick.phase) else None

    def _held(self, seat: int) -> int:
        held = self._game.held[seat]
        return held if self._at_trick.phase == P_PASS else held & ~self._played

    def _seat(self, seat: object, what: str) -> int:
        """``seat`` if it is a seat of this table; TypeError or ValueError naming ``what``."""
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"State.{what} takes a Seat (Seat.parse reads text), not {type(seat).__name__}")
        if not 0 <= seat <= self._game.last:
            raise ValueError(f"State.{what}: seat {int(seat)} is not at a table of {self._game.last + 1}")
        return seat

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (after the exchange, once passing is done)."""
        return CardSet(self._held(self._seat(seat, "hand")))

    def _passing(self, seat: int) -> int:
        if self._at_trick.phase == P_PASS:
            return self._played & self._game.held[seat]
        return self._game.passes[seat]

    def passing(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has chosen to pass this hand (so far)."""
        return CardSet(self._passing(self._seat(seat, "passing")))

    def received(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` received this hand, once the exchange has happened."""
        self._seat(seat, "received")
        direction = self._game.direction
        if direction is PassDirection.HOLD or self._at_trick.phase <= P_PASS:  # DEAL or PASS
            return None
        seats = self._game.last + 1
        return CardSet(self._game.passes[(seat - direction.offset_at(seats)) % seats])

    def taken(self, seat: Seat) -> CardSet:
        """The cards in the tricks ``seat`` has won this hand."""
        return CardSet(self._at_trick.taken[self._seat(seat, "taken")])

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (14 once the hand is over)."""
        return len(self._at_trick.tricks) + 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played (possibly empty), with its leader."""
        leader = self._at_trick.leader
        game = self._game
        if leader < 0:
            return Trick(self.trick_number, Seat.NORTH, (), None, game.last + 1)
        cards = cards_on_table(game.held, self._table, leader)
        return Trick(self.trick_number, SEATS[leader], cards, None, game.last + 1)

    @property
    def seats(self) -> int:
        """How many players sit at the table (knob ``players``)."""
        return self._game.last + 1

    @property
    def removed(self) -> CardSet:
        """The cards out of play (knob ``removed``): public."""
        return CardSet(self._game.rules.removed)

    @property
    def kitty(self) -> CardSet:
        """This hand's kitty (DEAL, ``leftover: kitty``), face down until the first trick is won."""
        return CardSet(self._game.kitty)

    @property
    def kitty_taken(self) -> bool:
        """Whether the kitty has gone to the first trick's winner (then everyone has seen it)."""
        return bool(self._game.kitty) and bool(self._at_trick.tricks)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order (each trick is the same object in
        every later state of the hand)."""
        return tuple(done.as_trick(number) for number, done in enumerate(self._at_trick.tricks, 1))

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts are broken in this hand (HEARTS-BREAK)."""
        return self._at_trick.broken

    @property
    def hearts_broken_by(self) -> tuple[int, Seat, Card] | None:
        """``(trick number, seat, card)`` of the play that broke hearts, if any."""
        return self._at_trick.broken_by

    @property
    def scores(self) -> tuple[int, ...]:
        """Game totals before the current hand (ACCUMULATE)."""
        return self._game.scores

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """Results of the finished hands."""
        return self._game.results

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, once it has (phase ``OVER``)."""
        return self._game.outcome

    @property
    def is_over(self) -> bool:
        return self._at_trick.phase == P_OVER

    def points_taken(self, seat: Seat) -> int:
        """Points in the tricks ``seat`` won so far this hand (POINTS, before any moon)."""
        return rules.hand_points(
            self._at_trick.taken[self._seat(seat, "points_taken")], self._game.rules.scoring
        )

    # ----------------------------------------------------------------- legality

    def _rules_legal(self, why: rules.Why | None) -> int:
        """The legal actions, from the rules (with ``why``: and what each rule removed)."""
        phase = self._at_trick.phase
        seat = self._to_act
        if phase == P_PASS:
            held, chosen, unpassable = self._game.held[seat], self._passing(seat), self._game.rules.unpassable
            return rules.pass_choices(held, chosen, seat, why, self.seats, unpassable)
        if phase in (P_PLAY, P_STUCK):
            at_trick = self._at_trick
            hand = self._held(seat)
            return rules.legal_play(
                hand, self._led, self._game.rules, at_trick.broken, at_trick.first_trick, why, self._table
            )
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
        """Whether the seat to act may choose ``card`` now."""
        try:
            return bool(self._legal & card.bit)
        except AttributeError:
            raise TypeError(_not_a_card("State.is_legal", card)) from None

    def why_illegal(self, card: Card) -> Violation | None:
        """The clause that forbids ``card`` now, or ``None`` if it is legal.

        >>> from hearts.engine.state import State
        >>> from hearts.engine.variant import Variant
        >>> s = State.from_deal(Variant(pass_count=0),
        ...     "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432")
        >>> str(s.why_illegal(Card.parse("3C")))
        'FIRST-LEAD: the first trick is led with the 2♣'
        """
        if not isinstance(card, Card):
            raise TypeError(_not_a_card("State.why_illegal", card))
        if self._legal & card.bit:
            return None
        phase = self._at_trick.phase
        if phase == P_OVER:
            return Violation("GAME-END", "game-over")
        if phase == P_DEAL:
            return Violation("HAND-END", "hand-over")
        seat = SEATS[self._to_act]
        if not self._held(seat) & card.bit:
            where = seat_params(int(seat), self.seats)
            return Violation("DEAL", "not-in-hand", (("card", card.format()), *where))
        why: rules.Why = []
        self._rules_legal(why)
        for removed, violation in why:
            if removed & card.bit:
                return violation
        raise AssertionError(f"no rule removed {card}")  # pragma: no cover

    _parent: State | None
    _action: Card | Deal | None

    @classmethod
    def start(
        cls,
        variant: Variant,
        seed: int | str | None = None,
        hand_number: int = 1,
        scores: tuple[int, ...] = (0, 0, 0, 0),
    ) -> State:
        """A game before the deal of hand ``hand_number`` (phase ``DEAL``), with these totals
        (one per seat; zeros stand for zeros at any table size)."""
        r = rules_for(variant)  # (a TypeError for anything but a Variant)
        if seed is not None:
            check_seed(seed, "State.start")
        if whole_number(hand_number, "State.start's hand_number") < 1:
            raise ValueError(f"State.start: hand_number counts from 1, not {hand_number}")
        direction = variant.pass_direction(hand_number)
        none = r.none_taken
        if len(scores) != r.seats:
            if any(scores):
                raise ValueError(f"{len(scores)} totals for a table of {r.seats}")
            scores = none
        game = GameAtHand(r, hand_number, scores, (), seed, None, none, none, None, direction)
        at_trick = new_hand_at_trick(P_DEAL, -1, (), none, False, None)
        return new_state(game, at_trick, 0, 0, 0, -1, 0, None, None)

    @classmethod
    def new_game(cls, variant: Variant, seed: int | str) -> State:
        """A new game with its first hand dealt from ``seed`` (an int or a str: see
        :meth:`Deal.random`)."""
        check_seed(seed, "State.new_game")
        return cls.start(variant, seed).deal()

    @classmethod
    def from_deal(
        cls,
        variant: Variant,
        deal: Deal | str,
        hand_number: int = 1,
        scores: tuple[int, ...] = (0, 0, 0, 0),
    ) -> State:
        """A position at the start of hand ``hand_number`` with the given deal and totals."""
        if isinstance(deal, str):
            r = rules_for(variant)
            deal = Deal.parse(deal, r.seats, r.removed)
        return cls.start(variant, None, hand_number, scores).deal(deal)

    def deal(self, deal: Deal | None = None) -> State:
        """Deal the next hand. Without ``deal``, use the game's seed (:meth:`Deal.random`)."""
        if self._at_trick.phase != P_DEAL:
            raise IllegalAction(Violation("DEAL", "cannot-deal", (("phase", str(self.phase)),)), None, None)
        game = self._game
        if deal is not None and not isinstance(deal, Deal):
            raise TypeError(f"State.deal takes a Deal (Deal.parse, Deal.random), not {type(deal).__name__}")
        r = rules_for(game.rules.variant)  # (the variant's own rules: a hand may have changed them)
        if deal is None:
            if game.seed is None:
                raise ValueError("this game has no seed: pass the deal explicitly")
            if r.seats == 4 and not r.removed:
                deal = Deal.random(game.seed, game.number)
            else:
                deal = Deal.random(game.seed, game.number, r.seats, r.removed)
        elif deal.seats != r.seats or r.removed or deal.kitty:
            _check_deal(deal, r)
        held = deal.masks
        if r.first_card and deal.kitty.mask & r.first_card:
            r = _kitty_holds_first_card(r, held)
        direction = game.direction
        if r.variant.pass_random:
            direction = hand_direction(r.variant, game.number, deal)  # (PASS-RANDOM: the deal draws it)
        game = GameAtHand(
            r,
            game.number,
            game.scores,
            game.results,
            game.seed,
            deal,
            held,
            r.none_taken,
            None,
            direction,
        )
        if game.direction is _HOLD:
            return _start_play(game, self, deal)
        at_trick = new_hand_at_trick(P_PASS, self._at_trick.leader, (), r.none_taken, False, None)
        legal = pass_choices(held[0], 0, 0, unpassable=r.unpassable)
        return new_state(game, at_trick, 0, 0, 0, 0, legal, self, deal)

    # ----------------------------------------------------------------- actions

    def apply(self, card: Card) -> State:
        """The state after the seat to act chooses ``card`` (a pass or a play).

        Raises :class:`IllegalAction` naming the clause when the rules forbid it.
        """
        try:  # (no test on the hot path: a try costs nothing until something is raised)
            bit: int = card.bit
        except AttributeError:
            raise TypeError(_not_a_card("State.apply", card)) from None
        if not self._legal & bit:
            raise self._illegal(card)
        game = self._game
        at_trick = self._at_trick
        seat = self._to_act
        played = self._played | bit
        if at_trick.phase != P_PLAY:
            # PASS-COUNT: one more card chosen (``played`` holds every seat's chosen cards);
            # the cards change hands when all four have chosen (question 9).
            held = game.held[seat]
            chosen = played & held
            if pass_complete(chosen, game.pass_count):
                if seat == game.last:
                    return _exchange(self, game, played, card)
                seat += 1
                held = game.held[seat]
                chosen = 0
            legal = pass_choices(held, chosen, seat, unpassable=game.rules.unpassable)
            return new_state(game, at_trick, played, 0, 0, seat, legal, self, card)
        # PLAY: the card goes on the table. The legal actions of the next state are
        # prepared here, from the rules, so that asking for them costs nothing.
        r = game.rules
        table = self._table
        led = self._led
        if not at_trick.broken and bit & r.may_break and rules.breaks_hearts(bit, led, r):
            at_trick = broken_at_trick(at_trick, seat, card)
        seat = game.next_seat[seat]
        if seat == at_trick.leader:  # every seat has played: the trick is complete
            return _finish_trick(self, game, at_trick, played, table | bit, led, card)
        if not table:
            led = _SUIT_OF[card.index]
        table |= bit
        # The next seat follows suit (FOLLOW) or, void, discards (DISCARD): the steps of
        # rules.legal_play after a card is led, called one by one (one call less).
        held = game.held[seat] & ~played
        legal = follow(held, led)
        if not legal:
            legal = discard(held, r, at_trick.first_trick)
            if not legal:
                at_trick = stuck_at_trick(at_trick)
        if r.queen_play is not _FREE:  # QUEEN-AFTER-HEARTS, QUEEN-FIRST-CHANCE
            legal = rules.queen_play(legal, table, led, r, at_trick.broken)
        return new_state(game, at_trick, played, table, led, seat, legal, self, card)

    def apply_all(self, cards: Iterable[Card | str]) -> State:
        """Apply several actions in turn (cards or card notation)."""
        state = self
        for item in cards:
            state = state.apply(Card.parse(item) if isinstance(item, str) else item)
        return state

    def _illegal(self, card: Card) -> IllegalAction:
        violation = self.why_illegal(card)
        assert violation is not None
        seat = SEATS[self._to_act] if acting(self._at_trick.phase) else None
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
        game = root._game
        return Record(game.rules.variant, tuple(deals), tuple(actions), game.number, game.scores)

    def _key(self) -> tuple[object, ...]:
        game = self._game
        at_trick = self._at_trick
        phase = at_trick.phase
        seats = range(game.last + 1)
        return (
            game.rules.variant,
            game.number,
            game.deal,
            game.scores,
            game.results,
            self._to_act if phase != P_DEAL else -1,
            tuple(self._held(seat) for seat in seats),
            phase,
            at_trick.taken,
            tuple(self._passing(seat) for seat in seats),
            at_trick.leader,
            self._table,
            tuple((done.table, done.leader) for done in at_trick.tricks),
            at_trick.broken,
            at_trick.broken_by,
            game.outcome,
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

    def _repr_svg_(self) -> str:
        """The whole table, every hand face up, in notebooks (:mod:`hearts.cards.svg`)."""
        from hearts.cards import svg

        return svg.table(self)


def _check_deal(deal: Deal, r: Rules) -> None:
    """DEAL: a deal given to a table must fit it (its size, the removed cards, the kitty)."""
    try:
        if deal.seats != r.seats:
            raise NotationError(deal.format(), f"{deal.seats} hands for a table of {r.seats}")
        if len(deal.hands[0]) != r.hand_size:
            raise NotationError(deal.format(), f"hands of {len(deal.hands[0])} cards, not {r.hand_size}")
        deal.check(r.removed)
    except NotationError as err:
        raise IllegalAction(Violation("DEAL", "deal-misfit", (("why", err.why),)), None, None) from None


def _kitty_holds_first_card(r: Rules, held: Masks) -> Rules:
    """FIRST-LEAD: the lowest club in play lies in the kitty, so the lowest club held leads
    (the rules of this hand only)."""
    card = rules.lowest_held_club(held)
    first = card if r.first_lead == r.first_card else r.first_lead
    return replace(r, first_card=card, first_lead=first)


def _start_play(game: GameAtHand, parent: State, action: Card | Deal) -> State:
    """Passing is over (or there is none): the holder of 2♣ (the lowest club in play) leads,
    or the seat after the dealer (FIRST-LEAD)."""
    r = game.rules
    leader = rules.first_leader(game.held, r.first_card, game.number)
    legal = first_lead(game.held[leader], r)
    if r.queen_play is not _FREE:  # QUEEN-AFTER-HEARTS (a first lead of any card)
        legal = rules.queen_play(legal, 0, 0, r, False)
    at_trick = new_hand_at_trick(P_PLAY if legal else P_STUCK, leader, (), r.none_taken, False, None)
    return new_state(game, at_trick, 0, 0, 0, leader, legal, parent, action)


def _exchange(state: State, game: GameAtHand, chosen: int, card: Card) -> State:
    """All four have chosen: the cards change hands at once (question 9)."""
    h = game.held
    if len(h) == 4:
        offset = game.direction.offset
        passes: Masks = (h[0] & chosen, h[1] & chosen, h[2] & chosen, h[3] & chosen)
        kept = (h[0] & ~chosen, h[1] & ~chosen, h[2] & ~chosen, h[3] & ~chosen)
        held: Masks = (
            kept[0] | passes[(0 - offset) & 3],
            kept[1] | passes[(1 - offset) & 3],
            kept[2] | passes[(2 - offset) & 3],
            kept[3] | passes[(3 - offset) & 3],
        )
    else:
        seats = len(h)
        offset = game.direction.offset_at(seats)
        passes = tuple(hand & chosen for hand in h)
        held = tuple(h[seat] & ~chosen | passes[(seat - offset) % seats] for seat in range(seats))
    game = GameAtHand(
        game.rules,
        game.number,
        game.scores,
        game.results,
        game.seed,
        game.deal,
        held,
        passes,
        None,
        game.direction,
    )
    return _start_play(game, state, card)


def _finish_trick(
    parent: State, game: GameAtHand, at_trick: HandAtTrick, played: int, table: int, led: int, card: Card
) -> State:
    """TRICK-WIN: the highest card of the suit led wins the trick and leads the next."""
    top = winning_card(table, led)
    h = game.held
    t = at_trick.taken
    won = table | game.kitty if at_trick.first_trick else table  # DEAL: the kitty goes too
    taken: Masks
    if len(h) == 4:  # (seat by seat, without a loop: this runs once a trick, in every playout)
        winner = 0 if h[0] & top else 1 if h[1] & top else 2 if h[2] & top else 3
        taken = (
            t[0] | won if winner == 0 else t[0],
            t[1] | won if winner == 1 else t[1],
            t[2] | won if winner == 2 else t[2],
            t[3] | won if winner == 3 else t[3],
        )
    else:
        winner = next(seat for seat, hand in enumerate(h) if hand & top)
        taken = tuple(mask | won if seat == winner else mask for seat, mask in enumerate(t))
    done = DoneTrick()
    done.table = table
    done.leader = at_trick.leader
    done.winner = winner
    done.held = h
    done.trick = None
    tricks = at_trick.tricks + (done,)  # noqa: RUF005 (faster than unpacking)
    broken = at_trick.broken
    if len(tricks) == game.tricks:
        # HAND-END: score the hand, then end the game or wait for the next deal.
        following, phase = end_hand(game, taken)
        at_end = new_hand_at_trick(phase, winner, tricks, taken, broken, at_trick.broken_by)
        return new_state(following, at_end, played, 0, 0, -1, 0, parent, card)
    # The winner leads (after the first trick: HEARTS-LEAD until hearts are broken).
    hand = game.held[winner] & ~played
    legal = hand if broken else hearts_lead(hand, game.rules)
    if game.rules.queen_play is not _FREE:  # QUEEN-AFTER-HEARTS
        legal = rules.queen_play(legal, 0, 0, game.rules, broken)
    following_trick = new_hand_at_trick(P_PLAY, winner, tricks, taken, broken, at_trick.broken_by)
    return new_state(game, following_trick, played, 0, 0, winner, legal, parent, card)


def new_state(
    game: GameAtHand,
    at_trick: HandAtTrick,
    played: int,
    table: int,
    led: int,
    to_act: int,
    legal: int,
    parent: State | None,
    action: Card | Deal | None,
) -> State:
    """The one place a :class:`State` is made, from every one of its fields.

    The caller has decided the legal actions (``legal``, a mask) from the rules, so that
    asking for them costs nothing. (A plain function: faster than ``State.__init__`` in pure
    Python, and as fast once compiled.)"""
    state = State()
    state._game = game
    state._at_trick = at_trick
    state._played = played
    state._table = table
    state._led = led
    state._to_act = to_act
    state._legal = legal
    state._parent = parent
    state._action = action
    return state


def _not_a_card(what: str, value: object) -> str:
    hint = f" (Card.parse({value!r:.20}))" if isinstance(value, str) else ""
    return f"{what} takes a Card{hint}, not {type(value).__name__}"
