"""A folder nested 1,500 deep given to ``conform`` or ``scenarios lint``: refused at once, in one
line naming the folder (it took 87 s and ended with an error that named none); the search is
bounded in depth (MAX_FOLDER_DEPTH) and in time (WALK_SECONDS)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.scenarios import files
from hearts.scenarios.files import MAX_FOLDER_DEPTH, UnreadableInput, scenario_files
from tests.support.hostile import check

ROOT = Path(__file__).resolve().parents[2]


def _nest(top: Path, levels: int) -> None:
    """``top/d/d/.../d``, ``levels`` deep (made through folder handles: no path grows long)."""
    top.mkdir()
    fd = os.open(top, os.O_RDONLY)
    try:
        for _ in range(levels):
            os.mkdir("d", dir_fd=fd)
            inner = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
    finally:
        os.close(fd)


@pytest.fixture
def deep(tmp_path: Path) -> Iterator[Path]:
    top = tmp_path / "deep"
    _nest(top, 1500)
    yield top
    subprocess.run(["rm", "-rf", str(top)], check=True)  # rmtree recurses once per level


@pytest.mark.parametrize("command", [["conform"], ["scenarios", "lint"]])
def test_a_folder_1500_deep_is_refused_at_once_naming_it(command: list[str], deep: Path) -> None:
    result = check([*command, str(deep)], 2)
    assert f"{deep}: folders nested more than {MAX_FOLDER_DEPTH} levels deep" in result.stderr, result.stderr


def test_files_at_the_deepest_level_searched_are_found(tmp_path: Path) -> None:
    top = tmp_path / "top"
    _nest(top, MAX_FOLDER_DEPTH)
    bottom = top.joinpath(*["d"] * MAX_FOLDER_DEPTH)
    (bottom / "ties.yaml").write_bytes((ROOT / "scenarios" / "ties.yaml").read_bytes())
    assert scenario_files([top]) == [bottom / "ties.yaml"]


def test_a_search_past_its_time_names_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    top = tmp_path / "slow"
    _nest(top, 3)
    monkeypatch.setattr(files, "WALK_SECONDS", -1.0)  # every folder is past the time
    with pytest.raises(UnreadableInput, match=r"slow: searching it for scenario files took more than"):
        scenario_files([top])
