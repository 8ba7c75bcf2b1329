"""Bounded work: worker counts, perft and the tournament's memory do not grow without limit."""

from __future__ import annotations

import gc
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.cli.common import MAX_WORKERS
from hearts.conformance.engine import TooLarge
from hearts.conformance.protocol import setup_message
from hearts.conformance.reference import PERFT_LIMIT, ReferenceEngine
from hearts.conformance.server import handle
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.play.arena import RUN, HandPlay
from hearts.play.tournament import run_tournament
from tests.support.clock import within
from tests.support.waiting import wait_for

SCENARIO = """\
# yaml-language-server: $schema=hearts/scenarios/schema.json
format: hearts-scenarios/1
theme: perft
description: a perft beyond the bounds.
scenarios:
- id: perft/too-much
  title: too much
  clauses: [PASS-COUNT]
  setup:
    hand: 1
    deal: N:983.32.KT96542.6 E:KT75.KT7.8.AJ984 S:AQJ42.A4.AQ.KQT3 W:6.QJ9865.J73.752
  expect:
    perft:
    - depth: {depth}
      total: {total}
"""


@pytest.mark.parametrize(
    "args",
    [
        ["tournament", "--deals", "1"],
        ["bots", "audit", "--decisions", "1"],
    ],
)
def test_workers_are_capped(args: list[str]) -> None:
    result = CliRunner().invoke(main, [*args, "--workers", str(MAX_WORKERS + 1)])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "--workers" in lines[0] and str(MAX_WORKERS) in lines[0], lines


@pytest.mark.parametrize(("depth", "total", "field"), [(9, 5, "depth"), (8, PERFT_LIMIT + 1, "total")])
def test_scenario_perft_beyond_the_bounds(depth: int, total: int, field: str, tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(SCENARIO.format(depth=depth, total=total), "utf-8")
    start = time.monotonic()
    result = CliRunner().invoke(main, ["scenarios", "lint", str(path)])
    assert time.monotonic() - start < within(2)
    assert result.exit_code == 1, result.output
    problems = [line for line in result.stdout.splitlines() if "big.yaml" in line]
    assert len(problems) == 1 and field in problems[0], result.stdout


def _pass_start() -> Record:
    deal = Deal.parse("N:983.32.KT96542.6 E:KT75.KT7.8.AJ984 S:AQJ42.A4.AQ.KQT3 W:6.QJ9865.J73.752")
    return Record(Variant(), (deal,), ())


def test_reference_perft_gives_up_past_its_limit() -> None:
    """perft(8) from the start of passing is about 459 million lines (a minute): refused in ~1 s."""
    engine = ReferenceEngine()
    engine.setup(_pass_start())
    assert engine.query("perft", depth=4)["total"] == 13 * 12 * 11 * 13  # counted (North picks 3, East 1)
    start = time.monotonic()
    with pytest.raises(TooLarge, match="perft\\(8\\)"):
        engine.query("perft", depth=8)
    assert time.monotonic() - start < within(5)


def test_hearts_engine_answers_bad_request_to_a_huge_perft() -> None:
    engine = ReferenceEngine()
    answer, _ = handle(engine, setup_message(1, _pass_start()))
    assert answer.get("ok") is True, answer
    answer, stop = handle(engine, {"id": 2, "op": "query", "query": "perft", "args": {"depth": 8}})
    assert not stop and answer["error"]["kind"] == "bad-request", answer
    assert f"{PERFT_LIMIT:,}" in answer["error"]["message"]


@pytest.mark.slow  # 50 deals (200 hands) in one process, 150 (600 hands) with two workers
@pytest.mark.parametrize("workers", [1, 2])
def test_tournament_holds_a_few_deals_at_a_time(workers: int) -> None:
    """The deals are summed up as they come: the hands alive at any time stay few, however
    many deals are played (the figures in RSS: benchmarks/tournament_memory.py).

    The deals come in runs of RUN (hearts.play.arena); at most one run is held in one
    process, at most ``2 * workers + 1`` with workers (the runs in flight and the one being
    summed). The tournament plays one run more than that, so a tournament that kept its
    deals would hold more hands than the bound allows by its last run. With workers the
    first count waits until the pool has finished all the work it was given (a slow
    reader): a pool handed every run at once would by then have sent back all of them.
    """
    alive: list[int] = []

    def count(_: int) -> None:
        if workers > 1 and not alive:
            (pool,) = [o for o in gc.get_objects() if isinstance(o, ProcessPoolExecutor)]
            wait_for(lambda: not pool._pending_work_items, within(120), "the pool to finish its work")
        alive.append(sum(1 for o in gc.get_objects() if isinstance(o, HandPlay)))

    held = 1 if workers == 1 else 2 * workers + 1  # runs of deals held at once
    deals = (held + 1) * RUN
    report = run_tournament(["random"] * 4, deals, 1, Variant(), workers, count)
    assert report.hands == 4 * deals - report.stuck_hands
    assert sum(e.hands for e in report.entries) == 4 * report.hands
    assert len(alive) == held + 1 and max(alive) <= 4 * RUN * held, alive
