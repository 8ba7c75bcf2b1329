"""The ``hearts`` command.

Each subcommand lives in a module ``hearts/cli/cmd_<name>.py`` that defines
``command`` (a click command or group); the group finds them by name, so adding a
subcommand means adding a module. Bad input (:class:`hearts.errors.InputError`)
is reported on one line with exit code 2.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from typing import Any

import click

from hearts import __version__
from hearts.errors import InputError

__all__ = ["main"]


class _Commands(click.Group):
    """Finds subcommands in ``hearts.cli.cmd_*`` modules and reports bad input cleanly."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = [
            m.name[4:].replace("_", "-") for m in pkgutil.iter_modules(__path__) if m.name.startswith("cmd_")
        ]
        return sorted(names)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module_name = f"hearts.cli.cmd_{cmd_name.replace('-', '_')}"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name == module_name:
                return None
            raise
        command: click.Command = module.command
        return command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except InputError as err:
            click.echo(f"hearts: error: {err}", err=True)
            sys.exit(2)
        except BrokenPipeError:  # pragma: no cover - e.g. `hearts play | head`
            sys.exit(0)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="hearts")
def main() -> None:
    """Hearts as an executable specification: play, check and teach the rules.

    Clause IDs (FOLLOW, HEARTS-LEAD, ...) refer to the rule index RULES.md.
    """
