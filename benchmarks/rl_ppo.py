"""A PPO agent (Stable-Baselines3's MaskablePPO, from sb3-contrib) trained on HeartsEnv
against our bots, then compared with random play and with a bot in its seat.

The agent plays seat 0 of ``--variant`` among ``--opponents`` bots, one episode a hand
(``scope="hand"``). Its input is the environment's documented observation vector; the
environment's ``action_mask`` is given to MaskablePPO, so the agent never picks an illegal
card. After ``--steps`` training steps (one step is one card passed or played), the
deterministic policy, a uniformly random legal player and a bot of ``--opponents``' level
each play the same evaluation deals at seat 0 (``--eval`` hands, seeds apart from training);
the script prints points per hand for each and the agent's paired differences with their 95%
intervals, and the seconds spent. Not run in CI (it needs PyTorch): see docs/rl-benchmark.md.

    pip install 'hearts-spec[train]'     # sb3-contrib and the CPU build of PyTorch
    python benchmarks/rl_ppo.py [--variant card-1.0.0] [--opponents easy] [--steps 60000]
        [--eval 500] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium.utils import seeding

from hearts.env.game import EnvGame
from hearts.env.observation import ACTIONS
from hearts.env.single import HeartsEnv

EVAL_SEEDS = 1_000_000
"""Evaluation deals are seeded from here on, apart from the training deals."""


class VectorObservation(gym.ObservationWrapper[np.ndarray, int, dict[str, np.ndarray]]):
    """The observation vector alone; the mask is read by :meth:`action_masks` (MaskablePPO's hook)."""

    def __init__(self, env: HeartsEnv) -> None:
        super().__init__(env)
        space = env.observation_space["observation"]  # type: ignore[index]
        self.observation_space = space
        self._mask: np.ndarray = np.ones(ACTIONS, dtype=np.bool_)

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        self._mask = observation["action_mask"].astype(bool)
        return observation["observation"]

    def action_masks(self) -> np.ndarray:
        return self._mask


def hand_points(env: VectorObservation, seed: int, choose: Any) -> float:
    """Points seat 0 takes in the hand ``env.reset(seed)`` deals, each card from ``choose(obs)``."""
    obs, _ = env.reset(seed=seed)
    total = 0.0
    while True:
        obs, reward, terminated, truncated, _ = env.step(choose(obs))
        total += float(reward)
        if terminated or truncated:
            return -total


def bot_points(variant: Any, level: str, seed: int) -> float:
    """Points a ``level`` bot at seat 0 takes in the same hand (the deal HeartsEnv makes from ``seed``)."""
    rng, _ = seeding.np_random(seed)
    game = EnvGame(variant, int(rng.integers(0, 2**31 - 1)), [level] * variant.players, agents=set())
    game.run_bots(stop_at_hand_end=True)
    return float(game.state.scores[0])


def paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--variant", default="card-1.0.0")
    parser.add_argument("--opponents", default="easy", choices=["easy", "normal", "hard"])
    parser.add_argument("--steps", type=int, default=60_000, help="training steps (cards)")
    parser.add_argument("--eval", type=int, default=500, help="evaluation hands")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.steps < 0 or args.eval < 2:
        parser.error("--steps 0 or more, --eval 2 or more")
    try:
        import torch
        from sb3_contrib import MaskablePPO
    except ImportError:
        parser.error("this benchmark needs sb3-contrib and PyTorch: pip install 'hearts-spec[train]'")
    torch.set_num_threads(1)
    env = VectorObservation(HeartsEnv(args.variant, opponents=args.opponents, scope="hand"))
    started = time.perf_counter()
    model = MaskablePPO("MlpPolicy", env, seed=args.seed, n_steps=1024, batch_size=128, verbose=0)
    model.learn(total_timesteps=args.steps)
    trained_seconds = time.perf_counter() - started

    def agent(obs: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
        return int(action)

    rng = np.random.default_rng(args.seed)

    def random_legal(obs: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(env.action_masks())))

    seeds = range(EVAL_SEEDS, EVAL_SEEDS + args.eval)
    variant = env.unwrapped.variant  # type: ignore[attr-defined]
    ours = [hand_points(env, s, agent) for s in seeds]
    chance = [hand_points(env, s, random_legal) for s in seeds]
    bot = [bot_points(variant, args.opponents, s) for s in seeds]
    vs_random, vs_bot = paired(ours, chance), paired(ours, bot)
    figures = {
        "variant": variant.name,
        "opponents": args.opponents,
        "library": f"sb3-contrib MaskablePPO, torch {torch.__version__}",
        "training_steps": args.steps,
        "training_seconds": round(trained_seconds, 1),
        "eval_hands": args.eval,
        "agent_points_per_hand": round(statistics.fmean(ours), 3),
        "random_points_per_hand": round(statistics.fmean(chance), 3),
        f"{args.opponents}_bot_points_per_hand": round(statistics.fmean(bot), 3),
        "agent_minus_random": [round(v, 3) for v in vs_random],
        f"agent_minus_{args.opponents}_bot": [round(v, 3) for v in vs_bot],
        "seconds": round(time.perf_counter() - started, 1),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"{figures['variant']}: MaskablePPO, {args.steps} training steps against {args.opponents} bots "
        f"in {trained_seconds:.0f} s"
    )
    print(
        f"evaluation, {args.eval} hands (same deals, seat 0): agent {figures['agent_points_per_hand']} "
        f"points/hand, random legal {figures['random_points_per_hand']}, {args.opponents} bot "
        f"{figures[f'{args.opponents}_bot_points_per_hand']}"
    )
    for name, (mean, low, high) in (("random", vs_random), (f"{args.opponents} bot", vs_bot)):
        print(
            f"agent − {name}: {mean:+.3f} [{low:+.3f}, {high:+.3f}] (negative: the agent takes fewer points)"
        )


if __name__ == "__main__":
    main()
