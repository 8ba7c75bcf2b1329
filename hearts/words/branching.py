"""The classroom's branches in words (catalog ``branching.po``): what the teacher's page and the
students' screens say about a branch played for the room, and about what each answer to "ask the
room" would have led to, and the one-line refusals of a branch request. English here;
:func:`say` gives them in a language, :func:`page_texts` with their slots left for a page.

The comparison itself (the question, the tricks that differ, each seat's points) is the
walkthrough's own (:func:`hearts.walkthrough.whatif.side_by_side`), in the walkthrough's words.

>>> say("fr", "branch-close")
'Fermer la variante'
"""

from __future__ import annotations

from typing import Final

from hearts.words import N_
from hearts.words.catalogs import translations
from hearts.words.typeset import typeset

__all__ = ["BRANCHING", "DOMAIN", "page_texts", "say"]

DOMAIN: Final = "branching"

BRANCHING: Final[dict[str, str]] = {
    # The teacher's page.
    "branch-button": N_("What if?"),
    "branch-now": N_("What if? Another card here"),
    "branch-pick": N_("Step %(step)s, %(seat)s: choose another card, then play the branch out."),
    "branch-pick-pass": N_(
        "Step %(step)s, %(seat)s: choose up to %(count)s cards to pass, then play the branch out."
    ),
    "branch-go": N_("Play the branch out"),
    "branch-close": N_("Close the branch"),
    "branch-cancel": N_("Cancel"),
    "branch-within": N_("What if? Inside this branch, at step"),
    # Every page of the table.
    "branch-title": N_("What if? A branch for the room"),
    "branch-view": N_(
        "A branch is only a view: the live table is not changed by it and goes on from where it is."
    ),
    "branch-working": N_("The bots are playing the branch out…"),
    "table-line": N_("The table's line"),
    "played-on": N_(
        "From step %(step)s on, the table's line is played on by the bots: the table has not got there yet."
    ),
    # "Ask the room", once the answer is revealed (the teacher's page).
    "outcomes-title": N_("What each of your choices would have led to (the bots playing on)"),
    "outcomes-working": N_("The bots are playing each choice out…"),
    "outcome-card": N_("card"),
    "outcome-answers": N_("answers"),
    "outcome-points": N_("points of %(seat)s in the hand"),
    "outcome-total": N_("total of %(seat)s after the hand"),
    "outcome-moon": N_("shoots the moon"),
    "outcome-bot": N_("the bot's choice"),
    # Refusals (one line each; a card that is not legal is refused with its clause).
    "branch-no-step": N_("There is no decision %(step)s in this hand: it has %(count)s so far."),
    "branch-same": N_("The table played that card there: choose another one."),
    "branch-bots-same": N_("The bots would play that card there too: choose another one."),
    "branch-cards": N_(
        "A branch takes one card, or at a pass up to %(count)s different cards of the seat passing."
    ),
    "branch-busy": N_("A branch is being played out at this table: wait for it, then ask again."),
    "branch-limit": N_("At most %(count)s branches a minute at a table: wait a little."),
    "branch-no-hand": N_("No hand has been dealt at this table yet."),
    "branch-depth": N_("At most %(count)s branches one inside another: close this one to branch again."),
    "branch-gone": N_("The room no longer sees that branch: branch inside the one shown."),
    "branch-later": N_(
        "Inside this branch, choose a decision after step %(step)s, where it parts, up to step %(last)s."
    ),
}
"""Each sentence by key (the pages use the keys)."""


def say(lang: str, key: str, **params: str) -> str:
    """One of :data:`BRANCHING`'s sentences in ``lang``, its slots filled."""
    text = translations(lang, DOMAIN).gettext(BRANCHING[key])
    return typeset(lang, text % params if params else text)


def page_texts(lang: str) -> dict[str, str]:
    """Every sentence in ``lang``, its slots left as ``{name}`` for the page's script."""
    slots = _Slots()
    return {
        key: typeset(lang, translations(lang, DOMAIN).gettext(message) % slots)
        for key, message in BRANCHING.items()
    }


class _Slots(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
