"""Deals for scenarios: give the cards that matter, the rest is filled in.

A scenario names the cards each seat must hold (and the suits a seat must be
void in); :func:`fill_deal` completes the deal the same way every time: the seats
with the most voids are served first, each taking the lowest free cards it may
hold (order ♣ ♦ ♠ ♥, 2 to A), so a scenario stays short and its position fixed.

>>> from hearts.cards import Card, CardSet, Seat, Suit
>>> deal = fill_deal({Seat.EAST: CardSet.parse("2C QS")}, {Seat.NORTH: {Suit.CLUBS}})
>>> Card.parse("2C") in deal[Seat.EAST], deal[Seat.NORTH].of_suit(Suit.CLUBS)
(True, CardSet.parse('-'))
"""

from __future__ import annotations

from collections.abc import Mapping, Set

from hearts.cards import FULL_DECK, CardSet, Seat, Suit, suit_mask
from hearts.engine.deal import Deal
from hearts.plumbing.errors import InputError

__all__ = ["DealSetupError", "fill_deal"]


class DealSetupError(InputError):
    """Cards given in a scenario that no deal can hold."""


def fill_deal(hands: Mapping[Seat, CardSet], voids: Mapping[Seat, Set[Suit]] | None = None) -> Deal:
    """A deal where each seat holds at least ``hands[seat]`` and nothing of its ``voids``."""
    voids = voids or {}
    masks = {seat: hands.get(seat, CardSet()).mask for seat in Seat}
    seen = 0
    for seat in Seat:
        if masks[seat] & seen:
            twice = CardSet(masks[seat] & seen)
            raise DealSetupError(f"{twice} is given to two seats")
        seen |= masks[seat]
        if masks[seat].bit_count() > 13:
            raise DealSetupError(f"{seat} is given {masks[seat].bit_count()} cards; a hand has 13 (DEAL)")
        for suit in voids.get(seat, ()):
            clash = masks[seat] & suit_mask(suit)
            if clash:
                raise DealSetupError(f"{seat} is said to hold {CardSet(clash)} and no {suit.name.lower()}")
    free = FULL_DECK & ~seen
    order = sorted(Seat, key=lambda s: (-len(voids.get(s, ())), s))
    for seat in order:
        allowed = free
        for suit in voids.get(seat, ()):
            allowed &= ~suit_mask(suit)
        while masks[seat].bit_count() < 13:
            if not allowed:
                raise DealSetupError(f"no cards are left to fill {seat}'s hand within the suits it may hold")
            low = allowed & -allowed
            masks[seat] |= low
            allowed &= ~low
            free &= ~low
    return Deal.from_masks([masks[s] for s in Seat])
