"""The ``hearts`` command.

Each subcommand lives in a module ``hearts/cli/cmd_<name>.py`` that defines
``command`` (a click command or group); the group finds them by name, so adding a
subcommand means adding a module. Every error, bad input or not, is reported on one
line through :func:`hearts.cli.errors.report` (exit code 2 for bad input).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from typing import Any

import click

from hearts import __version__
from hearts.cli import errors

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

    def main(
        self,
        args: Any = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command; every error ends as one line on stderr (see :mod:`hearts.cli.errors`)."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        with errors.signals_as_exceptions(), errors.children_marked():
            try:
                result = super().main(args, prog_name, complete_var, False, **extra)
            except BaseException as err:
                code = errors.report(err)
                if errors.stopped(err):
                    # Stopped by a signal: the children are dead; skip the interpreter's teardown,
                    # whose thread and pool hooks would print noise after the one line.
                    errors.flush_and_exit(code)
                sys.exit(code)
        sys.exit(result if isinstance(result, int) else 0)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="hearts")
def main() -> None:
    """Hearts as an executable specification: play, check and teach the rules.

    Clause IDs (FOLLOW, HEARTS-LEAD, ...) refer to the rule index RULES.md.
    """
