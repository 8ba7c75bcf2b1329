"""What stands between the network and the classroom server: the names it answers to, the pages
that may drive it, and the connections it holds (how many, from whom, for how long).

Host
    Starlette's ``TrustedHostMiddleware`` with :func:`allowed_hosts` (400 otherwise): the loopback
    names and the address the server listens on or shows its students. A page of another site
    whose name is made to point at this machine (DNS rebinding) is refused.
Origin
    A browser names the page behind every websocket and every POST. One from a page that is not
    this server's own is refused with 403 and one sentence (:class:`SameOrigin`); a request with no
    Origin (a script, a test: no browser to abuse) is let through.
Connections
    uvicorn's own settings where it has them (:func:`server_settings`: websocket frames, pings,
    keep-alive, the size of a request's head) and, where it has none, a thin subclass of its
    HTTP/1.1 protocol (:class:`GuardedH11`): uvicorn has no deadline for a request's head (its
    keep-alive timer only runs between answers) and its ``limit_concurrency`` answers 503 only once
    a whole head has arrived, so a client that never finishes one (slowloris) holds its connection,
    and a file, for ever. :class:`Doors` counts the connections of the server and of each address
    as they are accepted; a connection past the bound takes the place of the one that has waited
    longest for its head, so a well-behaved page, which sends its head at once, always gets in.
Pages
    A page without a table waits in the :class:`Lobby`, for a bounded time, and a full lobby lets
    its oldest page go (the application's websocket handler keeps the time:
    :class:`~hearts.serve.limits.PageLimits`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import sys
from collections import Counter
from http import HTTPStatus
from typing import Any, ClassVar, Final
from urllib.parse import urlsplit

import h11
from starlette.datastructures import Headers
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from hearts.serve.limits import (
    BACKLOG,
    HEAD_SECONDS,
    KEEP_ALIVE_SECONDS,
    MAX_ADDRESS_CONNECTIONS,
    MAX_HEAD_BYTES,
    MAX_OPEN_CONNECTIONS,
    MAX_WEBSOCKET_BYTES,
    PING_SECONDS,
)
from hearts.serve.words import quoted

__all__ = [
    "LOOPBACK_HOSTS",
    "Doors",
    "GuardedH11",
    "GuardedWebSocket",
    "Lobby",
    "SameOrigin",
    "allowed_hosts",
    "connection_budget",
    "foreign_origin",
    "server_settings",
]

LOOPBACK_HOSTS: Final = ("127.0.0.1", "localhost", "[::1]")
"""The names of this machine every server answers to."""
READ_BYTES: Final = 8 * 1024
"""What a websocket connection reads at a time (a page's message is at most 2 KiB)."""
BATCHES: Final = 5
"""Batches of accepted connections the open-file limit has room for beside the connections held
(:func:`connection_budget`): four in flight at most, and one for the records, pages and
modules the server opens."""
SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS"})


def allowed_hosts(host: str, shown: str) -> list[str]:
    """The names a server listening on ``host`` and showing ``shown`` to its students answers to.

    >>> allowed_hosts("0.0.0.0", "192.168.1.20")
    ['127.0.0.1', 'localhost', '[::1]', '192.168.1.20']
    >>> allowed_hosts("::1", "::1")
    ['127.0.0.1', 'localhost', '[::1]']
    """
    names = list(LOOPBACK_HOSTS)
    for name in (host, shown):
        if name in ("", "0.0.0.0", "::"):
            continue
        with contextlib.suppress(ValueError):
            name = f"[{name}]" if ipaddress.ip_address(name).version == 6 else name
        if name.lower() not in names:
            names.append(name.lower())
    return names


def foreign_origin(scope: Scope) -> str | None:
    """The ``Origin`` of a websocket or a POST sent by a page that is not this server's own (its
    scheme is not http(s), or its host and port are not the ``Host`` the request was sent to);
    ``None`` for any other request, one without an ``Origin`` included."""
    if scope["type"] == "http" and scope["method"] in SAFE_METHODS:
        return None
    headers = Headers(scope=scope)
    origin = headers.get("origin")
    if origin is None:
        return None
    try:
        parts = urlsplit(origin)
    except ValueError:
        return origin
    same = parts.netloc.lower() == headers.get("host", "").lower()
    if parts.scheme in ("http", "https") and same and parts.path in ("", "/"):
        return None
    return origin


class SameOrigin:
    """ASGI middleware: a websocket or a POST from a page of another origin is refused (403, one
    sentence) before the application sees it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        origin = foreign_origin(scope) if scope["type"] in ("http", "websocket") else None
        if origin is None:
            await self.app(scope, receive, send)
            return
        sentence = (
            f"refused: a page of {quoted(origin, 60)} may not drive this server"
            " (only the server's own pages may)"
        )
        response: Response
        if scope["type"] == "http":
            response = JSONResponse({"error": sentence}, status_code=403)
        else:
            response = PlainTextResponse(sentence, status_code=403)
        await response(scope, receive, send)


class Lobby:
    """The pages connected without a table, oldest first, each with the deadline it waits under
    while it waits for a message: one more than ``size`` lets the oldest waiting page go (its
    deadline is moved to now). A page busy with a message is not let go."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.pages: dict[object, asyncio.Timeout | None] = {}

    def wait(self, page: object, deadline: asyncio.Timeout) -> None:
        """``page`` waits for its next message under ``deadline`` (an entered timeout)."""
        if page not in self.pages and len(self.pages) >= self.size:
            oldest = next((p for p, d in self.pages.items() if d is not None), None)
            if oldest is not None:
                gone = self.pages.pop(oldest)
                assert gone is not None
                gone.reschedule(asyncio.get_running_loop().time())
        self.pages[page] = deadline  # a page already in keeps its place (its age)

    def busy(self, page: object) -> None:
        """``page`` has a message: it no longer waits (its deadline is left)."""
        if page in self.pages:
            self.pages[page] = None

    def leave(self, page: object) -> None:
        self.pages.pop(page, None)


def connection_budget(wanted: int = MAX_OPEN_CONNECTIONS, backlog: int = BACKLOG) -> tuple[int, int]:
    """How many connections this process can hold open (at most ``wanted``) and accept at once (at
    most ``backlog``) without running out of files. A server out of files accepts nobody, and
    fills its log with ``Too many open files``.

    Its open-file limit is raised (within the hard limit) to hold ``wanted`` connections and
    :data:`BATCHES` batches of ``backlog`` more: asyncio accepts a whole batch before any of its
    connections is looked at, and a connection refused or let go frees its file a few turns of
    the event loop later, while more batches come in. Under a limit that cannot be raised so far,
    fewer connections are held, and if the batches would take over half of it, they are smaller."""
    if sys.platform == "win32":  # pragma: no cover - no such limit to read
        return wanted, backlog
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    needed = wanted + BATCHES * backlog
    if soft != resource.RLIM_INFINITY and soft < needed:
        raised = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
        except (OSError, ValueError):  # pragma: no cover - a platform that refuses
            pass
    if soft == resource.RLIM_INFINITY or soft >= needed:
        return wanted, backlog
    spare = min(BATCHES * backlog, soft // 2)
    return max(1, soft - spare), max(1, spare // BATCHES)


class Doors:
    """The connections one server holds open: how many in all and from each address, and which
    wait for a request's head (oldest first). Shared by every connection of the server."""

    def __init__(self, open_limit: int, address_limit: int, head_seconds: float) -> None:
        self.open_limit = open_limit
        self.address_limit = address_limit
        self.head_seconds = head_seconds
        self.sockets: dict[object, str] = {}
        """Each open connection's transport and its client's address."""
        self.addresses: Counter[str] = Counter()
        self.waiting: dict[GuardedH11, None] = {}
        """Connections waiting for a request's head, in the order they began to wait."""

    def enter(self, transport: object, address: str) -> None:
        self.sockets[transport] = address
        self.addresses[address] += 1

    def leave(self, transport: object) -> None:
        address = self.sockets.pop(transport, None)
        if address is not None:
            self.addresses[address] -= 1
            if self.addresses[address] <= 0:
                del self.addresses[address]

    def oldest_waiting(self, other_than: GuardedH11) -> GuardedH11 | None:
        """The connection that has waited longest for its head and waits still."""
        for conn in list(self.waiting):
            if conn is other_than:
                continue
            del self.waiting[conn]
            if conn.waits_for_head():
                return conn
        return None


class GuardedH11(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with a deadline for each request's head and the bounds of
    :class:`Doors` (a subclass made per server by :func:`server_settings` holds them)."""

    doors: ClassVar[Doors]
    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        address = self.client[0] if self.client else ""
        doors = self.doors
        doors.enter(transport, address)
        if doors.addresses[address] > doors.address_limit:
            self.refuse(503, f"too many connections from {quoted(address, 40)}: close some first")
            return
        if len(doors.sockets) > doors.open_limit:
            oldest = doors.oldest_waiting(other_than=self)
            if oldest is None:
                self.refuse(503, "the server is full: try again later")
                return
            oldest.refuse(408, "the server is full and this connection waited longest for its request")
        self._await_head()

    def _await_head(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(self.doors.head_seconds, self._head_late)
        self.doors.waiting.pop(self, None)
        self.doors.waiting[self] = None

    def _head_arrived(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None
        self.doors.waiting.pop(self, None)

    def waits_for_head(self) -> bool:
        """Whether this connection is open and has not had the whole head of a request yet."""
        return not self.transport.is_closing() and self.conn.their_state is h11.IDLE

    def _head_late(self) -> None:
        self._head_timer = None
        if self.waits_for_head():
            self.refuse(408, f"the request's head did not arrive within {self.doors.head_seconds:g} s")

    def refuse(self, status: int, sentence: str) -> None:
        """Answer ``status`` with one sentence and close, whatever the request has sent so far."""
        self._head_arrived()
        self.doors.leave(self.transport)
        body = (sentence + "\n").encode()
        head = (
            f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\ncontent-type: text/plain; charset=utf-8\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
        )
        if not self.transport.is_closing():
            self.transport.write(head.encode() + body)
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if not self.waits_for_head():
            self._head_arrived()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.waits_for_head():  # kept alive: the next head has its own deadline
            self._await_head()

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        self._head_arrived()  # the websocket protocol now has the connection (and its count)
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc: Exception | None) -> None:
        self._head_arrived()
        self.doors.leave(self.transport)
        super().connection_lost(exc)


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """uvicorn's websocket protocol, counted out of :class:`Doors` when its connection ends, and
    reading :data:`READ_BYTES` at a time: it parses every frame of what it reads at once, and a
    page that floods tiny messages would otherwise hand it thousands in one read (256 KiB),
    holding up every other page for that long. (It stops reading as soon as one message waits
    for the application.)"""

    doors: ClassVar[Doors]

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        if hasattr(transport, "max_size"):  # asyncio's socket transport: the size of one read
            transport.max_size = READ_BYTES

    def connection_lost(self, exc: Exception | None) -> None:
        self.doors.leave(self.transport)
        super().connection_lost(exc)


def server_settings(
    open_limit: int | None = None,
    address_limit: int = MAX_ADDRESS_CONNECTIONS,
    head_seconds: float = HEAD_SECONDS,
) -> dict[str, Any]:
    """The settings of ``uvicorn.Config`` that bound what clients can hold: the protocols guarded
    by one :class:`Doors` (``open_limit`` connections, or as many as :func:`connection_budget`
    allows, which raises the open-file limit if it must) and uvicorn's own bounds."""
    held, backlog = connection_budget() if open_limit is None else (open_limit, BACKLOG)
    doors = Doors(held, address_limit, head_seconds)
    http = type("GuardedH11", (GuardedH11,), {"doors": doors})
    ws = type("GuardedWebSocket", (GuardedWebSocket,), {"doors": doors})
    return {
        "http": http,
        "ws": ws,
        "ws_max_size": MAX_WEBSOCKET_BYTES,
        "ws_ping_interval": PING_SECONDS,
        "ws_ping_timeout": PING_SECONDS,
        "ws_per_message_deflate": False,
        "timeout_keep_alive": KEEP_ALIVE_SECONDS,
        "h11_max_incomplete_event_size": MAX_HEAD_BYTES,
        "backlog": backlog,
    }
