"""``hearts variant check``: prove that a variant is playable, and say why when it is not.

Verdicts, each with its reason in one line:

* **contradiction**: two knob values that say opposite things (``Variant.contradictions``);
* **never ends** / **ends only by a moon**: found by reasoning over the knobs
  (``Variant.never_ends``), not by playing: no hand can raise any total toward the
  target, or only a moon can;
* **dead end**: a decision point with no legal action, found exhaustively over an
  abstraction of the positions (:mod:`~hearts.varianttools.abstraction`), each
  case built as a concrete position (:mod:`~hearts.varianttools.positions`) and
  the engine asked for its legal actions;
* **broken invariant** or **abstraction mismatch** in seeded random games
  (:mod:`~hearts.varianttools.randomplay`);
* **warning**: a knob value that changes nothing under this variant
  (``Variant.ineffective``); a warning fails the check only with ``strict``.

When the variant has a fallback for the strict first trick (``first_trick_points:
never`` with ``first_trick_forced`` not ``none``, open question 4), the cases where
the same position would be a dead end without the fallback are listed as the
places where the fallback decides.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hearts.cards import Card, Seat
from hearts.engine.state import IllegalAction, Record, State, replay
from hearts.engine.variant import FirstLeader, FirstTrickForced, FirstTrickPoints, Variant
from hearts.plumbing.errors import InputError
from hearts.varianttools.abstraction import Case, abstract_cases, legal_classes
from hearts.varianttools.ineffective import ineffective
from hearts.varianttools.positions import BuiltPosition, build
from hearts.varianttools.randomplay import KnownCase, RandomReport, random_games

__all__ = [
    "CaseResult",
    "CheckProgress",
    "CheckReport",
    "NotCheckable",
    "check_variant",
    "exhaustive",
    "iter_groups",
    "not_checkable",
]


class NotCheckable(InputError):
    """A variant whose table the check cannot prove yet: refused in one line (exit 2)."""


def not_checkable(variant: Variant) -> str | None:
    """Why the check cannot prove ``variant`` yet, or ``None``: the abstraction of the positions
    and the random games are built for first tricks that the lowest club in play leads
    (FIRST-LEAD), at any table of three to seven; ``left-of-dealer`` loads and plays
    (``docs/players.md``) but is not proved."""
    if variant.first_leader is not FirstLeader.LOWEST_CLUB:
        return (
            f"{variant.name}: first_leader {variant.first_leader}: the check proves first tricks led "
            "by the lowest club only (FIRST-LEAD; the engine plays it, docs/players.md)"
        )
    return None


CheckProgress = Callable[[str, int, int], None]
"""Called as ``progress(phase, done, total)``; phase is ``cases`` or ``games``."""


# ------------------------------------------------------------------- the results


@dataclass(frozen=True)
class CaseResult:
    """What the engine says at the position built for a case."""

    case: Case
    status: str
    """``ok``, ``dead-end`` or ``unreachable``."""
    position: BuiltPosition | None = None
    legal: tuple[Card, ...] = ()
    legal_pattern: int = 0
    fallback: bool = False
    """The variant's first-trick fallback decides here (open question 4)."""
    clauses: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {**self.case.to_json(), "status": self.status}
        pos = self.position
        if pos is not None:
            data["example"] = {
                "deal": pos.record.deals[0].format(),
                "hand": pos.record.first_hand,
                "passes": {
                    Seat(s).label(len(pos.passes)): [c.format() for c in cards]
                    for s, cards in enumerate(pos.passes)
                }
                if pos.passes
                else None,
                "plays": [c.format() for c in pos.plays],
                "to_act": Seat(pos.actor).label(pos.state.seats),
                "legal": [c.format() for c in self.legal],
            }
        if self.clauses:
            data["clauses"] = list(self.clauses)
        if self.fallback:
            data["fallback"] = True
        return data


def _stuck_clauses(state: State) -> tuple[str, ...]:
    seat = state.to_act
    assert seat is not None
    found: set[str] = set()
    for card in state.hand(seat):
        try:
            state.apply(card)
        except IllegalAction as err:
            found.add(err.clause)
    if state.current_trick.cards:
        found.add("DISCARD")
    return tuple(sorted(found))


def _fallback_decides(variant: Variant, pos: BuiltPosition) -> bool:
    if variant.first_trick_points is not FirstTrickPoints.NEVER:
        return False
    if variant.first_trick_forced is FirstTrickForced.NONE:
        return False
    literal = variant.with_knobs(first_trick_forced=FirstTrickForced.NONE)
    try:
        state = replay(Record(literal, pos.record.deals, pos.record.actions, pos.record.first_hand))
    except IllegalAction:
        return False  # an earlier decision already needed the fallback (listed itself)
    return state.to_act is pos.actor and not state.legal_mask()


_EXHAUSTIVE: dict[Variant, tuple[CaseResult, ...]] = {}
"""The exhaustive results of the last few variants checked in this process (by value: a variant
is immutable and the check deterministic), so that checking one again (a test suite, a server
that checks each table it starts) reads them back; at most :data:`_KEPT` are kept."""
_KEPT = 8


def exhaustive(variant: Variant, progress: CheckProgress | None = None) -> list[CaseResult]:
    """Build every abstract case and ask the engine for its legal actions."""
    found = _EXHAUSTIVE.get(variant)
    if found is None:
        found = tuple(_exhaustive(variant, progress))
        if len(_EXHAUSTIVE) >= _KEPT:
            del _EXHAUSTIVE[next(iter(_EXHAUSTIVE))]
        _EXHAUSTIVE[variant] = found
    elif progress is not None:  # the same progress as a first check reports
        for done in range(len(found) + 1):
            progress("cases", done, len(found))
    return list(found)


def _exhaustive(variant: Variant, progress: CheckProgress | None) -> list[CaseResult]:
    results: list[CaseResult] = []
    cases = abstract_cases(variant)
    for done, case in enumerate(cases):
        if progress is not None:
            progress("cases", done, len(cases))
        pos = build(variant, case)
        if pos is None:
            results.append(CaseResult(case, "unreachable"))
            continue
        legal = pos.state.legal_actions()
        if not legal:
            results.append(CaseResult(case, "dead-end", pos, (), 0, False, _stuck_clauses(pos.state)))
            continue
        fallback = _fallback_decides(variant, pos)
        clauses = ("WEB-FIRST-TRICK-STRICT",) if fallback else ()
        results.append(CaseResult(case, "ok", pos, legal, legal_classes(pos.state), fallback, clauses))
    if progress is not None:
        progress("cases", len(cases), len(cases))
    return results


# -------------------------------------------------------------------- the report


@dataclass
class CheckReport:
    """Every verdict of one check."""

    variant: Variant
    results: list[CaseResult]
    random: RandomReport | None
    contradictions: list[tuple[str, str]] = field(default_factory=list)
    endless: tuple[str, str] | None = None
    warnings: list[tuple[str, str]] = field(default_factory=list)
    strict: bool = False

    @property
    def dead_ends(self) -> list[CaseResult]:
        return [r for r in self.results if r.status == "dead-end"]

    @property
    def fallbacks(self) -> list[CaseResult]:
        return [r for r in self.results if r.fallback]

    @property
    def unreachable(self) -> list[CaseResult]:
        return [r for r in self.results if r.status == "unreachable"]

    @property
    def ok(self) -> bool:
        rnd = self.random
        if self.contradictions or self.endless is not None or self.dead_ends:
            return False
        if self.strict and self.warnings:
            return False
        return rnd is None or (rnd.failure is None and not rnd.mismatches)

    def verdicts(self) -> list[tuple[str, str]]:
        """Every finding as ``(kind, one-line reason)``, failures first, then warnings."""
        out = [("contradiction", f"{k}: {why}") for k, why in self.contradictions]
        if self.endless is not None:
            out.append(("can-never-end", self.endless[1]))
        for r in self.dead_ends:
            out.append(("dead-end", f"{r.case.describe()} ({' '.join(r.clauses)})"))
        rnd = self.random
        if rnd is not None and rnd.failure is not None:
            f = rnd.failure
            out.append(("invariant", f"{f.invariant} broken in game {f.seed}: {f.message}"))
        if rnd is not None:
            out.extend(("abstraction", f"{m['case']}: {m['problem']}") for m in rnd.mismatches)
        out.extend(("warning", f"{k}: {why}") for k, why in self.warnings)
        return out

    def to_json(self) -> dict[str, Any]:
        counts = {s: sum(1 for r in self.results if r.status == s) for s in ("ok", "dead-end", "unreachable")}
        return {
            "variant": self.variant.name,
            "ok": self.ok,
            "verdicts": [{"kind": k, "reason": why} for k, why in self.verdicts()],
            "exhaustive": {
                "cases": len(self.results),
                **counts,
                "dead_ends": [r.to_json() for r in self.dead_ends],
                "fallback_decides": [r.to_json() for r in self.fallbacks],
                "unreachable_cases": [r.case.key() for r in self.unreachable],
            },
            "random": self.random.to_json() if self.random else None,
        }


def check_variant(
    variant: Variant,
    games: int = 50,
    seed: int = 1,
    progress: CheckProgress | None = None,
    budget: float | None = None,
    strict: bool = False,
) -> CheckReport:
    """Every verdict: the knobs first, then the exhaustive check, then ``games`` random games.

    A contradiction or a game that cannot end is found from the knobs alone, and no
    game is played then (it could not finish). ``budget`` bounds the seconds spent on
    random games. A table the check cannot prove yet (:func:`not_checkable`) raises
    :class:`NotCheckable`.
    """
    refusal = not_checkable(variant)
    if refusal is not None:
        raise NotCheckable(refusal)
    contradictions = variant.contradictions()
    endless = variant.never_ends()
    results = exhaustive(variant, progress)
    rnd: RandomReport | None = None
    if games > 0 and endless is None:
        table: dict[Case, KnownCase] = {r.case: r for r in results}

        def tick(done: int) -> None:
            if progress is not None:
                progress("games", done, games)

        rnd = random_games(variant, games, seed, table, budget=budget, progress=tick)
    return CheckReport(variant, results, rnd, contradictions, endless, ineffective(variant), strict)


def iter_groups(results: Sequence[CaseResult]) -> Iterator[tuple[str, list[CaseResult]]]:
    """Results grouped by kind of context, for display."""

    def key(r: CaseResult) -> str:
        return r.case.kind + (" (trick 1)" if r.case.first_trick else "")

    for name, group in itertools.groupby(sorted(results, key=key), key=key):
        yield name, list(group)
