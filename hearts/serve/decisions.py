"""A bot's decision record in a table's saved game: its keys and typed parameters as JSON, never
rendered text, so a restarted server (or an export) renders the reason in every language.

A parameter keeps its type (a seat ``N`` and the suit ``S`` must not be confused): plain numbers,
flags, texts and ``null`` are written as they are, a card as ``{"card": "QS"}``, cards as
``{"cards": ["QS", "AH"]}``, a seat as ``{"seat": "W"}`` (its :attr:`~hearts.cards.Seat.letter`:
the fifth and sixth seats of a larger table are ``5`` and ``6``), a suit as ``{"suit": "D"}``.

>>> from hearts.cards import Card, Seat
>>> d = Decision(Card.parse("QS"), "hard", "play", (Card.parse("QS"), Card.parse("2S")),
...              headline=Headline("step.dump", {"actor": Seat.WEST, "card": Card.parse("QS")}))
>>> text = decision_text(d)
>>> text
'{"a":"QS","l":"hard","p":"play","c":["QS","2S"],"f":[],"s":[],"r":null,"rl":null,"rs":[],"h":{"k":"step.dump","p":{"actor":{"seat":"W"},"card":{"card":"QS"}},"g":[]}}'
>>> decision_from(json.loads(text), "record") == d
True
"""

from __future__ import annotations

import json
from typing import Any

from hearts.bots.decision import Decision, Fact, Headline, Param, Step
from hearts.cards import Card, NotationError, Seat, Suit
from hearts.plumbing.errors import InputError

__all__ = ["DecisionError", "decision_from", "decision_text"]


class DecisionError(InputError):
    """A decision record that cannot be read (one line: where and what)."""


def _param(value: Param) -> Any:
    if isinstance(value, Card):
        return {"card": value.format()}
    if isinstance(value, Seat):
        return {"seat": value.letter}
    if isinstance(value, Suit):
        return {"suit": value.letter}
    if isinstance(value, tuple):
        return {"cards": [c.format() for c in value]}
    return value


def _params(params: dict[str, Param]) -> dict[str, Any]:
    return {name: _param(value) for name, value in params.items()}


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [c.format() for c in cards]


def _step(s: Step) -> dict[str, Any]:
    return {"k": s.key, "p": _params(s.params), "kept": _cards(s.kept), "cl": s.clause}


def _read_step(s: Any) -> Step:
    return Step(_text(s["k"]), _read_cards(s["kept"]), _read_params(s["p"]), _text(s.get("cl"), True))


def decision_text(d: Decision) -> str:
    """The record as compact JSON (one line)."""
    head = d.headline
    data = {
        "a": d.action.format(),
        "l": d.level,
        "p": d.phase,
        "c": _cards(d.candidates),
        "f": [{"k": f.key, "p": _params(f.params)} for f in d.facts],
        "s": [_step(s) for s in d.steps],
        "r": d.runner_up.format() if d.runner_up is not None else None,
        "rl": d.runner_up_lost_at,
        "rs": [_step(s) for s in d.runner_up_steps],
        "h": None if head is None else {"k": head.key, "p": _params(head.params), "g": _cards(head.given)},
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _read_param(value: Any) -> Param:
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, dict) and len(value) == 1:
        (kind, inner), *_ = value.items()
        if kind == "card" and isinstance(inner, str):
            return Card.parse(inner)
        if kind == "cards" and isinstance(inner, list):
            return tuple(Card.parse(c) for c in inner)
        if kind == "seat" and isinstance(inner, str):
            return _seat(inner)
        if kind == "suit" and isinstance(inner, str):
            return Suit.parse(inner)
    raise ValueError(f"not a parameter: {str(value)[:40]}")


def _seat(letter: str) -> Seat:
    """A seat by :attr:`Seat.letter`: ``N`` ``E`` ``S`` ``W``, and ``5`` ``6`` at five and six."""
    if letter in ("5", "6"):
        return Seat(int(letter) - 1)
    return Seat.parse(letter)


def _read_params(value: Any) -> dict[str, Param]:
    if not isinstance(value, dict):
        raise ValueError("parameters: expected an object")
    return {str(name): _read_param(v) for name, v in value.items()}


def _read_cards(value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError("cards: expected a list")
    return tuple(Card.parse(c) for c in value)


def _text(value: Any, optional: bool = False) -> Any:
    if (value is None and optional) or isinstance(value, str):
        return value
    raise ValueError(f"expected a text, got {str(value)[:20]!r}")


def decision_from(data: Any, where: str) -> Decision:
    """The record :func:`decision_text` wrote (``DecisionError`` naming ``where`` otherwise)."""
    try:
        if not isinstance(data, dict):
            raise ValueError("expected an object")
        head = data.get("h")
        runner = data.get("r")
        return Decision(
            action=Card.parse(_text(data.get("a"))),
            level=_text(data.get("l")),
            phase=_text(data.get("p")),
            candidates=_read_cards(data.get("c")),
            facts=tuple(Fact(_text(f["k"]), _read_params(f["p"])) for f in data.get("f") or ()),
            steps=tuple(_read_step(s) for s in data.get("s") or ()),
            runner_up=Card.parse(_text(runner)) if runner is not None else None,
            runner_up_lost_at=_text(data.get("rl"), True),
            headline=None
            if head is None
            else Headline(_text(head["k"]), _read_params(head["p"]), _read_cards(head["g"])),
            runner_up_steps=tuple(_read_step(s) for s in data.get("rs") or ()),  # older records: none
        )
    except (ValueError, KeyError, TypeError, NotationError) as err:
        raise DecisionError(f"{where}: a bot's decision record cannot be read: {err}") from None
