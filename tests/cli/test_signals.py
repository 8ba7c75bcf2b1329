"""Ctrl-C, SIGTERM and SIGHUP end a command within a second: one line, no partial output,
no process left behind (tournament workers included)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts.plumbing.reaper import descendants
from tests.support.clock import within
from tests.support.processes import alive


def _wait_for_children(proc: subprocess.Popen[bytes], count: int, seconds: float = 60) -> set[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = descendants(proc.pid)
        if len(found) >= count:
            return found
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        time.sleep(0.05)
    raise AssertionError(f"no {count} children after {seconds} s")


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
    workers = _wait_for_children(proc, 2)
    time.sleep(0.5)
    workers |= descendants(proc.pid)
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
    deadline = time.monotonic() + 2
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not [p for p in workers if alive(p)]


@pytest.mark.slow
def test_signal_keeps_the_old_output(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    out.write_text("old")
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", "tournament", "--deals", "2000", "--json", str(out)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    time.sleep(3)
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=10)
    assert proc.returncode == 128 + signal.SIGTERM
    assert out.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]
    assert os.environ.get("HEARTS_CHILD_MARK") is None
