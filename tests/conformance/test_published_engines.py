"""The adapters of the engines published on PyPI (examples/heartsgym_engine.py,
examples/gym_hearts_engine.py) and their generated results pages.

Each check states a difference read in the engine's source, and asserts the corpus
run through the adapter shows it (so the adapter passes the engine's answers on).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from hearts.conformance.process import open_engine
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import Result, run_corpus
from hearts.scenarios import load_corpus

ROOT = Path(__file__).resolve().parents[2]


def _adapter(name: str, *flags: str) -> str:
    return " ".join([sys.executable, str(ROOT / "examples" / name), *flags])


def _reports_module() -> Any:
    spec = importlib.util.spec_from_file_location("engine_reports", ROOT / "examples" / "engine_reports.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class Pages(NamedTuple):
    """The results pages written once for the module, and each engine's outcome behind them."""

    folder: Path
    written: list[Path]
    outcomes: dict[str, Any]


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Pages:
    """``write_pages`` run once: each engine through its adapter with its own rules (``--as-is``),
    the whole corpus under card-1.0.0, the probe and the fuzz. The checks of what each adapter
    passes on read the corpus results of that same run instead of starting the adapter again
    (an engine whose package is missing gets a page saying so, and its checks are skipped)."""
    module = _reports_module()
    outcomes: dict[str, Any] = {}
    run = module.run

    def kept(spec: Any, scenarios: Any = None) -> Any:
        outcomes[spec.slug] = run(spec, scenarios)
        return outcomes[spec.slug]

    module.run = kept  # write_pages looks run up in its module
    folder = tmp_path_factory.mktemp("engines")
    return Pages(folder, module.write_pages(folder), outcomes)


def _results(pages: Pages, slug: str, flag: str, ids: set[str]) -> dict[str, Result]:
    """The corpus results of ``ids`` from the pages' run of ``slug`` (its adapter with ``flag``)."""
    outcome = pages.outcomes[slug]
    if outcome.missing:
        pytest.skip(outcome.missing)
    assert outcome.spec.flags == (flag,) and outcome.corpus is not None
    results = {r.id: r for r in outcome.corpus.results if r.id in ids}
    assert set(results) == ids
    return results


@pytest.mark.slow
def test_heartsgym_differs_where_its_source_says(pages: Pages) -> None:
    results = _results(
        pages,
        "heartsgym",
        "--as-is",
        {"first-trick/void-with-safe-cards", "points/hand-winner-moon", "follow/must-follow-clubs"},
    )
    # isActionValid has no first-trick rule: the Q♠ and hearts may be discarded on trick 1.
    r = results["first-trick/void-with-safe-cards"]
    assert r.status == "failed" and {"QS", "AH"} <= set(r.got)
    # step counts a moon only when a single trick carried points: 26 points in several tricks stay 26.
    r = results["points/hand-winner-moon"]
    assert r.status == "failed" and r.got["deltas"] == [26, 0, 0, 0]
    assert results["follow/must-follow-clubs"].status == "passed"


@pytest.mark.slow
def test_heartsgym_declares_what_it_cannot_model() -> None:
    pytest.importorskip("HeartsGym")
    with open_engine(_adapter("heartsgym_engine.py"), 30.0) as engine:
        caps = engine.capabilities()
        assert caps.knobs["first_trick_points"] == ["allowed"] and "game_over" not in caps.queries
        report = run_corpus(load_corpus(), engine, "card-1.0.0")
    assert report.empty  # the card forbids points on trick 1: nothing of card-1.0.0 can run honestly


@pytest.mark.slow
def test_gym_hearts_differs_where_its_source_says(pages: Pages) -> None:
    results = _results(
        pages,
        "gym-hearts",
        "--as-is",
        {
            "first-trick-points/forced-queen-scored",
            "hearts-break/queen-discarded",
            "follow/must-follow-clubs",
        },
    )
    # _filter_valid_hand_cards removes hearts and the Q♠ on trick 0 even from a void player
    # holding nothing else: the forced player has no card at all.
    r = results["first-trick-points/forced-queen-scored"]
    assert r.status in ("failed", "errored")
    # Only a heart sets _is_heart_broken: the Q♠ does not break hearts, as on the card.
    assert results["hearts-break/queen-discarded"].status == "passed"
    assert results["follow/must-follow-clubs"].status == "passed"


@pytest.mark.slow  # corpus, fuzz and probe of three engines (the module's pages): 11 s
def test_results_pages_are_generated_with_clauses_and_a_runnable_shrunk_scenario(
    pages: Pages, tmp_path: Path
) -> None:
    pytest.importorskip("HeartsGym")
    pytest.importorskip("gymhearts")
    names = {p.name for p in pages.written}
    assert {"index.md", "openspiel.md", "heartsgym.md", "gym-hearts.md"} <= names
    compare = (pages.folder / "index.md").read_text()
    assert "| `FIRST-TRICK-POINTS` |" in compare and "HeartsGym" in compare and "gym-hearts" in compare
    page = (pages.folder / "heartsgym.md").read_text()
    assert "### By clause" in page and "engine said" in page and "## Protocol probe" in page
    block = re.search(r"```yaml\n(.*?)```", page, re.S)
    assert block is not None, "the fuzzing disagreement is shown as a scenario"
    found = tmp_path / "found.yaml"
    found.write_text(block.group(1))
    (scenario,) = load_corpus([found])
    assert run_corpus([scenario], ReferenceEngine()).results[0].status == "passed"
    with open_engine(_adapter("heartsgym_engine.py", "--as-is"), 30.0) as engine:
        assert run_corpus([scenario], engine).results[0].status == "failed"
