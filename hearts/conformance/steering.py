"""Steering fuzzed games towards rare situations: choosers and built deals.

Each game of a run is played in one style, in turn (:data:`STYLES`): plain random
play; a seat dealt the top cards shooting the moon while the others feed it; totals
just below the target with the two lowest equal (ties), the tied seats ducking; and
a first hand without passing where a seat void in clubs holds only point cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hearts.cards import QUEEN_OF_SPADES, TWO_OF_CLUBS, Card, CardSet, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.rules import removed_mask, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import PassDirection, Variant

__all__ = ["STYLES", "Picker", "Start", "at_card_table", "built_deal", "plan"]

STYLES = ("random", "moon", "near-target", "forced-first-trick")
"""How games are steered, in turn."""

Picker = Callable[[State, list[str]], str]
"""Picks the action at a position among the legal ones (deck order)."""


@dataclass(frozen=True)
class Start:
    """A setup without actions: where a game (or a hand) starts."""

    variant: Variant
    deals: tuple[Deal, ...]
    first_hand: int
    scores: tuple[int, ...]


def _random_chooser(rng: random.Random) -> Picker:
    def choose(state: State, legal: list[str]) -> str:
        return rng.choice(legal)

    return choose


def _moon_chooser(rng: random.Random, shooter: Seat) -> Picker:
    """The shooter takes everything it can; the others duck and feed it point cards."""

    def rank(text: str) -> int:
        return int(Card.parse(text).rank)

    def points(text: str) -> bool:
        return text.endswith("H") or text == "QS"

    def choose(state: State, legal: list[str]) -> str:
        seat = state.to_act
        if state.phase is Phase.PASS:
            if seat is shooter:
                return min(legal, key=rank)
            return rng.choice(legal)
        if seat is shooter:
            return max(legal, key=lambda t: (rank(t), points(t)))
        trick = state.current_trick
        if trick.cards:
            led = trick.cards[0].suit
            best = max((c for c in trick.cards if c.suit is led), key=lambda c: c.rank)
            winner = trick.leader.offset(trick.cards.index(best))
            if winner is shooter:
                feed = [t for t in legal if points(t)]
                if feed:
                    return max(feed, key=rank)
        safe = [t for t in legal if not points(t)] or legal
        return min(safe, key=rank)

    return choose


def _deal_of(hands: Sequence[Sequence[Card]]) -> Deal:
    masks = [sum(c.bit for c in h) for h in hands]
    return Deal((CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])))


def _duck_chooser(rng: random.Random, duckers: Sequence[Seat]) -> Picker:
    """``duckers`` play their lowest card and never lead or keep points; the others play at random."""

    def rank(text: str) -> int:
        return int(Card.parse(text).rank)

    def choose(state: State, legal: list[str]) -> str:
        if state.to_act not in duckers or state.phase is not Phase.PLAY:
            return rng.choice(legal)
        trick = state.current_trick
        if trick.cards and all(Card.parse(t).suit is not trick.cards[0].suit for t in legal):
            return max(legal, key=lambda t: (t.endswith("H") or t == "QS", rank(t)))  # void: shed points
        return min(legal, key=rank)

    return choose


def built_deal(rng: random.Random) -> Deal:
    """A deal where one seat (not the holder of 2♣) holds 13 of the 14 point cards.

    That seat is void in clubs on trick 1 and, if nothing is passed, has only point
    cards to play to it (FIRST-TRICK-POINTS: the forced case).
    """
    point_cards = list(CardSet(rules_for(Variant()).scoring.penalty_cards))  # hearts and the Q♠ (POINTS)
    rng.shuffle(point_cards)
    chosen = point_cards[:13]
    rest = [c for c in CardSet((1 << 52) - 1) if c not in chosen]
    rng.shuffle(rest)
    seat = rng.choice([1, 2, 3])
    hands: list[list[Card]] = [[], [], [], []]
    hands[seat] = chosen
    others = [s for s in range(4) if s != seat]
    for i, card in enumerate(rest):
        hands[others[i % 3]].append(card)
    # The 2♣ goes to the seat before the void one, which then plays second to trick 1.
    before = (seat - 1) % 4
    holder = next(s for s in others if TWO_OF_CLUBS in hands[s])
    hands[before], hands[holder] = hands[holder], hands[before]
    return _deal_of(hands)


def _low_deal(rng: random.Random, low: Sequence[Seat]) -> Deal:
    """A deal where the seats ``low`` hold the 26 lowest cards outside hearts and the Q♠."""
    plain = [c for c in CardSet((1 << 52) - 1) if c.suit is not Suit.HEARTS and c != QUEEN_OF_SPADES]
    plain.sort(key=lambda c: (c.rank, rng.random()))
    small, rest = plain[:26], plain[26:] + [c for c in CardSet((1 << 52) - 1) if c not in plain]
    rng.shuffle(small)
    rng.shuffle(rest)
    hands: list[list[Card]] = [[], [], [], []]
    hands[low[0]], hands[low[1]] = small[:13], small[13:]
    high = [s for s in Seat if s not in low]
    hands[high[0]], hands[high[1]] = rest[:13], rest[13:]
    return _deal_of(hands)


def _moon_deal(rng: random.Random, shooter: Seat) -> Deal:
    """A deal where ``shooter`` holds the A, K, Q of every suit and the J♥: leading from the
    top it wins every trick (MOON, when the others feed it their point cards)."""
    full = CardSet((1 << 52) - 1)
    top = [c for c in full if c.rank >= 12 or (c.suit is Suit.HEARTS and c.rank == 11)]
    rest = [c for c in full if c not in top]
    rng.shuffle(rest)
    hands: list[list[Card]] = [[], [], [], []]
    hands[shooter] = top
    others = [s for s in Seat if s is not shooter]
    for i, card in enumerate(rest):
        hands[others[i % 3]].append(card)
    return _deal_of(hands)


def _hold_hand(variant: Variant, rng: random.Random) -> int:
    """A hand number without passing (the first one of the cycle), or 1."""
    if variant.pass_count == 0:
        return rng.randint(1, 4)
    for number in range(1, len(variant.pass_cycle) + 1):
        if variant.pass_direction(number) is PassDirection.HOLD:
            return number
    return 1


def _near_target(variant: Variant, rng: random.Random) -> tuple[tuple[int, int, int, int], list[Seat]]:
    """Totals just below the target, the two lowest equal (ties at the end are likely), and
    the two seats that share the lowest total."""
    target = variant.target_score
    high = max(1, target - 1)
    low = max(0, target - rng.randint(3, 12))
    tied = max(0, low - rng.randint(1, 25))
    seats = list(Seat)
    rng.shuffle(seats)
    totals = [0, 0, 0, 0]
    totals[seats[0]] = totals[seats[1]] = tied
    totals[seats[2]], totals[seats[3]] = rng.randint(low, high), rng.randint(low, high)
    return (totals[0], totals[1], totals[2], totals[3]), seats[:2]


def at_card_table(variant: Variant) -> bool:
    """Whether ``variant`` plays the card's table, four seats and the whole deck (the steered
    styles build deals for it; another table, ``docs/players.md``, is fuzzed by random play)."""
    return variant.players == 4 and not variant.removed


def plan(
    variant: Variant, seed: int, game: int, style: str, hands: int
) -> tuple[Start, Picker, random.Random]:
    """The start of a game in ``style``, its chooser, and its random source (at another table
    than the card's, random play from seeded deals of that table only)."""
    rng = random.Random(f"fuzz:{seed}:{game}:{style}")
    choose = _random_chooser(rng)
    if not at_card_table(variant):
        seats, removed = variant.players, removed_mask(variant)
        table_deals = [Deal.random(f"fuzz:{seed}:{game}", h, seats, removed) for h in range(1, hands + 1)]
        return Start(variant, tuple(table_deals), 1, (0,) * seats), choose, rng
    first_hand, scores = 1, (0, 0, 0, 0)
    deals = [Deal.random(f"fuzz:{seed}:{game}", h) for h in range(1, hands + 1)]
    if style == "moon":
        shooter = Seat(rng.randrange(4))
        first_hand = _hold_hand(variant, rng)
        deals[0] = _moon_deal(rng, shooter)
        choose = _moon_chooser(rng, shooter)
    elif style == "near-target":
        first_hand = _hold_hand(variant, rng)
        scores, tied = _near_target(variant, rng)
        deals[0] = _low_deal(rng, tied)
        choose = _duck_chooser(rng, tied)
    elif style == "forced-first-trick":
        first_hand = _hold_hand(variant, rng)
        deals[0] = built_deal(rng)
    return Start(variant, tuple(deals), first_hand, scores), choose, rng
