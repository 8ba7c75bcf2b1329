"""Helpers for the classroom server's tests (``tests/serve``): the lesson's deal, making a table
through the API, and reading a page's websocket until the message a test waits for."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hearts.engine.deal import Deal

__all__ = ["CHECK", "NO_PASS_DEAL", "TEST_HOST", "make_table", "paused_table", "send", "until"]

TEST_HOST = "testserver"
"""The name Starlette's TestClient sends its requests to (a server in a test answers to it)."""
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


def paused_table(client: Any, actions: int = 10) -> tuple[str, str, Message]:
    """A table (the lesson's deal) the teacher started and paused once its bots had played at
    least ``actions`` cards: its code, the teacher's token and the teacher's paused snapshot."""
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        until(t, lambda m: m.get("t") == "state" and m["actions"] >= actions)
        send(t, t="pause")
        paused = until(t, lambda m: m.get("t") == "state" and m["running"] is False)
    return code, teacher, paused
