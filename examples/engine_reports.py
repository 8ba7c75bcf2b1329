#!/usr/bin/env python3
"""Results pages for the Hearts engines people publish, generated at docs build.

    python examples/engine_reports.py -o docs/generated/engines

For each engine (OpenSpiel's ``hearts``, PyPI ``HeartsGym``, PyPI ``gym-hearts``), run
through its adapter in ``examples/`` with the engine's own rules (``--as-is`` or
``--game-defaults``: it claims every knob, so nothing is skipped for a rule it reads
differently): the scenario corpus under ``card-1.0.0`` (passes and failures by
clause, each failure with what was expected and what the engine said), the protocol
probe (``hearts engine-check``) and a short seeded differential fuzz whose first
disagreement is shrunk to a scenario. Then one page compares the engines clause by
clause. An engine whose package is not installed gets a page saying so.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from hearts.conformance.fuzz import FuzzReport, fuzz, scenario_yaml
from hearts.conformance.probe import ProbeReport, probe_engine
from hearts.conformance.process import open_engine
from hearts.conformance.runner import Report, run_corpus
from hearts.scenarios import Scenario, load_corpus
from hearts.variants.files import load_variant

HERE = Path(__file__).resolve().parent
VARIANT = "card-1.0.0"
FUZZ_GAMES, FUZZ_SEED, SHRINK_CHECKS = 8, 1, 300
"""The shrinker stops after a number of replays, not seconds: the page is the same on a busy
machine (each engine's disagreement shrinks fully in under 50 replays)."""


@dataclass(frozen=True)
class EngineSpec:
    slug: str
    title: str
    package: str
    module: str
    adapter: str
    flags: tuple[str, ...]
    about: str


ENGINES = (
    EngineSpec(
        "openspiel",
        "OpenSpiel `hearts`",
        "open-spiel",
        "pyspiel",
        "openspiel_engine.py",
        ("--game-defaults",),
        "Google DeepMind's game collection; one hand, with passing, a C++ engine behind Python bindings.",
    ),
    EngineSpec(
        "heartsgym",
        "HeartsGym",
        "HeartsGym",
        "HeartsGym",
        "heartsgym_engine.py",
        ("--as-is",),
        "A gym environment for one hand of four players, without passing.",
    ),
    EngineSpec(
        "gym-hearts",
        "gym-hearts",
        "gym-hearts",
        "gymhearts",
        "gym_hearts_engine.py",
        ("--as-is",),
        "A gym environment for whole games to 100, without passing, cards from the treys library.",
    ),
)


@dataclass
class Outcome:
    spec: EngineSpec
    missing: str | None = None
    notes: list[str] = field(default_factory=list)
    corpus: Report | None = None
    probe: ProbeReport | None = None
    fuzzed: FuzzReport | None = None


def command(spec: EngineSpec, *extra: str) -> str:
    return " ".join([sys.executable, str(HERE / spec.adapter), *spec.flags, *extra])


def run(spec: EngineSpec, scenarios: list[Scenario] | None = None) -> Outcome:
    """Run ``spec``'s engine through the corpus (``scenarios``: the corpus loaded once for every
    engine; loaded here when not given), the protocol probe and the fuzz."""
    out = Outcome(spec)
    if importlib.util.find_spec(spec.module) is None:
        out.missing = (
            f"the package `{spec.package}` is not installed (`pip install -e '.[engines,openspiel]'`)"
        )
        return out
    with open_engine(" ".join([sys.executable, str(HERE / spec.adapter)]), 30.0) as honest:
        out.notes = list(honest.notes)
    if scenarios is None:
        scenarios = load_corpus()
    with open_engine(command(spec), 30.0) as engine:
        out.corpus = run_corpus(scenarios, engine, VARIANT)
        mode = "game" if "game_over" in engine.capabilities().queries else "hand"
        out.fuzzed = fuzz(
            engine,
            load_variant(VARIANT),
            FUZZ_GAMES,
            FUZZ_SEED,
            mode=mode,
            shrink_budget=600.0,
            shrink_checks=SHRINK_CHECKS,
        )
    out.probe = probe_engine(command(spec), 30.0)
    return out


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _counts(report: Report) -> str:
    c = Counter(r.status for r in report.results)
    order = ("passed", "failed", "errored", "skipped", "crashed", "timed-out")
    return ", ".join(f"{c[s]} {s}" for s in order if c[s])


def by_clause(report: Report) -> dict[str, Counter[str]]:
    """For each clause a scenario cites: how many of its scenarios passed, failed, ..."""
    table: dict[str, Counter[str]] = {}
    for r in report.results:
        status = "failed" if r.status in ("failed", "errored", "crashed", "timed-out") else r.status
        for clause in r.clauses:
            table.setdefault(clause, Counter())[status] += 1
    return dict(sorted(table.items()))


def engine_page(o: Outcome) -> str:
    s = o.spec
    lines = [
        "<!-- Generated by examples/engine_reports.py at docs build: do not edit. -->",
        f"# {s.title} against the corpus",
        "",
        f"{s.about} PyPI package `{s.package}`; adapter `examples/{s.adapter}` (it speaks the",
        "[engine protocol](../../protocol.md)). The adapter is run with "
        + f"`{' '.join(s.flags)}`: it claims every knob and plays the engine's own rules, so every",
        f"scenario of `{VARIANT}` runs and each failure is a place where the engine differs from the rule card.",
        "",
        "```console",
        f'$ hearts conform --engine "python examples/{s.adapter} {" ".join(s.flags)}" --variant {VARIANT}',
        f'$ hearts fuzz --engine "python examples/{s.adapter} {" ".join(s.flags)}"',
        f'$ hearts engine-check --engine "python examples/{s.adapter}"',
        "```",
        "",
    ]
    if o.missing:
        return "\n".join([*lines, f"**Not run:** {o.missing}.", ""])
    assert o.corpus is not None and o.probe is not None and o.fuzzed is not None
    lines += ["What the adapter declares the engine cannot model (its handshake, without the flag):", ""]
    lines += [f"- {_cell(n)}" for n in o.notes] + [""]
    lines += [
        f"## The corpus under `{VARIANT}`",
        "",
        f"Result: {_counts(o.corpus)} ({o.corpus.comparisons} expectations compared).",
        "",
        "### By clause",
        "",
        "A scenario counts under every clause it cites; *failed* includes errors.",
        "",
        "| clause | passed | failed | skipped |",
        "|---|---|---|---|",
    ]
    for clause, c in by_clause(o.corpus).items():
        lines.append(f"| `{clause}` | {c['passed']} | {c['failed']} | {c['skipped']} |")
    failing = [r for r in o.corpus.results if r.status not in ("passed", "skipped")]
    lines += ["", "### Scenarios that do not pass", ""]
    if failing:
        lines += ["| scenario | clauses | check | expected | engine said |", "|---|---|---|---|---|"]
        for r in failing:
            said = r.got if r.status == "failed" else f"{r.status}: {r.message}"
            cells = [f"`{r.id}`", ", ".join(r.clauses), r.check or "", r.expected, said]
            lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    else:
        lines.append("None.")
    skipped = Counter(r.message for r in o.corpus.results if r.status == "skipped")
    if skipped:
        lines += ["", "Skipped, and why:", "", "| reason | scenarios |", "|---|---|"]
        lines += [f"| {_cell(reason)} | {n} |" for reason, n in sorted(skipped.items())]
    lines += [
        "",
        "## Protocol probe",
        "",
        f"`hearts engine-check`: {sum(p.passed for p in o.probe.probes)} of {len(o.probe.probes)} probes pass.",
        "",
        "| probe | result | first difference |",
        "|---|---|---|",
    ]
    for p in o.probe.probes:
        misses = p.misses()
        first = f"expected {misses[0][0]}; engine said {misses[0][1]}" if misses else ""
        if p.skipped is not None:
            first = f"skipped: {p.skipped}"
        result = {"passed": "pass", "failed": "FAIL", "skipped": "skip"}[p.status]
        lines.append(f"| `{p.name}` | {result} | {_cell(first)} |")
    f = o.fuzzed
    lines += [
        "",
        "## Differential fuzzing",
        "",
        f"`hearts fuzz --variant {VARIANT} --games {FUZZ_GAMES} --seed {FUZZ_SEED} --mode {f.mode}`: {_cell(f.summary())}.",
        "",
    ]
    if f.shrunk is None:
        lines.append("No disagreement found." if not f.empty else "Nothing was compared.")
    else:
        d = f.shrunk
        lines += [
            f"First disagreement ({', '.join(d.clauses)}), shrunk to hand {d.hand} after {d.plays} actions:",
            f"{_cell(d.message)}.",
            "",
            "As a scenario `hearts conform` runs:",
            "",
            "```yaml",
            scenario_yaml(
                d, scenario_id=f"fuzz/{s.slug}", engine=s.title, schema="hearts/scenarios/schema.json"
            ).rstrip(),
            "```",
        ]
    return "\n".join(lines) + "\n"


def compare_page(outcomes: list[Outcome]) -> str:
    ran = [o for o in outcomes if o.corpus is not None]
    lines = [
        "<!-- Generated by examples/engine_reports.py at docs build: do not edit. -->",
        "# Published engines compared",
        "",
        f"Each engine with its own rules, against the corpus under `{VARIANT}`: for every clause, the",
        "scenarios citing it that pass / fail (failed includes errors; skipped scenarios are left out).",
        "Each engine has its own page with the failing scenarios and a shrunk fuzzing disagreement.",
        "",
    ]
    for o in outcomes:
        if o.missing:
            lines.append(f"- [{o.spec.title}]({o.spec.slug}.md): not run, {o.missing}.")
        else:
            lines.append(f"- [{o.spec.title}]({o.spec.slug}.md)")
    lines.append("")
    if not ran:
        return "\n".join(lines) + "\n"
    tables = {o.spec.slug: by_clause(o.corpus) for o in ran if o.corpus is not None}
    clauses = sorted({c for t in tables.values() for c in t})
    lines += ["| clause | " + " | ".join(o.spec.title for o in ran) + " |", "|---|" + "---|" * len(ran)]
    for clause in clauses:
        cells = []
        for o in ran:
            c = tables[o.spec.slug].get(clause, Counter())
            cells.append(f"{c['passed']} / {c['failed']}" if c["passed"] or c["failed"] else "–")
        lines.append(f"| `{clause}` | " + " | ".join(cells) + " |")
    lines += ["", "| | " + " | ".join(o.spec.title for o in ran) + " |", "|---|" + "---|" * len(ran)]
    rows = {
        "corpus": lambda o: _counts(o.corpus),
        "protocol probes passed": lambda o: (
            f"{sum(p.passed for p in o.probe.probes)} of {len(o.probe.probes)}"
        ),
        "first fuzzing disagreement": lambda o: (
            ", ".join(o.fuzzed.shrunk.clauses) + f" ({o.fuzzed.shrunk.check})" if o.fuzzed.shrunk else "none"
        ),
    }
    for name, fn in rows.items():
        lines.append(f"| {name} | " + " | ".join(_cell(fn(o)) for o in ran) + " |")
    return "\n".join(lines) + "\n"


def write_pages(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    scenarios = load_corpus()  # linted once: every engine runs the same corpus
    outcomes = [run(spec, scenarios) for spec in ENGINES]
    written = []
    for o in outcomes:
        path = out / f"{o.spec.slug}.md"
        path.write_text(engine_page(o), encoding="utf-8")
        written.append(path)
    index = out / "index.md"
    index.write_text(
        compare_page(outcomes)
        + "\n```{toctree}\n:hidden:\n\n"
        + "\n".join(o.spec.slug for o in outcomes)
        + "\n```\n",
        encoding="utf-8",
    )
    return [index, *written]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--output", type=Path, default=Path("docs/generated/engines"))
    for path in write_pages(parser.parse_args().output):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
