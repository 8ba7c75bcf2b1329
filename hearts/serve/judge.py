"""A student's decision at a table, set beside the Hard adviser's: what the class records keep
(:mod:`hearts.serve.store`) and what practice asks again.

A decision is judged as the walkthrough's quiz judges an answer (:mod:`hearts.walkthrough.quiz`):
the same card as the adviser's agrees; a pass card agrees when the adviser would pass it too (the
cards it would pass from that position on: PASS-COUNT, a pass is judged as a set); the
points a card cost are Hard's sampled averages (:func:`~hearts.walkthrough.quiz.costs_of`), the
student's card minus the adviser's, where Hard weighed both. The clause is the rule that shapes
the position (:func:`position_clause`), the theme the lesson's (:func:`theme_of`).

>>> from hearts.engine.variant import Variant
>>> from hearts.engine.state import State
>>> from hearts.bots import make_bot
>>> from hearts.engine.view import view_of
>>> state = State.start(Variant(), 7).deal()
>>> seat = state.to_act
>>> view = view_of(state, seat)
>>> advice = make_bot("hard", seat, 7).decide(view)
>>> d = judged(view, advice.action, advice, [advice.action], student=1, table="ABCDEF", theme="", number=0)
>>> d.agreed, d.clause, d.phase, d.position["count"]
(True, 'PASS-COUNT', 'pass', 1)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from hearts.bots.decision import Decision
from hearts.cards import Card, NotationError, Seat
from hearts.engine.state import Phase
from hearts.engine.view import PlayerView
from hearts.walkthrough.quiz import costs_of
from hearts.walkthrough.themes import THEMES

__all__ = ["Decided", "answer_right", "judged", "position_clause", "theme_of"]

FREE_PLAY = "free-play"
"""The theme of a table that is not a lesson on one (a seed, a deal, a saved game)."""


@dataclass(frozen=True, slots=True)
class Decided:
    """One decision of a student at a table, as the table saw it."""

    student: int
    table: str
    hand: int
    number: int
    """How many cards the table had played before it."""
    phase: str
    theme: str
    clause: str
    reason: str
    """The adviser's headline (a message key: ``step.duck``), ``""`` with one legal card."""
    chosen: str
    bot: str
    agreed: bool
    cost: float | None
    """Points the student's card cost over the adviser's (Hard's sampled average), if weighed."""
    position: dict[str, Any] = field(default_factory=dict)
    """The practice position: the quiz's question (hand, legal cards, trick, the bot's cards)."""
    at: float = field(default_factory=time.time)


def theme_of(source: str) -> str:
    """The lesson's theme, from where the table's game came from (``moon: seed 3, hand 2``).

    >>> theme_of("moon: seed 3, hand 2"), theme_of("seed 7")
    ('moon', 'free-play')
    """
    head = source.partition(":")[0].strip()
    return head if head in THEMES else FREE_PLAY


def position_clause(view: PlayerView) -> str:
    """The rule that shapes the seat's choice here: PASS-COUNT when passing; leading, FIRST-LEAD
    for the hand's first trick, else HEARTS-LEAD; following, FOLLOW with a card of the suit led,
    else FIRST-TRICK-POINTS on the first trick and DISCARD after it."""
    if view.phase is Phase.PASS:
        return "PASS-COUNT"
    trick = view.current_trick
    first = view.tricks_played == 0
    if not trick.cards:
        return "FIRST-LEAD" if first else "HEARTS-LEAD"
    led = trick.led_suit
    if any(card.suit is led for card in view.hand):
        return "FOLLOW"
    return "FIRST-TRICK-POINTS" if first else "DISCARD"


def judged(
    view: PlayerView,
    card: Card,
    advice: Decision,
    bot: list[Card],
    *,
    student: int,
    table: str,
    theme: str,
    number: int,
) -> Decided:
    """``card``, chosen by ``student`` at ``view``, judged against the adviser's ``advice`` and its
    answer as a set, ``bot``: its card, or passing, the cards it would pass from here (PASS-COUNT:
    :meth:`hearts.serve.table.ClassTable.advised_cards`)."""
    costs, worlds = costs_of(advice)
    cost = costs[card] - costs[advice.action] if card in costs and advice.action in costs else None
    trick = view.current_trick
    clause = position_clause(view)
    phase = "pass" if view.phase is Phase.PASS else "play"
    reason = advice.headline.key if advice.headline is not None else ""
    position: dict[str, Any] = {
        "phase": phase,
        "seat": view.seat.label(view.seats),
        "seats": view.seats,
        "hand": [c.format() for c in view.hand],
        "legal": [c.format() for c in view.legal],
        "trick": [[s.label(view.seats), c.format()] for s, c in trick.plays],
        "bot": [c.format() for c in bot],
        "count": len(bot),
        "costs": {c.format(): round(v, 3) for c, v in costs.items()},
        "worlds": worlds,
        "clause": clause,
        "reason": reason,
        "chosen": card.format(),
    }
    return Decided(
        student=student,
        table=table,
        hand=view.hand_number,
        number=number,
        phase=phase,
        theme=theme,
        clause=clause,
        reason=reason,
        chosen=card.format(),
        bot=advice.action.format(),
        agreed=card in bot,
        cost=None if cost is None else round(cost, 3),
        position=position,
    )


def answer_right(position: dict[str, Any], answer: str) -> bool | None:
    """Whether ``answer`` (cards in the engine's notation, one or a pass's on one line) is the
    adviser's answer at a practice ``position``; ``None`` if it names a card the position's hand
    does not hold or not as many cards as asked.

    >>> pos = {"hand": ["QS", "2C", "AH"], "bot": ["QS"], "count": 1}
    >>> answer_right(pos, "qs"), answer_right(pos, "2C"), answer_right(pos, "KD")
    (True, False, None)
    """
    try:
        cards = {Card.parse(part).format() for part in answer.replace(",", " ").split()}
    except (NotationError, ValueError):
        return None
    hand = set(position.get("hand") or ())
    if not cards or not cards <= hand or len(cards) != int(position.get("count") or 1):
        return None
    return cards == set(position.get("bot") or ())


def seat_of(label: str, seats: int) -> Seat | None:
    """The seat a position names (its label at its table size)."""
    return next((s for s in Seat.at_table(seats) if s.label(seats) == label), None)
