"""The classroom server's bounds on connections, against a real uvicorn (a process of its own, with
small bounds: ``tests.support.guarded_server``): request heads that never end (slowloris), more
of them than the server holds or than it has files for, and too many from one address. A
well-behaved request is answered throughout."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")

from hearts.serve.guards import BATCHES

ROOT = Path(__file__).resolve().parents[2]
SLOW_HEAD = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
"""A request head that is never finished."""
FILES = 400
"""The open-file limit of a server too small for its bounds: it holds 200 connections and accepts
40 at once."""
BOUND = 60.0
"""Seconds any one wait of these tests may take at most (they wait for events, bounded)."""


@dataclass
class Server:
    port: int
    open_limit: int
    log: Path


@contextmanager
def guarded(tmp_path: Path, *options: str) -> Iterator[Server]:
    log = tmp_path / "server.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "tests.support.guarded_server", str(tmp_path / "tables"), *options]
    with log.open("w") as sink:
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=sink, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # printed once the port listens
        assert line, log.read_text()
        port, open_limit = map(int, line.split())
        yield Server(port, open_limit, log)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def slow(server: Server, count: int, source: str = "127.0.0.1") -> list[socket.socket]:
    """``count`` connections that each send the start of a request head and no more."""
    conns = []
    for _ in range(count):
        conn = socket.create_connection(("127.0.0.1", server.port), timeout=BOUND, source_address=(source, 0))
        conn.sendall(SLOW_HEAD)
        conns.append(conn)
    return conns


def answer(conn: socket.socket) -> bytes:
    """Everything the server sends on ``conn`` until it closes it. (A server that closes a
    connection whose request it has not read resets it, after its answer.)"""
    chunks = []
    with conn, contextlib.suppress(ConnectionResetError):
        while chunk := conn.recv(4096):
            chunks.append(chunk)
    return b"".join(chunks)


def status(server: Server, source: str = "127.0.0.1") -> tuple[int, bytes]:
    """A whole, quick request for the home page: the status and the body."""
    with socket.create_connection(
        ("127.0.0.1", server.port), timeout=BOUND, source_address=(source, 0)
    ) as conn:
        conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        data = answer(conn)
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_a_request_head_that_never_ends_is_cut_off(tmp_path: Path) -> None:
    with guarded(tmp_path, "--head", "0.5") as server:
        conns = slow(server, 3)
        assert status(server)[0] == 200
        for conn in conns:
            data = answer(conn)
            assert data.startswith(b"HTTP/1.1 408") and b"did not arrive within 0.5 s" in data


def test_slow_heads_past_the_bound_give_way_to_a_well_behaved_request(tmp_path: Path) -> None:
    with guarded(tmp_path, "--open", "8", "--head", "600") as server:
        conns = slow(server, 8)
        code, body = status(server)  # accepted after the eight: it takes the oldest one's place
        assert code == 200 and b"<html" in body
        first = answer(conns[0])
        assert first.startswith(b"HTTP/1.1 408") and b"waited longest" in first
        for conn in conns[1:]:
            conn.close()


def test_connections_from_one_address_are_capped(tmp_path: Path) -> None:
    with guarded(tmp_path, "--per-address", "4", "--head", "600") as server:
        conns = slow(server, 4)
        code, body = status(server)
        assert code == 503 and b"too many connections from 127.0.0.1" in body
        assert status(server, source="127.0.0.2")[0] == 200  # another machine is served
        for conn in conns:
            conn.close()


@pytest.mark.skipif(sys.platform == "win32", reason="no open-file limit to set")
def test_more_slow_requests_than_open_files_leave_no_trace_and_the_others_are_served(tmp_path: Path) -> None:
    with guarded(tmp_path, "--files", str(FILES), "--per-address", "10000", "--head", "600") as server:
        assert server.open_limit == FILES // 2
        conns = slow(server, FILES + 100)
        assert status(server)[0] == 200
        gave_way = FILES + 100 - server.open_limit
        refused = [answer(conn) for conn in conns[:gave_way]]
        assert all(a.startswith(b"HTTP/1.1 408") for a in refused)  # the oldest gave way to newer ones
        for conn in conns[gave_way:]:
            conn.close()
    log = server.log.read_text()
    assert "Too many open files" not in log and "Traceback" not in log, log[-2000:]


@pytest.mark.skipif(sys.platform == "win32", reason="no open-file limit to set")
@pytest.mark.parametrize(
    ("soft", "hard", "budget"),
    [(256, None, (1000, 100)), (256, 1400, (900, 100)), (256, FILES, (200, 40)), (256, 300, (150, 30))],
)
def test_the_open_file_limit_is_raised_to_hold_the_connections_or_bounds_them(
    soft: int, hard: int | None, budget: tuple[int, int]
) -> None:
    import resource

    real_hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    wanted = 1000 + BATCHES * 100
    if real_hard != resource.RLIM_INFINITY and real_hard < max(wanted, hard or 0):
        pytest.skip(f"the hard limit ({real_hard}) is lower than the test's")
    limit = hard if hard else "resource.getrlimit(resource.RLIMIT_NOFILE)[1]"
    code = (
        "import resource\n"
        "from hearts.serve.guards import connection_budget\n"
        f"resource.setrlimit(resource.RLIMIT_NOFILE, ({soft}, {limit}))\n"
        "print(*connection_budget(1000, 100), resource.getrlimit(resource.RLIMIT_NOFILE)[0])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    held, at_once, files = map(int, run.stdout.split())
    assert (held, at_once) == budget and held + BATCHES * at_once <= files
