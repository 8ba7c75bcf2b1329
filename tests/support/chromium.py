"""Debian's chromium and chromedriver for the browser tests, with the flags they run headless with
(one definition for every browser test: the walkthrough's and the classroom's)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["CHROMEDRIVER", "CHROMIUM", "FLAGS"]

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1280,1000",
)
