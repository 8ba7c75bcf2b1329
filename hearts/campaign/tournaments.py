"""A tournament in shards: each shard plays a slice of whole runs of deals (a run is the hands
of running games, :data:`~hearts.play.arena.RUN` deals), and the shards' exact tallies add up
to the tally of one run, so the merged report is the one-process report, figure for figure.

Shards of different tournaments are refused as fuzzing shards are (:mod:`hearts.campaign.fuzzing`):
other bots, variant, seed, number of deals or of shards, hearts version; a shard twice or missing.
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
from hearts.play.tournament import TournamentTally, tally_tournament
from hearts.plumbing.inputs import shown

__all__ = [
    "KIND",
    "TournamentCampaign",
    "deals_of",
    "merge_tournament",
    "play_tournament_shard",
    "shard_result",
]

KIND = "tournament"
SAME = ("kind", "bots", "variant", "variant_digest", "seed", "deals", "shards", "hearts_version")


def deals_of(shard: Shard, deals: int) -> range:
    """The deals (numbered from 0) of ``shard``: a slice of whole runs of :data:`RUN` deals."""
    runs = -(-deals // RUN)
    try:
        picked = shard.games(runs)
    except ShardError:
        raise ShardError(
            f"shard {shard}: {deals} deal(s) are {runs} run(s) of {RUN}: give at most one shard a run"
        ) from None
    return range((picked.start - 1) * RUN, min((picked.stop - 1) * RUN, deals))


@dataclass(frozen=True)
class TournamentCampaign:
    kinds: tuple[str, ...]
    variant: Variant
    deals: int
    seed: int
    hearts_version: str = "?"

    def block(self, shard: Shard) -> dict[str, Any]:
        picked = deals_of(shard, self.deals)
        return {
            "kind": KIND,
            "bots": list(self.kinds),
            "variant": self.variant.name,
            "variant_digest": hashlib.sha256(repr(self.variant).encode()).hexdigest()[:16],
            "seed": self.seed,
            "deals": self.deals,
            "shards": shard.count,
            "shard": shard.index,
            "first_deal": picked.start,
            "last_deal": picked.stop - 1,
            "hearts_version": self.hearts_version,
        }


def shard_result(campaign: TournamentCampaign, shard: Shard, tally: TournamentTally) -> dict[str, Any]:
    return {**tally.report().as_dict(), "tally": tally.to_json(), "campaign": campaign.block(shard)}


def play_tournament_shard(campaign: TournamentCampaign, shard: Shard) -> dict[str, Any]:
    tally = tally_tournament(campaign.kinds, deals_of(shard, campaign.deals), campaign.seed, campaign.variant)
    return shard_result(campaign, shard, tally)


def _check_tally(name: str, data: dict[str, Any]) -> None:
    """Refuse a tally that does not match its own campaign block, or sums no run could make."""
    t, c = data["tally"], data["campaign"]
    n = len(t["bots"])
    why = None
    if (t["bots"], t["seed"], t["variant"]) != (c["bots"], c["seed"], c["variant"]):
        why = "its tally names other bots, seed or variant than its campaign"
    elif any(len(t[key]) != n for key in ("hands", "means", "shot", "stopped", "wins")):
        why = f"its tally does not count {n} entries throughout"
    elif t["deals"] != c["last_deal"] - c["first_deal"] + 1:
        first, last = c["first_deal"], c["last_deal"]
        why = f"its tally counts {t['deals']} deal(s), its campaign block deals {first} to {last}"
    else:
        for m in t["means"]:
            total, squares = Fraction(m["sum"]), Fraction(m["squares"])
            if (
                m["n"] > t["deals"]
                or (m["n"] == 0 and (total or squares))
                or squares * m["n"] < total * total
            ):
                why = "its tally holds sums no run makes"
                break
    if why is not None:
        raise MergeError(f"{shown(name)}: {why}")


def merge_tournament(results: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The one-run report of the tournament shards ``results`` (``(file name, result)`` each)."""
    ordered = ordered_shards(results, SAME, _check_tally)
    total = TournamentTally.from_json(ordered[0][1]["tally"])
    for _name, data in ordered[1:]:
        total.add(TournamentTally.from_json(data["tally"]))
    wanted = ordered[0][1]["campaign"]["deals"]
    if total.deals != wanted:
        raise MergeError(f"the shards hold {total.deals} deal(s), not the tournament's {wanted}")
    return {**total.report().as_dict(), "campaign": merged_block(ordered)}
