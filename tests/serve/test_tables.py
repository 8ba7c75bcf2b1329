"""The classroom at a table of three, five or six (docs/players.md, docs/serve.md): numbered
seats, a deal in the table's own notation checked, the cards out of play and the kitty shown as
the engine's views allow (DEAL, AI-INFO), the bots, hints, ask the room, take-back, a restart,
and a finished hand exported as a scenario the reference engine passes."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml
from click.testing import CliRunner

from hearts.cards import Seat
from hearts.cli import main
from hearts.engine.state import State
from hearts.serve.hub import Hub
from hearts.serve.starts import SourceError, from_theme, variant_named
from hearts.walkthrough import starts as walkthrough_starts
from hearts.walkthrough.sources import make_players
from hearts.walkthrough.starts import DEFAULT_LEVELS
from hearts.walkthrough.themes import built_deal
from tests.support.classroom import CHECK, make_table, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient

KITTY_DEAL = "1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-"
"""Hand 3 of three-kitty (no passing): seat 2 leads the 2♣, the Q♠ lies in the kitty."""


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _sit(ws: Any, code: str, seat: str, lang: str = "en") -> str:
    send(ws, t="hello", code=code, role="student", lang=lang)
    until(ws, _state)
    send(ws, t="sit", seat=seat)
    return str(until(ws, lambda m: m.get("t") == "seated")["token"])


def _mine_or_over(m: dict[str, Any]) -> bool:
    return m.get("my_turn") is True or m["phase"] == "deal"


def _after(actions: int) -> Callable[[dict[str, Any]], bool]:
    """A state after ``actions`` cards at which the student acts, or the hand is over."""
    return lambda m: _state(m) and m["actions"] > actions and _mine_or_over(m)


@pytest.mark.slow
def test_a_table_of_five_plays_a_hand_with_a_student_and_exports_a_scenario_conform_passes(
    client: TestClient, hub: Hub, tmp_path: Path
) -> None:
    code, teacher = make_table(client, source="seed", seed=3, variant="five-2d2c", hand=1)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        token = _sit(ws, code, "3", lang="es")
        send(t, t="hello", code=code, role="teacher", token=teacher)
        first = until(t, _state)
        assert [s["seat"] for s in first["seats"]] == ["1", "2", "3", "4", "5"]
        assert [s["name"] for s in first["seats"]][:2] == ["Seat 1", "Seat 2"]
        assert len(first["hands"]) == 5 and all(len(h) == 10 for h in first["hands"].values())
        assert [c["c"] for c in first["removed"]["cards"]] == ["2C", "2D"] and "kitty" not in first
        send(t, t="start")
        played = 0
        m = until(ws, lambda m: _state(m) and _mine_or_over(m))
        while m["phase"] != "deal":
            assert m["you"] == "Juegas en Asiento 3." and m["removed"]["text"].endswith("2♣ 2♦")
            state = hub.tables[code].state  # (still: the table waits for the student's card)
            assert {c["c"] for c in m["hand"]} == {c.format() for c in state.hand(Seat(2))}
            text = json.dumps(m)
            held = (c for s in Seat.at_table(5) if s != Seat(2) for c in state.hand(s))
            assert not any(f'"c": "{c.format()}"' in text for c in held)  # its own cards only (AI-INFO)
            send(ws, t="play", card=m["legal"][0], token=token)
            played += 1
            m = until(ws, _after(int(m["actions"])))
        end = until(t, lambda m: _state(m) and m["phase"] == "deal" and len(m["moves"]) == 65, limit=3000)
    assert played == 13  # three cards passed (left), ten played
    assert "no_walkthrough" not in end  # the walkthrough lays out a table of five
    assert end["moves"][0]["line"].startswith("Seat 1 passes")
    table = hub.tables[code]
    assert len(table.state.scores) == 5 and sum(table.state.scores) in (26, 26 * 4)  # or a moon
    head = {"X-Hearts-Token": teacher}
    text = client.get(f"/api/tables/{code}/export/scenario.yaml", headers=head).text
    item = yaml.safe_load(text)["scenarios"][0]
    assert item["variants"] == ["five-2d2c"] and item["setup"]["deal"].startswith("1:")
    assert item["expect"]["scores"] == list(table.state.scores)
    path = tmp_path / "five.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["conform", str(path)])
    assert result.exit_code == 0 and "1 passed" in result.output, result.output
    walk = client.get(f"/api/tables/{code}/export/walkthrough.json", headers=head)
    assert walk.status_code == 200, walk.text
    data = walk.json()
    assert data["format"] == "hearts-walkthrough/1.2" and data["variant"]["players"] == 5
    teacher = data["views"][0]
    assert teacher["viewer"] == "teacher" and set(teacher["hands"][0]["deal"]) == {"1", "2", "3", "4", "5"}
    page = client.get(f"/api/tables/{code}/export/walkthrough.html", headers=head)
    assert page.status_code == 200 and "Asiento 3" not in page.text  # the teacher's language
    saved = client.get(f"/api/tables/{code}/export/saved.json", headers=head).text
    again = client.post("/api/tables", json={"source": "saved", "saved": saved, "bots": "easy"})
    assert again.status_code == 200, again.text


@pytest.mark.slow
def test_the_kitty_lies_face_down_until_the_first_trick_is_won(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client, deal=KITTY_DEAL, hand=3, variant="three-kitty")
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        token = _sit(ws, code, "1", lang="hu")
        before = until(ws, _state)
        assert before["kitty"]["cards"] is None and before["kitty"]["count"] == 1
        assert '"QS"' not in json.dumps(before)  # nowhere in the seat's view, nor the teacher's hands
        assert len(before["hand"]) == 17 and before["kitty"]["text"].startswith("A talon lefordítva")
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="start")
        while True:  # seat 2 leads, seat 3 follows, then the student's seat
            after = until(ws, lambda m: _state(m) and (m.get("my_turn") or m["kitty"]["cards"] is not None))
            if after["kitty"]["cards"] is not None:
                break
            assert after["kitty"]["cards"] is None and after["actions"] == 2
            send(ws, t="play", card=after["legal"][0], token=token)
    first = hub.tables[code].state.tricks[0]
    assert first.winner is not None
    label = first.winner.number
    assert after["kitty"]["taken_by"] == label and [c["c"] for c in after["kitty"]["cards"]] == ["QS"]
    assert after["kitty"]["text"] == f"{label}. hely vitte el a talont: D♠"
    assert after["taken"][first.winner] == 13  # its points go with it


@pytest.mark.slow
def test_hints_ask_the_room_take_back_and_a_restart_at_six(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client, source="seed", seed=5, variant="six-twos", hand=6, bots="normal")
    start = State.new_game(variant_named("six-twos"), 5)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        send(t, t="hello", code=code, role="teacher", token=teacher, lang="it")
        m = until(t, _state)
        leader = m["to_act"]
        token = _sit(ws, code, leader)
        assert m["trick_label"] == "Presa 1" and len(m["hands"][leader]) == 8
        send(ws, t="hint", token=token)
        assert until(ws, lambda m: m["t"] == "hint")["text"].startswith("The Hard bot would choose")
        send(t, t="ask")
        asked = until(ws, lambda m: _state(m) and m["poll"] is not None)
        assert asked["poll"]["seat"] == leader and asked["poll"]["seat_name"] == f"Seat {leader}"
        send(ws, t="vote", card=asked["poll"]["hand"][0]["c"])
        send(t, t="reveal")
        until(t, lambda m: _state(m) and m["poll"] and m["poll"]["revealed"])
        send(t, t="start")
        m = until(ws, lambda m: _state(m) and m.get("my_turn") is True)
        send(ws, t="play", card=m["legal"][0], token=token)
        until(t, lambda m: _state(m) and m["actions"] >= 4)
        send(t, t="pause")
        paused = until(t, lambda m: _state(m) and m["running"] is False)
        send(t, t="back", to=2)
        back = until(t, lambda m: _state(m) and m["actions"] == 2)
        assert back["moves"] == paused["moves"][:2] and len(back["trick"]) == 2
    before = hub.tables[code]
    again = Hub(hub.data, bot_delay=0, grace=60, variant_check=3)
    again.resume_all()
    assert code in again.tables, again.skipped
    resumed = again.tables[code]
    assert resumed.state == before.state and resumed.seat_of(token) is Seat(int(leader) - 1)
    assert [s.level for s in resumed.seats] == ["normal"] * 6 and start.variant == resumed.start.variant


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"deal": KITTY_DEAL.rsplit(" ", 2)[0], "variant": "three-kitty"}, "needs 3 hands, found 2"),
        ({"deal": KITTY_DEAL.replace("K:-.-.Q.-", "K:-.-.Q.2"), "variant": "three-kitty"}, "dealt twice"),
        ({"deal": "N:AKQ.-.-.- E:- S:- W:-", "variant": "five-2d2c"}, "needs 5 hands"),
        ({"source": "seed", "variant": "three-kitty", "bots": "hard,easy"}, "bots: give three levels"),
        ({"source": "theme", "theme": "moon", "variant": "six-twos"}, "find: six-twos is played by 6"),
    ],
)
def test_a_deal_or_bots_that_do_not_fit_the_table_are_refused_in_one_line(
    client: TestClient, body: dict[str, str], said: str
) -> None:
    r = client.post("/api/tables", json={"source": "deal", "hand": 3, **body})
    error = r.json()["error"]
    assert r.status_code == 400 and said in error and "\n" not in error, error


def test_the_command_line_refuses_a_deal_of_another_table_in_one_line(tmp_path: Path) -> None:
    # (the check's games as the hub's tests play them: the variant is checked once per process)
    args = ["serve", "--port", "0", "--data", str(tmp_path / "t"), "--check-games", str(CHECK)]
    args += ["--variant", "five-2d2c"]
    result = CliRunner().invoke(main, [*args, "--deal", "1:AKQ.-.-.- 2:- 3:-"])
    assert result.exit_code == 2 and "deal:" in result.output and "needs 5 hands, found 3" in result.output
    assert result.output.strip().count("\n") == 0


def test_find_serves_the_variants_own_built_deal_or_refuses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(walkthrough_starts, "find_in_games", lambda *args, **kw: None)  # no seeded hand
    maria = variant_named("black-maria")
    own = built_deal("first-trick-forced", maria, lambda seed: make_players(DEFAULT_LEVELS, seed))
    start = from_theme("first-trick-forced", maria)
    assert own.deal is not None and start.deals[0].format() == own.deal and start.first_hand == own.hand
    with pytest.raises(
        SourceError, match=r"^find first-trick-forced: no hand under web-strict can show it: .*STRICT"
    ):
        from_theme("first-trick-forced", variant_named("web-strict"))


def test_a_table_of_seven_seats_a_student_at_seat_7_and_refuses_seat_8(client: TestClient) -> None:
    """Seven seats (seven-tabletop): seats 1 to 7 by number, the eighth refused in one line; a
    list of bot levels that is not seven long is refused naming the table."""
    code, _teacher = make_table(client, source="seed", seed=2, variant="seven-tabletop", hand=5)
    with client.websocket_connect("/ws") as ws, client.websocket_connect("/ws") as other:
        assert _sit(ws, code, "7")
        send(other, t="hello", code=code, role="student", lang="en")
        state = until(other, _state)
        assert [s["seat"] for s in state["seats"]] == [str(n) for n in range(1, 8)]
        send(other, t="sit", seat="8")
        error = until(other, lambda m: m.get("t") == "error")
        assert "\n" not in error["text"]
    r = client.post("/api/tables", json={"source": "seed", "variant": "seven-tabletop", "bots": "hard,easy"})
    error = r.json()["error"]
    assert r.status_code == 400 and "bots: give seven levels" in error and "\n" not in error, error
