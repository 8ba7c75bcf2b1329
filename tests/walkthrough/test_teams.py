"""The walkthrough under a partnership (issue 37, TEAMS): each hand's end says the teams'
totals, the partners named together, in Markdown, HTML and the terminal stepper, in five
languages; the bots' reasons about the partner are worded in each."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.variants.files import load_variant
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import render, render_text
from hearts.walkthrough.sources import from_seed, parse_levels
from hearts.words import LANGUAGES

PARTNERSHIP = Path(__file__).resolve().parents[2] / "examples" / "peers" / "partnership.yaml"
TEAM_WORDS = {
    "en": "Team totals (TEAMS): North–South",
    "es": "Totales por equipo (TEAMS): Norte–Sur",
    "fr": "Totaux par équipe (TEAMS) : Nord–Sud",
    "hu": "A csapatok összege (TEAMS): Észak–Dél",
    "it": "Totali per squadra (TEAMS): Nord–Sud",
}
PARTNER_WORDS = {
    "en": "its partner",
    "es": "su compañero",
    "fr": "son partenaire",
    "hu": "a társa",
    "it": "il suo compagno",
}


@pytest.fixture(scope="module")
def walk() -> Walkthrough:
    variant = load_variant(str(PARTNERSHIP))
    return from_seed(3, variant, parse_levels(None, variant.players))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_of_a_hand_says_the_team_totals(walk: Walkthrough, lang: str) -> None:
    result = walk.teacher.hands[-1].result
    assert result is not None and len(result.team_scores) == 2
    north_south, east_west = result.team_scores
    assert north_south == result.scores[0] + result.scores[2]
    for fmt in ("md", "html"):
        text = render(walk, lang, fmt)
        assert f"{TEAM_WORDS[lang]} {north_south} · " in text.replace("\u202f", " ").replace("\xa0", " ")
        assert f"{east_west}." in text
        assert PARTNER_WORDS[lang] in text


def test_the_terminal_stepper_says_the_team_totals_at_the_hands_end(walk: Walkthrough) -> None:
    last = walk.teacher.moves[-1].index
    text = render_text(walk.teacher, walk, "en", last, reasons=True)
    assert TEAM_WORDS["en"] in text


def test_without_teams_no_team_line() -> None:
    variant = load_variant("card-1.0.0")
    plain = from_seed(3, variant, parse_levels(None, variant.players))
    assert "TEAMS" not in render(plain, "en", "md")
