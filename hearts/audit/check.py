"""Every claim of one decision record: its facts, its steps, its headline, its runner-up.

:func:`claims` yields ``(key, reason)`` for each claim the record makes, ``reason``
``None`` when the claim is true. Keys are the record keys, ``headline:<step key>`` for
the decisive reason and ``runner-up`` for the second-choice line.
"""

from __future__ import annotations

from collections.abc import Iterator

from hearts.audit.claims import Position, check_fact
from hearts.audit.steps import check_step
from hearts.bots.decision import Decision
from hearts.bots.keys import HEADLINE_PARAMS

__all__ = ["claims", "misleading"]


def claims(p: Position) -> Iterator[tuple[str, str | None]]:
    """Each claim of ``p.decision`` with why it is false (``None``: true)."""
    d = p.decision
    for fact in d.facts:
        yield fact.key, check_fact(p, fact)
    legal = tuple(sorted(p.state.legal_set()))
    yield "candidates", None if tuple(sorted(d.candidates)) == legal else "not the legal cards"
    given = d.candidates
    for step in d.steps:
        yield step.key, check_step(p, step.key, step.params, given, step.kept)
        given = step.kept
    yield (
        "action",
        None if d.steps and d.steps[-1].kept[0] == d.action else "the last step did not rank it first",
    )
    if d.headline is not None:
        yield "headline:" + d.headline.key, _headline(p, d)
    if d.runner_up is not None:
        yield "runner-up", _runner_up(d)


def _headline(p: Position, d: Decision) -> str | None:
    head = d.headline
    assert head is not None
    if head.params.get("actor") is not p.seat or head.params.get("card") != d.action:
        return "names another seat or card"
    params = {k: v for k, v in head.params.items() if k not in HEADLINE_PARAMS}
    given = head.given
    kept = given
    for step in d.steps:
        if step.key == head.key and step.params == params:
            kept = step.kept
    if not kept or kept[0] != d.action:
        return f"its step does not rank {d.action} first"
    return check_step(p, head.key, params, given, kept)


def _runner_up(d: Decision) -> str | None:
    """The card the bot would have chosen without the decisive step: a legal card other than
    the action, among the cards that step was given (the steps before it are the same without
    it, and every later step only keeps or orders what it is given), set aside there."""
    r, head = d.runner_up, d.headline
    if r is None or r == d.action or r not in d.candidates:
        return "not another legal card"
    return None if head is not None else "no decisive step"


def _runner_up_points_elsewhere(d: Decision) -> str | None:
    """Misleading: a runner-up the decisive step never saw (a step before it had already set
    it aside) or named with another step than the decisive one sends the student to a card
    or a reason that did not decide."""
    r, head = d.runner_up, d.headline
    if r is None or head is None:
        return None
    if r not in head.given:
        return f"{r} was left out before the decisive step"
    return None if d.runner_up_lost_at == head.key else f"it was set aside at {head.key}"


def misleading(p: Position) -> Iterator[tuple[str, str | None]]:
    """Each claim of ``p.decision`` that could mislead, with why (``None``: it does not): true
    words that point a student to another card or another reason (issue 20's classes)."""
    d = p.decision
    if d.runner_up is not None:
        yield "runner-up", _runner_up_points_elsewhere(d)
