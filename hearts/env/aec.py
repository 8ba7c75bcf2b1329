"""Hearts as a PettingZoo AEC environment: every seat an agent (``player_0`` … in play order),
each observing its own view only (AI-INFO), under any variant and table size.

Observations are ``{"observation": vector, "action_mask": legal cards}`` (the layout of
:mod:`hearts.env.observation`), as PettingZoo's classic games give them; an action is a card
index. Rewards are minus the points each seat scores when a hand ends; the episode is a whole
game (``scope="game"``) or one hand. An illegal card ends the episode for everyone, with
``illegal_reward`` for the seat that sent it and the refusal's clause in its ``infos``.

>>> env = HeartsAEC("three-2d", scope="hand")
>>> env.reset(seed=1)
>>> env.agents
['player_0', 'player_1', 'player_2']
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     legal = obs["action_mask"].nonzero()[0]
...     env.step(None if terminated or truncated else int(legal[0]))
>>> env.agents
[]
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from hearts.engine.variant import Variant
from hearts.env.game import EnvGame, check_settings, resolve_variant
from hearts.env.observation import ACTIONS, Layout, Obs, mask
from hearts.env.single import observation_space

__all__ = ["HeartsAEC", "env"]


class HeartsAEC(AECEnv[str, Obs, int | None]):  # type: ignore[misc]
    """Every seat of a Hearts table, an agent (see the module's text)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "hearts_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        variant: str | Variant = "card-1.0.0",
        scope: Literal["game", "hand"] = "game",
        illegal_reward: float = -26.0,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.variant = resolve_variant(variant)
        check_settings(scope, render_mode)
        self.scope = scope
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self.layout = Layout(self.variant.players)
        self.possible_agents = [f"player_{i}" for i in range(self.variant.players)]
        space = observation_space(self.layout)
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(ACTIONS) for a in self.possible_agents}
        self._game: EnvGame | None = None
        self._seed: int | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Obs:
        assert self._game is not None
        seat = self.possible_agents.index(agent)
        view = self._game.view(seat)
        legal = mask(view) if self._game.to_act() == seat else np.zeros(ACTIONS, dtype=np.int8)
        return {"observation": self.layout.encode(view), "action_mask": legal}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        rng = np.random.default_rng(self._seed)
        game_seed = int(rng.integers(0, 2**31 - 1))
        self._seed = game_seed  # the next reset without a seed deals another game
        seats = self.variant.players
        self._game = EnvGame(self.variant, game_seed, ["random"] * seats, agents=set(range(seats)))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._hand = self._game.state.hand_number
        self.agent_selection = self._acting()

    def _acting(self) -> str:
        assert self._game is not None
        seat = self._game.to_act()
        return self.possible_agents[seat if seat is not None else 0]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game
        assert game is not None
        if action is None or not self.action_spaces[agent].contains(action):
            raise ValueError(f"{agent}: expected a card index 0 to {ACTIONS - 1}, got {action!r}")
        seat = self.possible_agents.index(agent)
        before = game.state.scores
        self._clear_rewards()
        refused = game.act(seat, int(action))
        if refused is not None:
            self.rewards[agent] = float(self.illegal_reward)
            self.infos[agent] = {"illegal": refused}
            self._end(truncated=False)
        else:
            if game.state.phase.value == "deal" and self.scope == "game":
                game.run_bots()  # no bot plays: this deals the next hand
            after = game.state.scores
            for i, name in enumerate(self.possible_agents):
                self.rewards[name] = -float(after[i] - before[i])
            hand_ended = game.hand_over()
            if game.finished() or (self.scope == "hand" and hand_ended):
                self._end(truncated=game.stuck())
        self._accumulate_rewards()
        if not (self.terminations[agent] or self.truncations[agent]):
            self.agent_selection = self._acting()

    def _end(self, truncated: bool) -> None:
        assert self._game is not None
        self._game.abandon()
        for name in self.agents:
            (self.truncations if truncated else self.terminations)[name] = True

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self._game is None:
            return None
        return repr(self._game.state)

    def close(self) -> None:
        self._game = None


def env(**kwargs: Any) -> HeartsAEC:
    """PettingZoo's usual constructor: the AEC environment (``HeartsAEC(**kwargs)``)."""
    return HeartsAEC(**kwargs)
