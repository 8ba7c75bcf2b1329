"""Tests wait for events, never a fixed time: a sleep in a test's own steps assumes that
something has happened meanwhile, and on a busy machine it has not.

A scan of the syntax trees of the test code finds every call of ``sleep`` (``time``,
``asyncio``, ``anyio``, ``trio`` or a bare ``sleep``). One is allowed only as the pause
between two looks of a loop that has a deadline (``tests/support/waiting.py`` holds the
common one), in a script the tests run as the attacker (a fake engine that hangs), or in
:data:`ALLOWED` with its reason. The scan is shown to find a planted fixed sleep.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCANNED = ("tests", "hearts/testing.py", "hearts/pytest_plugin.py")
"""The test code: the suite and the test helpers shipped with the package."""

SCRIPTS = {
    "tests/conformance/fake_engines/": "fake engines, run as the engine under test: "
    "their sleeps are the misbehaviour (a hang, a drip, a slow answer)",
}
"""Folders of scripts the tests run as the other side, with the reason their sleeps stay."""

ALLOWED: dict[tuple[str, str], str] = {}
"""(file, function) -> why a fixed sleep stays there. An entry that matches no sleep fails."""

SLEEPS = {"sleep"}
"""The callable's name: ``time.sleep``, ``asyncio.sleep`` and the others are all ``sleep``."""

CLOCKS = {"monotonic", "perf_counter", "time"}
"""Clock calls that show a loop measures time (``time.monotonic()``)."""


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _has_deadline(loop: ast.While | ast.For | ast.AsyncFor) -> bool:
    """Whether the loop looks at a clock or a ``deadline``: it stops waiting at some time."""
    for node in ast.walk(loop):
        if isinstance(node, ast.Call) and _name(node.func) in CLOCKS:
            return True
        if isinstance(node, ast.Name | ast.Attribute) and "deadline" in (_name(node) or "").lower():
            return True
    return False


def fixed_sleeps(source: str) -> list[tuple[int, str]]:
    """(line, function) of each sleep in ``source`` that is not the pause of a loop with a
    deadline; the function is dotted for nested ones, empty at module level.

    >>> fixed_sleeps("import time\\ndef test_x():\\n    time.sleep(0.3)\\n")
    [(3, 'test_x')]
    """
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, functions: tuple[str, ...], timed: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, (*functions, child.name), False)  # a function's body runs on its own
                continue
            if isinstance(child, ast.Lambda):
                visit(child, (*functions, "<lambda>"), False)
                continue
            if isinstance(child, ast.Call) and _name(child.func) in SLEEPS and not timed:
                found.append((child.lineno, ".".join(functions)))
            loop = isinstance(child, ast.While | ast.For | ast.AsyncFor) and _has_deadline(child)
            visit(child, functions, timed or loop)

    visit(ast.parse(source), (), False)
    return found


def _test_files() -> list[Path]:
    files: list[Path] = []
    for entry in SCANNED:
        path = ROOT / entry
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return [f for f in files if not any(f.relative_to(ROOT).as_posix().startswith(s) for s in SCRIPTS)]


def test_no_test_sleeps_a_fixed_time() -> None:
    found: list[str] = []
    used: set[tuple[str, str]] = set()
    for path in _test_files():
        name = path.relative_to(ROOT).as_posix()
        for line, function in fixed_sleeps(path.read_text(encoding="utf-8")):
            key = (name, function.split(".")[0])
            if key in ALLOWED:
                used.add(key)
            else:
                found.append(f"{name}:{line} ({function or 'module'})")
    assert not found, (
        "a fixed sleep assumes something happened meanwhile; wait for it instead "
        "(tests/support/waiting.py: wait_for): " + ", ".join(found)
    )
    stale = sorted(set(ALLOWED) - used)
    assert not stale, f"ALLOWED names a function with no fixed sleep; remove it: {stale}"


def test_the_scan_finds_a_planted_fixed_sleep() -> None:
    planted = """
import asyncio
import time
from time import sleep

def test_server_answers(proc):
    proc.start()
    time.sleep(0.3)  # planted: assumes the server listens by now

async def test_page_gets_its_snapshot(page):
    await asyncio.sleep(0.5)  # planted

def helper():
    for _ in range(3):
        sleep(0.1)  # planted: a loop, but no deadline

def test_unbounded_poll(ready):
    while not ready():
        time.sleep(0.05)  # planted: polls, but never gives up
"""
    assert [line for line, _ in fixed_sleeps(planted)] == [8, 11, 15, 19]
    assert [f for _, f in fixed_sleeps(planted)] == [
        "test_server_answers",
        "test_page_gets_its_snapshot",
        "helper",
        "test_unbounded_poll",
    ]


def test_the_scan_lets_a_poll_with_a_deadline_pass() -> None:
    polls = """
import time

def test_waits(ready):
    deadline = time.monotonic() + 10
    while not ready():
        assert time.monotonic() < deadline, "never ready"
        time.sleep(0.05)

def test_waits_in_the_condition(ready):
    start = time.monotonic()
    while not ready() and time.monotonic() - start < 10:
        time.sleep(0.05)

def test_waits_with_a_helper(ready):
    wait_for(ready, 10, "ready")
"""
    assert fixed_sleeps(polls) == []


def test_a_function_inside_a_timed_loop_is_scanned_on_its_own() -> None:
    nested = """
import time

def test_outer(ready):
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        def step():
            time.sleep(1)
        step()
"""
    assert fixed_sleeps(nested) == [(8, "test_outer.step")]
