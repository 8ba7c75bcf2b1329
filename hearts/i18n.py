"""Translations through gettext catalogs (Babel): one place to load them.

Catalogs live in ``hearts/locale/<lang>/LC_MESSAGES/<domain>.po``. They are
compiled in memory when first used (no build step, nothing to forget), so the
``.po`` files are the only source. English is the source language: an English
catalog may be absent, and msgids are then shown as they are.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from importlib import resources

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

__all__ = ["LANGUAGES", "catalog_path", "translations"]

LANGUAGES = ("en", "es", "it", "hu", "fr")


def catalog_path(lang: str, domain: str) -> str:
    return f"locale/{lang}/LC_MESSAGES/{domain}.po"


@cache
def translations(lang: str, domain: str) -> gettext.NullTranslations:
    """The translations of ``domain`` into ``lang`` (``NullTranslations`` if none)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (use {', '.join(LANGUAGES)})")
    item = resources.files("hearts").joinpath(catalog_path(lang, domain))
    if not item.is_file():
        return gettext.NullTranslations()
    with item.open("rb") as handle:
        catalog = read_po(handle, locale=lang, domain=domain)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)
