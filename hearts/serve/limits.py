"""The bounds of a classroom server: messages, connections, tables and the rate of messages.

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
    "MAX_CONNECTIONS",
    "MAX_DEAL_CHARS",
    "MAX_HANDS",
    "MAX_MESSAGE_BYTES",
    "MAX_RECORDS",
    "MAX_RECORD_BYTES",
    "MAX_REQUEST_BYTES",
    "MAX_TABLES",
    "MAX_TABLE_CONNECTIONS",
    "MAX_UPLOAD_BYTES",
    "RATE",
    "RATE_BURST",
    "STRIKES",
    "RateLimit",
]

MAX_MESSAGE_BYTES: Final = 2048
"""A client message longer than this is refused and the connection closed (code 1009)."""
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
"""Tables one server keeps at once (and resumes at start: the newest records of its data folder)."""
MAX_RECORDS: Final = 1024
"""Table records one data folder holds: a server whose folder is full makes no new table (its
teacher moves old records elsewhere; each is a saved game the teacher's page can upload)."""
MAX_DEAL_CHARS: Final = 512
"""A deal in deal notation at most this long (one at six seats with a kitty takes about a hundred):
a longer one is refused on its length, unread."""
MAX_TABLE_CONNECTIONS: Final = 48
"""Connections to one table (a class of students and the teacher's screens)."""
MAX_CONNECTIONS: Final = 512
"""Connections to one server."""
MAX_HANDS: Final = 60
"""Hands one table may play (a game under a sane variant ends far sooner): bounds its record."""
RATE: Final = 20.0
"""Messages a connection may send each second, on average..."""
RATE_BURST: Final = 40
"""... and at once."""
STRIKES: Final = 100
"""Messages refused for the rate after which the connection is closed (code 1008)."""


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
