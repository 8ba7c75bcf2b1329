"""``hearts walkthrough --find first-trick-forced``: time to write the page, per shipped variant.

Target: under 5 s from the command to the page written (issue 21), served from a deal built
for the variant (no search). Each run is the real command in a fresh process, so the figure
includes Python's start-up, the imports, building the deal and the page's rendering. It
prints the wall time and the CPU time of the child (user + system), the median of
``--repeat`` runs, with the load average before and after: on a shared machine the wall time
is inflated by the load, the CPU time much less. A variant under which no hand can have the
theme (web-strict: a dead end instead of a forced play) is refused at once, exit 2: its line
shows how fast. ``--bytecode`` lets Python keep compiled modules (in a folder of its own
under the temporary folder, never beside the sources) as an installed package does; without
it, the environment's setting is kept.

    python benchmarks/walkthrough_find.py [--variants card-1.0.0 black-maria ...] [--repeat 3] [--bytecode]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.sources import DEFAULT_LEVELS, make_players
from hearts.walkthrough.themes import THEMES, built_deal

TARGET = 5.0
THEME = "first-trick-forced"


def run_once(variant: str, folder: str, env: dict[str, str]) -> tuple[float, float, int, str]:
    """(wall s, CPU s of the child, exit code, first line of stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    command = [sys.executable, "-m", "hearts", "walkthrough", "--find", THEME, "--variant", variant]
    done = subprocess.run([*command, "-o", folder], capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    said = done.stderr.strip().splitlines()
    return wall, cpu, done.returncode, said[0] if said else ""


def how(name: str) -> str:
    variant = load_variant(name)
    if THEMES[THEME].ruled_out(variant) is not None:
        return "refused"
    built = built_deal(THEME, variant, lambda seed: make_players(DEFAULT_LEVELS, seed))
    if built.deal is None:
        return "searched"
    return "built" if variant.pass_direction(built.hand).offset == 0 else f"built/{built.tries}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="*", default=builtin_variant_names())
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--bytecode", action="store_true", help="keep compiled modules, as an install does")
    args = parser.parse_args()
    env = {**os.environ, "COLUMNS": "200"}
    cache = tempfile.TemporaryDirectory(prefix="hearts-bench-pycache-")
    if args.bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache.name
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average before: {load}; bytecode kept: {args.bytecode}")
    print(f"{'variant':<14} {'how':<10} {'wall s':>7} {'cpu s':>6} {'rc':>3}  target {TARGET:.0f} s (wall)")
    with cache, tempfile.TemporaryDirectory() as folder:
        if args.bytecode:
            run_once(args.variants[0], folder, env)  # compiles the modules once, not counted
        for name in args.variants:
            kind = how(name)
            runs = [run_once(name, folder, env) for _ in range(args.repeat if kind != "searched" else 1)]
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            rc = runs[-1][2]
            expected = 2 if kind == "refused" else 0
            verdict = "ok" if rc == expected and wall < TARGET else ("SLOW" if rc == expected else "FAILED")
            print(f"{name:<14} {kind:<10} {wall:>7.2f} {cpu:>6.2f} {rc:>3}  {verdict}")
            if rc != expected:
                print(f"  {runs[-1][3]}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
