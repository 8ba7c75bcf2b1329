"""Practice from one's own mistakes at the console (``hearts step --practice NAME``): each
position due on the student's Leitner schedule (:data:`hearts.serve.store.BOX_DAYS`) is shown
as the student met it, the student types the card (a pass: its cards on one line), and the
answer moves the position along the schedule. The browser's practice
(:mod:`hearts.serve.classes`) asks the same positions and judges them the same way
(:func:`hearts.serve.judge.answer_right`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from hearts.cards import Card, NotationError
from hearts.serve.judge import answer_right
from hearts.serve.store import Due, Store, Student
from hearts.serve.words import say
from hearts.words.lang import Lang
from hearts.words.typeset import typeset

__all__ = ["position_lines", "practise"]

QUIT = ("q", "quit")


def _cards(position: dict[str, Any], name: str) -> list[Card]:
    out = []
    for text in position.get(name) or ():
        try:
            out.append(Card.parse(str(text)))
        except (NotationError, ValueError):
            continue
    return out


def position_lines(lang: Lang, due: Due) -> list[str]:
    """The position as the student met it: the theme, the trick so far (or that they lead), the
    hand, and the question."""
    position = due.position
    code = lang.code
    lines = [f"{say(code, 'col-theme')}: {due.theme} · {due.clause}"]
    if position.get("phase") == "play":
        trick = [(str(seat), c) for seat, c in position.get("trick") or ()]
        if trick:
            shown = " ".join(f"{seat} {lang.card(Card.parse(c))}" for seat, c in trick)
            lines.append(say(code, "practice-trick", cards=shown))
        else:
            lines.append(say(code, "practice-lead"))
        question = say(code, "practice-play")
    else:
        question = say(code, "practice-pass", count=str(position.get("count", 1)))
    lines.append(lang.cards(_cards(position, "hand")))
    lines.append(question)
    return [typeset(code, line) for line in lines]


def _read(lang: Lang, line: str, hand: list[Card]) -> str | None:
    """The typed cards in the engine's notation (``QS AH``), or ``None`` if a word is no card."""
    cards = []
    for word in line.replace(",", " ").split():
        card = lang.parse_card(word, hand)
        if card is None:
            return None
        cards.append(card.format())
    return " ".join(cards)


def practise(
    store: Store, student: Student, lang: Lang, lines: Iterable[str], echo: Callable[[str], None]
) -> tuple[int, int]:
    """Ask every position due now, one by one, until the queue or the input ends (or ``q``):
    how many answered, and how many right."""
    answered = right = 0
    code = lang.code
    source = iter(lines)
    due = store.due(student)
    if not due:
        echo(say(code, "practice-none"))
        return 0, 0
    for item in due:
        for line in position_lines(lang, item):
            echo(line)
        while True:
            typed = next(source, None)
            if typed is None or typed.strip().lower() in QUIT:
                return answered, right
            hand = _cards(item.position, "hand")
            read = _read(lang, typed, hand)
            verdict = answer_right(item.position, read) if read is not None else None
            if verdict is not None:
                break
            examples = lang.typing_examples()
            echo(f"{typed.strip()[:30]}: {examples} ({item.position.get('count', 1)})")
        answered += 1
        right += verdict
        store.answered(student, item.id, verdict)
        if verdict:
            echo(say(code, "practice-right"))
        else:
            echo(say(code, "practice-wrong", cards=lang.cards(_cards(item.position, "bot"))))
    echo(say(code, "practice-queue", count=str(store.queued(student))))
    return answered, right
