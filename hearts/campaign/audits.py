"""``hearts bots audit`` in shards: each shard audits a slice of the audit's games, and the
shards' exact tallies add up to the tally of one run (:func:`merge_audit`).

An audited game is a pure function of its number, the seed, the variants and the levels
(:func:`hearts.audit.games.game_at`): shard ``K/N`` of ``--games G`` audits the K-th of N
contiguous slices of games 1 to G, so the N shards audit exactly the games of one run. Shards
of different audits are refused as fuzzing shards are (:func:`~hearts.campaign.fuzzing.check_shards`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hearts.audit.games import Tally, audit_games, game_at
from hearts.campaign.fuzzing import MergeError, merged_block, ordered_shards
from hearts.campaign.shards import Shard
from hearts.plumbing.inputs import shown

__all__ = ["KIND", "AuditCampaign", "audit_report", "merge_audit", "play_audit_shard"]

KIND = "audit"
SAME = ("kind", "variants", "levels", "seed", "games", "shards", "hearts_version")


@dataclass(frozen=True)
class AuditCampaign:
    variants: tuple[str, ...]
    levels: tuple[str, ...]
    games: int
    seed: int
    hearts_version: str = "?"
    workers: int = 1

    def block(self, shard: Shard) -> dict[str, Any]:
        picked = shard.games(self.games)
        return {
            "kind": KIND,
            "variants": list(self.variants),
            "levels": list(self.levels),
            "seed": self.seed,
            "games": self.games,
            "shards": shard.count,
            "shard": shard.index,
            "first_game": picked.start,
            "last_game": picked.stop - 1,
            "hearts_version": self.hearts_version,
        }


def audit_report(
    tally: Tally, variants: Sequence[str], levels: Sequence[str], seed: int, seconds: float
) -> dict[str, Any]:
    """The report ``hearts bots audit --json`` writes (one run, a shard, or shards merged)."""
    return {
        "decisions": tally.decisions,
        "later_hands": tally.later,
        "games": tally.games,
        "hands": tally.hands,
        "seed": seed,
        "variants": dict(sorted(tally.variants.items())),
        "levels": dict(sorted(tally.levels.items())),
        "asked": {"variants": list(variants), "levels": list(levels)},
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


def play_audit_shard(
    campaign: AuditCampaign, shard: Shard, progress: Callable[[Tally], None] | None = None
) -> tuple[Tally, dict[str, Any]]:
    """Audit the games of ``shard``: its tally and the campaign block its result file carries."""
    games = [
        game_at(campaign.variants, campaign.levels, campaign.seed, number)
        for number in shard.games(campaign.games)
    ]
    return audit_games(games, campaign.workers, progress), campaign.block(shard)


def _check_tally(name: str, data: dict[str, Any]) -> None:
    t, c = data["tally"], data["campaign"]
    why = None
    if t["games"] != c["last_game"] - c["first_game"] + 1:
        first, last = c["first_game"], c["last_game"]
        why = f"its tally counts {t['games']} game(s), its campaign block games {first} to {last}"
    elif t["later"] > t["decisions"] or sum(t["levels"].values()) != t["decisions"]:
        why = "its tally counts decisions no audit makes"
    elif any(t["false"].get(k, 0) > n for k, n in t["uses"].items()) or set(t["false"]) - set(t["uses"]):
        why = "its tally finds more false claims than it checked"
    elif set(t["variants"]) - set(c["variants"]) or set(t["levels"]) - set(c["levels"]):
        why = "its tally names variants or levels its campaign does not"
    if why is not None:
        raise MergeError(f"{shown(name)}: {why}")


def merge_audit(results: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The one-run report of the audit shards ``results`` (``(file name, result)`` each)."""
    ordered = ordered_shards(results, SAME, _check_tally)
    total = Tally()
    for _name, data in ordered:
        total.add(Tally.from_json(data["tally"]))
    first = ordered[0][1]
    c = first["campaign"]
    seconds = sum(data["seconds"] for _, data in ordered)
    merged = audit_report(total, c["variants"], c["levels"], c["seed"], seconds)
    merged["campaign"] = merged_block(ordered)
    return merged
