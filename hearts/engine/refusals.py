"""Refusals: what a rule says when it refuses an action, as a key with parameters.

A :class:`hearts.engine.rules.Violation` carries a clause, a key and parameters (as bot
records do), never a finished sentence. :func:`refusal_text` renders it, in English (the
source language, the shape ``CLAUSE: reason`` that scenarios and reports compare) or in
any of the five languages of the project (gettext domain ``refusals``, catalogs
``hearts/i18n/locale/<lang>/LC_MESSAGES/refusals.po``). It is the one rendering: the
engine's :class:`~hearts.engine.state.IllegalAction`, ``hearts engine``, the conformance
reports, ``play`` and the walkthrough all call it.

Parameters are plain values: ``card`` (a card in ASCII notation, ``"KS"``), ``cards`` (a
52-bit mask: the cards a variant keeps out), ``suit`` (a suit letter), ``seat`` (a seat
number), ``phase`` (a word). Cards and seats are written in the language (R♠ in French).

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

import gettext
from dataclasses import dataclass, field

from hearts.cards import ALL_CARDS, Card, Seat, Suit, suit_mask

__all__ = ["DOMAIN", "REFUSALS", "RefusalParam", "Violation", "card_name", "cards_text", "refusal_text"]

DOMAIN = "refusals"

RefusalParam = int | str
"""A parameter value: a mask (``cards``), a seat number (``seat``) or a plain string."""


def N_(message: str) -> str:
    """Marks a message for extraction; :func:`refusal_text` translates it."""
    return message


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
    # The rules other engines play (issue 37)
    "unpassable": N_("these cards may not be passed: %(cards)s"),
    "queen-after-hearts": N_("the Q♠ may not be played before hearts are broken while another card can be"),
    "queen-first-chance": N_(
        "the Q♠ must be played at the first chance: when void in the suit led, or when a higher spade "
        "is already on the trick"
    ),
}
"""Every refusal, by key: the English sentence (the msgid), with its parameters."""


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is not legal: the clause that forbids it, a key and its parameters.

    ``key`` names the case (``follow``, ``first-trick-points/table``...; see :data:`REFUSALS`);
    ``str()`` is the English ``CLAUSE: reason`` (:func:`refusal_text`).

    >>> str(Violation("FOLLOW", "follow", (("suit", "C"), ("card", "7C"))))
    'FOLLOW: must follow ♣; 7♣ is in hand'
    """

    clause: str
    key: str
    params: tuple[tuple[str, RefusalParam], ...] = field(default=())

    @property
    def message(self) -> str:
        """The reason in English, without the clause."""
        return reason_text(self, "en")

    def __str__(self) -> str:
        return refusal_text(self)


def _catalog(lang: str, domain: str) -> gettext.NullTranslations:
    # Imported when a language other than English is asked for: English needs no catalog.
    from hearts.i18n.catalogs import translations

    return translations(lang, domain)


def card_name(card: Card, lang: str = "en") -> str:
    """A card as its language prints it (the rank letters of the walkthrough catalog: R♠ in French).

    >>> card_name(Card.parse("KS"), "fr"), card_name(Card.parse("QS"), "hu"), card_name(Card.parse("TD"))
    ('R♠', 'D♠', '10♦')
    """
    text = str(card)
    if text[0] in "JQKA" and lang != "en":
        return _catalog(lang, "walkthrough").pgettext("rank", text[0]) + text[1:]
    return text


def cards_text(mask: int, lang: str = "en") -> str:
    """Cards by suit, a whole suit as its symbol alone: ``♥ Q♠ K♠ A♠``."""
    parts: list[str] = []
    for suit in (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS):
        whole = suit_mask(suit)
        if mask & whole == whole:
            parts.append(suit.symbol)
        else:
            parts.extend(card_name(c, lang) for c in ALL_CARDS if c.bit & mask & whole)
    return " ".join(parts)


SEAT_NUMBER = "Seat %(number)s"
"""A seat at a table not of four; the walkthrough catalog translates it (``Asiento 3``)."""


def seat_params(seat: int, seats: int) -> tuple[tuple[str, RefusalParam], ...]:
    """The parameters that name a seat in a refusal: the seat, and the table's size when it is not
    four (so that ``Seat 3`` is written where a table of four says ``South``).

    >>> seat_params(2, 4), seat_params(2, 5)
    ((('seat', 2),), (('seat', 2), ('seats', 5)))
    """
    return (("seat", seat),) if seats == 4 else (("seat", seat), ("seats", seats))


def _seat_name(seat: int, seats: int, lang: str) -> str:
    """North... at four seats, ``Seat 3`` (in the language) at another table."""
    if seats == 4:
        name = Seat(seat).name.capitalize()
        return _catalog(lang, "walkthrough").gettext(name) if lang != "en" else name
    template = SEAT_NUMBER if lang == "en" else _catalog(lang, "walkthrough").gettext(SEAT_NUMBER)
    return template % {"number": seat + 1}


def _value(name: str, value: RefusalParam, lang: str, seats: int = 4) -> str:
    if name == "card":
        return card_name(Card.parse(str(value)), lang)
    if name == "cards" and isinstance(value, int):
        return cards_text(value, lang)
    if name == "suit":
        return Suit.parse(str(value)).symbol
    if name == "seat" and isinstance(value, int):
        return _seat_name(value, seats, lang)
    return str(value)


def reason_text(violation: Violation, lang: str = "en") -> str:
    """The reason alone (no clause), in ``lang``."""
    template = REFUSALS[violation.key]
    if lang != "en":
        template = _catalog(lang, DOMAIN).gettext(template)
    params = dict(violation.params)
    seats = params.get("seats", 4)
    values = {name: _value(name, value, lang, int(seats)) for name, value in violation.params}
    return template % values


def refusal_text(violation: Violation, lang: str = "en") -> str:
    """A refusal as users read it: ``CLAUSE: reason``, the reason in ``lang``."""
    return f"{violation.clause}: {reason_text(violation, lang)}"
