"""What each card really costs at a decision: three figures per legal card.

* **The bots play on** (exact): the card is played (:func:`hearts.walkthrough.branches.fork`),
  the same bots play the hand out, and the figure is what the hand adds to the seat's total
  (POINTS, with a moon scored as MOON scores it).
* **Every hand shown** (exact, from the last :data:`EXACT_TRICKS` tricks): the rule
  :func:`min_own` states. Every player sees every card; at each turn the player to act plays
  the card after which it ends the hand with the fewest points added to its own total,
  supposing that every later player chooses the same way; between cards that give it the
  same points, the lowest (♣ ♦ ♠ ♥, 2 to A). The figure is what the hand then adds to the
  deciding seat's total. It is not "the best the seat can force" against players who gang
  up on it: each player looks after itself.
* **An estimate** earlier in the hand (play only): the seat's own view, the cards it has not
  seen dealt again :data:`SAMPLES` times as the Hard bot deals them (hand sizes, voids shown,
  its passed cards; :class:`hearts.bots.search.Sampler`), each world played out by Hard's
  quick policy, averaged. Labelled with the number of worlds dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from hearts.bots.knowledge import Memory
from hearts.bots.search import count_worlds, playout_scores
from hearts.cards import BB_HEARTS, Card, Seat
from hearts.engine.rules import hand_points, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.view import view_of
from hearts.play.loop import hand_over
from hearts.walkthrough.branches import BranchError, Origin, fork, position

__all__ = ["EXACT_TRICKS", "SAMPLES", "CardCost", "CostTable", "cost_table", "min_own"]

EXACT_TRICKS = 4
"""The exhaustive search runs when at most this many tricks (the current one included) are left."""
SAMPLES = 40
"""Worlds the estimate deals."""
ESTIMATE_SEED = 7
"""The estimate's draws are seeded: the same page every time."""


@dataclass(frozen=True, slots=True)
class CardCost:
    card: Card
    bots: int | None
    """Added to the seat's total when the bots play on (``None``: the hand does not end)."""
    exact: int | None
    """Added to the seat's total under :func:`min_own` (``None``: too early, or a pass)."""
    estimate: float | None
    """The average over the estimate's worlds (``None``: not estimated here)."""


@dataclass(frozen=True, slots=True)
class CostTable:
    """The cost of each legal card at one decision of a line."""

    forced: tuple[tuple[int, Card], ...]
    """The teacher's cards of the line before this step (none: the walkthrough's own line)."""
    index: int
    seat: Seat
    phase: str
    chosen: Card
    """The card the line plays there."""
    rows: tuple[CardCost, ...]
    worlds: int
    """How many worlds the estimate dealt (0: no estimate)."""
    tricks_left: int

    @property
    def step(self) -> int:
        return self.index + 1


def _key(state: State, seats: tuple[Seat, ...]) -> tuple[object, ...]:
    """What the rest of a hand depends on between two tricks: the hands, the cards taken, who leads."""
    return (
        tuple(state.hand(s).mask for s in seats),
        tuple(state.taken(s).mask for s in seats),
        state.to_act,
        state.hearts_broken,
    )


def _distinct(state: State, seat: Seat, seats: tuple[Seat, ...]) -> list[Card]:
    """The legal cards, lowest first, less each card that plays exactly as the one below it: the
    same suit, no card of another hand or of the table between them, the same points, and no
    scoring card other than a heart (every heart is worth the same); the results are the same."""
    scoring = rules_for(state.variant).scoring
    special = (scoring.cards | scoring.moon) & ~BB_HEARTS
    others = state.current_trick.cards
    out = sum(c.bit for c in others)
    for s in seats:
        if s != seat:
            out |= state.hand(s).mask
    if not state.kitty_taken:
        out |= state.kitty.mask
    kept: list[Card] = []
    for card in state.legal_actions():
        if kept:
            low = kept[-1]
            between = ((card.bit - 1) & ~((low.bit << 1) - 1)) & out
            same = hand_points(card.bit, scoring) == hand_points(low.bit, scoring)
            if low.suit is card.suit and not between and same and not (card.bit | low.bit) & special:
                continue  # (the next card is compared with the kept one: a run plays as its lowest)
        kept.append(card)
    return kept


def min_own(state: State) -> tuple[int, ...]:
    """What the hand adds to each total when every player, seeing every card, plays for the fewest
    points for itself (the rule of the module's docstring). ``state`` is in the play of a hand."""
    seats = Seat.at_table(state.seats)
    memo: dict[tuple[object, ...], tuple[int, ...]] = {}

    def value(s: State) -> tuple[int, ...]:
        if hand_over(s):
            return s.hand_results[-1].deltas
        between = not s.current_trick.cards  # positions are kept between tricks only (cheaper)
        key = _key(s, seats) if between else None
        known = memo.get(key) if key is not None else None
        if known is not None:
            return known
        seat = s.to_act
        assert seat is not None
        best: tuple[int, ...] | None = None
        for card in _distinct(s, seat, seats):  # lowest first: a tie keeps the lowest
            v = value(s.apply(card))
            if best is None or v[seat] < best[seat]:
                best = v
        assert best is not None
        if key is not None:
            memo[key] = best
        return best

    return value(state)


def _estimates(state: State, seat: Seat, cards: tuple[Card, ...]) -> tuple[tuple[float, ...], int]:
    view = view_of(state, seat)
    memory = Memory()
    memory.absorb(view)
    known = memory.known(view, "hard")
    worlds = count_worlds(known, ESTIMATE_SEED, SAMPLES)
    if not worlds:
        return (), 0
    totals = playout_scores(known, cards, ESTIMATE_SEED, SAMPLES)
    return tuple(t / worlds for t in totals), worlds


def cost_table(origin: Origin, before: Mapping[int, Card], at: int, chosen: Card) -> CostTable:
    """The cost of each legal card at step ``at`` of the line that keeps ``before``'s cards."""
    state = position(origin, before, at)
    seat = state.to_act
    if seat is None:  # pragma: no cover - position() stops where someone acts
        raise BranchError(f"step {at + 1}: nobody acts there")
    cards = state.legal_actions()
    lines = fork(origin, before, at, [(c,) for c in cards])
    bots = [None if line.result is None else line.result.deltas[seat] for line in lines]
    playing = state.phase is Phase.PLAY
    left = len(state.hand(seat))  # the tricks left, this one included: the seat has not played to it
    exact: list[int | None] = [None] * len(cards)
    estimates: tuple[float, ...] = ()
    worlds = 0
    if playing and left <= EXACT_TRICKS:
        exact = [min_own(state.apply(c))[seat] for c in cards]
    elif playing and len(cards) > 1:
        estimates, worlds = _estimates(state, seat, cards)
    rows = tuple(
        CardCost(c, bots[i], exact[i], estimates[i] if estimates else None) for i, c in enumerate(cards)
    )
    forced = tuple(sorted((i, c) for i, c in before.items() if i < at))
    return CostTable(forced, at, seat, "play" if playing else "pass", chosen, rows, worlds, left)
