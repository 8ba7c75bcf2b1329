"""Hard's search settings come from the table (issue 24): at three and four seats the card's, at
five and six a later start and twice the worlds; whole games at each table play by them."""

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
        assert policy.search_from(kind, 13) == cards
        assert policy.search_from(kind, 17) == cards
    assert policy.search_samples(3) == policy.search_samples(4) == policy.SEARCH_SAMPLES


def test_five_and_six_seats_search_later_with_more_worlds() -> None:  # AI-HARD
    assert [policy.search_from(k, 10) for k in ("lead", "follow", "discard")] == [6, 6, 8]
    assert [policy.search_from(k, 8) for k in ("lead", "follow", "discard")] == [5, 5, 6]
    assert policy.search_samples(5) == policy.search_samples(6) == 2 * policy.SEARCH_SAMPLES


@pytest.mark.parametrize(("name", "seats", "hand"), [("five-2d2c", 5, 10), ("six-twos", 6, 8)])
def test_games_at_a_table_search_from_its_hand_size_with_its_worlds(name: str, seats: int, hand: int) -> None:
    searched = _searched(name, 3, 3)
    assert len(searched) >= 10
    for held, kind, d in searched:
        step = next(s for s in d.steps if s.key == "step.sampled-playouts")
        assert step.params["samples"] == policy.search_samples(seats)
        assert held <= policy.search_from(kind, hand), (held, kind)
    assert max(held for held, kind, _ in searched if kind != "discard") == policy.search_from("lead", hand)


@pytest.mark.slow  # 300 paired hands at each table
@pytest.mark.parametrize("name", ["five-2d2c", "six-twos"])
def test_hard_takes_fewer_points_than_normal_at_five_and_six(name: str) -> None:  # AI-HARD
    """Seeded (seed 3), 300 pairs: Hard replacing Normal takes fewer points (the mean alone, as
    under the families). Not cut shorter nor made sequential: no look decides early (at seed 3,
    after 125 pairs, −0.68 with a standard error of 0.56 at five seats, +0.04 with 0.40 at six),
    and six-twos' mean is above zero from 75 pairs to 125, so a shorter run would not carry the
    claim on this seed."""
    step = ladder_step("hard", "normal", 300, 3, load_variant(name))
    assert step.mean < 0, step
