"""The engine protocol, version 1.5: JSON lines between a client and an engine.

One message per line, UTF-8 JSON objects. The client sends requests with an
``id`` and an ``op`` (``hello``, ``setup``, ``apply``, ``deal``, ``query``, ``quit``); the
engine answers each with one line carrying the same ``id`` and ``ok`` true or
false. ``docs/protocol.md`` is the prose; the JSON Schemas in
``hearts/conformance/schemas/`` are the contract, and this module is the Python
side of both: the version, the validators and the conversions between messages
and :class:`hearts.engine.state.Record` / :class:`hearts.conformance.engine.Capabilities`.

>>> msg = setup_message(1, Record(Variant(), (Deal.random(1),), ()))
>>> validate_request(msg)
>>> record_from_setup(msg).variant.knobs() == Variant().knobs()
True
"""

from __future__ import annotations

import enum
import json
import typing
from functools import cache
from importlib import resources
from typing import Any, Final

import jsonschema
import jsonschema_rs
from referencing import Registry, Resource

from hearts.cards import Card
from hearts.conformance.engine import LATER_KNOBS, QUERIES, Capabilities
from hearts.engine.deal import Deal
from hearts.engine.rules import removed_mask
from hearts.engine.state import Record
from hearts.engine.variant import Knob, Variant, knob_specs
from hearts.plumbing.errors import InputError

__all__ = [
    "ERROR_KINDS",
    "OPS",
    "PROTOCOL_VERSION",
    "BadMessage",
    "capabilities_from_hello",
    "compatible",
    "deal_from_message",
    "error_message",
    "hello_response",
    "knobs_of",
    "knobs_schema",
    "protocol_value",
    "record_from_setup",
    "setup_message",
    "validate_request",
    "validate_response",
    "validate_result",
    "variant_from_message",
]

PROTOCOL_VERSION: Final = "1.5"
"""``MAJOR.MINOR``. Engines and clients work together when the majors are equal."""

OPS: Final = ("hello", "setup", "apply", "deal", "query", "quit")
ERROR_KINDS: Final = ("illegal", "unsupported", "bad-request", "internal")

_SCHEMA_FILES: Final = (
    "common",
    "hello-request",
    "hello-response",
    "setup-request",
    "apply-request",
    "deal-request",
    "query-request",
    "quit-request",
    "ok-response",
    "result-response",
    "error-response",
    "results",
)


class BadMessage(InputError):
    """A message that breaks the protocol: not JSON, or not the shape its schema gives."""


def schema_texts() -> dict[str, str]:
    """The shipped schema files by name (without ``.json``)."""
    folder = resources.files("hearts.conformance") / "schemas"
    return {name: (folder / f"{name}.json").read_text(encoding="utf-8") for name in _SCHEMA_FILES}


def _knob_bounds(spec: Knob) -> dict[str, int]:
    """The bounds declared on a knob, as JSON Schema keywords."""
    bounds = {"minimum": spec.minimum, "maximum": spec.maximum}
    return {key: value for key, value in bounds.items() if value is not None}


def _knob_type(tp: Any) -> dict[str, Any]:
    if typing.get_origin(tp) is tuple:
        (inner, _ellipsis) = typing.get_args(tp)
        if typing.get_origin(inner) is tuple:  # the point table: (card, points) pairs
            return {"type": "object", "additionalProperties": {"type": "integer"}}
        return {"type": "array", "items": _knob_type(inner), "minItems": 1}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return {"enum": [member.value for member in tp]}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    return {}


def knobs_schema(description: str = "") -> dict[str, Any]:
    """The JSON Schema of a setup's knobs, made from the fields of :class:`Variant`.

    The protocol's knob list grows with the variant model by itself: this replaces the
    copy in ``common.json`` when the schemas are loaded.

    >>> schema = knobs_schema()
    >>> schema["properties"]["first_lead"]
    {'enum': ['two-of-clubs', 'any-club']}
    >>> set(schema["required"]) == set(Variant().knobs()) - set(LATER_KNOBS)
    True
    """
    hints = typing.get_type_hints(Variant)
    properties = {name: {**_knob_type(hints[name]), **_knob_bounds(k)} for name, k in knob_specs().items()}
    out: dict[str, Any] = {"description": description} if description else {}
    required = [name for name in properties if name not in LATER_KNOBS]
    for name, since in LATER_KNOBS.items():
        properties[name]["description"] = f"Protocol {since}: sent only when not the card's value."
    out.update(type="object", properties=properties, required=required, additionalProperties=True)
    return out


def _with_knobs(common: dict[str, Any]) -> dict[str, Any]:
    """``common.json`` with its knob list made from :class:`Variant`."""
    defs = dict(common["$defs"])
    defs["knobs"] = knobs_schema(str(defs.get("knobs", {}).get("description", "")))
    return {**common, "$defs": defs}


@cache
def _schemas() -> dict[str, dict[str, Any]]:
    loaded = {name: json.loads(text) for name, text in schema_texts().items()}
    loaded["common"] = _with_knobs(loaded["common"])
    return loaded


def write_knobs(path: str) -> None:
    """Rewrite the knob list of the ``common.json`` at ``path`` from :class:`Variant`."""
    with open(path, encoding="utf-8") as handle:
        common = json.load(handle)
    text = json.dumps(_with_knobs(common), indent=2, ensure_ascii=False) + "\n"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


@cache
def _registry() -> Registry[Any]:
    registry: Registry[Any] = Registry()
    for schema in _schemas().values():
        registry = registry.with_resource(schema["$id"], Resource.from_contents(schema))
    return registry


def _inline(node: Any, base: str) -> Any:
    """The schema with every ``$ref`` replaced by what it points to.

    The protocol's schemas are not recursive, so this terminates; validating
    against the inlined form skips a registry lookup per reference, which made
    validation the largest cost of a request.
    """
    if isinstance(node, list):
        return [_inline(item, base) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str):
        target = ref if not ref.startswith("#") else base + ref
        resolved = _registry().resolver().lookup(target)
        uri = target.split("#", 1)[0]
        rest = {k: v for k, v in node.items() if k != "$ref"}
        inlined = _inline(resolved.contents, uri)
        return {**inlined, **_inline(rest, base)} if rest else inlined
    return {k: (v if k == "$defs" else _inline(v, base)) for k, v in node.items()}


class _Judge:
    """One schema, checked by two libraries: ``jsonschema-rs`` says whether a message is
    valid (compiled: under a microsecond for a request, where the pure-Python ``jsonschema``
    takes 40-50 µs, which made validation the largest cost of a fuzzed action on both sides
    of the pipe), and ``jsonschema`` explains a message it refuses (its best-matching error,
    the wording every refusal has always had). Only a message both call invalid is refused.
    """

    def __init__(self, schema: dict[str, Any]) -> None:
        self.fast = jsonschema_rs.validator_for(schema)
        cls = jsonschema.validators.validator_for(schema)
        self.slow: jsonschema.protocols.Validator = cls(schema)

    def check(self, data: Any, what: str) -> None:
        try:
            if self.fast.is_valid(data):
                return
        except (ValueError, OverflowError):  # a value the compiled side cannot hold (a huge int)
            pass
        if self.slow.is_valid(data):
            return
        error = jsonschema.exceptions.best_match(self.slow.iter_errors(data))
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path)
            raise BadMessage(f"{what}{' at ' + where if where else ''}: {error.message}")


@cache
def _validator(name: str) -> _Judge:
    schema = _schemas()[name]
    return _Judge(_inline(schema, schema["$id"]))


@cache
def _result_validator(query: str) -> _Judge:
    results = _schemas()["results"]
    return _Judge(_inline({"$ref": f"{results['$id']}#/$defs/{query}"}, results["$id"]))


def validate_request(message: Any) -> None:
    """Raise :class:`BadMessage` unless ``message`` is a valid request."""
    if not isinstance(message, dict):
        raise BadMessage("a request is a JSON object")
    op = message.get("op")
    if op not in OPS:
        raise BadMessage(f"unknown op {op!r} (expected one of {', '.join(OPS)})")
    _validator(f"{op}-request").check(message, f"{op} request")


def validate_response(op: str, message: Any) -> None:
    """Raise :class:`BadMessage` unless ``message`` is a valid answer to a request ``op``."""
    if not isinstance(message, dict):
        raise BadMessage("a response is a JSON object")
    if message.get("ok") is False:
        _validator("error-response").check(message, "error response")
    elif op == "hello":
        _validator("hello-response").check(message, "hello response")
    elif op == "query":
        _validator("result-response").check(message, "query response")
    else:
        _validator("ok-response").check(message, f"{op} response")


def validate_result(query: str, result: Any) -> None:
    """Raise :class:`BadMessage` unless ``result`` has the shape the protocol gives ``query``."""
    if query not in QUERIES:
        raise BadMessage(f"unknown query {query!r}")
    _result_validator(query).check(result, f"result of {query}")


def compatible(version: str) -> bool:
    """Whether an engine speaking ``version`` can talk to this side (same major).

    >>> compatible("1.3"), compatible("2.0"), compatible("one")
    (True, False, False)
    """
    major, dot, _minor = version.partition(".")
    return bool(dot) and major == PROTOCOL_VERSION.partition(".")[0]


# ------------------------------------------------------------------ conversions


def knobs_of(variant: Variant) -> dict[str, Any]:
    """The knobs of ``variant`` as protocol data (enums as their values); the knobs of a
    later minor version (:data:`LATER_KNOBS`) only when they differ from the card's.

    >>> from hearts.variants.files import load_variant
    >>> knobs_of(load_variant("black-maria"))["points"]
    {'KS': 10, 'AS': 7}
    >>> "points" in knobs_of(Variant())
    False
    """
    card = Variant().knobs()
    return {k: v for k, v in variant.knobs().items() if k not in LATER_KNOBS or v != card[k]}


def setup_message(request_id: int, record: Record) -> dict[str, Any]:
    """The ``setup`` request for the position ``record`` describes."""
    return {
        "id": request_id,
        "op": "setup",
        "variant": {"name": record.variant.name, "knobs": knobs_of(record.variant)},
        "deals": [deal.format() for deal in record.deals],
        "actions": [card.format() for card in record.actions],
        "first_hand": record.first_hand,
        "scores": list(record.scores),
    }


def _convert(name: str, tp: Any, value: Any) -> Any:
    if typing.get_origin(tp) is tuple:
        (inner, _ellipsis) = typing.get_args(tp)
        if typing.get_origin(inner) is tuple:  # the point table: {card: points}
            return tuple((str(card), int(points)) for card, points in dict(value).items())
        return tuple(_convert(name, inner, v) for v in value)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(value)
        except ValueError:
            raise BadMessage(f"variant knob {name}: {value!r} is not a known value") from None
    return value


def protocol_value(knob: str, value: Any) -> Any:
    """A knob's value as a :class:`Variant` field from its protocol form (enums from their values).

    >>> protocol_value("pass_cycle", ["right"])
    (<PassDirection.RIGHT: 'right'>,)
    """
    return _convert(knob, typing.get_type_hints(Variant)[knob], value)


def variant_from_message(data: dict[str, Any]) -> Variant:
    """The :class:`Variant` a setup's ``variant`` object describes (unknown knobs refused)."""
    hints = typing.get_type_hints(Variant)
    known = knob_specs()
    values: dict[str, Any] = {"name": str(data.get("name", "custom")), "title": str(data.get("name", ""))}
    for key, value in dict(data.get("knobs", {})).items():
        if key not in known:
            raise BadMessage(f"unknown variant knob {key!r}")
        values[key] = _convert(key, hints[key], value)
    try:
        return Variant(**values)
    except (ValueError, TypeError) as err:
        raise BadMessage(f"variant: {err}") from None


def record_from_setup(message: dict[str, Any]) -> Record:
    """The :class:`Record` a (valid) setup request describes: its deals and scores fit the
    variant's table (protocol 1.3: ``players``, ``removed``)."""
    variant = variant_from_message(message["variant"])
    try:
        deals = tuple(_deal_at(text, variant) for text in message["deals"])
        actions = tuple(Card.parse(text) for text in message["actions"])
    except InputError as err:
        raise BadMessage(f"setup: {err}") from None
    scores = tuple(int(x) for x in message["scores"])
    if len(scores) != variant.players:
        raise BadMessage(f"setup: scores: {len(scores)} totals for a table of {variant.players} (DEAL)")
    return Record(variant, deals, actions, int(message["first_hand"]), scores)


def _deal_at(text: str, variant: Variant) -> Deal:
    """A deal of ``variant``'s table (its seats, without its removed cards)."""
    if variant.players == 4 and not variant.removed:
        return Deal.parse(text)
    return Deal.parse(text, variant.players, removed_mask(variant))


def deal_from_message(message: dict[str, Any], variant: Variant | None = None) -> Deal:
    """The :class:`Deal` of a (valid) ``deal`` request, at ``variant``'s table (the setup's;
    ``None``: four seats)."""
    try:
        return _deal_at(str(message["deal"]), variant if variant is not None else Variant())
    except InputError as err:
        raise BadMessage(f"deal: {err}") from None


def hello_response(
    request_id: int, caps: Capabilities, version: str = "", notes: tuple[str, ...] = ()
) -> dict[str, Any]:
    """The engine's answer to ``hello`` describing ``caps`` (the version ``caps`` speaks)."""
    out: dict[str, Any] = {
        "id": request_id,
        "ok": True,
        "protocol": caps.protocol or PROTOCOL_VERSION,
        "engine": caps.name,
        "queries": sorted(caps.queries),
        "knobs": {k: list(v) for k, v in caps.knobs.items()},
    }
    if caps.combinations:
        out["combinations"] = [{k: list(v) for k, v in c.items()} for c in caps.combinations]
    if version:
        out["version"] = version
    if notes:
        out["notes"] = list(notes)
    return out


def capabilities_from_hello(message: dict[str, Any]) -> Capabilities:
    """The :class:`Capabilities` a (valid) hello response declares."""
    return Capabilities(
        name=str(message["engine"]),
        protocol=str(message["protocol"]),
        queries=frozenset(q for q in message["queries"] if q in QUERIES),
        knobs={k: list(v) for k, v in message["knobs"].items()},
        combinations=tuple(
            {k: list(v) for k, v in c.items()} for c in message.get("combinations", ()) if isinstance(c, dict)
        ),
    )


def error_message(
    request_id: int | None, kind: str, message: str, clause: str | None = None, index: int | None = None
) -> dict[str, Any]:
    """An error response."""
    error: dict[str, Any] = {"kind": kind, "message": message}
    if clause is not None:
        error["clause"] = clause
    if index is not None:
        error["index"] = index
    return {"id": request_id, "ok": False, "error": error}


if __name__ == "__main__":  # pragma: no cover - a maintenance command
    import sys

    if sys.argv[1:2] == ["--write-knobs"]:
        write_knobs(str(resources.files("hearts.conformance") / "schemas" / "common.json"))
