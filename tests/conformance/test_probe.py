"""``hearts engine-check``: the reference passes every probe; a 1.0-style engine fails the 1.1 ones."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.probe import PROBES
from hearts.conformance.protocol import PROTOCOL_VERSION
from hearts.plumbing.reaper import MARK, marked, new_mark
from tests.support.clock import within
from tests.support.engines import HEARTS_ENGINE, fake


@pytest.mark.slow
def test_the_reference_engine_passes_every_probe(tmp_path: Path) -> None:
    """One run of the command on ``hearts engine`` serves both: its text and its JSON report."""
    out = tmp_path / "r.json"
    result = CliRunner().invoke(main, ["engine-check", "--engine", HEARTS_ENGINE, "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert f"ok: {len(PROBES)} of {len(PROBES)} probe(s) passed" in result.output
    data = json.loads(out.read_text())
    assert data["ok"], [(p["name"], p["checks"]) for p in data["probes"] if not p["passed"]]
    assert [p["name"] for p in data["probes"]] == [spec.name for spec in PROBES]
    assert data["protocol"] == PROTOCOL_VERSION and all(p["checks"] for p in data["probes"])


@pytest.mark.slow
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
    assert f"FAILED: {len(PROBES) - 6} of {len(PROBES)}" in result.output


@pytest.mark.slow
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


@pytest.mark.slow
def test_a_correct_1_0_engine_without_perft_passes_and_the_skips_name_the_versions(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    result = CliRunner().invoke(
        main, ["engine-check", "--engine", fake("planted", "speaks-1.0"), "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["protocol"] == "1.0" and data["client_protocol"] == PROTOCOL_VERSION
    assert data["failed"] == 0 and data["passed"] >= 1
    skipped = {p["name"]: p["skipped"] for p in data["probes"] if p["status"] == "skipped"}
    assert skipped["deal-request"] == "specified in protocol 1.1; the engine speaks 1.0"
    assert skipped["family-knobs"] == "specified in protocol 1.2; the engine speaks 1.0"
    assert f"protocol 1.0; hearts speaks {PROTOCOL_VERSION}" in result.output
    assert f"{data['skipped']} skipped" in result.output


@pytest.mark.slow
def test_a_probe_needing_an_undeclared_query_is_skipped_with_the_reason(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    result = CliRunner().invoke(
        main, ["engine-check", "--engine", fake("planted", "no-perft"), "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    (perft,) = [p for p in data["probes"] if p["name"] == "perft-across-hands"]
    assert perft["status"] == "skipped" and "perft" in perft["skipped"] and "declare" in perft["skipped"]
    assert data["skipped"] == 1 and data["failed"] == 0


def test_the_help_names_the_current_protocol_version() -> None:
    result = CliRunner().invoke(main, ["engine-check", "--help"])
    assert f"protocol {PROTOCOL_VERSION} specifies" in result.output


@pytest.mark.parametrize(
    ("mode", "said"),
    [
        ("drip", "no answer"),
        ("endless", "no answer"),
        ("wrong-id", "carries id"),
        ("hugeint-all", "integer of 5000"),
    ],
)
@pytest.mark.slow
def test_a_hostile_engine_fails_its_probes_in_bounded_time_and_leaves_nothing(mode: str, said: str) -> None:
    """engine-check talks through the one client: wall-clock reads, JSON limits, ids checked."""
    mark = new_mark("")
    env = {**os.environ, MARK: mark}
    start = time.monotonic()
    argv = ["engine-check", "--engine", fake("hostile", mode), "--timeout", "0.5", "--json", "-"]
    proc = subprocess.run([sys.executable, "-m", "hearts", *argv], env=env, capture_output=True, timeout=60)
    took = time.monotonic() - start
    assert proc.returncode == 1, proc.stderr
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr
    data = json.loads(proc.stdout)
    assert data["passed"] == 0 and data["failed"] >= 1
    assert any(said in c["engine_said"] for p in data["probes"] for c in p["checks"]), data
    assert took < within(20), took
    deadline = time.monotonic() + 2
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not marked(mark)


@pytest.mark.slow
def test_a_handshake_in_another_major_version_is_refused_in_one_line() -> None:
    result = CliRunner().invoke(main, ["engine-check", "--engine", fake("wrong_version")])
    assert result.exit_code == 2
    assert "speaks protocol 2.0" in result.output and "Traceback" not in result.output
