"""The branches of a walkthrough's HTML page read back and checked against the engine
(hearts.audit.branch_page): a true page passes in every language, a page with one figure
changed does not."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.audit.branch_page import read_branches
from hearts.cli import main
from hearts.variants.files import load_variant
from hearts.walkthrough.export import as_data
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed
from hearts.walkthrough.whatif import with_branches

LEVELS = ("easy", "normal", "hard", "hard")
ASKED = ["12:9H", "12:9H/20:TS", "1:2H+6H+TS"]


@pytest.fixture(scope="module")
def branched() -> tuple[Walkthrough, dict[str, Any]]:
    """Hand 3 of seed 7 with two branches and a branch of a branch (no cost tables)."""
    w = with_branches(from_seed(7, "card-1.0.0", LEVELS, hand=3), ASKED, costs=False)
    return w, json.loads(json.dumps(as_data(w, "en")))


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_true_page_reads_back_with_nothing_false(
    branched: tuple[Walkthrough, dict[str, Any]], lang: str
) -> None:
    w, data = branched
    tally = read_branches(render(w, lang, "html"), data, load_variant("card-1.0.0"))
    assert tally.variations == 3 and not tally.findings
    assert tally.claims["page.points"] == 3 * 4 and tally.claims["page.moon"] == 3 * 2


def _changed_points(page: str) -> str:
    """The page with the first seat's points in the first branch one more."""
    table = page.index('class="both-points"')
    cell = page.index("<td>", table) + len("<td>")
    number = re.match(r"\d+", page[cell:])
    assert number is not None
    return page[:cell] + str(int(number.group()) + 1) + page[cell + number.end() :]


def test_a_changed_figure_on_the_page_is_found_false(branched: tuple[Walkthrough, dict[str, Any]]) -> None:
    w, data = branched
    page = _changed_points(render(w, "en", "html"))
    tally = read_branches(page, data, load_variant("card-1.0.0"))
    assert tally.false["page.points"] == 1 and len(tally.findings) == 1


def test_a_page_missing_a_branch_is_found_false(branched: tuple[Walkthrough, dict[str, Any]]) -> None:
    w, data = branched
    page = render(w, "en", "html")
    first = page.index("<article ")
    end = page.index("</article>", first) + len("</article>")
    tally = read_branches(page[:first] + page[end:], data, load_variant("card-1.0.0"))
    assert tally.false["page.branches"] == 1


def test_audit_branches_counts_the_json_and_the_page() -> None:
    result = CliRunner().invoke(
        main,
        [
            "bots",
            "audit-branches",
            "--variant",
            "three-2d",
            "--branches",
            "5",
            "--costs-every",
            "1000",
            "--json",
            "-",
        ],
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert out["branches"] >= 5 and out["page_branches"] == out["branches"] and out["false"] == 0
    assert out["branches_by_variant"] == {"three-2d (3 seats)": out["branches"]}
    assert sum(out["page_claims"].values()) > 0 and out["cost_tables"] > 0
