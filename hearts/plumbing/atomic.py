"""Write outputs whole or not at all, without replacing what is not a plain file.

:func:`write_atomic` writes

* to standard output for ``-`` and for ``/dev/stdout`` (or ``/dev/stderr``,
  ``/dev/fd/N``, ``/proc/self/fd/N``): straight into the open stream;
* into a device, a FIFO or a socket directly (``/dev/null``, ``/dev/full``, a
  named pipe), never replacing the node;
* into a regular file (or a new one) through a temporary file in the same folder
  and a rename; a symlink is followed and its *target* replaced, the link stays.

Any failure raises :class:`OutputError` (an :class:`~hearts.plumbing.errors.InputError`:
the command line reports it on one line, exit code 2) naming the path and why,
and a file that was there is left as it was.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import tempfile
from pathlib import Path

from hearts.plumbing.errors import InputError

__all__ = ["OutputError", "check_folder", "check_output", "write_atomic"]

_OWN_STREAM = re.compile(r"^/(?:dev/(?:std(?:out|err)|fd/(\d+))|proc/self/fd/(\d+))$")


class OutputError(InputError):
    """An output that cannot be written: ``path: cannot write: why``."""


def _why(err: OSError) -> str:
    if err.errno == errno.EISDIR:
        return "it is a folder; give a file name"
    if err.errno == errno.ENOTDIR:
        return "a part of the path is a file, not a folder"
    if err.errno == errno.EEXIST:
        return "a part of the path exists and is not a folder"
    return err.strerror or str(err)


def _stream_fd(path: str) -> int | None:
    """The file descriptor that ``path`` names when it is one of this process's own streams."""
    match = _OWN_STREAM.match(path)
    if match is None:
        return None
    number = match.group(1) or match.group(2)
    if number is not None:
        return int(number)
    return 2 if path.endswith("stderr") else 1


def _write_fd(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _write_stream(fd: int, data: bytes) -> None:
    """Write into this process's stream ``fd`` (1 and 2 through sys.stdout and sys.stderr,
    keeping the order with what they already hold)."""
    stream = {1: sys.stdout, 2: sys.stderr}.get(fd)
    if stream is None:
        _write_fd(fd, data)
        return
    stream.flush()
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        buffer.write(data)
        buffer.flush()
    else:  # pragma: no cover - a text-only stream
        stream.write(data.decode("utf-8"))
        stream.flush()


def write_atomic(path: str | Path, data: str | bytes) -> None:
    """Write ``data`` to ``path`` (``-`` for stdout) as described in the module docstring."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    name = str(path)
    try:
        if name == "-":
            _write_stream(1, raw)
            return
        fd = _stream_fd(name)
        if fd is not None:
            _write_stream(fd, raw)
            return
        try:
            info = os.stat(name)
        except FileNotFoundError:
            info = None
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise OutputError(f"{name}: cannot write: it is a folder; give a file name")
        if info is not None and not stat.S_ISREG(info.st_mode):
            handle = os.open(name, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))
            try:
                _write_fd(handle, raw)
            finally:
                os.close(handle)
            return
        _replace(Path(os.path.realpath(name)), raw, info)
    except OutputError:
        raise
    except OSError as err:
        raise OutputError(f"{name}: cannot write: {_why(err)}") from None


def _replace(target: Path, raw: bytes, info: os.stat_result | None) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
        if info is not None:
            mode = stat.S_IMODE(info.st_mode)
        else:  # mkstemp makes the file private; give it the permissions a plain open() would.
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _nearest_existing(path: Path) -> Path:
    """``path`` itself if it exists, else its closest existing ancestor."""
    while not path.exists():
        path = path.parent
    return path


def _can_create(existing: Path, path: Path, *, probe: bool, prefix: str) -> None:
    """Raise ``OSError`` unless ``path`` can be made below the existing folder ``existing``:
    every name on the way fits the file system, and the folder takes a new file (tried with
    a temporary file when ``probe``, else asked of the access rights)."""
    for part in path.relative_to(existing).parts:
        if len(os.fsencode(part)) > os.pathconf(existing, "PC_NAME_MAX"):
            raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG))
    if probe:
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=existing)
        os.close(fd)
        os.unlink(tmp)
    elif not os.access(existing, os.W_OK):
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))


def check_output(path: str | Path) -> None:
    """Raise :class:`OutputError` now if :func:`write_atomic` could not write ``path`` later
    (a folder, a file where a folder is needed, a name too long, a read-only place), so
    that a command fails before its work rather than after it."""
    name = str(path)
    if name == "-" or _stream_fd(name) is not None:
        return
    try:
        try:
            info = os.stat(name)
        except FileNotFoundError:
            info = None
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise OutputError(f"{name}: cannot write: it is a folder; give a file name")
        if info is not None and not stat.S_ISREG(info.st_mode):
            return  # a device or a FIFO: written directly
        target = Path(os.path.realpath(name))
        parent = _nearest_existing(target.parent)
        if not parent.is_dir():
            raise OSError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
        _can_create(parent, target, probe=parent == target.parent, prefix=f".{target.name[:100]}.")
    except OutputError:
        raise
    except OSError as err:
        raise OutputError(f"{name}: cannot write: {_why(err)}") from None


def check_folder(path: str | Path) -> None:
    """Raise :class:`OutputError` now if ``path`` cannot be (or become) a folder to write into."""
    name = str(path)
    try:
        folder = Path(os.path.realpath(name))
        existing = _nearest_existing(folder)
        if not existing.is_dir():
            what = "it is" if existing == folder else f"{existing} is"
            raise OutputError(f"{name}: cannot write into it: {what} a file, not a folder")
        _can_create(existing, folder, probe=existing == folder, prefix=".hearts-check.")
    except OutputError:
        raise
    except OSError as err:
        raise OutputError(f"{name}: cannot write into it: {_why(err)}") from None
