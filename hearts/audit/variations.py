"""The audit of a walkthrough's branches: every line replayed by the engine, every figure recomputed.

Reads the ``what_if`` block of a ``hearts walkthrough --format json`` file (docs/what-if.md) as
data, nothing of the walkthrough's code:

- each line (the walkthrough's own and every variation, nested ones too) is dealt from the
  file's ``start`` and played card by card on the engine (the referee): every card must be
  legal; its tricks (leader, cards, winner), each seat's points, what is added to each total,
  the totals after, the moon's shooter and the end of the game are those the engine finds;
- a variation keeps its parent's cards before its step, plays its own cards there (the
  ``instead`` cards are the parent's), says the seat and the phase of that step, lists the
  teacher's steps (``chosen``) and the tricks that differ from its parent's;
- each cost table names the seat to act and its legal cards at that step, the line's card there,
  and the number of tricks left; the "bots play on" figure of a card is checked wherever the
  file holds the line that plays it (the line's own card, a variation's card); the "every hand
  shown" figure is recomputed by this module's own exhaustive search (:func:`fewest_for_self`),
  written apart from the walkthrough's. The estimate is labelled an estimate and not checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from hearts.cards import Card, NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import IllegalAction, Phase, State
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError

__all__ = ["BranchTally", "Replay", "TreeUnreadable", "audit_branches", "fewest_for_self"]


class TreeUnreadable(InputError):
    """A ``what_if`` block the audit cannot replay (one line: where and why)."""


@dataclass(slots=True)
class BranchTally:
    """What the branch audit read: lines, variations (branched decisions), claims, the false ones."""

    lines: int = 0
    variations: int = 0
    cost_tables: int = 0
    claims: Counter[str] = field(default_factory=Counter)
    false: Counter[str] = field(default_factory=Counter)
    findings: list[str] = field(default_factory=list)

    def check(self, key: str, ok: bool, where: str, why: str) -> None:
        self.claims[key] += 1
        if not ok:
            self.false[key] += 1
            self.findings.append(f"{where}: {key}: {why}")

    def add(self, other: BranchTally) -> None:
        self.lines += other.lines
        self.variations += other.variations
        self.cost_tables += other.cost_tables
        self.claims.update(other.claims)
        self.false.update(other.false)
        self.findings.extend(other.findings)


def _label(seat: Seat, seats: int) -> str:
    return seat.letter if seats == 4 else seat.number


def _per_seat(values: tuple[int, ...], seats: int) -> dict[str, int]:
    return {_label(Seat(i), seats): v for i, v in enumerate(values)}


class Replay:
    """The engine's positions along one line of the file."""

    def __init__(self, variant: Variant, start: Mapping[str, Any], cards: list[str]) -> None:
        removed = rules_for(variant).removed
        try:
            deals = [Deal.parse(d, variant.players, removed) for d in start["deals"]]
            state = State.start(variant, hand_number=int(start["hand"]), scores=tuple(start["scores"]))
        except (NotationError, ValueError) as err:
            raise TreeUnreadable(f"field 'what_if/start': {err}") from None
        self.states: list[State] = []
        """The position before each card of the line."""
        self.cards: list[Card] = []
        """The cards played from those positions."""
        self.illegal: str | None = None
        for i, text in enumerate(cards):
            if state.phase is Phase.DEAL:
                if not deals:
                    self.illegal = f"step {i + 1}: no deal left to play {text}"
                    break
                state = state.deal(deals.pop(0))
            self.states.append(state)
            try:
                card = Card.parse(text)
                state = state.apply(card)
                self.cards.append(card)
            except (IllegalAction, NotationError) as err:
                self.illegal = f"step {i + 1}: {text} refused by the engine ({err})"
                break
        self.last = state


def fewest_for_self(state: State, equal_cards: bool = True) -> tuple[int, ...]:
    """What the hand adds to each total when each player, seeing every card, picks at each turn the
    lowest of the cards that give it the fewest points, every later player doing the same.

    With ``equal_cards`` (the default) only one card of each run of equal cards is tried: cards of
    the player's own hand of one suit and one point value with no card still out between them in
    rank (in a hand or on the table) win and lose the same tricks, so the rest of the hand goes
    the same way whichever of them is played, and the lowest of the run is the one the rule
    picks. ``equal_cards=False`` tries every card (the plain search, slow past four seats)."""
    table: dict[tuple[object, ...], tuple[int, ...]] = {}
    seats = Seat.at_table(state.seats)
    values = state.variant.card_values()

    def solve(position: State) -> tuple[int, ...]:
        if position.phase not in (Phase.PLAY, Phase.PASS):
            return position.hand_results[-1].deltas
        key = (
            tuple(position.hand(s).mask for s in seats),
            tuple(position.taken(s).mask for s in seats),
            tuple(position.current_trick.plays),
            position.to_act,  # who leads, when no card is on the table yet
            position.hearts_broken,
        )
        if key not in table:
            me = position.to_act
            assert me is not None
            options = sorted(position.legal_set())
            if equal_cards and position.phase is Phase.PLAY:
                options = _one_of_each_run(position, options, seats, values)
            results = [solve(position.apply(card)) for card in options]
            fewest = min(r[me] for r in results)
            table[key] = next(r for r in results if r[me] == fewest)
        return table[key]

    return solve(state)


def _one_of_each_run(
    position: State, options: list[Card], seats: tuple[Seat, ...], values: tuple[int, ...]
) -> list[Card]:
    """The lowest card of each run of equal cards among ``options`` (in index order)."""
    out = 0
    for s in seats:
        out |= position.hand(s).mask
    for card in position.current_trick.cards:
        out |= card.bit
    kept: list[Card] = []
    last: Card | None = None  # the option before, kept or not
    for card in options:
        if (
            last is None
            or last.suit is not card.suit
            or values[last.index] != values[card.index]
            or out & (card.bit - (last.bit << 1))  # a card still out between them
        ):
            kept.append(card)  # the lowest of a new run
        last = card
    return kept


def _audit_line(
    tally: BranchTally,
    variant: Variant,
    start: Mapping[str, Any],
    line: Mapping[str, Any],
    where: str,
    lines_by_prefix: dict[tuple[str, ...], Mapping[str, Any]],
) -> Replay | None:
    tally.lines += 1
    replay = Replay(variant, start, list(line["cards"]))
    tally.check("line.legal", replay.illegal is None, where, replay.illegal or "")
    if replay.illegal is not None:
        return None
    end, n = replay.last, variant.players
    over = end.phase not in (Phase.PLAY, Phase.PASS)
    result = end.hand_results[-1] if over and end.hand_results else None
    tally.check("line.ends", result is not None, where, "the line stops before the end of the hand")
    if result is None:
        return replay
    tricks = [
        {"number": t.number, "leader": _label(t.leader, n), "cards": [c.format() for c in t.cards],
         "winner": None if t.winner is None else _label(t.winner, n)}
        for t in end.tricks
    ]  # fmt: skip
    tally.check("line.tricks", list(line["tricks"]) == tricks, where, "the tricks are not the engine's")
    tally.check(
        "line.points", line["points"] == _per_seat(result.points, n), where, f"engine: {result.points}"
    )
    tally.check("line.added", line["added"] == _per_seat(result.deltas, n), where, f"engine: {result.deltas}")
    tally.check(
        "line.scores", line["scores"] == _per_seat(result.scores, n), where, f"engine: {result.scores}"
    )
    moon = None if result.shooter is None else _label(result.shooter, n)
    tally.check("line.moon", line["moon"] == moon, where, f"engine: {moon}")
    outcome = end.outcome
    tally.check(
        "line.game_over", line["game_over"] == (end.phase is Phase.OVER), where, f"engine: {end.phase}"
    )
    winners = [] if outcome is None else [_label(s, n) for s in outcome.winners]
    tally.check("line.winners", list(line["winners"]) == winners, where, f"engine: {winners}")
    for table in line["costs"]:
        _audit_costs(tally, replay, line, table, f"{where}, costs at step {table['step']}", lines_by_prefix)
    return replay


def _audit_costs(
    tally: BranchTally,
    replay: Replay,
    line: Mapping[str, Any],
    table: Mapping[str, Any],
    where: str,
    lines_by_prefix: dict[tuple[str, ...], Mapping[str, Any]],
) -> None:
    tally.cost_tables += 1
    at = int(table["index"])
    if at >= len(replay.states):
        tally.check("costs.step", False, where, f"the line has {len(replay.states)} steps")
        return
    state = replay.states[at]
    seat = state.to_act
    assert seat is not None
    n = state.seats
    tally.check("costs.seat", table["seat"] == _label(seat, n), where, f"engine: {seat}")
    phase = "pass" if state.phase is Phase.PASS else "play"
    tally.check("costs.phase", table["phase"] == phase, where, f"engine: {phase}")
    tally.check("costs.chosen", table["chosen"] == line["cards"][at], where, "not the line's card")
    legal = [c.format() for c in state.legal_actions()]
    tally.check("costs.legal", [r["card"] for r in table["cards"]] == legal, where, f"engine: {legal}")
    tally.check("costs.tricks_left", table["tricks_left"] == len(state.hand(seat)), where, "")
    for row in table["cards"]:
        played = (*line["cards"][:at], row["card"])
        other = lines_by_prefix.get(tuple(played))
        if other is not None and row["bots"] is not None and other["added"] is not None:
            mine = other["added"][_label(seat, n)]
            tally.check("costs.bots", row["bots"] == mine, where, f"{row['card']}: the line gives {mine}")
        if row["exact"] is not None:
            if phase != "play" or len(state.hand(seat)) > int(table["exact_from"]):
                tally.check("costs.exact", False, where, f"{row['card']}: an exact figure too early")
                continue
            value = fewest_for_self(state.apply(Card.parse(row["card"])))[seat]
            tally.check(
                "costs.exact", row["exact"] == value, where, f"{row['card']}: the search gives {value}"
            )


def _variations(
    parent: Mapping[str, Any], variations: list[Mapping[str, Any]], where: str
) -> Iterator[tuple[Mapping[str, Any], Mapping[str, Any], str]]:
    for v in variations:
        here = f"{where} › {v['step']}:{'+'.join(v['cards'])}"
        yield parent, v, here
        yield from _variations(v["line"], v["variations"], here)


def _prefixes(block: Mapping[str, Any]) -> dict[tuple[str, ...], Mapping[str, Any]]:
    """Each line of the file by each of its beginnings that holds all the teacher's cards of the
    line: where a card of a cost table leads when the bots play on from it, if the file has it."""
    out: dict[tuple[str, ...], Mapping[str, Any]] = {}
    lines = [block["main"]] + [v["line"] for _, v, _ in _variations(block["main"], block["variations"], "")]
    for line in lines:
        cards = tuple(line["cards"])
        last_chosen = max(line["chosen"], default=-1)
        for i in range(last_chosen + 1, len(cards) + 1):  # prefixes holding every chosen card
            out.setdefault(cards[:i], line)
    return out


def audit_branches(data: Mapping[str, Any], variant: Variant) -> BranchTally:
    """Audit the ``what_if`` block of a walkthrough file (already checked against the schema)."""
    tally = BranchTally()
    block = data.get("what_if")
    if not block:
        return tally
    start = block["start"]
    by_prefix = _prefixes(block)
    _audit_line(tally, variant, start, block["main"], "main line", by_prefix)
    tally.check(
        "main.chosen", list(block["main"]["chosen"]) == [], "main line", "the main line has no chosen step"
    )
    for parent, v, where in _variations(block["main"], block["variations"], "branch"):
        tally.variations += 1
        at, cards, line = int(v["index"]), list(v["cards"]), v["line"]
        tally.check("branch.step", v["step"] == at + 1, where, "step is not index + 1")
        before = list(parent["cards"][:at])
        tally.check(
            "branch.before", list(line["cards"][:at]) == before, where, "the line before the step differs"
        )
        own = list(line["cards"][at : at + len(cards)])
        tally.check("branch.cards", own == cards, where, f"the line plays {own} there")
        instead = list(parent["cards"][at : at + len(cards)])
        tally.check("branch.instead", list(v["instead"]) == instead, where, f"the parent plays {instead}")
        chosen = [i for i in parent["chosen"] if i < at] + list(range(at, at + len(cards)))
        tally.check("branch.chosen", list(line["chosen"]) == chosen, where, f"expected {chosen}")
        replay = _audit_line(tally, variant, start, line, where, by_prefix)
        if replay is None or at >= len(replay.states):
            continue
        state = replay.states[at]
        seat = state.to_act
        assert seat is not None
        tally.check("branch.seat", v["seat"] == _label(seat, state.seats), where, f"engine: {seat}")
        phase = "pass" if state.phase is Phase.PASS else "play"
        tally.check("branch.phase", v["phase"] == phase, where, f"engine: {phase}")
        a, b = parent["tricks"], line["tricks"]
        differ = [k + 1 for k in range(max(len(a), len(b))) if k >= len(a) or k >= len(b) or a[k] != b[k]]
        tally.check("branch.tricks_differ", list(v["tricks_differ"]) == differ, where, f"expected {differ}")
    return tally
