"""Tournaments and the ladder: duplicate deals between bots, with honest statistics.

The hands themselves are played by :mod:`hearts.play.arena` (which drives the engine);
this module seats the players, spreads deals over processes and sums up.

* :func:`run_tournament`: ``D`` duplicate deals (each played once per seat with the
  entries rotated: four times at four seats, five at five; PASS-CYCLE with the deal index).
  Per entry: mean points per hand with a 95% confidence interval (over deals, each deal's
  hands averaged), moons
  shot and stopped, and the games won (GAME-END, TIE) in each rotation's games.
* :func:`ladder_step`: the same deals and seat played once by a candidate and once by
  the bot it replaces (the three other seats are the replaced bot in both); the
  difference candidate − replaced in points per hand, with its 95% interval (the other
  seats, however many the table has, are the replaced bot).
* :func:`ladder_until`: the same pairs, a run at a time, stopped at the first run after
  which the difference is shown one way or the other (a group-sequential test: the
  regression guards of the test suite, which need fewer pairs than a fixed-size run when
  the gap is wide).

Both play hands the way users play them: within each rotation consecutive deals are the
hands of running games, the same bots kept for every hand of a game and the totals
carried, runs of :data:`~hearts.play.arena.RUN` deals starting new games (see
:mod:`hearts.play.arena`). Each run is a pure function of the seed, its first index and
the seating, so the figures are the same for any number of worker processes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from concurrent.futures import Future, as_completed
from contextlib import closing
from dataclasses import dataclass, field
from fractions import Fraction
from statistics import NormalDist
from typing import Any

from hearts.bots.bot import Bot, RandomBot
from hearts.bots.levels import PLAYERS
from hearts.cards import Seat
from hearts.engine.variant import Variant
from hearts.play.arena import RUN, HandPlay, play_deals, play_rotation
from hearts.play.sprt import Sprt
from hearts.plumbing.pool import worker_pool

__all__ = [
    "KINDS",
    "EntryStats",
    "LadderStep",
    "RunningMean",
    "TournamentReport",
    "TournamentTally",
    "ladder_result",
    "ladder_sprt",
    "ladder_step",
    "ladder_tally",
    "ladder_until",
    "make_player",
    "mean_ci",
    "run_tournament",
    "tally_tournament",
]

KINDS = PLAYERS
"""Player kinds a tournament seats: the three levels and the uniform random player."""

Progress = Callable[[int], None]
"""Called with the number of deals just finished."""

# Two-sided 95% quantiles of Student's t for small samples (degrees of freedom 1..30).
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


class RunningMean:
    """Mean and 95% confidence interval of values added one at a time, in constant memory.

    The sums are kept exactly (fractions), so the result does not depend on the order
    or the grouping of the values.

    >>> m = RunningMean()
    >>> for v in (1, 2, 3):
    ...     m.add(v)
    >>> m.result()
    (2.0, -0.484, 4.484)
    """

    def __init__(self) -> None:
        self.n = 0
        self._sum = Fraction(0)
        self._squares = Fraction(0)

    def add(self, value: Fraction | float) -> None:
        v = Fraction(value)
        self.n += 1
        self._sum += v
        self._squares += v * v

    def merge(self, other: RunningMean) -> None:
        """Add ``other``'s values (exactly: the sums are fractions)."""
        self.n += other.n
        self._sum += other._sum
        self._squares += other._squares

    def to_json(self) -> dict[str, object]:
        return {"n": self.n, "sum": str(self._sum), "squares": str(self._squares)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunningMean:
        out = cls()
        out.n, out._sum, out._squares = data["n"], Fraction(data["sum"]), Fraction(data["squares"])
        return out

    def mean(self) -> float:
        """The mean so far (nan before any value)."""
        return float(self._sum / self.n) if self.n else math.nan

    def standard_error(self) -> float:
        """The standard error of the mean (nan below two values).

        >>> m = RunningMean()
        >>> for v in (1, 2, 3):
        ...     m.add(v)
        >>> m.mean(), round(m.standard_error(), 4)
        (2.0, 0.5774)
        """
        n = self.n
        if n < 2:
            return math.nan
        mean = self._sum / n
        return math.sqrt((self._squares - n * mean * mean) / (n - 1) / n)

    def result(self) -> tuple[float, float, float]:
        """``(mean, low, high)`` (Student's t, normal past 30 samples)."""
        n = self.n
        if n == 0:
            return (math.nan, math.nan, math.nan)
        mean = self._sum / n
        if n == 1:
            return (float(mean), math.nan, math.nan)
        var = (self._squares - n * mean * mean) / (n - 1)
        q = _T95[n - 2] if n - 1 <= len(_T95) else 1.96
        half = q * math.sqrt(var / n)
        return (round(float(mean), 6), round(float(mean) - half, 3), round(float(mean) + half, 3))


def mean_ci(values: Iterable[float]) -> tuple[float, float, float]:
    """Mean and 95% confidence interval ``(mean, low, high)`` (Student's t, normal past 30 samples).

    >>> mean_ci([1.0, 2.0, 3.0])
    (2.0, -0.484, 4.484)
    """
    m = RunningMean()
    for v in values:
        m.add(v)
    return m.result()


def make_player(kind: str, seat: Seat, seed: str) -> Bot | RandomBot:
    """The arena factory: a bot of ``kind`` (easy, normal, hard, random) for ``seat``."""
    if kind == "random":
        return RandomBot(seat, seed)
    return Bot(kind, seat, seed)


@dataclass(frozen=True, slots=True)
class EntryStats:
    entry: int
    """Position in the ``--bots`` list (0..N−1)."""
    kind: str
    hands: int
    mean: float
    ci_low: float
    ci_high: float
    moons_shot: int
    moons_stopped: int
    games_won: float

    def as_dict(self) -> dict[str, object]:
        return {
            "entry": self.entry,
            "bot": self.kind,
            "hands": self.hands,
            "mean_points_per_hand": round(self.mean, 4),
            "ci95": [self.ci_low, self.ci_high],
            "moons_shot": self.moons_shot,
            "moons_stopped": self.moons_stopped,
            "games_won": self.games_won,
        }


@dataclass(frozen=True, slots=True)
class TournamentReport:
    variant: str
    seed: int
    deals: int
    hands: int
    games: int
    stuck_hands: int
    entries: tuple[EntryStats, ...]

    def as_dict(self) -> dict[str, object]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "deals": self.deals,
            "hands": self.hands,
            "games": self.games,
            "stuck_hands": self.stuck_hands,
            "entries": [e.as_dict() for e in self.entries],
        }


def _chunks(n: int, size: int, start: int = 0) -> Iterator[list[int]]:
    """The deal indexes from ``start`` to ``n`` in chunks, made as they are needed (not all up front)."""
    for i in range(start, n, size):
        yield list(range(i, min(n, i + size)))


def _play_all(
    variant: Variant,
    seed: int,
    deals: int,
    kinds: Sequence[str],
    workers: int,
    progress: Progress | None,
    start: int = 0,
) -> Generator[tuple[HandPlay, ...]]:
    """The duplicate deals in index order, made as they are needed.

    With workers, at most ``2 * workers`` chunks are in flight or waiting for an
    earlier one, so the memory held does not grow with ``deals``.
    """
    chunks = _chunks(deals, RUN, start)  # (a run of deals is the hands of running games: a fixed size)
    if workers <= 1:
        for chunk in chunks:
            yield from play_deals(variant, seed, chunk, kinds, make_player)
            if progress is not None:
                progress(len(chunk))
        return
    pool = worker_pool(workers)
    try:
        window = 2 * workers
        submitted: dict[int, Future[list[tuple[HandPlay, ...]]]] = {}
        numbered = enumerate(chunks)
        following = 0
        for number, chunk in numbered:
            submitted[number] = pool.submit(play_deals, variant, seed, chunk, tuple(kinds), make_player)
            if len(submitted) < window:
                continue
            # The window is full: hand on the oldest chunk (in order), then make room.
            done = submitted.pop(following).result()
            following += 1
            if progress is not None:
                progress(len(done))
            yield from done
        while submitted:
            done = submitted.pop(following).result()
            following += 1
            if progress is not None:
                progress(len(done))
            yield from done
    except BaseException:
        # Ctrl-C, SIGTERM, an error: stop now, without waiting for the running chunks.
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


@dataclass
class TournamentTally:
    """A tournament's sums, exact (fractions), per entry: what its report is computed from, and
    what the shards of a tournament add up (:meth:`add`) into the tally of one run."""

    kinds: tuple[str, ...]
    variant: str
    seed: int
    deals: int = 0
    games: int = 0
    stuck: int = 0
    hands: list[int] = field(default_factory=list)
    means: list[RunningMean] = field(default_factory=list)
    shot: list[int] = field(default_factory=list)
    stopped: list[int] = field(default_factory=list)
    wins: list[Fraction] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.kinds)
        for name, zero in (("hands", 0), ("shot", 0), ("stopped", 0), ("wins", Fraction(0))):
            if not getattr(self, name):
                setattr(self, name, [zero] * n)
        if not self.means:
            self.means = [RunningMean() for _ in range(n)]

    def add(self, other: TournamentTally) -> None:
        """Add ``other``'s deals (another slice of the same tournament) to these."""
        self.deals += other.deals
        self.games += other.games
        self.stuck += other.stuck
        for entry in range(len(self.kinds)):
            self.hands[entry] += other.hands[entry]
            self.means[entry].merge(other.means[entry])
            self.shot[entry] += other.shot[entry]
            self.stopped[entry] += other.stopped[entry]
            self.wins[entry] += other.wins[entry]

    def report(self) -> TournamentReport:
        n = len(self.kinds)
        entries = []
        for entry in range(n):
            mean, low, high = self.means[entry].result()
            entries.append(
                EntryStats(
                    entry,
                    self.kinds[entry],
                    self.hands[entry],
                    mean,
                    low,
                    high,
                    self.shot[entry],
                    self.stopped[entry],
                    float(self.wins[entry]),
                )
            )
        hands = sum(self.hands) // n
        return TournamentReport(
            self.variant, self.seed, self.deals, hands, self.games, self.stuck, tuple(entries)
        )

    def to_json(self) -> dict[str, object]:
        return {
            "bots": list(self.kinds),
            "variant": self.variant,
            "seed": self.seed,
            "deals": self.deals,
            "games": self.games,
            "stuck": self.stuck,
            "hands": self.hands,
            "means": [m.to_json() for m in self.means],
            "shot": self.shot,
            "stopped": self.stopped,
            "wins": [str(w) for w in self.wins],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TournamentTally:
        """A tally from :meth:`to_json`'s data (checked by the caller's schema)."""
        return cls(
            tuple(data["bots"]),
            data["variant"],
            data["seed"],
            data["deals"],
            data["games"],
            data["stuck"],
            list(data["hands"]),
            [RunningMean.from_json(m) for m in data["means"]],
            list(data["shot"]),
            list(data["stopped"]),
            [Fraction(w) for w in data["wins"]],
        )


def _tally_deal(tally: TournamentTally, deal: tuple[HandPlay, ...]) -> None:
    """Count one duplicate deal (its plays, one per rotation) into ``tally``."""
    n = len(tally.kinds)
    sums = [0] * n
    counted = 0
    for play in deal:
        if play.stuck:
            tally.stuck += 1
            continue
        counted += 1
        for seat in play.winners:
            tally.wins[play.entry_at(seat)] += Fraction(1, len(play.winners))
        tally.games += 1 if play.winners else 0
        for seat in range(n):
            entry = play.entry_at(seat)
            sums[entry] += play.points[seat]
            tally.hands[entry] += 1
            if play.shooter is not None and play.shooter == seat:
                tally.shot[entry] += 1
            if play.stopped_moon(seat):
                tally.stopped[entry] += 1
    if counted:
        for entry in range(n):
            tally.means[entry].add(Fraction(sums[entry], counted))


def tally_tournament(
    kinds: Sequence[str],
    deals: range,
    seed: int,
    variant: Variant,
    workers: int = 1,
    progress: Progress | None = None,
) -> TournamentTally:
    """The tally of the duplicate deals numbered ``deals`` (from 0; a slice starting at a run's
    first deal, :data:`~hearts.play.arena.RUN`, so that its games are those of the whole run)."""
    n = variant.players
    if len(kinds) != n:
        raise ValueError(f"a tournament at {n} seats seats {n} entries, not {len(kinds)}")
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"unknown bot {kind!r} (use {', '.join(KINDS)})")
    if deals.start % RUN or deals.step != 1:
        raise ValueError(f"a slice of deals starts at a run's first deal (a multiple of {RUN})")
    tally = TournamentTally(tuple(kinds), variant.name, seed, len(deals))
    with closing(_play_all(variant, seed, deals.stop, kinds, workers, progress, deals.start)) as plays:
        for deal in plays:
            _tally_deal(tally, deal)
    return tally


def run_tournament(
    kinds: Sequence[str],
    deals: int,
    seed: int,
    variant: Variant,
    workers: int = 1,
    progress: Progress | None = None,
) -> TournamentReport:
    """Play ``deals`` duplicate deals between the entries ``kinds`` (one per seat of the
    variant's table) and sum up."""
    return tally_tournament(kinds, range(deals), seed, variant, workers, progress).report()


@dataclass(frozen=True, slots=True)
class LadderStep:
    candidate: str
    replaced: str
    pairs: int
    mean: float
    """Mean of candidate − replaced, points per hand (negative: the candidate takes fewer)."""
    ci_low: float
    ci_high: float

    @property
    def holds(self) -> bool:
        """The candidate is better: the whole 95% interval is below zero."""
        return self.ci_high < 0

    def as_dict(self) -> dict[str, object]:
        return {
            "candidate": self.candidate,
            "replaced": self.replaced,
            "pairs": self.pairs,
            "mean_difference": round(self.mean, 4),
            "ci95": [self.ci_low, self.ci_high],
        }


def _pairs(variant: Variant, seed: int, indices: Sequence[int], candidate: str, replaced: str) -> list[float]:
    """A run of consecutive deals (:data:`~hearts.play.arena.RUN`) played as the hands of
    games twice: the candidate at one seat (the run's number mod the table's size) among replaced
    bots, then replaced bots only; per hand, the candidate's points minus the replaced bot's there."""
    n = variant.players
    seat = indices[0] // RUN % n
    kinds = [candidate if s == seat else replaced for s in range(n)]
    ours = play_rotation(variant, f"ladder:{seed}", indices, kinds, 0, make_player)
    theirs = play_rotation(variant, f"ladder:{seed}", indices, [replaced] * n, 0, make_player)
    return [float(a.points[seat] - b.points[seat]) for a, b in zip(ours, theirs, strict=True)]


def ladder_tally(
    candidate: str,
    replaced: str,
    pairs: range,
    seed: int,
    variant: Variant,
    workers: int = 1,
    progress: Progress | None = None,
) -> RunningMean:
    """The exact sums of the paired hands numbered ``pairs`` (a slice starting at a run's first
    deal, :data:`~hearts.play.arena.RUN`): deal ``i``, seat ``i // RUN % N``, played by
    ``candidate`` then by ``replaced``. Slices add up (:meth:`RunningMean.merge`) to the whole."""
    if pairs.start % RUN or pairs.step != 1:
        raise ValueError(f"a slice of pairs starts at a run's first deal (a multiple of {RUN})")
    total = RunningMean()
    chunks = _chunks(pairs.stop, RUN, pairs.start)
    if workers <= 1:
        for chunk in chunks:
            for diff in _pairs(variant, seed, chunk, candidate, replaced):
                total.add(diff)
            if progress is not None:
                progress(len(chunk))
        return total
    with worker_pool(workers) as pool:
        futures = {pool.submit(_pairs, variant, seed, c, candidate, replaced): c for c in chunks}
        for future in as_completed(futures):
            for diff in future.result():
                total.add(diff)
            if progress is not None:
                progress(len(futures[future]))
    return total


def ladder_result(candidate: str, replaced: str, sums: RunningMean) -> LadderStep:
    """The step's figures from its exact sums (one run's, or shards' merged)."""
    mean, low, high = sums.result()
    return LadderStep(candidate, replaced, sums.n, mean, low, high)


def ladder_step(
    candidate: str,
    replaced: str,
    pairs: int,
    seed: int,
    variant: Variant,
    workers: int = 1,
    progress: Progress | None = None,
) -> LadderStep:
    """``pairs`` paired hands: deal ``i``, seat ``i // RUN % N``, played by ``candidate`` then by
    ``replaced``."""
    sums = ladder_tally(candidate, replaced, range(pairs), seed, variant, workers, progress)
    return ladder_result(candidate, replaced, sums)


def t_quantile(p: float, df: int) -> float:
    """Student's t quantile for probability ``p`` and ``df`` degrees of freedom (the
    Cornish-Fisher expansion of the normal quantile, Abramowitz and Stegun 26.7.5: to four
    decimals at 24 degrees of freedom and more, which the sequential looks below always
    have, for the levels they use, down to 0.025 / 12).

    >>> round(t_quantile(0.975, 24), 3), round(t_quantile(0.975, 10**6), 3)
    (2.064, 1.96)
    """
    z = NormalDist().inv_cdf(p)
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def ladder_until(
    candidate: str,
    replaced: str,
    most: int,
    seed: int,
    variant: Variant,
    alpha: float = 0.025,
) -> LadderStep:
    """The pairs of :func:`ladder_step` played a run (:data:`~hearts.play.arena.RUN` pairs) at a
    time, stopped at the first look that decides (a group-sequential test with a Bonferroni
    split, at most ``most // RUN`` looks, one after each run).

    After run ``k`` of ``K``, with ``q`` the Student quantile at ``1 - alpha / K``, the bound
    ``mean ± q · SE`` decides: wholly below zero, the candidate takes fewer points (stop, it
    :attr:`~LadderStep.holds`); wholly above zero, it takes more (stop, it does not). Whatever
    the true difference, the chance that some look says "fewer" when the candidate is no
    better is at most ``alpha`` (one-sided; and as much for "more"), so the guard is as strict
    as one fixed run judged by its 95% interval (``alpha = 0.025`` a side), while a wide gap
    stops after a few runs. The first ``n`` pairs are those of ``ladder_step(..., n, ...)``;
    the step returned has the pairs played and the last look's bounds as its interval.
    """
    looks = max(1, most // RUN)
    diffs = RunningMean()
    for number in range(looks):
        chunk = list(range(number * RUN, (number + 1) * RUN))
        for diff in _pairs(variant, seed, chunk, candidate, replaced):
            diffs.add(diff)
        mean = diffs.mean()
        half = t_quantile(1 - alpha / looks, diffs.n - 1) * diffs.standard_error()
        if mean + half < 0 or mean - half > 0 or number == looks - 1:
            break
    return LadderStep(
        candidate, replaced, diffs.n, round(mean, 6), round(mean - half, 3), round(mean + half, 3)
    )


def ladder_sprt(
    candidate: str,
    replaced: str,
    most: int,
    seed: int,
    variant: Variant,
    test: Sprt,
    progress: Progress | None = None,
) -> Sprt:
    """The pairs of :func:`ladder_step` played a run at a time into ``test`` (an SPRT on the
    pairs' win, draw or loss: :mod:`hearts.play.sprt`), stopped at the pair where it decides, or
    at ``most`` pairs (rounded up to whole runs) with no verdict. The first ``n`` pairs are those
    of ``ladder_step(..., n, ...)``."""
    for number in range(max(1, -(-most // RUN))):
        chunk = list(range(number * RUN, (number + 1) * RUN))
        for diff in _pairs(variant, seed, chunk, candidate, replaced):
            if test.verdict is not None:
                break  # the pairs of the run past the decision are not counted (Wald's test stops there)
            test.add(1.0 if diff < 0 else 0.5 if diff == 0 else 0.0)
        if progress is not None:
            progress(len(chunk))
        if test.verdict is not None:
            break
    return test
