"""A bots audit and a ladder step in shards: each shard a slice of the games (or whole runs of
paired hands), the shards' exact tallies adding up to the one-run report, and shard files that
do not add up refused in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hearts.campaign.audits import AuditCampaign, merge_audit, play_audit_shard
from hearts.campaign.ladders import LadderCampaign, merge_ladder, pairs_of, play_ladder_shard
from hearts.campaign.shards import Shard, ShardError
from hearts.play.arena import RUN
from hearts.play.tournament import ladder_step
from hearts.variants.files import load_variant
from tests.support.cli import run_cli
from tests.support.shards import edited_shard, refused_in_one_line

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ("card-1.0.0", "three-2d")


def _audit_shard(campaign: AuditCampaign, shard: Shard) -> dict[str, Any]:
    tally, block = play_audit_shard(campaign, shard)
    return {"tally": tally.to_json(), "campaign": block, "seconds": 1.0}


def test_audit_shards_merge_into_the_report_of_one_run() -> None:
    campaign = AuditCampaign(VARIANTS, ("easy", "normal", "hard"), 5, 3, "t")
    one, _ = play_audit_shard(campaign, Shard(1, 1))
    shards = [_audit_shard(campaign, s) for s in Shard.all(3)]
    merged = merge_audit([(f"a{r['campaign']['shard']}", r) for r in shards])
    assert merged["games"] == 5 and merged["decisions"] == one.decisions > 0
    assert merged["claims"] == sum(one.uses.values())
    keys = {
        k: {"uses": n, "false": one.false[k], "misleading": one.misleading[k]} for k, n in one.uses.items()
    }
    assert merged["keys"] == dict(sorted(keys.items()))
    assert merged["variants"] == dict(sorted(one.variants.items()))


@pytest.fixture(scope="module")
def audit_files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("audit")
    files = []
    for k in (1, 2):
        path = folder / f"a{k}.json"
        ran = run_cli(["bots", "audit", "--games", "3", "--variant", "three-2d", "--seed", "4",
                       "--shard", f"{k}/2", "--json", str(path)])  # fmt: skip
        assert ran.code == 0, ran.stderr
        files.append(path)
    return files


def test_hearts_merge_adds_audit_shards_up_to_the_one_run_json(audit_files: list[Path]) -> None:
    ran = run_cli(["merge", *map(str, audit_files), "--json", "-"])
    assert ran.code == 0, ran.stderr
    merged = json.loads(ran.stdout)
    one = run_cli(["bots", "audit", "--games", "3", "--variant", "three-2d", "--seed", "4", "--json", "-"])
    assert one.code == 0, one.stderr
    alone = json.loads(one.stdout)
    assert merged.pop("campaign")["merged_shards"] == 2
    for report in (merged, alone):
        report.pop("seconds")
    assert merged == alone


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["campaign"].__setitem__("seed", 9), ["different campaigns", "seed"]),
        (lambda d: d["campaign"].__setitem__("levels", ["hard"]), ["different campaigns", "levels"]),
        (lambda d: d["tally"].__setitem__("games", 7), ["counts 7 game(s)"]),
        (lambda d: d["tally"].__setitem__("later", 10**9), ["decisions no audit makes"]),
        (lambda d: d["tally"]["false"].__setitem__("no-such-key", 1), ["more false claims"]),
        (lambda d: d["tally"]["variants"].__setitem__("omnibus", 1), ["variants or levels"]),
        (lambda d: d["tally"]["uses"].__setitem__("x", -1), ["not a audit shard result"]),
        (lambda d: d["campaign"].__setitem__("shard", 2), ["both are shard 2/2"]),
    ],
    ids=["seed", "levels", "games", "later", "false-unused", "variant", "negative", "twice"],
)
def test_audit_shards_that_do_not_add_up_are_refused(
    tmp_path: Path, audit_files: list[Path], change: Any, words: list[str]
) -> None:
    edited = edited_shard(audit_files[0], tmp_path / "edited.json", change)
    refused_in_one_line(run_cli(["merge", str(edited), str(audit_files[1])]), *words)


def test_a_missing_audit_shard_is_refused(audit_files: list[Path]) -> None:
    refused_in_one_line(run_cli(["merge", str(audit_files[0])]), "shards missing: 2/2")


def test_an_audit_shard_needs_a_number_of_games() -> None:
    ran = run_cli(["bots", "audit", "--shard", "1/2"])
    assert ran.code == 2 and "--games" in ran.stderr and "Traceback" not in ran.stderr
    refused_in_one_line(run_cli(["bots", "audit", "--games", "2", "--shard", "3/2"]), "from 1 to 2")
    refused_in_one_line(run_cli(["bots", "audit", "--games", "2", "--shard", "3/4"]), "at most one a game")


@pytest.mark.parametrize("pairs", [1, 25, 26, 60])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_ladder_shards_play_every_pair_once_in_whole_runs(pairs: int, count: int) -> None:
    runs = -(-pairs // RUN)
    if count > runs:
        with pytest.raises(ShardError, match="one shard a run"):
            pairs_of(Shard(count, count), pairs)
        return
    slices = [pairs_of(s, pairs) for s in Shard.all(count)]
    assert [p for s in slices for p in s] == list(range(pairs))


def test_ladder_shards_merge_into_the_figures_of_one_run() -> None:
    variant = load_variant("three-2d")
    campaign = LadderCampaign("easy", "random", variant, 30, 2, "t")
    results = [play_ladder_shard(campaign, s) for s in Shard.all(2)]
    merged = merge_ladder([(f"l{r['campaign']['shard']}", r) for r in results])
    merged.pop("campaign")
    assert merged == ladder_step("easy", "random", 30, 2, variant).as_dict()
    broken = json.loads(json.dumps(results[1]))
    broken["sums"]["squares"] = "0"
    with pytest.raises(Exception, match="sums no run makes"):
        merge_ladder([("l1", results[0]), ("l2", broken)])


def test_the_ladder_script_writes_shards_hearts_merge_reads(tmp_path: Path) -> None:
    files = []
    for k in (1, 2):
        ran = subprocess.run(
            [sys.executable, str(ROOT / "benchmarks" / "ladder.py"), "--pairs", "30", "--step", "easy",
             "--variant", "three-2d", "--workers", "1", "--shard", f"{k}/2", "--json"],
            capture_output=True, text=True, check=False, timeout=600,
        )  # fmt: skip
        assert ran.returncode == 0, ran.stderr
        files.append(tmp_path / f"l{k}.json")
        files[-1].write_text(ran.stdout)
    merged = run_cli(["merge", *map(str, files), "--json", "-"])
    assert merged.code == 0, merged.stderr
    figures = json.loads(merged.stdout)
    figures.pop("campaign")
    assert figures == ladder_step("easy", "random", 30, 1, load_variant("three-2d")).as_dict()
    assert "paired hands" in merged.stderr or "paired hands" in merged.stdout
