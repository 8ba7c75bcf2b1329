"""The classroom server as a Starlette application: the pages, their assets, the table API and
the websocket every page talks through.

Everything is served from the package (``hearts/serve/static``): no CDN, so a classroom without
the internet works. Routes:

``/``, ``/play``, ``/teacher``
    the home page, the student's page, the teacher's page;
``/static/...``
    their script, style sheet and card faces;
``/api/texts/{lang}``
    the pages' sentences in a language, the shipped variants and the themes;
``/api/cards/{lang}``
    the card faces the pages draw their cards from (SVG symbols, the ranks in that language);
``POST /api/tables``
    a new table (JSON: where the game comes from, the variant, the bots), for a request that gives
    the server key in the ``X-Hearts-Key`` header; the teacher's token back;
``/api/tables/{code}/export/{kind}``
    the finished hand as a walkthrough (``walkthrough.html``, ``walkthrough.json``), a corpus
    scenario (``scenario.yaml``) or the saved game (``saved.json``); the teacher's token in
    the ``X-Hearts-Token`` header;
``/ws``
    the websocket (messages: :mod:`hearts.serve.messages`).

Only the names in ``hosts`` are answered (Starlette's ``TrustedHostMiddleware``), and a websocket or
a POST from another site's page is refused (:class:`~hearts.serve.guards.SameOrigin`). A page must
join a table soon after connecting, a full lobby of pages without a table lets its oldest go, and a
page silent for long is let go (:class:`~hearts.serve.limits.PageLimits`; it connects again by
itself).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import load_json
from hearts.serve.classes import class_routes
from hearts.serve.exports import export
from hearts.serve.guards import LOOPBACK_HOSTS, Lobby, SameOrigin
from hearts.serve.hub import Conn, Hub
from hearts.serve.lesson_routes import lesson_routes
from hearts.serve.limits import BODY_SECONDS, MAX_REQUEST_BYTES, PageLimits
from hearts.serve.rights import may_export, may_make_table
from hearts.serve.snapshot import card_sheet
from hearts.serve.starts import (
    TableStart,
    checked_variant,
    from_deal,
    from_lesson,
    from_saved,
    from_seed,
    from_theme,
    variant_from_text,
    variant_named,
)
from hearts.serve.words import chosen_language, page_texts, quoted
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.themes import THEMES
from hearts.words import LANGUAGES

__all__ = ["make_app", "seat_levels", "start_from"]

PAGES = {"/": "home.html", "/play": "student.html", "/teacher": "teacher.html"}


def _page(name: str) -> str:
    return resources.files("hearts.serve").joinpath("static", name).read_text(encoding="utf-8")


def _int(data: dict[str, Any], name: str, default: int) -> int:
    value = data.get(name, default)
    if value is None or value == "":
        return default
    try:
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ValueError
        return int(value)
    except ValueError:
        raise InputError(f"{name}: expected a whole number, got {quoted(value, 40)}") from None


class BodyTooLarge(Exception):
    """A request body longer than :data:`~hearts.serve.limits.MAX_REQUEST_BYTES`."""


async def bounded_body(request: Request, limit: int = MAX_REQUEST_BYTES) -> bytes:
    """``request``'s body, read in chunks and never past ``limit`` bytes.

    :raises BodyTooLarge: its ``Content-Length`` says more than ``limit`` (nothing read), or more
        than ``limit`` bytes arrived whatever it said (reading stops there).
    :raises InputError: its ``Content-Length`` is not a whole number.
    """
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.strip().isdigit():
            raise InputError(f"Content-Length: expected a whole number, got {declared[:20]!r}")
        if int(declared) > limit:
            raise BodyTooLarge
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge
        chunks.append(chunk)
    return b"".join(chunks)


def start_from(data: dict[str, Any], variant_check: int) -> TableStart:
    """The start a teacher's form asks for (``InputError`` naming the field otherwise)."""
    variant_text = data.get("variant_file")
    if isinstance(variant_text, str) and variant_text.strip():
        variant = variant_from_text(variant_text, "variant file")
    else:
        variant = variant_named(str(data.get("variant") or "card-1.0.0"))
    source = data.get("source", "seed")
    if source == "saved":
        return from_saved(str(data.get("saved") or ""), "saved game", variant_check)
    if source == "lesson":
        return from_lesson(
            str(data.get("lesson") or ""), str(data.get("where") or "lesson")[:200], variant_check
        )
    checked_variant(variant, variant_check)
    hand = _int(data, "hand", 1)
    if source == "theme":
        return from_theme(str(data.get("theme")), variant, _int(data, "seed", 1))
    if source == "deal":
        return from_deal(str(data.get("deal") or ""), variant, hand)
    if source == "seed":
        return from_seed(_int(data, "seed", 1), variant, hand)
    raise InputError(f"source: expected seed, theme, deal, lesson or saved, got {str(source)[:20]!r}")


@lru_cache(maxsize=1)
def _tables() -> dict[str, int]:
    """The shipped variants played by three, five or six, and how many (the teacher's form names
    the seats of their deals by number)."""
    sizes = {name: load_variant(name).players for name in builtin_variant_names()}
    return {name: n for name, n in sizes.items() if n != 4}


def seat_levels(text: object, seats: int) -> tuple[str, ...]:
    """The bots of a table of ``seats``: ``hard`` (one level for every seat) or one per seat in
    play order (``hard,easy,normal``); a list of another length is left for the table to refuse."""
    levels = tuple(part.strip().lower() for part in str(text or "hard").split(",") if part.strip())
    return levels * seats if len(levels) == 1 else levels


class PageSocket:
    """Each page's websocket: its messages to the hub, under the time limits of ``pages``."""

    def __init__(self, hub: Hub, pages: PageLimits) -> None:
        self.hub = hub
        self.pages = pages
        self.lobby = Lobby(pages.lobby)

    async def serve(self, websocket: WebSocket) -> None:
        hub, pages, lobby = self.hub, self.pages, self.lobby
        if not hub.connected():
            await websocket.close(code=1013)
            return
        await websocket.accept()

        async def send(text: str) -> None:
            await websocket.send_text(text)

        async def close(code: int) -> None:
            await websocket.close(code=code)

        conn = Conn(send, close)
        loop = asyncio.get_running_loop()
        join_by = loop.time() + pages.hello
        try:
            while True:
                waiting = conn.table is None
                try:
                    async with asyncio.timeout_at(join_by if waiting else loop.time() + pages.idle) as due:
                        if waiting:
                            lobby.wait(conn, due)
                        message = await websocket.receive()
                except TimeoutError:
                    await self.let_go(conn, waiting, let_in=loop.time() < join_by)
                    break
                lobby.busy(conn)
                if message["type"] == "websocket.disconnect":
                    break
                raw = message.get("text")
                if raw is None:
                    raw = message.get("bytes") or b""
                await hub.receive(conn, raw)
                if conn.table is not None:
                    lobby.leave(conn)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            lobby.leave(conn)
            await hub.disconnected(conn)

    async def let_go(self, conn: Conn, waiting: bool, let_in: bool) -> None:
        """Close a page that waited too long for a table, was let go by a full lobby (``let_in``:
        before its time was up) or sent nothing for too long, with one sentence."""
        params: dict[str, str] = {}
        if waiting and let_in:
            key, code = "server-full", 1013
        elif waiting:
            key, code, params = "join-sooner", 1008, {"seconds": f"{self.pages.hello:g}"}
        else:
            key, code, params = "idle", 1000, {"minutes": f"{self.pages.idle / 60:g}"}
        await self.hub._error(conn, key, **params)
        await conn.close(code)


def make_app(  # noqa: C901 (the routes share one closure over the hub)
    hub: Hub, hosts: Sequence[str] = LOOPBACK_HOSTS, pages: PageLimits | None = None
) -> Starlette:
    """The application serving ``hub``'s tables to the names in ``hosts``, its pages under ``pages``
    (:class:`~hearts.serve.limits.PageLimits`'s defaults if none)."""

    async def page(request: Request) -> Response:
        return HTMLResponse(_page(PAGES[request.url.path]))

    async def texts(request: Request) -> Response:
        lang = chosen_language(request.path_params["lang"])
        return JSONResponse(
            {
                "lang": lang,
                "languages": list(LANGUAGES),
                "texts": page_texts(lang),
                "variants": builtin_variant_names(),
                "themes": list(THEMES),
                "tables": _tables(),
            }
        )

    async def cards(request: Request) -> Response:
        sheet = card_sheet(chosen_language(request.path_params["lang"]))
        return Response(sheet, media_type="image/svg+xml", headers={"Cache-Control": "max-age=3600"})

    async def create(request: Request) -> Response:
        if not may_make_table(hub.key, request.headers.get("x-hearts-key")):
            error = (
                "only the teacher who started this server can make a table: open the teacher link it printed"
            )
            return JSONResponse({"error": error}, status_code=403)
        try:
            async with asyncio.timeout(BODY_SECONDS):
                body = await bounded_body(request)
        except TimeoutError:
            error = f"table request: its body did not arrive within {BODY_SECONDS:g} s"
            return JSONResponse({"error": error}, status_code=408)
        except BodyTooLarge:
            error = f"table request: longer than {MAX_REQUEST_BYTES / 2**20:.1f} MB, not read"
            return JSONResponse({"error": error}, status_code=413)
        except InputError as err:
            return JSONResponse({"error": str(err)}, status_code=400)
        try:
            data = load_json(body, "table request", MAX_REQUEST_BYTES)
            if not isinstance(data, dict):
                raise InputError("table request: expected a JSON object")
            start = await asyncio.to_thread(start_from, data, hub.variant_check)
            levels = (  # a lesson's own bots, unless the teacher names others
                start.levels
                if start.kind == "lesson" and not data.get("bots")
                else seat_levels(data.get("bots"), start.variant.players)
            )
            table, token = hub.create(start, levels, bool(data.get("whole_game")))
        except InputError as err:
            return JSONResponse({"error": str(err)}, status_code=400)
        return JSONResponse({"code": table.code, "token": token, "source": start.source})

    async def download(request: Request) -> Response:
        table = hub.tables.get(request.path_params["code"].upper())
        if table is None or not may_export(table, request.headers.get("x-hearts-token")):
            return JSONResponse({"error": "no such table, or not its teacher's token"}, status_code=404)
        lang = chosen_language(request.query_params.get("lang"))
        try:
            hand = int(request.query_params.get("hand") or 0)
            name, media, body = export(table, request.path_params["kind"], lang, hand)
        except (InputError, ValueError) as err:
            return JSONResponse({"error": str(err)}, status_code=400)
        headers = {"Content-Disposition": f'attachment; filename="{name}"'}
        return Response(body, media_type=media, headers=headers)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        for table in hub.tables.values():
            hub.kick(table)
        yield

    static = StaticFiles(packages=[("hearts.serve", "static")])
    routes: list[BaseRoute] = [Route(path, page) for path in PAGES]
    routes += [
        Route("/api/texts/{lang}", texts),
        Route("/api/cards/{lang}", cards),
        Route("/api/tables", create, methods=["POST"]),
        Route("/api/tables/{code}/export/{kind}", download),
        *class_routes(hub),
        *lesson_routes(hub, start_from, seat_levels),
        WebSocketRoute("/ws", PageSocket(hub, pages or PageLimits()).serve),
        Mount("/static", static, name="static"),
    ]
    guards = [Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts)), Middleware(SameOrigin)]
    return Starlette(routes=routes, lifespan=lifespan, middleware=guards)
