"""What a fuzzing run found: disagreements, the run's report, and their scenario files.

A :class:`Disagreement` is a setup (variant, deals, first hand, totals), the actions
since, and what the two engines answered there; :func:`scenario_yaml` writes it as a
scenario ``hearts conform`` runs, with the reference engine's answers as the
expectations and a best guess at the clauses (:func:`clauses_for`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hearts.cards import QUEEN_OF_SPADES, Card, Suit
from hearts.conformance.modes import MODES
from hearts.conformance.reference import ReferenceEngine
from hearts.engine.deal import Deal
from hearts.engine.rules import first_trick_discard, rules_for
from hearts.engine.state import Phase, Record, State
from hearts.engine.variant import TieRule, Variant
from hearts.scenarios.writer import cards_text, scenario, scenario_file, setup, variant_entry

__all__ = [
    "KINDS_OF_SITUATION",
    "MODES",
    "SITUATIONS",
    "Disagreement",
    "FuzzReport",
    "canonical_cards",
    "clauses_for",
    "clauses_for_legal",
    "hand_starts",
    "lowest_shared",
    "possible_kinds",
    "scenario_yaml",
    "simpler",
    "trimmed",
]

SITUATIONS = (
    "hands crossed through apply",
    "hands crossed by setup",
    "points on trick 1",
    "point card forced on trick 1",
    "moon",
    "lowest total shared at the target",
    "extra hand after a tie",
    "game over",
    "shared win",
    "stuck",
)
"""The rare situations counted by a run (``--stats``)."""

KINDS_OF_SITUATION: dict[str, tuple[str, ...]] = {
    "crossing hands": ("hands crossed through apply", "hands crossed by setup"),
    "points on trick 1": ("points on trick 1",),
    "forced points on trick 1": ("point card forced on trick 1",),
    "moons": ("moon",),
    "ties at the target": ("lowest total shared at the target",),
    "extra hands after a tie": ("extra hand after a tie",),
    "games over": ("game over",),
    "shared wins": ("shared win",),
    "stuck players": ("stuck",),
}
"""The kinds of situation a run should reach, each by the :data:`SITUATIONS` that show it."""


def possible_kinds(variant: Variant) -> list[str]:
    """The kinds of :data:`KINDS_OF_SITUATION` that ``variant`` allows at all.

    >>> from hearts.variants.files import load_variant
    >>> "stuck players" in possible_kinds(load_variant("card-1.0.0"))
    False
    """
    return [kind for kind in KINDS_OF_SITUATION if _ALLOWS.get(kind, _always)(variant)]


def _always(variant: Variant) -> bool:
    return True


def _forced_point_card(variant: Variant) -> bool | None:
    """Whether a player holding only the cards kept off the first trick may play one
    (FIRST-TRICK-POINTS), asked of the rule; ``None`` when nothing is kept off."""
    rules = rules_for(variant)
    if not rules.first_trick_kept_out:
        return None
    return bool(first_trick_discard(rules.first_trick_kept_out, rules))


_ALLOWS: dict[str, Callable[[Variant], bool]] = {
    "points on trick 1": lambda v: _forced_point_card(v) is not False,
    "forced points on trick 1": lambda v: _forced_point_card(v) is True,
    "extra hands after a tie": lambda v: v.tie_rule is TieRule.EXTRA_HANDS,
    "shared wins": lambda v: v.tie_rule is TieRule.SHARED_WIN,
    "stuck players": lambda v: _forced_point_card(v) is False,
}
"""The kinds of situation only some variants allow, and which."""


@dataclass(frozen=True)
class Disagreement:
    """Where two engines differ: the setup, the actions since, and what each answered."""

    check: str
    """A query (``legal_actions``, ``to_act``, ``phase``, ``hearts_broken``, ``trick_winner``,
    ``points``, ``hand_results``, ``scores``, ``game_over``, ``winners``), or ``refused``
    (a legal action was refused) or ``error`` (the engine failed)."""
    variant: Variant
    deals: tuple[Deal, ...]
    first_hand: int
    scores: tuple[int, ...]
    """Totals before ``first_hand``."""
    actions: tuple[Card, ...]
    """The actions from the setup to the position where the engines differ."""
    hand: int
    """The number of the hand being played (or just dealt) at that position."""
    expected: Any
    """The reference engine's answer."""
    got: Any
    """The other engine's answer."""
    message: str
    clauses: tuple[str, ...] = ()
    game: int = 0

    def record(self) -> Record:
        return Record(self.variant, self.deals, self.actions, self.first_hand, self.scores)

    @property
    def deal(self) -> Deal:
        """The deal of the hand where the engines differ."""
        return self.deals[min(self.hand - self.first_hand, len(self.deals) - 1)]

    @property
    def plays(self) -> int:
        return len(self.actions)

    @property
    def hands(self) -> int:
        """How many hands the setup spans up to the disagreement."""
        return self.hand - self.first_hand + 1

    def to_json(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "game": self.game,
            "hand": self.hand,
            "first_hand": self.first_hand,
            "scores": list(self.scores),
            "deals": [d.format() for d in self.deals],
            "deal": self.deal.format(),
            "actions": [c.format() for c in self.actions],
            "expected": self.expected,
            "got": self.got,
            "message": self.message,
            "clauses": list(self.clauses),
        }


@dataclass
class FuzzReport:
    """What a fuzzing run did and found."""

    engine: str
    variant: str
    seed: int
    mode: str = "game"
    games: int = 0
    hands: int = 0
    steps: int = 0
    comparisons: Counter[str] = field(default_factory=Counter)
    """How many times each answer was compared."""
    not_answered: Counter[str] = field(default_factory=Counter)
    """Queries the engine declared but answered ``unsupported`` at some position (not compared)."""
    situations: Counter[str] = field(default_factory=Counter)
    """How often each of :data:`SITUATIONS` was reached."""
    styles: Counter[str] = field(default_factory=Counter)
    """Games played in each steering style."""
    notes: list[str] = field(default_factory=list)
    found: Disagreement | None = None
    """The first disagreement, as found."""
    shrunk: Disagreement | None = None
    """The same disagreement after shrinking."""
    shrink_checks: int = 0
    seconds: float = 0.0
    possible: list[str] = field(default_factory=lambda: list(KINDS_OF_SITUATION))
    """The kinds of situation the variant allows (see :func:`possible_kinds`)."""

    @property
    def never_reached(self) -> list[str]:
        """The kinds of situation the variant allows that the run never reached."""
        return [
            kind
            for kind in self.possible
            if not any(self.situations[name] for name in KINDS_OF_SITUATION[kind])
        ]

    @property
    def checked(self) -> int:
        """The number of comparisons made (0: the run checked nothing)."""
        return sum(self.comparisons.values())

    @property
    def empty(self) -> bool:
        """True when nothing was compared: no game played, or no answer compared."""
        return self.found is None and (self.games == 0 or self.checked == 0)

    def summary(self) -> str:
        """One line saying what was checked."""
        parts = ", ".join(f"{name} {n}" for name, n in sorted(self.comparisons.items()))
        return (
            f"{self.games} game(s), {self.hands} hand(s), {self.steps} action(s) under {self.variant} "
            f"({self.mode} mode); {self.checked} comparison(s)" + (f": {parts}" if parts else "")
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "engine": self.engine,
            "variant": self.variant,
            "seed": self.seed,
            "mode": self.mode,
            "games": self.games,
            "hands": self.hands,
            "steps": self.steps,
            "comparisons": dict(sorted(self.comparisons.items())),
            "checked": self.checked,
            "empty": self.empty,
            "not_answered": dict(sorted(self.not_answered.items())),
            "situations": {name: self.situations[name] for name in SITUATIONS},
            "never_reached": self.never_reached,
            "styles": dict(sorted(self.styles.items())),
            "notes": self.notes,
            "found": None if self.found is None else self.found.to_json(),
            "shrunk": None if self.shrunk is None else self.shrunk.to_json(),
            "shrink_checks": self.shrink_checks,
            "seconds": round(self.seconds, 3),
        }


def canonical_cards(answer: Any) -> list[str]:
    """Legal actions in a canonical form: ASCII, deck order, no repeats."""
    try:
        cards = {Card.parse(str(c)) for c in answer}
    except Exception:
        return sorted(str(c) for c in answer)
    return [c.format() for c in sorted(cards)]


def clauses_for_legal(state: State, expected: list[str], got: list[str]) -> list[str]:
    """A best guess at the clauses behind a difference in legal actions."""
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
            elif first and (card.suit is Suit.HEARTS or card == QUEEN_OF_SPADES):
                clause = "FIRST-TRICK-POINTS"
            else:
                clause = "DISCARD"
            if clause not in found:
                found.append(clause)
    return found or ["FOLLOW"]


def lowest_shared(variant: Variant, scores: Sequence[int]) -> bool:
    low = min(scores)
    return max(scores) >= variant.target_score and list(scores).count(low) > 1


def clauses_for(check: str, state: State, expected: Any, got: Any) -> list[str]:
    """A best guess at the clauses behind a difference in ``check`` at ``state``."""
    variant = state.variant
    results = state.hand_results
    moon = bool(results) and results[-1].shooter is not None
    tie = lowest_shared(variant, state.scores)
    if check == "to_act":
        if state.phase is Phase.PASS:
            return ["PASS-COUNT"]
        if not state.current_trick.cards:
            return ["FIRST-LEAD"] if state.trick_number == 1 else ["TRICK-WIN"]
        return ["TRICK-WIN"]
    if check == "phase":
        if "over" in (expected, got):
            return ["GAME-END", *(["TIE"] if tie else [])]
        if "deal" in (expected, got):
            return ["HAND-END"]
        return ["PASS-CYCLE"]
    if check == "hearts_broken":
        return ["HEARTS-BREAK"]
    if check == "trick_winner":
        return ["TRICK-WIN"]
    if check == "points":
        first = len(state.tricks) == 1 or (state.phase is not Phase.PLAY and state.trick_number <= 1)
        return ["POINTS", *(["FIRST-TRICK-POINTS"] if first else [])]
    if check == "hand_results":
        return ["MOON", "POINTS"] if moon else ["POINTS", "ACCUMULATE"]
    if check == "scores":
        return ["MOON", "ACCUMULATE"] if moon else ["ACCUMULATE"]
    if check in ("game_over", "winners"):
        return ["GAME-END", *(["TIE"] if tie else [])]
    return []


def hand_starts(d: Disagreement) -> dict[int, tuple[int, tuple[int, ...], int]]:
    """For each hand of ``d``: the index of its first action, the totals before it, its deal index."""
    state = State.start(d.variant, hand_number=d.first_hand, scores=d.scores)
    deal_index = 0
    starts: dict[int, tuple[int, tuple[int, ...], int]] = {}
    for i, card in enumerate(d.actions):
        if state.phase is Phase.DEAL:
            if deal_index >= len(d.deals):
                break
            state = state.deal(d.deals[deal_index])
            deal_index += 1
        if state.hand_number not in starts:
            starts[state.hand_number] = (i, state.scores, deal_index - 1)
        state = state.apply(card)
    return starts


def trimmed(d: Disagreement) -> Disagreement:
    """``d`` with the deals after the hand where it shows dropped."""
    keep = max(1, d.hand - d.first_hand + 1)
    return replace(d, deals=d.deals[:keep]) if len(d.deals) > keep else d


def simpler(a: Disagreement, b: Disagreement) -> bool:
    if (a.hands, a.plays) != (b.hands, b.plays):
        return (a.hands, a.plays) < (b.hands, b.plays)
    return [c.index for c in a.actions] < [c.index for c in b.actions]


_EXPECT_KEY = {"legal_actions": "legal"}


def scenario_yaml(d: Disagreement, *, scenario_id: str, engine: str, schema: str) -> str:
    """The disagreement as a scenario file that ``hearts conform`` runs (the reference's answers)."""
    ref = ReferenceEngine()
    ref.setup(d.record())
    expect: dict[str, Any] = {}
    if d.check in ("refused", "error"):
        expect["legal"] = " ".join(canonical_cards(ref.query("legal_actions")))
    elif d.check == "legal_actions":
        expect["legal"] = " ".join(d.expected)
        if "HEARTS-BREAK" in d.clauses:
            expect["hearts_broken"] = ref.query("hearts_broken")
    else:
        expect[_EXPECT_KEY.get(d.check, d.check)] = ref.query(d.check)
    named, definition = variant_entry(d.variant, local_name="fuzzed")
    deals: Deal | Sequence[Deal] = d.deals[0] if len(d.deals) == 1 else d.deals
    item = scenario(
        scenario_id,
        f"Found by hearts fuzz against {engine}: {d.check} differ",
        list(d.clauses) or ["FOLLOW"],
        setup(deals, hand=d.first_hand, scores=d.scores, actions=cards_text(d.actions)),
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
