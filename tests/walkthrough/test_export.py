"""``hearts walkthrough --format json``: valid against its published schema, and true to the walk."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from hearts.cards import Card, Seat
from hearts.cli import main
from hearts.walkthrough.export import as_data, schema
from hearts.walkthrough.sources import from_seed

LEVELS = ("easy", "normal", "hard", "hard")


@pytest.mark.parametrize(("seed", "variant", "lang"), [(7, "card-1.0.0", "en"), (11, "omnibus", "fr")])
@pytest.mark.slow
def test_the_json_of_a_seeded_hand_validates_against_the_schema(seed: int, variant: str, lang: str) -> None:
    data = as_data(from_seed(seed, variant, LEVELS), lang)
    jsonschema.Draft202012Validator.check_schema(schema())
    jsonschema.validate(data, schema())
    steps = data["views"][0]["hands"][0]["steps"]
    assert len(steps) == 12 + 52 and all(s["decision"] is not None for s in steps)


def test_each_decision_holds_what_the_actor_saw_and_the_clause_of_each_illegal_card() -> None:
    walk = from_seed(7, "card-1.0.0", LEVELS)
    steps = as_data(walk, "en")["views"][0]["hands"][0]["steps"]
    south = next(s for s in steps if s["seat"] == "S" and s["card"] == "3C" and s["phase"] == "play")
    d = south["decision"]
    assert d["view"]["trick"] == {"number": 2, "leader": "S", "cards": []}
    assert d["view"]["played"] == ["2C", "5C", "QD", "JC"]
    assert d["view"]["voids"] == [{"seat": "E", "suit": "C"}]
    assert d["view"]["hearts_broken"] is False
    assert {"card": "4H", "clause": "HEARTS-LEAD"}.items() <= d["illegal"][0].items()
    assert set(d["legal"]) | {i["card"] for i in d["illegal"]} == set(d["view"]["hand"])
    record = d["record"]
    assert record["steps"][0]["key"] == "step.avoid-void-suit"
    assert record["steps"][0]["params"] == {"seat": "E", "suit": "C"}
    assert record["steps"][-1]["kept"][0] == "3C"
    # the lead rule ranked only what avoid-void-suit kept: the headline says of which cards
    assert record["text"]["headline"].startswith("From 3♣, 4♦, 7♦, 8♦, 5♠, 7♠ and J♠, South plays the 3♣: ")
    # the data is the walk's own: the same cards, in the same order
    played = [s.card for s in walk.teacher.moves if s.phase == "play"]
    assert [Card.parse(s["card"]) for s in steps if s["phase"] == "play"] == played


@pytest.mark.slow
def test_a_seat_view_holds_no_decision_of_another_seat() -> None:
    data = as_data(from_seed(7, "card-1.0.0", LEVELS), "es", Seat.WEST)
    jsonschema.validate(data, schema())
    (view,) = data["views"]
    assert view["viewer"] == "W"
    for step in view["hands"][0]["steps"]:
        assert (step["decision"] is not None) == (step["seat"] == "W")
        if step["phase"] == "pass" and step["seat"] != "W":
            assert step["card"] is None


@pytest.mark.slow
def test_hearts_walkthrough_writes_the_json_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["walkthrough", "--seed", "7", "--format", "json", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    path = Path(result.output.strip())
    assert path.name == "seed-7.en.json"
    jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), schema())
