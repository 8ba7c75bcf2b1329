"""What tests what: the feature files and corpus scenarios that test a clause under a variant.

The rule cards (:mod:`hearts.varianttools.card`) link each clause to them, relative to
the documentation site, which serves the features and the corpus (:func:`copy_site_files`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearts.plumbing.atomic import write_atomic

__all__ = ["ClauseLinks", "clause_links", "copy_site_files", "feature_tags"]


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


_VARIANT_TAG = re.compile(r"@variant:(\S+)")


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


@functools.cache
def _features_by_clause(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """``(clause, variant) -> feature site paths`` (a feature names its variants with ``@variant:``)."""
    folder = _repo_folder("features")
    out: dict[tuple[str, str], list[str]] = {}
    if folder is None or not (folder / lang).is_dir():
        return {}
    for path in sorted((folder / lang).glob("*.feature")):
        variants = set(_VARIANT_TAG.findall(path.read_text(encoding="utf-8")))
        for tag in feature_tags(path):
            for name in variants:
                out.setdefault((tag, name), []).append(f"features/{lang}/{path.name}")
    return {k: tuple(v) for k, v in out.items()}


@functools.cache
def _scenarios_by_clause() -> dict[tuple[str, str], tuple[tuple[str, str], ...]]:
    """``(clause, variant) -> (id, site path)`` for the corpus scenarios that name the variant."""
    try:
        from hearts.scenarios import corpus_path, load_corpus

        corpus = load_corpus()
        root = Path(str(corpus_path())).resolve()
    except Exception:  # no corpus (yet), or a broken one: the card still renders
        return {}
    out: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for sc in corpus:
        path = Path(sc.file).resolve()
        shown = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
        for clause in sc.clauses:
            for name in sc.variants:
                out.setdefault((clause, name), []).append((sc.id, f"scenarios/{shown}"))
    return {k: tuple(v) for k, v in out.items()}


def clause_links(clause: str, lang: str, variant: str = "card-1.0.0") -> ClauseLinks:
    """The feature files of ``lang`` and the corpus scenarios that test ``clause`` under ``variant``."""
    return ClauseLinks(
        _features_by_clause(lang).get((clause, variant), ()),
        _scenarios_by_clause().get((clause, variant), ()),
    )


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
