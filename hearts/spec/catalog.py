"""Phrase catalogs: the words of each language, as data.

A catalog (``hearts/spec/phrases/<lang>.yaml``) says how one language writes the
steps of the specification and the things in them: seats, card names, suits,
pass directions. Its ``steps`` map each step ID (see :mod:`hearts.spec.definitions`) to
the phrases that mean it, written in the ``parse`` format with typed
placeholders::

    steps:
      holds: ["{seat} holds {cards}", "{seat} has {cards} in hand"]

A placeholder is named after its type (``{seat}``, ``{cards}``, ...), optionally
followed by digits when a phrase has two of a kind (``{seat2}``). The types:

``seat``, ``seats``
    a seat name of the language (``North``, ``Észak``), or a list of them; at a table of
    three, five or six the seats are numbered in play order (``seat 2``, ``el asiento 2``,
    ``a 2. hely``: the numbered name of :mod:`hearts.words`, after an optional article);
``card``, ``cards``
    one card, or a list: symbol or ASCII notation (``Q♠``, ``10♥``, ``QS``) or
    the language's card names (``queen of spades``, ``pikk dáma``), separated by
    commas or the language's "and"; also "all the hearts" and "nothing";
``sequence`` (cards in the order written), ``suit`` (a suit word), ``number``,
``clause`` (a clause ID), ``variant`` (a variant name), ``direction`` (a pass
direction word), ``knob`` and ``value`` (a variant knob), ``deal`` (a whole deal in the
notation of the table: ``N:... E:... S:... W:...``, or ``1:... 2:... 3:... K:...``).

Adding a language means adding a catalog and a folder of features; no code. The
files are read by :mod:`hearts.spec.catalog_yaml`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import parse  # type: ignore[import-untyped]

from hearts.cards import FULL_DECK, TABLE_SIZES, Card, CardSet, NotationError, Rank, Seat, Suit, suit_mask
from hearts.engine.variant import PassDirection
from hearts.plumbing.errors import InputError
from hearts.words import LANGUAGES, names

__all__ = ["KINDS", "PLACEHOLDER_TYPES", "Catalog", "Match", "Phrase", "StepTextError", "placeholder_type"]

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
    "deal": _ANY,
    "value": r"\S+",
}
"""Placeholder types and the text they match (``None``: built from the catalog's words)."""


MAX_SEATS = TABLE_SIZES[-1]
"""The largest table (knob ``players``): numbered seats run from 1 to 7."""


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
    numbered_seat: str = "Seat {number}"
    """A seat at a table of three, five or six (``Asiento {number}``, ``{number}. hely``)."""
    prefixes: tuple[str, ...] = ()
    """Words a step may start with that carry no meaning ("que" after Spanish "Dado")."""
    _numbered_re: re.Pattern[str] | None = None
    _card_res: tuple[re.Pattern[str], ...] = ()
    _suit_res: tuple[re.Pattern[str], ...] = ()
    _article_re: re.Pattern[str] | None = None
    _split_re: re.Pattern[str] | None = None

    # ------------------------------------------------------------------ matching

    def match(self, text: str, steps: Iterable[str] | None = None) -> list[Match]:
        """The steps (of ``steps``, default all) with a phrase that matches ``text`` whole."""
        out: list[Match] = []
        wanted = None if steps is None else set(steps)
        texts = []
        for prefix in self.prefixes:
            if text.casefold().startswith(prefix.casefold()):
                texts.append(text[len(prefix) :])
        texts.append(text)  # (last: "que 2♦ y 2♣ quedan..." must not read "que 2♦" as the cards)
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

    def parse_seat(self, text: str, seats: int | None = None) -> Seat:
        """A seat by its name; with ``seats``, as the table names it: North ... West at four,
        numbered from 1 in play order at three, five and six (docs/players.md)."""
        key = _fold(text)
        for seat, words in self.seats.items():
            if key in (_fold(w) for w in words):
                if seats is not None and seats != 4:
                    raise StepTextError(
                        f"{text!r}: at a table of {seats} the seats are numbered"
                        f" ({', '.join(self.seat_names(seats))})"
                    )
                return seat
        found = self._numbered_re.fullmatch(text.strip()) if self._numbered_re is not None else None
        if found is not None:
            number = int(found.group("number"))
            if seats == 4:
                raise StepTextError(
                    f"{text!r}: at four seats the seats are {', '.join(self.seat_names())} (docs/players.md)"
                )
            last = seats or MAX_SEATS
            if not 1 <= number <= last:
                raise StepTextError(f"{text!r}: the table has no seat {number} (seats 1 to {last})")
            return Seat(number - 1)
        raise StepTextError(
            f"{text!r} is not a seat in {self.name} (use {', '.join(self.seat_names(seats or 4))})"
        )

    def seat_names(self, seats: int = 4) -> list[str]:
        """The seats of a table of ``seats``, by name, in play order."""
        return [self.seat_name(s, seats) for s in Seat.at_table(seats)]

    def seat_name(self, seat: Seat, seats: int = 4) -> str:
        """The seat's name at a table of ``seats``: the language's North ... at four, its
        numbered seat otherwise (``Asiento 2``, ``2. hely``)."""
        if seats == 4:
            return self.seats[seat][0]
        return self.numbered_seat.format(number=int(seat) + 1)

    def parse_seats(self, text: str, seats: int | None = None) -> tuple[Seat, ...]:
        return tuple(self.parse_seat(item, seats) for item in self._items(text))

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

    def parse_card(self, text: str, deck: int = FULL_DECK) -> Card:
        cards = self.parse_cards(text, deck)
        if len(cards) != 1:
            raise StepTextError(f"{text!r}: expected one card, found {len(cards)}")
        return next(iter(cards))

    def parse_cards(self, text: str, deck: int = FULL_DECK) -> CardSet:
        """A list of cards: notation or card names, separated by commas or "and". ``deck`` is
        the cards in play (DEAL): a whole suit is its cards in play, and a card out of play is
        refused."""
        if _fold(text) in (_fold(w) for w in self.nothing):
            return CardSet()
        mask = 0
        for item in self._items(text):
            found = self._item_cards(item, deck)
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

    def _item_cards(self, item: str, deck: int = FULL_DECK) -> CardSet:
        found, whole_suit = self._item_cards_anywhere(item)
        if whole_suit:  # "all the hearts": those in play
            return CardSet(found.mask & deck)
        out = found.mask & ~deck
        if out:
            raise StepTextError(f"{item!r}: {CardSet(out)} is out of the deck at this table (DEAL)")
        return found

    def _item_cards_anywhere(self, item: str) -> tuple[CardSet, bool]:
        """The cards an item names, and whether it names a whole suit."""
        assert self._article_re is not None
        bare = self._article_re.sub("", item, count=1).strip() or item
        for candidate in (item, bare):
            try:
                return CardSet.parse(candidate), False
            except NotationError:
                pass
        for candidate in (item, bare):
            for regex in self._suit_res:
                m = regex.fullmatch(candidate)
                if m:
                    return CardSet(suit_mask(self._suit_of(m.group("suit")))), True
            for regex in self._card_res:
                m = regex.fullmatch(candidate)
                if m:
                    return CardSet(
                        [Card(self._suit_of(m.group("suit")), self._rank_of(m.group("rank")))]
                    ), False
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
        """The card in this language's words: in a shipped language, the one card-name renderer's
        (:func:`hearts.words.names.card_name`); in a catalog of another language, the first name
        of its rank and suit."""
        if self.language in LANGUAGES:
            return names.card_name(card, self.language)
        rank_words = self.ranks[card.rank]
        rank = rank_words[0] if rank_words else card.rank.label
        return self.card_names[0].format(rank=rank, suit=self.suits[card.suit][0])
