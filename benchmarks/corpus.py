"""How long the scenario corpus takes: loading and checking it, then running it in process.

    python benchmarks/corpus.py [--repeat 3]

Prints the best of ``--repeat`` runs for each step and the number of checks.
"""

from __future__ import annotations

import argparse
import time

from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.scenarios import load_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    load_best = run_best = float("inf")
    checks = scenarios = 0
    for _ in range(args.repeat):
        start = time.perf_counter()
        corpus = load_corpus()
        loaded = time.perf_counter()
        report = run_corpus(corpus, ReferenceEngine())
        done = time.perf_counter()
        assert report.ok
        load_best = min(load_best, loaded - start)
        run_best = min(run_best, done - loaded)
        scenarios, checks = len(corpus), len(report.results)
    print(f"load and lint: {load_best:.3f} s for {scenarios} scenarios")
    print(f"run (reference engine, in process): {run_best:.3f} s for {checks} scenario × variant checks")
    print(f"total: {load_best + run_best:.3f} s")


if __name__ == "__main__":
    main()
