"""Processes seen from outside (Linux ``/proc``): whether one runs, its parent, the CPU
time it has used and how often it has waited."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

from hearts.plumbing.reaper import descendants
from tests.support.clock import within
from tests.support.waiting import wait_for


def _stat(pid: int) -> list[str]:
    """The fields of ``/proc/<pid>/stat`` after the name, from the state on (empty if gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return []


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie or a dead process does not)."""
    fields = _stat(pid)
    return bool(fields) and fields[0] not in ("Z", "X")


def parent(pid: int) -> int | None:
    """The parent of process ``pid`` (``None`` if it is gone)."""
    fields = _stat(pid)
    return int(fields[1]) if fields else None


def cpu_seconds(pid: int) -> float:
    """The CPU time process ``pid`` has used, user and system (0 if it is gone)."""
    fields = _stat(pid)
    if not fields:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def waits(pid: int) -> int:
    """How many times process ``pid`` has blocked (its voluntary context switches: each wait
    in ``select``, ``read`` or ``sleep``); 0 if it is gone. A process that blocks once per
    round of a loop shows the rounds it has begun."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("voluntary_ctxt_switches:"):
            return int(line.split()[1])
    return 0


def no_process_left(pids: set[int], seconds: float = 2.0) -> bool:
    """Whether every process of ``pids`` has ended within ``seconds``."""
    deadline = time.monotonic() + seconds
    while any(alive(p) for p in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def busy_children(proc: subprocess.Popen[bytes], count: int, cpu: float = 0.05) -> set[int]:
    """The processes below ``proc`` once there are ``count`` and each has used ``cpu`` seconds
    of CPU (a tournament's workers playing deals: they do nothing else)."""

    def busy() -> set[int]:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        found = descendants(proc.pid)
        return found if len(found) >= count and all(cpu_seconds(p) >= cpu for p in found) else set()

    return wait_for(busy, within(60), f"{count} child processes at work")
