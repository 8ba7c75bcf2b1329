"""``kill -KILL`` of a command that spreads its work over processes leaves no worker running:
``bots audit``, ``tournament`` and the ladder. A killed parent runs no cleanup, so each worker
must ask Linux to die with it (:mod:`hearts.plumbing.pool`); every pool is made there."""

from __future__ import annotations

import ast
import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts.plumbing.reaper import descendants
from tests.support.clock import within
from tests.support.processes import alive, no_process_left

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc, uses prctl")

ROOT = Path(__file__).resolve().parents[2]
HEARTS = [sys.executable, "-m", "hearts"]
LADDER = (
    "from hearts.engine.variant import Variant; from hearts.play.tournament import ladder_step; "
    "ladder_step('hard', 'normal', 100000, 1, Variant(), workers=2)"
)

COMMANDS = {
    "bots-audit": [*HEARTS, "bots", "audit", "--workers", "2", "--decisions", "1000000"],
    "tournament": [*HEARTS, "tournament", "--workers", "2", "--deals", "100000"],
    "ladder": [sys.executable, "-c", LADDER],
}


def _workers(proc: subprocess.Popen[bytes], count: int) -> set[int]:
    """The command's worker processes, once ``count`` of them run (polled in /proc)."""
    deadline = time.monotonic() + within(60)
    while len(found := {p for p in descendants(proc.pid) if alive(p)}) < count:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        assert time.monotonic() < deadline, f"no {count} workers: {found}"
        time.sleep(0.02)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("name", list(COMMANDS))
def test_sigkill_of_the_parent_ends_every_worker(name: str) -> None:
    proc = subprocess.Popen(COMMANDS[name], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
    workers: set[int] = set()
    try:
        workers = _workers(proc, 2)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=within(10))
        assert no_process_left(workers, within(5)), [p for p in workers if alive(p)]
    finally:
        for pid in workers | descendants(proc.pid):  # nothing left behind when the test fails
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        proc.kill()
        proc.wait()


def test_every_process_pool_is_made_by_worker_pool() -> None:
    """No module but hearts.plumbing.pool builds a ProcessPoolExecutor or a multiprocessing Pool."""
    home = ROOT / "hearts" / "plumbing" / "pool.py"
    makers = {"ProcessPoolExecutor", "Pool", "Process"}
    found = []
    for path in [*(ROOT / "hearts").rglob("*.py"), *(ROOT / "benchmarks").rglob("*.py")]:
        if path == home:
            continue
        text = path.read_text("utf-8")
        if not any(maker in text for maker in makers):
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name in makers:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"make worker processes with hearts.plumbing.pool.worker_pool: {found}"
