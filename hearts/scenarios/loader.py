"""Reading and checking scenario files.

Every problem is reported as ``file:line:col: message``: YAML that cannot be read
(or that asks to build objects: only plain YAML is read, see :mod:`hearts.plumbing.yamlsafe`),
a missing schema modeline, schema errors, keys given twice, duplicate ids, deals
that are not 52 distinct cards, actions that are not legal in the setup, unknown
clause IDs and unknown variants.

>>> corpus = load_corpus()
>>> len(corpus) >= 250
True
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from hearts.cards import Card, NotationError, table_size
from hearts.engine.clauses import known_clauses
from hearts.engine.deal import Deal
from hearts.engine.passdraw import hand_direction
from hearts.engine.rules import removed_mask
from hearts.engine.state import IllegalAction, Phase, State, replay
from hearts.engine.variant import PassDirection, Variant
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_YAML_BYTES, BadInput, read_text
from hearts.plumbing.yamlsafe import (
    PlainYamlError,
    compose,
    duplicate_keys,
    get,
    key_node,
    node_at,
    path_text,
    to_data,
    tokens,
    where,
)
from hearts.scenarios.expectations import INVALID, KINDS
from hearts.scenarios.files import (
    MODELINE,
    UnreadableInput,
    display_name,
    scenario_files,
    schema_message,
    validator,
)
from hearts.scenarios.model import Expectation, Problem, Scenario, Setup
from hearts.variants.files import VariantFileError, builtin_variant_names, load_variant, parse_variant

__all__ = ["MAX_SCENARIOS_PER_FILE", "LintReport", "ScenarioError", "lint", "load_corpus"]

MAX_SCENARIOS_PER_FILE = 1000
"""Most scenarios in one file (the largest shipped file holds about 50): each is replayed
when it is read, so a file of tens of thousands would take minutes to lint."""

_SEAT_LETTERS = ("N", "E", "S", "W")


def seat_names(seats: int) -> tuple[str, ...]:
    """The seats of a table as a scenario names them: N E S W at four, ``1`` to ``N`` at
    other tables (docs/players.md)."""
    return _SEAT_LETTERS if table_size(seats) == 4 else tuple(str(n) for n in range(1, seats + 1))


class ScenarioError(InputError):
    """Scenario files with problems; the message lists them, one per line."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        shown = [str(p) for p in problems[:20]]
        more = len(problems) - len(shown)
        if more > 0:
            shown.append(f"... and {more} more problem(s)")
        super().__init__("\n".join(shown))
        self.problems = list(problems)


@dataclass
class LintReport:
    """What checking some scenario files found."""

    scenarios: list[Scenario] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


# ----------------------------------------------------------------- one file


class _File:
    """Checks one scenario file and builds its scenarios."""

    def __init__(self, path: Path, shown: str, ids: dict[str, str], clauses: frozenset[str]) -> None:
        self.path = path
        self.shown = shown
        self.ids = ids
        self.clauses = clauses
        self.problems: list[Problem] = []
        self.scenarios: list[Scenario] = []
        self.variants: dict[str, Variant] = {}
        self.reads_other_files = False
        """Whether a variant of the file has a base file (read from the file's folder)."""

    def problem(self, node: yaml.Node | None, message: str, at: tuple[int, int] | None = None) -> None:
        if at is None and node is not None:
            at = where(node)
        self.problems.append(Problem(self.shown, at[0] if at else None, at[1] if at else None, message))

    def run(self, text: str) -> None:
        first = text.split("\n", 1)[0]
        if not first.startswith(MODELINE):
            self.problems.append(
                Problem(self.shown, 1, 1, f"the file must start with the modeline '{MODELINE}...'")
            )
        try:
            root = compose(text, self.shown)
        except PlainYamlError as err:
            self.problems.append(Problem(self.shown, err.line, err.column, err.why))
            return
        if root is None:
            self.problems.append(Problem(self.shown, 1, 1, "empty file: expected a mapping with 'scenarios'"))
            return
        listed = get(root, "scenarios")
        if isinstance(listed, yaml.SequenceNode) and len(listed.value) > MAX_SCENARIOS_PER_FILE:
            self.problem(
                key_node(root, "scenarios"),
                f"scenarios: {len(listed.value)} scenarios in one file (at most {MAX_SCENARIOS_PER_FILE}; "
                "split the file)",
            )
            return
        duplicates = list(duplicate_keys(root))
        for twice, key in duplicates:
            self.problem(twice, f"key {key!r} given twice")
        if duplicates:
            return
        data = to_data(root)
        errors = sorted(validator().iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            best = jsonschema.exceptions.best_match(error.context) if error.context else error
            node = node_at(root, list(best.absolute_path))
            self.problem(node, f"{path_text(list(best.absolute_path))}: {schema_message(best)}")
        if errors:
            return
        self._variants(root, data.get("variants") or {})
        defaults = data.get("defaults") or {}
        for index, item in enumerate(data["scenarios"]):
            self._scenario(node_at(root, ["scenarios", index]), item, defaults)

    def _variants(self, root: yaml.Node, defs: dict[str, dict[str, Any]]) -> None:
        shipped = builtin_variant_names()
        for name, body in defs.items():
            node = node_at(root, ["variants", name])
            if name in shipped:
                self.problem(key_node(node_at(root, ["variants"]), name), f"{name}: is a shipped variant")
                continue
            base = body.get("base")
            if isinstance(base, str) and base.endswith((".yaml", ".yml")):
                self.reads_other_files = True
            source = yaml.safe_dump({"name": name, **body}, sort_keys=False, allow_unicode=True)
            try:
                self.variants[name] = parse_variant(source, self.shown, self.path.parent)
            except VariantFileError as err:
                where = get(node, err.key) if err.key else None
                self.problem(where or node, f"variants.{name}.{err.key or 'base'}: {err.why}")

    def _variant(self, name: str) -> Variant | None:
        if name in self.variants:
            return self.variants[name]
        if name in builtin_variant_names():
            return _shipped(name)
        return None

    def cards(self, node: yaml.Node, what: str) -> list[Card] | None:
        cards: list[Card] = []
        for token, line, col in tokens(node):
            try:
                cards.append(Card.parse(token))
            except NotationError as err:
                self.problem(None, f"{what}: {err.why}", (line, col))
                return None
        return cards

    def _scenario(self, node: yaml.Node, item: dict[str, Any], defaults: dict[str, Any]) -> None:  # noqa: C901, PLR0912 (one branch per field of a scenario)
        sid: str = item["id"]
        ok = True
        id_node = get(node, "id")
        if sid in self.ids:
            self.problem(id_node, f"duplicate id {sid!r} (first at {self.ids[sid]})")
            ok = False
        else:
            self.ids[sid] = f"{self.shown}:{where(node)[0]}"
        clauses = tuple(item.get("clauses") or defaults.get("clauses") or ())
        clause_node = get(node, "clauses")
        if not clauses:
            self.problem(node, f"{sid}: no clauses (give 'clauses' or 'defaults.clauses')")
            ok = False
        for clause in clauses:
            if clause not in self.clauses:
                self.problem(clause_node or node, f"{sid}: unknown clause ID {clause!r}")
                ok = False
        names = tuple(item.get("variants") or defaults.get("variants") or ())
        variant_node = get(node, "variants") or node
        if not names:
            self.problem(node, f"{sid}: no variants (give 'variants' or 'defaults.variants')")
            return
        variants: dict[str, Variant] = {}
        for name in names:
            v = self._variant(name)
            if v is None:
                self.problem(variant_node, f"{sid}: unknown variant {name!r}")
                ok = False
            else:
                variants[name] = v
        for name in item.get("by_variant") or {}:
            if name not in names:
                key = key_node(get(node, "by_variant") or node, name)
                self.problem(key or node, f"{sid}: by_variant names {name!r}, which is not in its variants")
                ok = False
        tables = {(v.players, removed_mask(v)) for v in variants.values()}
        if len({players for players, _ in tables}) > 1:
            self.problem(variant_node, f"{sid}: its variants play at different tables (DEAL)")
            return
        seats, removed = min(tables) if tables else (4, 0)
        setup = self._setup(sid, get(node, "setup") or node, item["setup"], seats, removed)
        expect = self._expect(sid, get(node, "expect") or node, item["expect"])
        by_variant: dict[str, tuple[Expectation, ...]] = {}
        for name, body in (item.get("by_variant") or {}).items():
            found = self._expect(sid, node_at(node, ["by_variant", name]), body)
            if found is None:
                ok = False
            else:
                by_variant[name] = found
        if setup is None or expect is None or not ok:
            return
        setup_node = get(node, "setup") or node
        for name, variant in variants.items():
            if not self._check_setup(sid, setup_node, setup, name, variant):
                ok = False
        if not ok:
            return
        titles = _texts(item["title"])
        descriptions = _texts(item.get("description", ""))
        self.scenarios.append(
            Scenario(
                id=sid,
                title=titles["en"],
                description=descriptions.get("en", ""),
                clauses=clauses,
                variants=names,
                file=self.shown,
                line=where(node)[0],
                setup=setup,
                expect=expect,
                by_variant=by_variant,
                variant_defs=variants,
                questions=tuple(item.get("questions") or ()),
                titles=titles,
                descriptions=descriptions,
            )
        )

    def _setup(
        self, sid: str, node: yaml.Node, data: dict[str, Any], seats: int, removed: int
    ) -> Setup | None:
        texts = [data["deal"]] if "deal" in data else list(data["deals"])
        deal_nodes = [get(node, "deal")] if "deal" in data else list(get(node, "deals").value)  # type: ignore[union-attr]
        deals: list[Deal] = []
        for text, deal_node in zip(texts, deal_nodes, strict=True):
            try:
                deals.append(Deal.parse(text, seats, removed))
            except NotationError as err:
                if seats == 4 and not removed:
                    self.problem(deal_node, f"{sid}: not a deal of 52 distinct cards, 13 each: {err.why}")
                else:
                    self.problem(deal_node, f"{sid}: not a deal of this table of {seats} (DEAL): {err.why}")
                return None
        actions: list[Card] = []
        passes = data.get("passes")
        if passes is not None:
            passes_node = get(node, "passes")
            assert passes_node is not None
            names = seat_names(seats)
            given = sorted(str(key) for key in passes)
            if given != sorted(names):
                wanted = " ".join(names)
                self.problem(passes_node, f"{sid}: setup.passes: give the seats {wanted} (table of {seats})")
                return None
            for letter in names:
                seat_node = get(passes_node, letter)
                assert seat_node is not None
                cards = self.cards(seat_node, f"{sid}: setup.passes.{letter}")
                if cards is None:
                    return None
                actions.extend(cards)
        pass_cards = len(actions)
        for key in ("plays", "actions"):
            found = get(node, key)
            if found is not None:
                cards = self.cards(found, f"{sid}: setup.{key}")
                if cards is None:
                    return None
                actions.extend(cards)
        scores = tuple(int(x) for x in data.get("scores", (0,) * seats))
        if len(scores) != seats:
            self.problem(get(node, "scores"), f"{sid}: setup.scores: give {seats} totals, one per seat")
            return None
        return Setup(tuple(deals), int(data.get("hand", 1)), scores, tuple(actions), pass_cards)

    def _check_setup(self, sid: str, node: yaml.Node, setup: Setup, name: str, variant: Variant) -> bool:
        """The actions of the setup must be legal under ``variant``, in order."""
        if setup.pass_cards:
            passes_node = get(node, "passes") or node
            first = setup.deals[0] if setup.deals else None
            direction = variant.pass_direction(setup.hand)
            if first is not None:
                direction = hand_direction(variant, setup.hand, first)
            if direction is PassDirection.HOLD:  # (PASS-RANDOM: the deal draws it)
                self.problem(passes_node, f"{sid}: under {name} hand {setup.hand} has no passing")
                return False
            if setup.pass_cards != variant.players * variant.pass_count:
                self.problem(
                    passes_node,
                    f"{sid}: under {name} each seat passes {variant.pass_count} cards (PASS-COUNT)",
                )
                return False
        record = setup.record(variant)
        try:
            state = replay(record)
        except IllegalAction as err:
            index = _failing_index(setup, variant)
            self.problem(
                node,
                f"{sid}: action {index + 1} ({err.card}) is not legal under {name}: {err}",
                self._action_at(node, setup, index),
            )
            return False
        except StopIteration:
            self.problem(node, f"{sid}: the actions need more deals than given under {name}")
            return False
        hands_needed = state.hand_number - setup.hand + (0 if state.phase in (Phase.DEAL, Phase.OVER) else 1)
        # One deal may be left over while the game goes on: it is dealt when the hand ends
        # (protocol 1.1; perft counts into it).
        left_over = 0 if state.phase is Phase.OVER else 1
        if len(setup.deals) > hands_needed + left_over:
            self.problem(
                node, f"{sid}: {len(setup.deals)} deals given but only {hands_needed} used under {name}"
            )
            return False
        return True

    def _action_at(self, node: yaml.Node, setup: Setup, index: int) -> tuple[int, int] | None:
        """Line and column of action ``index`` in the setup (passes, then plays/actions)."""
        positions: list[tuple[int, int]] = []
        passes = get(node, "passes")
        if passes is not None:
            for letter in seat_names(len(setup.scores)):
                seat_node = get(passes, letter)
                if seat_node is not None:
                    positions.extend((line, col) for _t, line, col in tokens(seat_node))
        for key in ("plays", "actions"):
            found = get(node, key)
            if found is not None:
                positions.extend((line, col) for _t, line, col in tokens(found))
        return positions[index] if index < len(positions) else None

    def _expect(self, sid: str, node: yaml.Node, data: dict[str, Any]) -> tuple[Expectation, ...] | None:
        out: list[Expectation] = []
        ok = True
        for key, kind in KINDS.items():
            if key not in data:
                continue
            value = kind.parse(sid, data[key], get(node, key) or node, self)
            if value is INVALID:
                ok = False
            else:
                out.append(Expectation(key, value, where(key_node(node, key) or node)[0]))
        return tuple(out) if ok else None


def _failing_index(setup: Setup, variant: Variant) -> int:
    """Index of the first action that the engine refuses."""
    state = State.start(variant, hand_number=setup.hand, scores=setup.scores)
    deals = iter(setup.deals)
    for index, card in enumerate(setup.actions):
        if state.phase is Phase.DEAL:
            state = state.deal(next(deals))
        try:
            state = state.apply(card)
        except IllegalAction:
            return index
    return len(setup.actions) - 1


@functools.cache
def _shipped(name: str) -> Variant:
    return load_variant(name)


def _texts(value: str | dict[str, str]) -> dict[str, str]:
    if isinstance(value, str):
        return {"en": value} if value else {}
    return dict(value)


# ----------------------------------------------------------------- entry points


def lint(paths: Sequence[Path | str] | None = None) -> LintReport:
    """Check scenario files (default: the shipped corpus) and build their scenarios.

    Raises :class:`UnreadableInput` when a path is missing or a file cannot be read.
    Files read before with the same names and texts are not checked again in this process
    (:data:`_LINTED`).
    """
    files: list[tuple[Path, str, str]] = []
    for path in scenario_files(paths):
        shown = display_name(path)
        try:
            text = read_text(path, MAX_YAML_BYTES, where=shown)
        except BadInput as err:
            raise UnreadableInput(str(err)) from None
        files.append((path, shown, text))
    key = (tuple(files), known_clauses())
    report = _LINTED.get(key)
    if report is None:
        report, reads_other_files = _lint(files, key[1])
        if not reads_other_files:
            if len(_LINTED) >= _KEPT:
                del _LINTED[next(iter(_LINTED))]
            _LINTED[key] = report
    return LintReport(list(report.scenarios), list(report.problems), list(report.files))


_LINTED: dict[tuple[tuple[tuple[Path, str, str], ...], frozenset[str]], LintReport] = {}
"""The reports of the last few lints in this process, by the files' paths, names as shown and
texts and the known clauses: everything a report depends on, unless a variant of a file has a
base file of its own (such a lint is not kept). At most :data:`_KEPT` are kept."""
_KEPT = 4


def _lint(files: Sequence[tuple[Path, str, str]], clauses: frozenset[str]) -> tuple[LintReport, bool]:
    """The report of ``files`` (path, name shown, text), and whether a file read another file."""
    report = LintReport()
    ids: dict[str, str] = {}
    reads_other_files = False
    for path, shown, text in files:
        checker = _File(path, shown, ids, clauses)
        checker.run(text)
        report.files.append(shown)
        report.problems.extend(checker.problems)
        report.scenarios.extend(checker.scenarios)
        reads_other_files |= checker.reads_other_files
    return report, reads_other_files


def load_corpus(paths: Sequence[Path | str] | None = None) -> list[Scenario]:
    """The scenarios of ``paths`` (files or folders; default: the corpus shipped in the package).

    Raises :class:`ScenarioError` listing every problem found (``file:line:col: message``).
    """
    report = lint(paths)
    if report.problems:
        raise ScenarioError(report.problems)
    return report.scenarios
