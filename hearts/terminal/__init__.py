"""The terminal: what ``hearts play`` and ``hearts step`` show at a console and read from it.

:mod:`.console` is the table of a game at the console (a human seat, the printer of a game, the
search for a theme's hand, the tournament's legend); :mod:`.stepper` steps through a walkthrough,
a position at a time, and asks the quiz's questions. Their sentences are in :mod:`hearts.words`.
"""

from __future__ import annotations
