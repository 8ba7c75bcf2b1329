"""A variant: every rule that differs between rule sets, as a plain value.

The engine reads a :class:`Variant` and nothing else for these rules. Variant files
(YAML) are read at the edge by :mod:`hearts.variants.files`; this module has no I/O.

Each knob is declared once, on its field (:func:`knob`): the clause it belongs to (from
``shared/RULES.md``), a one-line description, the protocol version that first carries
it, whether a complete variant file may leave it out, and its bounds. Every list of
knobs (the docs table, ``hearts variant diff``, the protocol schema, the rule card,
the variant file reader) is derived from those declarations (:func:`knob_specs`).
The defaults are the rule card ``card-1.0.0``.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final, TypeVar

from hearts.cards import (
    ALL_CARDS,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TABLE_SIZES,
    Card,
    Suit,
    suit_mask,
    table_size,
)
from hearts.engine.clauses import CLAUSES

__all__ = [
    "FIRST_PROTOCOL",
    "KNOB_DOCS",
    "MAX_GAME_HANDS",
    "MAX_PASS_CYCLE",
    "MAX_POINTS",
    "MAX_TARGET_SCORE",
    "TEXTS",
    "FirstLead",
    "FirstLeader",
    "FirstTrickCards",
    "FirstTrickForced",
    "FirstTrickPoints",
    "HeartsLeadException",
    "History",
    "Knob",
    "Leftover",
    "MoonCards",
    "MoonScoring",
    "PassDirection",
    "QueenPlay",
    "TieRule",
    "Variant",
    "default_cycle",
    "knob",
    "knob_specs",
    "per_variant",
]

FIRST_PROTOCOL: Final = "1.0"
"""The protocol version of the first knobs (see :mod:`hearts.conformance.protocol`)."""

TEXTS: Final = ("name", "title", "description")
"""The fields of a variant that are its own texts, not knobs."""


@dataclass(frozen=True, slots=True)
class Knob:
    """What a knob is, declared once on its :class:`Variant` field (see :func:`knob`)."""

    clause: str
    """The clause of ``RULES.md`` it settles (an ID of :data:`hearts.engine.clauses.CLAUSES`)."""
    doc: str
    """One line: what the knob decides and its values."""
    since: str = FIRST_PROTOCOL
    """The protocol version that first carries it; a later one is sent only when it differs
    from the card's value."""
    optional: bool = False
    """Whether a complete variant file (without ``base``) may leave it out: a knob added
    later, so every older file still loads and plays as before."""
    minimum: int | None = None
    maximum: int | None = None
    """Bounds of an integer knob (the constructor refuses a value outside them)."""


def knob(
    default: Any,
    clause: str,
    doc: str,
    *,
    since: str = FIRST_PROTOCOL,
    optional: bool = False,
    minimum: int | None = None,
    maximum: int | None = None,
) -> Any:
    """A :class:`Variant` field that is a knob: its default (the card's rule) and its :class:`Knob`.

    A knob without a known clause or without a description is refused here, when the
    class is defined:

    >>> knob(True, "NO-SUCH-CLAUSE", "whatever")
    Traceback (most recent call last):
    ...
    ValueError: a knob cites a clause of RULES.md, not 'NO-SUCH-CLAUSE'
    """
    if clause not in CLAUSES:
        raise ValueError(f"a knob cites a clause of RULES.md, not {clause!r}")
    if not doc.strip():
        raise ValueError(f"a knob of clause {clause} needs a one-line description")
    spec = Knob(clause, doc, since, optional, minimum, maximum)
    return field(default=default, metadata={"knob": spec})


MAX_PASS_CYCLE = 52
"""Most directions in ``pass_cycle`` (a cycle longer than a game is never seen whole)."""
MAX_POINTS = 1000
"""Largest value (either sign) of a points knob: a card, a suit, the moon or the sun."""
MAX_TARGET_SCORE = 100_000
"""Largest ``target_score``."""
MAX_GAME_HANDS = 1000
"""Most hands a game may need (GAME-END): play gives up after this many, and a target no
seat can reach within them is refused as a game that never ends."""


class PassDirection(enum.StrEnum):
    """Where the passed cards go (PASS-CYCLE). Left is the next seat in play order."""

    LEFT = "left"
    RIGHT = "right"
    ACROSS = "across"
    HOLD = "hold"
    LEFT_2 = "left-2"
    """Two seats on in the order of play (five to seven players)."""
    RIGHT_2 = "right-2"
    """Two seats back (five to seven players)."""

    @property
    def offset(self) -> int:
        """Seats between passer and receiver at four seats, in the order of play (0 = no pass)."""
        return self.offset_at(4)

    def offset_at(self, seats: int) -> int:
        """Seats between passer and receiver at a table of ``seats``: left 1, right ``seats - 1``,
        across ``seats // 2`` (only at an even table, see :meth:`fits`), left-2 2, right-2 ``seats - 2``.

        >>> [d.offset_at(5) for d in (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.RIGHT_2)]
        [1, 4, 3]
        """
        value = self.value
        seats = table_size(seats)
        if value == "right":
            return seats - 1
        if value == "across":
            return seats // 2
        if value == "right-2":
            return seats - 2
        return _OFFSETS[value]

    def fits(self, seats: int) -> bool:
        """Whether this direction exists at a table of ``seats``: no across at an odd table, no
        left-2 or right-2 below five (where they would be across or a pass to oneself)."""
        seats = table_size(seats)
        if self is PassDirection.ACROSS:
            return seats % 2 == 0
        if self in (PassDirection.LEFT_2, PassDirection.RIGHT_2):
            return seats >= 5
        return True


_OFFSETS: Final = {"left": 1, "hold": 0, "left-2": 2}
"""The offsets that do not depend on the table size."""


def default_cycle(seats: int) -> tuple[PassDirection, ...]:
    """The pass cycle of a table of ``seats`` when a variant names none (PASS-CYCLE).

    Four seats: the card's left, right, across, hold. Three: left, right, hold. Five and
    seven: left, right, left-2, right-2, hold. Six: left, right, left-2, right-2, across,
    hold (every offset of two seats or fewer once, then hold). No source we found gives a
    cycle at five, six or seven: these are the project's choice (``docs/players.md``,
    "Passing").

    >>> [str(d) for d in default_cycle(3)]
    ['left', 'right', 'hold']

    Any other size is refused, naming the knob (the readers of variant files check it here,
    before any cycle is looked up):

    >>> default_cycle(8)
    Traceback (most recent call last):
    ...
    ValueError: players: must be between 3 and 7, not 8
    """
    L, R, A, H = PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.HOLD
    L2, R2 = PassDirection.LEFT_2, PassDirection.RIGHT_2
    cycles = {
        3: (L, R, H),
        4: (L, R, A, H),
        5: (L, R, L2, R2, H),
        6: (L, R, L2, R2, A, H),
        7: (L, R, L2, R2, H),
    }
    return cycles[table_size(seats, "players")]


class FirstLead(enum.StrEnum):
    """What the holder of 2♣ may lead to the first trick (FIRST-LEAD, open question 1)."""

    TWO_OF_CLUBS = "two-of-clubs"
    ANY_CLUB = "any-club"


class FirstLeader(enum.StrEnum):
    """Who leads the first trick (FIRST-LEAD; the sources of ``docs/players.md``)."""

    LOWEST_CLUB = "lowest-club"
    """The holder of the lowest club in play: the 2♣ with a full deck (the card); the 3♣ when
    the 2♣ is removed (HeartsGym after Morehead; the five-player web rules). When that club
    lies in the kitty, the holder of the lowest club held."""
    LEFT_OF_DEALER = "left-of-dealer"
    """The seat after the dealer, with any card (house rules of three and six); the deal moves
    one seat on each hand, seat 0 leading the first."""


class Leftover(enum.StrEnum):
    """The cards left when the deck does not share out evenly (DEAL; ``docs/players.md``)."""

    NONE = "none"
    """No card is left over: the removed cards must make the deck share out evenly."""
    KITTY = "kitty"
    """The leftover cards lie face down (the kitty) and go, with their points, to the winner
    of the first trick (t_games and house rules for three)."""


class FirstTrickPoints(enum.StrEnum):
    """Hearts and the Q♠ on the first trick (FIRST-TRICK-POINTS, WEB-FIRST-TRICK-STRICT)."""

    UNLESS_FORCED = "unless-forced"
    """Forbidden unless the player holds nothing else they could play (the card)."""
    NEVER = "never"
    """Forbidden even to a void player (the web rules); see ``first_trick_forced``."""
    ALLOWED = "allowed"
    """No restriction."""


class FirstTrickForced(enum.StrEnum):
    """What a void player holding only point cards may play on the first trick.

    Open questions 3 and 4. Under ``unless-forced`` this is what the exception lets
    them play; under ``never`` it is the fallback for the dead end, and ``none``
    leaves the dead end in the variant (``hearts variant check`` reports it).
    """

    ANY_POINT_CARD = "any-point-card"
    HEARTS_ONLY = "hearts-only"
    NONE = "none"


class HeartsLeadException(enum.StrEnum):
    """Which hands may lead a heart before hearts are broken (HEARTS-LEAD, question 5)."""

    ONLY_HEARTS = "only-hearts"
    """Only a hand of nothing but hearts; hearts and the Q♠ must lead the Q♠."""
    ONLY_HEARTS_AND_QUEEN = "only-hearts-and-queen"
    """Also a hand of hearts and the Q♠, which may lead either."""


class MoonScoring(enum.StrEnum):
    """What happens when one seat takes all 13 hearts and the Q♠ (MOON, WEB-MOON)."""

    ADD_TO_OTHERS = "add-to-others"
    SUBTRACT_FROM_SHOOTER = "subtract-from-shooter"
    SHOOTER_CHOICE = "shooter-choice"
    NONE = "none"


class MoonCards(enum.StrEnum):
    """Which cards one seat must take to shoot the moon (MOON)."""

    HEARTS_AND_QUEEN = "hearts-and-queen"
    """The 13 hearts and the Q♠ (the card), whatever they score."""
    PENALTY_CARDS = "penalty-cards"
    """Every card that scores above zero in the point table."""
    PENALTY_AND_BONUS = "penalty-and-bonus"
    """Every card that scores at all, the bonus cards (below zero) included."""


class FirstTrickCards(enum.StrEnum):
    """Which cards the first-trick rule keeps out (FIRST-TRICK-POINTS, WEB-FIRST-TRICK-STRICT)."""

    PENALTY_CARDS = "penalty-cards"
    """Derived from the point table: every card that scores above zero (the card: hearts and Q♠)."""
    HEARTS_AND_QUEEN = "hearts-and-queen"
    """The hearts and the Q♠, whatever they score."""


class TieRule(enum.StrEnum):
    """A shared lowest total when the game would end (TIE, WEB-TIE)."""

    EXTRA_HANDS = "extra-hands"
    SHARED_WIN = "shared-win"


class QueenPlay(enum.StrEnum):
    """When the Q♠ may, or must, be played (QUEEN-AFTER-HEARTS, QUEEN-FIRST-CHANCE; issue 37)."""

    FREE = "free"
    """Like any other card (the card)."""
    AFTER_HEARTS = "after-hearts"
    """Not before hearts are broken, unless it is the only card the other rules allow
    (Trickster Cards' ``qsAfterHearts``)."""
    FIRST_CHANCE = "first-chance"
    """At the first chance: its holder must discard it when void in the suit led, and play it
    on a spade trick that a higher spade is winning (an old rule of the rule pages)."""


class History(enum.StrEnum):
    """How much of the earlier play a player may review (AI-INFO, question 7)."""

    ALL_TRICKS = "all-tricks"
    LAST_TRICK = "last-trick"


@dataclass(frozen=True, slots=True)
class Variant:
    """The knobs of a rule set. Defaults are the rule card 1.0.0.

    >>> Variant().name
    'card-1.0.0'
    >>> Variant().pass_direction(4)
    <PassDirection.HOLD: 'hold'>
    """

    name: str = "card-1.0.0"
    title: str = "Hearts rule card 1.0.0"
    description: str = ""
    pass_cycle: tuple[PassDirection, ...] = knob(
        (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.HOLD),
        "PASS-CYCLE",
        "pass direction of each hand, repeated: left, right, across, hold",
    )
    pass_count: int = knob(
        3, "PASS-COUNT", "how many cards each player passes (0: never pass)", minimum=0, maximum=13
    )
    first_lead: FirstLead = knob(
        FirstLead.TWO_OF_CLUBS, "FIRST-LEAD", "two-of-clubs: lead the 2♣ itself; any-club: any club"
    )
    first_trick_points: FirstTrickPoints = knob(
        FirstTrickPoints.UNLESS_FORCED,
        "FIRST-TRICK-POINTS",
        "hearts and Q♠ on the first trick: unless-forced, never, allowed",
    )
    first_trick_forced: FirstTrickForced = knob(
        FirstTrickForced.ANY_POINT_CARD,
        "FIRST-TRICK-POINTS",
        "what a void player with only hearts and Q♠ may play on trick 1: "
        "any-point-card, hearts-only, none (dead end)",
    )
    queen_breaks_hearts: bool = knob(False, "HEARTS-BREAK", "whether playing the Q♠ breaks hearts")
    forced_heart_lead_breaks: bool = knob(
        True, "HEARTS-BREAK", "whether a heart led from a hand of only hearts breaks hearts"
    )
    hearts_lead_exception: HeartsLeadException = knob(
        HeartsLeadException.ONLY_HEARTS,
        "HEARTS-LEAD",
        "only-hearts, or only-hearts-and-queen: which hands may lead a heart before the break",
    )
    heart_points: int = knob(
        1, "POINTS", "points for each heart taken", minimum=-MAX_POINTS, maximum=MAX_POINTS
    )
    queen_points: int = knob(13, "POINTS", "points for the Q♠", minimum=-MAX_POINTS, maximum=MAX_POINTS)
    jack_of_diamonds_points: int = knob(
        0,
        "LOCKED-VARIANTS",
        "points for the J♦ (0 off; -10 the bonus)",
        minimum=-MAX_POINTS,
        maximum=MAX_POINTS,
    )
    points: tuple[tuple[str, int], ...] = knob(
        (),
        "POINTS",
        "the point table: cards (or whole suits) and their points, over the shorthands",
        since="1.2",
        optional=True,
    )
    """The point table beyond the shorthands: ``(card, points)`` pairs, cards in ASCII
    notation, sorted; each replaces what the shorthands give that card."""
    moon_cards: MoonCards = knob(
        MoonCards.HEARTS_AND_QUEEN,
        "MOON",
        "what a moon needs: hearts-and-queen, penalty-cards, penalty-and-bonus",
        since="1.2",
        optional=True,
    )
    moon_scoring: MoonScoring = knob(
        MoonScoring.ADD_TO_OTHERS, "MOON", "add-to-others, subtract-from-shooter, shooter-choice or none"
    )
    moon_points: int = knob(26, "MOON", "points moved by a moon", minimum=-MAX_POINTS, maximum=MAX_POINTS)
    sun_points: int = knob(
        0,
        "MOON",
        "shooting the sun (every trick): scored like the moon with these points; 0 off",
        since="1.2",
        optional=True,
        minimum=-MAX_POINTS,
        maximum=MAX_POINTS,
    )
    """Shooting the sun: a seat that takes every trick scores like a moon with these
    points instead (0: no sun)."""
    first_trick_cards: FirstTrickCards = knob(
        FirstTrickCards.PENALTY_CARDS,
        "FIRST-TRICK-POINTS",
        "the cards the first trick keeps out: penalty-cards (from the table) or hearts-and-queen",
        since="1.2",
        optional=True,
    )
    point_cards_break_hearts: bool = knob(
        False,
        "HEARTS-BREAK",
        "whether every other scoring card breaks hearts when played",
        since="1.2",
        optional=True,
    )
    target_score: int = knob(
        100,
        "GAME-END",
        "the game ends after the hand in which someone reaches this",
        minimum=1,
        maximum=MAX_TARGET_SCORE,
    )
    tie_rule: TieRule = knob(
        TieRule.EXTRA_HANDS, "TIE", "extra-hands or shared-win when the lowest total is shared"
    )
    history: History = knob(
        History.ALL_TRICKS, "AI-INFO", "what earlier play a player may review: all-tricks or last-trick"
    )
    players: int = knob(
        4,
        "DEAL",
        "how many seats (3 to 7; the card: 4): three, five and six follow Foster's Complete Hoyle "
        "(1909), the common web rules, t_games and TabletopGames, seven TabletopGames "
        "(docs/players.md)",
        since="1.3",
        optional=True,
        minimum=TABLE_SIZES[0],
        maximum=TABLE_SIZES[-1],
    )
    removed: tuple[str, ...] = knob(
        (),
        "DEAL",
        "cards taken out of the deck before the deal (ASCII notation, sorted), so the rest shares "
        "out: e.g. 2D at three (web rules, TabletopGames), 2D 2C at five (docs/players.md)",
        since="1.3",
        optional=True,
    )
    leftover: Leftover = knob(
        Leftover.NONE,
        "DEAL",
        "cards left after an even deal: none (refused), or kitty (to the first trick's winner; "
        "t_games, house rules)",
        since="1.3",
        optional=True,
    )
    first_leader: FirstLeader = knob(
        FirstLeader.LOWEST_CLUB,
        "FIRST-LEAD",
        "who leads the first trick: lowest-club (in play: the 2♣, or the 3♣ once it is removed; "
        "HeartsGym after Morehead) or left-of-dealer (house rules)",
        since="1.3",
        optional=True,
    )

    # --- The rules other engines play (issue 37): protocol 1.4, each off on the card.
    no_trick_points: int = knob(
        0,
        "NO-TRICK-BONUS",
        "points a player scores for taking no trick in a hand where no moon is scored (e.g. -5: "
        "OpenSpiel avoid_all_tricks_bonus); 0 off",
        since="1.4",
        optional=True,
        minimum=-MAX_POINTS,
        maximum=MAX_POINTS,
    )
    unpassable: tuple[str, ...] = knob(
        (),
        "PASS-KEEP",
        "cards that may not be passed (ASCII notation, sorted): e.g. QS KS AS (t_games keep-spades)",
        since="1.4",
        optional=True,
    )
    queen_play: QueenPlay = knob(
        QueenPlay.FREE,
        "QUEEN-AFTER-HEARTS",
        "when the Q♠ may or must be played: free, after-hearts (Trickster Cards qsAfterHearts), "
        "first-chance (an old rule of the rule pages, QUEEN-FIRST-CHANCE)",
        since="1.4",
        optional=True,
    )
    score_floor: bool = knob(
        False,
        "SCORE-FLOOR",
        "whether a total below 0 is raised to 0 after each hand (t_games, rule pages)",
        since="1.4",
        optional=True,
    )
    exact_target_halves: bool = knob(
        False,
        "EXACT-TARGET",
        "whether a total landing exactly on target_score drops to half of it (100 to 50; rule pages)",
        since="1.4",
        optional=True,
    )
    # --- end of the rules other engines play

    # --- The other passes (issue 37): protocol 1.5, off on the card.
    pass_random: bool = knob(
        False,
        "PASS-RANDOM",
        "whether each hand's pass direction is drawn from pass_cycle by the deal (a chance event "
        "that the seed fixes; OpenSpiel's default) instead of taken in turn",
        since="1.5",
        optional=True,
    )
    # --- end of the other passes

    def __post_init__(self) -> None:
        self._check_types()
        problems = self.problems()
        if problems:
            key, why = problems[0]
            raise ValueError(f"{key}: {why}")
        if self.removed:  # one spelling of each removed card, in deck order
            cards = sorted(Card.parse(name) for name in self.removed)
            object.__setattr__(self, "removed", tuple(card.format() for card in cards))
        if self.unpassable:  # (the same for the cards that may not be passed)
            cards = sorted(Card.parse(name) for name in self.unpassable)
            object.__setattr__(self, "unpassable", tuple(card.format() for card in cards))

    def _check_types(self) -> None:
        """:class:`TypeError` for a knob of the wrong type (``pass_count="3"``, ``pass_cycle="left"``)."""
        if type(self) is not Variant:
            knob_specs(type(self))  # a field not declared with knob() is refused (TypeError)
        for f in fields(self):
            want = _KNOB_TYPES.get(f.name)
            if want is None:  # a subclass's own knob: its declaration was checked above
                continue
            value = getattr(self, f.name)
            if want is tuple:
                if not isinstance(value, tuple) or not all(
                    isinstance(pair, tuple)
                    and len(pair) == 2
                    and isinstance(pair[0], str)
                    and _is_int(pair[1])
                    for pair in value
                ):
                    raise TypeError(
                        f"Variant {f.name}: expected a tuple of (card, points) pairs, got {value!r:.80}"
                    )
            elif isinstance(want, list):
                (inner,) = want
                if not isinstance(value, tuple) or not all(isinstance(v, inner) for v in value):
                    raise TypeError(
                        f"Variant {f.name}: expected a tuple of {inner.__name__}, got {value!r:.80}"
                    )
            elif not (_is_int(value) if want is int else isinstance(value, want)):
                raise TypeError(f"Variant {f.name}: expected {want.__name__}, got {type(value).__name__}")

    def problems(self) -> list[tuple[str, str]]:
        """Values no engine can use, as ``(knob, why)`` pairs (the constructor refuses them)."""
        out: list[tuple[str, str]] = []
        if not self.pass_cycle:
            out.append(("pass_cycle", "needs at least one direction"))
        for name, low, high in _bounds(type(self)):
            value = getattr(self, name)
            if low is not None and high is not None and not low <= value <= high:
                out.append((name, f"must be between {low} and {high}"))
            elif low is not None and value < low:
                out.append((name, "must be positive" if low == 1 else f"must be at least {low}"))
            elif high is not None and value > high:
                out.append((name, f"must be at most {high}"))
        if len(self.pass_cycle) > MAX_PASS_CYCLE:
            out.append(("pass_cycle", f"{len(self.pass_cycle)} directions (at most {MAX_PASS_CYCLE})"))
        out.extend(self._table_problems())
        seen: set[str] = set()
        for card, value in self.points:
            if abs(value) > MAX_POINTS:
                out.append(("points", f"{card}: must be between -{MAX_POINTS} and {MAX_POINTS}"))
            try:
                parsed = Card.parse(card).format()
            except ValueError:
                out.append(("points", f"{card!r} is not a card"))
                continue
            if parsed in seen:
                out.append(("points", f"{card} is given twice"))
            seen.add(parsed)
        return out

    def _table_problems(self) -> list[tuple[str, str]]:
        """The deck, the deal and passing at this table size (DEAL, PASS-COUNT, PASS-CYCLE)."""
        out: list[tuple[str, str]] = []
        seats = self.players
        if seats not in TABLE_SIZES:
            return out  # (the bounds say so)
        gone, wrong = _cards_of("removed", self.removed, "is removed twice")
        out.extend(wrong)
        left = 52 - len(gone)
        if left < seats:
            out.append(("removed", f"{left} cards cannot be dealt to {seats} players"))
            return out
        size, spare = divmod(left, seats)
        if spare and self.leftover is Leftover.NONE:
            out.append(
                (
                    "removed",
                    f"{left} cards do not share out among {seats} players ({spare} left over): remove "
                    f"{spare} more or set leftover: kitty",
                )
            )
        clubs = sum(1 for card in ALL_CARDS if card.suit is Suit.CLUBS and card.format() not in gone)
        if self.first_leader is FirstLeader.LOWEST_CLUB and clubs <= (
            spare if self.leftover is Leftover.KITTY else 0
        ):
            held = (
                "no club is left in the deck"
                if not clubs
                else f"the kitty ({spare} cards) may hold every club left"
            )
            out.append(
                (
                    "removed",
                    f"{held}, and first_leader: lowest-club needs a club in a hand (FIRST-LEAD): keep "
                    "more clubs or set first_leader: left-of-dealer",
                )
            )
        if self.pass_count > size:
            out.append(("pass_count", f"{self.pass_count} is more than the {size} cards of a hand"))
        out.extend(self._unpassable_problems(gone, size))
        for direction in self.pass_cycle:
            if not direction.fits(seats):
                why = (
                    "an odd table has no seat across"
                    if direction is PassDirection.ACROSS
                    else "needs five seats"
                )
                out.append(("pass_cycle", f"{direction} at {seats} players: {why}"))
                break
        return out

    def _unpassable_problems(self, gone: set[str], size: int) -> list[tuple[str, str]]:
        """PASS-KEEP: cards that exist, once each, and a hand that can always pass ``pass_count``
        cards (a hand may hold every card that may not be passed)."""
        seen, out = _cards_of("unpassable", self.unpassable, "is given twice")
        out.extend(("unpassable", f"{card} is removed from the deck") for card in sorted(seen & gone))
        if self.pass_count and len(seen) + self.pass_count > size:
            out.append(
                (
                    "unpassable",
                    f"a hand of {size} cards holding all {len(seen)} of them could not pass "
                    f"{self.pass_count} (PASS-KEEP): keep at most {max(size - self.pass_count, 0)}",
                )
            )
        return out

    @property
    def hand_size(self) -> int:
        """The cards each seat is dealt: the deck less the removed cards, shared out (DEAL)."""
        return (52 - len(self.removed)) // self.players

    # ------------------------------------------------------------- the point table

    def card_values(self) -> tuple[int, ...]:
        """What each of the 52 cards scores (POINTS), by card index: the shorthands
        ``heart_points``, ``queen_points``, ``jack_of_diamonds_points``, then ``points``.

        >>> v = Variant(points=(("KS", 10), ("AS", 7)))
        >>> sum(v.card_values()), v.card_values()[Card.parse("KS").index]
        (43, 10)
        """
        values = [0] * 52
        hearts = suit_mask(Suit.HEARTS)
        for each in ALL_CARDS:
            if each.bit & hearts:
                values[each.index] = self.heart_points
        values[QUEEN_OF_SPADES.index] = self.queen_points
        values[JACK_OF_DIAMONDS.index] += self.jack_of_diamonds_points
        for name, value in self.points:
            values[Card.parse(name).index] = value
        return tuple(values)

    def contradictions(self) -> list[tuple[str, str]]:
        """Knob values that contradict each other, as ``(knob, why)`` pairs.

        The engine can still run them (one of the two values wins), but the file says
        two things at once: variant files refuse them, ``hearts variant check`` reports them.
        """
        out: list[tuple[str, str]] = []
        if (
            self.first_trick_points is FirstTrickPoints.UNLESS_FORCED
            and self.first_trick_forced is FirstTrickForced.NONE
        ):
            out.append(
                (
                    "first_trick_forced",
                    "'none' (no card for a forced player) contradicts first_trick_points: unless-forced "
                    "(a forced player may play); 'none' only makes sense with first_trick_points: never",
                )
            )
        out.extend(self._pass_random_contradictions())
        return out

    def _pass_random_contradictions(self) -> list[tuple[str, str]]:
        """PASS-RANDOM with nothing to draw: no passing, or a cycle of one direction."""
        if not self.pass_random:
            return []
        if self.pass_count == 0:
            return [("pass_random", "there is no passing (pass_count: 0), so there is no direction to draw")]
        if len(set(self.pass_cycle)) == 1:
            only = self.pass_cycle[0]
            return [
                (
                    "pass_random",
                    f"the draw has only {only} to choose from (pass_cycle): list more directions "
                    "or leave pass_random out",
                )
            ]
        return []

    def never_ends(self) -> tuple[str, str] | None:
        """Why a game can never end (GAME-END), by reasoning over the knobs, or ``None``.

        Returns ``("never", why)`` when no hand can raise any total, so no seat ever
        reaches ``target_score``; ``("only-by-moon", why)`` when only a moon can (every
        card scores zero or less): such a game ends only if someone shoots, which random
        and bot play may never do.
        """
        values = self.card_values()
        if any(v > 0 for v in values):
            return self._out_of_reach(values)
        shown = ", ".join(f"{ALL_CARDS[i]} {v}" for i, v in enumerate(values) if v)
        if all(values[c.index] == self.heart_points for c in ALL_CARDS if c.suit is Suit.HEARTS):
            hearts = f"heart {self.heart_points}" if self.heart_points else ""
            others = [
                f"{ALL_CARDS[i]} {v}"
                for i, v in enumerate(values)
                if v and ALL_CARDS[i].suit is not Suit.HEARTS
            ]
            shown = ", ".join(x for x in (hearts, *others) if x)
        scores = f"every card scores 0 or less ({shown or 'all 0'})"
        moon = self.moon_scoring
        adds = (MoonScoring.ADD_TO_OTHERS, MoonScoring.SHOOTER_CHOICE)
        subtracts = (MoonScoring.SUBTRACT_FROM_SHOOTER, MoonScoring.SHOOTER_CHOICE)
        raises = moon is not MoonScoring.NONE and any(
            (p > 0 and moon in adds) or (p < 0 and moon in subtracts)
            for p in (self.moon_points, self.sun_points)
        )
        target = self.target_score
        if not raises:
            return "never", f"no total can grow toward {target}: {scores} and a moon raises no total"
        return "only-by-moon", (
            f"no hand raises a total toward {target} unless someone shoots the moon: {scores}; "
            "the game ends only if players keep shooting the moon"
        )

    def _out_of_reach(self, values: tuple[int, ...]) -> tuple[str, str] | None:
        """``("never", why)`` when no seat can reach the target within MAX_GAME_HANDS hands:
        a hand raises one total by at most every positive card, or the moon's or the sun's points."""
        gain = max(sum(v for v in values if v > 0), self.moon_points, self.sun_points)
        if gain * MAX_GAME_HANDS >= self.target_score:
            return None
        return "never", (
            f"no seat can reach {self.target_score} within {MAX_GAME_HANDS} hands "
            f"(a hand adds at most {gain} points to a total)"
        )

    def pass_direction(self, hand_number: int) -> PassDirection:
        """The pass direction of hand ``hand_number`` (1-based), clause PASS-CYCLE.

        Under ``pass_random`` the deal draws it (PASS-RANDOM,
        :func:`hearts.engine.passdraw.hand_direction`); this is then only the cycle's
        direction, and :meth:`hold_hand` names a hand that surely passes nothing."""
        if self.pass_count == 0:
            return PassDirection.HOLD
        return self.pass_cycle[(hand_number - 1) % len(self.pass_cycle)]

    def hold_hand(self) -> int | None:
        """The number of a hand that surely passes nothing, or ``None`` (a random draw, PASS-RANDOM,
        fixes no hand in advance; a cycle without hold has none)."""
        if self.pass_count == 0:
            return 1
        if self.pass_random:
            return None
        return next(
            (n for n in range(1, len(self.pass_cycle) + 1) if self.pass_direction(n) is PassDirection.HOLD),
            None,
        )

    def with_knobs(self, **knobs: Any) -> Variant:
        """A copy with some knobs changed."""
        return replace(self, **knobs)

    @classmethod
    def at_table(cls, players: int, **knobs: Any) -> Variant:
        """A variant at ``players`` seats, with the size's pass cycle (:func:`default_cycle`)
        unless ``knobs`` give one.

        >>> v = Variant.at_table(3, removed=("2D",))
        >>> v.hand_size, [str(d) for d in v.pass_cycle]
        (17, ['left', 'right', 'hold'])
        """
        knobs.setdefault("pass_cycle", default_cycle(players))
        return cls(players=players, **knobs)

    def knobs(self) -> dict[str, object]:
        """The knobs (everything but name, title and description) as plain data."""
        out: dict[str, object] = {}
        for f in fields(self):
            if f.name in TEXTS:
                continue
            value = getattr(self, f.name)
            if f.name == "points":
                out[f.name] = dict(value)
            elif isinstance(value, tuple):
                out[f.name] = [str(v) for v in value]
            elif isinstance(value, enum.Enum):
                out[f.name] = str(value.value)
            else:
                out[f.name] = value
        return out


def _cards_of(knob: str, names: tuple[str, ...], twice: str) -> tuple[set[str], list[tuple[str, str]]]:
    """The cards a list knob names (``removed``, ``unpassable``), one spelling each, and what is
    wrong with the list: a name that is not a card, a card given twice."""
    cards: set[str] = set()
    wrong: list[tuple[str, str]] = []
    for name in names:
        try:
            card = Card.parse(name).format()
        except ValueError:
            wrong.append((knob, f"{name!r} is not a card"))
            continue
        if card in cards:
            wrong.append((knob, f"{card} {twice}"))
        cards.add(card)
    return cards, wrong


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _knob_type(annotation: str) -> Any:
    """The type a knob's annotation names: ``[inner]`` for ``tuple[inner, ...]``."""
    plain = {"str": str, "int": int, "bool": bool}
    if annotation.startswith("tuple[") and annotation.endswith(", ...]"):
        inner = annotation[len("tuple[") : -len(", ...]")]
        return [plain.get(inner) or globals()[inner]]
    return plain.get(annotation) or globals()[annotation]


_KNOB_TYPES: dict[str, Any] = {
    f.name: tuple if f.name == "points" else _knob_type(str(f.type)) for f in fields(Variant)
}
"""The type each knob takes (``[inner]`` for a tuple of ``inner``; ``tuple`` for the point table)."""


def knob_specs(variant_class: type[Variant] | None = None) -> dict[str, Knob]:
    """Every knob of ``variant_class`` (default :class:`Variant`) and its declaration, in field order.

    Every list of knobs is derived from this: a field that is neither one of the
    :data:`TEXTS` nor declared with :func:`knob` is refused.

    >>> specs = knob_specs()
    >>> specs["queen_breaks_hearts"].clause, specs["points"].since, specs["points"].optional
    ('HEARTS-BREAK', '1.2', True)
    """
    out: dict[str, Knob] = {}
    for f in fields(variant_class or Variant):
        if f.name in TEXTS:
            continue
        spec = f.metadata.get("knob")
        if not isinstance(spec, Knob):
            raise TypeError(f"Variant.{f.name} is not declared with knob(): give its clause and description")
        out[f.name] = spec
    return out


_BOUNDS: dict[type[Variant], tuple[tuple[str, int | None, int | None], ...]] = {}


def _bounds(variant_class: type[Variant]) -> tuple[tuple[str, int | None, int | None], ...]:
    """``(knob, minimum, maximum)`` of the knobs with bounds (read once per class)."""
    found = _BOUNDS.get(variant_class)
    if found is None:
        found = _BOUNDS[variant_class] = tuple(
            (name, k.minimum, k.maximum)
            for name, k in knob_specs(variant_class).items()
            if k.minimum is not None or k.maximum is not None
        )
    return found


_T = TypeVar("_T")

PER_VARIANT_KEPT: Final = 256
"""How many variant objects a :func:`per_variant` function keeps results for (then it starts again)."""


def per_variant(compute: Callable[[Variant], _T]) -> Callable[[Variant], _T]:
    """``compute``, worked out once per variant object. A variant is immutable; results are kept
    by identity (equality would hash every knob on each call), for at most
    :data:`PER_VARIANT_KEPT` objects, so that runs drawing many variants (fuzz, property tests)
    do not keep them all."""
    found: dict[int, tuple[Variant, _T]] = {}

    @functools.wraps(compute)
    def once(variant: Variant) -> _T:
        hit = found.get(id(variant))
        if hit is not None and hit[0] is variant:
            return hit[1]
        if not isinstance(variant, Variant):
            hint = (
                " (hearts.variants.files.load_variant reads one by name)" if isinstance(variant, str) else ""
            )
            raise TypeError(f"{compute.__name__} takes a Variant, not {type(variant).__name__}{hint}")
        value = compute(variant)
        if len(found) >= PER_VARIANT_KEPT:
            found.clear()
        found[id(variant)] = (variant, value)
        return value

    return once


KNOB_DOCS: Final[dict[str, tuple[str, str]]] = {name: (k.clause, k.doc) for name, k in knob_specs().items()}
"""For each knob: the clause it belongs to and a one-line explanation (from :func:`knob_specs`)."""
