"""``hearts variant diff A B``: what changes between two variants, and how much it matters.

Three views of the difference, all computed with the reference engine:

1. the knobs that differ, each with the clause it belongs to
   (declared on each knob's field, :func:`hearts.engine.variant.knob_specs`);
2. the corpus scenarios whose outcome differs: each scenario's setup
   (:meth:`Scenario.record`) is replayed under A and under B, step by step, and
   the two traces are compared (legal sets before each action, refused actions
   and the clause cited, trick winners, hearts broken, hand results, the final
   phase, legal set, points and scores). A setup that is legal under one variant
   and not the other counts as differing;
3. seeded random hands played by bots under A, compared decision by decision
   with B (:mod:`~hearts.varianttools.diffplay`).

The scenarios that differ are grouped by the kind of change (:func:`kind_of_change`:
which cards become legal or illegal, a refused move, a trick won by another seat,
other points or scores...), so a summary can count them and show a few examples.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from hearts.cards import Card, CardSet, Seat
from hearts.engine.state import IllegalAction, Phase, Record, State
from hearts.engine.variant import Leftover, Variant, knob_specs
from hearts.varianttools.diffplay import PlayStats, play_stats

__all__ = [
    "ChangeGroup",
    "DiffReport",
    "KnobChange",
    "PlayStats",
    "ScenarioDiff",
    "diff_variants",
    "group_changes",
    "kind_of_change",
    "knob_changes",
    "play_stats",
    "scenario_diffs",
    "trace",
]


# ------------------------------------------------------------------------ knobs


@dataclass(frozen=True)
class KnobChange:
    knob: str
    clause: str
    doc: str
    a: object
    b: object

    def to_json(self) -> dict[str, Any]:
        return {"knob": self.knob, "clause": self.clause, "doc": self.doc, "a": self.a, "b": self.b}


def knob_changes(a: Variant, b: Variant) -> list[KnobChange]:
    """The knobs whose values differ, in the order they are declared (each with the clause and
    the description declared on its field, :func:`hearts.engine.variant.knob_specs`)."""
    ka, kb = a.knobs(), b.knobs()
    out: list[KnobChange] = []
    for knob, spec in knob_specs(type(b)).items():
        if ka.get(knob) != kb[knob]:
            out.append(KnobChange(knob, spec.clause, spec.doc, ka.get(knob), kb[knob]))
    return out


# -------------------------------------------------------------------- scenarios


def _cards(mask: CardSet) -> str:
    return mask.format() or "-"


def trace(record: Record) -> list[str]:
    """What happens when ``record`` is replayed: one line per observable event.

    The variant of the record decides; two variants are compared by comparing the
    traces of the same setup under each.
    """
    out: list[str] = []
    state = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
    deals = iter(record.deals)
    for step, card in enumerate(record.actions, 1):
        if state.phase is Phase.DEAL:
            nxt = next(deals, None)
            if nxt is None:
                out.append(f"step {step}: no deal left for hand {state.hand_number}")
                return out
            state = state.deal(nxt)
        seat = state.to_act
        who = seat.letter if seat is not None else "-"
        out.append(f"step {step} ({state.phase}, {who}): legal {_cards(state.legal_set())}")
        try:
            after = state.apply(card)
        except IllegalAction as err:
            out.append(f"step {step}: {card.format()} refused ({err.clause}: {err.violation.message})")
            return out
        if len(after.tricks) > len(state.tricks):
            trick = after.tricks[-1]
            out.append(f"trick {trick.number}: won by {trick.winner.letter if trick.winner else '-'}")
        if after.hearts_broken != state.hearts_broken and after.hearts_broken:
            out.append(f"step {step}: hearts broken")
        if len(after.hand_results) > len(state.hand_results):
            r = after.hand_results[-1]
            out.append(
                f"hand {r.hand_number}: points {list(r.points)} "
                f"deltas {list(r.deltas)} scores {list(r.scores)}"
            )
        state = after
    if state.phase is Phase.DEAL:
        nxt = next(deals, None)
        if nxt is not None:
            state = state.deal(nxt)
    seat = state.to_act
    out.append(f"end: phase {state.phase}, to act {seat.letter if seat is not None else '-'}")
    out.append(f"end: legal {_cards(state.legal_set())}")
    out.append(f"end: hearts broken {state.hearts_broken}")
    out.append(f"end: points {[state.points_taken(s) for s in Seat]}")
    out.append(f"end: scores {list(state.scores)}")
    if state.outcome is not None:
        out.append(f"end: winners {[s.letter for s in state.outcome.winners]}")
    return out


@dataclass(frozen=True)
class ScenarioDiff:
    id: str
    title: str
    location: str
    clauses: tuple[str, ...]
    differences: tuple[tuple[str, str], ...]
    """The first differing lines of the two traces: (under A, under B)."""
    changes: tuple[tuple[str, str], ...] = ()
    """How the scenario's answers change: ``(kind, short text)`` (see :func:`answer_changes`)."""

    @property
    def kind(self) -> str:
        """The kinds of change together, the key this scenario is grouped by."""
        return " + ".join(k for k, _ in self.changes) or "other"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "location": self.location,
            "clauses": list(self.clauses),
            "kind": self.kind,
            "changes": [{"kind": k, "change": t} for k, t in self.changes],
            "differences": [{"a": a, "b": b} for a, b in self.differences],
        }


class _ScenarioLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def clauses(self) -> tuple[str, ...]: ...
    @property
    def file(self) -> str: ...
    @property
    def line(self) -> int: ...

    def record(self, variant: Variant) -> Record: ...


def _safe_trace(record: Record) -> list[str]:
    try:
        return trace(record)
    except (ValueError, StopIteration) as err:  # e.g. a deal that does not fit
        return [f"error: {err}"]


def scenario_diffs(
    a: Variant, b: Variant, scenarios: Sequence[_ScenarioLike], limit: int = 3
) -> list[ScenarioDiff]:
    """The scenarios whose setup behaves differently under ``a`` and ``b``."""
    out: list[ScenarioDiff] = []
    for sc in scenarios:
        ta = _safe_trace(sc.record(a))
        tb = _safe_trace(sc.record(b))
        if ta == tb:
            continue
        pairs: list[tuple[str, str]] = []
        for i in range(max(len(ta), len(tb))):
            la = ta[i] if i < len(ta) else "(nothing)"
            lb = tb[i] if i < len(tb) else "(nothing)"
            if la != lb:
                pairs.append((la, lb))
                if len(pairs) >= limit:
                    break
        changes = answer_changes(ta, tb)
        where = f"{sc.file}:{sc.line}"
        out.append(ScenarioDiff(sc.id, sc.title, where, tuple(sc.clauses), tuple(pairs), changes))
    return out


# ------------------------------------------------------------- kinds of change

_LEGAL = re.compile(r"^(?:step \d+ \((?P<phase>[a-z]+), [NESW-]\)|end): legal (?P<cards>.*)$")
SAME_MOVE_OTHER_CLAUSE = "the same move is refused, citing another clause"
"""A kind of change that changes no play: only the clause a refusal names."""
_REFUSED = re.compile(r"^step \d+: \S+ refused \((?P<clause>[A-Z0-9-]+):")
_OTHER = (
    (re.compile(r"^trick \d+: won by"), "a trick is won by another seat"),
    (re.compile(r"^step \d+: hearts broken"), "hearts are broken at another moment"),
    (re.compile(r"^hand \d+: points"), "a hand scores differently"),
    (re.compile(r"^end: phase"), "the position ends in another phase"),
    (re.compile(r"^end: hearts broken"), "hearts broken or not at the end"),
    (re.compile(r"^end: points"), "other points taken"),
    (re.compile(r"^end: scores"), "other scores"),
    (re.compile(r"^end: winners"), "other winners"),
    (re.compile(r"^error:"), "the setup cannot be replayed under one variant"),
)


def _legal_set(line: str) -> tuple[str, CardSet] | None:
    m = _LEGAL.match(line)
    if m is None:
        return None
    cards = m.group("cards")
    where = (
        "in the end position"
        if line.startswith("end")
        else f"while {'passing' if m.group('phase') == 'pass' else 'playing'}"
    )
    return where, CardSet.parse(cards) if cards != "-" else CardSet()


def kind_of_change(a_line: str, b_line: str) -> tuple[str, str]:
    """The kind of change between the first differing trace lines, and a short example text.

    Legal sets are compared as sets (more, fewer or other cards under B); a refused
    move names the variant and clause; other events are named by what they are.
    """
    la, lb = _legal_set(a_line), _legal_set(b_line)
    if la is not None and lb is not None and la[0] == lb[0]:
        sa, sb = la[1], lb[1]
        added, removed = CardSet(sb.mask & ~sa.mask), CardSet(sa.mask & ~sb.mask)
        change = " ".join(
            part
            for part in (
                f"+{added.format(symbols=True)}" if added else "",
                f"−{removed.format(symbols=True)}" if removed else "",
            )
            if part
        )
        how = "more" if not removed else "fewer" if not added else "other"
        return f"B allows {how} cards {la[0]}", change
    for side, line in (("A", a_line), ("B", b_line)):
        m = _REFUSED.match(line)
        if m is not None:
            text = symbols(line.split(" (", 1)[0]) + f" ({m.group('clause')})"
            return f"a move of the setup is refused under {side}", text
    for pattern, label in _OTHER:
        if pattern.match(a_line) or pattern.match(b_line):
            return label, _arrow(a_line, b_line)
    return "other", _arrow(a_line, b_line)


def _arrow(a_line: str, b_line: str) -> str:
    """``a → b`` with the words both lines start with (``end:``, ``points``) said once."""
    wa, wb = a_line.split(" "), b_line.split(" ")
    same = 0
    while same < min(len(wa), len(wb)) - 1 and wa[same] == wb[same] and wa[same].rstrip(":").isalpha():
        same += 1
    head = " ".join(w for w in wa[:same] if w != "end:")
    body = f"{' '.join(wa[same:])} → {' '.join(wb[same:])}"
    return symbols(f"{head} {body}" if head else body)


_CARD = re.compile(r"(?<![\w-])(10|[2-9TJQKA])([CDSH])(?![\w])")


def symbols(line: str) -> str:
    """A trace line with its cards in symbols (``QS`` → ``Q♠``), as the other commands print them."""
    return _CARD.sub(lambda m: Card.parse(m.group(0)).format(symbols=True), line)


@dataclass(frozen=True)
class ChangeGroup:
    """Scenarios whose first difference is of the same kind."""

    kind: str
    members: tuple[tuple[ScenarioDiff, str], ...]
    """Each scenario with a short text of its change."""

    def to_json(self, examples: int = 3) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "count": len(self.members),
            "examples": [{"id": d.id, "change": text} for d, text in self.members[:examples]],
        }


def answer_changes(ta: Sequence[str], tb: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """How the answers of a scenario change from trace ``ta`` (A) to ``tb`` (B).

    A move of the setup refused (or a setup that cannot be replayed) under one
    variant is the change; otherwise the first answer of the end position that
    differs, in the order phase, legal cards, hearts broken, points, scores,
    winners (a change of points usually changes the scores too). When the answers
    agree but the play along the way does not, the first such line is.
    """
    refused_a = next((line for line in ta if _REFUSED.match(line)), None)
    refused_b = next((line for line in tb if _REFUSED.match(line)), None)
    if refused_a and refused_b and refused_a.split(" (", 1)[0] == refused_b.split(" (", 1)[0]:
        ca, cb = (_REFUSED.match(x).group("clause") for x in (refused_a, refused_b))  # type: ignore[union-attr]
        if ca != cb:
            return ((SAME_MOVE_OTHER_CLAUSE, f"{symbols(refused_a.split(' (', 1)[0])}: {ca} → {cb}"),)
    for side, trace_lines in (("A", ta), ("B", tb)):
        for line in trace_lines:
            if _REFUSED.match(line) or line.startswith("error:"):
                other = tb if side == "A" else ta
                a_line, b_line = (line, other[-1]) if side == "A" else (other[-1], line)
                return (kind_of_change(a_line, b_line),)
    ends_a = {line.split(" ", 2)[1]: line for line in ta if line.startswith("end: ")}
    ends_b = {line.split(" ", 2)[1]: line for line in tb if line.startswith("end: ")}
    for key in dict.fromkeys([*ends_a, *ends_b]):
        la, lb = ends_a.get(key, "end: (nothing)"), ends_b.get(key, "end: (nothing)")
        if la != lb:  # the first answer that changes names the kind (points before scores...)
            return (kind_of_change(la, lb),)
    for la, lb in zip(ta, tb, strict=False):
        if la != lb:
            kind, text = kind_of_change(la, lb)
            return ((f"along the way only: {kind}", text),)
    return ()


def group_changes(diffs: Sequence[ScenarioDiff]) -> list[ChangeGroup]:
    """The scenario differences grouped by their kinds of change, biggest group first."""
    groups: dict[str, list[tuple[ScenarioDiff, str]]] = {}
    for d in diffs:
        groups.setdefault(d.kind, []).append((d, "; ".join(t for _, t in d.changes)))
    ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return [ChangeGroup(kind, tuple(members)) for kind, members in ordered]


# ----------------------------------------------------------------------- report


@dataclass
class DiffReport:
    a: Variant
    b: Variant
    knobs: list[KnobChange]
    scenarios: list[ScenarioDiff]
    scenarios_total: int
    play: PlayStats | None
    skipped: tuple[str, ...] = ()
    """What was not compared, and why, one line each (another table: ``docs/players.md``)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a.name,
            "b": self.b.name,
            "knobs": [k.to_json() for k in self.knobs],
            "skipped": list(self.skipped),
            "scenarios": {
                "total": self.scenarios_total,
                "differ": len(self.scenarios),
                "groups": [g.to_json() for g in group_changes(self.scenarios)],
                "list": [s.to_json() for s in self.scenarios],
            },
            "play": self.play.to_json() if self.play else None,
        }


def diff_variants(
    a: Variant,
    b: Variant,
    hands: int = 200,
    seed: int = 1,
    bots: str = "normal",
    scenarios: Sequence[_ScenarioLike] | None = None,
    progress: Callable[[int], None] | None = None,
) -> DiffReport:
    """Knobs, corpus scenarios and play statistics between ``a`` and ``b`` (``progress``:
    told the number of hands played so far)."""
    chosen: Sequence[_ScenarioLike]
    if scenarios is None:
        from hearts.scenarios import load_corpus

        chosen = load_corpus()
    else:
        chosen = scenarios
    changes = knob_changes(a, b)
    skipped: list[str] = []
    if _table(a) != _table(b):
        skipped.append(
            "corpus and bot play: the tables differ (players, removed, leftover), so a deal of A "
            "is not a deal of B (DEAL, docs/players.md)"
        )
        return DiffReport(a, b, changes, [], 0, None, tuple(skipped))
    diffs = scenario_diffs(a, b, chosen)
    play = None
    if hands > 0:
        play = play_stats(a, b, hands, seed, bots, progress)
    return DiffReport(a, b, changes, diffs, len(chosen), play, tuple(skipped))


def _table(v: Variant) -> tuple[object, ...]:
    """The table knobs (DEAL): two variants whose tables differ share no deal. Whether the cards
    left over form a kitty counts, not who takes it (``kitty`` and ``kitty-first-heart`` deal
    alike: KITTY-FIRST-HEART)."""
    return (v.players, v.removed, v.leftover is not Leftover.NONE)
