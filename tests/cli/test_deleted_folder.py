"""A command run from a current folder that was deleted says so, in one line: it said
``No such file or directory`` alone, naming nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearts.cli.errors import CWD_GONE
from tests.support.clock import within

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a child process per command
@pytest.mark.parametrize(
    "args",
    [
        ["scenarios", "lint"],
        ["conform"],
        ["variant", "card", "web"],
        ["spec", "coverage"],
        ["scenarios", "lint", "ties.yaml"],
        ["variant", "card", "mine.yaml"],
        ["conform", "--json", "c.json", str(ROOT / "scenarios" / "ties.yaml")],
    ],
)
def test_a_deleted_current_folder_is_named(args: list[str], tmp_path: Path) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    # the shell enters the folder, deletes it, then runs hearts there
    script = 'rmdir "$PWD" && exec "$@"'
    proc = subprocess.run(
        ["sh", "-c", script, "sh", sys.executable, "-m", "hearts", *args],
        cwd=gone,
        capture_output=True,
        text=True,
        timeout=within(60),
    )
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode == 2 and len(lines) == 1, proc.stderr
    assert CWD_GONE in lines[0] and "Traceback" not in proc.stderr, proc.stderr
