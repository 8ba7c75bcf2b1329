"""The last false or misleading sentences of issue 20, each at a position where it was said.

Every position is a decision of a whole game as ``hearts walkthrough --seed S --variant V
--bots ... --hand H`` shows it (its step number from 0), with the same bots kept across
the hands; the sentences are checked in the five languages.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from hearts.bots.decision import Decision, Param
from hearts.bots.knowledge import Known
from hearts.bots.steps import run_plan
from hearts.cards import QUEEN_OF_SPADES, Card, CardSet, Rank, Seat, Suit
from hearts.walkthrough.model import Move, Walkthrough
from hearts.walkthrough.sources import from_seed
from hearts.words import LANGUAGES
from hearts.words.lang import Lang, RenderedDecision
from hearts.words.reasons import RECORD_TEMPLATES

NORMAL_FIRST = ("normal", "hard", "hard", "easy")
DEFAULT = ("easy", "normal", "hard", "hard")


@cache
def _walk(seed: int, levels: tuple[str, ...], hand: int, variant: str = "card-1.0.0") -> Walkthrough:
    return from_seed(seed, variant, levels, hand=hand)


def _move(seed: int, levels: tuple[str, ...], hand: int, index: int) -> Move:
    move = next(m for m in _walk(seed, levels, hand).teacher.moves if m.index == index)
    assert move.decision is not None
    return move


def _decision(seed: int, levels: tuple[str, ...], hand: int, index: int) -> Decision:
    d = _move(seed, levels, hand, index).decision
    assert d is not None
    return d


def _played_before(w: Walkthrough, index: int) -> set[Card]:
    return {m.card for m in w.teacher.moves if m.index < index and m.phase == "play" and m.card is not None}


@pytest.mark.parametrize("code", LANGUAGES)
def test_hards_search_is_the_headline_when_it_chose_the_card(code: str) -> None:
    """Seed 58, decision 32: South's search ranked 8♦ over Q♦ and 8♦ went; the headline said
    "the lowest card first" because the search left the cards in the order they came."""
    d = _decision(58, DEFAULT, 1, 32)
    assert d.action == Card.parse("8D") and d.headline is not None
    assert d.headline.key == "step.sampled-playouts"
    assert [s.key for s in d.steps] == ["step.sampled-playouts"]
    lang = Lang(code)
    text = RenderedDecision.of(d, lang).headline
    assert lang.record("step.sampled-playouts", d.steps[0].params) in text
    assert lang.gettext(RECORD_TEMPLATES["step.lowest"]) not in text


def test_a_step_that_chose_in_the_order_given_is_the_one_shown() -> None:
    """The decisive step kept the cards in the order they came (nothing to move): it is still the
    step that chose, so the record and the headline name it, with its clause, not "the lowest
    card first"; the lowest card is shown only when no step had a card first that it agrees with."""
    cands = (Card.parse("2C"), Card.parse("5D"))
    out = run_plan(Known(), cands, [("step.win-cheaply", {}, "AI-EASY")])
    assert out.action == Card.parse("2C") and out.decisive[0] == "step.win-cheaply"
    assert [(s.key, s.kept, s.clause) for s in out.steps] == [("step.win-cheaply", cands, "AI-EASY")]
    nothing = run_plan(Known(), cands, [])
    assert [s.key for s in nothing.steps] == ["step.lowest"] and nothing.decisive[0] == "step.lowest"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_king_of_spades_is_not_called_dangerous_after_the_queen_is_gone(code: str) -> None:
    """Seed 2 (normal, hard, hard, easy), decision 42: Easy West discards the A♠ after the Q♠ was
    played; the danger order is told as the fixed order it is, not as "the most dangerous"."""
    w = _walk(2, NORMAL_FIRST, 1)
    d = _decision(2, NORMAL_FIRST, 1, 42)
    assert d.level == "easy" and d.action == Card(Suit.SPADES, Rank.ACE)
    assert QUEEN_OF_SPADES in _played_before(w, 42)
    assert d.headline is not None and d.headline.key == "step.danger"
    assert d.headline.params["queen_played"] is True
    lang = Lang(code)
    text = RenderedDecision.of(d, lang).headline
    assert (
        lang.gettext(RECORD_TEMPLATES["step.danger"]) not in text
    )  # "the most dangerous card first: the Q♠..."
    english = Lang("en").record("step.danger", {"queen_played": True})
    assert "most dangerous" not in english and "has been played" in english
    assert lang.record("step.danger", {"queen_played": True}) in text


@pytest.mark.parametrize("code", LANGUAGES)
def test_spades_kept_are_not_said_to_guard_a_queen_that_is_passed(code: str) -> None:
    """Seed 2 (normal, hard, hard, easy), hand 2, decision 2: North keeps its low spades and passes
    the Q♠ itself; the step no longer says the spades stay "to guard her"."""
    d = _decision(2, NORMAL_FIRST, 2, 2)
    assert d.action == QUEEN_OF_SPADES
    guard = next(s for s in d.steps if s.key == "step.keep-spade-guards")
    assert all(not (c.suit is Suit.SPADES and c.rank < Rank.QUEEN) for c in guard.kept)
    text = RenderedDecision.of(d, Lang(code)).steps[0].text
    old = {"en": "guard her", "es": "protegerla", "it": "proteggerla", "hu": "védjék", "fr": "la garder"}
    assert old[code] not in text, text
    assert re.search(r"\d", text)  # the number of low spades, in the plural form of the language


def test_no_void_warning_when_the_void_seat_can_hold_no_point_card() -> None:
    """Seed 2 (normal, hard, hard, easy), hand 2, decision 56: South leads a heart; North and East
    are void in hearts and the one unseen point card is a heart, so neither can throw points: no
    "may still hold a point card to throw on them" step."""
    w = _walk(2, NORMAL_FIRST, 2)
    m = _move(2, NORMAL_FIRST, 2, 56)
    d = m.decision
    assert d is not None and m.seat is Seat.SOUTH and m.hand is not None
    assert all(c.suit is Suit.HEARTS for c in d.candidates)
    voids = {(f.params["seat"], f.params["suit"]) for f in d.facts if f.key == "fact.void"}
    assert {(Seat.NORTH, Suit.HEARTS), (Seat.EAST, Suit.HEARTS)} <= voids
    seen = _played_before(w, 56) | set(m.hand)
    unseen_points = [
        c for c in CardSet((1 << 52) - 1) if c not in seen and (c.suit is Suit.HEARTS or c == QUEEN_OF_SPADES)
    ]
    assert unseen_points and all(c.suit is Suit.HEARTS for c in unseen_points)
    assert "step.avoid-void-suit" not in [s.key for s in d.steps]


@pytest.mark.parametrize(
    ("code", "one"),
    [("en", "(1 card)"), ("es", "(1 carta)"), ("it", "(1 carta)"), ("hu", "(1 lap)"), ("fr", "(1 carte)")],
)
def test_one_card_of_a_suit_is_told_in_the_singular(code: str, one: str) -> None:
    """Seed 1 (easy, normal, hard, hard), hand 2, decision 8: South passes its only ♦ to be void."""
    d = _decision(1, DEFAULT, 2, 8)
    step = next(s for s in d.steps if s.key == "step.pass-void-suit")
    assert step.params["length"] == 1 and step.kept == (d.action,)
    text = Lang(code).record(step.key, step.params)
    assert one in text, text
    more = Lang(code).record(step.key, {**step.params, "length": 3})
    assert one.replace("1", "3") not in text and "3" in more


@pytest.mark.parametrize("code", LANGUAGES)
def test_counts_below_zero_take_the_form_of_their_size(code: str) -> None:
    """A bonus trick of −1 point is one point in every language (French counts 0 and 1 alike,
    and −10 is not singular there)."""
    lang, over = Lang(code), Card.parse("9D")
    one = lang.record("step.take-bonus", {"points": -1, "over": over})
    ten = lang.record("step.take-bonus", {"points": -10, "over": over})
    assert "-1" in one and "-10" in ten
    if code != "hu":  # Hungarian counts in the singular
        assert one.replace("-1", "-10") != ten


# Words that tell a trick as already won, by language; a step is said before the trick is over.
DONE = {
    "en": [r"\bwins (the|this) trick\b"],
    "es": [r"\bgana (la|esta) baza\b"],
    "it": [r"\bvince (la|questa) presa\b"],
    "fr": [r"\bremporte (le|ce) pli\b(?! pour)", r"\bgagne (le|ce) pli\b(?! pour l’instant)"],
    "hu": [r"\bviszi\b"],
}
FOR_NOW = {"hu": r"egyelőre (\S+ ){0,2}viszi"}
"""The words that tell who is winning for now (Hungarian "viszi" alone also means "takes"; the card
between them may carry its article: "egyelőre a 3♥ viszi")."""
PLAY_KEYS = [k for k in RECORD_TEMPLATES if k.startswith("step.") and "pass" not in k]


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_step_says_the_trick_is_won_before_it_is_over(code: str) -> None:
    """French "3♥ remporte le pli" was said of a card still on the table: every play step, in every
    case, speaks of the trick as it stands ("is winning", "pour l’instant", "egyelőre")."""
    lang = Lang(code)
    params: dict[str, Param] = {
        "under": Card.parse("3H"),
        "over": Card.parse("3H"),
        "seat": Seat.NORTH,
        "winner": Seat.EAST,
    }
    texts = [lang.record(k, params) for k in PLAY_KEYS]
    texts += [lang.record("step.moon-take", {**params, "shooter_to_play": flag}) for flag in (True, False)]
    texts += [
        lang.record("step.will-win", {**params, "voids": flag, "suit": Suit.HEARTS}) for flag in (True, False)
    ]
    for text in texts:
        said = re.sub(FOR_NOW[code], "", text) if code in FOR_NOW else text
        for pattern in DONE[code]:
            assert not re.search(pattern, said), (code, text)
