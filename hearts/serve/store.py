"""The class records: every student's decisions, kept in a database. The one module that speaks
SQL, and only through SQLAlchemy Core (every value a bound parameter, never a string pasted into
a statement).

SQLite is the default: one file beside the data folder (:func:`default_url`), made on first use.
A school server points ``--database`` (or ``HEARTS_DATABASE``) at PostgreSQL instead
(``postgresql://user@host/db``, read with psycopg 3). The schema is versioned: the table
``hearts_schema`` holds the version, and :data:`MIGRATIONS` lists the steps from one version to
the next, each run once in its own transaction (docs/serve.md says why not Alembic).

What is kept (nothing leaves the teacher's machine; :meth:`Store.forget` deletes a student):

- a **class**: its code (:func:`class_code`), which students give with their name to join;
- a **student**: a name in one class (:func:`student_name`); the same name in the same class is
  the same student (no password: the class code is what lets one in);
- a **decision**: each card a student chose at a table, with the Hard adviser's choice, the
  lesson's theme, the rule clause of the position, the bot's reason (a message key), the points
  it cost as the walkthrough's quiz measures them (:func:`hearts.walkthrough.quiz.costs_of`) and
  the position itself, to practise;
- a **practice** card for each decision that differed from the adviser's: its Leitner box and
  when it is due (:data:`BOX_DAYS`).

>>> store = Store.open("sqlite://")
>>> store.add_class("7b")
'7B'
>>> student = store.join("7B", "Ana")
>>> student.name, store.student_of(student.token) == student
('Ana', True)
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import os
import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    and_,
    case,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import URL, CursorResult, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.serve.judge import Decided

__all__ = [
    "BOX_DAYS",
    "DATABASE_ENV",
    "MIGRATIONS",
    "ClassView",
    "Due",
    "Row",
    "Store",
    "StoreError",
    "Student",
    "class_code",
    "default_url",
    "sqlite_file",
    "student_name",
]

DATABASE_ENV: Final = "HEARTS_DATABASE"
"""The environment variable ``--database`` falls back to."""
MAX_NAME: Final = 40
MAX_CLASS: Final = 20
MAX_STUDENTS: Final = 500
"""Students one class holds at most (a join past it is refused: nobody fills the database)."""
MAX_CLASSES: Final = 200
BOX_DAYS: Final = (0, 1, 2, 4, 8, 16)
"""The Leitner schedule: a practice card in box ``b`` (1 to 5) is due ``BOX_DAYS[b]`` days after
its last answer. A wrong decision enters box 1 (due the next day); a right answer moves it up one
box, a wrong one back to box 1; answered right in box 5 it leaves the queue."""
LAST_BOX: Final = len(BOX_DAYS) - 1
DAY: Final = 86400.0
_UNSAFE_NAME: Final = frozenset("<>")
"""Characters no name needs and markup does."""
_CLASS_LETTERS: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")


class StoreError(InputError):
    """The database cannot be used (one line: which, and why), or a value for it is refused."""


# ------------------------------------------------------------------ checked values


def class_code(text: object) -> str:
    """A class code as the teacher chose it: 2 to 20 letters, digits or hyphens (kept upper case).

    >>> class_code(" 7b-tuesday ")
    '7B-TUESDAY'
    >>> class_code("7B'; DROP TABLE students;--")
    Traceback (most recent call last):
    ...
    hearts.serve.store.StoreError: class code "7B'; DROP TABLE students;--": 2 to 20 letters, ...
    """
    code = text.strip().upper() if isinstance(text, str) else ""
    if not 2 <= len(code) <= MAX_CLASS or not set(code) <= _CLASS_LETTERS:
        said = shown(text, 40) if isinstance(text, str) else type(text).__name__
        raise StoreError(f"class code {said!r}: 2 to {MAX_CLASS} letters, digits or hyphens")
    return code


def student_name(text: object) -> str:
    """A student's name as the teacher will see it: 1 to 40 printable characters, spaces
    squeezed, no ``<`` or ``>``. Quotes and apostrophes are names' own (O'Brien): they are kept,
    and reach the database as parameters only.

    >>> student_name("  Zoë   O'Brien ")
    "Zoë O'Brien"
    >>> student_name("Ana\\x1b[2J")
    Traceback (most recent call last):
    ...
    hearts.serve.store.StoreError: name 'Ana\\\\x1b[2J': printable characters only
    """
    if not isinstance(text, str):
        raise StoreError("name: expected a text")
    if not text.replace(" ", "").isprintable():
        raise StoreError(f"name {shown(text, 40)!r}: printable characters only")
    name = " ".join(text.split())
    if not name or len(name) > MAX_NAME:
        raise StoreError(f"name {shown(name, 40)!r}: 1 to {MAX_NAME} characters")
    if set(name) & _UNSAFE_NAME:
        raise StoreError(f"name {shown(name, 40)!r}: no < or >")
    return name


def default_url(data: Path) -> str:
    """The SQLite file beside the data folder ``data``: ``<data>.records.sqlite``, as a URL whose
    file is that name whatever characters it holds (a ``?``, ``#`` or ``%`` in a folder's name is
    escaped: it never becomes the URL's options or another file).

    >>> default_url(Path("/srv/7B?mode=ro"))
    'sqlite:////srv/7B%3Fmode%3Dro.records.sqlite'
    >>> sqlite_file(default_url(Path("/srv/7B?mode=ro")))
    PosixPath('/srv/7B?mode=ro.records.sqlite')
    """
    beside = data.with_name(data.name + ".records.sqlite")
    return URL.create("sqlite", database=str(beside)).render_as_string()


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL (``None`` for another kind of URL, or one that is not a URL)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return None
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    return Path(parsed.database)


def _engine_url(url: str) -> tuple[str, str]:
    """The URL SQLAlchemy is given, and how to name it in a message (no password)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"--database {shown(url, 60)!r}: not a database URL") from None
    said = parsed.render_as_string(hide_password=True)
    backend = parsed.get_backend_name()
    if backend == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif backend != "sqlite":
        raise StoreError(f"--database {shown(said, 80)}: sqlite:///FILE or postgresql://... only")
    return parsed.render_as_string(hide_password=False), shown(said, 160)


# ------------------------------------------------------------------ the schema

metadata = MetaData()
schema = Table("hearts_schema", metadata, Column("version", Integer, nullable=False))
classes = Table(
    "classes",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(MAX_CLASS), nullable=False, unique=True),
    Column("made", Float, nullable=False),
)
students = Table(
    "students",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", Integer, ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(MAX_NAME), nullable=False),
    Column("made", Float, nullable=False),
    UniqueConstraint("class_id", "name"),
)
decisions = Table(
    "decisions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("student_id", Integer, ForeignKey("students.id", ondelete="CASCADE"), nullable=False),
    Column("at", Float, nullable=False),
    Column("day", String(10), nullable=False),
    Column("table_code", String(6), nullable=False),
    Column("hand", Integer, nullable=False),
    Column("number", Integer, nullable=False),
    Column("phase", String(4), nullable=False),
    Column("theme", String(30), nullable=False),
    Column("clause", String(30), nullable=False),
    Column("reason", String(60), nullable=False),
    Column("chosen", String(4), nullable=False),
    Column("bot", String(4), nullable=False),
    Column("agreed", Boolean, nullable=False),
    Column("cost", Float, nullable=True),
    Column("position", Text, nullable=False),
)
Index("decisions_by_student", decisions.c.student_id, decisions.c.at)
practice = Table(
    "practice",
    metadata,
    Column("decision_id", Integer, ForeignKey("decisions.id", ondelete="CASCADE"), primary_key=True),
    Column("student_id", Integer, ForeignKey("students.id", ondelete="CASCADE"), nullable=False),
    Column("box", Integer, nullable=False),
    Column("due", Float, nullable=False),
    Column("answers", Integer, nullable=False),
)
Index("practice_due", practice.c.student_id, practice.c.due)
secret = Table("hearts_secret", metadata, Column("value", String(64), nullable=False))
"""The key student tokens are made with (:meth:`Store.join`): made once, kept in the database."""


def _v1(conn: Connection) -> None:
    metadata.create_all(conn, tables=[classes, students, decisions, practice, secret])
    conn.execute(insert(secret).values(value=secrets.token_hex(32)))


MIGRATIONS: Final[tuple[Callable[[Connection], None], ...]] = (_v1,)
"""Step ``i`` takes the schema from version ``i`` to ``i + 1`` (version 0: an empty database)."""


# ------------------------------------------------------------------ what is kept


@dataclass(frozen=True, slots=True)
class Student:
    id: int
    name: str
    code: str
    """The class's code."""
    token: str
    """What the student's page gives to read its own record (``id.mac``): only this student's."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the class view: a student and a theme on one day (or all days: ``day == ""``)."""

    name: str
    theme: str
    day: str
    decisions: int
    agreed: int
    lost: float
    """Points lost over the adviser's cards, where Hard weighed them."""


@dataclass(frozen=True, slots=True)
class ClassView:
    code: str
    students: tuple[str, ...]
    totals: tuple[Row, ...]
    """Per student and theme, every day together."""
    days: tuple[Row, ...]
    """Per student, theme and day (the class over time)."""


@dataclass(frozen=True, slots=True)
class Due:
    """A practice card: a position the student got wrong, due now."""

    id: int
    box: int
    position: dict[str, Any]
    theme: str
    clause: str


def _day(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d")


def _csv_cell(value: object) -> object:
    """A cell a spreadsheet will not run: a text starting with ``= + - @`` gets a leading ``'``."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


class Store:
    """The class records in one database (see the module docstring)."""

    def __init__(self, engine: Engine, said: str) -> None:
        self.engine = engine
        self.said = said
        """The database as a message names it (no password)."""
        self._key = b""

    # -------------------------------------------------------------- opening

    @classmethod
    def open(cls, url: str, timeout: float = 2.0) -> Store:
        """The store at ``url``, its schema brought to the latest version: ``StoreError`` in one
        line for a URL of another kind, a file that is not a database (or a damaged one), one
        locked by another program for ``timeout`` seconds, a server that does not answer, or a
        schema newer than this program's."""
        target, said = _engine_url(url)
        sqlite = target.startswith("sqlite")
        args: dict[str, Any] = {"timeout": timeout} if sqlite else {"connect_timeout": max(1, int(timeout))}
        try:
            engine = create_engine(target, connect_args=args, pool_pre_ping=not sqlite)
        except (ArgumentError, ImportError) as err:
            raise StoreError(f"--database {said}: {shown(str(err), 120)}") from None
        if sqlite:
            event.listen(engine, "connect", _sqlite_pragmas)
        store = cls(engine, said)
        store._prepare()
        return store

    def _prepare(self) -> None:
        try:
            with self.engine.begin() as conn:
                version = self._version(conn)
                if version > len(MIGRATIONS):
                    raise StoreError(
                        f"--database {self.said}: schema version {version} is newer than this program's "
                        f"({len(MIGRATIONS)}): upgrade hearts"
                    )
                for step in MIGRATIONS[version:]:
                    step(conn)
                if version < len(MIGRATIONS):
                    conn.execute(update(schema).values(version=len(MIGRATIONS)))
                if self.engine.dialect.name == "sqlite":
                    bad = conn.exec_driver_sql("PRAGMA quick_check").scalar()
                    if bad != "ok":
                        raise StoreError(f"--database {self.said}: damaged ({shown(str(bad), 80)})")
                self._key = bytes.fromhex(conn.execute(select(secret.c.value)).scalar_one())
        except SQLAlchemyError as err:
            raise StoreError(f"--database {self.said}: cannot be used: {_why(err)}") from None

    def _version(self, conn: Connection) -> int:
        if not inspect(conn).has_table("hearts_schema"):
            schema.create(conn)
            conn.execute(insert(schema).values(version=0))
            return 0
        found = conn.execute(select(schema.c.version)).scalar()
        return int(found) if found is not None else 0

    def close(self) -> None:
        self.engine.dispose()

    # -------------------------------------------------------------- classes and students

    def add_class(self, code: str) -> str:
        """Make the class ``code`` (checked) if it is new; its code."""
        checked = class_code(code)
        with self.engine.begin() as conn:
            if conn.execute(select(classes.c.id).where(classes.c.code == checked)).first() is None:
                count = conn.execute(select(func.count()).select_from(classes)).scalar_one()
                if count >= MAX_CLASSES:
                    raise StoreError(f"class {checked}: a server keeps {MAX_CLASSES} classes at most")
                conn.execute(insert(classes).values(code=checked, made=time.time()))
        return checked

    def class_codes(self) -> list[str]:
        with self.engine.connect() as conn:
            return list(conn.execute(select(classes.c.code).order_by(classes.c.code)).scalars())

    def _token(self, student: int, code: str, name: str) -> str:
        mac = hmac.new(self._key, f"{student}\0{code}\0{name}".encode(), hashlib.sha256).hexdigest()[:32]
        return f"{student}.{mac}"

    def join(self, code: object, name: object) -> Student:
        """The student ``name`` of class ``code`` (both checked; the class must exist), made on
        first join: the same name joins as the same student."""
        checked, named = class_code(code), student_name(name)
        with self.engine.begin() as conn:
            class_id = conn.execute(select(classes.c.id).where(classes.c.code == checked)).scalar()
            if class_id is None:
                raise StoreError(f"class {checked}: no such class (ask the teacher for the code)")
            found = conn.execute(
                select(students.c.id).where(and_(students.c.class_id == class_id, students.c.name == named))
            ).scalar()
            if found is None:
                count = conn.execute(
                    select(func.count()).select_from(students).where(students.c.class_id == class_id)
                ).scalar_one()
                if count >= MAX_STUDENTS:
                    raise StoreError(f"class {checked}: {MAX_STUDENTS} students already")
                found = _new_id(
                    conn.execute(insert(students).values(class_id=class_id, name=named, made=time.time()))
                )
        return Student(int(found), named, checked, self._token(int(found), checked, named))

    @staticmethod
    def _student_id(conn: Connection, code: str, name: str) -> int | None:
        """The number of the student ``name`` of class ``code`` (both checked already)."""
        found = conn.execute(
            select(students.c.id)
            .join(classes, classes.c.id == students.c.class_id)
            .where(and_(classes.c.code == code, students.c.name == name))
        ).scalar()
        return None if found is None else int(found)

    def named(self, code: object, name: object) -> Student | None:
        """The student ``name`` of class ``code`` (both checked), if there is one (none is made)."""
        checked, named = class_code(code), student_name(name)
        with self.engine.connect() as conn:
            found = self._student_id(conn, checked, named)
        return None if found is None else Student(found, named, checked, self._token(found, checked, named))

    def student_of(self, token: object) -> Student | None:
        """The student a token names, if it is one this database made (constant-time check)."""
        if not isinstance(token, str) or len(token) > 60 or token.count(".") != 1:
            return None
        number, _, _ = token.partition(".")
        if not number.isdigit() or len(number) > 12:
            return None
        with self.engine.connect() as conn:
            row = conn.execute(
                select(students.c.id, students.c.name, classes.c.code)
                .join(classes, classes.c.id == students.c.class_id)
                .where(students.c.id == int(number))
            ).first()
        if row is None:
            return None
        made = self._token(row.id, row.code, row.name)
        if not hmac.compare_digest(made.encode(), token.encode()):
            return None
        return Student(row.id, row.name, row.code, made)

    def forget(self, code: object, name: object) -> int:
        """Delete the student ``name`` of class ``code`` and everything kept about them: how many
        decisions went (``StoreError`` if there is no such student)."""
        checked, named = class_code(code), student_name(name)
        with self.engine.begin() as conn:
            student = self._student_id(conn, checked, named)
            if student is None:
                raise StoreError(f"class {checked}: no student named {named!r}")
            conn.execute(delete(practice).where(practice.c.student_id == student))
            gone = conn.execute(delete(decisions).where(decisions.c.student_id == student)).rowcount
            conn.execute(delete(students).where(students.c.id == student))
        return int(gone or 0)

    # -------------------------------------------------------------- decisions

    def record(self, batch: Sequence[Decided]) -> None:
        """Keep ``batch`` (one transaction); each wrong decision enters the practice queue."""
        if not batch:
            return
        with self.engine.begin() as conn:
            for d in batch:
                made = _new_id(
                    conn.execute(
                        insert(decisions).values(
                            student_id=d.student,
                            at=d.at,
                            day=_day(d.at),
                            table_code=d.table,
                            hand=d.hand,
                            number=d.number,
                            phase=d.phase,
                            theme=d.theme[:30],
                            clause=d.clause[:30],
                            reason=d.reason[:60],
                            chosen=d.chosen,
                            bot=d.bot,
                            agreed=d.agreed,
                            cost=d.cost,
                            position=json.dumps(d.position, separators=(",", ":")),
                        )
                    )
                )
                if not d.agreed:
                    conn.execute(
                        insert(practice).values(
                            decision_id=made,
                            student_id=d.student,
                            box=1,
                            due=d.at + BOX_DAYS[1] * DAY,
                            answers=0,
                        )
                    )

    def _rows(self, conn: Connection, code: str, by_day: bool, student: int | None = None) -> list[Row]:
        lost = func.sum(case((decisions.c.cost > 0, decisions.c.cost), else_=0.0))
        agreed = func.sum(case((decisions.c.agreed, 1), else_=0))
        keys = [students.c.name, decisions.c.theme, *([decisions.c.day] if by_day else [])]
        query = (
            select(*keys, func.count().label("n"), agreed.label("agreed"), lost.label("lost"))
            .select_from(decisions)
            .join(students, students.c.id == decisions.c.student_id)
            .join(classes, classes.c.id == students.c.class_id)
            .where(classes.c.code == code)
            .group_by(*keys)
            .order_by(*keys)
        )
        if student is not None:
            query = query.where(students.c.id == student)
        return [
            Row(r.name, r.theme, r.day if by_day else "", int(r.n), int(r.agreed or 0), float(r.lost or 0.0))
            for r in conn.execute(query)
        ]

    def class_view(self, code: object) -> ClassView:
        """The class view of class ``code``: per student and theme, in all and day by day."""
        checked = class_code(code)
        with self.engine.connect() as conn:
            names = conn.execute(
                select(students.c.name)
                .join(classes, classes.c.id == students.c.class_id)
                .where(classes.c.code == checked)
                .order_by(students.c.name)
            ).scalars()
            named = tuple(names)
            return ClassView(
                checked,
                named,
                tuple(self._rows(conn, checked, False)),
                tuple(self._rows(conn, checked, True)),
            )

    def own_record(self, student: Student) -> list[Row]:
        """One student's rows (per theme, every day together): what their own page shows."""
        with self.engine.connect() as conn:
            return self._rows(conn, student.code, False, student.id)

    def export_csv(self, code: object) -> str:
        """Every decision of class ``code``, one CSV line each (cells a spreadsheet would run
        as a formula are quoted: :func:`_csv_cell`)."""
        checked = class_code(code)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        head = ("student", "day", "table", "hand", "card number", "phase", "theme", "clause", "reason")
        writer.writerow((*head, "chosen", "bot", "agreed", "points lost"))
        query = (
            select(students.c.name, decisions)
            .join(students, students.c.id == decisions.c.student_id)
            .join(classes, classes.c.id == students.c.class_id)
            .where(classes.c.code == checked)
            .order_by(students.c.name, decisions.c.at, decisions.c.id)
        )
        with self.engine.connect() as conn:
            for r in conn.execute(query):
                cost = "" if r.cost is None else f"{max(r.cost, 0.0):.2f}"
                cells = (r.name, r.day, r.table_code, r.hand, r.number, r.phase, r.theme, r.clause, r.reason)
                writer.writerow([_csv_cell(c) for c in (*cells, r.chosen, r.bot, int(r.agreed), cost)])
        return out.getvalue()

    # -------------------------------------------------------------- practice

    def due(self, student: Student, now: float | None = None, limit: int = 20) -> list[Due]:
        """The student's practice cards due at ``now``, the lowest box first."""
        at = time.time() if now is None else now
        query = (
            select(practice.c.decision_id, practice.c.box, decisions.c.position, decisions.c.theme)
            .add_columns(decisions.c.clause)
            .join(decisions, decisions.c.id == practice.c.decision_id)
            .where(and_(practice.c.student_id == student.id, practice.c.due <= at))
            .order_by(practice.c.box, practice.c.due, practice.c.decision_id)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [
                Due(r.decision_id, r.box, json.loads(r.position), r.theme, r.clause)
                for r in conn.execute(query)
            ]

    def queued(self, student: Student) -> int:
        """How many practice cards the student has (due or not)."""
        with self.engine.connect() as conn:
            return int(
                conn.execute(
                    select(func.count()).select_from(practice).where(practice.c.student_id == student.id)
                ).scalar_one()
            )

    def answered(self, student: Student, card: int, right: bool, now: float | None = None) -> int | None:
        """Move the student's practice card ``card`` along the Leitner schedule (:data:`BOX_DAYS`):
        its new box, ``0`` when it leaves the queue, ``None`` if the student has no such card."""
        at = time.time() if now is None else now
        with self.engine.begin() as conn:
            where = and_(practice.c.decision_id == card, practice.c.student_id == student.id)
            box = conn.execute(select(practice.c.box).where(where)).scalar()
            if box is None:
                return None
            if right and box >= LAST_BOX:
                conn.execute(delete(practice).where(where))
                return 0
            new = min(box + 1, LAST_BOX) if right else 1
            conn.execute(
                update(practice)
                .where(where)
                .values(box=new, due=at + BOX_DAYS[new] * DAY, answers=practice.c.answers + 1)
            )
            return new


def _new_id(result: CursorResult[Any]) -> int:
    """The primary key an insert made."""
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def _sqlite_pragmas(dbapi: Any, _record: Any) -> None:
    """SQLite as a server's store: foreign keys on, a journal that lets readers read while the
    server writes (WAL), and no disk sync at every decision (a crash loses the last ones at most)."""
    cursor = dbapi.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _why(err: SQLAlchemyError) -> str:
    """The driver's own first line, safe to print."""
    inner = getattr(err, "orig", None) or err
    text = str(inner).strip().splitlines()[0] if str(inner).strip() else type(inner).__name__
    return shown(text, 120)


def open_store(database: str | None, data: Path, env: dict[str, str] | None = None) -> Store:
    """The store ``hearts serve`` and ``hearts records`` use: ``--database``, else
    ``HEARTS_DATABASE``, else the SQLite file beside ``data``."""
    url = database or (os.environ if env is None else env).get(DATABASE_ENV) or default_url(data)
    return Store.open(url)


def rows_json(rows: Iterable[Row]) -> list[dict[str, Any]]:
    return [
        {
            "name": r.name,
            "theme": r.theme,
            "day": r.day,
            "decisions": r.decisions,
            "agreed": r.agreed,
            "lost": round(r.lost, 2),
        }
        for r in rows
    ]
