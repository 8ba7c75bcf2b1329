"""The random pass direction (PASS-RANDOM): each hand's direction drawn by the deal.

OpenSpiel's Hearts draws the pass direction of every hand as a chance event. Here the draw
is made from the deal, so that whatever fixes the deal fixes the direction: ``--seed`` (the
seeded deal), a scenario's deal, a protocol ``setup`` or ``deal`` request. Every engine can
replay it without a new message:

1. write the deal in its notation (:meth:`~hearts.engine.deal.Deal.format`: seat labels,
   ranks high to low, ``-`` for a void suit, the kitty last);
2. take the SHA-256 digest of that text in UTF-8;
3. read its first 8 bytes as an unsigned big-endian integer, modulo the length of
   ``pass_cycle``: the direction at that index is the hand's.

A direction listed twice in ``pass_cycle`` is drawn twice as often. A digest of the whole
deal, not a sum over one hand, so that the direction tells nobody anything usable about
another seat's cards.

>>> from hearts.engine.deal import Deal
>>> from hearts.engine.variant import Variant
>>> v = Variant(pass_random=True)
>>> str(hand_direction(v, 1, Deal.random(7)))
'right'
"""

from __future__ import annotations

from hashlib import sha256

from hearts.engine.deal import Deal
from hearts.engine.variant import PassDirection, Variant

__all__ = ["drawn_direction", "hand_direction"]


def drawn_direction(cycle: tuple[PassDirection, ...], deal: Deal) -> PassDirection:
    """The direction the deal draws from ``cycle`` (PASS-RANDOM; see the module's steps)."""
    digest = sha256(deal.format().encode("utf-8")).digest()
    return cycle[int.from_bytes(digest[:8], "big") % len(cycle)]


def hand_direction(variant: Variant, hand_number: int, deal: Deal) -> PassDirection:
    """The pass direction of hand ``hand_number`` dealt ``deal``: drawn by the deal under
    ``pass_random`` (PASS-RANDOM), else the cycle's (PASS-CYCLE)."""
    if variant.pass_random and variant.pass_count:
        return drawn_direction(variant.pass_cycle, deal)
    return variant.pass_direction(hand_number)
