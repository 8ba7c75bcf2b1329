"""Hard's simulated hands play by the rules of hearts.engine.rules (FIRST-TRICK-POINTS, HEARTS-LEAD).

The simulation's policy would throw the Q♠ on any discard and lead its lowest suit; these
small endgames put it where only the rule stops it, and read who took the points.
"""

from __future__ import annotations

from hearts.bots.search import _playout
from hearts.cards import CardSet
from hearts.engine.rules import rules_for
from hearts.engine.variant import Variant

SCORING = rules_for(Variant()).scoring


def _mask(text: str) -> int:
    return CardSet.parse(text).mask


def test_a_void_seat_keeps_the_queen_off_the_first_trick() -> None:  # FIRST-TRICK-POINTS
    # North has led the 2♣; East is void in clubs and holds the Q♠ and the 3♦.
    hands = [_mask("6D"), _mask("QS 3D"), _mask("3C 4D"), _mask("4C 5D")]
    unplayed = _mask("2C 6D QS 3D 3C 4D 4C 5D")
    taken = _playout(hands, [_mask("2C")], 0, False, True, unplayed, SCORING.first_trick_cards, SCORING.cards)
    # Trick 1 (2♣ 3♦ 3♣ 4♣) goes to West; on trick 2 East discards the Q♠ and North's 6♦ wins it.
    assert taken == [_mask("QS"), 0, 0, 0]


def test_hearts_are_not_led_before_they_are_broken() -> None:  # HEARTS-LEAD
    # North leads, hearts unbroken: the policy's choice would be the 2♥ (no unseen heart
    # under it); the rule leaves North its spades, and the hearts fall differently.
    hands = [_mask("5S 7S 2H"), _mask("3S 8S 3H"), _mask("2S 6H 8H"), _mask("6S 4H 7H")]
    unplayed = _mask("5S 7S 2H 3S 8S 3H 2S 6H 8H 6S 4H 7H")
    taken = _playout(hands, [], 0, False, False, unplayed, SCORING.first_trick_cards, SCORING.cards)
    assert taken == [0, 0, _mask("2H 3H 4H 8H"), _mask("6H 7H")]
