"""A classroom table made from a lesson file (``source: lesson``): the lesson's hand, totals and bots;
a hostile lesson refused in one short line naming the field, escapes never sent back."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
