"""``hearts walkthrough --find first-trick-forced``: time to write the page, per shipped variant.

Target: under 5 s from the command to the page written (issue 21), served from a deal built
for the variant (no search). Each run is the real command in a fresh process, so the figure
includes Python's start-up and the page's rendering; the variants a deal cannot be built for
(a pass before every hand) are listed as searched, with their time bound.

    python benchmarks/walkthrough_find.py [--variants card-1.0.0 omnibus ...] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.themes import built_deal

TARGET = 5.0


def run_once(variant: str, folder: str) -> tuple[float, int, str]:
    start = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "hearts",
            "walkthrough",
            "--find",
            "first-trick-forced",
            "--variant",
            variant,
            "-o",
            folder,
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
        check=False,
    )
    said = done.stderr.strip().splitlines()
    return time.perf_counter() - start, done.returncode, said[0] if said else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="*", default=builtin_variant_names())
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'variant':<14} {'how':<8} {'median s':>8} {'rc':>3}  target {TARGET:.0f} s")
    for name in args.variants:
        how = "built" if built_deal("first-trick-forced", load_variant(name)) else "searched"
        times: list[float] = []
        rc = 0
        with tempfile.TemporaryDirectory() as folder:
            for _ in range(args.repeat if how == "built" else 1):
                seconds, rc, _said = run_once(name, folder)
                times.append(seconds)
        median = statistics.median(times)
        verdict = (
            "ok" if how == "built" and median < TARGET and rc == 0 else ("-" if how == "searched" else "SLOW")
        )
        print(f"{name:<14} {how:<8} {median:>8.2f} {rc:>3}  {verdict}")


if __name__ == "__main__":
    main()
