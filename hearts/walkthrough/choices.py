"""What the walkthrough options offer, in a module that imports nothing heavy.

``hearts walkthrough --help`` (and ``play``, ``step``) list the output formats and the
themes with their one-line help; keeping them here, apart from the renderer and the
theme searches, lets the help answer without loading jinja2, the bots or the engine.
:mod:`hearts.walkthrough.render` and :mod:`hearts.walkthrough.themes` read them from here.
"""

from __future__ import annotations

from typing import Final

from hearts.words.pages import PAGE

__all__ = ["FORMATS", "THEME_HELP"]

FORMATS: Final = ("html", "md", "json")
"""The formats a walkthrough is written in (:func:`hearts.walkthrough.render.write`)."""

THEME_HELP: Final[dict[str, str]] = {
    "moon": PAGE["a_player_takes_every_point_and"],
    "moon-stopped": PAGE["a_player_holds_every_point_taken"],
    "queen-dump": PAGE["the_q_spade_is_thrown_on"],
    "first-trick-forced": PAGE["on_the_first_trick_a_player"],
    "hearts-only-lead": PAGE["a_player_holding_only_hearts_leads"],
    "void-discard": PAGE["a_player_void_in_the_suit"],
    "tie": PAGE["a_score_reaches_the_target_but"],
}
"""Each theme of :data:`hearts.walkthrough.themes.THEMES` (same order) and what it shows (English;
``N_`` marks it for the catalogs)."""
