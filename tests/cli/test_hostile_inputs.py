"""Every command over a table of hostile inputs: one line, the right exit code, no traceback, fast.

Each case names a command line with ``{X}`` where the hostile path goes. The
command must end within :data:`LIMIT` seconds with exit code 2 (1 for ``scenarios
lint``, whose contract is "1 = problems found") and say so on one line of stderr
(lint: one problem line on stdout), never with a Python traceback.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.support.clock import within
from tests.support.hostile import LIMIT, MODELINE
from tests.support.hostile import check as _check
from tests.support.hostile import run as _run

ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
)

# name -> bytes of a hostile file (the same files serve as variant, scenario, phrase files ...)
CONTENTS: dict[str, bytes] = {
    "empty": b"",
    "binary": bytes(range(256)) * 4,
    "latin-1": "name: caf\xe9\n".encode("latin-1"),
    "nul": b"name: x\n\x00\n",
    "alias-bomb": ALIAS_BOMB.encode(),
    "deep-flow": b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n",
    "deep-block": "".join(" " * i + "- \n" for i in range(300)).encode(),
    "huge-int": b"name: x\ntarget_score: " + b"9" * 5000 + b"\n",
    "non-scalar-key": b"? [a, b]\n: 1\n",
    "python-tag": b"name: !!python/object/apply:os.system [echo hi]\n",
    "recursive-alias": b"a: &a [*a]\n",
    "scalar": b"just a string\n",
    "list": b"- 1\n- 2\n",
    "huge": b"# " + b"x" * (9 * 1024 * 1024) + b"\n",
    "bad-yaml": b"a: [1, 2\n",
}

# command lines; {X} is replaced by the hostile path
READERS: dict[str, tuple[list[str], int]] = {
    "play": (["play", "--variant", "{X}"], 2),
    "variant-card": (["variant", "card", "{X}"], 2),
    "variant-check": (["variant", "check", "{X}", "--games", "0"], 2),
    "variant-diff": (["variant", "diff", "web", "{X}", "--hands", "0"], 2),
    "tournament": (["tournament", "--variant", "{X}", "--deals", "1"], 2),
    "fuzz": (["fuzz", "--engine", "true", "--variant", "{X}"], 2),
    "conform": (["conform", "{X}"], 2),
    "conform-xfail": (["conform", "--expected-failures", "{X}", "{CORPUS}"], 2),
    "lint": (["scenarios", "lint", "{X}"], 1),
    "walkthrough": (["walkthrough", "--corpus", "{X}", "--scenario", "x", "-o", "{TMP}/out"], 2),
    "step": (["step", "--corpus", "{X}", "--scenario", "x"], 2),
}


def _as_variant(content: bytes) -> bytes:
    return content


def _as_scenarios(content: bytes) -> bytes:
    return MODELINE.encode() + content


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Hostile paths: one file per content (as a variant and as a scenario file) and special files."""
    root = tmp_path_factory.mktemp("hostile")
    paths: dict[str, Path] = {}
    for name, content in CONTENTS.items():
        for kind, wrap in (("variant", _as_variant), ("scenarios", _as_scenarios)):
            path = root / kind / f"{name}.yaml"
            path.parent.mkdir(exist_ok=True)
            path.write_bytes(wrap(content))
            paths[f"{kind}:{name}"] = path
    (root / "bom.yaml").write_bytes(b"\xef\xbb\xbf" + MODELINE.encode() + b"scenarios: [\n")
    paths["scenarios:bom-then-bad"] = root / "bom.yaml"
    fifo = root / "fifo.yaml"
    os.mkfifo(fifo)
    paths["fifo"] = fifo
    (root / "loop1.yaml").symlink_to(root / "loop2.yaml")
    (root / "loop2.yaml").symlink_to(root / "loop1.yaml")
    paths["symlink-loop"] = root / "loop1.yaml"
    paths["missing"] = root / "missing.yaml"
    paths["folder.yaml"] = root / "folder.yaml"
    (root / "folder.yaml").mkdir()
    paths["dev-null"] = Path("/dev/null")
    paths["dev-zero"] = Path("/dev/zero")
    return paths


UNREADABLE = ("binary", "latin-1", "nul", "huge")
"""Contents that are not text (or too much of it): the file cannot be read at all."""

SPECIAL = ["fifo", "symlink-loop", "missing", "folder.yaml", "dev-null", "dev-zero"]


def _cases() -> Iterator[Any]:
    for command, (argv, code) in READERS.items():
        scenario_like = command in ("conform", "lint", "walkthrough", "step")
        kind = "scenarios" if scenario_like else "variant"
        names = [f"{kind}:{n}" for n in CONTENTS] + SPECIAL
        if scenario_like:
            names.append("scenarios:bom-then-bad")
        for name in names:
            if command == "conform-xfail" and ":" in name and name.split(":")[1] not in UNREADABLE:
                continue  # any text is a valid expected-failures file (one id per line)
            yield pytest.param(command, argv, code, name, id=f"{command}-{name}")


@pytest.mark.parametrize(("command", "argv", "code", "name"), list(_cases()))
def test_hostile_input(
    command: str, argv: list[str], code: int, name: str, hostile: dict[str, Path], tmp_path: Path
) -> None:
    corpus = Path(__file__).resolve().parents[2] / "scenarios" / "follow.yaml"
    args = [
        a.replace("{X}", str(hostile[name])).replace("{TMP}", str(tmp_path)).replace("{CORPUS}", str(corpus))
        for a in argv
    ]
    expected = code
    if command == "lint" and (name in SPECIAL or name.split(":")[-1] in UNREADABLE):
        expected = 2  # a path that cannot be read at all
    if command in ("lint",) and name == "folder.yaml":
        pytest.skip("an empty folder holds no scenario files: covered by test_lint_empty_folder")
    _check(args, expected, lines_on="stdout" if expected == 1 else "stderr")


def test_lint_empty_folder(tmp_path: Path) -> None:
    """A run that checked nothing is not a pass."""
    _check(["scenarios", "lint", str(tmp_path)], 2)


def test_alias_bomb_refused_fast(hostile: dict[str, Path]) -> None:
    start = time.monotonic()
    result, _ = _run(["variant", "card", str(hostile["variant:alias-bomb"])])
    seconds = time.monotonic() - start
    assert result.exit_code == 2 and "aliases" in result.stderr, result.stderr
    assert seconds < within(1.0), seconds


def test_bom_before_modeline_is_fine(tmp_path: Path) -> None:
    source = (Path(__file__).resolve().parents[2] / "scenarios" / "ties.yaml").read_bytes()
    path = tmp_path / "ties.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + source)
    result, _ = _run(["scenarios", "lint", str(path)])
    assert result.exit_code == 0, result.stdout + result.stderr


def test_nul_byte_has_a_line_number(hostile: dict[str, Path]) -> None:
    result = _check(["variant", "card", str(hostile["variant:nul"])], 2)
    assert "nul.yaml:2" in result.stderr and "NUL" in result.stderr


def test_non_scalar_key_without_python_internals(hostile: dict[str, Path]) -> None:
    result = _check(["variant", "card", str(hostile["variant:non-scalar-key"])], 2)
    assert "Node" not in result.stderr and "tag=" not in result.stderr


# ------------------------------------------------------------------ wrong types per field


def _knob_cases() -> Iterator[Any]:
    base = yaml.safe_load(
        (Path(__file__).resolve().parents[2] / "hearts" / "variants" / "web.yaml").read_text("utf-8")
    )
    bad_values: dict[str, str] = {
        "list": "[1, 2]",
        "mapping": "{a: 1}",
        "text": "'a b c'",
        "huge": "9" * 5000,
        "negative": "-1",
        "empty": "''",
        "null": "null",
    }
    for knob in base:
        for label, value in bad_values.items():
            yield pytest.param(knob, value, id=f"{knob}-{label}")


@pytest.mark.parametrize(("knob", "value"), list(_knob_cases()))
@pytest.mark.slow
def test_wrong_type_per_field(knob: str, value: str, tmp_path: Path) -> None:
    source = Path(__file__).resolve().parents[2] / "hearts" / "variants" / "web.yaml"
    lines = [
        f"{knob}: {value}" if line.startswith(f"{knob}:") else line
        for line in source.read_text("utf-8").splitlines()
    ]
    path = tmp_path / "v.yaml"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    result, seconds = _run(["variant", "card", str(path)])
    shown = f"{knob}={value[:20]}: {result.exit_code} {result.stderr!r} {result.exception!r}"
    assert result.exception is None or isinstance(result.exception, SystemExit), shown
    assert result.exit_code in (0, 2), shown
    if result.exit_code == 2:
        lines_ = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines_) == 1 and "v.yaml" in lines_[0], shown
        assert seconds < within(LIMIT)


# ------------------------------------------------------------------ outputs


def _writers(target: str) -> list[list[str]]:
    return [
        ["play", "--seed", "2", "--players", "random", "--json", target],
        ["variant", "card", "web", "-o", target],
        ["spec", "coverage", "--json", target],
    ]


@pytest.mark.parametrize(
    "target",
    ["{TMP}", ".", "{TMP}/file.txt/x.json", "{TMP}/" + "n" * 300 + ".json", "/sys/hearts.json"],
)
@pytest.mark.parametrize("which", [0, 1, 2])
def test_bad_output(target: str, which: int, tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("x")
    args = _writers(target.replace("{TMP}", str(tmp_path)))[which]
    result = _check(args, 2)
    assert "cannot write" in result.stderr


@pytest.mark.parametrize("which", [0, 1])
def test_full_device(which: int) -> None:
    """/dev/full is written (and fails: no space), never replaced."""
    result = _check(_writers("/dev/full")[which], 2)
    assert "No space left" in result.stderr
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


@pytest.mark.parametrize(
    ("args", "bad"),
    [
        (["walkthrough", "--seed", "1", "-o", "{FILE}"], "is a file"),
        (["walkthrough", "--seed", "1", "-o", "{FILE}/sub"], "a file, not a folder"),
        (["walkthrough", "--seed", "1", "-o", "/sys/hearts-out"], "cannot write"),
        (["variant", "check", "web", "--games", "0", "-o", "{FILE}"], "is a file"),
        (["demo", "-o", "{FILE}"], "is a file"),
        (["demo", "-o", "{FILE}/sub"], "a file, not a folder"),
        (["conform", "--junit", "{TMP}", "{CORPUS}"], "is a directory"),
        (["conform", "--junit", "{FILE}/x.xml", "{CORPUS}"], "a file, not a folder"),
    ],
)
def test_bad_output_folder(args: list[str], bad: str, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    corpus = Path(__file__).resolve().parents[2] / "scenarios" / "follow.yaml"
    args = [
        a.replace("{FILE}", str(tmp_path / "file"))
        .replace("{TMP}", str(tmp_path))
        .replace("{CORPUS}", str(corpus))
        for a in args
    ]
    result = _check(args, 2)
    assert bad in result.stderr


@pytest.mark.parametrize("which", [0, 1, 2])
@pytest.mark.slow
def test_output_through_symlink_replaces_the_target(which: int, tmp_path: Path) -> None:
    target = tmp_path / "real.out"
    target.write_text("old")
    os.chmod(target, 0o640)
    link = tmp_path / "link.out"
    link.symlink_to(target)
    result, _ = _run(_writers(str(link))[which])
    assert result.exit_code in (0, 1), result.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() != "old"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.slow  # a child process per case: 4 s in all
@pytest.mark.parametrize("which", [0, 1, 2])
@pytest.mark.parametrize("target", ["/dev/stdout", "-"])
def test_output_to_stdout(target: str, which: int) -> None:
    args = _writers(target)[which]
    if target == "-" and which == 1:
        args = ["variant", "card", "web"]  # the card goes to stdout without -o
    result, _ = _run(args)
    assert result.exit_code in (0, 1), result.stderr
    assert result.stdout.lstrip().startswith(("{", "#")), result.stdout[:200]


def test_dev_null_is_not_replaced() -> None:
    before = os.stat("/dev/null")
    result, _ = _run(_writers("/dev/null")[0])
    assert result.exit_code == 0, result.stderr
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "card.md"
    target.write_text("old card")

    def fail(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    result = _check(["variant", "card", "web", "-o", str(target)], 2)
    assert "No space left" in result.stderr
    assert target.read_text() == "old card"
    assert [p.name for p in tmp_path.iterdir()] == ["card.md"]


@pytest.mark.skipif(sys.platform != "linux", reason="Linux devices")
def test_fifo_output_is_written_not_replaced(tmp_path: Path) -> None:
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    result, _ = _run(["variant", "card", "web", "-o", str(fifo)])
    reader.join(5)
    assert result.exit_code == 0, result.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert got and got[0].startswith(b"#")


# ------------------------------------------------------------------ options


@pytest.mark.parametrize("value", ["inf", "nan", "-1", "0", "1e400"])
@pytest.mark.parametrize("command", ["conform", "fuzz"])
def test_timeout_is_validated(command: str, value: str) -> None:
    args = ["conform", "--engine", "true", "--timeout", value]
    if command == "fuzz":
        args = ["fuzz", "--engine", "true", "--timeout", value]
    result = _check(args, 2)
    assert "--timeout" in result.stderr


def test_symlink_loop_among_scenario_folders(tmp_path: Path) -> None:
    """Each folder and file is read once: no hang, no duplicate-id errors from the same file."""
    folder = tmp_path / "a"
    folder.mkdir()
    source = Path(__file__).resolve().parents[2] / "scenarios" / "ties.yaml"
    (folder / "ties.yaml").write_bytes(source.read_bytes())
    (folder / "up").symlink_to("..")
    (folder / "self").symlink_to("../a")
    (folder / "again.yaml").symlink_to("ties.yaml")
    result, seconds = _run(["scenarios", "lint", str(tmp_path)])
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "1 file" in result.stderr and seconds < within(LIMIT)
