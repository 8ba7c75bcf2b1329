"""Every command that reads a variant file refuses ``players`` outside three to six in one line
naming the file, the line and the field, exit 2 (it was ``internal error: KeyError``, exit 3).

Each refusal is checked by :func:`tests.support.hostile.check`: the exit code, one line, no
traceback, within the time limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.hostile import check

READERS = {
    "variant check": ["variant", "check", "{file}", "--games", "1"],
    "variant card": ["variant", "card", "{file}"],
    "variant diff (first)": ["variant", "diff", "{file}", "card-1.0.0"],
    "variant diff (second)": ["variant", "diff", "card-1.0.0", "{file}"],
    "play": ["play", "--variant", "{file}", "--seed", "1"],
    "walkthrough": ["walkthrough", "--variant", "{file}", "--seed", "1", "-o", "{dir}/w.html"],
    "step": ["step", "--variant", "{file}", "--seed", "1"],
    "fuzz": ["fuzz", "--engine", "hearts engine", "--variant", "{file}", "--games", "1"],
    "tournament": ["tournament", "--variant", "{file}", "--deals", "1"],
    "bots audit": ["bots", "audit", "--variant", "{file}", "--decisions", "1"],
    "serve": ["serve", "--variant", "{file}", "--seed", "1", "--port", "0", "--data", "{dir}/tables"],
    "serve (no first table)": ["serve", "--variant", "{file}", "--port", "0", "--data", "{dir}/tables"],
}
"""The commands that take a variant file, as a user would type them."""


@pytest.mark.parametrize("players", [0, 2, 8, 10**30])
@pytest.mark.parametrize("command", READERS)
def test_every_reader_refuses_players_outside_three_to_seven(
    tmp_path: Path, command: str, players: int
) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text(f"name: odd\nbase: card-1.0.0\nplayers: {players}\n", encoding="utf-8")
    args = [a.format(file=file, dir=tmp_path) for a in READERS[command]]
    result = check(args, 2)
    assert (
        result.stderr.strip() == f"hearts: error: {file}:3: players: must be between 3 and 7, not {players}"
    )
    assert not (tmp_path / "tables").exists()  # refused before anything is written


def test_a_scenario_file_with_a_table_outside_three_to_seven_names_the_line(tmp_path: Path) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text(
        "# yaml-language-server: $schema=schema.json\nformat: hearts-scenarios/1\ntheme: odd\n"
        "variants:\n  two:\n    base: card-1.0.0\n    players: 2\n"
        "scenarios:\n- id: odd/one\n  title: x\n  clauses: [DEAL]\n  variants: [card-1.0.0]\n"
        "  setup: {deal: 'N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- "
        "W:-.-.-.AKQJT98765432'}\n  expect: {phase: pass}\n",
        encoding="utf-8",
    )
    result = check(["conform", str(file)], 2)
    assert "odd.yaml:7:14: variants.two.players: must be between 3 and 7, not 2" in result.stderr
