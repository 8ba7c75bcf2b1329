"""Refusals are keys with parameters, in five languages, naming the variant's cards (issue 21, item 3)."""

from __future__ import annotations

import pytest

from hearts.cards import BB_HEARTS, BB_QS, Card, CardSet, Seat
from hearts.engine.refusals import Violation
from hearts.engine.rules import Why, first_trick_discard, rules_for
from hearts.engine.state import IllegalAction, State
from hearts.engine.variant import FirstTrickPoints
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.words import LANGUAGES
from hearts.words.catalogs import translations
from hearts.words.names import card as card_name
from hearts.words.refusals import REFUSALS, refusal_text

CARD_SET = BB_HEARTS | BB_QS


def _first_trick_refusal(name: str, hand: str) -> Violation:
    why: Why = []
    first_trick_discard(CardSet.parse(hand).mask, rules_for(load_variant(name)), why)
    assert why, name
    return why[0][1]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", builtin_variant_names())
def test_a_first_trick_refusal_names_the_cards_this_variant_keeps_out(name: str, lang: str) -> None:
    variant = load_variant(name)
    r = rules_for(variant)
    if variant.first_trick_points is FirstTrickPoints.ALLOWED:
        pytest.skip("no first-trick rule")
    kept = r.first_trick_kept_out
    refused = next(c for c in CardSet(kept))  # one card this variant keeps out, and a safe one
    v = _first_trick_refusal(name, f"{refused.format()} 2D")
    text = refusal_text(v, lang)
    assert text.startswith(f"{r.first_trick_clause}: ")
    if kept == CARD_SET:
        assert v.key == "first-trick-points" and "/table" not in v.key
    else:  # the refusal names every card kept out, in the language's letters, and says nothing false
        assert v.key == "first-trick-points/table"
        for card in CardSet(kept & ~BB_HEARTS):
            assert card_name(card, lang) in text, (name, lang, text)
        assert "not the Q♠" not in text


def test_black_marias_king_refused_on_trick_one_says_so_in_every_language() -> None:
    # The case: "no heart and not the Q♠" was false under Black Maria.
    state = State.from_deal(
        load_variant("black-maria").with_knobs(pass_count=0),
        "N:AKQJT98765432.-.-.- E:-.2345678.AKQ.432 S:-.9TJQKA.JT98765.- W:-.-.432.AKQJT98765",
    )
    state = state.apply(Card.parse("2C"))
    with pytest.raises(IllegalAction) as err:
        state.apply(Card.parse("KS"))
    english = str(err.value)
    assert english.startswith("FIRST-TRICK-POINTS: ") and "K♠" in english and "A♠" in english
    assert "not the Q♠" not in english
    violation = err.value.violation
    expected = {"en": "K♠", "es": "K♠", "it": "K♠", "hu": "K♠", "fr": "R♠"}
    for lang in LANGUAGES:
        assert expected[lang] in refusal_text(violation, lang)
    assert str(violation) == refusal_text(violation, "en") == english


def test_the_cards_own_sentence_is_kept_word_for_word() -> None:
    v = _first_trick_refusal("card-1.0.0", "QS 2D")
    assert (
        str(v)
        == "FIRST-TRICK-POINTS: no heart and not the Q♠ on the first trick while another card can be played"
    )
    assert str(_first_trick_refusal("web", "QS 2D")).startswith(
        "WEB-FIRST-TRICK-STRICT: no heart and not the Q♠"
    )


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_refusal_is_translated_and_keeps_its_parameters(lang: str) -> None:
    catalog = translations(lang, "refusals")
    for key, msgid in REFUSALS.items():
        said = catalog.gettext(msgid)
        assert said != msgid, (lang, key)
        for name in ("suit", "card", "cards", "seat", "phase"):
            assert (f"%({name})s" in said) == (f"%({name})s" in msgid), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_follow_and_a_card_not_in_hand_render_in_the_language(lang: str) -> None:
    follow = Violation("FOLLOW", "follow", (("suit", "C"), ("card", "KC")))
    assert "♣" in refusal_text(follow, lang) and card_name(Card.parse("KC"), lang) in refusal_text(
        follow, lang
    )
    missing = Violation("DEAL", "not-in-hand", (("card", "QS"), ("seat", 1)))
    seat = {"en": "East", "es": "Este", "it": "Est", "hu": "Kelet", "fr": "Est"}[lang]
    assert seat in refusal_text(missing, lang)


def test_the_rendering_is_the_one_used_by_the_engine_and_its_violations_compare_by_key() -> None:
    state = State.from_deal(
        load_variant("card-1.0.0").with_knobs(pass_count=0),
        "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432",
    )
    why = state.why_illegal(Card.parse("3C"))
    assert (
        why == Violation("FIRST-LEAD", "first-lead-2c")
        and str(why) == "FIRST-LEAD: the first trick is led with the 2♣"
    )


SEAT_WORDS = {"en": "Seat", "es": "Asiento", "it": "Posto", "hu": "hely", "fr": "Place"}
COMPASS = ("North", "East", "South", "West", "Norte", "Nord", "Észak", "Est", "Este", "Kelet")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["three-2d", "five-2d2c", "six-twos"])
def test_a_refusal_at_another_table_names_the_seat_by_its_number(name: str, lang: str) -> None:
    """A table of three, five or six has numbered seats: a refusal that names a seat says
    "Seat 1" (in the language), never a compass seat that table does not have (issue 24)."""
    state = State.new_game(load_variant(name), 4)
    seat = state.to_act
    assert seat is not None
    card = next(iter(state.hand(seat)))
    passing = state.apply(card).why_illegal(card)  # that card is already chosen
    elsewhere = next(iter(state.hand(seat.offset(1, state.seats))))
    not_held = state.why_illegal(elsewhere)  # a card another seat holds
    for v, key in ((passing, "already-passing"), (not_held, "not-in-hand")):
        assert v is not None and v.key == key
        text = refusal_text(v, lang)
        assert SEAT_WORDS[lang] in text and str(int(seat) + 1) in text, text
        assert not any(word in text for word in COMPASS), text


def test_at_four_seats_a_refusal_still_names_the_compass_seat() -> None:
    state = State.new_game(load_variant("card-1.0.0"), 4)
    card = next(iter(state.hand(Seat.NORTH)))
    v = state.apply(card).why_illegal(card)
    assert (
        v is not None
        and v.params == (("seat", 0),)
        and refusal_text(v) == ("PASS-COUNT: North has already chosen to pass that card")
    )
