"""``hearts spec``: the Gherkin rules in five languages (``features/<lang>/*.feature``).

``hearts spec coverage`` prints the matrix clause × language → number of
scenarios (and the scenarios of the corpus per clause, in all and at each table size,
when it is available) and exits 1 when a cell is empty, a step line matches no phrase,
or a bot clause is still pending (unless ``--allow-pending``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.common import emit_json, json_option

if TYPE_CHECKING:
    from rich.table import Table

    from hearts.spec.coverage import Coverage


@click.group()
def command() -> None:
    """The rules as Gherkin scenarios in en, es, it, hu and fr."""


def _tables(cov: Coverage) -> list[Table]:
    """Two tables, each narrow enough for a terminal: the features (per language, then at
    each table size other than four) and the corpus (in all, then at each table size)."""
    from rich.table import Table

    from hearts.engine.clauses import AI_CLAUSES, CLAUSES
    from hearts.spec.coverage import AT_EVERY_SIZE, GHERKIN_SIZES, OTHER_SIZES, TABLE_SIZES

    features = Table(
        title="Feature scenarios per clause and language, and of those (in all languages) at a table of N",
        show_edge=False,
    )
    features.add_column("clause", no_wrap=True)
    for lang in cov.languages:
        features.add_column(lang, justify="right")
    for seats in OTHER_SIZES:
        features.add_column(f"at {seats}", justify="right", no_wrap=True)
    for row in cov.rows:
        cells = []
        for lang in cov.languages:
            status = cov.status(row, lang)
            if status == "ok":
                cells.append(str(cov.count(row, lang)))
            elif status == "pending":
                cells.append("[yellow]pending[/yellow]")
            else:
                cells.append("[red]0[/red]")
        for seats in OTHER_SIZES:
            shown = cov.at_size(row, seats)
            needed = row in AT_EVERY_SIZE and seats in GHERKIN_SIZES
            short = needed and any(not cov.at_size(row, seats, lang) for lang in cov.languages)
            cells.append(f"[red]{shown}[/red]" if short else str(shown))
        features.add_row(row, *cells)
    tables = [features]
    if cov.corpus is not None:
        corpus = Table(title="Corpus scenarios per clause, in all and at a table of N", show_edge=False)
        corpus.add_column("clause", no_wrap=True)
        corpus.add_column("corpus", justify="right")
        sizes = TABLE_SIZES if cov.corpus_tables is not None else ()
        for seats in sizes:
            corpus.add_column(f"at {seats}", justify="right", no_wrap=True)
        for row in cov.rows:
            cells = [str(cov.corpus.get(row, 0))]
            for seats in sizes:
                found = cov.corpus_at(row, seats)
                needed = row in CLAUSES and row not in AI_CLAUSES
                cells.append("[red]0[/red]" if needed and not found else str(found))
            corpus.add_row(row, *cells)
        tables.append(corpus)
    return tables


@command.command("coverage")
@click.option(
    "--features",
    "features_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=None,
    help="The folder of language folders (default: the project's features/).",
)
@click.option(
    "--phrases",
    "phrases",
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    multiple=True,
    help="A folder of extra phrase catalogs (<lang>.yaml); may be repeated.",
)
@click.option(
    "--lang",
    "languages",
    multiple=True,
    metavar="LANG",
    help="Show and check only this language (may be repeated; default: every language).",
)
@click.option(
    "--allow-pending",
    is_flag=True,
    help="Let the bot clauses (AI-*) have no scenario yet without failing.",
)
@json_option()
def coverage(
    features_dir: Path | None,
    phrases: tuple[Path, ...],
    languages: tuple[str, ...],
    allow_pending: bool,
    json_out: str | None,
) -> None:
    """Count the scenarios of each clause of RULES.md in each language, and how many of
    them play at a table of three, of five and of six; and the corpus scenarios of each
    clause at each table size (3 to 7).

    Exit 1 if a clause has no scenario in some language, a clause of play has no scenario
    at three, five or six in some language, a clause but the bots' has no corpus scenario
    at some table size, a step matches no phrase, or (without --allow-pending) a bot clause
    is still pending.
    """
    from hearts.cli.output import open_console
    from hearts.spec.coverage import compute

    if languages:
        from hearts.spec.features import find_features_dir

        root = features_dir if features_dir is not None else find_features_dir()
        known = sorted(p.name for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
        unknown = [lang for lang in languages if lang not in known]
        if unknown:
            raise click.BadParameter(
                f"no features in {', '.join(unknown)} (languages: {', '.join(known)})", param_hint="--lang"
            )
    cov = compute(features_dir, phrases, only=languages)
    failures = cov.failures(allow_pending=allow_pending)
    if json_out is not None:
        data = cov.to_json()
        data["failures"] = failures
        emit_json(data, json_out)
    if json_out != "-":
        console = open_console(highlight=False)
        for table in _tables(cov):
            console.print(table)
        console.print(f"{cov.scenarios} scenarios in {len(cov.languages)} languages")
        for failure in failures:
            console.print(f"[red]✗[/red] {failure}")
        pending = cov.pending()
        if pending and allow_pending:
            console.print(f"[yellow]pending (allowed):[/yellow] {', '.join(pending)}")
        if not failures:
            at = ", and corpus scenarios at 3, 4, 5, 6 and 7 seats"
            tables = at if cov.corpus_tables is not None else ""
            console.print(f"[green]every clause has scenarios in every language{tables}[/green]")
    if failures:
        raise SystemExit(1)
