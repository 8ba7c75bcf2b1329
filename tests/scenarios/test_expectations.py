"""The expectation kinds: one class per key, the schema of scenario files agrees with them."""

from __future__ import annotations

from typing import Any

import pytest

from hearts.cards import Card
from hearts.scenarios import load_corpus, schema
from hearts.scenarios.expectations import KINDS, Mismatch, Refusal, needed_queries


def test_the_schema_of_expect_is_the_kinds_schemas() -> None:
    expect = schema()["$defs"]["expect"]
    assert expect["additionalProperties"] is False
    assert expect["properties"] == {key: kind.schema for key, kind in KINDS.items()}


def test_every_kind_is_used_by_the_corpus() -> None:
    used = {e.key for s in load_corpus() for e in s.expect}
    used |= {e.key for s in load_corpus() for exp in s.by_variant.values() for e in exp}
    assert used == set(KINDS)


class _Answers:
    """A fake engine that answers every query from a table, and refuses the cards listed."""

    def __init__(self, answers: dict[str, Any], refused: dict[str, str | None]) -> None:
        self.answers, self.refused = answers, refused

    def query(self, name: str, **params: Any) -> Any:
        if name == "perft":
            return self.answers["perft"][params["depth"]]
        return self.answers[name]

    def refusal(self, card: Card) -> Refusal | None:
        text = card.format()
        return Refusal(self.refused[text], "no") if text in self.refused else None


RIGHT = _Answers(
    {
        "phase": "play",
        "to_act": "E",
        "legal_actions": ["3C", "2C"],
        "trick_winner": None,
        "hearts_broken": False,
        "points": (0, 13, 0, 0),
        "scores": [0, 13, 0, 0],
        "hand_results": [{"points": [0, 13, 0, 0], "deltas": [0, 13, 0, 0], "shooter": None}],
        "game_over": False,
        "winners": ["S", "N"],
        "perft": {1: {"total": 2, "divide": {"2C": 1, "3C": 1}}},
    },
    {"QH": "FOLLOW"},
)
WANT = {
    "phase": "play",
    "to_act": "E",
    "legal": ["2C", "3C"],
    "legal_includes": ["2C"],
    "legal_excludes": ["QH"],
    "illegal": [{"card": "QH", "clause": "FOLLOW"}],
    "trick_winner": None,
    "hearts_broken": False,
    "points": [0, 13, 0, 0],
    "scores": [0, 13, 0, 0],
    "hand_results": [{"points": [0, 13, 0, 0]}],
    "last_hand": {"shooter": None, "winners": ["N", "S", "W"]},
    "game_over": False,
    "winners": ["N", "S"],
    "perft": [{"depth": 1, "total": 2, "divide": {"2C": 1, "3C": 1}}],
}
WRONG = {
    "phase": "pass",
    "to_act": "W",
    "legal": ["2C"],
    "legal_includes": ["QH"],
    "legal_excludes": ["3C"],
    "illegal": [{"card": "2C", "clause": "FOLLOW"}],
    "trick_winner": "N",
    "hearts_broken": True,
    "points": [13, 0, 0, 0],
    "scores": [0, 0, 13, 0],
    "hand_results": [{"points": [0, 0, 0, 13]}],
    "last_hand": {"winners": ["E"]},
    "game_over": True,
    "winners": ["N"],
    "perft": [{"depth": 1, "total": 3, "divide": None}],
}


@pytest.mark.parametrize("key", list(KINDS))
def test_each_kind_passes_the_right_answer_and_fails_a_wrong_one(key: str) -> None:
    assert set(WANT) == set(WRONG) == set(KINDS)
    KINDS[key].check(WANT[key], RIGHT)
    with pytest.raises(Mismatch) as failed:
        KINDS[key].check(WRONG[key], RIGHT)
    assert failed.value.check.startswith(key)


def test_a_refusal_citing_another_clause_is_a_mismatch() -> None:
    with pytest.raises(Mismatch, match="refused: expected the clause HEARTS-LEAD, engine said FOLLOW"):
        KINDS["illegal"].check([{"card": "QH", "clause": "HEARTS-LEAD"}], RIGHT)


def test_the_queries_a_run_needs() -> None:
    assert needed_queries(["legal", "legal_excludes", "last_hand", "illegal"]) == {
        "legal_actions",
        "hand_results",
    }
