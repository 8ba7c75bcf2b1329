"""Cards, seats and card sets, with their notations.

Clause DECK: 52 cards, four suits of thirteen ranks, 2 lowest and ace highest,
no trump suit.

Every card has an index ``0..51``: ``suit * 13 + (rank - 2)``. A :class:`CardSet`
is a 52-bit integer mask over those indices and behaves like a ``frozenset``.

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

import enum
from collections.abc import Iterable, Iterator, Set
from typing import Final

from hearts.errors import InputError

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
    "FULL_DECK",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "TWO_OF_CLUBS",
    "Card",
    "CardSet",
    "NotationError",
    "Rank",
    "Seat",
    "Suit",
    "suit_mask",
]


class NotationError(InputError):
    """Text that is not valid card, hand or deal notation.

    The message names the text and what is wrong with it.
    """

    def __init__(self, text: str, why: str) -> None:
        super().__init__(f"{text!r}: {why}")
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
        found = _RANK_BY_TEXT.get(text.strip().upper())
        if found is None:
            raise NotationError(text, "not a rank (use 2-10, T, J, Q, K or A)")
        return found

    def __str__(self) -> str:
        return self.label


_RANK_BY_TEXT: Final[dict[str, Rank]] = {r.letter: r for r in Rank}
_RANK_BY_TEXT["10"] = Rank.TEN


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

    @property
    def letter(self) -> str:
        """``N``, ``E``, ``S`` or ``W``."""
        return "NESW"[self]

    @property
    def next(self) -> Seat:
        """The seat that plays after this one (and receives a left pass)."""
        return Seat((self + 1) % 4)

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places later in the order of play."""
        return Seat((self + steps) % 4)

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N``/``E``/``S``/``W`` or a full English name."""
        key = text.strip().upper()
        for seat in Seat:
            if key in (seat.letter, seat.name):
                return seat
        raise NotationError(text, "not a seat (use N, E, S or W)")

    def __str__(self) -> str:
        return self.name.capitalize()


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
        if not 0 <= index < 52:
            raise NotationError(str(index), "card index must be 0..51")
        return ALL_CARDS[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ASCII (``QS``, ``TH``, ``10H``) or symbol (``Q♠``, ``10♥``) notation.

        >>> Card.parse("xx")
        Traceback (most recent call last):
        ...
        hearts.cards.NotationError: 'xx': not a card: 'x' is not a rank (use 2-10, T, J, Q, K or A)
        """
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
                text, f"not a card: {rank_part!r} is not a rank (use 2-10, T, J, Q, K or A)"
            ) from None
        try:
            suit = Suit.parse(suit_part)
        except NotationError:
            raise NotationError(
                text, f"not a card: {suit_part!r} is not a suit (use C D S H or ♣ ♦ ♠ ♥)"
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
        """The card as a picture in notebooks (:mod:`hearts.svg`)."""
        from hearts import svg

        return svg.card(self)

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(52))
"""The 52 cards in index order (♣2..♣A, ♦2..♦A, ♠2..♠A, ♥2..♥A)."""

FULL_DECK: Final[int] = (1 << 52) - 1
QUEEN_OF_SPADES: Final[Card] = ALL_CARDS[Suit.SPADES * 13 + Rank.QUEEN - 2]
TWO_OF_CLUBS: Final[Card] = ALL_CARDS[0]
JACK_OF_DIAMONDS: Final[Card] = ALL_CARDS[Suit.DIAMONDS * 13 + Rank.JACK - 2]

# The public card masks ("bitboards", named as in python-chess): a set of cards is an int
# whose bit ``card.index`` is set for each card in it. Every module uses these; none
# declares its own.
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


# Per suit, for every 13-bit pattern, the cards it holds (lowest first): the fast path
# from masks to cards.
CARDS_IN_PATTERN: Final[tuple[tuple[tuple[Card, ...], ...], ...]] = tuple(
    tuple(tuple(ALL_CARDS[s * 13 + r] for r in range(13) if pattern >> r & 1) for pattern in range(1 << 13))
    for s in range(4)
)


def cards_of_mask(mask: int) -> list[Card]:
    """The cards of a 52-bit mask as a list, lowest index first (fast path)."""
    out: list[Card] = []
    for s in range(4):
        pattern = (mask >> (13 * s)) & 0x1FFF
        if pattern:
            out.extend(CARDS_IN_PATTERN[s][pattern])
    return out


class CardSet(Set[Card]):
    """An immutable set of cards over a 52-bit mask; behaves like ``frozenset[Card]``.

    >>> a = CardSet.parse("2C 3C QS")
    >>> b = CardSet.parse("Q♠ A♥")
    >>> a | b
    CardSet.parse('2C 3C QS AH')
    >>> (a & b, len(a - b))
    (CardSet.parse('QS'), 2)
    >>> a.of_suit(Suit.CLUBS)
    CardSet.parse('2C 3C')
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            if not 0 <= cards <= FULL_DECK:
                raise ValueError(f"card mask out of range: {cards:#x}")
            mask = cards
        else:
            mask = 0
            for card in cards:
                if not isinstance(card, Card):
                    raise TypeError(f"not a Card: {card!r}")
                mask |= card.bit
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (CardSet, (self.mask,))

    # --- Set protocol -------------------------------------------------------

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of_mask(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __hash__(self) -> int:
        return hash(("CardSet", self.mask))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, Set):
            return len(self) == len(other) and all(c in self for c in other)
        return NotImplemented

    @staticmethod
    def _mask_of(other: object) -> int:
        if isinstance(other, CardSet):
            return other.mask
        if isinstance(other, Iterable):
            return CardSet(other).mask
        raise TypeError(f"cannot combine CardSet with {type(other).__name__}")

    def __or__(self, other: object) -> CardSet:
        return CardSet(self.mask | self._mask_of(other))

    def __and__(self, other: object) -> CardSet:
        return CardSet(self.mask & self._mask_of(other))

    def __sub__(self, other: object) -> CardSet:
        return CardSet(self.mask & ~self._mask_of(other))

    def __xor__(self, other: object) -> CardSet:
        return CardSet(self.mask ^ self._mask_of(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __le__(self, other: object) -> bool:
        return self.mask & ~self._mask_of(other) == 0

    def __ge__(self, other: object) -> bool:
        return self._mask_of(other) & ~self.mask == 0

    def __lt__(self, other: object) -> bool:
        return self <= other and self.mask != self._mask_of(other)

    def __gt__(self, other: object) -> bool:
        return self >= other and self.mask != self._mask_of(other)

    def isdisjoint(self, other: Iterable[object]) -> bool:
        return self.mask & self._mask_of(other) == 0

    # --- Card-game helpers --------------------------------------------------

    def add(self, card: Card) -> CardSet:
        """A new set with ``card`` added."""
        return CardSet(self.mask | card.bit)

    def remove(self, card: Card) -> CardSet:
        """A new set without ``card``; ``KeyError`` if it is not there."""
        if not self.mask & card.bit:
            raise KeyError(card)
        return CardSet(self.mask & ~card.bit)

    def of_suit(self, suit: Suit) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & BB_SUITS[suit])

    def suits(self) -> tuple[Suit, ...]:
        """The suits this set holds at least one card of."""
        return tuple(s for s in Suit if self.mask & BB_SUITS[s])

    def lowest(self) -> Card:
        """The card with the lowest index (``ValueError`` if empty)."""
        if not self.mask:
            raise ValueError("empty CardSet")
        return ALL_CARDS[(self.mask & -self.mask).bit_length() - 1]

    def highest(self) -> Card:
        """The card with the highest index (``ValueError`` if empty)."""
        if not self.mask:
            raise ValueError("empty CardSet")
        return ALL_CARDS[self.mask.bit_length() - 1]

    # --- Notation -----------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Parse cards separated by spaces or commas, ASCII or symbols.

        An empty string (or ``-``) is the empty set. A repeated card is an error.

        >>> CardSet.parse("Q♠, 10♥ 2c")
        CardSet.parse('2C QS TH')
        """
        stripped = text.strip()
        if stripped in ("", "-"):
            return CardSet()
        mask = 0
        for token in stripped.replace(",", " ").split():
            card = Card.parse(token)
            if mask & card.bit:
                raise NotationError(text, f"{card.format(symbols=True)} appears twice")
            mask |= card.bit
        return CardSet(mask)

    def format(self, symbols: bool = False) -> str:
        """Cards separated by spaces, in index order (♣ ♦ ♠ ♥, low to high)."""
        if not self.mask:
            return "-"
        return " ".join(c.format(symbols) for c in self)

    @classmethod
    def parse_suits(cls, text: str) -> CardSet:
        """Parse suit notation: ranks of ♣.♦.♠.♥ separated by dots, any order in a suit.

        Tens are ``T`` (``10`` also works); a suit may be empty or ``-``.

        >>> CardSet.parse_suits("AK2.-.Q.T98")
        CardSet.parse('2C KC AC QS 8H 9H TH')
        """
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(text, f"a hand needs 4 suits separated by dots (♣.♦.♠.♥), found {len(parts)}")
        mask = 0
        for suit, part in zip(Suit, parts, strict=True):
            ranks = part.strip().upper().replace("10", "T")
            if ranks == "-":
                continue
            for ch in ranks:
                rank = _RANK_BY_TEXT.get(ch)
                if rank is None:
                    raise NotationError(text, f"{ch!r} in the {suit.name.lower()} is not a rank")
                card = ALL_CARDS[suit * 13 + rank - 2]
                if mask & card.bit:
                    raise NotationError(text, f"{card.format(symbols=True)} appears twice")
                mask |= card.bit
        return CardSet(mask)

    def format_suits(self) -> str:
        """Suit notation: ranks high to low per suit, ♣.♦.♠.♥, ``-`` for an empty suit."""
        parts = []
        for s in Suit:
            pattern = (self.mask >> (13 * s)) & 0x1FFF
            ranks = "".join("23456789TJQKA"[r] for r in range(12, -1, -1) if pattern >> r & 1)
            parts.append(ranks or "-")
        return ".".join(parts)

    def __repr__(self) -> str:
        return f"CardSet.parse({self.format()!r})"

    def _repr_svg_(self) -> str:
        """The cards as a fanned hand in notebooks (:mod:`hearts.svg`)."""
        from hearts import svg

        return svg.hand(self)

    def __str__(self) -> str:
        return self.format(symbols=True)
