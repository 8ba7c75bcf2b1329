"""Each function of hearts.engine.rules against hand-written cases, one test group per clause.

The cases are written from RULES.md (and the interpretations of its open questions),
not from the engine: each states a position in card notation and what the clause
says about it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from hearts.cards import BB_CLUBS, BB_DIAMONDS, BB_HEARTS, BB_SPADES, BB_SUITS, Card, CardSet, Seat
from hearts.engine import rules
from hearts.engine.state import Phase, State
from hearts.engine.variant import (
    FirstLead,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    MoonScoring,
    TieRule,
    Variant,
)
from hearts.testing import states, variants

CARD = rules.rules_for(Variant())


def m(text: str) -> int:
    return CardSet.parse(text).mask


def cards(mask: int) -> str:
    return CardSet(mask).format()


def reasons(why: rules.Why) -> list[tuple[str, str, str]]:
    return [(cards(removed), v.clause, v.key) for removed, v in why]


# ------------------------------------------------------------------ PASS-COUNT


def test_pass_choices_keep_the_cards_not_yet_chosen() -> None:
    why: rules.Why = []
    assert cards(rules.pass_choices(m("2C 3C QS"), m("3C"), Seat.EAST, why)) == "2C QS"
    assert reasons(why) == [("3C", "PASS-COUNT", "already-passing")]
    assert "East" in why[0][1].message


def test_pass_complete_counts_the_chosen_cards() -> None:
    assert not rules.pass_complete(m("2C 3C"), 3)
    assert rules.pass_complete(m("2C 3C 4C"), 3)
    assert rules.pass_complete(0, 0)


# ------------------------------------------------------------------ FIRST-LEAD


def test_the_holder_of_the_two_of_clubs_leads() -> None:
    assert rules.first_leader((m("3C"), m("4C"), m("2C 5C"), m("6C"))) == Seat.SOUTH


def test_first_lead_is_the_two_of_clubs_or_any_club() -> None:
    hand = m("2C 9C KD AS")
    why: rules.Why = []
    assert cards(rules.first_lead(hand, CARD, why)) == "2C"
    assert reasons(why) == [("9C KD AS", "FIRST-LEAD", "first-lead-2c")]
    any_club = rules.rules_for(Variant(first_lead=FirstLead.ANY_CLUB))
    why = []
    assert cards(rules.first_lead(hand, any_club, why)) == "2C 9C"
    assert reasons(why) == [("KD AS", "FIRST-LEAD", "first-lead-club")]


# ------------------------------------------------------------------ HEARTS-LEAD


def test_no_heart_lead_before_the_break() -> None:
    why: rules.Why = []
    assert cards(rules.hearts_lead(m("5D 2H 9H"), CARD, why)) == "5D"
    assert reasons(why) == [("2H 9H", "HEARTS-LEAD", "hearts-lead")]


def test_a_hand_of_only_hearts_may_lead_one() -> None:
    why: rules.Why = []
    assert cards(rules.hearts_lead(m("2H 9H"), CARD, why)) == "2H 9H"
    assert why == []


def test_hearts_and_the_queen_lead_the_queen_unless_the_variant_frees_it() -> None:  # question 5
    hand = m("QS 2H 9H")
    assert cards(rules.hearts_lead(hand, CARD)) == "QS"
    free = rules.rules_for(Variant(hearts_lead_exception=HeartsLeadException.ONLY_HEARTS_AND_QUEEN))
    assert cards(rules.hearts_lead(hand, free)) == "QS 2H 9H"
    assert cards(rules.hearts_lead(m("3C QS 2H"), free)) == "3C QS"


def test_lead_picks_the_rule_of_the_moment() -> None:
    hand = m("2C 5D 2H")
    assert cards(rules.lead(hand, CARD, broken=False, first_trick=True)) == "2C"
    assert cards(rules.lead(hand, CARD, broken=False, first_trick=False)) == "2C 5D"
    assert cards(rules.lead(hand, CARD, broken=True, first_trick=False)) == "2C 5D 2H"


# ------------------------------------------------------------------ FOLLOW, DISCARD


def test_follow_keeps_the_suit_led() -> None:
    why: rules.Why = []
    assert cards(rules.follow(m("4D 3S 8S 2H"), BB_SPADES, why)) == "3S 8S"
    assert reasons(why) == [("4D 2H", "FOLLOW", "follow")]
    assert why[0][1].message == "must follow ♠; 3♠ is in hand"


def test_follow_keeps_nothing_when_void() -> None:
    why: rules.Why = []
    assert rules.follow(m("4D 3S"), BB_HEARTS, why) == 0
    assert why == []


def test_a_void_player_discards_anything_after_the_first_trick() -> None:
    hand = m("QS 2H 5D")
    assert rules.discard(hand, CARD, first_trick=False) == hand


def test_no_points_on_the_first_trick_while_another_card_can_go() -> None:  # FIRST-TRICK-POINTS
    why: rules.Why = []
    assert cards(rules.discard(m("QS 2H 5D"), CARD, first_trick=True, why=why)) == "5D"
    assert reasons(why) == [("QS 2H", "FIRST-TRICK-POINTS", "first-trick-points")]


def test_a_player_holding_only_points_plays_them_as_the_variant_says() -> None:  # questions 3, 4
    hand = m("QS 2H")
    assert rules.first_trick_discard(hand, CARD) == hand
    hearts_only = rules.rules_for(Variant(first_trick_forced=FirstTrickForced.HEARTS_ONLY))
    why: rules.Why = []
    assert cards(rules.first_trick_discard(hand, hearts_only, why)) == "2H"
    assert reasons(why) == [("QS", "FIRST-TRICK-POINTS", "first-trick-hearts-only")]
    assert cards(rules.first_trick_discard(m("QS"), hearts_only)) == "QS"
    strict = rules.rules_for(
        Variant(first_trick_points=FirstTrickPoints.NEVER, first_trick_forced=FirstTrickForced.NONE)
    )
    why = []
    assert rules.first_trick_discard(hand, strict, why) == 0
    assert reasons(why) == [("QS 2H", "WEB-FIRST-TRICK-STRICT", "first-trick-never")]


def test_first_trick_points_allowed_keeps_everything() -> None:
    allowed = rules.rules_for(Variant(first_trick_points=FirstTrickPoints.ALLOWED))
    hand = m("QS 2H 5D")
    assert rules.discard(hand, allowed, first_trick=True) == hand


def test_legal_play_follows_then_discards_then_leads() -> None:
    hand = m("3C QS 2H")
    assert cards(rules.legal_play(hand, BB_CLUBS, CARD, False, True)) == "3C"
    assert cards(rules.legal_play(hand, BB_DIAMONDS, CARD, False, True)) == "3C"  # void: no points
    assert cards(rules.legal_play(hand, BB_DIAMONDS, CARD, False, False)) == "3C QS 2H"
    assert cards(rules.legal_play(hand, 0, CARD, False, False)) == "3C QS"


# ------------------------------------------------------------------ TRICK-WIN


def test_the_highest_card_of_the_suit_led_wins() -> None:
    trick = tuple(Card.parse(c) for c in ("5D", "AS", "9D", "KH"))
    table = sum(c.bit for c in trick)
    assert rules.trick_winner(trick, table) == 2
    alone = (Card.parse("2C"),)
    assert rules.trick_winner(alone, alone[0].bit) == 0


# ------------------------------------------------------------------ HEARTS-BREAK


def test_a_heart_discarded_on_another_suit_breaks_hearts() -> None:
    heart = m("7H")
    assert rules.breaks_hearts(heart, BB_CLUBS, CARD)
    assert not rules.breaks_hearts(heart, BB_HEARTS, CARD)
    assert not rules.breaks_hearts(m("7D"), BB_CLUBS, CARD)


def test_a_forced_heart_lead_and_the_queen_break_hearts_as_the_variant_says() -> None:  # question 2
    assert rules.breaks_hearts(m("7H"), 0, CARD)
    assert not rules.breaks_hearts(m("7H"), 0, rules.rules_for(Variant(forced_heart_lead_breaks=False)))
    assert not rules.breaks_hearts(m("QS"), BB_CLUBS, CARD)
    queen_breaks = rules.rules_for(Variant(queen_breaks_hearts=True))
    assert rules.breaks_hearts(m("QS"), BB_SPADES, queen_breaks)


# ------------------------------------------------------------------ POINTS, MOON


def test_points_are_one_a_heart_and_thirteen_for_the_queen() -> None:
    assert rules.hand_points(m("2H 9H QS 5C"), CARD.scoring) == 15
    assert rules.hand_points(BB_HEARTS | m("QS"), CARD.scoring) == 26
    assert rules.hand_points(m("JD"), CARD.scoring) == 0
    omnibus = rules.rules_for(Variant(jack_of_diamonds_points=-10))
    assert rules.hand_points(m("JD 2H"), omnibus.scoring) == -9


def test_the_moon_needs_every_heart_and_the_queen() -> None:
    moon = BB_HEARTS | m("QS")
    assert rules.moon_shooter((0, 0, moon | m("2C"), 0), CARD.scoring) == 2
    assert rules.moon_shooter((m("2H"), 0, moon & ~m("2H"), 0), CARD.scoring) == -1


def test_a_moon_adds_to_the_others_or_takes_from_the_shooter() -> None:  # MOON, WEB-MOON
    taken = (0, BB_HEARTS | m("QS"), 0, 0)
    added = rules.score_hand(CARD, taken, (0, 0, 0, 0))
    assert (added.points, added.deltas, added.shooter) == ((0, 26, 0, 0), (26, 0, 26, 26), 1)
    assert added.option is MoonScoring.ADD_TO_OTHERS
    sub = rules.rules_for(Variant(moon_scoring=MoonScoring.SUBTRACT_FROM_SHOOTER))
    assert rules.score_hand(sub, taken, (0, 0, 0, 0)).deltas == (0, -26, 0, 0)
    off = rules.score_hand(rules.rules_for(Variant(moon_scoring=MoonScoring.NONE)), taken, (0, 0, 0, 0))
    assert (off.deltas, off.shooter, off.option) == ((0, 26, 0, 0), 1, None)


def test_the_bonus_card_still_counts_in_a_moon_hand() -> None:  # LOCKED-VARIANTS
    omnibus = rules.rules_for(Variant(jack_of_diamonds_points=-10))
    score = rules.score_hand(omnibus, (m("JD"), BB_HEARTS | m("QS"), 0, 0), (0, 0, 0, 0))
    assert score.deltas == (16, 0, 26, 26)


def test_the_shooters_choice_avoids_handing_the_game_away() -> None:  # question 8
    choice = rules.rules_for(Variant(moon_scoring=MoonScoring.SHOOTER_CHOICE))
    taken = (0, BB_HEARTS | m("QS"), 0, 0)
    # Adding 26 would end the game with North (80 + 26) losing, East (90) not lowest: subtract.
    assert rules.score_hand(choice, taken, (80, 90, 70, 60)).option is MoonScoring.SUBTRACT_FROM_SHOOTER
    # Adding 26 ends the game with East the sole lowest: add.
    assert rules.score_hand(choice, taken, (80, 10, 70, 60)).option is MoonScoring.ADD_TO_OTHERS
    assert rules.moon_choice(choice, 1, (0, 0, 0, 0), (26, 0, 26, 26)) is MoonScoring.ADD_TO_OTHERS


# ------------------------------------------------------------------ the end


def test_the_hand_is_won_by_the_fewest_points() -> None:  # WEB-HAND-WINNER
    assert rules.hand_winners((5, 0, 21, 0)) == (1, 3)


def test_the_game_ends_at_the_target_with_a_single_lowest_total() -> None:  # GAME-END, TIE
    assert rules.game_winners(CARD, (99, 50, 60, 70)) == ()
    assert rules.game_winners(CARD, (100, 50, 60, 70)) == (1,)
    assert rules.game_winners(CARD, (100, 50, 50, 70)) == ()
    shared = rules.rules_for(Variant(tie_rule=TieRule.SHARED_WIN))
    assert rules.game_winners(shared, (100, 50, 50, 70)) == (1, 2)


# ------------------------------------------------------------------ the engine agrees


@settings(max_examples=80, deadline=None)
@given(states(variant=variants(playable=False)))
@pytest.mark.slow
def test_the_engine_offers_exactly_what_the_rules_allow(state: State) -> None:
    """The legal actions the engine prepared are the rules' answer for the position as
    anyone can see it, and ``why_illegal`` refuses exactly the other cards of the hand."""
    seat = state.to_act
    if seat is None:
        assert state.legal_mask() == 0
        return
    hand = state.hand(seat).mask
    r = rules.rules_for(state.variant)
    if state.phase is Phase.PASS:
        expected = rules.pass_choices(hand, state.passing(seat).mask, seat)
    else:
        trick = state.current_trick.cards
        led = BB_SUITS[trick[0].suit] if trick else 0
        expected = rules.legal_play(hand, led, r, state.hearts_broken, state.trick_number == 1)
    assert state.legal_mask() == expected
    assert (state.phase is Phase.STUCK) == (expected == 0)
    for card in CardSet(hand):
        assert (state.why_illegal(card) is None) == state.is_legal(card)
