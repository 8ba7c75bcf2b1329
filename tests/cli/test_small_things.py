"""Small things a first hour trips over: piped output folded at 80 columns, a file without its
final newline, an engine's name changed on the way."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.cli import output
from hearts.conformance.protocol import PROTOCOL_VERSION
from tests.support.cli import Ran, run_cli

ROOT = Path(__file__).resolve().parents[2]
FAKES = ROOT / "tests" / "conformance" / "fake_engines"
NAMED = """
import json, sys
from hearts.conformance.server import handle, reference_engine
engine = reference_engine()
for line in sys.stdin:
    request = json.loads(line)
    answer, stop = handle(engine, request)
    if request.get("op") == "hello" and answer.get("ok"):
        answer["engine"] = "myengine by ann (a lower-case name, kept as it is)"
    print(json.dumps(answer), flush=True)
    if stop:
        break
"""


def _hearts(*args: str) -> Ran:
    """The command in this process, its output not a terminal, no COLUMNS in its environment."""
    return run_cli(list(args), env={"COLUMNS": None})


def _named_engine(tmp_path: Path) -> str:
    script = tmp_path / "named.py"
    script.write_text(NAMED, encoding="utf-8")
    return f"{sys.executable} {script}"


def test_a_console_folds_at_a_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    assert output.open_console().width == output.UNFOLDED
    monkeypatch.setenv("COLUMNS", "60")
    assert output.open_console().width == 60  # the reader's own setting wins


@pytest.mark.slow
def test_piped_output_keeps_each_line_whole_and_the_engine_name_as_given(tmp_path: Path) -> None:
    engine = _named_engine(tmp_path)
    result = _hearts("engine-check", "--engine", engine)
    assert result.code == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first == (
        f"myengine by ann (a lower-case name, kept as it is) (protocol {PROTOCOL_VERSION}; hearts speaks "
        f"{PROTOCOL_VERSION}): {engine}"
    )
    assert max(len(line) for line in result.stdout.splitlines()) > 80


@pytest.mark.slow
def test_conform_through_a_pipe_keeps_its_summary_on_one_line() -> None:
    result = _hearts("conform", str(ROOT / "scenarios" / "first-lead.yaml"))
    assert result.code == 0, result.stderr
    summary = [line for line in result.stdout.splitlines() if line.startswith("ok: ")]
    assert len(summary) == 1 and summary[0].endswith(" s)"), result.stdout[-500:]


@pytest.mark.slow
def test_fuzz_writes_its_scenario_with_one_final_newline(tmp_path: Path) -> None:
    out = tmp_path / "found.yaml"
    engine = f"{sys.executable} {FAKES / 'planted.py'} hearts-stay-broken"
    result = _hearts(
        "fuzz", "--engine", engine, "--games", "2", "--seed", "1", "-o", str(out), "--shrink-budget", "5"
    )
    assert result.code == 1, result.stderr
    text = out.read_text(encoding="utf-8")
    assert text.endswith("\n") and not text.endswith("\n\n")


def _on_a_terminal(args: list[str], columns: int) -> str:
    """What a terminal of ``columns`` columns shows of the command (stdout on a pty)."""
    import pty

    controller, terminal = pty.openpty()
    env = {**os.environ, "COLUMNS": str(columns), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", *args],
        stdout=terminal,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.PIPE,
        env=env,
    )
    os.close(terminal)
    assert proc.stdin is not None
    proc.stdin.write(b"q\n")
    proc.stdin.close()
    seen = bytearray()
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    proc.wait(300)
    os.close(controller)
    return seen.decode().replace("\r\n", "\n")


@pytest.mark.parametrize(
    "args", [["step", "--seed", "7", "--reasons"], ["play", "--seed", "2", "--lang", "fr"]]
)
@pytest.mark.slow
def test_at_a_terminal_lines_fold_at_its_width_between_words(args: list[str]) -> None:
    shown = _on_a_terminal(args, 60)
    lines = shown.splitlines()
    assert len(lines) > 10 and max(len(line) for line in lines) <= 60, max(lines, key=len)
    piped = _hearts(*args).stdout  # the same through a pipe: whole lines
    assert max(len(line) for line in piped.splitlines()) > 60
    words = set(" ".join(piped.split()).split(" "))
    assert set(" ".join(shown.split()).split(" ")) <= words  # no word was cut in two
