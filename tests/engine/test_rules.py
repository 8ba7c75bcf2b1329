"""One or more tests for every clause of RULES.md the engine enforces.

Each test names its clause ID; positions are built with ``deal_with`` (tests/conftest.py).
"""

from __future__ import annotations

import pytest

from hearts.cards import Card, CardSet, Seat
from hearts.engine.results import GameEnd, HandEnd, game_outcome, hand_result
from hearts.engine.rules import rules_for
from hearts.engine.state import IllegalAction, Phase, State
from hearts.engine.variant import (
    FirstLead,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    MoonScoring,
    PassDirection,
    TieRule,
    Variant,
)
from hearts.variants.files import load_variant
from tests.support.positions import deal_with, no_pass, position

C = Card.parse
CARD = Variant()
WEB = load_variant("web")

# North leads 2♣ in most positions below; East, South and West follow in turn.
ALL_CLUBS_NORTH = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"


def legal(state: State) -> str:
    return CardSet(state.legal_actions()).format()


def illegal(state: State, card: str) -> str:
    with pytest.raises(IllegalAction) as err:
        state.apply(C(card))
    return str(err.value)


# --------------------------------------------------------------- DEAL, PASS-*


def test_deal_gives_thirteen_cards_to_each_of_four_players() -> None:  # DEAL
    s = State.new_game(CARD, seed=9)
    assert [len(s.hand(seat)) for seat in Seat] == [13] * 4


def test_every_player_passes_three_cards() -> None:  # PASS-COUNT
    s = State.new_game(CARD, seed=9)
    assert s.phase is Phase.PASS and s.to_act is Seat.NORTH
    hand = list(s.hand(Seat.NORTH))
    s = s.apply(hand[0]).apply(hand[1])
    assert s.to_act is Seat.NORTH
    assert "already chosen" in illegal(s, hand[0].format())
    s = s.apply(hand[2])
    assert s.to_act is Seat.EAST
    assert s.passing(Seat.NORTH) == CardSet(hand[:3])


@pytest.mark.parametrize(
    ("hand", "direction"),
    [
        (1, "left"),
        (2, "right"),
        (3, "across"),
        (4, "hold"),
        (5, "left"),
        (6, "right"),
        (7, "across"),
        (8, "hold"),
        (9, "left"),
    ],
)
def test_pass_direction_cycles_left_right_across_hold(hand: int, direction: str) -> None:  # PASS-CYCLE
    assert CARD.pass_direction(hand) is PassDirection(direction)


@pytest.mark.parametrize(
    ("direction", "receiver"),
    [
        ("left", Seat.EAST),
        ("right", Seat.WEST),
        ("across", Seat.SOUTH),
    ],
)
def test_passed_cards_reach_the_right_seat(direction: str, receiver: Seat) -> None:  # PASS-CYCLE, Q6
    variant = Variant(pass_cycle=(PassDirection(direction),))
    s = State.new_game(variant, seed=4)
    chosen = {}
    for seat in Seat:
        cards = list(s.hand(seat))[-3:]
        chosen[seat] = CardSet(cards)
        s = s.apply_all(cards)
    assert s.phase is Phase.PLAY
    assert s.received(receiver) == chosen[Seat.NORTH]
    assert chosen[Seat.NORTH] <= s.hand(receiver)


def test_passing_is_simultaneous_so_received_cards_cannot_be_passed_on() -> None:  # question 9
    s = State.new_game(CARD, seed=4)
    north_cards = list(s.hand(Seat.NORTH))[:3]
    s = s.apply_all(north_cards)
    # East chooses before receiving anything: North's cards are not in East's hand yet.
    assert s.to_act is Seat.EAST
    assert not (CardSet(north_cards) & s.hand(Seat.EAST))
    assert s.received(Seat.EAST) is None
    message = illegal(s, north_cards[0].format())
    assert message.startswith("DEAL:")


def test_hold_hand_skips_passing() -> None:  # PASS-CYCLE
    s = State.start(CARD, seed=2, hand_number=4).deal()
    assert s.pass_direction is PassDirection.HOLD and s.phase is Phase.PLAY


# --------------------------------------------------------------- FIRST-LEAD


def test_two_of_clubs_holder_leads_with_it() -> None:  # FIRST-LEAD, WEB-LEAD-2C
    s = position(no_pass(), deal_with(E="2C 3C 4C"))
    assert s.to_act is Seat.EAST
    assert legal(s) == "2C"
    assert illegal(s, "3C") == "FIRST-LEAD: the first trick is led with the 2♣"


def test_any_club_variant_lets_the_holder_lead_any_club() -> None:  # FIRST-LEAD, question 1
    s = position(no_pass(first_lead=FirstLead.ANY_CLUB), deal_with(N="2C 9C AH KD"))
    assert legal(s) == "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"
    assert illegal(s, "KD").startswith("FIRST-LEAD:")


# --------------------------------------------------------------- FOLLOW, DISCARD, TRICK-WIN


def test_must_follow_suit_when_able() -> None:  # FOLLOW
    s = position(no_pass(), deal_with(N="2C", E="7C 8D 9S"), "2C")
    assert illegal(s, "8D") == "FOLLOW: must follow ♣; 7♣ is in hand"
    assert C("7C") in s.legal_actions()


def test_void_player_may_discard_any_card_after_the_first_trick() -> None:  # DISCARD
    # North holds every club, so the others are void and North wins trick 1.
    s = position(no_pass(), deal_with(N=ALL_CLUBS_NORTH, E="2D 3D 4D QS AH"), "2C 2D")
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    assert s.trick_number == 2 and s.to_act is Seat.NORTH
    s = s.apply(C("3C"))
    assert legal(s) == "3D 4D 5D 6D 7D 8D 9D TD JD QD QS AH"


def test_highest_card_of_the_suit_led_wins_and_leads_next() -> None:  # TRICK-WIN, DECK (no trump)
    deal = deal_with(N="2C AS", E="3C AH", S="KC", W="4C")
    s = position(no_pass(), deal, "2C 3C KC 4C")
    trick = s.tricks[0]
    assert trick.winner is Seat.SOUTH and s.to_act is Seat.SOUTH


def test_off_suit_cards_never_win() -> None:  # TRICK-WIN, DECK
    # East is void in clubs and discards the A♦: it cannot win a club trick.
    deal = deal_with(N="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", E="AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D")
    s = position(no_pass(), deal, "2C AD")
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    assert s.tricks[0].winner is Seat.NORTH


# --------------------------------------------------------------- FIRST-TRICK-POINTS / WEB-FIRST-TRICK-STRICT


def test_no_points_on_the_first_trick_while_a_safe_card_exists() -> None:  # FIRST-TRICK-POINTS
    s = position(no_pass(), deal_with(N=ALL_CLUBS_NORTH, E="QS AH 2D"), "2C")
    assert illegal(s, "QS").startswith("FIRST-TRICK-POINTS:")
    assert illegal(s, "AH").startswith("FIRST-TRICK-POINTS:")
    assert C("2D") in s.legal_actions()


def test_web_rules_cite_their_strict_clause() -> None:  # WEB-FIRST-TRICK-STRICT
    s = position(WEB.with_knobs(pass_count=0), deal_with(N=ALL_CLUBS_NORTH, E="QS AH 2D"), "2C")
    assert illegal(s, "AH").startswith("WEB-FIRST-TRICK-STRICT:")


EAST_ONLY_POINTS = "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
EAST_ONLY_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


def test_card_lets_a_player_with_only_points_play_them() -> None:  # FIRST-TRICK-POINTS, question 3
    s = position(no_pass(), deal_with(N=ALL_CLUBS_NORTH, E=EAST_ONLY_POINTS), "2C")
    assert legal(s) == "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"


def test_hearts_only_knob_keeps_the_queen_back() -> None:  # FIRST-TRICK-POINTS, question 3
    variant = no_pass(first_trick_forced=FirstTrickForced.HEARTS_ONLY)
    s = position(variant, deal_with(N=ALL_CLUBS_NORTH, E=EAST_ONLY_POINTS), "2C")
    assert C("QS") not in s.legal_actions() and len(s.legal_actions()) == 12
    assert "plays a heart, not the Q♠" in illegal(s, "QS")


def test_web_strict_reading_is_a_dead_end() -> None:  # WEB-FIRST-TRICK-STRICT, question 4
    strict = load_variant("web-strict").with_knobs(pass_count=0)
    s = position(strict, deal_with(N=ALL_CLUBS_NORTH, E=EAST_ONLY_HEARTS), "2C")
    assert s.phase is Phase.STUCK and s.legal_actions() == ()
    assert illegal(s, "2H").startswith("WEB-FIRST-TRICK-STRICT:")


def test_web_fallback_lets_the_forced_player_play() -> None:  # WEB-FIRST-TRICK-STRICT, question 4
    s = position(WEB.with_knobs(pass_count=0), deal_with(N=ALL_CLUBS_NORTH, E=EAST_ONLY_HEARTS), "2C")
    assert s.phase is Phase.PLAY and len(s.legal_actions()) == 13


def test_points_allowed_knob() -> None:  # FIRST-TRICK-POINTS
    s = position(
        no_pass(first_trick_points=FirstTrickPoints.ALLOWED), deal_with(N=ALL_CLUBS_NORTH, E="QS AH 2D"), "2C"
    )
    assert {C("QS"), C("AH")} <= set(s.legal_actions())


# --------------------------------------------------------------- HEARTS-BREAK, HEARTS-LEAD


def _north_wins_first_trick_and_leads(variant: Variant, north: str) -> State:
    """East leads 2♣, South and West follow low, North wins with the A♣ and leads trick 2.

    ``north`` lists North's other twelve cards (no clubs)."""
    s = position(variant, deal_with(N="AC " + north, E="2C", S="3C", W="4C"), "2C")
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    s = s.apply(C("AC"))
    assert s.to_act is Seat.NORTH and s.trick_number == 2
    return s


def test_hearts_cannot_be_led_before_they_are_broken() -> None:  # HEARTS-LEAD
    s = _north_wins_first_trick_and_leads(no_pass(), "3D 4D AH KH QH JH TH 9H 8H 7H 6H 5H")
    assert not s.hearts_broken
    assert illegal(s, "AH") == "HEARTS-LEAD: hearts may not be led before they are broken"
    assert legal(s) == "3D 4D"


def test_a_player_with_only_hearts_may_lead_them() -> None:  # HEARTS-LEAD
    s = _north_wins_first_trick_and_leads(no_pass(), "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    assert len(s.legal_actions()) == 12 and all(c.suit.letter == "H" for c in s.legal_actions())


@pytest.mark.parametrize(("breaks", "expected"), [(True, True), (False, False)])
def test_forced_heart_lead_breaks_hearts_per_knob(breaks: bool, expected: bool) -> None:  # HEARTS-BREAK, q2
    s = _north_wins_first_trick_and_leads(
        no_pass(forced_heart_lead_breaks=breaks), "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    )
    s = s.apply(C("2H"))
    assert s.hearts_broken is expected


def test_discarding_a_heart_breaks_hearts() -> None:  # HEARTS-BREAK
    deal = deal_with(N="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", E="2H 2D")
    s = position(no_pass(), deal, "2C 2D")
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    assert s.trick_number == 2 and not s.hearts_broken
    s = s.apply(C("3C")).apply(C("2H"))
    assert s.hearts_broken
    assert s.hearts_broken_by == (2, Seat.EAST, C("2H"))


@pytest.mark.parametrize(
    ("variant", "expected"),
    [
        (no_pass(), False),
        (WEB.with_knobs(pass_count=0), False),
        (no_pass(queen_breaks_hearts=True), True),
    ],
)
def test_queen_of_spades_breaks_hearts_only_where_the_variant_says(variant: Variant, expected: bool) -> None:
    # HEARTS-BREAK, WEB-QS-FREE, question 2: North leads the Q♠ on trick 2.
    s = _north_wins_first_trick_and_leads(variant, "QS 3D 4D 5D 6D 7D 8D 9D TD JD QD KD")
    assert C("QS") in s.legal_actions()  # WEB-QS-FREE: the Q♠ may be led any time after trick 1
    s = s.apply(C("QS"))
    assert s.hearts_broken is expected


@pytest.mark.parametrize(
    ("exception", "expected"),
    [
        (HeartsLeadException.ONLY_HEARTS, "QS"),
        (HeartsLeadException.ONLY_HEARTS_AND_QUEEN, "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"),
    ],
)
def test_hearts_and_queen_leader(exception: HeartsLeadException, expected: str) -> None:  # HEARTS-LEAD, q5
    s = _north_wins_first_trick_and_leads(
        no_pass(hearts_lead_exception=exception), "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"
    )
    assert legal(s) == expected


# --------------------------------------------------------------- POINTS, MOON, ACCUMULATE, GAME-END, TIE

HEARTS = 0x1FFF << 39
QS = C("QS").bit
JD = C("JD").bit


def test_points_hearts_one_queen_thirteen_total_26() -> None:  # POINTS
    r = hand_result(
        rules_for(CARD), 1, PassDirection.LEFT, (HEARTS & ~(1 << 39), QS | (1 << 39), 0, 0), (0, 0, 0, 0)
    )
    assert r.points == (12, 14, 0, 0) and sum(r.points) == 26
    assert r.end is HandEnd.POINTS_SPLIT and r.winners == (Seat.SOUTH, Seat.WEST)  # WEB-HAND-WINNER


def test_moon_gives_zero_to_shooter_and_26_to_the_others() -> None:  # MOON, WEB-MOON
    r = hand_result(rules_for(CARD), 1, PassDirection.LEFT, (0, HEARTS | QS, 0, 0), (10, 20, 30, 40))
    assert r.end is HandEnd.MOON_SHOT and r.shooter is Seat.EAST
    assert r.deltas == (26, 0, 26, 26) and r.scores == (36, 20, 56, 66)


def test_twenty_five_points_is_not_a_moon() -> None:  # MOON
    r = hand_result(
        rules_for(CARD), 1, PassDirection.LEFT, (1 << 39, (HEARTS & ~(1 << 39)) | QS, 0, 0), (0, 0, 0, 0)
    )
    assert r.end is HandEnd.POINTS_SPLIT and r.deltas == (1, 25, 0, 0)


@pytest.mark.parametrize(
    ("scoring", "deltas"),
    [
        (MoonScoring.SUBTRACT_FROM_SHOOTER, (0, -26, 0, 0)),
        (MoonScoring.NONE, (0, 26, 0, 0)),
    ],
)
def test_other_moon_scorings(scoring: MoonScoring, deltas: tuple[int, ...]) -> None:  # MOON, LOCKED-VARIANTS
    r = hand_result(
        rules_for(Variant(moon_scoring=scoring)), 1, PassDirection.LEFT, (0, HEARTS | QS, 0, 0), (0, 0, 0, 0)
    )
    assert r.deltas == deltas


def test_shooter_choice_subtracts_when_adding_would_lose_the_game() -> None:  # MOON, question 8
    v = Variant(moon_scoring=MoonScoring.SHOOTER_CHOICE)
    r = hand_result(rules_for(v), 5, PassDirection.LEFT, (0, HEARTS | QS, 0, 0), (80, 90, 70, 60))
    assert r.moon_scoring is MoonScoring.SUBTRACT_FROM_SHOOTER and r.scores == (80, 64, 70, 60)
    r = hand_result(rules_for(v), 5, PassDirection.LEFT, (0, HEARTS | QS, 0, 0), (80, 10, 70, 60))
    assert r.moon_scoring is MoonScoring.ADD_TO_OTHERS and r.scores == (106, 10, 96, 86)


def test_moon_can_end_the_game() -> None:  # MOON, GAME-END, question 8
    r = hand_result(rules_for(CARD), 5, PassDirection.LEFT, (0, HEARTS | QS, 0, 0), (80, 50, 70, 60))
    outcome = game_outcome(rules_for(CARD), r.scores, 5)
    assert outcome is not None and outcome.winners == (Seat.EAST,)


def test_jack_of_diamonds_bonus() -> None:  # LOCKED-VARIANTS (omnibus unlocks it)
    omnibus = load_variant("omnibus")
    r = hand_result(
        rules_for(omnibus),
        1,
        PassDirection.LEFT,
        (JD | (1 << 40), HEARTS & ~(1 << 40) | QS, 0, 0),
        (0, 0, 0, 0),
    )
    assert r.points == (-9, 25, 0, 0)
    moon = hand_result(rules_for(omnibus), 1, PassDirection.LEFT, (JD, HEARTS | QS, 0, 0), (0, 0, 0, 0))
    assert moon.deltas == (16, 0, 26, 26)
    assert hand_result(rules_for(CARD), 1, PassDirection.LEFT, (JD, 0, 0, 0), (0, 0, 0, 0)).points[0] == 0


@pytest.mark.parametrize(
    ("scores", "over", "winners"),
    [
        ((99, 50, 60, 70), False, ()),
        ((100, 50, 60, 70), True, (Seat.EAST,)),
        ((120, 110, 60, 101), True, (Seat.SOUTH,)),
        ((100, 50, 50, 70), False, ()),
    ],
)
def test_game_ends_at_the_target_with_the_lowest_total_winning(
    scores: tuple[int, int, int, int], over: bool, winners: tuple[Seat, ...]
) -> None:  # GAME-END, TIE
    outcome = game_outcome(rules_for(CARD), scores, 7)
    assert (outcome is not None) is over
    if outcome is not None:
        assert outcome.winners == winners and outcome.end is GameEnd.SOLE_WINNER


def test_shared_win_knob() -> None:  # TIE
    outcome = game_outcome(rules_for(Variant(tie_rule=TieRule.SHARED_WIN)), (100, 50, 50, 70), 7)
    assert outcome is not None and outcome.end is GameEnd.SHARED_WIN
    assert outcome.winners == (Seat.EAST, Seat.SOUTH)


def test_a_hand_is_thirteen_tricks_and_scores_accumulate() -> None:  # HAND-END, ACCUMULATE
    s = State.new_game(CARD, seed=11)
    while s.phase is not Phase.DEAL:
        s = s.apply(s.legal_actions()[0])
    assert len(s.hand_results) == 1 and s.hand_number == 2
    first = s.hand_results[0]
    s = s.deal()
    while s.phase is not Phase.DEAL:
        s = s.apply(s.legal_actions()[0])
    second = s.hand_results[1]
    assert second.scores == tuple(a + b for a, b in zip(first.scores, second.deltas, strict=True))


def test_no_action_after_the_game_is_over() -> None:  # GAME-END
    from hearts.testing import random_playout

    final = random_playout(State.new_game(CARD, seed=3), seed=3)
    assert final.is_over and final.outcome is not None
    assert illegal(final, "2C") == "GAME-END: the game is over"


def test_dealing_before_the_hand_ends_is_refused() -> None:  # HAND-END
    s = State.new_game(CARD, seed=3)
    with pytest.raises(IllegalAction, match="cannot deal now"):
        s.deal()
