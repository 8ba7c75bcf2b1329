"""Rare themes are built, not searched (issue 21, item 6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.sources import make_players
from hearts.walkthrough.themes import THEMES, built_deal, find, trace_hand

LEVELS = ("easy", "normal", "hard", "hard")


@pytest.mark.parametrize("name", builtin_variant_names())
def test_the_built_deal_has_the_theme_under_each_variant_that_can_have_it(name: str) -> None:
    variant = load_variant(name)
    own = built_deal("first-trick-forced", variant)
    if own is None:  # a pass before every hand (black-maria), a dead end instead of a forced play,
        # or a table not of four (the built deal is four hands of 13)
        passes = all(variant.pass_direction(h).offset for h in range(1, 5))
        assert passes or name == "web-strict" or variant.players != 4, name
        return
    deal, hand = own
    assert variant.pass_direction(hand).offset == 0  # no pass: the deal is played as built
    trace = trace_hand(State.from_deal(variant, Deal.parse(deal), hand_number=hand), make_players(LEVELS, 1))
    assert THEMES["first-trick-forced"].check(trace), name
    found = find("first-trick-forced", variant, lambda seed: make_players(LEVELS, seed), built=True)
    assert found is not None and found.deal == deal and found.searched == 0


def test_without_built_the_search_is_bounded_in_time() -> None:
    assert (
        find("first-trick-forced", load_variant("card-1.0.0"), lambda s: make_players(LEVELS, s), seconds=0)
        is None
    )


def test_the_command_says_the_deal_was_built_and_how_to_get_it_again(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["walkthrough", "--find", "first-trick-forced", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "served at once from a deal built for card-1.0.0" in result.output
    deal, hand = built_deal("first-trick-forced", load_variant("card-1.0.0")) or ("", 0)
    assert f'--deal "{deal}" --hand {hand}' in result.output  # one line, copied as it is
    assert list(tmp_path.glob(f"deal-*-hand-{hand}.en.html"))
