"""Engines that hang, drip, lie or flood: how long hearts takes to give up, and what it holds.

    PYTHONPATH=. .venv/bin/python benchmarks/hostile_engines.py

Prints, for the fake engines of tests/conformance/fake_engines/: the wall time and exit
code of ``hearts engine-check --timeout 1`` against each hostile mode (target: bounded by
the give-up, three timeouts and the restarts, not one timeout per probe); the wall time
of ``hearts conform --timeout 1`` over 12 scenarios against an engine that shakes hands
and then hangs (target: three timeouts, then the rest not run); how much ``hearts engine``
grows on a 64 MiB request line (target: under 16 MB); and the cost of an engine's
watchdog (start and stop, per engine start).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hearts.conformance.protocol import PROTOCOL_VERSION
from hearts.plumbing.reaper import new_mark, watch

FAKES = Path(__file__).resolve().parents[1] / "tests" / "conformance" / "fake_engines"
HEARTS = [sys.executable, "-m", "hearts"]


def fake(name: str, *args: str) -> str:
    return " ".join([sys.executable, str(FAKES / f"{name}.py"), *args])


def timed(argv: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, timeout=600)
    return time.perf_counter() - start, proc.returncode


def engine_check() -> None:
    for mode in ("drip", "endless", "wrong-id", "hugeint-all", "hang-after-hello"):
        seconds, code = timed([*HEARTS, "engine-check", "--engine", fake("hostile", mode), "--timeout", "1"])
        print(f"engine-check --timeout 1, {mode:17}: {seconds:6.2f} s, exit {code}")


def conform_gives_up() -> None:
    sys.path.insert(0, str(FAKES.parents[2]))
    from tests.support.engines import write_scenarios

    with tempfile.TemporaryDirectory() as folder:
        path = write_scenarios(Path(folder) / "s.yaml", count=12)
        out = Path(folder) / "r.json"
        argv = [*HEARTS, "conform", str(path), "--engine", fake("hang", "legal_actions"), "--timeout", "1"]
        seconds, code = timed([*argv, "--json", str(out)])
        summary = json.loads(out.read_text())["summary"]
    print(f"conform --timeout 1, 12 scenarios, hangs after each hello: {seconds:6.2f} s, exit {code}")
    print(f"    {summary}")


def _peak_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def huge_line() -> None:
    hello = json.dumps({"id": 1, "op": "hello", "protocol": PROTOCOL_VERSION, "client": "bench"}).encode()
    proc = subprocess.Popen([*HEARTS, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(hello + b"\n")
    proc.stdin.flush()
    proc.stdout.readline()
    before = _peak_kb(proc.pid)
    start = time.perf_counter()
    chunk = b"x" * (1 << 20)
    for _ in range(64):
        proc.stdin.write(chunk)
    proc.stdin.write(b"\n" + hello + b"\n")
    proc.stdin.flush()
    refused = json.loads(proc.stdout.readline())
    proc.stdout.readline()
    seconds = time.perf_counter() - start
    grown = (_peak_kb(proc.pid) - before) / 1024
    proc.stdin.close()
    proc.wait(timeout=10)
    kind = refused["error"]["kind"]
    print(f"hearts engine, one 64 MiB line: {seconds:6.2f} s, grew {grown:.1f} MB, answered {kind}")


def watchdog_cost(rounds: int = 20) -> None:
    start = time.perf_counter()
    for _ in range(rounds):
        watch(new_mark("")).stop()
    each = (time.perf_counter() - start) / rounds
    print(f"watchdog start and stop: {each * 1000:6.1f} ms per engine start")


if __name__ == "__main__":
    engine_check()
    conform_gives_up()
    huge_line()
    watchdog_cost()
