"""The auditor: every claim a bot record makes, checked true against the real position.

``hearts bots audit`` plays seeded games with the bots and checks each fact, step,
headline and runner-up of every decision with code written from the key's truth
condition (:data:`hearts.bots.keys.TRUTH`), independent of the bots' own helpers: it
reads the records as data and the position from the engine (every hand, the variant's
rules). See :mod:`hearts.audit.claims`, :mod:`hearts.audit.steps`, :mod:`hearts.audit.games`.
"""

from __future__ import annotations

from hearts.audit.games import Falsehood, Game, Tally, audit_game, run

__all__ = ["Falsehood", "Game", "Tally", "audit_game", "run"]
