"""The layers and the information boundary, checked by import-linter (see pyproject.toml)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ["cards.py", "deal.py", "variant.py", "game.py", "view.py"]


def test_import_contracts_hold() -> None:
    result = subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports"), "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module if node.module.startswith("hearts") else node.module.split(".")[0])
    return names


def test_engine_imports_no_edge_library() -> None:
    for name in ENGINE:
        imported = _imports(ROOT / "hearts" / name)
        assert not imported & {"yaml", "jinja2", "rich", "click"}, (name, imported)


def test_bots_never_import_the_full_game_state() -> None:  # AI-INFO
    bots = ROOT / "hearts" / "bots"
    for path in sorted(bots.rglob("*.py")) if bots.exists() else []:
        imported = _imports(path)
        assert "hearts.game" not in imported and "hearts.players" not in imported, path


def test_the_contract_catches_a_violation(tmp_path: Path) -> None:
    """The import-linter contract is live: a bot module importing the game breaks it."""
    pkg = tmp_path / "hearts"
    shutil.copytree(ROOT / "hearts", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    (pkg / "bots" / "peek.py").write_text("from hearts.game import State\n", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        (ROOT / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    result = subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports"), "--no-cache"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode != 0
    assert "Bots see player views" in result.stdout
