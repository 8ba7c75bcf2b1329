"""The HTML walkthrough in a real headless browser (Debian's chromium + chromedriver, via selenium).

Stepping changes what is shown; a seat's view puts no other hand in the page; print shows it all.
Install the browser with ``scripts/system-deps.sh`` (``make test`` does).
"""

from __future__ import annotations

import base64
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hearts.cards import Seat
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant
from hearts.walkthrough.quiz import questions
from hearts.walkthrough.render import write
from hearts.walkthrough.sources import from_seed, parse_levels
from tests.support.chromium import CHROMEDRIVER, CHROMIUM, FLAGS

webdriver = pytest.importorskip("selenium.webdriver")

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
    pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh", allow_module_level=True)

from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

pytestmark = pytest.mark.slow  # a browser or several rendered pages per test: make test runs them


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


# ---------------------------------------------------------------- the room, the handout, the quiz


@pytest.fixture(scope="module")
def seven(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))


def _inside(driver: WebDriver, selector: str) -> bool:
    """Whether the (first displayed) element is wholly inside the viewport."""
    return bool(
        driver.execute_script(
            "var e = Array.from(document.querySelectorAll(arguments[0])).find(x => x.offsetParent !== null);"
            "if (!e) { return false; } var r = e.getBoundingClientRect();"
            "return r.top >= 0 && r.left >= 0"
            " && r.bottom <= window.innerHeight && r.right <= window.innerWidth;",
            selector,
        )
    )


def test_at_1024x768_the_trick_and_the_hand_to_act_stay_on_screen(
    browser: WebDriver, seven: Any, tmp_path: Path
) -> None:
    page = write(seven, "en", "html", tmp_path)
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 1024, "height": 768, "deviceScaleFactor": 1, "mobile": False},
    )
    try:
        browser.get(page.as_uri())
        assert browser.execute_script("return [window.innerWidth, window.innerHeight];") == [1024, 768]
        body = browser.find_element(By.TAG_NAME, "body")
        for n in range(1, 65):
            body.send_keys(Keys.ARROW_RIGHT)
            assert _counter(browser) == f"Step {n} of 64"
            acting = browser.find_elements(By.CSS_SELECTOR, "#stage .section.shown .seat.acting")
            assert len(acting) == 1, n
            assert _inside(browser, "#stage .section.shown .trick"), n
            assert _inside(browser, "#stage .section.shown .seat.acting .hand"), n
            now = browser.find_element(By.CSS_SELECTOR, "li.step.now")
            assert acting[0].get_attribute("data-seat") == now.get_attribute("data-seat")
            if n > 12:  # the cards of the trick so far are in the middle, the last one shown
                say = browser.find_element(By.CSS_SELECTOR, "#stage .section.shown .say").text
                assert say, n
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def _pdf_pages(driver: WebDriver) -> int:
    pdf = base64.b64decode(
        driver.execute_cdp_cmd(
            "Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": True}
        )["data"]
    )
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


_PRINTED = """
function seen(e) { return e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; }
var texts = Array.from(document.querySelectorAll('body *')).filter(e => !e.closest('svg') && seen(e)
    && Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim()));
var steps = Array.from(document.querySelectorAll('#stage li.step')).map(function (li) {
  var lines = Array.from(li.querySelectorAll('.act, .headline')).filter(seen);
  var head = li.querySelector('.headline');
  return {lines: lines.length, reason: head && seen(head) ? (li.dataset.reason || '') : ''};
});
var tricks = Array.from(document.querySelectorAll('#stage .section[data-kind="trick"]')).map(function (sec) {
  var t = sec.querySelector('.trick');
  return {diagram: !!t && seen(t) && t.getBoundingClientRect().height > 20,
          cards: Array.from(sec.querySelectorAll('.slot .card-picture')).filter(seen).length,
          taken: Array.from(sec.querySelectorAll('.result .taken')).some(seen)};
});
return {font: Math.min.apply(null, texts.map(e => parseFloat(getComputedStyle(e).fontSize))),
        steps: steps, tricks: tricks};
"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_handout_prints_on_two_a4_pages_one_line_per_card(
    browser: WebDriver, seven: Any, tmp_path: Path, lang: str
) -> None:
    page = write(seven, lang, "html", tmp_path)
    browser.get(page.as_uri())
    assert 1 <= _pdf_pages(browser) <= 2, lang
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        printed = browser.execute_script(_PRINTED)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert printed["font"] >= 10 * 96 / 72 - 0.01, printed["font"]  # nothing under 10 pt
    steps = printed["steps"]
    assert len(steps) == 64 and all(s["lines"] == 1 for s in steps), [s for s in steps if s["lines"] != 1][:3]
    reasons = [s["reason"] for s in steps if s["reason"]]
    assert len(reasons) > 20 and len(reasons) == len(set(reasons))  # each reason once in the hand
    assert len(printed["tricks"]) == 13
    assert all(t["diagram"] and t["cards"] == 4 and t["taken"] for t in printed["tricks"]), printed["tricks"][
        :2
    ]


def test_the_quiz_refuses_an_illegal_card_accepts_a_legal_one_and_sums_up(
    browser: WebDriver, seven: Any, tmp_path: Path
) -> None:
    page = write(seven, "es", "html", tmp_path, Seat.SOUTH, quiz=True)
    asked = {q.move.index: q for q in questions(seven.seats[Seat.SOUTH], Seat.SOUTH)}
    browser.get(page.as_uri())
    body = browser.find_element(By.TAG_NAME, "body")
    refused = accepted = matched = 0
    for step in seven.seats[Seat.SOUTH].moves:
        body.send_keys(Keys.ARROW_RIGHT)
        q = asked.get(step.index)
        if q is None:
            continue
        now = browser.find_element(By.CSS_SELECTOR, "li.step.now")
        assert "asking" in (now.get_attribute("class") or "")
        # The card to choose is hidden: not in the trick, not gone from the hand.
        assert not any(
            e.is_displayed()
            for e in browser.find_elements(By.CSS_SELECTOR, f'.slot[data-step="{step.index}"]')
        )
        body.send_keys(Keys.ARROW_RIGHT)  # no moving on before answering
        assert browser.find_element(By.CSS_SELECTOR, "li.step.now").get_attribute("data-step") == str(
            step.index
        )
        hand = "#stage .section.shown .seat.acting .card[data-owner='S']"
        if q.refusals and refused == 0:
            bad = next(iter(q.refusals))
            browser.find_element(By.CSS_SELECTOR, f"{hand}[data-card='{bad.format()}']").click()
            text = now.find_element(By.CSS_SELECTOR, ".quiz-box").text
            assert q.refusals[bad].clause in text and "no está permitida" in text
            assert "asking" in (now.get_attribute("class") or "")  # still asking
            refused += 1
        choice = q.bot if accepted % 2 == 0 else next((c for c in q.legal if c != q.bot), q.bot)
        browser.find_element(By.CSS_SELECTOR, f"{hand}[data-card='{choice.format()}']").click()
        matched += choice == q.bot
        box = now.find_element(By.CSS_SELECTOR, ".quiz-box").text
        assert "el bot" in box and "asking" not in (now.get_attribute("class") or "")
        accepted += 1
    assert refused == 1 and accepted == 16
    summary = browser.find_element(By.ID, "quiz-summary")
    assert summary.is_displayed()
    text = summary.text
    assert "Tu resumen" in text and f": {matched} de 16." in text
    assert 8 <= matched < 16 and "Para mirar otra vez" in text
    assert len(summary.find_elements(By.CSS_SELECTOR, "li")) == 16 - matched


# ------------------------------------------------------------- on a projector

PROJECTORS = [(1024, 768), (1280, 720)]

_BOXES = """
var shown = document.querySelector('#stage .section.shown');
function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
function seen(e) { return e.offsetParent !== null; }
var hand = Array.from(shown.querySelectorAll('.seat .hand .card')).filter(seen).map(box);
var slots = Array.from(shown.querySelectorAll('.slot.shown .card-picture')).map(box);
var texts = Array.from(document.querySelectorAll('body *')).filter(e => !e.closest('svg') && seen(e)
    && e.children.length === 0 && e.textContent.trim()).map(e => parseFloat(getComputedStyle(e).fontSize));
return {bar: box(document.querySelector('.controls')), table: box(shown.querySelector('.table')),
        north: box(shown.querySelector('.seat-N')), trick: box(shown.querySelector('.trick')),
        acting: Array.from(shown.querySelectorAll('.seat.acting .hand')).map(box),
        hand: hand, slots: slots, font: Math.max.apply(null, texts),
        view: [window.innerWidth, window.innerHeight]};
"""


def _size(driver: WebDriver, width: int, height: int) -> None:
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
    )


def _on_screen(rect: list[float], view: list[int], below: float) -> bool:
    left, top, right, bottom = rect
    return left >= 0 and top >= below - 0.5 and right <= view[0] + 0.5 and bottom <= view[1] + 0.5


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_on_a_projector_nothing_covers_the_table_and_the_trick_is_the_largest_thing(
    browser: WebDriver, seven: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    page = write(seven, "en", "html", tmp_path)
    _size(browser, *size)
    try:
        browser.get(page.as_uri())
        body = browser.find_element(By.TAG_NAME, "body")
        for n in range(1, 65):
            body.send_keys(Keys.ARROW_RIGHT)
            b = browser.execute_script(_BOXES)
            bar_bottom = b["bar"][3]
            # The sticky toolbar ends above the table: North's row is never under it.
            assert bar_bottom <= b["table"][1] + 0.5 and bar_bottom <= b["north"][1] + 0.5, (
                n,
                b["bar"],
                b["north"],
            )
            assert _on_screen(b["trick"], b["view"], bar_bottom), (n, b["trick"])
            assert b["acting"] and _on_screen(b["acting"][0], b["view"], bar_bottom), (n, b["acting"])
            if b["slots"]:  # a card on the table is bigger than any card in a hand, and than any text
                slot_h = min(r[3] - r[1] for r in b["slots"])
                slot_w = min(r[2] - r[0] for r in b["slots"])
                hand_h = max(r[3] - r[1] for r in b["hand"])
                hand_w = max(r[2] - r[0] for r in b["hand"])
                assert slot_h > 2 * hand_h and slot_w > hand_w and slot_h > 3 * b["font"], (n, slot_h, hand_h)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_on_a_projector_the_quiz_feedback_is_on_screen(
    browser: WebDriver, seven: Any, tmp_path: Path
) -> None:
    page = write(seven, "es", "html", tmp_path, Seat.SOUTH, quiz=True)
    asked = {q.move.index: q for q in questions(seven.seats[Seat.SOUTH], Seat.SOUTH)}
    _size(browser, 1024, 768)
    try:
        browser.get(page.as_uri())
        body = browser.find_element(By.TAG_NAME, "body")
        answered = 0
        for step in seven.seats[Seat.SOUTH].moves:
            body.send_keys(Keys.ARROW_RIGHT)
            q = asked.get(step.index)
            if q is None:
                continue
            hand = "#stage .section.shown .seat.acting .card[data-owner='S']"
            browser.find_element(By.CSS_SELECTOR, f"{hand}[data-card='{q.bot.format()}']").click()
            feedback = browser.find_element(By.CSS_SELECTOR, "#stage .section.shown .say .feedback")
            assert "el bot" in feedback.text, feedback.text
            rect = browser.execute_script(
                "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];",
                feedback,
            )
            bar = browser.execute_script(
                "return document.querySelector('.controls').getBoundingClientRect().bottom;"
            )
            assert _on_screen(rect, [1024, 768], bar), (step.index, rect)
            answered += 1
            if answered == 4:
                break
        assert answered == 4
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_the_last_step_of_a_themed_page_says_the_theme(browser: WebDriver, tmp_path: Path) -> None:
    import dataclasses

    from hearts.walkthrough.themes import THEMES, Found, indexed

    found = indexed("moon", Variant(), "easy,normal,hard,hard")
    assert isinstance(found, Found)
    w = from_seed(found.seed, Variant(), ("easy", "normal", "hard", "hard"), hand=found.hand)
    page = write(dataclasses.replace(w, theme="moon"), "fr", "html", tmp_path)
    _size(browser, 1024, 768)
    try:
        browser.get(page.as_uri())
        body = browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.END)
        note = browser.find_element(By.CSS_SELECTOR, "#stage .section.shown .say .theme-note")
        assert "(MOON)" in note.text and "Choisi pour cette leçon" in note.text, note.text
        assert note.is_displayed() and _inside(browser, "#stage .section.shown .say .theme-note")
        body.send_keys(Keys.ARROW_LEFT)  # only the last step says it
        assert not browser.find_elements(By.CSS_SELECTOR, "#stage .section.shown .say .theme-note")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert THEMES["moon"].clauses == ("MOON",)


# ------------------------------------------------------------- at three, five and six seats

_TABLE_BOXES = """
var shown = document.querySelector('#stage .section.shown');
function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
function seen(e) { return e.offsetParent !== null; }
return {bar: box(document.querySelector('.controls')),
        seats: Array.from(shown.querySelectorAll('.table > .seat')).map(box),
        trick: box(shown.querySelector('.trick')),
        cards: Array.from(shown.querySelectorAll('.seat .hand .card')).filter(seen).map(box),
        slots: Array.from(shown.querySelectorAll('.slot.shown .card-picture')).map(box),
        kitty: Array.from(shown.querySelectorAll('.deck-out .card')).filter(seen).map(box),
        scroll: document.documentElement.scrollWidth,
        view: [window.innerWidth, window.innerHeight]};
"""


def _apart(a: list[float], b: list[float]) -> bool:
    """Two boxes that do not overlap (touching edges are apart)."""
    return a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A later hand at each shipped table of three (with its kitty), five and six (cards out)."""
    out = {}
    for name, seed in (("three-kitty", 2), ("five-2d2c", 4), ("six-twos", 3)):
        variant = load_variant(name)
        w = from_seed(seed, variant, parse_levels(None, variant.players), hand=2)
        out[name] = write(w, "en", "html", tmp_path_factory.mktemp(name))
    return out


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["three-kitty", "five-2d2c", "six-twos"])
def test_at_another_table_every_seat_is_on_screen_and_nothing_overlaps(
    browser: WebDriver, tables: dict[str, Path], name: str, size: tuple[int, int]
) -> None:
    """Issue 24: the seats around the trick, each hand's cards on screen below the toolbar, no
    seat over another or over the trick, the trick's cards apart, no sideways scrolling."""
    seats = load_variant(name).players
    _size(browser, *size)
    try:
        browser.get(tables[name].as_uri())
        body = browser.find_element(By.TAG_NAME, "body")
        tricks = 0
        for _ in range(6):  # the pass, then five tricks, trick by trick
            body.send_keys(Keys.ARROW_DOWN)
            b = browser.execute_script(_TABLE_BOXES)
            below = b["bar"][3]
            assert len(b["seats"]) == seats
            boxes = [*b["seats"], b["trick"]]
            assert all(_apart(x, y) for i, x in enumerate(boxes) for y in boxes[i + 1 :]), boxes
            assert b["cards"] and all(_on_screen(c, b["view"], below) for c in b["cards"]), b["cards"]
            assert all(_on_screen(c, b["view"], below) for c in b["slots"] + b["kitty"])
            assert all(_apart(x, y) for i, x in enumerate(b["slots"]) for y in b["slots"][i + 1 :])
            assert b["scroll"] <= b["view"][0]
            tricks += len(b["slots"]) == seats
        assert tricks >= 3  # whole tricks were on the table
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
