"""The hand-written scenarios of issue 13 (first-trick points, across hands, perft with a deal
left over): checked by the corpus tools' own rules model, and they catch the bugs they are for."""

from __future__ import annotations

from typing import Any

from hearts.conformance.runner import run_corpus
from hearts.scenarios import load_corpus
from tests.conformance.fake_engines.planted import PLANTED, Protocol10
from tests.support.naive import check_with_naive

FILES = ["first-trick-points.yaml", "across-hands.yaml"]


def test_the_naive_rules_model_agrees_with_every_expectation() -> None:
    """The corpus tools' own rules model (taught protocol 1.1's perft) checks them, one by one."""
    corpus = [s for s in load_corpus() if s.file.endswith(tuple(FILES))]
    checked, problems = check_with_naive(corpus)
    assert problems == [] and checked >= 40


def test_the_new_scenarios_are_in_the_corpus_and_pass() -> None:
    corpus = [s for s in load_corpus() if s.file.endswith(tuple(FILES))]
    assert len(corpus) == 10
    from hearts.conformance.reference import ReferenceEngine

    report = run_corpus(corpus, ReferenceEngine())
    assert report.ok and not report.empty and all(r.status == "passed" for r in report.results)


def _failing(engine: Any) -> set[str]:
    corpus = [s for s in load_corpus() if s.file.endswith(tuple(FILES))]
    return {r.id for r in run_corpus(corpus, engine).results if r.status != "passed"}


def test_an_engine_that_scores_trick_one_as_zero_fails_them() -> None:
    assert _failing(PLANTED["trick-one-scored-zero"]()) == {
        "first-trick-points/forced-queen-scored",
        "first-trick-points/forced-heart-scored",
        "first-trick-points/allowed-discards-scored",
    }


def test_an_engine_that_carries_hearts_broken_fails_them() -> None:
    assert "across-hands/hearts-unbroken-again" in _failing(PLANTED["hearts-stay-broken"]())


def test_perft_that_stops_at_the_hand_end_fails_the_deal_left_over() -> None:
    assert _failing(Protocol10()) == {"across-hands/perft-deal-left-over"}
