"""Fake engine that leaves no trace hearts could follow: run as ``env -i python vanish.py PIDFILE
[MODE]`` (an empty environment, so no mark), at ``hello`` it forks a child that calls
``setsid`` and forks the sleeper, then exits at once: the sleeper is an orphan in a session
of its own, without the mark and without a parent in the engine's tree. Its pid goes to
PIDFILE. MODE ``hang`` never answers ``hello`` (a signal during the handshake); otherwise
the engine answers as the reference engine does."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run

PIDFILE = Path(sys.argv[1])
MODE = sys.argv[2] if len(sys.argv) > 2 else "answer"


def _vanish() -> None:
    child = os.fork()
    if child:
        os.waitpid(child, 0)  # the child exits at once: the sleeper is orphaned
        return
    os.setsid()
    sleeper = os.fork()
    if sleeper:
        os._exit(0)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    tmp = PIDFILE.with_suffix(".tmp")
    tmp.write_text(str(os.getpid()))
    tmp.replace(PIDFILE)
    time.sleep(600)
    os._exit(0)


def hook(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any] | None:
    if request.get("op") == "hello" and not PIDFILE.exists():
        _vanish()
        if MODE == "hang":
            time.sleep(600)
    return None


if __name__ == "__main__":
    assert "HEARTS_CHILD_MARK" not in os.environ, "run with an empty environment (env -i)"
    run(hook)
