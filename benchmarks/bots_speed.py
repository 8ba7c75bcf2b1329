"""Bot speed: median time per decision for each level, and a tournament of Hard bots.

Targets: Easy and Normal under 50 µs, Hard under 1 ms per decision (median); 1,000
duplicate deals of four Hard bots under 60 s with two workers. ``--variant`` (repeatable, a
name or a path; ``tables`` for the shipped three- to seven-seat tables) times the
bots at that table, every seat a bot of the level; the tournament is played at each table.

    python benchmarks/bots_speed.py [--hands 200] [--deals 1000] [--workers 2] [--variant V ...]
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts.bots import make_bot
from hearts.cards import Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import view_of
from hearts.play.tournament import run_tournament
from hearts.variants.files import load_variant

TARGETS = {"easy": 50e-6, "normal": 50e-6, "hard": 1e-3}
TABLES = ("three-2d", "three-kitty", "five-2d2c", "six-twos", "seven-tabletop")
"""``--variant tables``: the shipped tables of three to seven seats (as in benchmarks/ladder.py)."""


def decision_times(level: str, hands: int, variant: Variant | None = None, cpu: bool = False) -> list[float]:
    """Seconds per ``decide`` call over ``hands`` seeded hands of bots of ``level`` at every seat
    of the variant's table (the card's four seats by default); ``cpu``: the process's CPU time
    rather than the wall clock (steadier on a loaded machine)."""
    variant = variant or Variant()
    seats = [Seat(s) for s in range(variant.players)]
    times: list[float] = []
    clock = time.process_time if cpu else time.perf_counter
    for seed in range(hands):
        bots = [make_bot(level, s, seed) for s in seats]
        state = State.new_game(variant, seed)
        while state.phase is Phase.PASS or state.phase is Phase.PLAY:
            seat = state.to_act
            assert seat is not None
            view = view_of(state, seat)
            start = clock()
            action = bots[seat].decide(view).action
            times.append(clock() - start)
            state = state.apply(action)
            for s in seats:
                bots[s].observe(view_of(state, s))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=200, help="hands per level for the decision times")
    parser.add_argument(
        "--deals", type=int, default=1000, help="duplicate deals in the Hard tournament (0: skip)"
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--variant", action="append", help="repeatable, a name or a path; 'tables': the 3-7 seat tables"
    )
    parser.add_argument("--levels", default="easy,normal,hard", help="comma-separated levels to time")
    parser.add_argument("--cpu", action="store_true", help="time decisions in CPU time, not wall-clock time")
    args = parser.parse_args()
    names: list[str] = []
    for item in args.variant or ["card-1.0.0"]:
        names += TABLES if item == "tables" else [item]
    for name in names:
        variant = load_variant(name)
        n = variant.players
        clock = "CPU" if args.cpu else "wall-clock"
        print(
            f"{variant.name}: median {clock} time per decision "
            f"({args.hands} hands of {n} bots each, passes and plays):"
        )
        for level in args.levels.split(","):
            decision_times(level, 5, variant)  # warm up
            t = decision_times(level, args.hands, variant, args.cpu)
            median = statistics.median(t)
            p90 = sorted(t)[int(0.9 * len(t))]
            ok = "ok" if median < TARGETS[level] else "SLOW"
            print(
                f"  {level:<7} median {median * 1e6:7.1f} µs  p90 {p90 * 1e6:7.1f} µs  "
                f"mean {statistics.fmean(t) * 1e6:7.1f} µs  ({len(t)} decisions; "
                f"target {TARGETS[level] * 1e6:.0f} µs: {ok})",
                flush=True,
            )
        if args.deals:
            start = time.perf_counter()
            report = run_tournament(["hard"] * n, args.deals, 1, variant, workers=args.workers)
            elapsed = time.perf_counter() - start
            ok = "ok" if elapsed < 60 else "SLOW"
            print(
                f"Tournament: {args.deals} duplicate deals ({report.hands} hands) of {n} Hard bots, "
                f"{args.workers} workers: {elapsed:.1f} s (target 60 s: {ok})",
                flush=True,
            )


if __name__ == "__main__":
    main()
