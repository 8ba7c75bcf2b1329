"""Players and the game driver: the engine acting as the server for four seats.

A :class:`Player` sees only its :class:`~hearts.view.PlayerView` (AI-INFO). The
driver deals, asks the seat to act for a card, applies it and tells every player
what it may now see.

>>> from hearts.variant import Variant
>>> final = play_game(Variant(), seed=1, players=[RandomPlayer(seed=i) for i in range(4)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from hearts.cards import Card, Seat
from hearts.game import Phase, State
from hearts.variant import Variant
from hearts.view import PlayerView, view_of

__all__ = ["Observer", "Player", "RandomPlayer", "play_game", "play_hand"]


@runtime_checkable
class Player(Protocol):
    """Anything that picks a legal card from a view."""

    name: str

    def choose(self, view: PlayerView) -> Card:
        """A card from ``view.legal``."""
        ...


@runtime_checkable
class Observer(Protocol):
    """A player that also wants to see every public event (to keep its own memory)."""

    def observe(self, view: PlayerView) -> None: ...


class RandomPlayer:
    """Chooses uniformly among the legal cards, from its own seeded generator."""

    def __init__(self, seed: int | str = 0, name: str = "random") -> None:
        self.name = name
        self._rng = random.Random(f"random-player:{seed}")

    def choose(self, view: PlayerView) -> Card:
        legal = list(view.legal)
        return legal[self._rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return f"RandomPlayer(name={self.name!r})"


Listener = Callable[[State, State], None]
"""Called with (before, after) for every action and deal."""


def _step(state: State, players: Sequence[Player], listener: Listener | None) -> State:
    if state.phase is Phase.DEAL:
        after = state.deal()
    else:
        seat = state.to_act
        assert seat is not None
        card = players[seat].choose(view_of(state, seat))
        after = state.apply(card)
    if listener is not None:
        listener(state, after)
    for seat in Seat:
        player = players[seat]
        if isinstance(player, Observer):
            player.observe(view_of(after, seat))
    return after


def play_hand(state: State, players: Sequence[Player], listener: Listener | None = None) -> State:
    """Play from ``state`` to the end of the current hand (the next ``DEAL`` or ``OVER``)."""
    if state.phase is Phase.DEAL:
        state = _step(state, players, listener)
    while state.phase in (Phase.PASS, Phase.PLAY):
        state = _step(state, players, listener)
    return state


def play_game(
    variant: Variant,
    seed: int | str,
    players: Sequence[Player],
    listener: Listener | None = None,
    max_hands: int = 1000,
) -> State:
    """Play a whole seeded game to its end (GAME-END, TIE) and return the final state.

    Stops early (phase ``STUCK``) if the variant leaves a player with no legal card.
    """
    if len(players) != 4:
        raise ValueError("Hearts needs four players")
    state = State.start(variant, seed)
    while state.phase is not Phase.OVER and state.phase is not Phase.STUCK:
        if state.hand_number > max_hands:
            raise RuntimeError(f"no winner after {max_hands} hands")
        state = play_hand(state, players, listener)
    return state
