"""The clause IDs of the rule index (``RULES.md``) that scenarios may cite.

The list is kept here so that ``hearts scenarios lint`` works anywhere; when the
shared rule index is at hand (``$HEARTS_RULES_FILE``, or ``shared/RULES.md`` beside
the working tree), the IDs found in its tables are added at lint time, so a clause
added there is accepted before this list catches up.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

__all__ = ["CLAUSES", "known_clauses", "read_rules_file", "rules_file"]

CLAUSES: frozenset[str] = frozenset(
    {
        # The rule card 1.0.0.
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
        # Where the web rules differ or add.
        "WEB-LEAD-2C",
        "WEB-QS-FREE",
        "WEB-FIRST-TRICK-STRICT",
        "WEB-HAND-WINNER",
        "WEB-TIE",
        "WEB-MOON",
    }
)
"""Every clause ID of ``RULES.md`` when this list was written."""

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
        return CLAUSES
    try:
        return CLAUSES | read_rules_file(path)
    except (OSError, UnicodeDecodeError):
        return CLAUSES
