"""What an engine or a file supplies is inert in every output it lands in.

The ``inject`` fake engine puts HTML, Markdown, rich markup, XML's CDATA end and
terminal escape sequences in its name, its notes and its error messages. Each
output is parsed with its own format's parser (not compared with the escaper's
output): the terminal receives no control character and shows the markup as
text, JUnit is well-formed XML with the text in attributes, JSON holds it as text.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.support.cli import Ran, run_cli
from tests.support.data import strings

ROOT = Path(__file__).resolve().parents[2]
ENGINE = f"{sys.executable} {ROOT / 'tests' / 'conformance' / 'fake_engines' / 'hostile.py'} inject"
CONTROL = {chr(c) for c in range(32) if chr(c) not in "\n\t"} | {"\x7f"}


def _hearts(*args: str) -> Ran:
    """The command in this process (the claim is about what it writes), folded at 200 columns."""
    return run_cli(list(args), env={"COLUMNS": "200"})


def _terminal_is_clean(text: str) -> None:
    _no_control(text)
    # shown as text: the markup was not taken as rich markup
    assert "[bold red]markup[/]" in text, text[:2000]


@pytest.mark.slow
def test_conform_terminal_junit_and_json(tmp_path: Path) -> None:
    junit, data = tmp_path / "report.xml", tmp_path / "report.json"
    follow = str(ROOT / "scenarios" / "follow.yaml")
    run = _hearts("conform", "--engine", ENGINE, follow, "--junit", str(junit))
    assert run.code == 1, run.stderr
    _terminal_is_clean(run.stdout + run.stderr)
    root = ET.parse(junit).getroot()  # well-formed XML
    assert root.tag == "testsuites"
    assert "<script>" in (root.get("name") or "")  # the engine's name, as text
    messages = [e.get("message") or "" for e in root.iter("error")]
    assert messages and all("<script>alert(1)</script>" in m for m in messages)
    assert not list(root.iter("script"))
    run = _hearts("conform", "--engine", ENGINE, follow, "--json", str(data))
    report = json.loads(data.read_text("utf-8"))
    assert "<script>" in report["engine"]
    assert not any(c in CONTROL for text in strings(report) for c in text)


@pytest.mark.parametrize(
    "args",
    [
        ["fuzz", "--engine", ENGINE, "--games", "1"],
        ["engine-check", "--engine", ENGINE],
    ],
    ids=["fuzz", "engine-check"],
)
@pytest.mark.slow
def test_engine_text_on_the_terminal(args: list[str]) -> None:
    run = _hearts(*args)
    assert run.code == 1, run.stderr
    _terminal_is_clean(run.stdout + run.stderr)


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--players", "random", "--variant", "{V}"],
        ["tournament", "--deals", "1", "--seats", "random", "--variant", "{V}"],
        ["variant", "card", "{V}"],
        ["step", "--seed", "1", "--variant", "{V}"],
    ],
    ids=["play", "tournament", "card", "step"],
)
@pytest.mark.slow
def test_a_control_character_in_a_variant_is_shown_not_sent(args: list[str], tmp_path: Path) -> None:
    """A variant's texts reach the terminal with their control characters shown as escapes."""
    web = (ROOT / "hearts" / "variants" / "web.yaml").read_text("utf-8")
    variant = tmp_path / "v.yaml"
    variant.write_text(web.replace("name: web\n", 'name: "x\\x1b[2Jy\\x07"\n'), "utf-8")
    run = _hearts(*(a.replace("{V}", str(variant)) for a in args))
    assert run.code == 0, run.stdout[-500:] + run.stderr
    _no_control(run.stdout + run.stderr)
    if args[0] != "step":  # step shows the title, not the name
        assert "x1b[2Jy" in run.stdout.replace("\\", ""), run.stdout[:1000]  # (Markdown escapes the [)


@pytest.mark.slow
def test_a_control_character_in_a_scenario_title(tmp_path: Path) -> None:
    source = (ROOT / "scenarios" / "follow.yaml").read_text("utf-8")
    english = next(line for line in source.splitlines() if line.startswith("    en: "))
    path = tmp_path / "s.yaml"
    path.write_text(source.replace(english, '    en: "a\\x1b]0;pwned\\x07 b"', 1), "utf-8")
    run = _hearts("scenarios", "lint", str(path))
    assert run.code in (1, 2), run.stdout + run.stderr
    assert "control character" in run.stdout + run.stderr
    _no_control(run.stdout + run.stderr)


def _no_control(text: str) -> None:
    sent = sorted({repr(c) for c in text if c in CONTROL})
    assert not sent, f"control characters sent to the terminal: {sent}"
