"""hearts: the card game Hearts as an executable specification.

The layers, each using only those below it::

    cli -> conformance | walkthrough | variant tools -> scenarios, bots -> engine -> cards

The engine (:mod:`hearts.game`, :mod:`hearts.view`, :mod:`hearts.variant`) never
imports YAML, jinja2, rich or click.
"""

from __future__ import annotations

from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit
from hearts.deal import Deal
from hearts.game import GameOutcome, HandResult, IllegalAction, Phase, Record, State, Trick, replay
from hearts.variant import Variant
from hearts.view import PlayerView, view_of

__version__ = "0.1.0"

__all__ = [
    "Card",
    "CardSet",
    "Deal",
    "GameOutcome",
    "HandResult",
    "IllegalAction",
    "NotationError",
    "Phase",
    "PlayerView",
    "Rank",
    "Record",
    "Seat",
    "State",
    "Suit",
    "Trick",
    "Variant",
    "replay",
    "view_of",
]
