"""``hearts bots audit --walkthrough``: what it takes, what it refuses (exit 2), how it reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.audit.pages import cards_named, decode_params
from hearts.cards import Card, Seat, Suit
from hearts.cli import main


def _walkthrough(tmp_path: Path, *args: str) -> Path:
    result = CliRunner().invoke(
        main, ["walkthrough", "--seed", "3", *args, "--format", "json", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    (path,) = tmp_path.glob("*.json")
    return path


@pytest.mark.slow
def test_a_first_hand_walkthrough_audits_clean_and_counts_what_it_read(tmp_path: Path) -> None:
    path = _walkthrough(tmp_path)
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path), "--json", "-"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["decisions"] == 64 and report["false"] == 0 and report["misleading"] == 0
    assert report["files"][0]["knows_now"] > 0


@pytest.mark.slow
def test_a_seat_view_holds_no_true_hands_and_is_refused(tmp_path: Path) -> None:
    path = _walkthrough(tmp_path, "--seat", "S")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path)])
    assert result.exit_code == 2
    assert "teacher's view" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('{"format": "hearts-table/1"}', "field 'format'"),
        ("[1, 2", "not JSON"),
        ('{"format": "hearts-walkthrough/1.1"}', "field '(top)'"),
    ],
)
def test_a_file_that_is_not_a_walkthrough_exits_2_on_one_line(tmp_path: Path, text: str, why: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path)])
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert str(path) in line and why in line


@pytest.mark.slow
def test_a_move_the_rules_refuse_is_bad_input_not_a_traceback(tmp_path: Path) -> None:
    path = _walkthrough(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    steps = data["views"][0]["hands"][0]["steps"]
    first_play = next(s for s in steps if s["phase"] == "play")
    first_play["card"] = next(c for c in first_play["decision"]["view"]["hand"] if c != "2C")
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path)])
    assert result.exit_code == 2
    assert f"step {first_play['index']}" in result.output


def test_record_parameters_are_read_back_by_their_names() -> None:
    params = decode_params({"seat": "S", "suit": "S", "over": "QS", "cards": ["2C", "TH"], "points": 3}, "x")
    assert params == {
        "seat": Seat.SOUTH,
        "suit": Suit.SPADES,
        "over": Card.parse("QS"),
        "cards": (Card.parse("2C"), Card.parse("TH")),
        "points": 3,
    }


@pytest.mark.parametrize(
    ("text", "lang", "cards"),
    [
        ("South plays K♣: no unseen ♣ is higher than 10♥", "en", {"KC", "TH"}),
        ("Sud joue D♠ ; V♦ et R♥", "fr", {"QS", "JD", "KH"}),
        ("Kelet átadja: 3♦. Indok: a ♦ szín, az A♠", "hu", {"3D", "AS"}),
        ("Sur juega la Q♠ y el 10♣", "es", {"QS", "TC"}),
    ],
)
def test_the_cards_a_sentence_names_are_read_in_its_language(text: str, lang: str, cards: set[str]) -> None:
    assert cards_named(text, lang) == {Card.parse(c) for c in cards}
