"""The one error path of the ``hearts`` command.

Whatever goes wrong ends as one line on stderr and an exit code, never a traceback:

* 2 for bad input: :class:`~hearts.plumbing.errors.InputError` (file:line:col: why), a bad
  option (click's usage errors, on one line), a file that cannot be read or written
  (``OSError``: which file and why), text that is not UTF-8, input nested too deeply;
* 130 for Ctrl-C, 128 + N for SIGTERM and SIGHUP (see :func:`signals_as_exceptions`);
* 3 for a bug in hearts (``internal error``), with the traceback only when the
  environment variable ``HEARTS_DEBUG`` is set.

A command's own ``SystemExit`` (0, or 1 when it found failures) passes through.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType

import click

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.plumbing.reaper import MARK, adopt_orphans, descendants, kill_below, new_mark

__all__ = [
    "CWD_GONE",
    "INTERNAL",
    "Terminated",
    "flush_and_exit",
    "on_terminate",
    "report",
    "signals_as_exceptions",
    "stopped",
]

INTERNAL = 3
"""Exit code of an internal error (a bug in hearts, not in the input)."""

GRACE = 0.8
"""Seconds that cleanup may take after a signal before the process exits regardless."""

_cleanups: list[Callable[[], None]] = []
_signalled: list[int] = []
_why_lock = threading.Lock()
_why_said: list[bool] = []
"""Whether the line saying why a signal stopped the command is out: the main thread
(:func:`report`) and the grace timer (:func:`_hard_exit`) may both come to say it; the first does."""


class Terminated(BaseException):
    """Raised in the main thread when SIGTERM or SIGHUP arrives."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def on_terminate(cleanup: Callable[[], None]) -> Callable[[], None]:
    """Run ``cleanup`` (quick, e.g. kill child processes) if the command is stopped by a signal.

    It runs whether or not the normal unwinding reaches it; returns a function that
    unregisters it.
    """
    _cleanups.append(cleanup)

    def remove() -> None:
        with contextlib.suppress(ValueError):
            _cleanups.remove(cleanup)

    return remove


def _run_cleanups() -> None:
    for cleanup in list(_cleanups):
        with contextlib.suppress(Exception):
            cleanup()


def _hard_exit(code: int, why: str) -> None:
    _run_cleanups()
    _say_why(why, wait=0.5)
    os._exit(code)  # stdout is not flushed: no partial output


def _why(signum: int) -> str:
    """The line that says a signal stopped the command."""
    name = signal.Signals(signum).name
    return "hearts: interrupted" if signum == signal.SIGINT else f"hearts: stopped by {name}"


def _say_why(line: str, wait: float = -1) -> None:
    """Say ``line`` (why the command stopped); after a signal, only if it is not out yet.
    ``wait``: how long to wait at most while the other thread says it (-1: as long as it takes)."""
    if not _why_lock.acquire(timeout=wait):
        return
    try:
        if not (_signalled and _why_said):
            _say(line)
            if _signalled:
                _why_said.append(True)
    finally:
        _why_lock.release()


@contextlib.contextmanager
def signals_as_exceptions() -> Iterator[None]:
    """SIGTERM and SIGHUP raise :class:`Terminated` (like Ctrl-C raises KeyboardInterrupt),
    so that ``finally`` blocks kill engines and workers and no partial file is left.

    A watchdog ends the process :data:`GRACE` seconds after the first signal (running the
    :func:`on_terminate` cleanups first, then saying the one line if the unwinding has not)
    in case the unwinding blocks.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous: dict[int, object] = {}

    def handler(signum: int, frame: FrameType | None) -> None:
        _signalled.append(signum)
        code = 130 if signum == signal.SIGINT else 128 + signum
        watchdog = threading.Timer(GRACE, _hard_exit, (code, _why(signum)))
        watchdog.daemon = True
        watchdog.start()
        if signum == signal.SIGINT:
            raise KeyboardInterrupt
        raise Terminated(signum)

    for sig in (int(signal.SIGTERM), int(signal.SIGHUP), int(signal.SIGINT)):
        with contextlib.suppress(OSError, ValueError):
            previous[sig] = signal.signal(sig, handler)
    try:
        yield
    finally:
        for sig, old in previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(sig, old)  # type: ignore[arg-type]


@contextlib.contextmanager
def children_marked() -> Iterator[None]:
    """Mark every process the command starts (engines, workers and theirs), so that a
    signal or Ctrl-C kills them all, even those that left the process group."""
    mark = new_mark()
    previous = os.environ.get(MARK)
    os.environ[MARK] = mark
    before = descendants(os.getpid())  # not this command's (when run inside another program)

    adopting = [False]

    def kill_children() -> None:
        # Below this process in the tree (forked workers: their environment shows no mark;
        # orphans adopted as a subreaper: no environment at all), or, where orphans are not
        # adopted, carrying the mark (those that left: setsid and an exited parent).
        kill_below(before, None if adopting[0] else mark)

    remove = on_terminate(kill_children)
    with adopt_orphans() as adopted:  # orphans that wiped their environment stay below it
        adopting[0] = adopted
        try:
            yield
        finally:
            remove()
            kill_children()  # a normal end too: nothing the command started outlives it
            if previous is None:
                os.environ.pop(MARK, None)
            else:
                os.environ[MARK] = previous


def _say(message: str) -> None:
    lines = [shown(line, 2000) for line in message.splitlines() if line.strip()] or ["(no message)"]
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.write("\n".join(lines) + "\n")
        sys.stderr.flush()


def _os_error(err: OSError) -> str:
    names = [str(n) for n in (err.filename, err.filename2) if n is not None]
    why = err.strerror or str(err)
    if err.errno == errno.EISDIR:
        why = "it is a folder, not a file"
    elif err.errno == errno.EEXIST and names:
        why = "it exists and is not a folder"
    elif err.errno == errno.ENOTDIR:
        why = "a part of the path is a file, not a folder"
    return f"{' -> '.join(names)}: {why}" if names else why


CWD_GONE = "the current folder no longer exists (deleted or moved)"


def _where_the_folder_is_gone(message: str) -> str:
    """``message`` naming the current folder when that is what is missing: a file looked for
    from a deleted current folder (``os.getcwd`` fails) is "No such file or directory" alone."""
    missing = ("No such file or directory", "no such file or folder")
    if not any(text in message for text in missing):
        return message
    try:
        os.getcwd()
    except OSError:
        if message in missing:
            return f"{CWD_GONE}: change to a folder that exists"
        return f"{message}: {CWD_GONE}"
    return message


def report(err: BaseException) -> int:  # noqa: C901, PLR0912 (one branch per kind of error and its exit code)
    """Print ``err`` as one line (when it is an error) and return the exit code.

    Unless the command ended on its own (``SystemExit``), every process it started is
    killed first (see :func:`children_marked`).
    """
    if not isinstance(err, SystemExit | click.exceptions.Exit):
        _run_cleanups()
    if isinstance(err, SystemExit):
        code = err.code
        if code is None or isinstance(code, int):
            return code or 0
        _say(str(code))
        return 1
    if isinstance(err, click.exceptions.Exit):
        return err.exit_code
    if isinstance(err, click.Abort | KeyboardInterrupt):
        _say_why(_why(signal.SIGINT))
        return 130
    if isinstance(err, Terminated):
        _say_why(_why(err.signum))
        return 128 + err.signum
    if isinstance(err, click.ClickException):
        where = ""
        if isinstance(err, click.UsageError) and err.ctx is not None:
            where = f" (see '{err.ctx.command_path} --help')"
        _say(f"hearts: error: {_where_the_folder_is_gone(err.format_message())}{where}")
        return err.exit_code
    if isinstance(err, InputError):
        _say(f"hearts: error: {_where_the_folder_is_gone(str(err))}")
        return 2
    if isinstance(err, OSError):
        if err.errno == errno.EPIPE:  # e.g. `hearts play | head`: the reader is gone
            with contextlib.suppress(OSError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        _say(f"hearts: error: {_where_the_folder_is_gone(_os_error(err))}")
        return 2
    if isinstance(err, UnicodeError):
        _say(f"hearts: error: not UTF-8 text ({err})")
        return 2
    if isinstance(err, RecursionError):
        _say("hearts: error: the input is nested too deeply")
        return 2
    if isinstance(err, MemoryError):
        _say("hearts: error: out of memory (the input or the work asked for is too large)")
        return 2
    if os.environ.get("HEARTS_DEBUG"):
        import traceback  # only for the internal errors, never on the way of a run

        traceback.print_exception(err)
    else:
        _say(
            f"hearts: internal error: {type(err).__name__}: {' '.join(str(err).split())} "
            "(a bug in hearts; set HEARTS_DEBUG=1 to see the traceback)"
        )
    return INTERNAL


def stopped(err: BaseException) -> bool:
    """Whether a signal (Ctrl-C, SIGTERM, SIGHUP) arrived and ``err`` is what it raised."""
    return bool(_signalled) and isinstance(err, KeyboardInterrupt | Terminated | click.Abort)


def flush_and_exit(code: int) -> None:
    """Flush stdout and stderr, then end the process at once (no interpreter teardown)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)
