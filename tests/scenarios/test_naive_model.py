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

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hearts.scenarios import Scenario, corpus_path, load_corpus
from tests.support.naive import check_with_naive


@pytest.mark.slow  # the whole corpus in the naive model: 3 to 5 s
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


@pytest.mark.slow  # a corpus copy rebuilt in a child process: 8 s in all
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
