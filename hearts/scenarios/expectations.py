"""What a scenario may expect: one class per kind, registered in one place (:data:`KINDS`).

Each kind says, for its key in a scenario's ``expect``:

* ``schema``: the JSON Schema of its value (``hearts/scenarios/schema.json`` holds
  the same fragments; a test keeps the two equal);
* :meth:`Kind.parse`: the value read from the file into a normal form (cards in
  ASCII notation, sorted), problems reported at their line and column;
* ``query``: the engine query it needs (``None`` for none), so that a run can skip
  a scenario whose engine lacks it;
* :meth:`Kind.check`: the answer of an engine (any :class:`EngineAtPosition`) compared with
  the expectation, a :class:`Mismatch` raised when they differ;
* :meth:`Kind.since`: the protocol version that specifies the answer at the scenario's
  position, so that a run skips what an engine of an older version cannot answer
  (:meth:`hearts.conformance.engine.Capabilities.cannot_answer`).

The order of :data:`KINDS` is the order in which expectations are checked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Protocol

import yaml

from hearts.cards import TABLE_SIZES, Card, NotationError
from hearts.engine.state import Phase, Record, replay
from hearts.engine.variant import FIRST_PROTOCOL
from hearts.plumbing.yamlsafe import get, node_at

__all__ = [
    "INVALID",
    "KINDS",
    "PERFT_ACROSS_HANDS",
    "EngineAtPosition",
    "Kind",
    "Mismatch",
    "Reader",
    "Refusal",
    "card_order",
    "needed_queries",
]


class Mismatch(Exception):
    """An engine's answer differs from an expectation."""

    def __init__(self, check: str, expected: Any, got: Any, message: str, clause: str | None = None) -> None:
        super().__init__(message)
        self.check, self.expected, self.got, self.clause = check, expected, got, clause


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action refused by an engine: the clause it cites (if any) and its words."""

    clause: str | None
    message: str


class EngineAtPosition(Protocol):
    """An engine set up at a scenario's position, as the checks ask it."""

    def query(self, name: str, **params: Any) -> Any:
        """The answer to a query (``legal_actions``, ``phase``, ``perft`` with ``depth``...)."""
        ...

    def refusal(self, card: Card) -> Refusal | None:
        """Try ``card`` from the scenario's position: the refusal, or ``None`` if it was accepted.

        Leaves the engine at the scenario's position either way.
        """
        ...


class Reader(Protocol):
    """The scenario file being read, as the parsers report to it."""

    clauses: frozenset[str]

    def problem(self, node: yaml.Node | None, message: str, at: tuple[int, int] | None = None) -> None: ...

    def cards(self, node: yaml.Node, what: str) -> list[Card] | None: ...


class _Invalid:
    def __repr__(self) -> str:
        return "INVALID"


INVALID: Any = _Invalid()
"""What :meth:`Kind.parse` returns for a value with problems (already reported)."""


def card_order(cards: Iterable[str]) -> list[str]:
    """Card texts without repeats, in deck order (anything unreadable last)."""

    def index(text: str) -> int:
        try:
            return Card.parse(text).index
        except ValueError:
            return 99

    return sorted(set(cards), key=lambda t: (index(t), t))


def _canonical_cards(got: Any) -> list[str]:
    out = []
    for item in got or []:
        try:
            out.append(Card.parse(str(item)).format())
        except ValueError:
            out.append(str(item))
    return card_order(out)


def _partial(expected: Mapping[str, Any], got: Any) -> bool:
    """Every field given in ``expected`` is in ``got`` with the same value."""
    if not isinstance(got, dict):
        return False
    return all(
        got.get(k) == v or (isinstance(v, list) and list(got.get(k) or []) == v) for k, v in expected.items()
    )


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{name}"}


def _seat_or_null() -> dict[str, Any]:
    return {"oneOf": [_ref("seat"), {"type": "null"}]}


class Kind:
    """One kind of expectation (see the module docstring)."""

    def __init__(self, key: str, schema: dict[str, Any], query: str | None) -> None:
        self.key = key
        self.schema = schema
        self.query = query

    def parse(self, sid: str, value: Any, node: yaml.Node, reader: Reader) -> Any:
        """The value in normal form, or :data:`INVALID` after reporting its problems."""
        return value

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        """Raise :class:`Mismatch` if ``engine`` does not answer ``want``."""
        got = engine.query(self.key)
        if not self.same(want, got):
            raise Mismatch(self.key, want, got, f"{self.key}: expected {want!r}, engine said {got!r}")

    def same(self, want: Any, got: Any) -> bool:
        return bool(got == want)

    def since(self, want: Any, record: Record) -> str:
        """The protocol version that specifies the answer ``want`` at ``record``'s position: the
        first, unless a later minor version changed what it means."""
        return FIRST_PROTOCOL


class _Equal(Kind):
    """The answer to the query of the same name, equal to the value."""

    def __init__(self, key: str, schema: dict[str, Any]) -> None:
        super().__init__(key, schema, key)


class _Four(_Equal):
    """One integer per seat (a JSON array or a tuple from an engine)."""

    def same(self, want: Any, got: Any) -> bool:
        return isinstance(got, list | tuple) and list(got) == list(want)


class _Winners(_Equal):
    """The game's winners, in any order."""

    def same(self, want: Any, got: Any) -> bool:
        return sorted(got or []) == sorted(want)


class _Legal(Kind):
    """The legal actions: exactly these cards."""

    def parse(self, sid: str, value: Any, node: yaml.Node, reader: Reader) -> Any:
        cards = reader.cards(node, f"{sid}: expect.{self.key}")
        if cards is None:
            return INVALID
        return sorted({c.format() for c in cards}, key=lambda t: Card.parse(t).index)

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        got = _canonical_cards(engine.query("legal_actions"))
        message = self.differ(want, got)
        if message:
            if self.key == "legal":
                raise Mismatch(self.key, want, got, message)
            # Labelled, so that a report never shows the excluded cards as "expected".
            raise Mismatch(self.key, {self.key: want}, {"legal_actions": got}, message)

    def differ(self, want: list[str], got: list[str]) -> str | None:
        if got == want:
            return None
        missing = [c for c in want if c not in got]
        extra = [c for c in got if c not in want]
        return f"legal actions differ: missing {missing}, extra {extra}"


class _LegalIncludes(_Legal):
    """These cards (at least) are legal."""

    def differ(self, want: list[str], got: list[str]) -> str | None:
        missing = [c for c in want if c not in got]
        if not missing:
            return None
        return f"expected legal: {want}; engine said legal: {got}; missing: {missing}"


class _LegalExcludes(_Legal):
    """None of these cards is legal."""

    def differ(self, want: list[str], got: list[str]) -> str | None:
        both = set(want) & set(got)
        if not both:
            return None
        return f"expected not legal: {want}; engine said legal: {got}; wrongly legal: {card_order(both)}"


_ILLEGAL_SCHEMA = {
    "type": "array",
    "items": _ref("illegal"),
    "description": (
        "Cards that must be refused, each with the clause that forbids it "
        "(an empty list in by_variant clears the default)."
    ),
}


class _Illegal(Kind):
    """Cards that must be refused, each (optionally) citing the clause that forbids it."""

    def parse(self, sid: str, value: Any, node: yaml.Node, reader: Reader) -> Any:
        items = []
        ok = True
        for i, entry in enumerate(value):
            entry_node = node_at(node, [i])
            try:
                card = Card.parse(entry["card"]).format()
            except NotationError as err:
                reader.problem(get(entry_node, "card"), f"{sid}: expect.illegal: {err.why}")
                ok = False
                continue
            clause = entry.get("clause")
            if clause is not None and clause not in reader.clauses:
                reader.problem(get(entry_node, "clause"), f"{sid}: unknown clause ID {clause!r}")
                ok = False
            items.append({"card": card, "clause": clause})
        return items if ok else INVALID

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        for item in want:
            card, clause = item["card"], item["clause"]
            refusal = engine.refusal(Card.parse(card))
            if refusal is None:
                raise Mismatch(
                    "illegal",
                    {"card": card, "clause": clause},
                    "accepted",
                    f"{card} was accepted but is illegal ({clause or 'no clause given'})",
                    clause,
                )
            if clause and refusal.clause and refusal.clause != clause:
                raise Mismatch(
                    "illegal",
                    {"card": card, "clause": clause},
                    {"card": card, "clause": refusal.clause, "message": refusal.message},
                    f"{card} refused: expected the clause {clause}, engine said {refusal.clause}",
                    clause,
                )


def hand_winners(deltas: Any) -> list[str] | None:
    """WEB-HAND-WINNER: the seats with the fewest points in the hand, from its deltas."""
    if not isinstance(deltas, list) or len(deltas) not in TABLE_SIZES:
        return None
    low = min(deltas)
    names = "NESW" if len(deltas) == 4 else "1234567"
    return [names[s] for s in range(len(deltas)) if deltas[s] == low]


class _HandResults(Kind):
    """Every hand's result so far, each compared on the fields given."""

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        got = engine.query("hand_results")
        if not isinstance(got, list) or len(got) != len(want) or not all(map(_partial, want, got)):
            raise Mismatch(self.key, want, got, "the hand results differ")


class _LastHand(Kind):
    """The last hand's result, compared on the fields given (``winners`` from its deltas)."""

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        results = engine.query("hand_results")
        last = results[-1] if results else None
        if isinstance(last, dict) and "winners" in want:
            last = {**last, "winners": hand_winners(last.get("deltas"))}
        if not _partial(want, last):
            raise Mismatch(self.key, want, last, "the last hand's result differs")


PERFT_ACROSS_HANDS: Final = "1.1"
"""The protocol version whose ``perft`` goes on into the deal left over when a line ends the
hand (1.0: such a line counts nothing). ``hearts engine-check``'s probe of it says the same."""


def crosses_hand(record: Record, depth: int) -> bool:
    """Whether a line of ``depth`` actions from ``record``'s position ends the hand with a deal of
    the record left over (every line ends the hand after as many actions: the picks and cards
    left), so that what perft counts depends on the protocol version."""
    state = replay(record)
    if len(record.deals) <= len(state.record().deals):  # no deal left over
        return False
    steps = 0
    while steps < depth and state.phase in (Phase.PASS, Phase.PLAY):
        state = state.apply(state.legal_actions()[0])
        steps += 1
    return steps < depth and state.phase is Phase.DEAL


class _Perft(Kind):
    """Counts of the action sequences of each depth (and per first card: ``divide``)."""

    def since(self, want: Any, record: Record) -> str:
        deepest = max(item["depth"] for item in want)
        return PERFT_ACROSS_HANDS if crosses_hand(record, deepest) else FIRST_PROTOCOL

    def parse(self, sid: str, value: Any, node: yaml.Node, reader: Reader) -> Any:
        items = []
        ok = True
        for i, entry in enumerate(value):
            divide = entry.get("divide")
            if divide is not None:
                try:
                    divide = {Card.parse(c).format(): n for c, n in divide.items()}
                except NotationError as err:
                    reader.problem(node_at(node, [i, "divide"]), f"{sid}: expect.perft: {err.why}")
                    ok = False
                    continue
                if sum(divide.values()) != entry["total"]:
                    reader.problem(
                        node_at(node, [i, "total"]),
                        f"{sid}: expect.perft: the divide adds up to {sum(divide.values())},"
                        f" not {entry['total']}",
                    )
                    ok = False
            items.append({"depth": entry["depth"], "total": entry["total"], "divide": divide})
        return items if ok else INVALID

    def check(self, want: Any, engine: EngineAtPosition) -> None:
        for item in want:
            answer = engine.query("perft", depth=item["depth"])
            total = answer.get("total") if isinstance(answer, dict) else answer
            divide = answer.get("divide") if isinstance(answer, dict) else None
            got_div = (
                {Card.parse(c).format(): n for c, n in divide.items()} if isinstance(divide, dict) else None
            )
            check = f"perft({item['depth']})"
            if total != item["total"]:
                message = f"{check}: expected {item['total']}, engine said {total}"
                if item["divide"] is not None and got_div is not None:
                    message += f"; divide: {_divide_diff(item['divide'], got_div)}"
                raise Mismatch(check, item, answer, message)
            if item["divide"] is not None and got_div is not None and got_div != item["divide"]:
                message = f"{check} divide: {_divide_diff(item['divide'], got_div)}"
                raise Mismatch(check, item["divide"], got_div, message)


def _divide_diff(expected: Mapping[str, int], got: Mapping[str, Any]) -> str:
    """Where two perft divides differ, card by card, with both counts labelled."""
    off = [
        f"{c}: expected {expected.get(c, 'none')}, engine said {got.get(c, 'none')}"
        for c in card_order(set(got) | set(expected))
        if expected.get(c) != got.get(c)
    ]
    return "; ".join(off) or "the same"


KINDS: dict[str, Kind] = {
    kind.key: kind
    for kind in (
        _Equal("phase", {"enum": ["deal", "pass", "play", "over", "stuck"]}),
        _Equal("to_act", _seat_or_null()),
        _Legal("legal", {**_ref("cards"), "description": "Exactly these cards are legal."}, "legal_actions"),
        _LegalIncludes("legal_includes", _ref("cards"), "legal_actions"),
        _LegalExcludes("legal_excludes", _ref("cards"), "legal_actions"),
        _Equal("trick_winner", _seat_or_null()),
        _Equal("hearts_broken", {"type": "boolean"}),
        _Four("points", _ref("four")),
        _Four("scores", _ref("four")),
        _HandResults("hand_results", {"type": "array", "items": _ref("handResult")}, "hand_results"),
        _LastHand("last_hand", _ref("handResult"), "hand_results"),
        _Equal("game_over", {"type": "boolean"}),
        _Winners("winners", {"type": "array", "uniqueItems": True, "items": _ref("seat")}),
        _Perft("perft", {"type": "array", "minItems": 1, "items": _ref("perft")}, "perft"),
        _Illegal("illegal", _ILLEGAL_SCHEMA, None),
    )
}
"""Every kind of expectation by key, in the order they are checked (refusals last: each
try sets the engine up again)."""


def needed_queries(keys: Iterable[str]) -> set[str]:
    """The engine queries that checking expectations with these keys asks."""
    return {q for q in (KINDS[k].query for k in keys) if q is not None}
