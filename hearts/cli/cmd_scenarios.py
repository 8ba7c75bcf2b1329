"""``hearts scenarios``: tools for the scenario corpus (``hearts scenarios list`` and ``lint``)."""

from __future__ import annotations

from pathlib import Path

import click

from hearts.cli.common import emit_json, json_option, lang_option


@click.group()
def command() -> None:
    """Work with scenario files (the corpus shipped with the package, or your own)."""


@command.command("list")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@lang_option()
@json_option()
def list_command(paths: tuple[Path, ...], lang: str, json_out: str | None) -> None:
    """List the scenarios: ID, title and where each is written (file:line), one a line.

    PATHS are files or folders (default: the corpus shipped with the package). The ID is
    what --scenario takes (hearts walkthrough, step, conform). Titles in --lang when the
    file gives one, else in English. Exit code 2 when a path cannot be read; a file with
    problems is listed as far as it reads (hearts scenarios lint says what is wrong).
    """
    from hearts.cli.output import open_console
    from hearts.scenarios import lint

    report = lint(list(paths) or None)  # an unreadable path: one line, exit 2 (hearts.cli.errors)
    rows = [
        {
            "id": s.id,
            "title": s.titles.get(lang, s.title),
            "file": s.file,
            "line": s.line,
            "clauses": list(s.clauses),
            "variants": list(s.variants),
        }
        for s in report.scenarios
    ]
    if json_out is not None:
        emit_json({"scenarios": rows}, json_out)
        if json_out == "-":
            return
    width = max((len(s.id) for s in report.scenarios), default=0)
    for s in report.scenarios:
        click.echo(f"{s.id:<{width}}  {s.titles.get(lang, s.title)}  ({s.file}:{s.line})")
    open_console(stderr=True, highlight=False).print(
        f"{len(rows)} scenario(s) in {len(report.files)} file(s)", markup=False
    )


@command.command("lint")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
def lint_command(paths: tuple[Path, ...]) -> None:
    """Check scenario files: schema, ids, deals, legal setups, clause IDs and variants.

    PATHS are files or folders (default: the corpus shipped with the package).
    Problems are printed as file:line:col: message. Exit code 0 when clean, 1 when
    problems were found, 2 when a path cannot be read.
    """
    from hearts.cli.output import open_console
    from hearts.scenarios import lint

    report = lint(list(paths) or None)  # an unreadable path: one line, exit 2 (hearts.cli.errors)
    if not report.files:
        click.echo(f"hearts: error: no scenario file found in {', '.join(map(str, paths))}", err=True)
        raise SystemExit(2)
    for problem in report.problems:
        click.echo(str(problem))
    console = open_console(stderr=True, highlight=False)
    files = len(report.files)
    if report.problems:
        console.print(
            f"[red]{len(report.problems)} problem(s)[/red] in {files} file(s); "
            f"{len(report.scenarios)} scenario(s) are fine"
        )
        raise SystemExit(1)
    console.print(f"[green]ok[/green]: {len(report.scenarios)} scenarios in {files} file(s)")
