"""The classroom under a partnership (issue 37, TEAMS): every table's snapshot names the teams
and their totals (partners' totals added up) in the viewer's language; a variant file with
teams at a table that cannot pair is a 400 naming the field, never a 500."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from tests.support.classroom import send, until

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

PARTNERSHIP = (Path(__file__).resolve().parents[2] / "examples" / "peers" / "partnership.yaml").read_text(
    encoding="utf-8"
)
WORDS = {
    "en": "Teams (TEAMS): North–South",
    "fr": "Équipes (TEAMS) : Nord–Sud",
    "hu": "Csapatok (TEAMS): Észak–Dél",
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_teachers_table_shows_the_teams_and_their_totals(client: TestClient, lang: str) -> None:
    r = client.post("/api/tables", json={"source": "seed", "seed": 1, "variant_file": PARTNERSHIP})
    assert r.status_code == 200, r.text
    code, token = r.json()["code"], r.json()["token"]
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=token, lang=lang)
        state = until(t, lambda m: m.get("t") == "state")
    teams = state["teams"]
    assert [row["seats"] for row in teams["rows"]] == [["N", "S"], ["E", "W"]]
    assert [row["score"] for row in teams["rows"]] == [0, 0]
    assert teams["text"].replace("\u202f", " ").replace("\xa0", " ").startswith(WORDS[lang])


def test_a_table_without_teams_says_nothing_of_teams(client: TestClient) -> None:
    r = client.post("/api/tables", json={"source": "seed", "seed": 1})
    code, token = r.json()["code"], r.json()["token"]
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=token)
        state = until(t, lambda m: m.get("t") == "state")
    assert "teams" not in state


def test_teams_at_six_seats_are_a_400_naming_the_field(client: TestClient) -> None:
    odd = "name: odd\nbase: six-twos\nteams: partners-across\n"
    body = {"source": "seed", "seed": 1, "variant_file": odd}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400
    assert "teams: partners-across needs 4 players, not 6" in r.text
