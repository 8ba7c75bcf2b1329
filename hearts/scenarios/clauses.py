"""The clause IDs that scenarios may cite (the list lives in :mod:`hearts.clauses`).

When the shared rule index is at hand (``$HEARTS_RULES_FILE``, or ``shared/RULES.md``
beside the working tree), the IDs found in its tables are added at lint time, so a
clause added there is accepted before the packaged list catches up.
"""

from __future__ import annotations

from hearts.clauses import CLAUSES as ALL_CLAUSES
from hearts.clauses import known_clauses, read_rules_file, rules_file

__all__ = ["CLAUSES", "known_clauses", "read_rules_file", "rules_file"]

CLAUSES: frozenset[str] = frozenset(ALL_CLAUSES)
"""Every clause ID of ``RULES.md`` (from :mod:`hearts.clauses`)."""
