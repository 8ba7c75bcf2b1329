"""Every table of a server and every connection to it: intents in, snapshots out.

The hub reads each message (:func:`hearts.serve.messages.parse`), checks who sent it (the
teacher's token, a seat's token), lets the table act, saves the table's game record atomically
(:func:`hearts.plumbing.atomic.write_atomic`) and sends each viewer its snapshot. Bots play from
one task per table, the tables' bots taking turns (a student's card waits for one bot's card at
most); records are written by threads of their own while the event loop serves the other tables.
A seat whose student has been away :attr:`Hub.grace` seconds goes to its bot.
A refused intent is answered to its sender alone with one sentence in its language; nothing a
client sends can stop the hub serving the other tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hearts.cards import Seat
from hearts.plumbing.atomic import write_atomic
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.serve.exports import walkthrough_lays_out
from hearts.serve.judge import Decided
from hearts.serve.lessons import MAX_LESSON_TABLES, Lesson
from hearts.serve.limits import (
    MAX_CONNECTIONS,
    MAX_RECORDS,
    MAX_TABLE_CONNECTIONS,
    MAX_TABLES,
    STRIKES,
    RateLimit,
)
from hearts.serve.messages import TEACHER_KINDS, Intent, RefusedMessage, parse
from hearts.serve.records import count, on_disk, record_path, scan
from hearts.serve.rights import Pass, admit, new_key, seat_acting, teaches
from hearts.serve.snapshot import Public, hint_data, student_snapshot, teacher_snapshot
from hearts.serve.starts import CHECK_GAMES, TableStart
from hearts.serve.store import Store
from hearts.serve.table import (
    CODE_LETTERS,
    CardRefused,
    ClassTable,
    Refused,
    SavedRecord,
    digest,
    new_code,
    new_token,
)
from hearts.serve.words import Lang, chosen_language, refused_sentence, say

__all__ = ["CODE_LETTERS", "Conn", "Hub", "Send"]

LOG = logging.getLogger("hearts.serve")
RECORD_BATCH = 200
"""Decisions written to the class records in one transaction at most."""
RECORD_WRITERS = 4
"""Threads that write the tables' records (a file's write lets the event loop run meanwhile)."""
SEND_TIMEOUT = 5.0
"""Seconds a page may take to take its snapshot before the hub lets it go."""

Send = Callable[[str], Awaitable[None]]
"""Sends one message (JSON text) to a page."""


def write_record(data: Path, code: str, record: SavedRecord) -> None:
    """Write a table's saved record to its file in the data folder
    (:func:`hearts.serve.records.record_path`: built from its checked code, inside the folder)."""
    write_atomic(record_path(data, code), record.data())


@dataclass(eq=False, slots=True)
class Conn:
    """One page's connection: who it is once it said hello."""

    send: Send
    close: Callable[[int], Awaitable[None]]
    id: str = field(default_factory=lambda: secrets.token_hex(8))
    lang: str = "en"
    table: ClassTable | None = None
    """The table the page said hello to (``None`` before, or after a refused hello)."""
    rights: Pass | None = None
    """What the page may do there (:mod:`hearts.serve.rights`): set by ``hello`` alone, whole."""
    limit: RateLimit = field(default_factory=RateLimit)
    strikes: int = 0

    @property
    def teacher(self) -> bool:
        """Whether the page teaches the table it is at."""
        return self.table is not None and teaches(self.rights, self.table)

    @property
    def seat(self) -> Seat | None:
        """The seat the page holds at its table."""
        return self.rights.seat if self.rights is not None else None

    @property
    def token(self) -> str | None:
        return self.rights.token if self.rights is not None else None


class Hub:
    """The tables of one server and the connections to them."""

    def __init__(
        self,
        data: Path | None = None,
        bot_delay: float = 0.8,
        grace: float = 10.0,
        variant_check: int = CHECK_GAMES,
        join: str = "",
        key: str | None = None,
        store: Store | None = None,
        max_tables: int = MAX_TABLES,
    ) -> None:
        self.data = data
        self.max_tables = max_tables
        """Tables the server keeps at once (``hearts serve --max-tables``), and resumes at start."""
        self.store = store
        """The class records (:mod:`hearts.serve.store`): ``None`` keeps none."""
        self._pending: list[Decided] = []
        self._disk = ThreadPoolExecutor(RECORD_WRITERS, thread_name_prefix="hearts-records")
        """The record writers (:meth:`saved`): a slow write at one table holds up no other."""
        self._saving: dict[str, asyncio.Lock] = {}
        """Each table's turn to write its record (its writes in order)."""
        self._writer: asyncio.Task[None] | None = None
        self.records_lost = 0
        """Decisions the class records could not keep (the database failed): the tables played on."""
        self.key = key if key is not None else new_key()
        """The server key: only a request that gives it makes a table (:mod:`hearts.serve.rights`)."""
        self.bot_delay = bot_delay
        """Seconds a bot waits before its card (so the room can follow)."""
        self.grace = grace
        """Seconds a seated student may be away before the seat's bot plays for it."""
        self.variant_check = variant_check
        self.join = join
        """The address students join at (shown on the teacher's page)."""
        self.tables: dict[str, ClassTable] = {}
        self.lessons: dict[str, Lesson] = {}
        """The lessons: the same deal at several tables (:mod:`hearts.serve.lessons`)."""
        self.conns: dict[str, set[Conn]] = {}
        self.away: dict[tuple[str, Seat], float] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._bot_turn = asyncio.Lock()
        """Held by the table whose bot plays a card (a bot's decision, its save and its snapshots):
        the tables' bots take turns, so a student's card waits for one bot's card at most, not
        for a bot card of every table."""
        self.touched: dict[str, float] = {}
        """When each table last changed (the oldest idle one makes room for a new one)."""
        self._connections = 0
        self.skipped: list[str] = []
        """Saved tables that could not be resumed, each with its one-line reason."""
        self.swept = 0
        """Unfinished writes of records removed at start-up."""
        self.records = 0
        """Records in the data folder (counted at start-up, one more for each new table)."""

    # ------------------------------------------------------------ tables

    def resume_all(self) -> None:
        """Every table saved in the data folder that passes its checks, the newest first
        (:func:`hearts.serve.records.scan`): those not resumed are in :attr:`skipped`."""
        if self.data is None or not self.data.is_dir():
            return
        found = scan(self.data, self.variant_check, self.max_tables)
        self.skipped += found.refused
        self.swept, self.records = found.swept, found.records
        lessons: dict[str, list[ClassTable]] = {}
        for table in found.tables:
            self.tables[table.code] = table
            self.conns[table.code] = set()
            for seat, s in zip(table.around, table.seats, strict=True):
                if s.token is not None:
                    self.away[(table.code, seat)] = time.monotonic()
            if table.lesson is not None:
                lessons.setdefault(table.lesson, []).append(table)
        for code, tables in lessons.items():
            tables.sort(key=lambda t: t.code)
            first = tables[0]
            compared = first.compared or first.label(first.around[len(first.around) // 2])
            codes = tuple(t.code for t in tables if t.teacher == first.teacher)
            self.lessons[code] = Lesson(code, codes, first.teacher, first.start.source, compared)

    def create(
        self,
        start: TableStart,
        levels: tuple[str, ...],
        whole_game: bool = False,
        token: str | None = None,
        lesson: str | None = None,
        compared: str | None = None,
    ) -> tuple[ClassTable, str]:
        """A new table (``InputError`` if the server has as many as it may, or its data folder
        as many records): it and the teacher's token (``token``, for a lesson's tables: one
        token teaches them all)."""
        self._room_on_disk()
        if len(self.tables) >= self.max_tables and not self._let_go():
            raise self._full()
        code = new_code()
        while code in self.tables or (self.data is not None and on_disk(self.data, code)):
            code = new_code()  # a new table never takes the code of a record not resumed
        token = token if token is not None else new_token()
        table = ClassTable(code, start, levels, digest(token), whole_game)
        table.lesson, table.compared = lesson, compared
        self.save(table)
        self.records += 1
        self.tables[code] = table
        self.conns[code] = set()
        return table, token

    def create_lesson(
        self, start: TableStart, levels: tuple[str, ...], count: int, seat: str
    ) -> tuple[Lesson, str]:
        """The same deal at ``count`` tables (:mod:`hearts.serve.lessons`): the lesson and its
        teacher's token. ``InputError`` for a count out of bounds, a seat the table does not
        have, or a server without room for them all (no table is made then)."""
        if not 1 <= count <= MAX_LESSON_TABLES:
            raise InputError(f"tables: from 1 to {MAX_LESSON_TABLES} for one lesson, got {count}")
        labels = [seat_.label(start.variant.players) for seat_ in Seat.at_table(start.variant.players)]
        if seat not in labels:
            raise InputError(f"seat: one of {', '.join(labels)}, got {seat[:10]!r}")
        idle = sum(1 for code in self.tables if not self.conns[code])
        if len(self.tables) - idle + count > self.max_tables:
            raise self._full()
        code = new_code()
        while code in self.lessons or code in self.tables:
            code = new_code()
        token = new_token()
        made = [self.create(start, levels, False, token, code, seat)[0].code for _ in range(count)]
        lesson = Lesson(code, tuple(made), digest(token), start.source, seat)
        self.lessons[code] = lesson
        return lesson, token

    def _full(self) -> InputError:
        return InputError(
            f"tables: this server keeps {self.max_tables} tables at most, each with a page open "
            "(hearts serve --max-tables)"
        )

    def _room_on_disk(self) -> None:
        """``InputError`` if the data folder holds :data:`MAX_RECORDS` records (counted again
        before refusing: the teacher may have moved some away)."""
        if self.data is None or self.records < MAX_RECORDS:
            return
        self.records = count(self.data)
        if self.records >= MAX_RECORDS:
            raise InputError(
                f"tables: the data folder {shown(str(self.data), 80)} holds {self.records} table records, "
                "as many as a server keeps: move old ones elsewhere (each is a saved game the "
                "teacher's page can upload)"
            )

    def _let_go(self) -> bool:
        """Make room: the table nobody has open that changed longest ago leaves the server's memory
        (its record stays in the data folder, to be uploaded as a saved game)."""
        idle = [t for code, t in self.tables.items() if not self.conns[code]]
        if not idle:
            return False
        oldest = min(idle, key=lambda t: self.touched.get(t.code, 0.0))
        del self.tables[oldest.code], self.conns[oldest.code]
        self._saving.pop(oldest.code, None)
        for seat in oldest.around:
            self.away.pop((oldest.code, seat), None)
        return True

    def save(self, table: ClassTable) -> None:
        """Write the table's record now (:func:`hearts.serve.records.record_path`: built from its
        checked code, inside the data folder)."""
        if self.data is not None:
            write_record(self.data, table.code, table.saved_record())

    async def saved(self, table: ClassTable) -> None:
        """Save the table's record before anyone hears of the change, by the record writer (a
        thread of its own): the event loop only takes the record's pieces
        (:meth:`~hearts.serve.table.ClassTable.saved_record`), and serves the other tables while
        the writer joins them, writes them whole to a temporary file and renames it
        (:func:`~hearts.plumbing.atomic.write_atomic`; the writes of one table in order). The
        record grows with the game (half a megabyte by its end, with every bot's decision
        record): made and written on the event loop, it was the biggest part of a card's cost
        there. No disk sync: the rename is atomic and the page cache keeps the write quick."""
        if self.data is None:
            return
        turn = self._saving.setdefault(table.code, asyncio.Lock())
        async with turn:  # the table's writes in order, each with the record as it is then
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(self._disk, write_record, self.data, table.code, table.saved_record())

    # -------------------------------------------------------- connections

    def connected(self) -> bool:
        """A new connection, if the server has room for it."""
        if self._connections >= MAX_CONNECTIONS:
            return False
        self._connections += 1
        return True

    async def disconnected(self, conn: Conn) -> None:
        self._connections -= 1
        table = self._leave(conn)
        if table is None:
            return
        # The page's own task may be cancelled as it ends: the others hear of it from tasks of their own.
        self.kick(table)
        self._spawn(self.broadcast(table))

    def _leave(self, conn: Conn) -> ClassTable | None:
        """The page leaves its table (if any) with every right it held there: the table it left."""
        table, held = conn.table, conn.rights
        conn.table, conn.rights = None, None
        if table is None:
            return None
        self.conns.get(table.code, set()).discard(conn)
        if held is not None and held.seat is not None and held.token is not None:
            s = table.seats[held.seat]
            if table.seat_of(held.token) is held.seat:
                s.present = max(0, s.present - 1)
                if s.present == 0:
                    self.away[(table.code, held.seat)] = time.monotonic()
                    table.version += 1
        return table

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def receive(self, conn: Conn, raw: str | bytes) -> None:
        """One message from ``conn``: refused with a sentence, or acted on."""
        if not conn.limit.allow(time.monotonic()):
            conn.strikes += 1
            if conn.strikes >= STRIKES:
                await conn.close(1008)
            elif conn.strikes == 1 or conn.strikes % 10 == 0:
                await self._error(conn, "flood")
            return
        try:
            intent = parse(raw)
            await self._act(conn, intent)
        except RefusedMessage as err:
            await self._error(conn, err.key, **err.params)
            if err.close is not None:
                await conn.close(err.close)
        except Refused as err:
            await self._error(conn, err.key, **err.params)
        except CardRefused as err:
            clause, text = refused_sentence(self._lang(conn), err.state, err.card)
            await self._send(
                conn, {"t": "refused", "card": err.card.format(), "clause": clause, "text": text}
            )

    @staticmethod
    def _lang(conn: Conn) -> Lang:
        """The page's language, at the size of its table (seats named as the table names them)."""
        seats = len(conn.table.around) if conn.table is not None else 4
        return Lang(conn.lang, seats)

    async def _error(self, conn: Conn, key: str, **params: str) -> None:
        await self._send(conn, {"t": "error", "key": key, "text": say(conn.lang, key, **params)})

    async def _act(self, conn: Conn, intent: Intent) -> None:
        if intent.lang is not None:
            conn.lang = chosen_language(intent.lang)
        if intent.kind == "hello":
            await self._hello(conn, intent)
            return
        if intent.kind == "lang":
            await self._update(conn)
            return
        table = conn.table
        if table is None:
            raise Refused("hello-first")
        if intent.kind in TEACHER_KINDS:
            if not teaches(conn.rights, table):
                raise Refused("teacher-only")
            await self._teacher(table, intent)
            return
        await self._student(conn, table, intent)

    async def _hello(self, conn: Conn, intent: Intent) -> None:
        """A page says who it is at which table: whatever it held before is gone (another table's
        rights, a seat, the teacher's), and it holds only what this hello proves
        (:func:`hearts.serve.rights.admit`); a refused hello leaves it at no table."""
        code = (intent.code or "").strip().upper()
        table = self.tables.get(code)
        left = self._leave(conn)
        if left is not None:
            self.kick(left)
            self._spawn(self.broadcast(left))
        if table is None:
            raise Refused("unknown-code", code=code[:12] or "—")
        held = admit(table, intent.role, intent.token)
        if len(self.conns[code]) >= MAX_TABLE_CONNECTIONS:
            raise Refused("table-full")
        conn.table, conn.rights = table, Pass(table.code, teacher=held.teacher)
        self.conns[code].add(conn)
        if held.seat is not None and held.token is not None:
            self._take(conn, table, held.seat, held.token)
        await self._update(conn)

    def _take(self, conn: Conn, table: ClassTable, seat: Seat, token: str) -> None:
        assert conn.rights is not None and conn.rights.code == table.code
        conn.rights = conn.rights.seated(seat, token)
        table.seats[seat].present += 1
        self.away.pop((table.code, seat), None)
        table.version += 1

    def _unseat(self, table: ClassTable, seat: Seat) -> None:
        """The seat's token is void: every page of the table that held it holds it no more."""
        for other in self.conns[table.code]:
            if other.rights is not None and other.rights.seat is seat:
                other.rights = other.rights.unseated()

    async def _student(self, conn: Conn, table: ClassTable, intent: Intent) -> None:
        kind = intent.kind
        if kind == "sit":
            if intent.seat is None:
                raise RefusedMessage("malformed", why="field 'seat' is missing")
            seat = table.seat_named(intent.seat)
            if conn.seat is not None:
                raise Refused("seat-taken")
            student = self._student_of(intent.student)
            token = table.sit(seat)
            if student is not None:
                table.seats[seat].student, table.seats[seat].name = student
            self._take(conn, table, seat, token)
            await self._send(conn, {"t": "seated", "seat": table.label(seat), "token": token})
            await self.changed(table)
        elif kind == "watch":
            await self._update(conn)
        elif kind == "leave":
            seat = seat_acting(conn.rights, table, intent.token, intent.seat)
            table.free(seat)
            self._unseat(table, seat)
            await self.changed(table)
        elif kind == "play":
            seat = seat_acting(conn.rights, table, intent.token, intent.seat)
            if intent.card is None:
                raise RefusedMessage("malformed", why="field 'card' is missing")
            table.play(seat, intent.card)
            await self.changed(table)
        elif kind == "hint":
            seat = seat_acting(conn.rights, table, intent.token, intent.seat)
            await self._send(conn, hint_data(self._lang(conn), table, seat))
        elif kind == "vote":
            if intent.card is None:
                raise RefusedMessage("malformed", why="field 'card' is missing")
            table.vote(conn.id, intent.card)
            await self.changed(table, save=False)

    async def _teacher(self, table: ClassTable, intent: Intent) -> None:
        kind = intent.kind
        if kind == "start":
            table.play_on()
        elif kind == "pause":
            table.pause()
        elif kind == "next":
            table.next_hand()
        elif kind == "back":
            if intent.to is None:
                raise RefusedMessage("malformed", why="field 'to' is missing")
            table.take_back(intent.to)
        elif kind == "ask":
            table.ask()
        elif kind == "reveal":
            table.reveal()
        elif kind == "close":
            table.close_poll()
        elif kind == "free":
            if intent.seat is None:
                raise RefusedMessage("malformed", why="field 'seat' is missing")
            seat = table.seat_named(intent.seat)
            table.free(seat)
            self._unseat(table, seat)
        await self.changed(table)

    # ------------------------------------------------------------ sending

    def away_seats(self, table: ClassTable) -> set[Seat]:
        return {
            seat
            for seat, s in zip(table.around, table.seats, strict=True)
            if s.token is not None and s.present == 0
        }

    def snapshot(self, conn: Conn, public: Public | None = None) -> dict[str, Any]:
        table = conn.table
        assert table is not None
        lang = self._lang(conn)
        public = public if public is not None else Public(table, self.away_seats(table))
        if conn.teacher:
            walkthrough = walkthrough_lays_out(table.start.variant)
            return teacher_snapshot(table, lang, public, self.join, walkthrough)
        return student_snapshot(table, lang, conn.seat, conn.id, public)

    async def _send(self, conn: Conn, data: dict[str, Any]) -> None:
        await self._send_text(conn, json.dumps(data, ensure_ascii=False))

    async def _send_text(self, conn: Conn, text: str) -> None:
        # asyncio.timeout, not wait_for: Python 3.11's wait_for runs the send as a task of its own,
        # and a cancellation of this task as that send ends (a page closing) could escape.
        try:
            async with asyncio.timeout(SEND_TIMEOUT):
                await conn.send(text)
        except Exception:  # a page gone or too slow: let it go, keep serving the others
            with contextlib.suppress(Exception):
                await conn.close(1011)

    async def _update(self, conn: Conn) -> None:
        if conn.table is None:
            await self._send(conn, {"t": "hello", "lang": conn.lang})
            return
        await self._send(conn, self.snapshot(conn))

    async def broadcast(self, table: ClassTable) -> None:
        """Every page of the table gets its snapshot: one made and written out per kind of viewer,
        the part every viewer sees made once per language."""
        made: dict[tuple[bool, Seat | None, str, bool], str] = {}
        public = Public(table, self.away_seats(table))
        sends = []
        for conn in list(self.conns.get(table.code, ())):
            voted = table.poll is not None and conn.id in table.poll.votes
            key = (conn.teacher, conn.seat, conn.lang, voted)
            text = made.get(key)
            if text is None or voted:
                text = made[key] = json.dumps(self.snapshot(conn, public), ensure_ascii=False)
            sends.append(self._send_text(conn, text))
        await asyncio.gather(*sends)

    async def changed(self, table: ClassTable, save: bool = True) -> None:
        """After a change: save, tell every page, let the bots play on."""
        self.touched[table.code] = time.monotonic()
        if save:
            await self.saved(table)
        await self.broadcast(table)
        self._keep(table)
        self.kick(table)

    # ------------------------------------------------------- class records

    def _keep(self, table: ClassTable) -> None:
        """Hand the table's new decisions to the writer (off the event loop)."""
        if not table.decided:
            return
        if self.store is not None:
            self._pending.extend(table.decided)
            if self._writer is None or self._writer.done():
                self._writer = asyncio.get_running_loop().create_task(self._write())
        table.decided.clear()

    async def _write(self) -> None:
        """Write the pending decisions in batches, in a worker thread: a database that fails (a
        full disk, a server gone) loses those decisions, says so once in the log, and no table
        waits for it or stops."""
        store = self.store
        assert store is not None
        while self._pending:
            batch = self._pending[:RECORD_BATCH]
            del self._pending[:RECORD_BATCH]
            try:
                await asyncio.to_thread(store.record, batch)
            except Exception as err:
                if not self.records_lost:
                    LOG.error(
                        "class records: %s: cannot keep decisions: %s", store.said, shown(str(err), 160)
                    )
                self.records_lost += len(batch)

    async def flush(self) -> None:
        """Wait until every decision handed to the writer is written (or lost)."""
        while self._writer is not None and not self._writer.done():
            await self._writer

    def _student_of(self, token: str | None) -> tuple[int, str] | None:
        """The class record a sitting student's token names (``None``: none, or the database is
        down: the student plays unrecorded)."""
        if token is None or self.store is None:
            return None
        try:
            found = self.store.student_of(token)
        except Exception as err:
            LOG.error("class records: %s: cannot read: %s", self.store.said, shown(str(err), 160))
            return None
        if found is None:
            raise Refused("bad-student")
        return found.id, found.name

    # ---------------------------------------------------------------- bots

    def _bot_plays(self, table: ClassTable) -> Callable[[Seat], bool]:
        now = time.monotonic()

        def plays(seat: Seat) -> bool:
            since = self.away.get((table.code, seat))
            return since is not None and now - since >= self.grace

        return plays

    def kick(self, table: ClassTable) -> None:
        """Make sure the table's bot task runs if a bot (or a deal) is due."""
        task = self._drivers.get(table.code)
        if task is not None and not task.done():
            self._again.add(table.code)  # it looks once more before it ends
            return
        self._drivers[table.code] = asyncio.get_running_loop().create_task(self._drive(table))

    async def _drive(self, table: ClassTable) -> None:
        while True:
            seat = table.bot_to_act(self._bot_plays(table))
            if seat is None:
                if table.running and table.whole_game and table.state.phase.value == "deal":
                    try:
                        table.next_hand()
                    except Refused:
                        return
                    await self._after_bot(table)
                    continue
                if table.code in self._again:
                    self._again.discard(table.code)
                    continue
                await self._advise(table)
                if table.code in self._again:  # a kick came while the adviser waited its turn
                    self._again.discard(table.code)
                    continue
                self._wake_for_away(table)
                return
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay)
            async with self._bot_turn:  # one table's bot at a time: the pages' messages come between
                if table.bot_to_act(self._bot_plays(table)) is not seat:
                    continue
                table.bot_move()
                await self._after_bot(table)

    async def _advise(self, table: ClassTable) -> None:
        """A student of the class records is to act: the adviser decides now, while the student
        thinks (its card is then judged at once), taking its turn as a bot does."""
        if self.store is None or not self._student_to_act(table):
            return
        async with self._bot_turn:
            if self._student_to_act(table):
                table.advised_cards()

    @staticmethod
    def _student_to_act(table: ClassTable) -> bool:
        seat = table.state.to_act
        return (
            table.running
            and table.poll is None
            and seat is not None
            and table.seats[seat].student is not None
            and bool(table.state.legal_mask())
        )

    async def _after_bot(self, table: ClassTable) -> None:
        await self.saved(table)
        await self.broadcast(table)
        if self.bot_delay <= 0:
            await asyncio.sleep(0)  # let the pages' messages in between the bots' cards

    def _wake_for_away(self, table: ClassTable) -> None:
        """A seat to act whose student is away: look again when its grace is over."""
        seat = table.state.to_act
        since = self.away.get((table.code, seat)) if seat is not None else None
        if since is None or not table.running:
            return
        delay = max(0.0, self.grace - (time.monotonic() - since)) + 0.01
        asyncio.get_running_loop().call_later(delay, self.kick, table)
