"""The same deal at every table (hearts/serve/lessons.py, lesson_routes.py): a lesson deals one
hand to several tables that one teacher token teaches; its results compare the tables (points
per seat, the Q♠, moons) and name the best and worst line; only the server key deals a lesson
and only its token reads the results; a restarted server finds its lessons again."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pytest

from hearts.cards import Seat
from hearts.serve.hub import Hub
from tests.support.classroom import CHECK, NO_PASS_DEAL, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient


def _lesson(client: TestClient, **request: Any) -> dict[str, Any]:
    body = {"source": "deal", "deal": NO_PASS_DEAL, "hand": 4, "tables": 3, **request}
    r = client.post("/api/lessons", json=body)
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def _play_out(client: TestClient, code: str, token: str) -> None:
    """The teacher starts the table and its bots play the hand to its end."""
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=token)
        until(t, lambda m: m.get("t") == "state")
        send(t, t="start")
        until(t, lambda m: m.get("t") == "state" and m["phase"] in ("deal", "over"), limit=2000)


def test_a_lesson_deals_one_hand_at_three_tables_and_compares_them(client: TestClient, hub: Hub) -> None:
    lesson = _lesson(client)
    codes = lesson["tables"]
    assert len(set(codes)) == 3
    deals = {hub.tables[code].deals[0].format() for code in codes}
    assert len(deals) == 1  # one deal for all
    for code in codes:
        _play_out(client, code, lesson["token"])
    r = client.get(f"/api/lessons/{lesson['code']}", headers={"X-Hearts-Token": lesson["token"]})
    out = r.json()
    assert [row["code"] for row in out["tables"]] == codes and all(row["done"] for row in out["tables"])
    for row in out["tables"]:
        assert sum(row["points"]) in (26, 78)  # POINTS: 26 in a hand, or a moon's 3 x 26
        assert row["queen"] in ("N", "E", "S", "W")
    south = [row["points"][2] for row in out["tables"]]
    assert out["best"]["points"] == min(south) and out["worst"]["points"] == max(south)
    best = client.get(
        f"/api/tables/{out['best']['code']}/export/walkthrough.html",
        headers={"X-Hearts-Token": lesson["token"]},
        params={"hand": out["best"]["hand"]},
    )
    assert best.status_code == 200 and "<html" in best.text.lower()


def test_a_lesson_plays_at_a_table_of_five_with_bots_in_every_seat(client: TestClient, hub: Hub) -> None:
    lesson = _lesson(client, source="seed", seed=3, variant="five-2d2c", hand=1, tables=2, seat="3")
    for code in lesson["tables"]:
        _play_out(client, code, lesson["token"])
    out = client.get(f"/api/lessons/{lesson['code']}", headers={"X-Hearts-Token": lesson["token"]}).json()
    assert out["seat"] == "3" and all(len(row["points"]) == 5 for row in out["tables"])
    assert "best" in out and "worst" in out


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"tables": 0}, "from 1 to"),
        ({"tables": 1000}, "from 1 to"),
        ({"tables": "3"}, "whole number"),
        ({"tables": True}, "whole number"),
        ({"seat": "X"}, "seat: one of"),
        ({"seat": "\x1b[2J"}, "seat: one of"),
        ({"deal": "N:AKQ"}, "deal"),
    ],
)
def test_a_bad_lesson_request_is_refused_in_one_line_and_makes_no_table(
    client: TestClient, hub: Hub, change: dict[str, Any], said: str
) -> None:
    body = {"source": "deal", "deal": NO_PASS_DEAL, "hand": 4, "tables": 3, **change}
    r = client.post("/api/lessons", json=body)
    error = r.json()["error"]
    assert r.status_code == 400 and said in error and "\n" not in error and "\x1b" not in error
    assert hub.tables == {} and hub.lessons == {}


def test_only_the_server_key_deals_a_lesson_and_only_its_token_reads_the_results(
    client: TestClient, hub: Hub
) -> None:
    first, second = _lesson(client, tables=1), _lesson(client, tables=1)
    for headers in (
        {},
        {"X-Hearts-Token": second["token"]},
        {"X-Hearts-Token": "x"},
        {"X-Hearts-Key": hub.key},
    ):
        r = client.get(f"/api/lessons/{first['code']}", headers=headers)
        assert r.status_code == 404 and "tables" not in r.json()
    client.headers.pop("X-Hearts-Key")
    made = client.post("/api/lessons", json={"source": "seed", "seed": 1, "tables": 2})
    assert made.status_code == 403 and len(hub.tables) == 2


@pytest.mark.parametrize(
    ("request_", "seat"),
    [
        ({}, "S"),
        ({"seat": "E"}, "E"),
        ({"source": "seed", "seed": 3, "variant": "five-2d2c", "seat": "1"}, "1"),
    ],
)
def test_a_restarted_server_finds_its_lessons_again_comparing_the_same_seat(
    client: TestClient, hub: Hub, request_: dict[str, Any], seat: str
) -> None:
    lesson = _lesson(client, tables=2, **request_)
    again = Hub(hub.data, bot_delay=0, grace=0, variant_check=CHECK)
    again.resume_all()
    found = again.lessons[lesson["code"]]
    assert sorted(found.tables) == sorted(lesson["tables"]) and found.seat == seat


@pytest.mark.parametrize("compared", ["Z", "\u001b[2J", 3, None])
def test_a_records_compared_seat_that_is_no_seat_of_its_table_gives_way_to_the_middle_one(
    client: TestClient, hub: Hub, compared: object
) -> None:
    lesson = _lesson(client, tables=1, seat="E")
    assert hub.data is not None
    record = hub.data / f"{lesson['tables'][0]}.json"
    data = json.loads(record.read_text())
    data["compared"] = compared
    record.write_text(json.dumps(data))
    again = Hub(hub.data, bot_delay=0, grace=0, variant_check=CHECK)
    again.resume_all()
    assert again.lessons[lesson["code"]].seat == "S" and again.skipped == []


def test_a_moon_shot_by_the_compared_seat_is_its_best_line(
    client: TestClient, hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    """POINTS, MOON: the results count what the hand gave each seat, so South's moon (26 points
    taken, 0 given) beats a table where South took 3 points, and its row says who shot it."""
    from hearts.engine.results import HandEnd, HandResult
    from hearts.engine.variant import PassDirection

    lesson = _lesson(client, tables=2)
    moon, plain = (hub.tables[code] for code in lesson["tables"])
    hand = moon.start.first_hand
    for table, taken, given, shooter, end in (
        (moon, (0, 0, 26, 0), (26, 26, 0, 26), Seat.SOUTH, HandEnd.MOON_SHOT),
        (plain, (10, 13, 3, 0), (10, 13, 3, 0), None, HandEnd.POINTS_SPLIT),
    ):
        result = HandResult(hand, PassDirection.HOLD, end, taken, given, given, shooter)
        monkeypatch.setattr(table, "state", SimpleNamespace(hand_results=(result,)))
    out = client.get(f"/api/lessons/{lesson['code']}", headers={"X-Hearts-Token": lesson["token"]}).json()
    rows = {row["code"]: row for row in out["tables"]}
    assert rows[moon.code]["points"] == [26, 26, 0, 26] and rows[moon.code]["taken"] == [0, 0, 26, 0]
    assert rows[moon.code]["moon"] == "S" and rows[plain.code]["moon"] is None
    assert (out["best"]["code"], out["best"]["points"]) == (moon.code, 0)
    assert (out["worst"]["code"], out["worst"]["points"]) == (plain.code, 3)
