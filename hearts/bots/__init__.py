"""Bots Easy, Normal and Hard (AI-EASY, AI-NORMAL, AI-HARD). They see player views only (AI-INFO).

>>> from hearts.cards import Seat
>>> bot = make_bot("normal", Seat.NORTH, seed=1)
>>> bot.name
'normal'

Every decision comes with a causal record (:mod:`hearts.bots.decision`); the keys it
uses are listed with their parameters in :mod:`hearts.bots.keys`, and
:func:`hearts.bots.steps.replay` re-runs a record's steps to get its action back.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hearts.bots.levels import LEVELS

if TYPE_CHECKING:
    from hearts.bots.bot import Bot, RandomBot
    from hearts.bots.steps import replay
    from hearts.cards import Seat

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot", "replay"]

_LAZY = {"Bot": "hearts.bots.bot", "RandomBot": "hearts.bots.bot", "replay": "hearts.bots.steps"}
"""Names loaded when first used, so that ``hearts.bots.levels`` (the option choices of the
command line) is read without loading the bots and the engine."""


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def make_bot(level: str, seat: Seat, seed: int | str = 0) -> Bot | RandomBot:
    """A bot of ``level`` (easy, normal, hard; also ``random``, the uniform legal player)."""
    from hearts.bots.bot import Bot, RandomBot

    if level == "random":
        return RandomBot(seat, seed)
    return Bot(level, seat, seed)
