"""A second, deliberately plain model of the rules, written from RULES.md only.

It shares no code with the reference engine (``hearts/engine/state.py``): cards are strings
such as ``"QS"``, hands are lists, and every rule is spelled out where it applies.
The corpus builder uses it to compute perft counts and whole-game scores (checking
that the reference engine agrees at every step), and ``tests/scenarios/test_naive_model.py``
checks every expectation of every scenario file against it, so that no answer in
the corpus is simply copied from the engine under test.

Tables of three, five and six (docs/players.md, from outside the seeds): ``players`` seats,
the ``removed`` cards out of the deck, the cards left over (``leftover: kitty``) face down
until the first trick's winner takes them, the first lead by the lowest club in play (or
the seat after the dealer), passes as seat offsets.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

SUITS = "CDSH"
RANKS = "23456789TJQKA"
QS, JD, C2 = "QS", "JD", "2C"
SEAT_NAMES = "NESW"
NO_EFFECT = {"history": "what a player may review: changes no answer a scenario checks"}
"""Knobs this model does not read, and why that is right. Every other knob it knows is
read below as ``k["..."]`` or ``k.get("...")`` (the tests find its knob list there)."""


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> int:
    return RANKS.index(card[0])


def order(cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda c: (SUITS.index(suit(c)), rank(c)))


def is_point(card: str) -> bool:
    return suit(card) == "H" or card == QS


@dataclass
class Naive:
    """One game position under the knobs ``k`` (a dict of variant knob values)."""

    k: dict[str, Any]
    hand_no: int
    scores: list[int]
    hands: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    phase: str = "deal"
    to_act: int | None = None
    picks: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    trick: list[tuple[int, str]] = field(default_factory=list)
    tricks_done: int = 0
    won: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    broken: bool = False
    last_winner: int | None = None
    results: list[dict[str, Any]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)

    kitty: list[str] = field(default_factory=list)
    drawn: str = "hold"
    """This hand's direction as the deal drew it (PASS-RANDOM)."""

    # DEAL: the table (docs/players.md)
    def seats(self) -> int:
        return int(self.k.get("players", 4))

    def in_play(self) -> list[str]:
        out = list(self.k.get("removed") or [])
        return [r + s for s in SUITS for r in RANKS if r + s not in out]

    def hand_size(self) -> int:
        return len(self.in_play()) // self.seats()

    def name(self, seat: int) -> str:
        return SEAT_NAMES[seat] if self.seats() == 4 else str(seat + 1)

    def copy(self) -> Naive:
        return Naive(
            self.k,
            self.hand_no,
            list(self.scores),
            [list(h) for h in self.hands],
            self.phase,
            self.to_act,
            [list(p) for p in self.picks],
            list(self.trick),
            self.tricks_done,
            [list(w) for w in self.won],
            self.broken,
            self.last_winner,
            list(self.results),
            list(self.winners),
            list(self.kitty),
            self.drawn,
        )

    # PASS-CYCLE and PASS-COUNT
    def direction(self) -> str:
        if self.k["pass_count"] == 0:
            return "hold"
        cycle = self.k["pass_cycle"]
        if self.k.get("pass_random", False):
            return self.drawn
        return str(cycle[(self.hand_no - 1) % len(cycle)])

    # PASS-RANDOM: the deal's notation, its SHA-256, the first 8 bytes modulo the cycle
    def drawn_direction(self, dealt: list[list[str]]) -> str:
        n = self.seats()
        labels = SEAT_NAMES if n == 4 else "1234567"

        def suits(cards: list[str]) -> str:
            return ".".join(
                "".join(RANKS[r] for r in range(12, -1, -1) if RANKS[r] + s in cards) or "-" for s in SUITS
            )

        words = [f"{labels[seat]}:{suits(dealt[seat])}" for seat in range(n)]
        if self.kitty:
            words.append(f"K:{suits(self.kitty)}")
        digest = hashlib.sha256(" ".join(words).encode("utf-8")).digest()
        cycle = self.k["pass_cycle"]
        return str(cycle[int.from_bytes(digest[:8], "big") % len(cycle)])

    def offset(self) -> int:
        """How many seats on a pass goes: left the next seat, right the one before."""
        n = self.seats()
        return {"left": 1, "right": n - 1, "across": n // 2, "left-2": 2, "right-2": n - 2, "hold": 0}[
            self.direction()
        ]

    def deal(self, hands: list[list[str]], kitty: list[str] | None = None) -> None:
        assert self.phase == "deal"
        n = self.seats()
        assert len(hands) == n
        self.hands = [list(h) for h in hands]
        self.kitty = list(kitty or [])
        if self.k.get("pass_random", False):
            self.drawn = self.drawn_direction(hands)
        # DEAL: the cards left over lie in a kitty only under ``leftover: kitty``
        assert not self.kitty or self.k.get("leftover") == "kitty", "a kitty without leftover: kitty"
        self.picks = [[] for _ in range(n)]
        self.trick, self.tricks_done, self.won = [], 0, [[] for _ in range(n)]
        self.broken, self.last_winner = False, None
        if self.direction() == "hold":
            self.begin_play()
        else:
            self.phase, self.to_act = "pass", 0

    def begin_play(self) -> None:
        # FIRST-LEAD: whoever holds the 2 of clubs leads (the lowest club in play at a table
        # without it; the lowest club anyone holds when that one lies in the kitty), or the
        # seat after the dealer, the dealer moving one seat each hand.
        self.phase = "play"
        if self.k.get("first_leader", "lowest-club") == "left-of-dealer":
            self.to_act = (self.hand_no - 1) % self.seats()
            return
        card = self.first_card()
        self.to_act = next(s for s in range(self.seats()) if card in self.hands[s])

    def first_card(self) -> str:
        held = [c for h in self.hands for c in h] + [c for _s, c in self.trick]
        clubs = [c for c in self.in_play() if suit(c) == "C" and c not in self.kitty]
        return min((c for c in clubs if c in held), key=rank)

    def legal(self) -> list[str]:
        cards = self.legal_before_queen()
        if self.phase != "play" or QS not in cards or cards == [QS]:
            return cards
        # QUEEN-AFTER-HEARTS / QUEEN-FIRST-CHANCE: never the player's last legal card.
        rule = self.k.get("queen_play", "free")
        if rule == "after-hearts" and not self.broken:
            return [c for c in cards if c != QS]
        if rule == "first-chance" and self.trick:
            led = suit(self.trick[0][1])
            on_table = [c for _s, c in self.trick]
            if led != "S" or "KS" in on_table or "AS" in on_table:
                return [QS]
        return cards

    def legal_before_queen(self) -> list[str]:
        if self.phase == "pass":
            assert self.to_act is not None
            kept = set(self.k.get("unpassable") or [])  # PASS-KEEP
            return order(
                [c for c in self.hands[self.to_act] if c not in self.picks[self.to_act] and c not in kept]
            )
        if self.phase != "play":
            return []
        assert self.to_act is not None
        hand = self.hands[self.to_act]
        first_trick = self.tricks_done == 0
        if not self.trick:
            if first_trick:
                if self.k.get("first_leader", "lowest-club") == "left-of-dealer":
                    return order(hand)  # any card, hearts too
                if self.k["first_lead"] == "two-of-clubs":
                    first = self.first_card()
                    return [first] if first in hand else []
                return order([c for c in hand if suit(c) == "C"])
            if self.broken:
                return order(hand)
            non_hearts = [c for c in hand if suit(c) != "H"]
            if not non_hearts:
                return order(hand)  # HEARTS-LEAD: only hearts in hand
            if non_hearts == [QS] and self.k["hearts_lead_exception"] == "only-hearts-and-queen":
                return order(hand)
            return order(non_hearts)
        led = suit(self.trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            return order(same)  # FOLLOW
        if not first_trick or self.k["first_trick_points"] == "allowed":
            return order(hand)  # DISCARD
        safe = [c for c in hand if not self.kept_off_first_trick(c)]
        if safe:
            return order(safe)  # FIRST-TRICK-POINTS
        forced = self.k["first_trick_forced"]
        if forced == "any-point-card":
            return order(hand)
        if forced == "hearts-only":
            hearts = [c for c in hand if suit(c) == "H"]
            return order(hearts or hand)
        return []  # the strict web wording: no card at all

    def apply(self, card: str) -> None:
        assert card in self.legal(), (card, self.legal())
        assert self.to_act is not None
        seat = self.to_act
        if self.phase == "pass":
            self.picks[seat].append(card)
            if len(self.picks[seat]) < self.k["pass_count"]:
                return
            n = self.seats()
            if seat < n - 1:
                self.to_act = seat + 1
                return
            off = self.offset()
            new = [[c for c in self.hands[s] if c not in self.picks[s]] for s in range(n)]
            for giver in range(n):
                new[(giver + off) % n].extend(self.picks[giver])
            self.hands = new
            self.begin_play()
            return
        self.hands[seat].remove(card)
        if not self.broken:
            if suit(card) == "H":
                if self.trick:
                    self.broken = suit(self.trick[0][1]) != "H"
                else:
                    self.broken = bool(self.k["forced_heart_lead_breaks"])
            elif (card == QS and self.k["queen_breaks_hearts"]) or (self.k.get("point_cards_break_hearts") and self.value(card) > 0):
                self.broken = True
        self.trick.append((seat, card))
        if len(self.trick) < self.seats():
            self.to_act = (seat + 1) % self.seats()
            if self.tricks_done == 0 and not self.legal():
                self.phase = "stuck"
            return
        led = suit(self.trick[0][1])
        winner = max((p for p in self.trick if suit(p[1]) == led), key=lambda p: rank(p[1]))[0]
        self.won[winner].extend(c for _s, c in self.trick)
        if self.tricks_done == 0:
            self.won[winner].extend(self.kitty)  # DEAL: the kitty, with its points
        self.trick = []
        self.tricks_done += 1
        self.last_winner = winner
        self.to_act = winner
        if self.tricks_done == self.hand_size():
            self.end_hand()

    def value(self, card: str) -> int:
        """POINTS of one card: the ``points`` table, else the shorthands."""
        table = self.k.get("points") or {}
        if card in table:
            return int(table[card])
        if suit(card) == "H":
            return int(self.k["heart_points"])
        if card == QS:
            return int(self.k["queen_points"])
        return int(self.k["jack_of_diamonds_points"]) if card == JD else 0

    def kept_off_first_trick(self, card: str) -> bool:
        if self.k.get("first_trick_cards", "penalty-cards") == "hearts-and-queen":
            return is_point(card)
        return self.value(card) > 0

    def moon_cards(self) -> list[str]:
        every = self.in_play()  # MOON: every such card in play, whatever is removed
        kind = self.k.get("moon_cards", "hearts-and-queen")
        if kind == "hearts-and-queen":
            return [c for c in every if is_point(c)]
        if kind == "penalty-cards":
            return [c for c in every if self.value(c) > 0]
        return [c for c in every if self.value(c) != 0]

    def points_of(self, seat: int) -> int:
        return sum(self.value(c) for c in self.won[seat])

    def end_hand(self) -> None:
        n = self.seats()
        points = [self.points_of(s) for s in range(n)]
        needed = self.moon_cards()
        shooter = next((s for s in range(n) if all(c in self.won[s] for c in needed)), None)
        scoring = self.k["moon_scoring"]
        deltas = list(points)
        if shooter is not None and scoring != "none":
            # The cards outside the moon still count for whoever took them (the J♦ bonus).
            jd = [sum(self.value(c) for c in self.won[s] if c not in needed) for s in range(n)]
            moon = self.k["moon_points"]
            if self.k.get("sun_points") and len(self.won[shooter]) == len(self.in_play()):
                moon = self.k["sun_points"]  # shooting the sun: every trick
            add = [jd[s] + (0 if s == shooter else moon) for s in range(n)]
            sub = [jd[s] - (moon if s == shooter else 0) for s in range(n)]
            if scoring == "shooter-choice":
                # The project's reading of open question 8 (docs): add, unless that ends the
                # game with the shooter not the only lowest.
                after = [b + d for b, d in zip(self.scores, add, strict=True)]
                low = min(after)
                bad = max(after) >= self.k["target_score"] and (after[shooter] != low or after.count(low) > 1)
                scoring = "subtract-from-shooter" if bad else "add-to-others"
            deltas = add if scoring == "add-to-others" else sub
        # NO-TRICK-BONUS: to each seat that took no trick, unless a moon was scored this hand.
        if shooter is None or scoring == "none":
            bonus = self.k.get("no_trick_points", 0)
            deltas = [d + (bonus if not self.won[s] else 0) for s, d in enumerate(deltas)]
        totals = [b + d for b, d in zip(self.scores, deltas, strict=True)]
        if self.k.get("score_floor"):
            totals = [max(t, 0) for t in totals]  # SCORE-FLOOR
        if self.k.get("exact_target_halves"):
            totals = [
                self.k["target_score"] // 2 if t == self.k["target_score"] else t for t in totals
            ]  # EXACT-TARGET
        deltas = [t - b for t, b in zip(totals, self.scores, strict=True)]
        self.scores = [b + d for b, d in zip(self.scores, deltas, strict=True)]
        self.results.append(
            {
                "points": points,
                "deltas": deltas,
                "scores": list(self.scores),
                "shooter": None if shooter is None else self.name(shooter),
                # WEB-HAND-WINNER: the fewest points this hand win it.
                "winners": [self.name(s) for s in range(n) if deltas[s] == min(deltas)],
            }
        )
        self.hand_no += 1
        self.to_act = None
        # GAME-END and TIE
        if max(self.scores) >= self.k["target_score"]:
            low = min(self.scores)
            lows = [s for s in range(n) if self.scores[s] == low]
            if len(lows) == 1 or self.k["tie_rule"] == "shared-win":
                self.phase, self.winners = "over", lows
                return
        self.phase = "deal"


def perft(state: Naive, depth: int, deals: list[list[list[str]]] | None = None) -> tuple[int, dict[str, int]]:
    """Sequences of ``depth`` actions; ``deals`` (hands per seat) are dealt in turn when a hand ends."""
    divide: dict[str, int] = {}
    for card in state.legal():
        nxt = state.copy()
        nxt.apply(card)
        divide[card] = _count(nxt, depth - 1, deals or [])
    return sum(divide.values()), divide


def _count(state: Naive, depth: int, deals: list[list[list[str]]]) -> int:
    if depth == 0:
        return 1
    if state.phase == "deal" and deals:
        state = state.copy()
        state.deal(deals[0])
        deals = deals[1:]
    total = 0
    for card in state.legal():
        nxt = state.copy()
        nxt.apply(card)
        total += _count(nxt, depth - 1, deals)
    return total
