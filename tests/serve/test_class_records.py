"""The class records through the server (hearts/serve/classes.py, the hub): a student who joined
a class has every card judged and kept; only the teacher (the server key) reads the class view
and the export; a student reads only their own record and practice queue; every field a client
sends is hostile; the tables play on when the database fails; the seats' students survive a
restart; and the command line refuses a database it cannot use in one line."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from click.testing import CliRunner
from sqlalchemy import create_engine

from hearts.cli import main
from hearts.serve.hub import Hub
from hearts.serve.judge import Decided
from hearts.serve.store import DAY, Store, default_url, sqlite_file
from hearts.serve.table import ClassTable
from tests.support.classroom import make_table, send, until
from tests.support.waiting import wait_for

if TYPE_CHECKING:
    from starlette.testclient import TestClient


def _join(client: TestClient, name: str, code: str = "7B") -> str:
    r = client.post("/api/join", json={"class": code, "name": name})
    assert r.status_code == 200, r.text
    return str(r.json()["token"])


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _past(actions: int) -> Callable[[dict[str, Any]], bool]:
    """A state after ``actions`` cards."""
    return lambda m: _state(m) and m["actions"] > actions


def _play_cards(
    client: TestClient, student: str | None, cards: int, seated: Callable[[], None] = lambda: None
) -> tuple[str, str]:
    """A table (no passing) started by its teacher, the student at South (``seated`` called once
    they sit) playing its first legal card ``cards`` times: the table's code and the teacher's
    token."""
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        send(ws, t="sit", seat="S", **({"student": student} if student else {}))
        until(ws, lambda m: m.get("t") == "seated")
        seated()
        send(t, t="start")
        for _ in range(cards):
            mine = until(ws, lambda m: _state(m) and m.get("my_turn") is True)
            send(ws, t="play", card=mine["legal"][0])
            until(ws, _past(int(mine["actions"])))
        names = until(t, _state)["names"]
        assert names == ({"S": "Ana"} if student else {})
    return code, teacher


def _view(client: TestClient, hub: Hub, code: str = "7B") -> dict[str, Any]:
    r = client.get(f"/api/classes/{code}", headers={"X-Hearts-Key": hub.key})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def test_a_students_cards_are_kept_with_the_advisers_card_the_clause_and_the_cost(
    client: TestClient, hub: Hub, store: Store
) -> None:
    store.add_class("7B")
    _play_cards(client, _join(client, "Ana"), 2)
    totals = wait_for(lambda: _view(client, hub)["totals"], 30, "the decisions to be kept")
    assert [(r["name"], r["theme"], r["decisions"]) for r in totals] == [("Ana", "free-play", 2)]
    lines = client.get("/api/classes/7B/export.csv", headers={"X-Hearts-Key": hub.key}).text.splitlines()
    assert len(lines) == 3
    first = lines[1].split(",")
    assert (
        first[0] == "Ana"
        and first[5] == "play"
        and first[7] in ("FIRST-LEAD", "HEARTS-LEAD", "FOLLOW", "DISCARD")
    )


def test_a_student_who_joined_no_class_plays_unrecorded(client: TestClient, hub: Hub, store: Store) -> None:
    store.add_class("7B")
    _play_cards(client, None, 1)
    assert _view(client, hub)["totals"] == []


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"X-Hearts-Key": "x" * 32},
        {"X-Hearts-Key": ""},
        {"X-Hearts-Student": "STUDENT"},
        {"X-Hearts-Token": "TEACHER"},
    ],
)
def test_only_the_server_key_reads_the_class_view_and_its_export(
    client: TestClient, hub: Hub, store: Store, headers: dict[str, str]
) -> None:
    store.add_class("7B")
    student = _join(client, "Ana")
    _, teacher = make_table(client)
    given = {k: v.replace("STUDENT", student).replace("TEACHER", teacher) for k, v in headers.items()}
    with client as c:
        c.headers.pop("X-Hearts-Key", None)
        for path in ("/api/classes/7B", "/api/classes/7B/export.csv"):
            r = c.get(path, headers=given)
            assert r.status_code == 403 and "Ana" not in r.text and "\n" not in r.json()["error"]
        made = c.post("/api/classes", json={"code": "8C"}, headers=given)
        assert made.status_code == 403 and store.class_codes() == ["7B"]


def test_a_student_reads_their_own_record_and_queue_never_anothers(client: TestClient, store: Store) -> None:
    store.add_class("7B")
    ana, ben = _join(client, "Ana"), _join(client, "Ben")
    ben_id = store.student_of(ben)
    assert ben_id is not None
    store.record([_wrong(ben_id.id)])
    mine = client.get("/api/me", headers={"X-Hearts-Student": ana})
    assert mine.status_code == 200
    assert mine.json()["name"] == "Ana" and mine.json()["rows"] == [] and mine.json()["due"] is None
    assert "Ben" not in mine.text
    theirs = client.get("/api/me", headers={"X-Hearts-Student": ben}).json()
    card = theirs["due"]
    assert theirs["queued"] == 1 and "bot" not in card["position"] and "costs" not in card["position"]
    # Ana answers Ben's card: not in her queue.
    r = client.post(
        "/api/me/practice", json={"id": card["id"], "answer": "QS"}, headers={"X-Hearts-Student": ana}
    )
    assert r.status_code == 404 and store.queued(ben_id) == 1


@pytest.mark.parametrize("token", [None, "", "1.abc", "1." + "0" * 32, "../1", "x" * 5000])
def test_a_missing_or_forged_student_token_reads_nothing(
    client: TestClient, store: Store, token: str | None
) -> None:
    store.add_class("7B")
    _join(client, "Ana")
    headers = {"X-Hearts-Student": token} if token is not None else {}
    r = client.get("/api/me", headers=headers)
    assert r.status_code in (400, 403) and "Ana" not in r.text


def _wrong(student: int) -> Decided:
    position = {"phase": "play", "hand": ["AS", "QS", "2C"], "legal": ["AS", "QS"], "bot": ["QS"], "count": 1}
    return Decided(
        student,
        "ABCDEF",
        1,
        5,
        "play",
        "moon",
        "FOLLOW",
        "step.duck",
        "AS",
        "QS",
        False,
        3.0,
        position,
        at=time.time() - 2 * DAY,
    )


def test_practice_in_the_browser_judges_an_answer_and_moves_it_on_the_schedule(
    client: TestClient, store: Store
) -> None:
    store.add_class("7B")
    token = _join(client, "Ana")
    student = store.student_of(token)
    assert student is not None
    store.record([_wrong(student.id)])
    card = client.get("/api/me", headers={"X-Hearts-Student": token}).json()["due"]
    headers = {"X-Hearts-Student": token}
    bad = client.post("/api/me/practice", json={"id": card["id"], "answer": "KD"}, headers=headers)
    assert bad.status_code == 400 and "card(s) of the hand" in bad.json()["error"]
    r = client.post("/api/me/practice", json={"id": card["id"], "answer": "QS"}, headers=headers)
    assert r.json() == {"right": True, "bot": ["QS"], "bot_labels": ["Q♠"], "box": 2}
    assert client.get("/api/me", headers=headers).json()["due"] is None  # due again in two days


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"class": "9Z", "name": "Ana"}, "no such class"),
        ({"class": "7B", "name": "x" * 41}, "1 to 40"),
        ({"class": "7B", "name": "Ana\x1b[31m"}, "printable"),
        ({"class": "7B", "name": "<img src=x onerror=alert(1)>"}, "no < or >"),
        ({"class": "7B'--", "name": "Ana"}, "class code"),
        ({"class": ["7B"], "name": "Ana"}, "class code"),
        ({"class": "7B", "name": {"$ne": ""}}, "expected a text"),
        ([1, 2], "JSON object"),
        ("not json", "JSON object"),
        ({"class": "7B", "name": "A" * 5000}, "longer than"),
    ],
)
def test_a_hostile_join_is_refused_in_one_line(
    client: TestClient, store: Store, body: Any, said: str
) -> None:
    store.add_class("7B")
    raw = body if isinstance(body, str) else json.dumps(body)
    r = client.post("/api/join", content=raw, headers={"Content-Type": "application/json"})
    error = r.json()["error"]
    assert r.status_code == 400 and said in error and "\n" not in error and "\x1b" not in error
    assert store.class_view("7B").students == ()


def test_the_export_files_name_is_made_from_the_checked_class_code(
    client: TestClient, hub: Hub, store: Store
) -> None:
    store.add_class("7B")
    r = client.get("/api/classes/7b/export.csv", headers={"X-Hearts-Key": hub.key})
    assert r.status_code == 200 and r.headers["content-disposition"] == 'attachment; filename="class-7B.csv"'


@pytest.mark.parametrize("code", ["7B;--", "A", "7B%00", "%3Cb%3E", "x" * 30])
def test_a_class_code_in_a_path_is_checked_before_any_query(client: TestClient, hub: Hub, code: str) -> None:
    r = client.get(f"/api/classes/{code}/export.csv", headers={"X-Hearts-Key": hub.key})
    assert r.status_code == 400 and "class code" in r.json()["error"]


def test_a_forged_student_token_takes_no_seat(client: TestClient, store: Store) -> None:
    store.add_class("7B")
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        send(ws, t="sit", seat="S", student="1." + "f" * 32)
        refused = until(ws, lambda m: m.get("t") == "error")
        assert refused["key"] == "bad-student"
        send(ws, t="watch")
        assert all(s["kind"] == "bot" for s in until(ws, _state)["seats"])


def test_the_tables_play_on_when_the_database_fails_while_serving(
    client: TestClient, hub: Hub, store: Store
) -> None:
    store.add_class("7B")
    token = _join(client, "Ana")

    def fail() -> None:  # every call from now on fails: the file cannot be opened
        store.engine = create_engine("sqlite:////nonexistent-folder/records.sqlite")

    _play_cards(client, token, 2, fail)
    wait_for(lambda: hub.records_lost >= 2, 30, "the writer to give the decisions up")
    r = client.get("/api/classes/7B", headers={"X-Hearts-Key": hub.key})
    assert r.status_code == 503 and "unavailable" in r.json()["error"] and "\n" not in r.json()["error"]


def test_a_seats_student_survives_a_restart(hub: Hub, store: Store) -> None:
    from hearts.engine.variant import Variant
    from hearts.serve.starts import from_seed
    from hearts.serve.table import digest

    table = ClassTable("ABCDEF", from_seed(7, Variant()), ("hard",) * 4, digest("t"))
    token = table.sit(table.around[2])
    table.seats[2].student, table.seats[2].name = 12, "Zoë"
    again = ClassTable.resume(table.saved(), "record", 0)
    assert (again.seats[2].student, again.seats[2].name) == (12, "Zoë")
    assert again.seat_of(token) is table.around[2]


def test_serve_refuses_a_database_it_cannot_use_in_one_line(tmp_path: Path) -> None:
    data = tmp_path / "tables"
    broken = sqlite_file(default_url(data))
    assert broken is not None
    broken.write_text("not a database\n" * 500)
    result = CliRunner().invoke(main, ["serve", "--port", "0", "--data", str(data), "--check-games", "0"])
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0 and "cannot be used" in result.output


def test_serve_refuses_a_database_another_program_holds_locked_in_one_line(tmp_path: Path) -> None:
    """Another program (here a sqlite3 connection) holds the records file locked: after the
    store's wait (two seconds) the start is refused in one line, exit 2, and the file is left as
    it was (the other program's transaction goes on)."""
    data = tmp_path / "tables"
    path = sqlite_file(default_url(data))
    assert path is not None
    Store.open(default_url(data)).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        args = ["serve", "--port", "0", "--data", str(data), "--check-games", "0", "--class", "7B"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, result.output
        assert result.output.strip().count("\n") == 0 and "locked" in result.output
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def _ana_got_one_wrong(tmp_path: Path) -> Path:
    """A data folder whose class records hold Ana of class 7B and one wrong decision of hers."""
    data = tmp_path / "tables"
    store = Store.open(default_url(data))
    store.add_class("7B")
    ana = store.join("7B", "Ana")
    store.record([_wrong(ana.id)])
    store.close()
    return data


def test_records_forget_deletes_a_student_from_the_command_line(tmp_path: Path) -> None:
    data = _ana_got_one_wrong(tmp_path)
    runner = CliRunner()
    done = runner.invoke(main, ["records", "forget", "--data", str(data), "--class", "7b", "Ana"])
    assert done.exit_code == 0 and "1 decision(s) deleted" in done.output
    again = runner.invoke(main, ["records", "forget", "--data", str(data), "--class", "7B", "Ana"])
    assert again.exit_code == 2 and "no student named" in again.output
    hostile = runner.invoke(main, ["records", "forget", "--data", str(data), "--class", "7B", "Ana\x1b[2J"])
    assert hostile.exit_code == 2 and "\x1b" not in hostile.output


@pytest.mark.parametrize("command", [["view"], ["export"], ["forget", "Ana"]])
def test_records_commands_read_what_a_server_kept_and_make_nothing(
    tmp_path: Path, command: list[str]
) -> None:
    runner = CliRunner()
    data = tmp_path / "tables"
    missing = runner.invoke(main, ["records", command[0], "--data", str(data), "--class", "7B", *command[1:]])
    assert missing.exit_code == 2 and "no class records at" in missing.output
    assert list(tmp_path.iterdir()) == []  # no database file made by reading
    data = _ana_got_one_wrong(tmp_path)
    unknown = runner.invoke(main, ["records", command[0], "--data", str(data), "--class", "8C", *command[1:]])
    assert unknown.exit_code == 2 and "no class 8C in the records (classes: 7B)" in unknown.output


def test_step_practice_asks_the_due_positions_at_the_console(tmp_path: Path) -> None:
    data = _ana_got_one_wrong(tmp_path)
    args = ["step", "--practice", "Ana", "--class", "7B", "--data", str(data)]
    result = CliRunner().invoke(main, args, input="KD\nAS\n")
    assert result.exit_code == 0, result.output
    assert "Which card would you play here?" in result.output and "The bot chose: Q♠" in result.output
    assert "Positions in your practice queue: 1" in result.output
    nobody = CliRunner().invoke(main, [*args[:2], "Zed", *args[3:]])
    assert nobody.exit_code == 2 and "no student named" in nobody.output


@pytest.mark.parametrize("folder", ["7B?mode=ro", "7B#x", "7B%3Fx", "7B?uri=true&mode=memory"])
def test_the_records_file_is_named_after_the_data_folder_whatever_it_holds(
    tmp_path: Path, folder: str
) -> None:
    """A ``?``, ``#`` or ``%`` in the data folder's name stays in the file's name: it never turns
    into the database URL's options or names another file (``7B`` here)."""
    data = tmp_path / folder
    store = Store.open(default_url(data))
    store.add_class("7B")
    store.join("7B", "Ana")
    store.close()
    assert [p.name for p in tmp_path.iterdir()] == [f"{folder}.records.sqlite"]
    shown = CliRunner().invoke(main, ["records", "view", "--data", str(data), "--class", "7B"])
    assert shown.exit_code == 0 and "class 7B: 1 student(s)" in shown.output
