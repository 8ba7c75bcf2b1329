#!/usr/bin/env python3
"""Pictures of the classroom for docs/serve.md: the teacher's table at 1024x768 and 1280x720 (at
four seats and at six) and a student's phone at 360x640, taken in Debian's headless Chromium.

Starts ``hearts serve`` on 127.0.0.1 (a free port, stopped at the end), makes a table from a saved
game (Hard bots have played a few tricks of hand 4 of seed 7), and takes each picture once the page
has fitted the table to the window. The pictures go to ``docs/pictures`` (PNG).

    .venv/bin/python scripts/serve_pictures.py
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.chromium import chromium  # noqa: E402

WAIT = 60.0


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _serve(data: Path, port: int) -> tuple[subprocess.Popen[str], str]:
    out = data / "serve.out"
    args = [sys.executable, "-m", "hearts", "serve", "--host", "127.0.0.1", "--port", str(port)]
    args += ["--data", str(data / "tables"), "--bot-delay", "0.1", "--check-games", "3"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with out.open("w") as sink:
        proc = subprocess.Popen(args, stdout=sink, text=True, env=env, cwd=ROOT)
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        lines = out.read_text().splitlines()
        teacher = [line for line in lines if line.startswith("teacher:")]
        if teacher:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    return proc, teacher[0].split("#", 1)[1].split()[0]
        if proc.poll() is not None:
            raise SystemExit(f"hearts serve ended: {lines}")
        time.sleep(0.1)
    proc.terminate()
    raise SystemExit("hearts serve did not start")


def _table(port: int, key: str, variant: str, cards: int) -> tuple[str, str]:
    """A table at hand 4 of seed 7 with ``cards`` cards played by Hard bots (played here, in
    this process, and sent as a saved game): the pictures show the same position every time."""
    from hearts.serve.starts import from_seed
    from hearts.serve.table import ClassTable
    from hearts.variants.files import load_variant

    rules = load_variant(variant)
    played = ClassTable("PICTUR", from_seed(7, rules, 4), ["hard"] * rules.players, "")
    for _ in range(cards):
        played.bot_move()
    fields = {"source": "saved", "saved": played.saved(reasons=False), "bots": "hard"}
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/tables",
        data=json.dumps(fields).encode(),
        headers={"Content-Type": "application/json", "X-Hearts-Key": key},
    )
    with urllib.request.urlopen(request, timeout=WAIT) as response:
        made = json.loads(response.read())
    return str(made["code"]), str(made["token"])


def _size(driver: WebDriver, width: int, height: int) -> None:
    phone = width < 600
    metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


def _shot(driver: WebDriver, path: Path) -> None:
    png = base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"])
    path.write_bytes(png)


def _fitted(driver: WebDriver, width: int, height: int) -> None:
    """Wait for the teacher's page to fit its table to a ``width`` x ``height`` window."""
    size = f"{width}x{height}"
    script = "return document.getElementById('felt').dataset.fitted"
    WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(script) == size)


PICTURES = (
    # (the picture's name, the variant, cards played before it, the teacher's window sizes)
    ("four", "card-1.0.0", 22, ((1280, 720), (1024, 768))),
    ("six", "six-twos", 27, ((1024, 768),)),
)
"""The tables pictured; a student's phone (360x640) at the six-seat table, seated at seat 1."""


def pictures(out: Path) -> list[Path]:
    made: list[Path] = []
    data = Path(tempfile.mkdtemp(prefix="hearts-pictures-"))
    port = _port()
    proc, key = _serve(data, port)
    driver: WebDriver = chromium(data / "profile")
    try:
        for name, variant, cards, sizes in PICTURES:
            code, token = _table(port, key, variant, cards)
            for width, height in sizes:
                _size(driver, width, height)
                driver.get(f"http://127.0.0.1:{port}/teacher?table={code}&w={width}#{code}.{token}.{key}")
                WebDriverWait(driver, WAIT).until(
                    lambda d: d.find_elements("css selector", "#hands .seathand")
                )
                _fitted(driver, width, height)
                time.sleep(0.5)  # the card faces drawn (a picture, not a test)
                path = out / f"serve-teacher-{name}-{width}x{height}.png"
                _shot(driver, path)
                made.append(path)
            if name != "six":
                continue
            _size(driver, 360, 640)
            driver.get(f"http://127.0.0.1:{port}/play?code={code}")
            WebDriverWait(driver, WAIT).until(lambda d: d.find_elements("css selector", "#sit-1"))
            driver.execute_script("document.getElementById('sit-1').click()")
            WebDriverWait(driver, WAIT).until(lambda d: d.find_elements("css selector", "#hand .card"))
            time.sleep(0.5)
            path = out / f"serve-student-{name}-360x640.png"
            _shot(driver, path)
            made.append(path)
    finally:
        driver.quit()
        proc.terminate()
        proc.wait(timeout=30)
        shutil.rmtree(data, ignore_errors=True)
    return made


def take(made_by: Callable[[Path], list[Path]], out: Path, about: str) -> None:
    """The command line of a pictures script: ``--out`` (``out`` by default), the pictures
    ``made_by`` makes there, each said with its size."""
    parser = argparse.ArgumentParser(description=about.splitlines()[0])
    parser.add_argument("--out", type=Path, default=out)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for path in made_by(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    take(pictures, ROOT / "docs" / "pictures", __doc__)
