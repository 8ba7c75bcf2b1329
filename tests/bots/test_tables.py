"""The bots at three, five and six seats (issue 24 item 4): what a seat knows comes from its view
at that table (removed cards public, the kitty unseen until taken), Hard samples hands sized to
the table, and records replay and name only what the seat may know."""

from __future__ import annotations

import random

import pytest

from hearts.bots import Bot, replay
from hearts.bots.decision import Decision
from hearts.bots.keys import KEYS
from hearts.bots.knowledge import Known, known_of, moon_hand
from hearts.bots.search import Sampler
from hearts.cards import BB_ALL, CardSet, Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import PassDirection
from hearts.engine.view import view_of
from hearts.play.loop import Table, turns
from hearts.variants.files import load_variant

FILES = ("three-2d", "three-kitty", "five-2d2c", "six-twos")


def _recorded(name: str, level: str, seed: int) -> list[tuple[State, Decision]]:
    variant = load_variant(name)
    bots = [Bot(level, seat, seed) for seat in Seat.at_table(variant.players)]
    out: list[tuple[State, Decision]] = []
    for turn in turns(State.start(variant, seed), Table(bots)):
        if turn.decision is not None:
            out.append((turn.before, turn.decision))
        if turn.after.hand_number > 2:
            break
    return out


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.slow
def test_records_at_each_table_replay_and_name_only_what_the_seat_may_know(name: str, level: str) -> None:
    decisions = _recorded(name, level, 5)
    assert decisions
    for state, d in decisions:
        seat = state.to_act
        assert seat is not None
        assert replay(d) == d.action
        table = [f for f in d.facts if f.key == "fact.table"]
        assert len(table) == 1 and tuple(table[0].params) == KEYS["fact.table"]
        assert table[0].params["seats"] == state.seats
        knowable = (
            state.hand(seat) | state.passing(seat) | (state.received(seat) or CardSet()) | state.removed
        )
        if state.kitty_taken:
            knowable |= state.kitty
        for t in (*state.tricks, state.current_trick):
            knowable |= CardSet(t.cards)
        assert d.cards_named() <= set(knowable), sorted(d.cards_named() - set(knowable))


def _known_at(name: str, seed: int, tricks: int, level: str = "hard") -> tuple[State, Known]:
    variant = load_variant(name)
    bots = [Bot(level, seat, seed) for seat in Seat.at_table(variant.players)]
    for turn in turns(State.start(variant, seed), Table(bots)):
        state = turn.after
        if state.phase is Phase.PLAY and len(state.tricks) == tricks and state.to_act is not None:
            view = view_of(state, state.to_act)
            return state, known_of(view, view.tricks, level)
    raise AssertionError("no such position")


def test_removed_cards_are_public_and_never_unseen() -> None:
    state, k = _known_at("six-twos", 1, 2)
    removed = state.removed.mask
    assert removed.bit_count() == 4
    assert not k.outstanding & removed
    assert k.seats == 6 and k.hand_size == 8
    # every other card not in hand and not seen is unseen
    seen = k.hand | k.played | k.trick_mask | removed
    assert k.outstanding == BB_ALL & ~seen


def test_the_kitty_is_unseen_until_the_first_trick_is_won_then_known_and_counted() -> None:
    before, k1 = _known_at("three-kitty", 2, 0)
    kitty = before.kitty.mask
    assert kitty.bit_count() == 1
    assert k1.kitty == 0 and k1.outstanding & kitty  # face down: unseen
    after, k2 = _known_at("three-kitty", 2, 1)
    assert k2.kitty == kitty and not k2.outstanding & kitty  # taken: known to every seat
    winner = after.tricks[0].winner
    assert winner is not None
    assert k2.taken[winner] & k2.scoring.cards == (after.taken(winner).mask & k2.scoring.cards)


@pytest.mark.parametrize(
    ("name", "tricks"), [("three-kitty", 0), ("five-2d2c", 3), ("six-twos", 2), ("three-2d", 6)]
)
def test_hard_samples_hands_sized_to_the_table(name: str, tricks: int) -> None:
    state, k = _known_at(name, 3, tricks)
    me = int(k.seat)
    sampler = Sampler(k)
    rng = random.Random(1)
    for _ in range(20):
        dealt = sampler.draw(rng)
        assert dealt is not None
        hands, extra = dealt[: k.seats], dealt[k.seats :]
        for seat in Seat.at_table(state.seats):
            if int(seat) != me:
                assert hands[seat].bit_count() == len(state.hand(seat)), (seat, name)
        hidden_kitty = state.kitty.mask if not state.kitty_taken else 0
        assert [e.bit_count() for e in extra] == ([hidden_kitty.bit_count()] if hidden_kitty else [])
        everything = 0
        for part in dealt:
            assert not part & everything
            everything |= part
        assert not everything & state.removed.mask
        assert everything | k.played | k.trick_mask | state.removed.mask | k.kitty == BB_ALL


def test_passes_name_the_seat_the_table_passes_to() -> None:
    variant = load_variant("five-2d2c")
    assert variant.pass_direction(3) is PassDirection.LEFT_2
    bots = [Bot("hard", seat, 1) for seat in Seat.at_table(5)]
    for turn in turns(State.start(variant, 1), Table(bots)):
        state = turn.after
        if state.hand_number == 3 and state.phase is Phase.PLAY and state.to_act is not None:
            seat = state.to_act
            k = known_of(view_of(state, seat), state.tricks, "hard")
            assert k.passed_to == seat.offset(2, 5) and k.received_from == seat.offset(-2, 5)
            return
    raise AssertionError("hand 3 was not reached")


def test_a_moon_hand_is_judged_at_the_table_size() -> None:
    from hearts.cards import Card

    # Ten hearts from the top, the A♠ and two spades: at four seats the others follow three
    # a round; the estimate uses the table's seats and the cards in play.
    hand = 0
    for name in ("AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "AS", "KS", "QS", "AC", "AD"):
        hand |= Card.parse(name).bit
    assert moon_hand(hand)
    assert moon_hand(hand, 3, Card.parse("2D").bit)
    assert moon_hand(hand, 6, sum(Card.parse(n).bit for n in ("2C", "2D", "2S", "2H")))
