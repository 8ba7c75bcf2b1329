"""How fast the command answers: ``hearts --help`` and ``hearts <cmd> --help``.

    .venv/bin/python benchmarks/cli_startup.py [--runs N] [--check]

Runs each help a few times in a fresh process (the ``hearts`` script next to this Python,
as a user types it) and prints the median wall time and the median CPU time (user +
system) of each. The target is 0.2 s of wall time on an idle machine; on a loaded one the
CPU time is the closer estimate of it, so the load average is printed too. With
``--check`` the exit code is 1 when a median wall time is over the target.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from hearts.cli import COMMANDS

TARGET = 0.2
"""Seconds: the most a help may take on an idle machine (issue 22, item 6)."""


def hearts_command() -> list[str]:
    """The ``hearts`` script of this environment, or ``python -m hearts`` without one."""
    script = Path(sys.executable).with_name("hearts")
    if script.is_file():
        return [str(script)]
    found = shutil.which("hearts")
    return [found] if found else [sys.executable, "-m", "hearts"]


def one_run(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``argv`` (its output thrown away)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(argv: list[str], runs: int) -> tuple[float, float]:
    """Median wall and CPU seconds over ``runs`` runs, after one warm-up run (byte-code caches)."""
    one_run(argv)
    walls, cpus = zip(*(one_run(argv) for _ in range(runs)), strict=True)
    return statistics.median(walls), statistics.median(cpus)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per command (default 7)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a median wall time is over 0.2 s")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    hearts = hearts_command()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{' '.join(hearts)}: median of {args.runs} runs, load average {load} on {os.cpu_count()} cores")
    print(f"{'command':<28} {'wall':>7} {'cpu':>7}")
    slow: list[str] = []
    for name in ["", *COMMANDS]:
        label = f"hearts {name} --help".replace("  ", " ")
        wall, cpu = measure([*hearts, *name.split(), "--help"], args.runs)
        print(f"{label:<28} {wall:6.3f}s {cpu:6.3f}s{'' if wall <= TARGET else '  over 0.2 s'}")
        if wall > TARGET:
            slow.append(label)
    print(f"target: {TARGET} s wall on an idle machine; {len(slow)} of {len(COMMANDS) + 1} over it")
    return 1 if args.check and slow else 0


if __name__ == "__main__":
    sys.exit(main())
