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

A process can also wipe its environment (``env -i``) and leave its session (``setsid``),
then orphan its own child: no mark, no parent link. For those, :func:`adopt_orphans` makes
the command a *child subreaper* on Linux (``PR_SET_CHILD_SUBREAPER``): an orphan anywhere
below it is re-parented to it instead of to init, so it stays in the command's tree
(``/proc/<pid>/stat``) and :func:`kill_below` finds and kills it when the command ends, by a
signal or normally. Where ``prctl`` is missing (not Linux), nothing changes: the marks and
process groups still work, and only such an unmarked orphan can escape.

Two guards cover a parent that dies without running any cleanup (``kill -KILL``):

* :func:`watch` starts a small *watchdog* process that waits on a pipe only the parent
  holds; when the pipe ends without the parent saying goodbye, it kills every process
  carrying the mark (engines and what they started, setsid or not), and every process
  it saw in the parent's tree (it looks every :data:`WATCH_EVERY` seconds: an unmarked
  orphan made in the last moments before the kill can escape it);
* :func:`die_with_parent`, run in a forked worker, asks Linux to kill the worker when
  its parent dies (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess

# subprocess is imported by the watchdog that uses it: every command marks its children
# (hearts.cli.errors), and `hearts --help` should not pay for what only a run needs.

__all__ = [
    "MARK",
    "WATCH_EVERY",
    "Watchdog",
    "adopt_orphans",
    "descendants",
    "die_with_parent",
    "kill_below",
    "kill_marked",
    "kill_tree",
    "marked",
    "new_mark",
    "reap",
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
    killed; this repeats until a scan finds none or ``rounds`` are done. Those that were
    this process's children (orphans it adopted) are reaped (:func:`reap`). Returns how
    many processes other than ``pid`` were found. Does not reap ``pid`` itself (its
    ``Popen`` does, and keeps its exit code).
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
    reap(found_total)
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


PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
PR_GET_CHILD_SUBREAPER = 37


def _prctl(option: int, value: int) -> int | None:
    """``prctl(option, value)`` (Linux); ``None`` where it is missing or refused."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if option == PR_GET_CHILD_SUBREAPER:
            flag = ctypes.c_int(0)
            done = libc.prctl(option, ctypes.byref(flag), 0, 0, 0)
            return int(flag.value) if done == 0 else None
        return 0 if libc.prctl(option, value, 0, 0, 0) == 0 else None
    except (OSError, AttributeError):
        return None


@contextlib.contextmanager
def adopt_orphans() -> Iterator[bool]:
    """Make this process a child subreaper while the block runs (yields whether it is one):
    orphans below it are re-parented to it, so :func:`kill_below` reaches them. The previous
    setting is restored (a command run inside another program leaves it as it was)."""
    before = _prctl(PR_GET_CHILD_SUBREAPER, 0)
    on = before is not None and _prctl(PR_SET_CHILD_SUBREAPER, 1) is not None
    try:
        yield on
    finally:
        if on and not before:
            _prctl(PR_SET_CHILD_SUBREAPER, 0)


def kill_below(keep: Iterable[int] = (), mark: str | None = None, rounds: int = 5) -> int:
    """Kill every process below this one (with ``mark``: and every process carrying it),
    except ``keep`` and what lies below them; then reap those that were this process's
    children (orphans it adopted, killed or ended on their own), so none is left a zombie.
    Returns how many were found."""
    me = os.getpid()
    kept = set(keep)
    found_total: set[int] = set()
    for _ in range(rounds):
        alive = {p for p in descendants(me, mark) if p not in kept and _alive(p)} - _below(kept)
        if not alive:
            break
        found_total |= alive
        _signal(alive, signal.SIGSTOP)
        _signal(alive, signal.SIGKILL)
        time.sleep(0.01)
    reap(found_total | (_zombie_children() - kept))
    return len(found_total)


REAP_WAIT = 2.0
"""Most seconds :func:`reap` waits for killed children to end (``SIGKILL`` takes milliseconds)."""


def reap(pids: Iterable[int], seconds: float = REAP_WAIT) -> None:
    """Wait for those of ``pids`` that are this process's children, once they end (within
    ``seconds``), so that none is left a zombie.

    As a child subreaper (:func:`adopt_orphans`) this process is the parent of every orphan
    below it: one it kills is a zombie until it waits for it, and when this process exits its
    zombies go to init. An init that does not wait (PID 1 of many containers) keeps them for
    good, and ``ps`` or ``kill -0`` shows them as still there. Processes of others are skipped."""
    me = os.getpid()
    parents = _table()
    mine = {pid for pid in pids if parents.get(pid) == me}
    deadline = time.monotonic() + seconds
    while mine:
        for pid in list(mine):
            try:
                ended, _ = os.waitpid(pid, os.WNOHANG)
            except OSError:  # reaped by someone else (a Popen's wait) or not a child after all
                ended = pid
            if ended:
                mine.discard(pid)
        if not mine or time.monotonic() > deadline:
            return
        time.sleep(0.005)


def _zombie_children() -> set[int]:
    """This process's children that have ended and are not yet waited for (adopted orphans
    that ended on their own)."""
    me = os.getpid()
    return {pid for pid, parent in _table().items() if parent == me and not _alive(pid)}


def _below(pids: set[int]) -> set[int]:
    out: set[int] = set()
    for pid in pids:
        out |= descendants(pid)
    return out


WATCH_EVERY = 0.5
"""Seconds between two looks of the watchdog at its parent's tree (a scan of ``/proc``)."""


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
    """The watchdog process: wait for goodbye or for the end of the pipe (the parent died).

    Meanwhile it notes, every :data:`WATCH_EVERY` seconds, the processes in the parent's
    tree (with their start times, so a reused pid is never taken for one of them): an
    engine's orphan that wiped its environment carries no mark, and once the parent is
    killed it is no longer in any tree hearts could walk."""
    import select

    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    parent = os.getppid()
    seen: dict[int, bytes] = {}
    while True:
        try:
            ready, _, _ = select.select([0], [], [], WATCH_EVERY)
            data = os.read(0, 64) if ready else None
        except InterruptedError:
            continue
        except OSError:
            data = b""
        if data is None:
            for pid in descendants(parent) - {os.getpid()}:
                if pid not in seen and not _is_watchdog(pid):
                    started = _started(pid)
                    if started is not None:
                        seen[pid] = started
            continue
        if b"q" in data:
            return
        if not data:
            break
    kill_marked(mark)
    same = {pid for pid, started in seen.items() if _started(pid) == started and _alive(pid)}
    _signal(same, signal.SIGSTOP)
    _signal(same, signal.SIGKILL)


def _started(pid: int) -> bytes | None:
    """The start time of ``pid`` (field 22 of ``/proc/<pid>/stat``), ``None`` if it is gone."""
    try:
        with open(f"{_PROC}/{pid}/stat", "rb") as handle:
            data = handle.read()
    except OSError:
        return None
    fields = data[data.rfind(b")") + 2 :].split()
    return fields[19] if len(fields) > 19 else None


def _is_watchdog(pid: int) -> bool:
    """Whether ``pid`` is another watchdog (each kills its own mark: not to be stopped first)."""
    try:
        with open(f"{_PROC}/{pid}/cmdline", "rb") as handle:
            return b"\0--watch\0" in handle.read()
    except OSError:
        return False


def die_with_parent(parent: int | None = None) -> None:
    """In a forked worker: ask Linux to kill this process when its parent dies
    (``PR_SET_PDEATHSIG``); if ``parent`` (a pid) is already gone, exit now. Elsewhere
    than Linux, nothing."""
    if _prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL)) is None:
        return
    if parent is not None and not _alive(parent):
        os._exit(1)


if __name__ == "__main__":  # the watchdog, run as a file by Watchdog (python -I -S reaper.py)
    if len(sys.argv) == 3 and sys.argv[1] == "--watch":
        _watchdog(sys.argv[2])
