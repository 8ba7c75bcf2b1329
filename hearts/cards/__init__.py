"""Cards, seats and card sets, with their notations: the one place to import them from.

Clause DECK: 52 cards, four suits of thirteen ranks, 2 lowest and ace highest,
no trump suit.

Every card has an index ``0..51``: ``suit * 13 + (rank - 2)``. A :class:`CardSet`
is a 52-bit integer mask over those indices and behaves like a ``frozenset``.
Three modules hold them, one job each: :mod:`hearts.cards.deck` (suits, ranks, seats and
the cards, parsed and formatted), :mod:`hearts.cards.masks` (the public ``BB_*`` masks and
the way from a mask to its cards) and :mod:`hearts.cards.cardset` (:class:`CardSet`).

>>> Card.parse("QS")
Card.parse('QS')
>>> str(Card.parse("10♥"))
'10♥'
>>> hand = CardSet.parse("2C 3C QS TH")
>>> Card.parse("Q♠") in hand
True
>>> hand.format()
'2C 3C QS TH'
>>> CardSet.parse_suits("32..Q.T")
CardSet.parse('2C 3C QS TH')
"""

from __future__ import annotations

from hearts.cards.cardset import CardSet
from hearts.cards.deck import (
    ALL_CARDS,
    FULL_DECK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TABLE_SIZES,
    TWO_OF_CLUBS,
    Card,
    NotationError,
    Rank,
    Seat,
    Suit,
    quoted,
    table_size,
    whole_number,
)
from hearts.cards.masks import (
    BB_2C,
    BB_ALL,
    BB_CLUBS,
    BB_DIAMONDS,
    BB_HEARTS,
    BB_JD,
    BB_QS,
    BB_SPADES,
    BB_SUIT_OF,
    BB_SUITS,
    CARDS_IN_PATTERN,
    cards_of_mask,
    suit_mask,
)

__all__ = [
    "ALL_CARDS",
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
    "FULL_DECK",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "TABLE_SIZES",
    "TWO_OF_CLUBS",
    "Card",
    "CardSet",
    "NotationError",
    "Rank",
    "Seat",
    "Suit",
    "cards_of_mask",
    "quoted",
    "suit_mask",
    "table_size",
    "whole_number",
]
