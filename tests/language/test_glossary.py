"""The glossary itself (hearts/words/locale/glossary.yaml): well formed, seed-based, and able to fail."""

from __future__ import annotations

import pytest

from hearts.plumbing.errors import InputError
from hearts.words import LANGUAGES
from hearts.words.glossary import entries, load, misuses

CONCEPTS = {
    "trick",
    "follow-suit",
    "lead",
    "discard",
    "void",
    "break-hearts",
    "shoot-the-moon",
    "queen-of-spades",
    "jack-of-diamonds",
    "pass",
    "hand",
    "deal",
    "game",
    "points",
    "score",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_concept_has_a_term_in_every_language(lang: str) -> None:
    found = {entry.concept for entry in entries(lang)}
    assert found == CONCEPTS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_term_is_one_of_its_forms_and_none_of_its_rejects(lang: str) -> None:
    for entry in entries(lang):
        assert entry.uses_term(entry.term), f"{entry.concept}.{lang}: {entry.term!r} matches no form"
        assert not any(r.search(entry.term) for r in entry.reject), f"{entry.concept}.{lang} rejects its term"
        if entry.seed is not None:
            # The preferred term is the seed card's own wording (an accepted form of it).
            assert entry.uses_term(entry.seed), f"{entry.concept}.{lang}: seed {entry.seed!r} not accepted"
            assert not any(r.search(entry.seed) for r in entry.reject)
        assert len(entry.term.split()) <= 4, "terms only, never sentences"


@pytest.mark.parametrize(
    ("lang", "text", "concept"),
    [
        ("es", "Si Oeste consigue tirar a la luna", "shoot-the-moon"),
        ("es", "Sur dispara a la luna", "shoot-the-moon"),
        ("es", "hay que servir el palo", "follow-suit"),
        ("it", "Nord fa la luna", "shoot-the-moon"),
        ("it", "i cuori sono aperti", "break-hearts"),
        ("it", "Per tirare alla luna", "shoot-the-moon"),
        ("hu", "Észak holdra lő", "shoot-the-moon"),
        ("hu", "a holdra lövés", "shoot-the-moon"),
        ("fr", "Ouest fait la lune", "shoot-the-moon"),
        ("fr", "Tirer la lune", "shoot-the-moon"),
        ("fr", "Deuxième choix : 10♥, écarté à l'étape", "discard"),
    ],
)
def test_known_wrong_variants_are_found(lang: str, text: str, concept: str) -> None:
    found = misuses(text, lang)
    assert [m.concept for m in found] == [concept], found


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "Si un jugador hace la luna, sigue el palo y los corazones están rotos"),
        ("it", "realizza la luna; i cuori sono rotti; segue il seme"),
        ("hu", "teljesíti a holdat, a kőr megtört"),
        ("fr", "il réalise la lune ; les cœurs sont brisés ; il fournit la couleur"),
        ("fr", "une main de 13 cartes"),
    ],
)
def test_preferred_wording_is_not_flagged(lang: str, text: str) -> None:
    assert misuses(text, lang) == []


def test_a_bad_glossary_is_a_one_line_error() -> None:
    with pytest.raises(InputError, match=r"glossary.yaml: trick.es.forms: bad pattern"):
        load(
            "languages: [en, es]\nconcepts:\n  trick:\n"
            "    en: {term: trick, forms: [trick], reject: []}\n"
            "    es: {term: baza, forms: ['(baza'], reject: []}\n"
        )
    with pytest.raises(InputError, match="needs exactly the languages"):
        load("languages: [en, es]\nconcepts:\n  trick:\n    en: {term: trick, forms: [trick]}\n")
