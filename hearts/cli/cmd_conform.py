"""``hearts conform``: run the scenario corpus against an engine and report per file."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hearts.cli.common import allow_empty_option, check_output_option, emit_json, engine_options, json_option
from hearts.plumbing.atomic import write_atomic
from hearts.plumbing.errors import InputError

if TYPE_CHECKING:  # imported when the command runs, so that its --help loads no engine
    from rich.console import Console

    from hearts.conformance.engine import Engine
    from hearts.conformance.runner import Report, Result

_STYLE = {
    "passed": "green",
    "failed": "red",
    "skipped": "yellow",
    "errored": "magenta",
    "crashed": "bold red",
    "timed-out": "red",
    "not-run": "red",
    "expected failure": "cyan",
    "unexpectedly passed": "bold red",
}
_COLUMNS = (
    "passed",
    "failed",
    "skipped",
    "errored",
    "crashed",
    "timed-out",
    "not-run",
    "expected failure",
    "unexpectedly passed",
)


class EngineUnavailable(InputError):
    """``--engine`` was given but the external-engine support cannot be loaded."""


def _open_engine(command: str, timeout: float) -> Engine:
    try:
        process = importlib.import_module("hearts.conformance.process")
    except ImportError as err:
        raise EngineUnavailable(
            f"--engine: external engines need hearts.conformance.process, which is not available ({err})"
        ) from None
    opener = getattr(process, "open_engine", None)
    if opener is None:
        raise EngineUnavailable("--engine: hearts.conformance.process has no open_engine()")
    engine: Engine = opener(command, timeout)
    return engine


def _short(value: Any, limit: int = 160) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _print_report(console: Console, report: Report) -> None:
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=f"hearts conform · {escape(report.engine)}", show_edge=False)
    table.add_column("file")
    by_file = report.by_file()
    shown = [c for c in _COLUMNS if any(counts[c] for counts in by_file.values())] or ["passed"]
    for column in shown:
        table.add_column(column, justify="right", style=_STYLE[column])
    for name, counts in by_file.items():
        table.add_row(escape(name), *(str(counts[c]) if counts[c] else "·" for c in shown))
    console.print(table)
    for r in report.problems():
        if r.status != "not-run":
            _print_problem(console, r)
    for entry in report.unknown_expected_failures:
        console.print(
            f"[yellow]note[/yellow]: expected failure {escape(repr(entry))} names no scenario that was run"
        )
    totals = report.counts()
    summary = ", ".join(f"{totals[c]} {c}" for c in _COLUMNS if totals[c]) or "no scenario run"
    if report.empty:
        verdict = "[red]NOTHING CHECKED[/red]"
    else:
        verdict = "[green]ok[/green]" if report.ok else "[red]FAILED[/red]"
    console.print(
        f"{verdict}: {summary} ({len(report.results)} scenario run(s), {report.checked} checked, "
        f"{report.comparisons} expectation(s) compared in {report.seconds:.2f} s)"
    )
    for reason, count in report.skip_reasons():
        console.print(f"[yellow]{count} skipped[/yellow]: {escape(_short(reason, 300))}")
    if report.gave_up is not None:
        console.print(
            f"[red]GAVE UP[/red]: {escape(report.gave_up)}; {report.not_run} scenario run(s) not run",
            soft_wrap=True,
        )
    if report.empty:
        console.print(f"nothing was checked: {escape(report.why_empty())}")


def _print_problem(console: Console, r: Result) -> None:
    from rich.markup import escape

    label = r.label
    where = f"{r.id} [{r.variant}] {r.file}:{r.line}" + (f" ({r.clause})" if r.clause else "")
    console.print(f"[{_STYLE[label]}]{label.upper()}[/] {escape(where)}")
    if r.unexpected_pass:
        console.print("    unexpectedly passed: remove it from the expected-failures list")
        return
    if r.message:
        console.print(f"    {_short(r.message, 400)}", markup=False)
    if r.index is not None:
        console.print(f"    refused setup action: index {r.index} ({r.action})", markup=False)
    if r.status == "failed":
        console.print(f"    expected:    {_short(r.expected)}", markup=False)
        console.print(f"    engine said: {_short(r.got)}", markup=False)
    if r.status == "crashed":
        console.print(f"    exit code: {r.exit_code}")
        for line in r.stderr_tail.splitlines()[-10:]:
            console.print(f"    | {line}", markup=False)


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--variant",
    "variant",
    default=None,
    metavar="NAME",
    help="Only this variant (a name the scenarios use: card-1.0.0, web, ...). Default: all of them.",
)
@engine_options(required=False, timeout=10.0)
@click.option(
    "--expected-failures",
    "expected_failures",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Scenario ids of known gaps (YAML list or one per line): their failures do not fail the run.",
)
@allow_empty_option("nothing was checked (every scenario skipped)")
@json_option()
@click.option(
    "--junit",
    "junit_out",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    metavar="FILE",
    callback=check_output_option,
    help="Write a JUnit XML report to FILE.",
)
def command(
    paths: tuple[Path, ...],
    variant: str | None,
    engine_cmd: str | None,
    timeout: float,
    expected_failures: Path | None,
    allow_empty: bool,
    json_out: str | None,
    junit_out: Path | None,
) -> None:
    """Check an engine against the scenario corpus.

    PATHS are scenario files or folders (default: the corpus shipped with the
    package). Prints passed / failed / skipped per file, then each failure with
    its scenario id, file:line, clause, expected and got. Exit code 0 only if
    nothing failed (known gaps listed with --expected-failures excepted), 1 if
    something did or if nothing was checked (every scenario skipped; see
    --allow-empty), 2 for unreadable input. Skips are counted by reason. After three
    scenario runs in a row in which the engine itself failed (crash, timeout, a broken
    answer), the run gives up on it: the rest are reported as not run, exit code 1.
    """
    from rich.markup import escape

    from hearts.cli.output import open_console
    from hearts.cli.progress import progress_bar
    from hearts.conformance.reference import ReferenceEngine
    from hearts.conformance.runner import load_expected_failures, run_corpus
    from hearts.scenarios import load_corpus

    scenarios = load_corpus(list(paths) or None)
    if not scenarios:
        raise InputError(
            f"no scenario found in {', '.join(map(str, paths)) or 'the corpus'}: nothing to check"
        )
    if variant is not None and not any(variant in s.variants for s in scenarios):
        names = sorted({n for s in scenarios for n in s.variants})
        raise InputError(f"--variant: no scenario applies to {variant!r} (variants used: {', '.join(names)})")
    xfail = load_expected_failures(expected_failures) if expected_failures is not None else set()
    engine: Engine = ReferenceEngine() if engine_cmd is None else _open_engine(engine_cmd, timeout)
    quiet = json_out == "-"
    console = open_console(stderr=quiet, highlight=False)
    total = sum(1 for s in scenarios for n in s.variants if variant is None or n == variant)
    try:
        with progress_bar("conform", total, current=True) as bar:

            def advance(result: Result) -> None:
                bar.advance(1, result.id)

            report = run_corpus(scenarios, engine, variant, xfail, advance)
    finally:
        engine.close()
    if json_out is not None:
        emit_json(report.to_json(), json_out)
    if junit_out is not None:
        write_atomic(junit_out, report.to_junit())
    if not quiet:
        _print_report(console, report)
    else:
        if report.gave_up is not None:
            open_console(stderr=True).print(
                f"GAVE UP: {report.gave_up}; {report.not_run} scenario run(s) not run",
                markup=False,
                soft_wrap=True,
            )
        if report.empty:
            open_console(stderr=True).print(f"nothing was checked: {escape(report.why_empty())}")
    raise SystemExit(0 if report.ok and (allow_empty or not report.empty) else 1)
