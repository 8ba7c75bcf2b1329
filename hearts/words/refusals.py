"""Refusals in words: the one table of what a rule says when it refuses an action.

A :class:`hearts.engine.refusals.Violation` carries a clause, a key and parameters (as bot
records do), never a finished sentence. :func:`refusal_text` renders it, in English (the
source language, the shape ``CLAUSE: reason`` that scenarios and reports compare) or in
any of the five languages of the project (gettext domain ``refusals``, catalogs
``hearts/words/locale/<lang>/LC_MESSAGES/refusals.po``). It is the one rendering: the
engine's :class:`~hearts.engine.state.IllegalAction`, ``hearts engine``, the conformance
reports, ``play`` and the walkthrough all call it.

Parameters are plain values: ``card`` (a card in ASCII notation, ``"KS"``), ``cards`` (a
52-bit mask: the cards a variant keeps out), ``suit`` (a suit letter), ``seat`` (a seat
number), ``phase`` (a word). Cards and seats are written in the language (R♠ in French).

>>> from hearts.engine.refusals import Violation
>>> black_maria = 0x1FFF << 39 | 0b1110 << 35  # the hearts, the Q♠, the K♠ and the A♠
>>> v = Violation("FIRST-TRICK-POINTS", "first-trick-points/table", (("cards", black_maria),))
>>> print(refusal_text(v))
FIRST-TRICK-POINTS: none of the cards this variant keeps off the first trick (♥ Q♠ K♠ A♠) while
another card can be played
>>> print(refusal_text(v, "fr"))
FIRST-TRICK-POINTS: au premier pli, aucune des cartes que cette variante écarte (♥ D♠ R♠ A♠)
tant qu’une autre carte est jouable
"""

from __future__ import annotations

from typing import Protocol

from hearts.cards import Card, Suit
from hearts.words import N_, names
from hearts.words.catalogs import translations

__all__ = ["DOMAIN", "REFUSALS", "RefusalRecord", "reason_text", "refusal_text"]

DOMAIN = "refusals"


REFUSALS: dict[str, str] = {
    "follow": N_("must follow %(suit)s; %(card)s is in hand"),
    "hearts-lead": N_("hearts may not be led before they are broken"),
    "first-lead-2c": N_("the first trick is led with the 2♣"),
    "first-lead-club": N_("the first trick is led with a club"),
    "first-lead-lowest-club": N_("the first trick is led with the %(card)s, the lowest club in play"),
    "first-trick-points": N_("no heart and not the Q♠ on the first trick while another card can be played"),
    "first-trick-points/table": N_(
        "none of the cards this variant keeps off the first trick (%(cards)s) "
        "while another card can be played"
    ),
    "first-trick-hearts-only": N_(
        "a player forced to play points on the first trick plays a heart, not the Q♠"
    ),
    "first-trick-hearts-only/table": N_(
        "a player forced to play points on the first trick plays a heart, none of %(cards)s"
    ),
    "first-trick-never": N_(
        "no heart and not the Q♠ on the first trick, even when void: no legal card, and no fallback"
    ),
    "first-trick-never/table": N_(
        "none of the cards this variant keeps off the first trick (%(cards)s), even when void: "
        "no legal card, and no fallback"
    ),
    "already-passing": N_("%(seat)s has already chosen to pass that card"),
    "not-in-hand": N_("%(card)s is not in %(seat)s's hand"),
    "game-over": N_("the game is over"),
    "hand-over": N_("the hand is over; deal the next hand first"),
    "cannot-deal": N_("cannot deal now: the phase is %(phase)s"),
    "deal-misfit": N_("this deal does not fit the table: %(why)s"),
    "other": N_("not allowed by this clause now"),
    # The rules other engines play (issue 37)
    "unpassable": N_("these cards may not be passed: %(cards)s"),
    "queen-after-hearts": N_("the Q♠ may not be played before hearts are broken while another card can be"),
    "queen-first-chance": N_(
        "the Q♠ must be played at the first chance: when void in the suit led, or when a higher spade "
        "is already on the trick"
    ),
}
"""Every refusal, by key: the English sentence (the msgid), with its parameters."""


class RefusalRecord(Protocol):
    """A refusal as the engine gives it (:class:`hearts.engine.refusals.Violation`)."""

    @property
    def clause(self) -> str: ...
    @property
    def key(self) -> str: ...
    @property
    def params(self) -> tuple[tuple[str, int | str], ...]: ...


def _value(name: str, value: int | str, lang: str, seats: int = 4) -> str:
    if name == "card":
        return names.card(Card.parse(str(value)), lang)
    if name == "cards" and isinstance(value, int):
        return names.cards(value, lang)
    if name == "suit":
        return Suit.parse(str(value)).symbol
    if name == "seat" and isinstance(value, int):
        return names.seat(value, lang, seats)
    return str(value)


def reason_text(violation: RefusalRecord, lang: str = "en") -> str:
    """The reason alone (no clause), in ``lang``."""
    template = REFUSALS[violation.key]
    if lang != "en":
        template = translations(lang, DOMAIN).gettext(template)
    params = dict(violation.params)
    seats = params.get("seats", 4)
    values = {name: _value(name, value, lang, int(seats)) for name, value in violation.params}
    return template % values


def refusal_text(violation: RefusalRecord, lang: str = "en") -> str:
    """A refusal as users read it: ``CLAUSE: reason``, the reason in ``lang``."""
    return f"{violation.clause}: {reason_text(violation, lang)}"
