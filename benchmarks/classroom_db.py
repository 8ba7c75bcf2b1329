"""The classroom with its class records in the loop: every student's card judged and written.

Starts ``hearts serve --class BENCH`` on loopback (a process of its own, its records in the
SQLite file beside a temporary data folder, or ``--database URL``), makes ``--tables`` tables
(whole games, Hard bots in the empty seats); at each, two students who joined the class sit
(North and South) and play the first legal card of their view at once, and the teacher's page
watches. For every student card, the time from sending it to the moment every screen of that
table (both students and the teacher) has the new position: p50/p95/p99. Each of those cards is
judged against the Hard adviser and written to the database while the tables play.

Then the class view: before the server starts, the class ``VIEW`` is filled with
``--students`` students of ``--decisions`` decisions each (written through the store, spread
over 30 days and five themes); once the games are over, ``GET /api/classes/VIEW`` (the query,
its grouping per student, theme and day, and the JSON the teacher's page draws its tables from)
is timed ``--views`` times: p50/p95. The page's own drawing of the rows is not in this figure.

Goals on a 2-core machine: p95 card-to-every-screen under 100 ms with 32 tables; the class view
of 30 students x 500 decisions under 300 ms.

    python benchmarks/classroom_db.py [--tables 32] [--students 30] [--decisions 500] [--database URL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
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

from hearts.serve.judge import Decided
from hearts.serve.store import DAY, Store, default_url

ROOT = Path(__file__).resolve().parents[1]
SEATS = ("N", "S")
THEMES = ("moon", "queen-dump", "void-discard", "hearts-only-lead", "free-play")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fill_class(url: str, students: int, decisions: int) -> float:
    """The class VIEW with ``students`` x ``decisions`` decisions: seconds the writes took."""
    store = Store.open(url)
    store.add_class("VIEW")
    rng = random.Random(7)
    now = time.time()
    began = time.perf_counter()
    for n in range(students):
        who = store.join("VIEW", f"Student {n + 1:02d}")
        batch = []
        for i in range(decisions):
            agreed = rng.random() < 0.7
            cost = None if agreed else round(rng.random() * 4, 2)
            position = {
                "phase": "play",
                "hand": ["AS", "QS"],
                "legal": ["AS", "QS"],
                "bot": ["QS"],
                "count": 1,
            }
            batch.append(
                Decided(
                    who.id,
                    "BENCHX",
                    1 + i // 13,
                    i % 52,
                    "play",
                    THEMES[i % len(THEMES)],
                    "FOLLOW",
                    "step.duck",
                    "QS" if agreed else "AS",
                    "QS",
                    agreed,
                    cost,
                    position,
                    at=now - (i % 30) * DAY,
                )
            )
        store.record(batch)
    store.close()
    return time.perf_counter() - began


@dataclass
class TableRun:
    code: str
    teacher: str
    number: int
    screens: int = 3
    pending: dict[int, tuple[float, set[str]]] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
    cards: int = 0

    def saw(self, screen: str, actions: int) -> None:
        now = time.perf_counter()
        self.cards = max(self.cards, actions)
        for expected in [n for n in self.pending if n <= actions]:
            sent, seen = self.pending[expected]
            seen.add(screen)
            if len(seen) == self.screens:
                self.latencies.append(now - sent)
                del self.pending[expected]


def post(base: str, path: str, body: dict[str, Any], headers: dict[str, str]) -> Any:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"Content-Type": "application/json", **headers}
    )
    with urllib.request.urlopen(request, timeout=120) as r:
        return json.loads(r.read())


def address(run: TableRun) -> tuple[str, int]:
    """Each table's pages connect from a loopback address of their own (as a classroom's
    machines would): from one address the server's cap per address would refuse them."""
    return (f"127.0.1.{run.number + 1}", 0)


async def student(url: str, run: TableRun, seat: str, token: str) -> None:
    async with websockets.connect(url, max_size=2**22, local_addr=address(run)) as ws:
        await ws.send(json.dumps({"t": "hello", "code": run.code, "role": "student"}))
        await ws.send(json.dumps({"t": "sit", "seat": seat, "student": token}))
        seat_token = None
        async for raw in ws:
            m: dict[str, Any] = json.loads(raw)
            if m["t"] == "seated":
                seat_token = m["token"]
            if m["t"] != "state":
                continue
            run.saw(seat, m["actions"])
            if m["phase"] == "over":
                return
            if m.get("my_turn") and m.get("legal") and seat_token is not None:
                expected = m["actions"] + 1
                if expected not in run.pending:
                    run.pending[expected] = (time.perf_counter(), set())
                    await ws.send(json.dumps({"t": "play", "card": m["legal"][0], "token": seat_token}))


async def teacher(url: str, run: TableRun, go: asyncio.Event) -> None:
    async with websockets.connect(url, max_size=2**22, local_addr=address(run)) as ws:
        await ws.send(json.dumps({"t": "hello", "code": run.code, "role": "teacher", "token": run.teacher}))
        await go.wait()
        await ws.send(json.dumps({"t": "start"}))
        async for raw in ws:
            m: dict[str, Any] = json.loads(raw)
            if m["t"] == "state":
                run.saw("T", m["actions"])
                if m["phase"] == "over":
                    return


async def drive(port: int, key: str, tables: int) -> list[TableRun]:
    base, url = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}/ws"
    runs = []
    tokens = []
    for n in range(tables):
        made = post(
            base, "/api/tables", {"source": "seed", "seed": n + 1, "whole_game": True}, {"X-Hearts-Key": key}
        )
        runs.append(TableRun(made["code"], made["token"], n))
        names = [f"T{n + 1:02d} {seat}" for seat in SEATS]
        tokens.append(
            [post(base, "/api/join", {"class": "BENCH", "name": name}, {})["token"] for name in names]
        )
    go = asyncio.Event()
    tasks = [asyncio.create_task(teacher(url, run, go)) for run in runs]
    tasks += [
        asyncio.create_task(student(url, run, seat, token))
        for run, pair in zip(runs, tokens, strict=True)
        for seat, token in zip(SEATS, pair, strict=True)
    ]
    await asyncio.sleep(2.0)  # every page seated before the bots start
    go.set()
    await asyncio.gather(*tasks)
    return runs


def class_views(port: int, key: str, times: int) -> list[float]:
    took = []
    for _ in range(times):
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/classes/VIEW", headers={"X-Hearts-Key": key}
        )
        began = time.perf_counter()
        with urllib.request.urlopen(request, timeout=60) as r:
            r.read()
        took.append(time.perf_counter() - began)
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=32)
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--views", type=int, default=20)
    parser.add_argument("--database", help="a PostgreSQL URL (default: SQLite beside the data folder)")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="hearts-classroom-db-")) / "tables"
    url = args.database or default_url(data)
    filled = fill_class(url, args.students, args.decisions)
    port = free_port()
    cmd = [
        sys.executable,
        "-m",
        "hearts",
        "serve",
        "--port",
        str(port),
        "--data",
        str(data),
        "--class",
        "BENCH",
    ]
    cmd += ["--bot-delay", "0", "--grace", "600", "--check-games", "0", "--database", url]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        while "#" not in line:
            line = server.stdout.readline()
        key = line.split("#", 1)[1].split()[0]
        while socket.socket().connect_ex(("127.0.0.1", port)) != 0:
            time.sleep(0.1)
        began, cpu_before = time.perf_counter(), cpu_seconds(server.pid)
        runs = asyncio.run(drive(port, key, args.tables))
        took, cpu = time.perf_counter() - began, cpu_seconds(server.pid) - cpu_before
        views = class_views(port, key, args.views)
        bench = json.loads(
            urllib.request.urlopen(
                urllib.request.Request(
                    f"http://127.0.0.1:{port}/api/classes/BENCH", headers={"X-Hearts-Key": key}
                ),
                timeout=60,
            ).read()
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
    times = sorted(t for run in runs for t in run.latencies)
    cuts = statistics.quantiles(times, n=100)
    kept = sum(row["decisions"] for row in bench["totals"])
    print(
        f"hearts serve with class records ({url.split(':', 1)[0]}): {args.tables} tables x 2 students"
        " + the teacher's page,"
    )
    print(
        "  whole games of card-1.0.0, Hard bots in the other seats,"
        " every student card judged by the Hard adviser"
    )
    print(
        f"student cards timed: {len(times)} in {took:.1f} s"
        f" (load average {os.getloadavg()[0]:.1f}); decisions kept: {kept}"
    )
    print(
        f"card played -> every screen updated: p50 {cuts[49] * 1e3:.1f} ms, p95 {cuts[94] * 1e3:.1f} ms, "
        f"p99 {cuts[98] * 1e3:.1f} ms (goal p95 < 100 ms)"
    )
    cards = sum(run.cards for run in runs)
    print(
        f"server CPU: {cpu:.1f} s for {cards} cards"
        f" ({cpu / cards * 1e3:.2f} ms a card, bots and adviser included)"
    )
    v = sorted(views)
    print(
        f"class view of {args.students} students x {args.decisions} decisions (filled in {filled:.1f} s): "
        f"GET /api/classes/VIEW p50 {statistics.median(v) * 1e3:.1f} ms, max {v[-1] * 1e3:.1f} ms "
        f"over {len(v)} (goal < 300 ms)"
    )


if __name__ == "__main__":
    main()
