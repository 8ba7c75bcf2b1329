"""Every walkthrough message is translated into en, es, it, hu and fr, and every bot record key too."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from hearts.bots.decision import Decision
from hearts.cards import Seat
from hearts.i18n import LANGUAGES
from hearts.walkthrough.sources import from_seed
from hearts.walkthrough.texts import (
    CASE_TEMPLATES,
    CLAUSE_TEXTS,
    DERIVED,
    HEADLINES,
    RECORD_TEMPLATES,
    SECOND_CHOICE,
    Lang,
)

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "hearts" / "i18n" / "locale"
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "N_": None,
    "NN_": (1, 2),
    "NC_": ((1, "c"), 2),
}
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def _mapping() -> list[tuple[str, str]]:
    """The method/pattern pairs of babel.cfg (the documented extraction command uses it)."""
    pairs = []
    for line in (ROOT / "babel.cfg").read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r"\[(\w+): (.+)\]", line.strip())
        if m:
            pairs.append((m.group(2), m.group(1)))
    return pairs


def _extracted() -> set[tuple[str | None, str]]:
    out: set[tuple[str | None, str]] = set()
    options = {"templates/**.j2": {"extensions": "jinja2.ext.i18n", "trimmed": "true"}}
    for _file, _line, message, _comments, context in extract_from_dir(
        str(ROOT / "hearts" / "walkthrough"), _mapping(), options_map=options, keywords=KEYWORDS
    ):
        msgid = message[0] if isinstance(message, tuple) else message
        out.add((context, msgid))
    return out


def _ids(path: Path) -> set[tuple[str | None, str]]:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return {(m.context, str(m.id[0] if isinstance(m.id, (tuple, list)) else m.id)) for m in catalog if m.id}


@pytest.mark.slow
def test_the_template_is_up_to_date_with_the_sources() -> None:
    extracted = _extracted()
    assert len(extracted) > 100
    pot = _ids(LOCALE / "walkthrough.pot")
    assert extracted - pot == set(), "run the extraction command in babel.cfg"
    assert pot - extracted == set(), "the .pot holds messages no longer used"


def _catalog_messages(lang: str) -> Iterator[tuple[object, object]]:
    with (LOCALE / lang / "LC_MESSAGES" / "walkthrough.po").open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    for m in catalog:
        if m.id:
            yield m.id, m.string


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_with_the_same_placeholders(lang: str) -> None:
    pot = _ids(LOCALE / "walkthrough.pot")
    path = LOCALE / lang / "LC_MESSAGES" / "walkthrough.po"
    assert _ids(path) >= pot, f"{path} lacks messages: {sorted(pot - _ids(path), key=str)[:5]}"
    for msgid, msgstr in _catalog_messages(lang):
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        strs = msgstr if isinstance(msgstr, tuple) else (msgstr,)
        assert all(strs), f"{lang}: {ids[0]!r} is not translated"
        wanted = set(PLACEHOLDER.findall(ids[0]))
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
    assert not missing, f"record keys without a template in hearts/walkthrough/texts.py: {sorted(missing)}"


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_templates_and_clause_texts_really_change_language(lang: str) -> None:
    english, other = Lang("en"), Lang(lang)
    same = [
        t
        for t in (
            *RECORD_TEMPLATES.values(),
            *CASE_TEMPLATES.values(),
            *HEADLINES.values(),
            *SECOND_CHOICE.values(),
            *CLAUSE_TEXTS.values(),
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
