"""``hearts serve`` as the user runs it: a process of its own on loopback, its output read until it
says where to connect, always stopped (``tests/serve/test_cli.py``).

The server is started with ``--port 0`` by default (it binds before anything else and prints the
port it got, so no free port is guessed and lost to another test). :func:`serving` waits for the
line that starts with ``teacher:`` (every start prints one) by reading the process's output file,
never for a fixed time, and bounds the wait.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.clock import within

__all__ = ["ROOT", "Served", "serve_command", "serving"]

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60.0
"""Seconds a start may take on an idle machine before the test gives up (stretched by the load)."""
_PORT = re.compile(r"^teacher: http://[^ ]+:(\d+)/teacher", re.MULTILINE)


def serve_command(*args: str) -> list[str]:
    """``hearts serve ARGS`` as a process (this worktree's ``hearts``, the variant check short)."""
    return [sys.executable, "-m", "hearts", "serve", "--check-games", "3", *args]


@dataclass
class Served:
    """A running server: its process, what it printed by the time it listened, and its port."""

    proc: subprocess.Popen[bytes]
    stdout: str
    stderr: str
    port: int


def _read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


@contextmanager
def serving(folder: Path, *args: str) -> Iterator[Served]:
    """``hearts serve --host 127.0.0.1 --port 0 ARGS`` (outputs kept in ``folder``), once it printed
    its ``teacher:`` line and accepts a connection; stopped (and reaped) after."""
    out, err = folder / "serve.out", folder / "serve.err"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with out.open("wb") as sink, err.open("wb") as errors:
        command = serve_command("--host", "127.0.0.1", "--port", "0", *args)
        proc = subprocess.Popen(command, stdout=sink, stderr=errors, env=env, cwd=ROOT)
    try:
        deadline = time.monotonic() + within(WAIT)
        while (found := _PORT.search(_read(out))) is None:
            assert proc.poll() is None, f"hearts serve ended ({proc.returncode}): {_read(out)}{_read(err)}"
            assert time.monotonic() < deadline, f"hearts serve printed no teacher line: {_read(err)}"
            time.sleep(0.02)
        port = int(found.group(1))
        with socket.create_connection(("127.0.0.1", port), timeout=within(WAIT)):
            pass  # bound before it printed: the connection waits in the kernel if need be
        yield Served(proc, _read(out), _read(err), port)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=within(30))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
