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


def fill_deal(
    hands: Mapping[Seat, CardSet],
    voids: Mapping[Seat, Set[Suit]] | None = None,
    seats: int = 4,
    removed: int = 0,
    kitty: CardSet | None = None,
) -> Deal:
    """A deal where each seat holds at least ``hands[seat]`` and nothing of its ``voids``.

    At a table of ``seats`` with the ``removed`` cards out of the deck (DEAL,
    docs/players.md) every hand has the same size and the cards left over are the kitty:
    it holds at least ``kitty`` and is filled last, with the cards no seat took.
    """
    voids = voids or {}
    table = Seat.at_table(seats)
    size, spare = divmod(52 - removed.bit_count(), seats)
    kitty_mask = kitty.mask if kitty is not None else 0
    masks = _given(hands, voids, table, size, removed)
    seen = 0
    for mask in masks.values():
        seen |= mask
    if kitty_mask & (removed | seen):
        where = "out of the deck" if kitty_mask & removed else "given to a seat"
        raise DealSetupError(f"{CardSet(kitty_mask & (removed | seen))} is {where}, not in the kitty (DEAL)")
    if kitty_mask.bit_count() > spare:
        raise DealSetupError(f"the kitty is given {kitty_mask.bit_count()} cards; it has {spare} here (DEAL)")
    free = FULL_DECK & ~seen & ~removed & ~kitty_mask
    order = sorted(table, key=lambda s: (-len(voids.get(s, ())), s))
    for seat in order:
        allowed = free
        for suit in voids.get(seat, ()):
            allowed &= ~suit_mask(suit)
        while masks[seat].bit_count() < size:
            if not allowed:
                raise DealSetupError(f"no cards are left to fill {seat}'s hand within the suits it may hold")
            low = allowed & -allowed
            masks[seat] |= low
            allowed &= ~low
            free &= ~low
    if seats == 4 and not removed:
        return Deal.from_masks([masks[s] for s in table])
    return Deal.from_masks([masks[s] for s in table], kitty_mask | free)


def _given(
    hands: Mapping[Seat, CardSet],
    voids: Mapping[Seat, Set[Suit]],
    table: tuple[Seat, ...],
    size: int,
    removed: int,
) -> dict[Seat, int]:
    """The cards given to each seat of ``table``, checked: each card once, in the deck, no
    more than a hand's ``size``, none of a suit the seat is void in."""
    for seat in hands:
        if seat not in table:
            raise DealSetupError(f"{seat} does not sit at a table of {len(table)}")
    masks = {seat: hands.get(seat, CardSet()).mask for seat in table}
    seen = 0
    for seat in table:
        if masks[seat] & seen:
            raise DealSetupError(f"{CardSet(masks[seat] & seen)} is given to two seats")
        if masks[seat] & removed:
            out = CardSet(masks[seat] & removed)
            raise DealSetupError(f"{seat} is given {out}: it is out of the deck (DEAL)")
        seen |= masks[seat]
        if masks[seat].bit_count() > size:
            raise DealSetupError(f"{seat} is given {masks[seat].bit_count()} cards; a hand has {size} (DEAL)")
        for suit in voids.get(seat, ()):
            clash = masks[seat] & suit_mask(suit)
            if clash:
                raise DealSetupError(f"{seat} is said to hold {CardSet(clash)} and no {suit.name.lower()}")
    return masks
