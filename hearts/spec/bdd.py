"""pytest-bdd glue: every feature file becomes tests, every step line runs through the catalogs.

A test module binds the features with one call::

    from hearts.spec.bdd import bind
    bind(globals())

and its ``conftest.py`` takes the hooks: ``from hearts.spec.bdd import pytest_bdd_apply_tag,
pytest_bdd_step_error, pytest_runtest_makereport``.

:func:`bind` adds three step definitions (one per kind of step: given, when,
then) whose parser accepts any line that some catalog phrase matches; the line
is then resolved in the scenario's own language by :func:`hearts.spec.runner.run_step`.
Each scenario becomes a test named ``test_<lang>_<file>_L<line>``, and a failure
report carries a *hearts spec* section naming the language, the feature file and
line, the failing step and the clause tags.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import parsers, scenario, step

from hearts.spec.catalog import Catalog
from hearts.spec.catalog_yaml import load_catalogs
from hearts.spec.features import SpecScenario, find_features_dir, read_features
from hearts.spec.runner import run_step
from hearts.spec.world import World

__all__ = [
    "ScenarioInfo",
    "bind",
    "pytest_bdd_apply_tag",
    "pytest_bdd_step_error",
    "pytest_runtest_makereport",
]


@dataclass(frozen=True)
class ScenarioInfo:
    """What a test knows of the scenario it runs (for the world and the failure report)."""

    language: str
    file: str
    line: int
    name: str
    clauses: tuple[str, ...]
    questions: tuple[str, ...]
    variant: str


_CATALOGS: dict[str, Catalog] = {}
_INFO_ATTR = "_hearts_spec"


class _AnyPhrase(parsers.StepParser):
    """Accepts a line that a phrase of some catalog matches; the language is settled when it runs."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"hearts-spec-{kind}")
        self.kind = kind

    def is_matching(self, name: str) -> bool:
        return any(cat.match(name) for cat in _CATALOGS.values())

    def parse_arguments(self, name: str) -> dict[str, Any]:
        return {"line_text": name}


def _runner(kind: str) -> Callable[..., None]:
    def run(line_text: str, hearts_world: World, datatable: Sequence[Sequence[str]] | None = None) -> None:
        run_step(hearts_world, kind, line_text, datatable)

    run.__name__ = f"run_{kind}_step"
    return run


@pytest.fixture
def hearts_world(request: pytest.FixtureRequest) -> World:
    """The world of the running scenario, in its language and variant."""
    info: ScenarioInfo | None = getattr(request.function, _INFO_ATTR, None)
    if info is None:  # pragma: no cover - only bound scenarios use the steps
        raise LookupError("hearts_world is for scenarios bound by hearts.spec.bdd.bind")
    return World(_CATALOGS[info.language], info.variant)


def _test_name(sc: SpecScenario, taken: MutableMapping[str, Any]) -> str:
    stem = re.sub(r"\W+", "_", Path(sc.file).stem).strip("_") or "feature"
    base = f"test_{sc.language}_{stem}_L{sc.line}"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    return name


def bind(
    namespace: MutableMapping[str, Any],
    features: Path | None = None,
    phrases: Sequence[Path] = (),
) -> list[str]:
    """Put the step definitions and one test per scenario in ``namespace`` (a test module's globals).

    ``features`` is the folder of language folders (default: the project's ``features/``);
    ``phrases`` are folders of extra catalogs. Returns the test names.
    """
    _CATALOGS.clear()
    _CATALOGS.update(load_catalogs(phrases))
    for kind in ("given", "when", "then"):
        # pytest-bdd puts each step fixture in the namespace of bind's caller (stacklevel=2).
        step(_AnyPhrase(kind), kind, stacklevel=2)(_runner(kind))
    if not any(str(k).startswith("pytestbdd_stepdef_") for k in namespace):
        raise RuntimeError("bind(globals()) must be called at the top level of a test module")
    namespace["hearts_world"] = hearts_world
    root = features if features is not None else find_features_dir()
    names: list[str] = []
    for feature in read_features(root):
        for sc in feature.scenarios:
            info = ScenarioInfo(
                sc.language,
                sc.file,
                sc.line,
                sc.name,
                sc.clauses,
                sc.questions,
                sc.variants[0] if sc.variants else "card-1.0.0",
            )

            def _noop() -> None:
                pass

            test = scenario(str(feature.path), sc.name, features_base_dir=str(root))(_noop)
            setattr(test, _INFO_ATTR, info)
            name = _test_name(sc, namespace)
            test.__name__ = name
            namespace[name] = test
            names.append(name)
    return names


# ---------------------------------------------------------------------- hooks


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> Callable[..., object]:
    """Tags are clause IDs, ``Qn`` and ``variant:NAME``: kept as data, not as pytest markers."""
    return function


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    """Remember the failing step for the report."""
    request.node.user_properties.append(
        ("hearts_spec_step", f"line {step.line_number}: {step.keyword} {step.name}")
    )


def _info(item: pytest.Item) -> ScenarioInfo | None:
    function = getattr(item, "function", None)
    info = getattr(function, _INFO_ATTR, None)
    return info if isinstance(info, ScenarioInfo) else None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Add the language, feature file and line, failing step and clause tags to a failure."""
    report = yield
    info = _info(item)
    if info is not None and report.failed:
        failing = [v for k, v in item.user_properties if k == "hearts_spec_step"]
        tags = " ".join(f"@{c}" for c in (*info.clauses, *info.questions)) or "(no clause tag)"
        lines = [
            f"language: {info.language}",
            f"feature:  {info.file}:{info.line}  ({info.name})",
            f"clauses:  {tags}",
            f"variant:  {info.variant}",
        ]
        if failing:
            lines.append(f"step:     {failing[-1]}")
        report.sections.append(("hearts spec", "\n".join(lines)))
        longrepr = report.longrepr
        header = f"[{info.language}] {info.file}:{info.line} {tags}"
        crash = getattr(longrepr, "reprcrash", None)
        if crash is not None:
            crash.message = f"{header}: {crash.message}"
    return report
