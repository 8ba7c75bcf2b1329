"""The tables' records are written off the event loop (:meth:`hearts.serve.hub.Hub.saved`): a slow
write at one table holds up neither the event loop nor another table, and every table's record
on disk is still written before its pages hear of the change."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from hearts.cards import Seat
from hearts.engine.variant import Variant
from hearts.serve import hub as hub_module
from hearts.serve.hub import Conn, Hub
from hearts.serve.records import record_path
from hearts.serve.starts import from_deal
from hearts.serve.table import ClassTable, SavedRecord, digest
from tests.support.classroom import NO_PASS_DEAL

HARD = ("hard",) * 4


def _page(table: ClassTable, heard: list[str], hub: Hub) -> None:
    """A page open at ``table``: what it is sent goes to ``heard``."""

    async def send(text: str) -> None:
        heard.append(text)

    async def close(_: int) -> None:
        return None

    conn = Conn(send, close)
    conn.table = table
    hub.conns[table.code].add(conn)


def test_a_slow_record_write_at_one_table_holds_up_no_other(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert hub.data is not None
    data: Path = hub.data
    data.mkdir()
    start = from_deal(NO_PASS_DEAL, Variant(), 4)
    slow, quick = hub.create(start, HARD)[0], hub.create(start, HARD)[0]
    writing, release = threading.Event(), threading.Event()
    on_disk_when_heard: list[str] = []
    real = hub_module.write_record

    def write(folder: Path, code: str, record: SavedRecord) -> None:
        if code == slow.code:
            writing.set()
            assert release.wait(60), "the test never let the slow write go"
        real(folder, code, record)

    monkeypatch.setattr(hub_module, "write_record", write)
    heard: dict[str, list[str]] = {slow.code: [], quick.code: []}
    for table in (slow, quick):
        _page(table, heard[table.code], hub)

    async def play() -> None:
        # A change at each table: a student sits (the tables do not run: no bot plays on after it).
        slowly = asyncio.create_task(hub.changed(slow))
        assert await asyncio.to_thread(writing.wait, 60), "the slow table's record was never written"
        quick.sit(Seat.NORTH)
        await hub.changed(quick)  # done while the slow table's write is still held
        assert heard[quick.code] and not heard[slow.code]
        release.set()
        await slowly
        assert heard[slow.code]
        on_disk_when_heard.append(record_path(data, slow.code).read_text(encoding="utf-8"))

    token = slow.sit(Seat.NORTH)
    asyncio.run(play())
    assert on_disk_when_heard == [slow.saved()]
    assert digest(token) in on_disk_when_heard[0]


def test_the_record_written_is_the_table_saved_record_joined(hub: Hub) -> None:
    assert hub.data is not None
    hub.data.mkdir()
    table, _ = hub.create(from_deal(NO_PASS_DEAL, Variant(), 4), HARD)
    table.running = True
    while table.bot_to_act(lambda seat: True) is not None and len(table.actions) < 20:
        table.bot_move()

    asyncio.run(hub.saved(table))
    text = record_path(hub.data, table.code).read_text(encoding="utf-8")
    assert text == table.saved() == table.saved_record().data().decode()
    again = ClassTable.resume(text, "record", 1)
    assert again.actions == table.actions and [m.decision for m in again.moves] == [
        m.decision for m in table.moves
    ]
