"""The same deal at every table: a lesson, and its results.

A teacher deals one hand (a seed, a theme, a deal or a saved game) to as many tables as there
are groups; every table plays it, students in some seats and bots in the others, at any table
size. All the tables of a lesson share one teacher token, so one page teaches them all. When
they have played it, the results compare them: the points the hand gave each seat at each table
(POINTS; after a moon, what the moon gives: MOON), who took the Q♠, who shot the moon; and, for the
seat the lesson compares (South at four seats unless the teacher chose another), the best line
(the table where the hand gave that seat the fewest points: a moon it shot is the best there is)
and the worst (the most), each a walkthrough the teacher's page opens.

>>> from hearts.engine.variant import Variant
>>> from hearts.serve.starts import from_seed
>>> from hearts.serve.table import ClassTable, digest
>>> start = from_seed(7, Variant(), 4)
>>> tables = [ClassTable(code, start, ("hard",) * 4, digest("t")) for code in ("AAAAAA", "BBBBBB")]
>>> for table in tables:
...     table.running = True
...     while table.bot_to_act(lambda seat: True) is not None:
...         _ = table.bot_move()
>>> lesson = Lesson("LLLLLL", ("AAAAAA", "BBBBBB"), digest("t"), "seed 7, hand 4", "S")
>>> out = results(lesson, {t.code: t for t in tables})
>>> [row["done"] for row in out["tables"]], out["best"]["code"] in ("AAAAAA", "BBBBBB")
([True, True], True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hearts.cards import Seat
from hearts.engine.results import HandResult
from hearts.serve.limits import MAX_TABLES
from hearts.serve.table import ClassTable
from hearts.serve.words import who_sits
from hearts.words.lang import Lang

__all__ = ["MAX_LESSON_TABLES", "Lesson", "results"]

MAX_LESSON_TABLES = MAX_TABLES // 2
"""Tables one lesson deals to at most (a class of groups, with room for the server's others)."""


@dataclass(frozen=True, slots=True)
class Lesson:
    code: str
    tables: tuple[str, ...]
    teacher: str
    """The digest of the lesson's teacher token (every table of the lesson holds the same)."""
    source: str
    seat: str
    """The seat the results compare (its label at the lesson's table size)."""


def _result(table: ClassTable) -> HandResult | None:
    """The result of the lesson's hand at ``table`` (its first hand), once it is over."""
    first = table.start.first_hand
    return next((r for r in table.state.hand_results if r.hand_number == first), None)


def _row(table: ClassTable, lang: Lang) -> dict[str, Any]:
    result = _result(table)
    seats = [
        {"seat": table.label(seat), "who": s.name or who_sits(lang, s.level, student=s.token is not None)}
        for seat, s in zip(table.around, table.seats, strict=True)
    ]
    row: dict[str, Any] = {
        "code": table.code,
        "seats": seats,
        "done": result is not None,
        "cards": len(table.actions),
    }
    if result is not None:
        queen = table.took_queen.get(result.hand_number)
        row["points"] = [result.deltas[seat] for seat in table.around]
        row["taken"] = [result.points[seat] for seat in table.around]
        row["queen"] = table.label(queen) if isinstance(queen, Seat) else None
        row["moon"] = table.label(result.shooter) if result.shooter is not None else None
        row["hand"] = result.hand_number
    return row


def results(lesson: Lesson, tables: Mapping[str, ClassTable], lang: Lang | None = None) -> dict[str, Any]:
    """The lesson's results: a row per table (its seats and who sat there, in ``lang``, and once
    the hand is over the points the hand gave each seat, ``points``, and those it took in its
    tricks, ``taken``, which differ after a moon; who took the Q♠, who shot the moon), and the
    best and worst line for the compared seat among the tables that finished, by ``points``."""
    rows = [_row(tables[code], lang or Lang("en")) for code in lesson.tables if code in tables]
    out: dict[str, Any] = {"code": lesson.code, "source": lesson.source, "seat": lesson.seat, "tables": rows}
    done = [row for row in rows if row["done"]]
    labels = [s["seat"] for s in rows[0]["seats"]] if rows else []
    if done and lesson.seat in labels:
        at = labels.index(lesson.seat)
        ranked = sorted(done, key=lambda row: row["points"][at])
        out["best"] = {
            "code": ranked[0]["code"],
            "points": ranked[0]["points"][at],
            "hand": ranked[0]["hand"],
        }
        out["worst"] = {
            "code": ranked[-1]["code"],
            "points": ranked[-1]["points"][at],
            "hand": ranked[-1]["hand"],
        }
    return out
