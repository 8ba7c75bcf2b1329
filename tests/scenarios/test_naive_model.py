"""Every expectation of every scenario file, checked against an independent rules model.

``scenarios/tools/naive.py`` is a second model of the rules, written from RULES.md
with no code shared with the reference engine (cards are strings, hands are lists).
This test replays each scenario of the corpus in it, under each variant the scenario
names, and compares every expectation with the model's own answer. The comparison
is written here, apart from the conformance runner's (``hearts.scenarios.expectations``).

So a hand-written scenario whose answer is wrong fails here even if the engine
agrees with it, and the corpus is checked where it lives: in its YAML files.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from hearts.scenarios import Scenario, corpus_path, load_corpus

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "scenarios" / "tools"
SEATS = "NESW"


def _naive() -> ModuleType:
    spec = importlib.util.spec_from_file_location("naive_rules_model", TOOLS / "naive.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


NAIVE = _naive()
KNOWN_KNOBS = {
    "pass_cycle",
    "pass_count",
    "first_lead",
    "first_trick_points",
    "first_trick_forced",
    "queen_breaks_hearts",
    "forced_heart_lead_breaks",
    "hearts_lead_exception",
    "heart_points",
    "queen_points",
    "jack_of_diamonds_points",
    "moon_scoring",
    "moon_points",
    "target_score",
    "tie_rule",
    "history",  # what a player may review: changes no answer a scenario checks
    "points",
    "moon_cards",
    "sun_points",
    "first_trick_cards",
    "point_cards_break_hearts",
}
"""The variant knobs the naive model was written for; a new knob must be taught to it first."""


def _hands(deal_text: str) -> list[list[str]]:
    hands: list[list[str]] = [[], [], [], []]
    for token in deal_text.split():
        seat, _, body = token.partition(":")
        for i, part in enumerate(body.split(".")):
            if part != "-":
                hands[SEATS.index(seat)].extend(f"{r}{'CDSH'[i]}" for r in part)
    return hands


def _replay(scenario: Scenario, name: str) -> Any:
    knobs = scenario.variant(name).knobs()
    setup = scenario.setup
    state = NAIVE.Naive(knobs, setup.hand, list(setup.scores))
    deals = iter(setup.deals)
    for card in setup.actions:
        if state.phase == "deal":
            state.deal(_hands(next(deals).format()))
        state.apply(card.format())
    rest = next(deals, None)
    if rest is not None and state.phase == "deal":
        state.deal(_hands(rest.format()))
        rest = None
    # A deal left over (protocol 1.1): perft goes on into it when the hand ends.
    state.left_over = [] if rest is None else [_hands(rest.format())]
    return state


def _fields_hold(want: dict[str, Any], got: dict[str, Any]) -> bool:
    return all(got.get(k) == v for k, v in want.items())


def _disagreement(state: Any, key: str, want: Any) -> Any | None:  # noqa: C901, PLR0912 (one comparison per field of the two models)
    """What the model says instead of ``want`` (``None``: it agrees)."""
    legal = list(state.legal())
    if key == "phase":
        got: Any = state.phase
    elif key == "to_act":
        got = None if state.to_act is None or state.phase in ("deal", "over") else SEATS[state.to_act]
    elif key == "legal":
        got, want = sorted(legal), sorted(want)
    elif key == "legal_includes":
        return None if set(want) <= set(legal) else legal
    elif key == "legal_excludes":
        return None if not set(want) & set(legal) else legal
    elif key == "illegal":
        accepted = [item["card"] for item in want if item["card"] in legal]
        return f"legal: {accepted}" if accepted else None
    elif key == "trick_winner":
        got = None if state.last_winner is None else SEATS[state.last_winner]
    elif key == "hearts_broken":
        got = state.broken
    elif key == "points":
        got = [state.points_of(s) for s in range(4)]
    elif key == "scores":
        got, want = list(state.scores), list(want)
    elif key == "game_over":
        got = state.phase == "over"
    elif key == "winners":
        got, want = sorted(SEATS[s] for s in state.winners), sorted(want)
    elif key == "last_hand":
        got = state.results[-1] if state.results else None
        return None if got is not None and _fields_hold(want, got) else got
    elif key == "hand_results":
        ok = len(want) == len(state.results) and all(map(_fields_hold, want, state.results))
        return None if ok else state.results
    elif key == "perft":
        for item in want:
            total, divide = NAIVE.perft(state, item["depth"], state.left_over)
            if total != item["total"] or (item["divide"] is not None and item["divide"] != divide):
                return {"depth": item["depth"], "total": total, "divide": divide}
        return None
    else:
        return f"the naive model does not know the expectation {key!r}: teach it in this test"
    return None if got == want else got


def check_with_naive(scenarios: Iterable[Scenario]) -> tuple[int, list[str]]:
    """(expectations checked, disagreements as ``file:line: id [variant] key: ...``)."""
    checked = 0
    problems: list[str] = []
    for scenario in scenarios:
        for name in scenario.variants:
            unknown = set(scenario.variant(name).knobs()) - KNOWN_KNOBS
            if unknown:
                problems.append(
                    f"{scenario.location}: {name}: the naive model lacks the knobs {sorted(unknown)}"
                )
                continue
            state = _replay(scenario, name)
            for expectation in scenario.expectations(name):
                checked += 1
                said = _disagreement(state, expectation.key, expectation.value)
                if said is not None:
                    problems.append(
                        f"{scenario.file}:{expectation.line}: {scenario.id} [{name}] {expectation.key}:"
                        f" the file says {expectation.value!r}, the naive model {said!r}"
                    )
    return checked, problems


def test_every_expectation_of_the_corpus_agrees_with_the_naive_model() -> None:
    scenarios = load_corpus()
    checked, problems = check_with_naive(scenarios)
    assert not problems, "\n".join(problems[:20])
    assert checked >= 5 * len(scenarios)  # every scenario, under each of its variants


def test_the_naive_check_catches_a_wrong_answer() -> None:
    scenario = next(s for s in load_corpus() if any(e.key == "legal" and e.value for e in s.expect))
    assert check_with_naive([scenario])[1] == []
    broken = Scenario(**{**_fields(scenario), "expect": tuple(_swap(e) for e in scenario.expect)})
    checked, problems = check_with_naive([broken])
    assert checked and problems and "legal" in problems[0]


def _fields(scenario: Scenario) -> dict[str, Any]:
    return {f: getattr(scenario, f) for f in Scenario.__dataclass_fields__}


def _swap(expectation: Any) -> Any:
    if expectation.key != "legal":
        return expectation
    extra = next(c for c in ("AH", "2C", "AS") if c not in expectation.value)
    return type(expectation)("legal", [*expectation.value, extra], expectation.line)


HAND_WRITTEN = """
- id: follow/added-by-hand
  title: Added by hand to the YAML file
  clauses: [FOLLOW]
  variants: [card-1.0.0, web, omnibus, openspiel]
  setup:
    hand: 4
    deal: N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2
    plays: [2C KC 3C 2D, QC]
  expect:
    to_act: S
    legal: {legal}
"""


def _corpus_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "scenarios"
    shutil.copytree(corpus_path(), folder, ignore=shutil.ignore_patterns("__pycache__"))
    return folder


@pytest.mark.parametrize("legal", ["JC 9C 8C 6C 5C 4C", "JC 9C"], ids=["right", "wrong"])
def test_a_scenario_added_by_hand_survives_the_build_and_is_checked(tmp_path: Path, legal: str) -> None:
    folder = _corpus_copy(tmp_path)
    follow = folder / "follow.yaml"
    follow.write_text(follow.read_text(encoding="utf-8") + HAND_WRITTEN.format(legal=legal), encoding="utf-8")
    built = subprocess.run(
        [sys.executable, str(folder / "tools" / "build_corpus.py")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    assert "follow/added-by-hand" in follow.read_text(encoding="utf-8")  # the build left it alone
    added = [s for s in load_corpus([folder]) if s.id == "follow/added-by-hand"]
    assert len(added) == 1
    checked, problems = check_with_naive(added)
    assert checked == 2 * len(added[0].variants)
    if legal.startswith("JC 9C 8C"):
        assert problems == []
    else:
        assert problems and all("follow/added-by-hand" in p and "legal" in p for p in problems)
