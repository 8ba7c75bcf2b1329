"""Protocol 1.3: tables of three, five and six (issue 24, item 5; docs/protocol.md)."""

from __future__ import annotations

import pytest

from hearts.conformance.engine import LATER_KNOBS, Capabilities
from hearts.conformance.fuzz import fuzz
from hearts.conformance.protocol import (
    PROTOCOL_VERSION,
    BadMessage,
    record_from_setup,
    setup_message,
    validate_request,
    validate_result,
)
from hearts.conformance.reference import ReferenceEngine
from hearts.engine.deal import Deal
from hearts.engine.rules import removed_mask
from hearts.engine.state import Record, State
from hearts.variants.files import load_variant

TABLES = ("three-2d", "three-kitty", "five-2d2c", "six-twos", "seven-tabletop")


def _record(name: str, actions: int = 0) -> Record:
    variant = load_variant(name)
    hold = next(h for h in range(1, 9) if variant.pass_direction(h).offset == 0)
    deal = Deal.random(7, hold, variant.players, removed_mask(variant))
    state = State.from_deal(variant, deal, hold, (0,) * variant.players)
    played = []
    for _ in range(actions):
        card = state.legal_actions()[0]
        played.append(card)
        state = state.apply(card)
    return Record(variant, (deal,), tuple(played), hold, (0,) * variant.players)


def test_the_protocol_carries_the_tables_since_1_3() -> None:
    major, minor = (int(part) for part in PROTOCOL_VERSION.split("."))
    assert (major, minor) >= (1, 3) and LATER_KNOBS["players"] == "1.3"


@pytest.mark.parametrize("name", TABLES)
def test_a_setup_at_a_table_round_trips_through_the_schema(name: str) -> None:
    record = _record(name, actions=load_variant(name).players)
    message = setup_message(1, record)
    validate_request(message)
    knobs = message["variant"]["knobs"]
    assert knobs["players"] == record.variant.players  # a table knob is sent when not the card's
    back = record_from_setup(message)
    assert back.deals == record.deals and back.actions == record.actions and back.scores == record.scores
    assert back.variant.knobs() == record.variant.knobs()


def test_a_setup_whose_scores_do_not_fit_the_table_is_a_bad_request() -> None:
    message = setup_message(1, _record("five-2d2c"))
    message["scores"] = [0, 0, 0, 0]
    with pytest.raises(BadMessage, match="4 totals for a table of 5"):
        record_from_setup(message)


def test_a_four_seat_engine_skips_a_table_with_the_reason() -> None:
    four = Capabilities(
        "four",
        "1.2",
        frozenset(),
        {
            k: ["*"]
            for k in load_variant("web").knobs()
            if k not in ("players", "removed", "leftover", "first_leader")
        },
    )
    assert four.supports_variant(load_variant("card-1.0.0")) is None
    reason = four.supports_variant(load_variant("three-2d"))
    assert reason == "players=3 (a four-seat engine: it declares no table knob, protocol 1.3)"


@pytest.mark.parametrize("name", TABLES)
def test_the_reference_names_seats_by_number_and_answers_the_schema_at_a_table(name: str) -> None:
    variant = load_variant(name)
    engine = ReferenceEngine()
    engine.setup(_record(name, actions=variant.players))  # the first trick: the kitty is taken
    labels = {str(n) for n in range(1, variant.players + 1)}
    assert engine.query("to_act") in labels and engine.query("trick_winner") in labels
    points = engine.query("points")
    assert len(points) == variant.players
    for query in ("to_act", "trick_winner", "points", "scores", "legal_actions"):
        validate_result(query, engine.query(query))
    state = engine.state
    winner = state.tricks[0].winner
    assert winner is not None
    assert points[int(winner)] == sum(
        1 for c in (*state.tricks[0].cards, *state.kitty) if c.suit.letter == "H"
    ) + (13 if any(c.format() == "QS" for c in (*state.tricks[0].cards, *state.kitty)) else 0)


@pytest.mark.parametrize("name", ["three-kitty", "five-2d2c", "six-twos", "seven-tabletop"])
def test_fuzz_at_a_table_plays_random_games_and_says_it_does_not_steer(name: str) -> None:
    report = fuzz(ReferenceEngine(), load_variant(name), games=2, seed=3, max_hands=3)
    assert report.found is None and report.games == 2 and report.hands >= 2
    assert any("random play only" in note for note in report.notes)
    assert report.styles["random"] == 2
