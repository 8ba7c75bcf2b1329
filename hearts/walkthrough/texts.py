"""Sentences in five languages: cards, seats, suits, rule clauses and bot decision records.

A bot's :class:`~hearts.bots.decision.Decision` holds message keys and parameters, never
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

from babel.numbers import format_decimal

from hearts.bots.decision import Decision, Fact, Param, Step
from hearts.cards import Card, CardSet, Rank, Seat, Suit
from hearts.i18n import translations
from hearts.variant import PassDirection

__all__ = [
    "CASE_TEMPLATES",
    "CLAUSE_TEXTS",
    "DERIVED",
    "HEADLINES",
    "RECORD_TEMPLATES",
    "SECOND_CHOICE",
    "Lang",
    "Prose",
    "RenderedDecision",
    "case_of",
]

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
    "first-trick-points/table": N_(
        "no card worth points on the first trick while another card can be played "
        "(this variant's point table)"
    ),
    "first-trick-never/table": N_(
        "no card worth points on the first trick, not even when void (this variant's point table)"
    ),
    "already-passing": N_("already chosen to pass"),
    "other": N_("not allowed by this clause now"),
}
"""The reasons a card is illegal (keys made by :func:`hearts.walkthrough.timeline.analyse`)."""

RECORD_TEMPLATES: dict[str, str] = {
    # Facts: what the bot knows (its own cards, public play, its own memory).
    "fact.hand": N_("hand of %(seat)s: %(cards)s"),
    "fact.scoring": N_("scoring: each heart %(heart)s, the Q♠ %(queen)s, the J♦ %(jack_diamonds)s"),
    "fact.point-table": N_("scoring: %(scoring)s; a moon needs every heart and the Q♠"),
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
        "the most dangerous card first: the cards worth the most points (%(cards)s), then the A♠ and K♠ "
        "that could catch the Q♠, then the other point cards, most points first, then the highest other "
        "card; a card worth less than zero last"
    ),
    "step.duck": N_(
        "%(under)s is winning the trick: only the cards below it, which cannot win it, highest first"
    ),
    "step.win-cheaply": N_(
        "every card that may be played beats the card winning so far: "
        "the fewest points first, then the lowest"
    ),
    "step.win-high": N_(
        "last to play, and every card that may be played beats %(over)s: the trick is taken anyway "
        "(points in it: %(points)s), so the highest card goes, the fewest points first"
    ),
    "step.last-free": N_(
        "last to play to a trick with no points in it: taking it costs nothing, "
        "so the highest card goes, the fewest points first"
    ),
    "step.keep-spade-guards": N_(
        "the Q♠ is in hand with %(guards)s lower spades: those spades stay in hand to guard her"
    ),
    "step.pass-high-spades": N_("%(guards)s spades below the Q♠ in hand: the Q♠, A♠ and K♠ are passed first"),
    "step.pass-high-hearts": N_("the high hearts (%(from_rank)s and up) are passed first, highest first"),
    "step.pass-void-suit": N_(
        "every %(suit)s in hand (%(length)s) is passed, highest first, to be left void in %(suit)s"
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
        "%(seat)s has no %(suit)s left and could throw points on them: no %(suit)s lead that an "
        "unseen lower %(suit)s could let win the trick"
    ),
    "step.queen-under": N_("%(over)s is winning the spade trick: drop the Q♠ under it"),
    "step.early-high": N_(
        "the first trick, where nobody may throw points (FIRST-TRICK-POINTS): get rid of the highest "
        "%(suit)s while it costs nothing"
    ),
    "step.will-win": N_(
        "every card that may be played beats %(over)s and nobody still to play can beat them: "
        "the trick is taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.take-bonus": N_(
        "this trick is worth %(points)s points, a gain: beat %(over)s to take it, "
        "with the card worth the fewest points, then the lowest"
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
    "step.sampled-playouts": N_(
        "over %(worlds)s imagined deals of the unseen cards, each played out to the end of the hand, "
        "the points each card cost on average: %(costs)s; the cheapest goes"
    ),
    "step.moon-keep-hearts": N_(
        "%(seat)s has taken every point card so far and can still win this trick: no heart for it"
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
    "fact.scoring/no-jack": N_("scoring: each heart %(heart)s, the Q♠ %(queen)s"),
    "fact.point-table/penalty-cards": N_("scoring: %(scoring)s; a moon needs every card worth points"),
    "fact.point-table/penalty-and-bonus": N_(
        "scoring: %(scoring)s; a moon needs every card of that list, the ones below zero too"
    ),
    "step.danger-points/none": N_(
        "the most dangerous card first: the A♠ and K♠ that could catch the Q♠, then the point cards, "
        "most points first, then the highest other card; a card worth less than zero last"
    ),
    "step.danger-points/no-catchers": N_(
        "the most dangerous card first: the cards worth the most points (%(cards)s), then the other "
        "point cards, most points first, then the highest other card; a card worth less than zero last"
    ),
    "step.danger-points/none-no-catchers": N_(
        "the most dangerous card first: the point cards, most points first, then the highest other "
        "card; a card worth less than zero last"
    ),
    "step.will-win/voids": N_(
        "every card that may be played beats %(over)s and nobody still to play has %(suit)s left: "
        "the trick is taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.will-win/counted": N_(
        "every card that may be played beats %(over)s and no unseen %(suit)s is higher: "
        "the trick is taken anyway, so the highest card goes, the fewest points first"
    ),
    "step.moon-take/to-play": N_(
        "%(seat)s has taken every point card so far and still plays after: beat %(over)s "
        "with the highest card, to keep this trick from it"
    ),
}
"""Templates for one case of a key (``key/case``), picked by :func:`case_of` from the parameters:
a sentence names only what exists in the position (no J♦ where it scores nothing)."""

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

SECOND_CHOICE = {
    "behind": N_("second choice: %(card)s, ranked just behind %(action)s by the last step"),
    "left-out": N_("second choice: %(card)s, kept until this step left it out: %(step)s"),
}
"""The runner-up line: the other card that got furthest through the steps, and where it stopped."""

HEADLINES = {
    "play": N_("%(seat)s plays %(card)s: %(reason)s"),
    "pass": N_("%(seat)s passes %(card)s: %(reason)s"),
}
"""The decisive reason read aloud: who acts, the card, and the decisive step's sentence."""


def case_of(key: str, params: Mapping[str, Param]) -> str:
    """The template key for ``key`` with these parameters (``key/case`` when a case applies)."""
    if key == "fact.scoring" and not params.get("jack_diamonds"):
        return "fact.scoring/no-jack"
    if key == "fact.point-table" and params.get("moon_cards") in ("penalty-cards", "penalty-and-bonus"):
        return f"fact.point-table/{params['moon_cards']}"
    if key == "step.danger-points":
        cases = ("", "/none", "/no-catchers", "/none-no-catchers")
        return key + cases[(not params.get("cards")) + 2 * (not params.get("catchers"))]
    if key == "step.will-win":
        return "step.will-win/voids" if params.get("voids") else "step.will-win/counted"
    if key == "step.moon-take" and params.get("shooter_to_play"):
        return "step.moon-take/to-play"
    return key


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
        case = case_of(key, params)
        template = CASE_TEMPLATES.get(case) or RECORD_TEMPLATES.get(key)
        if key == "step.sampled-playouts" and "scores" in params:
            params = {**params, "costs": self.costs(params)}
        if key == "fact.point-table" and "table" in params:
            params = {**params, "scoring": self.point_table(str(params["table"]))}
        if template is None:
            shown = ", ".join(f"{name} = {self.value(v, name)}" for name, v in params.items())
            generic = self.gettext("%(key)s (%(params)s)") if shown else "%(key)s"
            return generic % {"key": key, "params": shown}
        return self.gettext(template) % _Params(self, params)

    def number(self, value: float) -> str:
        """A number with one decimal, written the way this language writes it (3.9, 3,9)."""
        return format_decimal(round(value, 1), format="0.0", locale=self.code)

    def costs(self, params: Mapping[str, Param]) -> str:
        """``step.sampled-playouts`` in words: each card and its average points, cheapest first."""
        worlds = params.get("worlds") or params.get("samples")
        pairs: list[tuple[int, int, Card]] = []
        for i, item in enumerate(str(params["scores"]).split()):
            card, _, total = item.rpartition("=")
            pairs.append((int(total), i, Card.parse(card)))
        n = worlds if isinstance(worlds, int) and worlds > 0 else 1
        return ", ".join(f"{self.card(c)} {self.number(total / n)}" for total, _, c in sorted(pairs))

    def point_table(self, table: str) -> str:
        """``fact.point-table``'s table in words: "Q♠ 13, K♠ 10, A♠ 7, each heart 1"; the hearts
        told as a group when they score alike (or each its face value)."""
        entries = [
            (Card.parse(item.partition("=")[0]), int(item.partition("=")[2])) for item in table.split()
        ]
        hearts = {c: v for c, v in entries if c.suit is Suit.HEARTS}
        group: str | None = None
        grouped: set[Card] = set()
        if len(hearts) == 13:
            common = max(set(hearts.values()), key=list(hearts.values()).count)
            if all(v == c.rank for c, v in hearts.items()):
                low, high = min(hearts), max(hearts)
                part = self.gettext(TABLE_PARTS["face-value"])
                group = part % {
                    "lowest": f"{self.card(low)} {int(low.rank)}",
                    "highest": f"{self.card(high)} {int(high.rank)}",
                }
                grouped = set(hearts)
            elif list(hearts.values()).count(common) >= 10:
                grouped = {c for c, v in hearts.items() if v == common}
                name = "hearts" if len(grouped) == 13 else "other-hearts"
                group = self.gettext(TABLE_PARTS[name]) % {"points": common}
        shown: list[str] = []
        for c, v in entries:
            if c in grouped:
                if group is not None:
                    shown.append(group)
                    group = None
                continue
            shown.append(self.gettext(TABLE_PARTS["card"]) % {"card": self.card(c), "points": v})
        return ", ".join(shown)

    def headline(self, decision: Decision) -> str | None:
        """The decisive reason in one sentence: "West plays Q♦: <why>"."""
        head = decision.headline
        if head is None:
            return None
        reason = self.record(head.key, head.params)
        template = HEADLINES["pass" if decision.phase == "pass" else "play"]
        return self.gettext(template) % {
            "seat": self.value(head.params.get("actor")),
            "card": self.card(decision.action),
            "reason": reason,
        }

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
    headline: str = ""
    """The decisive reason in one sentence, to read aloud ("West plays Q♦: ...")."""
    second: str | None = None
    """The runner-up line in one sentence (``None`` when there was no other card)."""

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
            headline=lang.headline(decision) or "",
            second=_second(decision, lang),
        )


def _second(decision: Decision, lang: Lang) -> str | None:
    """The second choice: kept by every step and ranked just behind the action by the last one,
    or left out at a step (named with its sentence)."""
    card, key = decision.runner_up, decision.runner_up_lost_at
    if card is None or key is None or not decision.steps:
        return None
    last = decision.steps[-1]
    values = {"card": lang.card(card), "action": lang.card(decision.action)}
    if card in last.kept:
        return lang.gettext(SECOND_CHOICE["behind"]) % values
    return lang.gettext(SECOND_CHOICE["left-out"]) % {**values, "step": _lost_at(decision, lang) or "?"}


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
