"""The reference engine behind the protocol, with a handshake that declares what argv[1] says:
a JSON object whose ``knobs`` replace the declared knobs one by one (``null`` drops one),
whose ``drop`` lists knobs to leave out, and whose other fields replace the handshake's
(``protocol``, ``queries`` ...). ``python declares.py '{"drop": ["players"]}'``: a four-seat
engine of protocol 1.3."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run

WANTED: dict[str, Any] = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}


def hook(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any] | None:
    if request.get("op") != "hello" or answer.get("ok") is not True:
        return None
    knobs = dict(answer["knobs"])
    for name in WANTED.get("drop", ()):
        knobs.pop(name, None)
    for name, values in dict(WANTED.get("knobs", {})).items():
        if values is None:
            knobs.pop(name, None)
        else:
            knobs[name] = values
    rest = {k: v for k, v in WANTED.items() if k not in ("drop", "knobs")}
    return {**answer, **rest, "knobs": knobs}


if __name__ == "__main__":
    run(hook)
