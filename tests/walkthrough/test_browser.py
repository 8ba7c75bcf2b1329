"""The HTML walkthrough in a real headless browser (Debian's chromium + chromedriver, via selenium).

Stepping changes what is shown; a seat's view puts no other hand in the page; print shows it all.
Install the browser with ``scripts/system-deps.sh`` (``make test`` does).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.variant import Variant
from hearts.walkthrough.render import write
from hearts.walkthrough.sources import from_seed

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")

webdriver = pytest.importorskip("selenium.webdriver")

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
    pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh", allow_module_level=True)

from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

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


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    profile = tempfile.mkdtemp(prefix="hearts-chromium-")
    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    w = from_seed(9, Variant(), ("easy", "normal", "hard", "hard"))
    return write(w, "es", "html", tmp_path_factory.mktemp("walk"))


def _counter(driver: WebDriver) -> str:
    return str(driver.find_element(By.ID, "counter").text)


def _visible_sections(driver: WebDriver) -> list[str]:
    return [
        str(s.get_attribute("data-first"))
        for s in driver.find_elements(By.CSS_SELECTOR, "#stage .section")
        if s.is_displayed()
    ]


def _owners(driver: WebDriver) -> set[str]:
    """Seats whose hand cards are anywhere in the document (templates' content excluded)."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-owner]')).map(e => e.dataset.owner);"
    )
    return set(found)


def test_stepping_changes_what_is_shown(browser: WebDriver, page: Path) -> None:
    browser.get(page.as_uri())
    assert "Inicio" in _counter(browser)  # the cards as dealt
    body = browser.find_element(By.TAG_NAME, "body")
    assert browser.find_elements(By.CSS_SELECTOR, "li.step.now") == []
    body.send_keys(Keys.ARROW_RIGHT)
    assert _counter(browser) == "Paso 1 de 64"
    now = browser.find_element(By.CSS_SELECTOR, "li.step.now")
    assert now.get_attribute("data-step") == "0" and now.is_displayed()
    assert "pasa" in now.text  # North passes a card, with its reasons
    passed = browser.find_elements(By.CSS_SELECTOR, "#stage .card.gone")
    assert len(passed) == 1
    # Next trick: the passing is complete, then the first trick with its winner.
    browser.find_element(By.ID, "next-trick").click()
    assert _counter(browser) == "Paso 12 de 64"
    assert any(e.is_displayed() for e in browser.find_elements(By.CSS_SELECTOR, "#stage .result"))
    browser.find_element(By.ID, "next-trick").click()
    assert _counter(browser) == "Paso 16 de 64"
    assert _visible_sections(browser) == ["12"]
    shown = [
        e for e in browser.find_elements(By.CSS_SELECTOR, "#stage .section.shown li.step") if e.is_displayed()
    ]
    assert len(shown) == 4 and "Baza 1" in browser.find_element(By.CSS_SELECTOR, ".section.shown h3").text
    assert "gana la baza" in browser.find_element(By.CSS_SELECTOR, ".section.shown .result").text
    body.send_keys(Keys.ARROW_LEFT)
    assert _counter(browser) == "Paso 15 de 64"
    assert not browser.find_element(By.CSS_SELECTOR, ".section.shown .result").is_displayed()
    body.send_keys(Keys.ARROW_UP)
    assert _counter(browser) == "Paso 12 de 64"


def test_a_seat_view_hides_the_other_hands(browser: WebDriver, page: Path) -> None:
    browser.get(page.as_uri())
    assert _owners(browser) == {"N", "E", "S", "W"}  # the teacher sees every hand
    Select(browser.find_element(By.ID, "viewer")).select_by_value("N")
    assert _owners(browser) == {"N"}
    text = browser.execute_script("return document.body.textContent;")
    for other in ("mano de Este", "mano de Sur", "mano de Oeste"):
        assert other not in text
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_DOWN)
    # The other seats' passes are not even named in North's view.
    hidden = browser.find_elements(By.CSS_SELECTOR, "#stage li.step")
    east_passes = [
        e for e in hidden if "Este elige una carta para pasar" in (e.get_attribute("textContent") or "")
    ]
    assert len(east_passes) == 3
    hands = browser.find_elements(By.CSS_SELECTOR, "#stage .hand")
    assert {h.get_attribute("data-seat") for h in hands} == {"N"}
    Select(browser.find_element(By.ID, "viewer")).select_by_value("T")
    assert _owners(browser) == {"N", "E", "S", "W"}


def test_print_shows_the_whole_hand(browser: WebDriver, page: Path) -> None:
    browser.get(page.as_uri())
    assert len(_visible_sections(browser)) == 1
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert len(_visible_sections(browser)) == 14  # the passing and 13 tricks
        assert not browser.find_element(By.CSS_SELECTOR, ".controls").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
