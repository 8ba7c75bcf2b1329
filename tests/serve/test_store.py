"""The class records' store (hearts/serve/store.py), against SQLite and a real PostgreSQL started
by the tests (tests/support/postgres.py): students joining, names and class codes as hostile
input, decisions and the class view, the CSV export, forgetting a student, the Leitner schedule,
the schema's version, and a database that cannot be used refused in one line."""

from __future__ import annotations

import csv
import io
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.serve.judge import Decided
from hearts.serve.store import BOX_DAYS, DAY, MIGRATIONS, Store, StoreError, class_code, student_name
from tests.support.postgres import new_database

T0 = 1_800_000_000.0
"""A moment of the tests (2027-01-15, UTC)."""


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'records.sqlite'}"
    return new_database(request.getfixturevalue("postgres_cluster"))


@pytest.fixture
def records(url: str) -> Iterator[Store]:
    store = Store.open(url)
    store.add_class("7B")
    yield store
    store.close()


def _decided(
    student: int, *, agreed: bool, cost: float | None = None, theme: str = "moon", at: float = T0
) -> Decided:
    chosen, bot = ("QS", "QS") if agreed else ("AS", "QS")
    position = {"phase": "play", "hand": ["AS", "QS", "2C"], "legal": ["AS", "QS"], "bot": [bot], "count": 1}
    return Decided(
        student=student,
        table="ABCDEF",
        hand=1,
        number=20,
        phase="play",
        theme=theme,
        clause="FOLLOW",
        reason="step.duck",
        chosen=chosen,
        bot=bot,
        agreed=agreed,
        cost=cost,
        position=position,
        at=at,
    )


def test_the_same_name_joins_as_the_same_student_with_the_same_token(records: Store) -> None:
    ana = records.join("7b", "Ana")
    again = records.join("7B", "  Ana ")
    ben = records.join("7B", "Ben")
    assert again == ana and ben.id != ana.id and ben.token != ana.token
    assert records.student_of(ana.token) == ana


def test_a_forged_or_altered_student_token_names_nobody(records: Store) -> None:
    ana, ben = records.join("7B", "Ana"), records.join("7B", "Ben")
    number, _, mac = ana.token.partition(".")
    assert records.student_of(f"{ben.id}.{mac}") is None  # Ana's mark on Ben's number
    assert records.student_of(f"{number}.{'0' * len(mac)}") is None
    for junk in ("", "1", "x.y", "1.2.3", "9" * 40 + ".ab", None, 7, "1." + "a" * 100):
        assert records.student_of(junk) is None


def test_a_class_must_exist_before_a_student_joins_it(records: Store) -> None:
    with pytest.raises(StoreError, match="no such class"):
        records.join("8C", "Ana")


@pytest.mark.parametrize(
    "name",
    ["", "   ", "x" * 41, "Ana\x1b[2J", "Ana\nBen", "<script>alert(1)</script>", "Ana\u202egnp", "Ana\x00"],
)
def test_a_name_that_is_empty_too_long_control_or_markup_is_refused_in_one_line(
    records: Store, name: str
) -> None:
    with pytest.raises(StoreError) as caught:
        records.join("7B", name)
    said = str(caught.value)
    assert "\n" not in said and "\x1b" not in said and "\x00" not in said and len(said) < 120


@pytest.mark.parametrize(
    "name",
    ["Robert'); DROP TABLE students;--", "O'Brien", 'Ana "the ace"', "Zoë Ødegård", "1 OR 1=1", "%_\\"],
)
def test_names_with_sql_metacharacters_are_kept_as_written_and_harm_nothing(
    records: Store, name: str
) -> None:
    student = records.join("7B", name)
    records.record([_decided(student.id, agreed=False)])
    assert records.student_of(student.token) == student
    assert records.class_view("7B").students == (student_name(name),)
    assert records.join("7B", "Ana").name == "Ana"  # the students table is still there


@pytest.mark.parametrize("code", ["", "A", "x" * 21, "7B;--", "7B'", "../7B", "7B\x00", "7 B", "７B"])
def test_a_class_code_that_is_not_letters_digits_or_hyphens_is_refused(records: Store, code: str) -> None:
    with pytest.raises(StoreError, match="class code"):
        records.add_class(code)
    with pytest.raises(StoreError, match="class code"):
        records.join(code, "Ana")


def test_the_class_view_counts_decisions_agreement_and_points_lost_per_student_theme_and_day(
    records: Store,
) -> None:
    ana, ben = records.join("7B", "Ana"), records.join("7B", "Ben")
    records.record(
        [
            _decided(ana.id, agreed=True, cost=0.0),
            _decided(ana.id, agreed=False, cost=2.5),
            _decided(ana.id, agreed=False, cost=-1.0),  # Hard thought her card better: no points lost
            _decided(ana.id, agreed=False, cost=None, theme="queen-dump", at=T0 + DAY),
            _decided(ben.id, agreed=True, cost=None),
        ]
    )
    view = records.class_view("7B")
    totals = {(r.name, r.theme): (r.decisions, r.agreed, r.lost) for r in view.totals}
    assert totals == {
        ("Ana", "moon"): (3, 1, 2.5),
        ("Ana", "queen-dump"): (1, 0, 0.0),
        ("Ben", "moon"): (1, 1, 0.0),
    }
    days = {(r.name, r.theme, r.day) for r in view.days}
    assert ("Ana", "queen-dump", "2027-01-16") in days and ("Ana", "moon", "2027-01-15") in days
    assert [(r.theme, r.decisions) for r in records.own_record(ana)] == [("moon", 3), ("queen-dump", 1)]


def test_the_csv_export_has_a_line_per_decision_and_runs_no_formula(records: Store) -> None:
    mallory = records.join("7B", '=HYPERLINK("http://x")')
    records.record([_decided(mallory.id, agreed=False, cost=1.25), _decided(mallory.id, agreed=True)])
    rows = list(csv.reader(io.StringIO(records.export_csv("7B"))))
    assert rows[0][:3] == ["student", "day", "table"] and len(rows) == 3
    assert all(row[0].startswith("'=") for row in rows[1:])
    assert rows[1][-4:] == ["AS", "QS", "0", "1.25"]


def test_forgetting_a_student_deletes_their_decisions_and_practice_and_no_one_elses(records: Store) -> None:
    ana, ben = records.join("7B", "Ana"), records.join("7B", "Ben")
    records.record([_decided(ana.id, agreed=False), _decided(ben.id, agreed=False)])
    assert records.forget("7B", "Ana") == 1
    assert records.student_of(ana.token) is None
    assert records.class_view("7B").students == ("Ben",)
    assert records.queued(ben) == 1 and "Ana" not in records.export_csv("7B")
    with pytest.raises(StoreError, match="no student named"):
        records.forget("7B", "Ana")


def test_a_wrong_decision_is_reviewed_on_the_leitner_schedule(records: Store) -> None:
    ana = records.join("7B", "Ana")
    records.record([_decided(ana.id, agreed=False), _decided(ana.id, agreed=True)])
    assert records.queued(ana) == 1  # the agreed decision is not practised
    assert records.due(ana, now=T0) == []  # box 1: due a day later
    (card,) = records.due(ana, now=T0 + BOX_DAYS[1] * DAY)
    assert card.box == 1 and card.position["bot"] == ["QS"]
    now = T0 + DAY
    for box in range(2, len(BOX_DAYS)):
        assert records.answered(ana, card.id, right=True, now=now) == box
        assert records.due(ana, now=now + BOX_DAYS[box] * DAY - 1) == []
        now += BOX_DAYS[box] * DAY
        assert [d.id for d in records.due(ana, now=now)] == [card.id]
    assert records.answered(ana, card.id, right=False, now=now) == 1  # wrong: back to box 1
    assert records.answered(ana, card.id, right=True, now=now) == 2


def test_a_card_right_in_the_last_box_leaves_the_queue_and_another_students_card_is_out_of_reach(
    records: Store,
) -> None:
    ana, ben = records.join("7B", "Ana"), records.join("7B", "Ben")
    records.record([_decided(ana.id, agreed=False)])
    (card,) = records.due(ana, now=T0 + 10 * DAY)
    assert records.answered(ben, card.id, right=True) is None  # not Ben's card
    for _ in range(len(BOX_DAYS) - 2):
        records.answered(ana, card.id, right=True)
    assert records.answered(ana, card.id, right=True) == 0
    assert records.queued(ana) == 0


def test_the_schema_is_made_once_and_its_version_kept(url: str) -> None:
    first = Store.open(url)
    first.add_class("7B")
    ana = first.join("7B", "Ana")
    first.close()
    again = Store.open(url)
    assert again.student_of(ana.token) == ana  # the key survives: tokens still work
    with again.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT version FROM hearts_schema").scalar() == len(MIGRATIONS)
    again.close()


def test_a_schema_newer_than_the_program_is_refused_in_one_line(url: str) -> None:
    Store.open(url).close()
    store = Store.open(url)
    with store.engine.begin() as conn:
        conn.exec_driver_sql(f"UPDATE hearts_schema SET version = {len(MIGRATIONS) + 1}")
    store.close()
    with pytest.raises(StoreError, match="newer than this program") as caught:
        Store.open(url)
    assert "\n" not in str(caught.value)


def test_a_file_that_is_not_a_database_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    path.write_bytes(b"this is not a database\n" * 300)
    with pytest.raises(StoreError, match="cannot be used") as caught:
        Store.open(f"sqlite:///{path}")
    assert "\n" not in str(caught.value) and str(path) in str(caught.value)


def test_a_damaged_database_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    store = Store.open(f"sqlite:///{path}")
    store.add_class("7B")
    for n in range(300):
        store.join("7B", f"student {n}")
    store.close()
    data = bytearray(path.read_bytes())
    data[4096 : 4096 * 6] = b"\xff" * (4096 * 5)  # pages 2 to 6 (the tables' first pages) torn
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as caught:
        Store.open(f"sqlite:///{path}")
    assert "\n" not in str(caught.value) and (
        "damaged" in str(caught.value) or "cannot be used" in str(caught.value)
    )


def test_a_database_locked_by_another_program_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    Store.open(f"sqlite:///{path}").close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="locked") as caught:
            Store.open(f"sqlite:///{path}", timeout=0.2)
        assert "\n" not in str(caught.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("mysql://root:hunter2@db/x", "sqlite:///FILE or postgresql"),
        ("not a url", "not a database URL"),
        ("postgresql://teacher:hunter2@127.0.0.1:1/x", "cannot be used"),
    ],
)
def test_a_url_of_another_kind_or_a_server_that_does_not_answer_is_refused_without_its_password(
    url: str, said: str
) -> None:
    with pytest.raises(StoreError, match=said) as caught:
        Store.open(url, timeout=1)
    assert "hunter2" not in str(caught.value) and "\n" not in str(caught.value)


def test_checked_values_print_safely() -> None:
    assert class_code(" tue-club ") == "TUE-CLUB"
    assert student_name("Ana  María") == "Ana María"
