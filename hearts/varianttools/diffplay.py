"""Bot play under two variants, compared decision by decision (``hearts variant diff``).

Seeded hands are played by bots under A; at every decision A's legal set is
compared with B's legal set in the same position (B replays A's actions while
they stay legal under B, then its own bots take over). The rates say how often
the difference changes a legal set, a trick or a hand's points in real play.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hearts.cards import Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import PlayerView, view_of

__all__ = ["PlayStats", "play_stats"]


class _Chooser(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Card: ...


def _players(kind: str, seed: int | str, seats: int = 4) -> tuple[list[_Chooser], str]:
    """A bot of level ``kind`` at each seat of the table if :mod:`hearts.bots` is available, else
    random players."""
    table = Seat.at_table(seats)
    try:
        bots = importlib.import_module("hearts.bots")
    except ImportError:  # pragma: no cover - the bots are part of the package now
        bots = None
    if bots is not None and kind != "random-player":
        return [bots.make_bot(kind, seat, f"{seed}:{seat.letter}") for seat in table], f"hearts.bots {kind}"
    from hearts.play.players import RandomPlayer

    return [RandomPlayer(seed=f"{seed}:{seat.letter}") for seat in table], "hearts.play.players.RandomPlayer"


def _observe(players: Sequence[_Chooser], state: State) -> None:
    for seat in Seat.at_table(state.seats):
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


def play_stats(
    a: Variant,
    b: Variant,
    hands: int,
    seed: int,
    bots: str = "normal",
    progress: Callable[[int], None] | None = None,
) -> PlayStats:
    """Play ``hands`` seeded hands under ``a`` with bots and compare with ``b`` at every decision
    (``progress``: told the number of hands played after each)."""
    stats = PlayStats(_players(bots, seed, a.players)[1])
    for i in range(hands):
        number = i % 4 + 1
        deal = _deal(a, f"variant-diff:{seed}", i + 1)
        _one_hand(a, b, deal, number, f"{seed}:{i}", bots, stats)
        if progress is not None:
            progress(i + 1)
    stats.hands = hands
    return stats


def _deal(variant: Variant, seed: str, number: int) -> Deal:
    """The seeded deal of hand ``number`` at the variant's table (DEAL: its seats, its cards out)."""
    rules = rules_for(variant)
    if rules.seats == 4 and not rules.removed:
        return Deal.random(seed, number)
    return Deal.random(seed, number, rules.seats, rules.removed)


def _one_hand(
    a: Variant, b: Variant, deal: Deal, number: int, seed: str, bots: str, stats: PlayStats
) -> None:
    pa, _ = _players(bots, seed, a.players)
    pb, _ = _players(bots, seed, b.players)
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
