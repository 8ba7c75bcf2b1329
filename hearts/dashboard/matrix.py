"""The figures behind the dashboard's pages, read off the result files.

Each engine is shown at its latest run (the others make its history). A *cell* counts the
scenario runs of one engine that cite one clause (or come from one corpus file) at one table
size, over the engine's variants of that size: passed, failed (failed, errored, crashed,
timed out or not run) and skipped. A failing cell is marked *only here* when every other
engine that ran scenarios of that clause at that size passed them all.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from hearts.plumbing.atomic import slug

__all__ = ["Cell", "EngineView", "Matrix", "build", "failing", "summary"]

FAILED = frozenset({"failed", "errored", "crashed", "timed-out", "not-run"})


@dataclass
class Cell:
    passed: int = 0
    failed: int = 0
    skipped: int = 0
    only_here: bool = False

    @property
    def state(self) -> str:
        """``fail``, ``pass``, ``skip`` (every run skipped) or ``none`` (no scenario)."""
        if self.failed:
            return "fail"
        if self.passed:
            return "pass"
        return "skip" if self.skipped else "none"

    def add(self, status: str) -> None:
        if status in FAILED:
            self.failed += 1
        elif status == "passed":
            self.passed += 1
        else:
            self.skipped += 1


@dataclass
class EngineView:
    """One engine at its latest run, with its history."""

    name: str
    slug: str
    latest: dict[str, Any]
    history: list[dict[str, Any]]
    total: Cell = field(default_factory=Cell)


@dataclass
class Matrix:
    engines: list[EngineView]
    sizes: list[int]
    clauses: dict[int, dict[str, dict[str, Cell]]]
    """table size -> clause -> engine name -> cell."""
    files: dict[str, dict[str, Cell]]
    """corpus file -> engine name -> cell (every table size)."""

    def clause_names(self) -> list[str]:
        return sorted({c for by_clause in self.clauses.values() for c in by_clause})


def failing(run: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(variant, result)`` for each scenario run of ``run`` that failed."""
    for v in run["variants"]:
        for r in v["scenarios"]:
            if r["status"] in FAILED:
                yield v["variant"], r


def _mark_only_here(rows: Iterable[dict[str, Cell]]) -> None:
    for cells in rows:
        for name, cell in cells.items():
            others = [c for n, c in cells.items() if n != name and c.state in ("pass", "fail")]
            cell.only_here = cell.state == "fail" and bool(others) and all(c.state == "pass" for c in others)


def _slugs(names: list[str]) -> dict[str, str]:
    """A file-name slug per engine name, distinct even when two names slug alike."""
    out: dict[str, str] = {}
    for name in names:
        base = slug(name, 60)
        candidate, n = base, 1
        while candidate in out.values():
            n += 1
            candidate = f"{base}-{n}"
        out[name] = candidate
    return out


def build(runs: list[dict[str, Any]]) -> Matrix:
    """The matrix of the latest run of each engine in ``runs`` (sorted oldest first)."""
    history: dict[str, list[dict[str, Any]]] = {}
    for run in runs:
        history.setdefault(run["engine"]["name"], []).append(run)
    slugs = _slugs(sorted(history))
    engines = [EngineView(n, slugs[n], history[n][-1], history[n]) for n in sorted(history)]
    clauses: dict[int, dict[str, dict[str, Cell]]] = {}
    files: dict[str, dict[str, Cell]] = {}
    for e in engines:
        for v in e.latest["variants"]:
            by_clause = clauses.setdefault(v["players"], {})
            for r in v["scenarios"]:
                e.total.add(r["status"])
                files.setdefault(r["file"], {}).setdefault(e.name, Cell()).add(r["status"])
                for c in r["clauses"]:
                    by_clause.setdefault(c, {}).setdefault(e.name, Cell()).add(r["status"])
    for by_clause in clauses.values():
        _mark_only_here(by_clause.values())
    _mark_only_here(files.values())
    return Matrix(engines, sorted(clauses), clauses, dict(sorted(files.items())))


def summary(run: dict[str, Any]) -> dict[str, Any]:
    """One run in figures: what a badge or a history line shows."""
    total = Cell()
    for v in run["variants"]:
        for r in v["scenarios"]:
            total.add(r["status"])
    fuzzed = [v["fuzz"] for v in run["variants"] if v.get("fuzz")]
    return {
        "engine": run["engine"]["name"],
        "date": run["date"],
        "hearts_version": run["hearts_version"],
        "handshake": run["engine"].get("handshake"),
        "verdict": run.get("verdict"),
        "variants": [v["variant"] for v in run["variants"]],
        "passed": total.passed,
        "failed": total.failed,
        "skipped": total.skipped,
        "fuzz_games": sum(f["games"] for f in fuzzed),
        "fuzz_disagreements": sum(1 for f in fuzzed if f.get("scenario")),
        "gave_up": [v["variant"] for v in run["variants"] if v.get("gave_up")],
    }
