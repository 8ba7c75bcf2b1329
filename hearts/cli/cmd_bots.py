"""``hearts bots``: tools about the bots; ``hearts bots audit`` checks every claim they make.

``audit`` plays seeded whole games with the bots (every hand, the bots kept across hands)
and checks every fact, step, headline and runner-up of every decision record against the
real position (:mod:`hearts.audit`). Exit 0: every claim true and none misleading; 1: some
claim false or misleading (each listed with the walkthrough command that shows it); 2: bad
input.
"""

from __future__ import annotations

import sys
import time

import click
from rich.console import Console
from rich.table import Table

from hearts.audit import Tally, run
from hearts.bots import LEVELS
from hearts.cli.common import SEED, emit_json, json_option, workers_option
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar
from hearts.variants.files import builtin_variant_names, load_variant

MAX_DECISIONS = 1_000_000
"""Most decisions one audit checks (for more, run several audits from other seeds)."""


@click.group()
def command() -> None:
    """Tools about the bots (AI-EASY, AI-NORMAL, AI-HARD)."""


def _variants(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> list[str]:
    names: list[str] = []
    for item in value or ("card-1.0.0",):
        # "all": the shipped four-seat variants (the audit plays four seats; docs/players.md)
        for name in builtin_variant_names(players=4) if item == "all" else [item]:
            load_variant(name)  # a bad name is reported on one line (exit 2)
            if name not in names:
                names.append(name)
    return names


@command.command()
@click.option(
    "--decisions",
    type=click.IntRange(min=1, max=MAX_DECISIONS),
    default=2000,
    show_default=True,
    help="Check at least this many decisions (whole games are played, at least one per variant).",
)
@click.option(
    "--variant",
    "variants",
    multiple=True,
    callback=_variants,
    metavar="NAME|FILE|all",
    help="Variant to play (repeatable; 'all': every shipped variant). Default card-1.0.0.",
)
@click.option(
    "--level",
    "levels",
    multiple=True,
    type=click.Choice(LEVELS),
    help="Bot level at the table (repeatable; seats rotate between them). Default: all three.",
)
@click.option(
    "--seed", type=SEED, default=1, show_default=True, help="Seed of the first game (then +1 each)."
)
@workers_option("the games")
@json_option()
def audit(
    decisions: int,
    variants: list[str],
    levels: tuple[str, ...],
    seed: int,
    workers: int,
    json_out: str | None,
) -> None:
    """Play seeded whole games and check every claim of every bot record.

    Every hand of each game is played to the end (GAME-END), the same bots kept across
    the hands as in hearts play. Each fact, step, headline (the decisive reason) and
    runner-up is checked with the auditor's own code, written from the key's truth
    condition (hearts.bots.keys.TRUTH); a claim can be false, or misleading (true words
    that point to another card or another reason). Each one found is listed with the
    walkthrough command that shows the hand and the number of the decision in it.

    \b
    Examples:
      hearts bots audit --decisions 2000
      hearts bots audit --variant all --decisions 100000 --workers 2 --json audit.json
    """
    start = time.monotonic()
    with progress_bar("auditing decisions", decisions) as bar:
        tally = run(decisions, variants, list(levels or LEVELS), seed, workers, lambda t: bar.to(t.decisions))
    seconds = time.monotonic() - start
    if json_out is not None:
        emit_json(_as_json(tally, variants, levels or LEVELS, seed, seconds), json_out)
    if json_out != "-":
        _show(open_console(), tally, seconds)
    if not tally.decisions:  # pragma: no cover - at least one hand is always played
        click.echo("hearts: error: no decision was checked", err=True)
        sys.exit(2)
    if sum(tally.false.values()) or sum(tally.misleading.values()):
        sys.exit(1)


def _as_json(
    tally: Tally, variants: list[str], levels: tuple[str, ...], seed: int, seconds: float
) -> dict[str, object]:
    return {
        "decisions": tally.decisions,
        "later_hands": tally.later,
        "games": tally.games,
        "hands": tally.hands,
        "seed": seed,
        "variants": dict(tally.variants),
        "levels": dict(tally.levels),
        "asked": {"variants": variants, "levels": list(levels)},
        "seconds": round(seconds, 1),
        "claims": sum(tally.uses.values()),
        "false": sum(tally.false.values()),
        "misleading": sum(tally.misleading.values()),
        "keys": {
            k: {"uses": tally.uses[k], "false": tally.false[k], "misleading": tally.misleading[k]}
            for k in sorted(tally.uses)
        },
        "falsehoods": [f.as_dict() for f in tally.falsehoods],
    }


def _show(console: Console, tally: Tally, seconds: float) -> None:
    table = Table(
        title=f"{tally.decisions} decisions ({tally.later} after the first hand) · "
        f"{tally.games} games · {tally.hands} hands · {seconds:.1f} s"
    )
    table.add_column("claim (record key)")
    table.add_column("uses", justify="right")
    table.add_column("false", justify="right")
    table.add_column("misleading", justify="right")
    for key in sorted(tally.uses):
        false, misleading = tally.false[key], tally.misleading[key]
        table.add_row(
            key,
            str(tally.uses[key]),
            f"[bold red]{false}[/]" if false else "0",
            f"[bold red]{misleading}[/]" if misleading else "0",
        )
    console.print(table)
    levels = ", ".join(f"{k} {v}" for k, v in sorted(tally.levels.items()))
    variants = ", ".join(f"{k} {v}" for k, v in sorted(tally.variants.items()))
    console.print(f"decisions by level: {levels}; by variant: {variants}")
    for f in tally.falsehoods:
        console.print(
            f"[red]{f.verdict}[/] {f.key}: {f.reason} — {f.seat} ({f.level}) {f.card}, decision "
            f"{f.decision} of `{f.game.command_for(f.hand)}`",
            highlight=False,
        )
    total, false, misleading = (
        sum(tally.uses.values()),
        sum(tally.false.values()),
        sum(tally.misleading.values()),
    )
    console.print(
        f"{total} claims checked, {false} false, {misleading} misleading",
        style="bold red" if false or misleading else "bold green",
    )
