#!/usr/bin/env python3
"""Pictures of a lesson and of the class records for docs/serve.md, taken in Debian's headless
Chromium against a real ``hearts serve`` (docs/images, PNG):

- ``serve-lesson-three-tables.png``: three students' phones (360x640), each at one table of a
  lesson dealt to three tables, mid-hand: the same deal, each table its own play;
- ``serve-lesson-results.png``: the teacher's results of that lesson once the three hands are over;
- ``serve-class-view.png``: the class view after two sessions, the server stopped and started again
  between them (the second lesson a theme's hand): the records of both are there;
- ``serve-practice.png``: a student's record and practice queue on a phone, the next day (the
  server stopped, the queue's due dates moved one day back in the SQLite file, started again).

Everything goes through the pages, as a teacher and students would do it: the teacher's page deals
the lessons (its *The same deal at every table* form) and starts each table, the students join the
class on their page, take South at their table and play it out (each its own way: the first, the
last or the middle one of its legal cards). The server runs on 127.0.0.1 (a free port, a
temporary data folder and SQLite database, stopped at the end). Takes a few minutes:

    .venv/bin/python scripts/classroom_pictures.py [--out docs/images]
"""

from __future__ import annotations

import base64
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hearts.serve.store import DAY  # noqa: E402
from scripts.serve_pictures import _port, _shot, _size, take  # noqa: E402
from tests.support.chromium import chromium  # noqa: E402

WAIT = 120.0
CLASS = "7B"
STUDENTS = (("Ana", 0), ("Ben", -1), ("Zoë O'Brien", 1))
"""Each student's name and which of its legal cards it plays (first, last, the second)."""
SESSIONS = (
    # (what the teacher's form deals, the picture taken mid-hand or None)
    ({"source": "seed", "seed": "7", "handno": "4"}, "serve-lesson-three-tables.png"),
    ({"source": "theme", "theme": "queen-dump"}, None),
)


class Server:
    """``hearts serve --class 7B`` on loopback, its data folder and database kept across starts."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = _port()
        self.proc: subprocess.Popen[str] | None = None
        self.key = ""
        self.starts = 0

    def start(self) -> None:
        self.starts += 1
        out = self.folder / f"serve-{self.starts}.out"
        args = [sys.executable, "-m", "hearts", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        args += ["--data", str(self.folder / "tables"), "--class", CLASS]
        args += ["--bot-delay", "0.05", "--grace", "60", "--check-games", "3"]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        with out.open("w") as sink:
            self.proc = subprocess.Popen(args, stdout=sink, stderr=subprocess.STDOUT, text=True, env=env)
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            lines = out.read_text().splitlines()
            if any(line.startswith("class records:") for line in lines):
                teacher = next(line for line in lines if line.startswith("teacher:"))
                self.key = teacher.split("#", 1)[1].split()[0]
                return
            if self.proc.poll() is not None:
                raise SystemExit(f"hearts serve ended: {lines}")
            time.sleep(0.1)
        raise SystemExit("hearts serve did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=30)
            self.proc = None

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"


def _wait(driver: WebDriver, check: Callable[[WebDriver], object], limit: float = WAIT) -> object:
    return WebDriverWait(driver, limit, poll_frequency=0.1).until(check)


def _js(driver: WebDriver, script: str, *args: object) -> object:
    return driver.execute_script(script, *args)


def _fill(driver: WebDriver, element: str, value: str) -> None:
    """Set a field of the page (an input or a select) as a person would."""
    _js(
        driver,
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event('change'));",
        element,
        value,
    )


def _click(driver: WebDriver, css: str) -> bool:
    return bool(
        _js(
            driver,
            "const e = document.querySelector(arguments[0]);if (e) { e.click(); return true; } return false;",
            css,
        )
    )


def _text(driver: WebDriver, element: str) -> str:
    return str(
        _js(
            driver, "const e = document.getElementById(arguments[0]); return e ? e.textContent : '';", element
        )
    )


def _element_shot(driver: WebDriver, css: str, path: Path) -> None:
    """A picture of one part of the page (``css``), whole even where it runs below the window."""
    rect = _js(
        driver,
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height};",
        css,
    )
    assert isinstance(rect, dict)
    clip = {**{k: float(v) for k, v in rect.items()}, "scale": 1}
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True}
    )
    path.write_bytes(base64.b64decode(shot["data"]))


def _deal_lesson(teacher: WebDriver, server: Server, form: dict[str, str]) -> list[str]:
    """The teacher's page deals ``form``'s hand at three tables: the links to teach each."""
    # A query of its own: a link that differs from the page's only after the # would not load it.
    teacher.get(server.url(f"/teacher?start={server.starts}#{server.key}"))
    _wait(teacher, lambda d: _js(d, "return document.querySelectorAll('#variant option').length > 0"))
    _wait(teacher, lambda d: _js(d, "return document.querySelectorAll('#theme option').length > 0"))
    for element, value in form.items():
        _fill(teacher, element, value)
    _fill(teacher, "lesson-tables", "3")
    _fill(teacher, "lesson-seat", "S")
    _wait(teacher, lambda d: _js(d, "return document.getElementById('lesson').dataset.ready === '1'"))
    assert _click(teacher, "#lesson-deal")
    # A theme's hand is searched for first (as hearts walkthrough --find does): a minute or more.
    _wait(teacher, lambda d: len(d.find_elements("css selector", "#lesson-list a")) == 3, 5 * WAIT)
    links = _js(teacher, "return [...document.querySelectorAll('#lesson-list a')].map(a => a.href)")
    assert isinstance(links, list)
    return [str(link) for link in links]


def _start_tables(teacher: WebDriver, links: list[str]) -> None:
    """Each table's page opened in a tab of its own, and started; back to the lesson's tab."""
    lesson_tab = teacher.current_window_handle
    for link in links:
        code = link.split("#", 1)[1].split(".")[0]
        teacher.switch_to.new_window("tab")
        teacher.get(link.replace("/teacher#", f"/teacher?table={code}#"))
        _wait(teacher, lambda d, code=code: code in _text(d, "join-at"))
        _wait(teacher, lambda d: _click(d, "#start"))
    teacher.switch_to.window(lesson_tab)


def _join_class(student: WebDriver, server: Server, name: str) -> None:
    student.get(server.url("/play"))
    _wait(student, lambda d: d.find_elements("css selector", "#join-class"))
    _fill(student, "class-code", CLASS)
    _fill(student, "student-name", name)
    # Clicked until the page has its texts and answers (joining again is being the same student).
    _wait(student, lambda d: _click(d, "#join-class") and name in _text(d, "joined"))


def _sit(student: WebDriver, server: Server, code: str) -> None:
    student.get(server.url(f"/play?code={code}"))
    _wait(student, lambda d: d.find_elements("css selector", "#sit-S"))
    assert _click(student, "#sit-S")
    _wait(student, lambda d: d.find_elements("css selector", "#hand .card"))


def _play_once(student: WebDriver, which: int) -> bool:
    """Play one of the seat's legal cards if it is the student's turn (``which``: its index)."""
    return bool(
        _js(
            student,
            "const cs = [...document.querySelectorAll('#hand .card.legal')];"
            "if (!cs.length) return false;"
            "const at = arguments[0] < 0 ? cs.length - 1 : Math.min(cs.length - 1, arguments[0]);"
            "cs[at].click(); return true;",
            which,
        )
    )


def _over(student: WebDriver) -> bool:
    return bool(_js(student, "return document.querySelectorAll('#hand .card').length === 0"))


def _trick(student: WebDriver) -> int:
    digits = "".join(c for c in _text(student, "trick-label") if c.isdigit())
    return int(digits or 0)


def _ready(student: WebDriver) -> bool:
    """In trick 6 or later, a card or more on the trick (the moment the first picture shows)."""
    on_trick = _js(student, "return !!document.querySelector('#trick .played:not(.empty)')")
    return _trick(student) >= 6 and bool(on_trick)


def _play_out(students: list[WebDriver], picture: Path | None) -> None:
    """Every student plays their seat to the end of the hand; once each table is in trick 6 with
    a card or more on it, ``picture`` shows the three phones side by side."""
    deadline = time.monotonic() + 20 * WAIT
    pending = picture
    while not all(_over(s) for s in students):
        assert time.monotonic() < deadline, "the hands did not end"
        for student, (_, which) in zip(students, STUDENTS, strict=True):
            if pending is None or not _ready(student):
                _play_once(student, which)
        if pending is not None and all(_ready(s) for s in students):
            _side_by_side(students, pending)
            pending = None
        time.sleep(0.2)


def _side_by_side(students: list[WebDriver], path: Path) -> None:
    """The students' phones as one picture: each page's picture, then a page that holds them."""
    shots = []
    for student in students:
        png = student.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]
        shots.append(str(png))
    names = [name for name, _ in STUDENTS]
    figures = "".join(
        f'<figure><img src="data:image/png;base64,{png}"><figcaption>{name}</figcaption></figure>'
        for png, name in zip(shots, names, strict=True)
    )
    page = path.with_suffix(".html")
    page.write_text(
        "<!doctype html><meta charset=utf-8><style>body{margin:0;display:flex;gap:16px;padding:12px;"
        "background:#ddd;font:16px sans-serif}figure{margin:0}img{display:block;border:1px solid #888}"
        f"figcaption{{text-align:center;padding-top:6px}}</style>{figures}"
    )
    viewer = students[0]
    tab = viewer.current_window_handle
    viewer.switch_to.new_window("tab")
    _size(viewer, 3 * 362 + 2 * 16 + 24, 640 + 2 + 24 + 28)
    viewer.get(page.as_uri())
    _wait(viewer, lambda d: _js(d, "return [...document.images].every(i => i.complete)"))
    _shot(viewer, path)
    viewer.close()
    viewer.switch_to.window(tab)
    page.unlink()


def pictures(out: Path) -> list[Path]:
    made: list[Path] = []
    folder = Path(tempfile.mkdtemp(prefix="hearts-classroom-pictures-"))
    server = Server(folder)
    server.start()
    teacher: WebDriver = chromium(folder / "teacher")
    students: list[WebDriver] = []
    try:
        students = [chromium(folder / f"student-{n}") for n in range(len(STUDENTS))]
        _size(teacher, 1280, 720)
        for student, (name, _) in zip(students, STUDENTS, strict=True):
            _size(student, 360, 640)
            _join_class(student, server, name)
        for number, (form, mid_hand) in enumerate(SESSIONS):
            if number:  # the second session: the server stopped and started again in between
                server.stop()
                server.start()
            links = _deal_lesson(teacher, server, form)
            for student, link in zip(students, links, strict=True):
                _sit(student, server, link.split("#", 1)[1].split(".")[0])
            _start_tables(teacher, links)
            _play_out(students, out / mid_hand if mid_hand else None)
            if mid_hand:
                made.append(out / mid_hand)
            if number == 0:
                assert _click(teacher, "#lesson-results-button")
                _wait(
                    teacher,
                    lambda d: _js(
                        d, "return document.querySelectorAll('#lesson-results button').length === 2"
                    ),
                )
                made.append(out / "serve-lesson-results.png")
                _element_shot(teacher, "#lesson", made[-1])
        _fill(teacher, "class-code", CLASS)
        assert _click(teacher, "#open-class")
        _wait(teacher, lambda d: d.find_elements("css selector", "#class-rows table"))
        made.append(out / "serve-class-view.png")
        _element_shot(teacher, "#records", made[-1])
        # The next day: the queue's first positions are due a day after they were made (a
        # Leitner box 1). The server stopped, the due dates moved a day back, started again.
        server.stop()
        with closing(sqlite3.connect(folder / "tables.records.sqlite")) as db, db:
            db.execute("UPDATE practice SET due = due - ?", (DAY,))
        server.start()
        ana = students[0]
        ana.get(server.url("/play?next-day=1"))
        _wait(ana, lambda d: d.find_elements("css selector", "#practice .hand .card"))
        _js(ana, "document.getElementById('records').scrollIntoView()")
        made.append(out / "serve-practice.png")
        _shot(ana, made[-1])
    except Exception:
        for number, driver in enumerate((teacher, *students)):  # what each page showed, to see why
            _shot(driver, folder.with_name(f"{folder.name}-failed-{number}.png"))
        raise
    finally:
        for driver in (teacher, *students):
            driver.quit()
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    return made


if __name__ == "__main__":
    take(pictures, ROOT / "docs" / "images", __doc__)
