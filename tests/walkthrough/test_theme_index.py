"""The index of themed hands (``hearts/walkthrough/themes_index.json``): it covers every shipped
variant and the common line-ups, each entry still shows its theme with the bots as they play
now, it answers what the search finds from a later seed too, and ``--find`` answers from it in
a moment instead of searching. That each searched theme's entry is what the search finds is checked where the
search is made once for several claims (``tests/walkthrough/test_themes.py``)."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.variant import Variant
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.sources import DEFAULT_LEVELS, make_players, parse_levels
from hearts.walkthrough.themes import BUILT, THEMES, Found, _index, find, holds, indexed

BOTS = ",".join(DEFAULT_LEVELS)


@pytest.mark.parametrize("bots", [None, "hard"])
def test_the_index_holds_every_shipped_variant_for_the_common_line_ups(bots: str | None) -> None:
    """Every shipped variant (three to seven seats), with the default bots and Hard in every seat."""
    for name in builtin_variant_names():
        levels = ",".join(parse_levels(bots, load_variant(name).players))
        assert len(_index().get((name, levels), ())) >= 20, (name, levels)


def test_the_index_knows_every_searched_theme_for_the_card() -> None:
    """Every theme that is searched; the rare ones (BUILT) are served from a deal built for the variant."""
    games = _index()[("card-1.0.0", BOTS)]
    assert {theme for game in games for theme in game.first} == set(THEMES) - BUILT


@pytest.mark.parametrize(("theme", "start"), [("void-discard", 3), ("queen-dump", 4), ("moon", 2)])
@pytest.mark.slow
def test_the_index_answers_what_the_search_finds_from_a_later_seed(theme: str, start: int) -> None:
    searched = find(theme, Variant(), lambda seed: make_players(DEFAULT_LEVELS, seed), start)
    assert indexed(theme, Variant(), BOTS, start) == searched


@pytest.mark.parametrize("theme", sorted(set(THEMES) - BUILT))
@pytest.mark.slow
def test_each_indexed_hand_still_shows_its_theme(theme: str) -> None:
    found = indexed(theme, Variant(), BOTS)
    if found is False:
        pytest.skip(f"{theme}: the index says the search finds none (a deal of our own is offered)")
    assert isinstance(found, Found)
    assert holds(theme, Variant(), make_players(DEFAULT_LEVELS, found.seed), found)


def test_the_index_answers_only_what_it_knows() -> None:
    tie = indexed("tie", Variant(), BOTS)
    assert isinstance(tie, Found)
    # No seed before it has one; from its own seed, the search plays only that game's hands.
    assert indexed("tie", Variant(), BOTS, start=tie.seed) == Found(tie.seed, tie.hand, tie.hand)
    later = indexed("tie", Variant(), BOTS, start=tie.seed + 1)
    assert later is None or (isinstance(later, Found) and later.seed > tie.seed)
    covered = len(_index()[("card-1.0.0", BOTS)])
    assert indexed("tie", Variant(), BOTS, start=covered + 1) is None  # past its seeds: search
    assert indexed("tie", Variant(), "easy,easy,hard,hard") is None  # other bots: search
    assert indexed("tie", Variant(name="card-1.0.0", target_score=50), BOTS) is None  # same name, other rules
    assert not holds(
        "moon", Variant(), make_players(DEFAULT_LEVELS, 1), Found(1, 1, 1)
    )  # a wrong entry is caught


@pytest.mark.slow
def test_step_find_tie_starts_from_the_index() -> None:
    began = time.perf_counter()
    result = CliRunner().invoke(main, ["step", "--find", "tie"], input="q\n")
    took = time.perf_counter() - began
    assert result.exit_code == 0, result.output
    assert "from the index of themed hands" in result.stderr
    tie = indexed("tie", Variant(), BOTS)
    assert isinstance(tie, Found) and f"seed {tie.seed}, hand {tie.hand}" in result.stderr
    print(f"step --find tie started in {took:.1f} s")
