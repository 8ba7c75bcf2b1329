"""A step of the bots' ladder in shards (``benchmarks/ladder.py --shard K/N --json``): each
shard plays a slice of whole runs of paired hands, and the shards' exact sums add up to the
sums of one run, so the merged mean and 95% interval are the one-run figures.

A slice is whole runs of :data:`~hearts.play.arena.RUN` pairs (a run is the hands of running
games), as for tournaments (:mod:`hearts.campaign.tournaments`). Shards of different ladder
steps are refused as fuzzing shards are: other candidate, replaced bot, variant, seed, number of
pairs or of shards, hearts version; a shard twice or missing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from hearts.campaign.fuzzing import MergeError, merged_block, ordered_shards
from hearts.campaign.shards import Shard, ShardError
from hearts.engine.variant import Variant
from hearts.play.arena import RUN
from hearts.play.tournament import RunningMean, ladder_result, ladder_tally
from hearts.plumbing.inputs import shown

__all__ = ["KIND", "LadderCampaign", "merge_ladder", "pairs_of", "play_ladder_shard"]

KIND = "ladder"
SAME = (
    "kind",
    "candidate",
    "replaced",
    "variant",
    "variant_digest",
    "seed",
    "pairs",
    "shards",
    "hearts_version",
)


def pairs_of(shard: Shard, pairs: int) -> range:
    """The paired hands (numbered from 0) of ``shard``: a slice of whole runs of :data:`RUN`."""
    runs = -(-pairs // RUN)
    try:
        picked = shard.games(runs)
    except ShardError:
        raise ShardError(
            f"shard {shard}: {pairs} pair(s) are {runs} run(s) of {RUN}: give at most one shard a run"
        ) from None
    return range((picked.start - 1) * RUN, min((picked.stop - 1) * RUN, pairs))


@dataclass(frozen=True)
class LadderCampaign:
    candidate: str
    replaced: str
    variant: Variant
    pairs: int
    seed: int
    hearts_version: str = "?"
    workers: int = 1

    def block(self, shard: Shard) -> dict[str, Any]:
        picked = pairs_of(shard, self.pairs)
        return {
            "kind": KIND,
            "candidate": self.candidate,
            "replaced": self.replaced,
            "variant": self.variant.name,
            "variant_digest": hashlib.sha256(repr(self.variant).encode()).hexdigest()[:16],
            "players": self.variant.players,
            "seed": self.seed,
            "pairs": self.pairs,
            "shards": shard.count,
            "shard": shard.index,
            "first_game": picked.start,
            "last_game": picked.stop - 1,
            "hearts_version": self.hearts_version,
        }


def play_ladder_shard(campaign: LadderCampaign, shard: Shard) -> dict[str, Any]:
    """Play the pairs of ``shard``: its step's figures, its exact sums and its campaign block."""
    c = campaign
    sums = ladder_tally(c.candidate, c.replaced, pairs_of(shard, c.pairs), c.seed, c.variant, c.workers)
    return {
        **ladder_result(c.candidate, c.replaced, sums).as_dict(),
        "sums": sums.to_json(),
        "campaign": c.block(shard),
    }


def _check_sums(name: str, data: dict[str, Any]) -> None:
    s, c = data["sums"], data["campaign"]
    total, squares = Fraction(s["sum"]), Fraction(s["squares"])
    why = None
    if s["n"] != c["last_game"] - c["first_game"] + 1:
        why = (
            f"its sums count {s['n']} pair(s), its campaign block pairs {c['first_game']} to {c['last_game']}"
        )
    elif squares * s["n"] < total * total or (s["n"] == 0 and (total or squares)):
        why = "its sums are sums no run makes"
    if why is not None:
        raise MergeError(f"{shown(name)}: {why}")


def merge_ladder(results: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The one-run figures of the ladder shards ``results`` (``(file name, result)`` each)."""
    ordered = ordered_shards(results, SAME, _check_sums)
    sums = RunningMean()
    for _name, data in ordered:
        sums.merge(RunningMean.from_json(data["sums"]))
    c = ordered[0][1]["campaign"]
    if sums.n != c["pairs"]:
        raise MergeError(f"the shards hold {sums.n} pair(s), not the step's {c['pairs']}")
    return {**ladder_result(c["candidate"], c["replaced"], sums).as_dict(), "campaign": merged_block(ordered)}
