"""KITTY-FIRST-HEART (issue 36, t_games' ``extras=heart``): the kitty goes to the winner of the
first trick that holds a heart, with its points; when no trick holds one, nobody takes it. The
engine, the views, the bots' knowledge, the variant file reader and protocol 1.5."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.bots import make_bot, replay
from hearts.cards import Card, CardSet, Seat
from hearts.conformance.engine import ANY_VALUE, LATER_KNOBS, Capabilities
from hearts.engine.rules import rules_for, takes_kitty
from hearts.engine.state import State
from hearts.engine.variant import Leftover, Variant
from hearts.engine.view import view_of
from hearts.variants.files import VariantFileError, load_variant, parse_variant

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tables" / "three-kitty-heart.yaml"
HEARTS = CardSet.parse_suits("-.-.-.AKQJT98765432")


def _play_until_a_heart_trick(state: State) -> State:
    """Plays the lowest legal card until a trick with a heart in it is complete."""
    while True:
        before = len(state.tricks)
        state = state.apply(state.legal_actions()[0])
        if len(state.tricks) > before and CardSet(state.tricks[-1].cards) & HEARTS:
            return state


def test_the_example_file_loads_with_its_knob_and_source() -> None:
    v = load_variant(EXAMPLE)
    assert v.players == 3 and v.leftover is Leftover.KITTY_FIRST_HEART
    assert rules_for(v).kitty_on_heart and rules_for(v).kitty_size == 1


def test_the_kitty_waits_for_the_first_trick_with_a_heart() -> None:
    v = load_variant(EXAMPLE).with_knobs(pass_count=0)
    s = State.new_game(v, 5)
    kitty = s.kitty
    while len(s.tricks) < 1:
        s = s.apply(s.legal_actions()[0])
    assert not CardSet(s.tricks[0].cards) & HEARTS  # (FIRST-TRICK-POINTS keeps hearts off it)
    assert not s.kitty_taken and s.kitty_trick == 0
    assert all(view_of(s, seat).kitty is None for seat in Seat.at_table(3))
    s = _play_until_a_heart_trick(s)
    winner = s.tricks[-1].winner
    assert winner is not None
    assert s.kitty_taken and s.kitty_trick == len(s.tricks) > 1
    assert kitty.mask & s.taken(winner).mask
    assert all(view_of(s, seat).kitty == kitty for seat in Seat.at_table(3))


def test_a_later_heart_trick_does_not_take_the_kitty_again() -> None:
    v = load_variant(EXAMPLE).with_knobs(pass_count=0)
    s = _play_until_a_heart_trick(State.new_game(v, 5))
    first = s.kitty_trick
    s = _play_until_a_heart_trick(s)
    assert s.kitty_trick == first
    holders = [seat for seat in Seat.at_table(3) if s.taken(seat).mask & s.kitty.mask]
    assert len(holders) == 1


def test_nobody_takes_the_kitty_when_no_trick_holds_a_heart() -> None:
    """Every heart in play lies in the kitty: no trick holds one, the kitty stays down and its
    points count for nobody (t_games leaves it in the deck); no moon can be shot."""
    twelve = tuple(f"{rank}H" for rank in "23456789TJQK")
    v = Variant.at_table(3, removed=twelve, leftover=Leftover.KITTY_FIRST_HEART, pass_count=0)
    deal = "1:AKQJT98765432.-.-.- 2:-.AKQJT98765432.-.- 3:-.-.AKQJT98765432.- K:-.-.-.A"
    s = State.from_deal(v, deal)
    while not s.hand_results:
        s = s.apply(s.legal_actions()[0])
    result = s.hand_results[-1]
    assert sum(result.points) == 13  # the Q♠ only: the A♥ scored for nobody
    assert result.shooter is None
    assert not s.kitty_taken and s.kitty_trick == 0


def test_takes_kitty_reads_the_knob() -> None:
    heart, club = Card.parse("5H").bit, Card.parse("5C").bit
    first = rules_for(Variant.at_table(3, leftover=Leftover.KITTY))
    on_heart = rules_for(Variant.at_table(3, leftover=Leftover.KITTY_FIRST_HEART))
    assert takes_kitty(first, club, True, True) and not takes_kitty(first, heart, False, True)
    assert not takes_kitty(on_heart, club, True, True) and takes_kitty(on_heart, heart, False, True)
    assert not takes_kitty(on_heart, heart, False, False)  # (taken already)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_bots_play_whole_hands_and_know_where_the_kitty_went(level: str) -> None:
    v = load_variant(EXAMPLE)
    bots = {seat: make_bot(level, seat, 3) for seat in Seat.at_table(3)}
    s = State.new_game(v, 9)
    while not s.hand_results:
        seat = s.to_act
        assert seat is not None
        decision = bots[seat].decide(view_of(s, seat))
        assert replay(decision) == decision.action  # (the facts say where the kitty goes)
        s = s.apply(decision.action)
    assert sum(s.hand_results[-1].points) == 26 or s.hand_results[-1].shooter is not None


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("kitty-first-hearts", "leftover"),
        ("KITTY-FIRST-HEART", "leftover"),
        ("[kitty-first-heart]", "leftover"),
        ("1", "leftover"),
    ],
)
def test_a_variant_file_refuses_a_bad_leftover_in_one_line(value: str, why: str) -> None:
    with pytest.raises(VariantFileError) as err:
        parse_variant(f"name: r\nbase: three-kitty\nleftover: {value}\n", "r.yaml")
    message = str(err.value)
    assert "\n" not in message and message.startswith(f"r.yaml:3: {why}"), message


def test_a_first_heart_kitty_at_a_table_that_shares_out_has_no_kitty() -> None:
    v = parse_variant("name: r\nbase: three-2d\nleftover: kitty-first-heart\n")
    assert rules_for(v).kitty_size == 0 and State.new_game(v, 1).kitty == CardSet()


def test_a_1_4_engine_is_not_sent_the_1_5_value_even_with_every_value_declared() -> None:
    """Protocol 1.5: ``leftover: kitty-first-heart`` is a value added later than its knob; an engine
    that speaks 1.4 is skipped naming the knob and value, even if it declares ``"*"``."""
    every = {k: [ANY_VALUE] for k in Variant().knobs() if LATER_KNOBS.get(k, "1.0") <= "1.4"}
    old, new = Capabilities("old", "1.4", frozenset(), every), Capabilities("new", "1.5", frozenset(), every)
    v = load_variant(EXAMPLE)
    assert old.supports_variant(v) == "leftover=kitty-first-heart (protocol 1.5; the engine speaks 1.4)"
    assert old.supports_variant(load_variant("three-kitty")) is None
    assert new.supports_variant(v) is None


def test_variant_diff_compares_the_two_kitties_on_the_same_deals() -> None:
    """``hearts variant diff``: kitty and kitty-first-heart deal alike, so the corpus and bot play
    are compared (a table without a kitty still is not)."""
    from hearts.varianttools.diff import diff_variants

    report = diff_variants(load_variant("three-kitty"), load_variant(EXAMPLE), hands=20)
    assert not report.skipped
    assert [change.knob for change in report.knobs] == ["leftover"]
    assert report.play is not None
    other = diff_variants(load_variant("three-2d"), load_variant(EXAMPLE), hands=0)
    assert other.skipped and "tables differ" in other.skipped[0]
