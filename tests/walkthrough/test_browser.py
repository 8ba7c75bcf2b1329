"""The HTML walkthrough in a real headless browser (Debian's chromium + chromedriver, via selenium).

Stepping changes what is shown; a seat's view puts no other hand in the page; print shows it all.
Install the browser with ``scripts/system-deps.sh`` (``make test`` does).
"""

from __future__ import annotations

import base64
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hearts.cards import CardSet, Seat
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant
from hearts.walkthrough.quiz import questions
from hearts.walkthrough.render import write
from hearts.walkthrough.sources import from_seed, parse_levels
from hearts.words.lang import Lang
from tests.support.chromium import CHROMEDRIVER, CHROMIUM, FLAGS
from tests.support.pdf_marks import MARK_SCRIPT, marks

webdriver = pytest.importorskip("selenium.webdriver")

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
    pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh", allow_module_level=True)

from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
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


_SEEN = """
function seen(e) { return e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; }
"""
"""Whether an element is rendered (what selenium's ``is_displayed`` asks, in the page)."""

_NOW = (
    _SEEN
    + """
var now = document.querySelector('li.step.now');
var shown = document.querySelector('#stage .section.shown');
var result = shown && shown.querySelector('.result');
var head = shown && shown.querySelector('h3');
return {counter: document.getElementById('counter').innerText.trim(),
        step: now && now.dataset.step, seen: !!now && seen(now), text: now ? now.innerText : '',
        gone: document.querySelectorAll('#stage .card.gone').length,
        sections: Array.from(document.querySelectorAll('#stage .section')).filter(seen)
          .map(e => e.dataset.first),
        steps: shown ? Array.from(shown.querySelectorAll('li.step')).filter(seen).length : 0,
        heading: head ? head.innerText : '', result: result ? result.innerText : '',
        results: Array.from(document.querySelectorAll('#stage .result')).some(seen),
        said: !!result && seen(result)};
"""
)
"""The step the page is at and what it shows of it, read at once (the page redraws on a key)."""


def _now(driver: WebDriver) -> dict[str, Any]:
    out: dict[str, Any] = driver.execute_script(_NOW)
    return out


def _counter(driver: WebDriver) -> str:
    return str(_now(driver)["counter"])


def _visible_sections(driver: WebDriver) -> list[str]:
    return [str(first) for first in _now(driver)["sections"]]


def _press(driver: WebDriver, key: str, times: int, measure: str = "return null;") -> list[Any]:
    """Press ``key`` ``times`` times in the page (its keydown listener, as a key would), reading
    ``measure`` (a script's body) after each: one command for a whole walk through the hand.
    Stepping with the keyboard itself is :func:`test_stepping_changes_what_is_shown`'s claim."""
    script = (
        "var measure = function () {" + measure + "}; var out = [];"
        "for (var i = 0; i < arguments[1]; i++) {"
        "  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}));"
        "  out.push(measure());"
        "} return out;"
    )
    return list(driver.execute_script(script, key, times))


def _owners(driver: WebDriver) -> set[str]:
    """Seats whose hand cards are anywhere in the document (templates' content excluded)."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-owner]')).map(e => e.dataset.owner);"
    )
    return set(found)


def test_stepping_changes_what_is_shown(browser: WebDriver, page: Path) -> None:
    browser.get(page.as_uri())
    now = _now(browser)
    assert "Inicio" in now["counter"] and now["step"] is None  # the cards as dealt, no step yet
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_RIGHT)
    now = _now(browser)
    assert now["counter"] == "Paso 1 de 64"
    assert now["step"] == "0" and now["seen"]
    assert "pasa" in now["text"]  # North passes a card, with its reasons
    assert now["gone"] == 1  # the card passed
    # Next trick: the passing is complete, then the first trick with its winner.
    browser.find_element(By.ID, "next-trick").click()
    now = _now(browser)
    assert now["counter"] == "Paso 12 de 64" and now["results"]
    browser.find_element(By.ID, "next-trick").click()
    now = _now(browser)
    assert now["counter"] == "Paso 16 de 64"
    assert now["sections"] == ["12"]
    assert now["steps"] == 4 and "Baza 1" in now["heading"]
    assert "gana la baza" in now["result"]
    body.send_keys(Keys.ARROW_LEFT)
    now = _now(browser)
    assert now["counter"] == "Paso 15 de 64" and not now["said"]
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
    seen = browser.execute_script(
        "return {passes: Array.from(document.querySelectorAll('#stage li.step'))"
        ".filter(e => e.textContent.includes(arguments[0])).length,"
        " hands: Array.from(document.querySelectorAll('#stage .hand')).map(h => h.dataset.seat)};",
        "Este elige una carta para pasar",
    )
    assert seen["passes"] == 3
    assert set(seen["hands"]) == {"N"}
    Select(browser.find_element(By.ID, "viewer")).select_by_value("T")
    assert _owners(browser) == {"N", "E", "S", "W"}


def test_print_shows_the_whole_hand(browser: WebDriver, page: Path) -> None:
    browser.get(page.as_uri())
    assert len(_visible_sections(browser)) == 1
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert len(_visible_sections(browser)) == 14  # the passing and 13 tricks
        assert not browser.execute_script(_SEEN + "return seen(document.querySelector('.controls'));")
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


# ---------------------------------------------------------------- the room, the handout, the quiz


@pytest.fixture(scope="module")
def seven(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))


@pytest.fixture(scope="module")
def pages(seven: Any, tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Path]:
    """Seed 7's page in a language (South's quiz if ``quiz``), written once for the module."""
    written: dict[tuple[str, bool], Path] = {}

    def page(lang: str, quiz: bool = False) -> Path:
        if (lang, quiz) not in written:
            folder = tmp_path_factory.mktemp(f"seven-{lang}")
            seat = Seat.SOUTH if quiz else None
            written[lang, quiz] = write(seven, lang, "html", folder, seat, quiz=quiz)
        return written[lang, quiz]

    return page


_INSIDE = """
function inside(selector) {
  var e = Array.from(document.querySelectorAll(selector)).find(x => x.offsetParent !== null);
  if (!e) { return false; } var r = e.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
}
"""
"""Whether the (first displayed) element is wholly inside the viewport."""


def _inside(driver: WebDriver, selector: str) -> bool:
    return bool(driver.execute_script(_INSIDE + "return inside(arguments[0]);", selector))


_STEP = """
var shown = '#stage .section.shown';
var now = document.querySelector('li.step.now');
var say = document.querySelector(shown + ' .say');
return {counter: document.getElementById('counter').innerText.trim(),
        acting: Array.from(document.querySelectorAll(shown + ' .seat.acting')).map(e => e.dataset.seat),
        now: now && now.dataset.seat, trick: inside(shown + ' .trick'),
        hand: inside(shown + ' .seat.acting .hand'), say: say ? say.innerText.trim() : '',
        view: [window.innerWidth, window.innerHeight]};
"""

_BOXES = """
var shown = document.querySelector('#stage .section.shown');
function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
function seen(e) { return e.offsetParent !== null; }
var hand = Array.from(shown.querySelectorAll('.seat .hand .card')).filter(seen).map(box);
var slots = Array.from(shown.querySelectorAll('.slot.shown .card-picture')).map(box);
// The font sizes of the texts in view: each element with text of its own outside a card's picture
// (what is under display: none, never in view, is not walked).
var texts = [];
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {acceptNode: function (e) {
  var hidden = e.tagName.toLowerCase() === 'svg' || getComputedStyle(e).display === 'none';
  return hidden ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
}});
for (var e = walker.nextNode(); e; e = walker.nextNode()) {
  if (e.children.length === 0 && e.textContent.trim() && seen(e)) {
    texts.push(parseFloat(getComputedStyle(e).fontSize));
  }
}
return {bar: box(document.querySelector('.controls')), table: box(shown.querySelector('.table')),
        north: box(shown.querySelector('.seat-N')), trick: box(shown.querySelector('.trick')),
        acting: Array.from(shown.querySelectorAll('.seat.acting .hand')).map(box),
        hand: hand, slots: slots, font: Math.max.apply(null, texts),
        view: [window.innerWidth, window.innerHeight]};
"""

_WALK = "return {at: (function () {" + _INSIDE + _STEP + "})(), boxes: (function () {" + _BOXES + "})()};"
"""What a step shows on a projector: where the acting seat, the trick and the toolbar are."""

PROJECTORS = [(1024, 768), (1280, 720)]


def _size(driver: WebDriver, width: int, height: int) -> None:
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
    )


@pytest.fixture(scope="module")
def walked(
    browser: WebDriver, pages: Callable[..., Path]
) -> Callable[[tuple[int, int]], list[dict[str, Any]]]:
    """What seed 7's English page shows at each of its 64 steps on a screen of a size, stepped
    through with the → key once per size for every test that reads it."""
    walks: dict[tuple[int, int], list[dict[str, Any]]] = {}

    def walk(size: tuple[int, int]) -> list[dict[str, Any]]:
        if size not in walks:
            _size(browser, *size)
            try:
                browser.get(pages("en").as_uri())
                walks[size] = _press(browser, "ArrowRight", 64, _WALK)
            finally:
                browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        return walks[size]

    return walk


def test_at_1024x768_the_trick_and_the_hand_to_act_stay_on_screen(
    walked: Callable[[tuple[int, int]], list[dict[str, Any]]],
) -> None:
    steps = [step["at"] for step in walked((1024, 768))]
    assert len(steps) == 64
    for n, at in enumerate(steps, 1):
        assert at["view"] == [1024, 768]
        assert at["counter"] == f"Step {n} of 64"
        assert len(at["acting"]) == 1, n
        assert at["trick"], n
        assert at["hand"], n
        assert at["acting"][0] == at["now"]
        if n > 12:  # the cards of the trick so far are in the middle, the last one shown
            assert at["say"], n


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
    browser: WebDriver, pages: Callable[..., Path], lang: str
) -> None:
    browser.get(pages(lang).as_uri())
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


_ASKED = (
    _SEEN
    + """
var now = document.querySelector('li.step.now');
var box = now && now.querySelector('.quiz-box');
var slots = now ? Array.from(document.querySelectorAll('.slot[data-step="' + now.dataset.step + '"]')) : [];
var said = document.querySelector('#stage .section.shown .say');
return {step: now && now.dataset.step, asking: !!now && now.classList.contains('asking'),
        slot: slots.some(seen), box: box ? box.innerText : '', say: said ? said.innerText : ''};
"""
)
"""The quiz at the page's step: whether it asks, whether its card is on the table, what its box
says (a refusal) and what the table says (the question, then the answer and the bot's reason)."""


def _asked(driver: WebDriver) -> dict[str, Any]:
    out: dict[str, Any] = driver.execute_script(_ASKED)
    return out


_SOUTHS_HAND = "#stage .section.shown .seat.acting .card[data-owner='S']"


def _choose(driver: WebDriver, card: str, mouse: bool) -> None:
    """South clicks ``card`` in the hand on the table: with the mouse (selenium's click, at the
    card's place on screen), or in the page (its click event) where the click itself is not the
    claim."""
    css = f"{_SOUTHS_HAND}[data-card='{card}']"
    if mouse:
        driver.find_element(By.CSS_SELECTOR, css).click()
    else:
        assert driver.execute_script(
            "var c = document.querySelector(arguments[0]); if (c) { c.click(); } return !!c;", css
        ), css


def test_the_quiz_refuses_an_illegal_card_accepts_a_legal_one_and_sums_up(
    browser: WebDriver, seven: Any, pages: Callable[..., Path]
) -> None:
    asked = {q.move.index: q for q in questions(seven.seats[Seat.SOUTH], Seat.SOUTH)}
    browser.get(pages("es", quiz=True).as_uri())
    body = browser.find_element(By.TAG_NAME, "body")
    refused = accepted = matched = presses = 0
    for step in seven.seats[Seat.SOUTH].moves:
        presses += 1  # → once per step, the steps not asked about pressed through at once
        q = asked.get(step.index)
        if q is None:
            continue
        _press(browser, "ArrowRight", presses)
        presses = 0
        now = _asked(browser)
        assert now["step"] == str(step.index) and now["asking"], (step.index, now)
        assert not now["slot"]  # the card to choose is hidden: not in the trick, not gone from the hand
        first = accepted == 0  # the first question with the keyboard and the mouse, the others in the page
        if first:
            body.send_keys(Keys.ARROW_RIGHT)  # no moving on before answering
        else:
            _press(browser, "ArrowRight", 1)
        assert _asked(browser)["step"] == str(step.index)
        if q.refusals and refused == 0:
            bad = next(iter(q.refusals))
            _choose(browser, bad.format(), mouse=True)
            now = _asked(browser)
            assert q.refusals[bad].clause in now["box"] and "no está permitida" in now["box"]
            assert now["asking"]  # still asking
            refused += 1
        other = next((c for c in q.legal if c not in q.bot_cards), q.bot)
        choice = q.bot_cards if accepted % 2 == 0 else CardSet([*sorted(q.bot_cards)[1:], other])
        for card in sorted(choice, reverse=True):  # a pass in another order than the bot's
            _choose(browser, card.format(), mouse=first)
        matched += choice == q.bot_cards
        now = _asked(browser)
        assert "el bot" in now["say"] and not now["asking"] and not now["box"]
        accepted += 1
    _press(browser, "ArrowRight", presses)  # to the last step
    assert refused == 1 and accepted == 14
    summary = browser.find_element(By.ID, "quiz-summary")
    assert summary.is_displayed()
    text = summary.text
    assert "Tu resumen" in text and f": {matched} de 14." in text
    assert 7 <= matched < 14 and "Para mirar otra vez" in text
    assert len(summary.find_elements(By.CSS_SELECTOR, "li")) == 14 - matched


_FOCUS = """
var e = document.activeElement;
return {tag: e.tagName, card: e.dataset.card || '', name: e.getAttribute('aria-label') || '',
        pressed: e.getAttribute('aria-pressed'), owner: (e.querySelector('.card') || e).dataset.owner || ''};
"""
"""The element that has the keyboard's focus: a card button's card, spoken name and state."""

_VISIBLE_TEXT = "return document.body.innerText;"


def _tab_to_a_card(driver: WebDriver, limit: int = 40) -> dict[str, Any]:
    """Tab from the top of the page until a card of South's hand has the focus."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.focus();")
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        focus: dict[str, Any] = driver.execute_script(_FOCUS)
        if focus["card"] and focus["owner"] == "S":
            return focus
    raise AssertionError(f"Tab never reached a card of South's hand in {limit} presses")


def test_the_quiz_is_answered_from_the_keyboard_and_explains_once(
    browser: WebDriver, seven: Any, pages: Callable[..., Path]
) -> None:
    """Tab reaches the hand's cards (buttons named by the language's card names), Space picks the
    cards of the pass, Enter answers a play; each answer and the bot's reason are on the page once."""
    south = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    passing, play = south[0], south[1]
    browser.get(pages("fr", quiz=True).as_uri())
    _press(browser, "ArrowRight", passing.move.index + 1)
    assert _asked(browser)["asking"]
    knows = Lang("fr").gettext("What %(seat)s knows now:") % {"seat": Lang("fr").seat(Seat.SOUTH)}
    assert knows.rstrip(" :") not in browser.execute_script(_VISIBLE_TEXT)  # no "knows now" before the pass
    focus = _tab_to_a_card(browser)
    assert focus["tag"] == "BUTTON" and focus["pressed"] == "false"
    assert re.fullmatch(r"(as|roi|dame|valet|\d+) de (trèfle|carreau|pique|cœur)", focus["name"]), focus
    # Space on each card of the bot's pass, reached by Tab (in the hand's order, not the bot's).
    wanted = {c.format() for c in passing.bot_cards}
    for _ in range(30):
        focus = browser.execute_script(_FOCUS)
        if focus["card"] in wanted:
            ActionChains(browser).send_keys(Keys.SPACE).perform()
            wanted.discard(focus["card"])
            if not wanted:
                break
            assert browser.execute_script(_FOCUS)["pressed"] == "true"
        ActionChains(browser).send_keys(Keys.TAB).perform()
    assert not wanted, wanted
    now = _asked(browser)
    assert not now["asking"] and "Bien joué" in now["say"], now
    record = passing.move.decision
    assert record is not None
    why = _asked(browser)["say"].split("\n")[-1].strip()
    assert why and browser.execute_script(_VISIBLE_TEXT).count(why) == 1, why
    # On to the first play: Tab to the bot's card, Enter answers.
    _press(browser, "ArrowRight", play.move.index - passing.move.index)
    assert _asked(browser)["asking"]
    _tab_to_a_card(browser)
    for _ in range(30):
        if browser.execute_script(_FOCUS)["card"] == play.bot.format():
            break
        ActionChains(browser).send_keys(Keys.TAB).perform()
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    now = _asked(browser)
    assert not now["asking"], now
    text = browser.execute_script(_VISIBLE_TEXT)
    for line in now["say"].split("\n")[1:]:  # the verdict, the bot's reason (and Hard's figures)
        assert text.count(line.strip()) == 1, (line, text.count(line.strip()))


# ------------------------------------------------------------- on a projector


def _on_screen(rect: list[float], view: list[int], below: float) -> bool:
    left, top, right, bottom = rect
    return left >= 0 and top >= below - 0.5 and right <= view[0] + 0.5 and bottom <= view[1] + 0.5


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_on_a_projector_nothing_covers_the_table_and_the_trick_is_the_largest_thing(
    walked: Callable[[tuple[int, int]], list[dict[str, Any]]], size: tuple[int, int]
) -> None:
    steps = [step["boxes"] for step in walked(size)]
    assert len(steps) == 64
    for n, b in enumerate(steps, 1):
        assert b["view"] == list(size)
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


_FEEDBACK = """
var f = document.querySelector('#stage .section.shown .say .feedback');
var r = f && f.getBoundingClientRect();
return {text: f ? f.innerText : '', rect: r ? [r.left, r.top, r.right, r.bottom] : null,
        bar: document.querySelector('.controls').getBoundingClientRect().bottom};
"""


def test_on_a_projector_the_quiz_feedback_is_on_screen(
    browser: WebDriver, seven: Any, pages: Callable[..., Path]
) -> None:
    asked = {q.move.index: q for q in questions(seven.seats[Seat.SOUTH], Seat.SOUTH)}
    _size(browser, 1024, 768)
    try:
        browser.get(pages("es", quiz=True).as_uri())
        answered = presses = 0
        for step in seven.seats[Seat.SOUTH].moves:
            presses += 1
            q = asked.get(step.index)
            if q is None:
                continue
            _press(browser, "ArrowRight", presses)
            presses = 0
            for card in q.bot_cards:
                browser.find_element(By.CSS_SELECTOR, f"{_SOUTHS_HAND}[data-card='{card.format()}']").click()
            feedback = browser.execute_script(_FEEDBACK)
            assert feedback["rect"] is not None and "el bot" in feedback["text"], feedback
            assert _on_screen(feedback["rect"], [1024, 768], feedback["bar"]), (step.index, feedback["rect"])
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
    """A later hand at each shipped table of three (with its kitty), five, six and seven (cards out)."""
    out = {}
    for name, seed in (("three-kitty", 2), ("five-2d2c", 4), ("six-twos", 3), ("seven-tabletop", 4)):
        variant = load_variant(name)
        w = from_seed(seed, variant, parse_levels(None, variant.players), hand=2)
        out[name] = write(w, "en", "html", tmp_path_factory.mktemp(name))
    return out


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["three-kitty", "five-2d2c", "six-twos", "seven-tabletop"])
def test_at_another_table_every_seat_is_on_screen_and_nothing_overlaps(
    browser: WebDriver, tables: dict[str, Path], name: str, size: tuple[int, int]
) -> None:
    """Issue 24: the seats around the trick, each hand's cards on screen below the toolbar, no
    seat over another or over the trick, the trick's cards apart, no sideways scrolling."""
    seats = load_variant(name).players
    _size(browser, *size)
    try:
        browser.get(tables[name].as_uri())
        tricks = 0
        for b in _press(browser, "ArrowDown", 6, _TABLE_BOXES):  # the pass, then five tricks, trick by trick
            assert b["view"] == list(size)
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


# ------------------------------------------------------------- on a phone, and printed whole

_PHONE = """
var shown = document.querySelector('#stage .section.shown');
function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
function seen(e) { return e.offsetParent !== null; }
return {seats: Array.from(shown.querySelectorAll('.table > .seat')).map(box),
        suits: Array.from(shown.querySelectorAll('.seat .hand .suit')).map(function (row) {
          var tops = Array.from(row.querySelectorAll('.card')).map(c => Math.round(box(c)[1]));
          return [tops.length, new Set(tops).size];
        }),
        trick: box(shown.querySelector('.trick')),
        cards: Array.from(shown.querySelectorAll('.seat .hand .card')).filter(seen).map(box),
        scroll: document.documentElement.scrollWidth, view: [window.innerWidth, window.innerHeight]};
"""


@pytest.fixture(scope="module")
def moon_es(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``hearts walkthrough --find moon --lang es``'s page."""
    from hearts.walkthrough.themes import Found, indexed

    found = indexed("moon", Variant(), "easy,normal,hard,hard")
    assert isinstance(found, Found)
    w = from_seed(found.seed, Variant(), ("easy", "normal", "hard", "hard"), hand=found.hand)
    return write(w, "es", "html", tmp_path_factory.mktemp("moon"))


def test_on_a_phone_every_hand_fits_in_rows_of_cards(
    browser: WebDriver, pages: Callable[..., Path], moon_es: Path, tables: dict[str, Path]
) -> None:
    """At 360x640 the page is no wider than the screen, every card of every hand is inside it,
    no seat is over another or over the trick, and each hand is rows of several cards (the side
    hands next to each other, not one-card columns); at four seats and at three, five and six."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True},
    )
    try:
        for page in (pages("en"), moon_es, *tables.values()):
            browser.get(page.as_uri())
            for b in _press(browser, "ArrowDown", 14, _PHONE):  # the pass (if any), then trick by trick
                assert b["view"][0] == 360 and b["scroll"] <= 360, (page.name, b["scroll"])
                assert b["cards"] and all(c[0] >= 0 and c[2] <= 360 for c in b["cards"]), page.name
                boxes = [*b["seats"], b["trick"]]
                assert all(_apart(x, y) for i, x in enumerate(boxes) for y in boxes[i + 1 :]), boxes
                # Three cards a line at least: a suit of k cards takes ceil(k / 3) lines or fewer.
                assert all(lines <= max(1, -(-cards // 3)) for cards, lines in b["suits"]), b["suits"]
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


_MARK_BOXES = (
    MARK_SCRIPT
    + """
document.querySelectorAll('#stage .section').forEach(function (s, i) {
  mark(s, 'section' + i + '-top', true); mark(s, 'section' + i + '-end', false);
});
document.querySelectorAll('#stage table.score').forEach(function (t, i) {
  mark(t, 'score' + i + '-top', true); mark(t, 'score' + i + '-end', false);
});
return document.querySelectorAll('#stage .section').length;
"""
)


def test_printed_every_trick_and_the_score_table_are_whole(
    browser: WebDriver, pages: Callable[..., Path], moon_es: Path
) -> None:
    """Printed on A4 (Chromium's print to PDF), each trick (its diagram, its cards, its winner) and
    the final score table begin and end on the same page in the same column: marks at the top and
    the bottom of each box, read back from the PDF's links (``tests/support/pdf_marks.py``).
    Seed 7 in English and Hungarian (the longest words), and ``--find moon`` in Spanish."""
    for page in (pages("en"), pages("hu"), moon_es):
        browser.get(page.as_uri())
        sections = browser.execute_script(_MARK_BOXES)
        pdf = base64.b64decode(
            browser.execute_cdp_cmd(
                "Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": True}
            )["data"]
        )
        found = marks(pdf)
        names = [f"section{i}" for i in range(sections)] + ["score0"]
        assert {f"{n}-{end}" for n in names for end in ("top", "end")} <= set(found), sorted(found)
        kinds = browser.execute_script(
            "return Array.from(document.querySelectorAll('#stage .section')).map(s => s.dataset.kind);"
        )
        for name in names:
            if name.startswith("section") and kinds[int(name[7:])] == "pass":
                continue  # the passing may go on in the next column
            top, end = found[f"{name}-top"], found[f"{name}-end"]
            column = (top.page, top.x > top.width / 2)
            assert column == (end.page, end.x > end.width / 2), (page.name, name, top, end)
        assert max(m.page for m in found.values()) <= 1, page.name  # two pages at most
