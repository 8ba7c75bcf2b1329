"""The scenario files ``hearts variant check -o`` writes: dead ends and fallback positions.

Each built position becomes a scenario (format ``hearts-scenarios/1``) that
``hearts conform`` can run: a dead end expects ``phase: stuck`` and no legal card;
a fallback position expects the legal cards the fallback gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearts.cards import Seat
from hearts.variant import Variant
from hearts.variant_files import builtin_variant_names, load_variant
from hearts.varianttools.check import CaseResult

__all__ = ["scenario_yaml"]


def _variant_block(variant: Variant) -> tuple[str, dict[str, Any] | None]:
    """The name to cite in a scenario file, and a file-local definition if needed."""
    shipped = builtin_variant_names()
    if variant.name in shipped and load_variant(variant.name) == variant:
        return variant.name, None
    base = load_variant("card-1.0.0")
    knobs = {k: v for k, v in variant.knobs().items() if base.knobs()[k] != v}
    name = variant.name if variant.name not in shipped else f"{variant.name}-local"
    return name, {"base": "card-1.0.0", "title": variant.title, **knobs}


def scenario_yaml(variant: Variant, results: Sequence[CaseResult], what: str, schema: str) -> str:
    """A scenario file (format hearts-scenarios/1) with one scenario per result.

    ``what`` is ``dead-end`` (expect ``phase: stuck`` and no legal card) or
    ``fallback`` (expect the legal cards the fallback gives).
    """
    import yaml

    name, definition = _variant_block(variant)
    items: list[dict[str, Any]] = []
    for result in results:
        pos = result.position
        assert pos is not None
        setup: dict[str, Any] = {"deal": pos.record.deals[0].format()}
        if pos.record.first_hand != 1:
            setup["hand"] = pos.record.first_hand
        if pos.passes:
            setup["passes"] = {s.letter: " ".join(c.format() for c in pos.passes[s]) for s in Seat}
        if pos.plays:
            setup["plays"] = " ".join(c.format() for c in pos.plays)
        expect: dict[str, Any]
        if what == "dead-end":
            expect = {"phase": "stuck", "to_act": pos.actor.letter, "legal": []}
            title = f"Dead end: {result.case.describe()}"
            clauses = list(result.clauses) or ["WEB-FIRST-TRICK-STRICT"]
        else:
            expect = {
                "phase": "play",
                "to_act": pos.actor.letter,
                "legal": " ".join(c.format() for c in result.legal),
            }
            title = f"The first-trick fallback decides: {result.case.describe()}"
            clauses = ["WEB-FIRST-TRICK-STRICT", "DISCARD"]
        items.append(
            {
                "id": f"variant-check/{_slug(name)}/{what}-{_slug(result.case.key())}",
                "title": title,
                "description": (
                    f"Built by 'hearts variant check {variant.name}': {pos.actor} is to act and "
                    + (
                        "the variant leaves no legal card."
                        if what == "dead-end"
                        else "only the fallback gives a card."
                    )
                ),
                "clauses": clauses,
                "questions": [4] if "WEB-FIRST-TRICK-STRICT" in clauses else [],
                "variants": [name],
                "setup": setup,
                "expect": expect,
            }
        )
        if not items[-1]["questions"]:
            del items[-1]["questions"]
    data: dict[str, Any] = {
        "format": "hearts-scenarios/1",
        "theme": f"{'Dead ends' if what == 'dead-end' else 'Fallback positions'} of variant {variant.name}",
    }
    if definition is not None:
        data["variants"] = {name: definition}
    data["scenarios"] = items
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110)
    return f"# yaml-language-server: $schema={schema}\n{body}"


def _slug(text: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "x"
