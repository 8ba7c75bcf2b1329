"""Scenario files written for tests: a modeline, a deal, one scenario's text, lint problems."""

from __future__ import annotations

from pathlib import Path

from hearts.scenarios import lint

MODE = "# yaml-language-server: $schema=../hearts/scenarios/schema.json\n"
DEAL = "N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2"  # North holds the 2♣


def write(tmp_path: Path, body: str, name: str = "s.yaml", modeline: bool = True) -> Path:
    path = tmp_path / name
    path.write_text((MODE if modeline else "") + body, encoding="utf-8")
    return path


def scenario_text(
    sid: str = "t/one",
    setup: str = f'deal: "{DEAL}"',
    expect: str = "to_act: N",
    extra: str = "",
    clauses: str = "[FIRST-LEAD]",
    variants: str = "[card-1.0.0]",
) -> str:
    return (
        "format: hearts-scenarios/1\n"
        "theme: test\n"
        "scenarios:\n"
        f"  - id: {sid}\n"
        "    title: A test\n"
        f"    clauses: {clauses}\n"
        f"    variants: {variants}\n"
        "    setup:\n"
        "      hand: 4\n"
        f"      {setup}\n"
        "    expect:\n"
        f"      {expect}\n"
        f"{extra}"
    )


def problems(*paths: Path) -> list[str]:
    return [str(p) for p in lint(list(paths)).problems]
