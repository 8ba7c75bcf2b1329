"""Partnerships (TEAMS, TEAM-MOON, TEAM-GAME-END; docs/rules/peers.md): team totals, the moon of
a team, the end of a game on a team total, and the partner's hand hidden (AI-INFO)."""

from __future__ import annotations

import random

import pytest

from hearts.cards import CardSet, Seat
from hearts.engine.deal import Deal
from hearts.engine.results import GameEnd, game_outcome, hand_result
from hearts.engine.rules import rules_for
from hearts.engine.state import State
from hearts.engine.variant import MoonScoring, PassDirection, TeamMoon, Teams, TieRule, Variant
from hearts.engine.view import view_of
from hearts.testing import random_playout

PARTNERS = Variant(teams=Teams.PARTNERS_ACROSS, target_score=200)
TOGETHER = PARTNERS.with_knobs(team_moon=TeamMoon.TOGETHER)
ALL_HEARTS = CardSet.parse_suits("-.-.-.AKQJT98765432").mask
QUEEN = CardSet.parse("QS").mask


def _score(variant: Variant, taken: tuple[int, ...], before: tuple[int, ...] = (0, 0, 0, 0)):  # type: ignore[no-untyped-def]
    return hand_result(rules_for(variant), 1, PassDirection.LEFT, taken, before)


def test_a_team_total_is_the_sum_of_its_partners_totals() -> None:  # TEAMS
    three = CardSet.parse("2H 3H 4H").mask
    result = _score(PARTNERS, (QUEEN, three, 0, ALL_HEARTS & ~three), (10, 20, 30, 40))
    assert result.deltas == (13, 3, 0, 10)
    assert result.scores == (23, 23, 30, 50)
    assert result.team_scores == (53, 73)  # North + South, East + West


def test_without_teams_a_hand_result_has_no_team_totals() -> None:
    assert _score(Variant(), (QUEEN, ALL_HEARTS, 0, 0)).team_scores == ()


def test_one_partner_shoots_and_only_the_opponents_score_the_moon() -> None:  # TEAM-MOON
    result = _score(PARTNERS, (0, 0, 0, QUEEN | ALL_HEARTS))
    assert result.shooter is Seat.WEST
    assert result.deltas == (26, 0, 26, 0)  # East, West's partner, scores nothing
    assert result.team_scores == (52, 0)


def test_partners_splitting_the_moon_cards_is_no_moon_under_one_partner() -> None:  # TEAM-MOON
    result = _score(PARTNERS, (QUEEN, 0, ALL_HEARTS, 0))
    assert result.shooter is None
    assert result.deltas == (13, 0, 13, 0)


def test_partners_splitting_the_moon_cards_shoot_together() -> None:  # TEAM-MOON together
    result = _score(TOGETHER, (QUEEN, 0, ALL_HEARTS, 0))
    assert result.shooter is Seat.NORTH  # 13 points each: the earlier seat
    assert result.deltas == (0, 26, 0, 26)
    result = _score(TOGETHER, (QUEEN | 1 << 26, 0, ALL_HEARTS & ~(1 << 26), 0))
    assert result.shooter is Seat.NORTH


def test_a_team_moon_taken_from_the_shooter() -> None:  # TEAM-MOON, MOON
    variant = PARTNERS.with_knobs(moon_scoring=MoonScoring.SUBTRACT_FROM_SHOOTER)
    result = _score(variant, (0, QUEEN | ALL_HEARTS, 0, 0), (30, 30, 30, 30))
    assert result.deltas == (0, -26, 0, 0)
    assert result.team_scores == (60, 34)


def test_shooter_choice_looks_at_the_team_totals() -> None:  # TEAM-MOON, MOON (question 8)
    variant = PARTNERS.with_knobs(moon_scoring=MoonScoring.SHOOTER_CHOICE)
    # East-West at 240 (after a shared total, say): adding 52 leaves North-South lower, so subtract.
    result = _score(variant, (0, QUEEN | ALL_HEARTS, 0, 0), (60, 120, 60, 120))
    assert result.moon_scoring is MoonScoring.SUBTRACT_FROM_SHOOTER
    # Adding keeps East-West lowest: add to the opponents.
    result = _score(variant, (0, QUEEN | ALL_HEARTS, 0, 0), (75, 90, 75, 90))
    assert result.moon_scoring is MoonScoring.ADD_TO_OTHERS


def test_the_game_ends_on_a_team_total_and_a_team_wins() -> None:  # TEAM-GAME-END
    r = rules_for(PARTNERS)
    assert game_outcome(r, (150, 10, 40, 10), 5) is None  # no player reaches 200, a team does not either
    assert game_outcome(r, (150, 100, 60, 110), 9) is None  # 210 each: another hand (TIE)
    outcome = game_outcome(r, (150, 100, 40, 110), 9)
    assert outcome is not None
    assert outcome.end is GameEnd.SOLE_WINNER
    assert outcome.winners == (Seat.NORTH, Seat.SOUTH)
    assert outcome.team_scores == (190, 210)
    assert outcome.teams == ((Seat.NORTH, Seat.SOUTH), (Seat.EAST, Seat.WEST))
    assert outcome.winning_teams == (0,)


def test_a_player_past_the_target_does_not_end_a_team_game() -> None:  # TEAM-GAME-END
    assert game_outcome(rules_for(PARTNERS.with_knobs(target_score=100)), (0, 120, 0, -40), 3) is None


def test_a_shared_team_win() -> None:  # TEAM-GAME-END, TIE
    r = rules_for(PARTNERS.with_knobs(tie_rule=TieRule.SHARED_WIN))
    outcome = game_outcome(r, (150, 100, 60, 110), 9)
    assert outcome is not None and outcome.end is GameEnd.SHARED_WIN
    assert outcome.winners == (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


@pytest.mark.parametrize("players", [3, 5, 6, 7])
def test_teams_need_a_table_of_four(players: int) -> None:  # TEAMS
    with pytest.raises(ValueError, match=f"teams: partners-across needs 4 players, not {players}"):
        removed = ("2D", "2C", "2S", "2H")[: 52 % players]
        Variant.at_table(players, teams=Teams.PARTNERS_ACROSS, removed=removed)


def test_a_whole_game_under_teams_ends_with_a_team_ahead() -> None:  # TEAM-GAME-END
    state = random_playout(State.new_game(PARTNERS, seed=7), seed=7)
    outcome = state.outcome
    assert outcome is not None
    north_south, east_west = outcome.team_scores
    assert max(north_south, east_west) >= 200
    lower = (Seat.NORTH, Seat.SOUTH) if north_south < east_west else (Seat.EAST, Seat.WEST)
    assert outcome.winners == lower
    assert outcome.team_scores == tuple(sum(outcome.scores[s] for s in team) for team in outcome.teams)


def _with_partner_and_opponent_swapped(deal: Deal, seat: Seat, seed: int) -> Deal:
    """The same deal with the partner's cards and an opponent's mixed and dealt again."""
    partner = Seat((seat + 2) % 4)
    opponent = Seat((seat + 1) % 4)
    pool = [*deal[partner], *deal[opponent]]
    random.Random(seed).shuffle(pool)
    masks = list(deal.masks)
    masks[partner], masks[opponent] = CardSet(pool[:13]).mask, CardSet(pool[13:]).mask
    return Deal.from_masks(masks)


@pytest.mark.parametrize("seed", range(8))
def test_a_partners_hand_stays_hidden(seed: int) -> None:  # TEAMS, AI-INFO
    deal = Deal.random(seed)
    for seat in Seat:
        a = view_of(State.start(PARTNERS).deal(deal), seat)
        b = view_of(State.start(PARTNERS).deal(_with_partner_and_opponent_swapped(deal, seat, seed)), seat)
        assert a == b
        partner_cards = CardSet(deal.masks[(seat + 2) % 4])
        assert not partner_cards & a.hand
