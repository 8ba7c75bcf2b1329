"""The pytest plugin: scenarios as pytest items against a Python engine or a program; inert otherwise.

Each inner pytest runs in this process (pytester's ``runpytest_inprocess``): the plugin is
loaded from its ``pytest11`` entry point as in any run, without a new interpreter per run.
Only the check that the plugin imports nothing starts one, since this process has already
imported the conformance modules.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.engines import fake, write_scenarios

pytest_plugins = ["pytester"]

QUIET = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest")
"""Plugins the inner runs go without: no cache, and no hypothesis (its summary would import and
assertion-rewrite the whole of hypothesis inside the inner run: seconds of each run otherwise)."""


def pytest_run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess(*QUIET, "-q", "-rs", *args)


@pytest.mark.slow  # a fresh interpreter for the import check
def test_inert_without_options(pytester: pytest.Pytester) -> None:
    code = (
        "import sys, hearts.pytest_plugin; "
        "print(sorted(m for m in sys.modules if m.startswith('hearts.conformance')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    pytester.makepyfile(test_x="def test_x():\n    pass\n")
    run = pytest_run(pytester)
    assert run.ret == 0 and "1 passed" in run.stdout.str()


def test_python_engine_one_item_per_scenario(pytester: pytest.Pytester) -> None:
    scenarios = write_scenarios(pytester.path / "s.yaml", count=4)
    run = pytest_run(
        pytester,
        "--hearts-engine",
        "hearts.conformance.reference:ReferenceEngine",
        "--hearts-scenarios",
        str(scenarios),
        "-rA",
    )
    out = run.stdout.str()
    assert run.ret == 0, out
    assert "4 passed" in out and "PASSED hearts-corpus::proto/position-3@card-1.0.0" in out


@pytest.mark.slow  # two pytest runs, each starting an engine program
def test_engine_program_failures_and_skips(pytester: pytest.Pytester) -> None:
    scenarios = write_scenarios(pytester.path / "s.yaml", count=4)
    run = pytest_run(pytester, "--hearts-engine-cmd", fake("crash"), "--hearts-scenarios", str(scenarios))
    out = run.stdout.str()
    assert run.ret == 1, out
    assert "2 failed, 2 passed" in out and "crashed" in out and "badly wrong" in out
    web = write_scenarios(pytester.path / "w.yaml", count=2, variant="web")
    run = pytest_run(
        pytester,
        "--hearts-engine-cmd",
        f"{sys.executable} {Path(__file__).parents[2] / 'examples/openspiel_engine.py'}",
        "--hearts-scenarios",
        str(web),
    )
    out = run.stdout.str()
    assert "2 skipped" in out and "first_trick_points=never" in out, out


def test_bad_factory_is_a_usage_error(pytester: pytest.Pytester) -> None:
    run = pytest_run(pytester, "--hearts-engine", "no_such_module:make")
    assert run.ret == 4 and "no_such_module" in run.stderr.str()
