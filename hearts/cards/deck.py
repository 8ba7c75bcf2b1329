"""The cards one by one: suits, ranks, seats and the 52 cards, with their notations.

Clause DECK: 52 cards, four suits of thirteen ranks, 2 lowest and ace highest, no
trump suit. Every card has an index ``0..51``: ``suit * 13 + (rank - 2)``, and a bit
``1 << index`` (sets of cards are masks of those bits: :mod:`hearts.cards.masks`,
:mod:`hearts.cards.cardset`). Import these names from :mod:`hearts.cards`.

>>> Card.parse("QS")
Card.parse('QS')
>>> str(Card.parse("10♥"))
'10♥'
"""

from __future__ import annotations

import enum
import functools
from typing import Final

from hearts.plumbing.errors import InputError

__all__ = [
    "ALL_CARDS",
    "FULL_DECK",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "RANK_BY_TEXT",
    "TABLE_SIZES",
    "TWO_OF_CLUBS",
    "Card",
    "NotationError",
    "Rank",
    "Seat",
    "Suit",
    "quoted",
    "table_size",
    "whole_number",
]


TABLE_SIZES: Final = range(3, 8)
"""How many seats a table may have: three to seven (DEAL; ``docs/players.md``). Every check of a
table size asks :func:`table_size`; the ``players`` knob takes its bounds from here."""


def table_size(seats: object, name: str = "seats") -> int:
    """``seats`` when it is a table size (a whole number from 3 to 7), else an error naming ``name``:
    :class:`TypeError` for anything but an ``int`` (a bool included), :class:`ValueError` for a
    number out of the range.

    >>> table_size(5)
    5
    >>> table_size(0)
    Traceback (most recent call last):
    ...
    ValueError: seats: must be between 3 and 7, not 0
    """
    if type(seats) is int and TABLE_SIZES[0] <= seats <= TABLE_SIZES[-1]:
        return seats
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise TypeError(f"{name}: expected a whole number of seats, got {type(seats).__name__}")
    if seats in TABLE_SIZES:  # an int subclass
        return int(seats)
    shown = str(seats) if abs(seats) < 10**40 else "a number of more than 40 digits"
    raise ValueError(f"{name}: must be between {TABLE_SIZES[0]} and {TABLE_SIZES[-1]}, not {shown}")


def _text(value: object, what: str) -> None:
    """:class:`TypeError` when ``value`` is not a string (notation is read from text only)."""
    if not isinstance(value, str):
        raise TypeError(f"{what} takes a string, not {type(value).__name__}")


def whole_number(value: object, what: str) -> int:
    """``value`` if it is an ``int`` (not a ``bool``, a ``float`` or a numeric string), else
    :class:`TypeError` naming ``what`` (the public API's check of every count, index and seed).

    >>> whole_number(3, "n")
    3
    >>> whole_number(1.5, "Deal.random's seed")
    Traceback (most recent call last):
    ...
    TypeError: Deal.random's seed takes an int, not float
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} takes an int, not {type(value).__name__}")
    return value


QUOTED = 40
"""Most characters of a text that a notation error quotes: a pasted megabyte is not echoed."""
_WHY = 300
"""Most characters of what a notation error says is wrong (it may quote a part of the text)."""


def quoted(text: str, limit: int = QUOTED) -> str:
    """``text`` as notation errors quote it: in quotes, escaped, cut to ``limit`` characters
    with its length said.

    >>> quoted("QS"), quoted("x" * 100, 4)
    ("'QS'", "'xxxx…' (100 characters)")
    """
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit] + '…'!r} ({len(text)} characters)"


class NotationError(InputError):
    """Text that is not valid card, hand or deal notation.

    The message names the text (quoted, cut: :func:`quoted`) and what is wrong with it;
    :attr:`text` keeps the whole text.
    """

    def __init__(self, text: str, why: str) -> None:
        if len(why) > _WHY:
            why = why[:_WHY] + "…"
        super().__init__(f"{quoted(text, 2 * QUOTED)}: {why}")
        self.text = text
        self.why = why


class Suit(enum.IntEnum):
    """The four suits, in the order used by the notations: ♣ ♦ ♠ ♥."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        """ASCII letter: ``C``, ``D``, ``S`` or ``H``."""
        return "CDSH"[self]

    @property
    def symbol(self) -> str:
        """Symbol: ``♣``, ``♦``, ``♠`` or ``♥``."""
        return "♣♦♠♥"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter or symbol (case-insensitive letters).

        >>> Suit.parse("♥"), Suit.parse("s")
        (<Suit.HEARTS: 3>, <Suit.SPADES: 2>)
        """
        _text(text, "Suit.parse")
        key = text.strip()
        found = _SUIT_BY_TEXT.get(key.upper())
        if found is None:
            found = _SUIT_BY_TEXT.get(key)
        if found is None:
            raise NotationError(text, "not a suit (use C D S H or ♣ ♦ ♠ ♥)")
        return found

    def __str__(self) -> str:
        return self.symbol


_SUIT_BY_TEXT: Final[dict[str, Suit]] = {}
for _s in Suit:
    _SUIT_BY_TEXT[_s.letter] = _s
    _SUIT_BY_TEXT[_s.symbol] = _s
# Variation selectors and the white suit symbols people paste from documents.
_SUIT_BY_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♤": Suit.SPADES, "♡": Suit.HEARTS})
_SUIT_BY_TEXT.update({"♥️": Suit.HEARTS, "♠️": Suit.SPADES, "♦️": Suit.DIAMONDS, "♣️": Suit.CLUBS})


class Rank(enum.IntEnum):
    """Ranks from 2 (lowest) to ace (highest); clause DECK."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One character: ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """As printed on the card: ``10`` for the ten, else :attr:`letter`."""
        return "10" if self is Rank.TEN else self.letter

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse ``2``..``10``, ``T``, ``J``, ``Q``, ``K``, ``A`` (case-insensitive).

        >>> Rank.parse("10") is Rank.parse("t") is Rank.TEN
        True
        """
        _text(text, "Rank.parse")
        found = RANK_BY_TEXT.get(text.strip().upper())
        if found is None:
            raise NotationError(text, "not a rank (use 2-10, T, J, Q, K or A)")
        return found

    def __str__(self) -> str:
        return self.label


RANK_BY_TEXT: Final[dict[str, Rank]] = {r.letter: r for r in Rank}
RANK_BY_TEXT["10"] = Rank.TEN


class Seat(enum.IntEnum):
    """The four seats, in the order of play (clockwise, see interpretation Q6).

    Passing "left" gives to the next seat in the order of play.

    >>> Seat.NORTH.next
    <Seat.EAST: 1>
    >>> Seat.parse("w")
    <Seat.WEST: 3>
    """

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @classmethod
    def _missing_(cls, value: object) -> Seat | None:
        """The fifth to seventh seats of a larger table (``Seat(4)`` to ``Seat(6)``): seats that
        exist but are left out of ``iter(Seat)``, so a four-seat loop stays four seats."""
        if isinstance(value, int) and 4 <= value < 4 + len(_EXTRA_SEATS):
            return _EXTRA_SEATS[value - 4]
        return None

    @property
    def letter(self) -> str:
        """``N``, ``E``, ``S`` or ``W`` (``5`` to ``7`` for the extra seats)."""
        return "NESW567"[self]

    @property
    def number(self) -> str:
        """The seat's number in play order, 1-based: the deal notation of a table not of four."""
        return str(int(self) + 1)

    def label(self, seats: int = 4) -> str:
        """The seat as the deal notation, the protocol and ``variant check`` write it at a table
        of ``seats``: ``N E S W`` at four, ``1`` to ``N`` at other tables (docs/players.md).

        >>> Seat.WEST.label(), Seat(4).label(5)
        ('W', '5')
        """
        return self.letter if table_size(seats) == 4 else self.number

    @property
    def next(self) -> Seat:
        """The seat that plays after this one at four seats (and receives a left pass)."""
        return Seat((self + 1) % 4)

    def offset(self, steps: int, seats: int = 4) -> Seat:
        """The seat ``steps`` places later in the order of play, at a table of ``seats``."""
        return Seat((self + steps) % table_size(seats))

    def name_at(self, seats: int) -> str:
        """The seat's name at a table of ``seats``: North... at four, ``Seat 1``... otherwise."""
        return str(self) if table_size(seats) == 4 else f"Seat {int(self) + 1}"

    @staticmethod
    def at_table(seats: int) -> tuple[Seat, ...]:
        """The seats of a table of ``seats`` (3 to 7, else :func:`table_size`'s error), in play order.

        >>> [str(s) for s in Seat.at_table(6)][4:]
        ['Seat 5', 'Seat 6']
        """
        return _seats_at(table_size(seats, "Seat.at_table"))

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N``/``E``/``S``/``W`` or a full English name."""
        _text(text, "Seat.parse")
        key = text.strip().upper()
        for seat in Seat:
            if key in (seat.letter, seat.name):
                return seat
        raise NotationError(text, "not a seat (use N, E, S or W)")

    def __str__(self) -> str:
        if self >= 4:
            return f"Seat {int(self) + 1}"
        return self.name.capitalize()


@functools.cache
def _seats_at(seats: int) -> tuple[Seat, ...]:
    return tuple(Seat(i) for i in range(seats))


def _extra_seat(value: int) -> Seat:
    seat = int.__new__(Seat, value)
    seat._name_ = f"SEAT_{value + 1}"
    seat._value_ = value
    return seat


_EXTRA_SEATS: Final = (_extra_seat(4), _extra_seat(5), _extra_seat(6))


class Card:
    """One card, a flyweight: ``Card(suit, rank)`` always returns the same object.

    >>> c = Card(Suit.SPADES, Rank.QUEEN)
    >>> c is Card.parse("Q♠"), c.index, c.format(), c.format(symbols=True)
    (True, 36, 'QS', 'Q♠')
    """

    __slots__ = ("bit", "index", "rank", "suit")
    suit: Suit
    rank: Rank
    index: int
    bit: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return ALL_CARDS[int(suit) * 13 + int(rank) - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "suit", Suit(index // 13))
        object.__setattr__(card, "rank", Rank(index % 13 + 2))
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "bit", 1 << index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with index ``0..51``."""
        whole_number(index, "Card.from_index")
        if not 0 <= index < 52:
            raise NotationError(str(index), "card index must be 0..51")
        return ALL_CARDS[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ASCII (``QS``, ``TH``, ``10H``) or symbol (``Q♠``, ``10♥``) notation.

        >>> Card.parse("xx")
        Traceback (most recent call last):
        ...
        hearts.cards.deck.NotationError: 'xx': not a card: 'x' is not a rank (use 2-10, T, J, Q, K or A)
        """
        _text(text, "Card.parse")
        s = text.strip()
        if len(s) < 2:
            raise NotationError(text, "not a card: too short (write rank then suit, e.g. QS or Q♠)")
        # Suit symbols may carry an emoji variation selector (two code points).
        suit_part = s[-2:] if s.endswith("\ufe0f") else s[-1]
        rank_part = s[: len(s) - len(suit_part)]
        try:
            rank = Rank.parse(rank_part)
        except NotationError:
            raise NotationError(
                text, f"not a card: {quoted(rank_part)} is not a rank (use 2-10, T, J, Q, K or A)"
            ) from None
        try:
            suit = Suit.parse(suit_part)
        except NotationError:
            raise NotationError(
                text, f"not a card: {quoted(suit_part)} is not a suit (use C D S H or ♣ ♦ ♠ ♥)"
            ) from None
        return ALL_CARDS[suit * 13 + rank - 2]

    def format(self, symbols: bool = False) -> str:
        """``QS`` / ``TH`` in ASCII, or ``Q♠`` / ``10♥`` with symbols."""
        if symbols:
            return self.rank.label + self.suit.symbol
        return self.rank.letter + self.suit.letter

    def __str__(self) -> str:
        return self.format(symbols=True)

    def __repr__(self) -> str:
        return f"Card.parse({self.format()!r})"

    def _repr_svg_(self) -> str:
        """The card as a picture in notebooks (:mod:`hearts.cards.svg`)."""
        from hearts.cards import svg

        return svg.card(self)

    # Cards compare by index with cards only: ``Card < 5`` is a TypeError (NotImplemented).
    def __lt__(self, other: object) -> bool:
        return self.index < other.index if isinstance(other, Card) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self.index <= other.index if isinstance(other, Card) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self.index > other.index if isinstance(other, Card) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self.index >= other.index if isinstance(other, Card) else NotImplemented

    def __hash__(self) -> int:
        return self.index


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(52))
"""The 52 cards in index order (♣2..♣A, ♦2..♦A, ♠2..♠A, ♥2..♥A)."""

FULL_DECK: Final[int] = (1 << 52) - 1
QUEEN_OF_SPADES: Final[Card] = ALL_CARDS[Suit.SPADES * 13 + Rank.QUEEN - 2]
TWO_OF_CLUBS: Final[Card] = ALL_CARDS[0]
JACK_OF_DIAMONDS: Final[Card] = ALL_CARDS[Suit.DIAMONDS * 13 + Rank.JACK - 2]
