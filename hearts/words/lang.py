"""One language's words: :class:`Lang` says cards, seats and suits (:mod:`.names`), rule
clauses (:mod:`.refusals`), bot decision records (:mod:`.reasons`) and the walkthrough's and the
terminal's sentences (catalogs ``walkthrough``, ``terminal``, ``reasons``) in that language.

A bot's :class:`~hearts.bots.decision.Decision` holds message keys and parameters, never
prose. Each key has an English template (:mod:`hearts.words.reasons`; marked for extraction,
translated in ``hearts/words/locale/<lang>/LC_MESSAGES/reasons.po``) with named parameters
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

import contextlib
import gettext
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from babel.numbers import format_decimal

from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit, table_size
from hearts.words import N_, NC_, NN_, PLURALS, names
from hearts.words.catalogs import translations
from hearts.words.notation import read_card, write_card
from hearts.words.pages import PAGE, PAGE_PLURALS
from hearts.words.reasons import (
    BONUS_LAST,
    CASE_TEMPLATES,
    COUNTS,
    DERIVED,
    RECORD_TEMPLATES,
    TABLE_PARTS,
    DecisionRecord,
    FactRecord,
    Param,
    StepRecord,
)
from hearts.words.refusals import REFUSALS, RefusalRecord, reason_text
from hearts.words.terminal import SEAT_LETTERS
from hearts.words.typeset import hungarian_article

__all__ = [
    "CASE_TEMPLATES",
    "DERIVED",
    "HEADLINES",
    "HINTS",
    "NC_",
    "N_",
    "RECORD_TEMPLATES",
    "SECOND_CHOICE",
    "Lang",
    "Prose",
    "RenderedDecision",
    "case_of",
]

DOMAINS = ("walkthrough", "terminal", "reasons")
"""The catalogs a :class:`Lang` reads: the pages', the terminal's and the bots' reasons."""


_ARTICLES: dict[str, tuple[str, dict[Rank, str]]] = {
    "en": ("the ", {}),
    "es": ("el ", {Rank.QUEEN: "la ", Rank.JACK: "la "}),  # la reina, la jota; el rey, el as, el 7
    "it": ("il ", {Rank.QUEEN: "la ", Rank.ACE: "l’", Rank.EIGHT: "l’"}),  # la donna; l’asso, l’otto
    "fr": ("le ", {Rank.QUEEN: "la ", Rank.ACE: "l’"}),  # la dame; l’as; le valet, le roi, le huit
    "hu": ("a(z) ", {}),  # a or az by the card's first sound: Lang.article chooses
}
"""The definite article before a card's name in each language (:meth:`Lang.the_card`): by the
rank's spoken name and its gender."""

# Hungarian marks the object with a suffix, joined to a card with a hyphen and chosen by the
# spoken rank (kettőt, hármat, négyet, ötöt, hatot, hetet, nyolcat, kilencet, tízet; bubit,
# dámát, királyt, ászt): "átadja a D♠-t".
_HU_OBJECT = {
    Rank.THREE: "-at",
    Rank.FOUR: "-et",
    Rank.FIVE: "-öt",
    Rank.SIX: "-ot",
    Rank.SEVEN: "-et",
    Rank.EIGHT: "-at",
    Rank.NINE: "-et",
    Rank.TEN: "-et",
}

_CARD_NOUNS = frozenset({"over", "under"})
"""Record parameters that a sentence names as a noun ("beat the K♠"): shown with their article."""

# The game as it is told, on the pages and at the terminal alike: the pages' sentences
# (:mod:`hearts.words.pages`, where the templates read them too), under the names the code uses.
HAND_TITLE = PAGE["hand_number_direction"]
HAND_NUMBER = PAGE["hand_number"]
PASSING = PAGE["passing"]
TRICK = PAGE["trick_number"]
TRICK_WON = NN_(*PAGE_PLURALS["seat_wins_the_trick_and_num"])
HEARTS_NOW_BROKEN = PAGE["hearts_are_now_broken_hearts_break"]
HAND_END = PAGE["end_of_hand_number_points_accumulate"]
POINTS_TAKEN, SCORED, TOTAL = PAGE["points_taken"], PAGE["scored"], PAGE["total"]
MOON_SHOT = PAGE["seat_took_every_point_and_shot"]
LEGAL_CARDS = PAGE["legal_cards"]
NOT_IN_HAND = PAGE["card_is_not_in_this_hand"]
STEP_COUNTER = PAGE["step_n_of_total"]
VARIANT = PAGE["variant_variant"]
SEED = PAGE["seed_seed"]
PLAYERS = PAGE["players"]

SECOND_CHOICE = {
    "play": N_("Without the step “%(step)s”, the bot would have played %(card)s."),
    "pass": N_("Without the step “%(step)s”, the bot would have passed %(card)s."),
}
"""The runner-up line: the card the bot would have played or passed with its decisive step taken
out (the plan run again without it, :func:`hearts.bots.steps.run_plan`), and that step. It says
what the record's ``runner_up`` is, not "the card ranked second": a step that keeps some cards
ranks none of those it leaves out (docs/bots.md, "The record")."""

HEADLINES = {
    "play": N_("%(seat)s plays %(card)s: %(reason)s"),
    "pass": N_("%(seat)s passes %(card)s: %(reason)s"),
    "play/of": N_("From %(given)s, %(seat)s plays %(card)s: %(reason)s"),
    "pass/of": N_("From %(given)s, %(seat)s passes %(card)s: %(reason)s"),
}
"""The decisive reason read aloud: who acts, the card (with its article, :meth:`Lang.the_card_object`),
and the decisive step's sentence; with ``/of``, the cards that step ranked when earlier steps had
set others aside (read alone over the whole hand, its rule could point to another card)."""

HINTS = {
    "play": N_("Hint from the Normal bot: play %(card)s (%(reason)s)."),
    "pass": N_("Hint from the Normal bot: pass %(card)s (%(reason)s)."),
}
"""The hint, said to the student (the second person, each language's register, docs/languages.md):
the card the Normal bot would choose, with its article, and its reason."""


def case_of(key: str, params: Mapping[str, Param]) -> str:
    """The template key for ``key`` with these parameters (``key/case`` when a case applies)."""
    if key == "fact.scoring" and not params.get("jack_diamonds"):
        return "fact.scoring/no-jack"
    if key == "fact.table" and params.get("kitty_size"):
        case = "fact.table/kitty-taken" if params.get("kitty") else "fact.table/kitty"
        return case + "-heart" if params.get("first_heart") else case  # KITTY-FIRST-HEART
    if key == "fact.point-table" and params.get("moon_cards") in ("penalty-cards", "penalty-and-bonus"):
        return f"fact.point-table/{params['moon_cards']}"
    if key == "step.danger" and params.get("queen_played"):
        return "step.danger/queen-played"
    if key == "step.danger-points":
        if params.get("catchers") and params.get("queen_played"):
            return key + ("/queen-played" if params.get("cards") else "/none-queen-played")
        cases = ("", "/none", "/no-catchers", "/none-no-catchers")
        return key + cases[(not params.get("cards")) + 2 * (not params.get("catchers"))]
    if key == "step.pass-high-spades" and params.get("queen") is False:
        return "step.pass-high-spades/no-queen"
    if key == "step.will-win":
        return "step.will-win/voids" if params.get("voids") else "step.will-win/counted"
    if key == "step.moon-take" and params.get("shooter_to_play"):
        return "step.moon-take/to-play"
    return key


class Lang:
    """Formatting and translation for one language of the walkthrough, at a table of ``seats``
    (the seats are North, East, South, West at four, numbered in play order otherwise)."""

    def __init__(self, code: str, seats: int = 4) -> None:
        self.code = code
        self.seats = table_size(seats)
        self.t: gettext.NullTranslations = translations(code, *DOMAINS)

    def __repr__(self) -> str:
        return f"Lang({self.code!r})" if self.seats == 4 else f"Lang({self.code!r}, seats={self.seats})"

    def at_table(self, seats: int) -> Lang:
        """This language at a table of ``seats``."""
        return self if table_size(seats) == self.seats else Lang(self.code, seats)

    # gettext, in the three forms the templates use --------------------------------

    def gettext(self, message: str) -> str:
        return self.t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.t.ngettext(singular, plural, n)

    def plural(self, template: str, n: int) -> str:
        """A template marked with :func:`~hearts.words.reasons.NN_` in the form for the count
        ``n`` by this language's plural rule (the form of ``|n|``: a bonus of −1 point is one)."""
        return self.t.ngettext(template, PLURALS[template], abs(n))

    def pgettext(self, context: str, message: str) -> str:
        return self.t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.t.npgettext(context, singular, plural, n)

    # values --------------------------------------------------------------------

    def seat(self, seat: Seat) -> str:
        """The seat's name: North... at four seats, ``Seat 1``... at another table."""
        return names.seat(seat, self.code, self.seats)

    def seat_letter(self, seat: Seat) -> str:
        """The seat's initial in the language (``O`` for Ouest, ``Ny`` for Nyugat); its number at a
        table of three, five or six."""
        if self.seats != 4:
            return seat.number
        return self.pgettext("seat letter", SEAT_LETTERS[seat])

    def seat_by_letter(self, text: str) -> Seat | None:
        """The seat a typed initial names at a table of four: the language's own (``O`` for Ouest),
        else the English one when the language has no letter that reads the same (``W``)."""
        typed = _plain(text.strip()).upper()
        own = {_plain(self.seat_letter(s)).upper(): s for s in Seat}
        if typed in own:
            return own[typed]
        english = {letter: Seat(i) for i, letter in enumerate("NESW")}
        return english[typed] if typed in english and typed not in own else None

    def suit(self, suit: Suit) -> str:
        """The suit's symbol (the same in every language)."""
        return suit.symbol

    def suit_name(self, suit: Suit) -> str:
        return names.suit_name(suit, self.code)

    def rank(self, rank: Rank) -> str:
        return names.rank(rank, self.code)

    def card(self, card: Card) -> str:
        return names.card(card, self.code)

    def card_name(self, card: Card) -> str:
        """The card in words, as a screen reader should say it: ``queen of spades``, ``pikk dáma``."""
        return names.card_name(card, self.code)

    def article(self, card: Card) -> str:
        """The definite article before ``card`` (with its space, or ``l’`` joined); in Hungarian
        ``a`` or ``az`` by how the card is read (``az A♠``, ``az 5♣``, ``a D♠``)."""
        if self.code == "hu":
            return hungarian_article(self.card(card)) + " "
        usual, by_rank = _ARTICLES[self.code]
        return by_rank.get(card.rank, usual)

    def object_suffix(self, card: Card) -> str:
        """What follows a card named as a verb's object: the Hungarian accusative (``-t``, ``-öt``)."""
        return _HU_OBJECT.get(card.rank, "-t") if self.code == "hu" else ""

    def the_card(self, card: Card) -> str:
        """The card with its article, as a sentence names it: ``the 2♣``, ``la Q♠`` (la reina),
        ``l’A♠`` in French and Italian, ``az 5♣`` in Hungarian."""
        return self.article(card) + self.card(card)

    def the_card_object(self, card: Card) -> str:
        """The card with its article as a verb's object: :meth:`the_card`, in Hungarian with the
        accusative suffix (``a D♠-t``, ``az 5♣-öt``)."""
        return self.the_card(card) + self.object_suffix(card)

    def card_list(self, cards: Iterable[Card]) -> str:
        """Cards in the usual order as a list in words: ``J♥ and A♥``, ``9♠, J♥ and A♥``."""
        shown = [self.card(c) for c in sorted(cards)]
        if len(shown) < 2:
            return shown[0] if shown else "—"
        return ", ".join(shown[:-1]) + " " + names.list_and(self.code) + " " + shown[-1]

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

    def direction(self, direction: str) -> str:
        """A passing direction by its knob value (a ``PassDirection`` is one): ``pass to the left``."""
        return names.direction(direction, self.code)

    # cards typed at a prompt ------------------------------------------------------

    def parse_card(self, text: str, hand: Iterable[Card] | None = None) -> Card | None:
        """A card typed in this language's letters (``DP``, ``D♠`` in French) or in English
        ASCII or symbols (``QS``, ``Q♠``, ``10h``).

        Where the two readings differ (``AC`` is A♥ in French, A♣ in English), the one in
        ``hand`` wins; with both or neither in it, the language's own (:meth:`read_as`
        says which was read).
        """
        readings = self._readings(text)
        if not readings:
            return None
        held = set(hand) if hand is not None else set()
        in_hand = [c for c in readings if c in held]
        return in_hand[0] if len(in_hand) == 1 else readings[0]

    def _readings(self, text: str) -> list[Card]:
        readings: list[Card] = []
        own = read_card(text, self.code)
        if own is not None:
            readings.append(Card.parse(own))
        with contextlib.suppress(NotationError):
            english = Card.parse(text)
            if english not in readings:
                readings.append(english)
        return readings

    def read_as(self, text: str, card: Card) -> str | None:
        """What was read, when ``text`` is a card in both this language's letters and English
        ones, and they differ: ``2C → 2♥ (cœur)`` in French (``None`` when only one reading)."""
        if len(self._readings(text)) < 2:
            return None
        return f"{text.strip()} → {self.card(card)} ({self.suit_name(card.suit)})"

    def typed(self, card: Card) -> str:
        """The card in this language's plain letters (``DP`` for the Q♠ in French)."""
        return write_card(card.format(), self.code)

    def typing_examples(self) -> str:
        """How a card may be typed here, in this language's own letters only: ``DP, D♠, 10T``
        in French (the queen of spades, the same with its symbol, a ten). English letters are
        read too, but never shown beside another language's, and the ten shown is one whose
        letters are no other card in English (``10C`` is the 10♥ in French, the 10♣ in English)."""
        queen = Card.parse("QS")
        tens = [Card.parse("T" + suit) for suit in "HCD"]  # a ten whose letters read one way only
        ten = next((t for t in tens if self.read_as(self.typed(t), t) is None), tens[0])
        return ", ".join((self.typed(queen), self.card(queen), self.typed(ten)))

    def level(self, name: str) -> str:
        return names.level(name, self.code)

    def value(self, value: Param, name: str = "") -> str:
        """A record parameter in this language (``name`` helps: ``from_rank``, ``direction``)."""
        if isinstance(value, bool):
            return self.gettext("yes") if value else self.gettext("no")
        if isinstance(value, Card):
            return self.the_card(value) if name in _CARD_NOUNS else self.card(value)
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
        words = names.direction_words(value, self.code) if isinstance(value, str) else None
        return words if words is not None else str(value)

    # sentences -----------------------------------------------------------------

    def clause_text(self, reason: str, violation: RefusalRecord | None = None) -> str:
        """Why a card is refused, in this language: the engine's refusal (the one table of refusal
        sentences, :mod:`hearts.words.refusals`; it names the cards this variant keeps out), or,
        without one, the refusal of that key if it needs no parameter (else ``other``)."""
        if violation is None:
            key = reason if reason in REFUSALS and "%(" not in REFUSALS[reason] else "other"
            violation = _Refused("", key)
        return reason_text(violation, self.code)

    def record(self, key: str, params: Mapping[str, Param]) -> str:
        """A fact or step key with its parameters as a sentence in this language."""
        case = case_of(key, params)
        template = CASE_TEMPLATES.get(case) or RECORD_TEMPLATES.get(key)
        if key == "step.sampled-playouts" and "scores" in params:
            params = {**params, "costs": self.costs(params)}
        if key == "fact.point-table" and "table" in params:
            params = {**params, "scoring": self.point_table(str(params["table"]))}
        if template is None:
            shown = ", ".join(  # a value as it is, with no article: "over = K♠"
                f"{name} = {self.card(v) if isinstance(v, Card) else self.value(v, name)}"
                for name, v in params.items()
            )
            generic = self.gettext("%(key)s (%(params)s)") if shown else "%(key)s"
            return generic % {"key": key, "params": shown}
        if template in PLURALS:  # by the language's plural rule (the plural when the count is missing)
            count = params.get(COUNTS.get(key, ""))
            n = count if isinstance(count, int) and not isinstance(count, bool) else 2
            return self.plural(template, n) % _Params(self, params)
        text = self.gettext(template) % _Params(self, params)
        if key == "step.danger-points" and params.get("bonus"):
            text = self.gettext(BONUS_LAST) % {"order": text}
        return text

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

    def reason(self, decision: DecisionRecord) -> str:
        """Why the card was chosen, in one clause: the headline's step, else the decisive (last) step."""
        head = decision.headline
        if head is not None:
            return self.record(head.key, head.params)
        last = decision.steps[-1] if decision.steps else None
        return self.record(last.key, last.params) if last is not None else ""

    def hint(self, decision: DecisionRecord) -> str:
        """The bot's choice said to the student: "Hint from the Normal bot: play the Q♠ (<why>)."."""
        template = HINTS["pass" if decision.phase == "pass" else "play"]
        return self.gettext(template) % {
            "card": self.the_card_object(decision.action),
            "reason": self.reason(decision),
        }

    def headline(self, decision: DecisionRecord) -> str | None:
        """The decisive reason in one sentence: "West plays Q♦: <why>"."""
        head = decision.headline
        if head is None:
            return None
        reason = self.record(head.key, head.params)
        kind = "pass" if decision.phase == "pass" else "play"
        narrowed = bool(head.given) and set(head.given) != set(decision.candidates)
        template = HEADLINES[kind + "/of" if narrowed else kind]
        return self.gettext(template) % {
            "seat": self.value(head.params.get("actor")),
            "card": self.the_card_object(decision.action),
            "given": self.card_list(head.given),
            "reason": reason,
        }

    def fact(self, fact: FactRecord) -> str:
        return self.record(fact.key, fact.params)

    def step_name(self, key: str | None) -> str:
        if key is None:
            return "—"
        return self.record(key, {})


def _plain(text: str) -> str:
    """``text`` without its accents (``É`` → ``E``), so that an initial is read however typed."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class _Refused:
    """A refusal known by its key alone (it takes no parameter)."""

    clause: str
    key: str
    params: tuple[tuple[str, int | str], ...] = ()


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
    headline: str = ""
    """The decisive reason in one sentence, to read aloud ("West plays Q♦: ...")."""
    second: str | None = None
    """The runner-up line in one sentence (``None`` when there was no other card)."""
    the_action: str = ""
    """The card chosen with its article, as a sentence names it ("Why the Q♠?")."""

    @classmethod
    def of(cls, decision: DecisionRecord, lang: Lang) -> RenderedDecision:
        steps = tuple(_prose(step, lang) for step in decision.steps)
        return cls(
            level=lang.level(decision.level),
            action=lang.card(decision.action),
            candidates=lang.cards(decision.candidates),
            facts=tuple(lang.fact(f) for f in decision.facts),
            steps=steps,
            headline=lang.headline(decision) or "",
            second=_second(decision, lang),
            the_action=lang.the_card(decision.action),
        )


def _second(decision: DecisionRecord, lang: Lang) -> str | None:
    """The runner-up line: the card chosen without the decisive step, and that step's sentence
    (``None`` when there is no runner-up: the same card without it, or no choice at all)."""
    card, key = decision.runner_up, decision.runner_up_lost_at
    if card is None or key is None or not decision.steps:
        return None
    values = {"card": lang.the_card(card), "step": _lost_at(decision, lang) or "?"}
    return lang.gettext(SECOND_CHOICE["pass" if decision.phase == "pass" else "play"]) % values


def _lost_at(decision: DecisionRecord, lang: Lang) -> str | None:
    """The step that put the runner-up behind (the decisive one), with its parameters here."""
    key = decision.runner_up_lost_at
    if not key:
        return None
    head = decision.headline
    if head is not None and head.key == key:
        return lang.record(key, {k: v for k, v in head.params.items() if k not in ("actor", "card")})
    for step in decision.steps:
        if step.key == key:
            return lang.record(key, step.params)
    return lang.step_name(key)


def _prose(step: StepRecord, lang: Lang) -> Prose:
    return Prose(lang.record(step.key, step.params), lang.cards_in_order(step.kept), step.clause)
