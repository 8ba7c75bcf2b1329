"""``hearts tournament``, the arena and the ladder guard (AI-EASY, AI-NORMAL, AI-HARD)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from hearts.cards import QUEEN_OF_SPADES, CardSet
from hearts.cli import main
from hearts.engine.variant import Variant
from hearts.play.arena import HandPlay, tally_games
from hearts.play.tournament import ladder_step, ladder_until, mean_ci, run_tournament


@pytest.mark.slow
def test_tournament_results_do_not_depend_on_the_workers() -> None:
    one = run_tournament(["hard", "normal", "easy", "random"], 6, 3, Variant(), workers=1)
    two = run_tournament(["hard", "normal", "easy", "random"], 6, 3, Variant(), workers=2)
    assert one == two
    assert one.hands == 24 and all(e.hands == 24 for e in one.entries)
    # every hand hands out 26 points (78 after a moon): the means add up to at least 26
    assert sum(e.mean for e in one.entries) >= 26 - 1e-6


@pytest.mark.slow
def test_duplicate_deals_rotate_every_entry_through_every_seat() -> None:
    report = run_tournament(["normal"] * 4, 3, 9, Variant())
    means = [e.mean for e in report.entries]
    assert max(means) - min(means) < 1e-9  # identical bots on rotated seats: identical totals


def test_games_chain_hands_to_the_target_score() -> None:  # GAME-END
    hearts = CardSet.parse("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH").mask
    ace = CardSet.parse("AH").mask
    # every hand of rotation 0: 12, 13, 1 and 0 points; the other rotations stopped
    plays = [
        (
            HandPlay(i, 0, (hearts, QUEEN_OF_SPADES.bit, ace, 0), (12, 13, 1, 0), None),
            *(HandPlay(i, r, (0, 0, 0, 0), (0, 0, 0, 0), None, stuck=True) for r in (1, 2, 3)),
        )
        for i in range(16)
    ]
    tally = tally_games(Variant(), plays)
    assert tally.games == 2  # 104 after 8 hands ends a game (GAME-END), twice in 16 hands
    assert tally.wins == (0.0, 0.0, 0.0, 2.0)


def test_stopped_moon() -> None:  # MOON
    points = CardSet.parse("QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH").mask
    ace = CardSet.parse("AH").mask
    play = HandPlay(0, 0, (points, ace, 0, 0), (25, 1, 0, 0), None)
    assert play.stopped_moon(1) and not play.stopped_moon(0) and not play.stopped_moon(2)


def test_mean_ci() -> None:
    mean, low, high = mean_ci([0.0] * 10 + [2.0] * 10)
    assert mean == 1.0 and low < 1.0 < high


@pytest.mark.slow  # 25 to 200 paired hands per step, stopped when the step is shown
def test_the_ladder_keeps_its_order() -> None:  # AI-EASY, AI-NORMAL
    """Seeded (seed 2), so that a regression shows: each level beats the one below it.

    Each step is a group-sequential test (``ladder_until``): a look after every run of 25
    pairs, at most 200 pairs (eight looks, each bound at 0.025 / 8 a side), so a level no
    better than the one below passes with a chance of at most 2.5%. At the gaps measured over
    2,500 pairs (docs/bots.md: Easy −3.6 with a standard deviation of 8.4 a pair, Normal −2.2
    with 7.3, effects of 0.43 and 0.30) a fixed run would need (1.96 + 1.96)² / 0.30² = 171
    pairs for a 97.5% chance of showing Normal; the looks stop at 25 pairs (Easy) and
    125 (Normal) on this seed.
    """
    easy = ladder_until("easy", "random", 200, 2, Variant())
    normal = ladder_until("normal", "easy", 200, 2, Variant())
    assert easy.holds and easy.mean < -1.0, easy
    assert normal.holds and normal.mean < -0.5, normal
    assert easy.pairs < 200 and ladder_step("easy", "random", easy.pairs, 2, Variant()).mean == easy.mean


@pytest.mark.parametrize(
    ("diffs", "pairs", "holds"),
    [
        ([-3.0, -1.0] * 13, 25, True),  # shown after the first run
        ([1.0, -1.0] * 13, 100, False),  # never shown: every run played
        ([3.0, 1.0] * 13, 25, False),  # shown worse after the first run
    ],
)
def test_the_sequential_ladder_stops_at_the_first_look_that_decides(
    diffs: list[float], pairs: int, holds: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    import hearts.play.tournament as tournament

    played: list[int] = []

    def runs(variant: Variant, seed: int, chunk: list[int], candidate: str, replaced: str) -> list[float]:
        played.extend(chunk)
        return diffs[: len(chunk)]

    monkeypatch.setattr(tournament, "_pairs", runs)
    step = tournament.ladder_until("easy", "random", 100, 1, Variant())
    assert step.pairs == pairs and played == list(range(pairs)) and step.holds is holds
    # the bound is wider than the 95% interval of the same pairs (four looks share the 2.5%)
    _, low, high = mean_ci(diffs[:25] * (pairs // 25))
    assert step.ci_low < low and step.ci_high > high


@pytest.mark.slow  # 300 paired hands with Hard
def test_hard_stays_ahead_of_normal() -> None:  # AI-HARD
    """A small seeded run: Hard replacing Normal must take fewer points (the full measure,
    with its interval, is ``benchmarks/ladder.py``)."""
    hard = ladder_step("hard", "normal", 300, 4, Variant(), workers=2)
    assert hard.mean < 0, hard


@pytest.mark.slow
def test_tournament_command_table_and_json() -> None:
    result = CliRunner().invoke(main, ["tournament", "--seats", "hard,normal,easy,random", "--deals", "3"])
    assert result.exit_code == 0, result.output
    assert "pts/hand" in result.output and "Hard" in result.output and "random" in result.output
    result = CliRunner().invoke(
        main, ["tournament", "--deals", "3", "--seed", "5", "--json", "--workers", "2"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [e["bot"] for e in data["entries"]] == ["hard", "normal", "normal", "normal"]
    assert data["hands"] == 12 and len(data["entries"][0]["ci95"]) == 2


def test_tournament_command_rejects_an_unknown_bot() -> None:
    result = CliRunner().invoke(main, ["tournament", "--seats", "hard,expert,normal,normal"])
    assert result.exit_code == 2 and "unknown bot 'expert'" in result.output


def test_play_seats_the_bots() -> None:
    result = CliRunner().invoke(
        main, ["play", "--players", "easy,normal,hard,random", "--seed", "2", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["players"] == ["easy", "normal", "hard", "random"] and data["outcome"]["winners"]


@pytest.mark.slow
def test_tournament_bots_are_kept_across_the_hands_of_a_game() -> None:  # GAME-END
    """Within each rotation the deals are the hands of running games: one set of players per
    game (as ``hearts play``), a new set after each game ends, the games won counted."""
    from hearts.cards import Seat
    from hearts.play.arena import RUN, play_deals
    from hearts.play.tournament import make_player

    made: list[tuple[str, Seat, str]] = []

    def factory(kind: str, seat: Seat, seed: str) -> object:
        made.append((kind, seat, seed))
        return make_player(kind, seat, seed)

    plays = play_deals(Variant(), 5, list(range(RUN)), ["normal"] * 4, factory)  # type: ignore[arg-type]
    ended = sum(1 for deal in plays for p in deal if p.winners)
    games_started = len(made) // 4
    assert ended >= 4  # every rotation finished at least one game in 25 hands
    assert games_started <= ended + 4 < 4 * RUN  # one set of players per game, not per hand
    numbers = {seed.split(":")[1] for _, _, seed in made}
    assert "0" in numbers and len(numbers) < RUN


def test_under_teams_the_ladder_seats_the_candidate_at_both_partners(monkeypatch: pytest.MonkeyPatch) -> None:
    """TEAMS: Hard's team against Normal's; the difference is the team's points per hand."""
    from hearts.engine.variant import Teams
    from hearts.play import tournament

    seen: list[list[str]] = []

    def fake(variant: Variant, seed: str, indices: list[int], kinds: list[str], *_: object) -> list[HandPlay]:
        seen.append(list(kinds))
        points = (1, 2, 3, 4) if "hard" in kinds else (5, 6, 7, 8)
        return [HandPlay(i, 0, (0, 0, 0, 0), points, None) for i in indices]

    monkeypatch.setattr(tournament, "play_rotation", fake)
    diffs = tournament._pairs(Variant(teams=Teams.PARTNERS_ACROSS), 1, list(range(25, 50)), "hard", "normal")
    assert seen[0] == ["normal", "hard", "normal", "hard"]  # run 1: East, and West its partner
    assert diffs == [(2 + 4) - (6 + 8)] * 25


def test_under_teams_each_partner_of_the_winning_team_wins_the_game() -> None:
    """TEAM-GAME-END: Hard's team (North and South, then East and West) wins whole games, not
    halves; the entries' wins add up to twice the games (two winners each)."""
    from hearts.engine.variant import Teams

    report = run_tournament(
        ["hard", "random", "hard", "random"], 25, 1, Variant(teams=Teams.PARTNERS_ACROSS, target_score=100)
    )
    wins = [e.games_won for e in report.entries]
    assert wins[0] == wins[2] and wins[1] == wins[3]
    assert sum(wins) == 2 * report.games and wins[0] > wins[1]
