"""Worker processes for the commands that spread their work (``bots audit``, ``tournament``,
the ladder): the one way this project makes a process pool.

Each worker asks Linux, before it takes any work, to be killed when its parent dies
(:func:`hearts.plumbing.reaper.die_with_parent`, ``PR_SET_PDEATHSIG``), and exits at once if
the parent is already gone: ``kill -KILL`` of the command, which runs no cleanup, leaves no
worker running. A signal the command catches kills them too (:mod:`hearts.cli.errors`).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from hearts.plumbing.reaper import die_with_parent

__all__ = ["worker_pool", "worker_process"]


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that die with this one, ``kill -KILL`` included."""
    return ProcessPoolExecutor(max_workers=workers, initializer=die_with_parent, initargs=(os.getpid(),))


def _dying(parent: int, target: Callable[..., object], args: tuple[Any, ...]) -> None:
    die_with_parent(parent)
    target(*args)


def worker_process(
    target: Callable[..., object], args: tuple[Any, ...]
) -> multiprocessing.process.BaseProcess:
    """One started process (``spawn``) running ``target(*args)`` that dies with this one, as a pool's
    workers do (for a benchmark's helper process, which talks through queues and events)."""
    ctx = multiprocessing.get_context("spawn")
    process = ctx.Process(target=_dying, args=(os.getpid(), target, args))
    process.start()
    return process
