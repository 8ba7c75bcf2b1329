"""``hearts engine-check``: the reference passes every probe; a 1.0-style engine fails the 1.1 ones."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.probe import PROBES, probe_engine
from hearts.conformance.protocol import PROTOCOL_VERSION
from tests.support.engines import HEARTS_ENGINE, fake


def test_the_reference_engine_passes_every_probe() -> None:
    report = probe_engine(HEARTS_ENGINE)
    assert report.ok, [(p.name, p.misses()) for p in report.probes if not p.passed]
    assert [p.name for p in report.probes] == [name for name, *_ in PROBES]
    assert report.protocol == PROTOCOL_VERSION and all(p.expected for p in report.probes)


def test_an_engine_that_behaves_as_1_0_fails_exactly_the_new_probes(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    result = CliRunner().invoke(
        main, ["engine-check", "--engine", fake("planted", "protocol-1.0"), "--json", str(out)]
    )
    assert result.exit_code == 1, result.output
    data = json.loads(out.read_text())
    failed = {p["name"] for p in data["probes"] if not p["passed"]}
    assert failed == {
        "setup-refusal-not-in-hand",
        "setup-refusal-follow",
        "apply-deals-left-over",
        "deal-request",
        "setup-past-last-deal",
        "perft-across-hands",
    }
    assert all(p["new_in_1_1"] for p in data["probes"] if not p["passed"])
    assert "expected:    index 1" in result.output and "engine said:" in result.output
    assert "FAILED: 6 of 12" in result.output


def test_cli_passes_on_the_reference() -> None:
    result = CliRunner().invoke(main, ["engine-check", "--engine", HEARTS_ENGINE])
    assert result.exit_code == 0, result.output
    assert "ok: 12 of 12 probe(s) passed" in result.output


def test_an_engine_that_ignores_the_point_table_fails_the_family_probe(tmp_path: Path) -> None:
    """Protocol 1.2: an engine that declares ``points`` must score Black Maria's K♠ and A♠."""
    out = tmp_path / "r.json"
    args = ["engine-check", "--engine", fake("no_point_table"), "--json", str(out)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    data = json.loads(out.read_text())
    assert [p["name"] for p in data["probes"] if not p["passed"]] == ["family-knobs"]
    (probe,) = [p for p in data["probes"] if p["name"] == "family-knobs"]
    assert probe["since"] == "1.2" and "(new in 1.2)" in result.output
    assert any("K♠ 10" in c["expected"] and not c["ok"] for c in probe["checks"])
