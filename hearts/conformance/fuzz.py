"""Differential fuzzing: seeded games on the reference engine and another engine.

Both engines are driven with the same actions and compared on everything the
other engine answers (the queries it declares):

* at every step: ``phase``, ``to_act``, ``legal_actions`` and ``hearts_broken``;
* after every trick: ``trick_winner`` and ``points``;
* after every hand: ``hand_results`` (points, deltas, shooter), ``scores``,
  ``game_over`` (whichever engine says the game is over) and, once it is over,
  ``winners``.

Two modes. ``game`` (the default) sets each game up once, with the deals of all
its hands, and plays it through ``apply`` across hand boundaries (protocol 1.1:
the engine deals the next deal when a hand ends), so that state an engine
carries wrongly from one hand to the next shows. Protocol 1.0 left open what
``apply`` does at the end of a hand, so a 1.0 engine crosses hands by setup
instead: when a hand ends it is set up again with the game's deals and every
action so far (as conform's across-hands scenarios are), and play goes on with
``apply`` in the new hand. ``hand`` sets every hand up afresh (its deal, number
and the totals before it, as the reference has them), for engines that play one
hand only; ``game`` falls back to it, with a note, when the engine refuses a
setup of several deals.

Games are steered towards rare situations, in turn: plain random play; a seat
trying to shoot the moon while the others duck under it; totals near the target
with the lowest total shared (ties, the end of the game); and a first hand built
so that a player void in clubs holds only point cards on trick 1 (a hand without
passing). :attr:`FuzzReport.situations` counts how often each was reached, and
:attr:`FuzzReport.never_reached` names each kind of situation the variant allows
that the run never reached (crossing hands, moons, ties at the target...).

On the first disagreement the game is shrunk: to the fewest hands before it
that still show it, then earlier random choices are replaced by the lowest legal
card where the engines still disagree the same way at or before the same step;
the result is a scenario (format ``hearts-scenarios/1``) that ``hearts conform``
can run.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from hearts.cards import QUEEN_OF_SPADES, Card, Suit
from hearts.conformance.engine import (
    APPLY_DEALS,
    Engine,
    EngineFailure,
    EngineRefused,
    Unsupported,
    apply_and_ask,
    ask_each,
)
from hearts.conformance.fuzz_report import (
    MODES,
    SITUATIONS,
    Disagreement,
    FuzzReport,
    canonical_cards,
    clauses_for,
    clauses_for_legal,
    hand_starts,
    lowest_shared,
    possible_kinds,
    scenario_yaml,
    simpler,
    trimmed,
)
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.steering import STYLES, Picker, Start, at_card_table, built_deal, plan
from hearts.engine.state import Phase, Record, State
from hearts.engine.variant import TieRule, Variant

__all__ = [
    "MODES",
    "SITUATIONS",
    "STYLES",
    "Disagreement",
    "FuzzReport",
    "built_deal",
    "fuzz",
    "scenario_yaml",
    "shrink",
]

_STEP_CHECKS = ("phase", "to_act", "legal_actions", "hearts_broken")
_TRICK_CHECKS = ("trick_winner", "points")
_HAND_CHECKS = ("hand_results", "scores", "game_over", "winners")
_MAX_HANDS = 40
"""Deals set up per game in ``game`` mode (a game to 100 rarely needs 20)."""


class _Stop(Exception):
    """The other engine cannot go on with this game (it lacks a knob or a position)."""


class _Found(Exception):
    def __init__(self, disagreement: Disagreement) -> None:
        super().__init__(disagreement.message)
        self.disagreement = disagreement


# ----------------------------------------------------------------- the pair


class _Pair:
    """The two engines, checked against each other one step at a time."""

    def __init__(self, other: Engine, report: FuzzReport | None = None) -> None:
        self.ref = ReferenceEngine()
        self.other = other
        caps = other.capabilities()
        self.name = caps.name
        self.queries = caps.queries
        self.caps = caps
        self.report = report
        self.cross_by_setup = False
        """Cross hands by setting the engine up again (protocol 1.0), not through apply."""

    def _count(self, kind: str, name: str) -> None:
        if self.report is not None:
            getattr(self.report, kind)[name] += 1

    def _other(self, fn: Callable[[], Any], pos: Callable[..., Disagreement]) -> Any:
        """Call the other engine; its failures become disagreements (or stop the game)."""
        try:
            return fn()
        except Unsupported as err:
            raise _Stop(str(err)) from None
        except EngineRefused as err:
            raise _Found(
                pos("refused", None, f"refused: {err}", f"the engine refused a legal action: {err}")
            ) from None
        except EngineFailure as err:
            raise _Found(
                pos("error", None, f"{type(err).__name__}: {err}", f"the engine failed: {err}")
            ) from None

    def _compare(self, checks: Sequence[str], pos: Callable[..., Disagreement]) -> None:
        """Compare the queries the other engine declares, asked at once and judged in order;
        raise :class:`_Found` at the first that differs."""
        asked = [check for check in checks if check in self.queries]
        for check, have in zip(asked, ask_each(self.other, asked), strict=True):
            self._judge(check, have, pos)

    def _apply_and_compare(
        self, card: Card, checks: Sequence[str], actions: list[Card], pos: Callable[..., Disagreement]
    ) -> None:
        """Apply ``card`` (the last of ``actions``) on the other engine and compare ``checks``
        after it, in one round trip. A refusal is reported at the position before the card."""
        asked = [check for check in checks if check in self.queries]
        actions.pop()
        answers = self._other(lambda: apply_and_ask(self.other, card, asked), pos)
        actions.append(card)
        for check, have in zip(asked, answers, strict=True):
            self._judge(check, have, pos)

    def _judge(self, check: str, have: Any, pos: Callable[..., Disagreement]) -> None:
        """Compare the other engine's answer to ``check`` (a result or its failure) with the reference's."""
        if isinstance(have, Unsupported):
            self._count("not_answered", check)
            return
        if isinstance(have, EngineFailure):
            got = f"{type(have).__name__}: {have}"
            raise _Found(pos("error", None, got, f"the engine failed to answer {check}: {have}"))
        want = self.ref.query(check)
        self._count("comparisons", check)
        if want == have:
            return
        if check == "legal_actions":
            want, have = canonical_cards(want), canonical_cards(have) if isinstance(have, list) else have
        elif check == "winners":
            want = sorted(want)
            have = sorted(have) if isinstance(have, list) else have
        elif check == "hand_results" and isinstance(have, list):
            keys = ("points", "deltas", "scores", "shooter")
            have = [{k: r.get(k) for k in keys} if isinstance(r, dict) else r for r in have]
        if want == have:
            return
        state = self.ref.state
        if check == "legal_actions" and isinstance(have, list):
            missing = [c for c in want if c not in have]
            extra = [c for c in have if c not in want]
            clauses = clauses_for_legal(state, want, have)
            message = (
                f"legal actions differ: expected {want}, engine said {have} "
                f"(lacks {missing or 'nothing'}, adds {extra or 'nothing'})"
            )
        else:
            clauses = clauses_for(check, state, want, have)
            message = f"{check}: expected {want!r}, engine said {have!r}"
        raise _Found(pos(check, want, have, message, tuple(dict.fromkeys(clauses))))

    def play(
        self,
        start: Start,
        choose: Picker,
        *,
        prefix: Sequence[Card] = (),
        limit: int | None = None,
        seen: Counter[str] | None = None,
    ) -> tuple[list[Card], Disagreement | None]:
        """Set both engines up at ``start`` and play until nobody acts; the first disagreement.

        Actions come from ``prefix`` while it lasts (if still legal), then from ``choose``.
        Stops after ``limit`` actions when given. ``seen`` counts the rare situations.
        """
        record = Record(start.variant, start.deals, (), start.first_hand, start.scores)
        self.ref.setup(record)
        actions: list[Card] = []

        def pos(
            check: str = "", expected: Any = None, got: Any = None, message: str = "", clauses: Any = ()
        ) -> Disagreement:
            state = self.ref.state
            return Disagreement(
                check,
                start.variant,
                start.deals,
                start.first_hand,
                start.scores,
                tuple(actions),
                state.hand_number,
                expected,
                got,
                message,
                tuple(clauses),
            )

        try:
            self._other(lambda: self.other.setup(record), pos)
            results, tricks = 0, 0
            pending: Card | None = None  # applied on the reference, sent to the other with the next checks
            while True:
                state = self.ref.state
                done = len(state.hand_results)
                checks: list[str] = []
                if done > results:
                    checks += [c for c in _HAND_CHECKS if c != "winners" or state.is_over]
                    if seen is not None:
                        _note_hand(seen, state, self.cross_by_setup)
                    results = done
                completed = state.trick_number - 1 if state.phase is Phase.PLAY else 0
                if completed > tricks or (done and completed == 0 and tricks):
                    checks += _TRICK_CHECKS
                tricks = completed
                if pending is None:
                    self._compare([*checks, *_STEP_CHECKS], pos)
                else:
                    self._apply_and_compare(pending, [*checks, *_STEP_CHECKS], actions, pos)
                    pending = None
                legal = canonical_cards(self.ref.query("legal_actions"))
                if seen is not None:
                    _note_step(seen, state, legal)
                if not legal:
                    break
                if limit is not None and len(actions) >= limit:
                    return actions, None
                i = len(actions)
                if i < len(prefix) and prefix[i].format() in legal:
                    text = prefix[i].format()
                else:
                    text = choose(state, legal)
                card = Card.parse(text)
                self.ref.apply(card)
                if not self.cross_by_setup:
                    actions.append(card)
                    pending = card
                    continue
                self._other(lambda c=card: self.other.apply(c), pos)  # type: ignore[misc]
                actions.append(card)
                if len(self.ref.state.hand_results) > done:
                    again = Record(start.variant, start.deals, tuple(actions), start.first_hand, start.scores)
                    self._other(lambda r=again: self.other.setup(r), pos)  # type: ignore[misc]
        except _Found as found:
            return actions, found.disagreement
        return actions, None


def _note_step(seen: Counter[str], state: State, legal: list[str]) -> None:
    if state.phase is Phase.STUCK:
        seen["stuck"] += 1
    if state.phase is Phase.PLAY and state.trick_number == 1 and state.current_trick.cards and legal:
        led = state.current_trick.cards[0].suit
        if all(Card.parse(c).suit is Suit.HEARTS or c == "QS" for c in legal) and all(
            Card.parse(c).suit is not led for c in legal
        ):
            seen["point card forced on trick 1"] += 1


def _note_hand(seen: Counter[str], state: State, by_setup: bool = False) -> None:
    result = state.hand_results[-1]
    variant = state.variant
    if state.phase in (Phase.PASS, Phase.PLAY):
        seen["hands crossed by setup" if by_setup else "hands crossed through apply"] += 1
    if result.shooter is not None:
        seen["moon"] += 1
    first = None
    for past in state.history():  # the end of the hand just finished (the next may be dealt)
        if past.hand_number == result.hand_number and past.trick_number > 1:
            first = past.tricks[0]
            break
    if first is not None and any(c.suit is Suit.HEARTS or c == QUEEN_OF_SPADES for c in first.cards):
        seen["points on trick 1"] += 1
    if lowest_shared(variant, result.scores):
        seen["lowest total shared at the target"] += 1
        if not state.is_over and variant.tie_rule is TieRule.EXTRA_HANDS:
            seen["extra hand after a tie"] += 1
    outcome = state.outcome
    if outcome is not None:
        seen["game over"] += 1
        if len(outcome.winners) > 1:
            seen["shared win"] += 1


# ----------------------------------------------------------------- shrinking


def _lowest(state: State, legal: list[str]) -> str:
    return legal[0]


def shrink(
    pair: _Pair, found: Disagreement, budget: float = 20.0, max_checks: int | None = None
) -> tuple[Disagreement, int]:
    """The smallest position found that still shows the same kind of disagreement.

    First the setup starts as late as it can: at the hand of the disagreement,
    or the one before, and so on (a bug carried across hands needs the hand
    before). Then each action in turn is replaced by the lowest legal card
    (keeping the later actions while they stay legal, or playing the lowest card
    from there on); a candidate is kept when the engines differ the same way
    after no more actions than before. Returns the result and the replays tried.

    It stops after ``budget`` seconds, or after ``max_checks`` replays: a count, unlike the
    clock, gives the same result on a busy machine (generated pages use it).
    """
    pair.report = None
    best = found
    checks = 0
    deadline = time.monotonic() + budget

    def out_of_budget() -> bool:
        return time.monotonic() >= deadline or (max_checks is not None and checks >= max_checks)

    def attempt(start: Start, candidate: Sequence[Card], limit: int) -> Disagreement | None:
        nonlocal checks
        checks += 1
        _, d = pair.play(start, _lowest, prefix=candidate, limit=limit)
        if d is not None and d.check == best.check:
            return trimmed(replace(d, game=found.game))
        return None

    # 1. The fewest hands.
    starts = hand_starts(best)
    for number in range(best.hand, best.first_hand, -1):
        if number not in starts or out_of_budget():
            continue
        index, scores, deal_index = starts[number]
        start = Start(best.variant, best.deals[deal_index:], number, scores)
        d = attempt(start, best.actions[index:], best.plays - index)
        if d is not None:
            best = d
            break
    # 2. The lowest cards.
    improved = True
    while improved and not out_of_budget():
        improved = False
        start = Start(best.variant, best.deals, best.first_hand, best.scores)
        for i in range(len(best.actions)):
            if out_of_budget():
                break
            base = list(best.actions)
            for mode in ("keep", "lowest"):
                tail: Sequence[Card] = base[i + 1 :] if mode == "keep" else ()
                prefix = base[:i]
                pair.ref.setup(Record(best.variant, best.deals, tuple(prefix), best.first_hand, best.scores))
                legal = canonical_cards(pair.ref.query("legal_actions"))
                if not legal or legal[0] == base[i].format():
                    break
                d = attempt(start, [*prefix, Card.parse(legal[0]), *tail], len(best.actions))
                if d is not None and simpler(d, best):
                    best = d
                    improved = True
                    break
            if improved:
                break
    return trimmed(best), checks


# ----------------------------------------------------------------- the run


def _steers(variant: Variant, steer: bool, report: FuzzReport) -> bool:
    """Whether games are steered: not at another table than the card's (the report says so)."""
    if steer and not at_card_table(variant):
        report.notes.append(
            f"a table of {variant.players} seats: random play only (the steered styles build "
            "four-seat deals of the whole deck; docs/players.md)"
        )
        return False
    return steer


def fuzz(
    other: Engine,
    variant: Variant,
    games: int,
    seed: int,
    *,
    mode: str = "game",
    steer: bool = True,
    max_hands: int | None = None,
    shrink_budget: float = 20.0,
    shrink_checks: int | None = None,
    progress: Callable[[int], None] | None = None,
    first_game: int = 1,
) -> FuzzReport:
    """Play ``games`` seeded games on the reference engine and ``other``; see the module.

    The games are numbered from ``first_game`` on (each game is a pure function of the seed,
    its number and the variant), so that a campaign split in shards plays, shard by shard,
    the games one run would (:mod:`hearts.campaign`)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    started = time.perf_counter()
    report = FuzzReport("?", variant.name, seed, mode, possible=possible_kinds(variant))
    pair = _Pair(other, report)
    report.engine = pair.name
    missing = pair.caps.supports_variant(variant)
    if missing is not None:
        report.notes.append(f"the engine does not support {missing}: nothing to compare")
        report.seconds = time.perf_counter() - started
        return report
    if "legal_actions" not in pair.queries:
        report.notes.append("the engine does not answer legal_actions: nothing to compare")
        report.seconds = time.perf_counter() - started
        return report
    if mode == "game" and pair.caps.cannot_answer(APPLY_DEALS) is not None:
        # Protocol 1.0 left open what apply does at the end of a hand: cross hands by setup.
        pair.cross_by_setup = True
        report.notes.append(
            "the engine speaks protocol 1.0: each new hand is set up with the game's deals and "
            "every action so far (1.0 leaves open what apply does when a hand ends)"
        )
    hands = max_hands or _MAX_HANDS
    stops: set[str] = set()
    played = 0
    steer = _steers(variant, steer, report)
    for game in range(first_game, first_game + games):
        style = STYLES[(game - 1) % len(STYLES)] if steer else "random"
        start, choose, _rng = plan(variant, seed, game, style, hands)
        found: Disagreement | None = None
        try:
            if report.mode == "game":
                try:
                    actions, found = pair.play(start, choose, seen=report.situations)
                except _Stop as stop:
                    if len(start.deals) == 1:
                        raise
                    report.mode = "hand"
                    report.notes.append(f"the engine refused a setup of several deals ({stop}): hand mode")
                    found = _play_by_hand(pair, start, choose, hands, report)
                else:
                    state = pair.ref.state
                    report.steps += len(actions)
                    playing = state.phase in (Phase.PASS, Phase.PLAY, Phase.STUCK)
                    report.hands += len(state.hand_results) + (1 if playing else 0)
                    if found is None and state.phase is Phase.DEAL:
                        stops.add(f"a game reached the limit of {hands} hand(s)")
            else:
                found = _play_by_hand(pair, start, choose, hands, report)
        except _Stop as stop:
            stops.add(str(stop))
            continue
        played += 1
        report.games = played
        report.styles[style] += 1
        if found is not None:
            report.found = replace(trimmed(found), game=game)
            report.shrunk, report.shrink_checks = shrink(pair, report.found, shrink_budget, shrink_checks)
            break
        if progress is not None:
            progress(game - first_game + 1)
    report.notes.extend(f"games cut short: {s}" for s in sorted(stops))
    report.seconds = time.perf_counter() - started
    return report


def _play_by_hand(
    pair: _Pair, start: Start, choose: Picker, hands: int, report: FuzzReport
) -> Disagreement | None:
    """Play a game one fresh setup per hand; the first disagreement."""
    number, scores = start.first_hand, start.scores
    for deal in start.deals[:hands]:
        one = Start(start.variant, (deal,), number, scores)
        actions, found = pair.play(one, choose, seen=report.situations)
        report.hands += 1
        report.steps += len(actions)
        if found is not None:
            return found
        state = pair.ref.state
        if state.phase is not Phase.DEAL:
            break
        number, scores = number + 1, state.scores
    return None
