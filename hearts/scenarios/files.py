"""Where scenario files are: the corpus shipped with the package, files and folders named,
and the JSON Schema every scenario file declares in its first line."""

from __future__ import annotations

import functools
import json
import os
import time
from collections.abc import Iterator, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown

__all__ = [
    "FORMAT",
    "MAX_FOLDERS",
    "MAX_FOLDER_DEPTH",
    "MAX_SCENARIO_FILES",
    "MODELINE",
    "WALK_SECONDS",
    "UnreadableInput",
    "corpus_path",
    "display_name",
    "scenario_files",
    "schema",
    "schema_message",
]

MAX_SCENARIO_FILES = 2000
"""Most scenario files one run reads (the shipped corpus has a few dozen)."""
MAX_FOLDERS = 1000
"""Most folders searched for scenario files in one run."""
MAX_FOLDER_DEPTH = 32
"""Deepest a folder is searched below the folder named (the shipped corpus: one level)."""
WALK_SECONDS = 10.0
"""Longest a search for scenario files may take (a slow network file system, a huge tree)."""
_QUOTED = 40
"""Characters of a value a schema message quotes."""

FORMAT = "hearts-scenarios/1"
MODELINE = "# yaml-language-server: $schema="
"""Every scenario file starts with this comment, so that editors validate it."""


class UnreadableInput(InputError):
    """A path that does not exist or cannot be read."""


def corpus_path() -> Path:
    """The folder of the corpus shipped with the package (``scenarios/`` in the source tree)."""
    return Path(str(resources.files("hearts.scenarios").joinpath("corpus")))


@functools.cache
def schema() -> dict[str, Any]:
    """The JSON Schema of scenario files (``hearts/scenarios/schema.json``)."""
    text = resources.files("hearts.scenarios").joinpath("schema.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@functools.cache
def validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(schema())


def schema_message(error: jsonschema.ValidationError) -> str:
    """jsonschema's message for ``error`` quoting at most a short prefix of the value (its
    message holds the whole value: from an alias bomb of texts, megabytes on one line)."""
    message = error.message
    whole = repr(error.instance)
    if len(whole) > _QUOTED and whole in message:
        message = message.replace(whole, f"{whole[:_QUOTED]}… ({len(whole)} characters)", 1)
    return message


def _folders(root: Path, seen: set[str]) -> Iterator[tuple[str, list[str]]]:
    """The folders to search under ``root``, in the order ``os.walk`` gives: each once, links
    followed only while they stay inside ``root``, ``tools`` and hidden folders skipped, at most
    MAX_FOLDERS in all, MAX_FOLDER_DEPTH levels below ``root`` and WALK_SECONDS of searching;
    with the names of the files in each. Folders that cannot be read are passed over."""
    top = os.path.realpath(root)
    deadline = time.monotonic() + WALK_SECONDS
    stack: list[tuple[str, int]] = [(str(root), 0)]
    while stack:
        folder, depth = stack.pop()
        real = os.path.realpath(folder)
        if real in seen:
            continue
        seen.add(real)
        if len(seen) > MAX_FOLDERS:
            raise UnreadableInput(
                f"{shown(folder, 200)}: more than {MAX_FOLDERS} folders to search for scenario files"
            )
        if time.monotonic() > deadline:
            raise UnreadableInput(
                f"{shown(str(root), 200)}: searching it for scenario files took more than {WALK_SECONDS:g} s "
                f"(stopped at {shown(os.path.relpath(folder, root), 120)}); name the folders that hold them"
            )
        dirs, files = _entries(folder)
        yield folder, files
        kept = []
        for d in dirs:
            child = os.path.realpath(os.path.join(folder, d))
            inside = child == top or child.startswith(top.rstrip(os.sep) + os.sep)
            if d != "tools" and not d.startswith(".") and child not in seen and inside:
                kept.append(d)
        if kept and depth >= MAX_FOLDER_DEPTH:
            raise UnreadableInput(
                f"{shown(str(root), 200)}: folders nested more than {MAX_FOLDER_DEPTH} levels deep "
                f"({shown(os.path.relpath(os.path.join(folder, kept[0]), root), 120)}); "
                "name a folder nearer the scenario files"
            )
        stack.extend((os.path.join(folder, d), depth + 1) for d in reversed(kept))


def _entries(folder: str) -> tuple[list[str], list[str]]:
    """The names of the folders (links to folders included) and of the other entries of
    ``folder``, sorted; none when it cannot be read."""
    dirs: list[str] = []
    files: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                (dirs if is_dir else files).append(entry.name)
    except OSError:
        return [], []
    return sorted(dirs), sorted(files)


def scenario_files(paths: Sequence[Path | str] | None = None) -> list[Path]:
    """The ``.yaml`` files named or found under ``paths`` (default: the shipped corpus).

    Folders are searched recursively, skipping ``tools`` and hidden folders; symlinks
    are followed while they stay inside the folder named (a link to ``/`` or to a
    folder elsewhere is not searched: name that folder to read it), and each folder
    and each file is taken once (a symlink loop ends). At most :data:`MAX_FOLDERS`
    folders are searched, :data:`MAX_FOLDER_DEPTH` levels deep, for :data:`WALK_SECONDS`,
    and :data:`MAX_SCENARIO_FILES` files found.
    Raises :class:`UnreadableInput` for a path that does not exist or over those limits.
    """
    roots = [corpus_path()] if not paths else [Path(p) for p in paths]
    found: list[Path] = []
    seen_dirs: set[str] = set()
    seen_files: set[str] = set()

    def add(path: Path) -> None:
        real = os.path.realpath(path)
        if real not in seen_files:
            if len(found) >= MAX_SCENARIO_FILES:
                raise UnreadableInput(
                    f"{shown(str(path), 200)}: more than {MAX_SCENARIO_FILES} scenario files in one run"
                )
            seen_files.add(real)
            found.append(path)

    for root in roots:
        if root.is_dir():
            for folder, files in _folders(root, seen_dirs):
                for f in sorted(files):
                    if f.endswith((".yaml", ".yml")):
                        add(Path(folder) / f)
        elif root.is_file():
            add(root)
        elif root.is_symlink() or os.path.lexists(root):
            add(root)  # a dangling link, a loop, a FIFO...: reading it says why
        else:
            raise UnreadableInput(f"{shown(str(root), 200)}: no such file or folder")
    return found


def display_name(path: Path) -> str:
    """How a file is named in messages, as a path that exists from the current folder: the
    shipped corpus as ``scenarios/...`` in the source tree (where that path is the file),
    else where it is installed; other files relative to the current folder when under it."""
    resolved = Path(os.path.realpath(path))  # never raises, not even for a symlink loop
    try:
        shipped = "scenarios/" + resolved.relative_to(corpus_path().resolve()).as_posix()
    except ValueError:
        shipped = None
    if shipped is not None and Path(os.path.realpath(shipped)) == resolved:
        return shipped  # in the source tree: the path as the repository writes it
    try:
        return resolved.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(resolved) if shipped is not None else str(path)  # an installed package: where it is
