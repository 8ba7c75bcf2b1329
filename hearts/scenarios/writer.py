"""Writing scenario files: the one writer for every tool that makes scenarios.

The corpus generators (``scenarios/tools/``), ``hearts fuzz`` (a disagreement as a
scenario) and ``hearts variant check`` (dead ends and fallbacks) all write through
:func:`scenario_file`, so every file the project writes has the same shape: the
schema modeline, an optional comment header, ``format`` first, short lists of
cards on one line, a blank line between scenarios.

>>> from hearts.engine.deal import Deal
>>> start = setup(Deal.random(1))
>>> item = scenario("demo/one", "A title", ["FOLLOW"], start, {"phase": "pass"}, variants=["web"])
>>> text = scenario_file([item], theme="demo", header="Made by a doctest.")
>>> for line in text.splitlines()[:3]:
...     print(line)
# yaml-language-server: $schema=../hearts/scenarios/schema.json
# Made by a doctest.
format: hearts-scenarios/1
>>> from hearts.scenarios import load_corpus
>>> import pathlib, tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = pathlib.Path(folder, "demo.yaml")
...     _ = path.write_text(text, encoding="utf-8")
...     [s.id for s in load_corpus([path])]
['demo/one']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import yaml

from hearts.cards import Card
from hearts.engine.deal import Deal
from hearts.engine.variant import Variant
from hearts.scenarios.files import FORMAT, MODELINE
from hearts.variants.files import builtin_variant_names, load_variant

__all__ = ["CORPUS_SCHEMA", "cards_text", "scenario", "scenario_file", "setup", "variant_entry"]

CORPUS_SCHEMA = "../hearts/scenarios/schema.json"
"""The schema path written in the modeline of the files in ``scenarios/`` (relative to them)."""


class _Dumper(yaml.SafeDumper):
    """Short lists of plain values on one line; long strings folded."""


def _represent_list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(x, dict | list) for x in data) and len(data) <= 16
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = ">" if len(data) > 90 else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)


def cards_text(cards: Sequence[Card]) -> str:
    """Cards in ASCII notation, separated by spaces (``"2C KC 3C"``)."""
    return " ".join(c.format() for c in cards)


def setup(
    deals: Deal | Sequence[Deal],
    *,
    hand: int = 1,
    scores: Sequence[int] = (0, 0, 0, 0),
    passes: Mapping[str, str] | None = None,
    plays: str | Sequence[str] = "",
    actions: str | Sequence[str] = "",
) -> dict[str, Any]:
    """A ``setup`` mapping, leaving out what has its default value."""
    out: dict[str, Any] = {}
    if hand != 1:
        out["hand"] = hand
    if any(scores):
        out["scores"] = list(scores)
    if isinstance(deals, Deal):
        out["deal"] = deals.format()
    else:
        out["deals"] = [d.format() for d in deals]
    if passes:
        out["passes"] = dict(passes)
    if plays:
        out["plays"] = plays if isinstance(plays, str) else list(plays)
    if actions:
        out["actions"] = actions if isinstance(actions, str) else list(actions)
    return out


def scenario(
    id: str,
    title: str | Mapping[str, str],
    clauses: Sequence[str],
    setup: Mapping[str, Any],
    expect: Mapping[str, Any],
    *,
    variants: Sequence[str] | None = None,
    by_variant: Mapping[str, Mapping[str, Any]] | None = None,
    description: str | Mapping[str, str] | None = None,
    questions: Sequence[int] | None = None,
) -> dict[str, Any]:
    """One scenario as a mapping, its keys in the order the files use."""
    out: dict[str, Any] = {"id": id, "title": title if isinstance(title, str) else dict(title)}
    if description:
        out["description"] = description if isinstance(description, str) else dict(description)
    out["clauses"] = list(clauses)
    if questions:
        out["questions"] = list(questions)
    if variants:
        out["variants"] = list(variants)
    out["setup"] = dict(setup)
    out["expect"] = dict(expect)
    if by_variant:
        out["by_variant"] = {name: dict(body) for name, body in by_variant.items()}
    return out


def variant_entry(variant: Variant, local_name: str | None = None) -> tuple[str, dict[str, Any] | None]:
    """How a file names ``variant``: a shipped name, or a local name and its definition.

    The definition gives only the knobs that differ from ``card-1.0.0``. The local
    name is ``local_name`` or the variant's own (``<name>-local`` if that is a shipped
    name with other knobs).
    """
    shipped = builtin_variant_names()
    if variant.name in shipped and load_variant(variant.name) == variant:
        return variant.name, None
    base = load_variant("card-1.0.0")
    knobs = {k: v for k, v in variant.knobs().items() if base.knobs()[k] != v}
    name = local_name or (variant.name if variant.name not in shipped else f"{variant.name}-local")
    definition: dict[str, Any] = {"base": "card-1.0.0"}
    if variant.title:
        definition["title"] = variant.title
    return name, {**definition, **knobs}


def scenario_file(
    scenarios: Sequence[Mapping[str, Any]],
    *,
    theme: str,
    description: str | None = None,
    variants: Mapping[str, Mapping[str, Any]] | None = None,
    defaults: Mapping[str, Any] | None = None,
    header: str = "",
    schema: str = CORPUS_SCHEMA,
) -> str:
    """The text of a scenario file (format ``hearts-scenarios/1``).

    ``header`` becomes comment lines after the modeline (say who wrote the file and
    how); ``schema`` is the path or URL of the JSON Schema for the modeline.
    """
    body: dict[str, Any] = {"format": FORMAT, "theme": theme}
    if description:
        body["description"] = description
    if variants:
        body["variants"] = {name: dict(spec) for name, spec in variants.items()}
    if defaults:
        body["defaults"] = dict(defaults)
    body["scenarios"] = [dict(s) for s in scenarios]
    lines = [f"{MODELINE}{schema}"]
    lines += [f"# {line}".rstrip() for line in header.strip().splitlines()]
    text = yaml.dump(body, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=110)
    # A blank line between scenarios, for people reading the file.
    text = text.replace("\n- id: ", "\n\n- id: ")
    return "\n".join(lines) + "\n" + text
