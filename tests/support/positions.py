"""Positions for the tests: a deal with chosen cards, a variant without passing, a hand played so far."""

from __future__ import annotations

from hearts.cards import CardSet, Seat
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.spec.deal import fill_deal


def deal_with(**hands: str) -> Deal:
    """A deal where the named seats (N, E, S, W) hold at least the given cards.

    Hands are in card notation (``"2C 3C QS"``). Seats given fewer than 13 cards
    are filled, in seat order, with the lowest remaining cards (the project's one
    deal filler, :func:`hearts.spec.deal.fill_deal`).
    """
    return fill_deal({Seat.parse(letter): CardSet.parse(text) for letter, text in hands.items()})


def no_pass(**knobs: object) -> Variant:
    """The card variant without passing, with some knobs changed."""
    return Variant(pass_count=0).with_knobs(**knobs)


def position(variant: Variant, deal: Deal, plays: str = "") -> State:
    """Start a hand from ``deal`` and apply ``plays`` (space-separated cards)."""
    return State.from_deal(variant, deal).apply_all(plays.split())
