"""The reference engine as reinforcement-learning environments (the ``rl`` extra): a Gymnasium
environment in which an agent plays one seat against the bots (:class:`HeartsEnv`), and a
PettingZoo AEC environment in which every seat is an agent (:class:`HeartsAEC`), under any
variant and table size, each seat observing its own view only (AI-INFO). docs/environments.md
describes the observation field by field."""

from __future__ import annotations

__all__ = ["HeartsAEC", "HeartsEnv"]


def __getattr__(name: str) -> object:
    if name == "HeartsEnv":
        from hearts.env.single import HeartsEnv

        return HeartsEnv
    if name == "HeartsAEC":
        from hearts.env.aec import HeartsAEC

        return HeartsAEC
    raise AttributeError(name)
