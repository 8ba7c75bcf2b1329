"""Sentences in five languages: cards, seats, suits, rule clauses and bot decision records.

A bot's :class:`~hearts.bots.record.Decision` holds message keys and parameters, never
prose. Each key has an English template here (marked for extraction, translated in
``hearts/locale/<lang>/LC_MESSAGES/walkthrough.po``) with named parameters
(``%(seat)s``); parameters are formatted per language (a card ``Q♠`` becomes ``D♠`` in
French, a seat ``North`` becomes ``Norte`` in Spanish). A key without a template is
still shown, generically, with its parameters, so no decision is ever lost.

>>> lang = Lang("es")
>>> lang.card(Card.parse("QS")), lang.seat(Seat.WEST)
('Q♠', 'Oeste')
>>> Lang("fr").card(Card.parse("QS"))
'D♠'
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from hearts.bots.record import Decision, Fact, Param, Step
from hearts.cards import Card, CardSet, Rank, Seat, Suit
from hearts.i18n import translations
from hearts.variant import PassDirection

__all__ = ["CLAUSE_TEXTS", "RECORD_TEMPLATES", "Lang", "Prose", "RenderedDecision"]

DOMAIN = "walkthrough"


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated when used."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a message with a context (``pgettext``) for extraction."""
    return message


_SEATS = {
    Seat.NORTH: N_("North"),
    Seat.EAST: N_("East"),
    Seat.SOUTH: N_("South"),
    Seat.WEST: N_("West"),
}

_SUITS = {
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.SPADES: N_("spades"),
    Suit.HEARTS: N_("hearts"),
}

_DIRECTIONS = {
    PassDirection.LEFT: N_("pass to the left"),
    PassDirection.RIGHT: N_("pass to the right"),
    PassDirection.ACROSS: N_("pass across"),
    PassDirection.HOLD: N_("no passing"),
}

_DIRECTION_WORDS = {
    "left": N_("to the left"),
    "right": N_("to the right"),
    "across": N_("across"),
    "hold": N_("no pass"),
}

_LEVELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("random")}

# Rank letters as printed on the cards of each language (the jack, queen and king).
_RANK_LETTERS = {
    Rank.JACK: NC_("rank", "J"),
    Rank.QUEEN: NC_("rank", "Q"),
    Rank.KING: NC_("rank", "K"),
    Rank.ACE: NC_("rank", "A"),
}

CLAUSE_TEXTS: dict[str, str] = {
    "follow": N_("must follow %(suit)s: this hand still holds that suit"),
    "hearts-lead": N_("hearts may not be led before they are broken"),
    "first-lead-2c": N_("the first trick is led with the 2♣ itself"),
    "first-lead-club": N_("the first trick is led with a club"),
    "first-trick-points": N_("no heart and no Q♠ on the first trick while another card can be played"),
    "first-trick-hearts-only": N_("forced to give points on the first trick: a heart, not the Q♠"),
    "first-trick-never": N_("no heart and no Q♠ on the first trick, not even when void"),
    "already-passing": N_("already chosen to pass"),
    "other": N_("not allowed by this clause now"),
}
"""The reasons a card is illegal (keys made by :func:`hearts.walkthrough.model.analyse`)."""

RECORD_TEMPLATES: dict[str, str] = {
    # Facts: what the bot knows (its own cards, public play, its own memory).
    "fact.hand": N_("hand of %(seat)s: %(cards)s"),
    "fact.scoring": N_("scoring: each heart %(heart)s, the Q♠ %(queen)s, the J♦ %(jack_diamonds)s"),
    "fact.pass": N_("cards to pass: %(count)s (%(direction)s); already chosen: %(chosen)s"),
    "fact.trick": N_("trick %(number)s, led by %(leader)s; on the table: %(cards)s"),
    "fact.hearts-broken": N_("hearts broken: %(broken)s"),
    "fact.played": N_("cards already played: %(cards)s"),
    "fact.points-taken": N_("%(seat)s has taken points: %(points)s (%(cards)s)"),
    "fact.void": N_("%(seat)s has no %(suit)s left (shown on trick %(since_trick)s)"),
    "fact.passed": N_("passed %(cards)s to %(seat)s"),
    "fact.received": N_("received %(cards)s from %(seat)s"),
    "fact.moon-threat": N_("moon alert: %(seat)s may be shooting the moon (points so far: %(points)s)"),
    "fact.moon-plan": N_("plan: shoot the moon with this hand"),
    # Steps: named heuristics, each keeping some of the candidates.
    "step.only-legal": N_("only one legal card"),
    "step.lowest": N_("play the lowest card"),
    "step.highest": N_("play the highest card"),
    "step.random": N_("pick a card at random (draw %(draw)s)"),
    "step.danger": N_("get rid of the most dangerous card: Q♠, A♠, K♠, high hearts, then high cards"),
    "step.duck": N_("play under %(under)s so as not to win the trick"),
    "step.win-cheaply": N_("the trick cannot be ducked: give the fewest points, lowest card first"),
    "step.win-high": N_(
        "the trick is won whatever is played (points in it: %(points)s): win it with the highest card"
    ),
    "step.keep-spade-guards": N_("keep the low spades that guard the Q♠ (guards: %(guards)s)"),
    "step.pass-high-spades": N_("too few low spades to guard them (%(guards)s): pass the Q♠, A♠ or K♠"),
    "step.pass-high-hearts": N_("pass the high hearts (from %(from_rank)s up)"),
    "step.pass-void-suit": N_("pass the short suit %(suit)s (cards: %(length)s) to become void in it"),
    "step.pass-shape": N_("pass the highest cards, from the shorter suits first"),
    "step.flush-queen": N_("lead a low spade to force out the Q♠"),
    "step.avoid-high-spades": N_("do not lead the A♠, K♠ or Q♠ while the queen could fall on them"),
    "step.lead-safest": N_("lead the safest card: few unseen lower cards, many unseen higher ones"),
    "step.avoid-void-suit": N_("do not lead %(suit)s: %(seat)s is void there and could discard points"),
    "step.queen-under": N_("drop the Q♠ under the %(over)s that is winning"),
    "step.early-high": N_(
        "early in %(suit)s (round %(round)s), no points on the table and nobody after is void: "
        "get rid of the highest card now"
    ),
    "step.will-win": N_("nobody still to play can beat these cards: win with the highest"),
    "step.dump-queen": N_("discard the Q♠"),
    "step.dump-high-spades": N_("discard a high spade (A♠ or K♠)"),
    "step.dump-hearts": N_("discard the hearts that could still win a trick, highest first"),
    "step.dump-highest": N_("discard the card most likely to win a trick later"),
    "step.discard-tops": N_("void in the suit led: weigh only the highest card of each suit and the Q♠"),
    "step.sampled-playouts": N_(
        "weigh each card on %(samples)s sampled deals of the unseen cards (seed %(seed)s), played out "
        "to the end of the hand; fewest points first (points per card: %(scores)s)"
    ),
    "step.moon-keep-hearts": N_("%(seat)s may shoot the moon and could win this trick: give no heart"),
    "step.moon-split": N_("%(winner)s, not %(seat)s, takes this trick: give it a heart to split the points"),
    "step.moon-take": N_("take this trick to stop %(seat)s shooting the moon: beat %(over)s"),
    "step.moon-lead-stopper": N_("lead a heart nobody can beat: taking a point stops the moon of %(seat)s"),
    "step.moon-pass-low": N_("shooting the moon: pass the low side cards, keep hearts and winners"),
    "step.moon-lead-high": N_("shooting the moon: lead the sure winners first"),
    "step.moon-win": N_("shooting the moon: beat %(over)s with the highest card"),
    "step.moon-discard-low": N_(
        "shooting the moon but unable to win this trick: throw the lowest non-point card"
    ),
}
"""English templates for the record keys the bots use (see hearts/bots)."""


class Lang:
    """Formatting and translation for one language of the walkthrough."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.t: gettext.NullTranslations = translations(code, DOMAIN)

    def __repr__(self) -> str:
        return f"Lang({self.code!r})"

    # gettext, in the three forms the templates use --------------------------------

    def gettext(self, message: str) -> str:
        return self.t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.t.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.t.npgettext(context, singular, plural, n)

    # values --------------------------------------------------------------------

    def seat(self, seat: Seat) -> str:
        return self.gettext(_SEATS[seat])

    def suit(self, suit: Suit) -> str:
        """The suit's symbol (the same in every language)."""
        return suit.symbol

    def suit_name(self, suit: Suit) -> str:
        return self.gettext(_SUITS[suit])

    def rank(self, rank: Rank) -> str:
        letter = _RANK_LETTERS.get(rank)
        return self.pgettext("rank", letter) if letter is not None else rank.label

    def card(self, card: Card) -> str:
        return self.rank(card.rank) + card.suit.symbol

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards in the usual order, separated by spaces (``—`` when there are none)."""
        ordered = sorted(cards)
        return " ".join(self.card(c) for c in ordered) if ordered else "—"

    def cards_in_order(self, cards: Iterable[Card]) -> str:
        """Cards in the given order (best first, for the cards a step kept)."""
        shown = [self.card(c) for c in cards]
        return " ".join(shown) if shown else "—"

    def hand_by_suit(self, hand: CardSet) -> list[tuple[Suit, list[Card]]]:
        """A hand as (suit, cards high to low) for ♣ ♦ ♠ ♥."""
        return [(s, sorted(hand.of_suit(s), reverse=True)) for s in Suit]

    def direction(self, direction: PassDirection) -> str:
        return self.gettext(_DIRECTIONS[direction])

    def level(self, name: str) -> str:
        message = _LEVELS.get(name)
        return self.gettext(message) if message is not None else name

    def value(self, value: Param, name: str = "") -> str:
        """A record parameter in this language (``name`` helps: ``from_rank``, ``direction``)."""
        if isinstance(value, bool):
            return self.gettext("yes") if value else self.gettext("no")
        if isinstance(value, Card):
            return self.card(value)
        if isinstance(value, Seat):
            return self.seat(value)
        if isinstance(value, Suit):
            return self.suit(value)
        if isinstance(value, tuple):
            return self.cards(value)
        if value is None:
            return "—"
        if isinstance(value, int) and name.endswith("rank") and 2 <= value <= 14:
            return self.rank(Rank(value))
        if isinstance(value, str) and value in _DIRECTION_WORDS:
            return self.gettext(_DIRECTION_WORDS[value])
        return str(value)

    # sentences -----------------------------------------------------------------

    def clause_text(self, reason: str, suit: Suit | None = None) -> str:
        template = CLAUSE_TEXTS.get(reason, CLAUSE_TEXTS["other"])
        return self.gettext(template) % _Params(self, {"suit": suit})

    def record(self, key: str, params: Mapping[str, Param]) -> str:
        """A fact or step key with its parameters as a sentence in this language."""
        template = RECORD_TEMPLATES.get(key)
        if template is None:
            shown = ", ".join(f"{name} = {self.value(v, name)}" for name, v in params.items())
            generic = self.gettext("%(key)s (%(params)s)") if shown else "%(key)s"
            return generic % {"key": key, "params": shown}
        return self.gettext(template) % _Params(self, params)

    def fact(self, fact: Fact) -> str:
        return self.record(fact.key, fact.params)

    def step_name(self, key: str | None) -> str:
        if key is None:
            return "—"
        return self.record(key, {})


class _Params(dict[str, str]):
    """Parameters formatted for a language; a name the record lacks shows as ``?``."""

    def __init__(self, lang: Lang, params: Mapping[str, Param]) -> None:
        super().__init__({k: lang.value(v, k) for k, v in params.items()})

    def __missing__(self, key: str) -> str:
        return "?"


@dataclass(frozen=True, slots=True)
class Prose:
    """One step of a decision as text, with the cards it kept and its clause."""

    text: str
    kept: str
    clause: str | None


@dataclass(frozen=True, slots=True)
class RenderedDecision:
    """A decision record as sentences in one language (what the templates show)."""

    level: str
    action: str
    candidates: str
    facts: tuple[str, ...]
    steps: tuple[Prose, ...]
    runner_up: str | None
    lost_at: str | None

    @classmethod
    def of(cls, decision: Decision, lang: Lang) -> RenderedDecision:
        steps = tuple(_prose(step, lang) for step in decision.steps)
        return cls(
            level=lang.level(decision.level),
            action=lang.card(decision.action),
            candidates=lang.cards(decision.candidates),
            facts=tuple(lang.fact(f) for f in decision.facts),
            steps=steps,
            runner_up=lang.card(decision.runner_up) if decision.runner_up is not None else None,
            lost_at=_lost_at(decision, lang),
        )


def _lost_at(decision: Decision, lang: Lang) -> str | None:
    """The step that put the runner-up behind, with the parameters it had in this decision."""
    key = decision.runner_up_lost_at
    if not key:
        return None
    for step in decision.steps:
        if step.key == key:
            return lang.record(key, step.params)
    return lang.step_name(key)


def _prose(step: Step, lang: Lang) -> Prose:
    return Prose(lang.record(step.key, step.params), lang.cards_in_order(step.kept), step.clause)
