"""pytest plugin: run the scenario corpus against your engine as pytest tests.

Installed with the package (entry point ``pytest11``), so it is always loaded, but
it does nothing, and imports nothing beyond pytest, unless one of its options is
given::

    pytest --hearts-engine mypackage.engine:make_engine      # a Python Engine object
    pytest --hearts-engine-cmd "./myengine --protocol"       # any program speaking the protocol

``module:factory`` names a callable returning an object that implements
:class:`hearts.conformance.engine.Engine` (or such an object itself). Each
scenario under each of its variants becomes one test item,
``hearts-corpus::<id>@<variant>``; scenarios the engine does not support are
skipped. More options: ``--hearts-variant NAME`` (only that variant),
``--hearts-scenarios PATH`` (repeatable; default the shipped corpus),
``--hearts-timeout SECONDS`` (per request, for ``--hearts-engine-cmd``).
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

__all__ = ["pytest_addoption"]

_STATE_KEY = "hearts_engine"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("hearts", "run the hearts scenario corpus against an engine")
    group.addoption(
        "--hearts-engine",
        metavar="MODULE:FACTORY",
        default=None,
        help="A Python engine: a callable (or object) implementing hearts.conformance.engine.Engine.",
    )
    group.addoption(
        "--hearts-engine-cmd",
        metavar="CMD",
        default=None,
        help="An engine program speaking the hearts engine protocol on stdin/stdout.",
    )
    group.addoption(
        "--hearts-variant", metavar="NAME", default=None, help="Run the scenarios of this variant only."
    )
    group.addoption(
        "--hearts-scenarios",
        metavar="PATH",
        action="append",
        default=None,
        help="Scenario files or folders (repeatable; default: the shipped corpus).",
    )
    group.addoption(
        "--hearts-timeout",
        metavar="SECONDS",
        type=float,
        default=5.0,
        help="Per-request time limit (engine programs).",
    )


def _active(config: pytest.Config) -> bool:
    return bool(config.getoption("--hearts-engine") or config.getoption("--hearts-engine-cmd"))


def _load_engine(config: pytest.Config) -> Any:
    spec = config.getoption("--hearts-engine")
    command = config.getoption("--hearts-engine-cmd")
    if spec and command:
        raise pytest.UsageError("give --hearts-engine or --hearts-engine-cmd, not both")
    if command:
        from hearts.conformance.process import open_engine

        try:
            return open_engine(command, float(config.getoption("--hearts-timeout")))
        except Exception as err:
            raise pytest.UsageError(f"--hearts-engine-cmd: {err}") from None
    module_name, _, attr = str(spec).partition(":")
    if not module_name or not attr:
        raise pytest.UsageError(f"--hearts-engine {spec!r}: expected MODULE:FACTORY")
    try:
        target: Any = importlib.import_module(module_name)
        for part in attr.split("."):
            target = getattr(target, part)
    except (ImportError, AttributeError) as err:
        raise pytest.UsageError(f"--hearts-engine {spec!r}: {err}") from None
    is_factory = isinstance(target, type) or (callable(target) and not hasattr(target, "setup"))
    engine = target() if is_factory else target
    for method in ("capabilities", "setup", "apply", "query", "close"):
        if not callable(getattr(engine, method, None)):
            raise pytest.UsageError(f"--hearts-engine {spec!r}: the engine has no method {method}()")
    return engine


class ScenarioItem(pytest.Item):
    """One scenario under one variant."""

    def __init__(self, *, scenario: Any, variant: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario
        self.variant_name = variant
        for clause in scenario.clauses:
            self.add_marker(pytest.mark.hearts_clause(clause))

    def runtest(self) -> None:
        from hearts.conformance.runner import run_corpus

        engine = self.config.stash[_ENGINE]
        report = run_corpus([self.scenario], engine, self.variant_name)
        (result,) = report.results
        if result.status == "skipped":
            pytest.skip(result.message or "not supported by the engine")
        if result.status != "passed":
            raise ScenarioFailure(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailure):
            r = excinfo.value.result
            lines = [
                f"{r.status}: {r.id} under {r.variant} ({r.file}:{r.line})",
                f"  clauses: {', '.join(r.clauses) or '-'}",
            ]
            if r.check:
                lines.append(f"  check: {r.check}" + (f" [{r.clause}]" if r.clause else ""))
            if r.status == "failed":
                lines.append(f"  expected: {r.expected!r}")
                lines.append(f"  got:      {r.got!r}")
            lines.append(f"  {r.message}")
            if r.stderr_tail:
                lines.append("  engine stderr (end):")
                lines.extend(f"    {line}" for line in r.stderr_tail.splitlines()[-10:])
            return "\n".join(lines)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[str, int, str]:
        return self.scenario.file, max(self.scenario.line - 1, 0), f"hearts scenario {self.name}"


class ScenarioFailure(Exception):
    def __init__(self, result: Any) -> None:
        super().__init__(result.message)
        self.result = result


class Corpus(pytest.Collector):
    """The scenario corpus, as a collector of :class:`ScenarioItem`."""

    def collect(self) -> list[pytest.Item]:
        from hearts.scenarios import load_corpus

        paths = self.config.getoption("--hearts-scenarios")
        only = self.config.getoption("--hearts-variant")
        items: list[pytest.Item] = []
        for scenario in load_corpus(paths or None):
            for name in scenario.variants:
                if only is None or name == only:
                    items.append(
                        ScenarioItem.from_parent(
                            self, name=f"{scenario.id}@{name}", scenario=scenario, variant=name
                        )
                    )
        return items


_ENGINE = pytest.StashKey[Any]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "hearts_clause(id): the rule clause a hearts scenario tests")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    if not _active(config):
        return
    config.stash[_ENGINE] = _load_engine(config)
    corpus = Corpus.from_parent(session, name="hearts-corpus", nodeid="hearts-corpus")
    items.extend(corpus.collect())


def pytest_unconfigure(config: pytest.Config) -> None:
    engine = config.stash.get(_ENGINE, None)
    if engine is not None:
        engine.close()
