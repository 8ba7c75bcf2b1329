"""An engine that declares every knob of protocol 1.2 but drops the point table from each
setup (it scores the card's way): ``hearts engine-check`` must fail its family-knobs probe."""

from __future__ import annotations

import json
import sys

from hearts.conformance.server import handle, reference_engine


def main() -> None:
    engine = reference_engine()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        if request.get("op") == "setup" and isinstance(request.get("variant"), dict):
            request["variant"].get("knobs", {}).pop("points", None)
        answer, stop = handle(engine, request)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if stop:
            return


if __name__ == "__main__":
    main()
