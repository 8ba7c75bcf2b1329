"""The step definitions: one Python implementation per Gherkin step, whatever the language.

In :mod:`hearts.spec` a *step* is a line of a Gherkin scenario (given, when, then);
the bots' own reasoning steps are :mod:`hearts.bots.steps`, a different thing.

Each module of this package defines steps with :func:`step`; :func:`registry`
imports them all, so a new group of steps (those about the bots, say) is one more
module here plus its phrases in each catalog. A step function takes the
:class:`~hearts.spec.world.World` first, then one argument per placeholder of its
phrases (named as in the catalogs: ``seat``, ``cards``, ``seat2`` ...), and
``table`` when the step carries a data table.

>>> steps = registry()
>>> steps["holds"].kinds, steps["holds"].params
(frozenset({'given'}), ('seat', 'cards'))
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from hearts.spec.catalog import KINDS, PLACEHOLDER_TYPES, placeholder_type

__all__ = ["StepDef", "registry", "step"]


@dataclass(frozen=True)
class StepDef:
    """A step: its ID, the kinds of step line it may be (given, when, then) and its function."""

    id: str
    kinds: frozenset[str]
    func: Callable[..., None]
    params: tuple[str, ...]
    table: bool
    doc: str


_REGISTRY: dict[str, StepDef] = {}


def step(step_id: str, *kinds: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register ``func`` as the implementation of ``step_id`` for these kinds of step."""
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"{step_id}: unknown kind {kind!r}")

    def decorator(func: Callable[..., None]) -> Callable[..., None]:
        names = list(inspect.signature(func).parameters)
        if not names or names[0] != "world":
            raise TypeError(f"step {step_id}: the first parameter must be 'world'")
        table = "table" in names
        params = tuple(n for n in names[1:] if n != "table")
        for name in params:
            if placeholder_type(name) not in PLACEHOLDER_TYPES:
                raise TypeError(f"step {step_id}: parameter {name!r} is not a placeholder type")
        if step_id in _REGISTRY and _REGISTRY[step_id].func is not func:
            raise ValueError(f"step {step_id} is defined twice")
        doc = inspect.getdoc(func) or ""
        _REGISTRY[step_id] = StepDef(step_id, frozenset(kinds), func, params, table, doc)
        return func

    return decorator


def registry() -> dict[str, StepDef]:
    """Every step, after importing every module of this package."""
    _import_all()
    return dict(_REGISTRY)


@cache
def _import_all() -> None:
    """Import the step modules once (listing the package at every step line cost a fifth of
    a Gherkin run)."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


def call(definition: StepDef, world: Any, args: dict[str, object], table: object) -> None:
    """Run a step with converted arguments."""
    kwargs = dict(args)
    if definition.table:
        kwargs["table"] = table
    definition.func(world, **kwargs)
