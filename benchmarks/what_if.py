"""What if? How long a branch and a cost table take on this machine.

Two figures, each the median over several decisions of ``hearts walkthrough --seed S --hand H``
(the walkthrough itself is built once beforehand, as the command builds it):

- **a branch played out and shown**: another legal card at a decision, the same bots in the
  same state play the hand on (:func:`hearts.walkthrough.whatif.with_branches`), and the branch
  laid out beside the walkthrough's line in words (:func:`hearts.walkthrough.whatif.compared`,
  what the page's "What if?" section prints); target under 0.3 s. The whole HTML page with the
  branch is timed too, for comparison (most of it is the walkthrough itself);
- **the end-of-hand exact cost table**: at a decision with four tricks left, every legal card
  played out by the bots and searched with every hand shown (:func:`hearts.walkthrough.costs.
  cost_table`); target under 1 s;
- **a branch in the classroom** (``hearts serve``, :mod:`hearts.serve.room_branches`): a table of four
  Hard bots played to the middle of hand 4, then a branch at earlier decisions asked as the
  teacher's page asks it (the hand taken with copies of the bots at its deal, the request
  checked, the table's line and the branch played out, both laid out in words); target under
  0.3 s. And "ask the room" at the decision the table stands at, every legal card played out.

Prints the medians and the slowest, the CPU time and the load average (the machine is shared:
a high load slows the wall clock, not the CPU figures).

    python benchmarks/what_if.py [--seeds 1-6] [--hand 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from hearts.cards import Card
from hearts.engine.variant import Variant
from hearts.serve.room_branches import Shown, _view, checked, hand_at, play_out
from hearts.serve.starts import from_seed as table_start
from hearts.serve.table import ClassTable, digest
from hearts.walkthrough.branches import fork, main_line, position
from hearts.walkthrough.costs import EXACT_TRICKS, cost_table
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed
from hearts.walkthrough.whatif import compared, with_branches
from hearts.words.lang import Lang

LEVELS = ("easy", "normal", "hard", "hard")
ENGLISH = Lang("en")


def _timed(fn: object) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()  # type: ignore[operator]
    return time.perf_counter() - wall, time.process_time() - cpu


def classroom(seeds: range) -> tuple[list[float], list[float], list[float], list[float]]:
    """Wall and CPU seconds of classroom branches, then of "ask the room" outcomes."""
    walls: list[float] = []
    cpus: list[float] = []
    poll_walls: list[float] = []
    poll_cpus: list[float] = []
    for seed in seeds:
        table = ClassTable("BENCHX", table_start(seed, Variant(), hand=4), ("hard",) * 4, digest("t"))
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

            def branch(to: int = to, other: Card = other, table: ClassTable = table) -> None:
                hand = hand_at(table)
                at, cards = checked(hand, to, other.format())
                main, variation = play_out(hand.origin, at, cards)
                _view(Shown(1, hand.number, at, hand.first, main, variation, None, hand.origin), ENGLISH)

            wall, cpu = _timed(branch)
            walls.append(wall)
            cpus.append(cpu)

        def outcomes(table: ClassTable = table) -> None:
            hand = hand_at(table)
            at = len(hand.cards)
            fork(hand.origin, {}, at, [(c,) for c in hand.position(at).legal_actions()])

        wall, cpu = _timed(outcomes)
        poll_walls.append(wall)
        poll_cpus.append(cpu)
    return walls, cpus, poll_walls, poll_cpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-6", help="seeds, e.g. 1-6")
    parser.add_argument("--hand", type=int, default=3)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    branch_wall: list[float] = []
    branch_cpu: list[float] = []
    cost_wall: list[float] = []
    cost_cpu: list[float] = []
    page_wall: list[float] = []
    for seed in seeds:
        w = from_seed(seed, "card-1.0.0", LEVELS, hand=args.hand)
        assert w.origin is not None
        main = main_line(w.origin, [m.card for m in w.teacher.moves])
        # A branch in the middle of the hand: the first play decision with a choice after trick 3.
        at = next(
            i
            for i, p in enumerate(main.plays)
            if p.phase == "play"
            and i > len(main.plays) // 3
            and len(position(w.origin, {}, i).legal_actions()) > 1
        )
        other: Card = next(c for c in position(w.origin, {}, at).legal_actions() if c is not main.cards[at])

        asked = [f"{at + 1}:{other.format()}"]
        wall, cpu = _timed(lambda w=w, asked=asked: compared(with_branches(w, asked, costs=False), ENGLISH))
        branch_wall.append(wall)
        branch_cpu.append(cpu)
        branched = with_branches(w, asked, costs=False)
        wall, _ = _timed(lambda branched=branched: render(branched, "en", "html"))
        page_wall.append(wall)
        late = len(main.plays) - w.variant.players * EXACT_TRICKS  # the lead of the fourth-to-last trick
        wall, cpu = _timed(lambda w=w, late=late, main=main: cost_table(w.origin, {}, late, main.cards[late]))
        cost_wall.append(wall)
        cost_cpu.append(cpu)

    def show(name: str, walls: list[float], cpus: list[float], target: float) -> None:
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        print(
            f"{name}: median {cpu:.3f} s CPU ({'under' if cpu < target else 'OVER'} the {target} s target), "
            f"{wall:.3f} s wall ({'under' if wall < target else 'over'} it at this load), "
            f"slowest {max(walls):.3f} s wall, over {len(walls)} decisions"
        )

    print(f"What if? (card-1.0.0, bots easy, normal, hard, hard; hand {args.hand} of seeds {args.seeds})")
    show("a branch played out and laid out beside its line", branch_wall, branch_cpu, 0.3)
    page = statistics.median(page_wall)
    print(f"(the whole HTML page with the branch, for comparison: median {page:.3f} s wall)")
    show("end-of-hand exact cost table", cost_wall, cost_cpu, 1.0)
    walls, cpus, poll_walls, poll_cpus = classroom(seeds)
    print(f"In the classroom (hearts serve, four Hard bots, hand 4 of seeds {args.seeds}):")
    show("a teacher's branch, checked, played out and laid out", walls, cpus, 0.3)
    show("ask the room: every legal card played out", poll_walls, poll_cpus, 1.0)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
