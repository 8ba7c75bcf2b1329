"""The ladder, measured: each level against the one below it on paired hands.

For each step (Easy over uniformly random, Normal over Easy, Hard over Normal) the
same deal and seat are played once by the candidate and once by the bot it
replaces, the three other seats held by the replaced bot both times. Prints the
mean of candidate − replaced in points per hand with its 95% interval; the step
holds when the difference is at most −0.5 and the whole interval is below zero.

    python benchmarks/ladder.py [--pairs 2500] [--seed 1] [--workers 2] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from hearts.play.tournament import ladder_step
from hearts.variant_files import load_variant

STEPS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
TARGET = -0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--pairs", type=int, default=2500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variant", default="card-1.0.0")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    variant = load_variant(args.variant)
    results = []
    for candidate, replaced in STEPS:
        start = time.perf_counter()
        step = ladder_step(candidate, replaced, args.pairs, args.seed, variant, args.workers)
        results.append({**step.as_dict(), "seconds": round(time.perf_counter() - start, 1)})
        if not args.json:
            verdict = "holds" if step.holds and step.mean <= TARGET else "DOES NOT HOLD"
            print(
                f"{candidate:>6} replacing {replaced:<6} {step.pairs} paired hands: "
                f"{step.mean:+.3f} points/hand, 95% CI [{step.ci_low:+.3f}, {step.ci_high:+.3f}]  "
                f"(target ≤ {TARGET}, interval below 0: {verdict})"
            )
    if args.json:
        print(json.dumps({"variant": variant.name, "seed": args.seed, "steps": results}, indent=2))


if __name__ == "__main__":
    main()
