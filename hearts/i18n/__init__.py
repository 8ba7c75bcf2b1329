"""Languages: the translation catalogs (:mod:`hearts.i18n.catalogs`, Babel and gettext), the
glossary of one word for one thing (:mod:`hearts.i18n.glossary`) and the catalogs themselves
(``locale/<lang>/LC_MESSAGES/*.po`` beside this module).

:data:`LANGUAGES` is the one list of the project's languages: every other list (the CLI's
``--lang`` choices, the catalogs, the coverage columns, the docs build) is read from it.
"""

from typing import Final

__all__ = ["LANGUAGES"]

LANGUAGES: Final = ("en", "es", "it", "hu", "fr")
"""The five languages, in the order they are shown; English, the source language, first."""
