"""The clause IDs of the rule index (``RULES.md``): the one list the project uses.

Gherkin tags, scenario metadata, error messages and bot reasons cite these IDs.
The list is kept in the package so that every tool works without the shared rule
index; :func:`known_clauses` adds the IDs found in that file when it is at hand.

>>> CLAUSES[0], len(CARD_CLAUSES + WEB_CLAUSES), QUESTIONS[-1]
('DECK', 28, 'Q9')
"""

from __future__ import annotations

import os
import re
from pathlib import Path

__all__ = [
    "AI_CLAUSES",
    "CARD_CLAUSES",
    "CLAUSES",
    "PEER_CLAUSES",
    "QUESTIONS",
    "WEB_CLAUSES",
    "known_clauses",
    "read_rules_file",
    "rules_file",
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

# --- The rules other engines play (issue 37): the project's own clauses, written in
# docs/rules/peers.md (its table is the text of each, with its sources).
PEER_CLAUSES: tuple[str, ...] = (
    "NO-TRICK-BONUS",
    "PASS-KEEP",
    "QUEEN-AFTER-HEARTS",
    "QUEEN-FIRST-CHANCE",
    "SCORE-FLOOR",
    "EXACT-TARGET",
    "PASS-RANDOM",  # (the other passes, issue 37)
)
"""Rules that peer engines and rule pages play and the card does not; each is a knob, off on
the card. They are played at four seats: the corpus is not asked for them at other tables."""
# --- end of the peers' clauses

CLAUSES: tuple[str, ...] = CARD_CLAUSES + WEB_CLAUSES + PEER_CLAUSES

QUESTIONS: tuple[str, ...] = tuple(f"Q{n}" for n in range(1, 10))
"""The open questions of ``RULES.md``; tagged ``@Q1`` .. ``@Q9`` on the scenarios that pin them."""

_ROW = re.compile(r"^\|\s*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)\s*\|", re.MULTILINE)


def read_rules_file(path: Path) -> frozenset[str]:
    """The clause IDs in the tables of a rule index (first column of each row)."""
    text = path.read_text(encoding="utf-8")
    return frozenset(m.group(1) for m in _ROW.finditer(text) if m.group(1) != "ID")


def rules_file(start: Path | None = None) -> Path | None:
    """The shared rule index, if it can be found.

    ``$HEARTS_RULES_FILE`` first; then ``shared/RULES.md`` in the parents of the
    current directory and of this package's source folder.
    """
    env = os.environ.get("HEARTS_RULES_FILE")
    if env:
        path = Path(env)
        return path if path.is_file() else None
    roots = [start or Path.cwd(), Path(__file__).resolve().parent]
    for root in roots:
        for folder in (root, *root.parents):
            candidate = folder / "shared" / "RULES.md"
            if candidate.is_file():
                return candidate
    return None


def known_clauses() -> frozenset[str]:
    """The packaged IDs, plus those of the shared rule index when it is found."""
    path = rules_file()
    if path is None:
        return frozenset(CLAUSES)
    try:
        return frozenset(CLAUSES) | read_rules_file(path)
    except (OSError, UnicodeDecodeError):
        return frozenset(CLAUSES)
