"""Fake engine that takes its time (argv[1] seconds, default 0.05) over every answer."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05


def hook(request: dict[str, Any], answer: dict[str, Any]) -> None:
    time.sleep(DELAY)


if __name__ == "__main__":
    run(hook)
