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

from hearts.cards import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    CardSet,
    Seat,
    Suit,
    cards_of_mask,
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
    >>> State.new_game(Variant(), seed=1).apply(Card.parse("AS"))
    Traceback (most recent call last):
    ...
    hearts.game.IllegalAction: DEAL: A♠ is not in North's hand
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

    __slots__ = ("deal", "direction", "hand_number", "results", "scores", "seed", "variant")

    def __init__(
        self,
        variant: Variant,
        hand_number: int,
        deal: Deal | None,
        scores: tuple[int, int, int, int],
        results: tuple[HandResult, ...],
        seed: int | str | None,
    ) -> None:
        self.variant = variant
        self.hand_number = hand_number
        self.deal = deal
        self.scores = scores
        self.results = results
        self.direction = variant.pass_direction(hand_number)
        self.seed = seed


class State:
    """A position in a game of Hearts. Immutable: :meth:`apply` returns a new state.

    Build one with :meth:`new_game` (seeded deals), :meth:`start` plus :meth:`deal`,
    or :meth:`from_deal`.
    """

    __slots__ = (
        "_action",
        "_broken",
        "_broken_by",
        "_g",
        "_hands",
        "_leader",
        "_legal",
        "_outcome",
        "_parent",
        "_passes",
        "_phase",
        "_taken",
        "_to_act",
        "_trick",
        "_tricks",
    )

    _g: _Game
    _phase: Phase
    _hands: tuple[int, int, int, int]
    _passes: tuple[int, int, int, int]
    _to_act: int
    _leader: int
    _trick: tuple[Card, ...]
    _tricks: tuple[Trick, ...]
    _taken: tuple[int, int, int, int]
    _broken: bool
    _broken_by: tuple[int, Seat, Card] | None
    _outcome: GameOutcome | None
    _legal: int
    _parent: State | None
    _action: Card | Deal | None

    # ------------------------------------------------------------------ building

    @classmethod
    def start(
        cls,
        variant: Variant,
        seed: int | str | None = None,
        hand_number: int = 1,
        scores: tuple[int, int, int, int] = (0, 0, 0, 0),
    ) -> State:
        """A game before the deal of hand ``hand_number`` (phase ``DEAL``), with these totals."""
        s = object.__new__(cls)
        s._g = _Game(variant, hand_number, None, scores, (), seed)
        s._phase = Phase.DEAL
        s._hands = (0, 0, 0, 0)
        s._passes = (0, 0, 0, 0)
        s._to_act = -1
        s._leader = -1
        s._trick = ()
        s._tricks = ()
        s._taken = (0, 0, 0, 0)
        s._broken = False
        s._broken_by = None
        s._outcome = None
        s._legal = 0
        s._parent = None
        s._action = None
        return s

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

    def _copy(self) -> State:
        n = object.__new__(State)
        n._g = self._g
        n._phase = self._phase
        n._hands = self._hands
        n._passes = self._passes
        n._to_act = self._to_act
        n._leader = self._leader
        n._trick = self._trick
        n._tricks = self._tricks
        n._taken = self._taken
        n._broken = self._broken
        n._broken_by = self._broken_by
        n._outcome = self._outcome
        n._legal = -1
        n._parent = self
        n._action = None
        return n

    def deal(self, deal: Deal | None = None) -> State:
        """Deal the next hand. Without ``deal``, use the game's seed (:meth:`Deal.random`)."""
        if self._phase is not Phase.DEAL:
            raise IllegalAction(Violation("DEAL", f"cannot deal now: the phase is {self._phase}"), None, None)
        g = self._g
        if deal is None:
            if g.seed is None:
                raise ValueError("this game has no seed: pass the deal explicitly")
            deal = Deal.random(g.seed, g.hand_number)
        n = self._copy()
        n._g = _Game(g.variant, g.hand_number, deal, g.scores, g.results, g.seed)
        n._hands = deal.masks
        n._passes = (0, 0, 0, 0)
        n._trick = ()
        n._tricks = ()
        n._taken = (0, 0, 0, 0)
        n._broken = False
        n._broken_by = None
        n._action = deal
        if n._g.direction is PassDirection.HOLD:
            n._start_play()
        else:
            n._phase = Phase.PASS
            n._to_act = 0
        return n

    def _start_play(self) -> None:
        leader = 0
        for seat in range(4):
            if self._hands[seat] & _2C:
                leader = seat
        self._phase = Phase.PLAY
        self._leader = leader
        self._to_act = leader

    # ----------------------------------------------------------------- queries

    @property
    def variant(self) -> Variant:
        return self._g.variant

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand (or of the next, in phase ``DEAL``)."""
        return self._g.hand_number

    @property
    def pass_direction(self) -> PassDirection:
        """This hand's pass direction (PASS-CYCLE)."""
        return self._g.direction

    @property
    def current_deal(self) -> Deal | None:
        """The cards as dealt for this hand, before passing."""
        return self._g.deal

    @property
    def to_act(self) -> Seat | None:
        """The seat to choose a card now, or ``None`` (phases DEAL and OVER)."""
        return _SEATS[self._to_act] if self._phase in (Phase.PASS, Phase.PLAY, Phase.STUCK) else None

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (after the exchange, once passing is done)."""
        return CardSet(self._hands[seat])

    def passing(self, seat: Seat) -> CardSet:
        """The cards ``seat`` has chosen to pass this hand (so far)."""
        return CardSet(self._passes[seat])

    def received(self, seat: Seat) -> CardSet | None:
        """The cards ``seat`` received this hand, once the exchange has happened."""
        if self._g.direction is PassDirection.HOLD or self._phase in (Phase.PASS, Phase.DEAL):
            return None
        giver = (seat - self._g.direction.offset) % 4
        return CardSet(self._passes[giver])

    def taken(self, seat: Seat) -> CardSet:
        """The cards in the tricks ``seat`` has won this hand."""
        return CardSet(self._taken[seat])

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (14 once the hand is over)."""
        return len(self._tricks) + 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played (possibly empty), with its leader."""
        return Trick(
            len(self._tricks) + 1, _SEATS[self._leader] if self._leader >= 0 else Seat.NORTH, self._trick
        )

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of this hand, in order."""
        return self._tricks

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts are broken in this hand (HEARTS-BREAK)."""
        return self._broken

    @property
    def hearts_broken_by(self) -> tuple[int, Seat, Card] | None:
        """``(trick number, seat, card)`` of the play that broke hearts, if any."""
        return self._broken_by

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Game totals before the current hand (ACCUMULATE)."""
        return self._g.scores

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """Results of the finished hands."""
        return self._g.results

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, once it has (phase ``OVER``)."""
        return self._outcome

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    def points_taken(self, seat: Seat) -> int:
        """Points in the tricks ``seat`` won so far this hand (before any moon)."""
        return _points(self._g.variant, self._taken[seat])

    # ----------------------------------------------------------------- legality

    def legal_mask(self) -> int:
        """The legal actions as a 52-bit mask (the fast path)."""
        legal = self._legal
        if legal < 0:
            legal = self._legal = _legal_mask(self, None)
        return legal

    def legal_actions(self) -> tuple[Card, ...]:
        """The cards the seat to act may choose now, lowest first; empty when nobody acts."""
        return tuple(cards_of_mask(self.legal_mask()))

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
        if self.legal_mask() & card.bit:
            return None
        if self._phase in (Phase.PASS, Phase.PLAY) and not self._hands[self._to_act] & card.bit:
            return Violation("DEAL", f"{card} is not in {_SEATS[self._to_act]}'s hand")
        reasons: list[tuple[int, Violation]] = []
        _legal_mask(self, reasons)
        for removed, violation in reasons:
            if removed & card.bit:
                return violation
        raise AssertionError(f"no rule removed {card}")  # pragma: no cover

    # ----------------------------------------------------------------- actions

    def apply(self, card: Card) -> State:
        """The state after the seat to act chooses ``card`` (a pass or a play).

        Raises :class:`IllegalAction` naming the clause when the rules forbid it.
        """
        phase = self._phase
        if phase is Phase.PLAY:
            legal = self._legal
            if legal < 0:
                legal = self._legal = _legal_mask(self, None)
            if not legal & card.bit:
                raise self._illegal(card)
            return self._play(card)
        if phase is Phase.PASS:
            if not self.legal_mask() & card.bit:
                raise self._illegal(card)
            return self._pass(card)
        raise self._illegal(card)

    def apply_all(self, cards: Iterable[Card | str]) -> State:
        """Apply several actions in turn (cards or card notation)."""
        state = self
        for item in cards:
            state = state.apply(Card.parse(item) if isinstance(item, str) else item)
        return state

    def _illegal(self, card: Card) -> IllegalAction:
        phase = self._phase
        if phase is Phase.OVER:
            violation = Violation("GAME-END", "the game is over")
        elif phase is Phase.DEAL:
            violation = Violation("HAND-END", "the hand is over; deal the next hand first")
        elif phase is Phase.STUCK:
            violation = Violation(
                "WEB-FIRST-TRICK-STRICT",
                f"{_SEATS[self._to_act]} has no legal card and the variant gives no fallback",
            )
        else:
            found = self.why_illegal(card)
            assert found is not None
            violation = found
        seat = _SEATS[self._to_act] if self._to_act >= 0 else None
        return IllegalAction(violation, seat, card)

    def _pass(self, card: Card) -> State:
        n = self._copy()
        n._action = card
        seat = self._to_act
        passes = list(self._passes)
        passes[seat] |= card.bit
        n._passes = (passes[0], passes[1], passes[2], passes[3])
        if passes[seat].bit_count() < self._g.variant.pass_count:
            return n
        if seat < 3:
            n._to_act = seat + 1
            return n
        # All four have chosen: the cards change hands at once.
        offset = self._g.direction.offset
        hands = list(self._hands)
        for giver in range(4):
            hands[giver] &= ~passes[giver]
        for giver in range(4):
            hands[(giver + offset) % 4] |= passes[giver]
        n._hands = (hands[0], hands[1], hands[2], hands[3])
        n._start_play()
        return n

    def _play(self, card: Card) -> State:
        n = self._copy()
        n._action = card
        seat = self._to_act
        bit = card.bit
        hands = self._hands
        if seat == 0:
            n._hands = (hands[0] & ~bit, hands[1], hands[2], hands[3])
        elif seat == 1:
            n._hands = (hands[0], hands[1] & ~bit, hands[2], hands[3])
        elif seat == 2:
            n._hands = (hands[0], hands[1], hands[2] & ~bit, hands[3])
        else:
            n._hands = (hands[0], hands[1], hands[2], hands[3] & ~bit)
        trick = self._trick
        # HEARTS-BREAK: one place for what breaks hearts.
        if not self._broken:
            variant = self._g.variant
            if bit & _HEARTS:
                if trick:
                    breaks = trick[0].suit is not Suit.HEARTS  # a discarded heart
                else:
                    breaks = variant.forced_heart_lead_breaks  # led from a hand of only hearts
            else:
                breaks = bit == _QS and variant.queen_breaks_hearts
            if breaks:
                n._broken = True
                n._broken_by = (len(self._tricks) + 1, _SEATS[seat], card)
        trick = (*trick, card)
        if len(trick) < 4:
            n._trick = trick
            n._to_act = (seat + 1) % 4
            dead_end_possible = self._g.variant.first_trick_forced is FirstTrickForced.NONE
            if dead_end_possible and not self._tricks and _legal_mask(n, None) == 0:
                n._phase = Phase.STUCK  # the variant leaves this seat no legal card
            return n
        # TRICK-WIN: the highest card of the suit led wins and leads next.
        led = trick[0].suit
        best = 0
        for i in range(1, 4):
            c = trick[i]
            if c.suit is led and c.rank > trick[best].rank:
                best = i
        winner = (self._leader + best) % 4
        won = trick[0].bit | trick[1].bit | trick[2].bit | trick[3].bit
        taken = list(self._taken)
        taken[winner] |= won
        n._taken = (taken[0], taken[1], taken[2], taken[3])
        n._tricks = (*self._tricks, Trick(len(self._tricks) + 1, _SEATS[self._leader], trick, _SEATS[winner]))
        n._trick = ()
        n._leader = winner
        n._to_act = winner
        if len(n._tricks) == 13:
            n._end_hand()
        return n

    def _end_hand(self) -> None:
        """HAND-END: score the hand, then end the game or wait for the next deal."""
        g = self._g
        result = score_hand(g.variant, g.hand_number, g.direction, self._taken, g.scores)
        results = (*g.results, result)
        self._g = _Game(g.variant, g.hand_number + 1, None, result.scores, results, g.seed)
        self._to_act = -1
        outcome = game_outcome(g.variant, result.scores, len(results))
        if outcome is not None:
            self._phase = Phase.OVER
            self._outcome = outcome
        else:
            self._phase = Phase.DEAL

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
        return Record(root._g.variant, tuple(deals), tuple(actions), root._g.hand_number, root._g.scores)

    def _key(self) -> tuple[object, ...]:
        g = self._g
        return (
            g.variant,
            g.hand_number,
            g.deal,
            g.scores,
            g.results,
            self._phase,
            self._hands,
            self._passes,
            self._to_act if self._phase is not Phase.DEAL else -1,
            self._leader,
            self._trick,
            self._tricks,
            self._taken,
            self._broken,
            self._broken_by,
            self._outcome,
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
            f"<State {self._g.variant.name} hand {self._g.hand_number} {self._phase}"
            f" trick {self.trick_number}{who} scores={list(self._g.scores)}>"
        )


# --------------------------------------------------------------------- the rules


def _legal_mask(state: State, reasons: list[tuple[int, Violation]] | None) -> int:
    """The legal actions of ``state`` as a mask: the one place for the rules of play.

    With ``reasons``, also record for each step the cards it removed and the clause.
    """
    phase = state._phase
    if phase is Phase.PASS:
        seat = state._to_act
        hand = state._hands[seat]
        chosen = state._passes[seat]
        if reasons is not None:
            reasons.append(
                (chosen, Violation("PASS-COUNT", f"{_SEATS[seat]} has already chosen to pass that card"))
            )
        return hand & ~chosen
    if phase is not Phase.PLAY:
        return 0
    seat = state._to_act
    hand = state._hands[seat]
    variant = state._g.variant
    trick = state._trick
    first_trick = not state._tricks
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
        if state._broken:
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
    led = trick[0].suit
    follow = hand & _SUIT_MASKS[led]
    if follow:
        # FOLLOW: follow the suit led when able.
        if reasons is not None:
            reasons.append(
                (
                    hand & ~follow,
                    Violation("FOLLOW", f"must follow {led.symbol}; {CardSet(follow).lowest()} is in hand"),
                )
            )
        return follow
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
