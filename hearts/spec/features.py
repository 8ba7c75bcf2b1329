"""Read the feature files with the official Gherkin parser (``gherkin-official``).

``features/<lang>/*.feature``: the folder names the language, and each file must
start with ``# language: <lang>`` (the same code), so that Gherkin reads its
keywords in that language. A scenario's clause tags (``@FOLLOW``), question tags
(``@Q3``) and variant tags (``@variant:web``) may sit on the feature, a rule or
the scenario; they add up.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, cast

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser

from hearts.engine.clauses import QUESTIONS
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import BadInput, read_text, shown
from hearts.spec.tags import is_clause_tag, looks_like_clause

__all__ = [
    "FeatureFileError",
    "SpecFeature",
    "SpecScenario",
    "SpecStep",
    "find_features_dir",
    "read_feature",
    "read_features",
]

_LANGUAGE_LINE = re.compile(r"^\s*#\s*language\s*:\s*(\S+)\s*$")
_KIND = {"Context": "given", "Action": "when", "Outcome": "then"}
_PARAM = re.compile(r"<([^<>]+)>")


class FeatureFileError(InputError):
    """A feature file that cannot be used: ``file:line: why``."""


@dataclass(frozen=True)
class SpecStep:
    kind: str
    """given, when or then (And/But take the kind of the step before)."""
    keyword: str
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None


@dataclass(frozen=True)
class SpecScenario:
    language: str
    file: str
    """The feature file, relative to the folder above ``features/``."""
    line: int
    name: str
    tags: tuple[str, ...]
    steps: tuple[SpecStep, ...]
    """Background steps first, then the scenario's own (un-rendered for an outline)."""
    examples: tuple[dict[str, str], ...] = ()
    example_lines: tuple[int, ...] = ()

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(t for t in self.tags if is_clause_tag(t))

    @property
    def questions(self) -> tuple[str, ...]:
        return tuple(t for t in self.tags if t in QUESTIONS)

    @property
    def variants(self) -> tuple[str, ...]:
        return tuple(t.partition(":")[2] for t in self.tags if t.startswith("variant:"))

    def rendered(self) -> Iterator[tuple[int, tuple[SpecStep, ...]]]:
        """The steps as they run: once, or once per example row (with its line)."""
        if not self.examples:
            yield self.line, self.steps
            return
        for row, line in zip(self.examples, self.example_lines, strict=True):
            yield line, tuple(_render(s, row) for s in self.steps)


def _render(s: SpecStep, row: dict[str, str]) -> SpecStep:
    def sub(text: str) -> str:
        return _PARAM.sub(lambda m: row.get(m.group(1), m.group(0)), text)

    table = tuple(tuple(sub(c) for c in r) for r in s.table) if s.table is not None else None
    return SpecStep(s.kind, s.keyword, sub(s.text), s.line, table)


@dataclass(frozen=True)
class SpecFeature:
    path: Path
    file: str
    language: str
    name: str
    scenarios: tuple[SpecScenario, ...] = field(default=())


def _tags(node: dict[str, Any]) -> list[str]:
    return [str(t["name"]).lstrip("@") for t in node.get("tags", [])]


def _steps(raw: list[dict[str, Any]], kind: str = "given") -> tuple[list[SpecStep], str]:
    out: list[SpecStep] = []
    for s in raw:
        kind = _KIND.get(str(s.get("keywordType")), kind)
        table = None
        if s.get("dataTable"):
            table = tuple(tuple(str(c["value"]) for c in row["cells"]) for row in s["dataTable"]["rows"])
        out.append(
            SpecStep(kind, str(s["keyword"]).strip(), str(s["text"]), int(s["location"]["line"]), table)
        )
    return out, kind


def _parse_error(file: str, err: ParserError) -> str:
    """The first of the Gherkin parser's errors as ``file:line:col: what`` (its own message is
    ``Parser errors:`` and then one line each), and how many more there are."""
    errors = err.errors if isinstance(err, CompositeParserException) else [err]
    first = errors[0] if errors else err
    location = getattr(first, "location", None) or {}
    line, column = location.get("line"), location.get("column")
    what = re.sub(r"^\(\d+:\d+\): ", "", str(first.args[0]) if first.args else "", count=1)
    where = file if not line else f"{file}:{line}" + (f":{column}" if column else "")
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{where}: {shown(what, 300) or 'not valid Gherkin'}{more}"


def read_feature(path: Path, root: Path) -> SpecFeature:  # noqa: C901 (one branch per Gherkin element)
    """Read one feature file; ``root`` is the ``features`` folder (its subfolder is the language)."""
    try:
        text = read_text(path)
    except BadInput as err:
        raise FeatureFileError(str(err)) from None
    language = path.parent.name
    try:
        rel = path.resolve().relative_to(root.resolve().parent)
    except ValueError:  # pragma: no cover - a feature outside its root
        rel = path
    file = str(rel).replace(os.sep, "/")
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    m = _LANGUAGE_LINE.match(first)
    if m is None:
        raise FeatureFileError(f"{file}:1: the file must start with '# language: {language}'")
    if m.group(1) != language:
        raise FeatureFileError(f"{file}:1: '# language: {m.group(1)}' in the folder {language!r}")
    try:
        doc = cast(dict[str, Any], Parser().parse(text))
    except ParserError as err:
        raise FeatureFileError(_parse_error(file, err)) from None
    feature = doc.get("feature")
    if not feature:
        raise FeatureFileError(f"{file}:1: no Feature in the file")
    scenarios: list[SpecScenario] = []
    names: dict[str, int] = {}

    def walk(children: list[dict[str, Any]], tags: list[str], background: list[SpecStep]) -> None:
        bg = list(background)
        for child in children:
            if "background" in child:
                bg = bg + _steps(child["background"]["steps"])[0]
            elif "rule" in child:
                rule = child["rule"]
                walk(rule.get("children", []), tags + _tags(rule), bg)
            elif "scenario" in child:
                sc = child["scenario"]
                line = int(sc["location"]["line"])
                name = str(sc["name"]).strip()
                if name in names:
                    raise FeatureFileError(
                        f"{file}:{line}: the scenario name {name!r} is used twice (also line {names[name]})"
                    )
                names[name] = line
                own, _ = _steps(sc["steps"], bg[-1].kind if bg else "given")
                all_tags = tags + _tags(sc)
                for tag in all_tags:
                    if looks_like_clause(tag) and not is_clause_tag(tag):
                        raise FeatureFileError(f"{file}:{line}: @{tag} is not a clause of RULES.md")
                rows: list[dict[str, str]] = []
                lines: list[int] = []
                for ex in sc.get("examples", []):
                    if ex.get("tags"):
                        raise FeatureFileError(
                            f"{file}:{ex['location']['line']}: put tags on the scenario, not on its Examples"
                        )
                    header = (
                        [str(c["value"]) for c in ex["tableHeader"]["cells"]] if ex.get("tableHeader") else []
                    )
                    for row in ex.get("tableBody", []):
                        rows.append(dict(zip(header, (str(c["value"]) for c in row["cells"]), strict=True)))
                        lines.append(int(row["location"]["line"]))
                if sc.get("examples") and not rows:
                    raise FeatureFileError(f"{file}:{line}: the outline {name!r} has no example rows")
                scenarios.append(
                    SpecScenario(
                        language,
                        file,
                        line,
                        name,
                        tuple(dict.fromkeys(all_tags)),
                        tuple(bg + own),
                        tuple(rows),
                        tuple(lines),
                    )
                )

    walk(feature.get("children", []), _tags(feature), [])
    return SpecFeature(path, file, language, str(feature.get("name", "")), tuple(scenarios))


def read_features(root: Path) -> list[SpecFeature]:
    """Every ``<lang>/*.feature`` under ``root``, languages and files in name order."""
    if not root.is_dir():
        raise FeatureFileError(f"{root}: no such folder of features")
    out: list[SpecFeature] = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        for path in sorted(folder.glob("*.feature")):
            out.append(read_feature(path, root))
    return out


def find_features_dir(start: Path | None = None) -> Path:
    """The project's ``features`` folder: ``$HEARTS_FEATURES``, else the one shipped with the
    package (``hearts/spec/gherkin``, the source tree's ``features/``), else above the current
    directory."""
    env = os.environ.get("HEARTS_FEATURES")
    if env:
        return Path(env)
    candidates = [Path(str(resources.files("hearts.spec").joinpath("gherkin")))]
    here = (start or Path.cwd()).resolve()
    candidates += [folder / "features" for folder in (here, *here.parents)]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FeatureFileError("no features folder found (set HEARTS_FEATURES or run inside the project)")
