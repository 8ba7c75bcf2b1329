"""The variation tree as data: the ``what_if`` block of ``hearts walkthrough --format json``.

``start`` is what an independent replay needs (the deal as ``N:… E:…``, the hand number, the
totals before the hand, the variant's name); ``main`` and every variation hold a line: every
card from the first step on (``cards``), the steps the teacher chose (``chosen``), the tricks,
and what the line leads to (each seat's points in its tricks, what is added to each total, the
totals after, the moon's shooter, whether the game ends and who wins). A variation also says
where it parts (``step``, the page's number; ``index``, the data's), whose step it is, the
cards it takes there (``cards``) instead of the parent's (``instead``), the tricks that differ
from its parent's, and its own ``variations``. Language-neutral: cards ``QS``, seats ``N E S W``
(``1`` to ``6`` at another table).
"""

from __future__ import annotations

from typing import Any

from hearts.cards import Card, Seat
from hearts.walkthrough.branches import HandLine, Variation, tricks_that_differ
from hearts.walkthrough.costs import EXACT_TRICKS, CostTable
from hearts.walkthrough.model import Walkthrough

__all__ = ["cost_data", "line_data", "tree_data", "variation_data"]


def _label(seat: Seat, seats: int) -> str:
    return seat.label(seats)


def _per_seat(values: tuple[int, ...], seats: int) -> dict[str, int]:
    return {Seat(i).label(seats): v for i, v in enumerate(values)}


def cost_data(t: CostTable, seats: int) -> dict[str, Any]:
    """One cost table: per legal card, the seat's points with the bots playing on, with every hand
    shown (``min-own``, from the last ``exact_from`` tricks) and the estimate over ``worlds``."""
    return {
        "step": t.step,
        "index": t.index,
        "seat": _label(t.seat, seats),
        "phase": t.phase,
        "chosen": t.chosen.format(),
        "tricks_left": t.tricks_left,
        "exact_from": EXACT_TRICKS,
        "worlds": t.worlds,
        "cards": [
            {
                "card": r.card.format(),
                "bots": r.bots,
                "exact": r.exact,
                "estimate": None if r.estimate is None else round(r.estimate, 2),
            }
            for r in t.rows
        ],
    }


def line_data(line: HandLine, tables: tuple[CostTable, ...] = ()) -> dict[str, Any]:
    """One line: its cards, the teacher's steps, its tricks, where it leads and its cost tables."""
    n = line.dealt.seats
    result = line.result
    outcome = line.last.outcome
    table = Seat.at_table(n)
    return {
        "cards": [p.card.format() for p in line.plays],
        "chosen": [p.index for p in line.plays if p.chosen],
        "tricks": [
            {
                "number": t.number,
                "leader": _label(t.leader, n),
                "cards": [c.format() for c in t.cards],
                "winner": None if t.winner is None else _label(t.winner, n),
            }
            for t in line.tricks
        ],
        "points": {s.label(n): line.points(s) for s in table},
        "added": None if result is None else _per_seat(result.deltas, n),
        "scores": None if result is None else _per_seat(result.scores, n),
        "moon": None if result is None or result.shooter is None else _label(result.shooter, n),
        "game_over": line.game_over,
        "winners": [] if outcome is None else [_label(s, n) for s in outcome.winners],
        "costs": [cost_data(t, n) for t in tables if t.forced == line.forced],
    }


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [c.format() for c in cards]


def variation_data(v: Variation, parent: HandLine, tables: tuple[CostTable, ...] = ()) -> dict[str, Any]:
    n = parent.dealt.seats
    at = parent.plays[v.at]
    return {
        "step": v.step,
        "index": v.at,
        "seat": _label(at.seat, n),
        "phase": at.phase,
        "cards": _cards(v.cards),
        "instead": _cards(tuple(p.card for p in parent.plays[v.at : v.at + len(v.cards)])),
        "tricks_differ": list(tricks_that_differ(parent, v.line)),
        "line": line_data(v.line, tables),
        "variations": [variation_data(c, v.line, tables) for c in v.children],
    }


def tree_data(w: Walkthrough) -> dict[str, Any]:
    """The ``what_if`` block: the start, the main line and its variations (``w.main`` is set)."""
    assert w.main is not None and w.origin is not None
    start, main, tables = w.origin.start, w.main, w.costs
    return {
        "start": {
            "variant": w.variant.name,
            "hand": start.hand_number,
            "scores": list(start.scores),
            "deals": [deal.format() for deal in main.deals(w.origin)],
        },
        "main": line_data(main, tables),
        "variations": [variation_data(v, main, tables) for v in w.variations],
    }
