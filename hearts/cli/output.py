"""Where the commands print: rich consoles that fold lines at a terminal only.

rich folds every line at 80 columns when its stream is not a terminal, which splits a
piped report mid-line (and a dict or a command line in two). :func:`open_console` gives a
console that folds at the terminal's width at a terminal and never through a pipe or
into a file (unless ``COLUMNS`` says otherwise).
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["UNFOLDED", "open_console", "terminal_width"]

UNFOLDED = 100_000
"""The width a console gets through a pipe: wider than any line a command prints."""


def open_console(stderr: bool = False, **options: Any) -> Console:
    """A rich :class:`~rich.console.Console` on stdout (or stderr) that folds lines only at a terminal."""
    from rich.console import Console  # here, not at import: a command's `--help` loads no rich

    stream = sys.stderr if stderr else sys.stdout
    if "width" not in options and not os.environ.get("COLUMNS") and not _is_terminal(stream):
        options["width"] = UNFOLDED
    return Console(stderr=stderr, **options)


def _is_terminal(stream: Any) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty()) if callable(isatty) else False


def terminal_width() -> int | None:
    """The terminal's width when standard output is one; ``None`` for a pipe or a file (no fold)."""
    if not _is_terminal(sys.stdout):
        return None
    return shutil.get_terminal_size().columns
