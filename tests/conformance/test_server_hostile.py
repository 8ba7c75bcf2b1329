"""``hearts engine`` keeps serving: every bad request gets one error answer, a huge line is
refused as it streams by (never held whole), and the loop goes on."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from hearts.conformance.protocol import PROTOCOL_VERSION, setup_message
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.server import answer, serve
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.plumbing.inputs import MAX_LINE_BYTES
from tests.support.clock import within

HELLO = {"id": 99, "op": "hello", "protocol": PROTOCOL_VERSION, "client": "test"}


def _serve(lines: list[bytes]) -> list[dict[str, Any]]:
    out = io.StringIO()
    serve(ReferenceEngine(), io.BytesIO(b"".join(lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_every_bad_line_gets_one_error_and_the_loop_goes_on() -> None:
    bad = [
        b"\xff\xfe not utf-8\n",
        b"[" * 10_000 + b"]" * 10_000 + b"\n",
        b'{"id": ' + b"9" * 5000 + b', "op": "hello"}\n',
        b'{"id": 1, "op": "query", "query": "legal_actions", "x": NaN}\n',
        b"[1, 2, 3]\n",
        b'{"id": 2}\n',
        b'{"id": 3, "op": "query", "query": "perft", "args": {"depth": "deep"}}\n',
        b'{"id": 4, "op": "setup", "variant": 7}\n',
        b'{"id": 5, "op": "apply", "action": "ZZ"}\n',
        b"x" * (MAX_LINE_BYTES + 10) + b"\n",
        b'{"id": "six", "op": "quit"}\n',
    ]
    answers = _serve([*bad, json.dumps(HELLO).encode() + b"\n"])
    assert len(answers) == len(bad) + 1
    assert all(a["ok"] is False and a["error"]["kind"] in ("bad-request", "illegal") for a in answers[:-1]), (
        answers
    )
    assert answers[-1]["ok"] is True and answers[-1]["id"] == 99
    assert "longer than" in answers[len(bad) - 2]["error"]["message"]


class Broken(ReferenceEngine):
    def query(self, name: str, **args: Any) -> Any:
        raise RuntimeError("a bug in the engine")


def test_a_failure_inside_the_engine_is_an_internal_error() -> None:
    engine = Broken()
    engine.setup(Record(Variant(), (Deal.random(1),), ()))
    response, stop = answer(engine, b'{"id": 7, "op": "query", "query": "phase"}')
    assert response == {
        "id": 7,
        "ok": False,
        "error": {"kind": "internal", "message": "RuntimeError: a bug in the engine"},
    }
    assert not stop


def _mutations(rng: random.Random) -> Any:
    values: list[Any] = [None, True, -1, 2**70, 1.5, "", "QS", [], {}, [None], {"a": []}, "x" * 300]
    setup = setup_message(1, Record(Variant(), (Deal.random(2),), ()))
    base = [
        HELLO,
        setup,
        {"id": 2, "op": "apply", "action": "2C"},
        {"id": 3, "op": "query", "query": "perft", "args": {"depth": 2}},
        {"id": 4, "op": "deal", "deal": Deal.random(3).format()},
    ]
    message = json.loads(json.dumps(rng.choice(base)))
    for _ in range(rng.randint(1, 3)):
        target = message
        variant = target.get("variant")
        if isinstance(variant, dict) and rng.random() < 0.5:
            knobs = variant.get("knobs")
            target = knobs if isinstance(knobs, dict) and rng.random() < 0.7 else variant
        key = rng.choice([*target.keys(), "extra"])
        target[key] = rng.choice(values)
    return message


@pytest.mark.slow
def test_no_mutated_request_escapes_the_loop() -> None:
    rng = random.Random(26)
    engine = ReferenceEngine()
    for _ in range(1500):
        message = _mutations(rng)
        response, _stop = answer(engine, json.dumps(message))
        assert isinstance(response, dict) and response["ok"] in (True, False), (message, response)
        json.dumps(response)  # always an answer that can be sent


def _peak_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM")


@pytest.mark.slow
def test_hearts_engine_refuses_a_huge_line_without_holding_it() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts", "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(HELLO).encode() + b"\n")
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["ok"] is True
    before = _peak_kb(proc.pid)
    start = time.monotonic()
    chunk = b"x" * (1 << 20)
    for _ in range(64):  # a 64 MiB line
        proc.stdin.write(chunk)
    proc.stdin.write(b"\n" + json.dumps(HELLO).encode() + b"\n")
    proc.stdin.flush()
    refused = json.loads(proc.stdout.readline())
    again = json.loads(proc.stdout.readline())
    took = time.monotonic() - start
    grown_mb = (_peak_kb(proc.pid) - before) / 1024
    proc.stdin.write(b'{"id": 100, "op": "quit"}\n')
    proc.stdin.close()
    assert proc.wait(timeout=10) == 0
    assert refused["ok"] is False and refused["error"]["kind"] == "bad-request"
    assert again["ok"] is True and again["id"] == 99
    assert grown_mb < 16, grown_mb
    assert took < within(10), took
