"""Practice ("your turn"): the student picks the card at a decision, then sees the bot's.

A :class:`Question` is one decision of a walk (a pass card or a play) as the student
meets it: the hand, the legal cards, for each illegal card the clause and reason that
refuse it, the bot's card and, where the Hard bot weighed its candidates over sampled
deals (``step.sampled-playouts``), the points the seat would end the hand with on average
with each weighed card there.
Answers are compared with the bot's card; :func:`summarise` gives the end summary.
Both the HTML page (its script reads the same data) and ``hearts step --quiz`` use it.

>>> from hearts.engine.variant import Variant
>>> from hearts.walkthrough.sources import from_seed
>>> w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
>>> qs = questions(w.seats[Seat.SOUTH])
>>> len(qs), qs[0].phase, qs[-1].phase
(16, 'pass', 'play')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from hearts.bots.decision import Decision
from hearts.cards import Card, CardSet, NotationError, Seat
from hearts.walkthrough.model import Illegal, Move, Walk

__all__ = ["Answer", "Question", "Summary", "costs_of", "questions", "questions_of", "summarise"]

SEARCH_KEY = "step.sampled-playouts"


def costs_of(decision: Decision | None) -> tuple[dict[Card, float], int]:
    """Average points per weighed card over the Hard bot's imagined deals, and how many deals:
    the scores are totals over the deals really dealt (``worlds``, at most ``samples``)."""
    if decision is None:
        return {}, 0
    for step in decision.steps:
        if step.key != SEARCH_KEY:
            continue
        worlds = step.params.get("worlds", step.params.get("samples"))
        scores = step.params.get("scores")
        if not isinstance(worlds, int) or worlds <= 0 or not isinstance(scores, str):
            return {}, 0
        out: dict[Card, float] = {}
        for item in scores.split():
            text, _, points = item.rpartition("=")
            try:
                out[Card.parse(text)] = int(points) / worlds
            except (NotationError, ValueError):
                return {}, 0
        return out, worlds
    return {}, 0


@dataclass(frozen=True, slots=True)
class Question:
    move: Move
    hand: CardSet
    legal: CardSet
    refusals: dict[Card, Illegal]
    bot: Card
    costs: dict[Card, float] = field(default_factory=dict)
    worlds: int = 0
    """How many imagined deals Hard's averages (``costs``) are over."""

    @property
    def seat(self) -> Seat:
        return self.move.seat

    @property
    def phase(self) -> str:
        return self.move.phase

    def refuse(self, card: Card) -> Illegal | None:
        """Why ``card`` may not be chosen (``None`` if it may). A card not in hand is refused too."""
        if card in self.legal:
            return None
        found = self.refusals.get(card)
        if found is not None:
            return found
        return Illegal(card, "", "not-in-hand")

    def extra(self, card: Card) -> float | None:
        """How many more points ``card`` cost than the bot's card on average (Hard's estimate)."""
        if card in self.costs and self.bot in self.costs:
            return self.costs[card] - self.costs[self.bot]
        return None


def questions(walk: Walk, seat: Seat | None = None) -> list[Question]:
    """The decisions a student is asked about: every decision of ``seat`` (default: every seat)."""
    return questions_of(walk.moves, seat)


def questions_of(moves: Iterable[Move], seat: Seat | None = None) -> list[Question]:
    """:func:`questions` over any moves: those whose actor's hand and legal cards the viewer sees."""
    out: list[Question] = []
    for move in moves:
        if move.pending or move.card is None or move.hand is None or move.legal is None:
            continue
        if seat is not None and move.seat is not seat:
            continue
        costs, worlds = costs_of(move.decision)
        out.append(
            Question(
                move=move,
                hand=move.hand,
                legal=move.legal,
                refusals={i.card: i for i in move.illegal},
                bot=move.card,
                costs=costs,
                worlds=worlds,
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class Answer:
    question: Question
    chosen: Card

    @property
    def matched(self) -> bool:
        return self.chosen == self.question.bot

    @property
    def extra(self) -> float | None:
        return self.question.extra(self.chosen)


@dataclass(frozen=True, slots=True)
class Summary:
    asked: int
    matched: int
    cost: float
    """Sum over the answers Hard weighed of (student's card - bot's card), average points."""
    weighed: int
    second_look: tuple[Answer, ...]
    """The answers that differ from the bot's, costliest first (unweighed ones last)."""


def summarise(answers: list[Answer]) -> Summary:
    weighed = [a for a in answers if a.extra is not None]
    differ = [a for a in answers if not a.matched]
    differ.sort(key=lambda a: (a.extra is None, -(a.extra or 0.0), a.question.move.index))
    return Summary(
        asked=len(answers),
        matched=sum(1 for a in answers if a.matched),
        cost=sum(a.extra or 0.0 for a in weighed),
        weighed=len(weighed),
        second_look=tuple(differ),
    )
