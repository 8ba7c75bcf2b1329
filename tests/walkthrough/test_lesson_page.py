"""The lesson's static page: it shows the lesson its link carries with no server, and a link cannot run
script in it (every value is put in as text; the page's policy runs its one script only)."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.walkthrough.lessonpage import _script, link, page
from tests.support.chromium import CHROMEDRIVER, CHROMIUM, chromium

HOSTILE = "<script>alert(1)</script><img src=x onerror=alert(2)>"


def test_the_pages_script_writes_text_only_and_is_the_one_the_policy_allows() -> None:
    script = _script()
    for sink in (
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
        "Function(",
        "setAttribute",
        ".href",
        ".src",
        "location.assign",
        "location =",
    ):
        assert sink not in script, sink
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    text = page("fr")
    assert f"script-src 'sha256-{digest}'" in text and "default-src 'none'" in text
    # The words block cannot close its element, whatever the catalogs say.
    words = re.search(r'<script type="application/json" id="words">(.*?)</script>', text, re.S)
    assert words is not None and "<" not in words.group(1)


def test_saving_a_lesson_writes_its_page_and_prints_its_link(tmp_path: Path) -> None:
    path = tmp_path / "lesson.yaml"
    args = ["walkthrough", "--seed", "7", "--hand", "3", "--what-if", "12:9H", "--save-lesson", str(path)]
    result = CliRunner().invoke(main, [*args, "-o", str(tmp_path), "--lang", "hu"])
    assert result.exit_code == 0, result.output
    lines = result.output.split()
    assert lines[-3:-1] == [str(path), str(tmp_path / "lesson.html")]
    assert lines[-1].startswith("lesson.html#lesson=") and (tmp_path / "lesson.html").is_file()


def _hostile_link() -> str:
    text: dict[str, Any] = {
        "page": {
            "title": HOSTILE,
            "source": "javascript:alert(3)",
            "hands": [["North", HOSTILE]],
            "compared": [{"question": HOSTILE, "depth": "<b>", "tricks": [[HOSTILE, "a", "b"]], "seats": []}],
            "items": [
                {
                    "label": "<svg onload=alert(4)>",
                    "at": "x",
                    "lang": 'en" onmouseover="alert(5)',
                    "text": HOSTILE,
                }
            ],
        },
    }
    return link("lesson.html", text)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    pytest.importorskip("selenium")
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
        pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh")
    profile = Path(tempfile.mkdtemp(prefix="hearts-chromium-"))
    driver = chromium(profile)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.mark.slow
def test_a_link_cannot_run_script_in_the_page(browser: Any, tmp_path: Path) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    (tmp_path / "lesson.html").write_text(page("en"), encoding="utf-8")
    browser.get(f"file://{tmp_path}/{_hostile_link()}")
    body = browser.find_element(By.ID, "lesson").text
    assert "<script>alert(1)</script>" in body and "javascript:alert(3)" in body
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text  # noqa: B018 - reading it is the check
    assert browser.find_elements(By.CSS_SELECTOR, "#lesson img, #lesson svg, #lesson script, #lesson a") == []
    assert len(browser.find_elements(By.TAG_NAME, "script")) == 2  # the words and the page's own


@pytest.mark.slow
def test_the_page_shows_a_saved_lesson_and_says_so_when_a_link_carries_none(
    browser: Any, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By

    path = tmp_path / "lesson.yaml"
    args = ["walkthrough", "--seed", "7", "--hand", "3", "--what-if", "12:9H", "--save-lesson", str(path)]
    result = CliRunner().invoke(main, [*args, "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    browser.get(f"file://{tmp_path}/{result.output.split()[-1]}")
    body = browser.find_element(By.ID, "lesson").text
    assert "Step 12: what if West had passed the 9♥ instead of the A♦?" in body and "North:" in body
    browser.get(f"file://{tmp_path}/lesson.html#lesson=bm90IGpzb24")
    browser.refresh()
    assert browser.find_element(By.ID, "lesson").text == "This link carries no lesson that can be read."
