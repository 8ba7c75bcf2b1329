"""The game's names in five languages: seats, suits, ranks, cards, pass directions and bot
levels (catalog ``names.po``). The one renderer of a card's name: everything that prints a
card in a language (a page, a refusal, a rule card, a prompt) calls :func:`card`.

>>> card(Card.parse("QS"), "fr"), card(Card.parse("KS"), "fr"), card(Card.parse("TD"), "hu")
('D♠', 'R♠', '10♦')
>>> seat(Seat.WEST, "es"), seat(Seat.SOUTH, "it", seats=5), cards(0x1FFF << 39 | 0b1110 << 35, "fr")
('Oeste', 'Posto 3', '♥ D♠ R♠ A♠')
"""

from __future__ import annotations

import gettext

from hearts.cards import ALL_CARDS, Card, Rank, Seat, Suit, suit_mask
from hearts.words import N_, NC_
from hearts.words.catalogs import translations

__all__ = [
    "DOMAIN",
    "SEAT_NUMBER",
    "card",
    "card_name",
    "cards",
    "direction",
    "direction_words",
    "level",
    "list_and",
    "rank",
    "seat",
    "seat_number",
    "suit_name",
]

DOMAIN = "names"


_SEATS = {
    Seat.NORTH: N_("North"),
    Seat.EAST: N_("East"),
    Seat.SOUTH: N_("South"),
    Seat.WEST: N_("West"),
}
SEAT_NUMBER = N_("Seat %(number)s")
"""A seat at a table of three, five or six: numbered from 1 in play order (docs/players.md)."""

_SUITS = {
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.SPADES: N_("spades"),
    Suit.HEARTS: N_("hearts"),
}

_DIRECTIONS = {
    "left": N_("pass to the left"),
    "right": N_("pass to the right"),
    "across": N_("pass across"),
    "hold": N_("no passing"),
    "left-2": N_("pass two seats to the left"),
    "right-2": N_("pass two seats to the right"),
}
"""A hand's passing direction as a name ("pass to the left"), by the knob's value (PASS-CYCLE)."""

_DIRECTION_WORDS = {
    "left": N_("to the left"),
    "right": N_("to the right"),
    "across": N_("across"),
    "hold": N_("no pass"),
    "left-2": N_("two seats to the left"),
    "right-2": N_("two seats to the right"),
}
"""Where passed cards go, as a sentence's words ("to the left")."""

_LEVELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("random")}

# Rank letters as printed on the cards of each language (the jack, queen and king).
_RANK_LETTERS = {
    Rank.JACK: NC_("rank", "J"),
    Rank.QUEEN: NC_("rank", "Q"),
    Rank.KING: NC_("rank", "K"),
    Rank.ACE: NC_("rank", "A"),
}
# The face cards' names, for a card spoken (a screen reader reads a card button by its name).
_RANK_NAMES = {
    Rank.TWO: NC_("rank name", "two"),
    Rank.THREE: NC_("rank name", "three"),
    Rank.FOUR: NC_("rank name", "four"),
    Rank.FIVE: NC_("rank name", "five"),
    Rank.SIX: NC_("rank name", "six"),
    Rank.SEVEN: NC_("rank name", "seven"),
    Rank.EIGHT: NC_("rank name", "eight"),
    Rank.NINE: NC_("rank name", "nine"),
    Rank.TEN: NC_("rank name", "ten"),
    Rank.JACK: NC_("rank name", "jack"),
    Rank.QUEEN: NC_("rank name", "queen"),
    Rank.KING: NC_("rank name", "king"),
    Rank.ACE: NC_("rank name", "ace"),
}
_CARD_NAME = NC_("card name", "%(rank)s of %(suit)s")

_AND = NC_("list", "and")
"""The word before the last item of a list ("J♥ and A♥")."""


def _t(lang: str) -> gettext.NullTranslations:
    return translations(lang, DOMAIN)


def seat(seat: Seat | int, lang: str, seats: int = 4) -> str:
    """The seat's name: North... at four seats, ``Seat 1``... (in play order) at another table."""
    if seats == 4:
        return _t(lang).gettext(_SEATS[Seat(seat)])
    return seat_number(lang) % {"number": int(seat) + 1}


def seat_number(lang: str) -> str:
    """The numbered seat's template in ``lang`` (``Asiento %(number)s``)."""
    return _t(lang).gettext(SEAT_NUMBER)


def suit_name(suit: Suit, lang: str) -> str:
    return _t(lang).gettext(_SUITS[suit])


def rank(rank: Rank, lang: str) -> str:
    """The rank as the cards print it in ``lang`` (``D`` for the queen in French)."""
    letter = _RANK_LETTERS.get(rank)
    return _t(lang).pgettext("rank", letter) if letter is not None else rank.label


def card(card: Card, lang: str) -> str:
    """The card as ``lang`` prints it: its rank letter and the suit symbol (``D♠``)."""
    return rank(card.rank, lang) + card.suit.symbol


_POINTS_FIRST = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)


def cards(mask: int, lang: str, suits: tuple[Suit, ...] = _POINTS_FIRST, count_whole: bool = False) -> str:
    """Cards by suit (``suits``: ♥ ♠ ♦ ♣ unless told), a whole suit as its symbol alone
    (``♥ Q♠ K♠ A♠``), or with its count when ``count_whole`` (``♥ (13)``)."""
    parts: list[str] = []
    for suit in suits:
        whole = suit_mask(suit)
        if mask & whole == whole:
            parts.append(f"{suit.symbol} (13)" if count_whole else suit.symbol)
        else:
            parts.extend(card(c, lang) for c in ALL_CARDS if c.bit & mask & whole)
    return " ".join(parts)


def card_name(c: Card, lang: str) -> str:
    """The card in words, as a screen reader should say it: ``queen of spades``, ``two of clubs``,
    ``pikk dáma``, ``treff kettes``. The one card-name renderer: the walkthrough's pictures, the
    classroom's cards (``aria-label``, sent by the server) and the Gherkin catalog's
    ``card_name`` all say it (``tests/words/test_card_names.py``)."""
    t = _t(lang)
    name = t.pgettext("rank name", _RANK_NAMES[c.rank])
    return t.pgettext("card name", _CARD_NAME) % {"rank": name, "suit": suit_name(c.suit, lang)}


def list_and(lang: str) -> str:
    """The word before a list's last item (``and``, ``y``, ``et``)."""
    return _t(lang).pgettext("list", _AND)


def direction(value: str, lang: str) -> str:
    """A passing direction by its knob value (``left``) as a name: ``pass to the left``."""
    return _t(lang).gettext(_DIRECTIONS[value])


def direction_words(value: str, lang: str) -> str | None:
    """Where passed cards go (``to the left``), or ``None`` when ``value`` is not a direction."""
    message = _DIRECTION_WORDS.get(value)
    return _t(lang).gettext(message) if message is not None else None


def level(name: str, lang: str) -> str:
    """A bot level's name (``Normal``); an unknown name as it is."""
    message = _LEVELS.get(name)
    return _t(lang).gettext(message) if message is not None else name
