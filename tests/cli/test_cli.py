"""The hearts command: help, play, and one-line errors with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hearts.cli import main


def test_help_lists_the_commands() -> None:
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    assert "play" in result.output


def test_play_shows_every_trick_and_the_winner() -> None:
    result = CliRunner().invoke(main, ["play", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "Hand 1 · pass to the left" in result.output
    assert " 13. " in result.output
    assert "Game over" in result.output and "wins" in result.output


def test_play_json_is_reproducible() -> None:
    a = CliRunner().invoke(main, ["play", "--seed", "4", "--json"])
    b = CliRunner().invoke(main, ["play", "--seed", "4", "--json"])
    assert a.exit_code == 0 and a.output == b.output
    data = json.loads(a.output)
    assert data["outcome"]["winners"] and max(data["outcome"]["scores"]) >= 100
    assert len(data["deals"]) == len(data["hands"])


def test_bad_variant_file_is_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nbase: card-1.0.0\npass_count: lots\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--variant", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}:3: pass_count: expected an integer" in result.output
    assert "Traceback" not in result.output


def test_unknown_variant_name_exit_2() -> None:
    result = CliRunner().invoke(main, ["play", "--variant", "nope"])
    assert result.exit_code == 2 and "no such variant" in result.output
