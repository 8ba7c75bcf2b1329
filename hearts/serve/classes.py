"""The class records over HTTP: students join a class and read their own record and practice
queue; the teacher reads the class view and exports it (:mod:`hearts.serve.store` keeps them).

Who may read what (:mod:`hearts.serve.rights` for the tables; here for the records):

``POST /api/classes`` (``{"code": "7B"}``), ``GET /api/classes/{code}``,
``GET /api/classes/{code}/export.csv``
    the teacher's alone: the server key in ``X-Hearts-Key`` (the key of the teacher's link), else
    403; the class view is per student and theme, in all and day by day;
``POST /api/join`` (``{"class": "7B", "name": "Ana"}``)
    anyone told the class code: the student's token back, for the page to keep;
``GET /api/me``, ``POST /api/me/practice`` (``{"id": 12, "answer": "QS"}``)
    a student's token in ``X-Hearts-Student``: that student's own rows, the practice card due
    first and, for an answer, whether it was the adviser's; never another student's (the token
    names the student: no field of the request does).

Every database call runs in a worker thread; a database that fails answers 503 in one sentence,
and the tables, which do not wait for it, play on.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from sqlalchemy.exc import SQLAlchemyError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from hearts.cards import Card, NotationError
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.serve.hub import Hub
from hearts.serve.judge import answer_right
from hearts.serve.rights import may_make_table
from hearts.serve.snapshot import card_data
from hearts.serve.store import Store, Student, class_code, rows_json
from hearts.serve.words import Lang, chosen_language

__all__ = ["class_routes"]

MAX_BODY = 4096
"""A join or a practice answer is a few words: a longer body is not read."""
T = TypeVar("T")


class NoRecords(Exception):
    """The server was started without class records."""


class NotStudent(Exception):
    """A request's student token is none this server made (or its student was forgotten)."""


def _cards(texts: object) -> list[Card]:
    """The cards a kept position names (what the store holds is read as hostile too)."""
    out = []
    for text in texts if isinstance(texts, list) else ():
        try:
            out.append(Card.parse(str(text)))
        except (NotationError, ValueError):
            continue
    return out


def _pictures(lang: Lang, position: dict[str, Any]) -> dict[str, Any]:
    """The position's hand and trick as the page draws them (pictures and labels in ``lang``)."""
    trick = []
    for item in position.get("trick") or ():
        if isinstance(item, list) and len(item) == 2:
            for card in _cards([item[1]]):
                trick.append({"seat": str(item[0])[:2], **card_data(lang, card)})
    return {"hand_cards": [card_data(lang, c) for c in _cards(position.get("hand"))], "trick_cards": trick}


def _error(text: str, status: int) -> JSONResponse:
    return JSONResponse({"error": text}, status_code=status)


async def _small_json(request: Request) -> dict[str, Any]:
    declared = request.headers.get("content-length", "")
    if declared.strip().isdigit() and int(declared) > MAX_BODY:
        raise InputError(f"request: longer than {MAX_BODY} bytes, not read")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise InputError(f"request: longer than {MAX_BODY} bytes, not read")
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise InputError("request: expected a JSON object") from None
    if not isinstance(data, dict):
        raise InputError("request: expected a JSON object")
    return data


class ClassRecords:
    """The routes' handlers, over the hub's store."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    async def run(self, work: Callable[[Store], T]) -> T:
        store = self.hub.store
        if store is None:
            raise NoRecords
        return await asyncio.to_thread(work, store)

    def wrap(
        self, handler: Callable[[Request], Awaitable[Response]]
    ) -> Callable[[Request], Awaitable[Response]]:
        """``handler``, its refusals each one sentence: no records here (404), bad input (400),
        the database failing (503)."""

        async def endpoint(request: Request) -> Response:
            try:
                return await handler(request)
            except NoRecords:
                return _error("this server keeps no class records", 404)
            except NotStudent:
                return _error("not a student's token of this server: join the class again", 403)
            except InputError as err:
                return _error(str(err), 400)
            except SQLAlchemyError as err:
                store = self.hub.store
                said = store.said if store is not None else "database"
                first = str(getattr(err, "orig", err)).strip().splitlines()
                why = shown(first[0] if first else type(err).__name__, 80)
                return _error(f"class records: {said}: unavailable ({why})", 503)

        return endpoint

    def teacher(self, request: Request) -> bool:
        return may_make_table(self.hub.key, request.headers.get("x-hearts-key"))

    async def student(self, request: Request) -> Student:
        token = request.headers.get("x-hearts-student")
        found = await self.run(lambda store: store.student_of(token))
        if found is None:
            raise NotStudent
        return found

    async def make_class(self, request: Request) -> Response:
        if not self.teacher(request):
            return _error("only the teacher who started this server can make a class", 403)
        data = await _small_json(request)
        code = await self.run(lambda store: store.add_class(str(data.get("code") or "")))
        return JSONResponse({"code": code})

    async def view(self, request: Request) -> Response:
        if not self.teacher(request):
            return _error("only the teacher who started this server reads the class view", 403)
        code = class_code(request.path_params["code"])
        seen = await self.run(lambda store: store.class_view(code))
        return JSONResponse(
            {
                "code": seen.code,
                "students": list(seen.students),
                "totals": rows_json(seen.totals),
                "days": rows_json(seen.days),
            }
        )

    async def export(self, request: Request) -> Response:
        if not self.teacher(request):
            return _error("only the teacher who started this server exports the class records", 403)
        code = class_code(request.path_params["code"])
        text = await self.run(lambda store: store.export_csv(code))
        headers = {"Content-Disposition": f'attachment; filename="class-{code}.csv"'}
        return Response(text, media_type="text/csv; charset=utf-8", headers=headers)

    async def join(self, request: Request) -> Response:
        data = await _small_json(request)
        joined = await self.run(lambda store: store.join(data.get("class"), data.get("name")))
        return JSONResponse({"token": joined.token, "name": joined.name, "class": joined.code})

    async def me(self, request: Request) -> Response:
        who = await self.student(request)
        lang = Lang(chosen_language(request.query_params.get("lang")))
        rows = await self.run(lambda store: store.own_record(who))
        due = await self.run(lambda store: store.due(who, limit=1))
        queued = await self.run(lambda store: store.queued(who))
        card = None
        if due:
            # The position without the answer: the bot's cards and their costs come with the answer.
            position = {k: v for k, v in due[0].position.items() if k not in ("bot", "costs", "reason")}
            position.update(_pictures(lang, due[0].position))
            card = {"id": due[0].id, "box": due[0].box, "theme": due[0].theme, "position": position}
        return JSONResponse(
            {"name": who.name, "class": who.code, "rows": rows_json(rows), "queued": queued, "due": card}
        )

    async def answer(self, request: Request) -> Response:
        who = await self.student(request)
        data = await _small_json(request)
        number, said = data.get("id"), data.get("answer")
        if (
            not isinstance(number, int)
            or isinstance(number, bool)
            or not isinstance(said, str)
            or len(said) > 60
        ):
            raise InputError("answer: expected an id (a whole number) and an answer (cards)")
        due = await self.run(lambda store: store.due(who, limit=500))
        item = next((d for d in due if d.id == number), None)
        if item is None:
            return _error("no such practice card due in your queue", 404)
        right = answer_right(item.position, said)
        if right is None:
            count = item.position.get("count", 1)
            raise InputError(f"answer {shown(said, 30)!r}: give {count} card(s) of the hand")
        box = await self.run(lambda store: store.answered(who, number, right))
        lang = Lang(chosen_language(request.query_params.get("lang")))
        bot = _cards(item.position.get("bot"))
        labels = [lang.card(c) for c in bot]
        return JSONResponse(
            {"right": right, "bot": [c.format() for c in bot], "bot_labels": labels, "box": box}
        )


def class_routes(hub: Hub) -> list[BaseRoute]:
    """The routes of the class records (each answers 404 on a server without them)."""
    records = ClassRecords(hub)
    wrap = records.wrap
    return [
        Route("/api/classes", wrap(records.make_class), methods=["POST"]),
        Route("/api/classes/{code}", wrap(records.view)),
        Route("/api/classes/{code}/export.csv", wrap(records.export)),
        Route("/api/join", wrap(records.join), methods=["POST"]),
        Route("/api/me", wrap(records.me)),
        Route("/api/me/practice", wrap(records.answer), methods=["POST"]),
    ]
