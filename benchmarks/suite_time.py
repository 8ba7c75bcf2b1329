#!/usr/bin/env python3
"""What the test suite costs: ``make check``'s pytest (``-m "not slow"``) and the whole pytest run,
each as ``make`` runs it (``-n auto --dist worksteal``), with wall time, CPU time (every worker's,
user + system) and the 20 longest tests.

    .venv/bin/python benchmarks/suite_time.py            # both runs
    .venv/bin/python benchmarks/suite_time.py --check    # make check's pytest only
    .venv/bin/python benchmarks/suite_time.py --workers 1

CPU seconds are what count on a shared machine; the load average before and after says how
busy it was (quote both with a figure). Bytecode is written, as ``make`` lets it be (a run with
PYTHONDONTWRITEBYTECODE set rewrites every test module's assertions in every worker).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LONGEST = 20
_DURATION = re.compile(r"^(\d+\.\d+)s (call|setup|teardown)\s+(\S.*)$")
_SUMMARY = re.compile(r"^=*\s*(\d+ (passed|failed).*) in [\d.]+s")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(name: str, marks: list[str], workers: str, paths: list[str]) -> int:
    """Run pytest once; print its figures. Returns pytest's exit code."""
    command = [sys.executable, "-m", "pytest", "-n", workers, "--dist", "worksteal", "-p", "no:cacheprovider"]
    command += [*marks, f"--durations={LONGEST}", *paths]
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(ROOT)
    load = os.getloadavg()[0]
    cpu, started = _children_cpu(), time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    wall, cpu = time.perf_counter() - started, _children_cpu() - cpu
    lines = done.stdout.splitlines()
    summary = next((m.group(1) for line in reversed(lines) if (m := _SUMMARY.match(line))), None)
    print(f"## {name}: {' '.join(command[1:])}")
    after = os.getloadavg()[0]
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s (user + sys, every worker), load {load:.1f} -> {after:.1f}")
    print(f"result: {summary or 'no summary line: pytest exited ' + str(done.returncode)}")
    longest = [m.groups() for line in lines if (m := _DURATION.match(line))]
    print(f"the {len(longest)} longest:")
    for seconds, phase, test in longest:
        print(f"  {float(seconds):7.2f} s  {phase:8s} {test}")
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-2000:], sep="\n")
    print()
    return done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="make check's pytest only (-m 'not slow')")
    parser.add_argument("--workers", default="auto", help="pytest-xdist workers (default auto: every core)")
    parser.add_argument("paths", nargs="*", help="only these tests (default: the testpaths, as make runs)")
    args = parser.parse_args(argv)
    codes = [run("make check's pytest", ["-m", "not slow"], args.workers, args.paths)]
    if not args.check:
        codes.append(run("the whole pytest (make test)", [], args.workers, args.paths))
    return max(codes)


if __name__ == "__main__":
    sys.exit(main())
