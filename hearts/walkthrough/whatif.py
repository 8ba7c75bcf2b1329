"""``--what-if``: a walkthrough with the branches the teacher asks for (:mod:`.branches`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from hearts.walkthrough.branches import BranchError, grow, main_line, parse_what_if
from hearts.walkthrough.model import Walkthrough

__all__ = ["with_branches"]


def with_branches(w: Walkthrough, asked: Sequence[str]) -> Walkthrough:
    """``w`` with the variations ``asked`` (``12:KS``, ``3:QS+AS+KS``, ``12:KS/20:QH``), played
    from its origin by the same players; one line (exit 2) for a branch that cannot be played."""
    if not asked:
        return w
    if w.origin is None:
        raise BranchError("--what-if: nobody plays on from this position (give --bots)")
    paths = [parse_what_if(text) for text in asked]
    main = main_line(w.origin, [m.card for m in w.teacher.moves])
    return dataclasses.replace(w, main=main, variations=grow(w.origin, main, paths))
