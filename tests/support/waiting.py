"""Waiting for an event in a test: poll a condition until it holds, up to a deadline.

A test never sleeps a fixed time to let something happen (a busy machine makes any fixed
time too short); it waits for the thing itself, and fails naming what did not happen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

EVERY = 0.02
"""Seconds between two looks at the condition."""


def wait_for(condition: Callable[[], T], seconds: float, what: str) -> T:
    """The first true value of ``condition()``, looked at every :data:`EVERY` seconds; an
    ``AssertionError`` saying ``what`` was awaited if none comes within ``seconds``.

    ``condition`` may itself fail (an ``assert`` that the process still runs) to stop early.

    >>> wait_for(lambda: 3, 1, "three")
    3
    >>> wait_for(lambda: 0, 0.05, "zero to become true")
    Traceback (most recent call last):
    AssertionError: waited 0.05 s for zero to become true
    """
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds:g} s for {what}")
        time.sleep(EVERY)
