"""The compiled engine, used only when it was built from the sources beside it.

The engine's core (``COMPILED``: :mod:`hearts.engine.state`, :mod:`~hearts.engine.results` and
:mod:`~hearts.engine.rules`) can be compiled with mypyc into C extensions (``make compiled``,
or ``HEARTS_COMPILE=1`` at install: docs/engine.md, "A compiled build"). Python imports an
extension before the ``.py`` file of the same name, so after an editable install a compiled
module would shadow the source a contributor edits. The build therefore writes ``STAMP`` beside
the extensions: the SHA-256 of each compiled source. :func:`guard` (run by ``hearts.engine``
before any of its modules is imported) uses the extensions only when every digest matches the
``.py`` file beside it; otherwise it imports the pure-Python modules and says so in one line.

This module imports nothing from ``hearts``: the build (``setup.py``) loads it on its own.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Final

COMPILED: Final = (
    "hearts/engine/state.py",
    "hearts/engine/results.py",
    "hearts/engine/rules.py",
)
"""The modules of the compiled build, relative to the source root (one mypyc group: the calls
between them are native)."""

STAMP: Final = "compiled.json"
"""Written beside the extensions by the build: each compiled source's name and SHA-256."""

HERE: Final = Path(__file__).resolve().parent

_NAMES: Final = tuple(Path(path).stem for path in COMPILED)


def digests(directory: Path) -> dict[str, str]:
    """The SHA-256 of each compiled module's source in ``directory`` (``hearts/engine``)."""
    return {name: hashlib.sha256((directory / f"{name}.py").read_bytes()).hexdigest() for name in _NAMES}


def write_stamp(sources: Path, target: Path) -> None:
    """Record, in ``target`` (where the extensions are), the digests of the sources they were
    compiled from (``sources``: the ``hearts/engine`` folder the compiler read)."""
    text = json.dumps(digests(sources), indent=1, sort_keys=True) + "\n"
    (target / STAMP).write_text(text, encoding="utf-8")


def extensions(directory: Path) -> list[str]:
    """The compiled modules present in ``directory``: those with an extension file."""
    try:
        files = os.listdir(directory)
    except OSError:
        return []
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    return [name for name in _NAMES if any(f"{name}{suffix}" in files for suffix in suffixes)]


def stale(directory: Path) -> str | None:
    """Why the extensions in ``directory`` must not be used (``None``: they are current)."""
    present = extensions(directory)
    missing = [name for name in _NAMES if name not in present]
    if missing:
        return f"no compiled {', '.join(missing)}"
    try:
        stamp = json.loads((directory / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"no valid {STAMP} beside them"
    changed = [name for name, digest in digests(directory).items() if stamp.get(name) != digest]
    if changed:
        return f"{', '.join(name + '.py' for name in changed)} changed since they were built"
    return None


class _PureFinder:
    """Finds the engine's core modules as their ``.py`` files (never the extensions)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != "hearts.engine" or name not in _NAMES:
            return None
        return importlib.util.spec_from_file_location(fullname, self.directory / f"{name}.py")


def guard(directory: Path = HERE) -> bool:
    """Before the engine is imported: use its compiled modules only if they are current.
    Returns whether the compiled modules will be used."""
    if not extensions(directory):
        return False  # the pure build (the usual case): nothing to check
    why = stale(directory)
    if why is None:
        return True
    sys.meta_path.insert(0, _PureFinder(directory))
    sys.stderr.write(
        f"hearts: not using the compiled engine in {directory} ({why}); the pure-Python engine runs"
        " instead (`make compiled` rebuilds it)\n"
    )
    return False


def in_use(directory: Path = HERE) -> str:
    """Which engine ``import hearts`` runs, as :func:`guard` decides it: one line (``make compiled``
    prints it)."""
    if extensions(directory) and stale(directory) is None:
        return f"hearts: the compiled engine ({directory})"
    return f"hearts: the pure-Python engine ({directory})"
