"""The pytest plugin: scenarios as pytest items against a Python engine or a program; inert otherwise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.engines import fake, write_scenarios


def pytest_run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rs", *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_inert_without_options(tmp_path: Path) -> None:
    code = (
        "import sys, hearts.pytest_plugin; "
        "print(sorted(m for m in sys.modules if m.startswith('hearts.conformance')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    (tmp_path / "test_x.py").write_text("def test_x():\n    pass\n")
    run = pytest_run(tmp_path)
    assert run.returncode == 0 and "1 passed" in run.stdout


@pytest.mark.slow
def test_python_engine_one_item_per_scenario(tmp_path: Path) -> None:
    scenarios = write_scenarios(tmp_path / "s.yaml", count=4)
    run = pytest_run(
        tmp_path,
        "--hearts-engine",
        "hearts.conformance.reference:ReferenceEngine",
        "--hearts-scenarios",
        str(scenarios),
        "-rA",
    )
    assert run.returncode == 0, run.stdout
    assert "4 passed" in run.stdout and "PASSED hearts-corpus::proto/position-3@card-1.0.0" in run.stdout


@pytest.mark.slow  # two pytest runs, each starting engines: 5 s
def test_engine_program_failures_and_skips(tmp_path: Path) -> None:
    scenarios = write_scenarios(tmp_path / "s.yaml", count=4)
    run = pytest_run(tmp_path, "--hearts-engine-cmd", fake("crash"), "--hearts-scenarios", str(scenarios))
    assert run.returncode == 1
    assert "2 failed, 2 passed" in run.stdout and "crashed" in run.stdout and "badly wrong" in run.stdout
    web = write_scenarios(tmp_path / "w.yaml", count=2, variant="web")
    run = pytest_run(
        tmp_path,
        "--hearts-engine-cmd",
        f"{sys.executable} {Path(__file__).parents[2] / 'examples/openspiel_engine.py'}",
        "--hearts-scenarios",
        str(web),
    )
    assert "2 skipped" in run.stdout and "first_trick_points=never" in run.stdout


@pytest.mark.slow
def test_bad_factory_is_a_usage_error(tmp_path: Path) -> None:
    run = pytest_run(tmp_path, "--hearts-engine", "no_such_module:make")
    assert run.returncode == 4 and "no_such_module" in run.stderr
