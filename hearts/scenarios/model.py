"""Scenarios as plain values: what the loader builds and the runner checks.

A :class:`Scenario` is one named position with known answers. Its setup becomes a
:class:`hearts.engine.state.Record` under each variant it applies to (:meth:`Scenario.record`);
its expectations are plain data in a normal form (cards in ASCII notation, seats as
letters) so that any engine's answers can be compared with them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from hearts.cards import Card
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.plumbing.inputs import shown
from hearts.scenarios.expectations import KINDS

__all__ = ["Expectation", "Problem", "Scenario", "Setup"]


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong in a scenario file, at ``file:line:col``."""

    file: str
    line: int | None
    column: int | None
    message: str

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        # Both come from outside (a file name, a value quoted): escaped and cut, never sent whole.
        return f"{shown(where, 300)}: {shown(self.message, 500)}"


@dataclass(frozen=True, slots=True)
class Setup:
    """How to reach the position: deals, first hand number, totals before it, actions."""

    deals: tuple[Deal, ...]
    hand: int = 1
    scores: tuple[int, ...] = (0, 0, 0, 0)
    """One total per seat of the table (four at the card's)."""
    actions: tuple[Card, ...] = ()
    pass_cards: int = 0
    """How many of ``actions`` come from the ``passes`` mapping (checked per variant)."""

    def record(self, variant: Variant) -> Record:
        return Record(variant, self.deals, self.actions, self.hand, self.scores)


@dataclass(frozen=True, slots=True)
class Expectation:
    """One expected answer: its key (one of :data:`hearts.scenarios.expectations.KINDS`), value and line."""

    key: str
    value: Any
    line: int


@dataclass(frozen=True)
class Scenario:
    """A named position with known answers, tied to clauses and variants."""

    id: str
    title: str
    description: str
    clauses: tuple[str, ...]
    variants: tuple[str, ...]
    file: str
    line: int
    setup: Setup
    expect: tuple[Expectation, ...]
    by_variant: Mapping[str, tuple[Expectation, ...]] = field(default_factory=dict)
    variant_defs: Mapping[str, Variant] = field(default_factory=dict, repr=False)
    questions: tuple[int, ...] = ()
    titles: Mapping[str, str] = field(default_factory=dict)
    """The title in each language given (always has ``en``)."""
    descriptions: Mapping[str, str] = field(default_factory=dict)

    @property
    def location(self) -> str:
        return f"{self.file}:{self.line}"

    def variant(self, name: str) -> Variant:
        """The variant called ``name`` in this scenario (shipped, or defined in its file)."""
        return self.variant_defs[name]

    def record(self, variant: Variant | str) -> Record:
        """The setup as a :class:`~hearts.engine.state.Record` under ``variant``."""
        if isinstance(variant, str):
            variant = self.variant(variant)
        return self.setup.record(variant)

    def expectations(self, variant: str) -> tuple[Expectation, ...]:
        """What is expected under ``variant``: ``expect`` with the ``by_variant`` keys replaced."""
        override = self.by_variant.get(variant)
        if not override:
            return self.expect
        keys = {e.key for e in override}
        merged = [e for e in self.expect if e.key not in keys] + list(override)
        order = {k: i for i, k in enumerate(KINDS)}
        return tuple(sorted(merged, key=lambda e: order[e.key]))

    def text(self, lang: str = "en") -> tuple[str, str]:
        """Title and description in ``lang``, falling back to English."""
        return self.titles.get(lang, self.title), self.descriptions.get(lang, self.description)
