"""``hearts scenarios list``: every scenario's ID, title and file; the paths it shows exist."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.scenarios import load_corpus
from hearts.scenarios.files import corpus_path, display_name


def test_the_list_has_every_scenario_once_with_its_title_and_file() -> None:
    result = CliRunner().invoke(main, ["scenarios", "list"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    corpus = load_corpus()
    assert len(lines) == len(corpus) > 200
    for line, scenario in zip(lines, corpus, strict=True):
        assert line.split()[0] == scenario.id
        assert scenario.title in line and f"({scenario.file}:{scenario.line})" in line


@pytest.mark.slow
def test_the_json_list_gives_paths_that_exist_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # as from an installed package: no scenarios/ folder here
    result = CliRunner().invoke(main, ["scenarios", "list", "--json", "-", "--lang", "fr"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)["scenarios"]
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) > 200
    for row in rows:
        assert Path(row["file"]).is_file(), row
        text = Path(row["file"]).read_text(encoding="utf-8").splitlines()
        assert row["id"].split("/")[-1] in text[row["line"] - 1], row  # the line holds the scenario


def test_an_id_from_the_list_is_one_that_step_takes() -> None:
    first = CliRunner().invoke(main, ["scenarios", "list"]).stdout.split()[0]
    result = CliRunner().invoke(main, ["step", "--scenario", first], input="q\n")
    assert result.exit_code == 0, result.output


def test_the_shipped_corpus_is_named_by_a_path_that_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    some = sorted(corpus_path().glob("*.yaml"))[0]
    assert Path(display_name(some)).resolve() == some.resolve()  # from the source tree: scenarios/...
    monkeypatch.chdir(tmp_path)
    shown = display_name(some)
    assert not shown.startswith("scenarios/") and Path(shown).resolve() == some.resolve()


def test_an_unreadable_path_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["scenarios", "list", str(tmp_path / "missing.yaml")])
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "missing.yaml" in result.stderr
