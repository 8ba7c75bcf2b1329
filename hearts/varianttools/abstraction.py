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

from dataclasses import dataclass
from typing import Any

from hearts.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, TWO_OF_CLUBS, Suit, suit_mask
from hearts.game import Phase, State
from hearts.variant import PassDirection, Variant

__all__ = [
    "CLASS_MASKS",
    "CLASS_NAMES",
    "Case",
    "abstract_cases",
    "case_of",
    "legal_classes",
    "pattern_names",
    "pattern_of",
]

CLUBS = suit_mask(Suit.CLUBS)
DIAMONDS = suit_mask(Suit.DIAMONDS)
SPADES = suit_mask(Suit.SPADES)
HEARTS = suit_mask(Suit.HEARTS)
C2 = TWO_OF_CLUBS.bit
JD = JACK_OF_DIAMONDS.bit
QS = QUEEN_OF_SPADES.bit

CLASS_NAMES: tuple[str, ...] = ("2♣", "♣", "J♦", "♦", "Q♠", "♠", "♥")
"""The seven card classes, in order: the 2♣, other clubs, J♦, other diamonds, Q♠, other spades, hearts."""

CLASS_MASKS: tuple[int, ...] = (C2, CLUBS & ~C2, JD, DIAMONDS & ~JD, QS, SPADES & ~QS, HEARTS)
_CLASS_KEYS = ("2c", "C", "Jd", "D", "Qs", "S", "H")
_ALL_PATTERNS = tuple(range(1, 1 << 7))


def pattern_of(mask: int, first_trick: bool = True) -> int:
    """The hand pattern of a mask: bit ``i`` set when the hand holds a card of class ``i``.

    After the first trick (``first_trick=False``) the 2♣ counts as a club.
    """
    pattern = sum(1 << i for i, m in enumerate(CLASS_MASKS) if mask & m)
    if not first_trick and pattern & 1:
        pattern = (pattern & ~1) | 2
    return pattern


def pattern_names(pattern: int) -> list[str]:
    """The class names of a pattern."""
    return [name for i, name in enumerate(CLASS_NAMES) if pattern >> i & 1]


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
        """The case in words."""
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
        """The case as plain data."""
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


def passes_in_cycle(variant: Variant) -> bool:
    """Whether any hand of the cycle has a pass (PASS-CYCLE, PASS-COUNT)."""
    return any(
        variant.pass_direction(n) is not PassDirection.HOLD for n in range(1, len(variant.pass_cycle) + 1)
    )


def abstract_cases(variant: Variant) -> list[Case]:
    """Every abstract decision point of the variant (see the module docstring)."""
    cases: list[Case] = []
    if passes_in_cycle(variant):
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
    if state.phase is Phase.PASS:
        return Case("pass", chosen=len(state.passing(seat)))
    hand = state.hand(seat).mask
    trick = state.current_trick
    first = not state.tricks
    pattern = pattern_of(hand, first)
    if not trick.cards:
        return Case("lead", first, state.hearts_broken, -1, pattern)
    return Case("follow", first, state.hearts_broken, int(trick.cards[0].suit), pattern)


def legal_classes(state: State) -> int:
    """The classes of the legal set (a pattern, the 2♣ folded in after the first trick)."""
    return pattern_of(state.legal_mask(), not state.tricks)
