"""Practice ("your turn"): the student picks the card at a decision, then sees the bot's.

A :class:`Question` is one decision of a walk as the student meets it: a seat's whole pass
(PASS: the cards go together, so they are asked together and judged as a set, whatever order
the bot picked them in) or one play. It holds the hand, the legal cards, for each illegal
card the clause and reason that refuse it, the bot's card(s) and, where the Hard bot weighed
its candidates over sampled deals (``step.sampled-playouts``), the points the seat would end
the hand with on average with each weighed card there.
Answers are compared with the bot's cards; :func:`summarise` gives the end summary.
Both the HTML page (its script reads the same data) and ``hearts step --quiz`` use it.

>>> from hearts.engine.variant import Variant
>>> from hearts.walkthrough.sources import from_seed
>>> w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
>>> qs = questions(w.seats[Seat.SOUTH])
>>> len(qs), qs[0].phase, qs[0].count, qs[-1].phase
(14, 'pass', 3, 'play')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

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
    passed: CardSet = field(default_factory=CardSet)
    """A pass question: every card the bot passes in this pass (``move`` is the first of them)."""

    @property
    def bot_cards(self) -> CardSet:
        """The bot's answer as a set: its whole pass, or the one card it plays."""
        return self.passed if self.phase == "pass" and self.passed else CardSet([self.bot])

    @property
    def count(self) -> int:
        """How many cards the answer holds (the pass's size; 1 for a play)."""
        return len(self.bot_cards)

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
    """:func:`questions` over any moves: those whose actor's hand and legal cards the viewer sees.

    A seat's pass is one question, at its first card, holding every card it passes (a play
    between two pass cards would start another passing, as in the next hand)."""
    out: list[Question] = []
    passing: dict[Seat, int] = {}
    """The seats of the passing under way, and the place of their question in ``out``."""
    for move in moves:
        if move.phase != "pass":
            passing.clear()
        if move.pending or move.card is None or move.hand is None or move.legal is None:
            continue
        if seat is not None and move.seat is not seat:
            continue
        if move.phase == "pass" and move.seat in passing:
            at = passing[move.seat]
            out[at] = replace(out[at], passed=out[at].passed.add(move.card))
            continue
        if move.phase == "pass":
            passing[move.seat] = len(out)
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
                passed=CardSet([move.card]) if move.phase == "pass" else CardSet(),
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class Answer:
    question: Question
    chosen: CardSet
    """The student's cards: a whole pass, or the one card played."""

    @property
    def matched(self) -> bool:
        """The same cards as the bot's (a pass as a set: the order they were picked in is no matter)."""
        return self.chosen == self.question.bot_cards

    @property
    def common(self) -> int:
        """How many of the student's cards the bot chose too."""
        return len(self.chosen & self.question.bot_cards)

    @property
    def extra(self) -> float | None:
        if len(self.chosen) != 1:
            return None  # Hard weighs single plays only
        return self.question.extra(next(iter(self.chosen)))


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
