"""The optional compiled engine: ``HEARTS_COMPILE=1`` at install compiles the engine's core with
mypyc (docs/engine.md, "A compiled build"); everything else is declared in pyproject.toml.

Without the variable, or without mypyc or a working C compiler, the package installs as pure
Python (one line says why when the compile was asked for). The build writes the sources'
digests beside the extensions (hearts/engine/native.py), so that a compiled module is never
used once its source has changed.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("hearts_native", ROOT / "hearts" / "engine" / "native.py")
assert _spec is not None and _spec.loader is not None
native = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(native)


def say(line: str) -> None:
    """One line on stderr (pip shows it with -v; `make compiled` shows it always)."""
    print(f"hearts build: {line}", file=sys.stderr)


class BuildEngine(build_ext):
    """build_ext that falls back to pure Python when the C compile fails, and stamps the
    extensions with their sources' digests when it succeeds."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:  # a missing or broken C compiler: the pure build still works
            say(f"the C compile failed ({type(err).__name__}: {err}); installing the pure-Python engine")
            self.extensions = []
            return
        for target in {Path(self.get_ext_fullpath("hearts.engine.state")).parent, *self._in_place()}:
            native.write_stamp(ROOT / "hearts" / "engine", target)
        say("compiled the engine's core with mypyc")

    def _in_place(self) -> list[Path]:
        """Where an editable install puts the extensions: beside the sources."""
        if self.inplace or getattr(self, "editable_mode", False):
            return [ROOT / "hearts" / "engine"]
        return []

    def get_outputs(self) -> list[str]:
        outputs: list[str] = super().get_outputs()
        if self.extensions:
            outputs.append(str(Path(self.get_ext_fullpath("hearts.engine.state")).parent / native.STAMP))
        return outputs


def engine_extensions() -> list[object]:
    if os.environ.get("HEARTS_COMPILE", "") in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        say("HEARTS_COMPILE is set but mypyc is not installed (pip install mypy); installing pure Python")
        return []
    os.chdir(ROOT)  # mypyc reads the sources by their paths from the source root
    # (mypy type-checks the modules the core imports: the build environment may lack their
    # libraries, e.g. babel, which the engine does not use)
    options = ["--ignore-missing-imports"]
    try:
        extensions: list[object] = mypycify([*options, *native.COMPILED], group_name="hearts_engine")
    except (Exception, SystemExit) as err:  # mypy refused the sources: the pure build still works
        say(f"mypyc could not compile the engine ({err}); installing the pure-Python engine")
        return []
    return extensions


setup(ext_modules=engine_extensions(), cmdclass={"build_ext": BuildEngine})
