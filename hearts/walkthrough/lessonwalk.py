"""A walkthrough kept as a lesson, and a lesson opened as a walkthrough with its branches.

:func:`lesson_of` makes the :class:`~hearts.walkthrough.lessonfile.Lesson` of a walkthrough (its deal,
hand number, totals, bots and their seed, its line and the branches ``--what-if`` played, with the
line each branch gave); :func:`branched` plays a walkthrough's branches, a lesson's first and then
the ones asked for, and refuses in one line (the file, the line, the field) a lesson branch the
hand cannot take or that the bots no longer play as it was saved.
"""

from __future__ import annotations

from collections.abc import Sequence

from hearts.engine.state import Phase
from hearts.plumbing.errors import InputError
from hearts.walkthrough.branches import BranchError, Variation
from hearts.walkthrough.lessonfile import Branch, LessonError, LessonFile, Said
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.whatif import with_branches

__all__ = ["branched", "lesson_of"]


class SaveError(InputError):
    """A walkthrough that cannot be kept as a lesson."""


def _branch(v: Variation) -> Branch:
    return Branch(v.step, v.cards, v.line.cards, tuple(_branch(c) for c in v.children), 0)


def lesson_of(
    w: Walkthrough, where: str, notes: Sequence[Said] = (), questions: Sequence[Said] = ()
) -> LessonFile:
    """The lesson of ``w`` (its branches played: :func:`branched`), written to ``where``; a lesson
    it was opened from gives its title, questions and notes (``notes`` and ``questions`` are added)."""
    origin = w.origin
    if origin is None or w.scenario_id is not None or w.bot_seed is None:
        raise SaveError(f"--save-lesson {where}: a lesson is made from --seed, --deal, --find or --lesson")
    state = origin.start
    deal = (
        state.current_deal if state.phase is not Phase.DEAL else (origin.deals[0] if origin.deals else None)
    )
    assert deal is not None
    line = (
        w.main.cards if w.main is not None else tuple(m.card for m in w.teacher.moves if m.card is not None)
    )
    old = w.lesson
    titles = old.titles if old is not None else tuple((k, v) for k, v in w.titles.items() if v)
    return LessonFile(
        where,
        w.variant,
        deal,
        state.hand_number,
        state.scores,
        origin.names,
        w.bot_seed,
        line,
        tuple(_branch(v) for v in w.variations),
        (old.questions if old else ()) + tuple(questions),
        (old.notes if old else ()) + tuple(notes),
        titles,
        old.source if old is not None else w.source,
    )


def branched(
    w: Walkthrough, asked: Sequence[str] = (), cost_steps: Sequence[str] = (), costs: bool = True
) -> Walkthrough:
    """``w`` with its lesson's branches (if it was opened from one) and those ``asked``
    (:func:`hearts.walkthrough.whatif.with_branches`)."""
    lesson = w.lesson
    if lesson is None:
        return with_branches(w, asked, cost_steps, costs)
    paths = list(lesson.paths())
    try:
        done = with_branches(w, [p for _, p in paths] + list(asked), cost_steps, costs)
    except BranchError:
        for branch, path in paths:  # which of the lesson's branches it is, for the message
            try:
                with_branches(w, [path], costs=False)
            except BranchError as one:
                raise LessonError(lesson.where, branch.at_line, None, str(one), "branches") from None
        raise
    _same_lines(lesson, lesson.branches, done.variations)
    return done


def _same_lines(lesson: LessonFile, saved: Sequence[Branch], played: Sequence[Variation]) -> None:
    """Each saved branch line is the line played now (else one line naming the branch)."""
    for b in saved:
        v = next((v for v in played if v.step == b.step and v.cards == b.cards), None)
        if v is None:  # pragma: no cover - every saved branch was played
            continue
        if b.line is not None and v.line.cards != b.line:
            now, kept_line = v.line.cards, b.line
            at = next((i for i, (x, y) in enumerate(zip(now, kept_line, strict=False)) if x is not y), None)
            at = min(len(now), len(kept_line)) if at is None else at
            now_card = now[at] if at < len(now) else "the end"
            kept = kept_line[at] if at < len(kept_line) else "the end"
            raise LessonError(
                lesson.where,
                b.at_line,
                None,
                f"the bots play this branch otherwise from step {at + 1} ({now_card}, not {kept}): "
                "save the lesson again with the bots of this version",
                f"branches {b.what_if}.line",
            )
        _same_lines(lesson, b.children, v.children)
