"""Gherkin tags that cite the rules: clause IDs of ``RULES.md`` (the list is :mod:`hearts.engine.clauses`).

>>> is_clause_tag("FOLLOW"), is_clause_tag("variant:web"), looks_like_clause("FOLOW")
(True, False, True)
"""

from __future__ import annotations

import re

from hearts.engine.clauses import CLAUSES

__all__ = ["is_clause_tag", "looks_like_clause"]

_CLAUSE_SHAPE = re.compile(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]{3,}")


def is_clause_tag(tag: str) -> bool:
    """Whether ``tag`` (without ``@``) is a clause ID of ``RULES.md``."""
    return tag in _KNOWN


def looks_like_clause(tag: str) -> bool:
    """Whether ``tag`` has the shape of a clause ID (upper case words joined by hyphens)."""
    return bool(_CLAUSE_SHAPE.fullmatch(tag))


_KNOWN = frozenset(CLAUSES)
