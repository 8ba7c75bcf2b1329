"""What the variant tools' options offer, in a module that imports nothing.

``hearts variant card --help`` lists the audiences of a rule card; keeping them here, apart
from the card's renderer, lets the help answer without loading the engine
(:mod:`hearts.varianttools.card` reads them from here).
"""

from __future__ import annotations

from typing import Final

__all__ = ["AUDIENCES"]

AUDIENCES: Final = ("writers", "players")
"""``writers``: clause IDs and the tests of each rule; ``players``: a card for the table."""
