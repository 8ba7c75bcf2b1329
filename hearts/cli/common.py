"""Options shared by every subcommand, so that they read the same everywhere.

``--variant NAME|FILE``, ``--seed N``, ``--lang en|es|it|hu|fr``, ``--json [FILE]``
(machine-readable output on stdout, or to FILE) and ``-o/--output PATH``.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from hearts.bots.levels import LEVELS
from hearts.plumbing.atomic import check_folder, check_output, write_atomic
from hearts.words import LANGUAGES

if TYPE_CHECKING:
    from hearts.engine.variant import Variant

__all__ = [
    "LANGUAGES",
    "MAX_SEED",
    "MAX_WORKERS",
    "SEED",
    "Seconds",
    "allow_empty_option",
    "check_output_option",
    "emit_json",
    "engine_options",
    "json_option",
    "lang_option",
    "output_option",
    "range_option",
    "seed_option",
    "variant_option",
    "workers_option",
]

F = TypeVar("F", bound=Callable[..., Any])

MAX_WORKERS = 4 * (os.cpu_count() or 1)
"""Most worker processes a command starts: four per core."""


def workers_option(what: str) -> Callable[[F], F]:
    """``--workers N``: processes to spread ``what`` over, 1 to :data:`MAX_WORKERS`."""
    return click.option(
        "--workers",
        type=click.IntRange(min=1, max=MAX_WORKERS),
        default=1,
        show_default=True,
        help=f"Processes to spread {what} over (at most {MAX_WORKERS}: four per core).",
    )


def _variant(ctx: click.Context, param: click.Parameter, value: str | None) -> Variant | None:
    if value is None:
        return None
    from hearts.variants.files import load_variant  # here, not at import: `--help` loads no engine

    return load_variant(value)


def variant_option(default: str | None = "card-1.0.0", help: str | None = None) -> Callable[[F], F]:
    """``--variant NAME|FILE``: a shipped variant or a variant file, parsed to a Variant."""
    return click.option(
        "--variant",
        "variant",
        default=default,
        callback=_variant,
        metavar="NAME|FILE",
        show_default=default is not None,
        help=help or "Rule variant: a shipped name (card-1.0.0, web, omnibus, openspiel) or a YAML file.",
    )


MAX_SEED = 2**63 - 1
"""Largest seed (19 digits): seeds name files and go into the JSON reports."""

SEED = click.IntRange(min=0, max=MAX_SEED)
"""The type of every ``--seed``: refused before the work when out of range (a 300-digit seed)."""


def seed_option(default: int | None = 1) -> Callable[[F], F]:
    return click.option(
        "--seed",
        type=SEED,
        default=default,
        show_default=default is not None,
        help="Seed for the deals (same seed, same game).",
    )


def lang_option(default: str = "en") -> Callable[[F], F]:
    return click.option(
        "--lang",
        type=click.Choice(LANGUAGES),
        default=default,
        show_default=True,
        help="Language of the output.",
    )


def check_output_option(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """A click callback: refuse an output file that could not be written, before the work."""
    return _output_path(ctx, param, value)


def _output_path(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    if value is not None:
        check_output(value)
    return value


def json_option() -> Callable[[F], F]:
    """``--json`` (or ``--json -``) prints JSON on stdout; ``--json FILE`` writes it to FILE."""
    return click.option(
        "--json",
        "json_out",
        is_flag=False,
        flag_value="-",
        default=None,
        metavar="[FILE]",
        callback=_output_path,
        help="Machine-readable JSON, on stdout (no FILE or -) or to FILE.",
    )


def _output_folder(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    if value is not None:
        check_folder(value)
    return value


def output_option(
    help: str = "Where to write the output.",
    required: bool = False,
    folder: Path | None = None,
    is_folder: bool = False,
) -> Callable[[F], F]:
    """``-o/--output PATH``; with ``folder``, a directory (passed as ``out_dir``) defaulting to it;
    with ``is_folder``, a directory without a default. The path is checked before the work."""
    if is_folder:
        return click.option(
            "-o",
            "--output",
            type=click.Path(path_type=Path, file_okay=False),
            required=required,
            callback=_output_folder,
            help=help,
        )
    if folder is None:
        return click.option(
            "-o",
            "--output",
            type=click.Path(path_type=Path),
            required=required,
            callback=_output_path,
            help=help,
        )
    return click.option(
        "-o",
        "--output",
        "out_dir",
        type=click.Path(path_type=Path, file_okay=False),
        default=folder,
        show_default=True,
        callback=_output_folder,
        help=help,
    )


def range_option(name: str, low: float, high: float, default: float, help: str) -> Callable[[F], F]:
    """``--name N``: a number from ``low`` to ``high`` (whole when the default is), its default shown."""
    kind = click.IntRange(int(low), int(high)) if isinstance(default, int) else click.FloatRange(low, high)
    return click.option(name, type=kind, default=default, show_default=True, help=help)


class Seconds(click.ParamType[float]):
    """A duration in seconds: a finite number above 0 (or 0 itself, with ``zero``) and at most
    ``maximum`` (refuses inf, nan, -1)."""

    name = "seconds"

    def __init__(self, maximum: float = 3600.0, *, zero: bool = False) -> None:
        self.maximum = maximum
        self.zero = zero

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        low = seconds >= 0 if self.zero else seconds > 0
        if not math.isfinite(seconds) or not low or seconds > self.maximum:
            least = "0 or more" if self.zero else "above 0"
            self.fail(f"{value!r}: give a number of seconds {least} and at most {self.maximum:g}", param, ctx)
        return seconds


def engine_options(required: bool = True, timeout: float = 10.0) -> Callable[[F], F]:
    """``--engine CMD`` and ``--timeout SECONDS``: the external engine a command talks to
    (passed as ``engine_cmd``, ``None`` when not required and not given) and how long it
    has for each request."""
    engine = click.option(
        "--engine",
        "engine_cmd",
        required=required,
        default=None,
        metavar='"CMD ARGS"',
        help='An external engine speaking the JSON-lines engine protocol, e.g. "./myengine --protocol".'
        + ("" if required else " Default: the reference engine."),
    )
    seconds = click.option(
        "--timeout",
        type=Seconds(),
        default=timeout,
        show_default=True,
        help="Seconds the engine has to answer each request.",
    )

    def decorate(command: F) -> F:
        return engine(seconds(command))

    return decorate


def allow_empty_option(nothing: str = "nothing was checked") -> Callable[[F], F]:
    """``--allow-empty``: exit 0 even when the run checked nothing (by default that is exit 1)."""
    return click.option("--allow-empty", is_flag=True, help=f"Exit 0 even when {nothing} (default: exit 1).")


def emit_json(data: Any, target: str) -> None:
    """Write ``data`` as JSON to stdout (``-``) or, whole or not at all, to a file."""
    write_atomic(target, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


PLAYER_KINDS = ("random", *LEVELS)
"""Names accepted by ``--players``: random legal cards, or the bots (AI-EASY, AI-NORMAL, AI-HARD)."""


def make_player(kind: str, seat: int, seed: int | str) -> Any:
    """A player of the named kind for ``seat`` in the game with ``seed``."""
    from hearts.play.players import RandomPlayer

    if kind == "random":
        return RandomPlayer(seed=f"{seed}:{seat}")
    if kind in LEVELS:
        from hearts.bots import make_bot
        from hearts.cards import Seat

        return make_bot(kind, Seat(seat), f"{seed}:{seat}")
    raise click.BadParameter(
        f"unknown player {kind!r} (use {', '.join(PLAYER_KINDS)})", param_hint="--players"
    )
