"""A classroom table made from a lesson file (``source: lesson``): the lesson's hand, totals and bots;
a hostile lesson refused in one short line naming the field, escapes never sent back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.variant import Variant
from hearts.serve.hub import Hub
from hearts.walkthrough.lessonfile import dump_lesson
from hearts.walkthrough.lessonwalk import lesson_of
from hearts.walkthrough.sources import from_seed
from hearts.walkthrough.starts import DEFAULT_LEVELS

if TYPE_CHECKING:
    from starlette.testclient import TestClient


def test_a_table_from_a_lesson_and_a_hostile_lesson_refused(client: TestClient, hub: Hub) -> None:
    text = dump_lesson(lesson_of(from_seed(7, Variant(), DEFAULT_LEVELS, hand=3), "lesson.yaml"))
    r = client.post("/api/tables", json={"source": "lesson", "lesson": text})
    assert r.status_code == 200, r.text
    table = hub.tables[r.json()["code"]]
    assert table.start.first_hand == 3 and table.start.scores == (34, 0, 2, 16)
    assert [s.level for s in table.seats] == list(DEFAULT_LEVELS)  # the lesson's bots
    hostile = text.replace("line: QS AS", "line: QS \u001b[2J")
    bad = client.post("/api/tables", json={"source": "lesson", "lesson": hostile})
    error = bad.json()["error"]
    line = text.split("line: QS AS")[0].count("\n") + 1
    assert bad.status_code == 400 and error.startswith(f"lesson:{line}:") and "\x1b" not in error
    assert "\\x1b" in error and len(error) < 300  # named, escaped


def test_the_command_line_refuses_a_hostile_lesson_in_one_line(tmp_path: Path) -> None:
    text = dump_lesson(lesson_of(from_seed(7, Variant(), DEFAULT_LEVELS, hand=3), "lesson.yaml"))
    assert "QH AD 2C 3C" in text  # (else the lesson would be good and the server would run)
    path = tmp_path / "lesson.yaml"
    path.write_text(text.replace("QH AD 2C 3C", "QH AD 3C 2C"), encoding="utf-8")  # the 3♣ before the 2♣
    args = [
        "serve",
        "--port",
        "0",
        "--data",
        str(tmp_path / "t"),
        "--check-games",
        "0",
        "--lesson",
        str(path),
    ]
    result = CliRunner().invoke(main, args)
    out = result.output.strip()
    assert result.exit_code == 2 and out.count("\n") == 0 and f"{path}:" in out, out
    assert "line[step 13]: 3♣ is not a legal card for West" in out
