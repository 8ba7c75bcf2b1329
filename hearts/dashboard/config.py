"""The dashboard's config file: which engines, under which variants, with what fuzzing budget.

::

    format: hearts-dashboard/1
    fuzz: {games: 8, seed: 1}          # per engine and variant; games: 0 turns fuzzing off
    engines:
      - name: hearts                   # no command: the reference engine, in process
        variants: [card-1.0.0, three-2d, five-2d2c, six-twos]
      - name: OpenSpiel
        command: "{python} {here}/openspiel_engine.py --game-defaults"
        variants: [card-1.0.0]
        timeout: 30                    # seconds for each request (default 10)

In ``command``, ``{python}`` is this Python and ``{here}`` the config file's folder. An engine's
``variants`` default to ``card-1.0.0``; ``all`` takes every variant the corpus uses, ``declared``
those of them the engine's handshake says it can model (its knobs). Without a
config file the dashboard runs the reference engine alone (:data:`DEFAULT`).
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_YAML_BYTES, BadInput, read_text, shown
from hearts.plumbing.yamlsafe import compose, entries, to_data, where

__all__ = ["DEFAULT", "FORMAT", "Config", "ConfigError", "EngineEntry", "read_config"]

FORMAT = "hearts-dashboard/1"
MAX_ENGINES = 50
MAX_FUZZ_GAMES = 10_000
MAX_TIMEOUT = 600.0


class ConfigError(InputError):
    """A config file that cannot be used: ``file:line: why``."""


@dataclass(frozen=True)
class EngineEntry:
    name: str
    command: str | None
    """``None``: the reference engine."""
    variants: tuple[str, ...] = ("card-1.0.0",)
    """Variant names, or ``("all",)``."""
    timeout: float = 10.0
    written: str | None = None
    """The command as the config file writes it (``{python}``, ``{here}`` kept): what pages show."""


@dataclass(frozen=True)
class Config:
    engines: tuple[EngineEntry, ...]
    fuzz_games: int = 8
    fuzz_seed: int = 1


DEFAULT = Config((EngineEntry("hearts", None),))

_ENGINE_KEYS = ("name", "command", "variants", "timeout")


def _fail(path: str, line: int, why: str) -> ConfigError:
    return ConfigError(f"{shown(path)}:{line}: {why}")


def _text(value: Any, path: str, line: int, field: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(path, line, f"{field}: give a text")
    if len(value) > limit:
        raise _fail(path, line, f"{field}: longer than {limit} characters")
    return value


def _variants(value: Any, path: str, line: int) -> tuple[str, ...]:
    if value in ("all", "declared"):
        return (value,)
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not names or len(names) > 500:
        raise _fail(path, line, "variants: give a list of variant names, all or declared")
    return tuple(_text(n, path, line, "variants", 200) for n in names)


def _timeout(value: Any, path: str, line: int) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    if not ok or not math.isfinite(value) or not 0 < value <= MAX_TIMEOUT:
        raise _fail(path, line, f"timeout: give seconds above 0 and at most {MAX_TIMEOUT:g}")
    return float(value)


def _engine(node: Any, path: str, here: Path, seen: set[str]) -> EngineEntry:
    line = where(node)[0]
    data = to_data(node)
    if not isinstance(data, dict):
        raise _fail(path, line, "an engine is a mapping with name, command, variants, timeout")
    for key, _value, key_line in entries(node):
        if key not in _ENGINE_KEYS:
            raise _fail(
                path, key_line, f"{shown(key, 40)}: unknown field (fields: {', '.join(_ENGINE_KEYS)})"
            )
    name = _text(data.get("name"), path, line, "name", 80)
    if name in seen:
        raise _fail(path, line, f"name: {shown(name, 80)} is named twice")
    seen.add(name)
    written = data.get("command")
    command = None
    if written is not None:
        written = _text(written, path, line, "command", 2000)
        command = written.replace("{python}", sys.executable).replace("{here}", str(here))
    variants = _variants(data.get("variants", "card-1.0.0"), path, line)
    timeout = _timeout(data.get("timeout", 10.0), path, line)
    return EngineEntry(name, command, variants, timeout, written)


def _fuzz(node: Any, path: str) -> tuple[int, int]:
    line = where(node)[0]
    data = to_data(node)
    if not isinstance(data, dict) or set(data) - {"games", "seed"}:
        raise _fail(path, line, "fuzz: a mapping with games and seed")
    games, seed = data.get("games", 8), data.get("seed", 1)
    if not isinstance(games, int) or isinstance(games, bool) or not 0 <= games <= MAX_FUZZ_GAMES:
        raise _fail(path, line, f"fuzz.games: give a whole number from 0 to {MAX_FUZZ_GAMES}")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**32:
        raise _fail(path, line, "fuzz.seed: give a whole number from 0 to 2**32 - 1")
    return games, seed


def read_config(file: Path) -> Config:
    """The config in ``file``; :class:`ConfigError` (one line) when it cannot be used."""
    path = str(file)
    try:
        root = compose(read_text(file, MAX_YAML_BYTES), path)
    except BadInput as err:
        raise ConfigError(str(err)) from None
    top = {key: (value, line) for key, value, line in entries(root)}
    if root is None or not top:
        raise _fail(path, 1, f"not a dashboard config (a mapping with format: {FORMAT} and engines)")
    for key, (_value, line) in top.items():
        if key not in ("format", "fuzz", "engines"):
            raise _fail(path, line, f"{shown(key, 40)}: unknown field (fields: format, fuzz, engines)")
    fmt = to_data(top["format"][0]) if "format" in top else None
    if fmt != FORMAT:
        raise _fail(path, top.get("format", (None, 1))[1], f"format: write format: {FORMAT}")
    if "engines" not in top:
        raise _fail(path, 1, "engines: missing (the engines to run)")
    engines_node, line = top["engines"]
    nodes = getattr(engines_node, "value", None)
    if not isinstance(nodes, list) or not nodes or len(nodes) > MAX_ENGINES:
        raise _fail(path, line, f"engines: give a list of 1 to {MAX_ENGINES} engines")
    here = file.resolve().parent
    seen: set[str] = set()
    engines = tuple(_engine(n, path, here, seen) for n in nodes)
    games, seed = _fuzz(top["fuzz"][0], path) if "fuzz" in top else (8, 1)
    return Config(engines, games, seed)
