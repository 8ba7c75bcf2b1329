"""Shard result files read back for ``hearts merge``: checked as input from anywhere (size,
nesting, the schema of their kind beside this module: ``fuzz-shard.schema.json``,
``tournament-shard.schema.json``, ``audit-shard.schema.json``, ``ladder-shard.schema.json``),
one line when one is wrong."""

from __future__ import annotations

import functools
import json
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import BadInput, load_json, read_text, shown

__all__ = ["ShardFileError", "read_shard"]

MAX_SHARD_BYTES = 8 * 1024 * 1024


class ShardFileError(InputError):
    """A shard result file that cannot be read."""


KINDS = ("fuzz", "tournament", "audit", "ladder")
_MADE_BY = {
    "fuzz": "hearts fuzz --shard K/N --json FILE",
    "tournament": "hearts tournament --shard K/N --json FILE",
    "audit": "hearts bots audit --games G --shard K/N --json FILE",
    "ladder": "python benchmarks/ladder.py --shard K/N --json",
}


@functools.cache
def _validator(kind: str) -> jsonschema.Draft202012Validator:
    text = resources.files("hearts.campaign").joinpath(f"{kind}-shard.schema.json").read_text("utf-8")
    return jsonschema.Draft202012Validator(json.loads(text))


def _kind(data: Any) -> str:
    """The kind of campaign a result names (fuzz when it names none: the schema says what lacks)."""
    campaign = data.get("campaign") if isinstance(data, dict) else None
    kind = campaign.get("kind") if isinstance(campaign, dict) else None
    return kind if kind in KINDS else "fuzz"


def read_shard(path: Path) -> dict[str, Any]:
    where = str(path)
    try:
        data = load_json(read_text(path, MAX_SHARD_BYTES), where, MAX_SHARD_BYTES)
    except BadInput as err:
        raise ShardFileError(str(err)) from None
    kind = _kind(data)
    error = jsonschema.exceptions.best_match(_validator(kind).iter_errors(data))
    if error is not None:
        place = (
            "/" + "/".join(str(p) for p in error.absolute_path) if error.absolute_path else "the top level"
        )
        raise ShardFileError(
            f"{shown(where)}: not a {kind} shard result ({_MADE_BY[kind]}): "
            f"at {shown(place, 80)}: {shown(error.message, 160)}"
        )
    result: dict[str, Any] = data
    c = result["campaign"]
    first, last = (
        (c["first_deal"], c["last_deal"]) if kind == "tournament" else (c["first_game"], c["last_game"])
    )
    if c["shard"] > c["shards"] or first > last + 1:
        raise ShardFileError(f"{shown(where)}: shard {c['shard']}/{c['shards']} cannot be")
    return result
