"""Hooks for the Gherkin features: tags stay data; failures name language, file, line and clauses."""

from hearts.spec.bdd import pytest_bdd_apply_tag, pytest_bdd_step_error, pytest_runtest_makereport

__all__ = ["pytest_bdd_apply_tag", "pytest_bdd_step_error", "pytest_runtest_makereport"]
