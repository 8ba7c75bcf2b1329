"""A variant's own texts are inert everywhere they are shown (issue 14, item 3; issue 16).

The name, title and description come from a file anyone can write. Each output is
checked by parsing it, not by comparing it with what the escaper makes: the HTML
card and the Markdown card (rendered as a docs site would, raw HTML allowed) must
hold no element, attribute or link the variant wrote, and must show the text
literally; the terminal output of ``variant check``, ``variant diff`` and ``variant
card`` must carry no control character the variant wrote, but show it.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner
from markdown_it import MarkdownIt

from hearts.cli import main

NAME = "ev\x1b[31mil<script>alert(1)</script>`x`"
TITLE = "T\x1b]0;pwn\x07 <img src=x onerror=alert(1)> `t`"
DESCRIPTION = "<script>alert(2)</script> [a](javascript:alert(3)) **b** ``c`` <a href='http://x'>y</a>"


def _evil(tmp_path: Path) -> Path:
    path = tmp_path / "evil.yaml"
    path.write_text(
        f"name: {json.dumps(NAME)}\ntitle: {json.dumps(TITLE)}\ndescription: {json.dumps(DESCRIPTION)}\n"
        "base: card-1.0.0\nfirst_lead: any-club\n",
        encoding="utf-8",
    )
    return path


class _Page(HTMLParser):
    """Every element and attribute of a page, and its visible text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str]] = []
        self.code: list[str] = []
        self.text: list[str] = []
        self._in_code = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attrs.extend((k, v or "") for k, v in attrs)
        self._in_code += tag == "code"

    def handle_endtag(self, tag: str) -> None:
        self._in_code -= tag == "code"

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._in_code:
            self.code.append(data)


def _page(html: str) -> _Page:
    page = _Page()
    page.feed(html)
    page.close()
    return page


def _assert_inert(page: _Page, description: bool = True) -> None:
    assert "script" not in page.tags and "img" not in page.tags and "strong" not in page.tags
    assert not [k for k, _v in page.attrs if k.startswith("on")], page.attrs
    hrefs = [v for k, v in page.attrs if k in ("href", "src")]
    assert not [h for h in hrefs if h.lower().startswith(("javascript:", "http://x"))], hrefs
    assert not [c for c in page.code if c in ("x", "t", "c")], page.code  # the variant's backticks
    text = "".join(page.text)
    assert "<script>alert(1)</script>" in text and "`x`" in text
    if description:  # a house variant's English description is on its English card only
        assert "<script>alert(2)</script>" in text and "**b**" in text
    assert "\x1b" not in text and "\x07" not in text


@pytest.mark.parametrize("audience", ["writers", "players"])
def test_the_html_card_holds_no_element_the_variant_wrote(tmp_path: Path, audience: str) -> None:
    out = tmp_path / "card.html"
    args = ["variant", "card", str(_evil(tmp_path)), "--audience", audience, "-o", str(out)]
    run = CliRunner().invoke(main, args)
    assert run.exit_code == 0, run.output
    page = _page(out.read_text(encoding="utf-8"))
    _assert_inert(page)
    assert "html" in page.tags and "title" in page.tags


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_markdown_card_renders_inert_on_a_site_that_allows_html(tmp_path: Path, lang: str) -> None:
    run = CliRunner().invoke(main, ["variant", "card", str(_evil(tmp_path)), "--lang", lang])
    assert run.exit_code == 0, run.output
    assert "\x1b" not in run.output and "\\x1b" in run.output  # shown, not sent
    _assert_inert(_page(MarkdownIt("commonmark", {"html": True}).render(run.output)), lang == "en")


@pytest.mark.slow  # a child process per command: 8 s in all
@pytest.mark.parametrize(
    "args",
    [
        ["variant", "check", "{F}", "--games", "0"],
        ["variant", "check", "{F}", "--games", "0", "--strict"],
        ["variant", "diff", "card-1.0.0", "{F}", "--hands", "2"],
        ["variant", "diff", "{F}", "card-1.0.0", "--hands", "2", "--details"],
    ],
    ids=["check", "check-strict", "diff", "diff-details"],
)
def test_the_terminal_shows_control_characters_and_sends_none(tmp_path: Path, args: list[str]) -> None:
    evil = str(_evil(tmp_path))
    run = CliRunner().invoke(main, [evil if a == "{F}" else a for a in args])
    assert run.exit_code in (0, 1), run.output
    assert "Traceback" not in run.output
    control = [ch for ch in run.output if (ord(ch) < 0x20 and ch not in "\n") or 0x7F <= ord(ch) < 0xA0]
    assert not control, control
    assert "\\x1b[31m" in run.output and "<script>alert(1)</script>`x`" in run.output


@pytest.mark.slow
def test_json_keeps_the_name_exactly(tmp_path: Path) -> None:
    run = CliRunner().invoke(main, ["variant", "check", str(_evil(tmp_path)), "--games", "0", "--json", "-"])
    assert "\x1b" not in run.output  # JSON escapes it
    assert json.loads(run.output)["variant"] == NAME
