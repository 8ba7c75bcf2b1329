"""``make catalogs``, the rule card's part: the ``rulecard`` domain's template and catalogs.

The rule card's messages come from its template and module and from the shipped variant files'
own texts (:func:`hearts.varianttools.card.extract_messages`), which :mod:`hearts.words` cannot
read (it is below the variants), so this script makes the template and hands it to the same
merge as every other domain (:func:`hearts.words.extract.merge`): sorted, no locations, a new
message untranslated in every language, a message gone removed.

    python scripts/rulecard_catalog.py            # write
    python scripts/rulecard_catalog.py --check    # write nothing; exit 1 if a file would change
"""

from __future__ import annotations

import sys

from babel.messages.catalog import Catalog

from hearts.varianttools.card import extract_messages
from hearts.words.extract import ROOT, merge


def template() -> Catalog:
    pot = Catalog(project="hearts", domain="rulecard", fuzzy=False)
    for msgid, plural, _line, _where in extract_messages():
        pot.add((msgid, plural) if plural is not None else msgid)
    return pot


def main(argv: list[str]) -> int:
    check = "--check" in argv
    changed = merge("rulecard", write=not check, pot=template())
    for path in changed:
        print(path.relative_to(ROOT))
    if check and changed:
        print("the rule card's catalogs do not follow the sources: run `make catalogs`", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
