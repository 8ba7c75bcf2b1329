"""Where the peers' rules meet each other and the card's (issue 37, item 5): a pass restriction
with a hand that passes nothing, with too few passable cards, with a drawn direction; the queen
rule with a hand of only the Q♠ and hearts; the floor with the moon. Each either plays on (the
rule card says what happens) or is refused before play, never a dead end."""

from __future__ import annotations

import pytest

from hearts import State, Variant
from hearts.cards import ALL_CARDS, Card, CardSet, Suit
from hearts.engine.deal import Deal
from hearts.engine.results import hand_result
from hearts.engine.rules import legal_play, rules_for
from hearts.engine.state import Phase
from hearts.engine.variant import MoonScoring, PassDirection, QueenPlay

KEEP = ("QS", "KS", "AS")
DEAL = Deal.parse("N:432.5432.432.432 E:765.876.765.8765 S:T98.JT9.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
"""West holds the Q♠, K♠ and A♠."""


def test_a_hand_without_passing_passes_nothing_even_with_cards_that_may_not_be_passed() -> None:
    state = State.from_deal(Variant(unpassable=KEEP), DEAL, hand_number=4)
    assert state.pass_direction is PassDirection.HOLD and state.phase is Phase.PLAY


def test_a_drawn_pass_keeps_the_unpassable_cards_and_a_drawn_hold_passes_nothing() -> None:
    v = Variant(unpassable=KEEP, pass_random=True)
    state = State.from_deal(v, DEAL)  # this deal draws across
    assert state.pass_direction is PassDirection.ACROSS
    for card in ("2C", "3C", "4C", "6H", "7H", "8H", "9H", "TH", "JH"):
        state = state.apply(Card.parse(card))
    assert not {c.format() for c in state.legal_actions()} & set(KEEP)
    hold = Deal.parse("N:432.5432.432.432 E:765.JT9.765.8765 S:T98.876.JT98.JT9 W:AKQJ.AKQ.AKQ.AKQ")
    assert State.from_deal(v, hold).phase is Phase.PLAY


def test_too_few_passable_cards_are_refused_before_any_play() -> None:
    """A hand may hold every card that may not be passed: eleven of them leave two of 13, fewer
    than the three to pass (PASS-KEEP)."""
    clubs = tuple(c.format() for c in ALL_CARDS if c.suit is Suit.CLUBS)[:11]
    with pytest.raises(ValueError, match=r"unpassable: .*could not pass 3 \(PASS-KEEP\): keep at most 10"):
        Variant(unpassable=clubs)
    assert Variant(unpassable=clubs[:10]).unpassable  # ten leave three: playable


def test_the_queen_is_led_when_a_hand_of_the_queen_and_hearts_has_nothing_else() -> None:
    """QUEEN-AFTER-HEARTS waits only while another card is legal: hearts unbroken, a hand of the
    Q♠ and hearts may lead only the Q♠ (HEARTS-LEAD keeps the hearts back); with a spade beside
    it, the spade is led and the Q♠ waits."""
    r = rules_for(Variant(queen_play=QueenPlay.AFTER_HEARTS))
    alone = legal_play(CardSet.parse("QS 2H 3H").mask, 0, r, broken=False, first_trick=False)
    assert CardSet(alone) == CardSet.parse("QS")
    waits = legal_play(CardSet.parse("QS 5S 2H 3H").mask, 0, r, broken=False, first_trick=False)
    assert CardSet(waits) == CardSet.parse("5S")


def test_the_floor_raises_a_total_the_moon_took_below_zero() -> None:
    """SCORE-FLOOR after MOON: a shooter at 10 who subtracts 26 ends the hand at 0, not -16;
    the deltas are what the totals moved, so they still add up."""
    v = Variant(score_floor=True, moon_scoring=MoonScoring.SUBTRACT_FROM_SHOOTER)
    everything = sum(c.bit for c in ALL_CARDS)
    taken = (everything, 0, 0, 0)
    result = hand_result(rules_for(v), 1, PassDirection.LEFT, taken, (10, 40, 50, 60))
    assert result.scores == (0, 40, 50, 60)
    assert result.deltas == (-10, 0, 0, 0)
    plain = Variant(moon_scoring=MoonScoring.SUBTRACT_FROM_SHOOTER)
    assert hand_result(rules_for(plain), 1, PassDirection.LEFT, taken, (10, 40, 50, 60)).scores[0] == -16
