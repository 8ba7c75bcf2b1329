"""``hearts serve`` refuses bad options in one line (exit code 2): a busy port or a bad host before
it writes anything; what it says at start-up about the tables it resumes and the data folder."""

from __future__ import annotations

import os
import re
import socket
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from tests.support.clock import within
from tests.support.serving import ROOT, serve_command, serving


def _run(tmp_path: Path, *args: str) -> tuple[int, str]:
    args = ("--port", "0", *args)  # any free port: the server binds before it reads its input
    result = CliRunner().invoke(main, ["serve", "--data", str(tmp_path / "t"), "--check-games", "1", *args])
    return result.exit_code, result.output


def test_two_sources_are_bad_usage(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--seed", "1", "--deal", "N:AKQ")
    assert code == 2 and "at most one of --seed, --find and --deal" in output


@pytest.mark.slow
def test_a_bad_deal_is_one_line_naming_the_field(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--deal", "N:AKQ")
    assert code == 2 and output.strip().count("\n") == 0 and "deal:" in output
    assert "Traceback" not in output


def test_an_unknown_variant_is_refused(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--seed", "3", "--variant", "no-such-rules")
    assert code == 2 and "no-such-rules" in output


# ---------------------------------------------------------------- the process, as the user runs it


def _refused(tmp_path: Path, *args: str, data: str = "data") -> subprocess.CompletedProcess[str]:
    """``hearts serve --data DATA ARGS`` as a process that must end (refused) on its own."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = serve_command("--data", str(tmp_path / data), *args)
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=within(60))


def test_a_busy_port_is_refused_in_one_line_before_anything_is_written(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        ran = _refused(tmp_path, "--host", "127.0.0.1", "--port", str(port), "--seed", "1")
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.startswith(f"hearts: error: --port {port}: in use") and ran.stderr.count("\n") == 1
    assert not (tmp_path / "data").exists()  # no folder, no record, no teacher's link


@pytest.mark.parametrize("host", ["\x1b[2J\x1b[31mevil", "203.0.113.7", "x" * 300, "a\r\nb"])
def test_a_bad_host_is_refused_in_one_line_never_echoed_raw(tmp_path: Path, host: str) -> None:
    ran = _refused(tmp_path, "--host", host, "--port", "0", "--seed", "1")
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.startswith("hearts: error: --host '") and ran.stderr.count("\n") == 1
    assert "\x1b" not in ran.stderr and "\r" not in ran.stderr and len(ran.stderr) < 300
    assert not (tmp_path / "data").exists()


def test_a_restart_names_each_resumed_table_with_its_students_link(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    with serving(tmp_path, "--data", data, "--seed", "1") as first:
        made = re.search(r"^table ([A-Z2-9]{6}): seed 1$", first.stdout, re.MULTILINE)
        assert made is not None and f"/teacher#{made.group(1)}." in first.stdout
    code = made.group(1)
    with serving(tmp_path, "--data", data) as again:
        students = f"http://127.0.0.1:{again.port}/play?code={code}"
        resumed = f"resumed table {code} (card-1.0.0, hand 1, 0 card(s) played): students: {students}"
        assert resumed in again.stdout
        assert "the teacher's link of a resumed table is the one printed when it was made" in again.stdout
        new_tables = (
            rf"^teacher: http://127\.0\.0\.1:{again.port}/teacher#[\w-]{{32}} \(make a table there\)$"
        )
        assert re.search(new_tables, again.stdout, re.MULTILINE), again.stdout  # a new server key


def test_a_hostile_data_folder_is_said_escaped_and_the_server_still_starts(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "AAAAAA.json").symlink_to(data / "nowhere")
    (data / "\x1b[2J.json").write_text('{"format": "hearts-table/1", "variant": "\x1b[31mred"}')
    (data / "x.json").mkdir()
    (data / ".BBBBBB.json.q1w2e3.tmp").write_text("{")
    with serving(tmp_path, "--data", str(data)) as served:
        said = served.stderr
    assert "\x1b" not in said and "\\x1b[2J.json" in said
    lines = said.splitlines()
    assert sum(line.startswith("not resumed: ") for line in lines) == 3, said
    assert "removed 1 unfinished write(s) of a record (.tmp)" in said
    assert not (data / ".BBBBBB.json.q1w2e3.tmp").exists()


def test_a_100000_character_deal_is_refused_in_one_short_line(tmp_path: Path) -> None:
    ran = _refused(tmp_path, "--host", "127.0.0.1", "--port", "0", "--deal", "N:" + "A" * 100_000)
    assert ran.returncode == 2 and ran.stderr.count("\n") == 1 and len(ran.stderr) < 300
    assert "100002 characters, longer than a deal (at most 512)" in ran.stderr


def test_a_data_folder_that_cannot_be_made_is_refused_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    ran = _refused(tmp_path, "--host", "127.0.0.1", "--port", "0", "--seed", "1", data="file/data")
    assert ran.returncode == 2 and ran.stdout == "" and ran.stderr.count("\n") == 1
    assert ran.stderr.startswith("hearts: error: --data ") and "cannot make the folder" in ran.stderr


@pytest.mark.parametrize("tables", ["0", "513", "many", "-1"])
def test_a_table_cap_out_of_bounds_is_refused_in_one_line(tmp_path: Path, tables: str) -> None:
    code, output = _run(tmp_path, "--max-tables", tables)
    assert code == 2 and output.strip().count("\n") == 0 and "--max-tables" in output
    assert "Traceback" not in output and not (tmp_path / "t").exists()


def test_the_table_cap_bounds_the_tables_resumed(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    for seed in ("1", "2"):
        with serving(tmp_path, "--data", data, "--seed", seed):
            pass
    with serving(tmp_path, "--data", data, "--max-tables", "1") as capped:
        assert len(re.findall(r"^resumed table ", capped.stdout, re.MULTILINE)) == 1, capped.stdout
        assert "1 older record(s) not read: a server resumes the 1 newest" in capped.stderr
