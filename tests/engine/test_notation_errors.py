"""A notation error quotes a bounded part of what it was given: a 2,000,000-character card, hand
or deal is refused in a message of a few hundred characters that says how long the text was
(it quoted the whole text, twice for a hand inside a deal)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit
from hearts.engine.deal import Deal

BIG = 2_000_000
LONGEST = 600
"""Characters a notation error may hold, whatever it was given."""

CASES: dict[str, tuple[Callable[[str], object], str]] = {
    "card": (Card.parse, "x" * BIG),
    "card-rank": (Card.parse, "1" * BIG + "S"),
    "card-suit": (Card.parse, "Q" + "z" * BIG),
    "suit": (Suit.parse, "s" * BIG),
    "rank": (Rank.parse, "9" * BIG),
    "seat": (Seat.parse, "n" * BIG),
    "hand": (CardSet.parse, "QS " + "x" * BIG),
    "hand-twice": (CardSet.parse, "QS " * (BIG // 3)),
    "suits": (CardSet.parse_suits, "Z" * BIG + "..."),
    "suits-count": (CardSet.parse_suits, "." * BIG),
    "deal-hand": (Deal.parse, "N:" + "A" * BIG + " - - -"),
    "deal-hands": (Deal.parse, "N:" + " ".join(["x" * 1000] * 2000)),
    "deal-seat": (Deal.parse, "Q" * BIG + ":AK.-.-.- - - -"),
    "deal-kitty": (Deal.parse, "N:- - - - K:" + "x" * BIG),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_huge_notation_is_quoted_cut_with_its_length(name: str) -> None:
    parse, text = CASES[name]
    with pytest.raises(NotationError) as caught:
        parse(text)
    message = str(caught.value)
    assert len(message) < LONGEST, (len(message), message[:300])
    assert f"({len(text)} characters)" in message, message
    assert caught.value.text == text  # the whole text stays on the error
