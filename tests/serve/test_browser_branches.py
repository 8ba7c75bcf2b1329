"""A teacher's branch for the room in real browsers (Debian's chromium, the fixtures of
``test_browser``): the teacher branches at a bot's card, the teacher's page and a student's show
both lines, and the live table goes on from where it was, unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from tests.serve.test_browser import (  # noqa: F401 (the fixtures, used by name)
    Table,
    browsers,
    click,
    codes,
    codes_n,
    room,
    server,
    table,
    tap,
    text,
    texts,
    wait,
)

pytestmark = pytest.mark.slow


def test_a_teachers_branch_shows_both_lines_and_the_table_goes_on(
    table: Table,  # noqa: F811 (the fixture)
    browsers: dict[str, Any],  # noqa: F811 (the fixture)
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
