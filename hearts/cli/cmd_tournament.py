"""``hearts tournament``: bots against each other on duplicate deals, with confidence intervals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from hearts.bots.levels import PLAYERS as KINDS
from hearts.cli.common import emit_json, json_option, lang_option, seed_option, variant_option, workers_option
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar
from hearts.plumbing.inputs import shown

if TYPE_CHECKING:
    from rich.console import Console

    from hearts.engine.variant import Variant
    from hearts.play.tournament import TournamentReport
    from hearts.words.lang import Lang

DEFAULT_SEATS = ["hard", "normal", "normal", "normal"]
"""The entries by default (at another table: Hard and a Normal bot at every other seat)."""
MAX_DEALS = 100_000
"""Most deals one run plays (each is four hands; the hard bots play about ten hands a second)."""


def _seats(ctx: click.Context, param: click.Parameter, value: str) -> list[str]:
    from hearts.cards import TABLE_SIZES  # here, not at import: `--help` loads its command only

    kinds = [k.strip() for k in value.split(",") if k.strip()]
    if not kinds or len(kinds) > TABLE_SIZES[-1]:
        raise click.BadParameter("give one bot for all seats or four, comma-separated")
    for kind in kinds:
        if kind not in KINDS:
            raise click.BadParameter(f"unknown bot {kind!r} (use {', '.join(KINDS)})")
    return kinds


def _entries(kinds: list[str], variant: Variant) -> list[str]:
    """One entry per seat of the variant's table (one bot given: at every seat); another number
    of entries is refused in one line naming the table's size."""
    n = variant.players
    if len(kinds) == 1:
        return kinds * n
    if len(kinds) != n:
        if n == 4:
            raise click.BadParameter(
                "give one bot for all seats or four, comma-separated", param_hint="'--seats'"
            )
        raise click.BadParameter(
            f"{variant.name} is played by {n} players: give one bot for all seats or {n}, "
            f"comma-separated, not {len(kinds)}",
            param_hint="'--seats'",
        )
    return kinds


def _show(console: Console, report: TournamentReport, lang: Lang, seats: int) -> None:
    from rich.markup import escape
    from rich.table import Table

    from hearts.terminal.console import tournament_legend
    from hearts.words.terminal import (
        TOURNAMENT_COLUMNS,
        TOURNAMENT_DEALS,
        TOURNAMENT_HANDS,
        TOURNAMENT_STUCK,
        TOURNAMENT_TITLE,
    )

    _ = lang.gettext
    table = Table(
        title=_(TOURNAMENT_TITLE)
        % {
            "deals": lang.plural(TOURNAMENT_DEALS, report.deals) % {"count": report.deals},
            "hands": lang.plural(TOURNAMENT_HANDS, report.hands) % {"count": report.hands},
            "variant": escape(shown(report.variant, 200)),
            "seed": report.seed,
        }
    )
    labels = [_(name) for name, _meaning in TOURNAMENT_COLUMNS]
    table.add_column("#", justify="right")
    table.add_column(labels[0])
    for label in labels[1:-1]:
        table.add_column(label, justify="right")
    table.add_column(f"{labels[-1]}/{report.games}", justify="right")
    for e in report.entries:
        table.add_row(
            str(e.entry + 1),
            lang.level(e.kind),
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
            lang.plural(TOURNAMENT_STUCK, report.stuck_hands) % {"count": report.stuck_hands},
            markup=False,
        )
    for line in tournament_legend(lang, seats):
        console.print(line, markup=False, highlight=False)


@click.command()
@click.option(
    "--seats",
    default=",".join(DEFAULT_SEATS),
    show_default=True,
    callback=_seats,
    metavar="BOT[,BOT,BOT,BOT]",
    help=f"The four entries ({', '.join(KINDS)}), or one per seat at a table of three, five, six or seven; "
    "each plays every seat of every deal.",
)
@click.option(
    "--deals",
    type=click.IntRange(min=1, max=MAX_DEALS),
    default=100,
    show_default=True,
    help=f"Duplicate deals to play (at most {MAX_DEALS:,}).",
)
@workers_option("the deals")
@variant_option()
@seed_option()
@lang_option()
@json_option()
@click.option(
    "--shard",
    "shard_text",
    default=None,
    metavar="K/N",
    help="Play only the K-th of N slices of the deals (whole runs of 25); --json writes a result "
    "hearts merge adds up with the other shards'.",
)
def command(
    seats: list[str],
    deals: int,
    workers: int,
    variant: Variant,
    seed: int,
    lang: str,
    json_out: str | None,
    shard_text: str | None,
) -> None:
    """Play bots against each other on duplicate deals and report their strength.

    Each deal is played once per seat (four times at four seats), the entries rotated one
    seat each time (at a table of three to seven: one entry per seat), and the
    pass direction cycles with the deal (PASS-CYCLE). Reports per entry the mean
    points per hand with a 95% confidence interval, moons shot and stopped (MOON),
    and games won when each rotation's hands are chained into games (GAME-END).
    The results are the same for any number of workers.

    \b
    Columns:
      bot: the entry (its level)
      hands: hands it played: each deal four times, the entries rotated
      pts/hand: points it took per hand on average; lower is better
      95% CI: the range the true average lies in, 95 times in 100
      moons: hands in which it shot the moon (MOON)
      stopped: hands in which another entry took 10+ of the 14 point cards and it the rest
      won/N: games won of N, hands of each rotation chained into games
    """
    from hearts import __version__
    from hearts.campaign.shards import Shard
    from hearts.campaign.tournaments import TournamentCampaign, deals_of, shard_result
    from hearts.play.tournament import tally_tournament
    from hearts.words.lang import Lang

    if seats == DEFAULT_SEATS and variant.players != 4:
        seats = [seats[0]] + [seats[1]] * (variant.players - 1)  # Hard among Normal bots
    seats = _entries(seats, variant)
    quiet = json_out == "-"
    console = open_console(highlight=False, stderr=quiet)
    shard = Shard.parse(shard_text) if shard_text is not None else None
    picked = range(deals) if shard is None else deals_of(shard, deals)
    with progress_bar("deals", len(picked)) as bar:
        tally = tally_tournament(seats, picked, seed, variant, workers, bar.advance)
    report = tally.report()
    if json_out is not None:
        campaign = TournamentCampaign(tuple(seats), variant, deals, seed, __version__)
        emit_json(report.as_dict() if shard is None else shard_result(campaign, shard, tally), json_out)
        if quiet:
            return
    _show(console, report, Lang(lang, variant.players), variant.players)
