"""The one progress bar of every long run: rich, on stderr, drawn only on a terminal.

Standard output stays for results (``--json -`` writes JSON there), so the bar
never goes to stdout; when stderr is not a terminal (a pipe, a file, CI) nothing
is drawn at all, and the bar is erased when the run ends. Texts shown next to the
bar (a scenario id, a seat) come from files: they are shown as plain text, never
read as rich markup.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

__all__ = ["Bar", "progress_bar"]


class Bar:
    """Moves one progress bar: :meth:`advance` by a count, or :meth:`to` a count done."""

    def __init__(self, progress: Progress, task: TaskID) -> None:
        self._progress = progress
        self._task = task

    def advance(self, n: int = 1, current: str | None = None) -> None:
        if current is None:
            self._progress.advance(self._task, n)
        else:
            self._progress.update(self._task, advance=n, current=current)

    def to(self, completed: int, current: str | None = None) -> None:
        if current is None:
            self._progress.update(self._task, completed=completed)
        else:
            self._progress.update(self._task, completed=completed, current=current)


@contextmanager
def progress_bar(label: str, total: int | None, *, current: bool = False) -> Iterator[Bar]:
    """A bar on stderr labelled ``label`` (``total`` None: a count with no end known);
    ``current``: a column for a text given to :meth:`Bar.advance` (what is being done now)."""
    from rich.console import Console  # here, not at import: a command's `--help` loads no rich
    from rich.markup import escape
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    console = Console(stderr=True)
    columns: list[ProgressColumn | str] = [TextColumn(f"[bold]{escape(label)}[/bold]"), BarColumn()]
    columns.append(MofNCompleteColumn() if total is not None else TextColumn("{task.completed}"))
    if current:
        columns.append(TextColumn("{task.fields[current]}", markup=False))
    columns.append(TimeRemainingColumn() if total is not None else TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True, disable=not console.is_terminal) as progress:
        yield Bar(progress, progress.add_task(label, total=total, current=""))
