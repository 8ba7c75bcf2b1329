"""Every claim of one decision record: its facts, its steps, its headline, its runner-up.

:func:`claims` yields ``(key, reason)`` for each claim the record makes, ``reason``
``None`` when the claim is true. Keys are the record keys, ``headline:<step key>`` for
the decisive reason and ``runner-up`` for the second-choice line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from hearts.audit.claims import QS, Position, check_fact
from hearts.audit.steps import check_step
from hearts.bots.decision import Decision
from hearts.bots.keys import HEADLINE_PARAMS
from hearts.cards import Rank, Suit

__all__ = ["claims", "misleading", "pass_claims"]


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
        yield "runner-up", _runner_up(p, d)


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


def _runner_up(p: Position, d: Decision) -> str | None:
    """ "Without the step S, the bot would have played X": the decision replayed without S.

    The steps before S are the same without it (they were given the same cards); the rest of
    the plan then works on the cards S was given, as the record's ``runner_up_steps`` say, each
    checked true by its own checker over the cards the one before kept; X must be the first
    card the last of them keeps (the first of the cards S was given when none changed them),
    and another card than the one chosen. S must be the decisive step: the one the headline
    names, the last step recorded, and it set X aside."""
    r, head = d.runner_up, d.headline
    if r is None or r == d.action or r not in d.candidates:
        return "not another legal card"
    if head is None or d.runner_up_lost_at != head.key or not d.steps or d.steps[-1].key != head.key:
        return "the step named is not the decisive one"
    given = head.given
    if given != (d.steps[-2].kept if len(d.steps) > 1 else d.candidates):
        return f"{head.key} was given other cards than the steps before it kept"
    for s in d.runner_up_steps:
        why = check_step(p, s.key, s.params, given, s.kept)
        if why is not None:
            return f"without {head.key}, {s.key} is not true: {why}"
        given = s.kept
    first = given[0] if given else None
    return None if first == r else f"without {head.key} the bot plays {first}, not {r}"


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


def pass_claims(passes: Sequence[Position]) -> Iterator[tuple[int, str, str | None]]:
    """The claims a pass decision makes about the seat's later decisions of the same pass:
    ``passes`` are one seat's pass decisions of a hand, in order; for each claim, the place of
    its decision in ``passes``, its key (``pass:<step key>``) and why it is false (``None``:
    true). "None of them is passed while the Q♠ is in hand" (``step.keep-spade-guards``): no
    later decision of the pass, taken with the Q♠ still in hand, passes one of those spades."""
    for i, p in enumerate(passes):
        if any(s.key == "step.keep-spade-guards" for s in p.decision.steps):
            yield i, "pass:step.keep-spade-guards", _guards_kept(p, passes[i + 1 :])


def _guards_kept(p: Position, later: Sequence[Position]) -> str | None:
    guards = {c for c in p.hand.of_suit(Suit.SPADES) if c.rank < Rank.QUEEN}
    for q in later:
        if QS in q.hand and q.decision.action in guards:
            return f"{q.decision.action} is passed later in this pass, the Q♠ still in hand"
    return None
