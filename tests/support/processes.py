"""Processes seen from outside: whether one is still running."""

from __future__ import annotations

import time
from pathlib import Path


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie or a dead process does not; Linux ``/proc``)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def no_process_left(pids: set[int], seconds: float = 2.0) -> bool:
    """Whether every process of ``pids`` has ended within ``seconds``."""
    deadline = time.monotonic() + seconds
    while any(alive(p) for p in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True
