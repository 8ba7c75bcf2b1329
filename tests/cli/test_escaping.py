"""What an engine or a file supplies is inert in every output it lands in.

The ``inject`` fake engine puts HTML, Markdown, rich markup, XML's CDATA end and
terminal escape sequences in its name, its notes and its error messages. Each
output is parsed with its own format's parser (not compared with the escaper's
output): the terminal receives no control character and shows the markup as
text, JUnit is well-formed XML with the text in attributes, JSON holds it as text.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = f"{sys.executable} {ROOT / 'tests' / 'conformance' / 'fake_engines' / 'hostile.py'} inject"
CONTROL = {chr(c) for c in range(32) if chr(c) not in "\n\t"} | {"\x7f"}


def _hearts(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hearts", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"},
    )


def _terminal_is_clean(text: str) -> None:
    sent = sorted({repr(c) for c in text if c in CONTROL})
    assert not sent, f"control characters sent to the terminal: {sent}"
    # shown as text: the markup was not taken as rich markup
    assert "[bold red]markup[/]" in text, text[:2000]


def test_conform_terminal_junit_and_json(tmp_path: Path) -> None:
    junit, data = tmp_path / "report.xml", tmp_path / "report.json"
    run = _hearts("conform", "--engine", ENGINE, str(ROOT / "scenarios" / "follow.yaml"), "--junit", str(junit))
    assert run.returncode == 1, run.stderr
    _terminal_is_clean(run.stdout + run.stderr)
    root = ET.parse(junit).getroot()  # well-formed XML
    assert root.tag == "testsuites"
    assert "<script>" in (root.get("name") or "")  # the engine's name, as text
    messages = [e.get("message") or "" for e in root.iter("error")]
    assert messages and all("<script>alert(1)</script>" in m for m in messages)
    assert not list(root.iter("script"))
    run = _hearts("conform", "--engine", ENGINE, str(ROOT / "scenarios" / "follow.yaml"), "--json", str(data))
    report = json.loads(data.read_text("utf-8"))
    assert "<script>" in report["engine"]
    assert not any(c in CONTROL for text in _strings(report) for c in text)


def _strings(data: object) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return []


@pytest.mark.parametrize(
    "args",
    [
        ["fuzz", "--engine", ENGINE, "--games", "1"],
        ["engine-check", "--engine", ENGINE],
    ],
    ids=["fuzz", "engine-check"],
)
def test_engine_text_on_the_terminal(args: list[str]) -> None:
    run = _hearts(*args)
    assert run.returncode == 1, run.stderr
    _terminal_is_clean(run.stdout + run.stderr)
