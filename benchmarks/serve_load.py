"""Classroom server under load: tables of websocket students playing whole games.

Starts ``hearts serve`` on loopback (a process of its own), makes ``--tables`` tables (each a whole
game, Hard bots in the empty seats), and connects ``--clients`` students to each: two sit and play
(the first legal card of their view, at once), the others watch. For every card a student plays,
the time from sending it to the moment every client of that table has the new position; prints
p50/p95/p99 of those times and the server's memory (resident now and at its peak).

Goal on a 2-core machine: p95 under 100 ms with 8 tables × 4 clients. ``--variant`` plays
another table (``six-twos``: six seats, two of them students, as at four: the first seat and
the one halfway round).

``--attack``: the server under hostile load instead (docs/serve.md, "Hostile and heavy use"). A
process of its own keeps ``--idle`` websockets open that never say hello, ``--slow`` requests
that send one byte of their head every 2 s (slowloris) and ``--flood`` pages that send messages
as fast as they can, each opened again as soon as the server lets it go, from many loopback
addresses (as many machines of a network would: from one address the per-address cap refuses
them at once). Meanwhile a well-behaved page, at a table made through the API, asks for its
snapshot every 100 ms, and a new page connects, says hello and waits for its first snapshot
every 500 ms; prints p50/p95/max of both. Goal on a 2-core machine: p95 under 500 ms. It stops
itself after ``--seconds`` (and a ramp-up of at most 30 s), loopback only.

Each table's pages come from a loopback address of their own (from one address, the server's cap
per address would refuse most of them at 64 × 6). ``--hog [N]`` runs N processes that keep a
core busy each while the tables play (killed at the end; the share of a core they got is
printed); ``--cards N``: each table's pages leave after N cards (a shorter run).

    python benchmarks/serve_load.py [--tables 8] [--clients 4] [--variant six-twos] [--hog] [--cards N]
    python benchmarks/serve_load.py --attack [--idle 1000] [--slow 1000] [--flood 20] [--seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import resource
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

from hearts.plumbing.pool import worker_process

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used so far (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_cpu(pid: int) -> float:
    """CPU seconds of a process and of its children still running (a server's worker processes)."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    kids = [int(k) for k in children.read_text().split()] if children.exists() else []
    return cpu_seconds(pid) + sum(cpu_seconds(k) for k in kids if Path(f"/proc/{k}").exists())


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


ATTACK_ADDRESSES = 100
"""Loopback addresses the attackers come from (127.0.1.1 ...): 20 connections each, under the
server's cap per address."""


def attacker_address(n: int) -> str:
    return f"127.0.{1 + n // 250}.{1 + n % 250}"


HOG = "while True: pass"
"""A CPU hog: a process that keeps one core busy while the server is measured (``--hog``)."""


def start_hogs(count: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(count)]


def stop_hogs(hogs: list[subprocess.Popen[bytes]]) -> float:
    """Kill the hogs: the CPU seconds they used."""
    used = sum(cpu_seconds(hog.pid) for hog in hogs)
    for hog in hogs:
        hog.kill()
        hog.wait(timeout=30)
    return used


@dataclass
class TableRun:
    code: str
    teacher: str
    clients: int
    seats: tuple[str, str]
    pending: dict[int, tuple[float, set[int]]] = field(default_factory=dict)
    """Action count awaited -> (when the card was sent, clients that have it)."""
    latencies: list[float] = field(default_factory=list)
    stop: int = 10**9
    """Cards after which the table's pages leave (``--cards``; by default the whole game)."""
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


async def student(
    url: str, run: TableRun, index: int, address: str, opening: asyncio.Semaphore, joined: asyncio.Event
) -> None:
    """One page of the table: it joins (a few pages at once: the server lets the oldest of too
    many pages without a table go), then watches, or sits and plays its first legal card."""
    await opening.acquire()
    async with websockets.connect(url, max_size=2**22, local_addr=(address, 0), open_timeout=60) as ws:
        await ws.send(json.dumps({"t": "hello", "code": run.code, "role": "student"}))
        token = None
        sits = index < len(run.seats)
        if sits:
            await ws.send(json.dumps({"t": "sit", "seat": run.seats[index]}))
        async for raw in ws:
            m: dict[str, Any] = json.loads(raw)
            if m["t"] == "seated":
                token = m["token"]
                continue
            if m["t"] != "state":
                continue
            if not joined.is_set() and (token is not None or not sits):
                joined.set()
                opening.release()
            run.saw(index, m["actions"])
            if m["phase"] == "over" or run.cards >= run.stop:
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


async def drive(
    port: int, key: str, tables: int, clients: int, variant: str, seats: int, stop: int
) -> list[TableRun]:
    base = f"http://127.0.0.1:{port}"
    url = f"ws://127.0.0.1:{port}/ws"
    made = [create(base, key, seed, variant) for seed in range(1, tables + 1)]
    runs = [TableRun(*table, clients, seated(seats), stop=stop) for table in made]
    # Each table's pages come from a loopback address of their own (a classroom's machines): from
    # one address, the server's cap per address would refuse most of them.
    opening = asyncio.Semaphore(64)
    joined = [asyncio.Event() for _ in range(tables * clients)]
    tasks = [
        asyncio.create_task(
            student(url, run, i, attacker_address(ATTACK_ADDRESSES * 3 + n), opening, joined[n * clients + i])
        )
        for n, run in enumerate(runs)
        for i in range(clients)
    ]
    for event in joined:  # everyone seated before the bots start
        await event.wait()
    await asyncio.gather(*(teacher_start(url, run) for run in runs))
    await asyncio.gather(*tasks)
    return runs


# ------------------------------------------------------------------------------ attack

SLOW_HEAD = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "


def more_files(wanted: int) -> int:
    """Raise this process's open-file limit toward ``wanted`` (within the hard limit): the limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return max(soft, target)


@dataclass
class Tally:
    opened: int = 0
    closed_by_server: int = 0
    failed: int = 0
    flood_sent: int = 0


async def idle_socket(url: str, address: str, tally: Tally, stop: asyncio.Event) -> None:
    """A websocket that never says hello, opened again whenever the server lets it go."""
    while not stop.is_set():
        try:
            async with websockets.connect(
                url, local_addr=(address, 0), open_timeout=30, ping_interval=None
            ) as ws:
                tally.opened += 1
                with contextlib.suppress(websockets.ConnectionClosed):
                    async for _ in ws:
                        pass
                tally.closed_by_server += 1
        except (OSError, websockets.InvalidHandshake, websockets.ConnectionClosed, TimeoutError):
            tally.failed += 1
            await asyncio.sleep(0.5)


async def slow_request(port: int, address: str, tally: Tally, stop: asyncio.Event) -> None:
    """A request whose head gets one more byte every 2 s, opened again when the server closes it."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
        except OSError:
            tally.failed += 1
            await asyncio.sleep(0.5)
            continue
        tally.opened += 1
        try:
            writer.write(SLOW_HEAD)
            while not stop.is_set():
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(2.0):
                        if not await reader.read(4096):  # closed (after a 408 or a 503)
                            break
                        continue
                writer.write(b"a")
            tally.closed_by_server += not stop.is_set()
        except OSError:
            tally.closed_by_server += 1
        finally:
            writer.close()


async def flood_page(url: str, code: str, address: str, tally: Tally, stop: asyncio.Event) -> None:
    """A page at the table that sends messages as fast as it can (refused for the rate, then let go)."""
    while not stop.is_set():
        try:
            async with websockets.connect(url, local_addr=(address, 0), open_timeout=30) as ws:
                tally.opened += 1
                await ws.send(json.dumps({"t": "hello", "code": code}))

                async def drain() -> None:
                    async for _ in ws:
                        pass

                reading = asyncio.create_task(drain())
                try:
                    while not stop.is_set():
                        await ws.send(json.dumps({"t": "watch"}))
                        tally.flood_sent += 1
                        await asyncio.sleep(0)
                finally:
                    reading.cancel()
        except (OSError, websockets.InvalidHandshake, websockets.ConnectionClosed, TimeoutError):
            tally.closed_by_server += 1
            await asyncio.sleep(0.1)


async def attack(
    port: int, code: str, idle: int, slow: int, flood: int, ready: Any, stop_at: float
) -> dict[str, int]:
    url = f"ws://127.0.0.1:{port}/ws"
    stop = asyncio.Event()
    idle_t, slow_t, flood_t = Tally(), Tally(), Tally()
    tasks = [
        asyncio.create_task(idle_socket(url, attacker_address(i % ATTACK_ADDRESSES), idle_t, stop))
        for i in range(idle)
    ]
    tasks += [
        asyncio.create_task(
            slow_request(port, attacker_address(ATTACK_ADDRESSES + i % ATTACK_ADDRESSES), slow_t, stop)
        )
        for i in range(slow)
    ]
    tasks += [
        asyncio.create_task(flood_page(url, code, attacker_address(2 * ATTACK_ADDRESSES + i), flood_t, stop))
        for i in range(flood)
    ]
    began = time.monotonic()
    while idle_t.opened < idle or slow_t.opened < slow:  # every attacker has had its connection once
        if time.monotonic() - began > 30:
            break
        await asyncio.sleep(0.2)
    ready.set()
    await asyncio.sleep(max(0.0, stop_at - time.time()))
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    tallies = {"idle": idle_t, "slow": slow_t, "flood": flood_t}
    return {f"{name} {key}": value for name, t in tallies.items() for key, value in vars(t).items()}


def attack_process(
    port: int, code: str, args: argparse.Namespace, ready: Any, out: Any, stop_at: float
) -> None:
    more_files(args.idle + args.slow + args.flood + 256)
    out.put(asyncio.run(attack(port, code, args.idle, args.slow, args.flood, ready, stop_at)))


async def well_behaved(port: int, code: str, seconds: float) -> tuple[list[float], list[float], list[float]]:
    """Round trips of an open page's snapshot (every 100 ms) and new pages' first snapshots
    (every 500 ms), during ``seconds``."""
    url = f"ws://127.0.0.1:{port}/ws"
    asked: list[float] = []
    joined: list[float] = []
    opened: list[float] = []
    end = time.perf_counter() + seconds

    async def snapshot(ws: Any) -> None:
        async for raw in ws:
            message = json.loads(raw)
            if message.get("t") == "state":
                return
            print(f"the page was told: {message.get('text')}")
        raise websockets.ConnectionClosed(ws.close_rcvd, ws.close_sent)

    async def open_page() -> None:
        async with websockets.connect(url, open_timeout=60) as ws:
            await ws.send(json.dumps({"t": "hello", "code": code}))
            await snapshot(ws)
            while time.perf_counter() < end:
                sent = time.perf_counter()
                await ws.send(json.dumps({"t": "watch"}))
                await snapshot(ws)
                asked.append(time.perf_counter() - sent)
                await asyncio.sleep(0.1)

    async def new_pages() -> None:
        while time.perf_counter() < end:
            began = time.perf_counter()
            try:
                async with asyncio.timeout(60):
                    async with websockets.connect(url, open_timeout=60) as ws:
                        opened.append(time.perf_counter() - began)
                        await ws.send(json.dumps({"t": "hello", "code": code}))
                        await snapshot(ws)
                joined.append(time.perf_counter() - began)
            except (OSError, websockets.WebSocketException, TimeoutError) as err:
                print(f"a new page failed: {err!r}"[:200])
                joined.append(float("inf"))
            await asyncio.sleep(0.5)

    await asyncio.gather(open_page(), new_pages())
    return asked, joined, opened


def figures(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    if not ordered:
        return f"{name}: none"
    p50 = ordered[len(ordered) // 2]
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    cuts = ", ".join(
        f"{label} {t * 1e3:.0f} ms" for label, t in (("p50", p50), ("p95", p95), ("max", ordered[-1]))
    )
    return f"{name}: {len(ordered)} timed, {cuts}"


def attack_main(args: argparse.Namespace) -> None:
    more_files(1024)
    port = free_port()
    data = tempfile.mkdtemp(prefix="hearts-serve-attack-")
    cmd = [sys.executable, "-m", "hearts", "serve", "--port", str(port), "--data", data, "--check-games", "1"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    log = Path(data).with_suffix(".log")
    with log.open("w") as sink:
        server = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.STDOUT, env=env)
    try:
        deadline = time.monotonic() + 120
        while "teacher:" not in log.read_text():  # printed once it listens: the server key in it
            assert server.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        teacher = next(line for line in log.read_text().splitlines() if line.startswith("teacher:"))
        key = teacher.split("#", 1)[1].split()[0]
        code, _ = create(f"http://127.0.0.1:{port}", key, 1, "card-1.0.0")
        load_before = os.getloadavg()[0]
        ctx = multiprocessing.get_context("spawn")
        ready, out = ctx.Event(), ctx.Queue()
        stop_at = time.time() + 30 + args.seconds + 5
        attacker = worker_process(attack_process, (port, code, args, ready, out, stop_at))
        ramped = ready.wait(timeout=40)
        load_during = os.getloadavg()[0]
        cpu_server, cpu_attacker, wall = (
            cpu_seconds(server.pid),
            cpu_seconds(attacker.pid or 0),
            time.monotonic(),
        )
        asked, joined, opened = asyncio.run(well_behaved(port, code, args.seconds))
        wall = time.monotonic() - wall
        cpu_server = (cpu_seconds(server.pid) - cpu_server) / wall
        cpu_attacker = (cpu_seconds(attacker.pid or 0) - cpu_attacker) / wall
        load_after = os.getloadavg()[0]
        tallies = out.get(timeout=120)
        attacker.join(timeout=30)
        rss, peak = memory_kib(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(
        f"hearts serve under attack: {args.idle} idle websockets, {args.slow} slowloris requests,"
        f" {args.flood} flooding pages, from {ATTACK_ADDRESSES} loopback addresses each"
        f" ({'all connected once' if ramped else 'ramp-up cut at 30 s'}), {args.seconds:g} s timed"
    )
    print(
        f"load average: {load_before:.1f} before, {load_during:.1f} at the start, {load_after:.1f} at the end"
    )
    print(f"CPU while timed (cores): the server {cpu_server:.2f}, the attackers {cpu_attacker:.2f}")
    print(figures("an open page's snapshot (watch -> state)", asked))
    print(figures("a new page: connect, hello, first snapshot", joined))
    print(figures("  of which the connection and the websocket handshake", opened))
    print("attackers: " + ", ".join(f"{key} {value}" for key, value in tallies.items() if value))
    text = log.read_text()
    emfile = text.count("Too many open files")
    print(f"server log: {len(text.splitlines())} lines, {emfile} 'Too many open files'")
    print(f"server memory: {rss / 1024:.1f} MiB resident, {peak / 1024:.1f} MiB at its peak")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument(
        "--cards", type=int, default=10**9, metavar="N", help="each table's pages leave after N cards"
    )
    parser.add_argument("--variant", default="card-1.0.0", help="a shipped variant (six-twos: six seats)")
    parser.add_argument(
        "--attack", action="store_true", help="hostile load and one well-behaved page instead"
    )
    parser.add_argument("--idle", type=int, default=1000)
    parser.add_argument("--slow", type=int, default=1000)
    parser.add_argument("--flood", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument(
        "--hog",
        type=int,
        nargs="?",
        const=1,
        default=0,
        metavar="N",
        help="N processes that keep a core busy each while the tables play (--hog alone: one)",
    )
    parser.add_argument(
        "--serve-args", default="", metavar="ARGS", help="more options for hearts serve (e.g. '--workers 2')"
    )
    args = parser.parse_args()
    if args.attack:
        attack_main(args)
        return
    from hearts.variants.files import load_variant

    seats = load_variant(args.variant).players
    port = free_port()
    data = tempfile.mkdtemp(prefix="hearts-serve-load-")
    cmd = [sys.executable, "-m", "hearts", "serve", "--port", str(port), "--data", data]
    cmd += ["--bot-delay", "0", "--grace", "600", "--check-games", "50", *args.serve_args.split()]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    load_before = os.getloadavg()[0]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    hogs: list[subprocess.Popen[bytes]] = []
    hogged = 0.0
    try:
        assert server.stdout is not None
        # "teacher: http://.../teacher#KEY (make a table there)": the server key makes tables.
        key = server.stdout.readline().split("#", 1)[1].split()[0]
        while socket.socket().connect_ex(("127.0.0.1", port)) != 0:
            time.sleep(0.1)
        hogs = start_hogs(args.hog)
        began, cpu_before = time.perf_counter(), server_cpu(server.pid)
        runs = asyncio.run(drive(port, key, args.tables, args.clients, args.variant, seats, args.cards))
        took, cpu = time.perf_counter() - began, server_cpu(server.pid) - cpu_before
        rss, peak = memory_kib(server.pid)
        load_after = os.getloadavg()[0]
    finally:
        hogged = stop_hogs(hogs)
        server.terminate()
        server.wait(timeout=30)
    times = sorted(t for run in runs for t in run.latencies)
    cuts = statistics.quantiles(times, n=100)
    played = "whole games" if args.cards >= 10**9 else f"the first {args.cards} cards"
    print(
        f"hearts serve: {args.tables} tables x {args.clients} clients, {played} of {args.variant}",
        f"({seats} seats), Hard bots in the empty seats",
    )
    print(f"hearts serve {' '.join(cmd[4:])}")
    if hogs:
        print(f"beside it: {len(hogs)} CPU hog(s), {hogged / took:.2f} cores busy while the tables played")
    print(f"load average: {load_before:.1f} before, {load_after:.1f} at the end")
    print(f"student cards timed: {len(times)} in {took:.1f} s")
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
