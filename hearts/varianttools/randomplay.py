"""Seeded random games for ``hearts variant check``: the engine's invariants in real play.

Each game is seeded (``<seed>:<game>``), so a failure is replayable from its seed
alone. Every decision is checked against the exhaustive table when one is given
(its case must have been built and give the same legal classes: if not, the
abstraction or the construction is incomplete and the check says so), and the
engine's invariants are checked: the cards in play are accounted for at every step,
each hand's points add up to the variant's total, scores accumulate, nobody is
left without a legal card, and every game ends within ``max_hands`` hands.

No test library is needed at run time (``pip install .`` without extras runs it).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from hearts.cards import FULL_DECK, Card, CardSet, Seat
from hearts.engine.rules import deck_points, hand_points, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.play import Policy, turns
from hearts.varianttools.abstraction import Case, case_of, legal_classes

__all__ = ["GameFailure", "RandomReport", "random_games"]


class KnownCase(Protocol):
    """What the random phase needs from an exhaustive result."""

    @property
    def status(self) -> str: ...

    @property
    def legal_pattern(self) -> int: ...


@dataclass(frozen=True)
class GameFailure:
    """A seeded random game that broke an invariant."""

    invariant: str
    message: str
    seed: str
    actions: tuple[str, ...]
    deals: tuple[str, ...]
    hand: int

    def to_json(self) -> dict[str, Any]:
        """The failure as plain data (replayable from ``deals`` and ``actions``)."""
        return {
            "invariant": self.invariant,
            "message": self.message,
            "seed": self.seed,
            "hand": self.hand,
            "deals": list(self.deals),
            "actions": list(self.actions),
        }


class _Broken(AssertionError):
    def __init__(self, invariant: str, message: str, state: State) -> None:
        super().__init__(f"{invariant}: {message}")
        self.invariant = invariant
        self.message = message
        self.state = state


def _kitty_left(before: State, after: State) -> int:
    """The kitty of the hand that ``after`` ends that no seat took (KITTY-FIRST-HEART: no trick
    held a heart); 0 while the hand goes on, or when a seat took it."""
    if after.phase is not Phase.DEAL and after.phase is not Phase.OVER:
        return 0
    taken = sum(after.taken(Seat(s)).mask for s in range(after.seats))
    return before.kitty.mask & ~taken


def _check_cards(state: State, before: State) -> None:
    """Every card in play is in one place: a hand, a trick won, the trick on the table or the
    kitty not yet taken (at the end of the hand, the kitty nobody took); the removed cards in
    none (DEAL, KITTY-FIRST-HEART)."""
    seen = 0
    count = 0
    seats = [Seat(s) for s in range(state.seats)]
    parts = [state.hand(s).mask for s in seats] + [state.taken(s).mask for s in seats]
    parts.append(sum(c.bit for c in state.current_trick.cards))
    if not state.kitty_taken:
        parts.append(state.kitty.mask)
    parts.append(_kitty_left(before, state))
    deck = FULL_DECK & ~state.removed.mask
    for part in parts:
        if seen & part:
            raise _Broken("cards", f"{CardSet(seen & part)} in two places at once", state)
        seen |= part
        count += part.bit_count()
    if seen != deck or count != deck.bit_count():
        missing = f"{deck.bit_count() - count} card(s) missing: {CardSet(deck & ~seen)}"
        raise _Broken("cards", missing, state)


def _check_hand_end(before: State, after: State, variant: Variant) -> None:
    result = after.hand_results[-1]
    scoring = rules_for(variant).scoring
    expected = deck_points(scoring) - hand_points(_kitty_left(before, after), scoring)
    if sum(result.points) != expected:
        raise _Broken(
            "points", f"hand {result.hand_number}: {sum(result.points)} points, not {expected}", after
        )
    previous = before.scores
    if tuple(p + d for p, d in zip(previous, result.deltas, strict=True)) != result.scores:
        raise _Broken(
            "scores", f"hand {result.hand_number}: {previous} + {result.deltas} != {result.scores}", after
        )


@dataclass
class RandomReport:
    """What the random games met."""

    games: int = 0
    hands: int = 0
    decisions: int = 0
    cases_seen: int = 0
    stopped_early: bool = False
    """The time budget ran out before every game was played."""
    failure: GameFailure | None = None
    mismatches: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The report as plain data."""
        return {
            "games": self.games,
            "hands": self.hands,
            "decisions": self.decisions,
            "abstract_cases_seen": self.cases_seen,
            "stopped_early": self.stopped_early,
            "failure": self.failure.to_json() if self.failure else None,
            "abstraction_mismatches": self.mismatches[:20],
        }


def _compare(case: Case, state: State, known: KnownCase | None, report: RandomReport) -> None:
    if any(m["case"] == case.key() for m in report.mismatches):
        return  # one line per case is enough
    if known is None or known.status == "unreachable":
        problem = "reached in play but not built by the exhaustive check"
        report.mismatches.append({"case": case.key(), "problem": problem})
        return
    pattern = legal_classes(state)
    if known.status == "ok" and case.kind != "pass" and known.legal_pattern != pattern:
        problem = "legal classes differ from the built position: "
        names = case.classes.names_of
        problem += " ".join(names(pattern)) + " vs " + " ".join(names(known.legal_pattern))
        report.mismatches.append({"case": case.key(), "problem": problem})


def _play_one(
    variant: Variant,
    game_seed: str,
    table: dict[Case, KnownCase] | None,
    report: RandomReport,
    seen: set[Case],
    max_hands: int,
) -> None:
    """One seeded game through the one game loop (:func:`hearts.play.turns`), a random legal
    card at each decision, the invariants checked after every deal and action."""
    rng = random.Random(game_seed)

    def pick(state: State, seat: Seat) -> Card:
        legal = state.legal_actions()
        if not legal:
            raise _Broken("legal", f"{state.to_act} has no legal card ({state.phase})", state)
        case = case_of(state)
        if case is not None and table is not None:
            seen.add(case)
            _compare(case, state, table.get(case), report)
        return legal[rng.randrange(len(legal))]

    def too_long(state: State) -> bool:
        if not state.is_over and state.hand_number > max_hands:
            raise _Broken("game-end", f"no end after {max_hands} hands (scores {state.scores})", state)
        return False

    state = State.start(variant, game_seed)
    decisions = 0
    for turn in turns(state, Policy(pick), too_long):
        state = turn.after
        _check_cards(state, turn.before)
        if turn.seat is not None:
            decisions += 1
            if len(state.hand_results) > len(turn.before.hand_results):
                _check_hand_end(turn.before, state, variant)
    if not state.is_over:  # the loop stops where nobody has a legal card (STUCK)
        raise _Broken("legal", f"{state.to_act} has no legal card ({state.phase})", state)
    outcome = state.outcome
    assert outcome is not None
    if not _ends_rightly(variant, outcome.scores, outcome.winners, outcome.team_scores):
        raise _Broken("game-end", f"bad outcome {outcome}", state)
    report.games += 1
    report.hands += outcome.hands
    report.decisions += decisions


def _ends_rightly(
    variant: Variant, scores: tuple[int, ...], winners: tuple[int, ...], team_scores: tuple[int, ...]
) -> bool:
    """GAME-END: a total reached the target and every winner holds the lowest total. With teams
    (TEAM-GAME-END) the totals are the teams' (the sums of partners' totals, worked out here
    again), and a winner's team holds the lowest."""
    teams = variant.team_seats()
    if not teams:
        low = min(scores)
        return max(scores) >= variant.target_score and all(scores[w] == low for w in winners)
    totals = tuple(sum(scores[seat] for seat in team) for team in teams)
    low = min(totals)
    won = [i for i, team in enumerate(teams) if any(seat in winners for seat in team)]
    whole = all(seat in winners for i in won for seat in teams[i])
    return (
        team_scores == totals
        and max(totals) >= variant.target_score
        and whole
        and all(totals[i] == low for i in won)
    )


def random_games(
    variant: Variant,
    games: int,
    seed: int,
    table: dict[Case, KnownCase] | None = None,
    max_hands: int = 400,
    budget: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> RandomReport:
    """Play ``games`` seeded random games and check the invariants.

    ``table`` (from :func:`~hearts.varianttools.check.exhaustive`) makes every
    decision also check the abstraction. ``budget`` (seconds) bounds the time:
    games not started by then are skipped and the report says so. ``progress`` is
    called after each game with the number of games done.
    """
    report = RandomReport()
    seen: set[Case] = set()
    start = time.monotonic()
    for game in range(games):
        if budget is not None and time.monotonic() - start > budget:
            report.stopped_early = True
            break
        game_seed = f"{seed}:{game}"
        try:
            _play_one(variant, game_seed, table, report, seen, max_hands)
        except _Broken as err:
            record = err.state.record()
            report.failure = GameFailure(
                err.invariant,
                err.message,
                game_seed,
                tuple(c.format() for c in record.actions),
                tuple(d.format() for d in record.deals),
                err.state.hand_number,
            )
            break
        if progress is not None:
            progress(game + 1)
    report.cases_seen = len(seen)
    return report
