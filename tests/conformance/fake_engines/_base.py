"""Shared loop of the misbehaving fake engines: the reference engine behind the
protocol, with a hook that may misbehave before a request is answered."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from hearts.conformance.server import handle, reference_engine

Hook = Callable[[dict[str, Any], dict[str, Any]], "dict[str, Any] | None"]


def run(hook: Hook | None = None) -> None:
    """Answer requests on stdin; ``hook(request, answer)`` may replace the answer or misbehave."""
    engine = reference_engine()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        answer, stop = handle(engine, request)
        if hook is not None:
            changed = hook(request, answer)
            if changed is not None:
                answer = changed
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if stop:
            return


def trigger(request: dict[str, Any]) -> bool:
    """The request that makes an engine misbehave: the query ``hearts_broken`` (or as argv[1] says)."""
    wanted = sys.argv[1] if len(sys.argv) > 1 else "hearts_broken"
    return request.get("op") == "query" and request.get("query") == wanted
