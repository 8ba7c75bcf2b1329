"""``hearts tournament``: bots against each other on duplicate deals, with confidence intervals."""

from __future__ import annotations

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from hearts.cli.common import emit_json, json_option, seed_option, variant_option
from hearts.play.tournament import KINDS, TournamentReport, run_tournament
from hearts.variant import Variant


def _seats(ctx: click.Context, param: click.Parameter, value: str) -> list[str]:
    kinds = [k.strip() for k in value.split(",") if k.strip()]
    if len(kinds) == 1:
        kinds *= 4
    if len(kinds) != 4:
        raise click.BadParameter("give one bot for all seats or four, comma-separated")
    for kind in kinds:
        if kind not in KINDS:
            raise click.BadParameter(f"unknown bot {kind!r} (use {', '.join(KINDS)})")
    return kinds


def _show(console: Console, report: TournamentReport) -> None:
    table = Table(
        title=f"{report.deals} duplicate deals · {report.hands} hands · "
        f"variant {report.variant} · seed {report.seed}"
    )
    table.add_column("#", justify="right")
    table.add_column("bot")
    table.add_column("hands", justify="right")
    table.add_column("pts/hand", justify="right")
    table.add_column("95% CI", justify="right")
    table.add_column("moons", justify="right")
    table.add_column("stopped", justify="right")
    table.add_column(f"won/{report.games}", justify="right")
    for e in report.entries:
        table.add_row(
            str(e.entry + 1),
            e.kind,
            str(e.hands),
            f"{e.mean:.3f}",
            f"[{e.ci_low:.3f}, {e.ci_high:.3f}]",
            str(e.moons_shot),
            str(e.moons_stopped),
            f"{e.games_won:g}",
        )
    console.print(table)
    if report.stuck_hands:
        console.print(
            f"[yellow]{report.stuck_hands} hands stopped: the variant left a player no legal card[/yellow]"
        )
    console.print(
        "Lower is better. Each deal is played four times with the bots rotated; the interval is over deals. "
        "Games chain the hands of each rotation to the target score (GAME-END)."
    )


@click.command()
@click.option(
    "--seats",
    default="hard,normal,normal,normal",
    show_default=True,
    callback=_seats,
    metavar="BOT[,BOT,BOT,BOT]",
    help=f"The four entries ({', '.join(KINDS)}); each plays every seat of every deal.",
)
@click.option(
    "--deals", type=click.IntRange(min=1), default=100, show_default=True, help="Duplicate deals to play."
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to spread the deals over.",
)
@variant_option()
@seed_option()
@json_option()
def command(
    seats: list[str], deals: int, workers: int, variant: Variant, seed: int, json_out: str | None
) -> None:
    """Play bots against each other on duplicate deals and report their strength.

    Each deal is played four times, the entries rotated one seat each time, and the
    pass direction cycles with the deal (PASS-CYCLE). Reports per entry the mean
    points per hand with a 95% confidence interval, moons shot and stopped (MOON),
    and games won when each rotation's hands are chained into games (GAME-END).
    The results are the same for any number of workers.
    """
    quiet = json_out == "-"
    console = Console(highlight=False, stderr=quiet)
    if quiet:
        report = run_tournament(seats, deals, seed, variant, workers)
    else:
        with Progress(
            TextColumn("[bold]deals"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=console,
            transient=True,
        ) as bar:
            task = bar.add_task("deals", total=deals)
            report = run_tournament(seats, deals, seed, variant, workers, lambda n: bar.advance(task, n))
    if json_out is not None:
        emit_json(report.as_dict(), json_out)
        if quiet:
            return
    _show(console, report)
