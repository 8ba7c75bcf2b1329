"""``hearts records``: the class records a classroom server keeps (docs/serve.md), read on the
teacher's machine: the class view, the CSV export, and forgetting a student.

The database is the one ``hearts serve`` uses with the same ``--data`` and ``--database`` (or
``HEARTS_DATABASE``). A database that cannot be opened, an unknown class or student, a name or
class code that is not one: one line, exit 2.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from hearts.plumbing.errors import InputError

F = TypeVar("F", bound=Callable[..., Any])


def database_options(function: F) -> F:
    """``--data`` and ``--database``: where the class records are, as ``hearts serve`` says."""
    function = click.option(
        "--database",
        envvar="HEARTS_DATABASE",
        metavar="URL",
        help="sqlite:///FILE or postgresql://USER@HOST/DB (default: DATA.records.sqlite beside --data; "
        "env HEARTS_DATABASE).",
    )(function)
    return click.option(
        "--data",
        type=click.Path(path_type=Path, file_okay=False),
        default=Path("hearts-tables"),
        show_default=True,
        help="The data folder of hearts serve (the records' SQLite file is beside it).",
    )(function)


def opened(data: Path, database: str | None, code: str | None = None) -> Any:
    """The store (``InputError`` in one line if the serve extra is missing or it cannot be used).

    These commands read what a classroom server kept: a SQLite file that is not there is
    refused (opening it would make an empty one), and so is a class the records do not hold.
    """
    try:
        from hearts.serve.store import DATABASE_ENV, class_code, default_url, open_store, sqlite_file
    except ImportError as err:  # pragma: no cover - the serve extra is missing
        raise InputError(
            f"hearts records needs the serve extra: pip install 'hearts-spec[serve]' ({err})"
        ) from None
    url = database or os.environ.get(DATABASE_ENV) or default_url(data)
    where = sqlite_file(url)
    if where is not None and not where.is_file():
        raise InputError(f"no class records at {where} (hearts serve --class CODE --data {data} keeps them)")
    store = open_store(database, data)
    known = store.class_codes()
    if code is not None and class_code(code) not in known:
        raise InputError(
            f"no class {class_code(code)} in the records (classes: {', '.join(known) or 'none'})"
        )
    return store


@click.group()
def command() -> None:
    """Read, export or delete the class records a classroom server keeps (hearts serve --class).

    \b
    Examples:
      hearts records view --class 7B
      hearts records export --class 7B -o 7B.csv
      hearts records forget --class 7B "Ana"
    """


@command.command()
@database_options
@click.option("--class", "code", required=True, metavar="CODE", help="The class.")
def view(data: Path, database: str | None, code: str) -> None:
    """Per student and theme: decisions, the same card as the bot, points lost."""
    from hearts.plumbing.inputs import shown

    store = opened(data, database, code)
    seen = store.class_view(code)
    click.echo(f"class {seen.code}: {len(seen.students)} student(s)")
    for row in seen.totals:
        share = f"{100 * row.agreed / row.decisions:.0f}%" if row.decisions else "—"
        click.echo(
            f"{shown(row.name, 40)}\t{row.theme}\t{row.decisions} decision(s)\t{share} as the bot\t"
            f"{row.lost:.1f} point(s) lost"
        )


@command.command()
@database_options
@click.option("--class", "code", required=True, metavar="CODE", help="The class.")
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write the CSV here (default: class-CODE.csv in the current folder).",
)
def export(data: Path, database: str | None, code: str, output: Path | None) -> None:
    """Every decision of the class, one CSV line each."""
    from hearts.plumbing.atomic import write_atomic
    from hearts.serve.store import class_code

    checked = class_code(code)
    store = opened(data, database, checked)
    target = output if output is not None else Path(f"class-{checked}.csv")
    write_atomic(target, store.export_csv(checked))
    click.echo(f"wrote {target}")


@command.command()
@database_options
@click.option("--class", "code", required=True, metavar="CODE", help="The student's class.")
@click.argument("name")
def forget(data: Path, database: str | None, code: str, name: str) -> None:
    """Delete a student and every decision and practice position kept about them."""
    store = opened(data, database, code)
    gone = store.forget(code, name)
    click.echo(f"forgot {name!r} of class {code.strip().upper()}: {gone} decision(s) deleted")
