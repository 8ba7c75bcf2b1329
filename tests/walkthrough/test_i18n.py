"""Every walkthrough message is translated into en, es, it, hu and fr, and every bot record key too."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from hearts.bots.decision import Decision
from hearts.cards import Seat
from hearts.walkthrough.sources import from_seed
from hearts.words import LANGUAGES, extract
from hearts.words.catalogs import DOMAINS
from hearts.words.lang import (
    CASE_TEMPLATES,
    DERIVED,
    HEADLINES,
    RECORD_TEMPLATES,
    SECOND_CHOICE,
    Lang,
)

LOCALE = Path(extract.LOCALE)
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def _ids(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, str(m.id[0] if isinstance(m.id, (tuple, list)) else m.id)) for m in catalog if m.id}


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


@pytest.mark.slow
@pytest.mark.parametrize("domain", DOMAINS)
def test_each_template_is_up_to_date_with_its_sources(domain: str) -> None:
    extracted = _ids(extract.template(domain))
    assert len(extracted) > 10, domain
    pot = _ids(_read(LOCALE / f"{domain}.pot"))
    assert extracted - pot == set(), "run `make catalogs`"
    assert pot - extracted == set(), "the .pot holds messages no longer used: run `make catalogs`"


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_with_the_same_placeholders(lang: str, domain: str) -> None:
    path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    if lang == "en" and not path.is_file():
        pytest.skip("English is the source language")
    pot = _ids(_read(LOCALE / f"{domain}.pot"))
    catalog = _read(path, lang)
    assert _ids(catalog) >= pot, f"{path} lacks messages: {sorted(pot - _ids(catalog), key=str)[:5]}"
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strs), f"{lang}: {ids[0]!r} is not translated"
        wanted = set(PLACEHOLDER.findall(str(ids[0])))
        for text in strs:
            assert set(PLACEHOLDER.findall(str(text))) == wanted, (lang, ids[0], text)


def _declared_keys() -> set[str]:
    """The record keys the bots declare: hearts.bots.keys if it exists, and the step registry."""
    keys: set[str] = set()
    try:
        module = importlib.import_module("hearts.bots.keys")
    except ModuleNotFoundError:
        module = None
    if module is not None:
        for value in vars(module).values():
            if isinstance(value, dict):
                keys |= {k for k in value if isinstance(k, str) and k.startswith(("fact.", "step."))}
    steps = importlib.import_module("hearts.bots.steps")
    keys |= set(getattr(steps, "STEPS", {}))
    return keys


def _emitted_keys() -> set[str]:
    """Keys the bots actually use in a few hands at every level."""
    keys: set[str] = set()
    for seed in (1, 2, 3):
        w = from_seed(seed, from_seed.__globals__["Variant"](), ("easy", "normal", "hard", "hard"))
        for step in w.teacher.moves:
            decision: Decision | None = step.decision
            if decision is not None:
                keys |= {f.key for f in decision.facts} | {s.key for s in decision.steps}
    return keys


@pytest.mark.slow
def test_every_record_key_the_bots_declare_or_use_has_a_template() -> None:
    declared = _declared_keys()
    assert declared, "the bots declare their step keys"
    missing = (declared | _emitted_keys()) - set(RECORD_TEMPLATES)
    assert not missing, f"record keys without a template in hearts/words/lang.py: {sorted(missing)}"


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_templates_really_change_language(lang: str) -> None:
    english, other = Lang("en"), Lang(lang)
    same = [
        t
        for t in (
            *RECORD_TEMPLATES.values(),
            *CASE_TEMPLATES.values(),
            *HEADLINES.values(),
            *SECOND_CHOICE.values(),
        )
        if other.gettext(t) == english.gettext(t)
    ]
    assert not same, f"{lang}: left in English: {same[:3]}"
    assert other.seat(Seat.NORTH) != "North"


def test_templates_use_only_the_parameters_the_bots_declare() -> None:
    try:
        keys_module = importlib.import_module("hearts.bots.keys")
    except ModuleNotFoundError:  # pragma: no cover - the bots declare their keys in hearts.bots.keys
        pytest.skip("hearts.bots.keys is not there yet")
    declared: dict[str, tuple[str, ...]] = keys_module.KEYS
    cases = [(name.partition("/")[0], template) for name, template in CASE_TEMPLATES.items()]
    for key, template in [*RECORD_TEMPLATES.items(), *cases]:
        assert key in declared, f"{key} is not a key the bots declare"
        used = set(PLACEHOLDER.findall(template))
        allowed = {*declared[key], *DERIVED.get(key, ())}
        assert used <= allowed, (key, used, declared[key])
