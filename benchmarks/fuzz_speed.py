"""The fuzzer's own cost: CPU of our side an action, and the wall time of 50 games.

    .venv/bin/python benchmarks/fuzz_speed.py [--games 50] [--workers 1]

Runs ``hearts fuzz`` in process against ``hearts engine`` behind the protocol and prints:
the CPU time of this process (the reference, the comparisons and the protocol client: our
side) per action, the engine process's CPU per action, and the wall time. Targets (issue
41): our side at most 0.2 ms of CPU an action; 50 games under 15 s of wall time on an idle
2-core machine. The load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

from hearts.conformance.fuzz import fuzz
from hearts.conformance.process import open_engine
from hearts.variants.files import load_variant

ENGINE = f"{Path(sys.executable).parent / 'hearts'} engine"


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="card-1.0.0")
    args = parser.parse_args()
    variant = load_variant(args.variant)
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    wall = time.perf_counter()
    cpu = time.process_time()
    child = children_cpu()
    with open_engine(ENGINE, 10.0) as engine:
        report = fuzz(engine, variant, args.games, args.seed)
    ours = time.process_time() - cpu
    theirs = children_cpu() - child
    wall = time.perf_counter() - wall
    actions = max(report.steps, 1)
    queries = sum(report.comparisons.values())
    print(f"{args.games} game(s), {report.hands} hand(s), {report.steps} action(s), {queries} comparison(s)")
    print(f"our side:   {ours / actions * 1e3:6.3f} ms of CPU an action  (target <= 0.2)")
    print(f"the engine: {theirs / actions * 1e3:6.3f} ms of CPU an action")
    print(f"wall:       {wall:6.1f} s for {args.games} games            (target < 15 s for 50, idle)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if report.found is not None:
        print(f"DISAGREEMENT: {report.found.message}")


if __name__ == "__main__":
    main()
