"""The engine interface the conformance runner and the fuzzer talk to.

The reference engine implements it in process (:class:`ReferenceEngine`); an
external engine implements it over JSON lines on stdin/stdout (the engine
protocol, documented in ``docs/protocol.md``), wrapped by a class of the same
shape. Every method maps to one protocol request.

A position is set up from a :class:`hearts.engine.state.Record`: the variant, the deals
(one per hand), the actions so far, the number of the first hand and the totals
before it. That covers a fresh deal, a mid-hand position and a whole game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hearts.cards import Card
from hearts.engine.state import Record
from hearts.engine.variant import FIRST_PROTOCOL, Variant, knob_specs
from hearts.plumbing.inputs import shown

__all__ = [
    "ANY_VALUE",
    "APPLY_DEALS",
    "CLAUSE_TABLE",
    "GIVE_UP_AFTER",
    "LATER_KNOBS",
    "LATER_VALUES",
    "QUERIES",
    "Capabilities",
    "Engine",
    "EngineCrashed",
    "EngineFailure",
    "EngineRefused",
    "EngineTimeout",
    "NoPosition",
    "TooLarge",
    "Unsupported",
    "deal_now",
    "minor_of",
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


GIVE_UP_AFTER = 3
"""Failures in a row after which a client gives up on an engine: requests (crash, timeout,
bad answer) for the process client, scenarios for ``hearts conform``."""


ANY_VALUE = "*"
"""In :attr:`Capabilities.knobs`, a list holding ``"*"`` accepts every value of that knob
(added for engines, such as the reference engine, that model every value)."""


LATER_KNOBS: dict[str, str] = {name: k.since for name, k in knob_specs().items() if k.since != FIRST_PROTOCOL}
"""Knobs added by a minor version, and that version (declared ``since`` on each knob's
:class:`~hearts.engine.variant.Variant` field; the 1.2 ones: the Hearts families as data). The
client sends one only when the variant sets it away from the card's value, and an engine
that leaves one out of its handshake supports the card's value only: older engines keep
working on the variants they always played."""


LATER_VALUES: dict[tuple[str, str], str] = {
    (name, value): since for name, k in knob_specs().items() for value, since in k.later_values
}
"""Values added to a knob by a later minor version than the knob's, and that version (declared
``later_values`` on the knob: protocol 1.5, ``leftover: kitty-first-heart``). An engine that
speaks an older version is not sent them, even if it declares every value of the knob (``"*"``):
``hearts conform`` skips the scenario naming the value."""


APPLY_DEALS = "1.1"
"""The protocol version in which an ``apply`` that ends a hand deals the deal left over (1.0 left
it open): ``hearts fuzz`` crosses hands by setup with an older engine, and ``hearts engine-check``
probes it from this version on."""


CLAUSE_TABLE = "1.1"
"""The protocol version whose table says which clause each refusal cites (1.0 asked for the
clause "ideally"): below it, ``hearts conform`` checks that an illegal card is refused, not
which clause the refusal cites."""


def minor_of(version: str) -> int | None:
    """The minor number of a ``MAJOR.MINOR`` protocol version (``None`` if it has none).

    >>> minor_of("1.2"), minor_of("1.0"), minor_of("one")
    (2, 0, None)
    """
    _major, dot, minor = version.partition(".")
    return int(minor) if dot and minor.isdigit() and len(minor) <= 6 else None


class EngineFailure(Exception):
    """Base of the ways an engine can fail a request."""


class EngineRefused(EngineFailure):
    """The engine refused an action as illegal; ``clause`` is its cited clause, if any.

    For an action of a ``setup``, ``index`` is its position in the record's actions
    (protocol 1.1: every refused setup action carries it) and ``action`` the card.
    """

    def __init__(
        self, message: str, clause: str | None = None, index: int | None = None, action: str | None = None
    ) -> None:
        super().__init__(message)
        self.clause = clause
        self.index = index
        self.action = action


class NoPosition(EngineFailure):
    """A request that needs a position before any ``setup`` (protocol: ``bad-request``)."""


class TooLarge(EngineFailure):
    """A request that would take more work than the engine allows, such as a perft
    beyond its count limit (protocol: ``bad-request``)."""


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
    combinations: tuple[dict[str, list[Any]], ...] = ()
    """Protocol 1.1: knob values that only work together. When given, a variant is
    supported only if it also matches one of them (each names some knobs and their
    allowed values; knobs it does not name are free)."""

    def speaks(self, version: str) -> bool:
        """Whether the engine's protocol specifies what ``version`` does: its minor version is at
        least ``version``'s (a minor only adds). A handshake without a readable version (an
        in-process engine naming none) is taken at its word.

        >>> caps = Capabilities("x", "1.0", frozenset())
        >>> caps.speaks("1.0"), caps.speaks("1.1")
        (True, False)
        """
        minor, needed = minor_of(self.protocol), minor_of(version)
        return minor is None or needed is None or minor >= needed

    def cannot_answer(self, since: str = FIRST_PROTOCOL, needs: Iterable[str] = ()) -> str | None:
        """Why the engine is not asked something specified in protocol ``since`` that asks the
        queries ``needs`` (queries are optional), or ``None``: the one rule by which
        ``hearts engine-check`` skips a probe and ``hearts conform`` a scenario, with this reason.

        >>> caps = Capabilities("x", "1.0", frozenset({"phase"}))
        >>> caps.cannot_answer("1.1", ["perft"])
        'specified in protocol 1.1; the engine speaks 1.0'
        >>> caps.cannot_answer("1.0", ["phase", "perft"])
        'needs the optional query perft, which the engine does not declare'
        """
        if not self.speaks(since):
            return f"specified in protocol {since}; the engine speaks {shown(self.protocol, 20)}"
        missing = sorted(set(needs) - self.queries)
        if missing:
            s = "y" if len(missing) == 1 else "ies"
            return f"needs the optional quer{s} {', '.join(missing)}, which the engine does not declare"
        return None

    def supports_variant(self, variant: Variant) -> str | None:
        """``None`` if every knob value of ``variant`` is supported, else the first that is not.

        >>> from hearts.engine.variant import FirstTrickForced
        >>> caps = Capabilities("x", "1.1", frozenset(), {k: [ANY_VALUE] for k in Variant().knobs()},
        ...     ({"first_trick_points": ["unless-forced"], "first_trick_forced": ["any-point-card"]},))
        >>> caps.supports_variant(Variant()) is None
        True
        >>> caps.supports_variant(Variant(first_trick_forced=FirstTrickForced.HEARTS_ONLY))
        'no declared combination of knobs allows first_trick_forced=hearts-only'
        """
        knobs = variant.knobs()
        card = Variant().knobs()
        if variant.players != 4 and "players" not in self.knobs:
            return f"players={variant.players} (a four-seat engine: it declares no table knob, protocol 1.3)"
        for knob, value in knobs.items():
            since = LATER_VALUES.get((knob, str(value)))
            if since is not None and not self.speaks(since):
                return f"{knob}={value} (protocol {since}; the engine speaks {shown(self.protocol, 20)})"
            allowed = self.knobs.get(knob)
            if allowed is None and knob in LATER_KNOBS and value == card[knob]:
                continue
            if allowed is None or (ANY_VALUE not in allowed and value not in allowed):
                return f"{knob}={value}"
        if not self.combinations:
            return None
        worst: str | None = None
        for combination in self.combinations:
            off = [
                k
                for k, values in combination.items()
                if ANY_VALUE not in values and knobs.get(k) not in values
            ]
            if not off:
                return None
            if worst is None:
                worst = ", ".join(f"{k}={knobs.get(k)}" for k in off)
        return f"no declared combination of knobs allows {worst}"


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


def ask_each(engine: Engine, names: Sequence[str]) -> list[Any]:
    """The answers to several queries without arguments, in order: each the result, or
    the :class:`EngineFailure` that query raised (``Unsupported`` included).

    An engine behind a pipe writes them all before reading the answers (one round trip
    instead of one each: the protocol answers requests in order); other engines are asked
    one at a time. When the engine itself fails (a crash, a timeout, a line that is not a
    protocol message), that failure is the answer to the query it happened on and to every
    query after it.
    """
    method = getattr(engine, "query_each", None)
    if method is not None:
        answers: list[Any] = method(names)
        return answers
    out: list[Any] = []
    for name in names:
        try:
            out.append(engine.query(name))
        except EngineFailure as err:
            out.append(err)
    return out


def apply_and_ask(engine: Engine, card: Card, names: Sequence[str]) -> list[Any]:
    """Apply ``card``, then :func:`ask_each` ``names``: one round trip for an engine behind a
    pipe. The action's failure raises (EngineRefused for an illegal card), as ``apply`` does."""
    method = getattr(engine, "apply_and_ask", None)
    if method is not None:
        answers: list[Any] = method(card, names)
        return answers
    engine.apply(card)
    return ask_each(engine, names)


def deal_now(engine: Engine, deal: Any) -> None:
    """Protocol 1.1's ``deal`` request: deal ``deal`` when the phase is ``deal``.

    Engines without a ``deal`` method (or protocol 1.0 engines) raise :class:`Unsupported`.
    """
    method = getattr(engine, "deal", None)
    if method is None:
        raise Unsupported("the engine does not take deal requests")
    method(deal)
