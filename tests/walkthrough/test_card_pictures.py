"""The HTML walkthrough draws the trick on the table with the card pictures of hearts.cards.svg."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from hearts.cards import Card
from hearts.engine.variant import Variant
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed
from hearts.words.lang import Lang


class _Pictures(HTMLParser):
    """Symbols defined in the page, and the pictures drawn in the trick slots."""

    def __init__(self) -> None:
        super().__init__()
        self.symbols: dict[str, list[str]] = {}
        self.drawn: list[tuple[str, str, str]] = []  # (slot card, aria-label, href)
        self._symbol: str | None = None
        self._slot_card: str | None = None
        self._label = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "symbol":
            self._symbol = a["id"]
            self.symbols[self._symbol] = []
        elif tag == "span" and "pic" in a.get("class", "").split():
            self._slot_card = a["data-card"]
        elif tag == "svg" and self._slot_card is not None:
            self._label = a.get("aria-label", "")
        elif tag == "use" and self._slot_card is not None:
            self.drawn.append((self._slot_card, self._label, a["href"]))
            self._slot_card = None

    def handle_endtag(self, tag: str) -> None:
        if tag == "symbol":
            self._symbol = None

    def handle_data(self, data: str) -> None:
        if self._symbol is not None and data.strip():
            self.symbols[self._symbol].append(data.strip())


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.slow
def test_every_card_played_is_a_picture_of_that_card(lang: str) -> None:
    w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
    page = _Pictures()
    page.feed(render(w, lang, "html"))
    played = [s.card for s in w.teacher.moves if s.phase == "play" and s.card is not None]
    assert len(played) == 52
    teacher = page.drawn[:52]  # the teacher's view comes first; the seats' views follow
    assert [Card.parse(c) for c, _, _ in teacher] == played
    language = Lang(lang)
    for code, label, href in page.drawn:
        card = Card.parse(code)
        assert label == language.card(card)
        symbol = href.removeprefix("#")
        assert symbol in page.symbols, href
        texts = page.symbols[symbol]
        assert language.rank(card.rank) in texts and card.suit.symbol in texts, (symbol, texts)


def test_the_pictures_keep_the_page_small() -> None:
    """The 52 faces once per page (under 40 kB), then one short reference per card drawn."""
    w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
    page = render(w, "en", "html")
    start, end = page.index("<defs>"), page.index("</defs>")
    assert end - start < 40_000
    assert page.count("<use ") == page.count('class="card pic"') <= 52 * 5
