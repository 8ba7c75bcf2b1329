"""Concrete positions for the abstract cases of ``hearts variant check``.

For each :class:`~hearts.varianttools.abstraction.Case` a minimal position is
*built* (a deal and legal actions, checked by the engine): on the first trick
directly, after it by a "sweeper" seat that wins every early trick while the
others shed cards until the seat to check holds exactly the pattern (the earliest
trick that works is used). A case for which no position can be built is
unreachable: the hand must hold a whole hand (13 cards at four seats, 8 to 17 at
other tables: ``docs/players.md``) on the first trick, so a pattern with fewer cards
than that cannot occur then; hearts cannot stay unbroken once too few
cards remain to hold them; a heart cannot be led unbroken when leading it breaks
hearts (``forced_heart_lead_breaks``), and so on.

At a table of N seats the same constructions run over N hands of the variant's hand
size, from the cards in play; the first class is the first-lead card (the lowest club in
play) and a kitty, when the deck leaves one, gets cards the construction does not need.

The rules are never re-implemented here: every legal set comes from the engine.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hearts.cards import ALL_CARDS, FULL_DECK, Card, Seat, Suit, cards_of_mask, suit_mask
from hearts.engine.deal import Deal
from hearts.engine.passdraw import hand_direction
from hearts.engine.rules import rules_for
from hearts.engine.state import IllegalAction, Phase, Record, State
from hearts.engine.variant import PassDirection, Variant
from hearts.varianttools.abstraction import (
    ABOVE_QUEEN,
    CLASS_MASKS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    QS,
    SPADES,
    Case,
    case_of,
)

__all__ = ["BuiltPosition", "build"]


def _take(pool: int, mask: int, n: int, high: bool = False) -> int:
    """``n`` cards of ``pool & mask`` (lowest first, or highest), or -1 if too few."""
    cards = cards_of_mask(pool & mask)
    if len(cards) < n:
        return -1
    chosen = cards[len(cards) - n :] if high else cards[:n]
    return sum(c.bit for c in chosen)


def _pattern_hand(pool: int, pattern: int, size: int, masks: tuple[int, ...] = CLASS_MASKS) -> int:
    """A hand of ``size`` cards from ``pool`` holding exactly the classes of ``pattern``, or -1."""
    if size < bin(pattern).count("1"):
        return -1
    hand = 0
    for i in range(len(masks)):
        if pattern >> i & 1:
            got = _take(pool & ~hand, masks[i], 1)
            if got < 0:
                return -1
            hand |= got
    # Fill from the biggest classes first (hearts, then spades, diamonds, clubs).
    order = sorted(reversed(range(len(masks))), key=lambda i: -masks[i].bit_count())
    for i in order:
        if not pattern >> i & 1:
            continue
        while hand.bit_count() < size:
            got = _take(pool & ~hand, masks[i], 1)
            if got < 0:
                break
            hand |= got
    return hand if hand.bit_count() == size else -1


def _spread(pool: int, needs: dict[int, int], hands: list[int], avoid: dict[int, int] | None = None) -> bool:
    """Deal the cards of ``pool`` round-robin to the seats in ``needs`` (seat -> count).

    A seat never gets a card of ``avoid[seat]`` when another seat can take it. The kitty's
    cards are taken out of ``pool`` first (:func:`_kitty`).
    """
    avoid = avoid or {}
    order = [s for s in needs if needs[s] > 0]
    left = dict(needs)
    for turn, card in enumerate(cards_of_mask(pool)):
        takers = [s for s in order if left[s] > 0]
        if not takers:
            return False
        preferred = [s for s in takers if not avoid.get(s, 0) & card.bit] or takers
        seat = preferred[turn % len(preferred)]
        hands[seat] |= card.bit
        left[seat] -= 1
    return all(v == 0 for v in left.values())


@dataclass(frozen=True, slots=True)
class _Table:
    """The table a position is built at: seats, hand size, the cards in play, the first-lead
    card and the kitty's size (DEAL, FIRST-LEAD; at four seats: 4, 13, the deck, the 2♣, 0)."""

    seats: int
    hand: int
    deck: int
    first: int
    kitty: int


def _table(variant: Variant) -> _Table:
    r = rules_for(variant)
    return _Table(r.seats, r.hand_size, FULL_DECK & ~r.removed, r.first_card, r.kitty_size)


def _kitty(table: _Table, pool: int) -> int:
    """The kitty: the highest cards of ``pool`` that no construction asks for (spades below the
    Q♠ first, then diamonds), or 0 when the deck shares out."""
    if not table.kitty:
        return 0
    for mask in (SPADES & ~QS, DIAMONDS, FULL_DECK):
        got = _take(pool, mask, table.kitty, high=True)
        if got > 0:
            return got
    return 0


@dataclass(frozen=True)
class BuiltPosition:
    """A concrete position for a case: how to reach it, and the state itself."""

    record: Record
    state: State
    actor: Seat
    passes: tuple[tuple[Card, ...], ...] = ()
    """For each seat in play order (N, E, S, W at four) the cards it passes (empty when the hand
    has no passing)."""
    plays: tuple[Card, ...] = ()


def _hand_plan(variant: Variant) -> tuple[int, bool]:
    """A hand number to build positions in: one without passing if the cycle has one."""
    if variant.pass_count == 0:
        return 1, False
    for n in range(1, len(variant.pass_cycle) + 1):
        if variant.pass_direction(n) is PassDirection.HOLD:
            return n, False
    return 1, True


def _start(
    variant: Variant, hands: list[int], kitty: int = 0
) -> tuple[State, tuple[tuple[Card, ...], ...], int]:
    """The position at the start of play where the seats hold ``hands`` (after any passing).

    When the hand has a pass, the deal is arranged so that the passes produce ``hands``:
    each seat passes cards that its receiver is meant to hold.
    """
    if variant.pass_random and variant.pass_count:
        return _start_drawn(variant, hands, kitty)
    number, passing = _hand_plan(variant)
    if not passing:
        state = State.from_deal(variant, Deal.from_masks(hands, kitty), hand_number=number)
        return state, (), number
    n = len(hands)
    offset = variant.pass_direction(number).offset_at(n)
    k = variant.pass_count
    gives = [_take(hands[(g + offset) % n], FULL_DECK, k) for g in range(n)]
    dealt = [hands[r] & ~gives[(r - offset) % n] | gives[r] for r in range(n)]
    state = State.start(variant, None, number).deal(Deal.from_masks(dealt, kitty))
    passes = tuple(tuple(cards_of_mask(g)) for g in gives)
    for seat_cards in passes:
        for card in seat_cards:
            state = state.apply(card)
    return state, passes, number


_DRAW_TRIES = 6
"""How many choices of the passed cards :func:`_start_drawn` tries for each direction."""


def _start_drawn(
    variant: Variant, hands: list[int], kitty: int
) -> tuple[State, tuple[tuple[Card, ...], ...], int]:
    """:func:`_start` under PASS-RANDOM, where the deal draws the direction: each direction of
    the cycle is tried, with several choices of the passed cards, until a deal that the passes
    turn into ``hands`` draws that very direction. :class:`ValueError` when none does."""
    n, k = len(hands), variant.pass_count
    keep = rules_for(variant).unpassable  # (PASS-KEEP: never among the passed cards)
    for direction in dict.fromkeys(variant.pass_cycle):
        offset = direction.offset_at(n)
        for start in range(_DRAW_TRIES if offset else 1):
            gives = [0] * n
            if offset:
                chosen = [cards_of_mask(hands[(g + offset) % n] & ~keep)[start : start + k] for g in range(n)]
                if any(len(c) < k for c in chosen):
                    break
                gives = [sum(c.bit for c in cards) for cards in chosen]
            dealt = [hands[r] & ~gives[(r - offset) % n] | gives[r] for r in range(n)]
            deal = Deal.from_masks(dealt, kitty)
            if hand_direction(variant, 1, deal) is not direction:
                continue
            state = State.start(variant, None, 1).deal(deal)
            passes = tuple(tuple(cards_of_mask(g)) for g in gives) if offset else ()
            for seat_cards in passes:
                for card in seat_cards:
                    state = state.apply(card)
            return state, passes, 1
    raise ValueError("no deal of these hands draws the pass that makes them (PASS-RANDOM)")


SeatPolicy = Callable[[State, Seat, int], Card | None]
"""Chooses the card of ``seat`` (with its legal mask); ``None`` gives up."""


def _run(state: State, policy: SeatPolicy, done: Callable[[State], bool], limit: int = 60) -> State | None:
    for _ in range(limit):
        if done(state):
            return state
        if state.phase is not Phase.PLAY:
            return None
        seat = state.to_act
        assert seat is not None
        card = policy(state, seat, state.legal_mask())
        if card is None:
            return None
        state = state.apply(card)
    return None


def _matches(state: State, case: Case, actor: Seat) -> bool:
    return state.to_act is actor and case_of(state) == case


@dataclass(frozen=True, slots=True)
class _Design:
    """A deal designed for a case, before any card is played: the hands after any passing, the
    kitty, the seat to check and when it acts (trick ``trick``, ``in_trick`` cards on the table),
    and how every seat plays until then. A design depends on the table and the case's card
    classes only; whether it reaches the case is for the engine to say, variant by variant."""

    hands: tuple[int, ...]
    kitty: int
    actor: Seat
    policy: SeatPolicy
    trick: int
    in_trick: int


def _design(
    t: _Table,
    case: Case,
    hands: list[int],
    actor: Seat,
    policy: SeatPolicy,
    trick: int,
    in_trick: int = -1,
    kitty: int = 0,
) -> _Design | None:
    """The design, or ``None`` when the hands are not a deal of the table (DEAL)."""
    held = 0
    for h in hands:
        held |= h
    if any(h.bit_count() != t.hand for h in hands) or held | kitty != t.deck or held & kitty:
        return None
    if in_trick < 0:
        in_trick = 0 if case.kind == "lead" else 1
    return _Design(tuple(hands), kitty, actor, policy, trick, in_trick)


def _position(variant: Variant, case: Case, design: _Design) -> BuiltPosition | None:
    """Play from the designed hands with its policy until its actor acts in its trick; check the case."""
    try:
        start, passes, _number = _start(variant, list(design.hands), design.kitty)
    except (IllegalAction, ValueError):
        return None
    actor, trick, in_trick = design.actor, design.trick, design.in_trick

    def done(s: State) -> bool:
        return s.to_act is actor and s.trick_number == trick and len(s.current_trick.cards) == in_trick

    try:
        end = _run(start, design.policy, done)
    except IllegalAction:  # pragma: no cover - policies only choose legal cards
        return None
    if end is None or not _matches(end, case, actor):
        return None
    record = end.record()
    plays = record.actions[end.seats * variant.pass_count if passes else 0 :]
    return BuiltPosition(record, end, actor, passes, tuple(plays))


def _lowest(mask: int, prefer: int = 0) -> Card | None:
    if not mask:
        return None
    if mask & prefer:
        mask &= prefer
    return ALL_CARDS[(mask & -mask).bit_length() - 1]  # the lowest index: cards_of_mask(mask)[0]


def _first_lead_designs(t: _Table, case: Case) -> Iterator[_Design | None]:
    hand = _pattern_hand(t.deck, case.pattern, t.hand, case.classes.masks)
    if hand < 0:
        return
    kitty = _kitty(t, t.deck & ~hand)
    hands = [hand] + [0] * (t.seats - 1)
    if not _spread(t.deck & ~hand & ~kitty, {s: t.hand for s in range(1, t.seats)}, hands):
        return
    yield _design(t, case, hands, Seat.NORTH, lambda s, seat, legal: _lowest(legal), 1, kitty=kitty)


def _first_follow_designs(t: _Table, case: Case) -> Iterator[_Design | None]:
    """North leads the 2♣ (the first-lead card); the seat to check follows (after a breaker,
    for broken hearts)."""
    first, size = t.first, t.hand
    pool = t.deck & ~first
    if not case.broken:
        hand = _pattern_hand(pool, case.pattern, size, case.classes.masks)
        if hand < 0:
            return
        kitty = _kitty(t, pool & ~hand)
        hands = [first, hand] + [0] * (t.seats - 2)
        needs = {0: size - 1, **{s: size for s in range(2, t.seats)}}
        if not _spread(pool & ~hand & ~kitty, needs, hands):
            return
        yield _design(t, case, hands, Seat.EAST, lambda s, seat, legal: _lowest(legal), 1, kitty=kitty)
        return
    # East breaks hearts on the first trick (if the variant lets anyone): void in clubs,
    # holding a heart (or the Q♠ when it breaks hearts); South is the seat to check.
    safe = (DIAMONDS | SPADES) & ~QS & t.deck
    hearts = HEARTS & t.deck
    options = [
        _take(hearts, hearts, 1) | _take(safe, safe, size - 1),
        _take(hearts, hearts, size),
        _take(hearts, hearts, size - 1) | QS,
        _take(hearts, hearts, size - 1, high=True) | QS,
        QS | _take(safe, safe, size - 1),
    ]
    for breaker in options:
        if breaker < 0 or breaker.bit_count() != size:
            continue
        hand = _pattern_hand(pool & ~breaker, case.pattern, size, case.classes.masks)
        if hand < 0:
            continue
        kitty = _kitty(t, pool & ~breaker & ~hand)
        hands = [first, breaker, hand] + [0] * (t.seats - 3)
        needs = {0: size - 1, **{s: size for s in range(3, t.seats)}}
        if not _spread(pool & ~breaker & ~hand & ~kitty, needs, hands):
            continue

        def policy(s: State, seat: Seat, legal: int) -> Card | None:
            if seat is Seat.EAST:
                return _lowest(legal, HEARTS) if legal & HEARTS else _lowest(legal, QS)
            return _lowest(legal)

        yield _design(t, case, hands, Seat.SOUTH, policy, 1, in_trick=2, kitty=kitty)


def _later_design(  # noqa: C901, PLR0912, PLR0915 (designs a later-trick position step by step, each step checked in place)
    t: _Table, case: Case, trick: int, sweep: tuple[Suit, ...], heart_lead: bool
) -> _Design | None:
    """A position on trick ``trick`` >= 2, reached by a sweeper (North) winning every earlier trick.

    South leads the 2♣ and North wins trick 1 with the A♣; North then leads the top
    cards of the ``sweep`` suits (one suit, or two once a hand of more than 13 cards needs
    more sweeping tricks than one suit has) while the seat to check (North itself when it
    leads on ``trick``, else East) sheds its other cards, being void in that suit. For
    broken hearts, West is void in the sweep suit and discards a heart. When
    following, North leads a card of the suit on ``trick`` (from a hand of only
    hearts with ``heart_lead``).
    """
    h = t.hand + 1 - trick
    lead = case.kind == "lead"
    actor = Seat.NORTH if lead else Seat.EAST
    sweep_suits = sum(suit_mask(suit) for suit in sweep)
    sweep_mask = sweep_suits & ~QS & t.deck
    ace_clubs = 1 << (int(Suit.CLUBS) * 13 + 12)
    if not t.deck & ace_clubs or t.first == ace_clubs:
        return None
    pool = t.deck & ~t.first & ~ace_clubs  # the first-lead card to South, A♣ to North
    hands = [ace_clubs, 0, t.first] + [0] * (t.seats - 3)
    target = _pattern_hand(pool, case.pattern, h, case.classes.masks)
    if target < 0:
        return None
    pool &= ~target
    hands[actor] |= target
    plan = {int(actor): target}
    lead_card = 0
    north_rest = 0
    if not lead:
        # North's hand on the trick: first the card it leads there.
        led = Suit(case.led)
        if heart_lead:
            north_rest = _take(pool, HEARTS, h)
            if north_rest < 0:
                return None
            lead_card = _take(north_rest, HEARTS, 1)
        elif case.above:  # (QUEEN-FIRST-CHANCE: North leads the K♠ or A♠ to East's Q♠)
            lead_card = _take(pool, ABOVE_QUEEN, 1)
            if lead_card < 0:
                return None
            north_rest = lead_card
        else:
            lead_card = _take(pool, suit_mask(led) & ~QS, 1)
            if lead_card < 0:
                lead_card = _take(pool, suit_mask(led), 1)
            if lead_card < 0:
                return None
            north_rest = lead_card
        pool &= ~north_rest
        hands[0] |= north_rest
    followers = 0  # East's cards for the sweeping tricks of a suit its pattern keeps (two suits)
    if not lead and len(sweep) > 1 and target & sweep_suits:
        split = _split_sweep(pool, sweep, target, trick - 2)
        if split is None:
            return None
        sweep_cards, followers = split
    else:
        sweep_cards = _take(pool, sweep_mask, trick - 2, high=True) if trick > 2 else 0
    if sweep_cards < 0:
        return None
    pool &= ~sweep_cards & ~followers
    hands[0] |= sweep_cards
    if not lead:
        # East: a club for trick 1 (or a safe card if none is left), then the cards it
        # sheds while North sweeps: cards of the sweep suit if it keeps that suit,
        # else discards (never hearts or the Q♠ while hearts must stay unbroken).
        first = _take(pool, CLUBS, 1)
        if first < 0:
            first = _take(pool, (DIAMONDS | SPADES) & ~QS & ~sweep_suits, 1)
        if first < 0:
            return None
        pool &= ~first
        never = sweep_suits | (0 if case.broken else HEARTS | QS)
        if followers:  # East follows the suits it keeps and discards on the others
            shed = followers | _take(pool, ~never & FULL_DECK, trick - 2 - followers.bit_count())
        elif target & sweep_suits:
            shed = _take(pool, sweep_mask, trick - 2) if trick > 2 else 0
        else:
            shed = _take(pool, ~never & FULL_DECK, trick - 2) if trick > 2 else 0
        if shed < 0:
            return None
        pool &= ~shed
        hands[1] |= first | shed
        if not heart_lead:
            extra = _take(pool, HEARTS if not case.broken else FULL_DECK, h - 1)
            if extra < 0:
                extra = _take(pool, FULL_DECK, h - 1)
            if extra < 0:
                return None
            pool &= ~extra
            hands[0] |= extra
    kitty = _kitty(t, pool)
    pool &= ~kitty
    needs = {s: t.hand - hands[s].bit_count() for s in range(t.seats)}
    if any(n < 0 for n in needs.values()):
        return None
    avoid = {t.seats - 1: sweep_suits} if case.broken and trick > 2 else {}
    if not _spread(pool, {s: n for s, n in needs.items() if n}, hands, avoid):
        return None

    def policy(s: State, seat: Seat, legal: int) -> Card | None:
        t = s.trick_number
        if seat is Seat.NORTH:
            if t == trick:
                return _lowest(legal & lead_card) if lead_card else _lowest(legal)
            return _highest(legal & (ace_clubs | sweep_cards)) if t == 1 else _highest(legal & sweep_cards)
        mine = plan.get(int(seat), 0)
        usable = legal & ~mine
        if not usable:
            return None
        if followers and seat is actor and usable & ~sweep_suits:
            usable &= ~sweep_suits  # a discard keeps East's followers for their suit's tricks
        if case.broken and not s.hearts_broken and t >= 2 and usable & HEARTS:
            trick_cards = s.current_trick.cards  # (only read here: it is the costly question)
            if trick_cards and trick_cards[0].suit is not Suit.HEARTS:
                return _lowest(usable & HEARTS)
        calm = usable & ~HEARTS & ~QS
        return _lowest(calm) if calm else _lowest(usable)

    return _design(t, case, hands, actor, policy, trick, kitty=kitty)


def _split_sweep(pool: int, sweep: tuple[Suit, ...], target: int, tricks: int) -> tuple[int, int] | None:
    """North's sweeping cards over two suits when East's pattern keeps cards of one of them, and
    East's followers: East follows each trick of a suit its pattern keeps with its lowest cards
    of that suit (North holding the suit's top cards), so the pattern's own cards stay in hand,
    and is void in the other suit, where North sweeps first with as many tricks as it can.
    ``None`` when the cards in play do not allow it (a 17-card hand late in the hand, issue 36)."""
    north = east = 0
    left = tricks
    kept = [s for s in sweep if target & suit_mask(s)]
    for suit in [s for s in sweep if s not in kept] + kept:
        cards = cards_of_mask(pool & suit_mask(suit) & ~QS & ~target)
        n = min(left, len(cards) if suit not in kept else len(cards) // 2)
        if n:
            north |= sum(c.bit for c in cards[len(cards) - n :])
            if suit in kept:
                east |= sum(c.bit for c in cards[:n])
        left -= n
    return (north, east) if left == 0 else None


def _highest(mask: int) -> Card | None:
    return ALL_CARDS[mask.bit_length() - 1] if mask else None  # cards_of_mask(mask)[-1]


_SWEEPS: tuple[tuple[Suit, ...], ...] = (
    (Suit.CLUBS,),
    (Suit.DIAMONDS,),
    (Suit.SPADES,),
    (Suit.CLUBS, Suit.DIAMONDS),
    (Suit.CLUBS, Suit.SPADES),
    (Suit.DIAMONDS, Suit.SPADES),
)
"""The suits North sweeps with, one suit first (the four-seat constructions), then two."""


def build(variant: Variant, case: Case) -> BuiltPosition | None:
    """A concrete position of ``variant`` for ``case``, or ``None`` when none can be built."""
    if case.kind == "pass":
        return _build_pass(variant, case)
    for design in _designs(_table(variant), case.classes.masks, case):
        found = _position(variant, case, design)
        if found is not None:
            return found
    return None


def _build_pass(variant: Variant, case: Case) -> BuiltPosition:
    number = next(
        n
        for n in range(1, len(variant.pass_cycle) + 1)
        if variant.pass_direction(n) is not PassDirection.HOLD
    )
    t = _table(variant)
    deal = (
        Deal.random("variant-check", 1)
        if t.seats == 4 and t.deck == FULL_DECK
        else Deal.random("variant-check", 1, t.seats, FULL_DECK & ~t.deck)
    )
    state = State.from_deal(variant, deal, hand_number=number)
    tries = 0
    while state.phase is not Phase.PASS:  # (PASS-RANDOM: this deal drew hold; deal another)
        tries += 1
        seats, removed = t.seats, FULL_DECK & ~t.deck
        state = State.from_deal(variant, Deal.random(f"variant-check-{tries}", 1, seats, removed))
    picked = state.legal_actions()[: case.chosen]
    state = state.apply_all(picked)
    record = state.record()
    passes = (tuple(picked), *(() for _ in range(t.seats - 1)))
    return BuiltPosition(record, state, Seat.NORTH, passes, ())


class _Designs:
    """The designs of one case, made as they are asked for (the first that works for a variant
    ends its search) and kept for the next variant: never more made than a search without
    keeping them would make."""

    def __init__(self, found: Iterator[_Design | None]) -> None:
        self._found = found
        self._made: list[_Design] = []
        self._done = False
        self._lock = threading.Lock()  # a generator is advanced by one thread at a time

    def __iter__(self) -> Iterator[_Design]:
        i = 0
        while True:
            if i < len(self._made):
                yield self._made[i]
                i += 1
                continue
            with self._lock:
                if i < len(self._made):
                    continue
                if self._done:
                    return
                try:
                    design = next(self._found)
                except StopIteration:
                    self._done = True
                    return
                if design is not None:
                    self._made.append(design)


@functools.lru_cache(maxsize=1 << 14)
def _designs(t: _Table, masks: tuple[int, ...], case: Case) -> _Designs:
    """Every design for a play case, in the order tried (the earliest trick that works is used).

    The designs are the same for every variant at the same table with the same card classes
    (``masks``, which ``Case`` equality leaves out), so they are made once per process: a
    check of many variants (the one-knob sweep, ``variant check`` of the corpus) plays them
    through each variant's engine without redesigning them.
    """
    found: Iterator[_Design | None]
    if case.first_trick:
        found = _first_lead_designs(t, case) if case.kind == "lead" else _first_follow_designs(t, case)
    else:
        found = _later_designs(t, case)
    return _Designs(found)


def _later_designs(t: _Table, case: Case) -> Iterator[_Design | None]:
    heart_leads = [False, True] if case.kind == "follow" and case.led == Suit.HEARTS else [False]
    for trick in range(2, t.hand + 1):
        for sweep in _SWEEPS:
            if trick == 2 and sweep != (Suit.CLUBS,):
                continue
            for heart_lead in heart_leads:
                yield _later_design(t, case, trick, sweep, heart_lead)
    if case.kind == "follow" and case.broken and case.led != Suit.HEARTS:
        yield _broken_on_second_trick(t, case)


def _broken_on_second_trick(t: _Table, case: Case) -> _Design | None:
    """South follows on trick 2 after East, void in the suit led, discards a heart there.

    The sweeping designs break hearts on an earlier trick, which a short hand (seven cards at
    seven seats) cannot spare: a hand holding every card class on trick 2 with hearts broken
    is met only so. South leads the first-lead card, North wins trick 1 with the A♣ and leads
    the suit on trick 2; South holds the first-lead card and the pattern."""
    if case.led is None:
        return None
    led = suit_mask(Suit(case.led))
    ace_clubs = 1 << (int(Suit.CLUBS) * 13 + 12)
    if not t.deck & ace_clubs or t.first == ace_clubs or t.seats < 3:
        return None
    pool = t.deck & ~t.first & ~ace_clubs
    target = _pattern_hand(pool, case.pattern, t.hand - 1, case.classes.masks)
    if target < 0:
        return None
    pool &= ~target
    lead_card = _take(pool, led & ~QS, 1)
    heart = _take(pool, HEARTS, 1)
    if lead_card < 0 or heart < 0:
        return None
    pool &= ~lead_card & ~heart
    east = heart
    if not led & CLUBS:
        club = _take(pool, CLUBS, 1)
        east |= club if club > 0 else 0
    calm = _take(pool & ~east, (DIAMONDS | SPADES | CLUBS) & ~QS & ~led, t.hand - east.bit_count())
    if calm < 0:
        return None
    east |= calm
    pool &= ~east
    hands = [ace_clubs | lead_card, east, t.first | target] + [0] * (t.seats - 3)
    kitty = _kitty(t, pool)
    pool &= ~kitty
    needs = {s: t.hand - hands[s].bit_count() for s in range(t.seats)}
    if any(n < 0 for n in needs.values()) or not _spread(pool, {s: n for s, n in needs.items() if n}, hands):
        return None

    def policy(s: State, seat: Seat, legal: int) -> Card | None:
        if seat is Seat.NORTH:
            return _lowest(legal & (ace_clubs if s.trick_number == 1 else lead_card))
        if seat is Seat.EAST and s.trick_number == 2:
            return _lowest(legal & HEARTS)
        usable = legal & ~target if seat is Seat.SOUTH else legal
        calm = usable & ~HEARTS & ~QS
        return _lowest(calm) if calm else _lowest(usable)

    return _design(t, case, hands, Seat.SOUTH, policy, 2, in_trick=2, kitty=kitty)
