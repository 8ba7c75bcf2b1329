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

import random
from dataclasses import dataclass

from hearts.cards import FULL_DECK, TWO_OF_CLUBS, CardSet, NotationError, Seat

__all__ = ["Deal"]

_INDICES = range(52)
_BITS = tuple(1 << i for i in range(52))


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

        The same seed and hand number give the same deal on every machine.
        """
        # Integer seeds seed the generator directly (fast); others through their text.
        if isinstance(seed, int):
            rng = random.Random(seed * 1_000_003 + hand_number)
        else:
            rng = random.Random(f"hearts:{seed}:{hand_number}")
        # A uniform shuffle: sort the cards by 52 random 32-bit keys (one call for all
        # the randomness; ties are broken by card index and practically never occur).
        keys = memoryview(rng.randbytes(4 * 52)).cast("I")
        order = sorted(_INDICES, key=keys.__getitem__)
        bits = _BITS.__getitem__
        return cls._trusted(
            sum(map(bits, order[0:13])),
            sum(map(bits, order[13:26])),
            sum(map(bits, order[26:39])),
            sum(map(bits, order[39:52])),
        )

    @classmethod
    def _trusted(cls, north: int, east: int, south: int, west: int) -> Deal:
        """A deal from masks known to hold 13 distinct cards each (no checks)."""
        deal = object.__new__(cls)
        object.__setattr__(deal, "hands", (CardSet(north), CardSet(east), CardSet(south), CardSet(west)))
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
        hearts.cards.NotationError: 'N:AKQ.-.-.-': a deal needs four hands, found 1
        """
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
