"""An external engine in its own process, spoken to over the JSON-lines protocol.

:func:`open_engine` starts the command, does the handshake and returns an
:class:`ExternalEngine`, which implements :class:`hearts.conformance.engine.Engine`.

What can go wrong, and what happens then:

* the engine exits: :class:`EngineCrashed` with the exit code and the end of its
  stderr; the next :meth:`~ExternalEngine.setup` starts it again, so a run goes on;
* it does not answer within ``timeout`` seconds: :class:`EngineTimeout`; its
  process group is killed and the next setup starts it again;
* it prints a line that is not a protocol message (not JSON, wrong id, wrong
  shape): :class:`EngineFailure` quoting the line; it is killed and restarted too;
* it stops reading its input: writes have the same ``timeout`` as reads
  (:class:`EngineTimeout`);
* it prints a line longer than :data:`~hearts.plumbing.inputs.MAX_LINE_BYTES`, JSON nested
  too deeply or integers too long: :class:`EngineFailure`; the client's memory
  stays bounded (the buffer is never rescanned from its start);
* it fails :data:`GIVE_UP_AFTER` requests in a row (crash, timeout, garbage):
  hearts gives up on it (:class:`EngineGaveUp` at once for every later request,
  :attr:`ExternalEngine.gave_up` says why) instead of paying the timeout again
  and again; the ``hello`` of a restart does not count as a success (an engine that
  shakes hands and then hangs is still given up on);
* it answers with another ``id`` than the request's: :class:`EngineFailure` (killed);
* its handshake names another major protocol version (or it fails while starting):
  :class:`EngineStartError`, which is also an :class:`~hearts.plumbing.errors.InputError`
  so the command line reports it on one line.

Whatever an engine writes (error messages, stderr) is shown with control
characters escaped (:func:`hearts.plumbing.inputs.shown`), so it cannot drive the terminal
or break an XML report. Of its stderr only the last :data:`STDERR_TAIL` bytes are kept, in
memory: it comes through a pipe that is read while hearts waits for the engine (no file, so
an engine printing gigabytes fills neither the temporary folder nor memory; one that writes
between requests waits on the pipe until the next request, as it would on a terminal).

The engine runs in a session (and process group) of its own and carries a mark
in its environment (a fresh one each time it is started, made below the mark of the
command); on :meth:`~ExternalEngine.close`, on a timeout, when the start is interrupted
(a signal during the handshake) and when Python exits,
:func:`hearts.plumbing.reaper.kill_tree` kills it with every process below it and every
process carrying its mark (also those that left its process group). If hearts itself
dies without any of that (``kill -KILL``), the engine's
:class:`~hearts.plumbing.reaper.Watchdog` kills them.

:meth:`ExternalEngine.exchange` sends any request and returns the engine's answer, error
answers included, with every protection above: ``hearts engine-check`` probes engines
through it, so the three tools (conform, fuzz, engine-check) share this one client.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import select
import shlex
import subprocess
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from hearts import __version__
from hearts.cards import Card
from hearts.conformance.engine import (
    GIVE_UP_AFTER,
    Capabilities,
    EngineCrashed,
    EngineFailure,
    EngineRefused,
    EngineTimeout,
    Unsupported,
)
from hearts.conformance.protocol import (
    PROTOCOL_VERSION,
    BadMessage,
    capabilities_from_hello,
    compatible,
    setup_message,
    validate_response,
    validate_result,
)
from hearts.engine.state import Record
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_LINE_BYTES, BadInput, load_json, shown
from hearts.plumbing.reaper import MARK, Watchdog, kill_tree, new_mark, watch

__all__ = [
    "GIVE_UP_AFTER",
    "STDERR_TAIL",
    "EngineGaveUp",
    "EngineStartError",
    "ExternalEngine",
    "kill_all",
    "one_line",
    "open_engine",
]

STDERR_TAIL = 2000
"""Bytes of an engine's stderr kept (the end of it), quoted when the engine fails."""
_DRAIN = 1024 * 1024
"""Most bytes of stderr read in one go before the deadline is looked at again."""
_LIVE: set[ExternalEngine] = set()
"""Engines whose process runs (held strongly: one dropped mid-start is still killed at exit)."""


class EngineStartError(EngineFailure, InputError):
    """The engine could not be started or its handshake failed (wrong protocol version...)."""


class EngineGaveUp(EngineFailure):
    """The engine failed too many requests in a row; it is not started again."""


@atexit.register
def kill_all() -> None:
    """Kill every engine still running, with all its processes (at exit, or on a signal)."""
    for engine in list(_LIVE):
        engine._kill()


def open_engine(command: str, timeout: float, *, startup_timeout: float | None = None) -> ExternalEngine:
    """Start ``command`` (split like a shell would, not run by one) and shake hands.

    ``timeout`` is the limit for each request; ``startup_timeout`` (default: at
    least 10 seconds) for the process to start and answer ``hello``.
    """
    engine = ExternalEngine(command, timeout, startup_timeout=startup_timeout)
    try:
        engine.start()
    except EngineStartError:
        engine.close()
        raise
    except EngineFailure as err:
        engine.close()
        raise EngineStartError(f"engine {command!r} failed to start: {one_line(err)}") from err
    except BaseException:  # a signal or Ctrl-C during the handshake: nothing is left running
        engine.close()
        raise
    return engine


def one_line(err: BaseException) -> str:
    """An engine failure as one line, with the last line of the engine's stderr if any."""
    text = str(err)
    tail = getattr(err, "stderr_tail", "")
    if tail:
        last = [line for line in tail.splitlines() if line.strip()]
        if last:
            text += f" (stderr: {shown(last[-1].strip(), 200)})"
    return " ".join(text.split())


class ExternalEngine:
    """An engine process behind the protocol; see the module docstring."""

    def __init__(self, command: str, timeout: float, *, startup_timeout: float | None = None) -> None:
        try:
            self.argv = shlex.split(command)
        except ValueError as err:
            raise EngineStartError(f"engine command {command!r}: {err}") from None
        if not self.argv:
            raise EngineStartError("the engine command is empty")
        self.command = command
        self.timeout = timeout
        self.startup_timeout = startup_timeout if startup_timeout is not None else max(10.0, timeout)
        self.validate = True
        """Check every answer against the protocol's JSON Schemas."""
        self.restarts = 0
        """How many times the process was started again after a failure."""
        self.requests = 0
        self.writes = 0
        """Writes of requests to the engine (several requests may share one)."""
        self.notes: tuple[str, ...] = ()
        self.failures_in_a_row = 0
        self.gave_up: str | None = None
        """Why hearts gave up on the engine (after GIVE_UP_AFTER failures in a row), if it did."""
        self.mark = new_mark()
        """The mark of the running process (a new one at each start)."""
        self.hello: dict[str, Any] = {}
        """The last handshake answer, as the engine sent it (validated)."""
        self._watchdog: Watchdog | None = None
        self._caps: Capabilities | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: int | None = None
        """The reading end of the engine's stderr while it is open (non-blocking)."""
        self._stderr_kept = bytearray()
        self._buf = bytearray()
        self._next_id = 1
        self._ready = False
        """Whether the process holds a position set up since it started."""
        self._started_once = False

    # ------------------------------------------------------------ process life

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def start(self) -> None:
        """Start the process and shake hands (a no-op if it is running)."""
        if self._proc is not None:
            return
        if self.gave_up is not None:
            raise EngineGaveUp(self.gave_up)
        if self._started_once:
            self.restarts += 1
        self._started_once = True
        self.mark = new_mark()
        self._watchdog = watch(self.mark)  # before the engine: no moment it runs unwatched
        try:
            self._proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,
                bufsize=0,
                env={**os.environ, MARK: self.mark},
            )
        except OSError as err:
            self._watchdog.stop()
            self._watchdog = None
            raise EngineStartError(f"cannot start engine {self.command!r}: {err.strerror or err}") from None
        _LIVE.add(self)
        assert self._proc.stdin is not None and self._proc.stderr is not None
        os.set_blocking(self._proc.stdin.fileno(), False)
        self._stderr = self._proc.stderr.fileno()
        os.set_blocking(self._stderr, False)
        self._stderr_kept.clear()
        self._buf.clear()
        self._scanned = 0
        self._ready = False
        answer = self._request(
            {"op": "hello", "protocol": PROTOCOL_VERSION, "client": f"hearts {__version__}"},
            self.startup_timeout,
            success_resets=False,
        )
        version = str(answer.get("protocol"))
        if not compatible(version):
            self._kill()
            raise EngineStartError(
                f"engine {self.command!r} speaks protocol {version}; this hearts speaks {PROTOCOL_VERSION} "
                "(the major versions must be equal)"
            )
        caps = capabilities_from_hello(answer)
        caps = replace(caps, name=shown(caps.name, 120))  # shown in terminals, JUnit and pages
        if self._caps is None:
            self._caps = caps
        self.hello = answer
        self.notes = tuple(shown(str(n), 500) for n in answer.get("notes", ()))

    def _drain_stderr(self) -> None:
        """Read what the engine wrote on stderr (at most :data:`_DRAIN` bytes), keeping the
        last :data:`STDERR_TAIL` bytes; at its end, stop reading it."""
        fd = self._stderr
        read = 0
        while fd is not None and read < _DRAIN:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self._stderr = None  # closed by the engine (and whatever shared it)
                return
            read += len(chunk)
            self._stderr_kept += chunk
            if len(self._stderr_kept) > 2 * STDERR_TAIL:
                del self._stderr_kept[: len(self._stderr_kept) - STDERR_TAIL]

    def _stderr_tail(self) -> str:
        """The end of what the engine wrote on stderr, shown safely."""
        self._drain_stderr()
        kept = bytes(self._stderr_kept[-STDERR_TAIL:])
        return shown(kept.decode("utf-8", "replace"), STDERR_TAIL, lines=True)

    def _kill(self) -> None:
        """Kill the engine's process group and forget the process."""
        proc = self._proc
        self._proc = None
        self._ready = False
        if proc is not None:
            kill_tree(proc.pid, self.mark)
            for pipe in (proc.stdin, proc.stdout, proc.stderr):
                if pipe is not None:
                    with contextlib.suppress(OSError):
                        pipe.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
        if self._watchdog is not None:
            self._watchdog.stop()
            self._watchdog = None
        self._stderr = None
        _LIVE.discard(self)

    def close(self) -> None:
        """Ask the engine to quit, then kill its process group whatever it did."""
        proc = self._proc
        if proc is not None and proc.poll() is None:
            try:
                self._send([{"id": 0, "op": "quit"}], time.monotonic() + min(0.2, self.timeout))
                proc.wait(timeout=min(0.3, self.timeout))
            except (OSError, subprocess.TimeoutExpired, EngineTimeout):
                pass
        self._kill()

    def __enter__(self) -> ExternalEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ the wire

    def _send(self, messages: list[dict[str, Any]], deadline: float) -> None:
        """Write requests, a line each; :class:`EngineTimeout` if the engine does not take
        them by ``deadline``."""
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        fd = proc.stdin.fileno()
        text = "".join(json.dumps(message, separators=(",", ":")) + "\n" for message in messages)
        self.writes += 1
        data = memoryview(text.encode("utf-8"))
        with contextlib.suppress(BlockingIOError):  # a pipe with room takes it at once: no select
            data = data[os.write(fd, data) :]
        while data:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimeout(f"the engine did not read its input within {self.timeout:g} s")
            errors, ready, _ = select.select(self._stderr_watched(), [fd], [], remaining)
            if errors:
                self._drain_stderr()  # an engine blocked on its stderr reads nothing
            if ready:
                try:
                    data = data[os.write(fd, data) :]
                except BlockingIOError:
                    continue

    def _readline(self, deadline: float) -> bytes | None:
        """The next line from the engine; ``None`` at end of output; EngineTimeout after ``deadline``."""
        proc = self._proc
        assert proc is not None and proc.stdout is not None
        fd = proc.stdout.fileno()
        while True:
            end = self._buf.find(b"\n", self._scanned)
            if end >= 0:
                line = bytes(self._buf[:end])
                del self._buf[: end + 1]
                self._scanned = 0
                return line
            self._scanned = len(self._buf)
            if self._scanned > MAX_LINE_BYTES:
                raise _LineTooLong
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            ready, _, _ = select.select([fd, *self._stderr_watched()], [], [], remaining)
            if not ready:
                raise TimeoutError
            if self._stderr is not None and self._stderr in ready:
                self._drain_stderr()
            if fd not in ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            self._buf += chunk

    def _stderr_watched(self) -> list[int]:
        """The engine's stderr, to be read while waiting on it (none once it has ended)."""
        return [] if self._stderr is None else [self._stderr]

    def _crashed(self, op: str) -> EngineCrashed:
        proc = self._proc
        code: int | None = None
        if proc is not None:
            try:
                code = proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                code = None
        tail = self._stderr_tail()
        self._kill()
        how = f"exited with code {code}" if code is not None else "closed its output"
        return EngineCrashed(f"the engine {how} while answering {op}", code, tail)

    @property
    def running(self) -> bool:
        """Whether the engine process runs (it may have been killed after a failure)."""
        return self._proc is not None and self._proc.poll() is None

    def exchange(self, message: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """Send any request (an ``id`` is added) and return the engine's validated answer,
        an error answer included (``"ok": false``); the engine must be started.

        Raises :class:`EngineFailure` when the engine does not answer a protocol message
        (timeout, crash, a line too long, bad JSON, another ``id``, a wrong shape): the
        engine is then killed, and :meth:`start` starts it again.
        """
        return self._request(message, timeout, raise_errors=False)

    def _request(
        self,
        message: dict[str, Any],
        timeout: float | None = None,
        *,
        raise_errors: bool = True,
        success_resets: bool = True,
    ) -> dict[str, Any]:
        """Send one request and return its (successful, validated) answer.

        Counts failures in a row; after :data:`GIVE_UP_AFTER` the engine is given up on.
        """
        if self.gave_up is not None:
            raise EngineGaveUp(self.gave_up)
        try:
            answer = self._exchange(message, timeout, raise_errors=raise_errors)
        except EngineFailure as err:
            self._failed_by(err)
            raise
        if success_resets:
            self.failures_in_a_row = 0
        return answer

    def _failed(self, err: EngineFailure) -> None:
        self.failures_in_a_row += 1
        if self.failures_in_a_row >= GIVE_UP_AFTER and self.gave_up is None:
            self.gave_up = (
                f"gave up on the engine after {self.failures_in_a_row} failed requests in a row "
                f"(the last: {' '.join(str(err).split())[:300]})"
            )
            self._kill()

    def _exchange(
        self, message: dict[str, Any], timeout: float | None = None, *, raise_errors: bool = True
    ) -> dict[str, Any]:
        limit = self.timeout if timeout is None else timeout
        (sent,) = self._write([message], limit)
        return self._answer(sent, limit, raise_errors=raise_errors)

    def _write(self, messages: list[dict[str, Any]], limit: float) -> list[tuple[str, int, float]]:
        """Send requests in one write (an ``id`` each); per request: its op, id and deadline."""
        if self._proc is None:
            raise EngineFailure("the engine is not running")
        sent: list[tuple[str, int, float]] = []
        lines: list[dict[str, Any]] = []
        for message in messages:
            request_id = self._next_id
            self._next_id += 1
            lines.append({"id": request_id, **{k: v for k, v in message.items() if k != "id"}})
            sent.append((str(message["op"]), request_id, time.monotonic() + limit))
            self.requests += 1
        op = sent[0][0]
        try:
            self._send(lines, sent[0][2])
        except (BrokenPipeError, ConnectionResetError, ValueError):
            raise self._crashed(op) from None
        except EngineTimeout:
            self._kill()
            raise EngineTimeout(
                f"the engine did not read the {op} request within {limit:g} s (engine killed)"
            ) from None
        return sent

    def _answer(
        self, sent: tuple[str, int, float], limit: float, *, raise_errors: bool = True
    ) -> dict[str, Any]:
        """Read and check the engine's answer to one request written by :meth:`_write`."""
        op, request_id, deadline = sent
        while True:
            try:
                line = self._readline(deadline)
            except TimeoutError:
                self._kill()
                raise EngineTimeout(f"no answer to {op} within {limit:g} s (engine killed)") from None
            except _LineTooLong:
                self._kill()
                raise EngineFailure(
                    f"the engine printed a line over {MAX_LINE_BYTES} bytes answering {op} (engine killed)"
                ) from None
            if line is None:
                raise self._crashed(op)
            if line.strip():
                break
        try:
            answer = load_json(line, "the answer", MAX_LINE_BYTES)
        except BadInput as err:
            self._kill()
            raise EngineFailure(
                f"the engine printed a line that is not a protocol message ({err.why}): {_quote(line)}"
            ) from None
        try:
            if self.validate or op == "hello":
                validate_response(op, answer)
            if not isinstance(answer, dict):
                raise BadMessage("a response is a JSON object")
            if answer.get("id") != request_id and not (
                answer.get("ok") is False and answer.get("id") is None
            ):
                raise BadMessage(f"answer to request {request_id} carries id {answer.get('id')!r}")
        except BadMessage as err:
            self._kill()
            raise EngineFailure(f"bad answer to {op}: {shown(str(err), 300)}: {_quote(line)}") from None
        if answer.get("ok") is False and raise_errors:
            raise _error(answer["error"], op)
        result: dict[str, Any] = answer
        return result

    # ------------------------------------------------------------ Engine

    def capabilities(self) -> Capabilities:
        if self._caps is None:
            self.start()
        assert self._caps is not None
        return self._caps

    def setup(self, record: Record) -> None:
        caps = self.capabilities()
        missing = caps.supports_variant(record.variant)
        if missing is not None:
            raise Unsupported(f"the engine does not support {missing}")
        self.start()
        self._ready = False
        self._request(setup_message(0, record))
        self._ready = True

    def _need_position(self, op: str) -> None:
        if self._proc is None or not self._ready:
            raise EngineFailure(f"cannot {op}: no position is set up (the engine was restarted?)")

    def apply(self, card: Card) -> None:
        self._need_position("apply")
        self._request({"op": "apply", "action": card.format()})

    def query_each(self, names: Sequence[str]) -> list[Any]:
        """See :func:`hearts.conformance.engine.ask_each`: every query written at once,
        then the answers read in order."""
        return self._ask(None, names)

    def apply_and_ask(self, card: Card, names: Sequence[str]) -> list[Any]:
        """See :func:`hearts.conformance.engine.apply_and_ask`: the action and the queries
        written at once; the action's failure raises once every answer is read."""
        return self._ask(card, names)

    def _ask(self, card: Card | None, names: Sequence[str]) -> list[Any]:  # noqa: C901 (one batch: the action's and each query's outcome)
        declared = self.capabilities().queries
        out: list[Any] = [
            None if name in declared else Unsupported(f"the engine does not answer the query {name}")
            for name in names
        ]
        asked = [i for i, name in enumerate(names) if name in declared]
        messages: list[dict[str, Any]] = [{"op": "query", "query": names[i]} for i in asked]
        if card is not None:
            messages.insert(0, {"op": "apply", "action": card.format()})
        if not messages:
            return out
        try:
            self._need_position("apply" if card is not None else f"query {names[asked[0]]}")
            if self.gave_up is not None:
                raise EngineGaveUp(self.gave_up)
            sent = self._write(messages, self.timeout)
        except EngineFailure as err:
            self._failed_by(err)
            if card is not None:
                raise
            for i in asked:
                out[i] = err
            return out
        refused: EngineFailure | None = None
        if card is not None:
            try:
                self._answer(sent.pop(0), self.timeout)
            except (EngineRefused, Unsupported) as err:
                refused = err  # the engine is in step: its answers to the queries follow
            except EngineFailure as err:
                self._failed_by(err)
                raise
        for k, (i, request) in enumerate(zip(asked, sent, strict=True)):
            try:
                answer = self._answer(request, self.timeout, raise_errors=False)
            except EngineFailure as err:
                self._failed_by(err)
                if refused is not None:
                    raise refused from None
                for j in asked[k:]:
                    out[j] = err
                return out
            if answer.get("ok") is False:  # this query's refusal: the next answers follow
                out[i] = _error(answer["error"], "query")
                continue
            self.failures_in_a_row = 0
            out[i] = self._result(names[i], answer)
        if refused is not None:
            raise refused
        return out

    def _failed_by(self, err: EngineFailure) -> None:
        """Count a failed request: a crash, a timeout, a failed start, or a bad answer (the
        engine was then killed); a refusal or an unsupported query is an answer, not a failure."""
        lost = isinstance(err, EngineCrashed | EngineTimeout | EngineStartError)
        if lost or (not isinstance(err, EngineRefused | Unsupported) and self._proc is None):
            self._failed(err)

    def _result(self, name: str, answer: dict[str, Any]) -> Any:
        """A query's result, checked against its shape (an EngineFailure value if it is not)."""
        result = answer["result"]
        if self.validate:
            try:
                validate_result(name, result)
            except BadMessage as err:
                return EngineFailure(f"bad answer to {name}: {shown(str(err), 300)}")
        return result

    def query(self, name: str, **args: Any) -> Any:
        if name not in self.capabilities().queries:
            raise Unsupported(f"the engine does not answer the query {name}")
        self._need_position(f"query {name}")
        message: dict[str, Any] = {"op": "query", "query": name}
        if args:
            message["args"] = args
        answer = self._request(message)
        result = answer["result"]
        if self.validate:
            try:
                validate_result(name, result)
            except BadMessage as err:
                raise EngineFailure(f"bad answer to {name}: {shown(str(err), 300)}") from None
        return result


class _LineTooLong(Exception):
    """The engine's output holds more than MAX_LINE_BYTES without a newline."""


def _quote(line: bytes) -> str:
    return repr(shown(line[:400].decode("utf-8", "replace"), 200))


def _error(error: dict[str, Any], op: str) -> EngineFailure:
    kind = shown(str(error.get("kind")), 40)
    message = shown(str(error.get("message", "")), 500)
    if kind == "illegal":
        clause = error.get("clause")
        index = error.get("index")
        return EngineRefused(
            message,
            shown(clause, 40) if isinstance(clause, str) else None,
            index if isinstance(index, int) and not isinstance(index, bool) else None,
        )
    if kind == "unsupported":
        return Unsupported(message)
    return EngineFailure(f"engine error ({kind}) on {op}: {message}")
