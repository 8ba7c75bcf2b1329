"""A tournament in shards: whole runs of deals per shard, the tallies adding up to the one-run
report figure for figure, and shard files that do not add up refused in one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hearts.campaign.shards import Shard, ShardError
from hearts.campaign.tournaments import TournamentCampaign, deals_of, merge_tournament, play_tournament_shard
from hearts.play.arena import RUN
from hearts.play.tournament import run_tournament
from hearts.variants.files import load_variant
from tests.support.cli import run_cli
from tests.support.shards import edited_shard, refused_in_one_line

VARIANT = load_variant("card-1.0.0")
BOTS = ("easy", "random", "random", "random")


@pytest.mark.parametrize("deals", [1, 25, 26, 60, 100, 1001])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_the_shards_deal_every_deal_once_in_whole_runs(deals: int, count: int) -> None:
    runs = -(-deals // RUN)
    if count > runs:
        with pytest.raises(ShardError, match="one shard a run"):
            deals_of(Shard(count, count), deals)
        return
    slices = [deals_of(s, deals) for s in Shard.all(count)]
    assert [d for s in slices for d in s] == list(range(deals))
    assert all(s.start % RUN == 0 for s in slices)


def test_tournament_shards_merge_into_the_report_of_one_run() -> None:
    c = TournamentCampaign(BOTS, VARIANT, 60, 5, "t")
    results = [play_tournament_shard(c, s) for s in Shard.all(3)]
    merged = merge_tournament([(f"shard {r['campaign']['shard']}", r) for r in results])
    merged.pop("campaign")
    assert merged == run_tournament(BOTS, 60, 5, VARIANT).as_dict()


@pytest.fixture(scope="module")
def shard_files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("tournament")
    files = []
    for k in (1, 2):
        path = folder / f"t{k}.json"
        ran = run_cli(["tournament", "--seats", ",".join(BOTS), "--deals", "50", "--seed", "2",
                       "--shard", f"{k}/2", "--json", str(path)])  # fmt: skip
        assert ran.code == 0, ran.stderr
        files.append(path)
    return files


def test_hearts_merge_adds_tournament_shards_up(shard_files: list[Path]) -> None:
    ran = run_cli(["merge", *map(str, shard_files), "--json", "-"])
    assert ran.code == 0, ran.stderr
    merged = json.loads(ran.stdout)
    merged.pop("campaign")
    assert merged == run_tournament(BOTS, 50, 2, VARIANT).as_dict()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["campaign"].__setitem__("seed", 9), ["different campaigns", "seed"]),
        (lambda d: d["campaign"].__setitem__("bots", ["hard"] * 4), ["different campaigns", "bots"]),
        (lambda d: d["tally"]["hands"].pop(), ["4 entries"]),
        (lambda d: d["tally"].__setitem__("seed", 9), ["other bots, seed or variant"]),
        (lambda d: d["tally"]["means"][0].__setitem__("squares", "0"), ["sums no run makes"]),
        (lambda d: d["tally"]["wins"].__setitem__(0, "1/0"), ["not a tournament shard result"]),
        (lambda d: d["tally"]["wins"].__setitem__(0, "1e999999999"), ["not a tournament shard result"]),
        (lambda d: d["tally"].__setitem__("deals", 7), ["counts 7 deal(s)"]),
    ],
    ids=[
        "seed",
        "bots",
        "short-list",
        "tally-seed",
        "impossible-sums",
        "zero-denominator",
        "huge-exponent",
        "deals",
    ],
)
def test_tournament_shards_that_do_not_add_up_are_refused(
    tmp_path: Path, shard_files: list[Path], change: Any, words: list[str]
) -> None:
    edited = edited_shard(shard_files[1], tmp_path / "edited.json", change)
    refused_in_one_line(run_cli(["merge", str(shard_files[0]), str(edited)]), *words)


def test_a_fuzzing_shard_and_a_tournament_shard_are_not_merged(
    tmp_path: Path, shard_files: list[Path]
) -> None:
    other = edited_shard(
        shard_files[1], tmp_path / "edited.json", lambda d: d["campaign"].__setitem__("kind", "fuzz")
    )
    ran = run_cli(["merge", str(shard_files[0]), str(other)])
    assert ran.code == 2 and "Traceback" not in ran.stderr


def test_a_tournament_shard_past_the_runs_is_refused() -> None:
    ran = run_cli(["tournament", "--deals", "30", "--shard", "3/3"])
    refused_in_one_line(ran, "2 run(s)")
