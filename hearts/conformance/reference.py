"""The reference engine behind the :class:`~hearts.conformance.engine.Engine` interface.

It wraps :class:`hearts.engine.state.State` in process: ``setup`` replays a
:class:`~hearts.engine.state.Record`, ``apply`` plays one card, and ``query`` answers every
query of :data:`~hearts.conformance.engine.QUERIES` in plain JSON data, including
``perft`` with its per-card "divide".

Protocol 1.1 behaviour: ``setup`` deals the first of the record's deals, applies
the actions and deals the next deal each time a hand ends; ``apply`` does the
same, so a game set up with all its deals can be played through ``apply`` across
hands; :meth:`ReferenceEngine.deal` deals a given hand when the phase is ``deal``.
A refused setup action carries its ``index`` in the actions.

Perft (protocol 1.1, one definition): the number of distinct sequences of exactly
``depth`` actions that ``apply`` would accept one after another from the position.
After the last card of a hand the line goes on into the next hand when a deal is
left over (as ``apply`` deals it); a line that reaches a position where nobody
acts (game over, ``stuck``, or ``deal`` with no deal left) before ``depth``
actions counts nothing.

>>> from hearts.engine.deal import Deal
>>> from hearts.engine.state import Record
>>> from hearts.engine.variant import Variant
>>> deal = Deal.random(seed=1)
>>> engine = ReferenceEngine()
>>> engine.setup(Record(Variant(pass_count=0), (deal,), ()))
>>> engine.query("perft", depth=1)["total"]
1
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearts.cards import Card, Seat
from hearts.conformance.engine import (
    ANY_VALUE,
    QUERIES,
    Capabilities,
    EngineRefused,
    NoPosition,
    TooLarge,
    Unsupported,
)
from hearts.conformance.protocol import PROTOCOL_VERSION
from hearts.engine.deal import Deal
from hearts.engine.state import IllegalAction, Phase, Record, State
from hearts.engine.variant import Variant, knob_specs

__all__ = ["PERFT_LIMIT", "ReferenceEngine", "perft"]

PERFT_LIMIT = 1_000_000
"""Most lines :func:`perft` counts (about a second of work): past it, :class:`TooLarge`.
Scenario files may not expect more (``expect.perft.total``, scenarios/schema.json)."""


def _too_large(depth: int) -> TooLarge:
    """The error of a perft that would count more than :data:`PERFT_LIMIT` lines."""
    return TooLarge(
        f"perft({depth}) counts more than {PERFT_LIMIT:,} lines from this position: ask for a smaller depth"
    )


def perft(
    state: State, depth: int, deals: Sequence[Deal] = (), limit: int = PERFT_LIMIT
) -> tuple[int, dict[str, int]]:
    """The number of legal action sequences of length ``depth``, and the divide by first card.

    ``deals`` are the deals left over: dealt in turn when a line ends a hand. Past
    ``limit`` lines the count stops with :class:`TooLarge` (the work is about
    proportional to the lines counted, so a hostile depth cannot run for minutes).
    """
    divide: dict[str, int] = {}
    if depth <= 0:
        return 1, divide
    counted = [0, limit]
    for card in state.legal_actions():
        nxt, rest = _dealt(state.apply(card), tuple(deals))
        divide[card.format()] = _count(nxt, depth - 1, rest, counted)
        if counted[0] > limit:
            raise _too_large(depth)
    return sum(divide.values()), divide


def _dealt(state: State, deals: tuple[Deal, ...]) -> tuple[State, tuple[Deal, ...]]:
    """``state``, with the next deal dealt when the hand is over and a deal is left."""
    if deals and state.phase is Phase.DEAL:
        return state.deal(deals[0]), deals[1:]
    return state, deals


def _count(state: State, depth: int, deals: tuple[Deal, ...], counted: list[int]) -> int:
    """Lines of length ``depth`` from ``state``; ``counted`` is ``[lines so far, limit]``."""
    if depth == 0:
        counted[0] += 1
        return 1
    legal = state.legal_actions()
    if depth == 1:
        counted[0] += len(legal)
        return len(legal)
    total = 0
    for card in legal:
        if counted[0] > counted[1]:
            break  # perft() raises: the count is given up
        nxt, rest = _dealt(state.apply(card), deals)
        total += _count(nxt, depth - 1, rest, counted)
    return total


class ReferenceEngine:
    """This project's engine, in process. Supports every knob value and every query."""

    name = "hearts-reference"

    def __init__(self) -> None:
        self._state: State | None = None
        self._deals: tuple[Deal, ...] = ()
        """The deals of the setup not dealt yet."""

    def capabilities(self) -> Capabilities:
        knobs = {name: [ANY_VALUE] for name in knob_specs()}
        return Capabilities(self.name, PROTOCOL_VERSION, frozenset(QUERIES), knobs)

    def setup(self, record: Record) -> None:
        """Replay ``record``; a refused action raises :class:`EngineRefused` with its ``index``."""
        self._state = None
        deals = record.deals
        state = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
        for index, card in enumerate(record.actions):
            if state.phase is Phase.DEAL and deals:
                state, deals = state.deal(deals[0]), deals[1:]
            try:
                state = state.apply(card)
            except IllegalAction as err:
                raise EngineRefused(
                    f"action {index} ({card.format()}): {err}", err.clause, index, card.format()
                ) from None
        self._state, self._deals = _dealt(state, deals)

    @property
    def variant(self) -> Variant | None:
        """The variant of the position set up (its table reads a ``deal`` request), or ``None``."""
        return None if self._state is None else self._state.variant

    def _seat(self, seat: Seat) -> str:
        """A seat as the protocol names it: N E S W at four, 1 to N at other tables (1.3)."""
        return seat.label(self.state.seats)

    @property
    def state(self) -> State:
        if self._state is None:
            raise NoPosition("no position: send setup first")
        return self._state

    def apply(self, card: Card) -> None:
        try:
            state = self.state.apply(card)
        except IllegalAction as err:
            raise EngineRefused(str(err), err.clause) from None
        self._state, self._deals = _dealt(state, self._deals)

    def deal(self, deal: Deal) -> None:
        """Deal ``deal`` now (protocol 1.1 ``deal`` request); only in the phase ``deal``."""
        try:
            self._state = self.state.deal(deal)
        except IllegalAction as err:
            raise EngineRefused(str(err), err.clause) from None

    def query(self, name: str, **args: Any) -> Any:
        handler = getattr(self, f"_q_{name}", None)
        if name not in QUERIES or handler is None:
            raise Unsupported(f"unknown query {name!r}")
        return handler(**args)

    def close(self) -> None:
        self._state = None
        self._deals = ()

    # ------------------------------------------------------------- queries

    def _q_legal_actions(self) -> list[str]:
        return [c.format() for c in self.state.legal_actions()]

    def _q_to_act(self) -> str | None:
        seat = self.state.to_act
        return None if seat is None else self._seat(seat)

    def _q_phase(self) -> str:
        return str(self.state.phase)

    def _q_trick_winner(self) -> str | None:
        tricks = self.state.tricks
        winner = tricks[-1].winner if tricks else None
        return None if winner is None else self._seat(winner)

    def _q_hearts_broken(self) -> bool:
        return self.state.hearts_broken

    def _q_points(self) -> list[int]:
        return [self.state.points_taken(Seat(seat)) for seat in range(self.state.seats)]

    def _q_hand_results(self) -> list[dict[str, Any]]:
        return [
            {
                "points": list(r.points),
                "deltas": list(r.deltas),
                "scores": list(r.scores),
                "shooter": None if r.shooter is None else self._seat(r.shooter),
            }
            for r in self.state.hand_results
        ]

    def _q_scores(self) -> list[int]:
        return list(self.state.scores)

    def _q_game_over(self) -> bool:
        return self.state.is_over

    def _q_winners(self) -> list[str]:
        outcome = self.state.outcome
        return [] if outcome is None else [self._seat(s) for s in outcome.winners]

    def _q_perft(self, depth: int) -> dict[str, Any]:
        total, divide = perft(self.state, int(depth), self._deals)
        return {"total": total, "divide": divide}
