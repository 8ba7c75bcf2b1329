"""The conformance runner: the reference engine passes, broken engines are caught, reports."""

from __future__ import annotations

import json
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.cards import Card
from hearts.cli import main
from hearts.conformance.engine import (
    Capabilities,
    EngineCrashed,
    EngineFailure,
    EngineRefused,
    EngineTimeout,
    Unsupported,
)
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import Report, load_expected_failures, run_corpus
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import FirstTrickPoints, Variant
from hearts.scenarios import Scenario, corpus_path, load_corpus
from tests.support.clock import within
from tests.support.engines import fake, write_scenarios


@pytest.fixture(scope="module")
def corpus() -> list[Scenario]:
    return load_corpus()


def by_id(corpus: list[Scenario], *prefixes: str) -> list[Scenario]:
    return [s for s in corpus if s.id.startswith(prefixes)]


# ----------------------------------------------------------------- the reference engine


@pytest.mark.slow
def test_reference_engine_passes_the_whole_corpus(corpus: list[Scenario]) -> None:
    """Its speed is measured by benchmarks/corpus.py, not here."""
    report = run_corpus(corpus, ReferenceEngine())
    assert report.ok, [(r.id, r.variant, r.message) for r in report.problems()][:5]
    assert set(report.counts()) == {"passed"}
    assert len(report.results) == sum(len(s.variants) for s in corpus)


def test_variant_filter(corpus: list[Scenario]) -> None:
    report = run_corpus(corpus, ReferenceEngine(), variant="web-strict")
    assert report.results and all(r.variant == "web-strict" for r in report.results)
    assert len(report.results) == sum("web-strict" in s.variants for s in corpus)


def test_perft_divide_and_hand_derived_counts() -> None:
    engine = ReferenceEngine()
    variant = Variant()
    engine.setup(Record(variant, (Deal.random(seed=5),), ()))
    # Passing: 13 picks, then 12, then 11 (one card per action, PASS-COUNT).
    assert [engine.query("perft", depth=d)["total"] for d in (1, 2, 3)] == [13, 13 * 12, 13 * 12 * 11]
    answer = engine.query("perft", depth=2)
    assert sum(answer["divide"].values()) == answer["total"] and len(answer["divide"]) == 13


# ----------------------------------------------------------------- wrong engines are caught


class QueenBreaksHearts(ReferenceEngine):
    """A planted bug: the Q♠ always breaks hearts, whatever the variant says."""

    def setup(self, record: Record) -> None:
        super().setup(replace(record, variant=record.variant.with_knobs(queen_breaks_hearts=True)))


class NoFirstTrickRule(ReferenceEngine):
    """A planted bug: points may be played on the first trick."""

    def setup(self, record: Record) -> None:
        variant = record.variant.with_knobs(first_trick_points=FirstTrickPoints.ALLOWED)
        super().setup(replace(record, variant=variant))


class WrongPerft(ReferenceEngine):
    """A planted bug: one extra sequence under the first card, at depth 5 only."""

    def query(self, name: str, **args: Any) -> Any:
        answer = super().query(name, **args)
        if name == "perft" and args["depth"] == 5:
            first = next(iter(answer["divide"]))
            answer["divide"][first] += 1
            answer["total"] += 1
        return answer


def test_planted_queen_bug_is_found(corpus: list[Scenario]) -> None:
    report = run_corpus(by_id(corpus, "hearts-break/"), QueenBreaksHearts())
    failed = {(r.id, r.variant) for r in report.results if r.status == "failed"}
    assert ("hearts-break/queen-discarded", "card-1.0.0") in failed
    assert ("hearts-break/queen-followed-in-spades", "web") in failed
    assert ("hearts-break/queen-discarded", "openspiel") not in failed  # there the Q♠ does break hearts
    assert not report.ok
    r = next(r for r in report.results if (r.id, r.variant) == ("hearts-break/queen-discarded", "card-1.0.0"))
    assert r.check == "hearts_broken" and r.expected is False and r.got is True and r.line > 1


def test_planted_first_trick_bug_is_found(corpus: list[Scenario]) -> None:
    report = run_corpus(by_id(corpus, "first-trick/void-with-safe-cards"), NoFirstTrickRule())
    statuses = {r.variant: r for r in report.results}
    assert statuses["card-1.0.0"].status == "failed" and statuses["card-1.0.0"].check == "legal"
    assert statuses["card-points-allowed"].status == "passed"


def test_wrong_perft_shows_the_divide(corpus: list[Scenario]) -> None:
    report = run_corpus(by_id(corpus, "perft/worked-hand-trick-two"), WrongPerft(), variant="card-1.0.0")
    [r] = report.results
    assert (
        r.status == "failed"
        and r.check == "perft(5)"
        and "divide: QC: expected 1224, engine said 1225" in r.message
    )


# ----------------------------------------------------------------- failing engines


class Flaky(ReferenceEngine):
    """Fails in a chosen way when asked to set up one chosen position."""

    def __init__(self, failure: EngineFailure, target: Record) -> None:
        super().__init__()
        self.failure, self.target = failure, target

    def setup(self, record: Record) -> None:
        if record == self.target:
            raise self.failure
        super().setup(record)


@pytest.mark.parametrize(
    ("failure", "status"),
    [
        (EngineCrashed("engine exited", 3, "Traceback ...\nBoom"), "crashed"),
        (EngineTimeout("no answer in 1 s"), "timed-out"),
        (EngineRefused("FOLLOW: nope", "FOLLOW"), "errored"),
        (EngineFailure("internal error"), "errored"),
        (Unsupported("no such knob"), "skipped"),
    ],
)
def test_each_scenario_is_independent(corpus: list[Scenario], failure: EngineFailure, status: str) -> None:
    scenarios = by_id(corpus, "follow/")[:3]
    target = scenarios[1].record("card-1.0.0")
    report = run_corpus(scenarios, Flaky(failure, target), variant="card-1.0.0")
    assert [r.status for r in report.results] == ["passed", status, "passed"]
    broken = report.results[1]
    assert broken.message
    if status == "crashed":
        assert broken.exit_code == 3 and "Boom" in broken.stderr_tail
    assert report.ok is (status == "skipped")


class NoPerft(ReferenceEngine):
    def capabilities(self) -> Capabilities:
        caps = super().capabilities()
        knobs = dict(caps.knobs)
        knobs["first_trick_points"] = ["unless-forced"]
        return Capabilities(caps.name, caps.protocol, caps.queries - {"perft"}, knobs)


def test_capabilities_skip(corpus: list[Scenario]) -> None:
    report = run_corpus(by_id(corpus, "perft/last-trick", "follow/must-follow-clubs"), NoPerft())
    skipped = {(r.id, r.variant): r.message for r in report.results if r.status == "skipped"}
    assert ("perft/last-trick", "card-1.0.0") in skipped and "perft" in skipped[
        ("perft/last-trick", "card-1.0.0")
    ]
    assert "first_trick_points=never" in skipped[("follow/must-follow-clubs", "web")]
    assert report.ok


# ----------------------------------------------------------------- expected failures and reports


def test_expected_failures(corpus: list[Scenario], tmp_path: Path) -> None:
    scenarios = by_id(corpus, "hearts-break/queen-discarded", "hearts-break/not-at-start")
    known = tmp_path / "known.txt"
    known.write_text("# gaps\nhearts-break/queen-discarded\n\n", encoding="utf-8")
    report = run_corpus(
        scenarios, QueenBreaksHearts(), variant="card-1.0.0", expected_failures=load_expected_failures(known)
    )
    assert report.ok
    assert [r.label for r in report.results] == ["passed", "expected failure"]
    # Under openspiel the Q♠ does break hearts: a listed scenario that passes fails the run.
    report = run_corpus(scenarios, QueenBreaksHearts(), expected_failures=load_expected_failures(known))
    assert not report.ok
    assert ("hearts-break/queen-discarded", "openspiel") in {
        (r.id, r.variant) for r in report.results if r.unexpected_pass
    }
    listed = tmp_path / "known.yaml"
    listed.write_text("- hearts-break/queen-discarded@card-1.0.0\n- no/such-scenario\n", encoding="utf-8")
    report = run_corpus(
        scenarios, QueenBreaksHearts(), variant="card-1.0.0", expected_failures=load_expected_failures(listed)
    )
    assert report.ok and report.unknown_expected_failures == ["no/such-scenario"]


def test_json_and_junit_reports(corpus: list[Scenario]) -> None:
    report: Report = run_corpus(by_id(corpus, "hearts-break/"), QueenBreaksHearts())
    data = json.loads(json.dumps(report.to_json()))
    assert data["ok"] is False and data["summary"]["failed"] == sum(
        r.status == "failed" for r in report.results
    )
    failing = next(r for r in data["results"] if r["status"] == "failed")
    assert {"id", "variant", "file", "line", "clause", "expected", "got", "message"} <= failing.keys()
    root = ET.fromstring(report.to_junit())
    assert int(root.get("tests", "0")) == len(report.results)
    assert int(root.get("failures", "0")) == data["summary"]["failed"]
    assert root.find("testsuite/testcase/failure") is not None


# ----------------------------------------------------------------- hearts conform


def test_conform_command_passes_and_writes_reports(tmp_path: Path) -> None:
    runner = CliRunner()
    junit = tmp_path / "r.xml"
    result = runner.invoke(
        main, ["conform", "--variant", "web", "--junit", str(junit), "--json", str(tmp_path / "r.json")]
    )
    assert result.exit_code == 0, result.output
    assert "scenarios/first-trick.yaml" in result.output and "ok:" in result.output
    assert ET.parse(junit).getroot().get("failures") == "0"
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["variant"] == "web"


def test_conform_json_on_stdout() -> None:
    result = CliRunner().invoke(main, ["conform", "--variant", "omnibus", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["ok"] is True and data["results"]


def test_conform_exit_code_on_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("hearts.conformance.reference.ReferenceEngine", QueenBreaksHearts)
    result = CliRunner().invoke(main, ["conform", str(corpus_path() / "hearts-break.yaml")])
    assert result.exit_code == 1
    assert "FAILED hearts-break/queen-discarded [card-1.0.0] scenarios/hearts-break.yaml:" in result.output
    assert "expected:    False" in result.output and "engine said: True" in result.output
    known = tmp_path / "known.txt"
    known.write_text(
        "\n".join(
            f"hearts-break/{name}@{v}"
            for name in ("queen-discarded", "queen-followed-in-spades", "queen-on-first-trick")
            for v in ("card-1.0.0", "web", "web-strict", "omnibus")
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        main, ["conform", str(corpus_path() / "hearts-break.yaml"), "--expected-failures", str(known)]
    )
    assert result.exit_code == 0, result.output
    assert "EXPECTED FAILURE" in result.output


def test_conform_bad_input() -> None:
    runner = CliRunner()
    assert runner.invoke(main, ["conform", "--variant", "nope"]).exit_code == 2
    assert runner.invoke(main, ["conform", "no-such-file.yaml"]).exit_code == 2


def test_conform_engine_module_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "hearts.conformance.process", None)
    result = CliRunner().invoke(main, ["conform", "--engine", "my-engine --flag"])
    assert result.exit_code == 2
    assert "hearts.conformance.process" in result.output


def test_reference_engine_refuses_with_clause() -> None:
    engine = ReferenceEngine()
    engine.setup(Record(Variant(pass_count=0), (Deal.random(seed=2),), ()))
    holder = engine.query("to_act")
    wrong = next(c for c in engine.state.hand(engine.state.to_act or 0) if c != Card.parse("2C"))  # type: ignore[arg-type]
    with pytest.raises(EngineRefused) as info:
        engine.apply(wrong)
    assert info.value.clause == "FIRST-LEAD" and holder in "NESW"


@pytest.mark.slow
def test_a_run_that_checks_nothing_exits_1_and_says_why(tmp_path: Path) -> None:
    """Every scenario skipped (an engine without the J♦ knob, omnibus only): not a pass."""
    from tests.support.engines import fake

    args = ["conform", "--engine", fake("planted", "no-jack-knob"), "--variant", "omnibus"]
    result = CliRunner().invoke(main, [*args, "--json", str(tmp_path / "r.json")])
    assert result.exit_code == 1, result.output
    assert "NOTHING CHECKED" in result.output and "jack_of_diamonds_points" in result.output
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["empty"] is True and data["checked"] == 0 and data["summary"]["skipped"] > 0
    assert CliRunner().invoke(main, [*args, "--allow-empty"]).exit_code == 0


def test_a_refused_setup_action_is_reported_with_its_index_and_card(tmp_path: Path) -> None:
    """An engine that refuses a legal action of a long setup: the report names which one."""

    class RefusesTheQueen(ReferenceEngine):
        def setup(self, record: Record) -> None:
            for i, card in enumerate(record.actions):
                if card.format() == "QS":
                    raise EngineRefused("QS: no", "FOLLOW", i)
            super().setup(record)

    scenarios = [s for s in load_corpus() if "QS" in [c.format() for c in s.setup.actions]][:1]
    assert scenarios
    index = [c.format() for c in scenarios[0].setup.actions].index("QS")
    report = run_corpus(scenarios, RefusesTheQueen())
    r = report.results[0]
    assert r.status == "errored" and r.index == index and r.action == "QS"
    assert f"refused action {index} (QS)" in r.message
    assert r.to_json()["index"] == index and r.to_json()["action"] == "QS"


def test_the_reference_engine_sends_the_index_of_a_refused_setup_action() -> None:
    deal = Deal.random(1)
    variant = Variant(pass_count=0)
    ref = ReferenceEngine()
    ref.setup(Record(variant, (deal,), ()))
    first = Card.parse(ref.query("legal_actions")[0])
    ref.setup(Record(variant, (deal,), (first,)))
    seat = "NESW".index(ref.query("to_act"))
    # A card from another seat's hand as the second action: refused at index 1, citing DEAL.
    other = next(c for s in range(4) if s != seat for c in deal.hands[s] if c != first)
    with pytest.raises(EngineRefused) as info:
        ref.setup(Record(variant, (deal,), (first, other)))
    assert info.value.index == 1 and info.value.action == other.format() and info.value.clause == "DEAL"


# ----------------------------------------------------------------- giving up, skips by reason


class Hangs(ReferenceEngine):
    """Shakes hands and sets up, then times out on every query (as a hung engine restarted)."""

    def query(self, name: str, **args: Any) -> Any:
        raise EngineTimeout(f"no answer to {name} within 1 s (engine killed)")


def test_the_run_gives_up_after_three_failed_scenarios_in_a_row(corpus: list[Scenario]) -> None:
    scenarios = by_id(corpus, "follow/")[:6]
    report = run_corpus(scenarios, Hangs(), variant="card-1.0.0")
    statuses = [r.status for r in report.results]
    assert statuses == ["timed-out"] * 3 + ["not-run"] * 3
    assert report.gave_up is not None and "3 failed scenario runs in a row" in report.gave_up
    assert not report.ok and report.not_run == 3
    assert report.to_json()["gave_up"] == report.gave_up
    root = ET.fromstring(report.to_junit())
    assert root.get("skipped") == "3" and root.get("gave_up") == report.gave_up


def test_a_run_that_reaches_the_engine_resets_the_count(corpus: list[Scenario]) -> None:
    scenarios = by_id(corpus, "follow/")[:5]
    failing = [s.record("card-1.0.0") for i, s in enumerate(scenarios) if i != 2]

    class FailsMost(ReferenceEngine):
        def setup(self, record: Record) -> None:
            if record in failing:
                raise EngineTimeout("no answer")
            super().setup(record)

    report = run_corpus(scenarios, FailsMost(), variant="card-1.0.0")
    assert [r.status for r in report.results] == [
        "timed-out",
        "timed-out",
        "passed",
        "timed-out",
        "timed-out",
    ]
    assert report.gave_up is None


@pytest.mark.slow
def test_conform_gives_up_on_an_engine_that_hangs_after_each_handshake(tmp_path: Path) -> None:
    """Each restart shakes hands and sets up, then hangs: 3 timeouts, then the rest not run."""
    path = write_scenarios(tmp_path / "s.yaml", count=12)
    out = tmp_path / "r.json"
    start = time.monotonic()
    args = [
        "conform",
        str(path),
        "--engine",
        fake("hang", "legal_actions"),
        "--timeout",
        "1",
        "--json",
        str(out),
    ]
    result = CliRunner().invoke(main, args)
    took = time.monotonic() - start
    assert result.exit_code == 1, result.output
    assert "GAVE UP: gave up on the engine after 3 failed scenario runs in a row" in result.output
    assert "9 scenario run(s) not run" in result.output and "Traceback" not in result.output
    data = json.loads(out.read_text())
    assert data["summary"] == {"timed-out": 3, "not-run": 9} and data["gave_up"]
    assert took < within(20), took


@pytest.mark.slow
def test_skips_are_grouped_by_reason_in_text_json_and_junit(tmp_path: Path) -> None:
    path = write_scenarios(tmp_path / "s.yaml", count=3, variant="omnibus")
    out, junit = tmp_path / "r.json", tmp_path / "r.xml"
    args = ["conform", str(path), "--json", str(out), "--junit", str(junit), "--allow-empty"]
    result = CliRunner().invoke(main, [*args, "--engine", fake("planted", "no-jack-knob")])
    assert result.exit_code == 0, result.output
    reason = "the engine does not support jack_of_diamonds_points=-10"
    assert f"3 skipped: {reason}" in result.output
    assert json.loads(out.read_text())["skipped_by_reason"] == [{"reason": reason, "count": 3}]
    props = {p.get("name"): p.get("value") for p in ET.parse(junit).iter("property")}
    assert props == {f"skipped: {reason}": "3"}
