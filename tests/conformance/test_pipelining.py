"""Several requests written at once: the answers come back in order, a refusal in the
middle shifts nothing, and fuzz makes one round trip an action."""

from __future__ import annotations

import io
import os
from typing import Any

import pytest

from hearts.cards import Card
from hearts.conformance.engine import EngineRefused, Unsupported, apply_and_ask, ask_each
from hearts.conformance.fuzz import fuzz
from hearts.conformance.process import open_engine
from hearts.conformance.protocol import BadMessage, validate_request, validate_result
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.server import _PipeLines, _TooLong, serve
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from tests.support.engines import HEARTS_ENGINE, fake

RECORD = Record(Variant(pass_count=0), (Deal.random(5),), ())
NAMES = ["phase", "to_act", "legal_actions", "hearts_broken"]


def reference_after(cards: list[Card]) -> list[object]:
    ref = ReferenceEngine()
    ref.setup(RECORD)
    for card in cards:
        ref.apply(card)
    return [ref.query(name) for name in NAMES]


def test_queries_written_at_once_are_answered_in_order_in_one_write() -> None:
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        engine.setup(RECORD)
        before = engine.writes
        assert ask_each(engine, NAMES) == reference_after([])
        assert engine.writes == before + 1


def test_an_action_and_the_queries_after_it_go_in_one_write() -> None:
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        engine.setup(RECORD)
        before = engine.writes
        assert apply_and_ask(engine, Card.parse("2C"), NAMES) == reference_after([Card.parse("2C")])
        assert engine.writes == before + 1


def test_a_refused_action_raises_and_the_answers_after_it_stay_in_step() -> None:
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        engine.setup(RECORD)
        holder = RECORD.deals[0].two_of_clubs_holder
        other = next(c for c in RECORD.deals[0][holder] if c != Card.parse("2C"))
        with pytest.raises(EngineRefused) as refused:
            apply_and_ask(engine, other, NAMES)
        assert refused.value.clause  # the engine cites the rule that forbids the card
        # The queries sent with it were answered on the unchanged position and read:
        assert engine.query("legal_actions") == ["2C"]
        assert ask_each(engine, NAMES) == reference_after([])


def test_a_query_refused_in_the_middle_of_a_batch_shifts_no_answer() -> None:
    with open_engine(fake("refuses_query", "to_act"), 10.0) as engine:
        engine.setup(RECORD)
        answers = ask_each(engine, NAMES)
        expected = reference_after([])
        assert isinstance(answers[1], Unsupported)
        assert [answers[0], answers[2], answers[3]] == [expected[0], expected[2], expected[3]]


def test_fuzz_compares_as_much_with_one_write_an_action() -> None:
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        report = fuzz(engine, Variant(), 2, 7, steer=False)
        assert report.found is None and report.steps > 100
        # a setup a game, one write an action (the action and the checks after it), the hello
        assert engine.writes <= report.steps + 2 * 2 + 1
        assert sum(report.comparisons.values()) >= 4 * report.steps


def test_the_engine_reads_lines_as_they_come_and_knows_when_one_waits() -> None:
    read, write = os.pipe()
    os.write(write, b'{"a":1}\n{"b":2}\n' + b"x" * 300 + b"\n" + b'{"c":3}')
    os.close(write)
    lines = _PipeLines(read, limit=100)
    got = iter(lines)
    assert next(got) == b'{"a":1}\n' and lines.waiting()
    assert next(got) == b'{"b":2}\n'
    assert isinstance(next(got), _TooLong)
    assert next(got) == b'{"c":3}' and not lines.waiting()
    assert next(got, None) is None
    os.close(read)


def test_the_engine_answers_several_requests_of_one_write() -> None:
    requests = "".join(
        line + "\n"
        for line in (
            '{"id":1,"op":"hello","protocol":"1.3"}',
            '{"id":2,"op":"query","query":"phase"}',
            '{"id":3,"op":"quit"}',
        )
    )
    out = io.StringIO()
    serve(ReferenceEngine(), io.BytesIO(requests.encode()), out)
    ids = [line.split('"id":')[1].split(",")[0] for line in out.getvalue().splitlines()]
    assert ids == ["1", "2", "3"]


@pytest.mark.parametrize(
    "message",
    [
        {"id": 1, "op": "query", "query": "phase"},
        {"id": 1, "op": "query", "query": "nonsense"},
        {"id": "1", "op": "query", "query": "phase"},
        {"id": 1, "op": "apply"},
        {"id": 1, "op": "apply", "action": "2C", "extra": True},
        {"id": 10**40, "op": "query", "query": "phase"},
    ],
)
def test_the_compiled_check_and_the_explaining_check_agree(message: dict[str, Any]) -> None:
    from hearts.conformance.protocol import _validator

    judge = _validator(f"{message['op']}-request")
    try:
        fast = bool(judge.fast.is_valid(message))
    except (ValueError, OverflowError):
        fast = judge.slow.is_valid(message)
    assert fast == judge.slow.is_valid(message)
    if not fast:
        with pytest.raises(BadMessage, match="request"):
            validate_request(message)


def test_a_bad_result_is_explained_in_the_schema_library_words() -> None:
    with pytest.raises(BadMessage, match=r"result of legal_actions at 0: 'ZZ' does not match"):
        validate_result("legal_actions", ["ZZ"])
