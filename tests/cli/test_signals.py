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

import pytest

from tests.support.clock import within
from tests.support.processes import busy_children, no_process_left
from tests.support.waiting import wait_for


def _drawn(proc: subprocess.Popen[bytes], text: bytes) -> None:
    """Wait until ``proc`` has written ``text`` on its stderr (a pipe)."""
    assert proc.stderr is not None
    stderr = proc.stderr.fileno()
    seen = bytearray()

    def written() -> bool:
        assert proc.poll() is None, bytes(seen)
        if select.select([stderr], [], [], 0)[0]:
            seen.extend(os.read(stderr, 65536))
        return text in seen

    wait_for(written, within(60), f"{text.decode()!r} on stderr")


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
    _drawn(proc, b"deals")
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=10)
    assert proc.returncode == 128 + signal.SIGTERM
    assert out.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]
    assert os.environ.get("HEARTS_CHILD_MARK") is None
