"""The sentences the classroom server says about a position: a refused card with its clause, a
trick in one sentence, a bot's reason. The words themselves are in :mod:`hearts.words.classroom`
(catalog ``serve.po``).

A bot's reason and a refused card's reason are the walkthrough's own sentences
(:class:`hearts.words.lang.Lang`, :func:`hearts.walkthrough.render.refusal`), so a
student reads at the table what the walkthrough prints for the same position.

>>> say("es", "not-your-turn")
'No es tu turno.'
>>> trick_sentence(Lang("fr"), Seat.WEST, 3, Card.parse("QS"), (Card.parse("QS"), Card.parse("2H")))
'Ouest remporte le pli 3 avec D♠ et prend ces cartes à points : D♠ 2♥.'
"""

from __future__ import annotations

from collections.abc import Sequence

from hearts.bots.decision import Decision
from hearts.cards import Card, Seat
from hearts.engine.state import State
from hearts.walkthrough.model import Illegal
from hearts.walkthrough.render import refusal
from hearts.walkthrough.timeline import analyse
from hearts.words import LANGUAGES
from hearts.words.classroom import HINT, PAGE, TRICK_CLEAN, TRICK_POINTS, page_texts, say, translate
from hearts.words.lang import Lang
from hearts.words.typeset import typeset

__all__ = [
    "HINT",
    "LANGUAGES",
    "PAGE",
    "TRICK_CLEAN",
    "TRICK_POINTS",
    "Lang",
    "chosen_language",
    "hint_sentence",
    "page_texts",
    "quoted",
    "reason_sentence",
    "refused_sentence",
    "say",
    "trick_sentence",
    "who_sits",
]


def chosen_language(code: object) -> str:
    """The visitor's language if it is one of the five, else English."""
    return code if isinstance(code, str) and code in LANGUAGES else "en"


def who_sits(lang: Lang, level: str, student: bool) -> str:
    """Who plays a seat, as a page says it: a student, or a bot and its level."""
    return say(lang.code, "student") if student else say(lang.code, "bot", level=lang.level(level))


def quoted(value: object, limit: int = 20) -> str:
    """``value`` as a sentence quotes it: at most ``limit`` characters (``…`` after a cut), each
    character that is not printable (a control, a lone surrogate, a direction mark) written as its
    escape, so that a sentence quoting what a client sent stays short and can always be sent.

    >>> quoted("ZZ"), quoted("\\ud800\\x1b[31m"), quoted("A" * 30, 5)
    ('ZZ', '\\\\ud800\\\\x1b[31m', 'AAAAA…')
    """
    text = value if isinstance(value, str) else str(value)
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in cut)


def refused_sentence(lang: Lang, state: State, card: Card) -> tuple[str, str]:
    """``(clause, sentence)``: why the engine refuses ``card`` now, in the walkthrough's words."""
    violation = state.why_illegal(card)
    clause = violation.clause if violation is not None else ""
    found = next((i for i in analyse(state) if i.card == card), None)
    if found is None:  # not in the hand (or nobody acts): the engine's own clause
        reason = "not-in-hand" if clause == "DEAL" else violation.key if violation is not None else "other"
        found = Illegal(card, clause, reason, violation=violation)
    return clause, typeset(lang.code, refusal(lang, found))


def trick_sentence(lang: Lang, winner: Seat, number: int, card: Card, points: Sequence[Card]) -> str:
    """What happened in a trick, in one sentence."""
    params = {"seat": lang.seat(winner), "number": str(number), "card": lang.card(card)}
    if not points:
        return typeset(lang.code, translate(lang.code, TRICK_CLEAN) % params)
    text = translate(lang.code, TRICK_POINTS) % {**params, "cards": lang.cards(points)}
    return typeset(lang.code, text)


def hint_sentence(lang: Lang, decision: Decision) -> str:
    """The Hard bot's card and its decisive reason (the walkthrough's sentence)."""
    head = decision.headline
    reason = lang.record(head.key, head.params) if head is not None else "—"
    return typeset(
        lang.code, translate(lang.code, HINT) % {"card": lang.card(decision.action), "reason": reason}
    )


def reason_sentence(lang: Lang, decision: Decision) -> str:
    """A bot's card and its reason read aloud ("West plays Q♦: ...")."""
    return typeset(lang.code, lang.headline(decision) or lang.card(decision.action))
