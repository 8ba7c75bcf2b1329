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
- The "knows now" lines of every kind: hearts broken or not ("hearts broken: no"), the cards a
  seat passed and to whom, those it received and from whom, a seat shown void in a suit
  ("West has no ♠ left (shown on trick 3)"), the points a seat has taken and their cards
  ("West has taken points: 2 (Q♥ A♥)"), the cards played in the earlier tricks, a seat that
  may be shooting the moon ("... has taken every point card so far (points: 17) ..."), and the
  scoring, in its two forms ("scoring: each heart 1, the Q♠ 13" and the point table, "scoring:
  Q♠ 13, K♠ 10, A♠ 7, each heart 1; a moon needs every card worth points"): each read from its
  words (the seat by its name in the language, the figures and cards where the words put them)
  and checked against the position after the pass or trick it closes, replayed by the engine.
- The practice's feedback and summary (a practice page's sentences, with their slots): each is
  filled with distinct values and read back, so that the student's cards, the bot's, the cards
  in both and the counts come back in the roles the words give them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hearts.cards import ALL_CARDS, Card, Rank, Seat, Suit
from hearts.engine.results import Trick
from hearts.engine.state import State
from hearts.engine.variant import MoonCards
from hearts.words.notation import read_card

__all__ = [
    "KNOWN_KEYS",
    "KnownLine",
    "Line",
    "feedback_pattern",
    "feedback_reason",
    "headline_reason",
    "known_reason",
    "read_headline",
    "read_known",
    "read_runner_up",
    "runner_up_reason",
    "same_words",
]

_CARD = r"(?P<card>(?:10|[2-9]|[^\W\d_]{1,2})[♣♦♠♥])"
_S = r"[\s\u00a0\u202f]"

_RUNNER_UP = {
    "en": r"Without the step “(?P<step>.+)”, the bot would have (?P<verb>played|passed) (?P<the>the )",
    "es": r"Sin el paso «(?P<step>.+)», el bot habría (?P<verb>jugado|pasado) (?P<the>el |la )",
    "it": r"Senza il passo «(?P<step>.+)», il bot avrebbe (?P<verb>giocato|passato) (?P<the>il |la |l’)",
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
    "it": _OF.format(word="Tra") + r"{seat} (?P<verb>gioca|passa) (?P<the>il |la |l’){card}: (?P<reason>.+)",
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
        return "l’" if r in (Rank.ACE, Rank.EIGHT) else "la " if r is Rank.QUEEN else "il "
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


# ---------------------------------------------------------------------- "What <seat> knows now"

_SEAT_NAMES = {
    "en": ("North", "East", "South", "West"),
    "es": ("Norte", "Este", "Sur", "Oeste"),
    "it": ("Nord", "Est", "Sud", "Ovest"),
    "hu": ("Észak", "Kelet", "Dél", "Nyugat"),
    "fr": ("Nord", "Est", "Sud", "Ouest"),
}
_SEAT_NUMBERED = {
    "en": r"Seat (\d)",
    "es": r"Asiento (\d)",
    "it": r"Posto (\d)",
    "hu": r"(\d)\. hely",
    "fr": r"Place (\d)",
}
"""The seats as each language names them: at a table of four, and numbered in play order at another."""

_YES = {
    "en": ("yes", "no"),
    "es": ("sí", "no"),
    "it": ("sì", "no"),
    "hu": ("igen", "nem"),
    "fr": ("oui", "non"),
}

_ANY = r"(?P<seat>.+?)"
_LIST = r"(?P<cards>(?:\S+[♣♦♠♥] ?)+|—)"
_POINTS = r"(?P<points>-?\d+)"
_KNOWN = {
    "broken": {
        "en": r"hearts broken: (?P<flag>\w+)",
        "es": r"corazones rotos: (?P<flag>\w+)",
        "it": r"cuori rotti: (?P<flag>\w+)",
        "hu": r"megtört a kőr: (?P<flag>\w+)",
        "fr": r"cœurs brisés{s}: (?P<flag>\w+)",
    },
    "passed": {
        "en": r"passed {cards} to {seat}",
        "es": r"pasó {cards} a {seat}",
        "it": r"ha passato {cards} a {seat}",
        "hu": r"átadott lapok: {cards}, címzett: {seat}",
        "fr": r"a passé {cards} à {seat}",
    },
    "received": {
        "en": r"received {cards} from {seat}",
        "es": r"recibió {cards} de {seat}",
        "it": r"ha ricevuto {cards} da {seat}",
        "hu": r"kapott lapok: {cards}, küldő: {seat}",
        "fr": r"a reçu {cards} (?:de |d’){seat}",
    },
    "void": {
        "en": r"{seat} has no (?P<suit>[♣♦♠♥]) left \(shown on trick (?P<trick>\d+)\)",
        "es": r"{seat} ya no tiene (?P<suit>[♣♦♠♥]) \(se vio en la baza (?P<trick>\d+)\)",
        "it": r"{seat} non ha più (?P<suit>[♣♦♠♥]) \(si è visto alla presa (?P<trick>\d+)\)",
        "hu": r"{seat} kifogyott ebből: (?P<suit>[♣♦♠♥]) \(az? (?P<trick>\d+)\. ütésben derült ki\)",
        "fr": r"{seat} n’a plus de (?P<suit>[♣♦♠♥]) \(vu au pli{s}(?P<trick>\d+)\)",
    },
    "points-taken": {
        "en": r"{seat} has taken points: {points} \({cards}\)",
        "es": r"{seat} lleva puntos: {points} \({cards}\)",
        "it": r"{seat} ha preso punti: {points} \({cards}\)",
        "hu": r"{seat} eddig elvitt pontjai: {points} \({cards}\)",
        "fr": r"{seat} a pris des points{s}: {points} \({cards}\)",
    },
    "played": {
        "en": r"cards played in the earlier tricks: {cards}",
        "es": r"cartas jugadas en las bazas anteriores: {cards}",
        "it": r"carte giocate nelle prese precedenti: {cards}",
        "hu": r"a korábbi ütésekben kijátszott lapok: {cards}",
        "fr": r"cartes jouées dans les plis précédents{s}: {cards}",
    },
    "moon-threat": {
        "en": r"{seat} has taken every point card so far \(points: {points}\): it may be shooting the moon",
        "es": r"{seat} se ha llevado todas las cartas de puntos hasta ahora \(puntos: {points}\): "
        r"puede que intente hacer la luna",
        "it": r"{seat} ha preso finora tutte le carte di punti \(punti: {points}\): "
        r"potrebbe tentare di realizzare la luna",
        "hu": r"{seat} vitte el eddig az összes pontos lapot \(pontok: {points}\): "
        r"talán a holdat akarja teljesíteni",
        "fr": r"{seat} a pris toutes les cartes à points jusqu’ici \(points{s}: {points}\){s}: "
        r"il tente peut-être de réaliser la lune",
    },
    "scoring": {
        "en": r"scoring: each heart (?P<heart>-?\d+), the Q♠ (?P<queen>-?\d+)(?:, the J♦ (?P<jack>-?\d+))?",
        "es": r"puntuación: cada corazón (?P<heart>-?\d+), la Q♠ (?P<queen>-?\d+)"
        r"(?:, la J♦ (?P<jack>-?\d+))?",
        "it": r"punteggio: ogni cuore (?P<heart>-?\d+), la Q♠ (?P<queen>-?\d+)(?:, il J♦ (?P<jack>-?\d+))?",
        "hu": r"pontozás: minden kőr (?P<heart>-?\d+), a D♠ (?P<queen>-?\d+)(?:, a B♦ (?P<jack>-?\d+))?",
        "fr": r"décompte{s}: chaque cœur (?P<heart>-?\d+), la D♠ (?P<queen>-?\d+)"
        r"(?:, le V♦ (?P<jack>-?\d+))?",
    },
    "point-table": {
        "en": r"scoring: (?P<table>.+?); a moon needs (?P<moon>.+)",
        "es": r"puntuación: (?P<table>.+?); para hacer la luna hay que llevarse (?P<moon>.+)",
        "it": r"punteggio: (?P<table>.+?); per realizzare la luna servono (?P<moon>.+)",
        "hu": r"pontozás: (?P<table>.+?); a hold teljesítéséhez (?P<moon>.+)",
        "fr": r"décompte{s}: (?P<table>.+?){s}; pour réaliser la lune, il faut (?P<moon>.+)",
    },
}
"""The "knows now" lines the auditor reads from their words, in each language: hearts broken or
not, the cards the seat passed and to whom, those it received and from whom, a seat shown void,
the points a seat has taken, the cards played, a moon threat and the scoring (its two forms).
The order matters: a point table's line starts as the short scoring line does."""

_MOON_NEEDS = {
    "en": {
        "every heart and the Q♠": MoonCards.HEARTS_AND_QUEEN,
        "every card worth points": MoonCards.PENALTY_CARDS,
        "every card of that list, the ones below zero too": MoonCards.PENALTY_AND_BONUS,
    },
    "es": {
        "todos los corazones y la Q♠": MoonCards.HEARTS_AND_QUEEN,
        "todas las cartas que valen puntos": MoonCards.PENALTY_CARDS,
        "todas las cartas de esa lista, también las que valen menos de cero": MoonCards.PENALTY_AND_BONUS,
    },
    "it": {
        "tutti i cuori e la Q♠": MoonCards.HEARTS_AND_QUEEN,
        "tutte le carte che valgono punti": MoonCards.PENALTY_CARDS,
        "tutte le carte di questo elenco, anche quelle sotto zero": MoonCards.PENALTY_AND_BONUS,
    },
    "hu": {
        "minden kőr és a D♠ kell": MoonCards.HEARTS_AND_QUEEN,
        "minden pontot érő lap kell": MoonCards.PENALTY_CARDS,
        "a lista minden lapja kell, a nulla alattiak is": MoonCards.PENALTY_AND_BONUS,
    },
    "fr": {
        "tous les cœurs et la D♠": MoonCards.HEARTS_AND_QUEEN,
        "toutes les cartes qui valent des points": MoonCards.PENALTY_CARDS,
        "toutes les cartes de cette liste, même celles sous zéro": MoonCards.PENALTY_AND_BONUS,
    },
}
"""What a moon needs, in the point table's line: the variant's knob ``moon_cards`` (MOON)."""

_TABLE_PARTS = {
    "en": ("each heart", "each other heart", "each heart its face value"),
    "es": ("cada corazón", "cada uno de los demás corazones", "cada corazón lo que marca su carta"),
    "it": ("ogni cuore", "ogni altro cuore", "ogni cuore il valore segnato sulla carta"),
    "hu": ("minden kőr", "minden más kőr", "minden kőr annyit, amennyi a lapján áll"),
    "fr": ("chaque cœur", "chaque autre cœur", "chaque cœur la valeur inscrite sur la carte"),
}
"""The point table's words for the hearts told as a group: all alike, the others alike, each
its face value (then its lowest and highest, "(2♥ 2 … A♥ 14)")."""

KNOWN_KEYS = {
    "fact.hearts-broken": "broken",
    "fact.passed": "passed",
    "fact.received": "received",
    "fact.void": "void",
    "fact.points-taken": "points-taken",
    "fact.played": "played",
    "fact.moon-threat": "moon-threat",
    "fact.scoring": "scoring",
    "fact.point-table": "point-table",
}
"""The record keys whose "knows now" line must read as one of these kinds."""


@dataclass(frozen=True, slots=True)
class KnownLine:
    """What a "knows now" line says, read from its words."""

    kind: str
    seat: Seat | None = None
    cards: frozenset[Card] = frozenset()
    suit: Suit | None = None
    trick: int = 0
    flag: bool | None = None
    points: int | None = None
    table: tuple[tuple[Card, int], ...] = ()
    """The scoring lines: every card the line says scores, with its points."""
    moon: MoonCards | None = None


def _seat_named(text: str, lang: str, seats: int) -> Seat | None:
    text = _spaces(text)
    if seats == 4:
        names = _SEAT_NAMES[lang]
        return Seat(names.index(text)) if text in names else None
    m = re.fullmatch(_SEAT_NUMBERED[lang], text)
    return Seat(int(m.group(1)) - 1) if m is not None and 1 <= int(m.group(1)) <= seats else None


def read_known(text: str, lang: str, seats: int = 4) -> KnownLine | str | None:
    """A "knows now" line of one of the kinds read from words, or why it does not read as its
    kind says (a seat or a card the language does not name); ``None``: not a kind read here."""
    line = _spaces(text)
    for kind, by_lang in _KNOWN.items():
        pattern = by_lang[lang].format(seat=_ANY, cards=_LIST, points=_POINTS, s=_S + "?")
        m = re.fullmatch(pattern, line)
        if m is None:
            continue
        found = m.groupdict()
        if kind == "scoring":
            return _scoring_line(found)
        if kind == "point-table":
            return _table_line(found["table"], found["moon"], lang)
        seat = None
        if found.get("seat") is not None:
            seat = _seat_named(found["seat"], lang, seats)
            if seat is None:
                return f"{found['seat']!r} is not a seat at this table"
        flag = None
        if found.get("flag") is not None:
            yes, no = _YES[lang]
            if found["flag"] not in (yes, no):
                return f"{found['flag']!r} is neither {yes!r} nor {no!r}"
            flag = found["flag"] == yes
        listed = found.get("cards") if found.get("cards") != "—" else None
        cards = frozenset(_cards_in(listed, lang)) if listed else frozenset()
        if listed and len(cards) != len(listed.split()):
            return f"{listed!r}: not every card reads as one in this language"
        suit = Suit.parse(found["suit"]) if found.get("suit") else None
        points = int(found["points"]) if found.get("points") is not None else None
        return KnownLine(kind, seat, cards, suit, int(found.get("trick") or 0), flag, points)
    return None


_HEARTS = tuple(Card(Suit.HEARTS, rank) for rank in Rank)
_QUEEN, _JACK = Card.parse("QS"), Card.parse("JD")


def _scoring_line(found: dict[str, str]) -> KnownLine:
    """ "scoring: each heart 1, the Q♠ 13[, the J♦ -10]": what each of those cards scores (the
    J♦ nothing when the line leaves it out)."""
    heart = int(found["heart"])
    table = [(c, heart) for c in _HEARTS]
    table += [(_QUEEN, int(found["queen"])), (_JACK, int(found["jack"]) if found.get("jack") else 0)]
    return KnownLine("scoring", table=tuple((c, v) for c, v in table if v))


def _table_line(words: str, moon: str, lang: str) -> KnownLine | str:
    """The point table read: "Q♠ 13, K♠ 10, A♠ 7, each heart 1", then what a moon needs."""
    needs = _MOON_NEEDS[lang].get(moon)
    if needs is None:
        return f"{moon!r} is not what a moon needs in this language"
    every, others, face = (re.escape(w) for w in _TABLE_PARTS[lang])
    part = re.compile(
        rf"{face} \({_CARD.replace('card', 'low')} (?P<lowv>\d+) … {_CARD.replace('card', 'high')} "
        rf"(?P<highv>\d+)\)|{others} (?P<others>-?\d+)|{every} (?P<every>-?\d+)|{_CARD} (?P<value>-?\d+)"
    )
    table: dict[Card, int] = {}
    grouped: int | None = None
    at = 0
    while at < len(words):
        m = part.match(words, at)
        if m is None:
            return f"{words[at:]!r} does not read as the point table's words"
        if m["card"] is not None:
            ascii_card = read_card(m["card"], lang)
            if ascii_card is None or Card.parse(ascii_card) in table:
                return f"{m['card']!r} is not a card in this language, or is named twice"
            table[Card.parse(ascii_card)] = int(m["value"])
        elif m["every"] is not None or m["others"] is not None:
            grouped = int(m["every"] if m["every"] is not None else m["others"])
        else:
            low, high = read_card(m["low"], lang), read_card(m["high"], lang)
            if low is None or high is None:
                return "the face value's cards do not read as cards in this language"
            for c, v in ((Card.parse(low), int(m["lowv"])), (Card.parse(high), int(m["highv"]))):
                if c.suit is not Suit.HEARTS or v != int(c.rank):
                    return f"{c} {v}: not a heart at its face value"
            table.update((c, int(c.rank)) for c in _HEARTS)
        at = m.end()
        if words.startswith(", ", at):
            at += 2
        elif at < len(words):
            return f"{words[at:]!r} does not read as the point table's words"
    if grouped is not None:
        table.update((c, grouped) for c in _HEARTS if c not in table)
    return KnownLine("point-table", table=tuple(sorted((c, v) for c, v in table.items() if v)), moon=needs)


def known_reason(known: KnownLine, state: State, knower: Seat) -> str | None:
    """Why ``known``, said in ``knower``'s "knows now" block after the position ``state``, is false."""
    if known.kind == "broken":
        return None if known.flag == state.hearts_broken else f"hearts broken: {state.hearts_broken}"
    if known.kind in ("points-taken", "played", "moon-threat", "scoring", "point-table"):
        return _taken_reason(known, state, knower)
    deal = state.current_deal
    if known.kind in ("passed", "received") and (deal is None or known.seat is None):
        return "no pass at this position"
    if known.kind == "passed" and deal is not None and known.seat is not None:
        got = state.received(known.seat)
        if got is None or set(got) != known.cards or not known.cards <= set(deal[knower]):
            return f"{known.seat} did not receive exactly these cards from {knower}"
        return None
    if known.kind == "received" and deal is not None and known.seat is not None:
        got = state.received(knower)
        if got is None or set(got) != known.cards or not known.cards <= set(deal[known.seat]):
            return f"{knower} did not receive exactly these cards from {known.seat}"
        return None
    if known.kind == "void" and known.seat is not None and known.suit is not None:
        shown = next(
            (
                t.number
                for t in (*state.tricks, state.current_trick)
                if t.led_suit is known.suit and _off_suit(t, known.seat, known.suit)
            ),
            None,
        )
        if state.hand(known.seat).of_suit(known.suit):
            return f"{known.seat} still holds a {known.suit.symbol}"
        if shown != known.trick:
            return f"{known.seat} first showed no {known.suit.symbol} on trick {shown}, not {known.trick}"
        return None
    return "a line this reader does not check"


def _scoring_taken(state: State, seat: Seat) -> set[Card]:
    """The cards that score that ``seat`` has taken: in the tricks it won, and the kitty with the
    first trick once taken (DEAL)."""
    values = state.variant.card_values()
    taken = {c for t in state.tricks if t.winner is seat for c in t.cards}
    if state.kitty_taken and state.tricks and state.tricks[0].winner is seat:
        taken.update(state.kitty)
    return {c for c in taken if values[c.index]}


def _taken_reason(known: KnownLine, state: State, knower: Seat) -> str | None:
    """Why a line of points taken, cards played, moon threat or scoring is false at ``state``."""
    values = state.variant.card_values()
    if known.kind == "played":
        played = {c for t in state.tricks for c in t.cards}
        return None if known.cards == played else "these are not the cards of the tricks played"
    if known.kind in ("scoring", "point-table"):
        table = {c: values[c.index] for c in _all_cards() if values[c.index]}
        if dict(known.table) != table:
            wrong = sorted(set(known.table) ^ set(table.items()))
            return f"the variant's points differ: {wrong[0][0]} scores {table.get(wrong[0][0], 0)}"
        wanted = state.variant.moon_cards
        if known.kind == "point-table" and known.moon is not wanted:
            return f"a moon needs what the knob moon_cards says: {wanted}"
        return None
    if known.seat is None or known.points is None:
        return "no seat or no points"
    taken = _scoring_taken(state, known.seat)
    points = sum(values[c.index] for c in taken)
    if known.points != points:
        return f"{known.seat} has taken {points} points, not {known.points}"
    if known.kind == "points-taken":
        return None if known.cards == taken else f"{known.seat} took other scoring cards"
    others = [s for s in Seat.at_table(state.seats) if s is not known.seat and _scoring_taken(state, s)]
    if known.seat is knower or not taken or others:
        return f"{known.seat} is not another seat holding every scoring card taken so far"
    return None


def _all_cards() -> tuple[Card, ...]:
    return ALL_CARDS


def _off_suit(trick: Trick, seat: Seat, suit: Suit) -> bool:
    card = trick.card_of(seat)
    return card is not None and card.suit is not suit


# ---------------------------------------------------------------------- the practice's feedback

_FEEDBACK = {
    "same": {
        "en": r"Well played: the bot chose {card} too\.",
        "es": r"Bien jugado: el bot eligió la misma carta, {card}\.",
        "it": r"Ben giocato: il bot ha scelto la stessa carta, {card}\.",
        "hu": r"Szép volt: a bot is ezt választotta: {card}\.",
        "fr": r"Bien joué : le bot a choisi la même carte, {card}\.",
    },
    "differ": {
        "en": r"You chose {mine}; the bot chose {bot}\.",
        "es": r"Tu elección: {mine}; la del bot: {bot}\.",
        "it": r"La tua scelta: {mine}; quella del bot: {bot}\.",
        "hu": r"Ezt választottad: {mine}; a bot ezt: {bot}\.",
        "fr": r"Votre choix : {mine} ; celui du bot : {bot}\.",
    },
    "pass-same": {
        "en": r"Well played: the bot passes {cards} too\.",
        "es": r"Bien jugado: el bot también pasa {cards}\.",
        "it": r"Ben giocato: anche il bot passa {cards}\.",
        "hu": r"Szép volt: a bot is ezeket adja át: {cards}\.",
        "fr": r"Bien joué : le bot passe lui aussi {cards}\.",
    },
    "pass-differ": {
        "en": r"You pass {mine}; the bot passes {bot}\. In both passes: {both}\.",
        "es": r"Tú pasas {mine}; el bot pasa {bot}\. En los dos pases: {both}\.",
        "it": r"Tu passi {mine}; il bot passa {bot}\. In entrambi: {both}\.",
        "hu": r"Te ezeket adod át: {mine}; a bot ezeket: {bot}\. Mindkettőben: {both}\.",
        "fr": r"Vous passez {mine} ; le bot passe {bot}\. Dans les deux : {both}\.",
    },
    "matched": {
        "en": r"Decisions where you chose the bot's card: {matched} of {total}\.",
        "es": r"Decisiones en las que elegiste la carta del bot: {matched} de {total}\.",
        "it": r"Decisioni in cui hai scelto la carta del bot: {matched} su {total}\.",
        "hu": r"Döntések, amelyekben a bot lapját választottad: {matched} / {total}\.",
        "fr": r"Décisions où vous avez choisi la carte du bot : {matched} sur {total}\.",
    },
    "item": {
        "en": r"{where}: you chose {mine}, the bot {bot}",
        "es": r"{where}: elegiste {mine}, el bot {bot}",
        "it": r"{where}: hai scelto {mine}, il bot {bot}",
        "hu": r"{where} – te ezt választottad: {mine}, a bot ezt: {bot}",
        "fr": r"{where} : vous avez choisi {mine}, le bot {bot}",
    },
}
"""The practice's feedback and summary as each language says them, the auditor's own reading:
who chose which cards (the student, the bot, both), and how many answers matched of how many."""

_SAMPLE = {
    "card": "9♥",
    "cards": "2♣ 3♣ 4♣",
    "mine": "5♦ 6♦ 7♦",
    "bot": "8♠ 9♠ 10♠",
    "both": "2♥",
    "matched": "3",
    "total": "7",
    "where": "WHERE",
}
"""Distinct values for each slot: filled in as the page's script fills them, then read back."""


_SLOT_WORDS = {
    "card": r"(?P<card>(?:\S+[♣♦♠♥] ?)+)",
    "cards": r"(?P<cards>(?:\S+[♣♦♠♥] ?)+)",
    "mine": r"(?P<mine>(?:\S+[♣♦♠♥] ?)+)",
    "bot": r"(?P<bot>(?:\S+[♣♦♠♥] ?)+)",
    "both": r"(?P<both>(?:\S+[♣♦♠♥] ?)+|—)",
    "matched": r"(?P<matched>\d+)",
    "total": r"(?P<total>\d+)",
    "where": r"(?P<where>[^\W\d_][\w ]*?(?: \d+)?|\d+\.? [\w]+)",
}
"""Each slot of a feedback sentence as printed: cards, counts, where (the passing, "Trick 3")."""


def feedback_pattern(kind: str, lang: str) -> re.Pattern[str]:
    """The practice's ``kind`` of sentence in ``lang`` as printed (its slots filled), to find in
    a transcript whose spaces are collapsed: the auditor's own reading (:data:`_FEEDBACK`)."""
    return re.compile(_FEEDBACK[kind][lang].format(**_SLOT_WORDS))


def feedback_reason(kind: str, template: str, lang: str) -> str | None:
    """Why the practice's ``template`` of ``kind`` (its slots ``{name}``, as the page carries it)
    does not say who chose what: filled with distinct values and read back from its words, each
    value must come back in its role (the student's cards as the student's, the bot's as the
    bot's, the matched count before the total)."""
    if kind not in _FEEDBACK:
        return None
    said = _spaces(re.sub(r"\{(\w+)\}", lambda m: _SAMPLE.get(m.group(1), m.group(0)), template))
    slots = {name: f"(?P<{name}>.+?)" for name in _SAMPLE}
    m = re.fullmatch(_FEEDBACK[kind][lang].format(**slots), said)
    if m is None:
        return f"the {kind} line does not read as its words in this language: {said!r}"
    for name, value in m.groupdict().items():
        if value != _SAMPLE[name]:
            return f"the {kind} line puts {value!r} where it says {name}"
    return None
