"""The scenario corpus: named positions with known answers, tied to rule clauses.

Scenario files are YAML (format ``hearts-scenarios/1``, JSON Schema in
``hearts/scenarios/schema.json``); the corpus ships with the package and lives in
the source tree at ``scenarios/``. See ``docs/scenarios.md``.
"""

from __future__ import annotations

from hearts.scenarios.files import UnreadableInput, corpus_path, scenario_files, schema
from hearts.scenarios.loader import LintReport, ScenarioError, lint, load_corpus
from hearts.scenarios.model import Expectation, Problem, Scenario, Setup

__all__ = [
    "Expectation",
    "LintReport",
    "Problem",
    "Scenario",
    "ScenarioError",
    "Setup",
    "UnreadableInput",
    "corpus_path",
    "lint",
    "load_corpus",
    "scenario_files",
    "schema",
]
