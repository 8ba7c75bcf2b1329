"""Running the planted engines (tests/conformance/fake_engines/planted.py) as a user would:
``hearts engine-check`` with its JSON report, and the scenarios ``hearts conform`` did not pass."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.support.engines import fake

NOT_PASSED = re.compile(r"^(?:FAILED|ERRORED|CRASHED|TIMED-OUT) (\S+) \[", re.MULTILINE)
"""A scenario ``hearts conform`` reports as not passed, by its id."""


def engine_check(engine: str, tmp_path: Path) -> tuple[int, dict[str, dict[str, Any]]]:
    """``hearts engine-check --engine "python planted.py ENGINE" --json``: the exit code and
    each probe of the report by name."""
    out = tmp_path / f"{engine}.json"
    argv = [sys.executable, "-m", "hearts", "engine-check", "--engine", fake("planted", engine)]
    proc = subprocess.run([*argv, "--json", str(out)], capture_output=True, text=True, timeout=180)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, {p["name"]: p for p in json.loads(out.read_text())["probes"]}


def missed(probe: dict[str, Any]) -> list[str]:
    """What the probe expected and did not get."""
    return [c["expected"] for c in probe["checks"] if not c["ok"]]
