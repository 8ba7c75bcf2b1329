"""Tournament memory: the peak resident size of `hearts tournament` at two deal counts.

    .venv/bin/python benchmarks/tournament_memory.py [--deals 200 2000] [--workers 1]

Each run is a fresh `python -m hearts tournament` process (random players, the fastest,
so the deal count is what varies); its peak RSS is read from the kernel when it ends
(``wait4``). The deals are summed up as they come, so the peak should stay flat while
the deal count grows tenfold; before, every hand was kept until the end.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time


def peak_rss(deals: int, workers: int) -> tuple[float, float]:
    """(peak RSS of the main process in MB, seconds) of one tournament run."""
    args = [sys.executable, "-m", "hearts", "tournament", "--seats", "random", "--deals", str(deals)]
    args += ["--workers", str(workers), "--json", os.devnull]
    start = time.monotonic()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"tournament --deals {deals} failed with status {status}")
    return usage.ru_maxrss / 1024, seconds  # ru_maxrss is in kB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, nargs=2, default=[200, 2000], help="the two deal counts")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    figures = []
    for deals in args.deals:
        mb, seconds = peak_rss(deals, args.workers)
        figures.append(mb)
        print(f"tournament --deals {deals:>7,}: peak RSS {mb:6.1f} MB ({seconds:.0f} s)")
    low, high = args.deals
    growth = figures[1] - figures[0]
    per_deal = growth * 1024 / (high - low)
    print(f"growth from {low:,} to {high:,} deals: {growth:+.1f} MB ({per_deal:+.2f} kB per deal)")


if __name__ == "__main__":
    main()
