"""Random playouts: this engine against OpenSpiel's hearts, in one run, same Python loop.

Each engine plays full hands (deal, passing, 13 tricks) with uniformly random legal
actions chosen by the same loop and the same kind of random generator. Prints hands
per second for each and the ratio. OpenSpiel comes from the optional extra
``open-spiel``; without it only this engine is measured.

The machine may be shared: the engines are measured in turns (``--rounds``) and the
best round of each is compared. The first line says which build of the engine ran
(the pure-Python modules, or compiled extension modules if any were built).

    python benchmarks/playouts.py [--seconds 3] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import hearts.deal
import hearts.game
from hearts.game import Phase, State
from hearts.variant_files import load_variant


def _build() -> str:
    """Which build of the engine is imported: pure Python, or compiled modules."""
    files = [Path(m.__file__ or "?") for m in (hearts.game, hearts.deal)]
    compiled = [f.name for f in files if f.suffix != ".py"]
    where = files[0].parent
    if compiled:
        return f"compiled ({', '.join(compiled)}) from {where}"
    return f"pure Python from {where}"


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


def _report(name: str, hands: int, elapsed: float) -> float:
    rate = hands / elapsed
    print(
        f"{name:<22} {hands:>8} hands in {elapsed:5.2f} s  = {rate:>9.0f} hands/s ({1e6 / rate:6.1f} µs/hand)"
    )
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per engine and round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, taking turns (best one counts)")
    args = parser.parse_args()
    print(f"engine build: {_build()}")
    print("Random playouts of full hands (deal, pass, 13 tricks), uniformly random legal actions")
    try:
        import pyspiel  # noqa: F401

        engines: list[tuple[str, Callable[[float], tuple[int, float]]]] = [
            ("hearts (this engine)", _ours),
            ("OpenSpiel hearts", _openspiel),
        ]
    except ImportError:
        print("open-spiel is not installed (pip install 'hearts[openspiel]'): no comparison")
        engines = [("hearts (this engine)", _ours)]
    best: dict[str, float] = {}
    for _name, run in engines:
        run(min(0.5, args.seconds))  # warm up
    for round_number in range(1, max(1, args.rounds) + 1):
        print(f"round {round_number}:")
        for name, run in engines:
            best[name] = max(best.get(name, 0.0), _report(name, *run(args.seconds)))
    if len(best) == 2:
        ours, theirs = best["hearts (this engine)"], best["OpenSpiel hearts"]
        print(
            f"best rounds: {1e6 / ours:.1f} µs/hand against {1e6 / theirs:.1f} µs/hand;"
            f" ratio: {ours / theirs:.2f}x OpenSpiel (target: at least 2x)"
        )


if __name__ == "__main__":
    main()
