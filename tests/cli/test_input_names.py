"""Input files whose names are not UTF-8 text (bytes from another system's encoding) are refused
before the work, in one line that shows the name escaped: every report names the files it read,
and ``conform ok\\xff.yaml --json c.json`` used to do the whole run and then fail on the name,
writing no JSON."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.support.hostile import check

ROOT = Path(__file__).resolve().parents[2]


def _odd(folder: Path, source: Path, name: bytes) -> str:
    path = os.fsdecode(bytes(folder) + b"/" + name)
    Path(path).write_bytes(source.read_bytes())
    return path


@pytest.mark.parametrize(
    "args",
    [
        ["conform", "{FILE}", "--json", "{OUT}"],
        ["conform", "{FOLDER}", "--junit", "{OUT}"],
        ["conform", "--expected-failures", "{XFAIL}", "--json", "{OUT}", "{TIES}"],
        ["scenarios", "lint", "{FOLDER}"],
        ["step", "--corpus", "{FILE}", "--scenario", "x"],
        ["variant", "card", "{VARIANT}"],
        ["play", "--variant", "{VARIANT}", "--seed", "1"],
    ],
    ids=["conform-file", "conform-folder", "expected-failures", "lint-folder", "step", "variant", "play"],
)
def test_an_input_name_that_is_not_utf8_is_refused_before_the_work(args: list[str], tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    ties = ROOT / "scenarios" / "ties.yaml"
    paths = {
        "{FILE}": _odd(folder, ties, b"ok\xff.yaml"),
        "{FOLDER}": str(folder),
        "{XFAIL}": _odd(tmp_path, ROOT / "pyproject.toml", b"x\xe9.txt"),
        "{VARIANT}": _odd(tmp_path, ROOT / "hearts" / "variants" / "web.yaml", b"v\xe9.yaml"),
        "{TIES}": str(ties),
        "{OUT}": str(tmp_path / "out" / "report"),
    }
    (tmp_path / "out").mkdir()
    argv = [paths.get(a, a) for a in args]
    result = check(argv, 2, lines_on="stderr")
    assert "the file name is not UTF-8" in result.stderr and "\\udc" in result.stderr, result.stderr
    assert list((tmp_path / "out").iterdir()) == []  # refused before any report was written
