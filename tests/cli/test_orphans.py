"""Issue 26, processes: an engine that wipes its environment (``env -i``), calls ``setsid`` and
orphans a sleeper carries no mark and no parent link, yet dies with ``hearts``: the command is
a child subreaper (the orphan is re-parented to it) and kills what is below it when it ends,
normally or by a signal; after ``kill -KILL`` the watchdog kills what it saw in the tree."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hearts.plumbing.reaper import WATCH_EVERY, descendants
from tests.support.clock import within
from tests.support.engines import FAKES, write_scenarios
from tests.support.processes import alive, no_process_left, parent, waits
from tests.support.waiting import wait_for

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc, uses prctl")


def _engine(pidfile: Path, mode: str = "answer") -> str:
    return f"env -i {sys.executable} {FAKES / 'vanish.py'} {pidfile} {mode}"


def _hearts(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "hearts", *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )


def _sleeper(pidfile: Path, proc: subprocess.Popen[bytes]) -> int:
    def written() -> bool:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        return pidfile.exists()

    wait_for(written, 60, "the engine to start its sleeper")
    pid = int(pidfile.read_text())
    assert alive(pid)
    return pid


def _kill_left(pid: int) -> None:
    """Leave no sleeper behind even when the test fails."""
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize(
    "command",
    [
        ["engine-check", "--timeout", "5"],
        ["conform", "--timeout", "5", "{scenarios}"],
        ["fuzz", "--timeout", "5", "--games", "1", "--max-hands", "1", "--no-steer"],
    ],
    ids=["engine-check", "conform", "fuzz"],
)
@pytest.mark.slow
def test_an_unmarked_setsid_orphan_dies_when_the_command_ends(command: list[str], tmp_path: Path) -> None:
    pidfile = tmp_path / "sleeper"
    scenarios = write_scenarios(tmp_path / "s.yaml", count=2)
    args = [str(scenarios) if a == "{scenarios}" else a for a in command]
    proc = _hearts(*args, "--engine", _engine(pidfile))
    _, err = proc.communicate(timeout=300)
    assert pidfile.exists(), err  # the engine did start its sleeper
    sleeper = int(pidfile.read_text())
    try:
        assert proc.returncode in (0, 1), err
        assert no_process_left({sleeper}), "the orphan outlived hearts"
    finally:
        _kill_left(sleeper)


@contextlib.contextmanager
def _conform_in_its_handshake(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], int]]:
    """``hearts conform`` with an engine that has orphaned its sleeper and never answers hello."""
    pidfile = tmp_path / "sleeper"
    scenarios = str(write_scenarios(tmp_path / "s.yaml", 2))
    proc = _hearts("conform", "--engine", _engine(pidfile, "hang"), scenarios)
    sleeper = _sleeper(pidfile, proc)
    try:
        yield proc, sleeper
    finally:
        _kill_left(sleeper)


@pytest.mark.slow
def test_an_unmarked_setsid_orphan_dies_on_sigterm(tmp_path: Path) -> None:
    with _conform_in_its_handshake(tmp_path) as (proc, sleeper):
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=20)
        assert proc.returncode == 128 + signal.SIGTERM, err
        assert no_process_left({sleeper}), "the orphan outlived hearts"


def _watchdogs(pid: int) -> set[int]:
    """The watchdogs below process ``pid`` (hearts.plumbing.reaper.Watchdog)."""
    found = set()
    for child in descendants(pid):
        with contextlib.suppress(OSError):
            if b"\0--watch\0" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.add(child)
    return found


def _looked_again(watchdogs: set[int]) -> Callable[[], bool]:
    """Whether each watchdog has looked at the tree since now. A watchdog blocks once per
    round (its wait of WATCH_EVERY seconds on the pipe), then looks: two more waits than now
    hold a whole look begun after now; a third spares a stray wait inside a look."""
    before = {w: waits(w) for w in watchdogs}
    return lambda: all(waits(w) >= n + 3 for w, n in before.items())


@pytest.mark.slow
def test_an_unmarked_setsid_orphan_dies_on_sigkill_once_the_watchdog_has_seen_it(tmp_path: Path) -> None:
    with _conform_in_its_handshake(tmp_path) as (proc, sleeper):
        # The orphan's parent is gone: it hangs from hearts (a subreaper) alone, where the
        # watchdog looks for it.
        wait_for(lambda: parent(sleeper) == proc.pid, within(10), "hearts to adopt the orphan")
        watchdogs = _watchdogs(proc.pid)
        assert watchdogs, "conform started no watchdog"
        wait_for(_looked_again(watchdogs), within(20 * WATCH_EVERY), "the watchdog to look at the tree")
        below = descendants(proc.pid)  # the engine (unmarked too) and the watchdog
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=20)
        assert no_process_left({sleeper} | below, seconds=5), "a process outlived hearts"
