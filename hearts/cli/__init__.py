"""The ``hearts`` command.

Each subcommand lives in a module ``hearts/cli/cmd_<name>.py`` that defines
``command`` (a click command or group). The group imports that module only when the
command runs (or its help is asked for): ``hearts --help`` reads the command list and
each one-line summary from :data:`COMMANDS`, so it answers without loading the engine,
the bots or any command's dependencies. Adding a subcommand means adding its module and
its line in :data:`COMMANDS` (``tests/cli/test_cli.py`` checks the two agree). Every
error, bad input or not, is reported on one line through :func:`hearts.cli.errors.report`
(exit code 2 for bad input).
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Final

import click

from hearts.cli import errors

__all__ = ["COMMANDS", "main"]

COMMANDS: Final[dict[str, str]] = {
    "bots": "Tools about the bots (AI-EASY, AI-NORMAL, AI-HARD).",
    "conform": "Check an engine against the scenario corpus.",
    "dashboard": "Run the corpus and a fuzzing budget on each engine and write a site comparing them.",
    "demo": "Show the main jobs on defaults: the corpus on the reference engine, then one annotated hand "
    "(bots Easy, Normal, Hard, Hard) written as an HTML walkthrough.",
    "engine": "Serve the reference engine over the engine protocol on stdin/stdout.",
    "engine-check": "Send ENGINE the edge requests protocol 1.5 specifies and report how it answers.",
    "fuzz": "Play random games on the reference and ENGINE together and report the first disagreement.",
    "merge": "Merge the shards of a campaign (fuzz, tournament, audit or ladder) into one report.",
    "play": "Play a whole seeded game to the target score and show every trick.",
    "records": "Read, export or delete the class records a classroom server keeps (hearts serve --class).",
    "scenarios": "Work with scenario files (the corpus shipped with the package, or your own).",
    "serve": "Serve classroom tables: the teacher deals the lesson's hand, students play their seats from "
    "their own screens, bots fill the empty seats and explain every card.",
    "spec": "The rules as Gherkin scenarios in en, es, it, hu and fr.",
    "step": "Step through one hand (or a scenario's position) at the console.",
    "tournament": "Play bots against each other on duplicate deals and report their strength.",
    "variant": "Check a variant, compare two variants, print a variant's rule card.",
    "walkthrough": "Annotate one hand trick by trick: hands, passes, legal and illegal cards (with the "
    "clause that forbids each), the bots' reasons and memory, points and scores.",
}
"""Each command's name and one-line summary, in the order ``hearts --help`` lists them.

The summary is the first sentence of the command's own help (a test holds them equal),
kept here so that listing the commands imports none of them."""


def _module_name(cmd_name: str) -> str:
    return f"hearts.cli.cmd_{cmd_name.replace('-', '_')}"


class _Commands(click.Group):
    """Imports each subcommand's module when it is used and reports bad input cleanly."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        command: click.Command = importlib.import_module(_module_name(cmd_name)).command
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list from :data:`COMMANDS`, cut to the width as click cuts a group's."""
        limit = formatter.width - 6 - max(len(name) for name in COMMANDS)
        rows = [
            (name, click.Command(name, help=text).get_short_help_str(limit))
            for name, text in COMMANDS.items()
        ]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

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


def _show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--version``: the version from the package metadata, read only when asked for."""
    if not value or ctx.resilient_parsing:
        return
    from hearts import __version__

    click.echo(f"hearts, version {__version__}")
    ctx.exit()


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_show_version,
    help="Show the version and exit.",
)
def main() -> None:
    """Hearts as an executable specification: play, check and teach the rules.

    Clause IDs (FOLLOW, HEARTS-LEAD, ...) refer to the rule index RULES.md.
    """
