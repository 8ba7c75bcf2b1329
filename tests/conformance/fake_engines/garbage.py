"""Fake engine that prints a line that is not JSON when asked the trigger query."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run, trigger


def hook(request: dict[str, Any], answer: dict[str, Any]) -> None:
    if trigger(request):
        sys.stdout.write("DEBUG: hearts are broken, I think?\n")


if __name__ == "__main__":
    run(hook)
