"""Audited games played once per test session: the decisions of a seeded game, kept as they
are played, so the tests that look into the same game share one play of it.

A game is a pure function of its variant, seed and levels (the bots are seeded), so a
decision read from the kept list is the one a fresh play would give; the list grows only as
far as a test reads (a test that finds its position in the first hand plays the first hand).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from hearts.audit import Game
from hearts.audit.claims import Position
from hearts.audit.games import _decisions
from hearts.bots.decision import Decision
from hearts.engine.state import State

Decided = tuple[int, State, Decision]
"""A decision with its number in its hand and the state it was taken in."""


class PlayedGame:
    """The decisions of one game, played lazily and kept."""

    def __init__(self, game: Game) -> None:
        self._source = _decisions(game)
        self._kept: list[Decided] = []
        self._done = False

    def __iter__(self) -> Iterator[Decided]:
        i = 0
        while True:
            if i == len(self._kept):
                if self._done:
                    return
                step = next(self._source, None)
                if step is None:
                    self._done = True
                    return
                self._kept.append(step)
            yield self._kept[i]
            i += 1

    def positions(self) -> Iterator[tuple[int, Position]]:
        """Each decision as the auditor's position (the seat to act and its decision)."""
        for index, state, decision in self:
            seat = state.to_act
            assert seat is not None
            yield index, Position(state, seat, decision)


@cache
def played(game: Game) -> PlayedGame:
    """The one kept play of ``game`` in this session."""
    return PlayedGame(game)
