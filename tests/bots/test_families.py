"""The bots under the Hearts families (issue 14 item 4): they read the variant's point table.

Each behaviour is checked on a crafted position written from the family's rules (which cards
score, and how much), against what the same bot does under card-1.0.0; the point table's
sentence is read back and compared with the variant file; every record of a few hands of each
family replays and names only cards the bot could know; the ladder holds under each family
(small seeded runs; ``benchmarks/ladder.py --variant families`` gives the figures); and under
card-1.0.0 the decisions are those of the bots before the families (a hash of every action).
"""

from __future__ import annotations

import hashlib
import re

import pytest

from hearts.bots import make_bot, replay
from hearts.bots.decision import Fact, Step
from hearts.bots.keys import KEYS
from hearts.bots.knowledge import Memory
from hearts.bots.search import classes
from hearts.cards import ALL_CARDS, Card, Seat, Suit
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import view_of
from hearts.play.tournament import ladder_step, ladder_until
from hearts.variants.files import load_variant
from hearts.words import LANGUAGES
from hearts.words.lang import Lang
from tests.support.bots import decide, make_view, pass_view, play_recorded, step_keys, trick

C = Card.parse
FAMILIES = ("black-maria", "spot-hearts", "pink-lady", "omnibus-ten", "sun", "moon-choice")
LEVELS = ("easy", "normal", "hard")


def family(name: str, **knobs: object) -> Variant:
    """A family's variant (without passing, for crafted play positions when asked)."""
    return load_variant(name).with_knobs(**knobs)


# ------------------------------------------------------------- Black Maria: K♠ 10, A♠ 7


def test_under_black_maria_easy_passes_the_king_of_spades_before_the_ace() -> None:
    """The K♠ is worth 10 and the A♠ 7: the K♠ is the more dangerous. On the card both are
    worth nothing and the A♠ (the higher catcher of the Q♠) goes first."""
    hand = "AS KS 3S 2C 5C 7C 9C 3D 4D 6D AH 3H 4H"
    maria = decide("easy", pass_view(hand, variant=family("black-maria")))
    card = decide("easy", pass_view(hand, variant=Variant()))
    assert maria.action == C("KS") and step_keys(maria) == ["step.danger-points"]
    assert maria.steps[0].params == {
        "cards": (C("KS"), C("AS")),
        "catchers": False,
        "queen_played": False,
        "bonus": False,
    }
    assert card.action == C("AS") and step_keys(card) == ["step.danger"]


def test_under_black_maria_normal_discards_the_king_of_spades_after_the_queen_fell() -> None:
    """Void in clubs, the Q♠ already played: on the card the K♠ is harmless and Normal throws its
    A♥; under Black Maria the K♠ itself is worth 10, so it goes."""
    played = (trick(1, Seat.NORTH, "3C 4C QS 6C"),)
    hand = "KS 3S AH 5D"
    maria = decide(
        "normal", make_view(Seat.SOUTH, hand, "2C 8C", tricks=played, variant=family("black-maria"))
    )
    card = decide(
        "normal", make_view(Seat.SOUTH, hand, "2C 8C", tricks=played, variant=Variant(pass_count=0))
    )
    assert maria.action == C("KS") and step_keys(maria) == ["step.dump-points"]
    assert maria.steps[0].params == {"points": 10}
    assert card.action == C("AH")


def test_under_black_maria_a_trick_with_the_ace_of_spades_holds_points() -> None:
    """Last to play to 5♠ A♠ 2♠ with the 9♠ and the 3♠: on the card the trick is worth nothing
    (Normal sheds its highest, ``step.last-free``); under Black Maria it is worth 7 and the 9♠
    cannot win it anyway, so Normal ducks with its highest spade below the A♠ (``step.duck``)."""
    maria = decide("normal", make_view(Seat.WEST, "9S 3S 4D", "5S AS 2S", variant=family("black-maria")))
    card = decide("normal", make_view(Seat.WEST, "9S 3S 4D", "5S AS 2S", variant=Variant(pass_count=0)))
    assert step_keys(card) == ["step.last-free"]
    assert step_keys(maria) == ["step.duck"] and maria.action == C("9S")


# ------------------------------------------------------------- Spot Hearts: face value


def test_under_spot_hearts_easy_throws_the_ace_of_hearts_before_the_queen_of_spades() -> None:
    """The A♥ is worth 14: where a table plays Spot Hearts with the Q♠ at 13 (the shipped file
    takes GNOME Hearts' 25, a knob away), the A♥ is the more dangerous discard; at 25 the Q♠ is."""
    thirteen = family("spot-hearts", queen_points=13, moon_points=117)
    spot = decide("easy", make_view(Seat.WEST, "QS AH 8C KC", "2D 5D 9D", broken=True, variant=thirteen))
    gnome = decide(
        "easy", make_view(Seat.WEST, "QS AH 8C KC", "2D 5D 9D", broken=True, variant=family("spot-hearts"))
    )
    assert gnome.action == C("QS")
    card = decide(
        "easy", make_view(Seat.WEST, "QS AH 8C KC", "2D 5D 9D", broken=True, variant=Variant(pass_count=0))
    )
    assert spot.action == C("AH") and spot.steps[-1].kept[:2] == (C("AH"), C("QS"))
    assert card.action == C("QS")


def test_under_spot_hearts_a_high_heart_is_worse_than_a_low_one() -> None:
    """Easy passing under Spot Hearts: the hearts go by their worth, the K♥ (13) before the 9♥ (9),
    and the 3♥ (3) after the A♠ and K♠ that could catch the Q♠."""
    d = decide("easy", pass_view("9H KH 3H AS KS 2C 3C 4C 5C 6C 7C 8C 9C", variant=family("spot-hearts")))
    order = d.steps[0].kept
    assert order.index(C("KH")) < order.index(C("9H")) < order.index(C("AS")) < order.index(C("3H"))


def test_under_spot_hearts_the_search_never_merges_two_hearts_of_different_worth() -> None:
    """Hard's search plays equivalent cards once; under Spot Hearts the 2♥ and 3♥ differ by a point."""
    tricks = (trick(1, Seat.NORTH, "2C 3C 4C 5C"),)
    card = make_view(Seat.SOUTH, "2H 3H 9C", broken=True, tricks=tricks)
    spot = make_view(
        Seat.SOUTH, "2H 3H 9C", broken=True, tricks=tricks, variant=family("spot-hearts", pass_count=0)
    )
    for v, merged in ((card, True), (spot, False)):
        memory = Memory()
        memory.absorb(v)
        k = memory.known(v, "hard")
        first = classes(k, (C("2H"), C("3H")))
        assert (first[0] == first[1]) is merged


# ------------------------------------------------------------- Omnibus 10♦: a bonus


def test_under_omnibus_ten_normal_takes_a_trick_holding_the_ten_of_diamonds() -> None:
    """4♦ 10♦ on the table and the J♦ in hand: the trick is worth −10, Normal beats it. On the
    card the 10♦ is nothing and Normal ducks with the 2♦."""
    omni = decide("normal", make_view(Seat.SOUTH, "JD 2D 5C", "4D TD", variant=family("omnibus-ten")))
    card = decide("normal", make_view(Seat.SOUTH, "JD 2D 5C", "4D TD", variant=Variant(pass_count=0)))
    assert omni.action == C("JD") and step_keys(omni) == ["step.take-bonus"]
    assert omni.steps[0].params == {"points": -10, "over": C("TD")}
    assert card.action == C("2D")


def test_under_omnibus_ten_the_ten_of_diamonds_is_neither_passed_nor_thrown() -> None:
    hand = "TD 2S 3S 2C 3C 4C 5C 6C 7C 8C 9C 2D 3D"
    for level in LEVELS:
        d = decide(level, pass_view(hand, variant=family("omnibus-ten")))
        assert d.action != C("TD"), level
    d = decide(
        "normal", make_view(Seat.WEST, "TD 3D 9S", "2H 5H 9H", broken=True, variant=family("omnibus-ten"))
    )
    assert d.action == C("9S")
    assert d.steps[0].key == "step.keep-bonus" and d.steps[0].params == {"cards": (C("TD"),)}


# ------------------------------------------------------------- what the records say


def _said_values(sentence: str) -> dict[Card, int]:
    """Read the English ``fact.point-table`` sentence back into a point table (written from the
    sentence's wording, not from the renderer)."""
    table = sentence.removeprefix("scoring: ").split("; a moon")[0]
    said: dict[Card, int] = {}
    hearts = [c for c in ALL_CARDS if c.suit is Suit.HEARTS]
    for part in table.split(", "):
        if m := re.fullmatch(r"each (other )?heart (-?\d+)", part):
            for c in hearts:
                said.setdefault(c, int(m.group(2)))
        elif re.fullmatch(r"each heart its face value \(2♥ 2 … A♥ 14\)", part):
            said.update({c: int(c.rank) for c in hearts})
        else:
            card, points = part.rsplit(" ", 1)
            said[C(card)] = int(points)
    return said


@pytest.mark.parametrize("name", ["black-maria", "spot-hearts", "pink-lady", "omnibus-ten"])
def test_the_point_table_a_bot_states_is_the_variant_file(name: str) -> None:
    variant = family(name)
    d = decide("normal", pass_view("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", variant=variant))
    fact = next(f for f in d.facts if f.key == "fact.point-table")
    sentence = Lang("en").fact(fact)
    values = variant.card_values()
    assert _said_values(sentence) == {c: values[c.index] for c in ALL_CARDS if values[c.index]}, sentence
    needs = {
        "hearts-and-queen": "a moon needs every heart and the Q♠",
        "penalty-cards": "a moon needs every card worth points",
        "penalty-and-bonus": "a moon needs every card of that list, the ones below zero too",
    }
    assert sentence.endswith(needs[variant.moon_cards.value]), sentence
    for lang in LANGUAGES[1:]:  # the languages other than English
        assert "%(" not in Lang(lang).fact(fact) and Lang(lang).fact(fact) != sentence


def test_under_the_card_the_records_keep_the_short_scoring_fact() -> None:
    d = decide("normal", pass_view("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", variant=Variant()))
    assert [f.key for f in d.facts if f.key.startswith(("fact.scoring", "fact.point"))] == ["fact.scoring"]


@pytest.mark.parametrize("name", FAMILIES)
def test_family_records_replay_and_name_only_what_the_bot_may_know(name: str) -> None:
    variant = family(name)
    for level in LEVELS:
        for state, d in play_recorded(level, 3, variant):
            seat = state.to_act
            assert seat is not None and replay(d) == d.action
            items: list[Fact | Step] = [*d.facts, *d.steps]
            for item in items:
                assert tuple(item.params) == KEYS[item.key], item
            knowable = set(state.hand(seat)) | set(state.passing(seat)) | set(state.received(seat) or ())
            for t in (*state.tricks, state.current_trick):
                knowable |= set(t.cards)
            for item in d.steps:
                for value in item.params.values():
                    if isinstance(value, tuple):
                        assert set(value) <= knowable, (name, item)


# ------------------------------------------------------------- the ladder, per family


@pytest.mark.slow  # 25 to 200 paired hands per step, stopped when the step is shown
@pytest.mark.parametrize("name", FAMILIES)
def test_easy_and_normal_beat_the_rung_below_under_each_family(name: str) -> None:  # AI-EASY, AI-NORMAL
    """Seeded (seed 3): Easy and Normal beat the rung below with the difference's bound below
    zero (and at least 1 and 0.5 points a hand).

    Each step is a group-sequential test (``ladder_until``): a look after every run of 25
    pairs, at most 200 pairs (eight looks), each look's bound at 0.025 / 8 a side, so a level
    no better than the one below passes with a chance of at most 2.5%, as a fixed run judged
    by its 95% interval. 200 is the fixed run that shows the smallest family gap measured
    (Easy under omnibus-ten, −2.67 with a standard deviation of 9.5 a pair: an effect of 0.28,
    (1.96 + 1.96)² / 0.28² = 196 pairs for a 97.5% chance); the wider gaps stop sooner (at
    seed 3, after 25 to 125 pairs; ``benchmarks/ladder.py --variant families`` has the
    figures at 1,000 pairs).
    """
    variant = family(name)
    easy = ladder_until("easy", "random", 200, 3, variant)
    normal = ladder_until("normal", "easy", 200, 3, variant)
    assert easy.holds and easy.mean < -1.0, easy
    assert normal.holds and normal.mean < -0.5, normal


@pytest.mark.slow  # 200 paired hands with Hard per family
@pytest.mark.parametrize("name", FAMILIES)
def test_hard_takes_fewer_points_than_normal_under_each_family(name: str) -> None:  # AI-HARD
    """Seeded (seed 3), 200 pairs: Hard replacing Normal takes fewer points (as
    ``test_hard_stays_ahead_of_normal``).

    The claim is the mean alone: Hard's gap (about 1 point a hand, an effect of 0.13 to 0.23)
    is too narrow for a bound below zero in a few hundred pairs. It is not cut shorter: at
    seed 3 the mean is above zero after 50 pairs under black-maria, pink-lady, sun and
    moon-choice, and still +0.01 under pink-lady after 150, so a shorter run would not carry
    the claim on these seeds.
    """
    hard = ladder_step("hard", "normal", 200, 3, family(name), workers=2)
    assert hard.mean < 0, hard


# ------------------------------------------------------------- card-1.0.0 unchanged


CARD_DECISIONS = "c71eb47609f8194a"
"""sha256 (first 16 hex digits) of every action of 4 seeded hands x 2 seatings of the three
levels under card-1.0.0, taken before the bots read the point table."""


@pytest.mark.slow
def test_decisions_under_the_card_are_unchanged() -> None:
    h = hashlib.sha256()
    for seed in range(4):
        for levels in (("easy", "normal", "hard", "hard"), ("hard", "hard", "easy", "normal")):
            bots = [make_bot(level, s, seed) for s, level in zip(Seat, levels, strict=True)]
            state = State.new_game(Variant(), seed)
            while state.phase in (Phase.PASS, Phase.PLAY):
                seat = state.to_act
                assert seat is not None
                d = bots[seat].decide(view_of(state, seat))
                h.update(str(d.action).encode())
                state = state.apply(d.action)
                for s in Seat:
                    bots[s].observe(view_of(state, s))
    assert h.hexdigest()[:16] == CARD_DECISIONS
