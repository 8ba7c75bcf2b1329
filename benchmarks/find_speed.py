"""``--find THEME --seed N``: the search the command used to make, beside the answer it now reads
from the index of themed hands (and checks by replaying the hand's game up to it), in one run.

For each case, in this process: the CPU time of the search (:func:`hearts.walkthrough.themes.find`,
bounded at 3,000 hands as the commands bound it, but not at their 30 s, which a busy machine
reaches long before the search ends) and of the indexed answer
(:func:`~hearts.walkthrough.themes.indexed`, then :func:`~hearts.walkthrough.themes.holds`, as
``--find`` does before it trusts an entry), the hands each played, and whether both name the
same hand. CPU time moves less with the machine's load than wall time; the load average is
printed beside. A case the index does not cover says so (its search is all there is).

    python benchmarks/find_speed.py [--cases tie:11 moon:1 ...] [--variant card-1.0.0] [--bots hard]
"""

from __future__ import annotations

import argparse
import os
import time

from hearts.variants.files import load_variant
from hearts.walkthrough.model import SeatPlayer
from hearts.walkthrough.sources import make_players, parse_levels
from hearts.walkthrough.themes import DEFAULT_LIMIT, Found, find, holds, indexed

CASES = ("tie:11", "tie:1", "moon:1", "moon-stopped:4", "hearts-only-lead:2", "queen-dump:5")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=list(CASES), metavar="THEME:SEED")
    parser.add_argument("--variant", default="card-1.0.0")
    parser.add_argument("--bots", default=None, help="as --bots gives them (default: the walkthrough's)")
    args = parser.parse_args()
    variant = load_variant(args.variant)
    levels = parse_levels(args.bots, variant.players)
    bots = ",".join(levels)

    def seating(seed: int | str) -> list[SeatPlayer]:
        return make_players(levels, seed)

    print(f"--find under {variant.name}, bots {bots}; load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'case':<24} {'search (CPU)':>22} {'from the index (CPU)':>28} {'x':>6}  same hand")
    for case in args.cases:
        theme, _, seed = case.partition(":")
        start = int(seed or 1)
        began = time.process_time()
        searched = find(theme, variant, seating, start, DEFAULT_LIMIT)
        search_cpu = time.process_time() - began
        began = time.process_time()
        known = indexed(theme, variant, bots, start)
        trusted = isinstance(known, Found) and holds(theme, variant, seating(known.seed), known)
        index_cpu = time.process_time() - began
        said = f"{searched.searched} hands {search_cpu:6.2f} s" if searched else f"none {search_cpu:6.2f} s"
        if isinstance(known, Found):
            answer = f"seed {known.seed}, replayed {known.hand} hands {index_cpu:5.2f} s"
            ratio = f"{search_cpu / max(index_cpu, 1e-6):5.0f}x"
            same = searched is not None and (known.seed, known.hand) == (searched.seed, searched.hand)
            verdict = ("yes" if same else "NO") + ("" if trusted else " (entry no longer holds)")
        else:
            answer, ratio, verdict = "not covered: searches", "", ""
        print(f"--find {case:<17} {said:>22} {answer:>28} {ratio:>6}  {verdict}")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
