"""The bounds of a classroom server: messages, connections, tables, the rate of messages and
the time a client may take.

Every number a hostile or careless client could push on is bounded here, in one place.

>>> bucket = RateLimit(rate=2.0, burst=3)
>>> [bucket.allow(now=0.0) for _ in range(4)]
[True, True, True, False]
>>> bucket.allow(now=1.0)
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

__all__ = [
    "BACKLOG",
    "BODY_SECONDS",
    "BRANCHES_PER_MINUTE",
    "BRANCH_DEPTH",
    "BRANCH_WORKERS",
    "HEAD_SECONDS",
    "KEEP_ALIVE_SECONDS",
    "MAX_ADDRESS_CONNECTIONS",
    "MAX_CONNECTIONS",
    "MAX_DEAL_CHARS",
    "MAX_HANDS",
    "MAX_HEAD_BYTES",
    "MAX_MESSAGE_BYTES",
    "MAX_MESSAGE_DEPTH",
    "MAX_OPEN_CONNECTIONS",
    "MAX_RECORDS",
    "MAX_RECORD_BYTES",
    "MAX_REQUEST_BYTES",
    "MAX_TABLES",
    "MAX_TABLE_CONNECTIONS",
    "MAX_UPLOAD_BYTES",
    "MAX_WEBSOCKET_BYTES",
    "PING_SECONDS",
    "RATE",
    "RATE_BURST",
    "STRIKES",
    "TABLES_CEILING",
    "PageLimits",
    "RateLimit",
]

MAX_MESSAGE_BYTES: Final = 2048
"""A client message longer than this is refused and the connection closed (code 1009)."""
MAX_MESSAGE_DEPTH: Final = 4
"""A message nested deeper than this (a message is one flat object) is refused before it is read."""
MAX_WEBSOCKET_BYTES: Final = 64 * 1024
"""A websocket frame longer than this is refused by the websocket layer itself (code 1009)."""
MAX_UPLOAD_BYTES: Final = 256 * 1024
"""An uploaded variant file at most this long."""
MAX_RECORD_BYTES: Final = 8 * 1024 * 1024
"""A table's saved game record at most this long (the server's own, resumed, or one uploaded): a
whole game of :data:`MAX_HANDS` hands with every bot's decision record stays far below it."""
MAX_REQUEST_BYTES: Final = 2 * (MAX_RECORD_BYTES + MAX_UPLOAD_BYTES)
"""A request's body at most this long (a saved game and a variant file, even JSON-escaped): a
longer one is refused (413) on its ``Content-Length``, or as soon as that many bytes arrived
when it gives none or a false one; the rest is never read."""
MAX_TABLES: Final = 64
"""Tables one server keeps at once by default (and resumes at start: the newest records of its
data folder); ``hearts serve --max-tables`` sets another number, up to :data:`TABLES_CEILING`."""
TABLES_CEILING: Final = 512
"""The most tables ``--max-tables`` allows: as many as the server's websocket connections
(:data:`MAX_CONNECTIONS`), a table being kept while a page has it open."""
MAX_RECORDS: Final = 1024
"""Table records one data folder holds: a server whose folder is full makes no new table (its
teacher moves old records elsewhere; each is a saved game the teacher's page can upload)."""
MAX_DEAL_CHARS: Final = 512
"""A deal in deal notation at most this long (one at six seats with a kitty takes about a hundred):
a longer one is refused on its length, unread."""
MAX_TABLE_CONNECTIONS: Final = 48
"""Connections to one table (a class of students and the teacher's screens)."""
MAX_CONNECTIONS: Final = 512
"""Websocket connections to one server."""
MAX_OPEN_CONNECTIONS: Final = 2048
"""Connections (HTTP and websocket) one server holds open. A connection past it takes the place of
the one that has waited longest for its request's head, or is refused (503) if none waits; fewer
when the open-file limit cannot be raised to hold them
(:func:`hearts.serve.guards.connection_budget`)."""
BACKLOG: Final = 128
"""Connections waiting to be accepted, and accepted at once before any of them is looked at (the
open-file limit keeps room for a few such batches beside :data:`MAX_OPEN_CONNECTIONS`; fewer at
once when it cannot)."""
MAX_ADDRESS_CONNECTIONS: Final = 64
"""Connections (HTTP and websocket) from one client address at once: one more is refused (503)."""
HEAD_SECONDS: Final = 10.0
"""Seconds a request's head (its request line and headers) may take to arrive whole, from the
connection or from the previous answer on it: later, the connection is closed (408)."""
BODY_SECONDS: Final = 60.0
"""Seconds a table request's body may take to arrive whole (408 after)."""
KEEP_ALIVE_SECONDS: Final = 5
"""Seconds an HTTP connection is kept open, idle, after an answer."""
MAX_HEAD_BYTES: Final = 16 * 1024
"""A request's head at most this long (400 past it)."""
PING_SECONDS: Final = 20.0
"""Every this many seconds the server pings each websocket, and lets it go if no answer came back
within as many: a page whose machine vanished frees its connection within 40 s."""
MAX_HANDS: Final = 60
"""Hands one table may play (a game under a sane variant ends far sooner): bounds its record."""
RATE: Final = 20.0
"""Messages a connection may send each second, on average..."""
RATE_BURST: Final = 40
"""... and at once."""
STRIKES: Final = 100
"""Messages refused for the rate after which the connection is closed (code 1008)."""
BRANCHES_PER_MINUTE: Final = 12
"""Branches a table's teacher may have played out in a minute (one at a time): one more is
refused in one line (:mod:`hearts.serve.room_branches`)."""
BRANCH_DEPTH: Final = 3
"""Levels of branches for the room, one inside another: a branch of the table's line is the
first; a branch of a branch at this depth is refused in one line (:mod:`hearts.serve.room_branches`)."""
BRANCH_WORKERS: Final = 2
"""Branches (and "ask the room" outcomes) played out at once on one server, each in a worker
thread: the others wait their turn, and the event loop serves the tables meanwhile."""


@dataclass(frozen=True, slots=True)
class PageLimits:
    """How long a page may take, and how many may wait without a table (a page connects, says
    hello and joins a table at once; it connects again by itself if it is closed)."""

    hello: float = 10.0
    """Seconds from connecting to joining a table: later, the page is closed (code 1008)."""
    idle: float = 3600.0
    """Seconds a page at a table may send nothing: after, it is closed (code 1000)."""
    lobby: int = 256
    """Pages connected without a table at once: one more lets the page that has waited
    longest go (code 1013)."""


@dataclass(slots=True)
class RateLimit:
    """A token bucket: ``burst`` messages at once, then ``rate`` a second."""

    rate: float = RATE
    burst: int = RATE_BURST
    tokens: float = field(default=-1.0)
    last: float = 0.0

    def allow(self, now: float) -> bool:
        if self.tokens < 0:
            self.tokens, self.last = float(self.burst), now
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
