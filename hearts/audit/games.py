"""Seeded games played by the bots, every decision's claims checked, tallied per key.

Each game is the whole game with a seed (``State.start``) under one variant, every hand
to the end (GAME-END), the four seats played by bots of the levels asked for (rotated from
game to game) and kept across the hands, as ``hearts play`` keeps them, and exactly as
``hearts walkthrough --seed S --variant V --bots L,L,L,L --hand H`` plays hand ``H``: a
false or misleading claim is reported with that command and the number of the decision
in the hand, so anyone can look at it.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass, field
from typing import Any

from hearts.audit.check import claims, misleading, pass_claims
from hearts.audit.claims import Position
from hearts.bots import make_bot
from hearts.bots.decision import Decision
from hearts.cards import Seat
from hearts.engine.state import Phase, State
from hearts.play.loop import Table, turns
from hearts.plumbing.pool import worker_pool
from hearts.variants.files import load_variant

__all__ = [
    "Falsehood",
    "Game",
    "Tally",
    "audit_game",
    "audit_games",
    "claims",
    "game_at",
    "misleading",
    "run",
    "schedule",
]


@dataclass(frozen=True, slots=True)
class Game:
    """One audited game: its variant, seed and the level at each seat (N, E, S, W at four)."""

    variant: str
    seed: int
    levels: tuple[str, ...]

    @property
    def command(self) -> str:
        """The walkthrough that shows this game, decision by decision."""
        bots = ",".join(self.levels)
        return f"hearts walkthrough --seed {self.seed} --variant {self.variant} --bots {bots}"

    def command_for(self, hand: int) -> str:
        """The walkthrough of hand ``hand`` of this game."""
        return self.command if hand == 1 else f"{self.command} --hand {hand}"


@dataclass(frozen=True, slots=True)
class Falsehood:
    """A claim found false: where, which key, and why."""

    game: Game
    hand: int
    decision: int
    """Number of the decision in the hand (the walkthrough's step number, from 0)."""
    seat: str
    level: str
    card: str
    key: str
    reason: str
    verdict: str = "false"
    """``false`` (the words are not true) or ``misleading`` (true words pointing elsewhere)."""

    def to_json(self) -> dict[str, object]:
        """Everything, so that :meth:`from_json` gives it back (a shard's result file)."""
        return {"game": [self.game.variant, self.game.seed, list(self.game.levels)], **self.as_dict()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Falsehood:
        variant, seed, levels = data["game"]
        return cls(
            Game(variant, seed, tuple(levels)),
            *(data[k] for k in ("hand", "decision", "seat", "level", "card", "key", "reason", "verdict")),
        )

    def as_dict(self) -> dict[str, object]:
        return {
            "command": self.game.command_for(self.hand),
            "hand": self.hand,
            "verdict": self.verdict,
            "decision": self.decision,
            "seat": self.seat,
            "level": self.level,
            "card": self.card,
            "key": self.key,
            "reason": self.reason,
        }


@dataclass(slots=True)
class Tally:
    """Claims checked: uses, false and misleading counts per key, the ones found, decisions
    (and how many were in hands after the first), hands and games."""

    uses: Counter[str] = field(default_factory=Counter)
    false: Counter[str] = field(default_factory=Counter)
    misleading: Counter[str] = field(default_factory=Counter)
    falsehoods: list[Falsehood] = field(default_factory=list)
    decisions: int = 0
    later: int = 0
    """Decisions taken in a hand after the first of its game."""
    levels: Counter[str] = field(default_factory=Counter)
    variants: Counter[str] = field(default_factory=Counter)
    games: int = 0
    hands: int = 0

    def add(self, other: Tally) -> None:
        self.uses.update(other.uses)
        self.false.update(other.false)
        self.misleading.update(other.misleading)
        self.falsehoods.extend(other.falsehoods)
        self.decisions += other.decisions
        self.later += other.later
        self.levels.update(other.levels)
        self.variants.update(other.variants)
        self.games += other.games
        self.hands += other.hands

    def to_json(self) -> dict[str, object]:
        """The exact tally (a shard's result file; :meth:`from_json` reads it back)."""
        return {
            "uses": dict(self.uses),
            "false": dict(self.false),
            "misleading": dict(self.misleading),
            "falsehoods": [f.to_json() for f in self.falsehoods],
            "decisions": self.decisions,
            "later": self.later,
            "levels": dict(self.levels),
            "variants": dict(self.variants),
            "games": self.games,
            "hands": self.hands,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(
            uses=Counter(data["uses"]),
            false=Counter(data["false"]),
            misleading=Counter(data["misleading"]),
            falsehoods=[Falsehood.from_json(f) for f in data["falsehoods"]],
            decisions=data["decisions"],
            later=data["later"],
            levels=Counter(data["levels"]),
            variants=Counter(data["variants"]),
            games=data["games"],
            hands=data["hands"],
        )


def _decisions(game: Game) -> Iterator[tuple[int, State, Decision]]:
    """Play the whole game (the shared game loop), the same bots in every hand; each decision
    with its number in its hand and the state it was taken in."""
    state = State.start(load_variant(game.variant), game.seed)
    seats = Seat.at_table(len(game.levels))
    table = Table([make_bot(level, seat, game.seed) for seat, level in zip(seats, game.levels, strict=True)])
    index = 0
    hand = 0
    for turn in turns(state, table):
        if turn.decision is None or turn.seat is None:
            continue  # a deal
        if turn.before.hand_number != hand:
            hand, index = turn.before.hand_number, 0
        yield index, turn.before, turn.decision
        index += 1


def audit_game(game: Game, keep: int = 20) -> Tally:
    """Check every claim of every decision of ``game`` (at most ``keep`` false or misleading
    ones listed)."""
    tally = Tally(games=1)
    tally.variants[game.variant] += 0
    hands: set[int] = set()
    passes: dict[Seat, list[tuple[int, Position]]] = {}
    for index, state, decision in _decisions(game):
        seat = state.to_act
        assert seat is not None
        hand = state.hand_number
        hands.add(hand)
        tally.decisions += 1
        tally.later += hand > 1
        tally.levels[decision.level] += 1
        tally.variants[game.variant] += 1
        position = Position(state, seat, decision)
        if state.phase is Phase.PASS:
            passes.setdefault(seat, []).append((index, position))
        elif passes:
            _note_passes(tally, game, passes, keep)
        found = [(key, reason, "false") for key, reason in claims(position)]
        found += [(key, reason, "misleading") for key, reason in misleading(position)]
        for key, reason, verdict in found:
            _note(tally, game, index, position, key, reason, verdict, keep)
    _note_passes(tally, game, passes, keep)
    tally.hands = len(hands)
    return tally


def _note_passes(tally: Tally, game: Game, passes: dict[Seat, list[tuple[int, Position]]], keep: int) -> None:
    """The claims each seat's pass decisions make about the rest of its pass, once it is whole."""
    for decided in passes.values():
        for i, key, reason in pass_claims([p for _, p in decided]):
            index, position = decided[i]
            _note(tally, game, index, position, key, reason, "false", keep)
    passes.clear()


def _note(
    tally: Tally, game: Game, index: int, p: Position, key: str, reason: str | None, verdict: str, keep: int
) -> None:
    if verdict == "false":
        tally.uses[key] += 1
    if reason is None:
        return
    (tally.false if verdict == "false" else tally.misleading)[key] += 1
    if len(tally.falsehoods) < keep:
        d = p.decision
        hand = p.state.hand_number
        where = (game, hand, index, str(p.seat), d.level, str(d.action))
        tally.falsehoods.append(Falsehood(*where, key, reason, verdict))


def schedule(variants: Sequence[str], levels: Sequence[str], seed: int) -> Iterator[Game]:
    """Game ``i``: variant ``i mod n``, seed ``seed + i``, levels rotated one seat per game (one
    level per seat of the variant's table); :func:`game_at` makes each."""
    return (game_at(variants, levels, seed, number) for number in itertools.count(1))


def game_at(variants: Sequence[str], levels: Sequence[str], seed: int, number: int) -> Game:
    """Game ``number`` (from 1) of :func:`schedule`: a shard of an audit plays a slice of them."""
    variant = variants[(number - 1) % len(variants)]
    shift = (number - 1) // len(variants)
    players = load_variant(variant).players
    return Game(variant, seed + number - 1, tuple(levels[(shift + s) % len(levels)] for s in range(players)))


def audit_games(
    games: Sequence[Game], workers: int = 1, progress: Callable[[Tally], None] | None = None
) -> Tally:
    """Audit ``games``, the falsehoods listed in the games' order whatever the workers' order."""
    parts: list[Tally | None] = [None] * len(games)
    total = Tally()
    if workers <= 1:
        for i, game in enumerate(games):
            parts[i] = audit_game(game)
            total.add(parts[i] or Tally())
            if progress is not None:
                progress(total)
    else:
        with worker_pool(workers) as pool:
            futures = {pool.submit(audit_game, game): i for i, game in enumerate(games)}
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    parts[futures[future]] = future.result()
                    total.add(future.result())
                if progress is not None:
                    progress(total)
    ordered = Tally()
    for part in parts:
        assert part is not None
        ordered.add(part)
    return ordered


def run(
    decisions: int,
    variants: Sequence[str],
    levels: Sequence[str],
    seed: int,
    workers: int = 1,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Audit whole games until at least ``decisions`` decisions were checked and every variant
    had a game."""
    total = Tally()
    source = schedule(variants, levels, seed)
    least = len(variants)
    if workers <= 1:
        while total.decisions < decisions or total.games < least:
            total.add(audit_game(next(source)))
            if progress is not None:
                progress(total)
        return total
    with worker_pool(workers) as pool:
        pending: set[Future[Tally]] = set()
        while total.decisions < decisions or total.games < least or pending:
            while len(pending) < 2 * workers and (
                total.decisions + 500 * len(pending) < decisions or total.games + len(pending) < least
            ):
                pending.add(pool.submit(audit_game, next(source)))
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                total.add(future.result())
            if progress is not None:
                progress(total)
    return total
