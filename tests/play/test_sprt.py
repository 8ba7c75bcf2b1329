"""The SPRT of the ladder: its error rates on simulated pairs of a known Elo difference, a clear
gap between two bots decided early, and a bot against itself never separated."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hearts.engine.variant import Variant
from hearts.play.sprt import Sprt, elo_of, score_of
from hearts.play.tournament import ladder_sprt


def _verdicts(elo: float, draws: float, runs: int, seed: int) -> list[str | None]:
    """The verdicts of ``runs`` tests (H0: 0 Elo, H1: 100 Elo) on simulated pairs of ``elo``."""
    rng = random.Random(seed)
    s = score_of(elo)
    win = s - draws / 2  # so that win + draws / 2 = s
    out = []
    for _ in range(runs):
        test = Sprt(elo0=0, elo1=100, alpha=0.05, beta=0.05)
        while test.verdict is None and test.pairs < 20_000:
            r = rng.random()
            test.add(1.0 if r < win else 0.5 if r < win + draws else 0.0)
        out.append(test.verdict)
    return out


@pytest.mark.parametrize("draws", [0.0, 0.3])
def test_h1_is_rarely_accepted_when_h0_holds(draws: float) -> None:
    verdicts = _verdicts(0, draws, 400, seed=1)
    assert None not in verdicts
    assert (
        verdicts.count("H1") / len(verdicts) <= 0.07
    )  # alpha 0.05, with room for 400 runs (measured: 0.04, 0.045)


@pytest.mark.parametrize("draws", [0.0, 0.3])
def test_h0_is_rarely_accepted_when_h1_holds(draws: float) -> None:
    verdicts = _verdicts(100, draws, 400, seed=2)
    assert (
        verdicts.count("H0") / len(verdicts) <= 0.09
    )  # beta 0.05 (measured: 0.035 without draws, 0.07 with 30 % draws)


def test_a_gap_twice_h1_is_decided_quickly() -> None:
    rng = random.Random(3)
    test = Sprt(elo0=0, elo1=100)
    while test.verdict is None:
        test.add(1.0 if rng.random() < score_of(200) else 0.0)
    assert test.verdict == "H1" and test.pairs < 200


def test_the_elo_and_the_score_are_inverse() -> None:
    for elo in (-300, -10, 0, 35, 400):
        assert elo_of(score_of(elo)) == pytest.approx(elo)


@pytest.mark.parametrize(
    "bad", [{"elo0": 10, "elo1": 10}, {"alpha": 0}, {"beta": 0.5}, {"alpha": float("nan")}]
)
def test_bounds_that_cannot_be_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Sprt(**bad)


def test_a_score_that_is_not_won_drawn_or_lost_is_refused() -> None:
    with pytest.raises(ValueError, match=r"0, 0\.5 or 1"):
        Sprt().add(0.7)


def test_easy_over_random_is_decided_in_a_few_runs_of_the_ladder() -> None:
    test = ladder_sprt("easy", "random", 1000, 1, Variant(), Sprt(elo0=0, elo1=50))
    assert test.verdict == "H1" and test.pairs <= 200


def test_a_bot_against_itself_is_never_separated() -> None:
    test = ladder_sprt("random", "random", 50, 1, Variant(), Sprt(elo0=0, elo1=50))
    assert test.verdict is None and test.pairs == 50 and test.draws == 50
