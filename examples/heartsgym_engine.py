#!/usr/bin/env python3
"""PyPI ``HeartsGym`` (``HeartsGym.Hearts``, a gym environment) behind the engine protocol.

    hearts conform --engine "python examples/heartsgym_engine.py --as-is" --variant card-1.0.0
    hearts fuzz --engine "python examples/heartsgym_engine.py --as-is" --mode hand

Standard library, ``engine_loop.py`` beside this file and ``HeartsGym`` only. The
environment plays ONE hand of four players without passing. Its public interface is
the ``state`` dictionary (``hands``, ``currentTrick``, ``scores``, ``pastCards``,
``currentPlayer``, ``shootingTheMoon``, ``actionKey``), ``isActionValid(i)`` and
``step(i)``, where ``i`` indexes the current player's hand through ``actionKey``
(``step`` shuffles it; the adapter resets it to the identity before each call). A
position is set up by filling ``state`` from the deal, as ``reset`` does from a
random one. ``step`` silently replaces an invalid action by the first valid one;
the adapter asks ``isActionValid`` first and refuses instead. ``step`` writes the
winner and points of each trick to ``log``; the adapter reads ``trick_winner``
and the points before any moon from there. Totals across hands do not exist in
the environment: ``scores`` and ``hand_results`` add the hand to the setup's totals.

By default the handshake declares the rules the environment has (no passing, points
allowed on the first trick, the Q♠ lets hearts be led, ...). With ``--as-is`` it
claims every knob value and plays its own rules anyway: that is how its results page
(docs build) lists where it differs from the rule card, clause by clause.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_loop as loop
from engine_loop import ANY, RANKS, SEATS, BadRequest, Illegal, Unsupported
from HeartsGym import Card, Hearts

SUIT_OF = {"S": Card.spade, "C": Card.clubs, "H": Card.hearts, "D": Card.dimonds}
LETTER_OF = {v: k for k, v in SUIT_OF.items()}
KNOBS: dict[str, list[Any]] = {
    "pass_cycle": [ANY],
    "pass_count": [ANY],  # only hands without passing can be set up (see setup)
    "first_lead": ["two-of-clubs"],
    "first_trick_points": ["allowed"],
    "first_trick_forced": [ANY],
    "queen_breaks_hearts": [True],
    "forced_heart_lead_breaks": [True],
    "hearts_lead_exception": ["only-hearts"],
    "heart_points": [1],
    "queen_points": [13],
    "jack_of_diamonds_points": [0],
    "moon_scoring": ["add-to-others"],
    "moon_points": [26],
    "target_score": [ANY],
    "tie_rule": [ANY],
    "history": [ANY],
}
QUERIES = ["legal_actions", "to_act", "phase", "trick_winner", "points", "hand_results", "scores"]
NOTES = [
    "plays one hand: no game to a target score, and no setup of several deals",
    "has no passing: only hands without passing (pass_count 0, or a hold hand) can be set up",
    "no notion of hearts being broken is exposed (hearts may be led once a heart or the Q♠ is in a finished trick)",
]
WINS = re.compile(r"Player (\d) wins the trick and gets (-?\d+) point")


def to_card(text: str) -> Any:
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUIT_OF:
        raise BadRequest(f"not a card: {text!r}")
    return Card(SUIT_OF[text[1]], RANKS.index(text[0]) + 2)


def to_text(card: Any) -> str:
    return RANKS[card.number - 2] + LETTER_OF[card.suit]


class HeartsGymEngine:
    def __init__(self, as_is: bool) -> None:
        self.as_is = as_is
        self.env: Any = None
        self.totals = [0, 0, 0, 0]

    def hello(self) -> dict[str, Any]:
        return loop.as_is_handshake("HeartsGym", "HeartsGym", QUERIES, KNOBS, NOTES, self.as_is)

    def setup(self, request: dict[str, Any]) -> None:
        self.env = None
        knobs = loop.setup_knobs("HeartsGym", KNOBS, request, self.as_is)
        if len(request["deals"]) != 1:
            raise Unsupported(f"HeartsGym plays one hand: cannot set up {len(request['deals'])} deals")
        cycle, hand = knobs["pass_cycle"], int(request["first_hand"])
        if knobs["pass_count"] and cycle[(hand - 1) % len(cycle)] != "hold":
            raise Unsupported("HeartsGym has no passing: only hands without passing can be set up")
        hands = [[to_card(c) for c in h] for h in loop.parse_deal(request["deals"][0])]
        env = Hearts()
        env.state = {
            "hands": hands,
            "currentTrick": [],
            "scores": [0, 0, 0, 0],
            "pastCards": [],
            "currentPlayer": next(i for i, h in enumerate(hands) if Card(Card.clubs, 2) in h),
            "shootingTheMoon": -1,
            "actionKey": list(range(13)),
        }
        env.log = ""
        self.env = env
        self.totals = list(request["scores"])
        loop.setup_actions(self, list(request["actions"]))

    def need(self) -> Any:
        if self.env is None:
            raise BadRequest("no position: send setup first")
        return self.env

    def over(self) -> bool:
        return len(self.need().state["pastCards"]) == 52

    def legal(self) -> list[str]:
        env = self.need()
        if self.over():
            return []
        env.state["actionKey"] = list(range(13))
        hand = env.getCurrentPlayersHand()
        return [to_text(card) for i, card in enumerate(hand) if env.isActionValid(i)]

    def apply(self, text: str) -> None:
        env = self.need()
        card = to_card(text)
        if self.over():
            raise Illegal("the hand is over")  # one hand: no game whose end to cite
        hand = env.getCurrentPlayersHand()
        if card not in hand:
            raise Illegal(f"{text} is not in the hand of {SEATS[env.getCurrentPlayer()]}", "DEAL")
        if text not in self.legal():
            raise Illegal(f"HeartsGym does not allow {text} here")
        env.state["actionKey"] = list(range(13))
        env.step(hand.index(card))

    def deal(self, text: str) -> None:
        raise Unsupported("HeartsGym plays one hand")

    def raw_points(self) -> list[int]:
        points = [0, 0, 0, 0]
        for seat, got in WINS.findall(self.need().log):
            points[int(seat)] += int(got)
        return points

    def query(self, name: str, args: dict[str, Any]) -> Any:
        env = self.need()
        if name == "legal_actions":
            return self.legal()
        if name == "to_act":
            return None if self.over() else SEATS[env.getCurrentPlayer()]
        if name == "phase":
            if self.over():
                raise Unsupported("HeartsGym plays one hand: whether the game goes on is not modelled")
            return "play"
        if name == "trick_winner":
            found = WINS.findall(env.log)
            return SEATS[int(found[-1][0])] if found else None
        if name == "points":
            return self.raw_points()
        if name in ("hand_results", "scores"):
            if not self.over():
                return [] if name == "hand_results" else list(self.totals)
            deltas = list(env.state["scores"])
            totals = [a + b for a, b in zip(self.totals, deltas, strict=True)]
            if name == "scores":
                return totals
            points = self.raw_points()
            shooter = next((SEATS[s] for s in range(4) if points[s] and deltas[s] < points[s]), None)
            return [{"points": points, "deltas": deltas, "scores": totals, "shooter": shooter}]
        raise Unsupported(f"the HeartsGym adapter does not answer {name}")


def main(argv: list[str] | None = None) -> int:
    return loop.serve_as_is(HeartsGymEngine, __doc__.split("\n\n")[0], "HeartsGym", argv)


if __name__ == "__main__":
    sys.exit(main())
