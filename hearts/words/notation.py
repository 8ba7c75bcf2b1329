"""Cards as each language writes them in plain letters: ``DP`` is the queen of spades in French.

The rank letters are the ones the cards print in each language (:func:`hearts.words.names.rank`:
``D`` for the queen in French and Hungarian); the suit letters are the
initials of the suits' names, given here, the one place for them. Both read and write the
English ASCII notation (``QS``) so that the cards layer, which knows no language, parses the
result (:meth:`hearts.words.lang.Lang.parse_card`).

>>> read_card("DP", "fr"), read_card("v♠", "fr"), read_card("10C", "fr"), read_card("QS", "fr")
('QS', 'JS', 'TH', None)
>>> read_card("PD", "hu"), read_card("KKŐ", "hu"), read_card("QQ", "it"), read_card("QP", "es")
('QS', 'KH', 'QD', 'QS')
>>> write_card("QS", "fr"), write_card("TH", "hu"), write_card("JD", "it"), write_card("QS", "en")
('DP', '10KŐ', 'JQ', 'QS')
"""

from __future__ import annotations

from functools import cache

from hearts.cards import Rank
from hearts.words import LANGUAGES, names

__all__ = ["SUIT_LETTERS", "read_card", "write_card"]

# English ASCII letters: ranks (T is the ten) and suits in the order ♣ ♦ ♠ ♥.
_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
_SUITS = ("C", "D", "S", "H")
_SYMBOLS = {"♣": "C", "♦": "D", "♠": "S", "♥": "H"}

SUIT_LETTERS: dict[str, tuple[tuple[str, ...], ...]] = {
    # ♣, ♦, ♠, ♥: the first spelling of each is the one written; the others are read too.
    "en": (("C",), ("D",), ("S",), ("H",)),
    "es": (("T",), ("D",), ("P",), ("C",)),  # tréboles, diamantes, picas, corazones
    "it": (("F",), ("Q",), ("P",), ("C",)),  # fiori, quadri, picche, cuori
    "hu": (("T",), ("KÁ", "KA"), ("P",), ("KŐ", "KO", "KÖ")),  # treff, káró, pikk, kőr
    "fr": (("T",), ("K",), ("P",), ("C", "CO")),  # trèfle, carreau, pique, cœur
}
"""The suit letters of each language, typed in plain letters at the play and step prompts."""


@cache
def _tables(lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """(typed rank → English rank, typed suit → English suit) for ``lang``, upper case."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (use {', '.join(LANGUAGES)})")
    ranks = {r: r for r in _RANKS[:8]} | {"10": "T"}
    for rank, letter in ((Rank.JACK, "J"), (Rank.QUEEN, "Q"), (Rank.KING, "K"), (Rank.ACE, "A")):
        ranks[names.rank(rank, lang).upper()] = letter
    suits = dict(_SYMBOLS)
    for english, spellings in zip(_SUITS, SUIT_LETTERS[lang], strict=True):
        for spelling in spellings:
            suits[spelling] = english
    return ranks, suits


def read_card(text: str, lang: str) -> str | None:
    """The English ASCII of a card typed in ``lang``'s own letters or with a suit symbol.

    Rank then suit (``DP``, ``D♠``); the suit first is read too (``PD``: Hungarian says
    *pikk dáma*). ``None`` when the text is not a card in that language's letters.
    """
    typed = "".join(text.split()).upper().replace("\ufe0f", "")
    ranks, suits = _tables(lang)
    for suit_text in sorted(suits, key=len, reverse=True):
        if typed.endswith(suit_text) and typed[: -len(suit_text)] in ranks:
            return ranks[typed[: -len(suit_text)]] + suits[suit_text]
    for suit_text in sorted(suits, key=len, reverse=True):
        if typed.startswith(suit_text) and typed[len(suit_text) :] in ranks:
            return ranks[typed[len(suit_text) :]] + suits[suit_text]
    return None


def write_card(card: str, lang: str) -> str:
    """A card given in English ASCII (``QS``), written in ``lang``'s own letters (``DP``)."""
    rank, suit = card[:-1].upper(), card[-1].upper()
    ranks, _ = _tables(lang)
    typed_rank = "10" if rank in ("T", "10") else next(k for k, v in ranks.items() if v == rank and k != "10")
    return typed_rank + SUIT_LETTERS[lang][_SUITS.index(suit)][0]
