"""A deal: one hand per seat, equal in size, and the kitty (clause DEAL).

Deal notation is one line, the hands in seat order starting at North, each hand
in suit notation (ranks of ♣.♦.♠.♥ separated by dots)::

    N:AKQ.JT9.876.5432 E:... S:... W:...

The seat letters are optional when all four hands are given in N E S W order. At a
table of three, five or six the seats are numbered in play order instead, and the
cards left over after an even deal (the kitty) follow as ``K:`` (see ``docs/players.md``)::

    1:AKQJT98765432.-.QJ.- 2:... 3:... K:5H

The parser checks the deal against the table: as many hands as seats, all of one
size, and the hands, the kitty and the removed cards together make the deck.

>>> deal = Deal.random(seed=7, hand_number=1)
>>> Deal.parse(deal.format()) == deal
True
>>> sorted(len(h) for h in deal.hands)
[13, 13, 13, 13]
"""

from __future__ import annotations

from dataclasses import dataclass
from hashlib import shake_128
from struct import Struct

from hearts.cards import (
    FULL_DECK,
    TABLE_SIZES,
    TWO_OF_CLUBS,
    CardSet,
    NotationError,
    Seat,
    quoted,
    table_size,
    whole_number,
)

_NO_CARDS = CardSet()

__all__ = ["Deal", "check_seed"]

# Deal.random works on bytes with C-level operations only (no Python loop over
# the 52 cards). Each card gets a sort key that is an IEEE double in [1, 2): byte 7
# and the top of byte 6 hold the exponent (fixed), bytes 1-5 are 40 random bits
# and byte 0 is the card index, so no two keys are equal and equal random bits
# (about one deal in a billion) fall back to card order.
_INDEX_BYTES = bytes(range(52))
_EXPONENT_LOW = b"\xf0" * 52
_EXPONENT_HIGH = b"\x3f" * 52
_KEYS = Struct("<52d")  # the 52 keys as little-endian doubles, on every machine
_SEAT_BY_POSITION = b"0" * 13 + b"1" * 13 + b"2" * 13 + b"3" * 13
"""The seat (as a digit) dealt the card at each position of the shuffled deck."""
_ONLY_SEAT = tuple(bytes.maketrans(b"0123", b"0000"[:s] + b"1" + b"0000"[s + 1 :]) for s in range(4))
"""Per seat, a table turning seat digits into binary digits: 1 for that seat."""
_set_mask = vars(CardSet)["mask"].__set__  # the slot itself (CardSet.__setattr__ refuses)
_new_cardset = object.__new__


def check_seed(seed: object, what: str) -> None:
    """:class:`TypeError` unless ``seed`` is an ``int`` or a ``str`` (a ``float`` such as
    ``1.5``, a ``bool`` or ``None`` would deal some game, not the one asked for)."""
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise TypeError(f"{what}: a seed is an int or a str, not {type(seed).__name__}")


@dataclass(frozen=True, slots=True)
class Deal:
    """The hands by seat, and the kitty. A four-seat deal of the card holds the 52 cards, 13
    per seat; at other tables every hand has the same size and the kitty fewer cards than
    there are seats (:meth:`check` compares the cards with the deck less the removed ones)."""

    hands: tuple[CardSet, ...]
    kitty: CardSet = _NO_CARDS
    """The cards left over, face down until a trick's winner takes them (``leftover: kitty``)."""

    def __post_init__(self) -> None:
        seats = len(self.hands)
        if seats not in TABLE_SIZES:
            raise NotationError(self.format(), f"a deal has three to seven hands, not {seats}")
        # Four seats: 13 a hand, or fewer when cards are removed (check() compares with the deck).
        card = seats == 4 and not self.kitty and any(len(hand) == 13 for hand in self.hands)
        size = 13 if card else len(self.hands[0])
        seen = self.kitty.mask
        for number, hand in enumerate(self.hands):
            if len(hand) != size:
                who = Seat(number).name_at(seats)
                raise NotationError(self.format(), f"{who} holds {len(hand)} cards, not {size}")
            if seen & hand.mask:
                dup = CardSet(seen & hand.mask)
                raise NotationError(self.format(), f"{dup} dealt twice")
            seen |= hand.mask
        if len(self.kitty) >= seats:
            raise NotationError(self.format(), f"a kitty of {len(self.kitty)} cards: deal them out")
        if seats == 4 and size == 13 and seen != FULL_DECK:  # pragma: no cover - 4 x 13 distinct
            raise NotationError(self.format(), "the deal does not hold the 52 cards")

    @property
    def seats(self) -> int:
        """How many hands (the table size)."""
        return len(self.hands)

    def check(self, removed: int = 0) -> None:
        """DEAL: raise :class:`NotationError` unless the hands, the kitty and the ``removed``
        cards (a mask) together make the deck, each card once."""
        dealt = self.kitty.mask
        for hand in self.hands:
            dealt |= hand.mask
        if dealt & removed:
            raise NotationError(
                self.format(), f"{CardSet(dealt & removed)} is removed from the deck but dealt"
            )
        missing = FULL_DECK & ~dealt & ~removed
        if missing:
            raise NotationError(self.format(), f"{CardSet(missing)} is neither dealt nor removed")

    def __getitem__(self, seat: Seat) -> CardSet:
        return self.hands[seat]

    @property
    def masks(self) -> tuple[int, ...]:
        """The hands as raw 52-bit masks."""
        h = self.hands
        if len(h) == 4:
            return (h[0].mask, h[1].mask, h[2].mask, h[3].mask)
        return tuple(hand.mask for hand in h)

    def holder(self, card_index: int) -> Seat:
        """The seat dealt the card with this index."""
        for seat, hand in enumerate(self.hands):
            if hand.mask >> card_index & 1:
                return Seat(seat)
        raise ValueError(card_index)  # pragma: no cover

    @property
    def two_of_clubs_holder(self) -> Seat:
        """The seat dealt 2♣ (who leads the first trick if nothing is passed)."""
        return self.holder(TWO_OF_CLUBS.index)

    @classmethod
    def random(cls, seed: int | str, hand_number: int = 1, seats: int = 4, removed: int = 0) -> Deal:
        """The seeded deal for ``hand_number`` (1-based) of the game with ``seed``.

        The same seed and hand number give the same deal on every machine: the
        random bits are SHAKE-128 of the seed and the hand number (integer and text
        seeds are told apart), and the deck is shuffled by sorting the cards on 40
        of those bits each; the first 13 cards go to North, the next to East, South
        and West. At another table (or with ``removed`` cards, a mask) the same shuffle
        less the removed cards is dealt in equal blocks in seat order, and what is left
        over is the kitty.

        >>> deal = Deal.random(7, seats=3)
        >>> [len(h) for h in deal.hands], len(deal.kitty)
        ([17, 17, 17], 1)
        """
        check_seed(seed, "Deal.random")
        whole_number(hand_number, "Deal.random's hand_number")
        table_size(seats)
        whole_number(removed, "Deal.random's removed")
        if isinstance(seed, int):
            source = b"hearts:int:%d:%d" % (seed, hand_number)
        else:
            source = f"hearts:str:{seed}:{hand_number}".encode("utf-8", "surrogatepass")
        keys = bytearray(shake_128(source).digest(8 * 52))
        keys[0::8] = _INDEX_BYTES
        keys[6::8] = _EXPONENT_LOW
        keys[7::8] = _EXPONENT_HIGH
        order = _KEYS.pack(*sorted(_KEYS.unpack(keys)))[0::8]  # card indices, shuffled
        if seats != 4 or removed:
            return cls._dealt([i for i in order if not removed >> i & 1], seats)
        # For each card, highest index first, the digit of the seat it goes to.
        dealt_to = bytes.maketrans(order, _SEAT_BY_POSITION)[51::-1]
        return cls._trusted(
            int(dealt_to.translate(_ONLY_SEAT[0]), 2),
            int(dealt_to.translate(_ONLY_SEAT[1]), 2),
            int(dealt_to.translate(_ONLY_SEAT[2]), 2),
            int(dealt_to.translate(_ONLY_SEAT[3]), 2),
        )

    @classmethod
    def _dealt(cls, order: list[int], seats: int) -> Deal:
        """The cards ``order`` (indices, shuffled) dealt in equal blocks, the rest the kitty."""
        size = len(order) // seats
        hands = tuple(CardSet(sum(1 << i for i in order[s * size : (s + 1) * size])) for s in range(seats))
        return cls(hands, CardSet(sum(1 << i for i in order[seats * size :])))

    @classmethod
    def _trusted(cls, north: int, east: int, south: int, west: int) -> Deal:
        """A deal from masks known to hold 13 distinct cards each (no checks)."""
        n, e, s, w = (
            _new_cardset(CardSet),
            _new_cardset(CardSet),
            _new_cardset(CardSet),
            _new_cardset(CardSet),
        )
        _set_mask(n, north)
        _set_mask(e, east)
        _set_mask(s, south)
        _set_mask(w, west)
        deal = _new_cardset(cls)
        object.__setattr__(deal, "hands", (n, e, s, w))
        object.__setattr__(deal, "kitty", _NO_CARDS)
        return deal

    @classmethod
    def from_masks(cls, masks: list[int] | tuple[int, ...], kitty: int = 0) -> Deal:
        if len(masks) not in TABLE_SIZES:
            raise ValueError("a deal has three to seven hands")
        return cls(tuple(CardSet(mask) for mask in masks), CardSet(kitty) if kitty else _NO_CARDS)

    @classmethod
    def parse(cls, text: str, seats: int = 4, removed: int = 0) -> Deal:
        """Parse deal notation for a table of ``seats`` whose deck lacks the ``removed``
        cards (a mask); see the module docstring.

        >>> Deal.parse("N:AKQ.-.-.-")
        Traceback (most recent call last):
        ...
        hearts.cards.deck.NotationError: 'N:AKQ.-.-.-': a deal needs four hands, found 1
        >>> three = Deal.random(7, seats=3)
        >>> Deal.parse(three.format(), seats=3) == three, three.format()[:2], str(three.kitty)
        (True, '1:', 'K♣')
        >>> three.format()[-9:]
        'K:K.-.-.-'
        >>> Deal.parse(three.format(), seats=3, removed=three.kitty.mask)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        hearts.cards.deck.NotationError: '1:QT65...K:K.-.-.-': K♣ is removed from the deck but dealt
        """
        if not isinstance(text, str):
            raise TypeError(f"Deal.parse takes a string, not {type(text).__name__}")
        table_size(seats)
        tokens = text.split()
        kitty = _NO_CARDS
        for token in tokens:
            if token[:2].upper() == "K:":
                if kitty:
                    raise NotationError(text, "the kitty is given twice")
                try:
                    kitty = CardSet.parse_suits(token[2:])
                except NotationError as err:
                    raise NotationError(text, f"the kitty {quoted(token[2:])}: {err.why}") from None
                tokens = [t for t in tokens if t is not token]
        if len(tokens) != seats:
            if seats == 4:
                raise NotationError(text, f"a deal needs four hands, found {len(tokens)}")
            raise NotationError(text, f"a deal at {seats} seats needs {seats} hands, found {len(tokens)}")
        hands: dict[int, CardSet] = {}
        for position, token in enumerate(tokens):
            if ":" in token:
                label, _, body = token.partition(":")
                seat = _seat_label(text, label, seats)
            else:
                seat, body = position, token
            who = Seat(seat).name_at(seats)
            if seat in hands:
                raise NotationError(text, f"{who} is given twice")
            try:
                hands[seat] = CardSet.parse_suits(body)
            except NotationError as err:
                raise NotationError(text, f"{who}'s hand {quoted(body)}: {err.why}") from None
        deal = cls(tuple(hands[seat] for seat in range(seats)), kitty)
        if seats != 4 or removed or kitty or len(deal.hands[0]) != 13:
            deal.check(removed)
        return deal

    def format(self) -> str:
        """Deal notation, ``N:... E:... S:... W:...`` (at other tables ``1:... 2:...``, and
        ``K:...`` for a kitty)."""
        seats = len(self.hands)
        text = " ".join(f"{Seat(i).label(seats)}:{hand.format_suits()}" for i, hand in enumerate(self.hands))
        return f"{text} K:{self.kitty.format_suits()}" if self.kitty else text

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        return f"Deal.parse({self.format()!r})"


def _seat_label(text: str, label: str, seats: int) -> int:
    """The seat a deal notation label names: N, E, S, W at four seats, 1 to ``seats`` otherwise."""
    if seats == 4:
        try:
            return int(Seat.parse(label))
        except NotationError:
            raise NotationError(text, f"{quoted(label)} is not a seat (use N, E, S or W)") from None
    if label.isdigit() and 1 <= int(label) <= seats:
        return int(label) - 1
    raise NotationError(text, f"{quoted(label)} is not a seat (use 1 to {seats})")
