"""A table request or a saved game whose variant has ``players`` outside three to six (or a
``removed`` list no deal can use) is refused with one sentence naming the field, a 400, never
a 500 with a traceback."""

from __future__ import annotations

import json
import warnings

import pytest

from hearts.serve.starts import RECORD_FORMAT, SourceError, from_saved
from hearts.variants.files import VariantFileError

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

PLAYERS = (0, 1, 2, 8, 1000, -3, 10**30)


def _file(players: object) -> str:
    return f"name: odd\nbase: card-1.0.0\nplayers: {players}\n"


def _saved(variant_file: str) -> str:
    return json.dumps(
        {
            "format": RECORD_FORMAT,
            "variant": "odd",
            "variant_file": variant_file,
            "seed": 1,
            "first_hand": 1,
            "scores": [0, 0, 0, 0],
            "deals": [],
            "actions": [],
        }
    )


@pytest.mark.parametrize("players", PLAYERS)
def test_a_table_request_with_players_outside_three_to_seven_is_a_400(
    client: TestClient, players: int
) -> None:
    r = client.post("/api/tables", json={"source": "seed", "seed": 1, "variant_file": _file(players)})
    assert r.status_code == 400, r.text
    assert r.json()["error"] == f"variant file:3: players: must be between 3 and 7, not {players}"


@pytest.mark.parametrize("players", PLAYERS)
def test_a_saved_game_holding_players_outside_three_to_seven_is_a_400(
    client: TestClient, players: int
) -> None:
    r = client.post("/api/tables", json={"source": "saved", "saved": _saved(_file(players))})
    assert r.status_code == 400, r.text
    assert r.json()["error"] == f"saved game: variant_file:3: players: must be between 3 and 7, not {players}"


@pytest.mark.parametrize(
    ("removed", "why"),
    [
        ("[XX]", "removed: 'XX' is not a card"),
        ("[2C]", "removed: 51 cards do not share out among 4 players"),
        ("[2C, 3C, 4C, 5C, 6C, 7C, 8C, 9C, TC, JC, QC, KC, AC]", "removed: no club is left in the deck"),
    ],
)
def test_a_table_request_with_an_unusable_removed_list_is_a_400(
    client: TestClient, removed: str, why: str
) -> None:
    text = f"name: odd\nbase: card-1.0.0\nplayers: 3\nleftover: kitty\nremoved: {removed}\n"
    if "share out" in why:
        text = f"name: odd\nbase: card-1.0.0\nremoved: {removed}\n"
    r = client.post("/api/tables", json={"source": "seed", "seed": 1, "variant_file": text})
    assert r.status_code == 400 and why in r.json()["error"], r.text
    r = client.post("/api/tables", json={"source": "saved", "saved": _saved(text)})
    assert r.status_code == 400 and why in r.json()["error"], r.text


def test_a_saved_game_read_from_a_file_names_the_field() -> None:
    with pytest.raises((SourceError, VariantFileError), match="players: must be between 3 and 7, not 8"):
        from_saved(_saved(_file(8)), "tables/ABC.json", variant_check=0)
