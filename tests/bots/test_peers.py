"""The bots under the rules other engines play (issue 37, docs/rules/peers.md).

A bot chooses among the legal actions the engine gives it, so a card a peer's rule refuses is
never chosen: checked on positions where the bot's choice on the card is the refused card, and
over whole seeded hands at every level (the engine refuses an illegal action, so a hand that
ends proves every choice legal).
"""

from __future__ import annotations

import pytest

from hearts.bots import make_bot
from hearts.cards import Card, CardSet, Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import QueenPlay, Variant
from hearts.engine.view import view_of
from tests.support.bots import play_recorded

C = Card.parse
LEVELS = ("easy", "normal", "hard")
KEEP_SPADES = Variant(unpassable=("QS", "KS", "AS"))
PEERS = {
    "keep-spades": KEEP_SPADES,
    "queen-after-hearts": Variant(queen_play=QueenPlay.AFTER_HEARTS),
    "queen-first-chance": Variant(queen_play=QueenPlay.FIRST_CHANCE),
    "no-trick-floor": Variant(no_trick_points=-5, score_floor=True, exact_target_halves=True),
}
# North holds the three top spades: every level passes one of them on the card.
SPADES_DEAL = "N:2345.234.AKQ.234 E:6789.5678.2345.5 S:TJQK.9TJQ.6789.6 W:A.KA.TJ.789TJQKA"


@pytest.mark.parametrize("level", LEVELS)
def test_under_keep_spades_no_bot_passes_a_top_spade(level: str) -> None:
    on_card = State.from_deal(Variant(), SPADES_DEAL, hand_number=1)
    kept = State.from_deal(KEEP_SPADES, SPADES_DEAL, hand_number=1)
    top = CardSet.parse("QS KS AS")
    card_choice = make_bot(level, Seat.NORTH, 1).decide(view_of(on_card, Seat.NORTH)).action
    assert card_choice in top, f"{level} passes {card_choice} on the card: the position proves nothing"
    state = kept
    for _ in range(3):  # North's three picks, each from the legal cards
        choice = make_bot(level, Seat.NORTH, 1).decide(view_of(state, Seat.NORTH)).action
        assert choice not in top and state.why_illegal(choice) is None
        state = state.apply(choice)


@pytest.mark.parametrize("name", sorted(PEERS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_choice_of_a_seeded_hand_is_legal_under_the_peers_rules(level: str, name: str) -> None:
    for seed in (1, 2):
        for state, decision in play_recorded(level, seed, PEERS[name]):
            assert state.why_illegal(decision.action) is None, (level, name, seed, decision.action)


def test_a_bot_holding_the_queen_must_discard_it_at_the_first_chance() -> None:
    """QUEEN-FIRST-CHANCE: void in the suit led, the Q♠ is the bot's only legal card."""
    variant = Variant(queen_play=QueenPlay.FIRST_CHANCE)
    deal = "N:965.4.T842.T8743 E:J32.AK87.AJ.KQ52 S:AQ8.J32.Q9653.J9 W:KT74.QT965.K7.A6"
    plays = "2C AC 4C 6C QC TC 9C JC 6S 7S 2S AS 3C 8C KC 5C QD 4D KD JD 8D 2D 9D 4S 7C 8S QH"
    state = State.from_deal(variant, deal, hand_number=4).apply_all(plays.split())
    assert state.phase is Phase.PLAY and state.to_act == Seat.SOUTH
    for level in LEVELS:
        assert make_bot(level, Seat.SOUTH, 1).decide(view_of(state, Seat.SOUTH)).action == C("QS")
