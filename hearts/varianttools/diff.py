"""``hearts variant diff A B``: what changes between two variants, and how much it matters.

Three views of the difference, all computed with the reference engine:

1. the knobs that differ, each with the clause it belongs to
   (:data:`hearts.variant.KNOB_DOCS`);
2. the corpus scenarios whose outcome differs: each scenario's setup
   (:meth:`Scenario.record`) is replayed under A and under B, step by step, and
   the two traces are compared (legal sets before each action, refused actions
   and the clause cited, trick winners, hearts broken, hand results, the final
   phase, legal set, points and scores). A setup that is legal under one variant
   and not the other counts as differing;
3. seeded random hands played by bots under A; at every decision A's legal set is
   compared with B's legal set in the same position (B replays A's actions while
   they stay legal under B, then its own bots take over). The rates say how often
   the difference changes a legal set, a trick or a hand's points in real play.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hearts.cards import Card, CardSet, Seat
from hearts.deal import Deal
from hearts.game import IllegalAction, Phase, Record, State
from hearts.variant import KNOB_DOCS, Variant
from hearts.view import PlayerView, view_of

__all__ = [
    "DiffReport",
    "KnobChange",
    "PlayStats",
    "ScenarioDiff",
    "diff_variants",
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
    """The knobs whose values differ, in the order of :data:`KNOB_DOCS`."""
    ka, kb = a.knobs(), b.knobs()
    out: list[KnobChange] = []
    for knob in ka:
        if ka[knob] != kb[knob]:
            clause, doc = KNOB_DOCS.get(knob, ("", ""))
            out.append(KnobChange(knob, clause, doc, ka[knob], kb[knob]))
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

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "location": self.location,
            "clauses": list(self.clauses),
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
        out.append(ScenarioDiff(sc.id, sc.title, f"{sc.file}:{sc.line}", tuple(sc.clauses), tuple(pairs)))
    return out


# ------------------------------------------------------------------- real play


class _Chooser(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Card: ...


def _players(kind: str, seed: int | str) -> tuple[list[_Chooser], str]:
    """Four bots of level ``kind`` if :mod:`hearts.bots` is available, else random players."""
    try:
        bots = importlib.import_module("hearts.bots")
    except ImportError:  # pragma: no cover - the bots are part of the package now
        bots = None
    if bots is not None and kind != "random-player":
        return [bots.make_bot(kind, seat, f"{seed}:{seat.letter}") for seat in Seat], f"hearts.bots {kind}"
    from hearts.play.players import RandomPlayer

    return [RandomPlayer(seed=f"{seed}:{seat.letter}") for seat in Seat], "hearts.play.players.RandomPlayer"


def _observe(players: Sequence[_Chooser], state: State) -> None:
    for seat in Seat:
        observe = getattr(players[seat], "observe", None)
        if observe is not None:
            observe(view_of(state, seat))


def _same_spot(sa: State, sb: State) -> bool:
    return sa.phase is sb.phase and sa.to_act is sb.to_act and sa.trick_number == sb.trick_number


@dataclass
class PlayStats:
    """Counts from M hands played by bots under A, compared decision by decision with B."""

    players: str
    hands: int = 0
    decisions: int = 0
    legal_differs: int = 0
    hands_legal_differs: int = 0
    tricks: int = 0
    tricks_differ: int = 0
    hands_points_differ: int = 0
    hands_diverged: int = 0
    examples: list[dict[str, Any]] = field(default_factory=list)

    @staticmethod
    def _rate(n: int, d: int) -> float:
        return round(n / d, 4) if d else 0.0

    def rows(self) -> list[tuple[str, int, int, float]]:
        """(what, count, out of, rate)."""
        return [
            ("decisions whose legal set differs", self.legal_differs, self.decisions, 0.0),
            ("hands with a legal set that differs", self.hands_legal_differs, self.hands, 0.0),
            ("tricks that play out differently", self.tricks_differ, self.tricks, 0.0),
            ("hands whose points differ", self.hands_points_differ, self.hands, 0.0),
            ("hands where A's play is illegal under B", self.hands_diverged, self.hands, 0.0),
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "hands": self.hands,
            "decisions": self.decisions,
            "stats": [
                {"what": what, "count": n, "of": d, "rate": self._rate(n, d)} for what, n, d, _ in self.rows()
            ],
            "examples": self.examples[:5],
        }


def play_stats(a: Variant, b: Variant, hands: int, seed: int, bots: str = "normal") -> PlayStats:
    """Play ``hands`` seeded hands under ``a`` with bots and compare with ``b`` at every decision."""
    stats = PlayStats(_players(bots, seed)[1])
    for i in range(hands):
        number = i % 4 + 1
        deal = Deal.random(f"variant-diff:{seed}", i + 1)
        _one_hand(a, b, deal, number, f"{seed}:{i}", bots, stats)
    stats.hands = hands
    return stats


def _one_hand(
    a: Variant, b: Variant, deal: Deal, number: int, seed: str, bots: str, stats: PlayStats
) -> None:
    pa, _ = _players(bots, seed)
    pb, _ = _players(bots, seed)
    sa = State.from_deal(a, deal, hand_number=number)
    sb = State.from_deal(b, deal, hand_number=number)
    _observe(pa, sa)
    _observe(pb, sb)
    in_sync = True
    legal_changed = False
    trick_broken = False  # the current trick has already played out differently
    while sa.phase in (Phase.PASS, Phase.PLAY):
        seat = sa.to_act
        assert seat is not None
        stats.decisions += 1
        if in_sync and (not _same_spot(sa, sb) or sa.legal_mask() != sb.legal_mask()):
            stats.legal_differs += 1
            legal_changed = True
            if len(stats.examples) < 5:
                stats.examples.append(
                    {
                        "deal": deal.format(),
                        "hand": number,
                        "actions": [c.format() for c in sa.record().actions],
                        "to_act": seat.letter,
                        "legal_a": sa.legal_set().format(),
                        "legal_b": sb.legal_set().format() if sb.to_act is not None else "",
                    }
                )
            if sa.phase is Phase.PLAY and not trick_broken:
                trick_broken = True
        card = pa[seat].choose(view_of(sa, seat))
        before_tricks = len(sa.tricks)
        sa = sa.apply(card)
        _observe(pa, sa)
        if in_sync:
            if _same_spot_before(sb, seat) and sb.is_legal(card):
                sb = sb.apply(card)
                _observe(pb, sb)
            else:
                in_sync = False
                stats.hands_diverged += 1
                trick_broken = True
        if len(sa.tricks) > before_tricks:
            stats.tricks += 1
            if in_sync:
                same = len(sb.tricks) == len(sa.tricks) and sb.tricks[-1].winner is sa.tricks[-1].winner
                if not same or sa.hearts_broken != sb.hearts_broken:
                    trick_broken = True
            if trick_broken:
                stats.tricks_differ += 1
            # After B has left A's line of play, A's tricks cannot be played under B.
            trick_broken = not in_sync
    # B finishes the hand with its own bots once it has left A's line of play.
    guard = 0
    while sb.phase in (Phase.PASS, Phase.PLAY) and guard < 200:
        seat = sb.to_act
        assert seat is not None
        sb = sb.apply(pb[seat].choose(view_of(sb, seat)))
        _observe(pb, sb)
        guard += 1
    if legal_changed:
        stats.hands_legal_differs += 1
    ra = sa.hand_results[-1] if sa.hand_results else None
    rb = sb.hand_results[-1] if sb.hand_results else None
    if ra is None or rb is None or ra.points != rb.points or ra.deltas != rb.deltas:
        stats.hands_points_differ += 1


def _same_spot_before(sb: State, seat: Seat) -> bool:
    return sb.phase in (Phase.PASS, Phase.PLAY) and sb.to_act is seat


# ----------------------------------------------------------------------- report


@dataclass
class DiffReport:
    a: Variant
    b: Variant
    knobs: list[KnobChange]
    scenarios: list[ScenarioDiff]
    scenarios_total: int
    play: PlayStats | None

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a.name,
            "b": self.b.name,
            "knobs": [k.to_json() for k in self.knobs],
            "scenarios": {
                "total": self.scenarios_total,
                "differ": len(self.scenarios),
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
) -> DiffReport:
    """Knobs, corpus scenarios and play statistics between ``a`` and ``b``."""
    chosen: Sequence[_ScenarioLike]
    if scenarios is None:
        from hearts.scenarios import load_corpus

        chosen = load_corpus()
    else:
        chosen = scenarios
    changes = knob_changes(a, b)
    diffs = scenario_diffs(a, b, chosen)
    play = play_stats(a, b, hands, seed, bots) if hands > 0 else None
    return DiffReport(a, b, changes, diffs, len(chosen), play)
