"""What an engine of protocol version V can be asked: one rule
(:meth:`~hearts.conformance.engine.Capabilities.cannot_answer`) by which ``hearts engine-check``
skips a probe and ``hearts conform`` a scenario, with the same reason. A correct 1.0 engine that
declares ``perft`` is not failed for 1.1's perft across hands (a false FAIL before)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.engine import Capabilities
from hearts.conformance.runner import run_corpus
from hearts.scenarios import load_corpus
from hearts.scenarios.expectations import KINDS, PERFT_ACROSS_HANDS
from tests.conformance.fake_engines.planted import Protocol10, Speaks10Perft, WrongClause10
from tests.support.engines import fake

ROOT = Path(__file__).resolve().parents[2]
ACROSS = ROOT / "scenarios" / "across-hands.yaml"
SKIP_1_1 = "specified in protocol 1.1; the engine speaks 1.0"


def test_the_rule_asks_the_version_first_then_the_queries() -> None:
    old = Capabilities("old", "1.0", frozenset({"phase"}))
    assert old.cannot_answer("1.0", ["phase"]) is None
    assert old.cannot_answer("1.1", ["phase"]) == SKIP_1_1
    assert old.cannot_answer("1.1", ["perft"]) == SKIP_1_1  # the version is the first reason
    assert old.cannot_answer("1.0", ["perft", "winners"]) == (
        "needs the optional queries perft, winners, which the engine does not declare"
    )
    assert Capabilities("new", "1.3", frozenset()).cannot_answer("1.3") is None
    assert (
        Capabilities("later", "1.12", frozenset()).cannot_answer("1.3") is None
    )  # minors compare as numbers


def test_only_a_perft_that_runs_into_a_deal_left_over_needs_protocol_1_1() -> None:
    needs = {
        sc.id
        for sc in load_corpus()
        for name in sc.variants
        for e in sc.expectations(name)
        if KINDS[e.key].since(e.value, sc.record(sc.variant(name))) != "1.0"
    }
    assert needs == {"across-hands/perft-deal-left-over"} and PERFT_ACROSS_HANDS == "1.1"


def test_conform_skips_perft_across_hands_on_a_1_0_engine_with_the_reason() -> None:
    corpus = [s for s in load_corpus() if s.file.endswith("across-hands.yaml")]
    report = run_corpus(corpus, Speaks10Perft())
    assert report.ok
    skipped = {r.id: r.message for r in report.results if r.status == "skipped"}
    assert skipped == {"across-hands/perft-deal-left-over": SKIP_1_1}
    assert report.skip_reasons() == [(SKIP_1_1, 1)]


def test_a_1_3_engine_whose_perft_stops_at_the_hand_end_still_fails_it() -> None:
    corpus = [s for s in load_corpus() if s.file.endswith("across-hands.yaml")]
    failed = {r.id for r in run_corpus(corpus, Protocol10()).results if r.status == "failed"}
    assert failed == {"across-hands/perft-deal-left-over"}


def test_engine_check_and_conform_skip_perft_across_hands_for_the_same_reason(tmp_path: Path) -> None:
    engine = fake("planted", "speaks-1.0-perft")
    checked, conformed = tmp_path / "check.json", tmp_path / "conform.json"
    result = CliRunner().invoke(main, ["engine-check", "--engine", engine, "--json", str(checked)])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(main, ["conform", str(ACROSS), "--engine", engine, "--json", str(conformed)])
    assert result.exit_code == 0, result.output
    assert f"1 skipped: {SKIP_1_1}" in result.output
    probes = {p["name"]: p for p in json.loads(checked.read_text())["probes"]}
    runs = {r["id"]: r for r in json.loads(conformed.read_text())["results"]}
    assert probes["perft-across-hands"]["skipped"] == SKIP_1_1
    assert runs["across-hands/perft-deal-left-over"]["status"] == "skipped"
    assert runs["across-hands/perft-deal-left-over"]["message"] == probes["perft-across-hands"]["skipped"]


def test_a_1_0_engine_is_held_to_the_refusal_not_to_the_clause_it_cites() -> None:
    """1.0 asked for a refusal's clause "ideally"; 1.1's table names it (CLAUSE_TABLE)."""
    corpus = [s for s in load_corpus() if any(e.key == "illegal" for e in s.expect)]
    report = run_corpus(corpus, WrongClause10())
    assert report.ok and report.checked >= 20, [r.message for r in report.problems()][:3]

    class WrongClause13(WrongClause10):
        def capabilities(self) -> Capabilities:
            caps = super().capabilities()
            return Capabilities(caps.name, "1.3", caps.queries, caps.knobs)

    failed = [r for r in run_corpus(corpus, WrongClause13()).results if r.status == "failed"]
    assert failed and all("expected the clause" in r.message for r in failed)
