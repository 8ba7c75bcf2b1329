"""The hearts command: help, play, and one-line errors with exit code 2."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import hearts.cli
from hearts.cli import COMMANDS, main


def _command_modules() -> dict[str, str]:
    """Each ``cmd_<name>`` module of the CLI package, by command name."""
    found = pkgutil.iter_modules(hearts.cli.__path__)
    return {m.name[4:].replace("_", "-"): f"hearts.cli.{m.name}" for m in found if m.name.startswith("cmd_")}


def test_help_lists_the_commands() -> None:
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    assert "play" in result.output


def test_the_command_list_names_every_command_module_with_its_own_summary() -> None:
    modules = _command_modules()
    assert list(COMMANDS) == sorted(modules)  # no module left out of the lazy list, none invented
    for name, module in modules.items():
        command: click.Command = importlib.import_module(module).command
        assert COMMANDS[name] == command.get_short_help_str(limit=10_000), name


def test_lazy_help_prints_what_the_eager_group_would() -> None:
    eager = click.Group(
        main.name,
        help=main.help,
        params=main.params,
        context_settings=main.context_settings,
        commands={name: importlib.import_module(m).command for name, m in _command_modules().items()},
    )
    lazy = CliRunner().invoke(main, ["--help"])
    assert lazy.exit_code == 0
    assert lazy.output == CliRunner().invoke(eager, ["--help"]).output
    for name in _command_modules():
        assert f"\n  {name} " in lazy.output


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_command_answers_help(name: str) -> None:
    result = CliRunner().invoke(main, [name, "--help"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"Usage: main {name} ")


_HEAVY = (
    "hearts.cli.cmd_",
    "hearts.engine",
    "hearts.cards",
    "hearts.bots.bot",
    "hearts.play",
    "hearts.scenarios",
    "hearts.audit",
    "hearts.walkthrough.render",
    "hearts.walkthrough.themes",
    "hearts.varianttools.card",
    "hearts.conformance.fuzz",
    "rich",
    "jinja2",
    "yaml",
    "jsonschema",
    "babel",
)
"""What a help must not load (besides its own command module): the engine and the cards (their
tables), the bots, the tools, and the heavy libraries (rich, jinja2, YAML, jsonschema, Babel)."""


def _loaded_after_each(runs: list[list[str]]) -> dict[str, list[str]]:
    """The heavy modules (:data:`_HEAVY`) a fresh process holds after each ``hearts ARGS`` of ``runs``.

    One process serves every run: after each, every module the run imported is dropped from
    ``sys.modules``, so the next run imports what it needs afresh, as in a process of its own."""
    probe = (
        "import json, sys\n"
        "from hearts.cli import main\n"
        f"heavy = {_HEAVY!r}\n"
        "loaded = lambda: sorted(m for m in sys.modules if m.startswith(heavy))\n"
        "found = {'': loaded()}\n"
        f"for args in {runs!r}:\n"
        "    before = set(sys.modules)\n"
        "    try:\n"
        "        main(args)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "    found[' '.join(args)] = loaded()\n"
        "    for name in set(sys.modules) - before:\n"
        "        del sys.modules[name]\n"
        "print(json.dumps(found), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    found: dict[str, list[str]] = json.loads(done.stderr.splitlines()[-1])
    assert found.pop("") == [], "importing hearts.cli loads no command and no engine"
    return found


HELPS = [["--help"], ["--version"]]
"""The group's own help and version."""


SHARED_OPTIONS = {"step": ["hearts.cli.cmd_records", "hearts.cli.cmd_walkthrough"]}
"""Command modules whose options another command reuses (``hearts step`` takes the walkthrough's,
and the records' for ``--practice``)."""


def _subcommands() -> list[str]:
    """``GROUP SUB`` for each subcommand of each command that is a group (``bots audit``, ...)."""
    found: list[str] = []
    for name, module in _command_modules().items():
        command = importlib.import_module(module).command
        if isinstance(command, click.Group):
            found += [f"{name} {sub}" for sub in sorted(command.commands)]
    return found


COMMAND_HELPS = [*sorted(COMMANDS), *_subcommands()]
"""Every command and subcommand whose ``--help`` is checked."""


@pytest.fixture(scope="module")
def loaded_after() -> dict[str, list[str]]:
    """For each help of :data:`HELPS` and :data:`COMMAND_HELPS`: the heavy modules it loaded."""
    return _loaded_after_each([*HELPS, *([*args.split(), "--help"] for args in COMMAND_HELPS)])


@pytest.mark.parametrize("args", HELPS)
def test_help_and_version_import_no_command_and_no_engine(
    args: list[str], loaded_after: dict[str, list[str]]
) -> None:
    assert loaded_after[" ".join(args)] == []


@pytest.mark.parametrize("args", COMMAND_HELPS)
def test_every_help_loads_only_its_command_module(args: str, loaded_after: dict[str, list[str]]) -> None:
    """Every ``hearts CMD --help`` (and each subcommand's) answers at once: the option choices come
    from light modules and the command's heavy imports are made when it runs, so the help loads
    its own module and nothing of :data:`_HEAVY` (benchmarks/cli_startup.py prints the times)."""
    name = args.split()[0]
    own = [f"hearts.cli.cmd_{name.replace('-', '_')}", *SHARED_OPTIONS.get(name, [])]
    assert loaded_after[f"{args} --help"] == sorted(own)


def test_the_light_option_choices_are_what_the_tools_take() -> None:
    """The choices a help lists (read from light modules) are the ones the tools use: one list each."""
    from hearts.bots.bot import _PLANS
    from hearts.play.tournament import KINDS
    from hearts.variants import builtin_variant_names
    from hearts.variants.files import load_variant
    from hearts.walkthrough.choices import THEME_HELP
    from hearts.walkthrough.themes import THEMES

    assert list(THEME_HELP) == list(THEMES)
    assert all(THEMES[name].help == about for name, about in THEME_HELP.items())
    names = builtin_variant_names()
    assert names and [load_variant(n).name for n in names] == names  # the file names are the variants
    from hearts.bots.levels import LEVELS, PLAYERS

    assert list(LEVELS) == list(_PLANS) and KINDS == PLAYERS == (*LEVELS, "random")


@pytest.mark.slow
def test_play_shows_every_trick_and_the_winner() -> None:
    result = CliRunner().invoke(main, ["play", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "Hand 1 · pass to the left" in result.output
    assert " 13. " in result.output
    assert "Game over" in result.output and "wins" in result.output


@pytest.mark.slow
def test_play_json_is_reproducible() -> None:
    a = CliRunner().invoke(main, ["play", "--seed", "4", "--json"])
    b = CliRunner().invoke(main, ["play", "--seed", "4", "--json"])
    assert a.exit_code == 0 and a.output == b.output
    data = json.loads(a.output)
    assert data["outcome"]["winners"] and max(data["outcome"]["scores"]) >= 100
    assert len(data["deals"]) == len(data["hands"])


def test_bad_variant_file_is_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nbase: card-1.0.0\npass_count: lots\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--variant", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}:3: pass_count: expected an integer" in result.output
    assert "Traceback" not in result.output


def test_unknown_variant_name_exit_2() -> None:
    result = CliRunner().invoke(main, ["play", "--variant", "nope"])
    assert result.exit_code == 2 and "no such variant" in result.output


def test_engine_checks_help_names_the_protocol_version_hearts_speaks() -> None:
    from hearts.conformance.protocol import PROTOCOL_VERSION

    result = CliRunner().invoke(main, ["engine-check", "--help"])
    assert result.exit_code == 0, result.output
    assert f"protocol {PROTOCOL_VERSION} specifies" in result.output
