"""Find and kill every process a child started, also those that left its process group.

A child process (an external engine, a tournament worker) is started with a
*mark*: an environment variable ``HEARTS_CHILD_MARK`` holding a random token,
which its own children inherit. :func:`kill_tree` kills the child, every process
below it in the process tree, and every process that carries its mark, even one
that called ``setsid`` and was reparented to init after its parent exited. On
Linux the process table is read from ``/proc``; elsewhere only the process group
is killed.

Marks nest: :func:`new_mark` extends the mark this process carries (``outer.inner``), and
:func:`marked` finds a mark and every mark made below it, so a command that kills its
own mark also kills the engines it started under theirs.

Two guards cover a parent that dies without running any cleanup (``kill -KILL``):

* :func:`watch` starts a small *watchdog* process that waits on a pipe only the parent
  holds; when the pipe ends without the parent saying goodbye, it kills every process
  carrying the mark (engines and what they started, setsid or not);
* :func:`die_with_parent`, run in a forked worker, asks Linux to kill the worker when
  its parent dies (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess

# subprocess is imported by the watchdog that uses it: every command marks its children
# (hearts.cli.errors), and `hearts --help` should not pay for what only a run needs.

__all__ = [
    "MARK",
    "Watchdog",
    "descendants",
    "die_with_parent",
    "kill_marked",
    "kill_tree",
    "marked",
    "new_mark",
    "watch",
]

MARK = "HEARTS_CHILD_MARK"
_PROC = "/proc"


def new_mark(outer: str | None = None) -> str:
    """A fresh token for :data:`MARK`, below ``outer`` (default: the mark this process carries).

    >>> new_mark("ab").startswith("ab.") and len(new_mark("")) == 24
    True
    """
    if outer is None:
        outer = os.environ.get(MARK, "")
    token = os.urandom(12).hex()  # as secrets.token_hex(12), without importing secrets
    return f"{outer}.{token}" if outer else token


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
    """Processes whose environment holds ``HEARTS_CHILD_MARK=mark`` or a mark made below it."""
    needle = f"{MARK}={mark}".encode()
    below = needle + b"."
    found: set[int] = set()
    for pid in pids if pids is not None else _table():
        try:
            with open(f"{_PROC}/{pid}/environ", "rb") as handle:
                entries = handle.read().split(b"\0")
        except OSError:
            continue
        if any(entry == needle or entry.startswith(below) for entry in entries):
            found.add(pid)
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


def kill_marked(mark: str, rounds: int = 5) -> int:
    """Kill every process carrying ``mark`` (or a mark below it), with the process group of
    each that leads one (its children that dropped their environment); returns how many."""
    me = os.getpid()
    found_total: set[int] = set()
    for _ in range(rounds):
        alive = {p for p in marked(mark) if p != me and _alive(p)}
        if not alive:
            break
        found_total |= alive
        _signal(alive, signal.SIGSTOP)
        alive |= {p for p in marked(mark) if p != me and _alive(p)}
        for pid in alive:
            with contextlib.suppress(OSError):
                if os.getpgid(pid) == pid and pid != os.getpgrp():
                    os.killpg(pid, signal.SIGKILL)
        _signal(alive, signal.SIGKILL)
        time.sleep(0.01)
    return len(found_total)


class Watchdog:
    """A process that kills everything carrying ``mark`` if this process dies first.

    It reads a pipe whose writing end only this process holds: :meth:`stop` says goodbye
    (the watchdog exits and kills nothing); the end of the pipe without a goodbye means
    this process is gone (``kill -KILL`` included), and the watchdog kills by mark. It
    runs in a session of its own, so a signal to this process group does not stop it
    before it has done its work.
    """

    def __init__(self, mark: str) -> None:
        import subprocess

        self.mark = mark
        self._fd: int | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        read, write = os.pipe()
        try:
            self._proc = subprocess.Popen(
                [sys.executable, "-I", "-S", os.path.abspath(__file__), "--watch", mark],
                stdin=read,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except OSError:
            os.close(write)  # no watchdog: the other exit paths still reap
        else:
            self._fd = write
        finally:
            os.close(read)

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def stop(self) -> None:
        """Say goodbye: the watchdog exits without killing anything."""
        import subprocess

        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.write(fd, b"q")
        with contextlib.suppress(OSError):
            os.close(fd)
        proc = self._proc
        if proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=0.05)  # usually gone already; otherwise reaped later


def watch(mark: str) -> Watchdog:
    """Start a :class:`Watchdog` for ``mark``."""
    return Watchdog(mark)


def _watchdog(mark: str) -> None:
    """The watchdog process: wait for goodbye or for the end of the pipe (the parent died)."""
    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    while True:
        try:
            data = os.read(0, 64)
        except InterruptedError:
            continue
        except OSError:
            data = b""
        if b"q" in data:
            return
        if not data:
            break
    kill_marked(mark)


def die_with_parent(parent: int | None = None) -> None:
    """In a forked worker: ask Linux to kill this process when its parent dies
    (``PR_SET_PDEATHSIG``); if ``parent`` (a pid) is already gone, exit now. Elsewhere
    than Linux, nothing."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if parent is not None and not _alive(parent):
        os._exit(1)


if __name__ == "__main__":  # the watchdog, run as a file by Watchdog (python -I -S reaper.py)
    if len(sys.argv) == 3 and sys.argv[1] == "--watch":
        _watchdog(sys.argv[2])
