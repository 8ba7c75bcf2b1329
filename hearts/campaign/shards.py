"""Shards: ``K/N`` is the K-th of N contiguous slices of a campaign's games (K from 1).

A slice is a range of game numbers, and a game is a pure function of the seed, its number and
the variant: the N shards together play exactly the games of one run, whoever runs them.

>>> Shard.parse("2/4").games(10)
range(3, 6)
>>> [len(Shard(k, 3).games(10)) for k in (1, 2, 3)]
[3, 3, 4]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown

__all__ = ["MAX_SHARDS", "Shard", "ShardError"]

MAX_SHARDS = 10_000

_SPEC = re.compile(r"\s*(\d{1,6})\s*/\s*(\d{1,6})\s*")


class ShardError(InputError):
    """A shard that cannot be: ``--shard 5/4``, ``--shard 0/3``, more shards than games."""


@dataclass(frozen=True, order=True)
class Shard:
    index: int
    """From 1 to :attr:`count`."""
    count: int

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_SHARDS:
            raise ShardError(f"shard {self}: the number of shards goes from 1 to {MAX_SHARDS}")
        if not 1 <= self.index <= self.count:
            raise ShardError(f"shard {self}: the shard's number goes from 1 to {self.count}")

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    @classmethod
    def parse(cls, text: str) -> Shard:
        match = _SPEC.fullmatch(text)
        if match is None:
            raise ShardError(f"shard {shown(text, 40)!r}: write K/N, the K-th of N shards (1/4, 2/4, ...)")
        return cls(int(match[1]), int(match[2]))

    @classmethod
    def all(cls, count: int) -> list[Shard]:
        return [cls(k, count) for k in range(1, count + 1)]

    def games(self, total: int) -> range:
        """The numbers of this shard's games among ``total`` (numbered from 1)."""
        if total < self.count:
            raise ShardError(f"shard {self}: {self.count} shards of {total} game(s): give at most one a game")
        start = (self.index - 1) * total // self.count
        stop = self.index * total // self.count
        return range(start + 1, stop + 1)
