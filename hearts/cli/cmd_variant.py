"""``hearts variant check|diff|card``: tools for rule writers.

``check`` proves a variant playable (an exhaustive check of every abstract
decision point, then seeded random games) and writes any dead end as a scenario
that ``hearts conform`` can run; ``diff`` lists what changes between two variants
(knobs, corpus scenarios, rates in real play); ``card`` prints the rule card.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.bots.levels import PLAYERS
from hearts.cli.common import LANGUAGES, Seconds, emit_json, json_option, output_option, seed_option
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar
from hearts.plumbing.atomic import check_output, output_in, slug, write_atomic
from hearts.plumbing.inputs import shown
from hearts.varianttools.audiences import AUDIENCES

if TYPE_CHECKING:
    from hearts.engine.variant import Variant
    from hearts.varianttools.check import CheckProgress, CheckReport
    from hearts.varianttools.diff import DiffReport

# The engine, the variant tools and rich are imported by the functions that use them, not
# here: `hearts variant --help` (and each subcommand's help) loads none of them.


def _term(text: str) -> str:
    """Text from a file (a variant's name, a reason quoting it) for the terminal: control
    characters shown as escapes, never sent (hearts.plumbing.inputs.shown), and no rich markup."""
    from rich.markup import escape

    return escape(shown(text, 2000))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def command() -> None:
    """Check a variant, compare two variants, print a variant's rule card."""


def _schema_ref(folder: Path) -> str:
    schema = Path(str(resources.files("hearts.scenarios").joinpath("schema.json"))).resolve()
    return os.path.relpath(schema, folder.resolve()).replace(os.sep, "/")


_FINDINGS = ("dead-end", "fallback")
"""The kinds of positions ``variant check -o`` writes, one scenario file each."""


def _scenario_path(folder: Path, variant: Variant, what: str) -> Path:
    """Where ``variant check -o`` writes the positions of kind ``what``: a slug of the variant's
    name (which the variant file chooses) inside the folder, never elsewhere."""
    path = output_in(folder, f"{slug(variant.name)}-{what}s.yaml")
    check_output(path)
    return path


def _write_scenarios(report: CheckReport, folder: Path) -> list[Path]:
    from hearts.varianttools.scenariofile import scenario_yaml

    written: list[Path] = []
    for what, results in zip(_FINDINGS, (report.dead_ends, report.fallbacks), strict=True):
        if not results:
            continue
        path = _scenario_path(folder, report.variant, what)
        write_atomic(path, scenario_yaml(report.variant, results, what, _schema_ref(folder)))
        written.append(path)
    return written


@command.command("check")
@click.argument("variant_file", metavar="FILE_OR_NAME")
@click.option(
    "--games",
    type=click.IntRange(min=0, max=100_000),
    default=50,
    show_default=True,
    help="Seeded random games.",
)
@click.option(
    "--time-limit",
    type=Seconds(maximum=24 * 3600, zero=True),
    default=120.0,
    show_default=True,
    help="Seconds for the random games at most (the rest is skipped, and the report says so).",
)
@click.option(
    "--strict",
    is_flag=True,
    help="Exit 1 on a warning (a knob that changes nothing) too; without it a warning is shown and exits 0.",
)
@seed_option()
@json_option()
@output_option(
    help="Folder for the scenario files of the dead ends (and fallback positions).", is_folder=True
)
def check_command(
    variant_file: str,
    games: int,
    time_limit: float,
    strict: bool,
    seed: int,
    json_out: str | None,
    output: Path | None,
) -> None:
    """Prove that a variant is playable, or say in one line per finding why not.

    From the knobs alone: values that contradict each other, a game that can never
    end (or only by a moon), knobs that change nothing (warnings). Then every
    abstract decision point (context and hand pattern) is built as a concrete
    position and the engine is asked for its legal actions; then GAMES seeded random
    games check the engine's invariants.

    Exit codes: 0 when nothing but warnings is found (each warning is shown, and
    the last line says OK with the count); 1 for any other finding, and for a
    warning too with --strict; 2 for a bad variant file.
    """
    from hearts.variants.files import load_variant
    from hearts.varianttools.check import check_variant

    variant = load_variant(variant_file, lenient=True)
    if output is not None:  # refused now, not after the check
        for what in _FINDINGS:
            _scenario_path(output, variant, what)
    with _progress_bar() as progress:
        report = check_variant(
            variant, games=games, seed=seed, progress=progress, budget=time_limit, strict=strict
        )
    written = _write_scenarios(report, output) if output is not None else []
    if json_out is not None:
        data = report.to_json()
        data["scenario_files"] = [str(p) for p in written]
        emit_json(data, json_out)
    if json_out != "-":
        _print_check(report, written)
    if not report.ok:
        raise SystemExit(1)


@contextlib.contextmanager
def _progress_bar() -> Iterator[CheckProgress | None]:
    """A progress bar on stderr (cases built, then games played), drawn only on a terminal,
    so never into the JSON on stdout (as :mod:`hearts.cli.progress`)."""
    from rich.progress import BarColumn, MofNCompleteColumn, TaskID, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as RichProgress

    err = open_console(stderr=True)
    bar = RichProgress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=not err.is_terminal,
    )
    tasks: dict[str, TaskID] = {}
    names = {"cases": "decision points built", "games": "random games played"}

    def update(phase: str, done: int, total: int) -> None:
        if phase not in tasks:
            tasks[phase] = bar.add_task(names.get(phase, phase), total=total)
        bar.update(tasks[phase], completed=done, total=total)

    with bar:
        yield update


_VERDICT_STYLE = {"warning": "yellow"}


def _print_check(report: CheckReport, written: list[Path]) -> None:
    from rich.table import Table

    console = open_console(highlight=False)
    data = report.to_json()["exhaustive"]
    console.print(
        f"[bold]hearts variant check[/bold] · {_term(report.variant.name)} · "
        f"{data['cases']} abstract decision points: {data['ok']} with a legal action, "
        f"{data['dead-end']} dead end(s), {data['unreachable']} unreachable"
    )
    if report.dead_ends:
        table = Table(title="Dead ends (no legal action)", show_edge=False)
        table.add_column("case")
        table.add_column("clauses")
        table.add_column("example")
        for r in report.dead_ends:
            pos = r.position
            assert pos is not None
            example = f"{pos.record.deals[0].format()} · plays {' '.join(c.format() for c in pos.plays)}"
            table.add_row(r.case.describe(), " ".join(r.clauses), example)
        console.print(table)
    if report.fallbacks:
        table = Table(title="Where the first-trick fallback decides (open question 4)", show_edge=False)
        table.add_column("case")
        table.add_column("legal under the fallback")
        for r in report.fallbacks:
            table.add_row(r.case.describe(), " ".join(c.format() for c in r.legal))
        console.print(table)
    rnd = report.random
    if rnd is not None:
        line = f"Random play: {rnd.games} games, {rnd.hands} hands, {rnd.decisions} decisions, "
        line += f"{rnd.cases_seen} abstract cases met"
        if rnd.stopped_early:
            line += " (time limit reached: the remaining games were not played)"
        console.print(line)
    elif report.endless is not None:
        console.print("Random play: skipped (a game could not end)")
    for kind, why in report.verdicts():
        style = _VERDICT_STYLE.get(kind, "red")
        console.print(f"[{style}]{kind}: {_term(why)}[/{style}]", soft_wrap=True)
    for path in written:
        console.print(f"Wrote {_term(str(path))}")
    warnings = len(report.warnings)
    suffix = f" ({warnings} warning{'s' if warnings != 1 else ''})" if warnings else ""
    console.print(f"[green]OK{suffix}[/green]" if report.ok else f"[red]FAILED{suffix}[/red]")


@command.command("diff")
@click.argument("a", metavar="A")
@click.argument("b", metavar="B")
@click.option(
    "--hands",
    type=click.IntRange(min=0, max=1_000_000),
    default=200,
    show_default=True,
    help="Seeded hands of play.",
)
@click.option(
    "--bots",
    type=click.Choice(PLAYERS),
    default="normal",
    show_default=True,
    help="Bot level for the hands of play.",
)
@click.option(
    "--scenarios",
    "scenario_paths",
    multiple=True,
    type=click.Path(path_type=Path),
    metavar="PATH",
    help="Scenario files or folders to compare (default: the shipped corpus).",
)
@click.option("--details", is_flag=True, help="Every scenario that differs, and the meaning of each knob.")
@seed_option()
@json_option()
def diff_command(
    a: str,
    b: str,
    hands: int,
    bots: str,
    scenario_paths: tuple[Path, ...],
    details: bool,
    seed: int,
    json_out: str | None,
) -> None:
    """Compare two variants: a summary of the knobs, bot play and corpus scenarios that differ.

    The scenarios are grouped by the kind of change, counted, with three examples
    each; --details lists them all.
    """
    from hearts.scenarios import load_corpus
    from hearts.variants.files import load_variant
    from hearts.varianttools.diff import diff_variants

    va, vb = load_variant(a), load_variant(b)
    scenarios = load_corpus(list(scenario_paths) or None)
    with progress_bar("hands played under both variants", hands) as bar:
        report = diff_variants(
            va, vb, hands=hands, seed=seed, bots=bots, scenarios=scenarios, progress=bar.to
        )
    if json_out is not None:
        emit_json(report.to_json(), json_out)
        if json_out == "-":
            return
    _print_diff(report, details)


def _pct(n: int, d: int) -> str:
    return f"{n} of {d} ({(n / d if d else 0):.1%})"


def _print_diff(report: DiffReport, details: bool) -> None:  # noqa: C901, PLR0912 (one branch per kind of difference shown)
    """The summary (one screen for a few knobs); ``details`` adds every scenario and knob meaning."""
    from hearts.varianttools.diff import SAME_MOVE_OTHER_CLAUSE, group_changes, symbols
    from hearts.varianttools.ineffective import ineffective

    console = open_console(highlight=False, soft_wrap=True)
    va, vb = report.a, report.b
    console.print(f"[bold]hearts variant diff[/bold] · A = {_term(va.name)} · B = {_term(vb.name)}")
    console.print()
    if not report.knobs:
        console.print("No knob differs.")
    else:
        console.print(f"[bold]Knobs that differ ({len(report.knobs)})[/bold]")
        width = max(len(k.knob) for k in report.knobs)
        values = [f"{k.a} → {k.b}" for k in report.knobs]
        vwidth = max(len(v) for v in values)
        for k, value in zip(report.knobs, values, strict=True):
            console.print(f"  {k.knob:<{width}}  {value:<{vwidth}}  {k.clause}")
            if details:
                console.print(f"  {'':<{width}}  [dim]{_term(k.doc)}[/dim]")
    for line in report.skipped:
        console.print(f"[yellow]Not compared: {_term(line)}[/yellow]")
    play = report.play
    if play is not None:
        console.print(
            f"[bold]Bot play[/bold] ({play.hands} hands, {play.players}; B replays A's moves while legal)"
        )
        console.print(
            f"  legal cards differ at {_pct(play.legal_differs, play.decisions)} decisions, "
            f"in {_pct(play.hands_legal_differs, play.hands)} hands"
        )
        console.print(f"  tricks that play out differently: {_pct(play.tricks_differ, play.tricks)}")
        console.print(
            f"  hands whose points differ: {_pct(play.hands_points_differ, play.hands)}; "
            f"A's play illegal under B: {_pct(play.hands_diverged, play.hands)}"
        )
    changed, total = len(report.scenarios), report.scenarios_total
    console.print(f"[bold]Corpus[/bold]: {changed} of {total} scenarios answer differently")
    for group in group_changes(report.scenarios):
        console.print(f"  {len(group.members):>4} × {group.kind}")
        shown = group.members if details else group.members[:3]
        for d, text in shown:
            console.print(f"         {_term(d.id)}: {_term(text)}")
        if details:
            for d, _text in shown:
                console.print(
                    f"         [dim]{_term(d.id)} ({_term(d.location)}; {' '.join(d.clauses)})[/dim]"
                )
                for la, lb in d.differences:
                    console.print(f"           A: {_term(symbols(la))}\n           B: {_term(symbols(lb))}")
    played = [d for d in report.scenarios if d.kind != SAME_MOVE_OTHER_CLAUSE]
    quiet = report.knobs and not played and (play is None or not play.legal_differs) and not report.skipped
    if quiet:
        cited = " (only the clause a refusal cites)" if report.scenarios else ""
        console.print(
            f"[yellow]These knob changes changed nothing in the corpus or in bot play{cited}.[/yellow]"
        )
    for variant in (va, vb):
        for knob, why in ineffective(variant):
            if any(k.knob == knob for k in report.knobs):
                console.print(f"[yellow]warning: {_term(variant.name)}: {knob}: {_term(why)}[/yellow]")
    if not details:
        console.print(
            "[dim]--details: every scenario with its first differing lines, and each knob's meaning[/dim]"
        )


@command.command("card")
@click.argument("variant_file", metavar="FILE_OR_NAME")
@click.option(
    "--lang", type=click.Choice(LANGUAGES), default="en", show_default=True, help="Language of the card."
)
@click.option(
    "--audience",
    type=click.Choice(AUDIENCES),
    default="writers",
    show_default=True,
    help="writers: clause IDs and the tests of each rule; players: a card for the table, "
    "the rules that differ from card-1.0.0 marked ◆.",
)
@click.option("--no-links", is_flag=True, help="Leave out the tests and scenarios of each clause.")
@click.option(
    "--site",
    default="",
    metavar="URL",
    help="Where the documentation site is, prepended to every link (default: links relative to its root).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["md", "html", "text"]),
    default=None,
    help="Markdown, a standalone HTML page with a print stylesheet, or text for a terminal (default: "
    "from the -o suffix, else text at a terminal and md in a pipe).",
)
@output_option(help="Write the card to this file instead of stdout.")
def card_command(
    variant_file: str,
    lang: str,
    audience: str,
    no_links: bool,
    site: str,
    fmt: str | None,
    output: Path | None,
) -> None:
    """Print the rule card of a variant, in one of five languages, as Markdown or HTML."""
    from hearts.variants.files import load_notes, load_variant
    from hearts.varianttools.card import card_html, card_terminal, own_texts, render_card

    variant = load_variant(variant_file)
    notes = load_notes(variant_file)
    if site and not site.endswith("/"):
        site += "/"
    text = render_card(variant, lang, links=not no_links, site=site, audience=audience, notes=notes)
    if fmt is None and output is None:
        fmt = "text" if sys.stdout.isatty() else "md"
    elif fmt is None:
        fmt = "html" if output is not None and output.suffix.lower() in (".html", ".htm") else "md"
    if fmt == "html":
        text = card_html(text, shown(own_texts(variant, lang, notes)[0]), lang)
    elif fmt == "text":
        text = card_terminal(text)
    if output is None:
        click.echo(text, nl=False)
    else:
        write_atomic(output, text)
