"""Debian's chromium and chromedriver for the browser tests, with the flags they run headless with
(one definition for every browser test: the walkthrough's and the classroom's)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["CHROMEDRIVER", "CHROMIUM", "FLAGS", "chromium"]

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


def chromium(profile: Path) -> Any:
    """A headless Chromium (selenium's driver) with the flags above and its own ``profile``
    folder; the caller quits it. Selenium is imported here, so a module that uses this imports
    it only once it has checked it is installed."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    return webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
