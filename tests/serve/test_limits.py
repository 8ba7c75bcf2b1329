"""The classroom server against its own clients, through Starlette's TestClient: pages that never
join a table or fall silent, a lobby filled with such pages, pages and requests of another site
or sent to another name, and messages malformed in every way a JSON reader can be pushed (depth,
lone surrogates, numbers). Each is refused with one sentence; a malformed message keeps its
connection. (The bounds on connections and slow requests need a real server: test_doors.py.)"""

from __future__ import annotations

import asyncio
import json
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from hearts.serve import app as app_module
from hearts.serve.app import make_app
from hearts.serve.guards import LOOPBACK_HOSTS
from hearts.serve.hub import Hub
from hearts.serve.limits import MAX_MESSAGE_BYTES, PageLimits
from tests.support.classroom import TEST_HOST, make_table, send, until

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient, WebSocketDenialResponse
    from starlette.websockets import WebSocketDisconnect

# The hostile suite runs twice: as written, then with its seats' students recorded (conftest.py).
pytestmark = pytest.mark.usefixtures("records_in_the_loop")


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _error(m: dict[str, Any]) -> bool:
    return m.get("t") == "error"


@pytest.fixture
def pages() -> PageLimits:
    return PageLimits()


@pytest.fixture
def strict(hub: Hub, pages: PageLimits) -> Iterator[TestClient]:
    """A client of a server whose pages have the limits the test asks for (``pages``)."""
    assert hub.data is not None
    hub.data.mkdir()
    app = make_app(hub, hosts=(*LOOPBACK_HOSTS, TEST_HOST), pages=pages)
    with TestClient(app, headers={"X-Hearts-Key": hub.key}) as c:
        yield c


def _closed_with(ws: Any) -> int:
    """The code the server closed ``ws`` with (the messages before it skipped)."""
    with pytest.raises(WebSocketDisconnect) as closed:
        for _ in range(100):
            ws.receive_json()
    return closed.value.code


# ------------------------------------------------------------------ time and the lobby


@pytest.mark.parametrize("pages", [PageLimits(hello=0.3)])
def test_a_page_that_never_says_hello_is_closed(strict: TestClient) -> None:
    with strict.websocket_connect("/ws") as ws:
        told = ws.receive_json()
        assert told["key"] == "join-sooner" and "0.3 seconds" in told["text"]
        assert _closed_with(ws) == 1008


@pytest.mark.parametrize("pages", [PageLimits(hello=0.3)])
def test_a_page_that_only_says_wrong_hellos_is_closed_all_the_same(strict: TestClient) -> None:
    with strict.websocket_connect("/ws") as ws:
        send(ws, t="hello", code="ZZZZZZ")
        assert until(ws, _error)["key"] == "unknown-code"
        assert until(ws, _error)["key"] == "join-sooner"
        assert _closed_with(ws) == 1008


@pytest.mark.parametrize("pages", [PageLimits(hello=0.5)])
def test_a_page_that_joined_in_time_outlives_the_hello_deadline(strict: TestClient) -> None:
    code, _ = make_table(strict)
    with strict.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        with strict.websocket_connect("/ws") as late:  # its deadline passing is the clock
            assert until(late, _error)["key"] == "join-sooner"
        send(ws, t="watch")
        assert until(ws, _state)["code"] == code


@pytest.mark.parametrize("pages", [PageLimits(idle=0.3)])
def test_a_page_silent_past_the_idle_limit_is_closed(strict: TestClient) -> None:
    code, _ = make_table(strict)
    with strict.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="student")
        told = until(ws, _error)
        assert told["key"] == "idle" and "minutes" in told["text"]
        assert _closed_with(ws) == 1000


@pytest.mark.parametrize("pages", [PageLimits(hello=60, lobby=2)])
def test_a_full_lobby_lets_its_oldest_page_go_and_the_new_page_joins(strict: TestClient) -> None:
    code, _ = make_table(strict)
    with strict.websocket_connect("/ws") as first, strict.websocket_connect("/ws") as second:
        for ws in (first, second):  # each has waited in the lobby once it is answered
            send(ws, t="watch")
            assert until(ws, _error)["key"] == "hello-first"
        with strict.websocket_connect("/ws") as newest:
            assert until(first, _error)["key"] == "server-full"
            assert _closed_with(first) == 1013
            send(newest, t="hello", code=code, role="student")
            assert until(newest, _state)["code"] == code
            send(second, t="hello", code=code, role="student")  # the younger one stays
            assert until(second, _state)["code"] == code


# ---------------------------------------------------------------- Origin and Host


def test_a_websocket_from_a_foreign_origin_is_refused(client: TestClient) -> None:
    with pytest.raises(WebSocketDenialResponse) as refused:  # noqa: SIM117
        with client.websocket_connect("/ws", headers={"origin": "http://evil.example"}):
            pass
    assert refused.value.status_code == 403
    assert "http://evil.example" in refused.value.text and refused.value.text.count("\n") == 0
    code, _ = make_table(client)
    with client.websocket_connect("/ws", headers={"origin": f"http://{TEST_HOST}"}) as ws:
        send(ws, t="hello", code=code)  # the server's own page
        assert until(ws, _state)["code"] == code


@pytest.mark.parametrize("origin", ["http://evil.example", "null", f"http://{TEST_HOST}:8001", "file://"])
def test_a_table_request_from_a_foreign_origin_makes_no_table(
    client: TestClient, hub: Hub, origin: str
) -> None:
    head = {"origin": origin, "content-type": "text/plain"}
    r = client.post("/api/tables", content=json.dumps({"source": "seed", "seed": 1}), headers=head)
    assert r.status_code == 403 and "may not drive this server" in r.json()["error"]
    assert hub.tables == {}


def test_a_request_to_a_foreign_host_name_is_refused(client: TestClient, hub: Hub) -> None:
    head = {"host": "evil.example", "content-type": "text/plain"}
    r = client.post("/api/tables", content=json.dumps({"source": "seed", "seed": 1}), headers=head)
    assert r.status_code == 400 and hub.tables == {}
    with pytest.raises(WebSocketDenialResponse) as refused:  # noqa: SIM117
        with client.websocket_connect("/ws", headers={"host": "evil.example"}):
            pass
    assert refused.value.status_code == 400
    assert client.get("/").status_code == 200


# ------------------------------------------------------------------ malformed messages


def _refused_and_kept(client: TestClient, raw: str, key: str = "malformed") -> str:
    """Send ``raw``: one sentence comes back, and the page can still join a table. The sentence."""
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        ws.send_text(raw)
        m = until(ws, _error)
        assert m["key"] == key, m
        send(ws, t="hello", code=code, role="student")
        assert until(ws, _state)["code"] == code
        return str(m["text"])


def test_a_deeply_nested_message_gets_one_sentence_and_keeps_the_connection(client: TestClient) -> None:
    raw = "[" * 1020 + "]" * 1020
    assert len(raw) <= MAX_MESSAGE_BYTES
    assert "nested deeper" in _refused_and_kept(client, raw)
    inside = '{"t": "hello", "code": ' + "[" * 1000 + "]" * 1000 + "}"
    assert "nested deeper" in _refused_and_kept(client, inside)


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ('{"t": "play", "card": "\\ud800"}', "malformed"),
        ('{"t": "hello", "code": "AB\\udfffCD"}', "malformed"),
        ('{"t": "sit", "seat": "\\ud83d"}', "malformed"),
        ('{"t": "hello", "code": "\\u001b[31mAB"}', "malformed"),
        ('{"t": "hello", "code": "AB\\u202eCD"}', "malformed"),
        ('{"t": "\\ud800"}', "malformed"),
        ('{"t": "play", "\\ud800": 1}', "malformed"),
        ('{"t": "play", "card": "Q\\ud800"}', "malformed"),
    ],
)
def test_a_lone_surrogate_or_a_control_character_gets_one_sentence_and_keeps_the_connection(
    client: TestClient, raw: str, key: str
) -> None:
    text = _refused_and_kept(client, raw, key)
    text.encode("utf-8")  # the sentence can be sent
    assert "\x1b" not in text and "\u202e" not in text


@pytest.mark.parametrize(
    "to",
    ["NaN", "Infinity", "-Infinity", "1e999", "9" * 1900, "-1", "3.5", "2.0", "true", '"4"', "[4]"],
)
def test_a_number_that_is_not_a_card_number_gets_one_sentence_and_keeps_the_connection(
    client: TestClient, to: str
) -> None:
    text = _refused_and_kept(client, '{"t": "back", "to": ' + to + "}")
    assert len(text) < 200


@pytest.mark.parametrize(
    "raw", ['{"t": NaN}', '{"t": "play", "card": Infinity}', '{"t": "' + "x" * 1900 + '"}']
)
def test_a_strange_value_anywhere_is_one_short_sentence(client: TestClient, raw: str) -> None:
    assert len(_refused_and_kept(client, raw)) < 200


def test_binary_that_is_not_utf8_gets_one_sentence_and_keeps_the_connection(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        ws.send_bytes(b"\xff\xfe{")
        assert until(ws, _error)["key"] == "malformed"
        send(ws, t="hello", code=code)
        assert until(ws, _state)["code"] == code


@pytest.mark.parametrize("seed", [1.5, True, "1e5", [1], {"n": 1}])
def test_a_table_request_with_a_fraction_or_a_flag_for_a_number_is_refused(
    client: TestClient, seed: object
) -> None:
    r = client.post("/api/tables", json={"source": "seed", "seed": seed})
    assert r.status_code == 400 and r.json()["error"].startswith("seed: expected a whole number")


def test_a_table_request_whose_body_never_ends_is_refused_in_time(
    client: TestClient, hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "BODY_SECONDS", 0.2)
    sent: list[dict[str, Any]] = []
    first = True

    async def receive() -> dict[str, Any]:
        nonlocal first
        if first:
            first = False
            return {"type": "http.request", "body": b'{"source": ', "more_body": True}
        await asyncio.Event().wait()  # the rest never comes
        raise AssertionError

    async def send_(message: dict[str, Any]) -> None:
        sent.append(message)

    headers = [(b"content-type", b"application/json"), (b"host", TEST_HOST.encode())]
    headers.append((b"x-hearts-key", client.headers["x-hearts-key"].encode()))
    scope = {"type": "http", "method": "POST", "path": "/api/tables", "headers": headers, "query_string": b""}
    scope |= {"http_version": "1.1", "scheme": "http", "server": ("test", 80), "client": ("c", 1)}
    asyncio.run(client.app(scope, receive, send_))  # type: ignore[arg-type]
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    assert status == 408 and b"did not arrive within 0.2 s" in body and hub.tables == {}
