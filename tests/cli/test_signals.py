"""Ctrl-C, SIGTERM and SIGHUP end a command within a second: one line, no partial output,
no process left behind (tournament workers included)."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import pytest

from hearts.cli.errors import GRACE
from tests.support.clock import within
from tests.support.processes import busy_children, no_process_left
from tests.support.waiting import wait_for


def _written(proc: subprocess.Popen[bytes], stream: IO[bytes] | None, text: bytes) -> None:
    """Wait until ``proc`` has written ``text`` on ``stream`` (a pipe of it)."""
    assert stream is not None
    fd = stream.fileno()
    seen = bytearray()

    def written() -> bool:
        assert proc.poll() is None, bytes(seen)
        if select.select([fd], [], [], 0)[0]:
            seen.extend(os.read(fd, 65536))
        return text in seen

    wait_for(written, within(60), f"{text.decode()!r} from the command")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
@pytest.mark.slow
def test_signal_to_tournament_with_workers(sig: signal.Signals, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "hearts",
            "tournament",
            "--workers",
            "2",
            "--deals",
            "2000",
            "--json",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    workers = busy_children(proc, 2)  # the workers, playing deals
    sent = time.monotonic()
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=10)
    took = time.monotonic() - sent
    expected = 130 if sig == signal.SIGINT else 128 + sig
    assert proc.returncode == expected, err
    assert took < within(1.5), took
    lines = [line for line in err.decode().splitlines() if line.strip()]
    assert len(lines) == 1 and b"Traceback" not in err, err
    assert not out.exists()  # no partial output
    assert no_process_left(workers)


@pytest.mark.slow
def test_signal_keeps_the_old_output(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    out.write_text("old")
    # Its progress bar, drawn on a pipe (rich's TTY_COMPATIBLE), says the deals are being played.
    env = {**os.environ, "TTY_COMPATIBLE": "1", "TERM": "xterm-256color"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", "tournament", "--deals", "2000", "--json", str(out)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )
    _written(proc, proc.stderr, b"deals")
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=10)
    assert proc.returncode == 128 + signal.SIGTERM
    assert out.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]
    assert os.environ.get("HEARTS_CHILD_MARK") is None


BLOCKED = """
import time
from hearts.cli import errors

with errors.signals_as_exceptions():
    try:
        print("working", flush=True)
        time.sleep(600)
    finally:
        print("unwinding", flush=True)
        time.sleep(600)  # a cleanup that never ends
"""
"""A command whose unwinding blocks after a signal: the grace timer has to end it."""


def test_a_blocked_unwinding_still_ends_with_one_line() -> None:
    """A machine so busy that the unwinding outlasts GRACE (or one that blocks): the grace
    timer ends the command, and says the line the unwinding did not get to."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    proc = subprocess.Popen(
        [sys.executable, "-c", BLOCKED], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    _written(proc, proc.stdout, b"working")
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert b"unwinding" in out  # the grace timer, not the unwinding, ended it
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert err == b"hearts: stopped by SIGTERM\n"
    assert time.monotonic() - sent < within(GRACE + 1)
