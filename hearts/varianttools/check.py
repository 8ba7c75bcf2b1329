"""``hearts variant check``: prove that a variant leaves a legal action at every decision.

Two kinds of evidence are gathered, both from the reference engine (the rules are
never re-implemented here: every legal set comes from :meth:`State.legal_actions`).

The exhaustive part: an abstraction of the decision points
===========================================================

Whether a player has a legal card depends on the position only through a few
facts (clauses FIRST-LEAD, FOLLOW, DISCARD, HEARTS-LEAD, FIRST-TRICK-POINTS,
WEB-LEAD-2C, WEB-QS-FREE, WEB-FIRST-TRICK-STRICT and PASS-COUNT):

* the *context*: passing (and how many cards the seat has already picked), or
  playing; if playing, whether this is the first trick, whether the seat leads or
  follows and, if it follows, the suit led; and whether hearts are broken;
* the *hand pattern*: which of seven card classes the hand holds at least one of.
  The classes are the 2♣, the other clubs, the J♦, the other diamonds, the Q♠,
  the other spades and the hearts. Every rule above names a suit, a card class
  or one of these special cards; none names a rank otherwise, the number of cards
  held, the seat, the scores or the cards of other players.

Every legal set is therefore a union of whole classes of the hand, and whether it
is empty is a function of (context, pattern). The set of (context, pattern) pairs
is finite (see :func:`abstract_cases`): pass picks 0 .. pass_count-1; on the first
trick the leader holds the 2♣ (it leads, FIRST-LEAD) and a follower faces a club
led and does not hold the 2♣ (it is on the table); after the first trick nobody
holds the 2♣. That gives 820 playing cases at most. For each case a concrete
minimal position is *built* (a deal and legal actions, checked by the engine):
on the first trick directly, after it by a "sweeper" seat that wins every early
trick while the others shed cards until the seat to check holds exactly the
pattern (the earliest trick that works is used). The engine is then asked for
the legal actions there. A case for which no position can be built is reported as
unreachable: the hand must hold 13 cards on the first trick, so a pattern with
fewer cards than that cannot occur then; hearts cannot stay unbroken once too few
cards remain to hold them; a heart cannot be led unbroken when leading it breaks
hearts (``forced_heart_lead_breaks``), and so on.

An empty legal set in a built position is a *dead end*: reported with that
position as a scenario that ``hearts conform`` can run (``phase: stuck``, no
legal card). When the variant has a fallback for the strict first trick
(``first_trick_points: never`` with ``first_trick_forced`` not ``none``, open
question 4), the cases where the same position would be a dead end without the
fallback are listed as the places where the fallback decides.

Random play
===========

Seeded games are generated with hypothesis (driven programmatically, derandomized,
no example database): hypothesis draws the game seed and then every card chosen,
so a failing game shrinks to a short, simple one. Each decision is checked against
the abstraction (its case must have been built and give the same legal classes:
if not, the abstraction or the construction is incomplete and the check says so),
and the engine's invariants are checked: the 52 cards are accounted for at every
step, each hand's points add up to the variant's total, scores accumulate, nobody
is left without a legal card, and every game ends.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hearts.cards import BB_2C as _2C
from hearts.cards import BB_CLUBS as _CLUBS
from hearts.cards import BB_DIAMONDS as _DIAMONDS
from hearts.cards import BB_HEARTS as _HEARTS
from hearts.cards import BB_JD as _JD
from hearts.cards import BB_QS as _QS
from hearts.cards import BB_SPADES as _SPADES
from hearts.cards import (
    FULL_DECK,
    Card,
    CardSet,
    Seat,
    Suit,
    cards_of_mask,
    suit_mask,
)
from hearts.deal import Deal
from hearts.errors import MissingExtra
from hearts.game import IllegalAction, Phase, Record, State, replay
from hearts.rules import deck_points, rules_for
from hearts.variant import FirstTrickForced, FirstTrickPoints, PassDirection, Variant
from hearts.variant_files import builtin_variant_names, load_variant

__all__ = [
    "CLASS_NAMES",
    "Case",
    "CaseResult",
    "CheckReport",
    "GameFailure",
    "abstract_cases",
    "case_of",
    "check_variant",
    "exhaustive",
    "random_games",
    "scenario_yaml",
]

# ------------------------------------------------------------------ card classes

CLASS_NAMES: tuple[str, ...] = ("2♣", "♣", "J♦", "♦", "Q♠", "♠", "♥")
"""The seven card classes, in order: the 2♣, other clubs, J♦, other diamonds, Q♠, other spades, hearts."""

_CLASS_MASKS: tuple[int, ...] = (
    _2C,
    _CLUBS & ~_2C,
    _JD,
    _DIAMONDS & ~_JD,
    _QS,
    _SPADES & ~_QS,
    _HEARTS,
)
_CLASS_SUIT = (Suit.CLUBS, Suit.CLUBS, Suit.DIAMONDS, Suit.DIAMONDS, Suit.SPADES, Suit.SPADES, Suit.HEARTS)
_ALL_PATTERNS = tuple(range(1, 1 << 7))


def pattern_of(mask: int) -> int:
    """The hand pattern of a mask: bit ``i`` set when the hand holds a card of class ``i``."""
    return sum(1 << i for i, m in enumerate(_CLASS_MASKS) if mask & m)


def pattern_names(pattern: int) -> list[str]:
    return [name for i, name in enumerate(CLASS_NAMES) if pattern >> i & 1]


def _pattern_mask(pattern: int) -> int:
    return sum(m for i, m in enumerate(_CLASS_MASKS) if pattern >> i & 1)


# -------------------------------------------------------------------- the cases


@dataclass(frozen=True, slots=True, order=True)
class Case:
    """An abstract decision point: the context and the hand pattern."""

    kind: str
    """``pass``, ``lead`` or ``follow``."""
    first_trick: bool = False
    broken: bool = False
    led: int = -1
    """The suit led (a :class:`Suit` value) when following, else -1."""
    pattern: int = 0
    """Bit ``i``: the hand holds a card of class ``CLASS_NAMES[i]`` (play cases)."""
    chosen: int = 0
    """Pass cases: cards already picked by the seat."""

    def describe(self) -> str:
        if self.kind == "pass":
            return f"passing, {self.chosen} card(s) already picked"
        where = "trick 1" if self.first_trick else "a later trick"
        what = "leads" if self.kind == "lead" else f"follows {Suit(self.led).symbol}"
        broken = "hearts broken" if self.broken else "hearts not broken"
        return f"{where}, {what}, {broken}, holds {' '.join(pattern_names(self.pattern))}"

    def key(self) -> str:
        """A short stable identifier, e.g. ``follow-1-C-unbroken-H``."""
        if self.kind == "pass":
            return f"pass-{self.chosen}"
        trick = "1" if self.first_trick else "later"
        led = f"-{Suit(self.led).letter}" if self.kind == "follow" else ""
        broken = "broken" if self.broken else "unbroken"
        names = "".join(_CLASS_KEYS[i] for i in range(7) if self.pattern >> i & 1)
        return f"{self.kind}-{trick}{led}-{broken}-{names}"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key(), "kind": self.kind, "description": self.describe()}
        if self.kind == "pass":
            data["chosen"] = self.chosen
        else:
            data.update(
                first_trick=self.first_trick,
                hearts_broken=self.broken,
                led=Suit(self.led).letter if self.led >= 0 else None,
                holds=pattern_names(self.pattern),
            )
        return data


_CLASS_KEYS = ("2c", "C", "Jd", "D", "Qs", "S", "H")


def abstract_cases(variant: Variant) -> list[Case]:
    """Every abstract decision point of the variant (see the module docstring)."""
    cases: list[Case] = []
    if any(
        variant.pass_direction(n) is not PassDirection.HOLD for n in range(1, len(variant.pass_cycle) + 1)
    ):
        cases.extend(Case("pass", chosen=k) for k in range(variant.pass_count))
    with_2c = [p for p in _ALL_PATTERNS if p & 1]
    without_2c = [p for p in _ALL_PATTERNS if not p & 1]
    cases.extend(Case("lead", True, False, -1, p) for p in with_2c)
    for broken in (False, True):
        cases.extend(Case("follow", True, broken, int(Suit.CLUBS), p) for p in without_2c)
    for broken in (False, True):
        cases.extend(Case("lead", False, broken, -1, p) for p in without_2c)
        for suit in Suit:
            cases.extend(Case("follow", False, broken, int(suit), p) for p in without_2c)
    return cases


def case_of(state: State) -> Case | None:
    """The abstract case of a decision point of the engine (``None`` when nobody acts)."""
    seat = state.to_act
    if seat is None:
        return None
    hand = state.hand(seat).mask
    if state.phase is Phase.PASS:
        return Case("pass", chosen=len(state.passing(seat)))
    trick = state.current_trick
    first = not state.tricks
    if not trick.cards:
        return Case("lead", first, state.hearts_broken, -1, pattern_of(hand))
    led = trick.cards[0].suit
    return Case("follow", first, state.hearts_broken, int(led), pattern_of(hand))


def legal_classes(state: State) -> int:
    """The classes of the legal set (a pattern)."""
    return pattern_of(state.legal_mask())


# ------------------------------------------------------------ building positions


def _take(pool: int, mask: int, n: int, high: bool = False) -> int:
    """``n`` cards of ``pool & mask`` (lowest first, or highest), or -1 if too few."""
    cards = cards_of_mask(pool & mask)
    if len(cards) < n:
        return -1
    chosen = cards[len(cards) - n :] if high else cards[:n]
    return sum(c.bit for c in chosen)


def _pattern_hand(pool: int, pattern: int, size: int) -> int:
    """A hand of ``size`` cards from ``pool`` holding exactly the classes of ``pattern``, or -1."""
    if size < bin(pattern).count("1"):
        return -1
    hand = 0
    for i in range(7):
        if pattern >> i & 1:
            got = _take(pool & ~hand, _CLASS_MASKS[i], 1)
            if got < 0:
                return -1
            hand |= got
    # Fill from the biggest classes first (hearts, then spades, diamonds, clubs).
    for i in (6, 5, 3, 1, 4, 2, 0):
        if not pattern >> i & 1:
            continue
        while hand.bit_count() < size:
            got = _take(pool & ~hand, _CLASS_MASKS[i], 1)
            if got < 0:
                break
            hand |= got
    return hand if hand.bit_count() == size else -1


def _spread(pool: int, needs: dict[int, int], hands: list[int], avoid: dict[int, int] | None = None) -> bool:
    """Deal the cards of ``pool`` round-robin to the seats in ``needs`` (seat -> count).

    A seat never gets a card of ``avoid[seat]`` when another seat can take it.
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


@dataclass(frozen=True)
class Position:
    """A concrete position for a case: how to reach it, and the state itself."""

    record: Record
    state: State
    actor: Seat
    passes: tuple[tuple[Card, ...], ...] = ()
    """For each seat N, E, S, W the cards it passes (empty when the hand has no passing)."""
    plays: tuple[Card, ...] = ()


def _hand_plan(variant: Variant) -> tuple[int, bool]:
    """A hand number to build positions in: one without passing if the cycle has one."""
    if variant.pass_count == 0:
        return 1, False
    for n in range(1, len(variant.pass_cycle) + 1):
        if variant.pass_direction(n) is PassDirection.HOLD:
            return n, False
    return 1, True


def _start(variant: Variant, hands: list[int]) -> tuple[State, tuple[tuple[Card, ...], ...], int]:
    """The position at the start of play where the seats hold ``hands`` (after any passing).

    When the hand has a pass, the deal is arranged so that the passes produce ``hands``:
    each seat passes cards that its receiver is meant to hold.
    """
    number, passing = _hand_plan(variant)
    if not passing:
        state = State.from_deal(variant, Deal.from_masks(hands), hand_number=number)
        return state, (), number
    offset = variant.pass_direction(number).offset
    k = variant.pass_count
    gives = [_take(hands[(g + offset) % 4], FULL_DECK, k) for g in range(4)]
    dealt = [hands[r] & ~gives[(r - offset) % 4] | gives[r] for r in range(4)]
    state = State.start(variant, None, number).deal(Deal.from_masks(dealt))
    passes = tuple(tuple(cards_of_mask(g)) for g in gives)
    for seat_cards in passes:
        for card in seat_cards:
            state = state.apply(card)
    return state, passes, number


Policy = Callable[[State, Seat, int], Card | None]
"""Chooses the card of ``seat`` (with its legal mask); ``None`` gives up."""


def _run(state: State, policy: Policy, done: Callable[[State], bool], limit: int = 60) -> State | None:
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


def _position(
    variant: Variant,
    case: Case,
    hands: list[int],
    actor: Seat,
    policy: Policy,
    trick: int,
    in_trick: int = -1,
) -> Position | None:
    """Play from the designed hands with ``policy`` until ``actor`` acts in ``trick``; check the case."""
    if any(h.bit_count() != 13 for h in hands) or (hands[0] | hands[1] | hands[2] | hands[3]) != FULL_DECK:
        return None
    try:
        start, passes, _number = _start(variant, hands)
    except (IllegalAction, ValueError):
        return None
    if in_trick < 0:
        in_trick = 0 if case.kind == "lead" else 1

    def done(s: State) -> bool:
        return s.to_act is actor and s.trick_number == trick and len(s.current_trick.cards) == in_trick

    try:
        end = _run(start, policy, done)
    except IllegalAction:  # pragma: no cover - policies only choose legal cards
        return None
    if end is None or not _matches(end, case, actor):
        return None
    plays = end.record().actions[4 * variant.pass_count if passes else 0 :]
    return Position(end.record(), end, actor, passes, tuple(plays))


def _lowest(mask: int, prefer: int = 0) -> Card | None:
    if not mask:
        return None
    if mask & prefer:
        mask &= prefer
    return cards_of_mask(mask)[0]


def _build_first_lead(variant: Variant, case: Case) -> Position | None:
    hand = _pattern_hand(FULL_DECK, case.pattern, 13)
    if hand < 0:
        return None
    hands = [hand, 0, 0, 0]
    if not _spread(FULL_DECK & ~hand, {1: 13, 2: 13, 3: 13}, hands):
        return None
    return _position(variant, case, hands, Seat.NORTH, lambda s, seat, legal: _lowest(legal), 1)


def _build_first_follow(variant: Variant, case: Case) -> Position | None:
    """North leads the 2♣; the seat to check follows (after a breaker, for broken hearts)."""
    pool = FULL_DECK & ~_2C
    if not case.broken:
        hand = _pattern_hand(pool, case.pattern, 13)
        if hand < 0:
            return None
        hands = [_2C, hand, 0, 0]
        if not _spread(pool & ~hand, {0: 12, 2: 13, 3: 13}, hands):
            return None
        return _position(variant, case, hands, Seat.EAST, lambda s, seat, legal: _lowest(legal), 1)
    # East breaks hearts on the first trick (if the variant lets anyone): void in clubs,
    # holding a heart (or the Q♠ when it breaks hearts); South is the seat to check.
    safe = (_DIAMONDS | _SPADES) & ~_QS
    options = [
        _take(_HEARTS, _HEARTS, 1) | _take(safe, safe, 12),
        _take(_HEARTS, _HEARTS, 13),
        _take(_HEARTS, _HEARTS, 12) | _QS,
        _take(_HEARTS, _HEARTS, 12, high=True) | _QS,
        _QS | _take(safe, safe, 12),
    ]
    for breaker in options:
        hand = _pattern_hand(pool & ~breaker, case.pattern, 13)
        if hand < 0:
            continue
        hands = [_2C, breaker, hand, 0]
        if not _spread(pool & ~breaker & ~hand, {0: 12, 3: 13}, hands):
            continue

        def policy(s: State, seat: Seat, legal: int) -> Card | None:
            if seat is Seat.EAST:
                return _lowest(legal, _HEARTS) if legal & _HEARTS else _lowest(legal, _QS)
            return _lowest(legal)

        found = _position(variant, case, hands, Seat.SOUTH, policy, 1, in_trick=2)
        if found is not None:
            return found
    return None


def _build_later(variant: Variant, case: Case, trick: int, sweep: Suit, heart_lead: bool) -> Position | None:
    """A position on trick ``trick`` >= 2, reached by a sweeper (North) winning every earlier trick.

    South leads the 2♣ and North wins trick 1 with the A♣; North then leads the top
    cards of the ``sweep`` suit while the seat to check (North itself when it leads
    on ``trick``, else East) sheds its other cards, being void in that suit. For
    broken hearts, West is void in the sweep suit and discards a heart. When
    following, North leads a card of the suit on ``trick`` (from a hand of only
    hearts with ``heart_lead``).
    """
    h = 14 - trick
    lead = case.kind == "lead"
    actor = Seat.NORTH if lead else Seat.EAST
    sweep_mask = suit_mask(sweep) & ~_QS
    pool = FULL_DECK & ~_2C & ~(1 << (int(Suit.CLUBS) * 13 + 12))  # 2♣ to South, A♣ to North
    ace_clubs = 1 << (int(Suit.CLUBS) * 13 + 12)
    hands = [ace_clubs, 0, _2C, 0]
    target = _pattern_hand(pool, case.pattern, h)
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
            north_rest = _take(pool, _HEARTS, h)
            if north_rest < 0:
                return None
            lead_card = _take(north_rest, _HEARTS, 1)
        else:
            lead_card = _take(pool, suit_mask(led) & ~_QS, 1)
            if lead_card < 0:
                lead_card = _take(pool, suit_mask(led), 1)
            if lead_card < 0:
                return None
            north_rest = lead_card
        pool &= ~north_rest
        hands[0] |= north_rest
    sweep_cards = _take(pool, sweep_mask, trick - 2, high=True) if trick > 2 else 0
    if sweep_cards < 0:
        return None
    pool &= ~sweep_cards
    hands[0] |= sweep_cards
    if not lead:
        # East: a club for trick 1 (or a safe card if none is left), then the cards it
        # sheds while North sweeps: cards of the sweep suit if it keeps that suit,
        # else discards (never hearts or the Q♠ while hearts must stay unbroken).
        first = _take(pool, _CLUBS, 1)
        if first < 0:
            first = _take(pool, (_DIAMONDS | _SPADES) & ~_QS & ~suit_mask(sweep), 1)
        if first < 0:
            return None
        pool &= ~first
        if target & suit_mask(sweep):
            shed = _take(pool, sweep_mask, trick - 2) if trick > 2 else 0
        else:
            never = suit_mask(sweep) | (0 if case.broken else _HEARTS | _QS)
            shed = _take(pool, ~never & FULL_DECK, trick - 2) if trick > 2 else 0
        if shed < 0:
            return None
        pool &= ~shed
        hands[1] |= first | shed
        if not heart_lead:
            extra = _take(pool, _HEARTS if not case.broken else FULL_DECK, h - 1)
            if extra < 0:
                extra = _take(pool, FULL_DECK, h - 1)
            if extra < 0:
                return None
            pool &= ~extra
            hands[0] |= extra
    needs = {s: 13 - hands[s].bit_count() for s in range(4)}
    avoid = {3: suit_mask(sweep)} if case.broken and trick > 2 else {}
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
        trick_cards = s.current_trick.cards
        breaking = case.broken and not s.hearts_broken and t >= 2 and trick_cards and usable & _HEARTS
        if breaking and trick_cards[0].suit is not Suit.HEARTS:
            return _lowest(usable & _HEARTS)
        calm = usable & ~_HEARTS & ~_QS
        return _lowest(calm) if calm else _lowest(usable)

    return _position(variant, case, hands, actor, policy, trick)


def _highest(mask: int) -> Card | None:
    return cards_of_mask(mask)[-1] if mask else None


def _build(variant: Variant, case: Case) -> Position | None:
    if case.kind == "pass":
        number = next(
            n
            for n in range(1, len(variant.pass_cycle) + 1)
            if variant.pass_direction(n) is not PassDirection.HOLD
        )
        state = State.from_deal(variant, Deal.random("variant-check", 1), hand_number=number)
        picked = state.legal_actions()[: case.chosen]
        state = state.apply_all(picked)
        record = state.record()
        passes = (tuple(picked), (), (), ())
        return Position(record, state, Seat.NORTH, passes, ())
    if case.first_trick:
        return _build_first_lead(variant, case) if case.kind == "lead" else _build_first_follow(variant, case)
    heart_leads = [False, True] if case.kind == "follow" and case.led == Suit.HEARTS else [False]
    for trick in range(2, 14):
        for sweep in (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES):
            if trick == 2 and sweep is not Suit.CLUBS:
                continue
            for heart_lead in heart_leads:
                found = _build_later(variant, case, trick, sweep, heart_lead)
                if found is not None:
                    return found
    return None


# ------------------------------------------------------------------- the results


@dataclass(frozen=True)
class CaseResult:
    """What the engine says at the position built for a case."""

    case: Case
    status: str
    """``ok``, ``dead-end`` or ``unreachable``."""
    position: Position | None = None
    legal: tuple[Card, ...] = ()
    legal_pattern: int = 0
    fallback: bool = False
    """The variant's first-trick fallback decides here (open question 4)."""
    clauses: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {**self.case.to_json(), "status": self.status}
        pos = self.position
        if pos is not None:
            data["example"] = {
                "deal": pos.record.deals[0].format(),
                "hand": pos.record.first_hand,
                "passes": {s.letter: [c.format() for c in pos.passes[s]] for s in Seat}
                if pos.passes
                else None,
                "plays": [c.format() for c in pos.plays],
                "to_act": pos.actor.letter,
                "legal": [c.format() for c in self.legal],
            }
        if self.clauses:
            data["clauses"] = list(self.clauses)
        if self.fallback:
            data["fallback"] = True
        return data


def _stuck_clauses(state: State) -> tuple[str, ...]:
    seat = state.to_act
    assert seat is not None
    found: set[str] = set()
    for card in state.hand(seat):
        try:
            state.apply(card)
        except IllegalAction as err:
            found.add(err.clause)
    if state.current_trick.cards:
        found.add("DISCARD")
    return tuple(sorted(found))


def _fallback_decides(variant: Variant, pos: Position) -> bool:
    if variant.first_trick_points is not FirstTrickPoints.NEVER:
        return False
    if variant.first_trick_forced is FirstTrickForced.NONE:
        return False
    literal = variant.with_knobs(first_trick_forced=FirstTrickForced.NONE)
    try:
        state = replay(Record(literal, pos.record.deals, pos.record.actions, pos.record.first_hand))
    except IllegalAction:
        return False  # an earlier decision already needed the fallback (listed itself)
    return state.to_act is pos.actor and not state.legal_mask()


def exhaustive(variant: Variant) -> list[CaseResult]:
    """Build every abstract case and ask the engine for its legal actions."""
    results: list[CaseResult] = []
    for case in abstract_cases(variant):
        pos = _build(variant, case)
        if pos is None:
            results.append(CaseResult(case, "unreachable"))
            continue
        legal = pos.state.legal_actions()
        if not legal:
            results.append(CaseResult(case, "dead-end", pos, (), 0, False, _stuck_clauses(pos.state)))
            continue
        fallback = _fallback_decides(variant, pos)
        clauses = ("WEB-FIRST-TRICK-STRICT",) if fallback else ()
        results.append(CaseResult(case, "ok", pos, legal, legal_classes(pos.state), fallback, clauses))
    return results


# ------------------------------------------------------------------- random play


@dataclass(frozen=True)
class GameFailure:
    """A seeded random game that broke an invariant (after shrinking)."""

    invariant: str
    message: str
    seed: int
    actions: tuple[str, ...]
    deals: tuple[str, ...]
    hand: int

    def to_json(self) -> dict[str, Any]:
        return {
            "invariant": self.invariant,
            "message": self.message,
            "seed": self.seed,
            "hand": self.hand,
            "deals": list(self.deals),
            "actions": list(self.actions),
        }


class _Broken(AssertionError):
    def __init__(self, invariant: str, message: str, state: State) -> None:
        super().__init__(f"{invariant}: {message}")
        self.invariant = invariant
        self.message = message
        self.state = state


def _check_cards(state: State) -> None:
    seen = 0
    count = 0
    parts = [state.hand(s).mask for s in Seat] + [state.taken(s).mask for s in Seat]
    parts.append(sum(c.bit for c in state.current_trick.cards))
    for part in parts:
        if seen & part:
            raise _Broken("cards", f"{CardSet(seen & part)} in two places at once", state)
        seen |= part
        count += part.bit_count()
    if seen != FULL_DECK or count != 52:
        raise _Broken("cards", f"{52 - count} card(s) missing: {CardSet(FULL_DECK & ~seen)}", state)


def _check_hand_end(before: State, after: State, variant: Variant) -> None:
    result = after.hand_results[-1]
    expected = deck_points(rules_for(variant).scoring)
    if sum(result.points) != expected:
        raise _Broken(
            "points", f"hand {result.hand_number}: {sum(result.points)} points, not {expected}", after
        )
    previous = before.scores
    if tuple(p + d for p, d in zip(previous, result.deltas, strict=True)) != result.scores:
        raise _Broken(
            "scores", f"hand {result.hand_number}: {previous} + {result.deltas} != {result.scores}", after
        )


@dataclass
class RandomReport:
    games: int = 0
    hands: int = 0
    decisions: int = 0
    cases_seen: int = 0
    failure: GameFailure | None = None
    mismatches: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "hands": self.hands,
            "decisions": self.decisions,
            "abstract_cases_seen": self.cases_seen,
            "failure": self.failure.to_json() if self.failure else None,
            "abstraction_mismatches": self.mismatches[:20],
        }


def random_games(
    variant: Variant, games: int, seed: int, table: dict[Case, CaseResult] | None = None, max_hands: int = 400
) -> RandomReport:
    """Play ``games`` seeded random games under hypothesis and check the invariants.

    ``table`` (from :func:`exhaustive`) makes every decision also check the abstraction.
    """
    try:
        from hypothesis import HealthCheck, given, settings
        from hypothesis import Phase as HPhase
        from hypothesis import strategies as st
        from hypothesis.errors import HypothesisException
    except ImportError:
        raise MissingExtra("the random games of variant check", "check") from None

    report = RandomReport()
    seen: set[Case] = set()
    last: dict[str, Any] = {}

    def play(data: st.DataObject, game_seed: int) -> None:
        state = State.start(variant, f"{seed}:{game_seed}")
        last.update(seed=game_seed, state=state)
        decisions = 0
        while not state.is_over:
            if state.hand_number > max_hands:
                raise _Broken("game-end", f"no end after {max_hands} hands (scores {state.scores})", state)
            if state.phase is Phase.DEAL:
                state = state.deal()
                last["state"] = state
                _check_cards(state)
                continue
            legal = state.legal_actions()
            if not legal:
                raise _Broken("legal", f"{state.to_act} has no legal card ({state.phase})", state)
            case = case_of(state)
            if case is not None and table is not None:
                seen.add(case)
                known = table.get(case)
                pattern = legal_classes(state)
                if known is None or known.status == "unreachable":
                    report.mismatches.append(
                        {
                            "case": case.key(),
                            "problem": "reached in play but not built by the exhaustive check",
                        }
                    )
                elif known.status == "ok" and case.kind != "pass" and known.legal_pattern != pattern:
                    report.mismatches.append(
                        {
                            "case": case.key(),
                            "problem": "legal classes differ from the built position: "
                            + " ".join(pattern_names(pattern))
                            + " vs "
                            + " ".join(pattern_names(known.legal_pattern)),
                        }
                    )
            index = data.draw(st.integers(0, len(legal) - 1), label="choice")
            before = state
            state = state.apply(legal[index])
            last["state"] = state
            decisions += 1
            _check_cards(state)
            if len(state.hand_results) > len(before.hand_results):
                _check_hand_end(before, state, variant)
        outcome = state.outcome
        assert outcome is not None
        low = min(outcome.scores)
        if max(outcome.scores) < variant.target_score or any(
            outcome.scores[w] != low for w in outcome.winners
        ):
            raise _Broken("game-end", f"bad outcome {outcome}", state)
        report.games += 1
        report.hands += outcome.hands
        report.decisions += decisions

    test = settings(
        max_examples=games,
        derandomize=True,
        database=None,
        deadline=None,
        print_blob=False,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        phases=[HPhase.generate, HPhase.shrink],
    )(given(st.data(), st.integers(0, 2**31 - 1))(play))
    try:
        test()
    except _Broken as err:
        record = err.state.record()
        report.failure = GameFailure(
            err.invariant,
            err.message,
            int(last.get("seed", -1)),
            tuple(c.format() for c in record.actions),
            tuple(d.format() for d in record.deals),
            err.state.hand_number,
        )
    except HypothesisException as err:  # pragma: no cover - e.g. flaky
        report.failure = GameFailure("hypothesis", str(err), -1, (), (), 0)
    report.cases_seen = len(seen)
    return report


# -------------------------------------------------------------------- the report


@dataclass
class CheckReport:
    variant: Variant
    results: list[CaseResult]
    random: RandomReport | None

    @property
    def dead_ends(self) -> list[CaseResult]:
        return [r for r in self.results if r.status == "dead-end"]

    @property
    def fallbacks(self) -> list[CaseResult]:
        return [r for r in self.results if r.fallback]

    @property
    def unreachable(self) -> list[CaseResult]:
        return [r for r in self.results if r.status == "unreachable"]

    @property
    def ok(self) -> bool:
        rnd = self.random
        return not self.dead_ends and (rnd is None or (rnd.failure is None and not rnd.mismatches))

    def to_json(self) -> dict[str, Any]:
        counts = {s: sum(1 for r in self.results if r.status == s) for s in ("ok", "dead-end", "unreachable")}
        return {
            "variant": self.variant.name,
            "ok": self.ok,
            "exhaustive": {
                "cases": len(self.results),
                **counts,
                "dead_ends": [r.to_json() for r in self.dead_ends],
                "fallback_decides": [r.to_json() for r in self.fallbacks],
                "unreachable_cases": [r.case.key() for r in self.unreachable],
            },
            "random": self.random.to_json() if self.random else None,
        }


def check_variant(variant: Variant, games: int = 50, seed: int = 1) -> CheckReport:
    """The exhaustive check, then ``games`` seeded random games (0 to skip them)."""
    results = exhaustive(variant)
    table = {r.case: r for r in results}
    rnd = random_games(variant, games, seed, table) if games > 0 else None
    return CheckReport(variant, results, rnd)


# ------------------------------------------------------------------- scenarios


def _variant_block(variant: Variant) -> tuple[str, dict[str, Any] | None]:
    """The name to cite in a scenario file, and a file-local definition if needed."""
    shipped = builtin_variant_names()
    if variant.name in shipped and load_variant(variant.name) == variant:
        return variant.name, None
    base = load_variant("card-1.0.0")
    knobs = {k: v for k, v in variant.knobs().items() if base.knobs()[k] != v}
    name = variant.name if variant.name not in shipped else f"{variant.name}-local"
    return name, {"base": "card-1.0.0", "title": variant.title, **knobs}


def scenario_yaml(variant: Variant, results: Sequence[CaseResult], what: str, schema: str) -> str:
    """A scenario file (format hearts-scenarios/1) with one scenario per result.

    ``what`` is ``dead-end`` (expect ``phase: stuck`` and no legal card) or
    ``fallback`` (expect the legal cards the fallback gives).
    """
    import yaml

    name, definition = _variant_block(variant)
    items: list[dict[str, Any]] = []
    for result in results:
        pos = result.position
        assert pos is not None
        setup: dict[str, Any] = {"deal": pos.record.deals[0].format()}
        if pos.record.first_hand != 1:
            setup["hand"] = pos.record.first_hand
        if pos.passes:
            setup["passes"] = {s.letter: " ".join(c.format() for c in pos.passes[s]) for s in Seat}
        if pos.plays:
            setup["plays"] = " ".join(c.format() for c in pos.plays)
        expect: dict[str, Any]
        if what == "dead-end":
            expect = {"phase": "stuck", "to_act": pos.actor.letter, "legal": []}
            title = f"Dead end: {result.case.describe()}"
            clauses = list(result.clauses) or ["WEB-FIRST-TRICK-STRICT"]
        else:
            expect = {
                "phase": "play",
                "to_act": pos.actor.letter,
                "legal": " ".join(c.format() for c in result.legal),
            }
            title = f"The first-trick fallback decides: {result.case.describe()}"
            clauses = ["WEB-FIRST-TRICK-STRICT", "DISCARD"]
        items.append(
            {
                "id": f"variant-check/{_slug(name)}/{what}-{_slug(result.case.key())}",
                "title": title,
                "description": (
                    f"Built by 'hearts variant check {variant.name}': {pos.actor} is to act and "
                    + (
                        "the variant leaves no legal card."
                        if what == "dead-end"
                        else "only the fallback gives a card."
                    )
                ),
                "clauses": clauses,
                "questions": [4] if "WEB-FIRST-TRICK-STRICT" in clauses else [],
                "variants": [name],
                "setup": setup,
                "expect": expect,
            }
        )
        if not items[-1]["questions"]:
            del items[-1]["questions"]
    data: dict[str, Any] = {
        "format": "hearts-scenarios/1",
        "theme": f"{'Dead ends' if what == 'dead-end' else 'Fallback positions'} of variant {variant.name}",
    }
    if definition is not None:
        data["variants"] = {name: definition}
    data["scenarios"] = items
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110)
    return f"# yaml-language-server: $schema={schema}\n{body}"


def _slug(text: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "x"


def iter_groups(results: Sequence[CaseResult]) -> Iterator[tuple[str, list[CaseResult]]]:
    """Results grouped by kind of context, for display."""

    def key(r: CaseResult) -> str:
        return r.case.kind + (" (trick 1)" if r.case.first_trick else "")

    for name, group in itertools.groupby(sorted(results, key=key), key=key):
        yield name, list(group)
