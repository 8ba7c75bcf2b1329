"""One meaning per word: a module or class name under ``hearts/`` is used in one place only.

Two modules with the same file name in different packages, or two classes (or
type aliases) with the same name in different modules, read as one thing and are
two. Each name that is shared on purpose is listed below with why; any other
shared name fails, and so does an entry here that no longer matches the package
(the list cannot go stale). The words the walkthrough and the bots used to share
are pinned too: a walkthrough's item is a ``Move``, a bot's plan has ``Step``\\ s.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "hearts"

SHARED_MODULE_NAMES: dict[str, tuple[frozenset[str], str]] = {
    "pages": (
        frozenset({"hearts/words/pages.py", "hearts/audit/pages.py"}),
        "one meaning: a walkthrough page, its sentences (the words) and the audit of what it says",
    ),
    "transcript": (
        frozenset({"hearts/terminal/transcript.py", "hearts/audit/transcript.py"}),
        "one meaning: a quiz's printed transcript, answered by script (terminal) and audited (audit)",
    ),
    "starts": (
        frozenset({"hearts/walkthrough/starts.py", "hearts/serve/starts.py"}),
        "one meaning: where a hand comes from (the one resolver), and a classroom table's bounds over it",
    ),
    "errors": (
        frozenset({"hearts/plumbing/errors.py", "hearts/cli/errors.py"}),
        "the error classes, and how the command line shows them (one line, exit 2)",
    ),
    "refusals": (
        frozenset({"hearts/engine/refusals.py", "hearts/words/refusals.py"}),
        "one meaning: a refusal's key and parameters (the engine), and its sentence (the words)",
    ),
    "model": (
        frozenset({"hearts/scenarios/model.py", "hearts/walkthrough/model.py"}),
        "each package's data classes (a scenario; a walkthrough)",
    ),
    "steps": (
        frozenset({"hearts/bots/steps.py", "hearts/audit/steps.py"}),
        "one meaning: the bots' plan steps, and the audit's check of what each of them says",
    ),
    "check": (
        frozenset({"hearts/audit/check.py", "hearts/varianttools/check.py"}),
        "both check (a decision's claims; a variant): varianttools/check.py is being split",
    ),
    "runner": (
        frozenset({"hearts/conformance/runner.py", "hearts/spec/runner.py"}),
        "each runs its package's checks (scenarios on an engine; Gherkin steps)",
    ),
    "deal": (
        frozenset({"hearts/engine/deal.py", "hearts/spec/deal.py"}),
        "one meaning: dealing cards, and the feature files' deal sentences",
    ),
    "files": (
        frozenset({"hearts/scenarios/files.py", "hearts/variants/files.py"}),
        "one meaning: each package's files on disk (the scenario files found; the variant files read)",
    ),
}
"""File name -> (the modules that share it, why it is one meaning or not worth a rename)."""

SHARED_CLASS_NAMES: dict[str, tuple[frozenset[str], str]] = {}
"""Class or type-alias name -> (the modules that define it, why)."""


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _rel(path: Path) -> str:
    return path.relative_to(PACKAGE.parent).as_posix()


def _shared(places: dict[str, set[str]]) -> dict[str, frozenset[str]]:
    return {name: frozenset(where) for name, where in places.items() if len(where) > 1}


def module_names() -> dict[str, frozenset[str]]:
    places: dict[str, set[str]] = defaultdict(set)
    for path in _modules():
        if path.name not in ("__init__.py", "__main__.py"):
            places[path.stem].add(_rel(path))
    return _shared(places)


def _type_names(tree: ast.Module) -> set[str]:
    """Classes and type aliases (``Name = ...`` in CamelCase) a module defines."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id[:1].isupper() and not target.id.isupper():
                    names.add(target.id)
    return {n for n in names if not n.startswith("_")}


def class_names() -> dict[str, frozenset[str]]:
    places: dict[str, set[str]] = defaultdict(set)
    for path in _modules():
        for name in _type_names(ast.parse(path.read_text(encoding="utf-8"))):
            places[name].add(_rel(path))
    return _shared(places)


def test_no_two_modules_share_a_file_name_unless_listed() -> None:
    found = module_names()
    unlisted = {n: sorted(w) for n, w in found.items() if found[n] != SHARED_MODULE_NAMES.get(n, (None,))[0]}
    assert not unlisted, f"modules that share a name (rename one, or list it with why): {unlisted}"
    stale = sorted(set(SHARED_MODULE_NAMES) - set(found))
    assert not stale, f"listed as shared but no longer are: {stale}"


@pytest.mark.slow
def test_no_two_classes_share_a_name_unless_listed() -> None:
    found = class_names()
    unlisted = {n: sorted(w) for n, w in found.items() if found[n] != SHARED_CLASS_NAMES.get(n, (None,))[0]}
    assert not unlisted, f"classes or type aliases that share a name (rename one, or list it): {unlisted}"
    stale = sorted(set(SHARED_CLASS_NAMES) - set(found))
    assert not stale, f"listed as shared but no longer are: {stale}"


@pytest.mark.slow
def test_the_finder_sees_a_shared_name() -> None:
    """The two checks above can fail: the finder reports a name defined in two modules."""
    tree = ast.parse("class Move:\n    pass\nPicker = int\nLIMIT = 3\n_Hidden = str\n")
    assert _type_names(tree) == {"Move", "Picker"}
    assert "Step" not in class_names(), "Step is the bots' plan step only"
    assert "steps" in module_names() and "records" not in module_names()


def test_a_walkthrough_move_is_not_a_bot_step() -> None:
    from hearts.bots.decision import Step
    from hearts.walkthrough import model

    assert hasattr(model, "Move") and not hasattr(model, "Step")
    assert "key" in Step.__dataclass_fields__ and "moves" in model.Section.__dataclass_fields__
