"""The public card masks: a set of cards as a 52-bit ``int``.

A set of cards is an int whose bit ``card.index`` is set for each card in it (the
"bitboards" of chess programs; the ``BB_`` names follow python-chess). The rules
(:mod:`hearts.engine.rules`) and every other module use these masks; none declares its own.
Import them from :mod:`hearts.cards`.

>>> BB_QS == QUEEN_OF_SPADES.bit, (BB_HEARTS & BB_QS) == 0
(True, True)
>>> cards_of_mask(BB_2C | BB_QS)
[Card.parse('2C'), Card.parse('QS')]
"""

from __future__ import annotations

from typing import Final

from hearts.cards.deck import (
    ALL_CARDS,
    FULL_DECK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    Suit,
)

__all__ = [
    "BB_2C",
    "BB_ALL",
    "BB_CLUBS",
    "BB_DIAMONDS",
    "BB_HEARTS",
    "BB_JD",
    "BB_QS",
    "BB_SPADES",
    "BB_SUITS",
    "BB_SUIT_OF",
    "CARDS_IN_PATTERN",
    "cards_of_mask",
    "suit_mask",
]


BB_ALL: Final[int] = FULL_DECK
"""All 52 cards."""
BB_CLUBS: Final[int] = 0x1FFF
BB_DIAMONDS: Final[int] = 0x1FFF << 13
BB_SPADES: Final[int] = 0x1FFF << 26
BB_HEARTS: Final[int] = 0x1FFF << 39
BB_SUITS: Final[tuple[int, int, int, int]] = (BB_CLUBS, BB_DIAMONDS, BB_SPADES, BB_HEARTS)
"""The suit masks, indexed by :class:`Suit` (♣ ♦ ♠ ♥)."""
BB_SUIT_OF: Final[tuple[int, ...]] = tuple(BB_SUITS[i // 13] for i in range(52))
"""For each card index, the mask of its suit."""
BB_2C: Final[int] = TWO_OF_CLUBS.bit
BB_QS: Final[int] = QUEEN_OF_SPADES.bit
BB_JD: Final[int] = JACK_OF_DIAMONDS.bit


def suit_mask(suit: Suit | int) -> int:
    """The bit mask of all thirteen cards of ``suit`` (``BB_SUITS[suit]``)."""
    return BB_SUITS[suit]


def _patterns_of_suit(suit: int) -> tuple[tuple[Card, ...], ...]:
    """For each 13-bit pattern of ``suit``, its cards lowest first, built by doubling.

    The patterns below ``1 << r`` hold ranks under ``r``; adding rank ``r`` to each gives the
    next ``1 << r`` patterns, its card last. 8,192 tuples in 13 list extensions (ten times
    faster than testing each bit of each pattern, which matters at import).
    """
    table: list[tuple[Card, ...]] = [()]
    for rank in range(13):
        card = (ALL_CARDS[suit * 13 + rank],)
        table += [cards + card for cards in table]
    return tuple(table)


CARDS_IN_PATTERN: Final[tuple[tuple[tuple[Card, ...], ...], ...]] = tuple(
    _patterns_of_suit(suit) for suit in range(4)
)
"""Per suit, for every 13-bit pattern, the cards it holds (lowest first): the fast path
from masks to cards (32,768 entries)."""


def cards_of_mask(mask: int) -> list[Card]:
    """The cards of a 52-bit mask as a list, lowest index first (fast path)."""
    out: list[Card] = []
    for s in range(4):
        pattern = (mask >> (13 * s)) & 0x1FFF
        if pattern:
            out.extend(CARDS_IN_PATTERN[s][pattern])
    return out
