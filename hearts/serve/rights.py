"""Who may do what at which table: the classroom's rights, in one place.

Three secrets, each granting one thing:

- the **server key** (:func:`new_key`, printed by ``hearts serve`` with the teacher's link and
  made anew at every start) lets its holder make a table on this server;
- a table's **teacher token** (given to whoever made the table) lets its holder teach that table
  alone: start, pause, take back, ask the room, free a seat, export;
- a **seat token** (given to the student who took the seat) lets its holder play that seat of
  that table alone.

A page's rights are a :class:`Pass`, bound to the code of the one table the page said hello to.
Every ``hello`` replaces the pass whole (:func:`admit`): a hello to another table, or one refused,
leaves nothing of the rights held before. Every intent is then checked against the pass and the
table it is sent to (:func:`teaches`, :func:`seat_acting`), so a pass of one table is never
honoured at another.

>>> from hearts.engine.variant import Variant
>>> from hearts.serve.starts import from_seed
>>> from hearts.serve.table import ClassTable, digest
>>> a = ClassTable("AAAAAA", from_seed(7, Variant()), ("hard",) * 4, digest("ta"))
>>> b = ClassTable("BBBBBB", from_seed(7, Variant()), ("hard",) * 4, digest("tb"))
>>> teacher_of_a = admit(a, "teacher", "ta")
>>> teaches(teacher_of_a, a), teaches(teacher_of_a, b)
(True, False)
>>> teaches(admit(b, None, None), b)
False
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, replace

from hearts.cards import Seat
from hearts.serve.lessons import Lesson
from hearts.serve.table import ClassTable, Refused, same

__all__ = [
    "Pass",
    "admit",
    "may_export",
    "may_make_table",
    "new_key",
    "seat_acting",
    "teaches",
    "teaches_lesson",
]


def new_key() -> str:
    """A server key: an unguessable secret that lets its holder make tables (32 characters of
    ``secrets.token_urlsafe``, no ``.``: it shares the teacher link's fragment with a code and a
    token)."""
    return secrets.token_urlsafe(24)


def may_make_table(key: str, given: str | None) -> bool:
    """Whether ``given`` (the request's ``X-Hearts-Key``) is this server's key."""
    return given is not None and hmac.compare_digest(key.encode(), given.encode())


@dataclass(frozen=True, slots=True)
class Pass:
    """What one page may do, at the one table whose code it holds."""

    code: str
    teacher: bool = False
    """Whether the page gave that table's teacher token."""
    seat: Seat | None = None
    """The seat the page holds at that table (by ``token``)."""
    token: str | None = None
    """The seat's token, checked again at every intent (a freed seat voids it)."""

    def seated(self, seat: Seat, token: str) -> Pass:
        """The same pass, holding ``seat`` by ``token`` (a seat just taken)."""
        return replace(self, seat=seat, token=token)

    def unseated(self) -> Pass:
        """The same pass without its seat (the student left or the teacher freed the seat)."""
        return replace(self, seat=None, token=None)


def admit(table: ClassTable, role: str | None, token: str | None) -> Pass:
    """The pass a ``hello`` earns at ``table``: the teacher's with that table's teacher token, a
    seat's with a token that holds a seat there, a watcher's with no token.

    :raises Refused: ``teacher-only`` for a teacher's hello without that table's teacher token,
        ``bad-token`` for a token that holds no seat at that table.
    """
    if role == "teacher":
        if not table.is_teacher(token):
            raise Refused("teacher-only")
        return Pass(table.code, teacher=True)
    if token is None:
        return Pass(table.code)
    seat = table.seat_of(token)
    if seat is None:
        raise Refused("bad-token")
    return Pass(table.code, seat=seat, token=token)


def teaches(held: Pass | None, table: ClassTable) -> bool:
    """Whether the page holding ``held`` is the teacher of ``table``."""
    return held is not None and held.teacher and held.code == table.code


def seat_acting(held: Pass | None, table: ClassTable, token: str | None, named: str | None) -> Seat:
    """The seat a student's intent acts for at ``table``: the one its token holds there (the
    intent's own token, else the pass's), which must be the one it names, if it names one.

    :raises Refused: ``sit-first`` with no token at all, ``bad-token`` for a token that holds no
        seat at this table, or another seat than the one named.
    """
    if held is None or held.code != table.code:
        raise Refused("hello-first")
    given = token if token is not None else held.token
    if given is None:
        raise Refused("sit-first")
    seat = table.seat_of(given)
    if seat is None or (named is not None and table.seat_named(named) is not seat):
        raise Refused("bad-token")
    return seat


def teaches_lesson(lesson: Lesson, token: str | None) -> bool:
    """Whether ``token`` (the request's ``X-Hearts-Token``) is the teacher token of ``lesson``
    (every table of the lesson holds the same one)."""
    return same(token, lesson.teacher)


def may_export(table: ClassTable, token: str | None) -> bool:
    """Whether ``token`` (the request's ``X-Hearts-Token``) is ``table``'s teacher token."""
    return table.is_teacher(token)
