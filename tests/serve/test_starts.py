"""Where a classroom table's game comes from: a theme's search, and a variant that fails
``hearts variant check`` refused before any card is dealt."""

from __future__ import annotations

import pytest

from hearts.engine.state import Phase, replay
from hearts.engine.variant import Variant
from hearts.serve.starts import SourceError, checked_variant, from_theme, variant_from_text
from hearts.walkthrough.sources import make_players
from hearts.walkthrough.themes import THEMES, trace_hand


def test_a_theme_finds_a_hand_in_which_it_happens() -> None:
    start = from_theme("void-discard", Variant())
    assert start.source.startswith("void-discard: seed ")
    state = replay(start.record)
    assert state.phase in (Phase.PASS, Phase.PLAY) and state.hand_number == start.first_hand
    # The same Hard bots play it again from there, and the theme happens again.
    assert THEMES["void-discard"].check(trace_hand(state, make_players(("hard",) * 4, start.seed)))


@pytest.mark.slow
def test_a_variant_with_dead_ends_is_refused_with_the_checks_verdict() -> None:
    text = "name: strict-dead\nbase: card-1.0.0\nfirst_trick_points: never\nfirst_trick_forced: none\n"
    variant = variant_from_text(text)
    with pytest.raises(SourceError, match="refused by 'hearts variant check': dead-end"):
        checked_variant(variant, games=0)
