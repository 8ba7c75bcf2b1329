"""Running the scenario corpus against an engine, and the reports of a run.

:func:`run_corpus` checks each scenario under each variant it applies to (or only
``variant``), independently: the engine is set up from the scenario's
:class:`~hearts.engine.state.Record`, then every expectation is asked as a query (or, for
``illegal``, tried as an action that must be refused). One result per
(scenario, variant) pair, whose ``status`` is one of :data:`STATUSES`:

``passed``      every expectation held;
``failed``      an answer differed from the expectation (``check``, ``expected``, ``got``);
``skipped``     the engine lacks a knob value or a query, or speaks a protocol version older
                than the one that specifies an answer (``Unsupported``, capabilities: the
                rule :meth:`~hearts.conformance.engine.Capabilities.cannot_answer`, which
                ``hearts engine-check`` follows too);
``errored``     the engine reported a failure (``EngineRefused`` of a setup, ``EngineFailure``);
``crashed``     the engine process exited (exit code and the end of its stderr);
``timed-out``   the engine did not answer in time;
``not-run``     hearts gave up on the engine before it (see below).

After :data:`~hearts.conformance.engine.GIVE_UP_AFTER` scenario runs in a row in which the
engine itself failed (crashed, timed out, answered something that is not a protocol
message), the run gives up on it: every later run is ``not-run``, :attr:`Report.gave_up`
says why, and the run fails. A restart's successful handshake does not reset the count;
a run that reaches the engine and gets an answer does. Skipped runs do not touch the
engine and count neither way.

A list of *expected failures* (known gaps) turns their failures into "expected
failure"; a listed scenario that passes fails the run.
"""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hearts.cards import Card
from hearts.conformance.engine import (
    CLAUSE_TABLE,
    GIVE_UP_AFTER,
    Capabilities,
    Engine,
    EngineCrashed,
    EngineFailure,
    EngineRefused,
    EngineTimeout,
    Unsupported,
    minor_of,
)
from hearts.engine.state import Record
from hearts.engine.variant import FIRST_PROTOCOL
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import BadInput, read_text, shown
from hearts.plumbing.yamlsafe import PlainYamlError, compose, to_data
from hearts.scenarios.expectations import KINDS, Mismatch, Refusal, needed_queries
from hearts.scenarios.model import Scenario

__all__ = [
    "FAILING",
    "STATUSES",
    "ExpectedFailuresError",
    "Report",
    "Result",
    "load_expected_failures",
    "run_corpus",
]

STATUSES = ("passed", "failed", "skipped", "errored", "crashed", "timed-out", "not-run")
FAILING = frozenset({"failed", "errored", "crashed", "timed-out"})
"""Statuses that fail a run (unless the scenario is an expected failure)."""


@dataclass
class Result:
    """The outcome of one scenario under one variant."""

    id: str
    variant: str
    file: str
    line: int
    status: str
    clauses: tuple[str, ...] = ()
    check: str | None = None
    """The expectation that failed (a key of the scenario's ``expect``)."""
    clause: str | None = None
    """The clause the failing check tests."""
    expected: Any = None
    got: Any = None
    message: str = ""
    seconds: float = 0.0
    exit_code: int | None = None
    stderr_tail: str = ""
    index: int | None = None
    """For an action of the setup the engine refused: its position in the scenario's actions."""
    action: str | None = None
    """... and that action."""
    compared: int = 0
    """How many expectations were compared."""
    expected_failure: bool = False
    """Listed as a known gap and did not pass."""
    unexpected_pass: bool = False
    """Listed as a known gap but passed: the list must be updated."""
    engine_failed: bool = False
    """The engine itself failed (crash, timeout, a broken answer), not the rules."""

    @property
    def key(self) -> str:
        return f"{self.id}@{self.variant}"

    @property
    def fails_run(self) -> bool:
        return self.unexpected_pass or (self.status in FAILING and not self.expected_failure)

    @property
    def touched_engine(self) -> bool:
        """Whether the run reached the engine (not skipped, not given up on)."""
        return self.status not in ("skipped", "not-run")

    @property
    def label(self) -> str:
        """The status as shown to people (``expected failure`` for a known gap)."""
        if self.expected_failure:
            return "expected failure"
        if self.unexpected_pass:
            return "unexpectedly passed"
        return self.status

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "variant": self.variant,
            "file": self.file,
            "line": self.line,
            "status": self.status,
            "clauses": list(self.clauses),
            "seconds": round(self.seconds, 6),
            "compared": self.compared,
        }
        if self.index is not None:
            out.update(index=self.index, action=self.action)
        if self.status != "passed":
            out.update(check=self.check, clause=self.clause, expected=self.expected, got=self.got)
            out["message"] = self.message
        if self.status == "crashed":
            out.update(exit_code=self.exit_code, stderr_tail=self.stderr_tail)
        if self.expected_failure:
            out["expected_failure"] = True
        if self.unexpected_pass:
            out["unexpected_pass"] = True
            out["message"] = "unexpectedly passed: remove it from the expected failures"
        return out


@dataclass
class Report:
    """All the results of a run, with counts per file and the reports built from them."""

    engine: str
    variant: str | None
    results: list[Result] = field(default_factory=list)
    seconds: float = 0.0
    unknown_expected_failures: list[str] = field(default_factory=list)
    """Entries of the expected-failures list that name no scenario that was run."""
    gave_up: str | None = None
    """Why the run gave up on the engine (the later scenario runs are ``not-run``), if it did."""

    @property
    def ok(self) -> bool:
        """True when the run passes: no failure outside the known gaps, no unexpected pass,
        no give-up."""
        return self.gave_up is None and not any(r.fails_run for r in self.results)

    @property
    def not_run(self) -> int:
        return sum(1 for r in self.results if r.status == "not-run")

    def skip_reasons(self) -> list[tuple[str, int]]:
        """The reasons scenario runs were skipped, with how many each, most first."""
        return Counter(r.message for r in self.results if r.status == "skipped").most_common()

    def counts(self) -> Counter[str]:
        return Counter(r.label for r in self.results)

    @property
    def checked(self) -> int:
        """Results that were really run (not skipped, not given up on)."""
        return sum(1 for r in self.results if r.touched_engine)

    @property
    def comparisons(self) -> int:
        """Expectations compared over the whole run."""
        return sum(r.compared for r in self.results)

    @property
    def empty(self) -> bool:
        """True when the run checked nothing: no result, or every one skipped."""
        return self.checked == 0

    def why_empty(self) -> str:
        """Why nothing was checked, in one line."""
        if not self.results:
            return "no scenario applies (nothing to run)"
        top = "; ".join(f"{m} ({n})" for m, n in self.skip_reasons()[:3])
        return f"all {len(self.results)} scenario run(s) were skipped: {top}"

    def summary(self) -> str:
        """One line saying what was checked: scenarios by outcome and comparisons made."""
        totals = self.counts()
        parts = ", ".join(f"{n} {label}" for label, n in sorted(totals.items(), key=lambda kv: -kv[1]))
        return (
            f"{len(self.results)} scenario run(s) ({parts or 'none'}); "
            f"{self.comparisons} expectation(s) compared"
        )

    def by_file(self) -> dict[str, Counter[str]]:
        out: dict[str, Counter[str]] = {}
        for r in self.results:
            out.setdefault(r.file, Counter())[r.label] += 1
        return out

    def problems(self) -> list[Result]:
        """Results worth showing: everything but plain passes and skips."""
        return [r for r in self.results if r.status not in ("passed", "skipped") or r.unexpected_pass]

    def to_json(self) -> dict[str, Any]:
        return {
            "engine": self.engine,
            "variant": self.variant,
            "ok": self.ok,
            "seconds": round(self.seconds, 3),
            "summary": dict(self.counts()),
            "checked": self.checked,
            "comparisons": self.comparisons,
            "empty": self.empty,
            "files": {f: dict(c) for f, c in self.by_file().items()},
            "unknown_expected_failures": self.unknown_expected_failures,
            "gave_up": self.gave_up,
            "skipped_by_reason": [{"reason": m, "count": n} for m, n in self.skip_reasons()],
            "results": [r.to_json() for r in self.results],
        }

    def _skip_properties(self, suite: ET.Element, file: str) -> None:
        """The skips of ``file`` grouped by reason, as the text report shows them."""
        reasons = Counter(r.message for r in self.results if r.file == file and r.status == "skipped")
        if reasons:
            properties = ET.Element("properties")
            for reason, count in reasons.most_common():
                ET.SubElement(properties, "property", name=f"skipped: {reason}", value=str(count))
            suite.insert(0, properties)

    def to_junit(self) -> str:  # noqa: C901, PLR0912 (one element per outcome kind of the JUnit report)
        """A JUnit XML report: one test suite per scenario file, one test case per result."""
        root = ET.Element("testsuites", name=f"hearts conform ({self.engine})")
        suites: dict[str, ET.Element] = {}
        totals: Counter[str] = Counter()
        for r in self.results:
            suite = suites.get(r.file)
            if suite is None:
                suite = suites[r.file] = ET.SubElement(root, "testsuite", name=r.file)
            case = ET.SubElement(
                suite,
                "testcase",
                name=f"{r.id} [{r.variant}]",
                classname=r.file,
                file=r.file,
                line=str(r.line),
                time=f"{r.seconds:.6f}",
            )
            kind = "tests"
            if r.unexpected_pass:
                kind = "failures"
                ET.SubElement(case, "failure", message="unexpectedly passed: remove it from the list")
            elif r.expected_failure:
                kind = "skipped"
                ET.SubElement(case, "skipped", message=f"expected failure: {r.message}")
            elif r.status == "failed":
                kind = "failures"
                el = ET.SubElement(case, "failure", message=r.message, type=r.check or "failed")
                el.text = f"expected: {r.expected!r}\nengine said: {r.got!r}"
            elif r.status in ("errored", "crashed", "timed-out"):
                kind = "errors"
                el = ET.SubElement(case, "error", message=r.message, type=r.status)
                if r.stderr_tail:
                    el.text = r.stderr_tail
            elif r.status in ("skipped", "not-run"):
                kind = "skipped"
                ET.SubElement(case, "skipped", message=r.message)
            counts = Counter({"tests": 1, kind: 1}) if kind != "tests" else Counter({"tests": 1})
            for k, v in counts.items():
                suite.set(k, str(int(suite.get(k, "0")) + v))
            suite.set("time", f"{float(suite.get('time', '0')) + r.seconds:.6f}")
            totals.update(counts)
        for name, suite in suites.items():
            for k in ("failures", "errors", "skipped"):
                suite.set(k, suite.get(k, "0"))
            self._skip_properties(suite, name)
        if self.gave_up is not None:
            root.set("gave_up", self.gave_up)
        for k in ("tests", "failures", "errors", "skipped"):
            root.set(k, str(totals[k]))
        root.set("time", f"{self.seconds:.3f}")
        for element in root.iter():  # text from files and engines: nothing XML 1.0 forbids
            for key, value in element.attrib.items():
                element.set(key, shown(value, len(value), lines=True))
            if element.text:
                element.text = shown(element.text, len(element.text), lines=True)
        ET.indent(root)
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


class ExpectedFailuresError(InputError):
    """An expected-failures file that cannot be read."""


def load_expected_failures(path: Path | str) -> set[str]:
    """Scenario ids (``id`` or ``id@variant``) from a YAML list or a file of one id per line.

    In the plain form, blank lines and text after ``#`` are ignored.
    """
    path = Path(path)
    try:
        text = read_text(path)
    except BadInput as err:
        raise ExpectedFailuresError(str(err)) from None
    try:
        node = compose(text, str(path))
    except PlainYamlError:
        node = None
    data = to_data(node) if node is not None else None
    if isinstance(data, list):
        ids: set[str] = set()
        for i, item in enumerate(data):
            if not isinstance(item, str) or not item.strip():
                line = node.value[i].start_mark.line + 1 if node is not None else None
                raise ExpectedFailuresError(f"{path}:{line}: expected a scenario id, got {item!r}")
            ids.add(item.strip())
        return ids
    return {line.split("#", 1)[0].strip() for line in text.splitlines()} - {""}


# ----------------------------------------------------------------- checking


class _Probe:
    """The engine at a scenario's position, as the expectation kinds ask it."""

    def __init__(self, engine: Engine, record: Record, clauses: bool = True) -> None:
        self.engine, self.record = engine, record
        self.clauses = clauses
        """Whether the clause a refusal cites is compared (protocol :data:`CLAUSE_TABLE` on)."""
        self.doing = "setup"

    def query(self, name: str, **params: Any) -> Any:
        return self.engine.query(name, **params)

    def refusal(self, card: Card) -> Refusal | None:
        self.doing = f"illegal {card.format()}"
        self.engine.setup(self.record)
        try:
            self.engine.apply(card)
        except EngineRefused as refused:
            return Refusal(refused.clause if self.clauses else None, str(refused))
        return None


def _run_one(engine: Engine, caps: Capabilities, scenario: Scenario, name: str) -> Result:
    result = Result(scenario.id, name, scenario.file, scenario.line, "passed", scenario.clauses)
    variant = scenario.variant(name)
    clause = ", ".join(scenario.clauses)
    expectations = scenario.expectations(name)
    missing_knob = caps.supports_variant(variant)
    if missing_knob is not None:
        result.status, result.message = "skipped", f"the engine does not support {missing_knob}"
        return result
    record = scenario.record(variant)
    versions = [KINDS[e.key].since(e.value, record) for e in expectations]
    since = max(versions, key=_version_key, default=FIRST_PROTOCOL)
    why = caps.cannot_answer(since, needed_queries(e.key for e in expectations))
    if why is not None:  # as hearts engine-check skips a probe
        result.status, result.message = "skipped", why
        return result
    probe = _Probe(engine, record, caps.cannot_answer(CLAUSE_TABLE) is None)
    try:
        engine.setup(record)
        for expectation in expectations:
            probe.doing = expectation.key
            result.line = expectation.line
            KINDS[expectation.key].check(expectation.value, probe)
            result.compared += 1
        result.line = scenario.line
    except Mismatch as m:
        result.status = "failed"
        result.check, result.clause, result.expected, result.got = (
            m.check,
            m.clause or clause,
            m.expected,
            m.got,
        )
        result.message = str(m)
    except Unsupported as err:
        result.status, result.message = "skipped", f"{probe.doing}: unsupported: {err}"
    except EngineCrashed as err:
        result.engine_failed = True
        result.status, result.check, result.clause = "crashed", probe.doing, clause
        result.message = f"{probe.doing}: {err}"
        result.exit_code, result.stderr_tail = err.exit_code, err.stderr_tail
    except EngineTimeout as err:
        result.engine_failed = True
        result.status, result.check, result.clause = "timed-out", probe.doing, clause
        result.message = f"{probe.doing}: {err}"
    except EngineRefused as err:
        result.status, result.check = "errored", probe.doing
        result.clause = err.clause or clause
        result.message = f"{probe.doing}: the engine refused a legal action: {err}"
        if probe.doing == "setup" and err.index is not None and 0 <= err.index < len(record.actions):
            result.index = err.index
            result.action = err.action or record.actions[err.index].format()
            result.message = (
                f"setup: the engine refused action {err.index} ({result.action}) "
                f"of {len(record.actions)}, which is legal: {err}"
            )
        elif probe.doing == "setup":
            result.message += " (the engine did not say which action: protocol 1.1 sends its index)"
    except EngineFailure as err:
        result.engine_failed = True
        result.status, result.check, result.clause = "errored", probe.doing, clause
        result.message = f"{probe.doing}: {err}"
    except Exception as err:  # a bug in an engine adapter must not stop the run
        result.status, result.check, result.clause = "errored", probe.doing, clause
        result.message = f"{probe.doing}: {type(err).__name__}: {err}"
    return result


def _version_key(version: str) -> int:
    return minor_of(version) or 0


def _no_capabilities(scenario: Scenario, name: str, failure: EngineFailure) -> Result:
    """The result of a run when the engine could not say what it supports."""
    result = Result(scenario.id, name, scenario.file, scenario.line, "errored", scenario.clauses)
    result.message = f"capabilities: {failure}"
    result.engine_failed = True
    if isinstance(failure, EngineCrashed):
        result.status, result.exit_code, result.stderr_tail = (
            "crashed",
            failure.exit_code,
            failure.stderr_tail,
        )
    elif isinstance(failure, EngineTimeout):
        result.status = "timed-out"
    return result


def run_corpus(
    scenarios: Sequence[Scenario],
    engine: Engine,
    variant: str | None = None,
    expected_failures: Iterable[str] = (),
    progress: Callable[[Result], None] | None = None,
) -> Report:
    """Run ``scenarios`` against ``engine``: each under each of its variants, or only ``variant``.

    ``expected_failures`` holds ids (``id`` or ``id@variant``) of known gaps.
    ``progress`` is called after each result.
    """
    started = time.perf_counter()
    xfail = set(expected_failures)
    try:
        caps = engine.capabilities()
        engine_name = caps.name
    except EngineFailure as err:
        caps = None
        engine_name = type(engine).__name__
        failure: EngineFailure | None = err
    else:
        failure = None
    report = Report(engine_name, variant)
    seen_keys: set[str] = set()
    in_a_row = 0
    for scenario in scenarios:
        names = [n for n in scenario.variants if variant is None or n == variant]
        for name in names:
            t0 = time.perf_counter()
            if report.gave_up is not None:
                result = Result(scenario.id, name, scenario.file, scenario.line, "not-run", scenario.clauses)
                result.message = f"not run: {report.gave_up}"
            elif caps is None:
                assert failure is not None
                result = _no_capabilities(scenario, name, failure)
            else:
                result = _run_one(engine, caps, scenario, name)
            result.seconds = time.perf_counter() - t0
            in_a_row = in_a_row + 1 if result.engine_failed else 0 if result.touched_engine else in_a_row
            if in_a_row >= GIVE_UP_AFTER and report.gave_up is None:
                report.gave_up = (
                    f"gave up on the engine after {in_a_row} failed scenario runs in a row "
                    f"(the last: {result.key}: {shown(' '.join(result.message.split()), 200)})"
                )
            listed = scenario.id in xfail or f"{scenario.id}@{name}" in xfail
            if listed:
                if result.status in FAILING:
                    result.expected_failure = True
                elif result.status == "passed":
                    result.unexpected_pass = True
            seen_keys.update((scenario.id, f"{scenario.id}@{name}"))
            report.results.append(result)
            if progress is not None:
                progress(result)
    report.unknown_expected_failures = sorted(xfail - seen_keys)
    report.seconds = time.perf_counter() - started
    return report
