"""The static site: ``index.html`` (the matrices), a page per clause and per engine, and per
engine a results file and a badge file (shields.io's endpoint format) to link from a README.

Pages are rendered with jinja2 with autoescaping on: every text from a result file (an
engine's name, its answers, a scenario) is shown as text, never as markup. File names made
from those texts go through :func:`~hearts.plumbing.atomic.slug`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jinja2

from hearts.dashboard.matrix import FAILED, Cell, Matrix, build, summary
from hearts.plumbing.atomic import output_in, slug, write_atomic

__all__ = ["render", "site_json"]

_SIZES = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
_HISTORY_SHOWN = 60
"""Runs drawn on an engine's history line (the table lists them all)."""


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("hearts.dashboard", "templates"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["slug"] = slug
    env.filters["run_summary"] = summary
    env.filters["answer"] = lambda v: v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)
    env.globals["seats"] = lambda n: f"{_SIZES.get(n, str(n))} seats"
    return env


def _points(history: list[dict[str, Any]], width: int = 160, height: int = 28) -> str:
    """The pass rate of each run as the points of an SVG polyline, oldest on the left."""
    runs = history[-_HISTORY_SHOWN:]
    rates = []
    for run in runs:
        s = summary(run)
        ran = s["passed"] + s["failed"]
        rates.append(s["passed"] / ran if ran else 0.0)
    step = width / max(len(rates) - 1, 1)
    return " ".join(f"{i * step:.1f},{(1 - r) * (height - 4) + 2:.1f}" for i, r in enumerate(rates))


def _failures_by_clause(m: Matrix) -> dict[str, list[tuple[str, int, str, dict[str, Any]]]]:
    """clause -> (engine, table size, variant, result) for each failing scenario run citing it."""
    out: dict[str, list[tuple[str, int, str, dict[str, Any]]]] = {}
    for e in m.engines:
        for v in e.latest["variants"]:
            for r in v["scenarios"]:
                if r["status"] in FAILED:
                    for c in r["clauses"]:
                        out.setdefault(c, []).append((e.name, v["players"], v["variant"], r))
    return out


def site_json(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """What ``--json`` prints: each engine's latest run in figures, and its history."""
    m = build(runs)

    def figures(x: Cell) -> dict[str, Any]:
        return {"passed": x.passed, "failed": x.failed, "skipped": x.skipped, "only_here": x.only_here}

    return {
        "engines": [
            {**summary(e.latest), "slug": e.slug, "history": [summary(r) for r in e.history]}
            for e in m.engines
        ],
        "table_sizes": m.sizes,
        "clauses": {
            str(size): {
                c: {n: figures(x) for n, x in cells.items()} for c, cells in sorted(by_clause.items())
            }
            for size, by_clause in m.clauses.items()
        },
    }


def render(runs: list[dict[str, Any]], out: Path) -> list[Path]:
    """Write the site for ``runs`` (oldest first) into ``out``; the files written."""
    env = _environment()
    m = build(runs)
    failures = _failures_by_clause(m)
    slugs = {e.name: e.slug for e in m.engines}
    common = {"m": m, "slugs": slugs, "points": _points}
    written: list[Path] = []

    def put(folder: Path, name: str, text: str) -> None:
        path = output_in(folder, name)
        write_atomic(path, text)
        written.append(path)

    put(out, "index.html", env.get_template("index.html.j2").render(**common, root=""))
    for clause in m.clause_names():
        page = env.get_template("clause.html.j2").render(
            **common, root="../", clause=clause, failures=failures.get(clause, [])
        )
        put(out / "clause", f"{slug(clause)}.html", page)
    for e in m.engines:
        put(
            out / "engine",
            f"{e.slug}.html",
            env.get_template("engine.html.j2").render(**common, root="../", e=e),
        )
        figures = {**summary(e.latest), "history": [summary(r) for r in e.history]}
        put(out / "engine", f"{e.slug}.json", json.dumps(figures, indent=1, ensure_ascii=False) + "\n")
        s = figures
        ok = not s["failed"] and not s["verdict"] and not s["fuzz_disagreements"] and not s["gave_up"]
        ran = s["passed"] + s["failed"]
        badge = {
            "schemaVersion": 1,
            "label": "hearts conformance",
            "message": "not run" if s["verdict"] else f"{s['passed']}/{ran} scenarios",
            "color": "brightgreen" if ok else "red",
        }
        put(out / "badge", f"{e.slug}.json", json.dumps(badge) + "\n")
    return written
