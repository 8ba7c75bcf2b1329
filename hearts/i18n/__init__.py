"""Languages: the translation catalogs (:mod:`hearts.i18n.catalogs`, Babel and gettext), the
glossary of one word for one thing (:mod:`hearts.i18n.glossary`) and the catalogs themselves
(``locale/<lang>/LC_MESSAGES/*.po`` beside this module).
"""
