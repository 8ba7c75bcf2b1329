"""Time bounds in tests: they catch hangs and runaway work, they do not measure speed.

Speed targets are measured by the scripts in ``benchmarks/``, which print their figures. A
test here shows only that something does not hang or run away (an engine given up on after
``--timeout 1`` instead of 129 s, a check that does not start an exhaustive search): its bound
is a few times what the work takes on an idle machine, stretched by how loaded the machine
is, so a busy CI machine does not turn a correct program red, while a hang stays a failure.
"""

from __future__ import annotations

import os


def slack() -> float:
    """How many times slower than idle this machine runs now: runnable processes per core, at least 1."""
    cores = os.cpu_count() or 1
    return max(1.0, os.getloadavg()[0] / cores)


def within(seconds: float) -> float:
    """The bound for work that takes well under ``seconds`` on an idle machine, at the current load."""
    return seconds * slack()
