"""Typesetting a language's text: the rules a catalog cannot express, because they depend on the
word a placeholder becomes (a seat, a card, a number) or on a template's own punctuation.
"""

from __future__ import annotations

import re

__all__ = ["hungarian_article", "typeset"]

_FR_ELISION = re.compile(r"\b([Dd]e|[Qq]ue|[Jj]usque|[Ll]orsque|[Pp]uisque) (Est|Ouest)\b")
# A colon, semicolon, exclamation or question mark that ends a word: French sets it apart.
_FR_TIGHT = re.compile(r"(?<=[^\s(«\[/])([:;!?])(?=\s|$)", re.M)
_HU_ARTICLE = re.compile(r"\b([Aa])\(z\) (\S+)")
_HU_VOWELS = "aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ"
_TAG_OR_CODE = re.compile(r"(<(script|style)\b.*?</\2>|<[^>]*>)", re.S | re.I)


def hungarian_article(word: str) -> str:
    """``a`` or ``az`` before ``word``, by how it is read (a seat, a number, a card).

    >>> [hungarian_article(w) for w in ("Észak", "Kelet", "1.", "5.", "10.", "11.", "A♠", "D♠")]
    ['az', 'a', 'az', 'az', 'a', 'a', 'az', 'a']
    """
    digits = re.match(r"\d+", word)
    if digits:
        number = digits.group(0)
        # egy, öt, ötven, ötszáz, ezer, egymillió... are read with a vowel first.
        return "az" if number[0] == "5" or (number[0] == "1" and len(number) in (1, 4, 7)) else "a"
    if re.match(r"A[♣♦♠♥]", word):  # ász
        return "az"
    return "az" if word[:1] in _HU_VOWELS else "a"


def _typeset_text(lang: str, text: str) -> str:
    if lang == "fr":
        text = _FR_ELISION.sub(lambda m: m.group(1)[:-1] + "’" + m.group(2), text)
        text = _FR_TIGHT.sub("\u00a0\\1", text)
    elif lang == "hu":

        def article(m: re.Match[str]) -> str:
            chosen = hungarian_article(m.group(2))
            return (chosen.capitalize() if m.group(1) == "A" else chosen) + " " + m.group(2)

        text = _HU_ARTICLE.sub(article, text)
    return text


def typeset(lang: str, text: str, html: bool = False) -> str:
    """``text`` (a whole page) with the language's typesetting applied.

    French: elision before a vowel-initial seat (``d’Est``, ``qu’Ouest``) and a
    no-break space before ``: ; ! ?``. Hungarian: ``a(z)`` becomes ``a`` or ``az`` by
    the next word. With ``html``, tags, scripts and styles are left as they are.

    >>> typeset("fr", "main de Est : 3♣ · Nord: Facile")
    'main d’Est : 3♣ · Nord\u00a0: Facile'
    >>> typeset("hu", "A(z) 5. ütés, a(z) 6. ütés")
    'Az 5. ütés, a 6. ütés'
    """
    if lang not in ("fr", "hu"):
        return text
    if not html:
        return _typeset_text(lang, text)
    parts = _TAG_OR_CODE.split(text)
    out: list[str] = []
    skip = 0
    for part in parts:
        if skip:  # the inner group of a script or style match
            skip -= 1
            continue
        if _TAG_OR_CODE.fullmatch(part):
            out.append(part)
            skip = 1
        else:
            out.append(_typeset_text(lang, part))
    return "".join(out)
