"""The terminal quiz's transcript read from its words: ``hearts step --quiz`` as a student sees it.

What ``hearts step --quiz --seat S`` prints after each answer (the verdict: the bot chose the same
card, or "you chose X; the bot chose Y", a pass as a set with the cards in both) and at the end
(the summary: how many of the decisions matched the bot's, and each one worth a second look, with
where it was) is read from the printed words alone, in each language, with the auditor's own
reading of those sentences (:func:`hearts.audit.lines.feedback_pattern`). Each is checked against
the hand of the same walkthrough's JSON (``hearts walkthrough --format json``, the teacher's view)
replayed by the engine (:func:`hearts.audit.pages.replay`):

- the verdicts come one per question, in the order of the seat's decisions (a pass is one
  question holding every card the seat passed), each of the kind its question asks (a pass of
  several cards is judged as a set);
- the bot's cards are the cards the seat played or passed; the student's are cards of its hand
  (legal, for a play); "the same" only when they are the bot's; the cards in both passes are
  those in both;
- the summary counts the verdicts that matched and the verdicts given, and lists each one that
  differed (costliest first), with the same cards and where it was (the passing, or the
  trick's number).

The transcript of a run that answers the questions in turn (the stepper's own order) is read;
the auditor does not know what was typed, only what was printed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from hearts.audit.lines import feedback_pattern
from hearts.audit.pages import replay, seat_at, teacher_hands
from hearts.cards import Card, Seat
from hearts.engine.variant import Variant
from hearts.words.notation import read_card

__all__ = ["Asked", "Reading", "asked_of", "read_transcript"]

_VERDICTS = ("same", "differ", "pass-same", "pass-differ")
_CARD = re.compile(r"(?:10|[2-9]|[^\W\d_]{1,2})[♣♦♠♥]")
_SPACES = re.compile(r"[\s\u00a0\u202f]+")


@dataclass(frozen=True, slots=True)
class Asked:
    """One question, from the replayed hand: the bot's cards, the hand and legal cards before it,
    and where it is (``0``: the passing; else the trick's number)."""

    bot: frozenset[Card]
    hand: frozenset[Card]
    legal: frozenset[Card]
    trick: int


@dataclass(slots=True)
class Reading:
    """What the transcript said, by kind, and the sentences found false."""

    lines: dict[str, int] = field(default_factory=dict)
    false: list[str] = field(default_factory=list)

    def check(self, kind: str, why: str | None, said: str) -> None:
        self.lines[kind] = self.lines.get(kind, 0) + 1
        if why is not None:
            self.false.append(f"{kind}: {why}: {said[:160]!r}")


def asked_of(data: Mapping[str, Any], variant: Variant, seat: Seat) -> list[Asked]:
    """The questions ``hearts step --quiz --seat`` asks ``seat`` in the hands of ``data``."""
    out: list[Asked] = []
    for hand in teacher_hands(data):
        passing: int | None = None
        for step, before, _after in replay(variant, hand):
            if step["phase"] != "pass":
                passing = None
            if seat_at(step["seat"], variant.players, "step") is not seat:
                continue
            card = Card.parse(step["card"])
            if step["phase"] == "pass" and passing is not None:
                held = out[passing]
                out[passing] = Asked(held.bot | {card}, held.hand, held.legal, 0)
                continue
            hand_now = frozenset(before.hand(seat))
            if step["phase"] == "pass":
                passing = len(out)
                out.append(Asked(frozenset({card}), hand_now, hand_now, 0))
            else:
                legal = frozenset(before.legal_set())
                out.append(Asked(frozenset({card}), hand_now, legal, before.trick_number))
    return out


def _cards(text: str | None, lang: str) -> frozenset[Card] | None:
    """The cards of a list as printed (``—``: none), or ``None`` if a word is not a card."""
    if text is None:
        return None
    text = text.strip()
    if text == "—":
        return frozenset()
    words = text.split()
    found = [read_card(w, lang) for w in words]
    if not words or any(f is None or not _CARD.fullmatch(w) for f, w in zip(found, words, strict=True)):
        return None
    return frozenset(Card.parse(f) for f in found if f is not None)


def _found(text: str, lang: str, kinds: tuple[str, ...]) -> Iterator[tuple[int, str, dict[str, str]]]:
    """Every sentence of ``kinds`` in ``text``: where, which kind, its slots."""
    for kind in kinds:
        for m in feedback_pattern(kind, lang).finditer(text):
            yield m.start(), kind, {k: v for k, v in m.groupdict().items() if v is not None}


def read_transcript(text: str, lang: str, asked: list[Asked]) -> Reading:
    """Read a ``hearts step --quiz`` transcript's verdicts and summary against ``asked``."""
    out = Reading()
    flat = _SPACES.sub(" ", text)
    verdicts = sorted(_found(flat, lang, _VERDICTS))
    out.check("verdicts", None if len(verdicts) <= len(asked) else "more verdicts than questions", "")
    differed: list[tuple[frozenset[Card], frozenset[Card], int]] = []
    matched = 0
    for (_, kind, slots), q in zip(verdicts, asked, strict=False):
        why = _verdict_reason(kind, slots, lang, q)
        out.check("verdict:" + kind, why, str(slots))
        if kind in ("same", "pass-same"):
            matched += 1
        else:
            mine, bot = _cards(slots.get("mine"), lang), _cards(slots.get("bot"), lang)
            differed.append((mine or frozenset(), bot or frozenset(), q.trick))
    summaries = list(_found(flat, lang, ("matched",)))
    if not summaries:
        return out
    _, _, counts = summaries[-1]
    said = (int(counts["matched"]), int(counts["total"]))
    truth = (matched, len(verdicts))
    out.check("summary:matched", None if said == truth else f"{said} said; true {truth}", str(counts))
    start = summaries[-1][0]
    items = [slots for at, _, slots in _found(flat, lang, ("item",)) if at > start]
    how_many = None if len(items) == len(differed) else f"{len(items)} listed; {len(differed)} differed"
    out.check("summary:items", how_many, "")
    left = list(differed)  # listed costliest first: each item is one answer that differed
    for slots in items:
        where = re.findall(r"\d+", slots.get("where", ""))
        mine, bot = _cards(slots.get("mine"), lang), _cards(slots.get("bot"), lang)
        item = (mine, bot, int(where[0]) if where else 0)
        found = item in left
        if found:
            left.remove(item)  # type: ignore[arg-type]
        out.check("summary:item", None if found else "not an answer that differed, there", str(slots))
    return out


def _verdict_reason(kind: str, slots: Mapping[str, str], lang: str, q: Asked) -> str | None:
    """Why a verdict of ``kind`` with these slots is false for the question ``q``."""
    several = len(q.bot) > 1
    if kind.startswith("pass-") != several:
        return "a pass of several cards is judged as a set, a single card as a card"
    if kind in ("same", "pass-same"):
        said = _cards(slots.get("card", slots.get("cards")), lang)
        return None if said == q.bot else f"'the same' names {said}; the bot's cards are {sorted(q.bot)}"
    mine, bot = _cards(slots.get("mine"), lang), _cards(slots.get("bot"), lang)
    if bot != q.bot:
        return f"the bot's cards said are {sorted(bot or ())}; the bot's are {sorted(q.bot)}"
    if mine is None or mine == q.bot or len(mine) != len(q.bot) or not mine <= q.legal:
        return "the student's cards said are not a different choice from the hand's legal cards"
    if kind == "pass-differ" and _cards(slots.get("both"), lang) != mine & q.bot:
        return "the cards in both passes are not those in both"
    return None
