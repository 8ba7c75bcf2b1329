"""Worker processes for the commands that spread their work (``bots audit``, ``tournament``,
the ladder): the one way this project makes a process pool.

Each worker asks Linux, before it takes any work, to be killed when its parent dies
(:func:`hearts.plumbing.reaper.die_with_parent`, ``PR_SET_PDEATHSIG``), and exits at once if
the parent is already gone: ``kill -KILL`` of the command, which runs no cleanup, leaves no
worker running. A signal the command catches kills them too (:mod:`hearts.cli.errors`).
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

from hearts.plumbing.reaper import die_with_parent

__all__ = ["worker_pool"]


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that die with this one, ``kill -KILL`` included."""
    return ProcessPoolExecutor(max_workers=workers, initializer=die_with_parent, initargs=(os.getpid(),))
