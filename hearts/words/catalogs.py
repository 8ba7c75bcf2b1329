"""Translations through gettext catalogs (Babel): one place to load them.

Catalogs live in ``hearts/words/locale/<lang>/LC_MESSAGES/<domain>.po``. They are
compiled in memory when first used (no build step, nothing to forget), so the
``.po`` files are the only source. English is the source language: an English
catalog may be absent, and msgids are then shown as they are.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from importlib import resources

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from hearts.words import LANGUAGES

__all__ = ["DOMAINS", "catalog_path", "translations"]

DOMAINS: dict[str, tuple[str, ...]] = {
    "names": ("words/names.py",),
    "reasons": ("words/reasons.py",),
    "refusals": ("words/refusals.py",),
    "walkthrough": ("words/lang.py", "words/pages.py", "walkthrough"),
    "terminal": ("words/terminal.py",),
    "serve": ("words/classroom.py",),
    "branching": ("words/branching.py",),
}
"""Each catalog (gettext domain) and the sources its messages are extracted from, relative to
the ``hearts`` package: a module, or a folder read with ``babel.cfg``'s methods (its Python and
its templates). One catalog per domain, read by its own module only: the names of the game
(:mod:`.names`), the bots' reasons (:mod:`.reasons`), the engine's refusals (:mod:`.refusals`),
the walkthrough's pages (:mod:`.lang` and :mod:`.pages`, which its templates and modules name by
key; the ``walkthrough`` folder is still read, and holds no sentence:
``tests/words/test_one_home.py``), the terminal's sentences (:mod:`.terminal`) and the classroom
table's (:mod:`.classroom`). The rule card's catalog
(``rulecard``) also takes the variant files' texts: :func:`hearts.varianttools.card.extract_messages`
lists them, and ``scripts/rulecard_catalog.py`` merges it. ``make catalogs`` extracts and merges
them all (:mod:`hearts.words.extract`, then that script)."""


def catalog_path(lang: str, domain: str) -> str:
    return f"locale/{lang}/LC_MESSAGES/{domain}.po"


@cache
def translations(lang: str, *domains: str) -> gettext.NullTranslations:
    """The translations of ``domains`` into ``lang``, as one catalog (``NullTranslations`` if
    none): a message is in one domain only (``tests/walkthrough/test_i18n.py`` checks it), so
    joining them loses nothing."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (use {', '.join(LANGUAGES)})")
    joined: Catalog | None = None
    for domain in domains:
        item = resources.files("hearts.words").joinpath(catalog_path(lang, domain))
        if not item.is_file():
            continue
        with item.open("rb") as handle:
            catalog = read_po(handle, locale=lang, domain=domain)
        if joined is None:
            joined = catalog
        else:
            for message in catalog:
                if message.id:
                    joined[message.id] = message
    if joined is None:
        return gettext.NullTranslations()
    buffer = io.BytesIO()
    write_mo(buffer, joined)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)
