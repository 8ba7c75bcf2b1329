"""A walkthrough page words each bot decision once per page (the teacher's view and each seat's
share them) and every step still shows the words of its own decision."""

from __future__ import annotations

from markupsafe import escape

from hearts.engine.variant import Variant
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed
from hearts.words.lang import Lang, RenderedDecision
from hearts.words.typeset import typeset


def test_every_decisions_headline_is_on_the_page() -> None:
    w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
    page = render(w, "es", "html")
    lang = Lang("es")
    headlines = {
        RenderedDecision.of(step.decision, lang).headline
        for step in w.teacher.moves
        if step.decision is not None
    } - {""}
    assert len(headlines) > 40  # the 64 decisions of a hand, each its own sentence
    missing = [h for h in headlines if typeset("es", str(escape(h)), html=True) not in page]
    assert missing == []
