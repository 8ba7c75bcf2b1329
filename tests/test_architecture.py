"""The import contracts (pyproject.toml, import-linter) are live: they hold, and they catch breaks.

The contracts themselves are the only statement of the layers; these tests do not
restate them. They prove that ``lint-imports`` passes on the package as it is and
fails on copies of the package with one thing broken: a module outside every layer,
a bot importing the game, a lower layer importing a higher one.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT = str(Path(sys.executable).parent / "lint-imports")


def _lint(cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([LINT, "--no-cache"], cwd=cwd, capture_output=True, text=True, check=False, env=env)


def _contracts() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return contracts


@pytest.mark.slow
def test_import_contracts_hold() -> None:
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout
    assert f"{len(_contracts())} kept, 0 broken" in result.stdout


def test_every_layers_contract_is_exhaustive_and_has_no_optional_layer() -> None:
    layered = [c for c in _contracts() if c["type"] == "layers"]
    assert layered
    for contract in layered:
        assert contract.get("exhaustive") is True, contract["name"]
        layers = contract["layers"]
        assert isinstance(layers, list)
        assert not any("(" in layer for layer in layers), contract["name"]


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(
        ROOT / "hearts", tmp_path / "hearts", ignore=shutil.ignore_patterns("__pycache__", "*.so")
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path / "hearts"


def _lint_copy(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return _lint(tmp_path, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})


@pytest.mark.slow
def test_an_unbroken_copy_passes(tmp_path: Path) -> None:
    """The copies below fail for the change made to them, not for being copies."""
    _copy(tmp_path)
    result = _lint_copy(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("keep", [False, True], ids=["renamed", "copied"])
@pytest.mark.slow
def test_a_package_outside_the_layers_fails(tmp_path: Path, keep: bool) -> None:
    """``hearts/walkthrough`` renamed (or copied) to ``hearts/lesson``: the contracts refuse it.

    Renamed, the layer ``walkthrough`` is missing (no layer is optional); copied, the
    new package is in no layer (the contract is exhaustive).
    """
    pkg = _copy(tmp_path)
    if keep:
        shutil.copytree(pkg / "walkthrough", pkg / "lesson")
    else:
        (pkg / "walkthrough").rename(pkg / "lesson")
        for path in pkg.rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            if "hearts.walkthrough" in text:
                path.write_text(text.replace("hearts.walkthrough", "hearts.lesson"), encoding="utf-8")
    result = _lint_copy(tmp_path)
    assert result.returncode != 0
    said = result.stdout + result.stderr
    assert ("hearts.lesson" in said) if keep else ("hearts.walkthrough does not exist" in said), said


PACKAGES = [
    "engine",
    "cards",
    "plumbing",
    "bots",
    "play",
    "spec",
    "scenarios",
    "walkthrough",
    "conformance",
    "cli",
]


@pytest.fixture(scope="module")
def unplaced(tmp_path_factory: pytest.TempPathFactory) -> subprocess.CompletedProcess[str]:
    """One copy with a module outside the layers in each package, linted once: each package's
    layers contract is checked on its own, and names every module it lacks."""
    root = tmp_path_factory.mktemp("unplaced")
    pkg = _copy(root)
    for package in PACKAGES:
        (pkg / package / "unplaced.py").write_text('"""Not in any layer."""\n', encoding="utf-8")
    return _lint_copy(root)


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.slow
def test_a_new_module_inside_a_package_fails(
    unplaced: subprocess.CompletedProcess[str], package: str
) -> None:
    assert unplaced.returncode != 0
    assert f"\n- hearts.{package}.unplaced\n" in unplaced.stdout + unplaced.stderr


@pytest.mark.slow
def test_a_bot_importing_the_game_fails(tmp_path: Path) -> None:  # AI-INFO
    pkg = _copy(tmp_path)
    (pkg / "bots" / "decision.py").write_text(
        (pkg / "bots" / "decision.py").read_text(encoding="utf-8")
        + "\nfrom hearts.engine.state import State\n",
        encoding="utf-8",
    )
    result = _lint_copy(tmp_path)
    assert result.returncode != 0
    assert "Bots see player views" in result.stdout


@pytest.mark.slow
def test_the_engine_importing_a_tool_fails(tmp_path: Path) -> None:
    pkg = _copy(tmp_path)
    (pkg / "engine" / "state.py").write_text(
        (pkg / "engine" / "state.py").read_text(encoding="utf-8")
        + "\nimport hearts.play.arena\nimport yaml\n",
        encoding="utf-8",
    )
    result = _lint_copy(tmp_path)
    assert result.returncode != 0
    assert "hearts.engine.state -> hearts.play.arena" in result.stdout
    assert "The engine imports no YAML" in result.stdout and "BROKEN" in result.stdout
