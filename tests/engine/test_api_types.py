"""The public API (``hearts.Card``, ``hearts.State``, ...) refuses values of the wrong type with a
TypeError that names the call, and values out of range with a ValueError: ``CardSet.parse(None)``
and ``Card < 5`` raised AttributeError, ``State.new_game(v, seed=1.5)`` dealt some game."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import pytest

from hearts import Card, CardSet, Deal, Record, Seat, State, Suit, Variant, replay, view_of

QS = Card.parse("QS")


def _dealt() -> State:
    return State.new_game(Variant(), 1)


TYPE_ERRORS: dict[str, tuple[Callable[[], object], str]] = {
    "cardset-parse-none": (lambda: CardSet.parse(None), "CardSet.parse takes a string"),  # type: ignore[arg-type]
    "cardset-parse-bytes": (lambda: CardSet.parse(b"QS"), "not bytes"),  # type: ignore[arg-type]
    "cardset-parse-suits": (lambda: CardSet.parse_suits(7), "CardSet.parse_suits"),  # type: ignore[arg-type]
    "cardset-of-text": (lambda: CardSet("QS"), "CardSet.parse reads text"),  # type: ignore[arg-type]
    "cardset-of-bool": (lambda: CardSet(True), "not bool"),
    "cardset-of-float": (lambda: CardSet(1.5), "not float"),  # type: ignore[arg-type]
    "cardset-add-text": (lambda: CardSet().add("QS"), "CardSet.add takes a Card"),  # type: ignore[arg-type]
    "cardset-remove-int": (lambda: CardSet([QS]).remove(36), "CardSet.remove"),  # type: ignore[arg-type]
    "cardset-of-suit-text": (lambda: CardSet([QS]).of_suit("S"), "CardSet.of_suit takes a Suit"),  # type: ignore[arg-type]
    "card-from-index-bool": (lambda: Card.from_index(True), "Card.from_index takes an int"),
    "card-from-index-text": (lambda: Card.from_index("3"), "not str"),  # type: ignore[arg-type]
    "seat-at-table-float": (lambda: Seat.at_table(4.0), "Seat.at_table"),  # type: ignore[arg-type]
    "new-game-float-seed": (lambda: State.new_game(Variant(), seed=1.5), "a seed is an int or a str"),  # type: ignore[arg-type]
    "new-game-bool-seed": (lambda: State.new_game(Variant(), seed=True), "not bool"),
    "new-game-none-seed": (lambda: State.new_game(Variant(), seed=None), "not NoneType"),  # type: ignore[arg-type]
    "start-float-seed": (lambda: State.start(Variant(), 2.0), "State.start"),  # type: ignore[arg-type]
    "start-variant-name": (lambda: State.start("web"), "rules_for takes a Variant"),  # type: ignore[arg-type]
    "start-hand-text": (lambda: State.start(Variant(), 1, "2"), "hand_number"),  # type: ignore[arg-type]
    "deal-random-float": (lambda: Deal.random(1.5), "Deal.random"),  # type: ignore[arg-type]
    "deal-random-hand": (lambda: Deal.random(1, 1.0), "hand_number"),  # type: ignore[arg-type]
    "hand-of-text": (lambda: _dealt().hand("N"), "State.hand takes a Seat"),  # type: ignore[arg-type]
    "taken-of-bool": (lambda: _dealt().taken(True), "State.taken"),  # type: ignore[arg-type]
    "is-legal-text": (lambda: _dealt().is_legal("QS"), "Card.parse('QS')"),  # type: ignore[arg-type]
    "why-illegal-int": (lambda: _dealt().why_illegal(36), "State.why_illegal takes a Card"),  # type: ignore[arg-type]
    "replay-text": (lambda: replay("N:..."), "replay takes a Record"),  # type: ignore[arg-type]
    "view-of-none": (lambda: view_of(None, Seat.NORTH), "view_of takes a State"),  # type: ignore[arg-type]
    "view-of-text-seat": (lambda: view_of(_dealt(), "N"), "view_of takes a Seat"),  # type: ignore[arg-type]
}


def _refused(call: Callable[[], object], error: type[Exception], needle: str) -> None:
    with pytest.raises(error) as caught:
        call()
    assert needle in str(caught.value), str(caught.value)


@pytest.mark.parametrize("name", list(TYPE_ERRORS))
def test_a_wrong_type_at_the_public_api_is_a_type_error_naming_the_call(name: str) -> None:
    call, needle = TYPE_ERRORS[name]
    _refused(call, TypeError, needle)


@pytest.mark.parametrize("op", [operator.lt, operator.le, operator.gt, operator.ge])
@pytest.mark.parametrize("other", [5, "QS", None, 1.5])
def test_a_card_compares_with_cards_only(op: Callable[[Any, Any], bool], other: Any) -> None:
    with pytest.raises(TypeError, match="not supported between instances of 'Card'"):
        op(QS, other)
    assert op(QS, QS) is (op in (operator.le, operator.ge))


VALUE_ERRORS: dict[str, tuple[Callable[[], object], str]] = {
    "seat-at-table-zero": (lambda: Seat.at_table(0), "between 3 and 7, not 0"),
    "seat-at-table-eight": (lambda: Seat.at_table(8), "not 8"),
    "hand-of-seat-nine": (lambda: _dealt().hand(9), "seat 9 is not at a table of 4"),  # type: ignore[arg-type]
    "points-of-seat-five": (lambda: _dealt().points_taken(Seat(4)), "not at a table of 4"),
    "view-of-seat-five": (lambda: view_of(_dealt(), Seat(5)), "not at a table of 4"),
    "start-hand-zero": (lambda: State.start(Variant(), 1, 0), "counts from 1"),
}


@pytest.mark.parametrize("name", list(VALUE_ERRORS))
def test_a_value_out_of_range_at_the_public_api_is_a_value_error(name: str) -> None:
    call, needle = VALUE_ERRORS[name]
    _refused(call, ValueError, needle)


def test_the_right_types_still_work() -> None:
    state = State.new_game(Variant(), "seed as text")
    assert replay(state.record()) == state
    assert isinstance(state.record(), Record)
    assert len(Seat.at_table(3)) == 3 and Seat.at_table(6)[5] == Seat(5)
    assert CardSet([QS]).of_suit(Suit.SPADES) == CardSet.parse("QS") and Card.from_index(36) is QS
    assert view_of(state, Seat.WEST).seat == Seat.WEST
