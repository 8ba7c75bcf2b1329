"""The walkthrough's reason for an illegal card on the first trick under a point table (issue 14)."""

from __future__ import annotations

import pytest

from hearts.cards import Card
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant
from hearts.walkthrough.model import Illegal
from hearts.walkthrough.timeline import analyse
from hearts.words import LANGUAGES
from hearts.words.lang import Lang

# North holds every club and leads the 2♣; South, void in clubs, holds every spade.
DEAL = "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432"


def _south_refused(variant: Variant) -> dict[Card, Illegal]:
    state = State.from_deal(variant.with_knobs(pass_count=0), Deal.parse(DEAL)).apply(Card.parse("2C"))
    state = state.apply(Card.parse("2D"))  # East discards a diamond
    return {i.card: i for i in analyse(state)}


def _south_illegal(variant: Variant) -> dict[Card, str]:
    return {card: i.reason for card, i in _south_refused(variant).items()}


def test_under_black_maria_the_king_and_ace_of_spades_are_kept_off_the_first_trick_by_the_table() -> None:
    maria = _south_illegal(load_variant("black-maria"))
    assert set(maria) == {Card.parse(c) for c in ("QS", "KS", "AS")}
    assert set(maria.values()) == {"first-trick-points/table"}
    refused = _south_refused(load_variant("black-maria"))[Card.parse("KS")]
    text = Lang("en").clause_text(refused.reason, refused.violation)
    assert "not the Q♠" not in text and "keeps off the first trick (♥ Q♠ K♠ A♠)" in text
    card = _south_illegal(Variant())
    assert card == {Card.parse("QS"): "first-trick-points"}


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_the_table_reason_is_translated(lang: str) -> None:
    refused = _south_refused(load_variant("black-maria"))[Card.parse("KS")]
    assert Lang(lang).clause_text(refused.reason, refused.violation) != Lang("en").clause_text(
        refused.reason, refused.violation
    )
