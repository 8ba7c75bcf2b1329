"""Who sits at a seat: typed protocols for players, and the engine's uniform random player.

A :class:`Player` sees only its :class:`~hearts.engine.view.PlayerView` (AI-INFO). A
:class:`Decider` also explains its choice with a causal record, an
:class:`Observer` wants to see every public event (to keep its own memory) and a
:class:`Rememberer` can say what it remembers. The loop in :mod:`hearts.play.loop`
asks each player through these protocols only.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from hearts.bots.decision import Decision, Fact
from hearts.cards import Card
from hearts.engine.view import PlayerView

__all__ = ["Decider", "Observer", "Player", "RandomPlayer", "Rememberer"]


@runtime_checkable
class Player(Protocol):
    """Anything that picks a legal card from a view."""

    name: str

    def choose(self, view: PlayerView) -> Card:
        """A card from ``view.legal``."""
        ...


@runtime_checkable
class Decider(Protocol):
    """A player that gives its choice with the record of why (the bots)."""

    def decide(self, view: PlayerView) -> Decision:
        """The chosen card (``Decision.action``) and the steps that led to it."""
        ...


@runtime_checkable
class Observer(Protocol):
    """A player that also wants to see every public event (to keep its own memory)."""

    def observe(self, view: PlayerView) -> None: ...


@runtime_checkable
class Rememberer(Protocol):
    """A player that can say what it remembers of the hand (voids, moon alerts)."""

    def memory(self) -> tuple[Fact, ...]: ...


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
