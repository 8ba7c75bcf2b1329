"""Write outputs whole or not at all, without replacing what is not a plain file.

:func:`write_atomic` writes

* to standard output for ``-``, and straight into this process's standard output or
  error for any path that *is* one of them (the same device and inode, however it is
  spelled: ``/dev/stdout``, ``/dev//stderr``, ``/proc/self/fd/1``, the file that
  stdout is redirected to), so the file behind a stream is never replaced;
* into a device, a FIFO or a socket directly (``/dev/null``, ``/dev/full``, a
  named pipe), never replacing the node;
* into a regular file (or a new one) through a temporary file in the same folder
  and a rename; a symlink is followed and its *target* replaced, the link stays.

A file name that is not UTF-8 text is refused (it could not be shown or written in a
report). :func:`output_in` names a file made from input data (a variant's name, a
scenario id) inside an output folder: the name becomes a :func:`slug`, and a path that
would end outside the folder (through a symlink) is refused.

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
import unicodedata
from pathlib import Path

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown

__all__ = ["OutputError", "check_folder", "check_output", "output_in", "slug", "write_atomic"]

_NOT_IN_SLUG = re.compile(r"[^A-Za-z0-9_.]+")
SLUG_LENGTH = 80
"""Longest slug: a file name made from it stays far below the file system's limit."""


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


def _stream_fd(info: os.stat_result | None) -> int | None:
    """1 or 2 when ``info`` (a path's stat) is this process's standard output or error."""
    if info is None:
        return None
    for fd in (1, 2):
        try:
            own = os.fstat(fd)
        except OSError:
            continue
        if (own.st_dev, own.st_ino) == (info.st_dev, info.st_ino):
            return fd
    return None


def _stat(name: str) -> os.stat_result | None:
    try:
        return os.stat(name)
    except FileNotFoundError:
        return None


def _utf8_name(name: str) -> None:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise OutputError(f"{shown(name)}: cannot write: the file name is not UTF-8 text") from None


def slug(text: str, limit: int = SLUG_LENGTH) -> str:
    """``text`` as a safe part of a file name: ASCII letters, digits, ``_``, ``.`` and ``-``,
    never ``/``, never starting with a dot, at most ``limit`` characters, never empty.

    >>> slug("../../x/pwned"), slug("/etc/cron.d/evil"), slug("Café au lait"), slug("..")
    ('x-pwned', 'etc-cron.d-evil', 'Cafe-au-lait', 'x')
    """
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = _NOT_IN_SLUG.split(re.sub(r"\.{2,}", "-", ascii_text))
    out = "-".join(w for w in words if w.strip("."))[:limit].strip("-.")
    return out or "x"


def output_in(folder: str | Path, name: str) -> Path:
    """``folder / name`` for a file named from input data (build ``name`` with :func:`slug`),
    checked to be one plain name that stays inside ``folder`` once symlinks are followed
    (:class:`OutputError` otherwise: a name holding ``/`` or ``..``, a link out of the folder).

    >>> output_in("out", "web-dead-ends.yaml").as_posix()
    'out/web-dead-ends.yaml'
    """
    path = Path(folder) / name
    top = os.path.realpath(folder)
    real = os.path.realpath(path)
    plain = name not in ("", ".", "..") and "/" not in name and os.sep not in name and "\0" not in name
    if not plain or not real.startswith(top.rstrip(os.sep) + os.sep):
        raise OutputError(
            f"{shown(str(path))}: cannot write: it leads outside the folder {shown(str(folder))}"
        )
    return path


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
        _utf8_name(name)
        info = _stat(name)
        fd = _stream_fd(info)
        if fd is not None:
            _write_stream(fd, raw)
            return
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise OutputError(f"{shown(name)}: cannot write: it is a folder; give a file name")
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
        raise OutputError(f"{shown(name)}: cannot write: {_why(err)}") from None


def _make_folders(folder: Path) -> list[Path]:
    """Make ``folder`` and the missing folders above it; the ones made, deepest first."""
    made: list[Path] = []
    while not folder.exists():
        made.append(folder)
        folder = folder.parent
    for each in reversed(made):
        each.mkdir()
    return made


def _replace(target: Path, raw: bytes, info: os.stat_result | None) -> None:
    made = _make_folders(target.parent)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=target.parent)
    except BaseException:
        _remove_folders(made)
        raise
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
        _remove_folders(made)
        raise


def _remove_folders(made: list[Path]) -> None:
    """Remove the folders a failed write made (deepest first), so it leaves nothing behind."""
    for folder in made:
        try:
            folder.rmdir()
        except OSError:
            break


def _nearest_existing(path: Path) -> Path:
    """``path`` itself if it exists, else its closest existing ancestor."""
    while not path.exists():
        path = path.parent
    return path


def _can_create(existing: Path, path: Path, *, probe: bool, prefix: str) -> None:
    """Raise ``OSError`` unless ``path`` can be made below the existing folder ``existing``:
    every name on the way fits the file system, and the folder really takes a new file
    (``probe``: the file goes right there) or a new folder (the folders on the way are
    still to be made), tried by creating and removing a temporary one. Asking the access
    rights is not enough: root passes them for ``/proc``, ``/sys`` or an immutable folder,
    where nothing can be created."""
    for part in path.relative_to(existing).parts:
        if len(os.fsencode(part)) > os.pathconf(existing, "PC_NAME_MAX"):
            raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG))
    if probe:
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=existing)
        os.close(fd)
        os.unlink(tmp)
    else:
        os.rmdir(tempfile.mkdtemp(prefix=prefix, suffix=".tmp", dir=existing))


def check_output(path: str | Path) -> None:
    """Raise :class:`OutputError` now if :func:`write_atomic` could not write ``path`` later
    (a folder, a file where a folder is needed, a name too long, a read-only place), so
    that a command fails before its work rather than after it."""
    name = str(path)
    if name == "-":
        return
    _utf8_name(name)
    try:
        info = _stat(name)
        if _stream_fd(info) is not None:
            return
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise OutputError(f"{shown(name)}: cannot write: it is a folder; give a file name")
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
        raise OutputError(f"{shown(name)}: cannot write: {_why(err)}") from None


def check_folder(path: str | Path) -> None:
    """Raise :class:`OutputError` now if ``path`` cannot be (or become) a folder to write into."""
    name = str(path)
    _utf8_name(name)
    try:
        folder = Path(os.path.realpath(name))
        existing = _nearest_existing(folder)
        if not existing.is_dir():
            what = "it is" if existing == folder else f"{existing} is"
            raise OutputError(f"{shown(name)}: cannot write into it: {what} a file, not a folder")
        _can_create(existing, folder, probe=existing == folder, prefix=".hearts-check.")
    except OutputError:
        raise
    except OSError as err:
        raise OutputError(f"{shown(name)}: cannot write into it: {_why(err)}") from None
