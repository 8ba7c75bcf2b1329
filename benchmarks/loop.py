"""The game loop with bots at the seats: games per second of four Normal bots, hands per second
of a Hard bot among Normal bots.

Everything that plays games (``hearts play``, ladders, tournaments, audits, walkthroughs) goes
through :mod:`hearts.play.loop`; these figures measure it with the bots' own bookkeeping (their
views, :class:`~hearts.bots.knowledge.Memory`). Two workloads:

- ``normal``: whole seeded games (:func:`~hearts.play.loop.play_game`) of a Normal bot at every
  seat, to the target score;
- ``hard-normal``: consecutive deals played as the hands of running games
  (:func:`~hearts.play.arena.play_rotation`, as the ladder plays them) by a Hard bot at seat 0
  and Normal bots at the others.

Each workload runs ``--rounds`` times; the best round is printed, in CPU seconds
(``time.process_time``: steadier than the wall clock when other programs share the cores)
and in wall-clock seconds, with the load average beside it. ``--variant`` (repeatable, a name
or a path) plays at that table (``five-2d2c``: five seats).

    python benchmarks/loop.py [--games 20] [--hands 100] [--rounds 3] [--variant V ...]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from functools import partial

from hearts.bots.bot import Bot
from hearts.cards import Seat
from hearts.engine.variant import Variant
from hearts.play.arena import play_rotation
from hearts.play.loop import play_game
from hearts.play.tournament import make_player
from hearts.variants.files import load_variant


def normal_games(variant: Variant, games: int) -> int:
    """``games`` whole games of Normal bots at every seat; the number of hands played."""
    hands = 0
    for seed in range(games):
        players = [Bot("normal", Seat(s), seed) for s in range(variant.players)]
        final = play_game(variant, seed, players)
        hands += len(final.hand_results)
    return hands


def hard_normal_hands(variant: Variant, hands: int) -> int:
    """``hands`` consecutive deals played by a Hard bot at seat 0 among Normal bots."""
    kinds = ["hard"] + ["normal"] * (variant.players - 1)
    return len(play_rotation(variant, "loop-benchmark", list(range(hands)), kinds, 0, make_player))


def best_of(rounds: int, work: Callable[[], int]) -> tuple[float, float, int]:
    """The best round's (CPU seconds, wall-clock seconds, hands played)."""
    best: tuple[float, float, int] | None = None
    for _ in range(rounds):
        cpu, wall = time.process_time(), time.perf_counter()
        hands = work()
        figures = (time.process_time() - cpu, time.perf_counter() - wall, hands)
        if best is None or figures[0] < best[0]:
            best = figures
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=20, help="games of four Normal bots a round")
    parser.add_argument("--hands", type=int, default=100, help="Hard-vs-Normal hands a round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--variant", action="append", help="repeatable, a name or a path")
    args = parser.parse_args()
    for name in args.variant or ["card-1.0.0"]:
        variant = load_variant(name)
        n = variant.players
        cpu, wall, hands = best_of(args.rounds, partial(normal_games, variant, args.games))
        load = os.getloadavg()[0]
        print(
            f"{variant.name}: {args.games} games of {n} Normal bots ({hands} hands): "
            f"{args.games / cpu:.2f} games/CPU-s, {cpu / args.games * 1000:.1f} CPU-ms a game, "
            f"{cpu / hands * 1000:.2f} CPU-ms a hand (wall {wall:.2f} s, load {load:.2f})",
            flush=True,
        )
        cpu, wall, hands = best_of(args.rounds, partial(hard_normal_hands, variant, args.hands))
        load = os.getloadavg()[0]
        print(
            f"{variant.name}: {hands} hands of a Hard bot among {n - 1} Normal bots: "
            f"{hands / cpu:.1f} hands/CPU-s, {cpu / hands * 1000:.2f} CPU-ms a hand "
            f"(wall {wall:.2f} s, load {load:.2f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
