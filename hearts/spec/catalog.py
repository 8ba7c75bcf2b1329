"""Phrase catalogs: the words of each language, as data.

A catalog (``hearts/spec/phrases/<lang>.yaml``) says how one language writes the
steps of the specification and the things in them: seats, card names, suits,
pass directions. Its ``steps`` map each step ID (see :mod:`hearts.spec.steps`) to
the phrases that mean it, written in the ``parse`` format with typed
placeholders::

    steps:
      holds: ["{seat} holds {cards}", "{seat} has {cards} in hand"]

A placeholder is named after its type (``{seat}``, ``{cards}``, ...), optionally
followed by digits when a phrase has two of a kind (``{seat2}``). The types:

``seat``, ``seats``
    a seat name of the language (``North``, ``Észak``), or a list of them;
``card``, ``cards``
    one card, or a list: symbol or ASCII notation (``Q♠``, ``10♥``, ``QS``) or
    the language's card names (``queen of spades``, ``pikk dáma``), separated by
    commas or the language's "and"; also "all the hearts" and "nothing";
``sequence`` (cards in the order written), ``suit`` (a suit word), ``number``,
``clause`` (a clause ID), ``variant`` (a variant name), ``direction`` (a pass
direction word), ``knob`` and ``value`` (a variant knob).

Adding a language means adding a catalog and a folder of features; no code.

>>> cat = load_catalog("en")
>>> cat.parse_cards("Q♠, ten of hearts and the 2 of clubs").format(symbols=True)
'2♣ Q♠ 10♥'
>>> [m.step for m in cat.match("North holds 2♣ 7♣")]
['holds']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import parse  # type: ignore[import-untyped]
import yaml

from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit, suit_mask
from hearts.errors import InputError
from hearts.variant import PassDirection
from hearts.yamlsafe import compose, where

__all__ = [
    "KINDS",
    "PLACEHOLDER_TYPES",
    "Catalog",
    "CatalogError",
    "Match",
    "Phrase",
    "StepTextError",
    "builtin_languages",
    "load_catalog",
    "load_catalogs",
    "parse_catalog",
    "placeholder_type",
]

KINDS = ("given", "when", "then")
"""The kinds of step, as Gherkin's keywords sort them (And/But take the kind before them)."""

_ANY = r".+?"
PLACEHOLDER_TYPES: dict[str, str | None] = {
    "seat": None,  # alternation of the language's seat names
    "seats": _ANY,
    "card": _ANY,
    "cards": _ANY,
    "sequence": _ANY,
    "number": r"-?\d+",
    "clause": r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*",
    "variant": r"[A-Za-z0-9][A-Za-z0-9._-]*",
    "direction": None,  # alternation of the language's direction words
    "suit": None,  # alternation of the language's suit words
    "knob": r"[a-z_]+",
    "value": r"\S+",
}
"""Placeholder types and the text they match (``None``: built from the catalog's words)."""

_PLACEHOLDER = re.compile(r"\{([a-z_]+?)(\d*)\}")


class CatalogError(InputError):
    """A phrase catalog that cannot be used: ``file:line: field: why``."""

    def __init__(self, path: str, line: int | None, key: str | None, why: str) -> None:
        where_ = f"{path}:{line}" if line is not None else path
        what = f"{key}: " if key else ""
        super().__init__(f"{where_}: {what}{why}")
        self.path, self.line, self.key, self.why = path, line, key, why


class StepTextError(InputError):
    """Step text whose words the catalog does not know (a card, seat or direction)."""


def placeholder_type(name: str) -> str:
    """The type of a placeholder name: ``seat2`` is a ``seat``.

    >>> placeholder_type("seat2"), placeholder_type("cards")
    ('seat', 'cards')
    """
    return name.rstrip("0123456789")


@dataclass(frozen=True)
class Phrase:
    """One way of writing a step in one language."""

    step: str
    text: str
    line: int | None
    parser: parse.Parser = field(repr=False, compare=False)
    names: tuple[str, ...] = ()
    """The placeholder names, in order."""


@dataclass(frozen=True)
class Match:
    """A step line matched by a phrase: the step ID and the raw text of each placeholder."""

    step: str
    phrase: Phrase
    args: Mapping[str, str]


def _words(value: Any, path: str, line: int | None, key: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str | int) and str(v).strip() for v in value):
        raise CatalogError(path, line, key, "expected a word or a list of words")
    return tuple(str(v).strip() for v in value)


def _alternation(words: Iterable[str]) -> str:
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


@dataclass
class Catalog:
    """The phrases and words of one language."""

    language: str
    name: str
    path: str
    seats: dict[Seat, tuple[str, ...]]
    suits: dict[Suit, tuple[str, ...]]
    ranks: dict[Rank, tuple[str, ...]]
    card_names: tuple[str, ...]
    whole_suit: tuple[str, ...]
    articles: tuple[str, ...]
    conjunctions: tuple[str, ...]
    nothing: tuple[str, ...]
    directions: dict[PassDirection, tuple[str, ...]]
    phrases: dict[str, tuple[Phrase, ...]] = field(default_factory=dict)
    prefixes: tuple[str, ...] = ()
    """Words a step may start with that carry no meaning ("que" after Spanish "Dado")."""
    _card_res: tuple[re.Pattern[str], ...] = ()
    _suit_res: tuple[re.Pattern[str], ...] = ()
    _article_re: re.Pattern[str] | None = None
    _split_re: re.Pattern[str] | None = None

    # ------------------------------------------------------------------ matching

    def match(self, text: str, steps: Iterable[str] | None = None) -> list[Match]:
        """The steps (of ``steps``, default all) with a phrase that matches ``text`` whole."""
        out: list[Match] = []
        wanted = None if steps is None else set(steps)
        texts = [text]
        for prefix in self.prefixes:
            if text.casefold().startswith(prefix.casefold()):
                texts.append(text[len(prefix) :])
        for step, phrases in self.phrases.items():
            if wanted is not None and step not in wanted:
                continue
            found = None
            for phrase in phrases:
                for candidate in texts:
                    result = phrase.parser.parse(candidate)
                    if isinstance(result, parse.Result):
                        found = Match(step, phrase, {k: str(v) for k, v in result.named.items()})
                        break
                if found is not None:
                    break
            if found is not None:
                out.append(found)
        return out

    # ------------------------------------------------------------------ words

    def parse_seat(self, text: str) -> Seat:
        key = _fold(text)
        for seat, words in self.seats.items():
            if key in (_fold(w) for w in words):
                return seat
        raise StepTextError(f"{text!r} is not a seat in {self.name} (use {', '.join(self.seat_names())})")

    def seat_names(self) -> list[str]:
        return [self.seats[s][0] for s in Seat]

    def seat_name(self, seat: Seat) -> str:
        return self.seats[seat][0]

    def parse_seats(self, text: str) -> tuple[Seat, ...]:
        return tuple(self.parse_seat(item) for item in self._items(text))

    def parse_direction(self, text: str) -> PassDirection:
        key = _fold(text)
        for direction, words in self.directions.items():
            if key in (_fold(w) for w in words):
                return direction
        names = ", ".join(words[0] for words in self.directions.values())
        raise StepTextError(f"{text!r} is not a pass direction in {self.name} (use {names})")

    def parse_suit(self, text: str) -> Suit:
        key = _fold(text)
        for suit, words in self.suits.items():
            if key in (_fold(w) for w in words):
                return suit
        raise StepTextError(f"{text!r} is not a suit in {self.name}")

    def parse_card(self, text: str) -> Card:
        cards = self.parse_cards(text)
        if len(cards) != 1:
            raise StepTextError(f"{text!r}: expected one card, found {len(cards)}")
        return next(iter(cards))

    def parse_cards(self, text: str) -> CardSet:
        """A list of cards: notation or card names, separated by commas or "and"."""
        if _fold(text) in (_fold(w) for w in self.nothing):
            return CardSet()
        mask = 0
        for item in self._items(text):
            found = self._item_cards(item)
            if mask & found.mask:
                raise StepTextError(f"{text!r}: {CardSet(mask & found.mask)} is given twice")
            mask |= found.mask
        return CardSet(mask)

    def parse_sequence(self, text: str) -> tuple[Card, ...]:
        """Cards in the order written (a trick), in the same notations as :meth:`parse_cards`."""
        out: list[Card] = []
        for item in self._items(text):
            tokens = item.split()
            try:
                cards = [Card.parse(t) for t in tokens]
            except NotationError:
                cards = list(self._item_cards(item))
            for card in cards:
                if card in out:
                    raise StepTextError(f"{text!r}: {card} is given twice")
                out.append(card)
        return tuple(out)

    def _items(self, text: str) -> list[str]:
        assert self._split_re is not None
        items = [i.strip() for i in self._split_re.split(text.strip())]
        if not all(items):
            raise StepTextError(f"{text!r}: an empty item in the list")
        return items

    def _item_cards(self, item: str) -> CardSet:
        assert self._article_re is not None
        bare = self._article_re.sub("", item, count=1).strip() or item
        for candidate in (item, bare):
            try:
                return CardSet.parse(candidate)
            except NotationError:
                pass
        for candidate in (item, bare):
            for regex in self._suit_res:
                m = regex.fullmatch(candidate)
                if m:
                    return CardSet(suit_mask(self._suit_of(m.group("suit"))))
            for regex in self._card_res:
                m = regex.fullmatch(candidate)
                if m:
                    return CardSet([Card(self._suit_of(m.group("suit")), self._rank_of(m.group("rank")))])
        example = self.card_names[0].format(rank=self.ranks[Rank.QUEEN][0], suit=self.suits[Suit.SPADES][0])
        raise StepTextError(f"{item!r} is not a card (write Q♠, 10♥, QS or a card name such as {example!r})")

    def _suit_of(self, word: str) -> Suit:
        return self.parse_suit(word)

    def _rank_of(self, word: str) -> Rank:
        key = _fold(word)
        for rank, words in self.ranks.items():
            if key in (_fold(w) for w in words) or key == rank.label.casefold():
                return rank
        raise StepTextError(f"{word!r} is not a rank")  # pragma: no cover - the regex only allows ranks

    def card_name(self, card: Card) -> str:
        """The card in this language's words (the first name of each rank and suit)."""
        rank_words = self.ranks[card.rank]
        rank = rank_words[0] if rank_words else card.rank.label
        return self.card_names[0].format(rank=rank, suit=self.suits[card.suit][0])


class _Mapping:
    """A YAML mapping node with the line of each key, for error messages."""

    def __init__(self, node: yaml.Node, path: str, key: str | None) -> None:
        if not isinstance(node, yaml.MappingNode):
            raise CatalogError(path, where(node)[0], key, "expected a mapping")
        self.node, self.path = node, path
        self.items: dict[str, tuple[yaml.Node, int]] = {}
        for k, v in node.value:
            self.items[str(k.value)] = (v, where(k)[0])

    def get(self, key: str, required: bool = True) -> tuple[Any, int | None] | None:
        if key not in self.items:
            if required:
                raise CatalogError(self.path, where(self.node)[0], key, "missing")
            return None
        node, line = self.items[key]
        return yaml.safe_load(yaml.serialize(node)), line

    def sub(self, key: str) -> _Mapping:
        if key not in self.items:
            raise CatalogError(self.path, where(self.node)[0], key, "missing")
        return _Mapping(self.items[key][0], self.path, key)


def _enum_words(
    mapping: _Mapping, keys: Mapping[str, Any], what: str, allow_empty: bool = False
) -> dict[Any, tuple[str, ...]]:
    out: dict[Any, tuple[str, ...]] = {}
    for key, (node, line) in mapping.items.items():
        if key not in keys:
            raise CatalogError(mapping.path, line, what, f"unknown key {key!r} (use {', '.join(keys)})")
        value = yaml.safe_load(yaml.serialize(node))
        if allow_empty and value in (None, []):
            out[keys[key]] = ()
        else:
            out[keys[key]] = _words(value, mapping.path, line, f"{what}.{key}")
    missing = [k for k in keys if keys[k] not in out]
    if missing:
        raise CatalogError(mapping.path, where(mapping.node)[0], what, f"missing {', '.join(missing)}")
    return out


def _pattern(regex: str) -> Callable[[str], str]:
    def convert(text: str) -> str:
        return text

    convert.pattern = regex  # type: ignore[attr-defined]
    return convert


def _compile_phrase(
    step: str, text: str, line: int | None, path: str, types: Mapping[str, Callable[[str], str]]
) -> Phrase:
    names: list[str] = []

    def replace(m: re.Match[str]) -> str:
        name = m.group(1) + m.group(2)
        kind = placeholder_type(name)
        if kind not in PLACEHOLDER_TYPES:
            raise CatalogError(
                path,
                line,
                f"steps.{step}",
                f"unknown placeholder {{{name}}} (types: {', '.join(PLACEHOLDER_TYPES)})",
            )
        if name in names:
            raise CatalogError(path, line, f"steps.{step}", f"placeholder {{{name}}} appears twice")
        names.append(name)
        return "{" + name + ":" + kind + "_t}"

    fmt = _PLACEHOLDER.sub(replace, text)
    try:
        parser = parse.compile(fmt, extra_types=dict(types), case_sensitive=False)
    except (ValueError, KeyError) as err:
        raise CatalogError(path, line, f"steps.{step}", f"cannot read the phrase {text!r}: {err}") from None
    return Phrase(step, text, line, parser, tuple(names))


def parse_catalog(text: str, path: str, language: str | None = None) -> Catalog:
    """Read a catalog from YAML text; ``language`` (the file name) must match its ``language``."""
    node = compose(text, path)
    if node is None:
        raise CatalogError(path, None, None, "the catalog is empty")
    top = _Mapping(node, path, None)
    lang_value = top.get("language")
    assert lang_value is not None
    lang, lang_line = lang_value
    if not isinstance(lang, str) or not lang:
        raise CatalogError(path, lang_line, "language", "expected a language code")
    if language is not None and lang != language:
        raise CatalogError(path, lang_line, "language", f"{lang!r} does not match the file name {language!r}")
    name_value = top.get("name", required=False)
    name = str(name_value[0]) if name_value else lang

    def words(key: str) -> tuple[str, ...]:
        found = top.get(key)
        assert found is not None
        return _words(found[0], path, found[1], key)

    seats = _enum_words(top.sub("seats"), {s.letter: s for s in Seat}, "seats")
    suits = _enum_words(top.sub("suits"), {s.letter: s for s in Suit}, "suits")
    ranks = _enum_words(top.sub("ranks"), _RANK_KEYS_BY_LABEL, "ranks", allow_empty=True)
    directions = _enum_words(top.sub("directions"), {d.value: d for d in PassDirection}, "directions")
    card_names = words("card_names")
    whole_suit = words("whole_suit")
    prefixes_value = top.get("prefixes", required=False)
    prefixes = _words(prefixes_value[0], path, prefixes_value[1], "prefixes") if prefixes_value else ()
    articles_value = top.get("articles", required=False)
    articles = _words(articles_value[0], path, articles_value[1], "articles") if articles_value else ()
    conjunctions = words("and")
    nothing = words("nothing")
    for key, patterns, needed in (
        ("card_names", card_names, {"rank", "suit"}),
        ("whole_suit", whole_suit, {"suit"}),
    ):
        for p in patterns:
            found = set(re.findall(r"\{(\w+)\}", p))
            if found != needed:
                raise CatalogError(
                    path, top.items[key][1], key, f"{p!r} must use exactly {{{'}, {'.join(sorted(needed))}}}"
                )

    rank_words = [w for ws in ranks.values() for w in ws] + [r.label for r in Rank]
    suit_words = [w for ws in suits.values() for w in ws]
    card_res = tuple(
        re.compile(
            re.escape(p)
            .replace(r"\{rank\}", f"(?P<rank>{_alternation(rank_words)})")
            .replace(r"\{suit\}", f"(?P<suit>{_alternation(suit_words)})")
            .replace(r"\ ", r"\s+"),
            re.IGNORECASE,
        )
        for p in card_names
    )
    suit_res = tuple(
        re.compile(
            re.escape(p).replace(r"\{suit\}", f"(?P<suit>{_alternation(suit_words)})").replace(r"\ ", r"\s+"),
            re.IGNORECASE,
        )
        for p in whole_suit
    )
    article_re = (
        re.compile(
            "^(?:"
            + "|".join(re.escape(a) + (r"" if a.endswith(("'", "’")) else r"\s+") for a in articles)
            + ")",
            re.IGNORECASE,
        )
        if articles
        else re.compile(r"(?!x)x")
    )
    split_re = re.compile(r"\s*,\s*|\s+" + _alternation(conjunctions) + r"\s+", re.IGNORECASE)

    types: dict[str, Callable[[str], str]] = {}
    for kind, regex in PLACEHOLDER_TYPES.items():
        if kind == "seat":
            regex = _alternation(w for ws in seats.values() for w in ws)
        elif kind == "direction":
            regex = _alternation(w for ws in directions.values() for w in ws)
        elif kind == "suit":
            regex = _alternation(suit_words)
        assert regex is not None
        types[kind + "_t"] = _pattern(regex)

    steps = top.sub("steps")
    phrases: dict[str, tuple[Phrase, ...]] = {}
    for step, (node_, line) in steps.items.items():
        value = yaml.safe_load(yaml.serialize(node_))
        texts = _words(value, path, line, f"steps.{step}")
        compiled = tuple(_compile_phrase(step, t, line, path, types) for t in texts)
        shapes = {tuple(sorted(p.names)) for p in compiled}
        if len(shapes) > 1:
            raise CatalogError(
                path, line, f"steps.{step}", "every phrase of a step needs the same placeholders"
            )
        phrases[step] = compiled
    return Catalog(
        language=lang,
        name=name,
        path=path,
        seats=seats,
        suits=suits,
        ranks=ranks,
        card_names=card_names,
        whole_suit=whole_suit,
        articles=articles,
        conjunctions=conjunctions,
        nothing=nothing,
        directions=directions,
        phrases=phrases,
        prefixes=tuple(p + ("" if p.endswith(("'", "’")) else " ") for p in prefixes),
        _card_res=card_res,
        _suit_res=suit_res,
        _article_re=article_re,
        _split_re=split_re,
    )


_RANK_KEYS_BY_LABEL = {r.label: r for r in Rank}


def builtin_languages() -> list[str]:
    """The languages whose catalogs ship in ``hearts/spec/phrases``."""
    folder = resources.files("hearts.spec") / "phrases"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml"))


@cache
def load_catalog(language: str) -> Catalog:
    """The shipped catalog of ``language``."""
    item = resources.files("hearts.spec") / "phrases" / f"{language}.yaml"
    if not item.is_file():
        raise CatalogError(
            f"phrases/{language}.yaml", None, None, f"no catalog (shipped: {', '.join(builtin_languages())})"
        )
    return parse_catalog(item.read_text(encoding="utf-8"), f"hearts/spec/phrases/{language}.yaml", language)


def load_catalogs(extra_dirs: Sequence[Path] = ()) -> dict[str, Catalog]:
    """The shipped catalogs, plus ``<lang>.yaml`` files in ``extra_dirs`` (which may add or replace)."""
    out = {lang: load_catalog(lang) for lang in builtin_languages()}
    for folder in extra_dirs:
        for path in sorted(Path(folder).glob("*.yaml")):
            try:
                text = path.read_text(encoding="utf-8")
            except OSError as err:
                raise CatalogError(str(path), None, None, f"cannot read: {err.strerror}") from None
            out[path.stem] = parse_catalog(text, str(path), path.stem)
    return out
