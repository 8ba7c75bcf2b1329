"""A compiled engine is used only when it was built from the sources beside it (hearts/engine/native.py).

The checks run on a copy of the engine's sources with stand-in extension files: whether an
extension is current depends only on the file names and the stamp the build writes.
"""

from __future__ import annotations

import importlib.machinery
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.engine import native

SOURCES = Path(native.__file__).resolve().parent
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


@pytest.fixture
def engine(tmp_path: Path) -> Path:
    """A folder with the compiled modules' sources, stand-in extensions and a current stamp."""
    for path in native.COMPILED:
        name = Path(path).name
        shutil.copy(SOURCES / name, tmp_path / name)
        (tmp_path / f"{Path(path).stem}{SUFFIX}").write_bytes(b"")
    native.write_stamp(tmp_path, tmp_path)
    return tmp_path


def test_extensions_built_from_the_sources_beside_them_are_used(engine: Path) -> None:
    assert native.stale(engine) is None


def test_an_edited_source_makes_the_extensions_stale(engine: Path) -> None:
    with (engine / "rules.py").open("a", encoding="utf-8") as source:
        source.write("# edited after the build\n")
    assert native.stale(engine) == "rules.py changed since they were built"


def test_extensions_without_a_stamp_are_not_used(engine: Path) -> None:
    (engine / native.STAMP).unlink()
    assert native.stale(engine) == f"no valid {native.STAMP} beside them"


def test_a_missing_extension_makes_the_others_unusable(engine: Path) -> None:
    (engine / f"results{SUFFIX}").unlink()
    assert native.stale(engine) == "no compiled results"


def test_the_pure_finder_gives_the_source_of_the_engine_modules_only(engine: Path) -> None:
    finder = native._PureFinder(engine)
    spec = finder.find_spec("hearts.engine.state")
    assert spec is not None and spec.origin == str(engine / "state.py")
    assert finder.find_spec("hearts.engine.deal") is None
    assert finder.find_spec("hearts.cards") is None


def test_the_source_tree_runs_the_engine_it_says_it_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "from hearts.engine.native import in_use; print(in_use())"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    compiled = native.stale(SOURCES) is None
    assert done.stdout.startswith("hearts: the compiled engine" if compiled else "hearts: the pure-Python"), (
        done.stdout
    )
