"""Grammar a native teacher would correct, in the pages each language gets.

French elides before a vowel (d'Est, qu'Ouest) and puts a space before : ; ! ?;
Hungarian picks "a" or "az" by the next word and says what a player does in its own
sentence; no page in another language keeps English words (a variant's title, "seed",
a level or a column heading).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from hearts.variants.files import load_variant
from hearts.words import LANGUAGES
from tests.language.texts import VARIANTS

_GHERKIN_KEYWORD = re.compile(
    r"^\s*(Fonctionnalité|Exemple|Scénario|Plan du [sS]cénario|Contexte|Exemples|Règle)\s*:"
)
_PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\w+\}")


def _french_punctuation(line: str) -> list[str]:
    if line.lstrip().startswith(("#", "@")):  # Gherkin comments and tags
        return []
    line = _GHERKIN_KEYWORD.sub("", line)  # the keyword's colon is Gherkin syntax
    line = re.sub(r"\w+://\S+", "", line)  # addresses
    return [m.group(0) for m in re.finditer(r"\S[:;!?](?=\s|$)", line) if m.group(0)[0] not in "«("]


_ENGLISH_TITLES = tuple(load_variant(name).title for name in VARIANTS)

RULES: dict[str, list[tuple[str, re.Pattern[str]]]] = {
    "fr": [("elision before a vowel", re.compile(r"\b(de|que|jusque|lorsque|puisque) (Est|Ouest)\b", re.I))],
    "hu": [
        ("a(z) left for the reader", re.compile(r"\b[aA]\(z\)")),
        ("'ezt teszi' for playing a card", re.compile(r"\bezt teszi\b")),
    ],
    "it": [
        ("English 'seed'", re.compile(r"\bseed\b")),
        ("English level or heading", re.compile(r"\b(Normal|total)\b")),
    ],
}
RULES["hu"].append(("English level or heading", re.compile(r"\b(Normal|total)\b")))
# French and Hungarian cards carry their own letters (D♠ dame/dáma, V♦ valet, B♦ bubi, R♠ roi):
# the same card is written the same way on every page (features keep the parsed notation;
# an input example such as "QS, Q♠" shows what may be typed).
_CARD_LETTERS = "card letter of another language"
RULES["fr"].append((_CARD_LETTERS, re.compile(r"(?<!QS, )\b[QJK][♣♦♠♥]")))
RULES["hu"].append((_CARD_LETTERS, re.compile(r"(?<!QS, )\b[QJ][♣♦♠♥]")))
for _lang in ("es", "it", "hu", "fr"):
    RULES.setdefault(_lang, []).append(
        ("English variant title", re.compile("|".join(re.escape(t) for t in _ENGLISH_TITLES)))
    )


# Markers a catalog may keep because the renderer resolves them (hearts.words.catalogs.typeset).
_RESOLVED_WHEN_RENDERED = {"a(z) left for the reader"}


def findings(lang: str, name: str, text: str) -> list[str]:
    found = []
    # Phrase catalogs are step patterns, not prose.
    check_punctuation = lang == "fr" and not name.endswith(".yaml")
    for number, line in enumerate(text.splitlines(), start=1):
        line = _PLACEHOLDER.sub("", line)
        for why, pattern in RULES.get(lang, []):
            if why in _RESOLVED_WHEN_RENDERED and name.endswith(".po"):
                continue
            if why == _CARD_LETTERS and name.startswith(("features/", "hearts/spec/")):
                continue
            found += [f"{name}: line {number}: {why}: {m.group(0)!r}" for m in pattern.finditer(line)]
        if check_punctuation:
            tight = _french_punctuation(line)
            found += [f"{name}: line {number}: no space before {p[-1]!r}: {p!r}" for p in tight]
    return found


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.slow
def test_pages_read_as_the_language_is_written(lang: str, written: Mapping[str, dict[str, str]]) -> None:
    found = [f for name, text in written[lang].items() for f in findings(lang, name, text)]
    assert not found, f"{len(found)} in {lang}:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("lang", "line", "count"),
    [
        ("fr", "main de Est : 3♣", 1),
        ("fr", "main d’Est : 3♣", 0),
        ("fr", "Joueurs : Nord: Facile", 1),
        ("fr", "Scénario: la lune", 0),
        ("hu", "(a(z) 5. ütésben derült ki)", 1),
        ("hu", "Kelet ezt teszi: D♦.", 1),
        ("it", "Hearts passo per passo · seed 7", 1),
        ("es", "Variante: Hearts rule card 1.0.0", 1),
        ("fr", "la Q♠ vaut 13", 1),
        ("fr", "par exemple QS, Q♠ ou 10H", 0),
        ("hu", "a D♠ 13 pontot ér", 0),
    ],
)
def test_the_checks_can_fail(lang: str, line: str, count: int) -> None:
    assert len(findings(lang, "page", line)) == count


def _hu_article_for(word: str) -> str:
    """Written from the reading: 1 egy, 5 öt, 50-59 ötven..., Észak; the rest start with a consonant."""
    if word.isdigit():
        n = int(word)
        return "az" if n in (1, 5) or 50 <= n <= 59 else "a"
    return "az" if word == "Észak" else "a"


@pytest.mark.slow  # the Hungarian pages gathered (the session's fixture): 1 s alone
def test_hungarian_articles_fit_the_next_word(written: Mapping[str, dict[str, str]]) -> None:
    pattern = re.compile(r"\b([Aa]z?) (\d{1,2}(?=\.)|Észak\b|Kelet\b|Dél\b|Nyugat\b)")
    checked = 0
    wrong = []
    for name, text in written["hu"].items():
        if name.endswith((".po", ".yaml")):
            continue
        for m in pattern.finditer(text):
            checked += 1
            if m.group(1).lower() != _hu_article_for(m.group(2)):
                wrong.append(f"{name}: {m.group(0)!r}")
    assert checked > 0
    assert not wrong, wrong
