"""Helpers for the classroom server's tests (``tests/serve``): the lesson's deal, making a table
through the API, and reading a page's websocket until the message a test waits for."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hearts.engine.deal import Deal

__all__ = ["CHECK", "NO_PASS_DEAL", "make_table", "send", "until"]

CHECK = 3
"""Random games of the variant check in tests (the exhaustive part runs in full)."""
NO_PASS_DEAL = Deal.random(7).format()
"""A deal played as hand 4 (no passing): the first card is a play."""

Message = dict[str, Any]


def send(ws: Any, **message: Any) -> None:
    ws.send_text(json.dumps(message))


def until(ws: Any, check: Callable[[Message], bool], limit: int = 400) -> Message:
    """The first message that passes ``check`` (the others are skipped)."""
    for _ in range(limit):
        message: Message = ws.receive_json()
        if check(message):
            return message
    raise AssertionError("no such message")


def make_table(client: Any, **request: Any) -> tuple[str, str]:
    """A table made through ``POST /api/tables`` (the lesson's deal by default): code and token."""
    body = {"source": "deal", "deal": NO_PASS_DEAL, "hand": 4, **request}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 200, r.text
    data = r.json()
    return str(data["code"]), str(data["token"])
