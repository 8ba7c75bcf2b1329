"""``hearts fuzz``: differential fuzzing of an external engine against the reference.

Plays seeded games on both engines (steered towards rare situations), compares
everything the engine answers (see :mod:`hearts.conformance.fuzz`), and on the
first disagreement shrinks the game to a small scenario (``-o FILE``) that
``hearts conform`` runs. Exit code 1 when a disagreement is found, and also when
nothing was compared (no game played, no answer compared) unless ``--allow-empty``.
"""

from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.campaigns import finish_merged
from hearts.cli.common import (
    MAX_WORKERS,
    Seconds,
    allow_empty_option,
    emit_json,
    engine_options,
    json_option,
    output_option,
    seed_option,
    variant_option,
)
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar
from hearts.conformance.modes import MODES
from hearts.plumbing.atomic import write_atomic
from hearts.plumbing.errors import InputError

if TYPE_CHECKING:
    from rich.console import Console

    from hearts.campaign.fuzzing import FuzzCampaign
    from hearts.campaign.shards import Shard
    from hearts.conformance.fuzz import Disagreement, FuzzReport
    from hearts.engine.variant import Variant

ONE_PROCESS = 100_000
"""Most games one process plays; a campaign past it is split in shards (--shard, --shards)."""
MOST_GAMES = 1_000_000_000


def _schema_ref(target: Path) -> str:
    schema = Path(str(resources.files("hearts.scenarios").joinpath("schema.json")))
    try:
        return os.path.relpath(schema, target.resolve().parent)
    except ValueError:  # pragma: no cover - another drive on Windows
        return str(schema)


def _scenario_id(report: FuzzReport, d: Disagreement) -> str:
    variant = re.sub(r"[^a-z0-9]+", "-", report.variant.lower()).strip("-") or "variant"
    return f"fuzz/{variant}-seed-{report.seed}-game-{d.game}-hand-{d.hand}"


def _show(console: Console, label: str, d: Disagreement) -> None:
    console.print(
        f"[bold]{label}[/bold] game {d.game}, hand {d.hand}, after {d.plays} action(s) "
        f"from hand {d.first_hand} ({d.hands} hand(s)):"
    )
    console.print(f"  {d.message}", markup=False)
    console.print(f"  expected:    {d.expected!r}", markup=False)
    console.print(f"  engine said: {d.got!r}", markup=False)
    console.print(f"  clauses: {', '.join(d.clauses) or '-'}")
    for i, deal in enumerate(d.deals):
        console.print(f"  deal of hand {d.first_hand + i}: {deal.format()}")
    console.print(f"  scores before hand {d.first_hand}: {list(d.scores)}")
    if d.actions:
        console.print(f"  actions: {' '.join(c.format() for c in d.actions)}")


@click.command("fuzz")
@engine_options(required=True, timeout=5.0)
@variant_option()
@click.option(
    "--games",
    type=click.IntRange(min=1, max=MOST_GAMES),
    default=20,
    show_default=True,
    help=f"Games to play: at most {ONE_PROCESS:,} in one process; a campaign in shards may play more.",
)
@seed_option()
@click.option(
    "--max-hands",
    type=click.IntRange(min=1, max=1000),
    default=None,
    help="Stop each game after this many hands.",
)
@click.option(
    "--mode",
    type=click.Choice(MODES),
    default="game",
    show_default=True,
    help="game: one setup per game, played through apply across hands; hand: a fresh setup per hand.",
)
@click.option(
    "--steer/--no-steer",
    default=True,
    show_default=True,
    help="Steer games towards rare situations (moons, ties at the target, forced points on trick 1).",
)
@click.option("--stats", is_flag=True, help="Print how often each rare situation was reached.")
@allow_empty_option("nothing was compared")
@click.option(
    "--shrink-budget", type=Seconds(), default=20.0, show_default=True, help="Seconds spent shrinking."
)
@output_option(help="Write the shrunk disagreement here as a scenario file (YAML).")
@json_option()
@click.option(
    "--shard",
    "shard_text",
    default=None,
    metavar="K/N",
    help="Play only the K-th of N slices of the games (K from 1); --json writes a result hearts merge reads.",
)
@click.option(
    "--shards",
    type=click.IntRange(min=1, max=10_000),
    default=None,
    help="Split the games in this many shards, run them on --executor and merge them.",
)
@click.option(
    "--executor",
    type=click.Choice(("local", "dask")),
    default="local",
    show_default=True,
    help="Where --shards run: local worker processes, or a Dask cluster (the 'cluster' extra).",
)
@click.option(
    "--scheduler",
    default=None,
    metavar="ADDRESS",
    help="The Dask scheduler (tcp://host:8786) for --executor dask; default: a local cluster of --workers.",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1, max=MAX_WORKERS),
    default=1,
    show_default=True,
    help="Processes the shards run on (local pool, or the local Dask cluster).",
)
def command(
    engine_cmd: str,
    timeout: float,
    variant: Variant,
    games: int,
    seed: int,
    max_hands: int | None,
    mode: str,
    steer: bool,
    stats: bool,
    allow_empty: bool,
    shrink_budget: float,
    output: Path | None,
    json_out: str | None,
    shard_text: str | None,
    shards: int | None,
    executor: str,
    scheduler: str | None,
    workers: int,
) -> None:
    """Play random games on the reference and ENGINE together and report the first disagreement.

    A campaign can be split: --shard K/N plays the K-th of N slices of the games (each game is
    a pure function of the seed and its number), so N machines each play one and `hearts merge`
    adds their --json results up into the report of one run. --shards N does it all here, the
    shards on local processes or on a Dask cluster (--executor dask).
    """
    from rich.markup import escape

    from hearts import __version__
    from hearts.campaign.fuzzing import FuzzCampaign, shard_result
    from hearts.conformance.fuzz import SITUATIONS, fuzz, scenario_yaml
    from hearts.conformance.process import open_engine

    console = open_console(stderr=json_out == "-")
    campaign = FuzzCampaign(
        engine_cmd, variant, games, seed, mode, steer, max_hands, timeout, shrink_budget, None, __version__
    )
    shard = _check_split(games, shard_text, shards, executor, scheduler)
    if shards is not None:
        _run_shards(console, campaign, shards, executor, scheduler, workers, output, json_out, allow_empty)
        return
    first, count = (1, games) if shard is None else (shard.games(games).start, len(shard.games(games)))
    label = f"fuzzing under {variant.name}" + (f", shard {shard}" if shard else "") + ": games"
    with open_engine(engine_cmd, timeout) as engine:
        with progress_bar(label, count) as bar:
            report = fuzz(
                engine,
                variant,
                count,
                seed,
                mode=mode,
                steer=steer,
                max_hands=max_hands,
                shrink_budget=shrink_budget,
                progress=bar.to,
                first_game=first,
            )
        for note in engine.notes:
            console.print(f"[dim]engine note: {escape(note)}[/dim]")
    for note in report.notes:
        console.print(f"[yellow]note:[/yellow] {escape(note)}")
    console.print(f"{report.engine}: {report.summary()} in {report.seconds:.1f} s", markup=False)
    if report.not_answered:
        shown = ", ".join(f"{k} {n}" for k, n in sorted(report.not_answered.items()))
        console.print(f"[yellow]note:[/yellow] not compared (the engine answered unsupported): {shown}")
    if report.games and report.never_reached:
        why = (
            " (the hand mode sets every hand up afresh)"
            if report.mode == "hand" and "crossing hands" in report.never_reached
            else ""
        )
        console.print(
            f"[yellow]note:[/yellow] never reached: {', '.join(report.never_reached)}{why}", highlight=False
        )
    if stats:
        console.print("Rare situations reached:")
        for name in SITUATIONS:
            console.print(f"  {name}: {report.situations[name]}")
        console.print("Games by steering: " + ", ".join(f"{k} {n}" for k, n in sorted(report.styles.items())))
    written: str | None = None
    if report.found is not None and report.shrunk is not None:
        _show(console, "Disagreement", report.found)
        _show(console, f"Shrunk ({report.shrink_checks} replays)", report.shrunk)
        if output is not None:
            text = scenario_yaml(
                report.shrunk,
                scenario_id=_scenario_id(report, report.shrunk),
                engine=report.engine,
                schema=_schema_ref(output),
            )
            write_atomic(output, text)
            written = str(output)
            console.print(f"Scenario written to {output}: run it with hearts conform --engine ... {output}")
    elif report.empty:
        console.print("[red]Nothing was checked:[/red] no game was played or no answer compared.")
    else:
        console.print("[green]No disagreement found.[/green]")
    if json_out is not None:
        data = report.to_json() if shard is None else shard_result(campaign, shard, report)
        data["scenario_file"] = written
        emit_json(data, json_out)
    if report.found is not None or (report.empty and not allow_empty):
        raise SystemExit(1)


def _check_split(
    games: int, shard_text: str | None, shards: int | None, executor: str, scheduler: str | None
) -> Shard | None:
    """The shard this process plays (None: every game), after the checks of the options."""
    from hearts.campaign.shards import Shard

    if shard_text is not None and shards is not None:
        raise InputError("--shard K/N plays one shard, --shards N plays them all: give one of the two")
    if scheduler is not None and executor != "dask":
        raise InputError("--scheduler: a Dask scheduler's address, for --executor dask")
    shard = Shard.parse(shard_text) if shard_text is not None else None
    pieces = shards or (shard.count if shard is not None else 1)
    largest = -(-games // pieces)
    if shards is not None:
        Shard(1, shards).games(games)  # refuses more shards than games
    elif shard is not None:
        largest = len(shard.games(games))
    if largest > ONE_PROCESS:
        raise InputError(
            f"--games {games}: at most {ONE_PROCESS:,} games in one process; split the campaign "
            f"(--shard K/N or --shards N with at least {-(-games // ONE_PROCESS)} shards)"
        )
    return shard


def _run_shards(
    console: Console,
    campaign: FuzzCampaign,
    shards: int,
    executor: str,
    scheduler: str | None,
    workers: int,
    output: Path | None,
    json_out: str | None,
    allow_empty: bool,
) -> None:
    from hearts.campaign.executors import run_shards
    from hearts.campaign.fuzzing import merge, play_shard
    from hearts.campaign.shards import Shard

    results = run_shards(
        play_shard, campaign, Shard.all(shards), executor=executor, workers=workers, address=scheduler
    )
    merged = merge([(f"shard {r['campaign']['shard']}/{shards}", r) for r in results])
    finish_merged(console, merged, output, json_out, allow_empty)
