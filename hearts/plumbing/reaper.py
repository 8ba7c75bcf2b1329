"""Find and kill every process a child started, also those that left its process group.

A child process (an external engine, a tournament worker) is started with a
*mark*: an environment variable ``HEARTS_CHILD_MARK`` holding a random token,
which its own children inherit. :func:`kill_tree` kills the child, every process
below it in the process tree, and every process that carries its mark, even one
that called ``setsid`` and was reparented to init after its parent exited. On
Linux the process table is read from ``/proc``; elsewhere only the process group
is killed.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import time
from collections.abc import Iterable

__all__ = ["MARK", "descendants", "kill_tree", "marked", "new_mark"]

MARK = "HEARTS_CHILD_MARK"
_PROC = "/proc"


def new_mark() -> str:
    """A fresh token for :data:`MARK`."""
    return secrets.token_hex(12)


def _table() -> dict[int, int]:
    """pid -> parent pid of every process (empty where there is no /proc)."""
    parents: dict[int, int] = {}
    try:
        entries = os.listdir(_PROC)
    except OSError:
        return parents
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"{_PROC}/{entry}/stat", "rb") as handle:
                data = handle.read()
        except OSError:
            continue
        fields = data[data.rfind(b")") + 2 :].split()
        if len(fields) > 1:
            parents[int(entry)] = int(fields[1])
    return parents


def marked(mark: str, pids: Iterable[int] | None = None) -> set[int]:
    """Processes whose environment holds ``HEARTS_CHILD_MARK=mark``."""
    needle = f"{MARK}={mark}".encode()
    found: set[int] = set()
    for pid in pids if pids is not None else _table():
        try:
            with open(f"{_PROC}/{pid}/environ", "rb") as handle:
                if needle in handle.read().split(b"\0"):
                    found.add(pid)
        except OSError:
            continue
    return found


def descendants(root: int, mark: str | None = None) -> set[int]:
    """``root``'s descendants (by parent pid) and, with ``mark``, every process carrying it."""
    parents = _table()
    children: dict[int, list[int]] = {}
    for pid, parent in parents.items():
        children.setdefault(parent, []).append(pid)
    found: set[int] = set()
    stack = [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    if mark is not None:
        found |= marked(mark, parents)
    found.discard(os.getpid())
    return found


def _signal(pids: Iterable[int], sig: int) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, sig)


def kill_tree(pid: int, mark: str | None = None, rounds: int = 5) -> int:
    """Kill ``pid``, its process group, its descendants and every process with ``mark``.

    Processes are stopped first (so they cannot fork while being collected), then
    killed; this repeats until a scan finds none or ``rounds`` are done. Returns how
    many processes other than ``pid`` were found. Does not reap ``pid`` itself.
    """
    found_total: set[int] = set()
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)
    for _ in range(rounds):
        found = descendants(pid, mark) - {pid}
        alive = {p for p in found if _alive(p)}
        if not alive:
            break
        found_total |= alive
        _signal(alive, signal.SIGSTOP)
        alive |= {p for p in descendants(pid, mark) if _alive(p)} - {pid}
        _signal(alive, signal.SIGKILL)
        time.sleep(0.01)
    _signal([pid], signal.SIGKILL)
    return len(found_total)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, already dead but not reaped, does not count)."""
    try:
        with open(f"{_PROC}/{pid}/stat", "rb") as handle:
            data = handle.read()
    except OSError:
        return False
    state = data[data.rfind(b")") + 2 : data.rfind(b")") + 3]
    return state not in (b"Z", b"X")
