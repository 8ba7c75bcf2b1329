#!/usr/bin/env python3
"""What the test suite costs: ``make check``'s pytest (``-m "not slow"``) and the whole pytest run,
each as ``make`` runs it (``--dist worksteal``, ``-n auto`` for the first, two workers a core for
the second, up to four cores), with wall time, CPU time (every worker's,
user + system), the 20 longest tests and the slow marks to correct.

    .venv/bin/python benchmarks/suite_time.py            # both runs
    .venv/bin/python benchmarks/suite_time.py --check    # make check's pytest only
    .venv/bin/python benchmarks/suite_time.py --workers 1

CPU seconds are what count on a shared machine; the load average before and after says how
busy it was (quote both with a figure). Bytecode is written, as ``make`` lets it be (a run with
PYTHONDONTWRITEBYTECODE set rewrites every test module's assertions in every worker).

The slow marks: a test that takes :data:`SLOW` CPU seconds or more (setup, call and
teardown together, its subprocesses included) is marked ``@pytest.mark.slow`` so that
``make check`` leaves it out; one marked slow that now takes under :data:`QUICK` may lose its
mark. Each run names the unmarked tests over :data:`SLOW` and the marked ones under
:data:`QUICK`, in CPU seconds (which load skews far less than wall time). The figures come
from this file loaded as a pytest plugin (``-p suite_time``): it writes each test phase's CPU
seconds and whether the test is marked slow, one JSON line per phase, where
``SUITE_TIME_REPORT`` says. A module or session fixture is paid by the first test using it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LONGEST = 20
SLOW = 0.3
"""Seconds from which a test is marked slow (measured idle)."""
QUICK = 0.1
"""Seconds under which a test marked slow is named as one that may lose its mark."""
_REPORT = "SUITE_TIME_REPORT"
_STARTED = pytest.StashKey[float]()
_DURATION = re.compile(r"^(\d+\.\d+)s (call|setup|teardown)\s+(\S.*)$")
_SUMMARY = re.compile(r"^=*\s*(\d+ (passed|failed).*) in [\d.]+s")


# ------------------------------------------------------- the plugin (in pytest)


def _cpu() -> float:
    """CPU seconds of this process and of the children it waited for (a test's subprocesses)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    """Each phase's report carries the CPU seconds the phase took, from where it ran (a worker)."""
    outcome = yield
    started = item.stash.get(_STARTED, None)
    if started is not None:
        outcome.get_result().user_properties.append(("cpu", _cpu() - started))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    item.stash[_STARTED] = _cpu()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    item.stash[_STARTED] = _cpu()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, None, None]:
    item.stash[_STARTED] = _cpu()
    yield


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Append one line per test phase to ``$SUITE_TIME_REPORT`` (in the process that reports:
    the xdist controller, or the only process; a worker's reports reach the controller)."""
    where = os.environ.get(_REPORT)
    if not where or os.environ.get("PYTEST_XDIST_WORKER"):
        return
    cpu = next((value for key, value in report.user_properties if key == "cpu"), None)
    line = {
        "test": report.nodeid,
        "when": report.when,
        "seconds": report.duration if cpu is None else cpu,
        "slow": "slow" in report.keywords,
        "outcome": report.outcome,
    }
    with open(where, "a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")


# ------------------------------------------------------------- the slow marks


def mark_report(lines: list[dict[str, Any]]) -> tuple[list[tuple[float, str]], list[tuple[float, str]]]:
    """From the plugin's lines: the unmarked tests of :data:`SLOW` s or more, and the marked ones
    under :data:`QUICK` s, each as ``(seconds, test)``, longest first. A skipped test is left
    out of both (its time says nothing of what it costs when it runs).

    >>> lines = [
    ...     {"test": "t::a", "when": "setup", "seconds": 0.25, "slow": False, "outcome": "passed"},
    ...     {"test": "t::a", "when": "call", "seconds": 0.1, "slow": False, "outcome": "passed"},
    ...     {"test": "t::b", "when": "call", "seconds": 0.05, "slow": True, "outcome": "passed"},
    ...     {"test": "t::c", "when": "call", "seconds": 0.01, "slow": True, "outcome": "skipped"},
    ...     {"test": "t::d", "when": "call", "seconds": 0.29, "slow": False, "outcome": "passed"},
    ... ]
    >>> mark_report(lines)
    ([(0.35, 't::a')], [(0.05, 't::b')])
    """
    seconds: dict[str, float] = defaultdict(float)
    slow: dict[str, bool] = {}
    skipped: set[str] = set()
    for line in lines:
        seconds[line["test"]] += line["seconds"]
        slow[line["test"]] = line["slow"]
        if line["outcome"] == "skipped":
            skipped.add(line["test"])
    timed = sorted(((round(s, 6), t) for t, s in seconds.items() if t not in skipped), reverse=True)
    unmarked = [(s, t) for s, t in timed if not slow[t] and s >= SLOW]
    marked = [(s, t) for s, t in timed if slow[t] and s < QUICK]
    return unmarked, marked


def _print_marks(lines: list[dict[str, Any]]) -> None:
    unmarked, marked = mark_report(lines)
    print(f"unmarked tests of {SLOW} s or more ({len(unmarked)}): mark them @pytest.mark.slow")
    for seconds, test in unmarked:
        print(f"  {seconds:7.2f} s  {test}")
    print(f"tests marked slow under {QUICK} s ({len(marked)}): the mark may go")
    for seconds, test in marked:
        print(f"  {seconds:7.2f} s  {test}")


# ------------------------------------------------------------------- the runs


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(name: str, marks: list[str], workers: str, paths: list[str]) -> int:
    """Run pytest once; print its figures. Returns pytest's exit code."""
    command = [sys.executable, "-m", "pytest", "-n", workers, "--dist", "worksteal", "-p", "no:cacheprovider"]
    command += ["-p", "suite_time", *marks, f"--durations={LONGEST}", *paths]
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "benchmarks")])
    with tempfile.TemporaryDirectory() as tmp:
        env[_REPORT] = str(Path(tmp) / "tests.jsonl")
        load = os.getloadavg()[0]
        cpu, started = _children_cpu(), time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        wall, cpu = time.perf_counter() - started, _children_cpu() - cpu
        report = Path(env[_REPORT])
        text = report.read_text(encoding="utf-8") if report.exists() else ""
    lines = done.stdout.splitlines()
    summary = next((m.group(1) for line in reversed(lines) if (m := _SUMMARY.match(line))), None)
    print(f"## {name}: {' '.join(command[1:])}")
    after = os.getloadavg()[0]
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (user + sys, every worker), load {load:.1f} -> {after:.1f}")
    print(f"result: {summary or 'no summary line: pytest exited ' + str(done.returncode)}")
    longest = [m.groups() for line in lines if (m := _DURATION.match(line))]
    print(f"the {len(longest)} longest:")
    for seconds, phase, test in longest:
        print(f"  {float(seconds):7.2f} s  {phase:8s} {test}")
    _print_marks([json.loads(line) for line in text.splitlines() if line])
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-2000:], sep="\n")
    print()
    return done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="make check's pytest only (-m 'not slow')")
    parser.add_argument(
        "--workers", help="pytest-xdist workers (default as make: check one a core, test two up to 4 cores)"
    )
    parser.add_argument("paths", nargs="*", help="only these tests (default: the testpaths, as make runs)")
    args = parser.parse_args(argv)
    codes = [run("make check's pytest", ["-m", "not slow"], args.workers or "auto", args.paths)]
    if not args.check:
        cores = os.cpu_count() or 1
        workers = args.workers or str(cores + min(cores, 4))  # as make test (the Makefile)
        codes.append(run("the whole pytest (make test)", [], workers, args.paths))
    return max(codes)


if __name__ == "__main__":
    sys.exit(main())
