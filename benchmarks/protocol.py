"""Protocol overhead: the reference engine behind the protocol vs in process, and a corpus run.

    .venv/bin/python benchmarks/protocol.py

Prints the time per request both ways, and the wall time of the whole corpus against
`hearts engine` (target: under 3 seconds for 250 scenarios).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from hearts.cards import Card
from hearts.conformance.engine import Engine
from hearts.conformance.process import open_engine
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.scenarios import load_corpus

ENGINE = f"{Path(sys.executable).parent / 'hearts'} engine"


def per_request(engine: Engine, rounds: int) -> float:
    """Seconds per request over a mix of setup, queries and plays."""
    record = Record(Variant(pass_count=0), (Deal.random(1),), ())
    count = 0
    start = time.perf_counter()
    for _ in range(rounds):
        engine.setup(record)
        count += 1
        while True:
            legal = engine.query("legal_actions")
            engine.query("to_act")
            count += 2
            if not legal:
                break
            engine.apply(Card.parse(legal[0]))
            count += 1
    return (time.perf_counter() - start) / count


def main() -> None:
    rounds = 20
    inproc = per_request(ReferenceEngine(), rounds)
    with open_engine(ENGINE, 10.0) as engine:
        wire = per_request(engine, rounds)
        engine.validate = False
        wire_fast = per_request(engine, rounds)
    print(f"in process:           {inproc * 1e6:8.1f} µs/request")
    print(f"through the protocol: {wire * 1e6:8.1f} µs/request (answers checked against the schemas)")
    print(f"                      {wire_fast * 1e6:8.1f} µs/request (client checks off)")
    print(f"overhead:             {(wire - inproc) * 1e6:8.1f} µs/request")
    scenarios = load_corpus()
    start = time.perf_counter()
    with open_engine(ENGINE, 10.0) as engine:
        report = run_corpus(scenarios, engine)
        requests = engine.requests
    wall = time.perf_counter() - start
    counts = report.counts()
    print(
        f"corpus via `hearts engine`: {len(scenarios)} scenarios, {len(report.results)} runs, "
        f"{requests} requests, {wall:.2f} s wall (incl. start-up) -> {dict(counts)}"
    )
    direct = time.perf_counter()
    run_corpus(scenarios, ReferenceEngine())
    print(f"corpus in process:          {time.perf_counter() - direct:.2f} s")


if __name__ == "__main__":
    main()
