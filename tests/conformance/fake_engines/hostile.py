"""Fake engine that misbehaves in the way named by argv[1] when asked the query hearts_broken.

* ``setsid``: starts a grandchild in a new session (out of the engine's process group),
  which outlives the engine, then answers normally (``setsid-hang``: never answers hello;
  ``setsid-exit``: exits instead of answering it); the sleeper's pid goes to the file
  ``$HOSTILE_PIDFILE``, written once the engine holds the hello request;
* ``flood``: prints megabytes without a newline, forever;
* ``stderr``: writes 20 MB on stderr before answering hello, and again (then ``the last
  words`` and exit code 3) when asked the trigger query;
* ``deep``: answers with JSON nested 100,000 levels deep;
* ``hugeint``: answers with an id of 5,000 digits;
* ``noread``: stops reading its input (and answers nothing);
* ``escape``: an error whose message holds terminal escape sequences, NUL and XML-invalid
  characters, 100 kB long;
* ``drip``, ``endless``, ``wrong-id``, ``hugeint-all``, ``hang-after-hello``: after an honest
  handshake, every answer drips one byte every 50 ms and never ends its line; prints
  the start of an answer and never ends the line; carries the id of the request before;
  carries a 5,000-digit integer; never comes;
* ``inject``: its name, its notes and an error message (for every ``legal_actions``) hold
  HTML, Markdown, rich markup, XML's CDATA end and terminal escapes (:data:`INJECT`).

With ``HOSTILE_PIDFILE`` set, ``setsid`` writes the grandchild's pid there; with ``HOSTILE_ASKED``
set, every request's ``op`` is added to that file as it comes, one a line (a test waits there
for what the engine has been asked).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conformance.fake_engines._base import run

MODE = sys.argv[1]

INJECT = "<script>alert(1)</script> `tick` [bold red]markup[/] ]]> &amp; \x1b[31mred\x1b[0m \x1b]0;title\x07"
"""Text that would do something if any output took it as markup or sent it to a terminal raw."""


def _is_trigger(request: dict[str, Any]) -> bool:
    return request.get("op") == "query" and request.get("query") == "hearts_broken"


def _orphan_a_sleeper() -> None:
    """An intermediate process starts the sleeper in a session of its own and exits at
    once, so the sleeper is an orphan outside the engine's group before any kill."""
    starter = (
        "import subprocess, sys; "
        "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'], "
        "start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, "
        "stderr=subprocess.DEVNULL); print(p.pid)"
    )
    pid = subprocess.run([sys.executable, "-c", starter], capture_output=True, text=True).stdout
    pidfile = os.environ.get("HOSTILE_PIDFILE")
    if pidfile:  # whole or not at all: a reader never sees half a pid
        Path(pidfile + ".tmp").write_text(pid.strip())
        os.replace(pidfile + ".tmp", pidfile)
    if MODE == "setsid-hang":
        time.sleep(600)
    if MODE == "setsid-exit":
        os._exit(0)


def _flood_stderr(*, last: bool) -> None:
    line = "noise " * 10_000 + "\n"
    for _ in range(20_000_000 // len(line)):
        sys.stderr.write(line)
    if last:
        sys.stderr.write("the last words\n")
        sys.stderr.flush()
        os._exit(3)
    sys.stderr.flush()


def _note(request: dict[str, Any]) -> None:
    """Add the request's op to the file ``HOSTILE_ASKED`` names, if it is set."""
    asked = os.environ.get("HOSTILE_ASKED")
    if asked:
        with open(asked, "a") as log:
            log.write(f"{request.get('op')}\n")


def hook(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any] | None:
    _note(request)
    if MODE in ("setsid", "setsid-hang", "setsid-exit") and request.get("op") == "hello":
        _orphan_a_sleeper()
        return None
    if MODE == "stderr" and (request.get("op") == "hello" or _is_trigger(request)):
        _flood_stderr(last=_is_trigger(request))
    if MODE == "inject" and request.get("op") == "hello":
        return {**answer, "engine": INJECT, "notes": [INJECT]}
    if MODE == "inject" and request.get("op") == "query" and request.get("query") == "legal_actions":
        return {"id": request.get("id"), "ok": False, "error": {"kind": "internal", "message": INJECT}}
    if MODE in ALWAYS and request.get("op") not in ("hello", "quit"):
        return ALWAYS[MODE](request, answer)
    if not _is_trigger(request):
        return None
    if MODE == "flood":
        chunk = "x" * 65536
        while True:
            sys.stdout.write(chunk)
    if MODE == "deep":
        sys.stdout.write('{"id": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
        sys.stdout.flush()
        time.sleep(600)
    if MODE == "hugeint":
        sys.stdout.write('{"id": ' + "9" * 5000 + ', "ok": true, "result": false}\n')
        sys.stdout.flush()
        time.sleep(600)
    if MODE == "noread":
        time.sleep(600)
    if MODE == "escape":
        message = "\x1b[2J\x1b]0;pwned\x07\x00\ud800 " + "A" * 100_000
        return {"id": request.get("id"), "ok": False, "error": {"kind": "internal", "message": message}}
    return None


def _drip(request: dict[str, Any], answer: dict[str, Any]) -> None:
    while True:
        sys.stdout.write("x")
        sys.stdout.flush()
        time.sleep(0.05)


def _endless(request: dict[str, Any], answer: dict[str, Any]) -> None:
    sys.stdout.write('{"id": ' + str(request.get("id")) + ', "ok": true')
    sys.stdout.flush()
    time.sleep(600)


def _wrong_id(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    return {**answer, "id": int(request.get("id") or 0) - 1}


def _hugeint(request: dict[str, Any], answer: dict[str, Any]) -> None:
    sys.stdout.write('{"id": ' + "7" * 5000 + ', "ok": true}\n')
    sys.stdout.flush()
    time.sleep(600)


def _hang(request: dict[str, Any], answer: dict[str, Any]) -> None:
    time.sleep(600)


ALWAYS = {
    "drip": _drip,
    "endless": _endless,
    "wrong-id": _wrong_id,
    "hugeint-all": _hugeint,
    "hang-after-hello": _hang,
}


if __name__ == "__main__":
    run(hook)
