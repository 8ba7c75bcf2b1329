"""Long runs draw a progress bar on a terminal's stderr, and never write it into the JSON on stdout.

Each command runs with stderr on a pseudo-terminal (so rich draws) and stdout on a
pipe (where ``--json -`` goes): the terminal must have seen a bar, and stdout must be
nothing but the JSON document.
"""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.cli import run_cli

ROOT = Path(__file__).resolve().parents[2]
ENGINE = f"{sys.executable} -m hearts engine"

COMMANDS = {
    "tournament": ["tournament", "--seats", "random", "--deals", "2"],
    "audit": ["bots", "audit", "--decisions", "5"],
    "conform": ["conform", str(ROOT / "scenarios" / "follow.yaml")],
    "fuzz": ["fuzz", "--engine", ENGINE, "--games", "1", "--max-hands", "1", "--timeout", "20"],
    "play": ["play", "--players", "random"],
    "play-find": ["play", "--players", "random", "--find", "void-discard"],
    "variant-check": ["variant", "check", "card-1.0.0", "--games", "1"],
    "variant-diff": ["variant", "diff", "card-1.0.0", "web", "--hands", "2"],
}

BAR = "━"
"""The character rich draws bars with."""


def _run_on_a_terminal(args: list[str]) -> tuple[int, str, str]:
    """(exit code, stdout, what the terminal on stderr received)."""
    controller, terminal = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100"}
    env.pop("NO_COLOR", None)
    env.pop("CI", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", *args],
        stdout=subprocess.PIPE,
        stderr=terminal,
        stdin=subprocess.DEVNULL,
        env=env,
    )
    os.close(terminal)
    seen = bytearray()
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # the other end closed (Linux: EIO)
            break
        if not chunk:
            break
        seen += chunk
    assert proc.stdout is not None
    out = proc.stdout.read().decode()
    code = proc.wait(120)
    os.close(controller)
    return code, out, seen.decode(errors="replace")


@pytest.mark.slow  # a terminal per command, each a whole check, fuzz or diff: 15 s in all
@pytest.mark.parametrize("name", list(COMMANDS))
def test_the_bar_is_on_the_terminal_and_not_in_the_json(name: str) -> None:
    code, out, terminal = _run_on_a_terminal([*COMMANDS[name], "--json", "-"])
    assert code in (0, 1), (code, terminal[-2000:])
    data = json.loads(out)  # stdout holds the JSON document and nothing else
    assert isinstance(data, dict) and data
    assert BAR not in out and "\x1b" not in out
    assert BAR in terminal, terminal[-2000:]


@pytest.mark.slow
def test_no_bar_when_stderr_is_not_a_terminal() -> None:
    """In this process: click's runner gives the command streams that are not terminals."""
    done = run_cli([*COMMANDS["tournament"], "--json", "-"])
    assert done.code == 0, done.stderr
    assert BAR not in done.stderr and "\x1b" not in done.stderr
    json.loads(done.stdout)
