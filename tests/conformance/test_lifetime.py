"""No process outlives hearts: SIGKILL of the command (conform, tournament workers), a
signal during an engine's handshake, an engine's setsid child. Each test marks the command's
environment and then looks for any process still carrying the mark (engines, setsid
grandchildren, workers); an orphan hearts killed must also have been waited for (reaped)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.plumbing.reaper import MARK, adopt_orphans, descendants, marked, new_mark, reap
from tests.support.clock import within
from tests.support.engines import FAKES, fake, wait_past_hello
from tests.support.processes import alive, busy_children, no_process_left
from tests.support.waiting import wait_for


def _start(args: list[str], tmp_path: Path) -> tuple[subprocess.Popen[bytes], str]:
    mark = new_mark("")
    env = {
        **os.environ,
        MARK: mark,
        "HOSTILE_PIDFILE": str(tmp_path / "pid"),
        "HOSTILE_ASKED": str(tmp_path / "asked"),
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", *args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    return proc, mark


def _sleeper(proc: subprocess.Popen[bytes], tmp_path: Path) -> int:
    pidfile = tmp_path / "pid"

    def written() -> str:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        return pidfile.read_text().strip() if pidfile.exists() else ""

    return int(wait_for(written, within(30), "the hostile engine to write its setsid child's pid"))


def _none_marked(mark: str, seconds: float = 2.0) -> set[int]:
    deadline = time.monotonic() + seconds
    while (left := {p for p in marked(mark) if alive(p)}) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.mark.slow
def test_sigkill_of_conform_leaves_no_engine_nor_setsid_grandchild(tmp_path: Path) -> None:
    proc, mark = _start(["conform", "--engine", fake("hostile", "setsid")], tmp_path)
    sleeper = _sleeper(proc, tmp_path)
    wait_past_hello(proc, tmp_path / "asked")
    engines = descendants(proc.pid)
    assert alive(sleeper) and sleeper in marked(mark)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=5)
    assert not _none_marked(mark)
    assert no_process_left(engines | {sleeper})


@pytest.mark.slow
def test_a_signal_during_the_handshake_leaves_no_grandchild(tmp_path: Path) -> None:
    proc, mark = _start(["conform", "--engine", fake("hostile", "setsid-hang")], tmp_path)
    sleeper = _sleeper(proc, tmp_path)  # written in the engine's hello: hearts waits for its answer
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=10)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert time.monotonic() - sent < within(1.5)
    assert len(err.decode().strip().splitlines()) == 1 and b"Traceback" not in err, err
    assert not _none_marked(mark)
    assert no_process_left({sleeper})


@pytest.mark.slow
def test_sigkill_of_a_tournament_leaves_no_worker(tmp_path: Path) -> None:
    proc, mark = _start(["tournament", "--workers", "2", "--deals", "2000"], tmp_path)
    workers = busy_children(proc, 2)  # the workers, playing deals
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=5)
    assert no_process_left(workers)
    assert not _none_marked(mark)


@pytest.mark.slow
def test_engine_check_leaves_no_setsid_grandchild_nor_watchdog(tmp_path: Path) -> None:
    proc, mark = _start(["engine-check", "--engine", fake("hostile", "setsid")], tmp_path)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    sleeper = int((tmp_path / "pid").read_text())
    assert not _none_marked(mark)  # engines, their setsid children and the watchdogs
    assert no_process_left({sleeper})


@contextlib.contextmanager
def _init_that_does_not_reap() -> Iterator[None]:
    """This test process stands for the init of a container that never waits for its
    children: as a child subreaper, it inherits whatever hearts leaves when it exits, and a
    zombie hearts killed but never waited for stays in /proc as this process's child."""
    with adopt_orphans() as adopting:
        if not adopting:
            pytest.skip("needs PR_SET_CHILD_SUBREAPER (Linux)")
        yield


def _gone(pid: int) -> bool:
    """Whether ``pid`` has ended and been reaped: no longer in /proc at all (a zombie is)."""
    return not Path(f"/proc/{pid}").exists()


ENGINES_THAT_ORPHAN = {
    "setsid": fake("hostile", "setsid"),
    "setsid-then-exit": fake("hostile", "setsid-exit"),
    "env-i-setsid": f"env -i {sys.executable} {FAKES / 'vanish.py'} {{pidfile}}",
}


@pytest.mark.slow
@pytest.mark.parametrize("engine", list(ENGINES_THAT_ORPHAN))
def test_an_engine_s_setsid_child_is_killed_and_reaped_when_conform_ends(engine: str, tmp_path: Path) -> None:
    """An engine's child in a session of its own is adopted by hearts (a child subreaper):
    killed, it is hearts' zombie until hearts waits for it. Unreaped, it went to init when
    hearts exited, where ``ps`` showed it left behind (an init that never waits keeps it)."""
    pidfile = tmp_path / "pid"
    command = ENGINES_THAT_ORPHAN[engine].replace("{pidfile}", str(pidfile))
    scenarios = Path(__file__).resolve().parents[2] / "scenarios" / "follow.yaml"
    with _init_that_does_not_reap():
        proc = subprocess.run(
            [sys.executable, "-m", "hearts", "conform", "--engine", command, str(scenarios)],
            env={**os.environ, "HOSTILE_PIDFILE": str(pidfile)},
            capture_output=True,
            timeout=within(120),
        )
        sleeper = int(pidfile.read_text())
        try:
            assert proc.returncode in (0, 2), proc.stderr
            # hearts has exited: what it killed and reaped is gone; a zombie or a living
            # sleeper would now be this process's child
            assert _gone(sleeper), Path(f"/proc/{sleeper}/stat").read_text()
        finally:
            with contextlib.suppress(OSError):
                os.kill(sleeper, signal.SIGKILL)
            reap({sleeper})
