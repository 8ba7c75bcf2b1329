#!/usr/bin/env python3
"""OpenSpiel's ``hearts`` behind the hearts engine protocol (version 1).

A standalone program: it needs only the standard library, ``engine_loop.py`` beside
this file (the request loop every adapter here shares) and ``pyspiel`` (PyPI
``open-spiel``), not the hearts package, so it shows everything an engine in any
language has to do to speak the protocol (see docs/protocol.md)::

    hearts conform --engine "python examples/openspiel_engine.py" --variant openspiel
    hearts fuzz --engine "python examples/openspiel_engine.py" --variant openspiel --games 20

Variant knobs are mapped onto OpenSpiel's game parameters:

=========================  ==========================================================
knob                       OpenSpiel parameter
=========================  ==========================================================
pass_count 0 / 3           pass_cards false / true (OpenSpiel always passes 3 cards)
pass_cycle                 the pass direction is a chance outcome: the adapter picks
                           the one the variant gives the hand number
pass_random false / true   OpenSpiel's default (protocol 1.5): the chance outcome is the
                           direction the deal draws (PASS-RANDOM, docs/rules/peers.md)
first_lead                 can_lead_any_club
first_trick_points         no_pts_on_first_trick (unless-forced / allowed)
queen_breaks_hearts        qs_breaks_hearts
hearts_lead_exception      can_lead_hearts_instead_of_qs
jack_of_diamonds_points    jd_bonus (0 / -10)
no_trick_points 0 / -5     avoid_all_tricks_bonus false / true (protocol 1.4)
=========================  ==========================================================

What it cannot model, and therefore declares: one hand only (no game to a target
score: no ``game_over``, ``winners``, nor ``phase`` once the hand is over), a heart
led from a hand of only hearts always breaks hearts, hearts and the Q♠ are worth 1
and 13, a moon always adds 26 to the others, and on the first trick a void player
holding only hearts and the Q♠ may play any of them.

OpenSpiel does not expose the last trick of a finished hand, so for the ``points``
and ``trick_winner`` queries after the 13th trick the adapter works out that one
trick itself (highest card of the suit led, TRICK-WIN; 1 per heart and 13 for the
Q♠, POINTS). Everything else is OpenSpiel's own answer.

With ``--game-defaults`` it ignores the variant and always plays OpenSpiel's
default parameters, while claiming to support every knob: that is how
docs/openspiel.md lists where those defaults differ from another variant.
"""

from __future__ import annotations

import argparse
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_loop as loop
import pyspiel
from engine_loop import ANY, HAND_QUERIES, RANKS, SEATS, BadRequest, Illegal, Unsupported

PROTOCOL = "1.0"
# OpenSpiel numbers a card rank * 4 + suit, suits in the order C D H S.
OS_SUITS = "CDHS"
PASS_DIRS = {"hold": 0, "left": 1, "across": 2, "right": 3}  # OpenSpiel's PassDir
QUERIES = [*HAND_QUERIES, "perft"]
KNOBS: dict[str, list[Any]] = {
    "pass_cycle": [ANY],
    "pass_count": [0, 3],
    "first_lead": ["two-of-clubs", "any-club"],
    "first_trick_points": ["unless-forced", "allowed"],
    "first_trick_forced": ["any-point-card", "hearts-only", "none"],
    "queen_breaks_hearts": [True, False],
    "forced_heart_lead_breaks": [True],
    "hearts_lead_exception": ["only-hearts", "only-hearts-and-queen"],
    "heart_points": [1],
    "queen_points": [13],
    "jack_of_diamonds_points": [0, -10],
    "moon_scoring": ["add-to-others"],
    "moon_points": [26],
    # Protocol 1.2 knobs (the families as data): OpenSpiel scores only hearts, the Q♠ and the J♦.
    "points": [{}],
    "moon_cards": ["hearts-and-queen"],
    "sun_points": [0],
    "first_trick_cards": ["penalty-cards"],
    "point_cards_break_hearts": [False],
    # Protocol 1.4 (docs/rules/peers.md): OpenSpiel's avoid_all_tricks_bonus takes 5 off a player
    # who wins no trick, after the moon; the other rules of 1.4 it does not play (the card's value).
    "no_trick_points": [0, -5],
    # Protocol 1.5: OpenSpiel draws each hand's pass direction by chance (PASS-RANDOM).
    "pass_random": [False, True],
    "target_score": [ANY],
    "tie_rule": [ANY],
    "history": [ANY],
}
CARD_VALUES_1_2: dict[str, Any] = {
    "points": {},
    "moon_cards": "hearts-and-queen",
    "sun_points": 0,
    "first_trick_cards": "penalty-cards",
    "point_cards_break_hearts": False,
    "no_trick_points": 0,
    "pass_random": False,
}
"""The card's value of each later knob (protocol 1.2, 1.4): what a setup that leaves one out means."""
NOTES = [
    "plays a single hand: no game to a target score (game_over, winners) and no phase after the hand",
    "the pass direction (a chance outcome) is the pass_cycle's for the hand number, or the deal's draw (pass_random)",
    "first_trick_forced is only modelled as any-point-card (with first_trick_points: unless-forced)",
    "no point table beyond hearts, Q♠ and J♦, no other moon cards and no shooting the sun (protocol 1.2 knobs)",
]


def card_id(text: str) -> int:
    if len(text) != 2 or text[0] not in RANKS or text[1] not in OS_SUITS:
        raise BadRequest(f"not a card: {text!r}")
    return RANKS.index(text[0]) * 4 + OS_SUITS.index(text[1])


def card_text(action: int) -> str:
    return RANKS[action // 4] + OS_SUITS[action % 4]


def card_points(action: int, jd_bonus: bool) -> int:
    text = card_text(action)
    if text[1] == "H":
        return 1
    if text == "QS":
        return 13
    if text == "JD" and jd_bonus:
        return -10
    return 0


def parse_deal_ids(text: str) -> list[list[int]]:
    """Deal notation ``N:AK2.QJ4.9876.532 E:... S:... W:...`` as four lists of card ids."""
    return [[card_id(card) for card in hand] for hand in loop.parse_deal(text)]


class OpenSpielEngine:
    """One position of OpenSpiel's hearts, driven by protocol requests."""

    def __init__(self, game_defaults: bool) -> None:
        self.game_defaults = game_defaults
        self.state: Any = None
        self.before_last: Any = None  # the state before the 52nd card (see the module docstring)
        self.jd_bonus = False
        self.scores = [0, 0, 0, 0]

    # -------------------------------------------------------------- handshake

    def hello(self) -> dict[str, Any]:
        return loop.handshake(
            "openspiel-hearts" + (" (default parameters)" if self.game_defaults else ""),
            metadata.version("open_spiel"),
            QUERIES,
            KNOBS,
            NOTES,
            claim_all="runs OpenSpiel's default parameters whatever the variant asks"
            if self.game_defaults
            else None,
            protocol=PROTOCOL,
        )

    # -------------------------------------------------------------- setup

    def parameters(self, knobs: dict[str, Any]) -> dict[str, bool]:
        if self.game_defaults:
            return {}
        knobs = {**CARD_VALUES_1_2, **knobs}  # a later knob is sent only when not the card's value
        loop.check_knobs("OpenSpiel", KNOBS, knobs)
        if knobs["first_trick_points"] == "unless-forced" and knobs["first_trick_forced"] != "any-point-card":
            raise Unsupported(f"OpenSpiel cannot model first_trick_forced={knobs['first_trick_forced']}")
        return {
            "pass_cards": knobs["pass_count"] == 3,
            "no_pts_on_first_trick": knobs["first_trick_points"] == "unless-forced",
            "can_lead_any_club": knobs["first_lead"] == "any-club",
            "jd_bonus": knobs["jack_of_diamonds_points"] == -10,
            "qs_breaks_hearts": bool(knobs["queen_breaks_hearts"]),
            "can_lead_hearts_instead_of_qs": knobs["hearts_lead_exception"] == "only-hearts-and-queen",
            "must_break_hearts": True,
            "avoid_all_tricks_bonus": knobs["no_trick_points"] == -5,
        }

    def setup(self, message: dict[str, Any]) -> None:
        self.state = None
        knobs = message["variant"]["knobs"]
        params = self.parameters(knobs)
        deals = message["deals"]
        if len(deals) != 1:
            raise Unsupported(f"OpenSpiel plays one hand: cannot set up {len(deals)} deals")
        game = pyspiel.load_game("hearts", params)
        self.jd_bonus = bool(game.get_parameters()["jd_bonus"])
        state = game.new_initial_state()
        # The pass direction is OpenSpiel's first chance outcome: the cycle's, or the deal's draw.
        hands = parse_deal_ids(deals[0])
        if game.get_parameters()["pass_cards"]:
            cycle = knobs["pass_cycle"]
            hand = int(message["first_hand"])
            if knobs.get("pass_random", False):
                direction = loop.drawn_direction(loop.parse_deal(deals[0]), cycle)
            else:
                direction = "hold" if knobs["pass_count"] == 0 else cycle[(hand - 1) % len(cycle)]
            state.apply_action(PASS_DIRS[direction])
        else:
            state.apply_action(0)
        # OpenSpiel deals card k of the chance sequence to seat k % 4.
        for i in range(13):
            for seat in range(4):
                state.apply_action(hands[seat][i])
        self.state = state
        self.before_last = None
        self.scores = list(message["scores"])
        for index, text in enumerate(message["actions"]):
            try:
                self.apply(text)
            except Illegal as err:
                self.state = None
                raise Illegal(str(err), index=index) from None

    def apply(self, text: str) -> None:
        state = self.need_state()
        action = card_id(text)
        if state.is_terminal():
            raise Illegal("the hand is over")
        if action not in state.legal_actions():
            raise Illegal(f"{text} is not a legal action here")
        if state.current_player() >= 0 and self.plays(state) == 51:
            self.before_last = state.clone()
        state.apply_action(action)

    def deal(self, text: str) -> None:
        raise BadRequest(f"unknown op 'deal' (protocol {PROTOCOL} has no deal request)")

    def need_state(self) -> Any:
        if self.state is None:
            raise BadRequest("no position: send setup first")
        return self.state

    @staticmethod
    def plays(state: Any) -> int:
        return sum(len(trick) for trick in state.to_struct().tricks)

    # -------------------------------------------------------------- queries

    def last_trick(self) -> tuple[int, int]:
        """Winner and points of the 13th trick of a finished hand (worked out here)."""
        tricks = self.state.to_struct().tricks
        cards = [(SEATS.index(seat[0]), card_id(card)) for seat, card in tricks[-1]]
        led = cards[0][1] % 4
        winner = max((c for c in cards if c[1] % 4 == led), key=lambda c: c[1] // 4)[0]
        return winner, sum(card_points(card, self.jd_bonus) for _, card in cards)

    def raw_points(self) -> list[int]:
        state = self.need_state()
        if not state.is_terminal():
            return [int(state.points(p)) for p in range(4)]
        before = [int(self.before_last.points(p)) for p in range(4)]
        winner, points = self.last_trick()
        before[winner] += points
        return before

    def query(self, name: str, args: dict[str, Any]) -> Any:
        state = self.need_state()
        terminal = state.is_terminal()
        if name == "legal_actions":
            return [] if terminal else [card_text(a) for a in state.legal_actions()]
        if name == "to_act":
            player = state.current_player()
            return SEATS[player] if player >= 0 else None
        if name == "phase":
            if terminal:
                raise Unsupported("OpenSpiel plays one hand: whether the game goes on is not modelled")
            return state.to_struct().phase.lower()
        if name == "trick_winner":
            if terminal:
                return SEATS[self.last_trick()[0]]
            tricks = [t for t in state.to_struct().tricks if len(t) == 4]
            if not tricks:
                return None
            # The winner of a trick leads the next one.
            return SEATS[state.current_player()] if self.plays(state) % 4 == 0 else tricks_leader(state)
        if name == "hearts_broken":
            return bool(state.hearts_broken())
        if name == "points":
            return self.raw_points()
        if name in ("hand_results", "scores"):
            if not terminal:
                return [] if name == "hand_results" else self.scores
            deltas = [int(state.points(p)) for p in range(4)]  # after OpenSpiel's moon rule
            points = self.raw_points()
            totals = [a + b for a, b in zip(self.scores, deltas, strict=True)]
            if name == "scores":
                return totals
            shooters = [p for p in range(4) if deltas[p] < points[p] and points[p] > 0]
            shooter = SEATS[shooters[0]] if shooters else None
            return [{"points": points, "deltas": deltas, "scores": totals, "shooter": shooter}]
        if name == "perft":
            depth = int(args["depth"])
            divide = {}
            if depth > 0 and not terminal:
                for action in state.legal_actions():
                    divide[card_text(action)] = count(state.child(action), depth - 1)
            return {"total": sum(divide.values()) if depth > 0 else 1, "divide": divide}
        raise Unsupported(f"OpenSpiel adapter does not answer {name}")


def tricks_leader(state: Any) -> str:
    """The leader of the trick being played, i.e. the winner of the one before."""
    current = state.to_struct().tricks[-1]
    return str(current[0][0])[0]


def count(state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    return sum(count(state.child(a), depth - 1) for a in legal)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--game-defaults",
        action="store_true",
        help="always use OpenSpiel's default parameters (and claim every knob value)",
    )
    options = parser.parse_args(argv)
    return loop.serve(OpenSpielEngine(options.game_defaults), PROTOCOL)


if __name__ == "__main__":
    sys.exit(main())
