"""Three to six seats (issue 24): the knobs, the deal notation, passing, the first lead, the
kitty and whole games at each size; four seats stay as they were."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings

from hearts.cards import FULL_DECK, Card, CardSet, NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import deck_points, rules_for
from hearts.engine.state import IllegalAction, Phase, State, replay
from hearts.engine.variant import (
    PER_VARIANT_KEPT,
    FirstLeader,
    Leftover,
    PassDirection,
    Variant,
    default_cycle,
    per_variant,
)
from hearts.engine.view import view_of
from hearts.testing import games, random_playout, states, tables
from hearts.variants.files import VariantFileError, load_variant, parse_variant

SHIPPED = ("three-2d", "three-kitty", "five-2d2c", "six-twos", "seven-tabletop")


def _table(name: str) -> Variant:
    return load_variant(name)


def _mask(text: str) -> int:
    return CardSet.parse(text).mask


# ------------------------------------------------------------------------ knobs


def test_four_seats_is_the_card() -> None:
    v = Variant()
    assert (v.players, v.removed, v.leftover, v.first_leader) == (
        4,
        (),
        Leftover.NONE,
        FirstLeader.LOWEST_CLUB,
    )
    assert v.hand_size == 13 and default_cycle(4) == v.pass_cycle


@pytest.mark.parametrize(
    ("knobs", "field", "why"),
    [
        (
            {"players": 5, "removed": ("2C", "2D")},
            "pass_cycle",
            "across at 5 players: an odd table has no seat across",
        ),
        (
            {
                "players": 6,
                "removed": ("2C", "2D", "2H", "2S"),
                "pass_cycle": (PassDirection.LEFT,),
                "pass_count": 9,
            },
            "pass_count",
            "9 is more than the 8 cards of a hand",
        ),
        (
            {"players": 3, "pass_cycle": (PassDirection.LEFT,)},
            "removed",
            "52 cards do not share out among 3 players (1 left over)",
        ),
        (
            {"players": 4, "pass_cycle": (PassDirection.LEFT_2,)},
            "pass_cycle",
            "left-2 at 4 players: needs five seats",
        ),
        ({"players": 8}, "players", "must be between 3 and 7"),
        (
            {
                "players": 3,
                "removed": ("2D", "2D"),
                "leftover": Leftover.KITTY,
                "pass_cycle": (PassDirection.LEFT,),
            },
            "removed",
            "2D is removed twice",
        ),
    ],
)
def test_the_constructor_refuses_a_table_that_does_not_work(
    knobs: dict[str, object], field: str, why: str
) -> None:
    with pytest.raises(ValueError, match="^" + field + ": " + why.replace("(", r"\(").replace(")", r"\)")):
        Variant(**knobs)  # type: ignore[arg-type]


def test_a_variant_file_refuses_across_at_five_in_one_line() -> None:
    text = "name: x\nbase: card-1.0.0\nplayers: 5\nremoved: [2D, 2C]\npass_cycle: [left, across]\n"
    with pytest.raises(VariantFileError) as err:
        parse_variant(text, "x.yaml")
    assert str(err.value).startswith("x.yaml:5: pass_cycle: across at 5 players") and "\n" not in str(
        err.value
    )


def test_a_file_that_names_a_size_gets_its_cycle() -> None:
    v = parse_variant("name: x\nbase: card-1.0.0\nplayers: 5\nremoved: [2D, 2C]\n")
    assert v.pass_cycle == default_cycle(5) and v.removed == ("2C", "2D")


def test_offsets_at_each_size() -> None:
    right, across = PassDirection.RIGHT, PassDirection.ACROSS
    assert [right.offset_at(n) for n in (3, 4, 5, 6)] == [2, 3, 4, 5]
    assert across.offset_at(6) == 3 and not across.fits(5) and across.fits(4)
    assert [d.offset for d in (PassDirection.LEFT, right, across, PassDirection.HOLD)] == [1, 3, 2, 0]


# ------------------------------------------------------------------------ deals


def test_seats_five_and_six_stay_out_of_four_seat_loops() -> None:
    assert len(list(Seat)) == 4 and str(Seat(4)) == "Seat 5" and Seat.at_table(6)[5] is Seat(5)


@pytest.mark.parametrize(
    ("seats", "removed", "size", "kitty"),
    [(3, "2D", 17, 0), (3, "", 17, 1), (5, "2C 2D", 10, 0), (6, "2C 2D 2S 2H", 8, 0), (5, "2D", 10, 1)],
)
def test_random_deals_share_out_the_cards_in_play(seats: int, removed: str, size: int, kitty: int) -> None:
    gone = _mask(removed) if removed else 0
    for seed in range(20):
        deal = Deal.random(seed, 1, seats, gone)
        assert [len(h) for h in deal.hands] == [size] * seats and len(deal.kitty) == kitty
        dealt = deal.kitty.mask
        for hand in deal.hands:
            assert not dealt & hand.mask
            dealt |= hand.mask
        assert dealt | gone == FULL_DECK and not dealt & gone
        assert Deal.parse(deal.format(), seats, gone) == deal


def test_four_seat_deals_are_unchanged() -> None:
    assert Deal.random(7).format().startswith("N:") and Deal.random(7, 1, 4, 0) == Deal.random(7)


def test_the_parser_checks_the_table() -> None:
    three = Deal.random(3, 1, 3, _mask("2D"))
    text = three.format()
    assert text.startswith("1:") and " 3:" in text and "K:" not in text
    with pytest.raises(NotationError, match="needs 3 hands, found 2"):
        Deal.parse(" ".join(text.split()[:2]), 3, _mask("2D"))
    with pytest.raises(NotationError, match="2♦ is neither dealt nor removed"):
        Deal.parse(text, 3, 0)
    with pytest.raises(NotationError, match="'4' is not a seat"):
        Deal.parse(text.replace("3:", "4:"), 3, _mask("2D"))
    hands = list(three.hands)
    hands[0] = CardSet(hands[0].mask & ~(hands[0].mask & -hands[0].mask))
    with pytest.raises(NotationError, match="Seat 2 holds 17 cards, not 16"):
        Deal(tuple(hands))


def test_a_deal_for_another_table_is_refused_by_the_state() -> None:
    misfit = "DEAL: this deal does not fit the table: 4 hands for a table of 3"
    with pytest.raises(IllegalAction, match=misfit):
        State.start(_table("three-2d")).deal(Deal.random(1))


# ----------------------------------------------------------------- the first lead


def test_the_three_of_clubs_leads_when_the_two_is_removed() -> None:
    v = _table("five-2d2c").with_knobs(pass_count=0)
    for seed in range(10):
        s = State.new_game(v, seed)
        assert s.to_act is not None and Card.parse("3C") in s.hand(s.to_act)
        assert s.legal_actions() == (Card.parse("3C"),)
        other = next(c for c in s.hand(s.to_act) if c != Card.parse("3C"))
        assert (
            str(s.why_illegal(other))
            == "FIRST-LEAD: the first trick is led with the 3♣, the lowest club in play"
        )


def test_left_of_dealer_leads_with_any_card_and_moves_each_hand() -> None:
    v = Variant.at_table(3, removed=("2D",), first_leader=FirstLeader.LEFT_OF_DEALER, pass_count=0)
    s = State.new_game(v, 5)
    assert s.to_act is Seat(0) and len(s.legal_actions()) == 17
    s = random_playout(s, 1, stop_at_hand_end=True).deal(Deal.random(9, 2, 3, _mask("2D")))
    assert s.to_act is Seat(1)


def test_the_lowest_club_held_leads_when_the_lowest_in_play_is_in_the_kitty() -> None:
    v = Variant.at_table(5, removed=("2C",), leftover=Leftover.KITTY, pass_count=0)
    seed = next(n for n in range(500) if Deal.random(n, 1, 5, _mask("2C")).kitty.mask & _mask("3C"))
    s = State.new_game(v, seed)
    assert s.to_act is not None and s.legal_actions() == (Card.parse("4C"),)


# ------------------------------------------------------------------- the kitty


def test_the_kitty_goes_to_the_first_tricks_winner_and_is_hidden_until_then() -> None:
    v = _table("three-kitty").with_knobs(pass_count=0)
    s = State.new_game(v, 11)
    kitty = s.kitty
    assert len(kitty) == 1
    assert all(view_of(s, seat).kitty is None for seat in Seat.at_table(3))
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    winner = s.tricks[0].winner
    assert winner is not None and kitty.mask & s.taken(winner).mask
    assert all(view_of(s, seat).kitty == kitty for seat in Seat.at_table(3))


def test_removed_cards_are_public_in_every_view() -> None:
    s = State.new_game(_table("six-twos"), 2)
    assert all(view_of(s, seat).removed == CardSet.parse("2C 2D 2S 2H") for seat in Seat.at_table(6))
    assert view_of(s, Seat(5)).seats == 6 and len(view_of(s, Seat(5)).hand) == 8


# ------------------------------------------------------------------ whole games


def test_the_moon_is_every_penalty_card_in_play() -> None:
    r = rules_for(_table("six-twos"))
    assert r.scoring.moon == _mask("QS") | (CardSet.parse_suits("-.-.-.AKQJT98765432").mask & ~_mask("2H"))
    assert deck_points(r.scoring) == 25


SIX_MOON_DEAL = "1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8"
SIX_MOON_PLAYS = (
    "3C JC 9C 6S 5C AC AD 5D 3D 6D 4H 4D AH 8H 7H 4C 3H 5H KC TC 6C 8C 8S 7C KD 9D JD 7D QS 5S "
    "KH QH 9H 8D 9S 6H KS 4S 3S TD JS 7S QC TS JH QD AS TH"
)


@pytest.mark.parametrize(("path", "each"), [("six-twos", 25), ("six-twos-moon-26", 26)])
def test_a_moon_at_six_twos_gives_each_other_seat_the_variants_moon_points(path: str, each: int) -> None:
    """Issue 36: with the four 2s out the shooter took 25 points; six-twos gives each other
    seat those 25 (moon_points: 25), the example file keeps the card's 26 (docs/players.md)."""
    name = (
        path
        if path == "six-twos"
        else str(Path(__file__).resolve().parents[2] / "examples/tables" / f"{path}.yaml")
    )
    s = State.from_deal(_table(name), SIX_MOON_DEAL, hand_number=12)
    for card in SIX_MOON_PLAYS.split():
        s = s.apply(Card.parse(card))
    [result] = s.hand_results
    assert result.points == (0, 0, 0, 0, 25, 0) and result.shooter == Seat(4)
    assert result.deltas == (each, each, each, each, 0, each)


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_tables_play_whole_games(name: str) -> None:
    v = _table(name)
    per_hand = deck_points(rules_for(v).scoring)
    for seed in range(3):
        final = random_playout(State.new_game(v, seed), seed)
        assert final.phase is Phase.OVER and final.outcome is not None
        assert len(final.scores) == v.players
        for result in final.hand_results:
            if result.shooter is None:
                assert sum(result.points) == per_hand
            else:
                assert sum(result.deltas) == v.moon_points * (v.players - 1)
        assert replay(final.record()) == final


@settings(max_examples=40, deadline=None)
@given(games(tables()))
@pytest.mark.slow
def test_every_game_at_any_size_adds_up(final: State) -> None:
    v = final.variant
    per_hand = deck_points(rules_for(v).scoring)
    previous: tuple[int, ...] = (0,) * v.players
    for result in final.hand_results:
        assert len(result.points) == v.players
        if result.shooter is None:
            assert sum(result.points) == per_hand
        assert result.scores == tuple(p + d for p, d in zip(previous, result.deltas, strict=True))
        previous = result.scores


@settings(max_examples=60, deadline=None)
@given(states(tables()))
@pytest.mark.slow
def test_every_card_is_somewhere_at_any_size(s: State) -> None:
    if s.phase is Phase.DEAL or s.phase is Phase.OVER:
        return
    seats = Seat.at_table(s.seats)
    held = [s.hand(seat).mask for seat in seats]
    taken = [s.taken(seat).mask for seat in seats]
    table = sum(c.bit for c in s.current_trick.cards)
    kitty = 0 if s.kitty_taken else s.kitty.mask
    total = sum(held) + sum(taken) + table + kitty + s.removed.mask  # (chosen passes are still held)
    assert total == FULL_DECK
    if s.to_act is not None and s.phase is not Phase.STUCK:
        assert s.legal_actions()
    assert replay(s.record()) == s


def test_every_row_of_the_sources_table_is_a_shipped_variant_or_an_example_file() -> None:
    """docs/players.md: the common rule of each size is shipped, each other row is a file in
    examples/tables; each cites its source (``sources:`` or the file's comment)."""
    from hearts.testing import TABLE_REMOVALS
    from hearts.variants.files import builtin_variant_names, load_notes

    examples = Path(__file__).resolve().parents[2] / "examples" / "tables"
    found: dict[tuple[int, tuple[str, ...], str], str] = {}
    for name in SHIPPED:
        v = load_variant(name)
        assert load_notes(name).sources and load_notes(name).reading, name
        found[(v.players, v.removed, str(v.leftover))] = name
    for path in sorted(examples.glob("*.yaml")):
        v = load_variant(path)
        assert "# " in path.read_text(encoding="utf-8").splitlines()[0], path  # cites its source
        found[(v.players, v.removed, str(v.leftover))] = path.name
    assert set(SHIPPED) <= set(builtin_variant_names())
    for players, rows in TABLE_REMOVALS.items():
        if players == 4:
            continue
        for removed in rows:
            leftover = "kitty" if (52 - len(removed)) % players else "none"
            key = (players, tuple(c.format() for c in sorted(Card.parse(r) for r in removed)), leftover)
            assert key in found, key


@settings(max_examples=40, deadline=None)
@given(states(tables()))
def test_a_tricks_card_of_each_seat_is_the_one_its_plays_give(s: State) -> None:
    """``Trick.card_of`` is the inverse of ``Trick.plays`` at any size (the current trick, part
    played, included): a seat that has not played yet has no card."""
    for trick in (*s.tricks, s.current_trick):
        played = dict(trick.plays)
        for seat in Seat.at_table(s.seats):
            assert trick.card_of(seat) == played.get(seat)


def test_a_per_variant_result_is_kept_by_object_and_bounded() -> None:
    """``per_variant`` works a result out once per variant object, not once per equal variant,
    and keeps at most ``PER_VARIANT_KEPT`` of them."""
    calls: list[Variant] = []

    @per_variant
    def seats_of(variant: Variant) -> int:
        calls.append(variant)
        return variant.players

    card, equal = Variant(), Variant()
    assert seats_of(card) == seats_of(card) == 4 and calls == [card]
    assert seats_of(equal) == 4 and len(calls) == 2  # equal, but another object
    many = [Variant(target_score=100 + i) for i in range(PER_VARIANT_KEPT + 1)]
    for variant in many:
        seats_of(variant)
    calls.clear()
    seats_of(many[0])  # dropped when the bound was reached
    seats_of(many[-1])  # kept
    assert calls == [many[0]]
