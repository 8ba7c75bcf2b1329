"""``hearts merge``: the shards of a campaign, run anywhere, added up into one report."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hearts.cli.campaigns import finish_merged
from hearts.cli.common import allow_empty_option, emit_json, json_option, output_option
from hearts.cli.output import open_console

if TYPE_CHECKING:
    from rich.console import Console

MAX_FILES = 10_000


@click.command("merge")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
@allow_empty_option("nothing was compared")
@output_option(help="Write the shrunk disagreement here as a scenario file (YAML).")
@json_option()
def command(files: tuple[Path, ...], allow_empty: bool, output: Path | None, json_out: str | None) -> None:
    """Merge the shards of a campaign (fuzz, tournament, audit or ladder) into one report.

    The shards are the --json results of hearts fuzz, hearts tournament or hearts bots audit
    --shard K/N, or of python benchmarks/ladder.py --shard K/N --json.

    Every shard of the campaign must be given once, and all must agree on the engine, variant,
    seed, number of games and of shards, and hearts version; otherwise the merge is refused,
    naming the files (exit code 2). The merged report is the one a single run of the same
    games writes: shards are added in game order up to the first disagreement. Exit code 1
    when a disagreement was found, or nothing was compared (unless --allow-empty).
    """
    from hearts.campaign.audits import merge_audit
    from hearts.campaign.fuzzing import MergeError, merge
    from hearts.campaign.ladders import merge_ladder
    from hearts.campaign.shardfiles import read_shard
    from hearts.campaign.tournaments import merge_tournament
    from hearts.plumbing.errors import InputError

    if len(files) > MAX_FILES:
        raise InputError(f"{len(files)} files: at most {MAX_FILES} shards are merged at once")
    console = open_console(stderr=json_out == "-")
    shards = [(str(f), read_shard(f)) for f in files]
    kinds = {data["campaign"]["kind"] for _, data in shards}
    if len(kinds) > 1:
        raise MergeError(
            f"shards of {len(kinds)} kinds of campaign ({', '.join(sorted(kinds))}): merge each on its own"
        )
    if kinds == {"audit"}:
        _merged_audit(console, merge_audit(shards), json_out)
        return
    if kinds == {"ladder"}:
        _merged_ladder(console, merge_ladder(shards), json_out)
        return
    if kinds == {"tournament"}:
        merged = merge_tournament(shards)
        c = merged["campaign"]
        console.print(
            f"tournament: {merged['deals']} deal(s) under {merged['variant']}, seed {merged['seed']}, "
            f"{c['merged_shards']} shard(s) merged",
            markup=False,
            highlight=False,
        )
        for e in merged["entries"]:
            low, high = e["ci95"]
            console.print(
                f"  {e['bot']}: {e['mean_points_per_hand']} points/hand [{low}, {high}] over "
                f"{e['hands']} hands, {e['games_won']:g} games won",
                markup=False,
                highlight=False,
            )
        if json_out is not None:
            emit_json(merged, json_out)
        return
    merged = merge(shards)
    finish_merged(console, merged, output, json_out, allow_empty)


def _merged_audit(console: Console, merged: dict[str, Any], json_out: str | None) -> None:
    """Print a merged audit as ``hearts bots audit`` ends; exit 1 when a claim is false or misleading."""
    c = merged["campaign"]
    console.print(
        f"audit: {merged['games']} game(s), {merged['decisions']} decisions ({merged['later_hands']} after "
        f"the first hand), seed {merged['seed']}, {c['merged_shards']} shard(s) merged",
        markup=False,
        highlight=False,
    )
    for f in merged["falsehoods"]:
        console.print(
            f"{f['verdict']} {f['key']}: {f['reason']} — {f['seat']} ({f['level']}) {f['card']}, decision "
            f"{f['decision']} of `{f['command']}`",
            markup=False,
            highlight=False,
        )
    console.print(
        f"{merged['claims']} claims checked, {merged['false']} false, {merged['misleading']} misleading",
        markup=False,
        highlight=False,
    )
    if json_out is not None:
        emit_json(merged, json_out)
    if merged["false"] or merged["misleading"]:
        raise SystemExit(1)


def _merged_ladder(console: Console, merged: dict[str, Any], json_out: str | None) -> None:
    c = merged["campaign"]
    low, high = merged["ci95"]
    holds = "below zero" if high < 0 else "not below zero"
    console.print(
        f"ladder: {merged['candidate']} replacing {merged['replaced']} under {c['variant']}, "
        f"seed {c['seed']}, "
        f"{c['merged_shards']} shard(s) merged: {merged['pairs']} paired hands, "
        f"{merged['mean_difference']:+} points/hand, 95% CI [{low:+}, {high:+}] ({holds})",
        markup=False,
        highlight=False,
    )
    if json_out is not None:
        emit_json(merged, json_out)
