"""Languages: the translation catalogs (:mod:`hearts.words.catalogs`, Babel and gettext), the
glossary of one word for one thing (:mod:`hearts.words.glossary`) and the catalogs themselves
(``locale/<lang>/LC_MESSAGES/*.po`` beside this module).

:data:`LANGUAGES` is the one list of the project's languages: every other list (the CLI's
``--lang`` choices, the catalogs, the coverage columns, the docs build) is read from it.
"""

from typing import Final

__all__ = ["LANGUAGES", "NC_", "NN_", "N_", "PLURALS"]

LANGUAGES: Final = ("en", "es", "it", "hu", "fr")
"""The five languages, in the order they are shown; English, the source language, first."""


def N_(message: str) -> str:
    """Mark a message for extraction (``pybabel extract -k N_``); it is translated when used."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a message with a context (``pgettext``) for extraction."""
    return message


PLURALS: dict[str, str] = {}
"""The plural form of each message marked with :func:`NN_`, by its singular (the message
itself): such a message is rendered with ``ngettext`` (:meth:`hearts.words.lang.Lang.plural`)."""


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form for extraction (``ngettext``) and keep both forms: a
    template calls ``ngettext(pair[0], pair[1], n)``."""
    return singular, plural


def NN_(singular: str, plural: str) -> str:
    """Mark a message with a plural form for extraction (``ngettext``); returns the singular
    and remembers its plural in :data:`PLURALS`."""
    PLURALS[singular] = plural
    return singular
