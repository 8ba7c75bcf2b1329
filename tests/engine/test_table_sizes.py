"""A table of three to six seats and nothing else: a ``players`` outside the range, a ``removed``
list no deal can work with, and a table size handed to the API are refused in one line (a
variant file's names the file, the line and the field), never with a KeyError or an endless deal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hearts.cards import TABLE_SIZES, Seat, table_size
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Leftover, PassDirection, Variant, default_cycle
from hearts.play.loop import Table
from hearts.play.players import RandomPlayer
from hearts.scenarios.loader import seat_names
from hearts.testing import tables
from hearts.variants.files import VariantFileError, parse_variant
from hearts.words.lang import Lang

OUTSIDE = (0, 1, 2, 8, 1000, -3, 10**30)
"""Whole numbers that are no table size (the last wider than any machine integer)."""
NOT_WHOLE = ("2.5", "true", "'4'", "4.0", ".inf", "[4]", "{n: 4}")
"""YAML values of ``players`` that are not a whole number."""


def _refusal(text: str) -> str:
    with pytest.raises(VariantFileError) as err:
        parse_variant(text, "p.yaml")
    message = str(err.value)
    assert "\n" not in message
    return message


@pytest.mark.parametrize("players", OUTSIDE)
def test_a_variant_file_with_players_outside_three_to_seven_is_refused_naming_the_line(players: int) -> None:
    message = _refusal(f"name: p\nbase: card-1.0.0\nplayers: {players}\n")
    assert message == f"p.yaml:3: players: must be between 3 and 7, not {players}"


@pytest.mark.parametrize("players", [0, 2, 8])
def test_a_complete_file_and_a_file_that_names_its_pass_cycle_check_players_too(players: int) -> None:
    from hearts.variants.files import dump_variant

    complete = dump_variant(Variant()).replace("players: 4", f"players: {players}")
    assert _refusal(complete).startswith("p.yaml:")
    assert "players: must be between 3 and 7" in _refusal(complete)
    cycle = f"name: p\nbase: card-1.0.0\npass_cycle: [left, hold]\nplayers: {players}\n"
    assert _refusal(cycle).startswith("p.yaml:4: players: must be between 3 and 7")


def test_a_hexadecimal_players_is_read_as_its_number() -> None:
    assert _refusal("name: p\nbase: card-1.0.0\nplayers: 0x10\n").endswith("not 16")


@pytest.mark.parametrize("value", NOT_WHOLE)
def test_a_players_that_is_not_a_whole_number_is_refused_naming_the_line(value: str) -> None:
    message = _refusal(f"name: p\nbase: card-1.0.0\nplayers: {value}\n")
    assert message.startswith("p.yaml:3: players: expected an integer")


def test_a_base_with_players_outside_three_to_seven_is_refused_through_the_chain(tmp_path: Any) -> None:
    (tmp_path / "p2.yaml").write_text("name: p2\nbase: card-1.0.0\nplayers: 2\n")
    with pytest.raises(VariantFileError) as err:
        parse_variant("name: c\nbase: p2.yaml\n", "c.yaml", tmp_path)
    assert str(err.value).startswith("c.yaml:2: base: cannot use base 'p2.yaml'")
    assert str(err.value).endswith("players: must be between 3 and 7, not 2")


# ------------------------------------------------------------------ removed


@pytest.mark.parametrize(
    ("removed", "why"),
    [
        ("[XX]", "removed: 'XX' is not a card"),
        ("[2C, 2C]", "removed: 2C is removed twice"),
        ("2C", "removed: expected a list"),
        ("[1]", "removed: expected a string, got 1"),
        ("[null]", "removed: missing value"),
        ("[[2C]]", "removed: expected a string, got a sequence"),
        ("[2C]", "removed: 51 cards do not share out among 4 players"),
    ],
)
def test_a_removed_list_no_deal_can_use_is_refused_naming_the_line(removed: str, why: str) -> None:
    assert _refusal(f"name: r\nbase: card-1.0.0\nremoved: {removed}\n").startswith(f"p.yaml:3: {why}")


def test_a_deck_without_a_club_is_refused_when_the_lowest_club_leads() -> None:
    clubs = ", ".join(f"{rank}C" for rank in "23456789TJQKA")
    message = _refusal(f"name: r\nbase: card-1.0.0\nplayers: 3\nremoved: [{clubs}]\n")
    assert message.startswith("p.yaml:4: removed: no club is left in the deck")
    assert "first_leader: left-of-dealer" in message
    v = parse_variant(
        f"name: r\nbase: card-1.0.0\nplayers: 3\nfirst_leader: left-of-dealer\nremoved: [{clubs}]\n"
    )
    assert v.hand_size == 13


def test_a_kitty_that_may_hold_every_club_left_is_refused() -> None:
    clubs = ", ".join(f"{rank}C" for rank in "3456789TJQKA")  # the 2♣ alone, a kitty of one
    message = _refusal(f"name: r\nbase: card-1.0.0\nplayers: 3\nleftover: kitty\nremoved: [{clubs}]\n")
    assert message.startswith("p.yaml:5: removed: the kitty (1 cards) may hold every club left")


def test_four_seats_with_removed_cards_deal_and_play_whole_games() -> None:
    """A four-seat deck less some cards deals hands of fewer than 13 (it used to be refused
    as a four-seat deal of the card's 13 cards a hand, ending the game with a NotationError)."""
    v = parse_variant("name: r\nbase: card-1.0.0\nremoved: [2D, 2H, 2S, 3D]\n")
    for seed in range(3):
        state = State.new_game(v, seed)
        assert [len(state.hand(s)) for s in Seat.at_table(4)] == [12] * 4
        while state.phase in (Phase.PASS, Phase.PLAY, Phase.DEAL) and not state.is_over:
            state = state.deal() if state.phase is Phase.DEAL else state.apply(state.legal_actions()[0])
    deal = Deal.random(1, 1, 4, rules_for(v).removed)
    assert Deal.parse(deal.format(), 4, rules_for(v).removed) == deal
    with pytest.raises(ValueError, match="neither dealt nor removed"):
        Deal.parse(deal.format())  # the same twelve-card hands without the removed cards named


# ------------------------------------------------------------------ the API at N

SIZED: dict[str, Callable[[Any], object]] = {
    "Seat.at_table": Seat.at_table,
    "Seat.label": Seat.NORTH.label,
    "Seat.name_at": Seat.NORTH.name_at,
    "Seat.offset": lambda n: Seat.NORTH.offset(1, n),
    "Deal.random": lambda n: Deal.random(1, 1, n),
    "Deal.parse": lambda n: Deal.parse("N:AK", n),
    "Variant.at_table": Variant.at_table,
    "default_cycle": default_cycle,
    "PassDirection.offset_at": PassDirection.RIGHT.offset_at,
    "PassDirection.fits": PassDirection.ACROSS.fits,
    "seat_names": seat_names,
    "Lang": lambda n: Lang("en", n),
    "Lang.at_table": lambda n: Lang("en").at_table(n),
    "Table": lambda n: Table([RandomPlayer(seed=1)] * n),
    "testing.tables": tables,
}
"""The public functions and types that take a table size (a count of seats or players)."""


@pytest.mark.parametrize("name", SIZED)
@pytest.mark.parametrize("seats", [0, 2, 8, -1, 10**30])
def test_a_table_size_outside_three_to_seven_is_a_value_error(name: str, seats: int) -> None:
    if name == "Table" and seats > 100:
        seats = 100  # (a list of players that long is the caller's own doing)
    with pytest.raises(ValueError, match=r"between 3 and 7|three to seven"):
        SIZED[name](seats)


@pytest.mark.parametrize("name", [n for n in SIZED if n not in ("Table", "testing.tables")])
@pytest.mark.parametrize("seats", [True, 4.0, "4", None])
def test_a_table_size_that_is_not_a_whole_number_is_a_type_error(name: str, seats: object) -> None:
    with pytest.raises(TypeError, match="expected a whole number of seats"):
        SIZED[name](seats)


@pytest.mark.parametrize("seats", TABLE_SIZES)
def test_every_table_size_is_accepted_by_each_function(seats: int) -> None:
    assert table_size(seats) == seats and len(Seat.at_table(seats)) == seats
    assert Variant.at_table(seats, leftover=Leftover.KITTY).pass_cycle == default_cycle(seats)
    assert len(Deal.random(1, 1, seats).hands) == seats and len(seat_names(seats)) == seats


@pytest.mark.parametrize("given", ["six-twos", None, 4, Variant().knobs()])
def test_rules_for_something_not_a_variant_is_a_type_error(given: object) -> None:
    with pytest.raises(TypeError, match="rules_for takes a Variant"):
        rules_for(given)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="rules_for takes a Variant"):
        State.new_game(given, 1)  # type: ignore[arg-type]


def test_rules_for_a_name_says_how_to_load_it() -> None:
    with pytest.raises(TypeError, match="load_variant reads one by name"):
        rules_for("six-twos")  # type: ignore[arg-type]
