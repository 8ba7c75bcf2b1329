"""The data folder (``hearts serve --data``): the tables' records, read as hostile input.

A data folder is copied between machines and restored from backups: what it holds is checked as
an upload is. A table's record is the file ``CODE.json`` (:func:`record_path`): the name is built
from a checked code only (:func:`~hearts.serve.table.is_code`), and the server never writes
through a link out of the folder (:func:`~hearts.plumbing.atomic.output_in`).

At start-up (:func:`scan`) the folder's ``*.json`` entries are taken newest first; the newest
:data:`~hearts.serve.limits.MAX_TABLES` are read, each on its own: one whose code is not six code
letters, is not its file's name (a copy, or a second record of one code), that is a link, a folder
or anything but a file, that cannot be read, vanished since the listing, or that the engine does
not replay, is not resumed, in one line that names it and says why; the others start. Older
entries are named in one summary line. Unfinished writes (``.CODE.json.*.tmp``, left by a server
killed as it saved) are removed first (:func:`sweep`). Every line is safe to print: cut, control
characters escaped.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from hearts.plumbing.atomic import output_in
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import read_text, shown
from hearts.serve.limits import MAX_RECORD_BYTES, MAX_TABLES
from hearts.serve.table import CODE_LENGTH, CODE_LETTERS, ClassTable, is_code

__all__ = ["DataFolder", "count", "on_disk", "record_path", "scan", "sweep"]

SUFFIX = ".json"
LINE = 300
"""Longest line said about one entry (a quoted value in it is cut shorter still)."""
_LEFTOVER = re.compile(rf"\.[{CODE_LETTERS}]{{{CODE_LENGTH}}}\.json\..+\.tmp")
"""The temporary files :func:`~hearts.plumbing.atomic.write_atomic` writes a record through."""
_KINDS = {
    stat.S_IFLNK: "a symbolic link (a record is a plain file)",
    stat.S_IFDIR: "a folder, not a file",
}


def record_path(data: Path, code: str) -> Path:
    """Where the record of table ``code`` is written: ``data/CODE.json``, for a checked code only,
    and never through a link that leads out of ``data`` (:class:`InputError` otherwise)."""
    if not is_code(code):
        raise InputError(f"table code {code[:20]!r}: not a table code, no record written")
    path = data / (code + SUFFIX)
    if path.is_symlink():  # a plain name of code letters leaves the folder through a link only
        output_in(data, path.name)
    return path


def on_disk(data: Path, code: str) -> bool:
    """Whether ``data`` has an entry named as the record of ``code`` (whatever it is)."""
    return os.path.lexists(data / (code + SUFFIX))


def _is_record_name(name: str) -> bool:
    return name.endswith(SUFFIX) and is_code(name[: -len(SUFFIX)])


@dataclass(slots=True)
class DataFolder:
    """What a data folder held at start-up."""

    tables: list[ClassTable] = field(default_factory=list)
    """The tables resumed."""
    refused: list[str] = field(default_factory=list)
    """One line for each entry not resumed (and one for those too old to be read)."""
    swept: int = 0
    """Unfinished writes removed."""
    records: int = 0
    """Entries named as a table's record (``CODE.json``): what :data:`MAX_RECORDS` bounds."""


def _line(text: str) -> str:
    return shown(text, LINE)


def _names(data: Path) -> list[str]:
    try:
        with os.scandir(data) as entries:
            return [entry.name for entry in entries]
    except OSError:
        return []


def sweep(data: Path, names: list[str] | None = None) -> int:
    """Remove the unfinished writes of records left in ``data`` (plain files named as
    :func:`~hearts.plumbing.atomic.write_atomic` names them: ``.CODE.json.*.tmp``); how many.
    Run at start-up, before this server writes: one server to a data folder."""
    removed = 0
    for name in _names(data) if names is None else names:
        if not _LEFTOVER.fullmatch(name):
            continue
        path = data / name
        try:
            if stat.S_ISREG(path.lstat().st_mode):
                path.unlink()
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove: the next start tries again
    return removed


def count(data: Path) -> int:
    """The entries of ``data`` named as a table's record."""
    return sum(1 for name in _names(data) if _is_record_name(name))


def _newest(data: Path, names: list[str]) -> list[tuple[str, os.stat_result | OSError]]:
    """The ``*.json`` entries, newest first (by their own time, links not followed); an entry
    gone since the listing sorts last, with its error."""
    found: list[tuple[str, os.stat_result | OSError]] = []
    for name in names:
        if name.endswith(SUFFIX) and not name.startswith("."):
            try:
                found.append((name, (data / name).lstat()))
            except OSError as err:
                found.append((name, err))

    def age(item: tuple[str, os.stat_result | OSError]) -> tuple[float, str]:
        info = item[1]
        return (-info.st_mtime if isinstance(info, os.stat_result) else 0.0, item[0])

    return sorted(found, key=age)


def _resume(data: Path, name: str, info: os.stat_result | OSError, check: int, names: set[str]) -> ClassTable:
    """The table of one entry, or :class:`InputError` saying why not (its file named)."""
    where = str(data / name)
    if isinstance(info, OSError):
        raise InputError(f"{where}: cannot read: {info.strerror or info}")
    kind = stat.S_IFMT(info.st_mode)
    if kind != stat.S_IFREG:
        raise InputError(f"{where}: it is {_KINDS.get(kind, 'not a plain file')}")
    table = ClassTable.resume(read_text(data / name, MAX_RECORD_BYTES, where), where, check)
    own = table.code + SUFFIX
    if own != name:
        if own in names:
            raise InputError(
                f"{where}: field 'code': {table.code} is the code of {data / own} too: a record is named "
                "after its code, so this copy is not resumed"
            )
        raise InputError(f"{where}: field 'code': {table.code} is not its file's name (rename it {own})")
    return table


def scan(data: Path, variant_check: int, keep: int = MAX_TABLES) -> DataFolder:
    """The tables saved in ``data`` (see the module docstring): the ``keep`` newest entries read."""
    found = DataFolder()
    try:
        with os.scandir(data) as entries:
            names = [entry.name for entry in entries]
    except OSError as err:
        found.refused.append(_line(f"{data}: cannot list the folder: {err.strerror or err}"))
        return found
    found.swept = sweep(data, names)
    found.records = sum(1 for name in names if _is_record_name(name))
    newest = _newest(data, names)
    listed = set(names)
    for name, info in newest[:keep]:
        try:
            table = _resume(data, name, info, variant_check, listed)
        except InputError as err:
            found.refused.append(_line(str(err)))
            continue
        except Exception as err:  # a record no check foresaw: that record only, named
            found.refused.append(_line(f"{data / name}: cannot resume: {type(err).__name__}: {err}"))
            continue
        found.tables.append(table)
    older = len(newest) - keep
    if older > 0:
        found.refused.append(
            _line(
                f"{data}: {older} older record(s) not read: a server resumes the {keep} newest "
                "(the others stay in the folder, each a saved game to upload)"
            )
        )
    return found
