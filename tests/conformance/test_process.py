"""External engines that misbehave: none may hang the run or lose other results."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from hearts.conformance.engine import EngineCrashed, EngineFailure, EngineTimeout
from hearts.conformance.process import EngineStartError, kill_all, open_engine
from hearts.conformance.protocol import PROTOCOL_VERSION
from hearts.conformance.runner import run_corpus
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.scenarios import load_corpus
from tests.support.clock import within
from tests.support.engines import fake, write_scenarios

RECORD = Record(Variant(pass_count=0), (Deal.random(5),), ())


def gone(pgid: int) -> bool:
    """No live (non-zombie) process is left in the process group ``pgid``."""
    deadline = time.monotonic() + 2
    while True:
        alive = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            state, _ppid, pgrp = stat.rpartition(")")[2].split()[:3]
            if int(pgrp) == pgid and state != "Z":
                alive.append(entry.name)
        if not alive or time.monotonic() > deadline:
            return not alive
        time.sleep(0.02)


@pytest.mark.slow
def test_crash_reports_exit_code_and_stderr_then_restarts() -> None:
    with open_engine(fake("crash"), 5.0) as engine:
        engine.setup(RECORD)
        assert engine.query("to_act") == RECORD.deals[0].two_of_clubs_holder.letter
        with pytest.raises(EngineCrashed) as info:
            engine.query("hearts_broken")
        assert info.value.exit_code == 3
        assert "something went badly wrong" in info.value.stderr_tail
        with pytest.raises(EngineFailure, match="no position"):
            engine.query("legal_actions")
        engine.setup(RECORD)  # starts it again
        assert engine.restarts == 1 and engine.query("legal_actions") == ["2C"]


@pytest.mark.slow
def test_hang_times_out_kills_the_group_and_restarts() -> None:
    with open_engine(fake("hang"), 0.5) as engine:
        engine.setup(RECORD)
        pid = engine.pid
        assert pid is not None
        started = time.monotonic()
        with pytest.raises(EngineTimeout):
            engine.query("hearts_broken")
        assert time.monotonic() - started < within(3)
        assert gone(pid), "the engine's process group (with its child) must be killed"
        engine.setup(RECORD)
        assert engine.query("phase") == "play"


@pytest.mark.slow
def test_garbage_is_an_error_quoting_the_line() -> None:
    with open_engine(fake("garbage"), 5.0) as engine:
        engine.setup(RECORD)
        with pytest.raises(EngineFailure, match="DEBUG: hearts are broken") as info:
            engine.query("hearts_broken")
        assert not isinstance(info.value, EngineCrashed | EngineTimeout)
        engine.setup(RECORD)
        assert engine.query("phase") == "play" and engine.restarts == 1


@pytest.mark.slow
def test_wrong_protocol_version_is_a_clear_one_line_error() -> None:
    with pytest.raises(
        EngineStartError, match=rf"speaks protocol 2\.0; this hearts speaks {re.escape(PROTOCOL_VERSION)}"
    ):
        open_engine(fake("wrong_version"), 5.0)


def test_missing_program_and_empty_command() -> None:
    with pytest.raises(EngineStartError, match="cannot start"):
        open_engine("/no/such/engine --flag", 1.0)
    with pytest.raises(EngineStartError, match="empty"):
        open_engine("   ", 1.0)


@pytest.mark.slow
def test_slow_engine_within_and_beyond_the_limit() -> None:
    with open_engine(fake("slow", "0.05"), 2.0) as engine:
        engine.setup(RECORD)
        assert engine.query("phase") == "play"
    with open_engine(fake("slow", "0.3"), 5.0) as engine:
        engine.timeout = 0.1
        with pytest.raises(EngineTimeout):
            engine.setup(RECORD)
        engine.timeout = 5.0
        engine.setup(RECORD)
        assert engine.restarts == 1


@pytest.mark.parametrize(
    ("name", "status"), [("crash", "crashed"), ("hang", "timed-out"), ("garbage", "errored")]
)
@pytest.mark.slow
def test_a_misbehaving_engine_keeps_the_other_results(tmp_path: Path, name: str, status: str) -> None:
    scenarios = load_corpus([write_scenarios(tmp_path / "s.yaml")])
    # Only the hang needs the limit: a crash or garbage must be told apart from a slow answer on a
    # busy machine (with 0.5 s for each, a loaded run saw a crashing engine time out first).
    limit = 2.0 if name == "hang" else 30.0
    with open_engine(fake(name), limit) as engine:
        report = run_corpus(scenarios, engine)
    # Odd scenarios ask hearts_broken, the trigger: they fail; the others still pass.
    assert [r.status for r in report.results] == ["passed", status] * 3
    crashed = [r for r in report.results if r.status == "crashed"]
    assert all(r.exit_code == 3 and "badly wrong" in r.stderr_tail for r in crashed)


@pytest.mark.slow
def test_close_and_exit_kill_the_process_group() -> None:
    engine = open_engine(fake("slow", "0"), 2.0)
    pid = engine.pid
    assert pid is not None and not gone(pid)
    kill_all()  # what runs at interpreter exit
    assert gone(pid)
    engine.setup(RECORD)  # restarted on demand
    pid = engine.pid
    assert pid is not None
    engine.close()
    assert gone(pid) and engine.pid is None
