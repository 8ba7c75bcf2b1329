"""Lessons: how long saving one, reading one and opening one take on this machine.

For hands of a few seeded games, each with two branches (``12:CARD`` and a branch of it), the
median and the slowest over the hands of:

- **read**: the lesson file parsed and every card of its line and branches replayed on the engine
  (:func:`hearts.walkthrough.lessonfile.parse_lesson`);
- **open**: the walkthrough made from the lesson and its branches played again and checked against
  the file (:func:`hearts.walkthrough.starts.resolve`, :func:`hearts.walkthrough.sources.from_start`,
  :func:`hearts.walkthrough.lessonwalk.branched`), what ``hearts walkthrough --lesson`` does before it
  writes the page;
- **a 50 MB file refused**: the size is read before the file, so the refusal takes no time.

Prints wall and CPU figures and the load average (the machine is shared).

    python benchmarks/lessons.py [--seeds 1-4] [--hand 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.walkthrough.lessonfile import dump_lesson, parse_lesson, read_lesson
from hearts.walkthrough.lessonwalk import branched, lesson_of
from hearts.walkthrough.sources import from_seed, from_start
from hearts.walkthrough.starts import DEFAULT_LEVELS, StartRequest, resolve


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def _report(name: str, figures: list[tuple[float, float]]) -> None:
    walls, cpus = [w for w, _ in figures], [c for _, c in figures]
    print(
        f"{name:<22} median {statistics.median(walls):.3f} s wall, {statistics.median(cpus):.3f} s CPU;"
        f" slowest {max(walls):.3f} s ({len(figures)} lessons)"
    )


def _open(path: Path) -> object:
    return branched(from_start(resolve(StartRequest(lesson=path), None), None), costs=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-4", help="first-last seed (default 1-4)")
    parser.add_argument("--hand", type=int, default=2)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    folder = Path(tempfile.mkdtemp(prefix="hearts-lessons-"))
    reads, opens = [], []
    for seed in range(int(first), int(last or first) + 1):
        w = from_seed(seed, Variant(), DEFAULT_LEVELS, hand=args.hand)
        assert w.main is None and w.origin is not None
        line = [m.card for m in w.teacher.moves if m.card is not None]
        state = w.origin.start
        other = (
            next(c for c in state.hand(state.to_act) if c is not line[0])
            if state.to_act is not None
            else None
        )
        asked = [f"1:{other.format()}"] if other is not None else []
        made = branched(w, asked, costs=False)
        path = folder / f"seed-{seed}.yaml"
        text = dump_lesson(lesson_of(made, str(path)))
        path.write_text(text, encoding="utf-8")
        reads.append(_timed(partial(parse_lesson, text, "lesson.yaml")))
        opens.append(_timed(partial(_open, path)))
    _report("read (parse + replay)", reads)
    _report("open (walkthrough)", opens)
    big = folder / "big.yaml"
    with big.open("wb") as f:
        f.truncate(50 * 1024 * 1024)

    def refuse() -> None:
        try:
            read_lesson(big)
        except InputError:
            return
        raise AssertionError("a 50 MB lesson was read")

    wall, cpu = _timed(refuse)
    print(f"{'a 50 MB file refused':<22} {wall * 1000:.2f} ms wall, {cpu * 1000:.2f} ms CPU")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
