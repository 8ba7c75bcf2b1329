"""Who may do what at which table, attacked through the server's own websocket and API (Starlette's
TestClient) as a page on loopback would: a teacher of one table reaching for another, a refused
hello that should leave nothing behind, a seat token carried to another table, a table made
without the server key, an export with another table's token."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any

import pytest

from hearts.engine.variant import Variant
from hearts.serve.guards import LOOPBACK_HOSTS
from hearts.serve.hub import Hub
from hearts.serve.rights import Pass, admit, may_make_table, seat_acting, teaches
from hearts.serve.starts import from_seed
from hearts.serve.table import ClassTable, Refused, digest
from tests.support.classroom import TEST_HOST, make_table, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient

# The hostile suite runs twice: as written, then with its seats' students recorded (conftest.py).
pytestmark = pytest.mark.usefixtures("records_in_the_loop")

TEACHER_COMMANDS: list[dict[str, Any]] = [
    {"t": "start"},
    {"t": "pause"},
    {"t": "next"},
    {"t": "back", "to": 0},
    {"t": "ask"},
    {"t": "reveal"},
    {"t": "close"},
    {"t": "free", "seat": "N"},
]


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _error(m: dict[str, Any]) -> bool:
    return m.get("t") == "error"


def _refused_everything(ws: Any, key: str = "teacher-only") -> None:
    """Every teacher's command sent on ``ws`` is refused with the sentence ``key`` (the teacher's
    alone; join a table first, for a page a refused hello left at no table)."""
    for command in TEACHER_COMMANDS:
        send(ws, **command)
        m = until(ws, _error)
        assert m["key"] == key, (command, m)


def _table(code: str, teacher: str) -> ClassTable:
    return ClassTable(code, from_seed(7, Variant()), ("hard",) * 4, digest(teacher))


# ------------------------------------------------------------------ the rules, one by one


def test_a_teacher_pass_holds_at_its_own_table_only() -> None:
    a, b = _table("AAAAAA", "ta"), _table("BBBBBB", "tb")
    held = admit(a, "teacher", "ta")
    assert teaches(held, a) and not teaches(held, b)
    assert not teaches(Pass("BBBBBB"), b) and not teaches(None, b)


def test_a_teacher_hello_with_another_tables_token_is_refused() -> None:
    a, b = _table("AAAAAA", "ta"), _table("BBBBBB", "tb")
    for token in ("ta", None, "", "x" * 100):
        with pytest.raises(Refused) as refused:
            admit(b, "teacher", token)
        assert refused.value.key == "teacher-only"
    assert admit(a, "teacher", "ta").teacher


def test_a_seat_token_acts_at_its_own_table_only() -> None:
    a, b = _table("AAAAAA", "ta"), _table("BBBBBB", "tb")
    seat = a.around[0]
    token = a.sit(seat)
    held = admit(a, None, token)
    assert held.seat is seat and seat_acting(held, a, None, None) is seat
    with pytest.raises(Refused) as refused:
        admit(b, None, token)
    assert refused.value.key == "bad-token"
    for at_b in (held, Pass("BBBBBB", seat=seat, token=token)):
        with pytest.raises(Refused):
            seat_acting(at_b, b, token, None)
    with pytest.raises(Refused) as refused:  # the token names another seat than the one it holds
        seat_acting(held, a, token, a.label(a.around[1]))
    assert refused.value.key == "bad-token"
    a.free(seat)
    with pytest.raises(Refused):  # a freed seat voids the token the pass still carries
        seat_acting(held, a, None, None)


def test_the_server_key_is_compared_whole() -> None:
    key = "k" * 32
    assert may_make_table(key, key)
    for given in (None, "", "k" * 31, "k" * 33, key.upper()):
        assert not may_make_table(key, given)


# ------------------------------------------------------------- through the server, as a page


def test_a_teacher_of_one_table_cannot_command_another(client: TestClient, hub: Hub) -> None:
    mine, my_token = make_table(client)
    theirs, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=mine, role="teacher", token=my_token)
        assert until(ws, _state)["role"] == "teacher"
        send(ws, t="hello", code=theirs)  # no role, no token: the other table
        seen = until(ws, _state)
        assert seen["role"] == "student" and "hands" not in seen
        _refused_everything(ws)
    table = hub.tables[theirs]
    assert not table.running and not table.actions and table.poll is None


def test_a_refused_teacher_hello_leaves_no_teacher(client: TestClient, hub: Hub) -> None:
    mine, my_token = make_table(client)
    theirs, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=mine, role="teacher", token=my_token)
        until(ws, _state)
        send(ws, t="hello", code=mine, role="teacher", token="forged")  # own table, wrong token
        assert until(ws, _error)["key"] == "teacher-only"
        send(ws, t="pause")
        assert until(ws, _error)["key"] == "hello-first"
        send(ws, t="hello", code=theirs, role="teacher", token=my_token)  # another table's token
        assert until(ws, _error)["key"] == "teacher-only"
        _refused_everything(ws, "hello-first")
    assert not hub.tables[mine].running and not hub.tables[theirs].running


def test_a_seat_token_carried_to_another_table_plays_nothing(client: TestClient, hub: Hub) -> None:
    mine, _ = make_table(client)
    theirs, their_teacher = make_table(client)
    leader = hub.tables[theirs].state.to_act
    assert leader is not None
    with client.websocket_connect("/ws") as ws, client.websocket_connect("/ws") as t:
        send(ws, t="hello", code=mine)
        until(ws, _state)
        send(ws, t="sit", seat=leader.letter)
        token = until(ws, lambda m: m.get("t") == "seated")["token"]
        send(t, t="hello", code=theirs, role="teacher", token=their_teacher)
        until(t, _state)
        send(ws, t="hello", code=theirs, token=token)
        assert until(ws, _error)["key"] == "bad-token"
        send(ws, t="hello", code=theirs)
        assert until(ws, _state)["seat"] is None
        send(ws, t="play", seat=leader.letter, card="2C", token=token)
        assert until(ws, _error)["key"] == "bad-token"
        send(ws, t="hint", token=token)
        assert until(ws, _error)["key"] == "bad-token"
    assert hub.tables[theirs].actions == []
    assert hub.tables[mine].seats[leader].present == 0  # the page that left holds the seat no more


def test_moving_to_another_table_releases_the_seat_held(client: TestClient, hub: Hub) -> None:
    mine, _ = make_table(client)
    theirs, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=mine)
        until(ws, _state)
        send(ws, t="sit", seat="E")
        until(ws, lambda m: m.get("t") == "seated")
        until(ws, lambda m: _state(m) and m["seat"] == "E")
        seat = hub.tables[mine].seat_named("E")
        assert hub.tables[mine].seats[seat].present == 1
        send(ws, t="hello", code=theirs)
        until(ws, lambda m: _state(m) and m["seat"] is None)
        assert hub.tables[mine].seats[seat].present == 0
        assert all(c.table is hub.tables[theirs] for c in hub.conns[theirs])
        assert not hub.conns[mine]


def test_a_table_is_made_only_with_the_server_key(hub: Hub) -> None:
    from hearts.serve.app import make_app

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient

    assert hub.data is not None
    hub.data.mkdir()
    body = {"source": "seed", "seed": 3}
    with TestClient(make_app(hub, hosts=(*LOOPBACK_HOSTS, TEST_HOST))) as anyone:
        for headers in ({}, {"X-Hearts-Key": ""}, {"X-Hearts-Key": hub.key[:-1]}, {"X-Hearts-Key": b"\xe9"}):
            r = anyone.post("/api/tables", json=body, headers=headers)
            assert r.status_code == 403 and "teacher" in r.json()["error"], (headers, r.text)
        assert not hub.tables and not list(hub.data.iterdir())  # nothing made, nothing written
        r = anyone.post("/api/tables", json=body, headers={"X-Hearts-Key": hub.key})
        assert r.status_code == 200 and r.json()["code"] in hub.tables


def test_an_export_needs_that_tables_teacher_token(client: TestClient) -> None:
    mine, my_token = make_table(client)
    theirs, their_token = make_table(client)
    for code, token in ((theirs, my_token), (mine, their_token), (mine, None)):
        headers = {"X-Hearts-Token": token} if token is not None else {}
        r = client.get(f"/api/tables/{code}/export/saved.json", headers=headers)
        assert r.status_code == 404, (code, r.text)
    r = client.get(f"/api/tables/{mine}/export/saved.json", headers={"X-Hearts-Token": my_token})
    assert r.status_code == 200
