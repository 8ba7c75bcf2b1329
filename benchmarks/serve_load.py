"""Classroom server under load: tables of websocket students playing whole games.

Starts ``hearts serve`` on loopback (a process of its own), makes ``--tables`` tables (each a whole
game, Hard bots in the empty seats), and connects ``--clients`` students to each: two sit and play
(the first legal card of their view, at once), the others watch. For every card a student plays,
the time from sending it to the moment every client of that table has the new position; prints
p50/p95/p99 of those times and the server's memory (resident now and at its peak).

Goal on a 2-core machine: p95 under 100 ms with 8 tables × 4 clients. ``--variant`` plays
another table (``six-twos``: six seats, two of them students, as at four: the first seat and
the one halfway round).

    python benchmarks/serve_load.py [--tables 8] [--clients 4] [--variant six-twos]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used so far (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_kib(pid: int) -> tuple[int, int]:
    """(resident, peak resident) of a process, in KiB (Linux /proc)."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line
    )
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def seated(seats: int) -> tuple[str, str]:
    """The two seats students take: the first and the one halfway round (N and S at four), as the
    server names them (letters at four seats, numbers in play order at another table)."""
    if seats == 4:
        return ("N", "S")
    return ("1", str(seats // 2 + 1))


@dataclass
class TableRun:
    code: str
    teacher: str
    clients: int
    seats: tuple[str, str]
    pending: dict[int, tuple[float, set[int]]] = field(default_factory=dict)
    """Action count awaited -> (when the card was sent, clients that have it)."""
    latencies: list[float] = field(default_factory=list)
    cards: int = 0
    """Cards played at the table (students' and bots'), as its clients last saw."""
    over: asyncio.Event = field(default_factory=asyncio.Event)

    def saw(self, client: int, actions: int) -> None:
        now = time.perf_counter()
        self.cards = max(self.cards, actions)
        for expected in [n for n in self.pending if n <= actions]:
            sent, seen = self.pending[expected]
            seen.add(client)
            if len(seen) == self.clients:
                self.latencies.append(now - sent)
                del self.pending[expected]


async def student(url: str, run: TableRun, index: int) -> None:
    async with websockets.connect(url, max_size=2**22) as ws:
        await ws.send(json.dumps({"t": "hello", "code": run.code, "role": "student"}))
        token = None
        if index < len(run.seats):
            await ws.send(json.dumps({"t": "sit", "seat": run.seats[index]}))
        async for raw in ws:
            m: dict[str, Any] = json.loads(raw)
            if m["t"] == "seated":
                token = m["token"]
                continue
            if m["t"] != "state":
                continue
            run.saw(index, m["actions"])
            if m["phase"] == "over":
                run.over.set()
                return
            if m.get("my_turn") and m.get("legal") and token is not None:
                expected = m["actions"] + 1
                if expected not in run.pending:
                    run.pending[expected] = (time.perf_counter(), set())
                    await ws.send(json.dumps({"t": "play", "card": m["legal"][0], "token": token}))


async def teacher_start(url: str, run: TableRun) -> None:
    async with websockets.connect(url) as ws:
        await ws.send(json.dumps({"t": "hello", "code": run.code, "role": "teacher", "token": run.teacher}))
        await ws.recv()
        await ws.send(json.dumps({"t": "start"}))
        await ws.recv()


def create(base: str, key: str, seed: int, variant: str) -> tuple[str, str]:
    request = {"source": "seed", "seed": seed, "bots": "hard", "whole_game": True, "variant": variant}
    body = json.dumps(request).encode()
    headers = {"Content-Type": "application/json", "X-Hearts-Key": key}
    req = urllib.request.Request(f"{base}/api/tables", body, headers)
    with urllib.request.urlopen(req, timeout=120) as r:
        data = json.loads(r.read())
    return str(data["code"]), str(data["token"])


async def drive(port: int, key: str, tables: int, clients: int, variant: str, seats: int) -> list[TableRun]:
    base = f"http://127.0.0.1:{port}"
    url = f"ws://127.0.0.1:{port}/ws"
    made = [create(base, key, seed, variant) for seed in range(1, tables + 1)]
    runs = [TableRun(*table, clients, seated(seats)) for table in made]
    tasks = [asyncio.create_task(student(url, run, i)) for run in runs for i in range(clients)]
    await asyncio.sleep(1.0)  # everyone seated before the bots start
    await asyncio.gather(*(teacher_start(url, run) for run in runs))
    await asyncio.gather(*tasks)
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--variant", default="card-1.0.0", help="a shipped variant (six-twos: six seats)")
    args = parser.parse_args()
    from hearts.variants.files import load_variant

    seats = load_variant(args.variant).players
    port = free_port()
    data = tempfile.mkdtemp(prefix="hearts-serve-load-")
    cmd = [sys.executable, "-m", "hearts", "serve", "--port", str(port), "--data", data]
    cmd += ["--bot-delay", "0", "--grace", "600", "--check-games", "50"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        # "teacher: http://.../teacher#KEY (make a table there)": the server key makes tables.
        key = server.stdout.readline().split("#", 1)[1].split()[0]
        while socket.socket().connect_ex(("127.0.0.1", port)) != 0:
            time.sleep(0.1)
        began, cpu_before = time.perf_counter(), cpu_seconds(server.pid)
        runs = asyncio.run(drive(port, key, args.tables, args.clients, args.variant, seats))
        took, cpu = time.perf_counter() - began, cpu_seconds(server.pid) - cpu_before
        rss, peak = memory_kib(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=30)
    times = sorted(t for run in runs for t in run.latencies)
    cuts = statistics.quantiles(times, n=100)
    print(
        f"hearts serve: {args.tables} tables x {args.clients} clients, whole games of {args.variant}",
        f"({seats} seats), Hard bots in the empty seats",
    )
    print(f"student cards timed: {len(times)} in {took:.1f} s (load average {os.getloadavg()[0]:.1f})")
    print(
        f"card played -> every client updated: p50 {cuts[49] * 1e3:.1f} ms, p95 {cuts[94] * 1e3:.1f} ms, "
        f"p99 {cuts[98] * 1e3:.1f} ms (goal p95 < 100 ms)"
    )
    cards = sum(run.cards for run in runs)
    print(
        f"server CPU: {cpu:.1f} s for {cards} cards played at the tables ({cpu / cards * 1e3:.2f} ms a card,"
        " bots' decisions included; a figure the machine's load does not inflate as much as the times)"
    )
    print(f"server memory: {rss / 1024:.1f} MiB resident, {peak / 1024:.1f} MiB at its peak")


if __name__ == "__main__":
    main()
