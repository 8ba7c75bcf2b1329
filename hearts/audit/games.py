"""Seeded games played by the bots, every decision's claims checked, tallied per key.

Each game is the first hand of the game with a seed (``State.new_game``) under one
variant, the four seats played by bots of the levels asked for (rotated from game to
game), exactly as ``hearts walkthrough --seed S --variant V --bots L,L,L,L`` plays it: a
false claim is reported with that command and the number of the decision, so anyone
can look at it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field

from hearts.audit.check import claims
from hearts.audit.claims import Position
from hearts.bots import make_bot
from hearts.bots.decision import Decision
from hearts.cards import Seat
from hearts.engine.state import State
from hearts.play.loop import Table, hand_over, turns
from hearts.variants.files import load_variant

__all__ = ["Falsehood", "Game", "Tally", "audit_game", "claims", "run", "schedule"]


@dataclass(frozen=True, slots=True)
class Game:
    """One audited game: its variant, seed and the levels at N, E, S, W."""

    variant: str
    seed: int
    levels: tuple[str, str, str, str]

    @property
    def command(self) -> str:
        """The walkthrough that shows this game, decision by decision."""
        bots = ",".join(self.levels)
        return f"hearts walkthrough --seed {self.seed} --variant {self.variant} --bots {bots}"


@dataclass(frozen=True, slots=True)
class Falsehood:
    """A claim found false: where, which key, and why."""

    game: Game
    decision: int
    """Number of the decision in the hand (the walkthrough's step number, from 0)."""
    seat: str
    level: str
    card: str
    key: str
    reason: str

    def as_dict(self) -> dict[str, object]:
        return {
            "command": self.game.command,
            "decision": self.decision,
            "seat": self.seat,
            "level": self.level,
            "card": self.card,
            "key": self.key,
            "reason": self.reason,
        }


@dataclass(slots=True)
class Tally:
    """Claims checked: uses and false counts per key, the false ones, decisions, games."""

    uses: Counter[str] = field(default_factory=Counter)
    false: Counter[str] = field(default_factory=Counter)
    falsehoods: list[Falsehood] = field(default_factory=list)
    decisions: int = 0
    levels: Counter[str] = field(default_factory=Counter)
    variants: Counter[str] = field(default_factory=Counter)
    games: int = 0

    def add(self, other: Tally) -> None:
        self.uses.update(other.uses)
        self.false.update(other.false)
        self.falsehoods.extend(other.falsehoods)
        self.decisions += other.decisions
        self.levels.update(other.levels)
        self.variants.update(other.variants)
        self.games += other.games


def _decisions(game: Game) -> Iterator[tuple[int, State, Decision]]:
    """Play the game's first hand (the shared game loop); each decision with its state."""
    state = State.new_game(load_variant(game.variant), game.seed)
    table = Table([make_bot(level, seat, game.seed) for seat, level in zip(Seat, game.levels, strict=True)])
    for index, turn in enumerate(turns(state, table, hand_over)):
        assert turn.decision is not None and turn.seat is not None
        yield index, turn.before, turn.decision


def audit_game(game: Game, keep: int = 20) -> Tally:
    """Check every claim of every decision of ``game`` (at most ``keep`` false ones listed)."""
    tally = Tally(games=1)
    tally.variants[game.variant] += 0
    for index, state, decision in _decisions(game):
        seat = state.to_act
        assert seat is not None
        tally.decisions += 1
        tally.levels[decision.level] += 1
        tally.variants[game.variant] += 1
        for key, reason in claims(Position(state, seat, decision)):
            tally.uses[key] += 1
            if reason is not None:
                tally.false[key] += 1
                if len(tally.falsehoods) < keep:
                    tally.falsehoods.append(
                        Falsehood(game, index, str(seat), decision.level, str(decision.action), key, reason)
                    )
    return tally


def schedule(variants: Sequence[str], levels: Sequence[str], seed: int) -> Iterator[Game]:
    """Game ``i``: variant ``i mod n``, seed ``seed + i``, levels rotated one seat per game."""
    i = 0
    while True:
        variant = variants[i % len(variants)]
        shift = i // len(variants)
        table = tuple(levels[(shift + s) % len(levels)] for s in range(4))
        yield Game(variant, seed + i, (table[0], table[1], table[2], table[3]))
        i += 1


def run(
    decisions: int,
    variants: Sequence[str],
    levels: Sequence[str],
    seed: int,
    workers: int = 1,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Audit games until at least ``decisions`` decisions were checked."""
    total = Tally()
    source = schedule(variants, levels, seed)
    if workers <= 1:
        while total.decisions < decisions:
            total.add(audit_game(next(source)))
            if progress is not None:
                progress(total)
        return total
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending: set[Future[Tally]] = set()
        while total.decisions < decisions or pending:
            while total.decisions + 64 * len(pending) < decisions and len(pending) < 2 * workers:
                pending.add(pool.submit(audit_game, next(source)))
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                total.add(future.result())
            if progress is not None:
                progress(total)
    return total
