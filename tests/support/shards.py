"""Shard result files edited as a forger would, and the one-line refusal ``hearts merge`` must give
(tests/campaign: fuzz, tournament, audit and ladder shards)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.support.cli import Ran

__all__ = ["edited_shard", "refused_in_one_line"]


def edited_shard(source: Path, target: Path, change: Callable[[Any], object]) -> Path:
    """The shard result ``source`` with ``change`` applied to its data, written to ``target``."""
    data = json.loads(source.read_text())
    change(data)
    target.write_text(json.dumps(data))
    return target


def refused_in_one_line(ran: Ran, *words: str) -> None:
    """Exit 2 with one line on stderr that holds each of ``words``."""
    assert ran.code == 2 and len(ran.stderr.strip().splitlines()) == 1, (ran.code, ran.stderr)
    for word in words:
        assert word in ran.stderr, ran.stderr
