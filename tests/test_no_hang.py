"""The suite's guard against a hung test (pyproject's ``[tool.pytest.ini_options]``): a test still
running after the limit fails with its traceback and is run once more; a test that hangs twice
fails; a test that fails for another reason is not run again. Each inner pytest runs in a child
process under the project's own settings, with the limit shortened to a second."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytest_plugins = ["pytester"]


def _project_settings(limit: float) -> str:
    """The project's pytest settings that guard against hangs, as an ini file, with ``limit``."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    lines = ["[pytest]", f"addopts = {options['addopts']}"]
    lines += [f"timeout = {limit}", f"timeout_method = {options['timeout_method']}"]
    lines += [f"timeout_func_only = {str(options['timeout_func_only']).lower()}"]
    return "\n".join(lines) + "\n"


@pytest.fixture
def inner(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeini(_project_settings(1.0))
    pytester.makepyfile(
        test_inner="""
import time

def test_hangs_once(tmp_path_factory):
    mark = tmp_path_factory.getbasetemp().parent / "hung-once"
    if not mark.exists():
        mark.write_text("1")
        time.sleep(30)

def test_hangs_always():
    time.sleep(30)

def test_fails():
    assert False, "a plain failure"
"""
    )
    return pytester


@pytest.mark.slow  # one inner pytest in a child process, two one-second limits
def test_a_hung_test_fails_with_its_traceback_and_runs_once_more(inner: pytest.Pytester) -> None:
    run = inner.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:randomly")
    out = run.stdout.str()
    outcomes = run.parseoutcomes()
    assert outcomes.get("passed") == 1, out  # hung once, then passed
    assert outcomes.get("failed") == 2, out  # hung twice; the plain failure
    assert outcomes.get("rerun") == 2, out  # the two hung ones, once each; not the plain failure
    assert "RERUN test_inner.py::test_hangs_once" in out, out  # the summary names the hang
    assert "Timeout (>1.0s)" in out and "time.sleep(30)" in out, out  # with its traceback
    assert "FAILED test_inner.py::test_hangs_always" in out, out
    assert "FAILED test_inner.py::test_fails" in out and "RERUN test_inner.py::test_fails" not in out, out
