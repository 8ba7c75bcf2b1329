"""hearts: the card game Hearts executable specification.

The sub-packages are the layers, each using only those below it (``pyproject.toml``'s
import contracts check it)::

    cli -> conformance | audit | walkthrough | varianttools | spec -> play | scenarios
        -> bots | variants -> engine -> cards | i18n -> plumbing

The engine (all of :mod:`hearts.engine` and :mod:`hearts.cards`) never imports YAML, jinja2,
rich or click; bots see :mod:`hearts.engine.view` only, never the full state.

The public names below (``hearts.Card``, ``hearts.State``, ...) and ``hearts.__version__`` are
loaded on first use, so that importing a light sub-package (``hearts --help`` imports only
:mod:`hearts.cli`) does not load the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hearts.cards import Card, CardSet, NotationError, Rank, Seat, Suit
    from hearts.engine.deal import Deal
    from hearts.engine.results import GameOutcome, HandResult, Trick
    from hearts.engine.state import IllegalAction, Phase, Record, State, replay
    from hearts.engine.variant import Variant
    from hearts.engine.view import PlayerView, view_of

    __version__: str

_HOMES: dict[str, str] = {
    "Card": "hearts.cards",
    "CardSet": "hearts.cards",
    "NotationError": "hearts.cards",
    "Rank": "hearts.cards",
    "Seat": "hearts.cards",
    "Suit": "hearts.cards",
    "Deal": "hearts.engine.deal",
    "GameOutcome": "hearts.engine.results",
    "HandResult": "hearts.engine.results",
    "Trick": "hearts.engine.results",
    "IllegalAction": "hearts.engine.state",
    "Phase": "hearts.engine.state",
    "Record": "hearts.engine.state",
    "State": "hearts.engine.state",
    "replay": "hearts.engine.state",
    "Variant": "hearts.engine.variant",
    "PlayerView": "hearts.engine.view",
    "view_of": "hearts.engine.view",
}
"""Each public name and the module it is defined in."""

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


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("hearts-spec")
    except metadata.PackageNotFoundError:  # pragma: no cover - a source tree on the path, not installed
        return "0+unknown"


def __getattr__(name: str) -> Any:
    """Load a public name (or the version) the first time it is asked for (PEP 562)."""
    if name == "__version__":
        value: Any = _version()
    elif name in _HOMES:
        value = getattr(importlib.import_module(_HOMES[name]), name)
    else:
        raise AttributeError(f"module 'hearts' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES, "__version__"})
