"""Each language says each thing with the glossary's word: features, rule cards, walkthroughs, docs."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

from hearts.words import LANGUAGES
from hearts.words.glossary import entries, misuses


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.slow
def test_everything_is_gathered(lang: str, written: Mapping[str, dict[str, str]]) -> None:
    kinds = ("features/", "docs/", "hearts variant card", "hearts walkthrough", "hearts step", "hearts/spec/")
    for kind in kinds:
        assert any(name.startswith(kind) and text.strip() for name, text in written[lang].items()), kind
    if lang != "en":
        assert any(name.endswith(".po") for name in written[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.slow
def test_no_rejected_variant_of_any_term(lang: str, written: Mapping[str, dict[str, str]]) -> None:
    found = [f"{name}: {misuse}" for name, text in written[lang].items() for misuse in misuses(text, lang)]
    assert not found, f"{len(found)} wrong terms in {lang}:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_concept_is_said_with_the_glossary_term(
    lang: str, written: Mapping[str, dict[str, str]]
) -> None:
    everything = "\n".join(written[lang].values())
    unused = [f"{e.concept}: {e.term!r}" for e in entries(lang) if not e.uses_term(everything)]
    assert not unused, f"glossary terms never used in {lang}: {unused}"


def test_the_scan_finds_a_planted_variant(tmp_path: Path) -> None:
    # The same gathering and scan, on a text with a wrong term in it, reports file and line.
    text = "Sur realizza la luna.\nOvest fa la luna.\n"
    assert [(m.line, m.found) for m in misuses(text, "it")] == [(2, "fa la luna")]
