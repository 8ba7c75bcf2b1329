"""The messages a classroom page may send, read strictly: anything else is refused with a
sentence key (:data:`hearts.serve.words.PAGE`) and never reaches a table.

A message is one JSON object of at most :data:`~hearts.serve.limits.MAX_MESSAGE_BYTES` with a
``t`` (its kind) and only the fields of that kind. Pages send intents; the server decides. Every
way a message can be wrong (not JSON, nested deeper than a message is, a number where a text
belongs, a text that is not printable, an unknown card) is one sentence to its sender, the
connection kept; what it quotes of the message is cut and escaped (:func:`~hearts.serve.words.quoted`).

>>> parse('{"t": "play", "seat": "S", "card": "QS", "token": "x"}').card
Card.parse('QS')
>>> try:
...     parse('{"t": "play", "card": "ZZ"}')
... except RefusedMessage as err:
...     err.key, err.params
('no-such-card', {'card': 'ZZ'})
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final

from hearts.cards import TABLE_SIZES, Card, NotationError, Seat
from hearts.serve.limits import MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH
from hearts.serve.words import quoted

__all__ = ["KINDS", "TEACHER_KINDS", "Intent", "RefusedMessage", "parse"]

KINDS: Final[dict[str, frozenset[str]]] = {
    "hello": frozenset({"code", "role", "token", "lang"}),
    "lang": frozenset({"lang"}),
    "sit": frozenset({"seat", "student"}),
    "watch": frozenset(),
    "leave": frozenset({"seat", "token"}),
    "play": frozenset({"seat", "card", "token"}),
    "hint": frozenset({"seat", "token"}),
    "vote": frozenset({"card"}),
    # The teacher's (the connection must have said hello with the teacher's token).
    "start": frozenset(),
    "pause": frozenset(),
    "next": frozenset(),
    "back": frozenset({"to"}),
    "ask": frozenset(),
    "reveal": frozenset(),
    "close": frozenset(),
    "free": frozenset({"seat"}),
    # A branch for the room (hearts.serve.room_branches): "to" is the table's card number, as "back".
    # "within": the id of the shown branch to branch again inside (a branch of a branch).
    "branch": frozenset({"to", "cards", "within"}),
    "branch-options": frozenset({"to", "within"}),
    "unbranch": frozenset(),
}
"""Each kind of message and the fields it may carry."""
TEACHER_KINDS: Final = frozenset(
    {
        "start",
        "pause",
        "next",
        "back",
        "ask",
        "reveal",
        "close",
        "free",
        "branch",
        "branch-options",
        "unbranch",
    }
)
TEXT_FIELD_LIMIT: Final = 100


class RefusedMessage(Exception):
    """A message refused before any table sees it (``key``: the sentence; ``close``: a code to
    close the connection with, for a message too long)."""

    def __init__(self, key: str, close: int | None = None, **params: str) -> None:
        super().__init__(key)
        self.key = key
        self.close = close
        self.params = params


@dataclass(frozen=True, slots=True)
class Intent:
    """One message, read: its kind and the fields it gave."""

    kind: str
    code: str | None = None
    role: str | None = None
    token: str | None = None
    lang: str | None = None
    seat: str | None = None
    """The seat named: ``N`` ... ``W`` at four seats, ``1`` to ``6`` at another table (the table
    it is sent to says which seats it has: :meth:`hearts.serve.table.ClassTable.seat_named`)."""
    card: Card | None = None
    to: int | None = None
    student: str | None = None
    """A student's token from joining a class (:meth:`hearts.serve.store.Store.join`): the seat's
    decisions go to that student's record."""
    cards: str | None = None
    """A branch's card, or pass set (``2H+6H+TS``): read by :mod:`hearts.serve.room_branches`."""
    within: int | None = None
    """The id of the shown branch a branch is asked inside (``None``: the table's own line)."""


def _text(data: dict[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > TEXT_FIELD_LIMIT:
        raise RefusedMessage("malformed", why=f"field {name!r} must be a short text")
    if not value.isprintable():
        raise RefusedMessage("malformed", why=f"field {name!r} holds a character that is not printable")
    return value


def _seat(text: str) -> str:
    """A seat's name as the tables know it: a letter (or an English name) or a number 1 to 7."""
    if text.isdigit() and 1 <= int(text) <= TABLE_SIZES[-1]:
        return str(int(text))
    try:
        return Seat.parse(text).letter
    except (NotationError, ValueError):
        raise RefusedMessage("malformed", why=f"no seat '{quoted(text)}'") from None


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def nested_deeper(text: str, limit: int = MAX_MESSAGE_DEPTH) -> bool:
    """Whether ``text``'s arrays and objects nest deeper than ``limit`` (brackets inside strings do
    not count): told before the JSON reader recurses into it.

    >>> nested_deeper('{"t": "play", "card": "[[[[[["}'), nested_deeper("[" * 5 + "]" * 5)
    (False, True)
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > limit:
            return True
    return False


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def parse(raw: str | bytes) -> Intent:
    """The intent in a message, or :class:`RefusedMessage`."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise RefusedMessage("too-long", close=1009)
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise RefusedMessage("malformed", why="not UTF-8 text") from None
    if nested_deeper(text):
        raise RefusedMessage("malformed", why=f"nested deeper than {MAX_MESSAGE_DEPTH}")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except ValueError:
        raise RefusedMessage("malformed", why="not JSON") from None
    if not isinstance(data, dict):
        raise RefusedMessage("malformed", why="not a JSON object")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in KINDS:
        raise RefusedMessage("malformed", why=f"unknown kind '{quoted(kind)}'")
    unknown = set(data) - KINDS[kind] - {"t"}
    if unknown:
        raise RefusedMessage("malformed", why=f"unknown field '{quoted(sorted(unknown)[0])}'")
    seat_text, card_text = _text(data, "seat"), _text(data, "card")
    seat = _seat(seat_text) if seat_text is not None else None
    try:
        card = Card.parse(card_text) if card_text is not None else None
    except (NotationError, ValueError):
        raise RefusedMessage("no-such-card", card=quoted(card_text)) from None
    to = data.get("to")
    if to is not None and (not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= 100_000):
        raise RefusedMessage("malformed", why="field 'to' must be a card number")
    within = data.get("within")
    if within is not None and (
        not isinstance(within, int) or isinstance(within, bool) or not 0 < within <= 1_000_000_000
    ):
        raise RefusedMessage("malformed", why="field 'within' must be a branch's id")
    role = _text(data, "role")
    if role is not None and role not in ("student", "teacher"):
        raise RefusedMessage("malformed", why="field 'role' is student or teacher")
    return Intent(
        kind,
        _text(data, "code"),
        role,
        _text(data, "token"),
        _text(data, "lang"),
        seat,
        card,
        to,
        _text(data, "student"),
        _text(data, "cards"),
        within,
    )
