"""Engines for the conformance tests: `hearts engine`, the fake engines, scenario files to run."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from hearts.cards import Card
from hearts.conformance.reference import ReferenceEngine
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.variants.files import load_variant
from tests.support.clock import within
from tests.support.waiting import wait_for

HEARTS_ENGINE = f"{Path(sys.executable).parent / 'hearts'} engine"
FAKES = Path(__file__).resolve().parents[1] / "conformance" / "fake_engines"


def fake(name: str, *args: str) -> str:
    return " ".join([sys.executable, str(FAKES / f"{name}.py"), *args])


def wait_past_hello(proc: subprocess.Popen[bytes], asked: Path) -> None:
    """Wait until the hostile fake engine that notes its requests in ``asked`` (its
    ``HOSTILE_ASKED``) is asked anything after ``hello``: its handshake with ``proc`` is over."""

    def past_hello() -> bool:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        return asked.exists() and any(op != "hello" for op in asked.read_text().split())

    wait_for(past_hello, within(30), "the engine's handshake to end")


def write_scenarios(path: Path, count: int = 6, variant: str = "card-1.0.0") -> Path:
    """A scenario file of random mid-hand positions, answers from the reference engine.

    Every scenario asks legal actions and points; every other one also hearts_broken.
    """
    rng = random.Random(7)
    items: list[dict[str, Any]] = []
    v = load_variant(variant)
    for n in range(count):
        deal = Deal.random(f"proto:{n}")
        ref = ReferenceEngine()
        ref.setup(Record(v, (deal,), ()))
        actions: list[str] = []
        for _ in range(rng.randrange(12, 40)):
            card = rng.choice(ref.query("legal_actions"))
            ref.apply(Card.parse(card))
            actions.append(card)
        expect: dict[str, Any] = {
            "legal": " ".join(ref.query("legal_actions")),
            "points": ref.query("points"),
        }
        if n % 2:
            expect["hearts_broken"] = ref.query("hearts_broken")
        items.append(
            {
                "id": f"proto/position-{n}",
                "title": f"Random position {n}",
                "clauses": ["FOLLOW"],
                "variants": [variant],
                "setup": {"deal": deal.format(), "actions": " ".join(actions)},
                "expect": expect,
            }
        )
    doc = {"format": "hearts-scenarios/1", "theme": "protocol tests", "scenarios": items}
    path.write_text("# yaml-language-server: $schema=schema.json\n" + yaml.safe_dump(doc, sort_keys=False))
    return path
