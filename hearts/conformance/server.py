"""The protocol server loop: any in-process :class:`Engine` behind the JSON-lines protocol.

``hearts engine`` runs :func:`serve` on the reference engine, so that
``hearts conform --engine "hearts engine"`` checks the whole corpus through the
protocol. Every request gets exactly one answer line; a request that cannot be
understood gets a ``bad-request`` error and the loop goes on; ``quit`` or the end
of the input stops it.

Whatever arrives is read within limits: a line longer than
:data:`~hearts.plumbing.inputs.MAX_LINE_BYTES` is refused as it streams by, never held
whole; bytes that are not UTF-8, JSON nested too deeply or integers too long get a
``bad-request`` error; a failure inside the engine an ``internal`` one. Nothing a client
sends stops the loop but ``quit`` and the end of the input.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from typing import IO, Any

from hearts import __version__
from hearts.cards import Card
from hearts.conformance.engine import (
    Engine,
    EngineFailure,
    EngineRefused,
    NoPosition,
    TooLarge,
    Unsupported,
    deal_now,
)
from hearts.conformance.protocol import (
    PROTOCOL_VERSION,
    BadMessage,
    compatible,
    deal_from_message,
    error_message,
    hello_response,
    record_from_setup,
    validate_request,
)
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_LINE_BYTES, BadInput, load_json, shown

__all__ = ["answer", "bounded_lines", "handle", "reference_engine", "serve"]


def reference_engine() -> Engine:
    """The project's reference engine (in process)."""
    from hearts.conformance.reference import ReferenceEngine

    return ReferenceEngine()


def handle(engine: Engine, message: Any, *, validate: bool = True) -> tuple[dict[str, Any], bool]:  # noqa: C901 (one branch per request type of the protocol)
    """Answer one request. Returns the response and whether the loop should stop."""
    request_id = message.get("id") if isinstance(message, dict) else None
    if not isinstance(request_id, int) or isinstance(request_id, bool):
        request_id = None
    try:
        if validate:
            validate_request(message)
        op = message["op"]
        if op == "hello":
            if not compatible(str(message["protocol"])):
                return (
                    error_message(
                        request_id,
                        "unsupported",
                        f"this engine speaks protocol {PROTOCOL_VERSION}, not {message['protocol']}",
                    ),
                    False,
                )
            caps = engine.capabilities()
            notes = tuple(getattr(engine, "notes", ()))
            return hello_response(request_id or 0, caps, version=__version__, notes=notes), False
        if op == "setup":
            record = record_from_setup(message)
            try:
                engine.setup(record)
            except EngineRefused as err:
                return error_message(request_id, "illegal", str(err), err.clause, _index(err)), False
            return {"id": request_id, "ok": True}, False
        if op == "apply":
            engine.apply(Card.parse(message["action"]))
            return {"id": request_id, "ok": True}, False
        if op == "deal":
            deal_now(engine, deal_from_message(message, getattr(engine, "variant", None)))
            return {"id": request_id, "ok": True}, False
        if op == "query":
            result = engine.query(message["query"], **message.get("args", {}))
            return {"id": request_id, "ok": True, "result": result}, False
        if op == "quit":
            return {"id": request_id, "ok": True}, True
        raise BadMessage(f"unknown op {op!r}")  # pragma: no cover - the schema refuses it
    except EngineRefused as err:
        return error_message(request_id, "illegal", str(err), err.clause), False
    except Unsupported as err:
        return error_message(request_id, "unsupported", str(err)), False
    except (BadMessage, InputError, KeyError, TypeError, NoPosition, TooLarge) as err:
        return error_message(request_id, "bad-request", str(err)), False
    except EngineFailure as err:
        return error_message(request_id, "internal", str(err)), False


def _index(err: EngineRefused) -> int | None:
    index = getattr(err, "index", None)
    return index if isinstance(index, int) else None


class _TooLong:
    """A line over the limit, skipped as it was read."""


def _ends(line: str | bytes) -> bool:
    return line[-1:] in ("\n", b"\n")


def bounded_lines(
    source: IO[str] | IO[bytes], limit: int = MAX_LINE_BYTES
) -> Iterator[str | bytes | _TooLong]:
    """The lines of ``source`` (without holding more than ``limit`` of any), each line over
    ``limit`` as one :class:`_TooLong`, read through to its end."""
    while True:
        line = source.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or _ends(line):
            yield line
            continue
        while line and not _ends(line):
            line = source.readline(65536)
        yield _TooLong()


class _PipeLines:
    """The lines of a file descriptor, read in chunks as they come (what ``bounded_lines``
    does for a file object), knowing whether a whole line is already waiting: a client that
    writes several requests at once gets their answers in one write."""

    def __init__(self, fd: int, limit: int = MAX_LINE_BYTES) -> None:
        self.fd = fd
        self.limit = limit
        self.buf = bytearray()
        self.skipping = False

    def waiting(self) -> bool:
        """Whether a whole request line is already read (more answers will follow at once)."""
        return b"\n" in self.buf

    def __iter__(self) -> Iterator[bytes | _TooLong]:
        while True:
            end = self.buf.find(b"\n")
            if end >= 0:
                line = bytes(self.buf[: end + 1])
                del self.buf[: end + 1]
                if self.skipping:
                    self.skipping = False
                    yield _TooLong()
                elif len(line) > self.limit + 1:
                    yield _TooLong()
                else:
                    yield line
                continue
            if len(self.buf) > self.limit:
                self.buf.clear()
                self.skipping = True
            chunk = os.read(self.fd, 65536)
            if not chunk:
                if self.buf and not self.skipping:
                    yield bytes(self.buf)
                elif self.skipping:
                    yield _TooLong()
                return
            self.buf += chunk


def answer(engine: Engine, line: str | bytes, *, validate: bool = True) -> tuple[dict[str, Any], bool]:
    """The response to one request line, whatever it holds; and whether to stop."""
    try:
        message = load_json(line, "request", MAX_LINE_BYTES)
    except BadInput as err:
        return error_message(None, "bad-request", shown(err.why, 300)), False
    try:
        return handle(engine, message, validate=validate)
    except Exception as err:  # a bug in the engine: report it and keep serving
        rid = message.get("id") if isinstance(message, dict) else None
        ok_id = rid if isinstance(rid, int) and not isinstance(rid, bool) else None
        return error_message(ok_id, "internal", shown(f"{type(err).__name__}: {err}", 500)), False


def serve(
    engine: Engine,
    infile: IO[str] | IO[bytes] | None = None,
    outfile: IO[str] | None = None,
    *,
    validate: bool = True,
) -> int:
    """Answer requests from ``infile`` on ``outfile`` (stdin/stdout) until quit or end of input.

    Returns the exit code (0).
    """
    sink = outfile if outfile is not None else sys.stdout
    pipe = _PipeLines(sys.stdin.fileno()) if infile is None else None
    lines: Iterable[str | bytes | _TooLong] = pipe if pipe is not None else bounded_lines(infile or sys.stdin)
    eng = engine
    try:
        for raw in lines:
            if isinstance(raw, _TooLong):
                response = error_message(
                    None, "bad-request", f"a request line longer than {MAX_LINE_BYTES} bytes (not read)"
                )
                stop = False
            else:
                if not raw.strip():
                    continue
                response, stop = answer(eng, raw, validate=validate)
            sink.write(json.dumps(response, separators=(",", ":")) + "\n")
            if stop or pipe is None or not pipe.waiting():
                sink.flush()
            if stop:
                break
    finally:
        eng.close()
    return 0


def main() -> None:  # pragma: no cover - exercised through subprocesses
    """``python -m hearts.conformance.server``: the reference engine, without the CLI."""
    sys.exit(serve(reference_engine()))


if __name__ == "__main__":  # pragma: no cover
    main()
