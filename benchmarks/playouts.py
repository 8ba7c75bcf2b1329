"""Random playouts: this engine against OpenSpiel's hearts, in one run, same Python loop.

Each engine plays full hands (deal, passing, 13 tricks) with uniformly random legal
actions chosen by the same loop and the same kind of random generator. Prints hands
per second for each and the ratio. OpenSpiel comes from the optional extra
``open-spiel``; without it only this engine is measured.

    python benchmarks/playouts.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from hearts.game import Phase, State
from hearts.variant_files import load_variant


def _ours(seconds: float) -> tuple[int, float]:
    variant = load_variant("openspiel")
    rng = random.Random(1)
    rand = rng.random
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = State.new_game(variant, seed=hands)
            legal = state.legal_actions()
            while legal:  # empty once the hand is over
                state = state.apply(legal[int(rand() * len(legal))])
                legal = state.legal_actions()
            assert state.phase is not Phase.PLAY
            hands += 1
    return hands, time.perf_counter() - start


def _openspiel(seconds: float) -> tuple[int, float]:
    import pyspiel

    game = pyspiel.load_game("hearts")
    rng = random.Random(1)
    rand = rng.random
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state: Any = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rand() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rand() * len(legal))])
            hands += 1
    return hands, time.perf_counter() - start


def _measure(name: str, run: Callable[[float], tuple[int, float]], seconds: float) -> float:
    run(min(0.5, seconds))  # warm up
    hands, elapsed = run(seconds)
    rate = hands / elapsed
    print(
        f"{name:<22} {hands:>8} hands in {elapsed:5.2f} s  = {rate:>9.0f} hands/s ({1e6 / rate:6.1f} µs/hand)"
    )
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per engine")
    args = parser.parse_args()
    print("Random playouts of full hands (deal, pass, 13 tricks), uniformly random legal actions")
    ours = _measure("hearts (this engine)", _ours, args.seconds)
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("open-spiel is not installed (pip install 'hearts[openspiel]'): no comparison")
        return
    theirs = _measure("OpenSpiel hearts", _openspiel, args.seconds)
    print(f"ratio: {ours / theirs:.2f}x OpenSpiel (target: at least 2x)")


if __name__ == "__main__":
    main()
