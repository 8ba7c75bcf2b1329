"""``make catalogs``: extract the messages of every domain (:data:`~hearts.words.catalogs.DOMAINS`)
into its template ``locale/<domain>.pot`` and merge each language's ``.po`` with it.

A message new in the sources arrives untranslated in every language (the tests then fail until
it is translated); a message gone from the sources leaves the catalogs. Nothing is compiled: the
catalogs are compiled in memory when used (:func:`hearts.words.catalogs.translations`).

    python -m hearts.words.extract            # every domain
    python -m hearts.words.extract names      # one domain
    python -m hearts.words.extract --check    # write nothing; exit 1 if a file would change

Running it twice changes nothing the second time: the files are written sorted, without
locations or hand-written comments, so a catalog edited by hand is put back in that order
(``tests/words/test_catalogs_idempotent.py`` checks that the committed catalogs are already so).
"""

from __future__ import annotations

import configparser
import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import read_po, write_po

from hearts.words import LANGUAGES
from hearts.words.catalogs import DOMAINS

__all__ = ["KEYWORDS", "extracted", "main", "merge", "stale"]

PACKAGE = Path(__file__).resolve().parents[1]
ROOT = PACKAGE.parent
LOCALE = PACKAGE / "words" / "locale"

KEYWORDS: dict[str, Any] = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
    "NN_": (1, 2),
    "NP_": (1, 2),
    "NC_": ((1, "c"), 2),
}
"""The markers and calls that carry a message (``babel.cfg`` names the same)."""


def _methods() -> tuple[list[tuple[str, str]], dict[str, dict[str, str]]]:
    """``babel.cfg``'s methods by pattern, and their options."""
    config = configparser.RawConfigParser()
    config.read(ROOT / "babel.cfg", encoding="utf-8")
    methods: list[tuple[str, str]] = []
    options: dict[str, dict[str, str]] = {}
    for section in config.sections():
        method, _, pattern = section.partition(":")
        methods.append((pattern.strip(), method.strip()))
        options[pattern.strip()] = dict(config.items(section))
    return methods, options


def extracted(domain: str) -> Iterator[tuple[str | tuple[str, ...], str | None]]:
    """Every message of ``domain``'s sources: ``(message, context)``, a tuple for a plural."""
    methods, options = _methods()
    for source in DOMAINS[domain]:
        path = PACKAGE / source
        if path.is_dir():
            found = extract_from_dir(str(path), methods, options, keywords=KEYWORDS)
            for _file, _line, message, _comments, context in found:
                yield message, context
        else:
            for _line, message, _comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS
            ):
                yield message, context


def template(domain: str) -> Catalog:
    """``domain``'s messages as a catalog template."""
    pot = Catalog(project="hearts", domain=domain, fuzzy=False)
    for message, context in extracted(domain):
        pot.add(message, context=context)
    return pot


def merge(domain: str, *, write: bool = True, pot: Catalog | None = None) -> list[Path]:
    """Write ``domain``'s template (``pot``, or the one its sources make) and merge each language's
    catalog with it; the files changed (with ``write=False``, the files that would change, left as
    they are)."""
    pot = template(domain) if pot is None else pot
    written: list[Path] = []
    if _write(LOCALE / f"{domain}.pot", pot, write):
        written.append(LOCALE / f"{domain}.pot")
    for lang in LANGUAGES:
        path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
        if path.is_file():
            with path.open("rb") as handle:
                catalog = read_po(handle, locale=lang, domain=domain)
        elif lang == "en":
            continue  # English is the source language: a catalog is optional
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, domain=domain, project="hearts")
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        if _write(path, catalog, write):
            written.append(path)
    return written


def stale() -> list[Path]:
    """The catalog files that ``make catalogs`` would change (none when they follow the sources)."""
    return [path for domain in DOMAINS for path in merge(domain, write=False)]


_DATES = re.compile(rb'^"(?:POT-Creation|PO-Revision)-Date: .*\n', re.M)


def _write(path: Path, catalog: Catalog, write: bool = True) -> bool:
    """Write ``catalog`` to ``path`` unless only its dates would change (so that ``make catalogs``
    leaves untouched what it did not change); whether it was (or, with ``write=False``, would
    be) written."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, no_location=True, sort_output=True)
    text = buffer.getvalue()
    if path.is_file() and _DATES.sub(b"", path.read_bytes()) == _DATES.sub(b"", text):
        return False
    if write:
        path.write_bytes(text)
    return True


def main(argv: list[str]) -> int:
    check = "--check" in argv
    domains = [d for d in argv if d != "--check"]
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"unknown domain {unknown[0]!r} (use {', '.join(DOMAINS)} or --check)", file=sys.stderr)
        return 2
    changed = [path for domain in domains or list(DOMAINS) for path in merge(domain, write=not check)]
    for path in changed:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    if check and changed:
        print("these catalogs do not follow the sources: run `make catalogs`", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
