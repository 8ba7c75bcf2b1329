"""What docs/protocol.md says, checked: its JSON examples, the knob list, the refusal clauses."""

from __future__ import annotations

import functools
import json
import random
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from hearts.cards import Card, Suit
from hearts.conformance.engine import LATER_KNOBS
from hearts.conformance.protocol import (
    BadMessage,
    knobs_schema,
    validate_request,
    validate_response,
    validate_result,
)
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, State
from hearts.engine.variant import FirstTrickForced, FirstTrickPoints, Variant
from hearts.variants.files import load_variant

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def _examples() -> list[tuple[int, Any]]:
    """Every JSON message in the page's ```json blocks: a whole block, or one per line."""
    text = DOC.read_text(encoding="utf-8")
    out: list[tuple[int, Any]] = []
    for match in re.finditer(r"```json\n(.*?)```", text, re.S):
        line = text.count("\n", 0, match.start()) + 2
        block = match.group(1)
        try:
            out.append((line, json.loads(block)))
        except json.JSONDecodeError:
            for i, item in enumerate(block.splitlines()):
                if item.strip():
                    out.append((line + i, json.loads(item)))
    return out


def _validate(message: dict[str, Any]) -> str:
    """Validate a message against the schema its shape names; returns what it was taken for."""
    if "op" in message:
        validate_request(message)
        return f"{message['op']} request"
    if message.get("ok") is False:
        validate_response("setup", message)
        return "error response"
    if "protocol" in message:
        validate_response("hello", message)
        return "hello response"
    if "result" in message:
        validate_response("query", message)
        return "query response"
    validate_response("apply", message)
    return "ok response"


EXAMPLES = _examples()


def test_the_page_has_examples_of_every_kind() -> None:
    kinds = {_validate(m) for _, m in EXAMPLES}
    for kind in ("hello request", "hello response", "setup request", "apply request", "deal request",
                 "query request", "error response"):  # fmt: skip
        assert kind in kinds, kind


@pytest.mark.parametrize(("line", "message"), EXAMPLES, ids=[f"protocol.md:{n}" for n, _ in EXAMPLES])
def test_every_json_example_validates_against_its_schema(line: int, message: Any) -> None:
    try:
        _validate(message)
    except BadMessage as err:
        pytest.fail(f"docs/protocol.md:{line}: {err}")


def test_a_wrong_example_would_be_caught() -> None:
    with pytest.raises(BadMessage):
        _validate({"id": 1, "op": "setup", "variant": {"name": "x", "knobs": {"...": "..."}}})


def test_the_knob_list_in_common_json_is_made_from_the_variant_model() -> None:
    common = json.loads((resources.files("hearts.conformance") / "schemas" / "common.json").read_text())
    on_disk = common["$defs"]["knobs"]
    assert on_disk == knobs_schema(on_disk["description"]), (
        "regenerate: python -m hearts.conformance.protocol --write-knobs"
    )
    assert "docs/generated/knobs.md" in on_disk["description"]
    assert set(on_disk["required"]) == set(Variant().knobs()) - set(LATER_KNOBS)  # 1.2 knobs: optional


def test_perft_has_one_definition_in_the_doc_and_the_schema() -> None:
    results = json.loads((resources.files("hearts.conformance") / "schemas" / "results.json").read_text())
    schema = results["$defs"]["perft"]["description"]
    doc = DOC.read_text(encoding="utf-8")
    for words in ("would accept one after another", "goes on into the next hand", "counts nothing"):
        assert words in schema and words in doc, words
    validate_result("perft", {"total": 1, "divide": {}})


# ------------------------------------------------- which clause a refusal cites


@functools.cache  # read once: every refused card of the games below is looked up in it
def _clause_table() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("### Which clause a refusal cites", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (.+?) \| `([A-Z0-9-]+)` \|$", section, re.M)
    return {reason: clause for reason, clause in rows}


def _expected_clause(state: State, card: Card) -> str:
    """Why ``card`` is illegal at ``state``, worked out here from the rules (not the engine)."""
    table = _clause_table()

    def row(start: str) -> str:
        return next(clause for reason, clause in table.items() if reason.startswith(start))

    if state.phase is Phase.DEAL:
        return row("the hand is over")
    if state.phase is Phase.OVER:
        return row("the game is over")
    seat = state.to_act
    assert seat is not None
    hand = list(state.hand(seat))
    if card not in hand:
        return row("the card is not in the hand")
    if state.phase is Phase.STUCK:
        return row("the player has no legal card")
    if state.phase is Phase.PASS:
        return row("the card was already chosen")
    trick = state.current_trick.cards
    if not trick and state.trick_number == 1:
        return row("the first trick is not led")
    if trick and card.suit is not trick[0].suit and any(c.suit is trick[0].suit for c in hand):
        return row("the player holds the suit led")
    if state.trick_number == 1 and (card.suit is Suit.HEARTS or card.format() == "QS"):
        if state.variant.first_trick_points is FirstTrickPoints.NEVER:
            return row("a heart or the Q♠ on the first trick under")
        return row("a heart or the Q♠ on the first trick, not forced")
    if not trick and card.suit is Suit.HEARTS:
        return row("a heart led before")
    raise AssertionError(f"no row of the table explains {card} at {state!r}")


def test_the_table_has_a_row_for_every_reason() -> None:
    assert len(_clause_table()) == 10


@pytest.mark.parametrize(
    "variant",
    [
        load_variant("card-1.0.0"),
        load_variant("web"),
        Variant(first_trick_points=FirstTrickPoints.NEVER, first_trick_forced=FirstTrickForced.NONE),
    ],
    ids=["card", "web", "stuck"],
)
@pytest.mark.slow
def test_the_reference_cites_the_clause_of_the_table(variant: Variant) -> None:
    rng = random.Random(4)
    seen: set[str] = set()
    for game in range(6):
        state = State.new_game(variant, seed=game)
        while state.phase is not Phase.OVER:
            if state.phase is Phase.DEAL:
                for card in rng.sample(list(Deal.random(1).hands[0]), 3):
                    seen.add(_check(state, card))
                state = state.deal()
                continue
            legal = state.legal_actions()
            for card in rng.sample([c for c in _ALL if c not in legal], min(6, 52 - len(legal))):
                seen.add(_check(state, card))
            if not legal:
                break
            state = state.apply(rng.choice(legal))
        if state.phase is Phase.OVER:
            seen.add(_check(state, Card.parse("2C")))
    assert {
        "DEAL",
        "PASS-COUNT",
        "FOLLOW",
        "HAND-END",
        "GAME-END",
    } <= seen or "WEB-FIRST-TRICK-STRICT" in seen


_ALL = [Card.from_index(i) for i in range(52)]


def _check(state: State, card: Card) -> str:
    why = state.why_illegal(card)
    assert why is not None
    want = _expected_clause(state, card)
    assert why.clause == want, f"{card} at {state!r}: the reference cites {why.clause}, the table {want}"
    return want
