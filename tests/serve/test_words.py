"""The classroom's sentences (``hearts/serve/words.py``) in every language: each in the template
and translated, with the same slots, so a page never shows an English sentence or a bare slot."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from hearts.serve.words import HINT, PAGE, TRICK_CLEAN, TRICK_POINTS
from hearts.words import LANGUAGES
from hearts.words.classroom import say
from hearts.words.names import seat

LOCALE = Path(__file__).resolve().parents[2] / "hearts" / "words" / "locale"
SLOT = re.compile(r"%\((\w+)\)s")
SENTENCES = {*PAGE.values(), HINT, TRICK_CLEAN, TRICK_POINTS}


def _messages(path: Path) -> dict[str, str]:
    with path.open("rb") as handle:
        return {str(m.id): str(m.string) for m in read_po(handle) if m.id}


def test_the_template_holds_every_sentence_of_the_pages() -> None:
    assert set(_messages(LOCALE / "serve.pot")) == SENTENCES


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_sentence_of_the_pages_is_translated_with_its_slots(lang: str) -> None:
    translated = _messages(LOCALE / lang / "LC_MESSAGES" / "serve.po")
    for sentence in SENTENCES:
        text = translated.get(sentence)
        assert text, f"{lang}: {sentence!r} is not translated"
        assert set(SLOT.findall(text)) == set(SLOT.findall(sentence)), (lang, sentence, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_numbered_seat_is_named_once_in_every_sentence_that_names_it(lang: str) -> None:
    """At a table of five, "Seat 3" fills the sentences' seat: none says the word for a seat
    again around it ("Take seat Seat 3", "3. hely helyében")."""
    name = seat(3, lang, 5)
    word = re.sub(r"[\d.\s]", "", name).lower()
    for key, sentence in PAGE.items():
        if "%(seat)s" not in sentence:
            continue
        slots = {slot: "X" for slot in SLOT.findall(sentence)}
        filled = say(lang, key, **{**slots, "seat": name}).lower()
        assert filled.count(word) == 1, (lang, key, filled)
