"""The same deal at every table over HTTP (:mod:`hearts.serve.lessons`).

``POST /api/lessons``
    the server key in ``X-Hearts-Key`` (the teacher who started the server), a table request as
    ``POST /api/tables`` takes it (source, seed, theme, deal or saved game, variant, bots) with
    ``tables`` (how many) and ``seat`` (the seat the results compare): the lesson's code, its
    tables' codes and the one teacher token of them all;
``GET /api/lessons/{code}``
    the lesson's teacher token in ``X-Hearts-Token``: the results (404 otherwise, as for a table).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from hearts.plumbing.errors import InputError
from hearts.serve.hub import Hub
from hearts.serve.lessons import results
from hearts.serve.rights import may_make_table, teaches_lesson
from hearts.serve.words import chosen_language
from hearts.words.lang import Lang

__all__ = ["lesson_routes"]

MAX_BODY = 2 * 1024 * 1024
"""A lesson's request: a table's, which may carry a saved game."""


def _error(text: str, status: int) -> JSONResponse:
    return JSONResponse({"error": text}, status_code=status)


def lesson_routes(hub: Hub, start_from: Any, seat_levels: Any) -> list[BaseRoute]:
    """The lesson routes (``start_from`` and ``seat_levels``: the application's own readings of
    a table request, so a lesson's request is read as a table's)."""

    async def make(request: Request) -> Response:
        if not may_make_table(hub.key, request.headers.get("x-hearts-key")):
            return _error("only the teacher who started this server can deal a lesson", 403)
        declared = request.headers.get("content-length", "")
        if declared.strip().isdigit() and int(declared) > MAX_BODY:
            return _error("lesson request: too long, not read", 413)
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return _error("lesson request: too long, not read", 413)
        try:
            data = json.loads(body.decode("utf-8"))
            if not isinstance(data, dict):
                raise InputError("lesson request: expected a JSON object")
            count = data.get("tables", 2)
            if not isinstance(count, int) or isinstance(count, bool):
                raise InputError("tables: expected a whole number")
            start = await asyncio.to_thread(start_from, data, hub.variant_check)
            seats = start.variant.players
            seat = str(data.get("seat") or ("S" if seats == 4 else str(seats // 2 + 1)))
            lesson, token = hub.create_lesson(start, seat_levels(data.get("bots"), seats), count, seat)
        except (UnicodeDecodeError, ValueError) as err:
            text = str(err) if isinstance(err, InputError) else "lesson request: expected a JSON object"
            return _error(text, 400)
        return JSONResponse(
            {"code": lesson.code, "tables": list(lesson.tables), "token": token, "source": lesson.source}
        )

    async def read(request: Request) -> Response:
        lesson = hub.lessons.get(request.path_params["code"].upper())
        if lesson is None or not teaches_lesson(lesson, request.headers.get("x-hearts-token")):
            return _error("no such lesson, or not its teacher's token", 404)
        lang = Lang(chosen_language(request.query_params.get("lang")))
        return JSONResponse(results(lesson, hub.tables, lang))

    return [Route("/api/lessons", make, methods=["POST"]), Route("/api/lessons/{code}", read)]
