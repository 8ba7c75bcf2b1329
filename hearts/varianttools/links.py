"""What tests what: the feature files and corpus scenarios that test a clause under a variant.

A test (a feature scenario, one row of its examples, or a corpus scenario under one of the
variants it names) tests the clauses it cites under the variant it is run under, and under
every variant with the same knob values, but for the knobs of scoring-only clauses (MOON,
GAME-END, TIE) when it checks no score: ``following.feature``, run under the card, tests FOLLOW under
``sun`` and ``moon-choice`` too, not under ``web-strict`` (its first trick differs), and a
GAME-END test played to 100 does not test a variant played to 50. A feature scenario runs
under its ``@variant:`` tag (the card without one); a row of its examples that names a
shipped variant runs under that variant ("the game is played under the <variant> rules").

The rule cards (:mod:`hearts.varianttools.card`) link each clause to them, relative to
the documentation site, which serves the features and the corpus (:func:`copy_site_files`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearts.engine.variant import Variant, knob_specs
from hearts.plumbing.atomic import write_atomic
from hearts.variants.files import builtin_variant_names, load_variant

__all__ = [
    "ClauseLinks",
    "Run",
    "clause_links",
    "copy_site_files",
    "corpus_runs",
    "feature_runs",
    "feature_tags",
    "runs_testing",
    "same_knobs",
]


def _repo_folder(name: str) -> Path | None:
    """``features`` or ``scenarios`` in the working tree (searched upward from here and the cwd)."""
    for root in (Path.cwd(), Path(__file__).resolve().parent):
        for folder in (root, *root.parents):
            candidate = folder / name
            if candidate.is_dir() and (folder / "pyproject.toml").is_file():
                return candidate
    return None


_TAG = re.compile(r"(?<!\S)@([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)\b")


def feature_tags(path: Path) -> set[str]:
    """The clause tags of the scenarios in a Gherkin file (feature, rule and scenario tags).

    The official Gherkin parser is used when installed; otherwise tag lines are read
    directly (a tag line holds only ``@tags`` and comments).
    """
    text = path.read_text(encoding="utf-8")
    try:
        from gherkin.parser import Parser
        from gherkin.token_scanner import TokenScanner
    except ImportError:  # pragma: no cover - gherkin-official is a test dependency
        tags: set[str] = set()
        for raw in text.splitlines():
            stripped = raw.split("#", 1)[0].strip()
            if stripped.startswith("@"):
                tags.update(_TAG.findall(stripped))
        return tags
    try:
        document = Parser().parse(TokenScanner(text))
    except Exception:  # a broken feature file is another test's business
        return set()
    found: set[str] = set()

    def visit(node: dict[str, Any], inherited: set[str]) -> None:
        own = inherited | {t["name"].lstrip("@") for t in node.get("tags", [])}
        children = node.get("children", [])
        if not children:
            found.update(own)
        for child in children:
            for key in ("scenario", "rule", "background"):
                if key in child and key != "background":
                    visit(child[key], own)

    feature: Any = document.get("feature")
    if feature:
        visit(dict(feature), set())
    return found


@dataclass(frozen=True)
class ClauseLinks:
    """What tests one clause under one variant: feature files and corpus scenarios, as site paths.

    A site path is relative to the root of the documentation site, which serves the
    feature files under ``features/<lang>/`` and the corpus under ``scenarios/``
    (see :func:`copy_site_files`).
    """

    features: tuple[str, ...]
    scenarios: tuple[tuple[str, str], ...]
    """``(scenario id, site path of its file)``."""


DEFAULT_VARIANT = "card-1.0.0"
"""The variant a feature scenario runs under when it names none (as ``hearts.spec.bdd`` runs it)."""

KNOB_BY_KNOB = "knob-by-knob"
"""The tag of a scenario that sets its table in its steps (``Given 5 players sit at the
table``): it plays no shipped variant, so no rule card cites it."""

REFINES = {
    "WEB-LEAD-2C": "FIRST-LEAD",
    "WEB-QS-FREE": "HEARTS-BREAK",
    "WEB-FIRST-TRICK-STRICT": "FIRST-TRICK-POINTS",
    "WEB-TIE": "TIE",
    "WEB-MOON": "MOON",
}
"""The web page's clauses (``WEB-*`` of RULES.md) and the card clause whose knobs each one sets."""

SCORING_ONLY = frozenset({"MOON", "GAME-END", "TIE"})
"""Clauses whose knobs change only the score at the end of a hand or of the game (every other
knob may change which cards are legal, who passes, who leads or what counts: the points of a
card make it a point card on the first trick, the pass cycle decides which hand passes)."""

SCORING = SCORING_ONLY | {"POINTS", "ACCUMULATE", "HAND-END", "LOCKED-VARIANTS", "WEB-HAND-WINNER"}
"""Clauses a test of the score cites: such a test depends on every knob of the score (a hand
whose taker shoots the moon is scored by the moon's knobs, whatever it cites)."""


@functools.cache
def _clause_of_knob() -> dict[str, str]:
    return {name: spec.clause for name, spec in knob_specs(Variant).items()}


def _alike(mine: dict[str, Any], theirs: dict[str, Any], clauses: Iterable[str]) -> bool:
    """Whether a test citing ``clauses``, run under the knobs ``mine``, tests them under ``theirs``:
    every knob the same, but for knobs of the scoring-only clauses when the test checks no score."""
    of = _clause_of_knob()
    differ = {of[k] for k in of if mine.get(k) != theirs.get(k)}
    scored = any(REFINES.get(c, c) in SCORING for c in clauses)
    return not differ or (not scored and differ <= SCORING_ONLY)


def same_knobs(a: Variant, b: Variant, clauses: Iterable[str]) -> bool:
    """Whether a test citing ``clauses``, run under ``a``, tests them under ``b`` (see :func:`_alike`).

    >>> from hearts.variants.files import load_variant
    >>> card, sun = load_variant("card-1.0.0"), load_variant("sun")
    >>> same_knobs(card, sun, ["FOLLOW"]), same_knobs(card, sun, ["MOON"])
    (True, False)
    >>> same_knobs(card, load_variant("web-strict"), ["FOLLOW"])  # its first trick differs
    False
    """
    return _alike(a.knobs(), b.knobs(), clauses)


@dataclass(frozen=True)
class Run:
    """A test as it runs: a feature scenario (or one row of its examples) or a corpus scenario,
    with the clauses it cites and the variant it is run under."""

    clauses: frozenset[str]
    variant: str
    path: str
    """The site path of its file (``features/en/following.feature``, ``scenarios/follow.yaml``)."""
    name: str
    """The scenario's name (a feature's) or id (the corpus's)."""
    line: int = 0
    """A feature scenario's line, or its example row's (0: a corpus scenario)."""


@functools.cache
def _knobs_of(name: str) -> dict[str, Any] | None:
    """The knob values of the shipped variant ``name`` (``None``: it does not load)."""
    try:
        return load_variant(name).knobs()
    except Exception:  # a variant a test names that does not load: that test is another test's business
        return None


def _examples_variants(
    examples: dict[str, Any], known: frozenset[str]
) -> list[tuple[set[str], str | None, int]]:
    """Per row of an examples table: its tags, the shipped variant one of its cells names, its line."""
    tags = {t["name"].lstrip("@") for t in examples.get("tags", [])}
    rows = []
    for row in examples.get("tableBody", []):
        named = [c["value"].strip() for c in row.get("cells", []) if c["value"].strip() in known]
        rows.append((tags, named[0] if named else None, int(row["location"]["line"])))
    return rows


def _tags(node: dict[str, Any]) -> list[str]:
    return [str(t["name"]).lstrip("@") for t in node.get("tags", [])]


def _scenario_runs(node: dict[str, Any], inherited: list[str], path: str, known: frozenset[str]) -> list[Run]:
    """The runs of one scenario: once, or once per example row, each under its variant: the
    first ``@variant:`` tag of the feature, rule and scenario, in that order, as ``hearts.spec``
    runs it; a row naming a variant is played under it ("the game is played under the
    <variant> rules"). A scenario tagged ``@knob-by-knob`` has none."""
    tags = inherited + _tags(node)
    if KNOB_BY_KNOB in tags:
        return []
    named = [t.partition(":")[2] for t in tags if t.startswith("variant:")]
    own = named[0] if named else DEFAULT_VARIANT
    clauses = {t for t in tags if not t.startswith("variant:")}
    rows = [r for ex in node.get("examples", []) for r in _examples_variants(ex, known)]
    name = str(node.get("name", ""))
    if not rows:
        return [Run(frozenset(clauses), own, path, name, int(node["location"]["line"]))]
    return [Run(frozenset(clauses | extra), row or own, path, name, line) for extra, row, line in rows]


@functools.cache
def feature_runs(lang: str) -> tuple[Run, ...]:
    """Every run of the feature files of ``lang``, in file order."""
    folder = _repo_folder("features")
    if folder is None or not (folder / lang).is_dir():
        return ()
    try:
        from gherkin.parser import Parser
        from gherkin.token_scanner import TokenScanner
    except ImportError:  # pragma: no cover - gherkin-official comes with the spec tools
        return ()
    known = frozenset(builtin_variant_names())
    out: list[Run] = []
    for path in sorted((folder / lang).glob("*.feature")):
        try:
            document = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
        except Exception:  # a broken feature file is another test's business
            continue
        site = f"features/{lang}/{path.name}"
        feature: Any = document.get("feature") or {}
        top = _tags(feature)
        for child in feature.get("children", []):
            if "scenario" in child:
                out.extend(_scenario_runs(child["scenario"], top, site, known))
            elif "rule" in child:
                rule = child["rule"]
                tags = top + _tags(rule)
                for inner in rule.get("children", []):
                    if "scenario" in inner:
                        out.extend(_scenario_runs(inner["scenario"], tags, site, known))
    return tuple(out)


@functools.cache
def corpus_runs() -> tuple[Run, ...]:
    """Every corpus scenario under each variant it names."""
    try:
        from hearts.scenarios import corpus_path, load_corpus

        corpus = load_corpus()
        root = Path(str(corpus_path())).resolve()
    except Exception:  # no corpus (yet), or a broken one: the card still renders
        return ()
    out: list[Run] = []
    for sc in corpus:
        path = Path(sc.file).resolve()
        shown = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
        for name in sc.variants:
            out.append(Run(frozenset(sc.clauses), name, f"scenarios/{shown}", sc.id))
    return tuple(out)


def runs_testing(clause: str, variant: Variant, runs: Iterable[Run]) -> list[Run]:
    """The runs that test ``clause`` under ``variant``'s knob values: they cite the clause and are
    run under a variant that sets alike every knob of every clause they cite, and the table."""
    theirs = variant.knobs()
    out = []
    for run in runs:
        if clause not in run.clauses:
            continue
        played = _knobs_of(run.variant)
        if played is not None and _alike(played, theirs, run.clauses | {clause}):
            out.append(run)
    return out


def clause_links(clause: str, lang: str, variant: Variant | str = DEFAULT_VARIANT) -> ClauseLinks:
    """The feature files of ``lang`` and the corpus scenarios that test ``clause`` under ``variant``
    (a shipped variant's name, or any variant: a house variant gets the tests of the shipped ones
    that set its knobs alike)."""
    v = variant if isinstance(variant, Variant) else load_variant(variant)
    features = dict.fromkeys(r.path for r in runs_testing(clause, v, feature_runs(lang)))
    scenarios = dict.fromkeys((r.name, r.path) for r in runs_testing(clause, v, corpus_runs()))
    return ClauseLinks(tuple(features), tuple(scenarios))


def copy_site_files(folder: Path) -> list[Path]:
    """Copy the feature files and the corpus into ``folder`` (the site root), where cards link to them."""
    written: list[Path] = []
    features = _repo_folder("features")
    if features is not None:
        for path in sorted(features.glob("*/*.feature")):
            target = folder / "features" / path.parent.name / path.name
            write_atomic(target, path.read_text(encoding="utf-8"))
            written.append(target)
    from hearts.scenarios import corpus_path

    root = Path(str(corpus_path()))
    for path in sorted(root.rglob("*.yaml")):
        target = folder / "scenarios" / path.relative_to(root)
        write_atomic(target, path.read_text(encoding="utf-8"))
        written.append(target)
    return written
