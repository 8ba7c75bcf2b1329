"""A small agent trained on HeartsEnv against the Easy bots, then compared with random play.

The agent is a linear softmax policy over the 52 cards (logits ``W · x + b`` on the documented
observation vector ``x``, illegal cards masked out), trained with REINFORCE: one episode is one
hand (``scope="hand"``) at seat 0 among three Easy bots, the return is minus the hand's points,
the baseline the running mean of returns. numpy only; no deep-learning library.

After the training budget (``--hands``) the greedy policy and a uniformly random legal player
play the same evaluation deals at the same seat (``--eval`` hands, seeds apart from the
training ones); the script prints points per hand for each, their paired difference with its
95% interval, and the seconds spent. Not run in CI; see docs/rl-benchmark.md for the figures.

    python benchmarks/rl_agent.py [--variant card-1.0.0] [--hands 3000] [--eval 500] [--seed 1]
        [--lr 0.01] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

import numpy as np

from hearts.env.observation import ACTIONS
from hearts.env.single import HeartsEnv

EVAL_SEEDS = 1_000_000
"""Evaluation deals are seeded from here on, apart from the training deals."""


class LinearPolicy:
    """Softmax over legal cards of ``W · x + b``."""

    def __init__(self, size: int, actions: int, rng: np.random.Generator) -> None:
        self.w = np.zeros((actions, size), dtype=np.float64)
        self.b = np.zeros(actions, dtype=np.float64)
        self.rng = rng

    def probabilities(self, x: np.ndarray, legal: np.ndarray) -> np.ndarray:
        logits = self.w @ x + self.b
        logits = np.where(legal, logits, -np.inf)
        logits -= logits.max()
        p = np.exp(logits)
        out: np.ndarray = p / p.sum()
        return out

    def sample(self, x: np.ndarray, legal: np.ndarray) -> int:
        return int(self.rng.choice(len(legal), p=self.probabilities(x, legal)))

    def greedy(self, x: np.ndarray, legal: np.ndarray) -> int:
        return int(np.argmax(np.where(legal, self.w @ x + self.b, -np.inf)))

    def update(self, steps: list[tuple[np.ndarray, np.ndarray, int]], advantage: float, lr: float) -> None:
        """One REINFORCE step: the gradient of log π(a|x) is (onehot(a) − π) ⊗ x."""
        for x, legal, action in steps:
            grad = -self.probabilities(x, legal)
            grad[action] += 1.0
            self.w += lr * advantage * np.outer(grad, x)
            self.b += lr * advantage * grad


def play_hand(
    env: HeartsEnv, seed: int, choose: Any
) -> tuple[float, list[tuple[np.ndarray, np.ndarray, int]]]:
    """One hand from ``env.reset(seed)``, each card from ``choose(x, legal)``; its return and steps."""
    obs, _ = env.reset(seed=seed)
    steps = []
    total = 0.0
    while True:
        x = obs["observation"].astype(np.float64)
        legal = obs["action_mask"].astype(bool)
        action = choose(x, legal)
        steps.append((x, legal, action))
        obs, reward, terminated, truncated, _ = env.step(action)
        total += float(reward)
        if terminated or truncated:
            return total, steps


def paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--variant", default="card-1.0.0")
    parser.add_argument("--hands", type=int, default=3000, help="training hands")
    parser.add_argument("--eval", type=int, default=500, help="evaluation hands")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.hands < 0 or args.eval < 2 or not args.lr > 0:
        parser.error("--hands 0 or more, --eval 2 or more, --lr above 0")
    env = HeartsEnv(args.variant, opponents="easy", scope="hand")
    rng = np.random.default_rng(args.seed)
    policy = LinearPolicy(env.layout.size, ACTIONS, rng)
    started = time.perf_counter()
    baseline, curve = 0.0, []
    for hand in range(args.hands):
        ret, steps = play_hand(env, args.seed * 10_000_000 + hand, policy.sample)
        baseline = ret if hand == 0 else 0.99 * baseline + 0.01 * ret
        policy.update(steps, (ret - baseline) / 26.0, args.lr)
        curve.append(ret)
    trained_seconds = time.perf_counter() - started

    def random_legal(x: np.ndarray, legal: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(legal)))

    seeds = range(EVAL_SEEDS, EVAL_SEEDS + args.eval)
    agent = [-play_hand(env, s, policy.greedy)[0] for s in seeds]
    chance = [-play_hand(env, s, random_legal)[0] for s in seeds]
    mean, low, high = paired(agent, chance)
    window = max(1, args.hands // 10)
    figures = {
        "variant": env.variant.name,
        "opponents": "easy",
        "training_hands": args.hands,
        "training_seconds": round(trained_seconds, 1),
        "first_tenth_points_per_hand": round(-statistics.fmean(curve[:window]), 3) if curve else None,
        "last_tenth_points_per_hand": round(-statistics.fmean(curve[-window:]), 3) if curve else None,
        "eval_hands": args.eval,
        "agent_points_per_hand": round(statistics.fmean(agent), 3),
        "random_points_per_hand": round(statistics.fmean(chance), 3),
        "difference": round(mean, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "seconds": round(time.perf_counter() - started, 1),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"{figures['variant']}: {args.hands} training hands against Easy bots in {trained_seconds:.0f} s "
        f"(points per hand while training: first tenth {figures['first_tenth_points_per_hand']}, "
        f"last tenth {figures['last_tenth_points_per_hand']})"
    )
    print(
        f"evaluation, {args.eval} hands (same deals): agent {figures['agent_points_per_hand']} points/hand, "
        f"random legal {figures['random_points_per_hand']}; agent − random {mean:+.3f} "
        f"[{low:+.3f}, {high:+.3f}] (negative: the agent takes fewer points)"
    )


if __name__ == "__main__":
    main()
