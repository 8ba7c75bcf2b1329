"""Campaigns in shards: the shards of a fuzzing run cover its games once each, merge into the
report one process writes (on the local pool and on a local Dask cluster), and shard specs and
shard files from outside are refused in one line when they cannot be merged."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from hearts.campaign.executors import run_shards
from hearts.campaign.fuzzing import FuzzCampaign, merge, play_shard
from hearts.campaign.shards import Shard, ShardError
from hearts.cli.cmd_fuzz import _check_split
from hearts.conformance.fuzz import fuzz
from hearts.conformance.process import open_engine
from hearts.plumbing.errors import InputError
from hearts.plumbing.reaper import MARK, marked, new_mark
from hearts.variants.files import load_variant
from tests.support.cli import run_cli
from tests.support.engines import fake
from tests.support.shards import edited_shard, refused_in_one_line

VARIANT = load_variant("card-1.0.0")


def _campaign(engine: str, games: int = 8, seed: int = 4, **more: Any) -> FuzzCampaign:
    return FuzzCampaign(
        engine, VARIANT, games, seed, max_hands=1, shrink_checks=100, hearts_version="t", **more
    )


def _one_run(c: FuzzCampaign) -> dict[str, Any]:
    with open_engine(c.engine, c.timeout) as engine:
        report = fuzz(
            engine, c.variant, c.games, c.seed, mode=c.mode, max_hands=c.max_hands,
            shrink_budget=c.shrink_budget, shrink_checks=c.shrink_checks,
        )  # fmt: skip
    return report.to_json()


def _without_time(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in ("seconds", "campaign", "scenario")}


def _merged(results: list[dict[str, Any]]) -> dict[str, Any]:
    return merge([(f"shard {r['campaign']['shard']}", r) for r in results])


# ------------------------------------------------------------------ the slices


@pytest.mark.parametrize("games", [1, 2, 7, 10, 100, 25_000, 100_003])
@pytest.mark.parametrize("count", [1, 2, 3, 4, 7])
def test_the_shards_play_every_game_once(games: int, count: int) -> None:
    if count > games:
        with pytest.raises(ShardError, match="at most one a game"):
            Shard(1, count).games(games)
        return
    numbers = [g for shard in Shard.all(count) for g in shard.games(games)]
    assert numbers == list(range(1, games + 1))


@pytest.mark.parametrize("text", ["0/4", "5/4", "a/b", "1/0", "9999999/1", "", "1/4/2", "-1/4", "1 / 99999"])
def test_a_shard_that_cannot_be_is_refused_in_one_line(text: str) -> None:
    ran = run_cli(["fuzz", "--engine", "x", "--games", "8", "--shard", text])
    assert ran.code == 2 and len(ran.stderr.strip().splitlines()) == 1, ran.stderr
    assert "shard" in ran.stderr and "Traceback" not in ran.stderr


def test_one_process_plays_at_most_100000_games_and_shards_lift_the_cap() -> None:
    with pytest.raises(InputError, match="at most 100,000 games in one process"):
        _check_split(200_000, None, None, "local", None)
    with pytest.raises(InputError, match="at least 3 shards"):
        _check_split(300_000, "1/2", None, "local", None)
    assert _check_split(200_000, "2/2", None, "local", None) == Shard(2, 2)
    assert _check_split(400_000, None, 4, "local", None) is None
    ran = run_cli(["fuzz", "--engine", "x", "--games", "200000"])
    assert ran.code == 2 and "split the campaign" in ran.stderr


def test_the_options_of_a_split_must_agree() -> None:
    assert (
        "give one of the two" in run_cli(["fuzz", "--engine", "x", "--shard", "1/2", "--shards", "2"]).stderr
    )
    ran = run_cli(["fuzz", "--engine", "x", "--shards", "2", "--scheduler", "tcp://127.0.0.1:1"])
    assert ran.code == 2 and "--executor dask" in ran.stderr
    assert run_cli(["fuzz", "--engine", "x", "--games", "3", "--shards", "4"]).code == 2


# ------------------------------------------------------------------ merging: the same report as one run


def test_shards_merge_into_the_report_of_one_run() -> None:
    c = _campaign(fake("planted", "none"))
    merged = _merged(run_shards(play_shard, c, Shard.all(4)))
    assert merged["found"] is None and merged["games"] == 8
    assert _without_time(merged) == _without_time(_one_run(c))
    assert merged["campaign"]["counted_shards"] == 4


def test_shards_after_the_first_disagreement_are_left_out_as_one_run_stops_there() -> None:
    c = _campaign(fake("planted", "wrong-seat-to-act"), games=12)
    results = run_shards(play_shard, c, Shard.all(3))
    assert all(r["found"] is not None for r in results), "each shard finds the bug in its first game"
    merged = _merged(results)
    assert merged["found"]["game"] == 1 and merged["campaign"]["counted_shards"] == 1
    assert _without_time(merged) == _without_time(_one_run(c))
    assert merged["scenario"].startswith("# yaml-language-server")


def test_shards_on_a_local_dask_cluster_merge_into_the_report_of_one_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("distributed")
    mark = new_mark()
    monkeypatch.setenv(MARK, mark)
    c = _campaign(fake("planted", "none"), games=6, seed=9)
    results = run_shards(play_shard, c, Shard.all(3), executor="dask", workers=2)
    assert [r["campaign"]["shard"] for r in results] == [1, 2, 3]
    assert _without_time(_merged(results)) == _without_time(_one_run(c))
    assert not _left(mark), "a Dask worker or an engine outlived the cluster"


def _left(mark: str) -> set[int]:
    """The processes carrying ``mark`` but multiprocessing's resource tracker: one per process that
    ever started a worker with spawn, it ends with that process (here: pytest's)."""
    left = set()
    for pid in marked(mark):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"multiprocessing.resource_tracker" not in command:
            left.add(pid)
    return left


# ------------------------------------------------------------------ merging: shard files from outside


@pytest.fixture(scope="module")
def shard_files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("shards")
    engine = fake("planted", "none")
    files = []
    for k in (1, 2):
        path = folder / f"shard{k}.json"
        ran = run_cli([
            "fuzz", "--engine", engine, "--games", "4", "--seed", "2", "--max-hands", "1",
            "--shard", f"{k}/2", "--json", str(path),
        ])  # fmt: skip
        assert ran.code == 0, ran.stderr
        files.append(path)
    return files


def test_hearts_merge_adds_the_shard_files_up(shard_files: list[Path]) -> None:
    ran = run_cli(["merge", *map(str, shard_files), "--json", "-"])
    assert ran.code == 0, ran.stderr
    data = json.loads(ran.stdout)
    assert data["games"] == 4 and data["campaign"]["merged_shards"] == 2


@pytest.mark.parametrize(
    ("field", "value"),
    [("seed", 3), ("variant", "web"), ("engine", "another-engine"), ("hearts_version", "9.9"), ("games", 6)],
)
def test_shards_of_different_campaigns_are_refused(
    tmp_path: Path, shard_files: list[Path], field: str, value: Any
) -> None:
    other = edited_shard(
        shard_files[1], tmp_path / "other.json", lambda d: d["campaign"].__setitem__(field, value)
    )
    refused_in_one_line(
        run_cli(["merge", str(shard_files[0]), str(other)]), "different campaigns", field, "other.json"
    )


def test_a_shard_given_twice_or_missing_is_named(tmp_path: Path, shard_files: list[Path]) -> None:
    copy = edited_shard(shard_files[0], tmp_path / "copy.json", lambda d: None)
    refused_in_one_line(run_cli(["merge", str(shard_files[0]), str(copy)]), "both are shard 1/2", "copy.json")
    refused_in_one_line(run_cli(["merge", str(shard_files[0])]), "shards missing: 2/2")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{oops", ["bad.json:1", "not JSON"]),
        ('{"games": 1}', ["bad.json", "not a fuzz shard result"]),
        ("[" * 200 + "]" * 200, ["nested"]),
    ],
    ids=["not-json", "no-campaign", "deep"],
)
def test_a_file_that_is_not_a_shard_result_is_refused(tmp_path: Path, text: str, words: list[str]) -> None:
    (tmp_path / "bad.json").write_text(text)
    refused_in_one_line(run_cli(["merge", str(tmp_path / "bad.json")]), *words)


def test_a_shard_numbered_past_its_campaign_is_refused(tmp_path: Path, shard_files: list[Path]) -> None:
    bad = edited_shard(shard_files[0], tmp_path / "bad.json", lambda d: d["campaign"].__setitem__("shard", 3))
    refused_in_one_line(run_cli(["merge", str(bad)]), "shard 3/2 cannot be")


def test_a_huge_shard_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    with open(tmp_path / "huge.json", "wb") as f:
        f.truncate(64 * 1024 * 1024)
    refused_in_one_line(run_cli(["merge", str(tmp_path / "huge.json")]), "too large")


def test_the_sharded_command_runs_on_the_local_pool(tmp_path: Path) -> None:
    ran = run_cli([
        "fuzz", "--engine", fake("planted", "none"), "--games", "4", "--seed", "2", "--max-hands", "1",
        "--shards", "2", "--workers", "2", "--json", "-",
    ])  # fmt: skip
    assert ran.code == 0, ran.stderr
    assert json.loads(ran.stdout)["campaign"]["merged_shards"] == 2
    assert sys.executable  # the engines ran with this Python
