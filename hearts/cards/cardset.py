"""Sets of cards: :class:`CardSet`, an immutable ``frozenset`` of cards over a 52-bit mask,
with the hand notations (cards separated by spaces, or suit by suit).

Import it from :mod:`hearts.cards`.

>>> hand = CardSet.parse("2C 3C QS TH")
>>> Card.parse("Q♠") in hand
True
>>> hand.format()
'2C 3C QS TH'
>>> CardSet.parse_suits("32..Q.T")
CardSet.parse('2C 3C QS TH')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set

from hearts.cards.deck import ALL_CARDS, FULL_DECK, RANK_BY_TEXT, Card, NotationError, Suit, _text, quoted
from hearts.cards.masks import BB_SUITS, cards_of_mask

__all__ = ["CardSet"]


def _card(card: object, what: str) -> Card:
    if not isinstance(card, Card):
        raise TypeError(f"{what} takes a Card (Card.parse reads text), not {type(card).__name__}")
    return card


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
        if isinstance(cards, bool):
            raise TypeError("CardSet takes cards or a card mask (an int), not bool")
        if isinstance(cards, int):
            if not 0 <= cards <= FULL_DECK:
                raise ValueError(f"card mask out of range: {cards:#x}")
            mask = cards
        elif isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
            raise TypeError(
                f"CardSet takes cards or a card mask, not {type(cards).__name__} (CardSet.parse reads text)"
            )
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
        return CardSet(self.mask | _card(card, "CardSet.add").bit)

    def remove(self, card: Card) -> CardSet:
        """A new set without ``card``; ``KeyError`` if it is not there."""
        if not self.mask & _card(card, "CardSet.remove").bit:
            raise KeyError(card)
        return CardSet(self.mask & ~card.bit)

    def of_suit(self, suit: Suit) -> CardSet:
        """The cards of one suit."""
        if not isinstance(suit, Suit):
            raise TypeError(
                f"CardSet.of_suit takes a Suit (Suit.parse reads text), not {type(suit).__name__}"
            )
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
        _text(text, "CardSet.parse")
        stripped = text.strip()
        if stripped in ("", "-"):
            return CardSet()
        mask = 0
        for token in stripped.replace(",", " ").split():
            try:
                card = Card.parse(token)
            except NotationError as err:
                raise NotationError(text, err.why) from None
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
        _text(text, "CardSet.parse_suits")
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(text, f"a hand needs 4 suits separated by dots (♣.♦.♠.♥), found {len(parts)}")
        mask = 0
        for suit, part in zip(Suit, parts, strict=True):
            ranks = part.strip().upper().replace("10", "T")
            if ranks == "-":
                continue
            for ch in ranks:
                rank = RANK_BY_TEXT.get(ch)
                if rank is None:
                    raise NotationError(text, f"{quoted(ch)} in the {suit.name.lower()} is not a rank")
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
        """The cards as a fanned hand in notebooks (:mod:`hearts.cards.svg`)."""
        from hearts.cards import svg

        return svg.hand(self)

    def __str__(self) -> str:
        return self.format(symbols=True)
