"""The terminal quiz's transcript (`hearts step --quiz`), read from its printed words (issue 35):
each verdict and the summary say who chose which cards, in five languages; a planted wording
bug in each is caught."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hearts.audit.transcript import Asked, read_transcript
from hearts.cards import Card, Seat
from hearts.terminal.transcript import alternate, quiz_transcript
from hearts.variants.files import load_variant
from hearts.words import LANGUAGES

CARD = load_variant("card-1.0.0")
SEED, HAND = 2718, 2


def _read(
    lang: str,
    choose: Callable[[int, Asked], list[Card]] = alternate,
    plant: Callable[[dict[str, str]], None] | None = None,
) -> tuple[dict[str, int], list[str]]:
    text, _data, asked = quiz_transcript(SEED, HAND, CARD, lang, Seat.SOUTH, choose, plant)
    reading = read_transcript(text, lang, asked)
    return reading.lines, reading.false


def _odd_first(number: int, asked: Asked) -> list[Card]:
    """The other choice first: the pass differs, then every other play."""
    return alternate(number + 1, asked)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quiz_transcript_reads_true_in_each_language(lang: str) -> None:
    for choose in (alternate, _odd_first):
        lines, false = _read(lang, choose)
        assert false == []
        assert lines["summary:matched"] == 1 and lines["summary:item"] >= 5, lines
    lines, _ = _read(lang, _odd_first)
    assert lines.get("verdict:pass-differ") == 1 and lines.get("verdict:same"), lines


def _swap(kind: str, a: str, b: str) -> Callable[[dict[str, str]], None]:
    def plant(texts: dict[str, str]) -> None:
        texts[kind] = texts[kind].replace(a, "\0").replace(b, a).replace("\0", b)

    return plant


@pytest.mark.parametrize(
    ("lang", "plant", "choose", "why"),
    [
        ("en", _swap("differ", "{mine}", "{bot}"), alternate, "the bot's cards said are"),
        ("fr", _swap("differ", "{mine}", "{bot}"), alternate, "the bot's cards said are"),
        ("hu", _swap("pass-differ", "{both}", "{bot}"), _odd_first, "the bot's cards said are"),
        ("es", _swap("pass-differ", "{mine}", "{bot}"), _odd_first, "the bot's cards said are"),
        ("it", _swap("matched", "{matched}", "{total}"), alternate, "said; true"),
        ("en", _swap("item", "{mine}", "{bot}"), alternate, "not an answer that differed"),
        ("fr", lambda t: t.update(same=t["same"].replace("{card}", "{card} 2♥")), alternate, "'the same'"),
    ],
)
def test_a_planted_wording_bug_in_the_transcript_is_caught(
    lang: str, plant: Callable[[dict[str, str]], None], choose: Callable[[int, Asked], list[Card]], why: str
) -> None:
    _lines, false = _read(lang, choose, plant)
    assert any(why in line.partition(": ")[2] for line in false), false


def test_the_cards_in_both_passes_are_read_in_their_role() -> None:
    plant = lambda t: t.update({"pass-differ": t["pass-differ"].replace("{both}", "{mine}")})  # noqa: E731
    _lines, false = _read("fr", _odd_first, plant)
    assert any(line.startswith("verdict:pass-differ: the cards in both passes") for line in false), false


def test_a_pass_judged_card_by_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # the bot's pass typed in another order is the same pass (PASS): a quiz that compared card
    # by card would say it differs
    from hearts.walkthrough import quiz

    monkeypatch.setattr(quiz.Answer, "matched", property(lambda a: False))
    _lines, false = _read("en", alternate)
    assert any("'the same'" in line or "not a different choice" in line for line in false), false
