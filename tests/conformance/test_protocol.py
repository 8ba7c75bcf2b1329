"""The engine protocol: schemas, conversions, the server loop and `hearts engine` end to end."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from hearts.cards import Card, Seat
from hearts.conformance.engine import LATER_KNOBS, QUERIES, Capabilities
from hearts.conformance.process import ExternalEngine, open_engine
from hearts.conformance.protocol import (
    PROTOCOL_VERSION,
    BadMessage,
    record_from_setup,
    schema_texts,
    setup_message,
    validate_request,
    validate_response,
    validate_result,
)
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.conformance.server import serve
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.scenarios import load_corpus
from hearts.variants.files import load_variant
from tests.support.engines import HEARTS_ENGINE, write_scenarios

# ------------------------------------------------------------------ schemas


def test_every_schema_is_a_valid_json_schema() -> None:
    texts = schema_texts()
    assert {"hello-request", "setup-request", "apply-request", "query-request", "quit-request"} <= set(texts)
    for name, text in texts.items():
        schema = json.loads(text)
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"].endswith(name), name


def test_knob_schema_lists_every_variant_knob() -> None:
    common = json.loads(schema_texts()["common"])
    knobs = common["$defs"]["knobs"]
    names = {f.name for f in fields(Variant)} - {"name", "title", "description"}
    assert set(knobs["properties"]) == names
    later = {
        "points",
        "moon_cards",
        "sun_points",
        "first_trick_cards",
        "point_cards_break_hearts",
        "players",
        "removed",
        "leftover",
        "first_leader",
        "no_trick_points",
        "unpassable",
        "queen_play",
        "score_floor",
        "exact_target_halves",
        "pass_random",
    }
    assert set(knobs["required"]) == names - later  # the knobs of 1.2 to 1.5 are optional


def test_a_1_3_engine_skips_the_peers_rules_with_the_knob_and_value() -> None:
    """Protocol 1.4 (issue 37): an engine that does not declare a peers' knob plays its card value
    only, and a variant that sets it is skipped naming the knob and the value."""
    from hearts.engine.variant import QueenPlay

    old = {k: ["*"] for k in Variant().knobs() if LATER_KNOBS.get(k, "1.0") < "1.4"}
    caps = Capabilities("old", "1.3", frozenset(), old)
    assert caps.supports_variant(load_variant("card-1.0.0")) is None
    assert caps.supports_variant(Variant(no_trick_points=-5)) == "no_trick_points=-5"
    assert caps.supports_variant(Variant(queen_play=QueenPlay.AFTER_HEARTS)) == "queen_play=after-hearts"
    assert caps.supports_variant(Variant(unpassable=("AS", "QS"))) == "unpassable=['QS', 'AS']"


def test_a_1_4_engine_skips_the_random_pass_with_the_knob_named() -> None:
    """Protocol 1.5 (issue 37, PASS-RANDOM): an engine that does not declare ``pass_random`` is
    never sent a variant that draws the pass direction, and the skip names the knob."""
    old = {k: ["*"] for k in Variant().knobs() if LATER_KNOBS.get(k, "1.0") < "1.5"}
    caps = Capabilities("old", "1.4", frozenset(), old)
    assert caps.supports_variant(load_variant("openspiel")) is None
    assert caps.supports_variant(Variant(pass_random=True)) == "pass_random=True"
    assert LATER_KNOBS["pass_random"] == "1.5"


def test_a_1_1_engine_plays_the_old_variants_and_skips_the_families() -> None:
    """Protocol 1.2 (a minor version): knobs an engine does not declare support the card's value only."""
    old = {k: ["*"] for k in Variant().knobs() if k not in LATER_KNOBS}
    caps = Capabilities("old", "1.1", frozenset(), old)
    assert caps.supports_variant(load_variant("card-1.0.0")) is None
    assert caps.supports_variant(load_variant("omnibus")) is None
    assert caps.supports_variant(load_variant("black-maria")) == "points={'KS': 10, 'AS': 7}"
    assert caps.supports_variant(load_variant("sun")) == "sun_points=52"


@pytest.mark.parametrize("name", ["card-1.0.0", "black-maria", "omnibus-ten", "sun", "spot-hearts"])
def test_a_family_goes_through_a_setup_message_unchanged(name: str) -> None:
    variant = load_variant(name)
    message = setup_message(7, Record(variant, (Deal.random(3),), ()))
    validate_request(message)
    sent = json.loads(json.dumps(message))["variant"]["knobs"]
    differ = {k for k in LATER_KNOBS if variant.knobs()[k] != Variant().knobs()[k]}
    assert set(LATER_KNOBS) & set(sent) == differ
    back = record_from_setup(json.loads(json.dumps(message))).variant
    assert back.card_values() == variant.card_values() and back.knobs() == variant.knobs()


def test_query_schema_and_results_cover_every_query() -> None:
    results = json.loads(schema_texts()["results"])
    assert set(results["$defs"]) == set(QUERIES)
    query = json.loads(schema_texts()["query-request"])
    assert set(query["properties"]["query"]["enum"]) == set(QUERIES)


@pytest.mark.parametrize("name", ["omnibus", "web-strict", "card-1.0.0", "openspiel"])
def test_setup_message_round_trips(name: str) -> None:
    variant = load_variant(name)
    record = Record(variant, (Deal.random(3), Deal.random(3, 2)), (), 5, (10, 20, 30, 40))
    msg = setup_message(9, record)
    validate_request(msg)
    back = record_from_setup(json.loads(json.dumps(msg)))
    assert back.variant.knobs() == variant.knobs()
    assert (back.deals, back.first_hand, back.scores) == (record.deals, 5, (10, 20, 30, 40))


def test_bad_requests_are_refused_naming_the_field() -> None:
    with pytest.raises(BadMessage, match="unknown op"):
        validate_request({"id": 1, "op": "dance"})
    with pytest.raises(BadMessage, match="action"):
        validate_request({"id": 1, "op": "apply", "action": "1Z"})
    with pytest.raises(BadMessage, match="depth"):
        validate_request({"id": 1, "op": "query", "query": "perft", "args": {}})
    with pytest.raises(BadMessage):
        validate_result("legal_actions", ["QS", "QS"])


# ------------------------------------------------------------------ server


def converse(requests: list[dict[str, Any] | str]) -> list[dict[str, Any]]:
    lines = [r if isinstance(r, str) else json.dumps(r) for r in requests]
    out = io.StringIO()
    assert serve(ReferenceEngine(), io.StringIO("\n".join(lines) + "\n"), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_server_answers_every_request_in_schema() -> None:
    record = Record(Variant(), (Deal.random(11),), ())
    requests: list[dict[str, Any] | str] = [
        {"id": 1, "op": "hello", "protocol": PROTOCOL_VERSION},
        setup_message(2, record),
        *({"id": 10 + i, "op": "query", "query": q} for i, q in enumerate(QUERIES) if q != "perft"),
        {"id": 30, "op": "query", "query": "perft", "args": {"depth": 2}},
        {
            "id": 31,
            "op": "apply",
            "action": next(c.format() for c in Deal.random(11)[Seat.EAST]),
        },  # East's card
        "this is not json",
        {"id": 32, "op": "apply"},
        {"id": 33, "op": "quit"},
        {"id": 34, "op": "hello", "protocol": PROTOCOL_VERSION},  # after quit: never answered
    ]
    answers = converse(requests)
    assert [a["id"] for a in answers] == [1, 2, *range(10, 10 + len(QUERIES) - 1), 30, 31, None, 32, 33]
    ops = ["hello", "setup", *["query"] * len(QUERIES), "apply", "apply", "apply", "quit"]
    for op, answer in zip(ops, answers, strict=True):
        validate_response(op, answer)
    queries = [q for q in QUERIES if q != "perft"] + ["perft"]
    for q, answer in zip(queries, answers[2 : 2 + len(QUERIES)], strict=True):
        validate_result(q, answer["result"])
    assert answers[0]["protocol"] == PROTOCOL_VERSION and set(answers[0]["queries"]) == set(QUERIES)
    assert answers[-4]["error"]["kind"] == "illegal" and answers[-4]["error"]["clause"]
    assert answers[-3]["error"]["kind"] == "bad-request"
    assert answers[-2]["error"]["kind"] == "bad-request"


def test_server_refuses_another_major_version_and_reports_setup_index() -> None:
    deal = Deal.random(2)
    bad = Record(Variant(pass_count=0), (deal,), (Card.parse("AH"),))
    answers = converse([{"id": 1, "op": "hello", "protocol": "2.0"}, setup_message(2, bad)])
    assert answers[0]["error"]["kind"] == "unsupported" and "2.0" in answers[0]["error"]["message"]
    assert answers[1]["error"]["kind"] == "illegal"


# ------------------------------------------------------------------ end to end


@pytest.fixture(scope="module")
def hearts_engine() -> Iterator[ExternalEngine]:
    """One ``hearts engine`` child for the module's end-to-end tests (each run sets its positions up)."""
    with open_engine(HEARTS_ENGINE, 10.0) as engine:
        yield engine


@pytest.mark.slow
def test_hearts_engine_over_the_protocol_matches_in_process(
    hearts_engine: ExternalEngine, tmp_path: Path
) -> None:
    scenarios = load_corpus([write_scenarios(tmp_path / "s.yaml")])
    caps = hearts_engine.capabilities()
    assert caps.name == "hearts-reference" and set(caps.queries) == set(QUERIES)
    through = run_corpus(scenarios, hearts_engine)
    direct = run_corpus(scenarios, ReferenceEngine())
    assert [r.status for r in through.results] == [r.status for r in direct.results] == ["passed"] * 6


@pytest.mark.slow  # the whole corpus through a child process: 7 CPU-s
def test_whole_corpus_passes_through_hearts_engine(hearts_engine: ExternalEngine) -> None:
    """The end-to-end proof: `hearts conform --engine "hearts engine"` passes everything."""
    scenarios = load_corpus()
    if not scenarios:
        pytest.skip("the shipped corpus is empty")
    report = run_corpus(scenarios, hearts_engine)
    bad = [f"{r.key}: {r.status} {r.message}" for r in report.results if r.status != "passed"]
    assert not bad, bad[:10]
