"""The names of the bot levels, in a module that imports nothing.

The command line offers them as option choices (``--level``, ``--bots``); keeping them
here, apart from the bots' code, lets ``hearts <cmd> --help`` list them without loading
the bots or the engine.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LEVELS", "PLAYERS"]

LEVELS: Final = ("easy", "normal", "hard")
"""The bot levels (AI-EASY, AI-NORMAL, AI-HARD), weakest first."""

PLAYERS: Final = (*LEVELS, "random")
"""What :func:`hearts.bots.make_bot` makes: a bot level, or ``random`` (the uniform legal player)."""
