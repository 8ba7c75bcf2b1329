"""``hearts play`` and ``hearts tournament`` at three, five and six seats (issue 24 item 4): whole
games through the CLI with each example table file, lists of the table's size, duplicate
rotation over N seats."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import ALL_CARDS, Seat
from hearts.cli import main
from hearts.play.arena import play_duplicate
from hearts.play.players import RandomPlayer
from hearts.variants.files import load_variant

FILES = {"three-2d": 3, "three-kitty": 3, "five-2d2c": 5, "six-twos": 6, "seven-tabletop": 7}
EVERY_CARD = "".join(c.format() + "\n" for c in ALL_CARDS)


def _path(name: str) -> str:
    return name  # a shipped table


@pytest.mark.parametrize("name", FILES)
@pytest.mark.slow
def test_bots_play_a_whole_game_at_each_table(name: str) -> None:
    n = FILES[name]
    result = CliRunner().invoke(main, ["play", "--variant", _path(name), "--seed", "4", "--json", "-"])
    assert result.exit_code == 0, result.output[-2000:]
    summary = json.loads(result.stdout)
    outcome = summary["outcome"]
    assert outcome is not None and len(outcome["scores"]) == n and len(summary["players"]) == n
    assert max(outcome["scores"]) >= load_variant(_path(name)).target_score  # GAME-END at the target
    assert set(outcome["winners"]) <= {str(i) for i in range(1, n + 1)}  # numbered seats
    for hand in summary["hands"]:
        assert len(hand["points"]) == n
    assert len(summary["hands"]) == outcome["hands"]


@pytest.mark.parametrize("name", ["three-kitty", "five-2d2c", "six-twos", "seven-tabletop"])
@pytest.mark.slow
def test_the_console_game_names_the_numbered_seats_and_no_compass_seat(name: str) -> None:
    n = FILES[name]
    result = CliRunner().invoke(main, ["play", "--variant", _path(name), "--seed", "2", "--lang", "es"])
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "Asiento 1" in out and f"Asiento {n}" in out and f"Asiento {n + 1}" not in out
    for word in ("Norte", "Sur", "Oeste"):
        assert not re.search(rf"\b{word}\b", out), word
    assert ("enfrente" in out) == (n == 6)  # across only at an even table
    assert "Fin de la partida" in out or "Partida terminada" in out or "(GAME-END)" in out


@pytest.mark.slow
def test_passes_two_seats_away_are_named_at_five() -> None:
    result = CliRunner().invoke(main, ["play", "--variant", _path("five-2d2c"), "--seed", "2"])
    assert result.exit_code == 0
    assert "== Hand 3 · pass two seats to the left ==" in result.output
    assert "== Hand 4 · pass two seats to the right ==" in result.output
    assert "across" not in result.output


@pytest.mark.parametrize("name", ["three-2d", "six-twos"])
@pytest.mark.slow
def test_a_human_seat_plays_a_whole_game_at_another_table(name: str) -> None:
    n = FILES[name]
    players = ",".join(["human"] + ["hard"] * (n - 1))
    result = CliRunner().invoke(
        main,
        ["play", "--variant", _path(name), "--seed", "3", "--players", players, "--auto-forced"],
        input=("h\n" + EVERY_CARD) * 600,
    )
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "Your hand (Seat 1):" in out and "Hint from the Normal bot:" in out
    assert "Game over after" in out
    for seat in range(2, n + 1):  # only the human's hand is shown
        assert not re.search(rf"^  Seat {seat}\s+♣", out, re.M)


@pytest.mark.parametrize(("command", "option"), [("play", "--players"), ("tournament", "--seats")])
def test_a_list_of_the_wrong_length_is_one_line_naming_the_table_size(command: str, option: str) -> None:
    result = CliRunner().invoke(
        main, [command, "--variant", _path("five-2d2c"), option, "easy,hard,hard,hard"]
    )
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "played by 5 players" in lines[0] and "not 4" in lines[0], result.output
    assert "Traceback" not in result.output


def test_at_four_seats_the_wrong_length_message_is_the_old_one() -> None:
    result = CliRunner().invoke(main, ["play", "--players", "easy,hard"])
    assert result.exit_code == 2
    assert "give one kind for all seats or four, comma-separated (N,E,S,W)" in result.output


@pytest.mark.parametrize("name", ["three-kitty", "five-2d2c", "six-twos", "seven-tabletop"])
@pytest.mark.slow
def test_a_tournament_rotates_every_entry_through_every_seat(name: str) -> None:
    n = FILES[name]
    entries = ",".join(["hard"] + ["easy"] * (n - 1))
    args = ["tournament", "--variant", _path(name), "--seats", entries, "--deals", "3", "--json", "-"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output[-2000:]
    report = json.loads(result.stdout)
    assert len(report["entries"]) == n
    assert report["hands"] == 3 * n
    assert all(e["hands"] == 3 * n for e in report["entries"])


def test_a_duplicate_deal_is_played_once_per_seat_each_entry_at_each_seat() -> None:
    variant = load_variant(_path("five-2d2c"))

    def factory(kind: str, seat: Seat, seed: str) -> RandomPlayer:
        return RandomPlayer(seed=seed, name=kind)

    plays = play_duplicate(variant, 3, 0, ("a", "b", "c", "d", "e"), factory)
    assert [p.rotation for p in plays] == [0, 1, 2, 3, 4]
    for entry in range(5):
        assert sorted((entry - p.rotation) % 5 for p in plays) == [0, 1, 2, 3, 4]
        assert {p.entry_at((entry - p.rotation) % 5) for p in plays} == {entry}
    assert all(sum(p.points) == 26 or p.shooter is not None for p in plays)  # every point in play


@pytest.mark.parametrize("command", ["step", "walkthrough"])
def test_the_walkthrough_and_step_play_another_table(command: str, tmp_path: Path) -> None:
    """At five seats the walkthrough and the stepper show the hand (issue 24), seats by number."""
    args = [command, "--variant", _path("five-2d2c"), "--seed", "3"]
    if command == "walkthrough":
        args += ["--format", "md", "-o", str(tmp_path)]
    result = CliRunner().invoke(main, args, input="q\n")
    assert result.exit_code == 0, result.output
    text = result.output if command == "step" else next(tmp_path.glob("*.md")).read_text(encoding="utf-8")
    assert "Seat 5" in text and "North" not in text
