"""The first hour's waits: the commands a newcomer runs, timed as they start from the shell.

    python benchmarks/first_hour.py [--repeat 1]

Each command runs in its own process (as typed: ``hearts ...``), standard input closed or a
single ``q``; prints the wall-clock and CPU seconds of the best of ``--repeat`` runs. On a
loaded machine the wall clock is larger than the CPU time; the CPU time is the command's own.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HOUSE = "name: house\nbase: card-1.0.0\nqueen_points: 10\n"


def commands(folder: Path) -> list[tuple[str, list[str], str]]:
    """(label, arguments after ``hearts``, what is typed on stdin)."""
    (folder / "house.yaml").write_text(HOUSE, encoding="utf-8")
    return [
        ("step --find tie (to the first screen)", ["step", "--find", "tie"], "q\n"),
        ("step --seed 7 (to the first screen)", ["step", "--seed", "7"], "q\n"),
        ("variant check house.yaml", ["variant", "check", "house.yaml"], ""),
        ("variant diff card-1.0.0 house.yaml", ["variant", "diff", "card-1.0.0", "house.yaml"], ""),
        ("scenarios list", ["scenarios", "list"], ""),
        ("demo", ["demo", "-o", str(folder / "out")], ""),
    ]


def run(args: list[str], typed: str, cwd: Path) -> tuple[float, float]:
    hearts = shutil.which("hearts") or str(Path(sys.executable).parent / "hearts")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([hearts, *args], input=typed, capture_output=True, text=True, cwd=cwd, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=1)
    options = parser.parse_args()
    print(f"{'command':<42} {'wall s':>8} {'cpu s':>8}   (best of {options.repeat}; {os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory(prefix="hearts-first-hour-") as tmp:
        folder = Path(tmp)
        for label, args, typed in commands(folder):
            best = min((run(args, typed, folder) for _ in range(options.repeat)), key=lambda t: t[1])
            print(f"{label:<42} {best[0]:>8.1f} {best[1]:>8.1f}")


if __name__ == "__main__":
    main()
