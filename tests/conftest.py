"""Shared helpers for the tests."""

from __future__ import annotations

from hearts.cards import FULL_DECK, CardSet, Seat
from hearts.deal import Deal
from hearts.game import State
from hearts.variant import Variant


def deal_with(**hands: str) -> Deal:
    """A deal where the named seats (N, E, S, W) hold at least the given cards.

    Hands are in card notation (``"2C 3C QS"``). Seats given fewer than 13 cards
    are filled, in seat order, with the lowest remaining cards.
    """
    masks = [0, 0, 0, 0]
    for letter, text in hands.items():
        masks[Seat.parse(letter)] = CardSet.parse(text).mask
    used = masks[0] | masks[1] | masks[2] | masks[3]
    assert sum(m.bit_count() for m in masks) == used.bit_count(), "a card is given twice"
    free = [i for i in range(52) if not (FULL_DECK & used) >> i & 1]
    for seat in range(4):
        while masks[seat].bit_count() < 13:
            masks[seat] |= 1 << free.pop(0)
    return Deal.from_masks(masks)


def no_pass(**knobs: object) -> Variant:
    """The card variant without passing, with some knobs changed."""
    return Variant(pass_count=0).with_knobs(**knobs)


def position(variant: Variant, deal: Deal, plays: str = "") -> State:
    """Start a hand from ``deal`` and apply ``plays`` (space-separated cards)."""
    return State.from_deal(variant, deal).apply_all(plays.split())
