"""The glossary: one word for one thing, in each language (``hearts/words/locale/glossary.yaml``).

For each concept (trick, follow suit, lead, ...) and language: the preferred term, the
seed card's wording, the accepted forms of the preferred term and the known wrong
variants, as case-insensitive regular expressions matched on word boundaries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from hearts.plumbing import yamlsafe
from hearts.plumbing.errors import InputError

__all__ = ["GLOSSARY_PATH", "Entry", "Misuse", "entries", "load", "misuses"]

GLOSSARY_PATH = "locale/glossary.yaml"


@dataclass(frozen=True)
class Entry:
    """One concept in one language."""

    concept: str
    lang: str
    term: str
    seed: str | None
    forms: tuple[re.Pattern[str], ...]
    reject: tuple[re.Pattern[str], ...]

    def uses_term(self, text: str) -> bool:
        return any(form.search(text) for form in self.forms)


@dataclass(frozen=True)
class Misuse:
    """A rejected variant found in a text: where, what, and what to say instead."""

    concept: str
    lang: str
    line: int
    found: str
    preferred: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.concept}: {self.found!r} (say {self.preferred!r})"


def _pattern(source: object, where: str) -> re.Pattern[str]:
    if not isinstance(source, str) or not source:
        raise InputError(f"{GLOSSARY_PATH}: {where}: a pattern must be a non-empty string")
    try:
        return re.compile(rf"(?<!\w)(?:{source})(?!\w)", re.IGNORECASE)
    except re.error as err:
        raise InputError(f"{GLOSSARY_PATH}: {where}: bad pattern {source!r}: {err}") from None


def load(text: str, path: str = GLOSSARY_PATH) -> dict[str, dict[str, Entry]]:
    """Entries by concept then language; a one-line :class:`InputError` on a bad file."""
    node = yamlsafe.compose(text, path)
    data = yamlsafe.to_data(node) if node is not None else None
    if not isinstance(data, dict) or not isinstance(data.get("concepts"), dict):
        raise InputError(f"{path}: expected a mapping with 'languages' and 'concepts'")
    langs = data.get("languages")
    if not isinstance(langs, list) or not langs:
        raise InputError(f"{path}: 'languages' must be a non-empty list")
    result: dict[str, dict[str, Entry]] = {}
    for concept, by_lang in data["concepts"].items():
        if not isinstance(by_lang, dict) or sorted(by_lang) != sorted(langs):
            raise InputError(f"{path}: concept {concept!r}: needs exactly the languages {langs}")
        result[concept] = {}
        for lang, raw in by_lang.items():
            where = f"{concept}.{lang}"
            if not isinstance(raw, dict) or not isinstance(raw.get("term"), str):
                raise InputError(f"{path}: {where}: needs a 'term'")
            forms = raw.get("forms") or []
            reject = raw.get("reject") or []
            if not isinstance(forms, list) or not forms or not isinstance(reject, list):
                raise InputError(f"{path}: {where}: 'forms' (non-empty) and 'reject' must be lists")
            seed = raw.get("seed")
            result[concept][lang] = Entry(
                concept=concept,
                lang=lang,
                term=raw["term"],
                seed=seed if isinstance(seed, str) else None,
                forms=tuple(_pattern(f, f"{where}.forms") for f in forms),
                reject=tuple(_pattern(r, f"{where}.reject") for r in reject),
            )
    return result


@cache
def _shipped() -> dict[str, dict[str, Entry]]:
    item = resources.files("hearts.words").joinpath(GLOSSARY_PATH)
    return load(item.read_text(encoding="utf-8"))


def entries(lang: str) -> list[Entry]:
    """The shipped glossary's entries for one language."""
    return [by_lang[lang] for by_lang in _shipped().values() if lang in by_lang]


def misuses(text: str, lang: str) -> list[Misuse]:
    """Every rejected variant of the shipped glossary found in ``text`` (in language ``lang``)."""
    found: list[Misuse] = []
    for number, line in enumerate(text.splitlines(), start=1):
        for entry in entries(lang):
            for pattern in entry.reject:
                for match in pattern.finditer(line):
                    found.append(Misuse(entry.concept, lang, number, match.group(0), entry.term))
    return found
