"""What the conformance options offer, in a module that imports nothing.

``hearts fuzz --help`` lists the fuzzing modes; keeping them here, apart from the fuzzer,
lets the help answer without loading the engine (:mod:`hearts.conformance.fuzz_report`
reads them from here).
"""

from __future__ import annotations

from typing import Final

__all__ = ["MODES"]

MODES: Final = ("game", "hand")
"""How a fuzzed game is set up: once per game, played across hands (``game``), or afresh each hand."""
