"""Later-hand walkthroughs, opened the way a teacher opens them, read true (issue 20 item 3).

Each page is rendered through the real CLI (``hearts walkthrough``: ``--find moon``,
``--find queen-dump``, ``--seed 7 --hand 3``, omnibus and black-maria after the first hand,
in English, French, Hungarian and Spanish; and at three, five and six seats, issue 24: the
kitty, the cards out of play and the seats by number), as JSON and as HTML. The JSON is audited by
``hearts bots audit --walkthrough`` (0 false, 0 misleading); the HTML is parsed and the facts
it states are read back against the true hands of the JSON of the same walkthrough
(:mod:`hearts.audit.readback`). A planted bug in a copy of either shows each check can fail.
"""

from __future__ import annotations

import copy
import html
import json
import re
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.audit.readback import read_back
from hearts.cli import cmd_walkthrough, main
from hearts.variants.files import load_variant

pytestmark = pytest.mark.slow  # a browser or several rendered pages per test: make test runs them

PAGES = {
    "moon": ["--find", "moon"],
    "queen-dump-fr": ["--find", "queen-dump", "--lang", "fr"],
    "seed-7-hand-3": ["--seed", "7", "--hand", "3"],
    "omnibus-hu": ["--seed", "7", "--hand", "2", "--variant", "omnibus", "--lang", "hu"],
    "black-maria-es": ["--seed", "5", "--hand", "3", "--variant", "black-maria", "--lang", "es"],
    "three-kitty-hu": ["--seed", "2", "--hand", "2", "--variant", "three-kitty", "--lang", "hu"],
    "five-fr": ["--seed", "4", "--hand", "3", "--variant", "five-2d2c", "--lang", "fr"],
    "six-es": ["--seed", "3", "--hand", "2", "--variant", "six-twos", "--lang", "es"],
}
TABLES = ("three-kitty-hu", "five-fr", "six-es")
"""The pages at a table of three, five or six (format 1.2)."""
BUILD = cmd_walkthrough.load_walkthrough
"""The command's own build of a walkthrough (kept per options below)."""


@pytest.fixture(scope="module", autouse=True)
def one_build_per_hand() -> Iterator[None]:
    """The walkthrough of each hand built once for the module: the CLI's ``load_walkthrough``
    (the ``--find`` search and the bots' play, a pure function of the options) is kept per
    options, so the JSON, the HTML and the practice page of a hand are written by the real
    command from one build (``test_the_json_and_the_html_are_of_one_build`` checks the build
    the command makes again is the same)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cmd_walkthrough, "load_walkthrough", cache(BUILD))
        yield


def _render(args: list[str], fmt: str, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    result = CliRunner().invoke(main, ["walkthrough", *args, "--format", fmt, "-o", str(folder)])
    assert result.exit_code == 0, result.output
    (path,) = folder.glob(f"*.{fmt}")
    return path


@pytest.fixture(scope="module")
def quiz_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The practice page a teacher hands a student: --find queen-dump --quiz --seat S (fr)."""
    folder = tmp_path_factory.mktemp("quiz")
    return _render(["--find", "queen-dump", "--quiz", "--seat", "S", "--lang", "fr"], "html", folder)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    """Each page as JSON and as HTML, rendered by the CLI."""
    root = tmp_path_factory.mktemp("later-hands")
    return {
        name: (_render(args, "json", root / name / "json"), _render(args, "html", root / name / "html"))
        for name, args in PAGES.items()
    }


def _audit(path: Path, *page: Path) -> tuple[int, dict[str, Any], str]:
    """``hearts bots audit --walkthrough FILE.json [--page FILE.html]``: its exit code, its JSON
    report (written to a file beside ``path``) and its text report."""
    report = path.with_name(f"{path.stem}.audit.json")
    args = ["bots", "audit", "--walkthrough", str(path), "--json", str(report)]
    for html_page in page:
        args += ["--page", str(html_page)]
    result = CliRunner().invoke(main, args)
    data = json.loads(report.read_text(encoding="utf-8")) if result.exit_code in (0, 1) else {}
    return result.exit_code, data, result.output


READ_BY_THE_COMMAND = "omnibus-hu"
"""The page whose HTML the audit command reads back too (``--page``; the others' HTML is read
back in-process, ``test_the_html_page_states_the_true_hands``)."""


@pytest.fixture(scope="module")
def audits(pages: dict[str, tuple[Path, Path]]) -> dict[str, tuple[int, dict[str, Any], str]]:
    """Each page's JSON audited by ``hearts bots audit`` (once for the module's tests)."""
    return {
        name: _audit(path, page) if name == READ_BY_THE_COMMAND else _audit(path)
        for name, (path, page) in pages.items()
    }


@pytest.mark.parametrize("name", PAGES)
def test_a_later_hand_walkthrough_says_nothing_false_or_misleading(
    pages: dict[str, tuple[Path, Path]], audits: dict[str, tuple[int, dict[str, Any], str]], name: str
) -> None:
    path, _ = pages[name]
    data = json.loads(path.read_text(encoding="utf-8"))
    (hand,) = data["views"][0]["hands"]
    assert hand["number"] >= 2, "a later hand"
    code, report, output = audits[name]
    assert code == 0, output
    assert report["false"] == 0 and report["misleading"] == 0
    variant = load_variant(data["variant"]["name"])
    assert report["decisions"] >= variant.players * variant.hand_size  # every card (and the passes)
    assert report["sentences"] > 5 * report["decisions"]
    keys = report["keys"]
    for key in ("view", "legal", "fact.played", "text:fact.hand", "runner-up"):
        assert keys[key]["uses"] > 0, key
    assert any(k.startswith("knows-now:") for k in keys), "the knows-now blocks are checked"
    assert any(k.startswith("headline:") for k in keys), "the headlines are checked"


@pytest.mark.parametrize("name", PAGES)
def test_the_html_page_states_the_true_hands(pages: dict[str, tuple[Path, Path]], name: str) -> None:
    path, page = pages[name]
    data = json.loads(path.read_text(encoding="utf-8"))
    variant = load_variant(data["variant"]["name"])
    found = read_back(page.read_text(encoding="utf-8"), data, variant)
    assert found.false == []
    if name in TABLES:  # the cards out of play, the kitty face down then taken, read back too
        assert data["format"] == "hearts-walkthrough/1.2" and len(data["players"]) == variant.players
        sections = variant.hand_size + 1  # the pass (hand 2 and 3 pass at each table) and each trick
        assert found.kinds["out of play shown"] == sections
        if variant.leftover.value == "kitty":
            assert found.kinds["kitty shown"] == sections and found.kinds["kitty taken"] == 1
    for kind in (
        "hand shown",
        "void shown",
        "card on the table",
        "move",
        "trick winner",
        "points taken",
        "headline card",
        "knows-now words",
        "knows-now cards",
        "hand result",
    ):
        assert found.kinds.get(kind, 0) > 0, kind
    cards = variant.players * variant.hand_size
    assert found.kinds["card on the table"] == cards and found.kinds["points taken"] == variant.hand_size


def test_the_json_and_the_html_are_of_one_build(
    pages: dict[str, tuple[Path, Path]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command builds a hand's walkthrough the same each time: the page it writes from a
    build of its own (none kept) is the page written from the module's kept build."""
    monkeypatch.setattr(cmd_walkthrough, "load_walkthrough", BUILD)
    _, page = pages["seed-7-hand-3"]
    again = _render(PAGES["seed-7-hand-3"], "html", tmp_path)
    assert again.read_bytes() == page.read_bytes()


def test_the_practice_page_asks_true_questions(pages: dict[str, tuple[Path, Path]], quiz_page: Path) -> None:
    """A --quiz --seat S page holds South's view only: its hand, the table, its reasons, its
    questions (the bot's card, the legal cards, the Hard bot's figures) read back true."""
    path, _ = pages["queen-dump-fr"]
    data = json.loads(path.read_text(encoding="utf-8"))
    found = read_back(quiz_page.read_text(encoding="utf-8"), data, load_variant(data["variant"]["name"]))
    assert found.false == []
    # South's pass (one question, PASS) and 13 plays; the others' passes hidden.
    assert found.kinds["quiz card"] == 14 and found.kinds["pass hidden"] == 9
    assert found.kinds["quiz figures"] == 14 and found.kinds["knows-now cards"] > 0
    steps = data["views"][0]["hands"][0]["steps"]
    searched = [s for s in steps if s["seat"] == "S" and "step.sampled-playouts" in json.dumps(s["decision"])]
    assert searched, "some of South's questions carry the Hard bot's figures"


def test_the_practice_page_at_five_asks_true_questions(
    pages: dict[str, tuple[Path, Path]], tmp_path: Path
) -> None:
    """--quiz --seat 2 at a table of five (issue 24): Seat 2's pass (one question) and ten cards asked,
    read back true against the JSON of the same hand; the other seats' passes stay hidden."""
    path, _ = pages["five-fr"]
    page = _render([*PAGES["five-fr"], "--quiz", "--seat", "2"], "html", tmp_path)
    assert page.name == "seed-4-hand-3-2.quiz.fr.html"
    data = json.loads(path.read_text(encoding="utf-8"))
    found = read_back(page.read_text(encoding="utf-8"), data, load_variant(data["variant"]["name"]))
    assert found.false == []
    assert found.kinds["quiz card"] == 11 and found.kinds["pass hidden"] == 12  # 4 seats x 3 cards
    assert found.kinds["quiz legal"] == 11 and "kitty taken" not in found.kinds


def test_a_planted_false_figure_in_a_practice_question_is_read_back(
    pages: dict[str, tuple[Path, Path]], quiz_page: Path
) -> None:
    path, _ = pages["queen-dump-fr"]
    data = json.loads(path.read_text(encoding="utf-8"))
    page = quiz_page.read_text(encoding="utf-8")

    def corrupt(m: re.Match[str]) -> str:
        q = json.loads(html.unescape(m.group(1)))
        if not q["costs"]:
            return m.group(0)
        card = next(iter(q["costs"]))
        q["costs"][card] += 1.0
        return (
            'data-quiz="' + html.escape(json.dumps(q, ensure_ascii=False, sort_keys=True), quote=True) + '"'
        )

    bad, n = re.subn(r'data-quiz="([^"]*)"', corrupt, page)
    assert n and bad != page
    found = read_back(bad, data, load_variant(data["variant"]["name"]))
    assert any(": quiz figures:" in line for line in found.false), found.false


# ------------------------------------------------------------------- planted bugs: the JSON

Plant = Callable[[dict[str, Any]], None]


def _records(data: dict[str, Any]) -> list[dict[str, Any]]:
    steps = data["views"][0]["hands"][0]["steps"]
    return [s["decision"]["record"] for s in steps if s["decision"] and s["decision"]["record"]]


def _later_void(data: dict[str, Any]) -> None:
    for record in _records(data):
        for fact in record["facts"]:
            if fact["key"] == "fact.void":
                fact["params"]["since_trick"] += 1
                return
    raise AssertionError("no void fact to corrupt")


def _knows_points(data: dict[str, Any]) -> None:
    for block in data["views"][0]["hands"][0]["knows_now"]:
        for fact in block["facts"]:
            if fact["key"] == "fact.points-taken":
                fact["params"]["points"] += 1
                return
    raise AssertionError("no knows-now points to corrupt")


def _step_words(data: dict[str, Any]) -> None:
    for record in _records(data):
        for i, text in enumerate(record["text"]["steps"]):
            if "♥" in text and re.search(r"[2-9JQKA]♥", text):
                record["text"]["steps"][i] = re.sub(r"([2-9JQKA])♥", lambda m: "3♣", text, count=1)
                return
    raise AssertionError("no step sentence naming a heart")


def _played(data: dict[str, Any]) -> None:
    steps = data["views"][0]["hands"][0]["steps"]
    steps[-1]["decision"]["view"]["played"].pop(0)


def _headline(data: dict[str, Any]) -> None:
    record = _records(data)[-1]
    record["text"]["headline"] = re.sub(r"(\d|[JQKA])([♣♦♠♥])", "2♦", record["text"]["headline"], count=1)


@pytest.mark.parametrize(
    ("plant", "key"),
    [
        (_later_void, "fact.void"),
        (_knows_points, "knows-now:fact.points-taken"),
        (_step_words, "text:step."),
        (_played, "view"),
        (_headline, "text:headline:"),
    ],
)
def test_a_planted_false_sentence_in_the_json_is_reported(
    pages: dict[str, tuple[Path, Path]], tmp_path: Path, plant: Plant, key: str
) -> None:
    path, _ = pages["seed-7-hand-3"]
    data = json.loads(path.read_text(encoding="utf-8"))
    bad = copy.deepcopy(data)
    plant(bad)
    copy_path = tmp_path / "planted.json"
    copy_path.write_text(json.dumps(bad, ensure_ascii=False), encoding="utf-8")
    code, report, text = _audit(copy_path)
    assert code == 1
    (file_report,) = report["files"]
    found = [f for f in file_report["findings"] if f["key"].startswith(key)]
    assert found, file_report["findings"]
    assert found[0]["reason"] and found[0]["decision"] >= 0
    # the text report (the same command: --json to a file) names the decision, the sentence and why
    assert f"decision {found[0]['decision']}" in text and found[0]["reason"] in text


# ------------------------------------------------------------------- planted bugs: the HTML


def _teacher(page: str) -> tuple[int, int]:
    start = page.index('data-view="T"')
    return start, page.index('<div class="view" data-view="N"', start)


def _swap_slot(page: str) -> str:
    a, b = _teacher(page)
    view = re.sub(
        r'(class="slot slot-\w" data-step="\d+"><span class="card pic" data-card=")(\w\w)',
        r"\g<1>2D",
        page[a:b],
        count=1,
    )
    return page[:a] + view + page[b:]


def _taken(page: str) -> str:
    a, b = _teacher(page)
    view = re.sub(
        r'(<span class="taken">[^<]*?)(\d+)',
        lambda m: m.group(1) + str(int(m.group(2)) + 1),
        page[a:b],
        count=1,
    )
    return page[:a] + view + page[b:]


def _headline_card(page: str) -> str:
    a, b = _teacher(page)
    view = re.sub(r'(<p class="headline">[^<]*?)(\d|[JQKA])([♣♦♠♥])', r"\g<1>2♦", page[a:b], count=1)
    return page[:a] + view + page[b:]


def _hand_card(page: str) -> str:
    a, b = _teacher(page)
    view = re.sub(
        r'<span class="card( red)?" data-card="\w\w" data-owner="N"[^>]*>[^<]*</span>', "", page[a:b], count=1
    )
    return page[:a] + view + page[b:]


def _news_card(page: str, data: dict[str, Any]) -> str:
    """A card held to the end by one seat, named in another seat's early "knows now" line."""
    steps = data["views"][0]["hands"][0]["steps"]
    holder, card = steps[-1]["seat"], steps[-1]["card"]
    shown = card[0].replace("T", "10") + {"C": "♣", "D": "♦", "S": "♠", "H": "♥"}[card[1]]
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    a, b = _teacher(page)
    pattern = rf"(<p><b>What (?!{names[holder]})\w+ knows now:</b>[^<]*?)(10|[2-9JQKA])([♣♦♠♥])"
    view, n = re.subn(pattern, lambda m: m.group(1) + shown, page[a:b], count=1)
    assert n == 1
    return page[:a] + view + page[b:]


@pytest.mark.parametrize(
    ("plant", "kind"),
    [
        (_swap_slot, "card on the table"),
        (_taken, "points taken"),
        (_headline_card, "headline card"),
        (_hand_card, "hand shown"),
        (_news_card, "knows-now cards"),
    ],
)
def test_a_planted_false_fact_in_the_html_is_read_back(
    pages: dict[str, tuple[Path, Path]], plant: Callable[..., str], kind: str
) -> None:
    path, page_path = pages["seed-7-hand-3"]
    data = json.loads(path.read_text(encoding="utf-8"))
    page = page_path.read_text(encoding="utf-8")
    bad = plant(page, data) if plant is _news_card else plant(page)
    assert bad != page
    found = read_back(bad, data, load_variant(data["variant"]["name"]))
    assert any(f": {kind}:" in line for line in found.false), found.false


def test_the_page_is_read_back_from_the_cli_too(
    pages: dict[str, tuple[Path, Path]], audits: dict[str, tuple[int, dict[str, Any], str]], tmp_path: Path
) -> None:
    """hearts bots audit --walkthrough FILE.json --page FILE.html: 0 when the page is true, 1 when
    a fact in it is not (listed), 2 for a file that is no walkthrough page."""
    path, page = pages[READ_BY_THE_COMMAND]
    code, report, output = audits[READ_BY_THE_COMMAND]  # the command, with --page the true page
    assert code == 0, output
    (read,) = report["pages"]
    assert read["file"] == str(page) and read["facts"] > 400 and read["false"] == []
    assert f"{page}: {read['facts']} facts read back, 0 false" in output.replace("\n", "")
    bad = tmp_path / "bad.html"
    bad.write_text(_taken(page.read_text(encoding="utf-8")), encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path), "--page", str(bad)])
    assert result.exit_code == 1 and "points taken" in result.output
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path), "--page", str(path)])
    assert result.exit_code == 2 and "no view" in result.output
