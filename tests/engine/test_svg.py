"""hearts.cards.svg: pictures that are well-formed SVG and show what the objects hold; the docs
page's pictures are what its code cells make."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from hearts.cards import Card, CardSet, svg
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.engine.view import view_of

NS = "{http://www.w3.org/2000/svg}"
PAGE = Path(__file__).resolve().parents[2] / "docs" / "notebooks.md"


def _cards(picture: str) -> tuple[list[str], int]:
    """Titles of the face-up cards and the number of face-down cards in a picture."""
    root = ET.fromstring(picture)
    faces, backs = [], 0
    for group in root.iter(f"{NS}g"):
        classes = group.get("class", "").split()
        if "card" in classes and "back" in classes:
            backs += 1
        elif "card" in classes:
            title = group.find(f"{NS}title")
            assert title is not None and title.text
            faces.append(title.text)
    return faces, backs


def _position() -> State:
    state = State.from_deal(Variant(pass_count=0), Deal.random(3))
    for _ in range(6):
        state = state.apply(min(state.legal_actions()))
    return state


def test_card_and_hand() -> None:
    assert _cards(Card.parse("10H")._repr_svg_()) == (["10♥"], 0)
    hand = CardSet.parse("2C QS AH")
    assert _cards(hand._repr_svg_()) == (["2♣", "Q♠", "A♥"], 0)
    assert _cards(svg.card(None)) == ([], 1)


def test_table_shows_every_card_left_and_the_trick() -> None:
    state = _position()
    faces, backs = _cards(state._repr_svg_())
    played_before = sum(len(t.cards) for t in state.tricks if t is not state.current_trick)
    assert backs == 0
    assert len(faces) == 52 - played_before  # the hands plus the cards on the table
    assert sorted(faces) == sorted(
        [str(c) for seat in range(4) for c in state.hand(type(state.to_act)(seat))]  # type: ignore[misc]
        + [str(c) for c in state.current_trick.cards]
    )


def test_view_hides_the_others_cards() -> None:
    state = _position()
    seat = state.to_act
    assert seat is not None
    view = view_of(state, seat)
    faces, backs = _cards(view._repr_svg_())
    hidden = {str(c) for other in range(4) if other != seat for c in state.hand(type(seat)(other))}
    assert not hidden & set(faces)  # nothing the seat may not see
    assert {str(c) for c in view.hand} <= set(faces)
    assert backs == sum(len(state.hand(type(seat)(other))) for other in range(4) if other != seat)


def test_trick_outlines_the_winner() -> None:
    trick = _position().tricks[0]
    root = ET.fromstring(trick._repr_svg_())
    outlined = [
        g.find(f"{NS}title").text  # type: ignore[union-attr]
        for g in root.iter(f"{NS}g")
        if g.get("class") == "card" and 'stroke-width="3"' in ET.tostring(g, encoding="unicode")
    ]
    assert outlined == [str(c) for s, c in trick.plays if s == trick.winner]


def test_text_is_escaped_for_xml() -> None:
    assert svg._text('<script>"&\x1b') == "&lt;script&gt;&quot;&amp;"
    ET.fromstring(svg._document(10, 10, "", "<b>&</b>\x00"))


def test_docs_page_pictures_come_from_its_code() -> None:
    text = PAGE.read_text("utf-8")
    cells = re.findall(r"```python\n(.*?)```\s*\n(<svg.*?</svg>)", text, flags=re.S)
    assert len(cells) == 5
    scope: dict[str, Any] = {}
    for code, picture in cells:
        *body, last = code.strip().splitlines()
        exec("\n".join(body), scope)
        value = eval(last, scope)
        assert value._repr_svg_() == picture, code
