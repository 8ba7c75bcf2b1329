"""What if? Another card at a decision of a walkthrough, and the same bots play the hand on.

A walkthrough's hand is played again from its :class:`Origin`: the state its steps start from
and copies of the players as they were then (taken before the walkthrough was played, so a
bot's memory of the earlier hands and its generator are what they were). A :class:`HandLine` is
that hand with some cards chosen by the teacher (``forced``: step index -> card); every other
card is chosen by the players, asked as the walkthrough asked them. With nothing forced the
line is the walkthrough's own (checked by :func:`main_line`).

A :class:`Variation` parts from its parent line at one step (a card, or the rest of a pass
set, instead of the parent's) and may hold variations of its own: a tree, as a PGN file
keeps the variations of a chess game. Step numbers for people are the page's counter
(``index + 1``); the data keeps the index.

Data and play only: no language, no markup (see :mod:`hearts.walkthrough.whatif_render`).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from hearts.bots.decision import Decision
from hearts.cards import Card, NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.results import HandResult, Trick
from hearts.engine.state import Phase, State
from hearts.play.loop import Table, hand_over
from hearts.play.players import Player
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown

__all__ = [
    "MAX_DEPTH",
    "MAX_VARIATIONS",
    "BranchError",
    "HandLine",
    "Origin",
    "Play",
    "Variation",
    "fork",
    "grow",
    "main_line",
    "parse_what_if",
    "play_line",
    "position",
    "tricks_that_differ",
]

MAX_VARIATIONS = 200
"""Variations one walkthrough may carry (each is a hand played out)."""
MAX_DEPTH = 12
"""How deep variations may nest (a branch of a branch ...)."""


class BranchError(InputError):
    """A branch that cannot be played: a step the hand lacks, a card that is not legal there."""


@dataclass(frozen=True, slots=True)
class Origin:
    """Where the walkthrough's steps start, and the players as they were then (never played with)."""

    start: State
    players: tuple[Player, ...]
    names: tuple[str, ...]
    deals: tuple[Deal, ...] = ()
    """Deals to make before the first step (a scenario's record)."""
    recorded: tuple[Card, ...] = ()
    """A scenario's actions: replayed as they are, nobody asked, until a step is changed."""

    @classmethod
    def taken(
        cls,
        start: State,
        players: Sequence[Player],
        names: Sequence[str],
        deals: Sequence[Deal] = (),
        recorded: Sequence[Card] = (),
    ) -> Origin:
        """The origin with copies of ``players`` as they are now (call it before they play on)."""
        return cls(start, tuple(copy.deepcopy(list(players))), tuple(names), tuple(deals), tuple(recorded))


@dataclass(frozen=True, slots=True)
class Play:
    """One step of a line: who acted, what, and whether the teacher chose it."""

    index: int
    phase: str
    """``pass`` or ``play``."""
    seat: Seat
    card: Card
    chosen: bool = False
    """Chosen by the teacher (the branch's own card), not by the seat's player."""
    decision: Decision | None = None
    player: str = ""


@dataclass(frozen=True, slots=True)
class HandLine:
    """A hand played from the origin with the teacher's cards at some steps."""

    forced: tuple[tuple[int, Card], ...]
    plays: tuple[Play, ...]
    dealt: State
    """The state at the first step (the hands as dealt)."""
    last: State
    """The state after the last step (the hand over, or the game over)."""

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)

    def deals(self, origin: Origin) -> tuple[Deal, ...]:
        """The deals the line is played from, in order (a replay deals them at each ``DEAL``)."""
        if origin.start.phase is not Phase.DEAL:
            deal = origin.start.current_deal
            return () if deal is None else (deal,)
        return origin.deals

    @property
    def result(self) -> HandResult | None:
        """The hand's result (``None`` if the line stopped before the hand was over)."""
        if not hand_over(self.last) or not self.last.hand_results:
            return None
        return self.last.hand_results[-1]

    @property
    def game_over(self) -> bool:
        return self.last.phase is Phase.OVER

    def points(self, seat: Seat) -> int:
        """Points ``seat`` took in its tricks this hand (POINTS; before any moon)."""
        result = self.result
        return result.points[seat] if result is not None else self.last.points_taken(seat)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks of the hand (those completed, if it stopped before its end)."""
        return self.last.tricks

    @property
    def passes(self) -> dict[Seat, tuple[Card, ...]]:
        """The cards each seat passed, in the order picked."""
        out: dict[Seat, tuple[Card, ...]] = {}
        for p in self.plays:
            if p.phase == "pass":
                out[p.seat] = (*out.get(p.seat, ()), p.card)
        return out

    def parts_at(self, other: HandLine) -> int | None:
        """The first step at which the two lines differ (``None``: the same cards)."""
        for a, b in zip(self.plays, other.plays, strict=False):
            if a.card is not b.card:
                return a.index
        if len(self.plays) != len(other.plays):
            return min(len(self.plays), len(other.plays))
        return None


@dataclass(frozen=True, slots=True)
class Variation:
    """A branch: at step ``at`` of its parent line, ``cards`` instead (one card, or the seat's
    rest of a pass set), then the players play on (``line``); ``children`` branch from it."""

    at: int
    cards: tuple[Card, ...]
    line: HandLine
    children: tuple[Variation, ...] = field(default=())

    @property
    def step(self) -> int:
        """The step number a page shows (``at + 1``)."""
        return self.at + 1


class _Run:
    """A hand being played from the origin: the state, the players (copies) and the steps so far."""

    def __init__(self, origin: Origin) -> None:
        self.origin = origin
        self.players = list(copy.deepcopy(origin.players))
        self.table = Table(self.players)
        self.state = origin.start
        self.deals = list(origin.deals)
        self.plays: list[Play] = []
        self.diverged = False
        self.dealt: State | None = None
        self._deal()

    def copy(self) -> _Run:
        other = copy.copy(self)
        other.players = copy.deepcopy(self.players)
        other.table = Table(other.players)
        other.deals = list(self.deals)
        other.plays = list(self.plays)
        return other

    def _deal(self) -> None:
        # As the walkthrough's timeline: deal at the start, and while the record has actions.
        while self.state.phase is Phase.DEAL and (self._recorded_left() or (self.deals and not self.plays)):
            self.state = self.state.deal(self.deals.pop(0)) if self.deals else self.state.deal()
            self.table.saw(self.state)
        if self.dealt is None and not hand_over(self.state):
            self.dealt = self.state

    def _recorded_left(self) -> bool:
        return not self.diverged and len(self.plays) < len(self.origin.recorded)

    @property
    def over(self) -> bool:
        if self._recorded_left():
            return False
        return hand_over(self.state)

    def step(self, forced: Card | None = None) -> Play:
        """One step: the forced card, the scenario's recorded card, or the player's choice."""
        state = self.state
        seat = state.to_act
        assert seat is not None
        index = len(self.plays)
        decision: Decision | None = None
        player = ""
        if forced is not None:
            if not state.is_legal(forced):
                violation = state.why_illegal(forced)
                why = f" ({violation.clause}: {violation.message})" if violation is not None else ""
                raise BranchError(f"step {index + 1}: {forced} is not a legal card for {seat}{why}")
            card = forced
            self.diverged = (
                self.diverged
                or index >= len(self.origin.recorded)
                or forced is not self.origin.recorded[index]
            )
        elif self._recorded_left():
            card = self.origin.recorded[index]
        else:
            card, decision = self.table.act(state)
            player = self.origin.names[seat] if seat < len(self.origin.names) else ""
        phase = "pass" if state.phase is Phase.PASS else "play"
        self.state = state.apply(card)
        self.table.saw(self.state)
        play = Play(index, phase, seat, card, forced is not None, decision, player)
        self.plays.append(play)
        self._deal()
        return play

    def finish(self, forced: Mapping[int, Card]) -> HandLine:
        while not self.over:
            self.step(forced.get(len(self.plays)))
        assert self.dealt is not None
        return HandLine(tuple(sorted(forced.items())), tuple(self.plays), self.dealt, self.state)


def play_line(origin: Origin, forced: Mapping[int, Card] | None = None) -> HandLine:
    """The hand from ``origin``, the teacher's card at each step of ``forced``, the players' elsewhere."""
    return _Run(origin).finish(dict(forced or {}))


def main_line(origin: Origin, moves: Sequence[Card | None]) -> HandLine:
    """The walkthrough's own line, played again; refused if the players do not repeat ``moves``."""
    line = play_line(origin)
    if list(line.cards) != [m for m in moves if m is not None]:
        shown_moves = [m for m in moves if m is not None]
        parts = next(
            (i for i, (a, b) in enumerate(zip(line.cards, shown_moves, strict=False)) if a is not b), None
        )
        parts = min(len(line.cards), len(shown_moves)) if parts is None else parts
        raise BranchError(
            f"step {parts + 1}: the players do not repeat the walkthrough's line, so it cannot branch"
        )
    return line


def _to(origin: Origin, before: Mapping[int, Card], at: int) -> _Run:
    """The hand played to step ``at`` (not played yet), ``before``'s cards where it has them."""
    run = _Run(origin)
    while len(run.plays) < at and not run.over:
        run.step(before.get(len(run.plays)))
    if run.over:
        raise BranchError(f"step {at + 1}: the hand has {len(run.plays)} steps")
    return run


def position(origin: Origin, before: Mapping[int, Card], at: int) -> State:
    """The state at step ``at`` of the line that keeps ``before``'s cards (someone is to act)."""
    return _to(origin, before, at).state


def fork(
    origin: Origin, before: Mapping[int, Card], at: int, choices: Sequence[Sequence[Card]]
) -> list[HandLine]:
    """The lines that keep ``before``'s cards up to step ``at`` and then take each of ``choices``
    (a card, or a pass set from there): the hand is played to ``at`` once, then once per choice."""
    run = _to(origin, before, at)
    kept = {i: c for i, c in before.items() if i < at}
    lines = []
    for cards in choices:
        branch = run.copy()
        seat = branch.state.to_act
        if len(cards) > 1 and branch.state.phase is not Phase.PASS:
            raise BranchError(
                f"step {at + 1}: {'+'.join(map(str, cards))} is a pass set, and this step is a play"
            )
        forced = dict(kept)
        for offset, card in enumerate(cards):
            if offset and (
                branch.over or branch.state.to_act != seat or branch.state.phase is not Phase.PASS
            ):
                raise BranchError(f"step {at + offset + 1}: {seat} has no more cards to pass there ({card})")
            forced[at + offset] = card
            branch.step(card)
        lines.append(branch.finish(forced))
    return lines


def parse_what_if(text: str) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """``12:KS`` (step 12: the K♠), ``3:QS+AS+KS`` (a pass set from step 3), ``12:KS/20:QH``
    (in the branch 12:KS, at step 20 the Q♥): the path of a branch, steps as the page counts them."""
    path: list[tuple[int, tuple[Card, ...]]] = []
    raw = text.strip()
    if not raw or len(raw) > 400:
        raise BranchError(f"--what-if {shown(text, 40)}: write STEP:CARD, e.g. 12:KS (nested: 12:KS/20:QH)")
    for part in raw.split("/"):
        step, sep, cards = part.partition(":")
        if not sep or not step.strip().isdigit() or not cards.strip():
            raise BranchError(f"--what-if {shown(text, 40)}: {shown(part, 20)} is not STEP:CARD (e.g. 12:KS)")
        try:
            parsed = tuple(Card.parse(c.strip()) for c in cards.split("+"))
        except NotationError as err:
            raise BranchError(f"--what-if {shown(text, 40)}: {err}") from None
        number = int(step)
        if number < 1:
            raise BranchError(f"--what-if {shown(text, 40)}: steps are numbered from 1")
        if len(set(parsed)) != len(parsed):
            raise BranchError(f"--what-if {shown(text, 40)}: a card is named twice")
        path.append((number - 1, parsed))
    if len(path) > MAX_DEPTH:
        raise BranchError(f"--what-if {shown(text, 40)}: branches nest {MAX_DEPTH} deep at most")
    for (a, _), (b, _) in itertools.pairwise(path):
        if b <= a:
            raise BranchError(
                f"--what-if {shown(text, 40)}: a branch of a branch parts later than it "
                f"(step {b + 1} is not after {a + 1})"
            )
    return tuple(path)


@dataclass
class _Node:
    at: int
    cards: tuple[Card, ...]
    children: list[_Node] = field(default_factory=list)


def _child(nodes: list[_Node], at: int, cards: tuple[Card, ...]) -> _Node:
    for node in nodes:
        if node.at == at and node.cards == cards:
            return node
    node = _Node(at, cards)
    nodes.append(node)
    return node


def grow(
    origin: Origin, main: HandLine, paths: Sequence[Sequence[tuple[int, tuple[Card, ...]]]]
) -> tuple[Variation, ...]:
    """The variation tree the ``paths`` ask for (each from the main line; shared prefixes once)."""
    roots: list[_Node] = []
    count = 0
    for path in paths:
        nodes = roots
        for at, cards in path:
            before = len(nodes)
            node = _child(nodes, at, cards)
            count += len(nodes) - before
            nodes = node.children
    if count > MAX_VARIATIONS:
        raise BranchError(f"--what-if: {count} branches; {MAX_VARIATIONS} at most")

    def play(nodes: list[_Node], parent: HandLine) -> tuple[Variation, ...]:
        out = []
        forced = dict(parent.forced)
        for node in nodes:
            if node.at >= len(parent.plays):
                raise BranchError(f"step {node.at + 1}: the line has {len(parent.plays)} steps")
            if tuple(parent.cards[node.at : node.at + len(node.cards)]) == node.cards:
                raise BranchError(
                    f"step {node.at + 1}: {'+'.join(map(str, node.cards))} is already the line's card there"
                )
            (line,) = fork(origin, forced, node.at, [node.cards])
            out.append(Variation(node.at, node.cards, line, play(node.children, line)))
        return tuple(out)

    return play(roots, main)


def tricks_that_differ(a: HandLine, b: HandLine) -> tuple[int, ...]:
    """The numbers of the tricks that are not the same in both lines (cards, leader or winner)."""
    n = max(len(a.tricks), len(b.tricks))
    out = []
    for number in range(1, n + 1):
        x = a.tricks[number - 1] if number <= len(a.tricks) else None
        y = b.tricks[number - 1] if number <= len(b.tricks) else None
        if x is None or y is None or (x.leader, x.cards, x.winner) != (y.leader, y.cards, y.winner):
            out.append(number)
    return tuple(out)
