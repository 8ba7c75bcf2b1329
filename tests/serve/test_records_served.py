"""The class records through ``hearts serve`` itself, as a school runs it: a process on loopback
with ``--class 7B --database URL``, against SQLite and a real PostgreSQL started by the tests
(tests/support/postgres.py). Two students join the class, take seats over websockets and play;
the teacher reads the class view and its CSV export back over HTTP; the server is stopped and
started again on the same database, and everything is still there: the decisions, each student's
own record (their token still names them) and the seat they take again."""

from __future__ import annotations

import csv
import io
import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.support.classroom import NO_PASS_DEAL
from tests.support.clock import within
from tests.support.postgres import new_database
from tests.support.serving import Served, serving
from tests.support.waiting import wait_for

pytest.importorskip("uvicorn")
sync_client = pytest.importorskip("websockets.sync.client")

pytestmark = pytest.mark.slow  # two server processes a test

Message = dict[str, Any]


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'school.sqlite'}"
    return new_database(request.getfixturevalue("postgres_cluster"))


def _start(tmp_path: Path, database: str, *more: str) -> Any:
    data = tmp_path / "tables"
    args = ("--data", str(data), "--database", database, "--class", "7B", "--bot-delay", "0", "--grace", "0")
    return serving(tmp_path, *args, *more)


def _link(served: Served) -> list[str]:
    """The teacher's link's parts: a table's code, its teacher's token and the server key, or the
    server key alone (a start that made no table)."""
    line = next(line for line in served.stdout.splitlines() if line.startswith("teacher:"))
    return line.split("#", 1)[1].split()[0].split(".")


def _http(served: Served, path: str, headers: dict[str, str], body: object = None) -> tuple[int, str]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        f"http://127.0.0.1:{served.port}{path}",
        data=data,
        headers={**headers, **({"Content-Type": "application/json"} if data else {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status), response.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return int(err.code), err.read().decode("utf-8")


def _until(ws: Any, check: Callable[[Message], bool], limit: int = 400) -> Message:
    for _ in range(limit):
        message: Message = json.loads(ws.recv(timeout=60))
        if check(message):
            return message
    raise AssertionError("no such message")


def _state(m: Message) -> bool:
    return m.get("t") == "state"


def _latest(ws: Any) -> Message | None:
    """The last state a page has been sent by now (``None`` if none came)."""
    latest = None
    while True:
        try:
            message: Message = json.loads(ws.recv(timeout=0.05))
        except TimeoutError:
            return latest
        if _state(message):
            latest = message


def _play(served: Served, code: str, teacher: str, seats: dict[str, str], cards: int) -> None:
    """Each student of ``seats`` (seat: student token) sits at table ``code``; the teacher starts
    it; each plays its first legal card ``cards`` times; the teacher pauses it."""
    url = f"ws://127.0.0.1:{served.port}/ws"
    with ExitStack() as stack:
        t = stack.enter_context(sync_client.connect(url))
        pages = {seat: stack.enter_context(sync_client.connect(url)) for seat in seats}
        t.send(json.dumps({"t": "hello", "code": code, "role": "teacher", "token": teacher}))
        _until(t, _state)
        for seat, student in seats.items():
            ws = pages[seat]
            ws.send(json.dumps({"t": "hello", "code": code, "role": "student"}))
            _until(ws, _state)
            ws.send(json.dumps({"t": "sit", "seat": seat, "student": student}))
            _until(ws, lambda m: m.get("t") == "seated")
        t.send(json.dumps({"t": "start"}))
        played = dict.fromkeys(seats, 0)
        sent: dict[str, int] = {}
        deadline = time.monotonic() + within(120)
        while min(played.values()) < cards:
            assert time.monotonic() < deadline, f"the students did not play: {played}"
            for seat, ws in pages.items():
                state = _latest(ws)
                if state is None or played[seat] >= cards or not state.get("my_turn"):
                    continue
                if sent.get(seat) == state["actions"]:
                    continue  # that card is on its way
                ws.send(json.dumps({"t": "play", "card": state["legal"][0]}))
                sent[seat] = state["actions"]
                played[seat] += 1
        t.send(json.dumps({"t": "pause"}))
        _until(t, lambda m: _state(m) and m["running"] is False)


def _view(served: Served, key: str) -> dict[str, Any]:
    status, text = _http(served, "/api/classes/7B", {"X-Hearts-Key": key})
    assert status == 200, text
    view: dict[str, Any] = json.loads(text)
    return view


def _decisions(view: dict[str, Any]) -> dict[str, int]:
    return {row["name"]: row["decisions"] for row in view["totals"]}


def test_students_records_are_kept_read_back_and_survive_a_restart(tmp_path: Path, database: str) -> None:
    with _start(tmp_path, database, "--deal", NO_PASS_DEAL, "--hand", "4") as served:
        code, teacher, key = _link(served)
        assert "class 7B: students join" in served.stdout and "class records:" in served.stdout
        tokens = {}
        for name in ("Ana", "Zoë O'Brien"):
            status, text = _http(served, "/api/join", {}, {"class": "7B", "name": name})
            assert status == 200, text
            tokens[name] = json.loads(text)["token"]
        _play(served, code, teacher, {"S": tokens["Ana"], "N": tokens["Zoë O'Brien"]}, 3)
        wait_for(
            lambda: _decisions(_view(served, key)) == {"Ana": 3, "Zoë O'Brien": 3}, 60, "6 decisions kept"
        )
        status, exported = _http(served, "/api/classes/7B/export.csv", {"X-Hearts-Key": key})
        assert status == 200
        rows = list(csv.DictReader(io.StringIO(exported)))
        assert len(rows) == 6 and {r["student"] for r in rows} == {"Ana", "Zoë O'Brien"}
        assert all(r["clause"] in ("FIRST-LEAD", "HEARTS-LEAD", "FOLLOW", "DISCARD") for r in rows)
        before = _view(served, key)
    with _start(tmp_path, database) as again:
        assert again.port != 0 and f"resumed table {code}" in again.stdout
        [new_key] = _link(again)
        assert new_key != key  # a new server key every start
        assert _view(again, new_key) == before
        assert _http(again, "/api/classes/7B", {"X-Hearts-Key": key})[0] == 403  # the old key is void
        status, mine = _http(again, "/api/me", {"X-Hearts-Student": tokens["Ana"]})
        assert status == 200 and json.loads(mine)["name"] == "Ana" and "Zoë" not in mine
        # Ana plays on at the resumed table (East now: her South is held by its seat token), her
        # student token still hers: one more decision.
        _play(again, code, teacher, {"E": tokens["Ana"]}, 1)
        wait_for(lambda: _decisions(_view(again, new_key))["Ana"] == 4, 60, "Ana's fourth decision kept")
