"""A variant whose name, title and description hold ``<script>``, backticks and rich markup
is inert in every output that shows it.

Each output is read with its own format's parser, not compared with the escaper's
output: HTML with :mod:`html.parser`, Markdown rendered by markdown-it (the parser
MyST uses) and then parsed as HTML, JSON with :mod:`json`, terminal text as the
characters a terminal receives. Inert means: no script element and no code span
made from the variant's text, the text shown as it was written, and no control
character or markup taken from it.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from tests.support.cli import Ran, run_cli
from tests.support.data import strings

ROOT = Path(__file__).resolve().parents[2]

NAME = "x<script>alert(1)</script>`tick`"
TITLE = "T <script>alert(2)</script> `code` [bold]b[/] *em* | pipe"
DESCRIPTION = "<script>alert(3)</script> `x` [red]r[/] the first trick"


class _Page(HTMLParser):
    """Elements by tag (with their text) and the whole text of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.texts: dict[str, list[str]] = {}
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open.append(tag)
        self.texts.setdefault(tag, []).append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.open:
            while self.open and self.open.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        for tag in set(self.open):
            self.texts[tag][-1] += data


def _page(html: str) -> _Page:
    page = _Page()
    page.feed(html)
    page.close()
    return page


def _inert_html(html: str, shown: tuple[str, ...]) -> None:
    page = _page(html)
    scripts = page.texts.get("script", [])
    assert not [s for s in scripts if "alert(" in s], "a script element came from the variant"
    codes = page.texts.get("code", [])
    assert not [c for c in codes if "tick" in c or c.strip() == "code" or "alert" in c], codes
    text = " ".join("".join(page.text).split())
    for literal in shown:
        assert literal in text, (literal, text[:3000])


def _inert_markdown(md: str, shown: tuple[str, ...]) -> None:
    _inert_html(MarkdownIt("commonmark").enable("table").render(md), shown)


def _inert_terminal(text: str, shown: tuple[str, ...]) -> None:
    assert not [c for c in text if ord(c) < 32 and c not in "\n\t"], "control characters"
    flat = " ".join(text.split())
    for literal in shown:
        assert literal in flat, (literal, flat[:3000])


@pytest.fixture(scope="module")
def variant(tmp_path_factory: pytest.TempPathFactory) -> Path:
    web = (ROOT / "hearts" / "variants" / "web.yaml").read_text("utf-8").splitlines()
    out, skip = [], False
    for line in web:
        if skip and line.startswith("  "):
            continue
        skip = False
        if line.startswith("name:"):
            line = f"name: {json.dumps(NAME)}"
        elif line.startswith("title:"):
            line = f"title: {json.dumps(TITLE)}"
        elif line.startswith("description:"):
            line, skip = f"description: {json.dumps(DESCRIPTION)}", True
        out.append(line)
    path = tmp_path_factory.mktemp("variant") / "hostile.yaml"
    path.write_text("\n".join(out) + "\n", "utf-8")
    return path


def _hearts(*args: str) -> Ran:
    """The command in this process (the claim is about its outputs), lines folded at 400 columns."""
    done = run_cli(list(args), env={"COLUMNS": "400"})
    assert done.code in (0, 1), (args, done.stderr[-2000:])
    assert "Traceback" not in done.stderr
    return done


@pytest.mark.slow
def test_rule_card_markdown(variant: Path) -> None:
    for audience in ("writers", "players"):
        card = _hearts("variant", "card", str(variant), "--audience", audience).stdout
        _inert_markdown(card, (NAME,))


@pytest.mark.slow
def test_rule_card_html(variant: Path, tmp_path: Path) -> None:
    out = tmp_path / "card.html"
    _hearts("variant", "card", str(variant), "--format", "html", "-o", str(out))
    _inert_html(out.read_text("utf-8"), (NAME,))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.slow
def test_walkthrough_html_and_markdown(variant: Path, lang: str, tmp_path: Path) -> None:
    shown = (NAME, TITLE) if lang == "en" else (NAME,)  # titles are English: shown on English pages
    for fmt in ("html", "md"):
        done = _hearts(
            "walkthrough", "--seed", "2", "--variant", str(variant), "--lang", lang,
            "--format", fmt, "-o", str(tmp_path),
        )  # fmt: skip
        text = Path(done.stdout.strip()).read_text("utf-8")
        if fmt == "html":
            _inert_html(text, shown)
        else:
            _inert_markdown(text, shown)


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["play", "--players", "random", "--variant", "{V}"], id="play", marks=pytest.mark.slow),
        pytest.param(
            ["tournament", "--deals", "1", "--seats", "random", "--variant", "{V}"], id="tournament"
        ),
        pytest.param(["variant", "diff", "web", "{V}", "--hands", "2"], id="diff", marks=pytest.mark.slow),
        pytest.param(["variant", "check", "{V}", "--games", "1"], id="check", marks=pytest.mark.slow),
    ],
)
def test_terminal_and_json(variant: Path, args: list[str]) -> None:
    argv = [a.replace("{V}", str(variant)) for a in args]
    text = _hearts(*argv)
    _inert_terminal(text.stdout + text.stderr, (NAME,))
    data = json.loads(_hearts(*argv, "--json", "-").stdout)
    found = strings(data)
    assert NAME in found or any(NAME in s for s in found), found[:20]
    assert not [s for s in found if "\x1b" in s]
