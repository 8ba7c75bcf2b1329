"""The other passes and the peers' presets (issue 37) in variant files: a random pass direction
(PASS-RANDOM) with nothing to draw refused in one line (:func:`tests.support.hostile.check`; its
wrong types are in test_peer_knobs.py), the Q♠ at the first chance proved by the check, and each
preset of examples/peers proved playable."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.hostile import check, run

PEERS = Path(__file__).resolve().parents[2] / "examples" / "peers"

NOTHING_TO_DRAW = {
    "pass_count: 0": "there is no passing (pass_count: 0), so there is no direction to draw",
    "pass_cycle: [left, left]": (
        "the draw has only left to choose from (pass_cycle): list more directions or leave pass_random out"
    ),
}


@pytest.mark.parametrize("line", NOTHING_TO_DRAW)
def test_a_random_pass_with_nothing_to_draw_is_refused(tmp_path: Path, line: str) -> None:
    """A file that asks for a draw and leaves it one outcome says two things at once."""
    file = tmp_path / "odd.yaml"
    file.write_text(f"name: odd\nbase: card-1.0.0\npass_random: true\n{line}\n", encoding="utf-8")
    result = check(["variant", "card", str(file)], 2)
    assert result.stderr.strip() == f"hearts: error: {file}:3: pass_random: {NOTHING_TO_DRAW[line]}"


def test_variant_check_proves_the_first_chance_rule(tmp_path: Path) -> None:
    """QUEEN-FIRST-CHANCE: a spade trick followed by the holder of the Q♠ is two cases (with and
    without the K♠ or A♠ on it); every one built has a legal card, the Q♠ alone when forced."""
    file = tmp_path / "peer.yaml"
    file.write_text("name: peer\nbase: card-1.0.0\nqueen_play: first-chance\n", encoding="utf-8")
    result, _seconds = run(["variant", "check", str(file), "--games", "5"])
    assert result.exit_code == 0, result.output
    assert "887 abstract decision points" in result.stdout and "0 dead end(s)" in result.stdout
    assert result.stdout.splitlines()[-1] == "OK"


def test_the_first_chance_cases_force_the_queen_only_with_a_higher_spade_on_the_trick() -> None:
    from hearts.cards import Suit
    from hearts.engine.variant import QueenPlay, Variant
    from hearts.varianttools.abstraction import CLASS_NAMES
    from hearts.varianttools.check import exhaustive

    queen = 1 << CLASS_NAMES.index("Q♠")
    spades = 1 << CLASS_NAMES.index("♠")
    results = [r for r in exhaustive(Variant(queen_play=QueenPlay.FIRST_CHANCE)) if r.status == "ok"]
    above = [r for r in results if r.case.above]
    assert len(above) >= 50 and all(r.legal_pattern == queen for r in above)
    free = [
        r
        for r in results
        if not r.case.above
        and r.case.kind == "follow"
        and r.case.led == int(Suit.SPADES)
        and not r.case.first_trick
    ]
    assert any(r.case.pattern & queen and r.legal_pattern == queen | spades for r in free)


@pytest.mark.parametrize(
    "name",
    [
        "openspiel-random-pass",
        "t-games-gonzo",
        "gnome-hearts-standard",
        "gnome-hearts-omnibus",
        "gnome-hearts-omnibus-alt",
        "trickster-options",
        "t-games-dealers-choice",
        "black-lady-first-chance",
    ],
)
def test_variant_check_proves_each_peer_preset(name: str) -> None:
    result, _seconds = run(["variant", "check", str(PEERS / f"{name}.yaml"), "--games", "5"])
    assert result.exit_code == 0, result.output
    assert "0 dead end(s)" in result.stdout and result.stdout.splitlines()[-1] == "OK"


def test_variant_check_finds_no_dead_end_where_the_peers_rules_meet(tmp_path: Path) -> None:
    """Item 5 of issue 37: cards kept from passing with a drawn direction (holds included), the Q♠
    held back until hearts break, the no-trick bonus and the floor under a moon taken off the
    shooter, all at once: every abstract case the check builds has a legal card."""
    file = tmp_path / "meet.yaml"
    file.write_text(
        "name: meet\nbase: card-1.0.0\nunpassable: [QS, KS, AS]\npass_random: true\n"
        "queen_play: after-hearts\nno_trick_points: -5\nscore_floor: true\n"
        "moon_scoring: subtract-from-shooter\n",
        encoding="utf-8",
    )
    result, _seconds = run(["variant", "check", str(file), "--games", "5"])
    assert result.exit_code == 0, result.output
    assert "0 dead end(s)" in result.stdout and result.stdout.splitlines()[-1] == "OK"
