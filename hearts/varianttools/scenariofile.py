"""The scenario files ``hearts variant check -o`` writes: dead ends and fallback positions.

Each built position becomes a scenario (format ``hearts-scenarios/1``) that
``hearts conform`` can run: a dead end expects ``phase: stuck`` and no legal card;
a fallback position expects the legal cards the fallback gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearts.cards import Seat
from hearts.engine.variant import Variant
from hearts.scenarios.writer import cards_text, scenario, scenario_file, setup, variant_entry
from hearts.varianttools.check import CaseResult

__all__ = ["scenario_yaml"]


def scenario_yaml(variant: Variant, results: Sequence[CaseResult], what: str, schema: str) -> str:
    """A scenario file (format hearts-scenarios/1) with one scenario per result, written by
    :mod:`hearts.scenarios.writer` (the one scenario writer).

    ``what`` is ``dead-end`` (expect ``phase: stuck`` and no legal card) or
    ``fallback`` (expect the legal cards the fallback gives).
    """
    name, definition = variant_entry(variant)
    items: list[dict[str, Any]] = []
    for result in results:
        pos = result.position
        assert pos is not None
        start = setup(
            pos.record.deals[0],
            hand=pos.record.first_hand,
            passes={s.letter: cards_text(pos.passes[s]) for s in Seat} if pos.passes else None,
            plays=cards_text(pos.plays),
        )
        expect: dict[str, Any]
        if what == "dead-end":
            expect = {"phase": "stuck", "to_act": pos.actor.letter, "legal": []}
            title = f"Dead end: {result.case.describe()}"
            clauses = list(result.clauses) or ["WEB-FIRST-TRICK-STRICT"]
            leaves = "the variant leaves no legal card."
        else:
            expect = {"phase": "play", "to_act": pos.actor.letter, "legal": cards_text(result.legal)}
            title = f"The first-trick fallback decides: {result.case.describe()}"
            clauses = ["WEB-FIRST-TRICK-STRICT", "DISCARD"]
            leaves = "only the fallback gives a card."
        items.append(
            scenario(
                f"variant-check/{_slug(name)}/{what}-{_slug(result.case.key())}",
                title,
                clauses,
                start,
                expect,
                description=f"Built by 'hearts variant check {variant.name}': {pos.actor} is to act and "
                + leaves,
                questions=[4] if "WEB-FIRST-TRICK-STRICT" in clauses else None,
                variants=[name],
            )
        )
    kind = "Dead ends" if what == "dead-end" else "Fallback positions"
    return scenario_file(
        items,
        theme=f"{kind} of variant {variant.name}",
        variants={name: definition} if definition is not None else None,
        schema=schema,
    )


def _slug(text: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "x"
