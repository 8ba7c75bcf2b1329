"""The one game loop: deal, ask the seat to act, apply, tell every player what it may now see.

Everything that runs games goes through :func:`turns`: :func:`play_hand` and
:func:`play_game` (``hearts play``, the arena, tournaments), the walkthrough's
timeline and the variant checks. Who acts is a :class:`Chooser`: a :class:`Table`
of players (one per seat, three to seven: knob ``players``), each asked through its own view
only (AI-INFO), or a
:class:`Policy`, a function of the whole state used by tools that build positions
on purpose (it never stands for a player).

>>> from hearts.play.players import RandomPlayer
>>> from hearts.engine.variant import Variant
>>> final = play_game(Variant(), seed=1, players=[RandomPlayer(seed=i) for i in range(4)])
>>> final.is_over
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from hearts.bots.decision import Decision
from hearts.cards import TABLE_SIZES, Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, State
from hearts.engine.variant import MAX_GAME_HANDS, Variant
from hearts.engine.view import PlayerView, view_of, views_of
from hearts.play.players import Decider, Observer, Player
from hearts.plumbing.errors import InputError

__all__ = [
    "Chooser",
    "GameDoesNotEnd",
    "Listener",
    "Policy",
    "Table",
    "Turn",
    "hand_over",
    "play_game",
    "play_hand",
    "turns",
]


class GameDoesNotEnd(InputError):
    """A variant under which a game found no winner within the hand limit (bad input, not a bug)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """One action: a deal (``seat`` and ``card`` are ``None``), a card passed or a card played."""

    before: State
    after: State
    seat: Seat | None = None
    card: Card | None = None
    decision: Decision | None = None
    """The record of why, when the player gives one (:class:`~hearts.play.players.Decider`)."""


class Chooser(Protocol):
    """Whoever picks the next card, and hears of every state reached."""

    def act(self, state: State) -> tuple[Card, Decision | None]:
        """The card for ``state.to_act`` (and the record of why, if there is one)."""
        ...

    def saw(self, state: State) -> None:
        """Called with every state reached (after a deal or an action)."""
        ...


class Table:
    """The players at their seats (one per seat of the variant's table, in play order), each
    asked and told through its own view only (AI-INFO).

    Each player is classified once, when the table is set (a :class:`Decider`, an
    :class:`Observer`); a state's views are built once, for the seats that observe it, and the
    view of the seat to act is the one it was just shown (views are immutable)."""

    def __init__(self, players: Sequence[Player]) -> None:
        if len(players) not in TABLE_SIZES:
            raise ValueError(f"Hearts is played by three to seven players, not {len(players)}")
        self.players = tuple(players)
        self.seats = Seat.at_table(len(players))
        self._deciders = tuple(player if isinstance(player, Decider) else None for player in self.players)
        observers = [(Seat(s), p) for s, p in enumerate(self.players) if isinstance(p, Observer)]
        self._observing = tuple(seat for seat, _ in observers)
        """The seats whose players observe, in play order, and those players."""
        self._observers = tuple(player for _, player in observers)
        self._shown: State | None = None
        """The last state the observers were shown, and their views of it."""
        self._views: dict[Seat, PlayerView] = {}

    def _fits(self, state: State) -> None:
        if state.seats != len(self.players):
            raise ValueError(f"{len(self.players)} players at a table of {state.seats} seats")

    def act(self, state: State) -> tuple[Card, Decision | None]:
        self._fits(state)
        seat = state.to_act
        assert seat is not None
        view = self._views.get(seat) if state is self._shown else None
        if view is None:
            view = view_of(state, seat)
        decider = self._deciders[seat]
        if decider is not None:
            decision = decider.decide(view)
            return decision.action, decision
        return self.players[seat].choose(view), None

    def saw(self, state: State) -> None:
        self._fits(state)
        if not self._observers:
            return
        views = views_of(state, self._observing)
        self._shown = state
        self._views = dict(zip(self._observing, views, strict=True))
        for player, view in zip(self._observers, views, strict=True):
            player.observe(view)


class Policy:
    """A chooser from the whole state (``policy(state, seat) -> card``), for tools that build positions."""

    def __init__(self, policy: Callable[[State, Seat], Card]) -> None:
        self.policy = policy

    def act(self, state: State) -> tuple[Card, Decision | None]:
        seat = state.to_act
        assert seat is not None
        return self.policy(state, seat), None

    def saw(self, state: State) -> None:
        return None


def hand_over(state: State) -> bool:
    """The current hand is finished: nothing to pass or play (the next ``DEAL``, or the end)."""
    return state.phase is not Phase.PASS and state.phase is not Phase.PLAY


def turns(
    state: State,
    chooser: Chooser,
    until: Callable[[State], bool] | None = None,
    deals: Callable[[State], Deal] | None = None,
) -> Iterator[Turn]:
    """Act from ``state`` on, one :class:`Turn` at a time.

    Deals when the phase is ``DEAL`` (the game's seeded deal, or ``deals(state)``);
    otherwise asks ``chooser`` for the seat to act and applies its card (an illegal
    card raises :class:`~hearts.engine.state.IllegalAction`). Stops when the game is over or
    stuck, or at the first state reached (never ``state`` itself) of which ``until``
    is true.
    """
    while state.phase is not Phase.OVER and state.phase is not Phase.STUCK:
        if state.phase is Phase.DEAL:
            turn = Turn(state, state.deal() if deals is None else state.deal(deals(state)))
        else:
            card, decision = chooser.act(state)
            turn = Turn(state, state.apply(card), state.to_act, card, decision)
        chooser.saw(turn.after)
        yield turn
        state = turn.after
        if until is not None and until(state):
            return


Listener = Callable[[State, State], None]
"""Called with (before, after) for every action and deal."""


def _last(
    state: State, chooser: Chooser, until: Callable[[State], bool] | None, listener: Listener | None
) -> State:
    for turn in turns(state, chooser, until):
        if listener is not None:
            listener(turn.before, turn.after)
        state = turn.after
    return state


def play_hand(state: State, players: Sequence[Player] | Chooser, listener: Listener | None = None) -> State:
    """Play from ``state`` to the end of the current hand (the next ``DEAL`` or ``OVER``).

    From a ``DEAL`` state, the hand is dealt and played.
    """
    chooser = Table(players) if isinstance(players, Sequence) else players
    return _last(state, chooser, hand_over, listener)


def play_game(
    variant: Variant,
    seed: int | str,
    players: Sequence[Player],
    listener: Listener | None = None,
    max_hands: int = MAX_GAME_HANDS,
) -> State:
    """Play a whole seeded game to its end (GAME-END, TIE) and return the final state.

    Stops early (phase ``STUCK``) if the variant leaves a player with no legal card.
    """

    def too_long(state: State) -> bool:
        if state.hand_number > max_hands:
            raise GameDoesNotEnd(
                f"variant {variant.name}: no winner after {max_hands} hands "
                f"(target score {variant.target_score}: can the game end?)"
            )
        return False

    return _last(State.start(variant, seed), Table(players), too_long, listener)
