"""The bots under partnerships (issue 37: TEAMS, TEAM-MOON): they keep the Q♠ and the hearts off
their partner when another card avoids it, pass it none, count its points as their own in the
search, and never take its moon for a threat; each on a position where the card's rules make
the same bot do the opposite, so that the position proves something."""

from __future__ import annotations

import pytest

from hearts.bots import make_bot
from hearts.bots.knowledge import Known, moon_threat
from hearts.bots.search import _team_score
from hearts.cards import BB_HEARTS, BB_QS, Card, CardSet, Seat, Suit
from hearts.engine.rules import scoring_for
from hearts.engine.state import State
from hearts.engine.variant import Teams, Variant
from hearts.engine.view import view_of

C = Card.parse
CARD = Variant(target_score=200)
TEAMS = Variant(teams=Teams.PARTNERS_ACROSS, target_score=200)
# East leads the 2♣, North wins it with the A♣; South, North's partner, holds the Q♠ and the 3♠
# and has no club left.
DEAL = "N:AK.AKQJT987.K.AK E:987652.54.98765.- S:3.32.Q3.QJT98765 W:QJT4.6.AJT42.432"
FIRST_TRICK = "2C 3C 4C AC"


def _choice(variant: Variant, level: str, plays: str, seat: Seat = Seat.SOUTH) -> Card:
    state = State.from_deal(variant, DEAL, hand_number=4).apply_all(plays.split())
    return make_bot(level, seat, 1).decide(view_of(state, seat)).action


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_queen_is_not_dropped_under_the_partners_king(level: str) -> None:
    plays = f"{FIRST_TRICK} KS 5S"  # North leads the K♠, East follows: South to play
    assert _choice(CARD, level, plays) == C("QS"), "on the card the bot drops the Q♠ under the K♠"
    assert _choice(TEAMS, level, plays) == C("3S")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_void_bot_does_not_discard_the_queen_on_its_partners_trick(level: str) -> None:
    plays = f"{FIRST_TRICK} KC 5C"  # North leads the K♣: South has no club
    assert _choice(CARD, level, plays) == C("QS"), "on the card the bot discards the Q♠"
    choice = _choice(TEAMS, level, plays)
    assert choice not in CardSet.parse("QS") and choice.suit is not Suit.HEARTS


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_reason_names_the_partner(level: str) -> None:
    state = State.from_deal(TEAMS, DEAL, hand_number=4).apply_all(f"{FIRST_TRICK} KS 5S".split())
    decision = make_bot(level, Seat.SOUTH, 1).decide(view_of(state, Seat.SOUTH))
    assert ("fact.partner", Seat.NORTH) in [(f.key, f.params.get("seat")) for f in decision.facts]
    spare = [s for s in decision.steps if s.key == "step.spare-partner"]
    assert spare and spare[0].params == {"seat": Seat.NORTH} and spare[0].clause == "TEAMS"


# North holds the A♠ K♠ Q♠ with few guards: on the card, every level passes one of them.
SPADES_DEAL = "N:2345.234.AKQ.234 E:6789.5678.2345.5 S:TJQK.9TJQ.6789.6 W:A.KA.TJ.789TJQKA"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_pass_across_to_the_partner_holds_no_point_card(level: str) -> None:
    card = State.from_deal(CARD, SPADES_DEAL, hand_number=3)  # hand 3: across, to South
    passed = [make_bot(level, Seat.NORTH, 1).decide(view_of(card, Seat.NORTH)).action]
    assert passed[0] in CardSet.parse("QS KS AS")
    state = State.from_deal(TEAMS, SPADES_DEAL, hand_number=3)
    for _ in range(3):
        choice = make_bot(level, Seat.NORTH, 1).decide(view_of(state, Seat.NORTH)).action
        assert choice != C("QS") and choice.suit is not Suit.HEARTS, choice
        state = state.apply(choice)


def test_the_search_counts_the_partners_points_as_the_bots() -> None:
    s = scoring_for(1, 13, 0)
    three = CardSet.parse("2H 3H 4H").mask
    taken = [BB_QS, three, 0, BB_HEARTS & ~three]
    assert _team_score(s, taken, 2, 0) == 13  # South's partner, North, took the Q♠
    assert _team_score(s, taken, 1, 3) == 13  # East and West: 3 + 10
    moon = [0, BB_QS | BB_HEARTS, 0, 0]
    assert _team_score(s, moon, 3, 1) == 0  # West's partner shot the moon: the team's
    assert _team_score(s, moon, 0, 2) == 52  # each of North and South scores 26


def test_a_partners_moon_is_no_threat() -> None:
    k = Known()
    k.seat, k.partner = Seat.SOUTH, Seat.NORTH
    k.taken = (BB_QS | CardSet.parse("2H 3H 4H 5H 6H").mask, 0, 0, 0)
    assert moon_threat(k) is None
    k.partner = None
    assert moon_threat(k) is Seat.NORTH
