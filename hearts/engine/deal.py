"""A deal: four hands of thirteen cards, one per seat (clause DEAL).

Deal notation is one line, four hands in seat order starting at North, each hand
in suit notation (ranks of ♣.♦.♠.♥ separated by dots)::

    N:AKQ.JT9.876.5432 E:... S:... W:...

The seat letters are optional when all four hands are given in N E S W order.

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

from hearts.cards import FULL_DECK, TWO_OF_CLUBS, CardSet, NotationError, Seat

__all__ = ["Deal"]

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


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands by seat. A valid deal holds the 52 cards, 13 per seat."""

    hands: tuple[CardSet, CardSet, CardSet, CardSet]

    def __post_init__(self) -> None:
        seen = 0
        for seat, hand in zip(Seat, self.hands, strict=True):
            if len(hand) != 13:
                raise NotationError(self.format(), f"{seat} holds {len(hand)} cards, not 13")
            if seen & hand.mask:
                dup = CardSet(seen & hand.mask)
                raise NotationError(self.format(), f"{dup} dealt twice")
            seen |= hand.mask
        if seen != FULL_DECK:  # pragma: no cover - implied by 4 x 13 distinct cards
            raise NotationError(self.format(), "the deal does not hold the 52 cards")

    def __getitem__(self, seat: Seat) -> CardSet:
        return self.hands[seat]

    @property
    def masks(self) -> tuple[int, int, int, int]:
        """The four hands as raw 52-bit masks."""
        h = self.hands
        return (h[0].mask, h[1].mask, h[2].mask, h[3].mask)

    def holder(self, card_index: int) -> Seat:
        """The seat dealt the card with this index."""
        for seat in Seat:
            if self.hands[seat].mask >> card_index & 1:
                return seat
        raise ValueError(card_index)  # pragma: no cover

    @property
    def two_of_clubs_holder(self) -> Seat:
        """The seat dealt 2♣ (who leads the first trick if nothing is passed)."""
        return self.holder(TWO_OF_CLUBS.index)

    @classmethod
    def random(cls, seed: int | str, hand_number: int = 1) -> Deal:
        """The seeded deal for ``hand_number`` (1-based) of the game with ``seed``.

        The same seed and hand number give the same deal on every machine: the
        random bits are SHAKE-128 of the seed and the hand number (integer and text
        seeds are told apart), and the deck is shuffled by sorting the cards on 40
        of those bits each; the first 13 cards go to North, the next to East, South
        and West.
        """
        if isinstance(seed, int):
            source = b"hearts:int:%d:%d" % (seed, hand_number)
        else:
            source = f"hearts:str:{seed}:{hand_number}".encode("utf-8", "surrogatepass")
        keys = bytearray(shake_128(source).digest(8 * 52))
        keys[0::8] = _INDEX_BYTES
        keys[6::8] = _EXPONENT_LOW
        keys[7::8] = _EXPONENT_HIGH
        order = _KEYS.pack(*sorted(_KEYS.unpack(keys)))[0::8]  # card indices, shuffled
        # For each card, highest index first, the digit of the seat it goes to.
        seats = bytes.maketrans(order, _SEAT_BY_POSITION)[51::-1]
        return cls._trusted(
            int(seats.translate(_ONLY_SEAT[0]), 2),
            int(seats.translate(_ONLY_SEAT[1]), 2),
            int(seats.translate(_ONLY_SEAT[2]), 2),
            int(seats.translate(_ONLY_SEAT[3]), 2),
        )

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
        return deal

    @classmethod
    def from_masks(cls, masks: list[int] | tuple[int, ...]) -> Deal:
        if len(masks) != 4:
            raise ValueError("a deal has four hands")
        return cls((CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])))

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Parse deal notation (see the module docstring).

        >>> Deal.parse("N:AKQ.-.-.-")
        Traceback (most recent call last):
        ...
        hearts.cards.deck.NotationError: 'N:AKQ.-.-.-': a deal needs four hands, found 1
        """
        if not isinstance(text, str):
            raise TypeError(f"Deal.parse takes a string, not {type(text).__name__}")
        tokens = text.split()
        if len(tokens) != 4:
            raise NotationError(text, f"a deal needs four hands, found {len(tokens)}")
        hands: dict[Seat, CardSet] = {}
        for position, token in enumerate(tokens):
            if ":" in token:
                label, _, body = token.partition(":")
                try:
                    seat = Seat.parse(label)
                except NotationError:
                    raise NotationError(text, f"{label!r} is not a seat (use N, E, S or W)") from None
            else:
                seat, body = Seat(position), token
            if seat in hands:
                raise NotationError(text, f"{seat} is given twice")
            try:
                hands[seat] = CardSet.parse_suits(body)
            except NotationError as err:
                raise NotationError(text, f"{seat}'s hand {body!r}: {err.why}") from None
        return cls((hands[Seat.NORTH], hands[Seat.EAST], hands[Seat.SOUTH], hands[Seat.WEST]))

    def format(self) -> str:
        """Deal notation, ``N:... E:... S:... W:...``."""
        return " ".join(f"{seat.letter}:{self.hands[seat].format_suits()}" for seat in Seat)

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        return f"Deal.parse({self.format()!r})"
