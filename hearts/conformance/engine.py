"""The engine interface the conformance runner and the fuzzer talk to.

The reference engine implements it in process (:class:`ReferenceEngine`); an
external engine implements it over JSON lines on stdin/stdout (the engine
protocol, documented in ``docs/protocol.md``), wrapped by a class of the same
shape. Every method maps to one protocol request.

A position is set up from a :class:`hearts.game.Record`: the variant, the deals
(one per hand), the actions so far, the number of the first hand and the totals
before it. That covers a fresh deal, a mid-hand position and a whole game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from hearts.cards import Card
from hearts.game import Record
from hearts.variant import Variant

__all__ = [
    "ANY_VALUE",
    "QUERIES",
    "Capabilities",
    "Engine",
    "EngineCrashed",
    "EngineFailure",
    "EngineRefused",
    "EngineTimeout",
    "Unsupported",
]

QUERIES = (
    "legal_actions",  # list of cards (ASCII notation) for the seat to act
    "to_act",  # seat letter or null
    "phase",  # deal | pass | play | over | stuck
    "trick_winner",  # seat letter of the last completed trick's winner, or null
    "hearts_broken",  # bool
    "points",  # points taken this hand per seat [N, E, S, W]
    "hand_results",  # list of {points, deltas, scores, shooter} for finished hands
    "scores",  # totals [N, E, S, W]
    "game_over",  # bool
    "winners",  # list of seat letters once the game is over
    "perft",  # {depth} -> {"total": n, "divide": {card: n}}
)


ANY_VALUE = "*"
"""In :attr:`Capabilities.knobs`, a list holding ``"*"`` accepts every value of that knob
(added for engines, such as the reference engine, that model every value)."""


class EngineFailure(Exception):
    """Base of the ways an engine can fail a request."""


class EngineRefused(EngineFailure):
    """The engine refused an action as illegal; ``clause`` is its cited clause, if any."""

    def __init__(self, message: str, clause: str | None = None) -> None:
        super().__init__(message)
        self.clause = clause


class Unsupported(EngineFailure):
    """The engine does not support this variant, knob or query (the scenario is skipped)."""


class EngineCrashed(EngineFailure):
    """The engine process exited; carries the exit code and the end of its stderr."""

    def __init__(self, message: str, exit_code: int | None, stderr_tail: str) -> None:
        super().__init__(message)
        self.exit_code = exit_code
        self.stderr_tail = stderr_tail


class EngineTimeout(EngineFailure):
    """The engine did not answer a request within the time limit."""


@dataclass(frozen=True)
class Capabilities:
    """What the engine said in its handshake."""

    name: str
    protocol: str
    queries: frozenset[str]
    knobs: dict[str, list[Any]] = field(default_factory=dict)
    """For each variant knob it can model, the values it supports."""

    def supports_variant(self, variant: Variant) -> str | None:
        """``None`` if every knob value of ``variant`` is supported, else the first that is not."""
        for knob, value in variant.knobs().items():
            allowed = self.knobs.get(knob)
            if allowed is None or (ANY_VALUE not in allowed and value not in allowed):
                return f"{knob}={value}"
        return None


class Engine(Protocol):
    """An engine under test. Methods raise :class:`EngineFailure` subclasses."""

    def capabilities(self) -> Capabilities: ...

    def setup(self, record: Record) -> None:
        """Set up the position ``record`` describes (raises EngineRefused on an illegal action)."""
        ...

    def apply(self, card: Card) -> None:
        """Apply one action; EngineRefused if the engine finds it illegal."""
        ...

    def query(self, name: str, **args: Any) -> Any:
        """Answer one of :data:`QUERIES` about the current position (plain JSON data)."""
        ...

    def close(self) -> None: ...
