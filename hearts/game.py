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

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from hearts import rules
from hearts.cards import BB_SUIT_OF, Card, Seat
from hearts.deal import Deal
from hearts.outcome import (
    SEATS,
    GameEnd,
    GameOutcome,
    HandEnd,
    HandResult,
    Trick,
    game_outcome,
    hand_points,
    score_hand,
)
from hearts.phases import (
    NONE_TAKEN,
    P_DEAL,
    P_PASS,
    P_PLAY,
    DoneTrick,
    PerHand,
    PerTrick,
    Phase,
    acting,
    broken_play,
    end_hand,
    new_play,
    stuck_play,
)
from hearts.position import Position
from hearts.rules import (
    Violation,
    discard,
    follow,
    lead,
    pass_choices,
    pass_complete,
    rules_for,
    trick_winner,
)
from hearts.variant import PassDirection, Variant

__all__ = [
    "GameEnd",
    "GameOutcome",
    "HandEnd",
    "HandResult",
    "IllegalAction",
    "Phase",
    "Position",
    "Record",
    "State",
    "Trick",
    "Violation",
    "game_outcome",
    "hand_points",
    "replay",
    "score_hand",
]

_HOLD: Final = PassDirection.HOLD  # (enum members are slow to look up on their class)
_SUIT_OF: Final = BB_SUIT_OF  # (module constants are fastest once compiled)


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


class State(Position):
    """A position in a game of Hearts. Immutable: :meth:`apply` returns a new state.

    (Its fields are private and never changed after construction; what a position
    shows is answered by :class:`hearts.position.Position`.)

    Build one with :meth:`new_game` (seeded deals), :meth:`start` plus :meth:`deal`,
    or :meth:`from_deal`; ``State()`` on its own makes an empty shell the engine fills in.
    """

    __slots__ = ("_action", "_parent")

    _parent: State | None
    _action: Card | Deal | None

    # ------------------------------------------------------------------ building

    @staticmethod
    def _make(
        hand: PerHand,
        play: PerTrick,
        played: int,
        trick: tuple[Card, ...],
        led: int,
        to_act: int,
        parent: State | None,
        action: Card | Deal | None,
    ) -> State:
        """A state from its fields; its legal actions come from the rules."""
        s = State()
        s._hand = hand
        s._play = play
        s._played = played
        s._trick = trick
        s._led = led
        s._to_act = to_act
        s._parent = parent
        s._action = action
        s._legal = s._rules_legal(None)
        if not s._legal and play.phase == P_PLAY:
            s._play = stuck_play(play)
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
        direction = variant.pass_direction(hand_number)
        r = rules_for(variant)
        hand = PerHand(r, hand_number, scores, (), seed, None, NONE_TAKEN, NONE_TAKEN, None, direction)
        play = new_play(P_DEAL, -1, (), NONE_TAKEN, False, None)
        return State._make(hand, play, 0, (), 0, -1, None, None)

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
        if self._play.phase != P_DEAL:
            raise IllegalAction(Violation("DEAL", f"cannot deal now: the phase is {self.phase}"), None, None)
        g = self._hand
        if deal is None:
            if g.seed is None:
                raise ValueError("this game has no seed: pass the deal explicitly")
            deal = Deal.random(g.seed, g.number)
        held = deal.masks
        hand = PerHand(
            g.rules,
            g.number,
            g.scores,
            g.results,
            g.seed,
            deal,
            held,
            NONE_TAKEN,
            None,
            g.direction,
        )
        if hand.direction is _HOLD:
            return _start_play(hand, self, deal)
        play = new_play(P_PASS, self._play.leader, (), NONE_TAKEN, False, None)
        return State._make(hand, play, 0, (), 0, 0, self, deal)

    # ----------------------------------------------------------------- actions

    def apply(self, card: Card) -> State:
        """The state after the seat to act chooses ``card`` (a pass or a play).

        Raises :class:`IllegalAction` naming the clause when the rules forbid it.
        """
        bit: int = card.bit
        if not self._legal & bit:
            raise self._illegal(card)
        hand = self._hand
        play = self._play
        seat = self._to_act
        played = self._played | bit
        if play.phase != P_PLAY:
            # PASS-COUNT: one more card chosen (``played`` holds every seat's chosen cards);
            # the cards change hands when all four have chosen (question 9).
            held = hand.held[seat]
            chosen = played & held
            if pass_complete(chosen, hand.pass_count):
                if seat == 3:
                    return _exchange(self, hand, played, card)
                seat += 1
                held = hand.held[seat]
                chosen = 0
            new = State()
            new._hand = hand
            new._play = play
            new._played = played
            new._trick = ()
            new._led = 0
            new._to_act = seat
            new._legal = pass_choices(held, chosen, seat)
            new._parent = self
            new._action = card
            return new
        # PLAY: the card goes on the table. The legal actions of the next state are
        # prepared here, from the rules, so that asking for them costs nothing.
        r = hand.rules
        trick = self._trick
        led = self._led
        if not play.broken and bit & r.may_break and rules.breaks_hearts(bit, led, r):
            play = broken_play(play, seat, card)
        n = len(trick)
        if n == 3:
            return _finish_trick(self, hand, play, played, (trick[0], trick[1], trick[2], card))
        # (The tuple is built element by element: faster than ``(*trick, card)`` once
        # compiled, and no slower in plain Python.)
        if n == 0:
            trick = (card,)
            led = _SUIT_OF[card.index]
        elif n == 1:
            trick = (trick[0], card)
        else:
            trick = (trick[0], trick[1], card)
        seat = (seat + 1) & 3
        # The next seat follows suit (FOLLOW) or, void, discards (DISCARD): the steps of
        # rules.legal_play after a card is led, called one by one (one call less).
        held = hand.held[seat] & ~played
        legal = follow(held, led)
        if not legal:
            legal = discard(held, r, play.first_trick)
            if not legal:
                play = stuck_play(play)
        new = State()
        new._hand = hand
        new._play = play
        new._played = played
        new._trick = trick
        new._led = led
        new._to_act = seat
        new._legal = legal
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
        seat = SEATS[self._to_act] if acting(self._play.phase) else None
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
        g = root._hand
        return Record(g.rules.variant, tuple(deals), tuple(actions), g.number, g.scores)

    def _key(self) -> tuple[object, ...]:
        g = self._hand
        play = self._play
        phase = play.phase
        seats = range(4)
        return (
            g.rules.variant,
            g.number,
            g.deal,
            g.scores,
            g.results,
            self._to_act if phase != P_DEAL else -1,
            tuple(self._held(seat) for seat in seats),
            phase,
            play.taken,
            tuple(self._passing(seat) for seat in seats),
            play.leader,
            self._trick,
            tuple((done.cards, done.leader) for done in play.tricks),
            play.broken,
            play.broken_by,
            g.outcome,
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
        """The whole table, every hand face up, in notebooks (:mod:`hearts.svg`)."""
        from hearts import svg

        return svg.table(self)


def _start_play(hand: PerHand, parent: State, action: Card | Deal) -> State:
    """Passing is over (or there is none): the holder of 2♣ leads (FIRST-LEAD)."""
    leader = rules.first_leader(hand.held)
    play = new_play(P_PLAY, leader, (), NONE_TAKEN, False, None)
    return State._make(hand, play, 0, (), 0, leader, parent, action)


def _exchange(state: State, g: PerHand, chosen: int, card: Card) -> State:
    """All four have chosen: the cards change hands at once (question 9)."""
    offset = g.direction.offset
    h = g.held
    passes = (h[0] & chosen, h[1] & chosen, h[2] & chosen, h[3] & chosen)
    kept = (h[0] & ~chosen, h[1] & ~chosen, h[2] & ~chosen, h[3] & ~chosen)
    held = (
        kept[0] | passes[(0 - offset) & 3],
        kept[1] | passes[(1 - offset) & 3],
        kept[2] | passes[(2 - offset) & 3],
        kept[3] | passes[(3 - offset) & 3],
    )
    hand = PerHand(g.rules, g.number, g.scores, g.results, g.seed, g.deal, held, passes, None, g.direction)
    return _start_play(hand, state, card)


def _finish_trick(
    parent: State, hand: PerHand, play: PerTrick, played: int, cards: tuple[Card, ...]
) -> State:
    """TRICK-WIN: the highest card of the suit led wins the trick and leads the next."""
    leader = play.leader
    table = cards[0].bit | cards[1].bit | cards[2].bit | cards[3].bit
    winner = (leader + trick_winner(cards, table)) & 3
    t = play.taken
    taken = (
        t[0] | table if winner == 0 else t[0],
        t[1] | table if winner == 1 else t[1],
        t[2] | table if winner == 2 else t[2],
        t[3] | table if winner == 3 else t[3],
    )
    done = DoneTrick()
    done.cards = cards
    done.leader = leader
    done.winner = winner
    done.trick = None
    tricks = play.tricks + (done,)  # noqa: RUF005 (faster than unpacking)
    new = State()
    new._played = played
    new._trick = ()
    new._led = 0
    new._parent = parent
    new._action = cards[3]
    if len(tricks) == 13:
        # HAND-END: score the hand, then end the game or wait for the next deal.
        new._hand, phase = end_hand(hand, taken)
        new._play = new_play(phase, winner, tricks, taken, play.broken, play.broken_by)
        new._to_act = -1
        new._legal = 0
        return new
    following = PerTrick()
    following.phase = P_PLAY
    following.leader = winner
    following.tricks = tricks
    following.first_trick = False
    following.taken = taken
    following.broken = play.broken
    following.broken_by = play.broken_by
    new._hand = hand
    new._play = following
    new._to_act = winner
    new._legal = lead(hand.held[winner] & ~played, hand.rules, play.broken, False)
    return new
