"""The clause IDs of ``RULES.md`` and the open questions, in the order of the matrix.

>>> CLAUSES[0], len(CLAUSES), QUESTIONS[-1]
('DECK', 28, 'Q9')
>>> is_clause_tag("FOLLOW"), is_clause_tag("variant:web"), looks_like_clause("FOLOW")
(True, False, True)
"""

from __future__ import annotations

import re

__all__ = [
    "AI_CLAUSES",
    "CARD_CLAUSES",
    "CLAUSES",
    "QUESTIONS",
    "WEB_CLAUSES",
    "is_clause_tag",
    "looks_like_clause",
]

CARD_CLAUSES: tuple[str, ...] = (
    "DECK",
    "DEAL",
    "PASS-COUNT",
    "PASS-CYCLE",
    "FIRST-LEAD",
    "FOLLOW",
    "DISCARD",
    "TRICK-WIN",
    "HEARTS-BREAK",
    "HEARTS-LEAD",
    "FIRST-TRICK-POINTS",
    "POINTS",
    "MOON",
    "ACCUMULATE",
    "HAND-END",
    "GAME-END",
    "TIE",
    "LOCKED-VARIANTS",
    "AI-INFO",
    "AI-EASY",
    "AI-NORMAL",
    "AI-HARD",
)
"""The clauses of the rule card 1.0.0."""

WEB_CLAUSES: tuple[str, ...] = (
    "WEB-LEAD-2C",
    "WEB-QS-FREE",
    "WEB-FIRST-TRICK-STRICT",
    "WEB-HAND-WINNER",
    "WEB-TIE",
    "WEB-MOON",
)
"""Where the web rules differ from the card or add to it; their scenarios run under ``web``."""

AI_CLAUSES: frozenset[str] = frozenset({"AI-INFO", "AI-EASY", "AI-NORMAL", "AI-HARD"})
"""The clauses about the bots: pending until bot scenarios exist."""

CLAUSES: tuple[str, ...] = CARD_CLAUSES + WEB_CLAUSES

QUESTIONS: tuple[str, ...] = tuple(f"Q{n}" for n in range(1, 10))
"""The open questions of ``RULES.md``; tagged ``@Q1`` .. ``@Q9`` on the scenarios that pin them."""

_CLAUSE_SHAPE = re.compile(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]{3,}")


def is_clause_tag(tag: str) -> bool:
    """Whether ``tag`` (without ``@``) is a clause ID of ``RULES.md``."""
    return tag in _KNOWN


def looks_like_clause(tag: str) -> bool:
    """Whether ``tag`` has the shape of a clause ID (upper case words joined by hyphens)."""
    return bool(_CLAUSE_SHAPE.fullmatch(tag))


_KNOWN = frozenset(CLAUSES)
