"""The English sentence of each bot record key, marked for translation (``reasons.po``).

A record holds a key and its parameters (:mod:`hearts.bots.decision`); these templates say
them in English, with named parameters, and :class:`hearts.words.lang.Lang` renders
them in any language. When each sentence is true: :data:`hearts.bots.keys.TRUTH`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from hearts.cards import Card, Seat, Suit
from hearts.words import N_, NC_, NN_, PLURALS

__all__ = [
    "BONUS_LAST",
    "CASE_TEMPLATES",
    "COUNTS",
    "DERIVED",
    "NC_",
    "NN_",
    "N_",
    "PLURALS",
    "RECORD_TEMPLATES",
    "TABLE_PARTS",
    "DecisionRecord",
    "FactRecord",
    "HeadlineRecord",
    "Param",
    "StepRecord",
]

Param = str | int | bool | Card | Seat | Suit | tuple[Card, ...] | None
"""A record parameter's value: what a sentence's ``%(name)s`` is filled with."""


class FactRecord(Protocol):
    """What the words read of a bot's fact (:class:`hearts.bots.decision.Fact`): a key, parameters."""

    @property
    def key(self) -> str: ...
    @property
    def params(self) -> Mapping[str, Param]: ...


class StepRecord(FactRecord, Protocol):
    """A bot's step as the words read it: a fact's key and parameters, the cards kept, a clause."""

    @property
    def kept(self) -> tuple[Card, ...]: ...
    @property
    def clause(self) -> str | None: ...


class HeadlineRecord(FactRecord, Protocol):
    """The decisive reason as the words read it: a fact's key and parameters, the cards ranked."""

    @property
    def given(self) -> tuple[Card, ...]: ...


class DecisionRecord(Protocol):
    """A bot's decision record as the words read it (:class:`hearts.bots.decision.Decision`)."""

    @property
    def action(self) -> Card: ...
    @property
    def level(self) -> str: ...
    @property
    def phase(self) -> str: ...
    @property
    def candidates(self) -> tuple[Card, ...]: ...
    @property
    def facts(self) -> Sequence[FactRecord]: ...
    @property
    def steps(self) -> Sequence[StepRecord]: ...
    @property
    def runner_up(self) -> Card | None: ...
    @property
    def runner_up_lost_at(self) -> str | None: ...
    @property
    def headline(self) -> HeadlineRecord | None: ...


RECORD_TEMPLATES: dict[str, str] = {
    # Facts: what the bot knows (its own cards, public play, its own memory).
    "fact.hand": N_("hand of %(seat)s: %(cards)s"),
    "fact.scoring": N_("scoring: each heart %(heart)s, the Q♠ %(queen)s, the J♦ %(jack_diamonds)s"),
    "fact.point-table": N_("scoring: %(scoring)s; a moon needs every heart and the Q♠"),
    "fact.table": N_("%(seats)s players, %(hand_size)s cards each; out of the deck: %(removed)s"),
    "fact.pass": N_("cards to pass: %(count)s (%(direction)s); already chosen: %(chosen)s"),
    "fact.trick": N_("trick %(number)s, led by %(leader)s; on the table: %(cards)s"),
    "fact.hearts-broken": N_("hearts broken: %(broken)s"),
    "fact.played": N_("cards played in the earlier tricks: %(cards)s"),
    "fact.points-taken": N_("%(seat)s has taken points: %(points)s (%(cards)s)"),
    "fact.void": N_("%(seat)s has no %(suit)s left (shown on trick %(since_trick)s)"),
    "fact.passed": N_("passed %(cards)s to %(seat)s"),
    "fact.received": N_("received %(cards)s from %(seat)s"),
    "fact.moon-threat": N_(
        "%(seat)s has taken every point card so far (points: %(points)s): it may be shooting the moon"
    ),
    "fact.moon-plan": N_("plan: take every point card (shoot the moon); nobody else has taken one yet"),
    "fact.pass-drawn": N_("this hand's pass direction was drawn at random: %(direction)s"),
    "fact.unpassable": N_("may not be passed: %(cards)s"),
    "fact.queen-after-hearts": N_(
        "the Q♠ may not be played before hearts are broken, unless no other card is legal"
    ),
    "fact.queen-first-chance": N_("the Q♠ must be played at the first chance"),
    "fact.no-trick-bonus": N_(
        "taking no trick in this hand scores %(points)s; tricks taken so far: %(tricks)s"
    ),
    # Steps: what each step did with the cards it was given (it orders them, or keeps some).
    "step.only-legal": N_("the only legal card"),
    "step.lowest": N_("the lowest card first"),
    "step.highest": N_("the highest card first"),
    "step.random": N_("a card drawn at random (draw %(draw)s)"),
    "step.danger": N_(
        "the most dangerous card first: the Q♠, then the A♠ and K♠, then the highest heart, "
        "then the highest other card"
    ),
    "step.danger-points": N_(
        "the point cards first: those worth the most (%(cards)s), then the A♠ and K♠ that could catch "
        "the Q♠, then the other point cards, most points first, then the highest other card"
    ),
    "step.duck": N_(
        "%(under)s is winning the trick: only the cards below it, which cannot win it, highest first"
    ),
    "step.win-cheaply": N_(
        "every card that may be played beats the card winning so far: "
        "the fewest points first, then the lowest"
    ),
    "step.win-high": N_(
        "last to play, and every card that may be played beats %(over)s: the trick will be taken anyway "
        "(points in it: %(points)s), so the highest card goes, the fewest points first"
    ),
    "step.last-free": N_(
        "last to play to a trick with no points in it: taking it costs nothing, "
        "so the highest card goes, the fewest points first"
    ),
    "step.keep-spade-guards": NN_(
        "the Q♠ is in hand with %(guards)s lower spade: it is not passed while the Q♠ is in hand "
        "(a low spade lets the hand play under a spade lead)",
        "the Q♠ is in hand with %(guards)s lower spades: none of them is passed while the Q♠ is in hand "
        "(low spades let the hand play under a spade lead)",
    ),
    "step.pass-high-spades": NN_(
        "%(guards)s spade below the Q♠ in hand: the Q♠, A♠ and K♠ are passed first",
        "%(guards)s spades below the Q♠ in hand: the Q♠, A♠ and K♠ are passed first",
    ),
    "step.pass-high-hearts": N_("the high hearts (%(from_rank)s and up) are passed first, highest first"),
    "step.pass-void-suit": NN_(
        "every %(suit)s in hand (%(length)s card) is passed, to be left void in %(suit)s",
        "every %(suit)s in hand (%(length)s cards) is passed, highest first, to be left void in %(suit)s",
    ),
    "step.pass-shape": N_(
        "the highest cards are passed first; of two equal ranks, the one from the shorter suit"
    ),
    "step.flush-queen": N_(
        "the Q♠ is still out and every spade in hand is lower: lead the lowest spade to make her fall"
    ),
    "step.avoid-high-spades": N_("the Q♠ is not played yet: no lead of the A♠, K♠ or Q♠"),
    "step.lead-safest": N_(
        "counting the cards played: lead the card with the fewest unseen lower cards in its suit "
        "(then the most unseen higher ones, then the lowest)"
    ),
    "step.avoid-void-suit": N_(
        "%(seat)s has no %(suit)s left and may still hold a point card to throw on them: no %(suit)s "
        "lead that an unseen lower %(suit)s could let win the trick"
    ),
    "step.queen-under": N_("%(over)s is winning the spade trick: drop the Q♠ under it"),
    "step.early-high": N_(
        "the first trick, where nobody may throw points (FIRST-TRICK-POINTS): get rid of the highest "
        "%(suit)s while it costs nothing"
    ),
    "step.will-win": N_(
        "every card that may be played beats %(over)s and nobody still to play can beat them: "
        "the trick will be taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.take-bonus": NN_(
        "this trick is worth %(points)s point, a gain: beat %(over)s to take it, "
        "with the card worth the fewest points, then the lowest",
        "this trick is worth %(points)s points, a gain: beat %(over)s to take it, "
        "with the card worth the fewest points, then the lowest",
    ),
    "step.keep-bonus": N_(
        "%(cards)s counts below zero for whoever takes it: keep it, give away another card"
    ),
    "step.dump-points": N_(
        "no card of the suit led: discard the card worth the most points (%(points)s), highest first"
    ),
    "step.dump-queen": N_("no card of the suit led: discard the Q♠"),
    "step.dump-high-spades": N_(
        "no card of the suit led and the Q♠ still out: discard the A♠ or K♠, highest first"
    ),
    "step.dump-hearts": N_(
        "no card of the suit led: discard a heart that could still win a heart trick "
        "(an unseen heart is lower), highest first"
    ),
    "step.dump-highest": N_(
        "no card of the suit led: discard first the card with the most unseen lower cards in its suit "
        "(then from the shorter suit, then the higher)"
    ),
    "step.discard-tops": N_("no card of the suit led: weigh only the highest card of each suit and the Q♠"),
    "step.sampled-playouts": NN_(
        "over %(worlds)s imagined deal of the unseen cards, played out to the end of the hand, "
        "the points the bot would end the hand with (those it has already taken included), "
        "for each card: %(costs)s; the fewest goes",
        "over %(worlds)s imagined deals of the unseen cards, each played out to the end of the hand, "
        "the points the bot would end the hand with on average (those it has already taken included), "
        "for each card: %(costs)s; the fewest goes",
    ),
    "step.moon-keep-hearts": N_(
        "%(seat)s has taken every point card so far and may still win this trick: no heart for it"
    ),
    "step.moon-split": N_(
        "%(seat)s has taken every point card so far but has played and %(winner)s is ahead: "
        "a heart, the lowest, for %(winner)s, so the points are split"
    ),
    "step.moon-take": N_(
        "%(seat)s has taken every point card so far and is winning this trick with points in it: "
        "beat %(over)s as cheaply as possible"
    ),
    "step.moon-lead-stopper": N_(
        "%(seat)s has taken every point card so far: lead a heart no unseen heart can beat, "
        "the lowest such, to take a point and stop the moon"
    ),
    "step.moon-pass-low": N_(
        "plan: shoot the moon; pass the lowest cards other than hearts and the Q♠ first"
    ),
    "step.moon-lead-high": N_(
        "plan: shoot the moon; lead the card with the fewest unseen higher cards in its suit "
        "(a heart last, then the highest)"
    ),
    "step.moon-win": N_("plan: shoot the moon; beat %(over)s with the highest card that does"),
    "step.moon-discard-low": N_(
        "plan: shoot the moon, but no card that may be played can win this trick: "
        "the lowest card that is not a point card"
    ),
}
"""English templates for the record keys the bots use (see hearts/bots/keys.py for when each is true)."""

CASE_TEMPLATES: dict[str, str] = {
    "step.danger/queen-played": N_(
        "a fixed order, kept after the Q♠ has been played: the A♠ and K♠ first, then the highest heart, "
        "then the highest other card"
    ),
    "step.danger-points/queen-played": N_(
        "a fixed order, kept after the Q♠ has been played: the cards worth the most points (%(cards)s), "
        "then the A♠ and K♠, then the other point cards, most points first, then the highest other card"
    ),
    "step.danger-points/none-queen-played": N_(
        "a fixed order, kept after the Q♠ has been played: the A♠ and K♠ first, then the point cards, "
        "most points first, then the highest other card"
    ),
    "fact.scoring/no-jack": N_("scoring: each heart %(heart)s, the Q♠ %(queen)s"),
    "fact.point-table/penalty-cards": N_("scoring: %(scoring)s; a moon needs every card worth points"),
    "fact.point-table/penalty-and-bonus": N_(
        "scoring: %(scoring)s; a moon needs every card of that list, the ones below zero too"
    ),
    "fact.table/kitty": N_(
        "%(seats)s players, %(hand_size)s cards each; out of the deck: %(removed)s; cards face down "
        "in the kitty, for the first trick's winner: %(kitty_size)s"
    ),
    "fact.table/kitty-taken": N_(
        "%(seats)s players, %(hand_size)s cards each; out of the deck: %(removed)s; the kitty "
        "(%(kitty)s) went to the first trick's winner"
    ),
    "step.danger-points/none": N_(
        "the A♠ and K♠ that could catch the Q♠ first, then the point cards, most points first, then the "
        "highest other card"
    ),
    "step.danger-points/no-catchers": N_(
        "the point cards first: those worth the most (%(cards)s), then the other point cards, most points "
        "first, then the highest other card"
    ),
    "step.danger-points/none-no-catchers": N_(
        "the point cards first, most points first, then the highest other card"
    ),
    "step.pass-high-spades/no-queen": N_(
        "the Q♠ is not in this hand: the A♠ and K♠, which could catch her, are passed first"
    ),
    "step.will-win/voids": N_(
        "every card that may be played beats %(over)s and nobody still to play has %(suit)s left: "
        "the trick will be taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.will-win/counted": N_(
        "every card that may be played beats %(over)s and no unseen %(suit)s is higher: "
        "the trick will be taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.moon-take/to-play": N_(
        "%(seat)s has taken every point card so far and still plays after: beat %(over)s "
        "with the highest card, to keep this trick from it"
    ),
}
"""Templates for one case of a key (``key/case``), picked by :func:`case_of` from the parameters:
a sentence names only what exists in the position (no J♦ where it scores nothing)."""

BONUS_LAST = N_("%(order)s; a card worth less than zero last")
"""Added to Easy's order by the point table (``step.danger-points``) when a card it ranks is
worth less than zero (``bonus``), and only then."""

COUNTS: dict[str, str] = {
    "step.keep-spade-guards": "guards",
    "step.pass-high-spades": "guards",
    "step.pass-void-suit": "length",
    "step.take-bonus": "points",
    "step.sampled-playouts": "worlds",
}
"""The parameter that counts, for each key whose template has a plural form (:func:`NN_`): its
absolute value picks the form by the language's plural rule (a bonus of −1 point is singular)."""

DERIVED: dict[str, tuple[str, ...]] = {"step.sampled-playouts": ("costs",), "fact.point-table": ("scoring",)}
"""Placeholders a template may use besides the key's parameters: made from them when rendered
(``costs``: each card and its average points, from ``scores`` and ``worlds``; ``scoring``: the
point table in words, from ``table``)."""

TABLE_PARTS = {
    "card": N_("%(card)s %(points)s"),
    "hearts": N_("each heart %(points)s"),
    "other-hearts": N_("each other heart %(points)s"),
    "face-value": N_("each heart its face value (%(lowest)s … %(highest)s)"),
}
"""The pieces of the point table in words (``fact.point-table``)."""
