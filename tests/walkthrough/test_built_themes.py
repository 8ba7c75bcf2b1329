"""Rare themes are built, not searched (issue 21, item 6)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import Card, Seat
from hearts.cli import main
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase
from hearts.engine.variant import PassDirection, Variant
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.model import SeatPlayer
from hearts.walkthrough.sources import make_players, parse_levels
from hearts.walkthrough.themes import BUILD_TRIES, THEMES, built_deal, dealt, find, trace_hand

LEVELS = ("easy", "normal", "hard", "hard")
THEME = "first-trick-forced"


def seating(seed: int | str) -> list[SeatPlayer]:
    return make_players(LEVELS, seed)


def seated_at(variant: Variant) -> Callable[[int | str], list[SeatPlayer]]:
    """The walkthrough's default bots at the variant's table (one per seat)."""
    levels = parse_levels(None, variant.players)
    return lambda seed: make_players(levels, seed)


def _forced_on_trick_one(variant: Variant, deal: str, hand: int) -> tuple[int, bool]:
    """Play the whole hand as the page does (same players, seeded by the deal): the trick-1 plays
    by a seat with only cards the first trick keeps out, and whether the hand had a pass."""
    players = seated_at(variant)(deal)
    trace = trace_hand(dealt(variant, deal, hand, players), players)
    assert trace.end.phase is not Phase.PLAY  # the whole hand was played
    kept_out = rules_for(variant).first_trick_kept_out
    values = variant.card_values()
    forced = 0
    for before, after in trace.plays():
        if before.trick_number != 1 or not before.current_trick.plays:
            continue
        seat = before.to_act
        assert seat is not None
        hand_mask = before.hand(seat).mask
        card = after.last_action
        if hand_mask & ~kept_out == 0 and before.legal_set() == before.hand(seat):
            assert isinstance(card, Card) and values[card.index] > 0  # it gave points
            forced += 1
    passed = any(b.phase is Phase.PASS for b, _ in trace.moves)
    return forced, passed


@pytest.mark.parametrize("name", builtin_variant_names())
def test_each_shipped_variant_is_built_or_says_why_not(name: str, tmp_path: Path) -> None:
    variant = load_variant(name)
    why = THEMES[THEME].ruled_out(variant)
    if why is not None:
        # web-strict: a seat with only point cards has no card at all (a dead end); at three, a
        # hand of 17 cannot be only point cards (14 score outside the clubs).
        clause = "WEB-FIRST-TRICK-STRICT" if name == "web-strict" else "FIRST-TRICK-POINTS"
        assert name == "web-strict" or variant.players == 3, why
        result = CliRunner().invoke(
            main, ["walkthrough", "--find", THEME, "--variant", name, "-o", str(tmp_path)]
        )
        assert result.exit_code == 2, result.output
        lines = result.output.strip().splitlines()
        assert len(lines) == 1 and clause in lines[0] and "Traceback" not in result.output
        assert not list(tmp_path.iterdir())
        return
    seating = seated_at(variant)
    own = built_deal(THEME, variant, seating)
    assert own.deal is not None, own.why_not
    assert 1 <= own.tries <= BUILD_TRIES
    forced, passed = _forced_on_trick_one(variant, own.deal, own.hand)
    assert forced >= 1, (name, own.deal)
    # A hand with a pass only where every hand passes (black-maria): else the deal stays as built.
    every_hand_passes = all(variant.pass_direction(h).offset for h in range(1, len(variant.pass_cycle) + 1))
    assert passed == every_hand_passes, name
    found = find(THEME, variant, seating, built=True)
    assert found is not None and found.deal == own.deal and found.hand == own.hand


def test_black_maria_keeps_the_position_through_the_pass_the_bots_make() -> None:
    variant = load_variant("black-maria")
    own = built_deal(THEME, variant, seating)
    assert own.deal is not None and own.hand == 1
    players = make_players(LEVELS, own.deal)
    trace = trace_hand(dealt(variant, own.deal, own.hand, players), players)
    after_pass = next(b for b, _ in trace.moves if b.phase is Phase.PLAY)
    dealt_state = trace.moves[0][0]
    # Some seat's hand changed in the pass, yet holds nothing but kept-out cards, none a club.
    kept_out = rules_for(variant).first_trick_kept_out
    changed = [
        s
        for s in Seat
        if after_pass.hand(s).mask != dealt_state.hand(s).mask and not after_pass.hand(s).mask & ~kept_out
    ]
    assert changed, own.deal


def test_a_variant_that_passes_every_hand_with_too_few_kept_out_cards_says_why() -> None:
    variant = load_variant("card-1.0.0").with_knobs(name="always-left", pass_cycle=(PassDirection.LEFT,))
    own = built_deal(THEME, variant, seating)
    assert own.deal is None and "PASS-CYCLE" in own.why_not and own.tries == 0


def test_without_built_the_search_is_bounded_in_time() -> None:
    assert find(THEME, load_variant("card-1.0.0"), seating, seconds=0) is None


@pytest.mark.parametrize("name", ["card-1.0.0", "black-maria"])
@pytest.mark.slow
def test_the_command_says_the_deal_was_built_and_how_to_get_it_again(name: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["walkthrough", "--find", THEME, "--variant", name, "--format", "json", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert f"served at once from a deal built for {name}" in result.output
    own = built_deal(THEME, load_variant(name), seating)
    assert f'--deal "{own.deal}" --hand {own.hand}' in result.output  # one line, copied as it is
    (page,) = tmp_path.glob("deal-*.json")
    steps = json.loads(page.read_text(encoding="utf-8"))["views"][0]["hands"][0]["steps"]
    values = load_variant(name).card_values()

    def points(code: str) -> int:
        return values[Card.parse(code).index]

    forced = [
        s
        for s in steps
        if s["phase"] == "play"
        and s["decision"]["view"]["trick"]["number"] == 1
        and s["decision"]["view"]["trick"]["cards"]
        and all(points(c) > 0 for c in s["decision"]["legal"])
    ]
    assert forced and points(forced[0]["card"]) > 0  # the page shows points given on trick 1
    again_dir = tmp_path / "again"
    command = ["walkthrough", "--deal", own.deal or "", "--hand", str(own.hand), "--variant", name]
    again = CliRunner().invoke(main, [*command, "--format", "json", "-o", str(again_dir)])
    assert again.exit_code == 0, again.output
    (copy,) = again_dir.glob("deal-*.json")
    views = json.loads(copy.read_text(encoding="utf-8"))["views"]
    assert views == json.loads(page.read_text(encoding="utf-8"))["views"]  # the printed line gives it again


def test_a_searched_theme_keeps_its_time_bound_and_a_suggestion_on_a_line_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hearts.terminal import console

    monkeypatch.setattr(console, "DEFAULT_SECONDS", 0.0)  # the bound reached at once
    args = ["walkthrough", "--find", "moon", "--seed", "5000", "-o", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    lines = result.stderr.strip().splitlines()
    assert lines[-2].startswith("--find moon: not found in") and "0 s from seed 5000" in lines[-2]
    assert lines[-1] == "  --deal with a hand of your own"  # on a line of its own: copies cleanly
    assert not list(tmp_path.iterdir())


def test_play_find_of_a_rare_theme_suggests_the_deal_built_for_the_variant(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from hearts.terminal import console

    monkeypatch.setattr(console, "DEFAULT_SECONDS", 0.0)
    result = CliRunner().invoke(main, ["play", "--find", THEME, "--players", "hard,hard,hard,hard"])
    assert result.exit_code == 1, result.output
    own = built_deal(THEME, load_variant("card-1.0.0"), seating)
    assert result.stderr.strip().splitlines()[-1] == f'  --deal "{own.deal}" --hand {own.hand}'
