"""Each rule has one home: points, the moon and the first trick are computed in hearts/engine/rules.py only.

The claim (docs/engine.md, "The rules, one function per clause"): every layer calls
the rules module, nothing computes POINTS, MOON or FIRST-TRICK-POINTS again, and the
card masks are declared once, in hearts/cards/masks.py (imported from hearts.cards). This test
reads the source of every module under hearts/ (its syntax tree, not its text) and looks
for the telltales of a second copy:

- a module-level name bound to a card mask (``suit_mask(...)``, ``QUEEN_OF_SPADES.bit``,
  ``0x1FFF << 13``...) anywhere but hearts/cards/masks.py: import ``BB_*`` from hearts.cards;
- the point cards spelled out: a ``|`` of a hearts mask and the Q♠ mask anywhere but
  hearts/engine/rules.py: use ``rules_for(variant).scoring`` (``penalty_cards``, ``moon``, ``cards``);
- a points, moon or first-trick knob read anywhere but the rules module and the
  modules that define, load, draw, describe or independently check variants;
- points summed from the knobs (``13 * v.heart_points + v.queen_points``, a ``total_points``)
  anywhere but the rules module, even where the knobs may be read: ask
  :func:`hearts.engine.rules.hand_points` or :func:`hearts.engine.rules.deck_points`.
"""

from __future__ import annotations

import ast
import functools
import importlib
from collections.abc import Callable
from pathlib import Path

import pytest

import hearts

PACKAGE = Path(hearts.__file__).resolve().parent

KNOBS = frozenset(
    {
        "heart_points",
        "queen_points",
        "jack_of_diamonds_points",
        "moon_points",
        "first_trick_points",
        "first_trick_forced",
        "queen_breaks_hearts",
        "forced_heart_lead_breaks",
        "hearts_lead_exception",
    }
)
"""The knobs of POINTS, MOON, HEARTS-BREAK, HEARTS-LEAD and the first trick."""

KNOB_READERS = {
    "engine/rules.py": "the rules module itself",
    "engine/teams.py": "the rules of partnerships (TEAM-MOON: a team's moon), beside the rules module",
    "engine/variant.py": "defines the knobs",
    "variants/files.py": "reads variant files",
    "testing.py": "draws random variants for property tests",
    "varianttools": "describes and analyses variants (rule cards, check, diff)",
    "audit": "the independent auditor: a second model on purpose (the guide's independent checks)",
}
"""Modules (or packages) that may read those knobs, and why that is not a copy of a rule."""

KNOWN_FACTS = {
    ("bots/knowledge.py", "heart_points"),
    ("bots/knowledge.py", "queen_points"),
    ("bots/knowledge.py", "jack_of_diamonds_points"),
}
"""The bots' facts name the scoring knobs (their points come from rules.scoring_for)."""


@functools.cache
def _modules() -> list[tuple[str, ast.Module]]:
    """Every module of the package, parsed (once, when a test first asks: not at collection,
    which every pytest worker pays)."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        out.append((relative, ast.parse(path.read_text(encoding="utf-8"), filename=relative)))
    return out


def _is_suit(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "Suit"


def _is_call_of(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def _names(node: ast.AST) -> set[str]:
    """The mask names an expression mentions, normalised (``_HEARTS``, ``BB_HEARTS`` -> HEARTS;
    ``QUEEN_OF_SPADES.bit``, ``QS`` -> QS; ``suit_mask(Suit.HEARTS)`` -> HEARTS)."""
    found: set[str] = set()
    for sub in ast.walk(node):
        name = None
        if isinstance(sub, ast.Name):
            name = sub.id
        elif isinstance(sub, ast.Attribute) and not _is_suit(sub.value):
            name = sub.attr
        elif isinstance(sub, ast.Call) and _is_call_of(sub, "suit_mask") and sub.args:
            first = sub.args[0]
            name = first.attr if isinstance(first, ast.Attribute) else None
        if name is None:
            continue
        bare = name.lstrip("_").removeprefix("BB_")
        if bare == "QUEEN_OF_SPADES":
            bare = "QS"
        found.add(bare)
    return found


def _declares_a_mask(value: ast.expr) -> bool:
    for sub in ast.walk(value):
        if _is_call_of(sub, "suit_mask"):
            return True
        if (
            isinstance(sub, ast.Attribute)
            and sub.attr == "bit"
            and isinstance(sub.value, ast.Name)
            and sub.value.id in ("QUEEN_OF_SPADES", "JACK_OF_DIAMONDS", "TWO_OF_CLUBS")
        ):
            return True
        if isinstance(sub, ast.Constant) and sub.value == 0x1FFF:
            return True
    return False


def _mask_declarations(relative: str, tree: ast.Module) -> list[str]:
    out = []
    for node in tree.body:
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if value is not None and _declares_a_mask(value):
            out.append(f"hearts/{relative}:{node.lineno}: {ast.unparse(node)[:80]}")
    return out


def _point_unions(relative: str, tree: ast.Module) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            names = _names(node)
            if "HEARTS" in names and "QS" in names:
                out.append(f"hearts/{relative}:{node.lineno}: {ast.unparse(node)[:80]}")
    return sorted(set(out))


def _knob_reads(relative: str, tree: ast.Module) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr in KNOBS
            and (relative, node.attr) not in KNOWN_FACTS
        ):
            out.append(f"hearts/{relative}:{node.lineno}: .{node.attr}")
    return out


POINT_KNOBS = frozenset({"heart_points", "queen_points", "jack_of_diamonds_points", "moon_points"})
"""The knobs whose values are points: arithmetic on them computes POINTS or MOON."""

INDEPENDENT_MODELS = ("audit/",)
"""Packages that model the rules again on purpose (the guide's independent checks)."""


def _point_sums(relative: str, tree: ast.Module) -> list[str]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub | ast.Mult):
            attrs = {sub.attr for sub in ast.walk(node) if isinstance(sub, ast.Attribute)}
            if attrs & POINT_KNOBS:
                out.add(f"hearts/{relative}:{node.lineno}: points from the knobs")
        elif isinstance(node, ast.Attribute) and node.attr == "total_points":
            out.add(f"hearts/{relative}:{node.lineno}: .total_points")
    return sorted(out)


def _reads_knobs(relative: str) -> bool:
    return any(relative == home or relative.startswith(home + "/") for home in KNOB_READERS)


def test_the_card_masks_are_declared_in_masks_only() -> None:
    found = [
        line for rel, tree in _modules() if rel != "cards/masks.py" for line in _mask_declarations(rel, tree)
    ]
    assert not found, "card masks declared again (import BB_* from hearts.cards):\n" + "\n".join(found)


POSITION_BUILDERS = ("varianttools/",)
"""Build positions that put hearts and the Q♠ in a hand to exercise the rules (not a rule)."""


def test_the_point_cards_are_spelled_out_in_the_rules_only() -> None:
    found = [
        line
        for rel, tree in _modules()
        if rel != "engine/rules.py" and not rel.startswith(POSITION_BUILDERS)
        for line in _point_unions(rel, tree)
    ]
    assert not found, (
        "point cards spelled out (use hearts.engine.rules: rules_for(v).scoring):\n" + "\n".join(found)
    )


def test_points_moon_and_first_trick_knobs_are_read_by_the_rules_only() -> None:
    found = [line for rel, tree in _modules() if not _reads_knobs(rel) for line in _knob_reads(rel, tree)]
    assert not found, (
        "a rule's knob read outside hearts/engine/rules.py (call the rule instead):\n" + "\n".join(found)
    )


@pytest.mark.slow
def test_points_are_summed_in_the_rules_only() -> None:
    found = [
        line
        for rel, tree in _modules()
        if rel != "engine/rules.py" and not rel.startswith(INDEPENDENT_MODELS)
        for line in _point_sums(rel, tree)
    ]
    assert not found, (
        "points computed outside hearts/engine/rules.py (call hand_points or deck_points):\n"
        + ("\n".join(found))
    )


# The scans must be able to fail: each one finds the copy it looks for in a sample.
Scan = Callable[[str, ast.Module], list[str]]
SAMPLES: list[tuple[Scan, str]] = [
    (_mask_declarations, "from hearts.cards import suit_mask, Suit\nHEARTS = suit_mask(Suit.HEARTS)\n"),
    (_point_unions, "def points(taken):\n    return (taken & (_HEARTS | QUEEN_OF_SPADES.bit)).bit_count()\n"),
    (_knob_reads, "def points(v, n):\n    return n * v.heart_points\n"),
    (_point_sums, "def total(v):\n    return 13 * v.heart_points + v.queen_points\n"),
    (_point_sums, "def total(v):\n    return v.total_points\n"),
]


@pytest.mark.parametrize(("scan", "source"), SAMPLES, ids=[scan.__name__ for scan, _ in SAMPLES])
def test_each_scan_finds_a_planted_copy(scan: Scan, source: str) -> None:
    assert scan("sample.py", ast.parse(source))
    assert not scan("sample.py", ast.parse("x = 1\n"))


def test_the_rules_module_holds_what_the_scans_forbid_elsewhere() -> None:
    rules = dict(_modules())["engine/rules.py"]
    assert _point_unions("engine/rules.py", rules), "the point cards are named in hearts/engine/rules.py"
    assert _knob_reads("engine/rules.py", rules), "the knobs are read in hearts/engine/rules.py"


def test_every_public_name_of_the_package_loads_from_its_home() -> None:
    assert sorted(hearts.__all__) == sorted(hearts._HOMES)
    for name in hearts.__all__:
        home = importlib.import_module(hearts._HOMES[name])
        assert getattr(hearts, name) is getattr(home, name), name
