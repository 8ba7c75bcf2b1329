"""The classroom server's protocol through real websockets (Starlette's TestClient): joining,
seats and tokens, playing, hints, ask the room, take-back, restart, export, and every hostile
case refused with a clear message while the other pages are served."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml

from hearts.cards import Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.engine.view import view_of
from hearts.plumbing.errors import InputError
from hearts.serve.hub import Conn, Hub
from hearts.serve.limits import RATE_BURST
from hearts.serve.messages import KINDS
from hearts.serve.starts import TableStart, as_saved
from hearts.serve.words import Lang, refused_sentence
from tests.support.classroom import NO_PASS_DEAL, make_table, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient

# The hostile suite runs twice: as written, then with its seats' students recorded (conftest.py).
pytestmark = pytest.mark.usefixtures("records_in_the_loop")


def _state(m: dict[str, object]) -> bool:
    return m.get("t") == "state"


def _sit(client: TestClient, ws: object, code: str, seat: str, lang: str = "en") -> str:
    send(ws, t="hello", code=code, role="student", lang=lang)
    until(ws, _state)
    send(ws, t="sit", seat=seat)
    seated = until(ws, lambda m: m.get("t") == "seated")
    return str(seated["token"])


def test_unknown_code_is_refused_in_the_language(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code="ZZZZZZ", role="student", lang="es")
        m = until(ws, lambda m: m["t"] == "error")
        assert m["key"] == "unknown-code" and "ZZZZZZ" in m["text"] and m["text"].startswith("Ninguna mesa")


def test_a_student_sees_only_its_own_hand(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        _sit(client, ws, code, "E")
        m = until(ws, lambda m: _state(m) and m["seat"] == "E")
        start = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
        mine = {c["c"] for c in m["hand"]}
        assert mine == {c.format() for c in view_of(start, Seat.EAST).hand}
        text = json.dumps(m)
        for other in (Seat.NORTH, Seat.SOUTH, Seat.WEST):  # no other seat's card anywhere in it
            assert not any(f'"c": "{c.format()}"' in text for c in start.hand(other))


def _to_turn(ws: object, seat: str) -> dict[str, object]:
    return until(ws, lambda m: _state(m) and m.get("my_turn") is True and m["to_act"] == seat)


def test_playing_a_seat_with_an_illegal_card_refused_with_its_clause(client: TestClient) -> None:
    code, teacher = make_table(client)
    start = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
    leader = start.to_act
    assert leader is not None
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        token = _sit(client, ws, code, leader.letter, lang="it")
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        _to_turn(ws, leader.letter)
        wrong = next(c for c in start.hand(leader) if not start.is_legal(c))
        send(ws, t="play", seat=leader.letter, card=wrong.format(), token=token)
        refused = until(ws, lambda m: m["t"] == "refused")
        assert refused["clause"] == start.why_illegal(wrong).clause == "FIRST-LEAD"  # type: ignore[union-attr]
        assert "non è permessa" in refused["text"] or "FIRST-LEAD" in refused["text"]
        send(ws, t="play", seat=leader.letter, card="2C", token=token)
        after = until(ws, lambda m: _state(m) and m["actions"] >= 1)
        assert after["trick"][0]["c"] == "2C"


def test_a_hint_is_the_hard_bots_card_and_reason(client: TestClient) -> None:
    code, teacher = make_table(client, bots="easy")
    start = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
    seat = start.to_act.next  # type: ignore[union-attr]
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        token = _sit(client, ws, code, seat.letter, lang="hu")
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        _to_turn(ws, seat.letter)
        send(ws, t="hint", token=token)
        hint = until(ws, lambda m: m["t"] == "hint")
        assert hint["text"].startswith("A Nehéz bot")
        assert Card.parse(hint["card"]) in start.apply(Card.parse("2C")).legal_actions()


def test_reconnecting_with_the_token_gets_the_seat_and_position_back(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        token = _sit(client, ws, code, "W")
        before = until(ws, lambda m: _state(m) and m["seat"] == "W")
    with client.websocket_connect("/ws") as again:
        send(again, t="hello", code=code, role="student", token=token)
        back = until(again, _state)
        assert back["seat"] == "W" and back["hand"] == before["hand"]
        assert back["seats"][3]["kind"] == "student"


def test_another_seat_or_an_old_token_is_refused(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        token_a = _sit(client, a, code, "N")
        _sit(client, b, code, "E")
        send(b, t="play", seat="N", card="2C", token=token_a[:-2] + "xx")
        assert until(b, lambda m: m["t"] == "error")["key"] == "bad-token"
        send(b, t="play", seat="N", card="2C")  # its own token, another seat
        assert until(b, lambda m: m["t"] == "error")["key"] == "bad-token"
        send(a, t="leave", token=token_a)
        until(a, lambda m: _state(m) and m["seat"] is None)
    with client.websocket_connect("/ws") as c:
        send(c, t="hello", code=code, role="student", token=token_a)
        assert until(c, lambda m: m["t"] == "error")["key"] == "bad-token"
        send(c, t="play", seat="N", card="2C", token=token_a)  # a refused hello left it at no table
        assert until(c, lambda m: m["t"] == "error")["key"] == "hello-first"
        send(c, t="hello", code=code, role="student")
        until(c, _state)
        send(c, t="play", seat="N", card="2C", token=token_a)
        assert until(c, lambda m: m["t"] == "error")["key"] == "bad-token"


def test_teacher_commands_need_the_teachers_token(client: TestClient) -> None:
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="teacher", token=teacher[::-1])
        assert until(ws, lambda m: m["t"] == "error")["key"] == "teacher-only"
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        for kind in ("start", "pause", "ask", "reveal"):
            send(ws, t=kind)
            assert until(ws, lambda m: m["t"] == "error")["key"] == "teacher-only"


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("not json", "malformed"),
        ("[1, 2]", "malformed"),
        ('{"t": "explode"}', "malformed"),
        ('{"t": "play", "card": "QS", "extra": 1}', "malformed"),
        ('{"t": "play", "card": "1X"}', "no-such-card"),
        ('{"t": "sit", "seat": "Q"}', "malformed"),
        ('{"t": "back", "to": -3}', "malformed"),
        ('{"t": "play", "card": "QS"}', "hello-first"),
    ],
)
def test_malformed_messages_are_refused_and_the_page_stays(client: TestClient, raw: str, key: str) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as ws:
        ws.send_text(raw)
        m = until(ws, lambda m: m["t"] == "error")
        assert m["key"] == key and m["text"]
        send(ws, t="hello", code=code, role="student")  # the connection still works
        assert until(ws, _state)["code"] == code


def test_every_kind_is_known() -> None:
    assert {"hello", "sit", "play", "hint", "vote", "back", "ask", "reveal"} <= set(KINDS)


def test_an_oversized_message_closes_that_connection_only(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as other, client.websocket_connect("/ws") as ws:
        send(other, t="hello", code=code, role="student")
        until(other, _state)
        ws.send_text(json.dumps({"t": "hello", "code": "x" * 5000}))
        assert until(ws, lambda m: m["t"] == "error")["key"] == "too-long"
        with pytest.raises(Exception):  # noqa: B017 (the socket is closed: the client raises its close)
            ws.receive_json()
        send(other, t="watch")
        assert until(other, _state)["code"] == code


def test_a_flood_is_refused_and_the_others_are_served(client: TestClient) -> None:
    code, _ = make_table(client)
    with client.websocket_connect("/ws") as other, client.websocket_connect("/ws") as ws:
        send(other, t="hello", code=code, role="student")
        until(other, _state)
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        for _ in range(RATE_BURST + 20):
            send(ws, t="watch")
        assert until(ws, lambda m: m["t"] == "error")["key"] == "flood"
        send(other, t="watch")
        assert until(other, _state)["code"] == code


def test_a_student_vanishing_mid_trick_goes_to_the_bot(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client)
    start = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
    seat = start.to_act.next  # type: ignore[union-attr]
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        with client.websocket_connect("/ws") as ws:
            _sit(client, ws, code, seat.letter)
            send(t, t="start")
            _to_turn(ws, seat.letter)
        # Gone at its turn: after the grace (0 here) its bot plays, and the hand goes on to its end.
        end = until(t, lambda m: _state(m) and m["phase"] == "deal", limit=2000)
        assert end["seats"][seat]["kind"] == "away"
    table = hub.tables[code]
    assert len(table.actions) == 52 and table.moves[1].by == "hard"


def test_ask_the_room_counts_and_reveals(client: TestClient) -> None:
    code, teacher = make_table(client)
    with (
        client.websocket_connect("/ws") as t,
        client.websocket_connect("/ws") as a,
        client.websocket_connect("/ws") as b,
    ):
        send(t, t="hello", code=code, role="teacher", token=teacher, lang="fr")
        until(t, _state)
        for ws in (a, b):
            send(ws, t="hello", code=code, role="student")
            until(ws, _state)
        send(t, t="ask")
        asked = until(a, lambda m: _state(m) and m["poll"] is not None)
        legal = asked["poll"]["legal"]
        send(a, t="vote", card=legal[0])
        send(b, t="vote", card=legal[0])
        counts = until(t, lambda m: _state(m) and m["poll"] and sum(c["n"] for c in m["poll"]["counts"]) == 2)
        assert counts["poll"]["counts"][0] == {**counts["poll"]["counts"][0], "c": legal[0], "n": 2}
        send(t, t="reveal")
        shown = until(a, lambda m: _state(m) and m["poll"] and m["poll"]["revealed"])
        assert shown["poll"]["revealed_card"] in legal
        send(a, t="vote", card=legal[-1])  # too late
        assert until(a, lambda m: m["t"] == "error")["key"] == "no-question"


@pytest.mark.slow
def test_take_back_and_replay(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        until(t, lambda m: _state(m) and m["phase"] == "deal", limit=2000)
        played = list(hub.tables[code].actions)
        send(t, t="back", to=9)
        back = until(t, lambda m: _state(m) and m["actions"] == 9)
        assert back["running"] is False and len(back["trick"]) == 1
        send(t, t="start")
        until(t, lambda m: _state(m) and m["phase"] == "deal", limit=2000)
    assert hub.tables[code].actions == played  # the same bots replay the same cards


def test_a_restarted_server_resumes_every_table(client: TestClient, hub: Hub, tmp_path: Path) -> None:
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        token = _sit(client, ws, code, "S")
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        until(t, lambda m: _state(m) and m["actions"] >= 1 and m["to_act"] == "S")
        send(t, t="pause")  # (else South's bot plays on once South's page is gone)
        until(t, lambda m: _state(m) and m["running"] is False)
    before = hub.tables[code]
    again = Hub(hub.data, bot_delay=0, grace=60, variant_check=3)
    again.resume_all()
    resumed = again.tables[code]
    assert resumed.actions == before.actions and resumed.state == before.state
    assert resumed.seat_of(token) is Seat.SOUTH and resumed.is_teacher(teacher)


@pytest.mark.slow
def test_a_finished_hand_exports(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        until(t, lambda m: _state(m) and m["phase"] == "deal", limit=2000)
    head = {"X-Hearts-Token": teacher}
    page = client.get(f"/api/tables/{code}/export/walkthrough.html?lang=es", headers=head)
    assert page.status_code == 200 and "<html" in page.text
    data = client.get(f"/api/tables/{code}/export/walkthrough.json", headers=head).json()
    assert data["lang"] == "en" if "lang" in data else data
    text = client.get(f"/api/tables/{code}/export/scenario.yaml", headers=head).text
    item = yaml.safe_load(text)["scenarios"][0]
    assert item["setup"]["hand"] == 4 and item["expect"]["scores"] == list(hub.tables[code].state.scores)
    assert client.get(f"/api/tables/{code}/export/scenario.yaml").status_code == 404  # no token
    saved = client.get(f"/api/tables/{code}/export/saved.json", headers=head).text
    again = client.post("/api/tables", json={"source": "saved", "saved": saved})
    assert again.status_code == 200, again.text


def test_bad_table_requests_name_the_field(client: TestClient) -> None:
    for body, field in (
        ({"source": "deal", "deal": "N:AK"}, "deal"),
        ({"source": "seed", "seed": "seven"}, "seed"),
        ({"source": "seed", "variant": "nope"}, "variant"),
        ({"source": "saved", "saved": "{}"}, "format"),
        ({"source": "seed", "variant_file": "name: x\npass_count: lots\n"}, "pass_count"),
    ):
        r = client.post("/api/tables", json=body)
        assert r.status_code == 400 and field in r.json()["error"], (body, r.text)


def _page() -> Conn:
    async def nothing(_: object) -> None:
        return None

    return Conn(nothing, nothing)


def test_a_full_server_lets_the_oldest_idle_table_go(hub: Hub) -> None:
    from hearts.serve.starts import from_deal

    hub.max_tables = 2
    start = from_deal(NO_PASS_DEAL, Variant(), 4)
    assert hub.data is not None
    hub.data.mkdir()
    first, _ = hub.create(start, ("hard",) * 4)
    second, _ = hub.create(start, ("hard",) * 4)
    hub.touched = {first.code: 1.0, second.code: 2.0}
    hub.conns[second.code].add(_page())  # a page open at the second
    third, _ = hub.create(start, ("hard",) * 4)
    assert set(hub.tables) == {second.code, third.code}
    assert (hub.data / f"{first.code}.json").exists()  # its record stays
    hub.conns[third.code].add(_page())
    with pytest.raises(InputError, match="keeps 2 tables at most") as refused:
        hub.create(start, ("hard",) * 4)
    assert "\n" not in str(refused.value) and "--max-tables" in str(refused.value)


def _post(
    app: object, key: str, body_chunks: int, content_length: str | None, chunk: bytes = b" " * 65536
) -> tuple[int, str, int]:
    """POST ``body_chunks`` chunks to ``/api/tables`` through the ASGI app as a server would:
    the status, the body sent back and how many chunks the app read."""
    import asyncio

    read = 0
    sent: list[dict[str, object]] = []

    async def receive() -> dict[str, object]:
        nonlocal read
        read += 1
        if read > body_chunks:
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": chunk, "more_body": read < body_chunks}

    async def send_(message: dict[str, object]) -> None:
        sent.append(message)

    headers = [
        (b"content-type", b"application/json"),
        (b"host", b"testserver"),
        (b"x-hearts-key", key.encode()),
    ]
    if content_length is not None:
        headers.append((b"content-length", content_length.encode()))
    scope = {"type": "http", "method": "POST", "path": "/api/tables", "headers": headers, "query_string": b""}
    scope |= {"http_version": "1.1", "scheme": "http", "server": ("test", 80), "client": ("c", 1)}
    asyncio.run(app(scope, receive, send_))  # type: ignore[operator]
    status = next(int(m["status"]) for m in sent if m["type"] == "http.response.start")  # type: ignore[call-overload]
    text = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")  # type: ignore[misc]
    return status, text.decode(), read


def test_an_oversized_table_request_is_refused_unread(client: TestClient) -> None:
    from hearts.serve.limits import MAX_REQUEST_BYTES

    app, key = client.app, client.headers["x-hearts-key"]
    over = MAX_REQUEST_BYTES // 65536 + 40  # chunks: 40 past the limit
    status, text, read = _post(app, key, over, str(over * 65536))  # an honest Content-Length: nothing read
    assert (status, read) == (413, 0) and "longer than 16.5 MB" in text
    status, text, read = _post(app, key, over, None)  # none: read up to the limit, then refused
    assert status == 413 and "longer than" in text and read == MAX_REQUEST_BYTES // 65536 + 1
    status, text, read = _post(app, key, over, "100")  # a lying one: the same
    assert status == 413 and read == MAX_REQUEST_BYTES // 65536 + 1
    status, text, read = _post(app, key, 1, "many")
    assert status == 400 and "Content-Length" in text
    r = client.post("/api/tables", json={"source": "seed", "seed": 3})  # the others are served
    assert r.status_code == 200 and r.json()["code"]


def _hand_over(client: TestClient, **request: object) -> tuple[dict[str, Any], dict[str, Any]]:
    """A table of easy bots that plays its hand to the end: the teacher's and a watching
    student's (Spanish) snapshots once the last card is played."""
    code, teacher = make_table(client, bots="easy", **request)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="student", lang="es")
        until(ws, _state)
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")

        def over(m: dict[str, object]) -> bool:
            return _state(m) and m["phase"] in ("deal", "over")

        return until(t, over, limit=2000), until(ws, over, limit=2000)


def test_the_hand_label_names_the_hand_just_played_once_it_is_over(client: TestClient) -> None:
    teacher, student = _hand_over(client, hand=6)
    assert teacher["phase"] == "deal" and teacher["hand_number"] == 6
    assert (teacher["hand_label"], teacher["trick_label"]) == ("Hand 6", "Trick 13")
    assert teacher["status"] == "The hand is over."
    assert (student["hand_label"], student["trick_label"]) == ("Mano 6", "Baza 13")
    assert len(teacher["moves"]) == 52 + 12  # the cards of hand 6 (passing included)


def test_the_hand_label_names_the_last_hand_once_the_game_is_over(client: TestClient) -> None:
    # Hand 6 from 99, 99, 99 and 0: a point card to any of the three ends the game, and so does
    # the fourth seat taking them all (MOON); the fourth seat is the one lowest (GAME-END).
    deal = Deal.parse(NO_PASS_DEAL)
    start = TableStart(Variant(), 1, (deal,), (), 6, (99, 99, 99, 0))
    saved = as_saved(start, [deal.format()], [], {})
    teacher, student = _hand_over(client, source="saved", saved=saved)
    assert teacher["phase"] == "over" and teacher["status"] == "The game is over."
    assert (teacher["hand_label"], teacher["trick_label"]) == ("Hand 6", "Trick 13")
    assert student["hand_label"] == "Mano 6"
    assert len(teacher["moves"]) == 52 + 12  # the last hand's cards stay listed


def _asked(client: TestClient, t: object, code: str, teacher: str) -> dict[str, Any]:
    """The teacher asks the room before the first card: the leader's decision (only 2♣ is legal)."""
    send(t, t="hello", code=code, role="teacher", token=teacher)
    until(t, _state)
    send(t, t="ask")
    return until(t, lambda m: _state(m) and m["poll"] is not None)


LESSON = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
"""The position a table of the lesson's deal starts at: only the 2♣ may be led (FIRST-LEAD)."""
LEADER = LESSON.to_act or Seat.NORTH


def test_ask_the_room_offers_only_the_legal_cards_of_the_seat_asked(client: TestClient) -> None:
    code, teacher = make_table(client)
    start, leader = LESSON, LEADER
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        asked = _asked(client, t, code, teacher)
        send(ws, t="hello", code=code, role="student")
        seen = until(ws, lambda m: _state(m) and m["poll"] is not None)
    for poll in (asked["poll"], seen["poll"]):
        assert poll["seat"] == leader.letter
        assert poll["legal"] == [c.format() for c in start.legal_actions()] == ["2C"]
        assert len(poll["hand"]) == 13  # the whole hand is shown


def test_a_vote_for_an_illegal_card_is_refused_with_its_clause_and_not_counted(client: TestClient) -> None:
    code, teacher = make_table(client)
    start, leader = LESSON, LEADER
    wrong = next(c for c in start.hand(leader) if not start.is_legal(c))
    elsewhere = next(iter(start.hand(leader.next)))
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        _asked(client, t, code, teacher)
        send(ws, t="hello", code=code, role="student", lang="it")
        until(ws, _state)
        send(ws, t="vote", card=wrong.format())
        refused = until(ws, lambda m: m["t"] == "refused")
        assert refused["card"] == wrong.format() and refused["clause"] == "FIRST-LEAD"
        # In the voter's language, the sentence a refused card gets.
        assert refused["text"] == refused_sentence(Lang("it"), start, wrong)[1]
        send(ws, t="vote", card=elsewhere.format())  # not even in the hand asked about
        assert until(ws, lambda m: m["t"] == "refused")["clause"] == "DEAL"
        send(ws, t="vote", card="2C")
        counted = until(t, lambda m: _state(m) and m["poll"]["counts"])
        assert counted["poll"]["counts"] == [{**counted["poll"]["counts"][0], "c": "2C", "n": 1}]


def test_after_a_question_is_closed_the_status_says_to_press_start(client: TestClient) -> None:
    code, teacher = make_table(client)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        _asked(client, t, code, teacher)
        send(ws, t="hello", code=code, role="student", lang="fr")
        until(ws, lambda m: _state(m) and m["poll"] is not None)
        send(t, t="close")
        closed = until(t, lambda m: _state(m) and m["poll"] is None)
        assert closed["running"] is False
        assert closed["status"] == "The question is closed: the table waits for the teacher to press Start."
        french = until(ws, lambda m: _state(m) and m["poll"] is None)
        assert french["status"] == (
            "La question est close : la table attend que l'enseignant appuie sur «\u00a0Lancer\u00a0»."
        )
        send(t, t="start")
        going = until(t, lambda m: _state(m) and m["running"] is True)
        assert going["status"] != closed["status"]
