"""Engines that try to leak, block or bloat the client: each is killed, bounded and reported.

Every test asserts that no process the run started is alive afterwards.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts.conformance.engine import EngineCrashed, EngineFailure, EngineTimeout
from hearts.conformance.process import GIVE_UP_AFTER, STDERR_TAIL, EngineGaveUp, open_engine
from hearts.conformance.runner import run_corpus
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.plumbing.reaper import descendants
from hearts.scenarios import load_corpus
from tests.support.clock import within
from tests.support.engines import fake, wait_past_hello, write_scenarios
from tests.support.processes import alive, no_process_left

RECORD = Record(Variant(pass_count=0), (Deal.random(5),), ())


@pytest.mark.slow
def test_setsid_grandchild_is_killed_with_the_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pidfile = tmp_path / "pid"
    monkeypatch.setenv("HOSTILE_PIDFILE", str(pidfile))
    engine = open_engine(fake("hostile", "setsid"), 5.0)
    engine_pid = engine.pid
    assert engine_pid is not None
    sleeper = int(pidfile.read_text())
    assert alive(sleeper)
    # It left the engine's session and process group, and is no longer below the engine.
    assert os.getsid(sleeper) != os.getsid(engine_pid)
    assert sleeper not in descendants(engine_pid)
    engine.close()
    assert no_process_left({engine_pid, sleeper})


@pytest.mark.slow
def test_flooding_engine_is_cut_at_the_line_limit_with_bounded_memory() -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with open_engine(fake("hostile", "flood"), 20.0) as engine:
        engine.setup(RECORD)
        pid = engine.pid
        assert pid is not None
        start = time.monotonic()
        with pytest.raises(EngineFailure, match="line over"):
            engine.query("hearts_broken")
        assert time.monotonic() - start < within(10)
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 100, grown_mb
    assert no_process_left({pid})


@pytest.mark.parametrize("mode", ["deep", "hugeint"])
@pytest.mark.slow
def test_unparseable_answers_are_errors_not_crashes(mode: str) -> None:
    with open_engine(fake("hostile", mode), 5.0) as engine:
        engine.setup(RECORD)
        pid = engine.pid
        assert pid is not None
        with pytest.raises(EngineFailure, match="not a protocol message"):
            engine.query("hearts_broken")
    assert no_process_left({pid})


@pytest.mark.slow
def test_engine_that_stops_reading_times_out_on_the_write() -> None:
    with open_engine(fake("hostile", "noread"), 1.0) as engine:
        engine.setup(RECORD)
        pid = engine.pid
        assert pid is not None
        with pytest.raises(EngineTimeout):
            engine.query("hearts_broken")
        # Now it reads nothing: a large setup must not block past the timeout.
        start = time.monotonic()
        big = Record(Variant(pass_count=0), tuple(Deal.random(i) for i in range(1)), ())
        engine.setup(big)  # a fresh process takes it
        assert time.monotonic() - start < within(5)
    assert no_process_left({pid})


@pytest.mark.slow
def test_escape_sequences_and_huge_messages_are_escaped_and_cut() -> None:
    with open_engine(fake("hostile", "escape"), 5.0) as engine:
        engine.setup(RECORD)
        with pytest.raises(EngineFailure) as info:
            engine.query("hearts_broken")
    text = str(info.value)
    assert "\x1b" not in text and "\x00" not in text and "\x07" not in text
    assert "\\x1b[2J" in text
    assert len(text) < 1000


@pytest.mark.slow
def test_gives_up_after_failures_in_a_row(tmp_path: Path) -> None:
    scenarios = load_corpus([write_scenarios(tmp_path / "s.yaml", count=8)])
    start = time.monotonic()
    with open_engine(fake("hang"), 0.3) as engine:
        # Every request of the trigger query hangs; make every scenario ask it first.
        report = run_corpus(scenarios, engine)
        gave_up = engine.gave_up
    seconds = time.monotonic() - start
    statuses = [r.status for r in report.results]
    assert "passed" in statuses  # the run went on
    # hang fails every other scenario: never GIVE_UP_AFTER in a row, so no give-up
    assert gave_up is None, gave_up
    assert seconds < within(20)


@pytest.mark.slow
def test_gives_up_on_an_engine_that_always_fails(tmp_path: Path) -> None:
    scenarios = load_corpus([write_scenarios(tmp_path / "s.yaml", count=8)])
    with open_engine(fake("slow", "0"), 5.0) as engine:
        engine.timeout = 0.2
        engine.argv = [sys.executable, "-c", "import time; time.sleep(600)"]  # restarts never answer
        engine.startup_timeout = 0.2
        engine._kill()
        start = time.monotonic()
        report = run_corpus(scenarios, engine)
        seconds = time.monotonic() - start
        assert engine.gave_up is not None and f"{GIVE_UP_AFTER} failed requests" in engine.gave_up
        with pytest.raises(EngineGaveUp):
            engine.setup(RECORD)
    assert all(r.status != "passed" for r in report.results)
    assert seconds < within(GIVE_UP_AFTER * 0.2 + 3), seconds


@pytest.mark.slow
def test_sigterm_to_conform_leaves_no_process(tmp_path: Path) -> None:
    pidfile, asked = tmp_path / "pid", tmp_path / "asked"
    env = {**os.environ, "HOSTILE_PIDFILE": str(pidfile), "HOSTILE_ASKED": str(asked)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", "conform", "--engine", fake("hostile", "setsid"), "--json", "-"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    wait_past_hello(proc, asked)  # the grandchild, started at hello, runs
    sleeper = int(pidfile.read_text())
    engines = descendants(proc.pid)
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=10)
    took = time.monotonic() - sent
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert took < within(1.5), took
    assert out == b""  # no partial output
    assert b"Traceback" not in err and len(err.decode().strip().splitlines()) == 1, err
    assert no_process_left(engines | {sleeper})


@pytest.mark.slow
def test_an_engine_flooding_stderr_leaves_a_bounded_tail_in_memory_and_no_file() -> None:
    """40 MB on stderr: read through a pipe as hearts waits (no temporary file), the last
    STDERR_TAIL bytes kept and quoted when the engine fails, memory bounded."""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with open_engine(fake("hostile", "stderr"), within(20)) as engine:
        pid = engine.pid
        assert pid is not None
        assert os.readlink(f"/proc/{pid}/fd/2").startswith("pipe:")
        engine.setup(RECORD)
        with pytest.raises(EngineCrashed) as crashed:
            engine.query("hearts_broken")
    tail = crashed.value.stderr_tail
    assert tail.endswith("the last words\n") and len(tail) <= STDERR_TAIL, (len(tail), tail[-80:])
    assert crashed.value.exit_code == 3
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 16, grown_mb


@pytest.mark.slow
def test_an_engine_flooding_stderr_needs_no_room_in_the_temporary_folder(tmp_path: Path) -> None:
    """hearts and its engine may write files of 4 MB at most (RLIMIT_FSIZE, as a full or small
    temporary folder would): an engine that writes 20 MB on stderr at each start still passes."""

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (4 * 1024 * 1024, 4 * 1024 * 1024))

    scenarios = Path(__file__).resolve().parents[2] / "scenarios" / "follow.yaml"
    proc = subprocess.run(
        [sys.executable, "-m", "hearts", "conform", "--engine", fake("hostile", "stderr"), str(scenarios)],
        capture_output=True,
        preexec_fn=small_files,
        timeout=within(120),
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert list(tmp_path.iterdir()) == []
