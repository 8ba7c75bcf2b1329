"""``hearts scenarios``: tools for the scenario corpus (``hearts scenarios lint``)."""

from __future__ import annotations

from pathlib import Path

import click


@click.group()
def command() -> None:
    """Work with scenario files (the corpus shipped with the package, or your own)."""


@command.command("lint")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
def lint_command(paths: tuple[Path, ...]) -> None:
    """Check scenario files: schema, ids, deals, legal setups, clause IDs and variants.

    PATHS are files or folders (default: the corpus shipped with the package).
    Problems are printed as file:line:col: message. Exit code 0 when clean, 1 when
    problems were found, 2 when a path cannot be read.
    """
    from rich.console import Console

    from hearts.scenarios import UnreadableInput, lint

    try:
        report = lint(list(paths) or None)
    except UnreadableInput as err:
        click.echo(f"hearts: error: {err}", err=True)
        raise SystemExit(2) from None
    if not report.files:
        click.echo(f"hearts: error: no scenario file found in {', '.join(map(str, paths))}", err=True)
        raise SystemExit(2)
    for problem in report.problems:
        click.echo(str(problem))
    console = Console(stderr=True, highlight=False)
    files = len(report.files)
    if report.problems:
        console.print(
            f"[red]{len(report.problems)} problem(s)[/red] in {files} file(s); "
            f"{len(report.scenarios)} scenario(s) are fine"
        )
        raise SystemExit(1)
    console.print(f"[green]ok[/green]: {len(report.scenarios)} scenarios in {files} file(s)")
