"""Differential fuzzing: seeded random games on the reference engine and another engine.

Both engines are driven with the same actions. Each hand starts as a fresh
position (its deal, its number and the totals before it, as the reference has
them), which lets one-hand engines such as OpenSpiel take part in whole games.
At every step the legal actions are compared; at the end of each hand the points
(and the totals, and whether the game is over, when the engine answers those).

On the first disagreement the game is shrunk: the actions after it are dropped,
then earlier random choices are replaced by the lowest legal card where the
engines still disagree the same way at or before the same step; the result is a
scenario (format ``hearts-scenarios/1``) that ``hearts conform`` can run.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hearts.cards import Card, Suit
from hearts.conformance.engine import Engine, EngineFailure, EngineRefused, Unsupported
from hearts.conformance.reference import ReferenceEngine
from hearts.deal import Deal
from hearts.game import Phase, Record
from hearts.scenarios.writer import cards_text, scenario, scenario_file, setup, variant_entry
from hearts.variant import Variant

__all__ = ["Disagreement", "FuzzReport", "fuzz", "scenario_yaml", "shrink"]

_END_PHASES = ("deal", "over", "stuck")


@dataclass(frozen=True)
class Disagreement:
    """Where two engines differ: the position (one hand) and what each answered."""

    check: str
    """``legal_actions``, ``points``, ``scores``, ``game_over``, ``refused`` or ``error``."""
    variant: Variant
    deal: Deal
    hand: int
    scores: tuple[int, int, int, int]
    actions: tuple[Card, ...]
    """The actions of the hand before the position where they differ."""
    expected: Any
    """The reference engine's answer."""
    got: Any
    """The other engine's answer."""
    message: str
    clauses: tuple[str, ...] = ()
    game: int = 0

    def record(self) -> Record:
        return Record(self.variant, (self.deal,), self.actions, self.hand, self.scores)

    @property
    def plays(self) -> int:
        return len(self.actions)


@dataclass
class FuzzReport:
    """What a fuzzing run did and found."""

    engine: str
    variant: str
    seed: int
    games: int = 0
    hands: int = 0
    steps: int = 0
    notes: list[str] = field(default_factory=list)
    found: Disagreement | None = None
    """The first disagreement, as found."""
    shrunk: Disagreement | None = None
    """The same disagreement after shrinking."""
    shrink_checks: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        def dis(d: Disagreement | None) -> dict[str, Any] | None:
            if d is None:
                return None
            return {
                "check": d.check,
                "game": d.game,
                "hand": d.hand,
                "scores": list(d.scores),
                "deal": d.deal.format(),
                "actions": [c.format() for c in d.actions],
                "expected": d.expected,
                "got": d.got,
                "message": d.message,
                "clauses": list(d.clauses),
            }

        return {
            "engine": self.engine,
            "variant": self.variant,
            "seed": self.seed,
            "games": self.games,
            "hands": self.hands,
            "steps": self.steps,
            "notes": self.notes,
            "found": dis(self.found),
            "shrunk": dis(self.shrunk),
            "shrink_checks": self.shrink_checks,
            "seconds": round(self.seconds, 3),
        }


def _cards(answer: Any) -> list[str]:
    """Legal actions in a canonical form: ASCII, deck order, no repeats."""
    try:
        cards = {Card.parse(str(c)) for c in answer}
    except Exception:
        return sorted(str(c) for c in answer)
    return [c.format() for c in sorted(cards)]


Chooser = Callable[[int, list[str]], str]
"""Picks the action at a step (its index within the hand) among the legal ones."""


class _Stop(Exception):
    """The other engine cannot go on with this game (it lacks a knob, a query or a position)."""


def _clauses_for_legal(ref: ReferenceEngine, expected: list[str], got: list[str]) -> tuple[str, ...]:
    """A best guess at the clauses behind a difference in legal actions."""
    state = ref.state
    found: list[str] = []
    for text in got:
        if text not in expected:
            why = state.why_illegal(Card.parse(text))
            if why is not None and why.clause not in found:
                found.append(why.clause)
    missing = [Card.parse(t) for t in expected if t not in got]
    if missing and state.phase is Phase.PASS:
        found.append("PASS-COUNT")
    elif missing:
        trick = state.current_trick
        first = state.trick_number == 1
        for card in missing:
            if not trick.cards:
                clause = (
                    "FIRST-LEAD" if first else ("HEARTS-LEAD" if card.suit is Suit.HEARTS else "TRICK-WIN")
                )
            elif card.suit is trick.cards[0].suit:
                clause = "FOLLOW"
            elif first and (card.suit is Suit.HEARTS or card.format() == "QS"):
                clause = "FIRST-TRICK-POINTS"
            else:
                clause = "DISCARD"
            if clause not in found:
                found.append(clause)
    return tuple(found) or ("FOLLOW",)


class _Pair:
    """The two engines, checked against each other one step at a time."""

    def __init__(self, other: Engine, checks: Sequence[str] = ()) -> None:
        self.ref = ReferenceEngine()
        self.other = other
        caps = other.capabilities()
        self.name = caps.name
        self.queries = caps.queries
        self.caps = caps
        self.calls = 0

    def _other(self, fn: Callable[[], Any], pos: Disagreement) -> Any:
        """Call the other engine; its failures become disagreements (or stop the game)."""
        self.calls += 1
        try:
            return fn()
        except Unsupported as err:
            raise _Stop(str(err)) from None
        except EngineRefused as err:
            raise _Found(
                _replace(
                    pos,
                    check="refused",
                    got=f"refused: {err}",
                    message=f"the engine refused a legal action: {err}",
                )
            ) from None
        except EngineFailure as err:
            raise _Found(
                _replace(
                    pos,
                    check="error",
                    got=f"{type(err).__name__}: {err}",
                    message=f"the engine failed: {err}",
                )
            ) from None

    def play_hand(
        self,
        variant: Variant,
        deal: Deal,
        hand: int,
        scores: tuple[int, int, int, int],
        choose: Chooser,
        limit: int | None = None,
        prefix: Sequence[Card] = (),
    ) -> tuple[list[Card], Disagreement | None]:
        """Play one hand on both engines from its deal; the first disagreement, if any.

        Actions come from ``prefix`` while it lasts (if still legal), then from ``choose``.
        Stops after ``limit`` actions when given.
        """
        record = Record(variant, (deal,), (), hand, scores)
        self.ref.setup(record)
        actions: list[Card] = []

        def here(check: str = "", expected: Any = None, got: Any = None, message: str = "") -> Disagreement:
            return Disagreement(check, variant, deal, hand, scores, tuple(actions), expected, got, message)

        try:
            self._other(lambda: self.other.setup(record), here())
            while True:
                expected = _cards(self.ref.query("legal_actions"))
                got = _cards(self._other(lambda: self.other.query("legal_actions"), here()))
                if expected != got:
                    missing = [c for c in expected if c not in got]
                    extra = [c for c in got if c not in expected]
                    clauses = list(_clauses_for_legal(self.ref, expected, got))
                    message = (
                        f"legal actions differ: the engine lacks {missing or 'nothing'}, "
                        f"adds {extra or 'nothing'}"
                    )
                    if "hearts_broken" in self.queries:
                        broken = self._other(lambda: self.other.query("hearts_broken"), here())
                        if broken != self.ref.query("hearts_broken"):
                            clauses.insert(0, "HEARTS-BREAK")
                            message += f"; it also says hearts_broken={broken}"
                    d = here("legal_actions", expected, got, message)
                    return actions, _replace(d, clauses=tuple(dict.fromkeys(clauses)))
                if not expected:
                    break
                if limit is not None and len(actions) >= limit:
                    return actions, None
                i = len(actions)
                if i < len(prefix) and prefix[i].format() in expected:
                    text = prefix[i].format()
                else:
                    text = choose(i, expected)
                card = Card.parse(text)
                self.ref.apply(card)
                self._other(lambda c=card: self.other.apply(c), here())  # type: ignore[misc]
                actions.append(card)
            phase = self.ref.query("phase")
            for check in ("points", "scores", "game_over"):
                if check not in self.queries or (check == "game_over" and phase != "over"):
                    continue
                want = self.ref.query(check)
                have = self._other(lambda c=check: self.other.query(c), here())  # type: ignore[misc]
                if want != have:
                    clause = {"points": "POINTS", "scores": "ACCUMULATE", "game_over": "GAME-END"}[check]
                    results = self.ref.query("hand_results")
                    if check != "game_over" and results and results[-1]["shooter"] is not None:
                        clause = "MOON"
                    d = here(check, want, have, f"{check}: expected {want}, got {have}")
                    return actions, _replace(d, clauses=(clause,))
        except _Found as found:
            return actions, found.disagreement
        return actions, None


class _Found(Exception):
    def __init__(self, disagreement: Disagreement) -> None:
        super().__init__(disagreement.message)
        self.disagreement = disagreement


def _replace(d: Disagreement, **changes: Any) -> Disagreement:
    return replace(d, **changes)


def _lowest(step: int, legal: list[str]) -> str:
    return legal[0]


def shrink(pair: _Pair, found: Disagreement, budget: float = 20.0) -> tuple[Disagreement, int]:
    """The smallest position found that still shows the same kind of disagreement.

    Tries, for each earlier action, the lowest legal card instead (keeping the
    later actions while they stay legal, or playing the lowest card from there
    on); a candidate is kept when the engines differ the same way after no more
    actions than before. Returns the result and the number of replays tried.
    """
    best = found
    checks = 0
    deadline = time.monotonic() + budget
    improved = True
    while improved and time.monotonic() < deadline:
        improved = False
        for i in range(len(best.actions)):
            if time.monotonic() >= deadline:
                break
            base = list(best.actions)
            for mode in ("keep", "lowest"):
                tail: Sequence[Card] = base[i + 1 :] if mode == "keep" else ()
                # Replay the prefix, then the lowest legal card at i, then the tail where legal.
                prefix = base[:i]
                pair.ref.setup(Record(best.variant, (best.deal,), tuple(prefix), best.hand, best.scores))
                legal = _cards(pair.ref.query("legal_actions"))
                if not legal or legal[0] == base[i].format():
                    break
                candidate = [*prefix, Card.parse(legal[0]), *tail]
                checks += 1
                _, d = pair.play_hand(
                    best.variant,
                    best.deal,
                    best.hand,
                    best.scores,
                    _lowest,
                    limit=len(best.actions),
                    prefix=candidate,
                )
                if d is not None and d.check == best.check and _simpler(d, best):
                    best = _replace(d, game=found.game)
                    improved = True
                    break
            if improved:
                break
    return best, checks


def _simpler(a: Disagreement, b: Disagreement) -> bool:
    if a.plays != b.plays:
        return a.plays < b.plays
    return [c.index for c in a.actions] < [c.index for c in b.actions]


def fuzz(
    other: Engine,
    variant: Variant,
    games: int,
    seed: int,
    *,
    max_hands: int | None = None,
    shrink_budget: float = 20.0,
    progress: Callable[[int], None] | None = None,
) -> FuzzReport:
    """Play ``games`` seeded random games on the reference engine and ``other``; see the module."""
    started = time.perf_counter()
    pair = _Pair(other)
    report = FuzzReport(pair.name, variant.name, seed)
    missing = pair.caps.supports_variant(variant)
    if missing is not None:
        report.notes.append(f"the engine does not support {missing}: nothing to compare")
        report.seconds = time.perf_counter() - started
        return report
    if "legal_actions" not in pair.queries:
        report.notes.append("the engine does not answer legal_actions: nothing to compare")
        report.seconds = time.perf_counter() - started
        return report
    stops: set[str] = set()
    for game in range(1, games + 1):
        rng = random.Random(f"fuzz:{seed}:{game}")

        def choose(step: int, legal: list[str], rng: random.Random = rng) -> str:
            return rng.choice(legal)

        hand, scores = 1, (0, 0, 0, 0)
        while max_hands is None or hand <= max_hands:
            deal = Deal.random(f"fuzz:{seed}:{game}", hand)
            try:
                actions, found = pair.play_hand(variant, deal, hand, scores, choose)
            except _Stop as stop:
                stops.add(str(stop))
                break
            report.hands += 1
            report.steps += len(actions)
            if found is not None:
                report.games = game
                report.found = _replace(found, game=game)
                report.shrunk, report.shrink_checks = shrink(pair, report.found, shrink_budget)
                report.notes.extend(sorted(stops))
                report.seconds = time.perf_counter() - started
                return report
            phase = pair.ref.query("phase")
            if phase != "deal":
                break
            s = pair.ref.query("scores")
            hand, scores = hand + 1, (s[0], s[1], s[2], s[3])
        report.games = game
        if progress is not None:
            progress(game)
    report.notes.extend(f"games cut short: {s}" for s in sorted(stops))
    report.seconds = time.perf_counter() - started
    return report


def scenario_yaml(d: Disagreement, *, scenario_id: str, engine: str, schema: str) -> str:
    """The disagreement as a scenario file that ``hearts conform`` runs (the reference's answers)."""
    expect: dict[str, Any] = {}
    if d.check == "legal_actions":
        expect["legal"] = " ".join(d.expected)
        if "HEARTS-BREAK" in d.clauses:
            ref = ReferenceEngine()
            ref.setup(d.record())
            expect["hearts_broken"] = ref.query("hearts_broken")
    elif d.check in ("points", "scores", "game_over"):
        expect[d.check] = d.expected
    else:
        ref = ReferenceEngine()
        ref.setup(d.record())
        expect["legal"] = " ".join(ref.query("legal_actions"))
    named, definition = variant_entry(d.variant, local_name="fuzzed")
    item = scenario(
        scenario_id,
        f"Found by hearts fuzz against {engine}: {d.check} differ",
        list(d.clauses) or ["FOLLOW"],
        setup(d.deal, hand=d.hand, scores=d.scores, actions=cards_text(d.actions)),
        expect,
        variants=[named],
        description=f"{d.message} (the expectations are the reference engine's answers)",
    )
    return scenario_file(
        [item],
        theme="Disagreements found by differential fuzzing",
        variants={named: definition} if definition else None,
        schema=schema,
    )
