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

from hearts.bots.bot import LEVELS, Bot, RandomBot
from hearts.bots.steps import replay
from hearts.cards import Seat

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot", "replay"]


def make_bot(level: str, seat: Seat, seed: int | str = 0) -> Bot | RandomBot:
    """A bot of ``level`` (easy, normal, hard; also ``random``, the uniform legal player)."""
    if level == "random":
        return RandomBot(seat, seed)
    return Bot(level, seat, seed)
