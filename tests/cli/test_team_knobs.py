"""The partnership knobs (issue 37: TEAMS, TEAM-MOON) in hostile variant files: a wrong type, an
unknown value, teams at a table that cannot pair, a team moon without teams; each refused in one
line naming the file, the line and the knob (exit 2), or reported by the check (exit 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.hostile import check, run

REFUSED = {
    "teams: yes": "teams: expected one of none, partners-across, got True",
    "teams: 2": "teams: expected one of none, partners-across, got 2",
    "teams: [N, S]": "teams: expected one of none, partners-across, got a sequence",
    "teams: partners-beside": (
        "teams: expected one of none, partners-across, got 'partners-beside' (did you mean partners-across?)"
    ),
    "team_moon: both": "team_moon: expected one of one-partner, together, got 'both'",
}


@pytest.mark.parametrize("line", REFUSED)
def test_variant_check_refuses_a_wrong_team_knob_in_one_line(tmp_path: Path, line: str) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text(f"name: odd\nbase: card-1.0.0\n{line}\n", encoding="utf-8")
    result = check(["variant", "check", str(file), "--games", "1"], 2)
    assert result.stderr.strip() == f"hearts: error: {file}:3: {REFUSED[line]}"


@pytest.mark.parametrize("base", ["three-2d", "five-2d2c", "six-twos", "seven-tabletop"])
def test_teams_at_a_table_that_cannot_pair_are_refused_in_one_line(tmp_path: Path, base: str) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text(f"name: odd\nbase: {base}\nteams: partners-across\n", encoding="utf-8")
    result = check(["variant", "card", str(file)], 2)
    line = result.stderr.strip()
    assert line.startswith(f"hearts: error: {file}:3: teams: partners-across needs 4 players, not ")
    assert "\n" not in line and "TEAMS" in line


def test_a_team_moon_without_teams_is_a_contradiction(tmp_path: Path) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text("name: odd\nbase: card-1.0.0\nteam_moon: together\n", encoding="utf-8")
    result, _seconds = run(["variant", "check", str(file), "--games", "1"])
    assert result.exit_code == 1
    assert "contradiction: team_moon: 'together' says how a team shoots the moon, but teams is none" in (
        result.stdout
    )


@pytest.mark.parametrize("moon", ["one-partner", "together"])
def test_variant_check_proves_the_partnership_playable(tmp_path: Path, moon: str) -> None:
    """No dead end, and every random game ends on a team total with a winning team (the check's
    own game-end invariant, worked out from the scores apart from the engine)."""
    file = tmp_path / "teams.yaml"
    file.write_text(
        f"name: teams\nbase: card-1.0.0\nteams: partners-across\nteam_moon: {moon}\ntarget_score: 200\n",
        encoding="utf-8",
    )
    result, _seconds = run(["variant", "check", str(file), "--games", "5"])
    assert result.exit_code == 0, result.output
    assert "0 dead end(s)" in result.stdout and result.stdout.splitlines()[-1] == "OK"


def test_the_shipped_partnership_example_is_playable() -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "peers" / "partnership.yaml"
    result, _seconds = run(["variant", "check", str(example), "--games", "3"])
    assert result.exit_code == 0, result.output
