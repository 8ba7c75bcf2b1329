"""Fake engine whose handshake names protocol 2.0."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run


def hook(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any] | None:
    if request.get("op") == "hello":
        return {**answer, "protocol": "2.0"}
    return None


if __name__ == "__main__":
    run(hook)
