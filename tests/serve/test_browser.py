"""The classroom in real browsers (Debian's chromium + chromedriver, via selenium): a teacher and
two students at once against a ``hearts serve`` process on loopback, restarted mid-hand.

Each test makes its own table and brings the three pages to it (the ``table`` fixture), so the
tests pass in any order and split across pytest-xdist's workers; the server and the browsers are
shared by a module's tests on one worker only to save their start-up.

Covers joining, playing a seat, an illegal card refused in the student's language, a hint,
ask the room, take-back, a student reconnecting and the server restarted mid-hand resuming the
table. The server listens on 127.0.0.1 only, on a free port, started and stopped here.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from hearts.cards import Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.serve.starts import TableStart, as_saved
from hearts.spec.catalog_yaml import load_catalog
from hearts.variants.files import builtin_variant_names, load_variant
from tests.support.chromium import CHROMEDRIVER, CHROMIUM, FLAGS
from tests.support.classroom import NO_PASS_DEAL

webdriver = pytest.importorskip("selenium.webdriver")
pytest.importorskip("uvicorn")
if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
    pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh", allow_module_level=True)

from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

pytestmark = pytest.mark.slow  # a browser or several rendered pages per test: make test runs them

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60.0
POLL = 0.05
"""Seconds between two looks at a page while waiting for it (one WebDriver command each)."""
BOT_DELAY = 0.1
"""The server's pause before a bot's card: short, but the pages still see each card arrive."""
START = State.from_deal(Variant(), NO_PASS_DEAL, hand_number=4)
_LEADER = START.to_act
assert _LEADER is not None
LEADER: Seat = _LEADER
OTHER = LEADER.offset(2)


class Server:
    """A ``hearts serve`` process on loopback, with its data folder kept across restarts."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.out = data.with_name(data.name + ".out")
        """Where the server's output goes (read at start-up until it says where to connect)."""
        self.port = 0
        """0 until the first start, which takes any free port (``--port 0``) and prints it: a port
        found free beforehand can be taken by another test's connection before the server binds
        it. A restart binds the same port again, so that the pages find it."""
        self.proc: subprocess.Popen[str] | None = None
        self.key = ""
        """The server key this start printed (a restart makes another)."""

    def start(self, *extra: str) -> list[str]:
        args = [sys.executable, "-m", "hearts", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        args += [
            "--data",
            str(self.data),
            "--bot-delay",
            str(BOT_DELAY),
            "--grace",
            "2",
            "--check-games",
            "3",
            *extra,
        ]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        # Its output goes to a file, read until it says where to connect: a pipe nobody reads
        # after start-up could fill and stop the server, and a fixture bounds its own waits
        # (pytest-timeout's limit is on test bodies).
        with self.out.open("w") as sink:
            self.proc = subprocess.Popen(args, stdout=sink, text=True, env=env, cwd=ROOT)
        deadline = time.monotonic() + WAIT
        lines: list[str] = []
        while not any(line.startswith(("students:", "teacher:")) for line in lines):
            assert self.proc.poll() is None, f"hearts serve ended: {lines}"
            assert time.monotonic() < deadline, f"hearts serve said nothing for {WAIT:.0f} s: {lines}"
            time.sleep(0.05)
            lines = [line.strip() for line in self.out.read_text().splitlines()]
        teacher = next(line for line in lines if line.startswith("teacher:"))
        self.port = int(teacher.split("http://127.0.0.1:", 1)[1].split("/", 1)[0])
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    self.key = teacher.split("#", 1)[1].split()[0]
                    return lines
            time.sleep(0.1)
        raise AssertionError("hearts serve does not listen")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=30)
            self.proc = None

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"


def _browser() -> tuple[WebDriver, str]:
    profile = tempfile.mkdtemp(prefix="hearts-serve-chromium-")
    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    return webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options), profile


@pytest.fixture(scope="module")
def room() -> Iterator[tuple[Server, dict[str, WebDriver]]]:
    """The module's server and the three browsers (the teacher's, Ana's and Bea's), started side
    by side: each mostly waits on its own process to come up."""
    data = Path(tempfile.mkdtemp(prefix="hearts-serve-data-"))
    server = Server(data)
    names = ("teacher", "ana", "bea")
    with ThreadPoolExecutor(len(names) + 1) as pool:
        starting = pool.submit(server.start)
        opening = {name: pool.submit(_browser) for name in names}
    made = {name: f.result() for name, f in opening.items() if f.exception() is None}
    try:
        starting.result()
        for f in opening.values():
            f.result()
        yield server, {name: driver for name, (driver, _) in made.items()}
    finally:
        try:
            together(*(driver.quit for driver, _ in made.values()), server.stop)
        finally:
            for _, profile in made.values():
                shutil.rmtree(profile, ignore_errors=True)
        shutil.rmtree(data, ignore_errors=True)
        server.out.unlink(missing_ok=True)


@pytest.fixture(scope="module")
def server(room: tuple[Server, dict[str, WebDriver]]) -> Server:
    return room[0]


@pytest.fixture(scope="module")
def browsers(room: tuple[Server, dict[str, WebDriver]]) -> dict[str, WebDriver]:
    return room[1]


@dataclass(frozen=True)
class Table:
    """A table of the test's own on the module's server: its code and the teacher's page."""

    code: str
    teacher_url: str


def _new_table(server: Server, **fields: object) -> Table:
    body = json.dumps({"source": "deal", "deal": NO_PASS_DEAL, "hand": 4, **fields}).encode()
    request = urllib.request.Request(
        server.url("/api/tables"),
        data=body,
        headers={"Content-Type": "application/json", "X-Hearts-Key": server.key},
    )
    with urllib.request.urlopen(request, timeout=WAIT) as response:
        made = json.loads(response.read())
    # The code in the query too: the page reads the hash, but a new hash alone would not load
    # another table's page (and a page of the same site loads in the browser's same process).
    code, token = made["code"], made["token"]
    return Table(code, server.url(f"/teacher?table={code}#{code}.{token}.{server.key}"))


@pytest.fixture
def table(server: Server, browsers: dict[str, WebDriver]) -> Table:
    """A fresh table (the deal at hand 4, not started): Ana (es) at the leader's seat, Bea (fr)
    across, the teacher's page showing all 52 cards."""
    if server.proc is None:  # a test that restarted the server failed before it was back
        server.start()
    made = _new_table(server)
    together(
        lambda: join(browsers["ana"], server, made.code, "es", LEADER.letter),
        lambda: join(browsers["bea"], server, made.code, "fr", OTHER.letter),
        lambda: teach(browsers["teacher"], made, 52),
    )
    return made


def together(*steps: Callable[[], object]) -> None:
    """The ``steps`` run side by side, each in a browser of its own (the first failure raised)."""
    with ThreadPoolExecutor(len(steps)) as pool:
        for running in [pool.submit(step) for step in steps]:
            running.result()


def teach(teacher: WebDriver, table: Table, cards: int) -> None:
    """The teacher's page of ``table``, once it shows the code to join with and every hand."""
    teacher.get(table.teacher_url)
    wait(teacher, lambda d: table.code in text(d, "join-at"))
    wait(teacher, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hands .card")) == cards)


def wait(driver: WebDriver, check: Callable[[WebDriver], object]) -> object:
    return WebDriverWait(driver, WAIT, poll_frequency=POLL).until(check)


def text(driver: WebDriver, element_id: str) -> str:
    """An element's text, read in the page at once (the page redraws as the server sends)."""
    return str(driver.execute_script("return document.getElementById(arguments[0]).textContent", element_id))


def codes(driver: WebDriver, css: str) -> list[str]:
    """The ``data-c`` (card) or ``data-n`` of every element matching ``css``, read at once."""
    script = "return [...document.querySelectorAll(arguments[0])].map(e => e.dataset.c || e.dataset.n)"
    return [str(x) for x in driver.execute_script(script, css)]


def texts(driver: WebDriver, css: str) -> list[str]:
    """The text of every element matching ``css``, read at once."""
    script = "return [...document.querySelectorAll(arguments[0])].map(e => e.textContent)"
    return [str(x) for x in driver.execute_script(script, css)]


def codes_n(driver: WebDriver, css: str) -> list[str]:
    """The ``data-n`` of every element matching ``css``, read at once."""
    script = "return [...document.querySelectorAll(arguments[0])].map(e => e.dataset.n)"
    return [str(x) for x in driver.execute_script(script, css)]


def click(driver: WebDriver, css: str) -> bool:
    """Click the first element matching ``css`` (in the page, so a redraw cannot come between)."""
    script = (
        "const e = document.querySelector(arguments[0]); if (e) { e.click(); return true; } return false;"
    )
    return bool(driver.execute_script(script, css))


def join(driver: WebDriver, server: Server, code: str, lang: str, seat: str, cards: int = 13) -> None:
    driver.get(server.url("/play"))
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#lang option"))
    Select(driver.find_element(By.ID, "lang")).select_by_value(lang)
    wait(driver, lambda d: d.execute_script("return document.documentElement.lang") == lang)
    driver.find_element(By.ID, "code").send_keys(code)
    driver.find_element(By.ID, "join").click()
    wait(driver, lambda d: d.find_elements(By.ID, f"sit-{seat}"))
    assert click(driver, f"#sit-{seat}")
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .card")) == cards)


def tap(driver: WebDriver, parent: str, card: str) -> None:
    assert click(driver, f"#{parent} .card[data-c='{card}']")


def test_students_join_and_take_seats(table: Table, browsers: dict[str, WebDriver]) -> None:
    ana = set(codes(browsers["ana"], "#hand .card"))
    assert ana == {c.format() for c in START.hand(LEADER)}  # its own hand, nobody else's
    bea = set(codes(browsers["bea"], "#hand .card"))
    assert bea == {c.format() for c in START.hand(OTHER)}
    assert "Juegas en" in text(browsers["ana"], "you") and "Vous jouez" in text(browsers["bea"], "you")


LAYOUT = """
const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const shown = (e) => e.offsetParent !== null;
const cards = [...document.querySelectorAll(arguments[0])];
return {
  width: document.documentElement.clientWidth,
  height: document.documentElement.clientHeight,
  scroll: document.documentElement.scrollWidth,
  cards: cards.map(box),
  names: cards.map((b) => b.getAttribute("aria-label")),
  drawn: cards.every((b) => {
    const use = b.querySelector("svg use");
    return use !== null && document.getElementById(use.getAttribute("href").slice(1)) !== null;
  }),
  others: [...document.querySelectorAll("button:not(.card), select, input")].filter(shown).map(box),
};
"""


def _overlap(a: list[float], b: list[float]) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def _viewport(driver: WebDriver, width: int, height: int) -> None:
    """The page shown in a ``width`` x ``height`` viewport (a phone's when narrow), once the page
    is laid out at that width."""
    metrics = {"width": width, "height": height, "deviceScaleFactor": 2 if width < 600 else 1}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "mobile": width < 600})
    wait(driver, lambda d: d.execute_script("return matchMedia(arguments[0]).matches", f"(width: {width}px)"))


def _layout(driver: WebDriver, css: str) -> dict[str, Any]:
    """Where the elements matching ``css`` and the page's other controls are, read at once."""
    out: dict[str, Any] = driver.execute_script(LAYOUT, css)
    return out


def _fits(layout: dict[str, Any], count: int, tap: bool) -> None:
    cards = layout["cards"]
    assert len(cards) == count and layout["drawn"]
    assert layout["scroll"] <= layout["width"]  # nothing to scroll sideways to
    for i, card in enumerate(cards):
        assert card[0] >= 0 and card[2] <= layout["width"], card
        if tap:  # a finger's tap target
            assert card[2] - card[0] >= 44 and card[3] - card[1] >= 44, card
        assert not any(_overlap(card, other) for other in cards[i + 1 :]), card
        assert not any(_overlap(card, other) for other in layout["others"]), card


@pytest.mark.parametrize(("width", "height"), [(360, 640), (1280, 720)])
def test_the_cards_are_pictures_that_fit_and_can_be_tapped(
    table: Table, browsers: dict[str, WebDriver], width: int, height: int
) -> None:
    ana, teacher = browsers["ana"], browsers["teacher"]
    try:
        _viewport(ana, width, height)
        layout = _layout(ana, "#hand button.card")
        _fits(layout, 13, tap=True)
        spanish = load_catalog("es")
        assert sorted(layout["names"]) == sorted(spanish.card_name(c) for c in START.hand(LEADER))
        if width > 600:  # the projector's page: every hand in view, no card over another
            _viewport(teacher, width, height)
            _fits(_layout(teacher, "#hands button.card"), 52, tap=False)
    finally:
        for driver in (ana, teacher):
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def _start(browsers: dict[str, WebDriver]) -> None:
    """The teacher starts the table; Ana, who leads, is told it is her turn."""
    browsers["teacher"].find_element(By.ID, "start").click()
    wait(browsers["ana"], lambda d: "Te toca" in text(d, "status"))


def _lead_two_of_clubs(browsers: dict[str, WebDriver]) -> None:
    """Ana leads the 2♣ and Bea sees it on the trick."""
    tap(browsers["ana"], "hand", "2C")
    wait(browsers["bea"], lambda d: d.find_elements(By.CSS_SELECTOR, "#trick span[data-c='2C']"))


def test_an_illegal_card_is_refused_in_the_students_language(
    table: Table, browsers: dict[str, WebDriver]
) -> None:
    _start(browsers)
    ana = browsers["ana"]
    wrong = next(c for c in START.hand(LEADER) if not START.is_legal(c))
    tap(ana, "hand", wrong.format())
    wait(ana, lambda d: "FIRST-LEAD" in text(d, "message"))
    assert "no está permitida" in text(ana, "message")


def test_a_hint_then_playing_the_seat(table: Table, browsers: dict[str, WebDriver]) -> None:
    _start(browsers)
    ana = browsers["ana"]
    ana.find_element(By.ID, "hint").click()
    wait(ana, lambda d: text(d, "hint-text").startswith("El bot Difícil"))
    _lead_two_of_clubs(browsers)
    wait(ana, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .card")) == 12)


def test_ask_the_room(table: Table, browsers: dict[str, WebDriver]) -> None:
    _start(browsers)
    _lead_two_of_clubs(browsers)
    teacher = browsers["teacher"]
    teacher.find_element(By.ID, "pause").click()
    teacher.find_element(By.ID, "ask").click()
    for name in ("ana", "bea"):
        driver = browsers[name]
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#poll-hand button.card"))
        assert click(driver, "#poll-hand button.card")  # a legal card: only those are buttons
    wait(
        teacher,
        lambda d: sum(int(n) for n in codes_n(d, "#poll-counts li")) == 2,
    )
    teacher.find_element(By.ID, "reveal").click()
    wait(browsers["bea"], lambda d: text(d, "poll-revealed").startswith("Le choix du bot"))
    teacher.find_element(By.ID, "close").click()
    wait(browsers["ana"], lambda d: not d.find_element(By.ID, "poll").is_displayed())
    # The table stays paused, and every page says what it waits for.
    wait(browsers["bea"], lambda d: "«\u00a0Lancer\u00a0»" in text(d, "status"))


SHOWN = """
const q = document.getElementById("poll-question").textContent;
const shown = (e) => e.offsetParent !== null;
const says = (e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.includes(q));
const cards = (css) => [...document.querySelectorAll(css)].filter(shown).map((e) => e.dataset.c);
return {
  question: q,
  saying: [...document.querySelectorAll("body *")].filter((e) => shown(e) && says(e)).length,
  cards: cards("#hand .card, #poll-hand .card"),
  offered: cards("button.card"),
  scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
};
"""


def test_ask_the_room_on_a_phone_shows_the_question_and_the_hand_once(
    table: Table, browsers: dict[str, WebDriver]
) -> None:
    ana, teacher = browsers["ana"], browsers["teacher"]
    try:
        _viewport(ana, 360, 640)
        teacher.find_element(By.ID, "ask").click()  # at Ana's seat: she leads the first trick
        wait(ana, lambda d: d.find_element(By.ID, "poll").is_displayed())
        wait(ana, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#poll-hand .card")) == 13)
        shown: dict[str, Any] = ana.execute_script(SHOWN)
        assert shown["question"].startswith("El profesor pregunta") and shown["saying"] == 1
        assert sorted(shown["cards"]) == sorted(c.format() for c in START.hand(LEADER))
        assert shown["offered"] == [c.format() for c in START.legal_actions()] == ["2C"]
        assert shown["scroll"] <= 0
        tap(ana, "poll-hand", "2C")
        wait(teacher, lambda d: codes_n(d, "#poll-counts li") == ["1"])
    finally:
        ana.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_take_back_to_the_first_card(table: Table, browsers: dict[str, WebDriver]) -> None:
    _start(browsers)
    _lead_two_of_clubs(browsers)
    teacher = browsers["teacher"]
    wait(teacher, lambda d: d.find_elements(By.CSS_SELECTOR, "#moves button.back[data-n='0']"))
    assert click(teacher, "#moves button.back[data-n='0']")
    wait(browsers["ana"], lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .card")) == 13)
    wait(browsers["bea"], lambda d: not d.find_elements(By.CSS_SELECTOR, "#trick span"))
    _start(browsers)
    _lead_two_of_clubs(browsers)  # replay: the same lead


def test_a_student_reconnects(server: Server, table: Table, browsers: dict[str, WebDriver]) -> None:
    _start(browsers)
    _lead_two_of_clubs(browsers)
    bea = browsers["bea"]
    cards = set(codes(bea, "#hand .card"))
    assert cards == {c.format() for c in START.hand(OTHER)}
    bea.get(server.url(f"/play?code={table.code}"))
    wait(bea, lambda d: "Vous jouez" in text(d, "you"))
    wait(
        bea,
        lambda d: set(codes(d, "#hand .card")) == cards,
    )


def test_the_server_restarted_mid_hand_resumes_the_table(
    server: Server, table: Table, browsers: dict[str, WebDriver]
) -> None:
    _start(browsers)
    _lead_two_of_clubs(browsers)
    teacher = browsers["teacher"]
    wait(teacher, lambda d: texts(d, "#moves .reason"))  # a bot has played after Ana's lead: Bea's turn
    states = _states(teacher)
    teacher.find_element(By.ID, "pause").click()
    wait(teacher, lambda d: _states(d) > states)  # the server has paused the table
    count = len(teacher.find_elements(By.CSS_SELECTOR, "#moves li"))
    reasons = texts(teacher, "#moves .reason")
    assert reasons  # the bots' cards before the restart, each with its reason
    server.stop()
    for driver in browsers.values():
        wait(driver, lambda d: d.execute_script("return document.body.dataset.link") == "closed")
    lines = server.start()
    assert any(table.code in line for line in lines), lines
    for driver in browsers.values():  # every page reconnects by itself and is sent the table anew
        wait(
            driver,
            lambda d: d.execute_script(
                "return document.body.dataset.link === 'open' && Number(document.body.dataset.states) > 0"
            ),
        )
    # ... at the same position.
    wait(
        teacher,
        lambda d: (
            len(d.find_elements(By.CSS_SELECTOR, "#moves li")) == count and table.code in text(d, "join-at")
        ),
    )
    wait(browsers["ana"], lambda d: "Juegas en" in text(d, "you"))
    assert texts(teacher, "#moves .reason") == reasons  # the reasons survived the restart
    teacher.find_element(By.ID, "start").click()

    # The table plays on from there: the bots, and the student whose turn it is (a legal card).
    def played_on(d: WebDriver) -> bool:
        if len(d.find_elements(By.CSS_SELECTOR, "#moves li")) > count + 2:
            return True
        for driver in (browsers["ana"], browsers["bea"]):
            click(driver, "#hand .card.legal")
        return False

    WebDriverWait(teacher, 20, poll_frequency=0.5).until(played_on)


def _states(driver: WebDriver) -> int:
    """How many table states the page has been sent since it connected."""
    return int(driver.execute_script("return Number(document.body.dataset.states || 0)"))


TAPPABLE = """
const cards = [...document.querySelectorAll(arguments[0])];
return cards.every((b) => {
  b.scrollIntoView({block: "center"});
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return hit !== null && hit.closest("button.card") === b;
});
"""


def _seated_variants() -> list[tuple[str, int]]:
    """A shipped variant for each table size from three to seven, with a hand dealt without a
    pass (so the first trick is played at once)."""
    by_size: dict[int, tuple[str, int]] = {4: ("card-1.0.0", 4)}
    for name in sorted(builtin_variant_names()):
        variant = load_variant(name)
        if variant.players in by_size or not 3 <= variant.players <= 7:
            continue
        for hand in range(1, variant.players + 2):
            if State.start(variant, 2, hand).deal().phase is not Phase.PASS:
                by_size[variant.players] = (name, hand)
                break
    return [by_size[n] for n in sorted(by_size)]


def _at_table(name: str, hand: int) -> State:
    """The seeded deal of hand ``hand`` (no passing at that table) of a shipped table."""
    return State.start(load_variant(name), 2, hand).deal()


@pytest.mark.parametrize(("name", "hand"), [("three-2d", 3), ("six-twos", 6), ("seven-tabletop", 5)])
def test_a_table_of_three_to_seven_is_laid_out_and_every_card_can_be_tapped(
    server: Server, browsers: dict[str, WebDriver], name: str, hand: int
) -> None:
    """A 17-card hand (three) and a trick of up to seven places (six, seven), at 360x640,
    1024x768 and 1280x720: nothing overlaps, every card of the student's hand is in view and
    takes a tap, the trick's places sit in one row; the cards out of play are shown beside the
    trick."""
    start = _at_table(name, hand)
    seats = Seat.at_table(start.seats)
    assert start.to_act is not None and start.current_deal is not None
    seat = start.to_act.offset(start.seats - 1, start.seats)  # the last to play to the first trick
    size = start.variant.hand_size
    made = _new_table(server, deal=start.current_deal.format(), hand=hand, variant=name, bots="easy")
    ana, teacher = browsers["ana"], browsers["teacher"]
    together(
        lambda: join(ana, server, made.code, "es", seat.number, cards=size),
        lambda: teach(teacher, made, size * len(seats)),
    )
    assert "Fuera de juego" in text(ana, "deck") and codes(ana, "#deck .out span") == [
        c.format() for c in sorted(start.removed, key=lambda c: (c.suit, c.rank))
    ]
    teacher.find_element(By.ID, "start").click()
    wait(ana, lambda d: "Te toca" in text(d, "status"))  # every other seat has played to the trick
    assert len(codes(ana, "#trick .played[data-c]")) == len(seats) - 1
    try:
        for width, height in ((360, 640), (1024, 768), (1280, 720)):
            _viewport(ana, width, height)
            layout = _layout(ana, "#hand button.card")
            _fits(layout, size, tap=True)
            assert ana.execute_script(TAPPABLE, "#hand button.card")
            places = _layout(ana, "#trick .played")
            assert len(places["cards"]) == len(seats) and layout["scroll"] <= layout["width"]
            rows = {place[1] for place in places["cards"]}
            assert len(rows) == 1, (width, places["width"], [p[0] for p in places["cards"]])  # one row
            for i, place in enumerate(places["cards"]):
                assert place[0] >= 0 and place[2] <= places["width"]
                assert not any(_overlap(place, other) for other in places["cards"][i + 1 :]), place
            if width > 600:
                held = size * len(seats) - (len(seats) - 1)  # every seat but the student's has played
                _viewport(teacher, width, height)
                _fits(_layout(teacher, "#hands button.card"), held, tap=False)
    finally:
        for driver in (ana, teacher):
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    tap(ana, "hand", codes(ana, "#hand .card.legal")[0])
    wait(ana, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .card")) == size - 1)


def _form_ready(driver: WebDriver) -> bool:
    """The teacher's form is wired: the page has read its texts and filled the variants (its
    buttons do nothing before)."""
    return bool(driver.find_elements(By.CSS_SELECTOR, "#variant option"))


def test_the_teachers_form_makes_a_table_with_the_printed_key_only(
    server: Server, browsers: dict[str, WebDriver]
) -> None:
    """The teacher's page opened from the link ``hearts serve`` printed (``#KEY``) makes a table
    and keeps the key in its new link; the same page opened bare (a visitor) is refused, in one
    sentence on the page."""
    if server.proc is None:
        server.start()
    teacher = browsers["teacher"]
    teacher.get(server.url(f"/teacher?new=1#{server.key}"))
    wait(teacher, _form_ready)
    teacher.find_element(By.ID, "create").click()
    wait(teacher, lambda d: len(d.execute_script("return location.hash").split(".")) == 3)
    code, token, key = teacher.execute_script("return location.hash").lstrip("#").split(".")
    assert key == server.key and len(token) > 20
    wait(teacher, lambda d: code in text(d, "join-at"))
    visitor = browsers["bea"]
    visitor.get(server.url("/teacher?bare=1"))
    visitor.execute_script("sessionStorage.clear()")
    visitor.get(server.url("/teacher?bare=2"))
    wait(visitor, _form_ready)
    visitor.find_element(By.ID, "create").click()
    wait(visitor, lambda d: "teacher link" in text(d, "message"))


# ------------------------------------------------------------- the teacher's table on a projector

PROJECTORS = [(1024, 768), (1280, 720)]

FELT = """
const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const felt = document.getElementById("felt");
const seats = [...felt.querySelectorAll(".seathand")];
return {
  fitted: felt.dataset.fitted,
  view: [document.documentElement.clientWidth, window.innerHeight],
  scroll: document.documentElement.scrollWidth,
  seats: seats.map((s) => ({
    seat: s.dataset.seat, box: box(s), acting: s.classList.contains("acting"),
    score: s.querySelector(".score").dataset.score,
    cards: [...s.querySelectorAll("button.card")].map(box),
  })),
  middle: box(felt.querySelector(".middle")),
  aside: box(felt.querySelector(".aside")),
  apart: !felt.querySelector(".middle .aside"),
  places: [...felt.querySelectorAll("#trick .played")].map((p) => p.dataset.seat),
  last: [...felt.querySelectorAll("#last-cards .played")].map((p) => p.classList.contains("won")),
};
"""
"""The teacher's table as laid out: each seat's box, its cards' boxes, the trick's places."""


def _fitted(teacher: WebDriver, width: int, height: int) -> None:
    """The teacher's page in a ``width`` x ``height`` window, once it has fitted the table to it."""
    _viewport(teacher, width, height)
    size = f"{width}x{height}"
    wait(teacher, lambda d: d.execute_script("return document.getElementById('felt').dataset.fitted") == size)


def _inside(rect: list[float], view: list[int]) -> bool:
    return rect[0] >= -0.5 and rect[1] >= -0.5 and rect[2] <= view[0] + 0.5 and rect[3] <= view[1] + 0.5


def _one_trick_in(name: str, hand: int) -> tuple[str, State]:
    """A saved game (``as_saved``) of the seeded hand ``hand`` of table ``name`` with its first
    trick played and one card led to the second, and the position it stands at."""
    variant = load_variant(name)
    state = State.start(variant, 2, hand).deal()
    assert state.current_deal is not None
    deal = state.current_deal.format()
    actions = []
    for _ in range(variant.players + 1):
        card = state.legal_actions()[0]
        actions.append(card.format())
        state = state.apply(card)
    start = TableStart(variant, 2, (), (), hand, (0,) * variant.players, "saved game")
    return as_saved(start, [deal], actions, {}), state


@pytest.mark.parametrize(("name", "hand"), _seated_variants(), ids=lambda x: str(x))
def test_the_teachers_table_shows_every_hand_on_a_projector(
    server: Server, browsers: dict[str, WebDriver], name: str, hand: int
) -> None:
    """At 1024x768 and 1280x720 the teacher's page draws the table with every hand in the window
    (scrolled to the top), no seat's box over another's or over the trick and the last trick,
    every card inside its seat's box; the seat to act is marked, each seat says its score, the
    trick has a place per seat and the last whole trick is shown with its winner marked; the
    bot's answer to the room's question is in the window too."""
    saved, state = _one_trick_in(name, hand)
    seats = state.seats
    made = _new_table(server, source="saved", saved=saved, bots="easy")
    teacher = browsers["teacher"]
    teach(teacher, made, sum(len(state.hand(seat)) for seat in Seat.at_table(seats)))
    try:
        for width, height in PROJECTORS:
            _fitted(teacher, width, height)
            felt: dict[str, Any] = teacher.execute_script(FELT)
            view = felt["view"]
            assert felt["scroll"] <= view[0]  # nothing to scroll sideways to
            # The last trick and the question: a corner of their own at four seats, else under the trick.
            boxes = [s["box"] for s in felt["seats"]] + [felt["middle"]] + [felt["aside"]] * felt["apart"]
            assert len(felt["seats"]) == seats
            for i, seat in enumerate(felt["seats"]):
                assert _inside(seat["box"], view), (width, seat["seat"], seat["box"])
                assert not any(_overlap(seat["box"], other) for other in boxes[i + 1 :]), (width, seat)
                assert seat["cards"] and all(_inside(c, view) for c in seat["cards"])
                assert all(
                    c[0] >= seat["box"][0] and c[2] <= seat["box"][2] and c[3] <= seat["box"][3]
                    for c in seat["cards"]
                ), (width, seat["seat"])
                assert seat["score"].lstrip("-").isdigit()
            assert _inside(felt["middle"], view) and _inside(felt["aside"], view)
            acting = [s["seat"] for s in felt["seats"] if s["acting"]]
            assert state.to_act is not None and acting == [state.to_act.label(seats)]
            assert sorted(felt["places"]) == sorted(s["seat"] for s in felt["seats"])
            assert len(felt["last"]) == seats and felt["last"].count(True) == 1
        # The room asked and the bot's choice revealed: the answer is on the table, in view.
        teacher.find_element(By.ID, "ask").click()
        wait(teacher, lambda d: d.find_element(By.ID, "poll").is_displayed())
        teacher.find_element(By.ID, "reveal").click()
        wait(teacher, lambda d: text(d, "poll-revealed"))
        for width, height in PROJECTORS:
            _fitted(teacher, width, height)
            answer = teacher.execute_script(
                "const r = document.getElementById('poll-revealed').getBoundingClientRect();"
                "return [[r.left, r.top, r.right, r.bottom], [innerWidth, innerHeight]];"
            )
            assert _inside(answer[0], answer[1]), (width, answer)
    finally:
        teacher.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# ------------------------------------------------------------- a lesson and the class view

RECORDS_TABLE = """
return [...document.querySelectorAll(arguments[0] + " table.records tr")]
  .map((tr) => [...tr.children].map((c) => c.textContent));
"""
"""The rows of the records table under ``arguments[0]`` (header first), each as its cells' texts."""


def _set(driver: WebDriver, element: str, value: str) -> None:
    driver.execute_script(
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event('change'));",
        element,
        value,
    )


def test_a_lesson_at_two_tables_its_results_and_the_class_view(
    server: Server, browsers: dict[str, WebDriver]
) -> None:
    """On the teacher's page (1280x720): the class view makes class 9C; Ana joins it on her page;
    *The same deal at every table* deals the lesson's hand at two tables; Ana plays South at the
    first to the end, bots play the second; *Results* shows a row per table (the points of each
    seat, who sat there, who took the Q♠) and the best and worst line for South; the class view
    then holds Ana's 13 decisions. Everything is put in the pages as text: Ana's name, with
    markup-like characters allowed in names (quotes, &), shows as she wrote it."""
    if server.proc is None:
        server.start()
    teacher, ana = browsers["teacher"], browsers["ana"]
    name = 'Ana & "Ñ" O\'Neil'
    _viewport(teacher, 1280, 720)
    teacher.get(server.url(f"/teacher?lesson=1#{server.key}"))
    wait(teacher, _form_ready)
    _set(teacher, "class-code", "9C")
    wait(teacher, lambda d: click(d, "#open-class") and d.find_elements(By.CSS_SELECTOR, "#class-rows p"))
    ana.get(server.url("/play?lesson=1"))
    wait(ana, lambda d: d.find_elements(By.ID, "join-class"))
    _set(ana, "class-code", "9C")
    _set(ana, "student-name", name)
    wait(ana, lambda d: click(d, "#join-class") and name in text(d, "joined"))
    try:
        for field, value in (
            ("source", "deal"),
            ("deal", NO_PASS_DEAL),
            ("handno", "4"),
            ("lesson-tables", "2"),
        ):
            _set(teacher, field, value)
        wait(teacher, lambda d: d.execute_script("return document.getElementById('lesson').dataset.ready"))
        assert click(teacher, "#lesson-deal")
        wait(teacher, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#lesson-list a")) == 2)
        links = [
            str(a.get_attribute("href")) for a in teacher.find_elements(By.CSS_SELECTOR, "#lesson-list a")
        ]
        codes_ = [link.split("#", 1)[1].split(".")[0] for link in links]
        join(ana, server, codes_[0], "en", "S")
        lesson_tab = teacher.current_window_handle
        for code, link in zip(codes_, links, strict=True):
            teacher.switch_to.new_window("tab")
            teacher.get(link.replace("/teacher#", f"/teacher?table={code}#"))
            wait(teacher, lambda d: code in text(d, "join-at"))  # noqa: B023 (waited for at once)
            wait(teacher, lambda d: click(d, "#start"))
            teacher.close()
            teacher.switch_to.window(lesson_tab)

        def played_out(d: WebDriver) -> bool:
            click(d, "#hand .card.legal")  # Ana's turn: her first legal card
            return not d.find_elements(By.CSS_SELECTOR, "#hand .card")

        wait(ana, played_out)

        def results(d: WebDriver) -> list[list[str]]:
            """The results once both tables have played the hand (a table still playing says so
            where the Q♠'s taker will be)."""
            click(d, "#lesson-results-button")
            rows: list[list[str]] = d.execute_script(RECORDS_TABLE, "#lesson-results")
            done = len(rows) == 3 and all(row[5] in ("N", "E", "S", "W") for row in rows[1:])
            return rows if done and len(texts(d, "#lesson-results button")) == 2 else []

        rows = wait(teacher, results)
        assert isinstance(rows, list)
        assert rows[0] == ["Table", "N", "E", "S", "W", "Took the Q♠", "Shot the moon"]
        assert [row[0] for row in rows[1:]] == codes_
        assert rows[1][3].endswith(" · " + name) and all(
            cell.split(" · ")[0].lstrip("-").isdigit() for cell in rows[1][1:5]
        )
        lines = texts(teacher, "#lesson-results button")
        assert lines[0].startswith("Best line for S: table ") and lines[1].startswith(
            "Worst line for S: table "
        )

        def class_rows(d: WebDriver) -> list[list[str]]:
            click(d, "#open-class")
            found: list[list[str]] = d.execute_script(RECORDS_TABLE, "#class-rows")
            return found if any(row[0] == name and row[2] == "13" for row in found) else []

        assert wait(teacher, class_rows)
    finally:
        ana.execute_script("localStorage.removeItem('hearts-student')")  # the other tests sit unrecorded


# What if? A teacher's branch for the room (hearts/serve/room_branches.py, static/branches.js).


def test_a_teachers_branch_shows_both_lines_and_the_table_goes_on(
    table: Table, browsers: dict[str, WebDriver]
) -> None:
    teacher, ana, bea = browsers["teacher"], browsers["ana"], browsers["bea"]
    assert click(teacher, "#start")
    # Ana leads the 2♣; the bot after her plays; the table waits for Bea (across from Ana).
    wait(ana, lambda d: codes(d, "#hand .card.legal") == ["2C"])
    tap(ana, "hand", "2C")
    wait(bea, lambda d: codes(d, "#hand .card.legal"))
    wait(teacher, lambda d: len(codes_n(d, "#moves li")) == 2)
    before = texts(teacher, "#moves li")
    # What if the bot had played another club?
    assert click(teacher, "#moves li[data-n='1'] button.what-if")
    wait(teacher, lambda d: codes(d, "#branch-pick button.card"))
    played = codes(teacher, "#branch-pick button.card.played")
    other = next(c for c in codes(teacher, "#branch-pick button.card") if c not in played)
    assert click(teacher, f"#branch-pick button.card[data-c='{other}']")
    assert click(teacher, "#branch-go")
    wait(teacher, lambda d: texts(d, "#branch table.both-points tbody tr"))
    rows = texts(teacher, "#branch table.both-points tbody tr")
    assert len(rows) == 4 + 2  # every seat, the moon, the game
    assert "Step 2" in text(teacher, "branch") and "only a view" in text(teacher, "branch")
    # The students see it too, in their language, and cannot close it.
    wait(ana, lambda d: texts(d, "#branch table.both-points tbody tr"))
    assert "Una variante" in text(ana, "branch")
    assert not codes(ana, "#branch-close")
    # The live table is as it was, and goes on: Bea plays, the bots after her.
    assert texts(teacher, "#moves li")[:2] == before
    legal = codes(bea, "#hand .card.legal")
    tap(bea, "hand", legal[0])
    wait(teacher, lambda d: len(codes_n(d, "#moves li")) >= 4)
    assert texts(teacher, "#moves li")[:2] == before
    assert texts(teacher, "#branch table.both-points tbody tr") == rows
