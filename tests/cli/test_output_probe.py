"""Issue 26, outputs: a place where nothing can be created is refused before the work, in one
line naming it, exit 2, for every command that writes a file or a folder. Root passes
``os.access`` for ``/proc``, ``/sys`` and an immutable folder, so the check creates (and
removes) a temporary file or folder there (:func:`hearts.plumbing.atomic.check_folder`)."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.plumbing import atomic
from tests.support.engines import HEARTS_ENGINE

FOLDER_COMMANDS = {
    "walkthrough": ["walkthrough", "--seed", "1", "-o", "{out}"],
    "walkthrough --find": ["walkthrough", "--find", "first-trick-forced", "-o", "{out}"],
    "demo": ["demo", "-o", "{out}"],
    "variant check": ["variant", "check", "web-strict", "--games", "1", "-o", "{out}"],
}
FILE_COMMANDS = {
    "variant card": ["variant", "card", "black-maria", "-o", "{out}/card.md"],
    "variant check --json": ["variant", "check", "black-maria", "--games", "1", "--json", "{out}/v.json"],
    "fuzz": ["fuzz", "--engine", HEARTS_ENGINE, "--games", "1", "-o", "{out}/f.yaml"],
    "conform --junit": ["conform", "--engine", HEARTS_ENGINE, "--junit", "{out}/j.xml"],
}


@contextlib.contextmanager
def _immutable(tmp_path: Path) -> Iterator[Path]:
    """A folder in which even root can create nothing (``chattr +i``), made writable again after."""
    folder = tmp_path / "frozen"
    folder.mkdir()
    chattr = shutil.which("chattr")
    if chattr is None or subprocess.run([chattr, "+i", str(folder)], capture_output=True).returncode:
        pytest.skip("chattr +i is not available on this file system")
    try:
        yield folder
    finally:
        subprocess.run([chattr, "-i", str(folder)], check=False)


def _refused_before_the_work(args: list[str], folder: str) -> None:
    def written(*args: object) -> None:
        raise AssertionError("the command did its work and tried to write")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(atomic, "_replace", written)  # every file write ends there
        result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.stderr
    # The check's own words, naming the place: not a write failing after the work.
    assert lines[0].startswith(f"hearts: error: {folder}") and "cannot write" in lines[0], lines


def _args(template: list[str], out: str) -> list[str]:
    return [a.replace("{out}", out) for a in template]


@pytest.mark.parametrize("place", ["/proc/hearts-out", "/sys/kernel/hearts-out", "/proc/hearts-out/a/b"])
@pytest.mark.parametrize("command", sorted(FOLDER_COMMANDS))
def test_a_folder_under_proc_or_sys_is_refused_before_the_work(command: str, place: str) -> None:
    _refused_before_the_work(_args(FOLDER_COMMANDS[command], place), place)
    assert not Path(place).exists()


@pytest.mark.parametrize("command", sorted(FILE_COMMANDS))
def test_a_file_under_proc_is_refused_before_the_work(command: str) -> None:
    args = _args(FILE_COMMANDS[command], "/proc/hearts-out")
    _refused_before_the_work(args, "/proc/hearts-out/")


@pytest.mark.parametrize("command", sorted(FOLDER_COMMANDS) + sorted(FILE_COMMANDS))
def test_a_new_folder_in_an_immutable_folder_is_refused_before_the_work(command: str, tmp_path: Path) -> None:
    with _immutable(tmp_path) as frozen:
        out = str(frozen / "new")
        template = {**FOLDER_COMMANDS, **FILE_COMMANDS}[command]
        _refused_before_the_work(_args(template, out), out)
        assert not list(frozen.iterdir())  # the probe left nothing behind


def test_the_probe_leaves_a_writable_folder_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["walkthrough", "--seed", "1", "-o", str(out / "deeper")])
    assert result.exit_code == 0, result.output
    assert [p.name for p in tmp_path.iterdir()] == ["out"]
    assert [p.name for p in (out / "deeper").iterdir()] == ["seed-1.en.html"]
