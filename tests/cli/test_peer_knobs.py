"""The knobs of the rules other engines play (issue 37) in hostile variant files: each wrong
type, absurd value or combination that would leave no legal pass is refused in one line naming
the file, the line and the knob, exit 2 (checked by :func:`tests.support.hostile.check`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.hostile import check, run

REFUSED = {
    "no_trick_points: five": "no_trick_points: expected an integer, got 'five'",
    "no_trick_points: true": "no_trick_points: expected an integer, got True",
    "no_trick_points: 1000000": "no_trick_points: must be between -1000 and 1000",
    "unpassable: QS": "unpassable: expected a list of (a string)",
    "unpassable: [XX]": "unpassable: 'XX' is not a card",
    "unpassable: [QS, QS]": "unpassable: QS is given twice",
    "unpassable: [2C, 3C, 4C, 5C, 6C, 7C, 8C, 9C, TC, JC, QC]": (
        "unpassable: a hand of 13 cards holding all 11 of them could not pass 3 (PASS-KEEP): keep at most 10"
    ),
    "queen_play: sometimes": "queen_play: expected one of free, after-hearts, first-chance, got 'sometimes'",
    "score_floor: 3": "score_floor: expected true or false, got 3",
    "exact_target_halves: maybe": "exact_target_halves: expected true or false, got 'maybe'",
    "pass_random: sometimes": "pass_random: expected true or false, got 'sometimes'",
    "pass_random: 1": "pass_random: expected true or false, got 1",
    "pass_random: [true]": "pass_random: expected true or false, got a sequence",
}


@pytest.mark.parametrize("line", REFUSED)
def test_variant_check_refuses_a_wrong_peer_knob_in_one_line(tmp_path: Path, line: str) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text(f"name: odd\nbase: card-1.0.0\n{line}\n", encoding="utf-8")
    result = check(["variant", "check", str(file), "--games", "1"], 2)
    assert result.stderr.strip() == f"hearts: error: {file}:3: {REFUSED[line]}"


def test_a_card_that_may_not_be_passed_must_be_in_the_deck(tmp_path: Path) -> None:
    file = tmp_path / "odd.yaml"
    file.write_text("name: odd\nbase: three-2d\nunpassable: [2D]\n", encoding="utf-8")
    result = check(["variant", "card", str(file)], 2)
    assert result.stderr.strip() == f"hearts: error: {file}:3: unpassable: 2D is removed from the deck"


@pytest.mark.parametrize(
    "line",
    ["unpassable: [QS, KS, AS]", "queen_play: after-hearts", "score_floor: true", "no_trick_points: -5"],
)
def test_variant_check_proves_each_peer_rule_playable(tmp_path: Path, line: str) -> None:
    """No dead end: the Q♠ rules never take a player's last legal card, and a hand can always pass."""
    file = tmp_path / "peer.yaml"
    file.write_text(f"name: peer\nbase: card-1.0.0\n{line}\n", encoding="utf-8")
    result, _seconds = run(["variant", "check", str(file), "--games", "5"])
    assert result.exit_code == 0, result.output
    assert "0 dead end(s)" in result.stdout and result.stdout.splitlines()[-1] == "OK"
