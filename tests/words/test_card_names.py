"""One card-name renderer: the name a screen reader says for a card is the same wherever a card
is shown, in five languages (issue 35).

The classroom's pages (``aria-label`` of each card, sent by the server: their script builds no
name of its own), the walkthrough's practice buttons, the pictures' labels and the Gherkin
catalog all say :func:`hearts.words.names.card_name`.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from hearts.cards import ALL_CARDS, Card
from hearts.serve.snapshot import card_data
from hearts.serve.words import Lang as TableLang
from hearts.spec.catalog_yaml import load_catalog
from hearts.words import LANGUAGES, names
from hearts.words.lang import Lang

STATIC = Path(__file__).resolve().parents[2] / "hearts" / "serve" / "static"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_one_name_wherever_it_is_shown(lang: str) -> None:
    gherkin = load_catalog(lang)
    page = Lang(lang)
    for card in ALL_CARDS:
        name = names.card_name(card, lang)
        sent = card_data(TableLang(lang), card)
        assert sent["name"] == name, (lang, card)
        assert f'aria-label="{html.escape(name, quote=True)}"' in sent["svg"], (lang, card)
        assert page.card_name(card) == name, (lang, card)
        assert gherkin.card_name(card) == name, (lang, card)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_name_is_said_in_words_and_reads_back_as_its_card(lang: str) -> None:
    gherkin = load_catalog(lang)
    said = {names.card_name(card, lang) for card in ALL_CARDS}
    assert len(said) == 52, "two cards share a name"
    for card in ALL_CARDS:
        name = names.card_name(card, lang)
        assert not re.search(r"\d", name), f"{name!r}: a rank said as a figure, not a word"
        assert gherkin.parse_card(name) is card, (lang, name)


@pytest.mark.parametrize(
    ("lang", "card", "name"),
    [
        ("en", "2C", "two of clubs"),
        ("es", "QS", "dama de picas"),
        ("it", "TH", "dieci di cuori"),
        ("hu", "2C", "treff kettes"),
        ("fr", "QS", "dame de pique"),
    ],
)
def test_the_names_a_teacher_would_say(lang: str, card: str, name: str) -> None:
    assert names.card_name(Card.parse(card), lang) == name


def test_the_classroom_scripts_build_no_card_name_of_their_own() -> None:
    suits = {w for lang in LANGUAGES for w in (names.suit_name(c.suit, lang) for c in ALL_CARDS[::13])}
    suits -= {"hearts"}  # the game's name too ("hearts serve")
    for script in STATIC.glob("*.js"):
        text = script.read_text(encoding="utf-8").casefold()
        found = sorted(w for w in suits if re.search(rf"\b{re.escape(w.casefold())}\b", text))
        assert not found, f"{script.name} names suits itself ({found}): send card_data's name"
