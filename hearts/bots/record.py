"""The old name of :mod:`hearts.bots.decision` (a bot's decision and its record), kept so that
code written against it still imports; new code imports :mod:`hearts.bots.decision`."""

from __future__ import annotations

from hearts.bots.decision import *  # noqa: F403  (the same objects, under the old name)
from hearts.bots.decision import __all__ as __all__
