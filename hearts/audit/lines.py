"""The lines of a page read as what they say, in each language, from the words alone.

The auditor keeps its own reading of the lines whose words make a claim of their own (not
the walkthrough's templates or catalogs): a line that no longer reads as its claim (a
wording changed, the card or the step swapped, the wrong verb) is reported, whatever the
record behind it says.

- The runner-up line, "Without the step “S”, the bot would have played the X.": the verb
  (played or passed) must be the decision's phase, X (with its article) the record's
  runner-up, and S, word for word, the sentence of the deciding step as the page shows it.
- The headline, "North passes the Q♥: <reason>" ("From J♥ and A♥, South passes the A♥: ..."
  when the deciding step ranked fewer cards than all): the seat and the verb of the decision,
  the card chosen with its article (in Hungarian its object suffix, "a D♠-t"), the cards
  ranked, and, when the deciding step is shown among the steps, its sentence as the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hearts.cards import Card, Rank
from hearts.words.notation import read_card

__all__ = ["Line", "headline_reason", "read_headline", "read_runner_up", "runner_up_reason", "same_words"]

_CARD = r"(?P<card>(?:10|[2-9]|[^\W\d_]{1,2})[♣♦♠♥])"
_S = r"[\s\u00a0\u202f]"

_RUNNER_UP = {
    "en": r"Without the step “(?P<step>.+)”, the bot would have (?P<verb>played|passed) (?P<the>the )",
    "es": r"Sin el paso «(?P<step>.+)», el bot habría (?P<verb>jugado|pasado) (?P<the>el |la )",
    "it": r"Senza il passo «(?P<step>.+)», il bot avrebbe (?P<verb>giocato|passato) (?P<the>il |la |l')",
    "fr": rf"Sans l’étape «{_S}(?P<step>.+){_S}», le bot aurait (?P<verb>joué|passé) (?P<the>le |la |l’)",
    "hu": r"A döntő lépés \(„(?P<step>.+)”\) nélkül a bot (?P<the>az? )",
}
_RUNNER_UP_END = {"hu": r" lapot (?P<verb>játszotta volna ki|adta volna át)\."}
"""The runner-up line in each language: the deciding step, the verb, the article; then the card
and what follows it (a full stop, or in Hungarian the verb)."""

_PASSING = frozenset({"passed", "pasado", "passato", "passé", "adta volna át"})

_SEAT = r"(?P<seat>[^,:]+?)"
_OF = "(?:{word} (?P<given>.+), )?"
_HEADLINE = {
    "en": _OF.format(word="From") + r"{seat} (?P<verb>plays|passes) (?P<the>the ){card}: (?P<reason>.+)",
    "es": _OF.format(word="Entre") + r"{seat} (?P<verb>juega|pasa) (?P<the>el |la ){card}: (?P<reason>.+)",
    "it": _OF.format(word="Tra") + r"{seat} (?P<verb>gioca|passa) (?P<the>il |la |l'){card}: (?P<reason>.+)",
    "fr": _OF.format(word="Entre")
    + r"{seat} (?P<verb>joue|passe) (?P<the>le |la |l’){card}{s}: (?P<reason>.+)",
    "hu": r"{seat} (?P<verb>kijátssza|átadja) (?P<the>az? |a\(z\) ){card}-(?P<suffix>\w+)"
    r"(?: \((?P<given>[^)]+) közül\))?\. Indok: (?P<reason>.+)",
}
"""The headline in each language: the cards ranked (when a step had fewer than all), who, the
verb, the card with its article (in Hungarian its object suffix too), the reason."""

_HEADLINE_PASSING = frozenset({"passes", "pasa", "passa", "passe", "átadja"})

_HU_SUFFIX = {3: "at", 4: "et", 5: "öt", 6: "ot", 7: "et", 8: "at", 9: "et", 10: "et"}
"""The Hungarian object suffix after a card, by its spoken rank (kettőt, hármat... ászt)."""


def _article(lang: str, card: Card) -> str:
    """The definite article before the card's spoken name (the rank's gender and sound)."""
    r = card.rank
    if lang == "es":
        return "la " if r in (Rank.QUEEN, Rank.JACK) else "el "  # la reina, la jota
    if lang == "it":
        return "l'" if r in (Rank.ACE, Rank.EIGHT) else "la " if r is Rank.QUEEN else "il "
    if lang == "fr":
        return "l’" if r is Rank.ACE else "la " if r is Rank.QUEEN else "le "
    if lang == "hu":  # az before a vowel sound: ász, öt (5)
        return "az " if r in (Rank.ACE, Rank.FIVE) else "a "
    return "the "


@dataclass(frozen=True, slots=True)
class Line:
    """What a line says, read from its words."""

    card: Card | None
    passing: bool
    step: str
    """The deciding step's sentence (the runner-up line) or the reason (the headline)."""
    seat: str = ""
    given: str | None = None


def _spaces(text: str) -> str:
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()


def read_runner_up(text: str, lang: str) -> Line | str:
    """The runner-up line read, or why it does not read as one (with the wrong article)."""
    m = re.fullmatch(_RUNNER_UP[lang] + _CARD + _RUNNER_UP_END.get(lang, r"\."), text.strip())
    if m is None:
        return "the line does not read as 'without the step S, the bot would have played X'"
    ascii_card = read_card(m["card"], lang)
    if ascii_card is None:
        return f"{m['card']} is not a card in this language"
    card = Card.parse(ascii_card)
    if m["the"] != _article(lang, card):
        return f"'{m['the']}{m['card']}': the article of {card} is '{_article(lang, card).strip()}'"
    return Line(card, m["verb"] in _PASSING, _spaces(m["step"]))


def read_headline(text: str, lang: str) -> Line | str:
    """The headline read, or why it does not read as one (with the wrong article or suffix)."""
    m = re.fullmatch(_HEADLINE[lang].format(card=_CARD, s=_S + "?", seat=_SEAT), text.strip())
    ascii_card = read_card(m["card"], lang) if m is not None else None
    if m is None or ascii_card is None:
        return "the headline does not read as '<seat> plays <card>: <reason>'"
    card = Card.parse(ascii_card)
    the = m["the"]
    if lang == "hu":
        wanted_suffix = _HU_SUFFIX.get(int(card.rank), "t")
        if m["suffix"] != wanted_suffix:
            return f"'{m['card']}-{m['suffix']}': the object suffix of {card} is '-{wanted_suffix}'"
        the = _article(lang, card) if the == "a(z) " else the
    if the != _article(lang, card):
        return f"'{m['the']}{m['card']}': the article of {card} is '{_article(lang, card).strip()}'"
    return Line(card, m["verb"] in _HEADLINE_PASSING, _spaces(m["reason"]), m["seat"], m["given"])


def same_words(a: str, b: str) -> bool:
    """The same words, whatever the spaces (no-break spaces of French typesetting)."""
    return _spaces(a) == _spaces(b)


def runner_up_reason(
    line: str | None, lang: str, phase: str, runner_up: Card | None, deciding: str | None
) -> str | None:
    """Why the runner-up ``line`` is false for a decision of ``phase`` whose record's runner-up is
    ``runner_up``, its deciding step shown as the sentence ``deciding`` (``None``: true)."""
    if line is None or runner_up is None:
        return None if line is None and runner_up is None else "a runner-up line without a runner-up"
    read = read_runner_up(line, lang)
    if isinstance(read, str):
        return read
    if read.passing != (phase == "pass"):
        return f"the line says {'passed' if read.passing else 'played'}; the decision is a {phase}"
    if read.card != runner_up:
        return f"the line names {read.card}; without the step the bot plays {runner_up}"
    if deciding is None or not same_words(read.step, deciding):
        return "the step quoted is not the deciding step as the page shows it"
    return None


def headline_reason(
    line: str, lang: str, phase: str, action: Card, given: set[Card] | None, deciding: str | None
) -> str | None:
    """Why the headline ``line`` is false: not the decision's verb or card, cards ranked that are
    not those the deciding step was given (``given``: their cards, ``None`` when the line should
    name none), or a reason other than the deciding step's sentence ``deciding`` (when the page
    shows that step)."""
    read = read_headline(line, lang)
    if isinstance(read, str):
        return read
    if read.card != action:
        return f"the headline names {read.card}, not {action}, the card chosen"
    if read.passing != (phase == "pass"):
        return f"the headline says {'passes' if read.passing else 'plays'}; the decision is a {phase}"
    named = None if read.given is None else {c for c in _cards_in(read.given, lang)}
    if named != given:
        return "the cards ranked shown are not those the deciding step was given"
    if deciding is not None and not same_words(read.step, deciding):
        return "the reason is not the deciding step's sentence"
    return None


def _cards_in(text: str, lang: str) -> list[Card]:
    out = []
    for word in re.findall(_CARD.replace("?P<card>", ""), text):
        ascii_card = read_card(word, lang)
        if ascii_card is not None:
            out.append(Card.parse(ascii_card))
    return out
