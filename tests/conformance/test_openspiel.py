"""OpenSpiel's hearts behind the protocol (examples/openspiel_engine.py): an engine we did not write."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from hearts.conformance.fuzz import fuzz
from hearts.conformance.process import open_engine
from hearts.conformance.protocol import validate_response
from hearts.conformance.runner import run_corpus
from hearts.scenarios import load_corpus
from hearts.variants.files import load_variant
from tests.support.engines import write_scenarios

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("pyspiel") is None, reason="pyspiel is not installed"
)

ROOT = Path(__file__).parents[2]
ADAPTER = f"{sys.executable} {ROOT / 'examples' / 'openspiel_engine.py'}"


def test_handshake_is_valid_and_declares_its_limits() -> None:
    with open_engine(ADAPTER, 10.0) as engine:
        caps = engine.capabilities()
        assert caps.name == "openspiel-hearts"
        assert "game_over" not in caps.queries and "legal_actions" in caps.queries
        assert caps.supports_variant(load_variant("openspiel")) is None
        assert caps.supports_variant(load_variant("web")) is not None
        assert any("single hand" in n for n in engine.notes)
        answer = engine._request({"op": "hello", "protocol": "1.0"})
        validate_response("hello", answer)


@pytest.mark.slow  # the corpus through OpenSpiel per variant: 8 s in all
@pytest.mark.parametrize("variant", ["openspiel", "card-1.0.0"])
def test_mapped_parameters_agree_with_the_reference(variant: str) -> None:
    with open_engine(ADAPTER, 10.0) as engine:
        report = fuzz(engine, load_variant(variant), 2, seed=5)
    assert report.found is None, report.found and report.found.message
    assert report.hands >= 4 and report.steps > 200


@pytest.mark.slow
def test_default_parameters_differ_from_the_card_on_the_queen() -> None:
    with open_engine(f"{ADAPTER} --game-defaults", 10.0) as engine:
        report = fuzz(engine, load_variant("card-1.0.0"), 10, seed=1)
    assert report.shrunk is not None and "HEARTS-BREAK" in report.shrunk.clauses


def test_positions_through_openspiel(tmp_path: Path) -> None:
    scenarios = load_corpus([write_scenarios(tmp_path / "s.yaml", count=4, variant="openspiel")])
    with open_engine(ADAPTER, 10.0) as engine:
        report = run_corpus(scenarios, engine)
    assert [r.status for r in report.results] == ["passed"] * 4


@pytest.mark.slow
def test_shipped_corpus_under_openspiel_has_no_failure() -> None:
    scenarios = load_corpus()
    with open_engine(ADAPTER, 10.0) as engine:
        report = run_corpus(scenarios, engine, "openspiel")
    bad = [
        f"{r.key}: {r.status}: {r.message}" for r in report.results if r.status not in ("passed", "skipped")
    ]
    assert not bad, bad[:10]


@pytest.mark.slow  # the whole page regenerated: 6 s
def test_docs_page_is_generated_and_current() -> None:
    spec = importlib.util.spec_from_file_location(
        "openspiel_report", ROOT / "examples" / "openspiel_report.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    page = (ROOT / "docs" / "openspiel.md").read_text(encoding="utf-8")
    assert page == module.report_markdown(), (
        "regenerate: python examples/openspiel_report.py -o docs/openspiel.md"
    )
