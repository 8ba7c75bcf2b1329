"""Match a step line to its implementation and run it (no pytest here).

:func:`resolve` finds the one step of the right kind whose phrase, in the
scenario's language, matches the line; :func:`run_step` converts the placeholders
and calls the implementation. Both fail with a one-line :class:`UnknownStep` when
the line matches no phrase, or more than one step.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hearts.spec.catalog import Catalog, Match, StepTextError
from hearts.spec.definitions import StepDef, call, registry
from hearts.spec.world import World

__all__ = ["UnknownStep", "resolve", "run_step"]

_PLACEHOLDER = re.compile(r"\{[a-z_]+\d*\}")


class UnknownStep(StepTextError):
    """A step line that no phrase of its language matches, or that two steps match."""


def resolve(
    catalog: Catalog, kind: str, text: str, steps: Mapping[str, StepDef] | None = None
) -> tuple[StepDef, Match]:
    """The step a line means, in ``catalog``'s language, for this kind of step."""
    steps = registry() if steps is None else steps
    wanted = [s for s, d in steps.items() if kind in d.kinds]
    matches = catalog.match(text, wanted)
    if not matches:
        others = [s for s, d in steps.items() if kind not in d.kinds]
        elsewhere = catalog.match(text, others)
        if elsewhere:
            kinds = "/".join(sorted(steps[elsewhere[0].step].kinds))
            raise UnknownStep(
                f"{text!r} is a {kinds} step ({elsewhere[0].step}), written here as a {kind} step"
            )
        raise UnknownStep(f"no {catalog.name} phrase for the {kind} step {text!r}")
    if len(matches) > 1:
        # The most specific phrase (the most words of its own) wins: "took every other card"
        # over "took {cards}".
        best = max(_literal(m) for m in matches)
        matches = [m for m in matches if _literal(m) == best]
    if len(matches) > 1:
        names = ", ".join(m.step for m in matches)
        raise UnknownStep(f"{text!r} matches more than one {catalog.name} step: {names}")
    match = matches[0]
    return steps[match.step], match


def _literal(match: Match) -> int:
    return len(_PLACEHOLDER.sub("", match.phrase.text))


def run_step(world: World, kind: str, text: str, table: Sequence[Sequence[str]] | None = None) -> None:
    """Run one step line in ``world`` (its catalog gives the language)."""
    definition, match = resolve(world.catalog, kind, text)
    args = {name: world.convert(name, raw) for name, raw in match.args.items()}
    call(definition, world, args, table)
