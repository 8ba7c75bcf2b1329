"""One engine's run: the corpus under each of its variants and a fixed fuzzing budget.

The run is a plain dictionary in the result-file format (:mod:`hearts.dashboard.runfiles`).
An engine that cannot be started, or that fails under one variant, gets a verdict in the
run (``verdict``, ``gave_up``) and the next engine or variant goes on: the dashboard shows
the failure rather than stopping at it. Every engine process is closed before the next
starts.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from hearts.conformance.engine import Engine, EngineFailure
from hearts.conformance.fuzz import fuzz, scenario_yaml
from hearts.conformance.process import one_line, open_engine
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import Result, run_corpus
from hearts.dashboard.config import EngineEntry
from hearts.dashboard.runfiles import FORMAT
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.scenarios import Scenario
from hearts.variants.files import load_variant

__all__ = ["SHRINK_CHECKS", "now", "run_engine"]

SHRINK_CHECKS = 300
"""Replays the shrinker may make: a bound in replays, not seconds, so a run is the same on a
busy machine."""


def now() -> str:
    """The current time as result files write it (UTC, to the second)."""
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _scenario_text(scenario: Scenario) -> str:
    """The scenario as written in its file: from its ``- id:`` line to the next scenario."""
    try:
        lines = Path(scenario.file).read_text(encoding="utf-8").splitlines()
    except OSError:
        return ""
    start = max(scenario.line - 1, 0)
    end = start + 1
    while end < len(lines) and not lines[end].startswith("- id:"):
        end += 1
    return "\n".join(lines[start:end]).rstrip()


def _result(r: Result, by_id: dict[str, Scenario]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": r.id,
        "file": Path(r.file).name,
        "line": r.line,
        "status": r.status,
        "clauses": list(r.clauses),
    }
    if r.status != "passed":
        out.update(check=r.check, clause=r.clause, expected=r.expected, got=r.got, message=r.message)
    if r.status not in ("passed", "skipped", "not-run") and r.id in by_id:
        out["scenario"] = _scenario_text(by_id[r.id])
    return out


def _fuzzed(engine: Engine, variant: Variant, games: int, seed: int, name: str) -> dict[str, Any]:
    mode = "game" if "game_over" in engine.capabilities().queries else "hand"
    report = fuzz(
        engine,
        variant,
        games,
        seed,
        mode=mode,
        shrink_budget=600.0,
        shrink_checks=SHRINK_CHECKS,
    )
    out: dict[str, Any] = {
        "games": report.games,
        "seed": seed,
        "mode": report.mode,
        "summary": report.summary(),
        "empty": report.empty,
    }
    d = report.shrunk
    if d is not None:
        text = scenario_yaml(
            d, scenario_id=f"fuzz/{variant.name}", engine=name, schema="hearts/scenarios/schema.json"
        )
        out.update(clauses=list(d.clauses), check=d.check, message=d.message, expected=d.expected, got=d.got)
        out["scenario"] = text
    return out


def _open(entry: EngineEntry) -> Engine:
    if entry.command is None:
        return ReferenceEngine()
    return open_engine(entry.command, entry.timeout)


def run_engine(
    entry: EngineEntry,
    scenarios: Sequence[Scenario],
    *,
    fuzz_games: int,
    fuzz_seed: int,
    hearts_version: str,
    date: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Run ``entry``'s engine through ``scenarios`` under each of its variants, then fuzz it."""
    defs = {n: s.variant(n) for s in scenarios for n in s.variants}
    run: dict[str, Any] = {
        "format": FORMAT,
        "engine": {
            "name": entry.name,
            "command": entry.written or entry.command,
            "handshake": None,
            "notes": [],
        },
        "date": date or now(),
        "hearts_version": hearts_version,
        "verdict": None,
        "variants": [],
    }
    by_id = {s.id: s for s in scenarios}
    try:
        engine = _open(entry)
    except (InputError, EngineFailure, OSError) as err:
        run["verdict"] = f"could not start: {one_line(err)}"
        return run
    try:
        caps = engine.capabilities()
        run["engine"]["handshake"] = f"{caps.name} (protocol {caps.protocol})"
        run["engine"]["notes"] = list(getattr(engine, "notes", ()))
        if entry.variants == ("all",):
            names = sorted(defs)
        elif entry.variants == ("declared",):
            names = sorted(n for n, v in defs.items() if caps.supports_variant(v) is None)
        else:
            names = list(entry.variants)
        for name in names:
            variant = defs.get(name) or load_variant(name)
            if progress is not None:
                progress(f"{entry.name} under {name}")
            report = run_corpus(scenarios, engine, name)
            one: dict[str, Any] = {
                "variant": name,
                "players": variant.players,
                "gave_up": report.gave_up,
                "scenarios": [_result(r, by_id) for r in report.results],
                "fuzz": None,
            }
            if fuzz_games and report.gave_up is None:
                try:
                    one["fuzz"] = _fuzzed(engine, variant, fuzz_games, fuzz_seed, entry.name)
                except EngineFailure as err:
                    one["gave_up"] = f"fuzzing stopped: {one_line(err)}"
            run["variants"].append(one)
    finally:
        engine.close()
    return run
