"""The reference engine behind the :class:`~hearts.conformance.engine.Engine` interface.

It wraps :class:`hearts.game.State` in process: ``setup`` replays a
:class:`~hearts.game.Record`, ``apply`` plays one card, and ``query`` answers every
query of :data:`~hearts.conformance.engine.QUERIES` in plain JSON data, including
``perft`` with its per-card "divide".

Perft counts the distinct sequences of exactly ``depth`` legal actions (pass picks
or plays) from the position, like chess perft: a line that reaches the end of the
hand, the end of the game or a dead end (phase ``stuck``) earlier counts nothing.

>>> from hearts.deal import Deal
>>> from hearts.game import Record
>>> from hearts.variant import Variant
>>> deal = Deal.random(seed=1)
>>> engine = ReferenceEngine()
>>> engine.setup(Record(Variant(pass_count=0), (deal,), ()))
>>> engine.query("perft", depth=1)["total"]
1
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from hearts.cards import Card, Seat
from hearts.conformance.engine import (
    ANY_VALUE,
    QUERIES,
    Capabilities,
    EngineFailure,
    EngineRefused,
    Unsupported,
)
from hearts.conformance.protocol import PROTOCOL_VERSION
from hearts.game import IllegalAction, Record, State, replay
from hearts.variant import Variant

__all__ = ["ReferenceEngine", "perft"]


def perft(state: State, depth: int) -> tuple[int, dict[str, int]]:
    """The number of legal action sequences of length ``depth``, and the divide by first card."""
    divide: dict[str, int] = {}
    if depth <= 0:
        return 1, divide
    for card in state.legal_actions():
        divide[card.format()] = _count(state.apply(card), depth - 1)
    return sum(divide.values()), divide


def _count(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    return sum(_count(state.apply(card), depth - 1) for card in legal)


class ReferenceEngine:
    """This project's engine, in process. Supports every knob value and every query."""

    name = "hearts-reference"

    def __init__(self) -> None:
        self._state: State | None = None

    def capabilities(self) -> Capabilities:
        knobs = {
            f.name: [ANY_VALUE] for f in fields(Variant) if f.name not in ("name", "title", "description")
        }
        return Capabilities(self.name, PROTOCOL_VERSION, frozenset(QUERIES), knobs)

    def setup(self, record: Record) -> None:
        self._state = None
        try:
            self._state = replay(record)
        except IllegalAction as err:
            raise EngineRefused(str(err), err.clause) from None
        except StopIteration:
            raise EngineFailure("the record needs more deals than it gives") from None

    @property
    def state(self) -> State:
        if self._state is None:
            raise EngineFailure("no position: call setup first")
        return self._state

    def apply(self, card: Card) -> None:
        try:
            self._state = self.state.apply(card)
        except IllegalAction as err:
            raise EngineRefused(str(err), err.clause) from None

    def query(self, name: str, **args: Any) -> Any:
        handler = getattr(self, f"_q_{name}", None)
        if name not in QUERIES or handler is None:
            raise Unsupported(f"unknown query {name!r}")
        return handler(**args)

    def close(self) -> None:
        self._state = None

    # ------------------------------------------------------------- queries

    def _q_legal_actions(self) -> list[str]:
        return [c.format() for c in self.state.legal_actions()]

    def _q_to_act(self) -> str | None:
        seat = self.state.to_act
        return None if seat is None else seat.letter

    def _q_phase(self) -> str:
        return str(self.state.phase)

    def _q_trick_winner(self) -> str | None:
        tricks = self.state.tricks
        winner = tricks[-1].winner if tricks else None
        return None if winner is None else winner.letter

    def _q_hearts_broken(self) -> bool:
        return self.state.hearts_broken

    def _q_points(self) -> list[int]:
        return [self.state.points_taken(seat) for seat in Seat]

    def _q_hand_results(self) -> list[dict[str, Any]]:
        return [
            {
                "points": list(r.points),
                "deltas": list(r.deltas),
                "scores": list(r.scores),
                "shooter": None if r.shooter is None else r.shooter.letter,
            }
            for r in self.state.hand_results
        ]

    def _q_scores(self) -> list[int]:
        return list(self.state.scores)

    def _q_game_over(self) -> bool:
        return self.state.is_over

    def _q_winners(self) -> list[str]:
        outcome = self.state.outcome
        return [] if outcome is None else [s.letter for s in outcome.winners]

    def _q_perft(self, depth: int) -> dict[str, Any]:
        total, divide = perft(self.state, int(depth))
        return {"total": total, "divide": divide}
