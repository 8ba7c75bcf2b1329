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
- id: follow/added-by-hand-{name}
  title: Added by hand to the YAML file ({name})
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
ADDED = {"right": "JC 9C 8C 6C 5C 4C", "wrong": "JC 9C"}
"""Two scenarios added by hand: one whose legal cards are right, one whose answer is wrong."""


@pytest.fixture(scope="module")
def built_copy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Scenario]]:
    """A copy of the corpus with both scenarios added to ``follow.yaml``, rebuilt once in a child
    process (the build of the generated files, as a contributor runs it), and its scenarios."""
    folder = tmp_path_factory.mktemp("corpus") / "scenarios"
    shutil.copytree(corpus_path(), folder, ignore=shutil.ignore_patterns("__pycache__"))
    follow = folder / "follow.yaml"
    added = "".join(HAND_WRITTEN.format(name=name, legal=legal) for name, legal in ADDED.items())
    follow.write_text(follow.read_text(encoding="utf-8") + added, encoding="utf-8")
    built = subprocess.run(
        [sys.executable, str(folder / "tools" / "build_corpus.py")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    return folder, load_corpus([folder])


@pytest.mark.slow  # a corpus copy rebuilt in a child process (once for both): 4 s
@pytest.mark.parametrize("name", ADDED)
def test_a_scenario_added_by_hand_survives_the_build_and_is_checked(
    built_copy: tuple[Path, list[Scenario]], name: str
) -> None:
    folder, scenarios = built_copy
    scenario_id = f"follow/added-by-hand-{name}"
    assert scenario_id in (folder / "follow.yaml").read_text(encoding="utf-8")  # the build left it alone
    added = [s for s in scenarios if s.id == scenario_id]
    assert len(added) == 1
    checked, problems = check_with_naive(added)
    assert checked == 2 * len(added[0].variants)
    if name == "right":
        assert problems == []
    else:
        assert problems and all(scenario_id in p and "legal" in p for p in problems)
