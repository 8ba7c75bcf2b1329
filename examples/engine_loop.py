"""A minimal engine-protocol loop for adapters written in Python (standard library only).

An adapter defines an object with ``hello() -> dict``, ``setup(request)``,
``apply(card)``, ``deal(text)`` and ``query(name, args)`` and calls
:func:`serve`. Failures are raised as :class:`Illegal` (with the clause and, for a
setup action, its index), :class:`Unsupported` or :class:`BadRequest`; anything
else becomes an ``internal`` error. See docs/protocol.md.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from importlib import metadata
from typing import Any, Protocol

SEATS = "NESW"
DEAL_SUITS = "CDSH"  # the deal notation lists suits as clubs.diamonds.spades.hearts
RANKS = "23456789TJQKA"
ANY = "*"  # in a knob table: every value of the knob
HAND_QUERIES = [
    "legal_actions",
    "to_act",
    "phase",
    "trick_winner",
    "hearts_broken",
    "points",
    "hand_results",
    "scores",
]
"""The queries about one hand that an adapter over a whole-hand environment can answer."""


class Illegal(Exception):
    def __init__(self, message: str, clause: str | None = None, index: int | None = None) -> None:
        super().__init__(message)
        self.clause, self.index = clause, index


class Unsupported(Exception):
    pass


class BadRequest(Exception):
    pass


class Adapter(Protocol):
    def hello(self) -> dict[str, Any]: ...
    def setup(self, request: dict[str, Any]) -> None: ...
    def apply(self, card: str) -> None: ...
    def deal(self, text: str) -> None: ...
    def query(self, name: str, args: dict[str, Any]) -> Any: ...


def parse_deal(text: str) -> list[list[str]]:
    """Deal notation ``N:AK2.QJ4.9876.532 E:... S:... W:...`` as four lists of cards (``"AC"``)."""
    hands: list[list[str]] = [[], [], [], []]
    for token in text.split():
        seat, _, body = token.partition(":")
        suits = body.split(".")
        if seat not in SEATS or len(suits) != 4:
            raise BadRequest(f"not a deal: {text!r}")
        for suit, ranks in zip(DEAL_SUITS, suits, strict=True):
            hands[SEATS.index(seat)] += [rank + suit for rank in ranks.replace("-", "")]
    if sorted(c for h in hands for c in h) != sorted(r + s for r in RANKS for s in DEAL_SUITS):
        raise BadRequest(f"not a deal of the 52 cards: {text!r}")
    if any(len(h) != 13 for h in hands):
        raise BadRequest(f"not a deal of 13 cards each: {text!r}")
    return hands


def drawn_direction(hands: list[list[str]], cycle: list[str]) -> str:
    """The pass direction a four-seat deal draws from ``cycle`` (PASS-RANDOM, protocol 1.5): the
    SHA-256 of the deal in its notation (ranks high to low, ``-`` for a void suit), its first 8
    bytes as a big-endian integer, modulo the length of the cycle."""
    high_first = RANKS[::-1]

    def suits(hand: list[str]) -> str:
        return ".".join("".join(r for r in high_first if r + s in hand) or "-" for s in DEAL_SUITS)

    text = " ".join(f"{seat}:{suits(hand)}" for seat, hand in zip(SEATS, hands, strict=True))
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return cycle[int.from_bytes(digest[:8], "big") % len(cycle)]


def handshake(
    engine: str,
    version: str,
    queries: list[str],
    knobs: dict[str, list[Any]],
    notes: list[str],
    claim_all: str | None = None,
    protocol: str = "1.1",
) -> dict[str, Any]:
    """The answer to hello; with ``claim_all`` (a note saying why), every value of every knob is claimed."""
    return {
        "protocol": protocol,
        "engine": engine,
        "version": version,
        "queries": queries,
        "knobs": {k: [ANY] for k in knobs} if claim_all else knobs,
        "notes": [claim_all, *notes] if claim_all else list(notes),
    }


def as_is_handshake(
    engine: str, package: str, queries: list[str], knobs: dict[str, list[Any]], notes: list[str], as_is: bool
) -> dict[str, Any]:
    """The hello of an adapter whose ``--as-is`` claims every knob value and plays its own rules anyway."""
    return handshake(
        engine + (" (as is)" if as_is else ""),
        metadata.version(package),
        queries,
        knobs,
        notes,
        claim_all=f"--as-is: claims every knob value but plays {engine} by its own rules" if as_is else None,
    )


def check_knobs(engine: str, table: dict[str, list[Any]], knobs: dict[str, Any]) -> None:
    """Refuse (unsupported) a variant whose knob values the table does not list."""
    for knob, allowed in table.items():
        if ANY not in allowed and knobs.get(knob) not in allowed:
            raise Unsupported(f"{engine} cannot model {knob}={knobs.get(knob)}")


def setup_knobs(
    engine: str, table: dict[str, list[Any]], request: dict[str, Any], as_is: bool
) -> dict[str, Any]:
    """The knobs of a setup request, refused (unsupported) unless ``as_is`` or the table lists them."""
    knobs: dict[str, Any] = request["variant"]["knobs"]
    if not as_is:
        check_knobs(engine, table, knobs)
    return knobs


def setup_actions(adapter: Adapter, actions: list[str]) -> None:
    """Apply a setup's actions in turn; a refused one is refused with its index (protocol 1.1)."""
    for index, card in enumerate(actions):
        try:
            adapter.apply(card)
        except Illegal as err:
            raise Illegal(f"action {index} ({card}): {err}", err.clause, index) from None


def answer(adapter: Adapter, request: dict[str, Any], protocol: str) -> tuple[dict[str, Any], bool]:
    rid = request.get("id")
    op = request.get("op")
    try:
        if op == "hello":
            if str(request.get("protocol", "")).split(".")[0] != protocol.split(".")[0]:
                raise Unsupported(f"this adapter speaks protocol {protocol}")
            return {"id": rid, "ok": True, **adapter.hello()}, False
        if op == "setup":
            adapter.setup(request)
            return {"id": rid, "ok": True}, False
        if op == "apply":
            adapter.apply(str(request["action"]))
            return {"id": rid, "ok": True}, False
        if op == "deal":
            adapter.deal(str(request["deal"]))
            return {"id": rid, "ok": True}, False
        if op == "query":
            return {
                "id": rid,
                "ok": True,
                "result": adapter.query(request["query"], request.get("args", {})),
            }, False
        if op == "quit":
            return {"id": rid, "ok": True}, True
        raise BadRequest(f"unknown op {op!r}")
    except Illegal as err:
        error: dict[str, Any] = {"kind": "illegal", "message": str(err), "clause": err.clause}
        if err.index is not None:
            error["index"] = err.index
        return {"id": rid, "ok": False, "error": error}, False
    except Unsupported as err:
        return {"id": rid, "ok": False, "error": {"kind": "unsupported", "message": str(err)}}, False
    except (BadRequest, KeyError, ValueError, TypeError) as err:
        return {"id": rid, "ok": False, "error": {"kind": "bad-request", "message": str(err)}}, False
    except Exception as err:  # the engine under the adapter failed
        return {
            "id": rid,
            "ok": False,
            "error": {"kind": "internal", "message": f"{type(err).__name__}: {err}"},
        }, False


def serve(adapter: Adapter, protocol: str = "1.1") -> int:
    """Answer requests on stdin, one JSON line each, until quit or the end of the input."""
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as err:
            response: dict[str, Any] = {
                "id": None,
                "ok": False,
                "error": {"kind": "bad-request", "message": f"not JSON: {err}"},
            }
            stop = False
        else:
            response, stop = answer(adapter, request if isinstance(request, dict) else {}, protocol)
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if stop:
            break
    return 0


def serve_as_is(
    make: Callable[[bool], Adapter], description: str, engine: str, argv: list[str] | None = None
) -> int:
    """The command line of an adapter with ``--as-is`` (``make(as_is)`` builds it), then :func:`serve`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--as-is", action="store_true", help=f"claim every knob value, play {engine} by its own rules"
    )
    return serve(make(parser.parse_args(argv).as_is))
