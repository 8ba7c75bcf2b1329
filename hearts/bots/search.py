"""Hard's sampled playouts: deal the unseen cards as the bot knows them, play the hand out, compare.

For one decision Hard draws some *worlds* (``hearts.bots.policy.SEARCH_SAMPLES``): the
cards it has not seen are dealt to
the other seats with the right number of cards each (and to the kitty while it lies face
down; never a removed card), never a suit a seat showed a
void in, and the cards it passed still unplayed with the seat it passed them to
(AI-INFO: only the bot's own view and memory go in). In each world every legal
card is played, then the hand is played out to the end by a fast Normal-like
policy for every seat (duck under the winner, drop the Q♠ on a higher spade
or on the first discard, lead the lowest card of the safest suit), and the bot's
points for the hand are counted (a moon shot by another seat costs the bot its
moon points; with teams, the partner's points count as the bot's own). The card with
the fewest points over the worlds wins; every card
meets the same worlds, so the comparison is fair.

The simulator works on 52-bit masks and plays by the rule card's play rules, calling
the rule functions of :mod:`hearts.engine.rules` (FOLLOW, HEARTS-LEAD, DISCARD with
FIRST-TRICK-POINTS) with the rule card's :class:`~hearts.engine.rules.Rules`: the facts a
decision is taken from (and replayed from) name the variant's scoring, not its play
knobs. It never imports the engine. The
search is a pure function of the known facts, the candidates, a seed and the
number of worlds: :func:`playout_scores` gives the same scores wherever it runs,
so the record's step (``step.sampled-playouts``) re-derives the ranking on
replay.
"""

from __future__ import annotations

import random

from hearts.bots.knowledge import Known
from hearts.cards import BB_ALL, BB_HEARTS, BB_QS, BB_SPADES, BB_SUIT_OF, BB_SUITS, Card
from hearts.engine.rules import Scoring, discard, follow, hand_points, hearts_lead, moon_shooter, rules_for
from hearts.engine.variant import Variant

__all__ = ["Sampler", "classes", "count_worlds", "format_scores", "playout_scores"]

_HIGH_SPADES = (1 << 38) | (1 << 37)  # A♠, K♠
_PLAY_RULES = rules_for(Variant())
"""The play rules of the simulated hands: the rule card's (card-1.0.0)."""
_SUIT_OF = tuple(i // 13 for i in range(52))


def _counts(k: Known) -> list[int]:
    """Cards each seat holds now (the seats that played to this trick hold one fewer than us),
    then the kitty's cards while it lies face down (an extra place after the seats)."""
    mine = k.hand.bit_count()
    counts = [mine] * k.seats
    for i in range(len(k.trick)):
        counts[(k.leader + i) % k.seats] -= 1
    if k.kitty_size and not k.kitty:
        counts.append(k.kitty_size)
    return counts


class Sampler:
    """Deals the cards the bot has not seen to the other seats (and to the kitty while it lies
    face down), consistently with what it knows: each seat's hand size, its voids, the cards
    passed to it; the removed cards and a kitty taken are never dealt."""

    __slots__ = ("counts", "eligible", "free", "hands", "others", "tight")

    def __init__(self, k: Known) -> None:
        me = int(k.seat)
        counts = _counts(k)
        counts[me] = 0
        hands = [0] * len(counts)
        hands[me] = k.hand
        out = k.outstanding
        if k.passed_to is not None and k.passed:
            fixed = k.passed & out
            hands[k.passed_to] = fixed
            counts[k.passed_to] -= fixed.bit_count()
            out &= ~fixed
        self.counts = counts
        self.hands = hands
        self.others = [s for s in range(len(counts)) if s != me]
        voids = [k.void_mask(s) if s < k.seats else 0 for s in range(len(counts))]
        self.eligible = [[s for s in self.others if not voids[s] >> suit & 1] for suit in range(4)]
        self.tight: list[int] = []
        """Cards of a suit some seat is void in: dealt first, one by one."""
        self.free: list[int] = []
        """The other cards: shuffled and cut into the room left."""
        m = out
        while m:
            low = m & -m
            i = low.bit_length() - 1
            (self.free if len(self.eligible[_SUIT_OF[i]]) == len(self.others) else self.tight).append(i)
            m ^= low
        self.tight.sort(key=lambda i: len(self.eligible[_SUIT_OF[i]]))

    def draw(self, rng: random.Random) -> list[int] | None:
        """The hands of one world, by seat (then the kitty while face down); None when four
        tries break a void."""
        free = list(self.free)
        rng.shuffle(free)
        tight = self.tight
        for _attempt in range(4):
            left = list(self.counts)
            dealt = list(self.hands)
            ok = True
            for i in tight:
                total = 0
                seats = self.eligible[_SUIT_OF[i]]
                for s in seats:
                    total += left[s]
                if not total:
                    ok = False
                    break
                r = int(rng.random() * total)
                for s in seats:
                    r -= left[s]
                    if r < 0:
                        break
                dealt[s] |= 1 << i
                left[s] -= 1
            if ok:
                pos = 0
                for s in self.others:
                    n = left[s]
                    for i in free[pos : pos + n]:
                        dealt[s] |= 1 << i
                    pos += n
                return dealt
        return None


_NOT_SAFE = _HIGH_SPADES | BB_QS


def _playout(  # noqa: C901, PLR0912, PLR0915 (Hard's simulation inner loop, one function on purpose: calls cost more than the branches (benchmarks/bots_speed.py))
    hands: list[int],
    trick: list[int],
    leader: int,
    broken: bool,
    first: bool,
    unplayed: int,
    point: int,
    counted: int,
    kitty: int = 0,
    on_heart: bool = False,
) -> list[int]:
    """Play the hand out from the trick on the table; the point cards each seat takes.

    Every seat plays a quick Normal from its own hand: lead the lowest card of the suit with
    the fewest unseen lower cards (a low spade to flush the Q♠; never A♠, K♠ or Q♠ while the
    queen is out), duck under the winner with the highest card that stays under, drop the
    Q♠ under a higher spade, win high when last on a trick without points, and on a discard
    throw the Q♠, then A♠/K♠ while the queen is out, then the highest heart, then the
    highest card. What a seat may play comes from :mod:`hearts.engine.rules` (``follow``,
    ``hearts_lead``, ``discard`` with the first trick's limit); on the first trick a void seat
    also keeps back every other card that scores, as a choice of the policy. ``point`` are
    the point cards (hearts and the Q♠), ``counted`` every card that scores (the variant's
    :class:`~hearts.engine.rules.Scoring`). One hand per seat, in play order; ``kitty`` (still
    face down) goes with the first trick to its winner (DEAL), or with ``on_heart`` with the first
    trick that holds a heart (KITTY-FIRST-HEART)."""
    seats = len(hands)
    last = seats - 1
    taken = [0] * seats
    n = len(trick)
    led = win = tmask = 0
    winseat = leader
    for i in range(n):
        c = trick[i]
        if i == 0:
            led = BB_SUIT_OF[c.bit_length() - 1]
            win = c
        elif c & led and c > win:
            win = c
            winseat = (leader + i) % seats
        tmask |= c
        if c & BB_HEARTS:
            broken = True
    seat = (leader + n) % seats
    if n == seats:
        got = tmask
        if kitty and (tmask & BB_HEARTS if on_heart else first):  # DEAL, KITTY-FIRST-HEART
            got |= kitty
            kitty = 0
        taken[winseat] |= got & counted
        unplayed &= ~tmask
        seat = winseat
        n = 0
        first = False
    while True:
        h = hands[seat]
        if not h:
            break
        if n == 0:
            legal = h if broken else hearts_lead(h, _PLAY_RULES)  # (never the first trick's lead)
            others = unplayed & ~h
            if others & BB_QS and not h & _NOT_SAFE and legal & BB_SPADES:
                c = legal & BB_SPADES & -(legal & BB_SPADES)
            else:
                c = 0
                best = 999
                for sm in BB_SUITS:
                    cards = legal & sm
                    if not cards:
                        continue
                    if sm == BB_SPADES and others & BB_QS and cards & ~_NOT_SAFE:
                        cards &= ~_NOT_SAFE
                    low = cards & -cards
                    key = (others & sm & (low - 1)).bit_count() * 16 - (others & sm).bit_count()
                    if key < best:
                        best = key
                        c = low
        else:
            suited = follow(h, led)
            if suited:
                if led == BB_SPADES and suited & BB_QS and win > BB_QS:
                    c = BB_QS
                else:
                    under = suited & (win - 1)
                    if n == last and (not tmask & point or not under):
                        if led == BB_SPADES and suited & BB_QS and win < BB_QS:
                            if under:
                                c = 1 << (under.bit_length() - 1)
                            else:
                                rest = suited & ~BB_QS
                                c = 1 << (rest.bit_length() - 1) if rest else BB_QS
                        else:
                            c = 1 << (suited.bit_length() - 1)
                    elif under:
                        c = 1 << (under.bit_length() - 1)
                    else:
                        rest = suited & ~BB_QS
                        c = rest & -rest if rest else BB_QS
            else:
                legal = discard(h, _PLAY_RULES, first)
                if first and legal & ~counted:
                    legal &= ~counted  # (the policy: no card that scores on the first trick)
                if legal & BB_QS:
                    c = BB_QS
                elif legal & _HIGH_SPADES and unplayed & BB_QS & ~h:
                    c = 1 << ((legal & _HIGH_SPADES).bit_length() - 1)
                elif legal & BB_HEARTS:
                    c = 1 << ((legal & BB_HEARTS).bit_length() - 1)
                else:
                    c = 1 << (legal.bit_length() - 1)
        hands[seat] = h ^ c
        if n == 0:
            led = BB_SUIT_OF[c.bit_length() - 1]
            win = c
            winseat = seat
            tmask = c
        else:
            tmask |= c
            if c & led and c > win:
                win = c
                winseat = seat
        if c & BB_HEARTS:
            broken = True
        n += 1
        if n == seats:
            got = tmask
            if kitty and (tmask & BB_HEARTS if on_heart else first):  # DEAL, KITTY-FIRST-HEART
                got |= kitty
                kitty = 0
            taken[winseat] |= got & counted
            unplayed &= ~tmask
            if not unplayed & counted and not kitty:
                break  # every point card is taken: the rest cannot change the score
            seat = winseat
            n = 0
            first = False
        else:
            seat = seat + 1 if seat < last else 0
    return taken


def _score(scoring: Scoring, taken: list[int], seat: int) -> int:
    """The bot's points for the hand (a moon by another seat costs it the moon cards' worth)."""
    shooter = moon_shooter(tuple(taken), scoring)
    if shooter >= 0:
        return 0 if shooter == seat else hand_points(scoring.moon, scoring)
    return hand_points(taken[seat], scoring)


def _team_score(scoring: Scoring, taken: list[int], seat: int, partner: int) -> int:
    """TEAMS: the points of the bot's team for the hand, its partner's counted as its own (a moon
    by one of them costs the team nothing; by an opponent, the moon cards' worth to each of the
    two). A moon is one player's here (``team_moon: one-partner``), whatever the variant says."""
    shooter = moon_shooter(tuple(taken), scoring)
    if shooter >= 0:
        return 0 if shooter in (seat, partner) else 2 * hand_points(scoring.moon, scoring)
    return hand_points(taken[seat], scoring) + hand_points(taken[partner], scoring)


def classes(k: Known, cands: tuple[Card, ...]) -> list[int]:
    """For each candidate, the index of the first candidate it is equivalent to: same suit, no
    unseen card or card on the table between
    them, and the same points (a scoring card other than a heart stands alone)."""
    out = k.outstanding | k.trick_mask
    special = k.scoring.cards & ~BB_HEARTS  # every heart is worth the same
    rep: list[int] = []
    order = sorted(range(len(cands)), key=lambda i: cands[i].index)
    first = [0] * len(cands)
    prev = -1
    for i in order:
        c = cands[i]
        if prev >= 0:
            p = cands[prev]
            between = ((c.bit - 1) & ~((p.bit << 1) - 1)) & out
            same = k.points(c.bit) == k.points(p.bit)  # (Spot Hearts: each heart its own worth)
            if p.suit is c.suit and not between and same and not (c.bit | p.bit) & special:
                first[i] = first[prev]
                prev = i
                continue
        first[i] = i
        rep.append(i)
        prev = i
    return first


def playout_scores(k: Known, cands: tuple[Card, ...], seed: int, samples: int) -> tuple[int, ...]:
    """Total points the bot takes over ``samples`` worlds for each candidate (lower is better).

    Equivalent candidates (:func:`classes`) are played out once and share the score."""
    rng = random.Random(seed)
    first = classes(k, cands)
    reps = sorted(set(first))
    totals = dict.fromkeys(reps, 0)
    me = int(k.seat)
    trick = [c.bit for c in k.trick]
    leader = int(k.leader) if trick else me
    unplayed = BB_ALL & ~k.played & ~k.removed & ~k.kitty
    scoring = k.scoring
    before = list(k.taken)
    sampler = Sampler(k)
    seats = k.seats
    partner = -1 if k.partner is None else int(k.partner)  # TEAMS: its points count as the bot's
    for _ in range(samples):
        dealt = sampler.draw(rng)
        if dealt is None:
            continue
        hands, kitty = dealt[:seats], (dealt[seats] if len(dealt) > seats else 0)
        left = unplayed & ~kitty  # (the kitty is never played)
        for j in reps:
            c = cands[j].bit
            h = list(hands)
            h[me] ^= c
            taken = _playout(
                h,
                [*trick, c],
                leader,
                k.broken,
                k.trick_number == 1,
                left,
                scoring.first_trick_cards,
                scoring.cards,
                kitty,
                k.kitty_on_heart,
            )
            for s in range(seats):
                taken[s] |= before[s]
            if partner < 0:
                totals[j] += _score(scoring, taken, me)
            else:
                totals[j] += _team_score(scoring, taken, me, partner)
    return tuple(totals[first[j]] for j in range(len(cands)))


def count_worlds(k: Known, seed: int, samples: int) -> int:
    """How many of the ``samples`` worlds :func:`playout_scores` really deals (a draw that
    breaks a known void four times is skipped): the same random draws, without the playouts."""
    rng = random.Random(seed)
    sampler = Sampler(k)
    return sum(sampler.draw(rng) is not None for _ in range(samples))


def format_scores(cands: tuple[Card, ...], scores: tuple[int, ...]) -> str:
    """The per-candidate scores as record data: ``"Q♠=40 3♥=12"`` in candidate order."""
    return " ".join(f"{c}={s}" for c, s in zip(cands, scores, strict=True))
