"""``hearts demo``: the main jobs on built-in defaults (what ``make demo`` runs).

1. The scenario corpus checked against the reference engine (``hearts conform`` with
   defaults): every scenario under each of its variants.
2. One hand annotated trick by trick by the walkthrough generator, with bots, as a
   self-contained HTML page in ``./out/`` (its path is printed).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hearts.cli.common import SEED, lang_option, output_option
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar

if TYPE_CHECKING:
    from rich.console import Console


def _conformance(console: Console) -> bool | None:
    """Run the shipped corpus on the reference engine; ``None`` if either is missing."""
    try:
        from hearts.conformance.reference import ReferenceEngine
        from hearts.conformance.runner import run_corpus
        from hearts.scenarios import load_corpus
    except ImportError as err:  # pragma: no cover - every part ships together
        console.print(f"[yellow]Conformance skipped: {err}[/yellow]")
        return None
    from rich.table import Table

    scenarios = load_corpus()
    if not scenarios:
        console.print("[yellow]The shipped corpus holds no scenario yet: nothing to check.[/yellow]")
        return None
    total = sum(len(s.variants) for s in scenarios)
    with progress_bar("corpus", total) as bar:

        def tick(_result: Any) -> None:
            bar.advance()

        report = run_corpus(scenarios, ReferenceEngine(), None, progress=tick)
    table = Table(title=f"{len(scenarios)} scenarios on {report.engine}", show_edge=False)
    table.add_column("status")
    table.add_column("runs (scenario × variant)", justify="right")
    for status, count in sorted(report.counts().items()):
        colour = "green" if status == "passed" else "yellow" if status == "skipped" else "red"
        table.add_row(f"[{colour}]{status}[/{colour}]", str(count))
    console.print(table)
    console.print(f"Each scenario runs once under each of its variants: {total} runs in all.", markup=False)
    for problem in report.problems()[:10]:
        console.print(f"  [red]{problem.label}[/red] {problem.key}: {problem.message}")
    console.print(
        "[green]The corpus passes on the reference engine.[/green]"
        if report.ok
        else "[red]The reference engine fails the corpus.[/red]"
    )
    return bool(report.ok)


def _heading(console: Console, title: str) -> None:
    """A rule across the terminal; through a pipe, the title alone (no line as wide as the pipe)."""
    if console.is_terminal:
        console.rule(title)
    else:
        console.print(f"== {title} ==", markup=False)


def hearts_command() -> str:
    """How to type the ``hearts`` being run: ``hearts`` when the shell finds this one, else its path.

    After ``make demo`` the command is ``.venv/bin/hearts`` until the venv is activated, so
    the hint printed at the end works as printed in the shell that ran it.
    """
    running = Path(sys.argv[0])
    if running.name != "hearts" or not running.exists():
        return "hearts"
    found = shutil.which("hearts")
    if found is not None and Path(found).resolve() == running.resolve():
        return "hearts"
    try:
        return str(running.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(running.resolve())


@click.command()
@click.option("--seed", type=SEED, default=7, show_default=True, help="Seed of the annotated hand.")
@lang_option()
@output_option(help="Folder for the walkthrough page.", folder=Path("out"))
def command(seed: int, lang: str, out_dir: Path) -> None:
    """Show the main jobs on defaults: the corpus on the reference engine, then one
    annotated hand (bots Easy, Normal, Hard, Hard) written as an HTML walkthrough."""
    from rich.markup import escape

    from hearts.engine.variant import Variant
    from hearts.plumbing.inputs import shown
    from hearts.walkthrough.render import write
    from hearts.walkthrough.sources import from_seed, parse_levels

    console = open_console(highlight=False)
    _heading(console, "1. The scenario corpus on the reference engine")
    ok = _conformance(console)
    _heading(console, "2. One hand, annotated trick by trick")
    levels = parse_levels(None)
    walkthrough = from_seed(seed, Variant(), levels)
    path = write(walkthrough, lang, "html", out_dir)
    moves = len(walkthrough.teacher.moves)
    console.print(f"Seed {seed}, bots {', '.join(levels)} (N, E, S, W): {moves} moves annotated.")
    console.print(
        f"Walkthrough written to [bold]{escape(shown(str(path)))}[/bold] (open it in a browser; ← → step)."
    )
    console.print(f"At a console: {hearts_command()} step --seed {seed} --lang {lang}", markup=False)
    if ok is False:
        raise SystemExit(1)
