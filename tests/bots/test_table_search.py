"""Hard's search settings come from the table (issue 24): at three and four seats the card's, at
five and six every play from the second trick, with four times the worlds; whole games at each
table play by them."""

from __future__ import annotations

import pytest

from hearts.bots import Bot, policy
from hearts.bots.decision import Decision
from hearts.cards import Seat
from hearts.engine.state import State
from hearts.play.loop import Table, turns
from hearts.play.tournament import ladder_step
from hearts.variants.files import load_variant


def _searched(name: str, seed: int, hands: int) -> list[tuple[int, str, Decision]]:
    """Every searched decision of a Hard table kept across ``hands`` hands: the hand size it was
    taken at, the kind of play (lead, follow, discard) and its record."""
    variant = load_variant(name)
    bots = [Bot("hard", seat, seed) for seat in Seat.at_table(variant.players)]
    out: list[tuple[int, str, Decision]] = []
    for turn in turns(State.start(variant, seed), Table(bots)):
        if turn.after.hand_number > hands:
            break
        d = turn.decision
        if d is not None and any(s.key == "step.sampled-playouts" for s in d.steps):
            seat = turn.before.to_act
            assert seat is not None
            trick = turn.before.current_trick.cards
            if not trick:
                kind = "lead"
            elif any(c.suit is trick[0].suit for c in d.candidates):
                kind = "follow"
            else:
                kind = "discard"
            out.append((len(turn.before.hand(seat)), kind, d))
    return out


def test_three_and_four_seats_search_as_the_card() -> None:  # AI-HARD
    for kind, cards in policy.SEARCH_FROM.items():
        assert policy.search_from(kind, 4, 13) == cards
        assert policy.search_from(kind, 4, 12) == cards  # a four-seat table with a card removed
        assert policy.search_from(kind, 3, 17) == cards
    assert policy.search_samples(3) == policy.search_samples(4) == policy.SEARCH_SAMPLES


def test_five_and_six_seats_search_from_the_second_trick_with_more_worlds() -> None:  # AI-HARD
    assert [policy.search_from(k, 5, 10) for k in ("lead", "follow", "discard")] == [9, 9, 9]
    assert [policy.search_from(k, 6, 8) for k in ("lead", "follow", "discard")] == [7, 7, 7]
    assert policy.search_samples(5) == policy.search_samples(6) == 4 * policy.SEARCH_SAMPLES


@pytest.mark.parametrize(("name", "seats", "hand"), [("five-2d2c", 5, 10), ("six-twos", 6, 8)])
def test_games_at_a_table_search_from_its_hand_size_with_its_worlds(name: str, seats: int, hand: int) -> None:
    searched = _searched(name, 3, 3)
    assert len(searched) >= 10
    for held, kind, d in searched:
        step = next(s for s in d.steps if s.key == "step.sampled-playouts")
        assert step.params["samples"] == policy.search_samples(seats)
        assert held <= policy.search_from(kind, seats, hand), (held, kind)
    first = max(held for held, kind, _ in searched if kind != "discard")
    assert first == policy.search_from("lead", seats, hand)


@pytest.mark.slow  # 300 paired hands at each table
@pytest.mark.parametrize("name", ["five-2d2c", "six-twos"])
def test_hard_takes_fewer_points_than_normal_at_five_and_six(name: str) -> None:  # AI-HARD
    """Seeded (seed 3, a seed the ladder's criterion does not use), 300 pairs: Hard replacing
    Normal takes fewer points, its whole 95% interval below zero (five −0.82 ± 0.71, six
    −0.72 ± 0.55 a hand). Not cut shorter nor made sequential: at 125 pairs the means are −0.53
    and −0.44 with standard errors of 0.57 and 0.42, too wide for an early look to decide."""
    step = ladder_step("hard", "normal", 300, 3, load_variant(name))
    assert step.holds, step
