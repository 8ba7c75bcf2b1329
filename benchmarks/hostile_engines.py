"""Engines that hang, drip, lie or flood: how long hearts takes to give up, and what it holds.

    PYTHONPATH=. .venv/bin/python benchmarks/hostile_engines.py [--refusals]

First (or alone, with ``--refusals``): each misbehaving engine (wrong protocol, a line
that never ends, drips, wrong ids, huge integers, a hang after hello) against
``hearts engine-check --timeout 1`` and ``hearts conform --timeout 1``, wall and CPU time
(the command and its engines) against the 2 s target, with the load average. Then:

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
import os
import resource
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
    seconds, _cpu, code = timed_cpu(argv)
    return seconds, code


def timed_cpu(argv: list[str]) -> tuple[float, float, int]:
    """(wall s, CPU s of the command and its engines, exit code)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, timeout=600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, proc.returncode


REFUSALS = {
    "wrong protocol (2.0)": fake("wrong_version"),
    "never ends its line": fake("hostile", "endless"),
    "drips one byte / 50 ms": fake("hostile", "drip"),
    "answers the wrong id": fake("hostile", "wrong-id"),
    "5,000-digit integers": fake("hostile", "hugeint-all"),
    "hangs after hello": fake("hostile", "hang-after-hello"),
}
"""Engines that misbehave, each refused by engine-check and conform (``--timeout 1``)."""
REFUSAL_TARGET = 2.0


def refusals() -> None:
    """Each misbehaving engine against ``engine-check`` and ``conform`` (2 scenarios), wall and CPU."""
    sys.path.insert(0, str(FAKES.parents[2]))
    from tests.support.engines import write_scenarios

    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"refusals, --timeout 1 (target {REFUSAL_TARGET:.0f} s wall); load average {load}")
    startup = timed_cpu([*HEARTS, "--help"])
    print(f"  {'hearts --help (start-up alone)':<34} {startup[0]:6.2f} s wall {startup[1]:5.2f} s cpu")
    with tempfile.TemporaryDirectory() as folder:
        path = str(write_scenarios(Path(folder) / "s.yaml", count=2))
        for name, engine in REFUSALS.items():
            for tool, argv in (
                ("engine-check", [*HEARTS, "engine-check", "--engine", engine, "--timeout", "1"]),
                ("conform", [*HEARTS, "conform", path, "--engine", engine, "--timeout", "1"]),
            ):
                wall, cpu, code = timed_cpu(argv)
                verdict = "ok" if wall < REFUSAL_TARGET else "over"
                print(f"  {tool:<12} {name:<22} {wall:6.2f} s wall {cpu:5.2f} s cpu  exit {code}  {verdict}")
    print(f"  load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


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
    if sys.argv[1:] == ["--refusals"]:
        refusals()
        raise SystemExit(0)
    refusals()
    engine_check()
    conform_gives_up()
    huge_line()
    watchdog_cost()
