"""hearts: the card game Hearts as an executable specification.

The sub-packages are the layers, each using only those below it (``pyproject.toml``'s
import contracts check it)::

    cli -> conformance | audit | walkthrough | varianttools | spec -> play | scenarios
        -> bots | variants -> engine -> cards | i18n -> plumbing

The engine (all of :mod:`hearts.engine` and :mod:`hearts.cards`) never imports YAML, jinja2,
rich or click; bots see :mod:`hearts.engine.view` only, never the full state.
"""

from __future__ import annotations

from importlib import metadata as _metadata

from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.results import GameOutcome, HandResult, Trick
from hearts.engine.state import IllegalAction, Phase, Record, State, replay
from hearts.engine.variant import Variant
from hearts.engine.view import PlayerView, view_of

try:
    __version__ = _metadata.version("hearts-spec")
except _metadata.PackageNotFoundError:  # pragma: no cover - a source tree on the path, not installed
    __version__ = "0+unknown"

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
