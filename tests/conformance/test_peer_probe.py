"""``hearts engine-check``'s probe of protocol 1.4 (issue 37): an engine that declares
``unpassable`` must refuse to pass a kept card citing PASS-KEEP; an engine that does not is
sent no 1.4 knob. A planted engine that declares the knob and ignores it fails the probe."""

from __future__ import annotations

from typing import Any

from hearts.conformance.probe import PEER_KNOBS, PROBES, Probe
from hearts.conformance.server import handle, reference_engine


class _Engine:
    """The reference in process, its handshake changed; ``ignore`` drops that knob from setups."""

    def __init__(self, drop: frozenset[str] = frozenset(), ignore: str = "") -> None:
        self.engine = reference_engine()
        answer, _ = handle(self.engine, {"id": 1, "op": "hello", "protocol": "1.4", "client": "test"})
        knobs = {k: v for k, v in answer["knobs"].items() if k not in drop}
        self.hello = {**answer, "knobs": knobs}
        self.ignore = ignore
        self.setups: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> Any:
        if message.get("op") == "setup":
            self.setups.append(message)
            knobs = {k: v for k, v in message["variant"]["knobs"].items() if k != self.ignore}
            message = {**message, "variant": {**message["variant"], "knobs": knobs}}
        return handle(self.engine, {"id": 1, **message})[0]


def _run(engine: _Engine) -> Probe:
    (spec,) = [p for p in PROBES if p.name == "peer-knobs"]
    probe = Probe(spec.name, spec.spec, passed=True, since=spec.since)
    spec.check(engine, probe)  # type: ignore[arg-type]
    return probe


def test_the_reference_refuses_a_kept_card_citing_pass_keep() -> None:
    probe = _run(_Engine())
    assert probe.status == "passed", probe.said
    assert "clause PASS-KEEP" in probe.expected


def test_an_engine_that_ignores_the_kept_cards_fails_the_probe() -> None:
    probe = _run(_Engine(ignore="unpassable"))
    assert probe.status == "failed"
    assert "accepted" in probe.said[probe.expected.index("passing the Q♠ refused: kind illegal")]


def test_an_engine_without_the_peers_knobs_is_sent_none() -> None:
    engine = _Engine(drop=PEER_KNOBS)
    probe = _run(engine)
    assert probe.status == "passed", probe.said
    assert engine.setups and not PEER_KNOBS & set(engine.setups[0]["variant"]["knobs"])
