"""What the walkthrough options offer, in a module that imports nothing heavy.

``hearts walkthrough --help`` (and ``play``, ``step``) list the output formats and the
themes with their one-line help; keeping them here, apart from the renderer and the
theme searches, lets the help answer without loading jinja2, the bots or the engine.
:mod:`hearts.walkthrough.render` and :mod:`hearts.walkthrough.themes` read them from here.
"""

from __future__ import annotations

from typing import Final

from hearts.words import N_

__all__ = ["FORMATS", "THEME_HELP"]

FORMATS: Final = ("html", "md", "json")
"""The formats a walkthrough is written in (:func:`hearts.walkthrough.render.write`)."""

THEME_HELP: Final[dict[str, str]] = {
    "moon": N_("a player takes every point and shoots the moon"),
    "moon-stopped": N_(
        "a player holds every point taken so far, at least 18, and is stopped before the moon"
    ),
    "queen-dump": N_("the Q♠ is thrown on a trick of another suit"),
    "first-trick-forced": N_("on the first trick a player has only point cards and must give points"),
    "hearts-only-lead": N_("a player holding only hearts leads one before hearts are broken"),
    "void-discard": N_("a player void in the suit led plays another suit"),
    "tie": N_("a score reaches the target but the lowest score is shared, so the game goes on"),
}
"""Each theme of :data:`hearts.walkthrough.themes.THEMES` (same order) and what it shows (English;
``N_`` marks it for the catalogs)."""
