"""The reference engine behind the protocol, answering the query argv[1] (default
``hearts_broken``) with an ``unsupported`` error although it declares it."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run, trigger


def hook(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any] | None:
    if not trigger(request):
        return None
    return {"id": request["id"], "ok": False, "error": {"kind": "unsupported", "message": "not today"}}


if __name__ == "__main__":
    run(hook)
