"""Bot speed: median time per decision for each level, and a tournament of four Hard bots.

Targets: Easy and Normal under 50 µs, Hard under 1 ms per decision (median); 1,000
duplicate deals of four Hard bots under 60 s with two workers.

    python benchmarks/bots_speed.py [--hands 200] [--deals 1000] [--workers 2]
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

TARGETS = {"easy": 50e-6, "normal": 50e-6, "hard": 1e-3}


def decision_times(level: str, hands: int) -> list[float]:
    """Seconds per ``decide`` call over ``hands`` seeded hands of four bots of ``level``."""
    variant = Variant()
    times: list[float] = []
    clock = time.perf_counter
    for seed in range(hands):
        bots = [make_bot(level, s, seed) for s in Seat]
        state = State.new_game(variant, seed)
        while state.phase is Phase.PASS or state.phase is Phase.PLAY:
            seat = state.to_act
            assert seat is not None
            view = view_of(state, seat)
            start = clock()
            action = bots[seat].decide(view).action
            times.append(clock() - start)
            state = state.apply(action)
            for s in Seat:
                bots[s].observe(view_of(state, s))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=200, help="hands per level for the decision times")
    parser.add_argument(
        "--deals", type=int, default=1000, help="duplicate deals in the Hard tournament (0: skip)"
    )
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(f"Median time per decision ({args.hands} hands of four bots each, passes and plays):")
    for level in ("easy", "normal", "hard"):
        decision_times(level, 5)  # warm up
        t = decision_times(level, args.hands)
        median = statistics.median(t)
        p90 = sorted(t)[int(0.9 * len(t))]
        ok = "ok" if median < TARGETS[level] else "SLOW"
        print(
            f"  {level:<7} median {median * 1e6:7.1f} µs  p90 {p90 * 1e6:7.1f} µs  "
            f"mean {statistics.fmean(t) * 1e6:7.1f} µs  ({len(t)} decisions; "
            f"target {TARGETS[level] * 1e6:.0f} µs: {ok})"
        )
    if args.deals:
        start = time.perf_counter()
        report = run_tournament(["hard"] * 4, args.deals, 1, Variant(), workers=args.workers)
        elapsed = time.perf_counter() - start
        ok = "ok" if elapsed < 60 else "SLOW"
        print(
            f"Tournament: {args.deals} duplicate deals ({report.hands} hands) of four Hard bots, "
            f"{args.workers} workers: {elapsed:.1f} s (target 60 s: {ok})"
        )


if __name__ == "__main__":
    main()
