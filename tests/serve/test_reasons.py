"""The bots' reasons of a table, kept: in the walkthrough a finished hand exports as (the same
sentences the teacher's page showed, a student's card marked as a student's) and in the table's
saved record (keys and parameters), so a restarted server shows them again in every language."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema
import pytest
from markupsafe import escape

from hearts.serve.hub import Hub
from hearts.serve.snapshot import Public, teacher_snapshot
from hearts.serve.words import Lang
from hearts.walkthrough.export import schema
from hearts.words import LANGUAGES
from hearts.words.typeset import typeset
from tests.support.classroom import make_table, paused_table, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient

SEATED = "E"


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _after(actions: int) -> Callable[[dict[str, Any]], bool]:
    return lambda m: _state(m) and m["actions"] > actions


def _play_the_hand(client: TestClient, code: str, teacher: str) -> dict[str, Any]:
    """East played by a student (the first legal card each time), the bots at the other seats:
    the teacher's last snapshot (French) once the hand is over."""
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as ws:
        send(ws, t="hello", code=code, role="student")
        until(ws, _state)
        send(ws, t="sit", seat=SEATED)
        token = until(ws, lambda m: m.get("t") == "seated")["token"]
        send(t, t="hello", code=code, role="teacher", token=teacher, lang="fr")
        send(t, t="start")
        played = 0
        while played < 13:
            m = until(ws, lambda m: _state(m) and (m.get("my_turn") is True or m["phase"] == "deal"))
            if m["phase"] == "deal":
                break
            send(ws, t="play", card=m["legal"][0], token=token)
            played += 1
            until(ws, _after(int(m["actions"])))
        assert played == 13
        return until(t, lambda m: _state(m) and m["phase"] == "deal" and len(m["moves"]) == 52, limit=2000)


@pytest.mark.slow
def test_the_exported_walkthrough_has_the_reasons_the_table_showed(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client, bots="hard,normal,easy,hard")
    shown = _play_the_hand(client, code, teacher)["moves"]
    head = {"X-Hearts-Token": teacher}
    data = client.get(f"/api/tables/{code}/export/walkthrough.json?lang=fr", headers=head).json()
    jsonschema.validate(data, schema())  # the walkthrough's published format
    steps = data["views"][0]["hands"][0]["steps"]
    assert [s["index"] for s in steps] == [m["n"] for m in shown] == list(range(52))
    students = 0
    for step, move in zip(steps, shown, strict=True):
        record = step["decision"]["record"]
        if step["seat"] == SEATED:
            students += 1
            assert record is None and move["reason"] is None
            assert step["player"] == "jouée par un élève"
        else:
            assert record is not None and move["reason"] is not None
            assert typeset("fr", record["text"]["headline"]) == move["reason"]
            assert (
                step["player"] == record["level"] == hub.tables[code].seats["NESW".index(step["seat"])].level
            )
    assert students == 13
    page = client.get(f"/api/tables/{code}/export/walkthrough.html?lang=es", headers=head).text
    assert page.count("jugada por un alumno") == 13 * 5  # in each view: the teacher's and the seats'
    es = client.get(f"/api/tables/{code}/export/walkthrough.json?lang=es", headers=head).json()
    records = [s["decision"]["record"] for s in es["views"][0]["hands"][0]["steps"]]
    headlines = [r["text"]["headline"] for r in records if r is not None]
    assert len(headlines) == 39 and all(str(escape(h)) in page for h in headlines)  # on the page too


def test_the_reasons_survive_a_restart_in_every_language(client: TestClient, hub: Hub) -> None:
    code, _, _ = paused_table(client)
    before = hub.tables[code]
    saved = json.loads((hub.data / f"{code}.json").read_text())  # type: ignore[operator]
    assert len(saved["decisions"]) == len(before.actions) > 0
    assert all(d is not None and "headline" not in json.dumps(d) for d in saved["decisions"])
    again = Hub(hub.data, bot_delay=0, grace=60, variant_check=3)
    again.resume_all()
    resumed = again.tables[code]
    assert [m.decision for m in resumed.moves] == [m.decision for m in before.moves]
    for lang in LANGUAGES:
        old = teacher_snapshot(before, Lang(lang), Public(before, set()), "")["moves"]
        new = teacher_snapshot(resumed, Lang(lang), Public(resumed, set()), "")["moves"]
        assert new == old and all(m["reason"] for m in new)


def test_a_take_back_keeps_the_reasons_before_it(client: TestClient, hub: Hub) -> None:
    code, teacher, paused = paused_table(client)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        send(t, t="back", to=6)
        back = until(t, lambda m: _state(m) and m["actions"] == 6)
    assert back["moves"] == paused["moves"][:6] and all(m["reason"] for m in back["moves"])


@pytest.mark.parametrize(
    ("forge", "said"),
    [
        (lambda d: d[0].update(a=d[1]["a"]), "decision 0: not the record of the card"),  # another card's
        (
            lambda d: d[2].update(h={"k": "step.dump", "p": {"actor": {"seat": "Q"}}, "g": []}),
            "decision 2: a bot's",
        ),
        (lambda d: d.pop(), "field 'decisions': expected one per action"),
    ],
)
def test_a_record_with_a_forged_reason_is_not_resumed(
    client: TestClient, hub: Hub, forge: Callable[[list[Any]], None], said: str, tmp_path: Path
) -> None:
    code, _, _ = paused_table(client, actions=3)
    assert hub.data is not None
    # The forged record goes to a folder of its own: the running server's record writer (a thread)
    # may still write this table's record once more, and would put the true one back.
    saved = json.loads((hub.data / f"{code}.json").read_text())
    forge(saved["decisions"])
    folder = tmp_path / "forged"
    folder.mkdir()
    path = folder / f"{code}.json"
    path.write_text(json.dumps(saved))
    again = Hub(folder, bot_delay=0, grace=60, variant_check=3)
    again.resume_all()
    assert code not in again.tables
    assert any(line.startswith(str(path)) and said in line for line in again.skipped), again.skipped
