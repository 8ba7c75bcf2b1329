"""One home per helper: variant check writes scenario files through the one writer and plays
its random games through the one game loop (no copies of either in ``hearts/varianttools``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hearts.scenarios.files import MODELINE
from hearts.variants.files import load_variant
from hearts.varianttools.check import check_variant
from hearts.varianttools.scenariofile import scenario_yaml

TOOLS = Path(__file__).resolve().parents[2] / "hearts" / "varianttools"


def _imports_and_calls(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported: set[str] = set()
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported |= {f"{node.module}.{a.name}" for a in node.names} | {node.module}
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            called.add(node.func.attr)
    return imported, called


def test_no_variant_tool_dumps_yaml_itself() -> None:
    for path in sorted(TOOLS.glob("*.py")):
        imported, called = _imports_and_calls(path)
        assert "yaml" not in imported, f"{path.name} imports yaml: write through hearts.scenarios.writer"
        assert not {"safe_dump", "dump"} & called, path.name


def test_random_play_goes_through_the_one_game_loop() -> None:
    imported, called = _imports_and_calls(TOOLS / "randomplay.py")
    assert "hearts.play.turns" in imported
    assert not {"apply", "deal"} & called, "randomplay applies actions itself: use hearts.play.turns"


@pytest.mark.slow
def test_the_scenario_file_has_the_writers_shape() -> None:
    report = check_variant(load_variant("web-strict"), games=0)
    dead = [r for r in report.results if r.status == "dead-end"]
    assert dead
    text = scenario_yaml(report.variant, dead, "dead-end", "schema.json")
    assert text.startswith(f"{MODELINE}schema.json\nformat: hearts-scenarios/1\n")
    assert text.count("\n\n- id: ") == len(dead)  # the writer's blank line between scenarios
