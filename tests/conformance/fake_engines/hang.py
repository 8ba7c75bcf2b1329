"""Fake engine that never answers the trigger query (it sleeps, in a child process too)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run, trigger


def hook(request: dict[str, Any], answer: dict[str, Any]) -> None:
    if trigger(request):
        # A child in the same process group: killing the group must take it too.
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        time.sleep(600)


if __name__ == "__main__":
    run(hook)
