"""The data folder (``hearts serve --data``) read as hostile input: a saved record's code, its file
name and kind, races with the listing, unfinished writes, and the bounds on what is resumed and
kept (:mod:`hearts.serve.records`). Each record's failure stays that record's: the others resume."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import read_text
from hearts.serve import hub as hub_module
from hearts.serve import records
from hearts.serve.exports import export
from hearts.serve.hub import Hub
from hearts.serve.limits import MAX_TABLES
from hearts.serve.records import record_path, scan
from hearts.serve.starts import from_deal
from hearts.serve.table import CODE_LETTERS, ClassTable
from tests.support.classroom import CHECK, NO_PASS_DEAL

BOTS = ("hard",) * 4


def _folder(hub: Hub) -> Path:
    assert hub.data is not None
    hub.data.mkdir(exist_ok=True)
    return hub.data


def _table(hub: Hub) -> tuple[ClassTable, Path]:
    """A new table of ``hub`` and its record."""
    data = _folder(hub)
    table, _ = hub.create(from_deal(NO_PASS_DEAL, Variant(), 4), BOTS)
    return table, data / f"{table.code}.json"


def _forged(path: Path, name: str | None = None, **fields: Any) -> Path:
    """The record at ``path`` with ``fields`` changed, written as ``name`` (the same file by default)."""
    saved = json.loads(path.read_text())
    saved.update(fields)
    target = path if name is None else path.with_name(name)
    target.write_text(json.dumps(saved))
    if target != path:
        path.unlink()
    return target


def _restarted(hub: Hub) -> Hub:
    again = Hub(hub.data, bot_delay=0, grace=60, variant_check=CHECK)
    again.resume_all()
    return again


def _said(hub: Hub, *parts: str) -> str:
    """The one line about an entry that holds every one of ``parts``."""
    lines = [line for line in hub.skipped if all(part in line for part in parts)]
    assert len(lines) == 1, hub.skipped
    return lines[0]


def test_a_saved_code_with_a_path_cannot_write_outside_data(hub: Hub, tmp_path: Path) -> None:
    table, path = _table(hub)
    _forged(path, code="../escaped")
    again = _restarted(hub)
    assert again.tables == {} and "field 'code'" in _said(again, str(path))
    # A table whose code were a path is never written either: the name is built from a checked code.
    table.code = "../escaped"
    with pytest.raises(InputError, match="not a table code"):
        again.save(table)
    assert not (tmp_path / "escaped.json").exists() and not list(tmp_path.glob("escaped*"))


def test_a_saved_code_with_cr_lf_never_reaches_a_header_or_the_terminal(hub: Hub) -> None:
    _, path = _table(hub)
    _forged(path, code="AB\r\nX-Evil: 1\x1b[2J")
    again = _restarted(hub)
    line = _said(again, str(path), "field 'code'")
    assert again.tables == {} and not any(ch in line for ch in "\r\n\x1b")
    # A resumed table's code is six code letters: the export's file name is plain.
    ok, _ = _table(hub)
    name, _, _ = export(_restarted(hub).tables[ok.code], "saved.json", "en")
    assert name == f"table-{ok.code.lower()}.json"


def test_a_lowercase_saved_code_is_refused_not_resumed_unreachable(hub: Hub) -> None:
    table, path = _table(hub)
    lower = _forged(path, f"{table.code.lower()}.json", code=table.code.lower())
    again = _restarted(hub)
    assert again.tables == {} and "field 'code'" in _said(again, str(lower))


def test_two_records_with_one_code_are_both_named_and_the_copy_is_refused(hub: Hub) -> None:
    table, path = _table(hub)
    _, other_path = _table(hub)
    copy = _forged(other_path, code=table.code)  # a second record holding the first one's code
    again = _restarted(hub)
    assert set(again.tables) == {table.code}
    line = _said(again, str(copy))
    assert f"{table.code} is the code of {path} too" in line and "not resumed" in line


def test_a_record_not_named_after_its_code_is_refused_with_the_name_to_give_it(hub: Hub) -> None:
    table, path = _table(hub)
    moved = path.rename(path.with_name("copy of the lesson.json"))
    again = _restarted(hub)
    assert again.tables == {}
    assert f"rename it {table.code}.json" in _said(again, str(moved))


def test_a_record_naming_an_unknown_player_is_refused(hub: Hub) -> None:
    _, path = _table(hub)
    played = ClassTable.resume(path.read_text(), str(path), CHECK)
    played.running = True
    played.bot_move()
    path.write_text(played.saved().replace('"actors":["hard"]', '"actors":["<b>mallory</b>"]'))
    again = _restarted(hub)
    assert again.tables == {} and "field 'actors': card 0" in _said(again, str(path))


def test_links_folders_fifos_and_unreadable_entries_are_each_one_line_and_the_rest_resume(
    hub: Hub, tmp_path: Path
) -> None:
    good, path = _table(hub)
    data = path.parent
    outside = tmp_path / "outside.json"
    outside.write_text(path.read_text())
    (data / "AAAAAA.json").symlink_to(data / "nowhere.json")  # dangling
    (data / "BBBBBB.json").symlink_to(outside)  # out of the folder
    (data / "x.json").mkdir()
    os.mkfifo(data / "y.json")
    (data / "z.json").write_bytes(b'{"format": "\xff"}')
    entries = ["AAAAAA.json", "BBBBBB.json", "x.json", "y.json", "z.json"]
    if os.geteuid() != 0:  # root reads a file whatever its mode
        (data / "CCCCCC.json").write_text("{}")
        (data / "CCCCCC.json").chmod(0)
        entries.append("CCCCCC.json")
    again = _restarted(hub)
    assert set(again.tables) == {good.code}
    for name in entries:
        _said(again, str(data / name))
    assert len(again.skipped) == len(entries)
    assert "symbolic link" in _said(again, "BBBBBB.json") and "folder" in _said(again, "x.json")


def test_a_record_vanishing_between_listing_and_reading_is_one_line(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    good, _ = _table(hub)
    _, gone_path = _table(hub)

    def vanishing(path: Path, *args: Any) -> str:
        if Path(path) == gone_path:
            gone_path.unlink()
        return read_text(path, *args)

    monkeypatch.setattr(records, "read_text", vanishing)
    again = _restarted(hub)
    assert set(again.tables) == {good.code} and "cannot read" in _said(again, str(gone_path))


def test_an_entry_gone_before_its_time_is_read_does_not_stop_the_others(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    good, _ = _table(hub)
    data = _folder(hub)
    lstat = Path.lstat

    def racing(self: Path) -> os.stat_result:
        if self.name == "GGGGGG.json":
            raise FileNotFoundError(2, "No such file or directory")
        return lstat(self)

    (data / "GGGGGG.json").write_text("{}")
    monkeypatch.setattr(Path, "lstat", racing)
    again = _restarted(hub)
    assert set(again.tables) == {good.code} and "cannot read" in _said(again, "GGGGGG.json")


def test_unfinished_writes_of_a_killed_server_are_swept_at_start(hub: Hub) -> None:
    table, path = _table(hub)
    data = path.parent
    # As write_atomic names its temporary file (hearts/plumbing/atomic.py).
    fd, leftover = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=data)
    os.close(fd)
    other = data / ".ZZZZZZ.json.k3j2.tmp"
    other.write_text("{")
    kept = [data / ".notes.tmp", data / "draft.tmp", data / ".ZZZZZZ.json.folder.tmp"]
    kept[0].write_text("mine")
    kept[1].write_text("mine")
    kept[2].mkdir()
    again = _restarted(hub)
    assert again.swept == 2 and not Path(leftover).exists() and not other.exists()
    assert all(p.exists() for p in kept) and set(again.tables) == {table.code}


def test_records_beyond_the_newest_are_said_in_one_summary_line(hub: Hub) -> None:
    made = [_table(hub) for _ in range(5)]
    for age, (_, path) in enumerate(made):
        os.utime(path, (1_000_000 + age, 1_000_000 + age))  # the last one made is the newest
    found = scan(_folder(hub), CHECK, keep=2)
    assert [t.code for t in found.tables] == [made[4][0].code, made[3][0].code]
    assert len(found.refused) == 1 and "3 older record(s) not read" in found.refused[0]
    assert found.records == 5


def test_three_hundred_records_resume_the_newest_and_say_the_rest_in_one_line(hub: Hub) -> None:
    _, path = _table(hub)
    saved = json.loads(path.read_text())
    path.unlink()
    codes = ["".join(CODE_LETTERS[(n // 32**k) % 32] for k in range(6)) for n in range(300)]
    for age, code in enumerate(codes):
        copy = path.with_name(f"{code}.json")
        copy.write_text(json.dumps({**saved, "code": code}))
        os.utime(copy, (1_000_000 + age, 1_000_000 + age))
    again = _restarted(hub)
    assert set(again.tables) == set(codes[-MAX_TABLES:]) and again.records == 300
    assert again.skipped == [
        f"{path.parent}: {300 - MAX_TABLES} older record(s) not read: a server resumes the {MAX_TABLES} "
        "newest (the others stay in the folder, each a saved game to upload)"
    ]


def test_a_data_folder_that_cannot_be_listed_is_one_line(hub: Hub, monkeypatch: pytest.MonkeyPatch) -> None:
    data = _folder(hub)

    def refused(path: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "scandir", refused)
    again = _restarted(hub)
    assert again.tables == {} and again.skipped == [f"{data}: cannot list the folder: Permission denied"]


def test_a_full_data_folder_makes_no_new_table_and_says_why(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub_module, "MAX_RECORDS", 2)
    _, first = _table(hub)
    _table(hub)
    with pytest.raises(InputError, match=r"holds 2 table records.*move old ones elsewhere"):
        _table(hub)
    first.unlink()  # the teacher moved one away: counted again, there is room
    _table(hub)
    assert len(list(_folder(hub).glob("*.json"))) == 2


def test_a_new_table_never_takes_the_code_of_a_record_on_disk(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _folder(hub)
    (data / "KKKKKK.json").write_text("a record this server did not resume")
    codes = iter(["KKKKKK", "MMMMMM"])
    monkeypatch.setattr(hub_module, "new_code", lambda: next(codes))
    table, _ = _table(hub)
    assert table.code == "MMMMMM" and (data / "KKKKKK.json").read_text().startswith("a record")


def test_a_record_is_never_written_through_a_link_out_of_data(hub: Hub, tmp_path: Path) -> None:
    table, path = _table(hub)
    outside = tmp_path / "elsewhere.json"
    outside.write_text("not the server's")
    path.unlink()
    path.symlink_to(outside)
    with pytest.raises(InputError, match="outside the folder"):
        hub.save(table)
    assert outside.read_text() == "not the server's"
    with pytest.raises(InputError, match="not a table code"):
        record_path(path.parent, "ABCDEF/../../x")


@pytest.mark.parametrize(
    "forge",
    [
        lambda saved: saved.update(code=["ABCDEF"]),
        lambda saved: saved.update(code="ABCDE"),
        lambda saved: saved.update(code="ABCDE0"),
        lambda saved: saved.update(code="ABC\ud800EF"),
        lambda saved: saved.update(teacher=None),
    ],
    ids=["a-list", "five-letters", "a-zero", "a-lone-surrogate", "no-teacher"],
)
def test_a_code_or_teacher_of_another_kind_is_refused(
    hub: Hub, forge: Callable[[dict[str, Any]], None]
) -> None:
    _, path = _table(hub)
    saved = json.loads(path.read_text())
    forge(saved)
    path.write_text(json.dumps(saved))
    again = _restarted(hub)
    assert again.tables == {} and "field '" in _said(again, str(path))
