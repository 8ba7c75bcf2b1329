"""Running games: players at their seats, the one game loop, the arena and tournaments.

* :mod:`hearts.play.players`: typed protocols for whoever sits at a seat, and the
  uniform random player;
* :mod:`hearts.play.loop`: the one game loop (:func:`~hearts.play.loop.turns`) and
  :func:`~hearts.play.loop.play_hand` / :func:`~hearts.play.loop.play_game` on it;
* :mod:`hearts.play.arena`: seeded hands and duplicate deals played by any players;
* :mod:`hearts.play.tournament`: bots against each other, with honest statistics.

This package sits above :mod:`hearts.bots` (it seats them) and drives the engine;
the bots themselves see player views only (AI-INFO).
"""

from __future__ import annotations

from hearts.play.loop import Policy, Table, Turn, play_game, play_hand, turns
from hearts.play.players import Decider, Observer, Player, RandomPlayer, Rememberer

__all__ = [
    "Decider",
    "Observer",
    "Player",
    "Policy",
    "RandomPlayer",
    "Rememberer",
    "Table",
    "Turn",
    "play_game",
    "play_hand",
    "turns",
]
