"""The index of themed hands (``hearts/walkthrough/themes_index.json``): each entry still shows
its theme with the bots as they play now, and ``--find`` answers from it in a moment instead of
searching. That each searched theme's entry is what the search finds is checked where the
search is made once for several claims (``tests/walkthrough/test_themes.py``)."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant
from hearts.walkthrough.sources import DEFAULT_LEVELS, make_players
from hearts.walkthrough.themes import BUILT, THEMES, Found, _index, holds, indexed

BOTS = ",".join(DEFAULT_LEVELS)


def test_the_index_knows_every_searched_theme_for_the_card() -> None:
    """Every theme that is searched; the rare ones (BUILT) are served from a deal built for the variant."""
    known = {theme for theme, variant, bots in _index() if variant == "card-1.0.0" and bots == BOTS}
    assert known == set(THEMES) - BUILT


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
    assert indexed("tie", Variant(), BOTS, start=tie.seed) == tie  # no seed before it has one
    assert indexed("tie", Variant(), BOTS, start=tie.seed + 1) is None  # after it: search
    assert indexed("tie", Variant(), "hard,hard,hard,hard") is None  # other bots: search
    assert indexed("tie", load_variant("web"), BOTS) is None  # another variant: search
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
