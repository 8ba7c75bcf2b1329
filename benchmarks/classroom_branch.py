"""What if? in the classroom: how long a teacher's branch for the room takes on this machine.

A classroom table (``hearts serve``'s :class:`~hearts.serve.table.ClassTable`, four Hard bots, a
seeded deal) is played to the middle of a hand; then, at several earlier decisions, a branch is
asked as the teacher's page asks it (:mod:`hearts.serve.branches`): the hand taken with copies
of the bots at its deal, the request checked, the table's line and the branch played out (the
part a worker thread runs), and the two lines laid out in words for a page. Also the outcomes of
"ask the room" at the decision the table stands at, every legal card voted for. Target: a branch
under 0.3 s of CPU (the walkthrough's own target, ``benchmarks/what_if.py``).

Prints the medians and the slowest, CPU and wall (the machine is shared: a high load slows the
wall clock, not the CPU figures), and the load average.

    python benchmarks/classroom_branch.py [--seeds 1-5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from hearts.engine.variant import Variant
from hearts.serve.branches import Shown, _view, checked, hand_at, play_out
from hearts.serve.starts import from_seed
from hearts.serve.table import ClassTable, digest
from hearts.walkthrough.branches import fork
from hearts.words.lang import Lang

ENGLISH = Lang("en")


def _timed(fn: object) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()  # type: ignore[operator]
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-5", help="seeds, e.g. 1-5")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    walls: list[float] = []
    cpus: list[float] = []
    poll_walls: list[float] = []
    poll_cpus: list[float] = []
    for seed in range(int(first), int(last or first) + 1):
        table = ClassTable("BENCHX", from_seed(seed, Variant(), hand=4), ("hard",) * 4, digest("t"))
        table.running = True
        while len(table.actions) < 28:
            table.bot_move()
        table.running = False
        for to in (5, 13, 21):
            hand = hand_at(table)
            state = hand.position(to - hand.first)
            other = next((c for c in state.legal_actions() if c is not table.actions[to]), None)
            if other is None:
                continue

            def branch(to: int = to, other: object = other) -> None:
                hand = hand_at(table)
                at, cards = checked(hand, to, other.format())  # type: ignore[attr-defined]
                main, variation = play_out(hand.origin, at, cards)
                _view(Shown(1, hand.number, at, hand.first, main, variation, None), ENGLISH)

            wall, cpu = _timed(branch)
            walls.append(wall)
            cpus.append(cpu)

        def outcomes() -> None:
            hand = hand_at(table)
            at = len(hand.cards)
            fork(hand.origin, {}, at, [(c,) for c in hand.position(at).legal_actions()])

        wall, cpu = _timed(outcomes)
        poll_walls.append(wall)
        poll_cpus.append(cpu)

    def show(name: str, walls: list[float], cpus: list[float], target: float | None) -> None:
        cpu = statistics.median(cpus)
        verdict = "" if target is None else f" ({'under' if cpu < target else 'OVER'} the {target} s target)"
        print(
            f"{name}: median {cpu:.3f} s CPU{verdict}, {statistics.median(walls):.3f} s wall, "
            f"slowest {max(walls):.3f} s wall, over {len(walls)} runs"
        )

    print(f"What if? in the classroom (card-1.0.0, four Hard bots, hand 4 of seeds {args.seeds})")
    show("a teacher's branch, checked, played out and laid out", walls, cpus, 0.3)
    show("ask the room: every legal card played out", poll_walls, poll_cpus, None)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
