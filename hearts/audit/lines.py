"""The lines of a page read as what they say, in each language, from the words alone.

The auditor keeps its own reading of the lines whose words make a claim of their own (not
the walkthrough's templates or catalogs): a line that no longer reads as its claim (a
wording changed, the card or the step swapped, the wrong verb) is reported, whatever the
record behind it says.

- The runner-up line, "Without the step “S”, the bot would have played the X.": the verb
  (played or passed) must be the decision's phase, X (with its article) the record's
  runner-up, and S, word for word, the sentence of the deciding step as the page shows it.
- The headline, "North passes Q♥: <reason>": the seat and the verb of the decision, the
  card chosen, and, when the deciding step is shown among the steps, its sentence as the
  reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hearts.cards import Card, Rank
from hearts.i18n.notation import read_card

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

_HEADLINE = {
    "en": r"(?P<seat>.+?) (?P<verb>plays|passes) {card}(?:, of (?P<given>[^:]+))?: (?P<reason>.+)",
    "es": r"(?P<seat>.+?) (?P<verb>juega|pasa) {card}(?:, entre (?P<given>[^:]+))?: (?P<reason>.+)",
    "it": r"(?P<seat>.+?) (?P<verb>gioca|passa) {card}(?:, tra (?P<given>[^:]+))?: (?P<reason>.+)",
    "fr": r"(?P<seat>.+?) (?P<verb>joue|passe) {card}(?:, parmi (?P<given>[^:]+))?{s}: (?P<reason>.+)",
    "hu": r"(?P<seat>.+?) (?P<verb>lapja|átadja): {card}(?:, ezek közül: (?P<given>[^.]+))?\. "
    r"Indok: (?P<reason>.+)",
}
"""The headline in each language: who, the verb, the card, the cards ranked, the reason."""

_HEADLINE_PASSING = frozenset({"passes", "pasa", "passa", "passe", "átadja"})


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
    """The headline read, or why it does not read as one."""
    m = re.fullmatch(_HEADLINE[lang].format(card=_CARD, s=_S + "?"), text.strip())
    ascii_card = read_card(m["card"], lang) if m is not None else None
    if m is None or ascii_card is None:
        return "the headline does not read as '<seat> plays <card>: <reason>'"
    return Line(
        Card.parse(ascii_card), m["verb"] in _HEADLINE_PASSING, _spaces(m["reason"]), m["seat"], m["given"]
    )


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
    for word in text.split():
        ascii_card = read_card(word, lang)
        if ascii_card is not None:
            out.append(Card.parse(ascii_card))
    return out
