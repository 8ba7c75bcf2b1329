"""``hearts merge``: the shards of a campaign, run anywhere, added up into one report."""

from __future__ import annotations

from pathlib import Path

import click

from hearts.cli.campaigns import finish_merged
from hearts.cli.common import allow_empty_option, emit_json, json_option, output_option
from hearts.cli.output import open_console

MAX_FILES = 10_000


@click.command("merge")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
@allow_empty_option("nothing was compared")
@output_option(help="Write the shrunk disagreement here as a scenario file (YAML).")
@json_option()
def command(files: tuple[Path, ...], allow_empty: bool, output: Path | None, json_out: str | None) -> None:
    """Merge the shards of a campaign (fuzz or tournament --shard K/N --json FILE) into one report.

    Every shard of the campaign must be given once, and all must agree on the engine, variant,
    seed, number of games and of shards, and hearts version; otherwise the merge is refused,
    naming the files (exit code 2). The merged report is the one a single run of the same
    games writes: shards are added in game order up to the first disagreement. Exit code 1
    when a disagreement was found, or nothing was compared (unless --allow-empty).
    """
    from hearts.campaign.fuzzing import MergeError, merge
    from hearts.campaign.shardfiles import read_shard
    from hearts.campaign.tournaments import merge_tournament
    from hearts.plumbing.errors import InputError

    if len(files) > MAX_FILES:
        raise InputError(f"{len(files)} files: at most {MAX_FILES} shards are merged at once")
    console = open_console(stderr=json_out == "-")
    shards = [(str(f), read_shard(f)) for f in files]
    kinds = {data["campaign"]["kind"] for _, data in shards}
    if len(kinds) > 1:
        raise MergeError("shards of a fuzzing campaign and of a tournament: merge each on its own")
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
