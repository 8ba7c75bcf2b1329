"""The ``hearts`` command run in this process, where the claim is about its output, exit code or
files and not about the operating-system process (signals, children, a closed stdin).

:func:`run_cli` invokes :data:`hearts.cli.main` through click's :class:`~click.testing.CliRunner`,
which runs the same ``main`` as ``python -m hearts`` (every error reported on one line by
:mod:`hearts.cli.errors`), with stdout and stderr kept apart. A few end-to-end tests per command
family still start the real console entry point as a process.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from click.testing import CliRunner

from hearts.cli import main

__all__ = ["Ran", "run_cli"]


class Ran(NamedTuple):
    """What a run of the command left: its exit code and the text of its two streams."""

    code: int
    stdout: str
    stderr: str


def run_cli(args: list[str], input: str | None = None, env: Mapping[str, str | None] | None = None) -> Ran:
    """``hearts ARGS`` in this process, ``input`` on its stdin and ``env`` set in its environment
    for the run (a name mapped to ``None`` is removed).

    An exception that escaped ``main`` (which reports every error itself and exits) is raised
    here, so a test sees a bug in hearts as the traceback a process would have printed."""
    result = CliRunner().invoke(main, args, input=input, env=dict(env or {}), catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Ran(result.exit_code, result.stdout, result.stderr)
