"""A fuzzing campaign in shards, and the merge of the shards' results.

A shard's result is the report ``hearts fuzz --json`` writes, with a ``campaign`` block that
says which campaign and which shard it is. :func:`merge` adds the shards up in game order and
stops where one run would have stopped: at the first disagreement (the lowest game number
over every shard; its shard's games up to it count, the later shards' do not). So the merged
report is the one-process report for the same seed, games and engine (the seconds aside).

Shards of different campaigns are refused, naming the field and the files: another engine,
variant, seed, number of games, number of shards or hearts version; a shard given twice or
missing.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hearts.campaign.shards import Shard
from hearts.conformance.fuzz import FuzzReport, fuzz, scenario_yaml
from hearts.conformance.process import open_engine
from hearts.engine.variant import Variant
from hearts.plumbing.atomic import slug
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown

__all__ = [
    "KIND",
    "FuzzCampaign",
    "MergeError",
    "check_shards",
    "merge",
    "merged_block",
    "ordered_shards",
    "play_shard",
    "shard_result",
]

KIND = "fuzz"
SAME = ("kind", "engine", "variant", "variant_digest", "seed", "games", "shards", "mode", "steer",
        "max_hands", "shrink_checks", "hearts_version")  # fmt: skip
"""What every shard of one campaign must agree on."""
_CUT_SHORT = "games cut short: "
SCHEMA = "hearts/scenarios/schema.json"
"""The schema the scenario of a disagreement names (relative: a shard does not know where it lands)."""


class MergeError(InputError):
    """Shard results that are not the shards of one campaign."""


@dataclass(frozen=True)
class FuzzCampaign:
    """Everything that decides the games and the report, and the engine to run them on."""

    engine: str
    """The engine's command."""
    variant: Variant
    games: int
    seed: int
    mode: str = "game"
    steer: bool = True
    max_hands: int | None = None
    timeout: float = 5.0
    shrink_budget: float = 20.0
    shrink_checks: int | None = None
    hearts_version: str = "?"

    def block(self, shard: Shard, engine_name: str) -> dict[str, Any]:
        """The ``campaign`` block of a shard's result."""
        games = shard.games(self.games)
        return {
            "kind": KIND,
            "engine": engine_name,
            "variant": self.variant.name,
            "variant_digest": hashlib.sha256(repr(self.variant).encode()).hexdigest()[:16],
            "seed": self.seed,
            "games": self.games,
            "shards": shard.count,
            "shard": shard.index,
            "first_game": games.start,
            "last_game": games.stop - 1,
            "mode": self.mode,
            "steer": self.steer,
            "max_hands": self.max_hands,
            "shrink_checks": self.shrink_checks,
            "hearts_version": self.hearts_version,
        }


def shard_result(campaign: FuzzCampaign, shard: Shard, report: FuzzReport) -> dict[str, Any]:
    """``report`` (of ``shard``'s games) as a shard's result: the report's JSON, the scenario of
    its shrunk disagreement (if any) and the ``campaign`` block."""
    scenario = None
    if report.shrunk is not None:
        d = report.shrunk
        scenario = scenario_yaml(
            d,
            scenario_id=f"fuzz/{slug(report.variant.lower())}-seed-{report.seed}-game-{d.game}-hand-{d.hand}",
            engine=report.engine,
            schema=SCHEMA,
        )
    return {**report.to_json(), "scenario": scenario, "campaign": campaign.block(shard, report.engine)}


def play_shard(campaign: FuzzCampaign, shard: Shard) -> dict[str, Any]:
    """Play ``shard``'s games of ``campaign`` (the engine started and closed here); its result."""
    games = shard.games(campaign.games)
    with open_engine(campaign.engine, campaign.timeout) as engine:
        report = fuzz(
            engine,
            campaign.variant,
            len(games),
            campaign.seed,
            mode=campaign.mode,
            steer=campaign.steer,
            max_hands=campaign.max_hands,
            shrink_budget=campaign.shrink_budget,
            shrink_checks=campaign.shrink_checks,
            first_game=games.start,
        )
    return shard_result(campaign, shard, report)


def check_shards(results: Sequence[tuple[str, dict[str, Any]]], same: Sequence[str] = SAME) -> None:
    """Refuse ``results`` unless they are every shard of one campaign, once each (``same``: the
    ``campaign`` fields they must agree on)."""
    first_name, first = results[0]
    for name, data in results[1:]:
        for key in same:
            if data["campaign"].get(key) != first["campaign"].get(key):
                mine, theirs = (shown(str(d["campaign"].get(key)), 60) for d in (data, first))
                raise MergeError(
                    f"{shown(name)} and {shown(first_name)} are shards of different campaigns: "
                    f"{key} {mine} and {theirs}"
                )
    seen: dict[int, str] = {}
    for name, data in results:
        k = data["campaign"]["shard"]
        if k in seen:
            raise MergeError(
                f"{shown(name)} and {shown(seen[k])}: both are shard {k}/{first['campaign']['shards']}"
            )
        seen[k] = name
    count = first["campaign"]["shards"]
    missing = [f"{k}/{count}" for k in range(1, count + 1) if k not in seen]
    if missing:
        shown_missing = ", ".join(missing[:10]) + (
            f" and {len(missing) - 10} more" if len(missing) > 10 else ""
        )
        raise MergeError(f"shards missing: {shown_missing} (every shard of the campaign is needed)")


Results = Sequence[tuple[str, dict[str, Any]]]
"""Shard results to merge: ``(file name, result)`` each."""


def ordered_shards(
    results: Results, same: Sequence[str], check: Callable[[str, dict[str, Any]], None] | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """``results`` in shard order, once :func:`check_shards` and ``check`` (each file's own sums
    against its campaign block) have refused what is not every shard of one campaign."""
    if not results:
        raise MergeError("no shard result to merge")
    check_shards(results, same)
    if check is not None:
        for name, data in results:
            check(name, data)
    return sorted(results, key=lambda r: r[1]["campaign"]["shard"])


def merged_block(ordered: Results) -> dict[str, Any]:
    """The merged report's campaign block: the shards' common block, without what names one shard
    (its number and its first and last game or deal), with the number of shards merged."""
    one_shard = ("shard", "first_game", "last_game", "first_deal", "last_deal")
    campaign = {k: v for k, v in ordered[0][1]["campaign"].items() if k not in one_shard}
    campaign["merged_shards"] = len(ordered)
    return campaign


def _add(total: dict[str, int], part: dict[str, int]) -> None:
    for key, n in part.items():
        total[key] = total.get(key, 0) + n


def merge(results: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The one-run report of the shards ``results`` (``(file name, result)`` each, checked)."""
    ordered = ordered_shards(results, SAME)
    found = [d for _, d in ordered if d["found"] is not None]
    stop_at = min((d["campaign"]["shard"] for d in found), default=ordered[-1][1]["campaign"]["shard"])
    counted = [d for _, d in ordered if d["campaign"]["shard"] <= stop_at]
    last = counted[-1]
    keys = ("engine", "variant", "seed", "found", "shrunk", "shrink_checks", "scenario")
    merged: dict[str, Any] = {key: last.get(key) for key in keys}
    merged["mode"] = "hand" if any(d["mode"] == "hand" for d in counted) else counted[0]["mode"]
    for key in ("games", "hands", "steps", "checked"):
        merged[key] = sum(d[key] for d in counted)
    for key in ("comparisons", "not_answered", "situations", "styles"):
        total: dict[str, int] = {}
        for d in counted:
            _add(total, d[key])
        merged[key] = dict(sorted(total.items())) if key != "situations" else total
    merged["empty"] = merged["found"] is None and (merged["games"] == 0 or merged["checked"] == 0)
    never = Counter(kind for d in counted for kind in d["never_reached"])
    merged["never_reached"] = [kind for kind in counted[0]["never_reached"] if never[kind] == len(counted)]
    notes: list[str] = []
    for d in counted:
        notes.extend(n for n in d["notes"] if n not in notes and not n.startswith(_CUT_SHORT))
    cut = sorted({n for d in counted for n in d["notes"] if n.startswith(_CUT_SHORT)})
    merged["notes"] = notes + cut  # as one run writes them: the games cut short last, sorted
    merged["seconds"] = round(sum(d["seconds"] for _, d in ordered), 3)
    campaign = merged_block(ordered)
    campaign["counted_shards"] = len(counted)
    merged["campaign"] = campaign
    return merged
