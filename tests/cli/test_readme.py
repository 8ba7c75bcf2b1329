"""The README and the getting-started page, read as a newcomer runs them.

Every ``hearts ...`` line of their code blocks names a command that exists and parses with
that command's own options; a bare ``hearts`` comes only after the line that activates the
venv; the command table lists every command, the variants table every shipped variant; the
pages they send a reader to exist; ``make demo`` installs the package alone.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click
import pytest

from hearts.cli import main
from hearts.variants.files import builtin_variant_names

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", ROOT / "docs" / "getting-started.md"]
START_PAGES = [ROOT / "docs" / f"{who}.md" for who in ("teachers", "rule-writers", "implementers")]
ACTIVATE = ". .venv/bin/activate"


def code_lines(page: Path) -> list[str]:
    """The lines of the page's ``sh`` blocks, comments dropped, continuations joined."""
    text = page.read_text(encoding="utf-8")
    lines: list[str] = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        joined = block.replace("\\\n", " ")
        for line in joined.splitlines():
            line = re.sub(r"\s#\s.*$", "", line).strip()
            if line:
                lines.append(line)
    return lines


def hearts_lines(page: Path) -> list[str]:
    return [line for line in code_lines(page) if re.match(r"(\.venv/bin/)?hearts\s", line)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_a_bare_hearts_comes_only_after_the_activate_line(page: Path) -> None:
    lines = code_lines(page)
    bare = [i for i, line in enumerate(lines) if line.startswith("hearts ")]
    assert bare, "the page shows no hearts command"
    assert ACTIVATE in lines, f"{page.name}: no {ACTIVATE!r} line before the hearts commands"
    assert lines.index(ACTIVATE) < bare[0], f"{page.name}: {lines[bare[0]]!r} comes before the activate line"


def _resolve(words: list[str]) -> tuple[click.Command, list[str], str]:
    command: click.Command = main
    name = "hearts"
    while isinstance(command, click.Group) and words and not words[0].startswith("-"):
        sub = command.get_command(click.Context(command), words[0])
        assert sub is not None, f"no command {name} {words[0]}"
        name, command, words = f"{name} {words[0]}", sub, words[1:]
    return command, words, name


@pytest.mark.parametrize(
    "line", [line for page in PAGES + START_PAGES for line in hearts_lines(page)], ids=lambda line: line[:60]
)
def test_every_hearts_line_parses_with_its_command_options(
    line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The rule writer's page works on a copy of the card, house.yaml, in the current folder.
    (tmp_path / "house.yaml").write_bytes((ROOT / "hearts" / "variants" / "card-1.0.0.yaml").read_bytes())
    monkeypatch.chdir(tmp_path)
    words = shlex.split(line, comments=True)[1:]
    command, args, name = _resolve(words)
    if args in (["--help"], ["-h"]):
        return
    assert not isinstance(command, click.Group), f"{line!r}: {name} needs a subcommand"
    try:
        command.make_context(name, args)
    except click.UsageError as err:  # pragma: no cover - the failure message
        pytest.fail(f"{line!r}: {err.format_message()}")


def _table_commands(text: str) -> set[str]:
    found: set[str] = set()
    for cell in re.findall(r"^\| `hearts ([^`]+)`", text, re.M):
        head, *rest = cell.split()
        subs = rest[0].split("\\|") if rest and not rest[0].startswith(("-", "[")) else []
        found.add(head)
        found.update(f"{head} {sub}" for sub in subs)
    return found


def test_the_command_table_lists_every_command_and_subcommand() -> None:
    listed = _table_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    ctx = click.Context(main)
    for name in main.list_commands(ctx):
        assert name in listed, f"README's command table leaves out hearts {name}"
        command = main.get_command(ctx, name)
        if isinstance(command, click.Group):
            for sub in command.list_commands(click.Context(command)):
                assert f"{name} {sub}" in listed, f"README's command table leaves out hearts {name} {sub}"


def test_the_variants_table_lists_every_shipped_variant() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text[text.index("## Shipped variants") :].split("\n## ")[0]
    for name in builtin_variant_names():
        assert f"`{name}`" in table, f"README's variants table leaves out {name}"


def test_each_reader_has_a_start_page_in_the_docs_toc() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    build = (ROOT / "scripts" / "build_docs.py").read_text(encoding="utf-8")
    start = build.split('("Start", [', 1)[1].split("]", 1)[0]
    for page in START_PAGES:
        assert page.is_file() and f"`docs/{page.name}`" in readme
        assert f'"{page.stem}"' in start, f"{page.stem} is not under Start in the docs toc"
    rules = build.split('"Rules",', 1)[1].split("]", 1)[0]
    assert '"new-variant"' in rules  # the rule writer's pages under Rules, not under More


@pytest.mark.parametrize("page", PAGES + START_PAGES, ids=lambda p: p.name)
def test_the_pages_a_reader_is_sent_to_exist(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    targets = re.findall(r"`(docs/[\w/-]+\.md)`", text)
    targets += [f"docs/{d}.md" for d in re.findall(r"\{doc\}`/?([\w/-]+)`", text)]
    for target in targets:
        if target == "docs/families.md":  # written on another branch (the families page)
            continue
        assert (ROOT / target).is_file(), f"{page.name} sends the reader to {target}, which does not exist"


def test_make_demo_installs_the_package_alone() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^demo: \$\(DEMO_STAMP\)$", makefile, re.M)
    rule = makefile.split("$(DEMO_STAMP): pyproject.toml", 1)[1].split("\n\n", 1)[0]
    installs = re.findall(r"pip install[^\n]*", rule)
    assert installs == ["pip install --quiet -e ."], installs
    assert "$(STAMP)" not in rule  # make test keeps its own stamp, with every extra


def test_the_demo_ends_with_a_command_that_runs_as_printed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hearts.cli.cmd_demo import hearts_command

    script = tmp_path / ".venv" / "bin" / "hearts"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    script.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.argv", [str(script), "demo"])
    monkeypatch.setenv("PATH", "/nonexistent")
    assert hearts_command() == ".venv/bin/hearts"  # not on the PATH: the path, as typed here
    monkeypatch.setenv("PATH", str(script.parent))
    assert hearts_command() == "hearts"  # the venv active: the bare name


@pytest.mark.slow
def test_the_demo_table_says_what_it_counts(tmp_path: Path) -> None:
    from click.testing import CliRunner

    result = CliRunner().invoke(main, ["demo", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "runs (scenario × variant)" in text
    assert "Each scenario runs once under each of its variants" in text
