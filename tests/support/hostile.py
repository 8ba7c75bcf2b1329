"""Running a command on hostile input, and what its refusal must look like (issue 26).

:func:`run` invokes the CLI in process with an alarm at five times :data:`LIMIT`;
:func:`check` asserts the contract of a refusal: the documented exit code, one line
(on stderr, or one problem line on stdout for ``scenarios lint``), no traceback, no
exception other than the exit, within :data:`LIMIT` seconds.
"""

from __future__ import annotations

import contextlib
import signal
import time
from typing import Any
from unittest import mock

from click.testing import CliRunner, Result

from hearts.cli import errors, main
from tests.support.clock import within

__all__ = ["LIMIT", "MODELINE", "check", "run"]

LIMIT = 2.0
"""Seconds a refusal may take on an idle machine (stretched by the load: :mod:`tests.support.clock`)."""
MODELINE = "# yaml-language-server: $schema=hearts/scenarios/schema.json\n"


_WARM: set[tuple[str, ...]] = set()
"""The command lines (paths left out) already run once in this process."""


def _without_the_reaper() -> Any:
    """The command without :func:`hearts.cli.errors.children_marked`, the reaper of the processes
    it starts: a refusal starts none, and the reaper's three scans of ``/proc`` (every process of
    the machine) were most of a refusal's time in process. It is proven on real processes:
    tests/cli/test_orphans.py, tests/cli/test_signals.py, tests/conformance/test_lifetime.py."""
    return mock.patch.object(errors, "children_marked", contextlib.nullcontext)


def run(args: list[str]) -> tuple[Result, float]:
    """The result of ``hearts ARGS`` and the seconds it took (a hang ends at 5 × LIMIT).

    The limit is on reading the hostile input, not on importing the command: the CLI imports
    a command's modules when it first runs (hearts --help loads none), so the first run of each
    command line in this process is made once untimed (under the same alarm)."""

    def alarm(signum: int, frame: Any) -> None:
        raise TimeoutError(f"{args} did not end within {within(LIMIT * 5):.0f} s")

    shape = tuple(a for a in args if not a.startswith(("/", "-")))
    if shape not in _WARM:
        _WARM.add(shape)
        run(args)
    old = signal.signal(signal.SIGALRM, alarm)
    outer, _ = signal.setitimer(signal.ITIMER_REAL, within(LIMIT * 5))
    start = time.monotonic()
    try:
        with _without_the_reaper():
            result = CliRunner().invoke(main, args, catch_exceptions=True)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        if outer:  # the test's own limit (pytest-timeout's alarm) goes on with what was left of it
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - start), 0.001))
    return result, time.monotonic() - start


def check(args: list[str], code: int, *, lines_on: str = "stderr") -> Result:
    """Run ``hearts ARGS`` and assert it is refused as documented (see the module docstring)."""
    result, seconds = run(args)
    shown = f"{args}: exit {result.exit_code}\nstdout: {result.stdout[-500:]!r}\nstderr: {result.stderr!r}"
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        shown + f"\nexception: {result.exception!r}"
    )
    assert "Traceback" not in result.stdout + result.stderr, shown
    assert result.exit_code == code, shown
    text = result.stdout if lines_on == "stdout" else result.stderr
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, shown
    assert seconds < within(LIMIT), f"{shown}\ntook {seconds:.2f} s"
    return result
