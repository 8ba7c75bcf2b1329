"""The rule card's catalog (``rulecard.po``): the sentences of ``hearts variant card``, from its
template and :mod:`hearts.varianttools.card`, and the variant files' own titles and descriptions
(:func:`hearts.varianttools.card.extract_messages` lists them all, for the template
``locale/rulecard.pot``).
"""

from __future__ import annotations

import gettext

from hearts.words.catalogs import translations

__all__ = ["DOMAIN", "catalog"]

DOMAIN = "rulecard"


def catalog(lang: str) -> gettext.NullTranslations:
    """The rule card's translations into ``lang`` (what its template's ``_()`` reads)."""
    return translations(lang, DOMAIN)
