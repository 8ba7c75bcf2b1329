"""The naive rules model (``scenarios/tools/naive.py``) loaded for the tests, and the check of
scenario expectations against it (written here, apart from the conformance runner's).

The model's knob list is not written down: :func:`modelled_knobs` reads it from the
model's own source, and :func:`untaught_knobs` compares it with every knob declared on
:class:`~hearts.engine.variant.Variant`.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

from hearts.engine.deal import Deal
from hearts.engine.variant import Variant, knob_specs
from hearts.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "scenarios" / "tools"
SEATS = "NESW"


def _naive() -> ModuleType:
    spec = importlib.util.spec_from_file_location("naive_rules_model", TOOLS / "naive.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


NAIVE = _naive()


@functools.cache
def modelled_knobs() -> frozenset[str]:
    """The variant knobs the naive model reads, found in its own source (``k["..."]`` and
    ``k.get("...")``), and those it declares to change no answer a scenario checks."""
    source = (TOOLS / "naive.py").read_text(encoding="utf-8")
    return frozenset(re.findall(r'\bk(?:\["|\.get\(")(\w+)"', source)) | frozenset(NAIVE.NO_EFFECT)


def untaught_knobs(variant: Variant) -> list[str]:
    """The knobs ``variant`` sets away from the card's value that the naive model was not taught.

    Every knob declared on :class:`~hearts.engine.variant.Variant` (``knob_specs``) is
    looked at; a knob left at the card's value needs no teaching: its default is the
    card's rule, which the model follows.
    """
    card, mine = type(variant)().knobs(), variant.knobs()
    taught = modelled_knobs()
    return [name for name in knob_specs(type(variant)) if name not in taught and mine[name] != card[name]]


def _hands(deal: Deal) -> tuple[list[list[str]], list[str]]:
    """The hands of a deal as the model holds them (lists of card texts), and its kitty."""
    seats = len(deal.hands)
    hands: list[list[str]] = [[] for _ in range(seats)]
    kitty: list[str] = []
    names = SEATS if seats == 4 else "1234567"
    for token in deal.format().split():
        seat, _, body = token.partition(":")
        into = kitty if seat == "K" else hands[names.index(seat)]
        for i, part in enumerate(body.split(".")):
            if part != "-":
                into.extend(f"{r}{'CDSH'[i]}" for r in part)
    return hands, kitty


def _replay(scenario: Scenario, name: str) -> Any:
    knobs = scenario.variant(name).knobs()
    setup = scenario.setup
    state = NAIVE.Naive(knobs, setup.hand, list(setup.scores))
    deals = iter(setup.deals)
    for card in setup.actions:
        if state.phase == "deal":
            state.deal(*_hands(next(deals)))
        state.apply(card.format())
    rest = next(deals, None)
    if rest is not None and state.phase == "deal":
        state.deal(*_hands(rest))
        rest = None
    # A deal left over (protocol 1.1): perft goes on into it when the hand ends.
    state.left_over = [] if rest is None else [_hands(rest)[0]]
    return state


def _fields_hold(want: dict[str, Any], got: dict[str, Any]) -> bool:
    return all(got.get(k) == v for k, v in want.items())


def _disagreement(state: Any, key: str, want: Any) -> Any | None:  # noqa: C901, PLR0912 (one comparison per field of the two models)
    """What the model says instead of ``want`` (``None``: it agrees)."""
    legal = list(state.legal())
    if key == "phase":
        got: Any = state.phase
    elif key == "to_act":
        got = None if state.to_act is None or state.phase in ("deal", "over") else state.name(state.to_act)
    elif key == "legal":
        got, want = sorted(legal), sorted(want)
    elif key == "legal_includes":
        return None if set(want) <= set(legal) else legal
    elif key == "legal_excludes":
        return None if not set(want) & set(legal) else legal
    elif key == "illegal":
        accepted = [item["card"] for item in want if item["card"] in legal]
        return f"legal: {accepted}" if accepted else None
    elif key == "trick_winner":
        got = None if state.last_winner is None else state.name(state.last_winner)
    elif key == "hearts_broken":
        got = state.broken
    elif key == "points":
        got = [state.points_of(s) for s in range(state.seats())]
    elif key == "scores":
        got, want = list(state.scores), list(want)
    elif key == "game_over":
        got = state.phase == "over"
    elif key == "winners":
        got, want = sorted(state.name(s) for s in state.winners), sorted(want)
    elif key == "last_hand":
        got = state.results[-1] if state.results else None
        return None if got is not None and _fields_hold(want, got) else got
    elif key == "hand_results":
        ok = len(want) == len(state.results) and all(map(_fields_hold, want, state.results))
        return None if ok else state.results
    elif key == "perft":
        for item in want:
            total, divide = NAIVE.perft(state, item["depth"], state.left_over)
            if total != item["total"] or (item["divide"] is not None and item["divide"] != divide):
                return {"depth": item["depth"], "total": total, "divide": divide}
        return None
    else:
        return f"the naive model does not know the expectation {key!r}: teach it in tests/support/naive.py"
    return None if got == want else got


def check_with_naive(scenarios: Iterable[Scenario]) -> tuple[int, list[str]]:
    """(expectations checked, disagreements as ``file:line: id [variant] key: ...``)."""
    checked = 0
    problems: list[str] = []
    for scenario in scenarios:
        for name in scenario.variants:
            unknown = untaught_knobs(scenario.variant(name))
            if unknown:
                problems.append(f"{scenario.location}: {name}: the naive model lacks the knobs {unknown}")
                continue
            state = _replay(scenario, name)
            for expectation in scenario.expectations(name):
                checked += 1
                said = _disagreement(state, expectation.key, expectation.value)
                if said is not None:
                    problems.append(
                        f"{scenario.file}:{expectation.line}: {scenario.id} [{name}] {expectation.key}:"
                        f" the file says {expectation.value!r}, the naive model {said!r}"
                    )
    return checked, problems
