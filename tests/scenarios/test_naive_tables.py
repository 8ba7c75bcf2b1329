"""The hold-out differential at each table size (issue 24, item 4): seeded random games played
on the reference engine and on the naive model (``scenarios/tools/naive.py``, written from
RULES.md and docs/players.md apart from the engine) in lockstep; at every decision the seat to
act and the legal cards agree, and every hand's points, deltas, scores and moon agree."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hearts.cards import Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant
from tests.support.naive import NAIVE

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "tables"
SHIPPED = ["card-1.0.0", "three-2d", "three-kitty", "five-2d2c", "six-twos", "seven-tabletop"]
TABLES = [*SHIPPED, *sorted(str(p) for p in EXAMPLES.glob("*.yaml"))]


def _cards(mask_set: object) -> list[str]:
    return [c.format() for c in mask_set]  # type: ignore[attr-defined]


def _label(seat: int, seats: int) -> str:
    return Seat(seat).letter if seats == 4 else Seat(seat).number


def _play(variant: Variant, seed: str, max_hands: int) -> int:
    """One game in lockstep; the number of decisions compared."""
    rng = random.Random(seed)
    state = State.start(variant, seed)
    naive = NAIVE.Naive(variant.knobs(), 1, [0] * variant.players)
    compared = 0
    while not state.is_over and state.hand_number <= max_hands:
        if state.phase is Phase.DEAL:
            state = state.deal()
            deal = state.current_deal
            assert deal is not None
            naive.deal([_cards(h) for h in deal.hands], _cards(deal.kitty))
            continue
        assert naive.phase == str(state.phase), (naive.phase, state.phase)
        if state.phase is Phase.STUCK:
            break
        legal = _cards(state.legal_actions())
        assert state.to_act is not None and naive.to_act == int(state.to_act)
        assert sorted(naive.legal()) == sorted(legal), (seed, state.hand_number, state.trick_number)
        compared += 1
        card = state.legal_actions()[rng.randrange(len(legal))]
        before = len(state.hand_results)
        state = state.apply(card)
        naive.apply(card.format())
        if len(state.hand_results) > before:
            got, want = naive.results[-1], state.hand_results[-1]
            assert got["points"] == list(want.points) and got["deltas"] == list(want.deltas)
            assert got["scores"] == list(want.scores)
            shooter = None if want.shooter is None else _label(int(want.shooter), variant.players)
            assert got["shooter"] == shooter
    if state.is_over:
        assert naive.phase == "over"
        outcome = state.outcome
        assert outcome is not None and sorted(naive.winners) == sorted(int(s) for s in outcome.winners)
    return compared


@pytest.mark.parametrize("name", TABLES, ids=lambda n: Path(n).stem)
def test_random_games_agree_with_the_naive_model_at_each_table(name: str) -> None:
    variant = load_variant(Path(name) if name.endswith(".yaml") else name)
    compared = sum(_play(variant, f"holdout:{variant.name}:{game}", max_hands=6) for game in range(3))
    assert compared > 3 * variant.hand_size * variant.players


@pytest.mark.parametrize("name", ["three-kitty", "six-twos"])
def test_the_naive_model_plays_the_kitty_and_the_first_lead_variants_too(name: str) -> None:
    """The same lockstep with the seat after the dealer leading and any club opening."""
    base = load_variant(name)
    for knobs in (
        {"first_leader": base.first_leader.LEFT_OF_DEALER},
        {"first_lead": base.first_lead.ANY_CLUB},
    ):
        variant = base.with_knobs(**knobs)
        assert _play(variant, f"holdout-knobs:{name}:{sorted(knobs)}", max_hands=4) > 0
