"""Shared helpers for the classroom server's tests: a hub in the test's own folder and pages
talking to it through Starlette's TestClient websockets."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

with warnings.catch_warnings():  # Starlette asks for httpx2, not yet a release every machine has
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient
from starlette.websockets import WebSocket

from hearts.engine.deal import Deal
from hearts.serve.app import make_app
from hearts.serve.hub import Hub

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


@pytest.fixture
def hub(tmp_path: Path) -> Hub:
    return Hub(tmp_path / "tables", bot_delay=0, grace=0, variant_check=CHECK, join="http://test/play")


@pytest.fixture
def client(hub: Hub) -> Iterator[TestClient]:
    assert hub.data is not None
    hub.data.mkdir()
    with TestClient(make_app(hub)) as c:
        yield c


def make_table(client: TestClient, **request: Any) -> tuple[str, str]:
    body = {"source": "deal", "deal": NO_PASS_DEAL, "hand": 4, **request}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 200, r.text
    data = r.json()
    return str(data["code"]), str(data["token"])


__all__ = ["NO_PASS_DEAL", "WebSocket", "make_table", "send", "until"]
