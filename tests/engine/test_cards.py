"""Cards, card sets and their notations (clause DECK)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given

from hearts.cards import ALL_CARDS, CARDS_IN_PATTERN, Card, CardSet, NotationError, Rank, Seat, Suit
from hearts.testing import card_sets, cards


def test_deck_has_52_distinct_cards_in_four_suits_of_thirteen() -> None:  # DECK
    assert len(set(ALL_CARDS)) == 52
    for suit in Suit:
        assert len([c for c in ALL_CARDS if c.suit is suit]) == 13


def test_ranks_run_from_two_to_ace() -> None:  # DECK
    assert sorted(Rank) == [Rank.TWO, *list(Rank)[1:12], Rank.ACE]
    assert Rank.ACE > Rank.KING > Rank.QUEEN > Rank.JACK > Rank.TEN > Rank.TWO


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("QS", Suit.SPADES, Rank.QUEEN),
        ("TH", Suit.HEARTS, Rank.TEN),
        ("10H", Suit.HEARTS, Rank.TEN),
        ("2C", Suit.CLUBS, Rank.TWO),
        ("Q♠", Suit.SPADES, Rank.QUEEN),
        ("10♥", Suit.HEARTS, Rank.TEN),
        ("ad", Suit.DIAMONDS, Rank.ACE),
        ("J♦", Suit.DIAMONDS, Rank.JACK),
        ("K♥️", Suit.HEARTS, Rank.KING),
    ],
)
def test_parse_ascii_and_symbols(text: str, suit: Suit, rank: Rank) -> None:
    card = Card.parse(text)
    assert (card.suit, card.rank) == (suit, rank)
    assert card is Card(suit, rank)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "too short"),
        ("Q", "too short"),
        ("1H", "'1' is not a rank"),
        ("QX", "'X' is not a suit"),
        ("11S", "'11' is not a rank"),
        ("ZZ", "'Z' is not a rank"),
    ],
)
def test_bad_card_notation_names_the_text_and_why(text: str, why: str) -> None:
    with pytest.raises(NotationError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value)
    assert why in str(err.value)


@given(cards())
def test_card_formats_round_trip(card: Card) -> None:
    assert Card.parse(card.format()) is card
    assert Card.parse(card.format(symbols=True)) is card
    assert eval(repr(card)) is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card.parse("QS").rank = Rank.KING


@given(card_sets())
def test_card_set_notations_round_trip(cs: CardSet) -> None:
    assert CardSet.parse(cs.format()) == cs
    assert CardSet.parse(cs.format(symbols=True)) == cs
    assert CardSet.parse_suits(cs.format_suits()) == cs
    assert eval(repr(cs)) == cs


@given(card_sets(), card_sets())
def test_card_set_behaves_like_frozenset(a: CardSet, b: CardSet) -> None:
    fa, fb = frozenset(a), frozenset(b)
    assert frozenset(a | b) == fa | fb
    assert frozenset(a & b) == fa & fb
    assert frozenset(a - b) == fa - fb
    assert frozenset(a ^ b) == fa ^ fb
    assert (a <= b) == (fa <= fb)
    assert (a < b) == (fa < fb)
    assert a.isdisjoint(b) == fa.isdisjoint(fb)
    assert len(a) == len(fa)
    assert (a == b) == (fa == fb)
    assert a == fa
    assert list(a) == sorted(fa)


def test_card_set_helpers() -> None:
    hand = CardSet.parse("2C 9C QS AH")
    assert hand.of_suit(Suit.CLUBS) == CardSet.parse("2C 9C")
    assert hand.suits() == (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)
    assert hand.lowest() == Card.parse("2C") and hand.highest() == Card.parse("AH")
    assert hand.add(Card.parse("3D")) == CardSet.parse("2C 3D 9C QS AH")
    assert hand.remove(Card.parse("QS")) == CardSet.parse("2C 9C AH")
    with pytest.raises(KeyError):
        hand.remove(Card.parse("KS"))
    assert str(hand) == "2♣ 9♣ Q♠ A♥"
    assert CardSet.parse("-") == CardSet() and CardSet().format() == "-"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("QS QS", "appears twice"),
        ("QS, 1X", "not a rank"),
    ],
)
def test_bad_card_set_notation(text: str, why: str) -> None:
    with pytest.raises(NotationError, match=why):
        CardSet.parse(text)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("AK.Q", "4 suits"),
        ("AK.Q.-.X", "'X' in the hearts is not a rank"),
        ("AA.-.-.-", "twice"),
    ],
)
def test_bad_suit_notation(text: str, why: str) -> None:
    with pytest.raises(NotationError, match=why):
        CardSet.parse_suits(text)


def test_seats_in_order_of_play() -> None:  # interpretation Q6: clockwise, left is next
    assert [s.next for s in Seat] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert Seat.parse("south") is Seat.SOUTH
    with pytest.raises(NotationError):
        Seat.parse("X")


def test_the_pattern_table_holds_each_patterns_cards_lowest_first() -> None:
    for suit in range(4):
        assert len(CARDS_IN_PATTERN[suit]) == 1 << 13
        for pattern in range(1 << 13):
            expected = tuple(ALL_CARDS[suit * 13 + r] for r in range(13) if pattern >> r & 1)
            assert CARDS_IN_PATTERN[suit][pattern] == expected
