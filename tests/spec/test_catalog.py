"""Phrase catalogs, the deal helper and the step registry of hearts.spec."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.cards import Card, CardSet, Seat, Suit
from hearts.spec.catalog import StepTextError
from hearts.spec.catalog_yaml import CatalogError, builtin_languages, load_catalog, parse_catalog
from hearts.spec.deal import DealSetupError, fill_deal
from hearts.spec.definitions import registry
from hearts.words import LANGUAGES

QUEEN_OF_SPADES = {
    "en": ["queen of spades", "the Queen of Spades"],
    "es": ["Dama de picas", "la reina de picas"],
    "it": ["Donna di picche", "la donna di picche"],
    "hu": ["pikk dáma", "a pikk dámát"],
    "fr": ["Dame de pique", "la dame de pique"],
}


def test_the_five_languages_ship() -> None:
    assert builtin_languages() == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", sorted(QUEEN_OF_SPADES))
def test_cards_by_symbol_or_by_the_languages_own_name(lang: str) -> None:
    cat = load_catalog(lang)
    queen = Card.parse("QS")
    for text in ["Q♠", "QS", *QUEEN_OF_SPADES[lang]]:
        assert cat.parse_card(text) is queen, (lang, text)
    ten = cat.card_name(Card.parse("10♥"))
    assert cat.parse_card(ten) == Card.parse("TH"), ten
    assert len(cat.parse_cards(cat.whole_suit[0].format(suit=cat.suits[Suit.HEARTS][0]))) == 13


@pytest.mark.parametrize("lang", sorted(QUEEN_OF_SPADES))
def test_every_step_has_phrases_with_the_placeholders_it_takes(lang: str) -> None:
    cat = load_catalog(lang)
    steps = registry()
    assert set(cat.phrases) == set(steps), set(cat.phrases) ^ set(steps)
    for step_id, phrases in cat.phrases.items():
        for phrase in phrases:
            assert sorted(phrase.names) == sorted(steps[step_id].params), (lang, phrase.text)


def test_a_list_keeps_notation_names_and_conjunctions_apart() -> None:
    en = load_catalog("en")
    assert en.parse_cards("Q♠, ten of hearts and the 2 of clubs") == CardSet.parse("QS TH 2C")
    assert en.parse_sequence("K♦ 9♦, the queen of spades and 2♦") == tuple(
        Card.parse(c) for c in ["KD", "9D", "QS", "2D"]
    )
    assert en.parse_cards("nothing") == CardSet()
    with pytest.raises(StepTextError, match="'king of cups' is not a card"):
        en.parse_cards("king of cups")
    with pytest.raises(StepTextError, match="given twice"):
        en.parse_cards("Q♠ and the queen of spades")
    assert load_catalog("hu").parse_seats("Észak és Kelet") == (Seat.NORTH, Seat.EAST)


def test_a_bad_catalog_names_file_line_and_field(tmp_path: Path) -> None:
    text = (Path(__file__).resolve().parents[2] / "hearts/spec/phrases/en.yaml").read_text(encoding="utf-8")
    broken = text.replace('holds: ["{seat} holds {cards}"]', 'holds: ["{seat} holds {cardz}"]')
    line = broken[: broken.index("{cardz}")].count("\n") + 1
    with pytest.raises(CatalogError, match=rf"xx.yaml:{line}: steps.holds: unknown placeholder \{{cardz\}}"):
        parse_catalog(broken, "xx.yaml")
    with pytest.raises(CatalogError, match=r"xx.yaml:3: language: 'en' does not match the file name 'de'"):
        parse_catalog(text, "xx.yaml", "de")


def test_fill_deal_keeps_the_given_cards_and_voids() -> None:
    deal = fill_deal(
        {Seat.EAST: CardSet.parse("QS 5H 7D")}, {Seat.EAST: {Suit.CLUBS}, Seat.WEST: {Suit.HEARTS}}
    )
    assert CardSet.parse("QS 5H 7D") <= deal[Seat.EAST]
    assert not deal[Seat.EAST].of_suit(Suit.CLUBS) and not deal[Seat.WEST].of_suit(Suit.HEARTS)
    assert fill_deal({}, {}) == fill_deal({}, {})
    with pytest.raises(DealSetupError, match="given to two seats"):
        fill_deal({Seat.NORTH: CardSet.parse("2C"), Seat.SOUTH: CardSet.parse("2C")})
    with pytest.raises(DealSetupError, match=r"and no clubs"):
        fill_deal({Seat.NORTH: CardSet.parse("2C")}, {Seat.NORTH: {Suit.CLUBS}})
