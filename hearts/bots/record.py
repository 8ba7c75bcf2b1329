"""The old name of :mod:`hearts.bots.decision` (a bot's decision and its record), kept so that
code written against it still imports; new code imports :mod:`hearts.bots.decision`."""

from __future__ import annotations

from hearts.bots.decision import (
    Decision,
    Fact,
    Headline,
    Param,
    Step,
    as_card,
    as_cards,
    as_int,
    as_seat,
    as_suit,
)

__all__ = [
    "Decision",
    "Fact",
    "Headline",
    "Param",
    "Step",
    "as_card",
    "as_cards",
    "as_int",
    "as_seat",
    "as_suit",
]
