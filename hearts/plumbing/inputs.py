"""Reading untrusted input with limits: files, text, JSON.

Every function here raises :class:`InputError` (one line: where and why) for
input it cannot take, never a Python error: a path that is a folder, a FIFO, a
device or a symlink loop; a file larger than the limit; bytes that are not UTF-8
(with the line and column); a NUL byte (with its line); JSON nested too deeply,
with integers too long, or larger than the limit. A UTF-8 byte order mark at the
start of a file is dropped, so a modeline after it is still the first line.

>>> load_json('{"a": [1, 2]}', "<text>")
{'a': [1, 2]}
>>> load_json("[" * 100 + "]" * 100, "<text>")
Traceback (most recent call last):
...
hearts.plumbing.inputs.InputTooLarge: <text>: nested more than 64 levels deep
"""

from __future__ import annotations

import json
import os
import re
import stat
from typing import Any, TextIO

from hearts.plumbing.errors import InputError

__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_INT_DIGITS",
    "MAX_LINE_BYTES",
    "MAX_TYPED",
    "MAX_YAML_BYTES",
    "BadInput",
    "InputTooLarge",
    "check_text",
    "control_character",
    "decode",
    "depth_of",
    "load_json",
    "read_text",
    "shown",
    "typed_line",
]

MAX_FILE_BYTES = 8 * 1024 * 1024
"""Largest file read whole (feature files, expected-failure lists): 8 MiB; YAML has its own
limit, :data:`MAX_YAML_BYTES`."""
MAX_YAML_BYTES = 512 * 1024
"""Largest YAML document read (variant, scenario, phrase, expected-failure files): 512 KiB,
six times the largest shipped file; reading one takes a second, not a minute."""
MAX_LINE_BYTES = 1024 * 1024
"""Largest protocol line (JSON lines between hearts and an engine): 1 MiB."""
MAX_TYPED = 200
"""Most characters of a line typed at a prompt (``play``, ``step``) that are kept."""
MAX_DEPTH = 64
"""Deepest nesting of lists and mappings in a YAML or JSON document."""
MAX_INT_DIGITS = 40
"""Longest integer (in characters) in a YAML or JSON document; no field needs more."""

_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a FIFO (named pipe)",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
}


class BadInput(InputError):
    """Input this module cannot take: ``where[:line:col]: why``."""

    def __init__(self, where: str, why: str, line: int | None = None, column: int | None = None) -> None:
        at = where if line is None else f"{where}:{line}" + ("" if column is None else f":{column}")
        super().__init__(f"{at}: {why}")
        self.where, self.why, self.line, self.column = where, why, line, column


class InputTooLarge(BadInput):
    """Input over one of the limits of this module."""


def _escaped(ch: str) -> str:
    code = ord(ch)
    if ch in "\n\r\t":
        return repr(ch)[1:-1]
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


_UNSAFE_RANGES = (
    (0x00, 0x1F),  # C0 controls (escape sequences start with 0x1b)
    (0x7F, 0x9F),  # DEL and the C1 controls
    (0x2028, 0x2029),  # line and paragraph separators
    (0x202A, 0x202E),  # bidirectional overrides
    (0x2066, 0x2069),  # bidirectional isolates
    (0xD800, 0xDFFF),  # lone surrogates (from JSON escapes)
    (0xFFFE, 0xFFFF),  # not characters
)
"""The characters a terminal would act on or XML forbids: the one list of them."""


def _char_class(keep: str) -> re.Pattern[str]:
    """A regex matching one character of _UNSAFE_RANGES, but not those in ``keep``: written as
    ranges (``a-b``), not one character each, so that compiling it costs nothing at import."""
    ranges: list[tuple[int, int]] = []
    for low, high in _UNSAFE_RANGES:
        start = None
        for c in range(low, high + 2):
            inside = c <= high and chr(c) not in keep
            if inside and start is None:
                start = c
            elif not inside and start is not None:
                ranges.append((start, c - 1))
                start = None
    return re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in ranges) + "]")


_UNSAFE = _char_class("")
_UNSAFE_BUT_LINES = _char_class("\n\t")


def _unsafe(ch: str) -> bool:
    return _UNSAFE.match(ch) is not None


def control_character(text: str) -> str | None:
    r"""The first character of ``text`` that a terminal would act on or XML forbids (escape
    sequences, NUL, bidirectional overrides, lone surrogates; not newlines and tabs), or None.

    >>> control_character("a\x1b[2J"), control_character("two\nlines\tand tabs")
    ('\x1b', None)
    """
    found = _UNSAFE_BUT_LINES.search(text)
    return found.group() if found else None


def shown(text: str, limit: int = 200, *, lines: bool = False) -> str:
    r"""``text`` safe to print on a terminal or to put in XML: control characters (escape
    sequences, NUL, bidirectional overrides, lone surrogates) escaped, long text cut.
    With ``lines``, newlines and tabs are kept.

    >>> print(shown("a\x1b[2Jb\n"))
    a\x1b[2Jb\n
    >>> shown("a\nb", lines=True) == "a\nb"
    True
    """
    if len(text) > limit:
        text = text[:limit] + "…"
    keep = "\n\t" if lines else ""
    return "".join(_escaped(ch) if _unsafe(ch) and ch not in keep else ch for ch in text)


def typed_line(stream: TextIO, limit: int = MAX_TYPED) -> str:
    r"""One line typed at a prompt, safe to echo: at most ``limit`` characters kept (the rest of
    a longer line is read and dropped, a chunk at a time), control characters escaped; with
    its newline, and ``""`` at the end of the input (as ``readline``).

    >>> import io
    >>> stream = io.StringIO("QS\x1b[2J\n" + "x" * 10_000 + "\nq\n")
    >>> typed_line(stream), len(typed_line(stream)), typed_line(stream), typed_line(stream)
    ('QS\\x1b[2J\n', 202, 'q\n', '')
    """
    line = stream.readline(limit + 1)
    ended = line.endswith("\n")
    while line and not ended:
        rest = stream.readline(64 * 1024)
        if not rest:
            break
        ended = rest.endswith("\n")
    if not line:
        return ""
    return shown(line.rstrip("\n"), limit) + ("\n" if ended else "")


def _line_col(data: bytes | str, offset: int) -> tuple[int, int]:
    before = data[:offset]
    newline = b"\n" if isinstance(before, bytes) else "\n"
    line = before.count(newline) + 1  # type: ignore[arg-type]
    col = offset - (before.rfind(newline) + 1)  # type: ignore[arg-type]
    return line, col + 1


def check_text(text: str, where: str, limit: int = MAX_FILE_BYTES) -> str:
    """``text`` without a leading byte order mark; :class:`InputError` for NUL bytes or size."""
    if len(text) > limit:
        raise InputTooLarge(where, f"too large ({len(text)} characters; the limit is {limit})")
    if text.startswith("\ufeff"):
        text = text[1:]
    nul = text.find("\0")
    if nul >= 0:
        line, col = _line_col(text, nul)
        raise BadInput(where, "a NUL byte (is this a binary file?)", line, col)
    return text


def decode(data: bytes, where: str, limit: int = MAX_FILE_BYTES) -> str:
    """UTF-8 ``data`` as text (see :func:`check_text`); the position of the first bad byte otherwise."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line, col = _line_col(data, err.start)
        raise BadInput(
            where, f"not UTF-8 text (byte 0x{data[err.start]:02x}); save the file as UTF-8", line, col
        ) from None
    return check_text(text, where, limit)


def read_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES, where: str | None = None) -> str:
    """The text of the regular file ``path`` (UTF-8, at most ``limit`` bytes).

    Never blocks on a FIFO or a device: anything but a regular file (after following
    symlinks) is refused before it is opened, and so is a file whose name is not UTF-8 text
    (every report names the files it read).
    """
    name = where if where is not None else str(path)
    try:
        os.fsencode(path).decode("utf-8")
    except UnicodeDecodeError:  # refused before any work: reports and JSON could not name it
        raise BadInput(shown(name), "the file name is not UTF-8 text: rename the file") from None
    try:
        info = os.stat(path)
        kind = stat.S_IFMT(info.st_mode)
        if kind != stat.S_IFREG:
            what = _KINDS.get(kind, "not a regular file")
            raise BadInput(name, f"cannot read: it is {what}, not a file")
        if info.st_size > limit:
            raise InputTooLarge(name, f"too large ({info.st_size} bytes; the limit is {limit})")
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        try:
            if stat.S_IFMT(os.fstat(fd).st_mode) != stat.S_IFREG:  # swapped since the stat
                raise BadInput(name, "cannot read: not a regular file")
            with os.fdopen(fd, "rb", closefd=False) as handle:
                data = handle.read(limit + 1)
        finally:
            os.close(fd)
    except OSError as err:
        raise BadInput(name, f"cannot read: {err.strerror or err}") from None
    if len(data) > limit:
        raise InputTooLarge(name, f"too large (more than {limit} bytes)")
    return decode(data, name, limit)


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text)} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def depth_of(data: Any) -> int:
    """How deeply lists and mappings nest in ``data`` (0 for a scalar), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            level += 1
            deepest = max(deepest, level)
            if level > MAX_DEPTH:
                return level
            stack.extend((child, level) for child in item)
    return deepest


def load_json(text: str | bytes, where: str, limit: int = MAX_FILE_BYTES) -> Any:
    """Parse one JSON document within the limits (size, nesting, integer length, no NaN)."""
    if len(text) > limit:
        raise InputTooLarge(where, f"too large ({len(text)} bytes; the limit is {limit})")
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except RecursionError:
        raise InputTooLarge(where, f"nested more than {MAX_DEPTH} levels deep") from None
    except json.JSONDecodeError as err:
        raise BadInput(where, f"not JSON: {err.msg}", err.lineno, err.colno) from None
    except UnicodeDecodeError as err:
        raise BadInput(where, f"not UTF-8 text (at byte {err.start})") from None
    except ValueError as err:
        raise InputTooLarge(where, str(err)) from None
    if _openings(text) > MAX_DEPTH and depth_of(data) > MAX_DEPTH:
        raise InputTooLarge(where, f"nested more than {MAX_DEPTH} levels deep")
    return data


def _openings(text: str | bytes) -> int:
    """How many ``[`` and ``{`` the text holds: a bound on how deep it can nest (the
    count is cheap, the walk is not; most documents hold fewer than the depth limit)."""
    if isinstance(text, bytes):
        return text.count(b"[") + text.count(b"{")
    return text.count("[") + text.count("{")
