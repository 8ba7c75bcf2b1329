"""Hearts as a Gymnasium environment: the agent plays one seat, the reference engine's bots the
others (each through its own view, AI-INFO), under any variant.

One step is one card: passed (PASS, one card a step, as the engine takes them) or played. The
reward is minus the points the agent's seat scores, given when a hand ends (its score's change:
a moon's 0 or −26 as the variant scores it). An episode is a whole game to the variant's
``target_score`` (``scope="game"``) or one hand (``scope="hand"``). An illegal card ends the
episode (``terminated``) with ``illegal_reward`` and the refusal's clause in ``info["illegal"]``
(use the ``action_mask`` to avoid it); an action outside the action space is a ``ValueError``.

>>> env = HeartsEnv("card-1.0.0", opponents="easy", scope="hand")
>>> obs, info = env.reset(seed=3)
>>> sorted(obs), int(obs["action_mask"].sum())
(['action_mask', 'observation'], 13)
>>> total = 0.0
>>> while True:
...     action = int(obs["action_mask"].nonzero()[0][0])
...     obs, reward, terminated, truncated, info = env.step(action)
...     total += reward
...     if terminated or truncated:
...         break
>>> -26 <= total <= 0, info["scores"][0] == -total
(True, True)
"""

from __future__ import annotations

from typing import Any, Literal

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from hearts.engine.variant import Variant
from hearts.env.game import EnvGame, check_settings, resolve_variant
from hearts.env.observation import ACTIONS, SCORE_BOUND, Layout, Obs, mask

__all__ = ["HeartsEnv"]


def observation_space(layout: Layout) -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(-SCORE_BOUND, SCORE_BOUND, (layout.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (ACTIONS,), dtype=np.int8),
        }
    )


class HeartsEnv(gym.Env[Obs, int]):
    """One seat of a Hearts table against the reference bots (see the module's text)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 (Gymnasium declares it so)

    def __init__(
        self,
        variant: str | Variant = "card-1.0.0",
        seat: int = 0,
        opponents: str = "hard",
        scope: Literal["game", "hand"] = "game",
        illegal_reward: float = -26.0,
        render_mode: str | None = None,
    ) -> None:
        self.variant = resolve_variant(variant)
        seats = self.variant.players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise ValueError(f"seat: expected 0 to {seats - 1} at a table of {seats}, got {seat!r}")
        check_settings(scope, render_mode)
        self.seat = seat
        self.opponents = opponents
        self.scope = scope
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self.layout = Layout(seats)
        self.observation_space = observation_space(self.layout)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(ACTIONS)  # type: ignore[assignment]
        self._game: EnvGame | None = None

    def _obs(self) -> Obs:
        assert self._game is not None
        view = self._game.view(self.seat)
        legal = mask(view) if self._game.to_act() == self.seat else np.zeros(ACTIONS, dtype=np.int8)
        return {"observation": self.layout.encode(view), "action_mask": legal}

    def _info(self) -> dict[str, Any]:
        assert self._game is not None
        return {"hand": self._game.state.hand_number, "scores": list(self._game.state.scores)}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        levels = [self.opponents] * self.variant.players
        self._game = EnvGame(self.variant, game_seed, levels, agents={self.seat})
        self._game.run_bots()
        return self._obs(), self._info()

    def step(self, action: int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        if self._game is None:
            raise RuntimeError("call reset() before step()")
        if not self.action_space.contains(action):
            raise ValueError(f"action: expected a card index 0 to {ACTIONS - 1}, got {action!r}")
        game = self._game
        if game.finished():
            raise RuntimeError("the episode is over: call reset()")
        before = game.state.scores[self.seat]
        hand = game.state.hand_number
        refused = game.act(self.seat, int(action))
        if refused is not None:
            info = self._info() | {"illegal": refused}
            game.abandon()
            return self._obs(), float(self.illegal_reward), True, False, info
        game.run_bots(stop_at_hand_end=self.scope == "hand")
        reward = -float(game.state.scores[self.seat] - before)
        ended_hand = game.state.hand_number != hand or game.hand_over()
        terminated = game.finished() or (self.scope == "hand" and ended_hand)
        truncated = game.stuck()
        if terminated or truncated:
            game.abandon()
        return self._obs(), reward, terminated and not truncated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self._game is None:
            return None
        return repr(self._game.state)
