#!/usr/bin/env python3
"""PyPI ``gym-hearts`` (``gymhearts.env.HeartsEnv``, a gym environment) behind the engine protocol.

    hearts conform --engine "python examples/gym_hearts_engine.py --as-is" --variant card-1.0.0
    hearts fuzz --engine "python examples/gym_hearts_engine.py --as-is"

Standard library, ``engine_loop.py`` beside this file and ``gym-hearts`` only. The
environment plays whole games to 100 without passing, cards being ``treys`` integers.
Its public interface: ``add_player(strategy, hand_cards)``, ``start()``,
``step(card) -> (observation, rewards, done, info)`` (``info`` names the player who
takes a finished trick and its points), ``get_observation()`` (the player to act,
``valid_hand_cards``, the totals) and ``copy_observation(observation)``, which sets
the trick number and the player to act. ``start`` and the end of every hand deal at
random: the adapter then gives each player the cards of the setup's deal with the
player's ``reset_hand_cards`` and puts the holder of the 2♣ to act with
``copy_observation`` (the environment has no public way to deal given cards, so the
players are reached through its ``_players`` list), and ``hearts_broken`` reads
``_is_heart_broken``. ``step`` does not check the card; the adapter refuses a card
that is not in ``valid_hand_cards``. Shooting the moon is switched on. Who wins the
game is not something the environment says, so ``winners`` is not declared.

By default the handshake declares the rules the environment has; with ``--as-is`` it
claims every knob value and plays its own rules anyway (for its results page).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_loop as loop
from engine_loop import ANY, HAND_QUERIES, SEATS, BadRequest, Illegal, Unsupported
from gymhearts import env as hearts_env
from gymhearts import strategy
from treys.card import Card

KNOBS: dict[str, list[Any]] = {
    "pass_cycle": [ANY],
    "pass_count": [0],
    "first_lead": ["two-of-clubs"],
    "first_trick_points": ["never"],
    "first_trick_forced": ["none"],
    "queen_breaks_hearts": [False],
    "forced_heart_lead_breaks": [True],
    "hearts_lead_exception": [ANY],
    "heart_points": [1],
    "queen_points": [13],
    "jack_of_diamonds_points": [0],
    "moon_scoring": ["add-to-others"],
    "moon_points": [26],
    "target_score": [100],
    "tie_rule": [ANY],
    "history": [ANY],
}
QUERIES = [*HAND_QUERIES, "game_over"]
NOTES = [
    "has no passing",
    "a leader holding only hearts before they are broken has no valid card (the environment's dead end)",
    "who wins the game is not modelled (no winners query)",
    "the observation's valid_hand_cards at a lead still follow the trick just finished: the adapter clears it",
]


class _Idle(strategy.IStrategy):  # type: ignore[misc]
    """The environment wants a strategy per player; the client chooses every card instead."""

    def move(self, observation: Any) -> Any:
        raise RuntimeError("the protocol client chooses the cards")

    def watch(self, observation: Any, info: Any) -> None:
        pass


def to_card(text: str) -> int:
    if len(text) != 2 or text[0] not in "23456789TJQKA" or text[1] not in "CDSH":
        raise BadRequest(f"not a card: {text!r}")
    return int(Card.new(text[0] + text[1].lower()))


def to_text(card: int) -> str:
    text = str(Card.int_to_str(card))
    return text[0] + text[1].upper()


class GymHeartsEngine:
    def __init__(self, as_is: bool) -> None:
        self.as_is = as_is
        self.env: Any = None
        self.deals: list[str] = []
        self.waiting = False  # a hand is over and no deal of the setup is left
        self.done = False
        self.results: list[dict[str, Any]] = []
        self.points = [0, 0, 0, 0]
        self.trick_winner: str | None = None
        self.before = [0, 0, 0, 0]
        self.round = 0

    def hello(self) -> dict[str, Any]:
        return loop.as_is_handshake("gym-hearts", "gym-hearts", QUERIES, KNOBS, NOTES, self.as_is)

    def setup(self, request: dict[str, Any]) -> None:
        self.env = None
        knobs = loop.setup_knobs("gym-hearts", KNOBS, request, self.as_is)
        cycle, hand = knobs["pass_cycle"], int(request["first_hand"])
        if knobs["pass_count"] and cycle[(hand - 1) % len(cycle)] != "hold":
            raise Unsupported("gym-hearts has no passing: only hands without passing can be set up")
        env = hearts_env.HeartsEnv()
        env.enable_shooting_the_moon()
        for _ in range(4):
            env.add_player(_Idle())
        env.start()
        for player, total in zip(env._players, request["scores"], strict=True):
            player.add_score(int(total))
            player.commit_new_round_score()
        self.env = env
        self.deals = list(request["deals"])
        self.done, self.waiting, self.results = False, False, []
        self.trick_winner, self.round = None, 0
        self._deal(self.deals.pop(0))
        loop.setup_actions(self, list(request["actions"]))

    def _deal(self, text: str) -> None:
        """Give the players the cards of ``text`` and put the 2♣ holder to act."""
        env = self.env
        hands = [[to_card(c) for c in h] for h in loop.parse_deal(text)]
        for player, cards in zip(env._players, hands, strict=True):
            player.reset_hand_cards(cards)
        self.round += 1
        env.copy_observation(
            {
                "number_of_players": 4,
                "trick": 0,
                "round": self.round,
                "playing_cards": [],
                "playing_ids": [],
                "current_player_id": next(i for i, h in enumerate(hands) if to_card("2C") in h),
            }
        )
        self.points = [0, 0, 0, 0]
        self.before = [p.get_score() for p in env._players]
        self.waiting = False

    def need(self) -> Any:
        if self.env is None:
            raise BadRequest("no position: send setup first")
        return self.env

    def legal(self) -> list[str]:
        env = self.need()
        if self.done or self.waiting:
            return []
        return [to_text(c) for c in _valid(env)]

    def apply(self, text: str) -> None:
        env = self.need()
        if self.done:
            raise Illegal("the game is over", "GAME-END")
        if self.waiting:
            raise Illegal("the hand is over and no deal is left", "HAND-END")
        card = to_card(text)
        if card not in env.get_observation()["hand_cards"]:
            raise Illegal(
                f"{text} is not in the hand of {SEATS[env.get_observation()['current_player_id']]}", "DEAL"
            )
        if text not in self.legal():
            raise Illegal(f"gym-hearts does not allow {text} here")
        _, _, done, info = env.step(card)
        if "punish_player_id" in info:
            self.trick_winner = SEATS[info["punish_player_id"]]
            self.points[info["punish_player_id"]] += info["punish_score"]
        if info["is_new_round"] or done:
            totals = [p.get_score() for p in env._players]
            deltas = [a - b for a, b in zip(totals, self.before, strict=True)]
            shooter = next((SEATS[s] for s in range(4) if self.points[s] == 26 and deltas[s] == 0), None)
            self.results.append(
                {"points": list(self.points), "deltas": deltas, "scores": totals, "shooter": shooter}
            )
            self.done = bool(done)
            if not done:
                if self.deals:
                    self._deal(self.deals.pop(0))
                else:
                    self.waiting = True

    def deal(self, text: str) -> None:
        if self.env is None or not self.waiting:
            raise Illegal("a hand can only be dealt when one is over and no deal is left", "DEAL")
        self._deal(text)

    def query(self, name: str, args: dict[str, Any]) -> Any:
        env = self.need()
        if name == "legal_actions":
            return self.legal()
        if name == "to_act":
            return None if self.done or self.waiting else SEATS[env.get_observation()["current_player_id"]]
        if name == "phase":
            return "over" if self.done else "deal" if self.waiting else "play"
        if name == "trick_winner":
            return self.trick_winner
        if name == "hearts_broken":
            return bool(env._is_heart_broken)
        if name == "points":
            return list(self.points)
        if name == "hand_results":
            return list(self.results)
        if name == "scores":
            return [p.get_score() for p in env._players] if self.results else list(self.before)
        if name == "game_over":
            return self.done
        raise Unsupported(f"the gym-hearts adapter does not answer {name}")


def _valid(env: Any) -> list[int]:
    """The environment's own rule (``_filter_valid_hand_cards``) for the player to act.

    After a trick the environment leaves its four cards on the table until the next
    step, so the observation's ``valid_hand_cards`` at a lead still follow the suit of
    the trick just finished; the adapter applies the rule with the table cleared, as
    the next ``step`` does.
    """
    hand = env.get_observation()["hand_cards"]
    saved = env._playing_cards
    if len(saved) == 4:
        env._playing_cards = []
    try:
        return list(env._filter_valid_hand_cards(hand))
    finally:
        env._playing_cards = saved


def main(argv: list[str] | None = None) -> int:
    return loop.serve_as_is(GymHeartsEngine, __doc__.split("\n\n")[0], "gym-hearts", argv)


if __name__ == "__main__":
    sys.exit(main())
