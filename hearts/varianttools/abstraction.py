"""The abstraction behind ``hearts variant check``: card classes and abstract decision points.

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

A variant whose point table keeps other cards off the first trick, or lets them
break hearts (Black Maria's K♠ and A♠), splits a class into the cards named by
those rules and the rest (:func:`classes_of`); on the card the classes are the seven
above.

At a table of three, five or six (``docs/players.md``) the classes hold only the cards in
play, and the first class is the card whose holder leads the first trick: the lowest club
in play (the 3♣ once the 2♣ is removed). When that card lies in the kitty, the lowest club
held leads instead (FIRST-LEAD): the case of such a position names that club as the first
card (:func:`case_of`), so the random games and the exhaustive phase name it alike. The
hand size enters only through which patterns can be built (:mod:`positions`).

Only FIRST-LEAD names the 2♣, and only on the first trick. After it the 2♣ is an
ordinary club, so later-trick patterns count it with the other clubs
(:func:`case_of` folds it in). That matters under ``first_lead: any-club``, where
the leader may keep the 2♣ past the first trick: the random-game phase and the
exhaustive phase then still name the same decision point the same way.

Every legal set is a union of whole classes of the hand, and whether it is empty
is a function of (context, pattern). The set of pairs is finite
(:func:`abstract_cases`): pass picks 0 .. pass_count-1; on the first trick the
leader holds the 2♣ and a follower faces a club led without holding the 2♣; after
the first trick the 2♣ is folded into the clubs. That gives 820 playing cases.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from typing import Any

from hearts.cards import (
    BB_2C,
    BB_CLUBS,
    BB_DIAMONDS,
    BB_HEARTS,
    BB_JD,
    BB_QS,
    BB_SPADES,
    CardSet,
    Seat,
    Suit,
    cards_of_mask,
)
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import PassDirection, QueenPlay, Variant

__all__ = [
    "ABOVE_QUEEN",
    "CLASS_MASKS",
    "CLASS_NAMES",
    "Case",
    "Classes",
    "abstract_cases",
    "case_of",
    "classes_of",
    "legal_classes",
    "pattern_names",
    "pattern_of",
]

CLUBS, DIAMONDS, SPADES, HEARTS = BB_CLUBS, BB_DIAMONDS, BB_SPADES, BB_HEARTS
C2, JD, QS = BB_2C, BB_JD, BB_QS

CLASS_NAMES: tuple[str, ...] = ("2♣", "♣", "J♦", "♦", "Q♠", "♠", "♥")
"""The seven card classes, in order: the 2♣, other clubs, J♦, other diamonds, Q♠, other spades, hearts."""

CLASS_MASKS: tuple[int, ...] = (C2, CLUBS & ~C2, JD, DIAMONDS & ~JD, QS, SPADES & ~QS, HEARTS)
_CLASS_KEYS = ("2c", "C", "Jd", "D", "Qs", "S", "H")
_ALL_PATTERNS = tuple(range(1, 1 << 7))


@dataclass(frozen=True, slots=True)
class Classes:
    """The card classes of a variant: masks, names and short keys, in pattern-bit order."""

    masks: tuple[int, ...] = CLASS_MASKS
    names: tuple[str, ...] = CLASS_NAMES
    keys: tuple[str, ...] = _CLASS_KEYS
    club: int = 1
    """The class the 2♣ joins after the first trick."""

    def pattern_of(self, mask: int, first_trick: bool = True) -> int:
        """The hand pattern of a mask: bit ``i`` set when it holds a card of class ``i``."""
        pattern = sum(1 << i for i, m in enumerate(self.masks) if mask & m)
        if not first_trick and pattern & 1:
            pattern = (pattern & ~1) | 1 << self.club
        return pattern

    def names_of(self, pattern: int) -> list[str]:
        """The class names of a pattern."""
        return [name for i, name in enumerate(self.names) if pattern >> i & 1]


BASE = Classes()


@functools.cache
def classes_of(variant: Variant) -> Classes:
    """The seven classes, each split by the cards the first-trick rule keeps out and the
    cards that break hearts when played, where the variant makes them differ."""
    rules = rules_for(variant)
    special = (rules.scoring.first_trick_cards, rules.breakers)
    masks: list[int] = []
    names: list[str] = []
    keys: list[str] = []
    club = 1
    bases, base_names, base_keys = _table_classes(rules.first_card, rules.removed)
    for base, name, key in zip(bases, base_names, base_keys, strict=True):
        parts: dict[tuple[bool, ...], int] = {}
        for bit in (1 << i for i in range(52) if base >> i & 1):
            sig = tuple(bool(bit & m) for m in special)
            parts[sig] = parts.get(sig, 0) | bit
        for n, part in enumerate(parts.values()):
            if base == bases[1] and not part & rules.scoring.first_trick_cards:
                club = len(masks)
            masks.append(part)
            if len(parts) == 1:
                names.append(name)
                keys.append(key)
            else:
                cards = " ".join(str(c) for c in CardSet(part))
                names.append(cards if part.bit_count() <= 3 else f"{name}{n + 1}")
                keys.append(f"{key}{n + 1}")
    if tuple(masks) == CLASS_MASKS:
        return BASE
    return Classes(tuple(masks), tuple(names), tuple(keys), club)


def _table_classes(first: int, removed: int) -> tuple[tuple[int, ...], tuple[str, ...], tuple[str, ...]]:
    """The seven classes of a table: the cards in play only, the first class the first-lead
    card (``first``, the lowest club in play); at four seats with the whole deck, the card's."""
    if first == C2 and not removed:
        return CLASS_MASKS, CLASS_NAMES, _CLASS_KEYS
    card = cards_of_mask(first)[0]
    masks = tuple(m & ~removed for m in (first, CLUBS & ~first, *CLASS_MASKS[2:]))
    kept = [i for i, m in enumerate(masks) if m]  # a class with no card in play is left out
    names = (str(card), *CLASS_NAMES[1:])
    keys = (f"{card.rank.letter.lower()}c", *_CLASS_KEYS[1:])
    return tuple(masks[i] for i in kept), tuple(names[i] for i in kept), tuple(keys[i] for i in kept)


def pattern_of(mask: int, first_trick: bool = True) -> int:
    """The hand pattern of a mask under the card's seven classes (see :class:`Classes`)."""
    return BASE.pattern_of(mask, first_trick)


def pattern_names(pattern: int) -> list[str]:
    """The class names of a pattern under the card's seven classes."""
    return BASE.names_of(pattern)


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
    classes: Classes = field(default=BASE, compare=False)
    """The variant's card classes (the bits of ``pattern``)."""
    above: bool = False
    """Under QUEEN-FIRST-CHANCE, a spade trick followed by a hand holding the Q♠: whether the
    K♠ or the A♠ is already on it (the Q♠ must then be played). ``False`` in every other case."""

    def describe(self) -> str:
        """The case in words."""
        if self.kind == "pass":
            return f"passing, {self.chosen} card(s) already picked"
        where = "trick 1" if self.first_trick else "a later trick"
        what = "leads" if self.kind == "lead" else f"follows {Suit(self.led).symbol}"
        broken = "hearts broken" if self.broken else "hearts not broken"
        above = ", the K♠ or A♠ on the trick" if self.above else ""
        return f"{where}, {what}{above}, {broken}, holds {' '.join(self.classes.names_of(self.pattern))}"

    def key(self) -> str:
        """A short stable identifier, e.g. ``follow-1-C-unbroken-H``."""
        if self.kind == "pass":
            return f"pass-{self.chosen}"
        trick = "1" if self.first_trick else "later"
        led = f"-{Suit(self.led).letter}" if self.kind == "follow" else ""
        broken = "broken" if self.broken else "unbroken"
        keys = self.classes.keys
        names = "".join(keys[i] for i in range(len(keys)) if self.pattern >> i & 1)
        above = "-above" if self.above else ""
        return f"{self.kind}-{trick}{led}{above}-{broken}-{names}"

    def to_json(self) -> dict[str, Any]:
        """The case as plain data."""
        data: dict[str, Any] = {"key": self.key(), "kind": self.kind, "description": self.describe()}
        if self.kind == "pass":
            data["chosen"] = self.chosen
        else:
            data.update(
                first_trick=self.first_trick,
                hearts_broken=self.broken,
                led=Suit(self.led).letter if self.led >= 0 else None,
                holds=self.classes.names_of(self.pattern),
            )
        return data


def passes_in_cycle(variant: Variant) -> bool:
    """Whether any hand of the cycle has a pass (PASS-CYCLE, PASS-COUNT)."""
    return any(
        variant.pass_direction(n) is not PassDirection.HOLD for n in range(1, len(variant.pass_cycle) + 1)
    )


def abstract_cases(variant: Variant) -> list[Case]:
    """Every abstract decision point of the variant (see the module docstring)."""
    cls = classes_of(variant)
    cases: list[Case] = []
    if passes_in_cycle(variant):
        cases.extend(Case("pass", chosen=k, classes=cls) for k in range(variant.pass_count))
    patterns = range(1, 1 << len(cls.masks))
    with_2c = [p for p in patterns if p & 1]
    without_2c = [p for p in patterns if not p & 1]
    cases.extend(Case("lead", True, False, -1, p, classes=cls) for p in with_2c)
    for broken in (False, True):
        cases.extend(Case("follow", True, broken, int(Suit.CLUBS), p, classes=cls) for p in without_2c)
    for broken in (False, True):
        cases.extend(Case("lead", False, broken, -1, p, classes=cls) for p in without_2c)
        for suit in Suit:
            cases.extend(Case("follow", False, broken, int(suit), p, classes=cls) for p in without_2c)
    if variant.queen_play is QueenPlay.FIRST_CHANCE:
        cases.extend(replace(c, above=True) for c in list(cases) if _queen_on_spades(c))
    return cases


def _queen_on_spades(case: Case) -> bool:
    """QUEEN-FIRST-CHANCE: a later spade trick followed by a hand that holds the Q♠, where a K♠ or
    A♠ already on the trick decides whether the Q♠ must be played (:attr:`Case.above`)."""
    if case.kind != "follow" or case.first_trick or case.led != int(Suit.SPADES):
        return False
    return any(case.pattern >> i & 1 and m & QS for i, m in enumerate(case.classes.masks))


def case_of(state: State) -> Case | None:
    """The abstract case of a decision point of the engine (``None`` when nobody acts)."""
    seat = state.to_act
    if seat is None:
        return None
    cls = classes_of(state.variant)
    if state.phase is Phase.PASS:
        return Case("pass", chosen=len(state.passing(seat)), classes=cls)
    hand = _as_first_card(state, state.hand(seat).mask)
    trick = state.current_trick
    first = not state.tricks
    pattern = cls.pattern_of(hand, first)
    if not trick.cards:
        return Case("lead", first, state.hearts_broken, -1, pattern, classes=cls)
    case = Case("follow", first, state.hearts_broken, int(trick.cards[0].suit), pattern, classes=cls)
    if state.variant.queen_play is QueenPlay.FIRST_CHANCE and _queen_on_spades(case):
        return replace(case, above=any(c.bit & ABOVE_QUEEN for c in trick.cards))
    return case


ABOVE_QUEEN: int = QS << 1 | QS << 2
"""The K♠ and the A♠ (QUEEN-FIRST-CHANCE: a spade trick they are on)."""


def legal_classes(state: State) -> int:
    """The classes of the legal set (a pattern, the 2♣ folded in after the first trick)."""
    return classes_of(state.variant).pattern_of(_as_first_card(state, state.legal_mask()), not state.tricks)


def _as_first_card(state: State, mask: int) -> int:
    """``mask`` with the club that leads the first trick in place of the lowest club in play,
    when that one lies in the kitty (FIRST-LEAD): the case names the first-lead card alike."""
    first = rules_for(state.variant).first_card
    if state.tricks or not state.kitty.mask & first:
        return mask
    held = sum(state.hand(Seat(s)).mask for s in range(state.seats))
    held |= sum(c.bit for c in state.current_trick.cards)
    leading = held & CLUBS & -(held & CLUBS)
    return mask & ~leading | first if mask & leading else mask
