"""The rules as an executable specification: Gherkin features in five languages.

The features live in ``features/<lang>/*.feature`` (one folder per language, each
file starting with ``# language: xx``). Every step line is matched against the
phrase catalog of its language (:mod:`hearts.spec.catalog`, data in
``hearts/spec/phrases/<lang>.yaml``) and runs one Python implementation
(:mod:`hearts.spec.definitions`), whatever the language. :mod:`hearts.spec.bdd` binds
the features to pytest-bdd; :mod:`hearts.spec.coverage` counts the scenarios per
clause of ``RULES.md`` and language.
"""
