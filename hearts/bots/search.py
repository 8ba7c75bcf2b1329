"""Hard's sampled playouts: deal the unseen cards as the bot knows them, play the hand out, compare.

For one decision Hard draws a few *worlds*: the cards it has not seen are dealt to
the other seats with the right number of cards each, never a suit a seat showed a
void in, and the cards it passed still unplayed with the seat it passed them to
(AI-INFO: only the bot's own view and memory go in). In each world every legal
card is played, then the hand is played out to the end by a fast Normal-like
policy for all four seats (duck under the winner, drop the Q♠ on a higher spade
or on the first discard, lead the lowest card of the safest suit), and the bot's
points for the hand are counted (a moon shot by another seat costs the bot its
moon points). The card with the fewest points over the worlds wins; every card
meets the same worlds, so the comparison is fair.

The simulator works on 52-bit masks and plays by the rule card's play rules
(FOLLOW, HEARTS-LEAD, FIRST-TRICK-POINTS); it never imports the engine. The
search is a pure function of the known facts, the candidates, a seed and the
number of worlds: :func:`playout_scores` gives the same scores wherever it runs,
so the record's step (``step.sampled-playouts``) re-derives the ranking on
replay.
"""

from __future__ import annotations

import random

from hearts.bots.knowledge import HEARTS, JD, QS, SUITS, Known
from hearts.cards import Card

__all__ = ["format_scores", "playout_scores"]

_SPADES = SUITS[2]
_HIGH_SPADES = (1 << 38) | (1 << 37)  # A♠, K♠
_POINT_CARDS = HEARTS | QS
_ALL = (1 << 52) - 1
_SUIT_OF = tuple(i // 13 for i in range(52))
_TWO_CLUBS = 1


def _low(m: int) -> int:
    return m & -m


def _high(m: int) -> int:
    return 1 << (m.bit_length() - 1)


def _counts(k: Known) -> list[int]:
    """Cards each seat holds now: the seats that played to this trick hold one fewer than us."""
    mine = k.hand.bit_count()
    counts = [mine, mine, mine, mine]
    for i in range(len(k.trick)):
        counts[(k.leader + i) % 4] -= 1
    return counts


def sample_world(k: Known, rng: random.Random) -> list[int] | None:
    """The other seats' hands in one world consistent with what the bot knows (None: no luck)."""
    me = int(k.seat)
    counts = _counts(k)
    counts[me] = 0
    hands = [0, 0, 0, 0]
    hands[me] = k.hand
    out = k.outstanding
    if k.passed_to is not None and k.passed:
        fixed = k.passed & out
        hands[k.passed_to] = fixed
        counts[k.passed_to] -= fixed.bit_count()
        out &= ~fixed
    cards = []
    m = out
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    voids = [k.void_mask(s) for s in range(4)]
    if not any(voids[s] for s in range(4) if s != me):
        rng.shuffle(cards)
        pos = 0
        for s in range(4):
            if s == me:
                continue
            for i in cards[pos : pos + counts[s]]:
                hands[s] |= 1 << i
            pos += counts[s]
        return hands
    # Cards of the suits some seat is void in go first, to the seats that may hold them.
    rng.shuffle(cards)
    cards.sort(key=lambda i: -sum(1 for s in range(4) if voids[s] >> _SUIT_OF[i] & 1))
    for _attempt in range(4):
        left = list(counts)
        dealt = list(hands)
        ok = True
        for i in cards:
            suit = _SUIT_OF[i]
            seats = [s for s in range(4) if s != me and left[s] > 0 and not voids[s] >> suit & 1]
            if not seats:
                ok = False
                break
            total = sum(left[s] for s in seats)
            r = rng.randrange(total)
            for s in seats:
                r -= left[s]
                if r < 0:
                    break
            dealt[s] |= 1 << i
            left[s] -= 1
        if ok:
            return dealt
    return None


class _Sim:
    """One hand being played out on masks."""

    __slots__ = ("broken", "first", "hands", "jack", "leader", "queen", "taken", "trick", "unplayed")

    def __init__(self, k: Known, hands: list[int]) -> None:
        self.hands = hands
        self.taken = list(k.taken)
        self.leader = int(k.leader)
        self.trick = [c.bit for c in k.trick]
        self.broken = k.broken
        self.first = k.trick_number == 1
        self.unplayed = _ALL & ~k.played
        self.queen = k.queen_points
        self.jack = k.jack_points

    def choose(self, seat: int) -> int:
        """The playout policy: a quick Normal for any seat, from that seat's own hand."""
        h = self.hands[seat]
        trick = self.trick
        if not trick:
            legal = h
            if not self.broken and h & ~HEARTS:
                legal = h & ~HEARTS
            others = self.unplayed & ~h
            if others & QS and legal & _SPADES & ~(_HIGH_SPADES | QS) and not h & (QS | _HIGH_SPADES):
                return _low(legal & _SPADES)  # flush the queen with a low spade
            best = 0
            best_key = (99, 0)
            for suit in range(4):
                cards = legal & SUITS[suit]
                if not cards:
                    continue
                if suit == 2 and others & QS and cards & ~(_HIGH_SPADES | QS):
                    cards &= ~(_HIGH_SPADES | QS)
                low = _low(cards)
                key = ((others & SUITS[suit] & (low - 1)).bit_count(), -(others & SUITS[suit]).bit_count())
                if key < best_key:
                    best_key = key
                    best = low
            return best if best else _low(legal)
        led = SUITS[_SUIT_OF[trick[0].bit_length() - 1]]
        follow = h & led
        win = 0
        for c in trick:
            if c & led and c > win:
                win = c
        if follow:
            if led == _SPADES and follow & QS and win > QS:
                return QS
            under = follow & (win - 1)
            pts = 0
            for c in trick:
                if c & _POINT_CARDS:
                    pts = 1
            if len(trick) == 3 and (not pts or not under):
                if led == _SPADES and follow & QS and win < QS:
                    if under:
                        return _high(under)
                    rest = follow & ~QS
                    return _high(rest) if rest else QS
                return _high(follow)
            if under:
                return _high(under)
            rest = follow & ~QS
            return _low(rest) if rest else QS
        legal = h
        if self.first and h & ~(_POINT_CARDS | (JD if self.jack else 0)):
            legal = h & ~(_POINT_CARDS | (JD if self.jack else 0))
        if legal & QS:
            return QS
        if legal & _HIGH_SPADES and self.unplayed & QS & ~h:
            return _high(legal & _HIGH_SPADES)
        if legal & HEARTS:
            return _high(legal & HEARTS)
        return _high(legal)

    def play(self, seat: int, card: int) -> None:
        self.hands[seat] &= ~card
        self.trick.append(card)
        if card & HEARTS:
            self.broken = True
        if len(self.trick) == 4:
            trick = self.trick
            led = SUITS[_SUIT_OF[trick[0].bit_length() - 1]]
            best = 0
            for i in range(1, 4):
                if trick[i] & led and trick[i] > trick[best]:
                    best = i
            winner = (self.leader + best) % 4
            m = trick[0] | trick[1] | trick[2] | trick[3]
            self.taken[winner] |= m & (_POINT_CARDS | JD)
            self.unplayed &= ~m
            self.leader = winner
            self.trick = []
            self.first = False

    def finish(self, seat: int) -> None:
        """Play until every hand is empty, starting with ``seat`` to play."""
        while self.hands[seat]:
            self.play(seat, self.choose(seat))
            seat = (self.leader + len(self.trick)) % 4

    def score(self, seat: int, heart: int) -> int:
        for s in range(4):
            if self.taken[s] & _POINT_CARDS == _POINT_CARDS:
                moon = 13 * heart + self.queen
                return 0 if s == seat else moon
        t = self.taken[seat]
        pts = (t & HEARTS).bit_count() * heart
        if t & QS:
            pts += self.queen
        if t & JD:
            pts += self.jack
        return pts


def playout_scores(k: Known, cands: tuple[Card, ...], seed: int, samples: int) -> tuple[int, ...]:
    """Total points the bot takes over ``samples`` worlds for each candidate (lower is better)."""
    rng = random.Random(seed)
    totals = [0] * len(cands)
    me = int(k.seat)
    after = (me + 1) % 4
    heart = k.heart_points
    for _ in range(samples):
        hands = sample_world(k, rng)
        if hands is None:
            continue
        for j, c in enumerate(cands):
            sim = _Sim(k, list(hands))
            sim.play(me, c.bit)
            sim.finish(sim.leader if not sim.trick else after)
            totals[j] += sim.score(me, heart)
    return tuple(totals)


def format_scores(cands: tuple[Card, ...], scores: tuple[int, ...]) -> str:
    """The per-candidate scores as record data: ``"Q♠=40 3♥=12"`` in candidate order."""
    return " ".join(f"{c}={s}" for c, s in zip(cands, scores, strict=True))
