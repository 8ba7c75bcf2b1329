"""The lesson's own page: one static file that shows the lesson its link carries, with no server.

``--save-lesson L.yaml`` writes ``L.html`` beside the lesson and prints its link,
``L.html#lesson=<base64url JSON>``: the JSON holds the lesson (what the YAML holds) and what the page
shows, in the page's language (the hands as dealt, each branch beside the line it branches from with
every seat's points, the questions and notes). Whoever writes a link writes data, never code: the page's
script (``templates/lesson_page.js``) puts every value in with ``textContent``, and its
Content-Security-Policy runs that script only (by its hash), loads nothing and submits nothing.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
from dataclasses import asdict
from importlib import resources
from pathlib import Path
from typing import Any

from hearts.plumbing.atomic import write_atomic
from hearts.walkthrough.lessonfile import LessonFile, lesson_data
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import LESSON_HEADING, lesson_items
from hearts.walkthrough.whatif import compared
from hearts.words.lang import Lang
from hearts.words.pages import PAGE

__all__ = ["link", "page", "page_data", "write_page"]

NO_LESSON = PAGE["this_link_carries_no_lesson_that"]
_STYLE = """
body { font: 16px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 60rem; padding: 0 1rem; }
.source, .hand { margin: .2rem 0; } .hand { font-family: ui-monospace, monospace; }
.branch { border-left: 3px solid #888; margin: 1rem 0; padding-left: .8rem; }
.branch.depth-1, .branch.depth-2 { margin-left: 1.5rem; }
table { border-collapse: collapse; } td, th { padding: .15rem .6rem; text-align: left; }
tr.points td { border-top: 1px solid #ccc; }
"""


def _script() -> str:
    return (
        resources.files("hearts.walkthrough").joinpath("templates/lesson_page.js").read_text(encoding="utf-8")
    )


def _json_in_html(data: Any) -> str:
    """JSON safe inside a ``<script type="application/json">`` element (no ``<`` to close it)."""
    text = json.dumps(data, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def page(lang: str) -> str:
    """The page, in ``lang``: its words, its style, its one script and the policy that allows only it."""
    t = Lang(lang)
    words = {
        "lang": lang,
        "heading": t.gettext(LESSON_HEADING),
        "before": t.gettext(PAGE["the_line_it_branches_from"]),
        "after": t.gettext(PAGE["the_branch"]),
        "none": t.gettext(NO_LESSON),
    }
    script = _script()
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    policy = (
        f"default-src 'none'; script-src 'sha256-{digest}'; style-src 'unsafe-inline'; "
        "img-src 'none'; base-uri 'none'; form-action 'none'"
    )
    return (
        f'<!doctype html>\n<html lang="{html.escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<title>Hearts</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n<main id="lesson"></main>\n'
        f'<script type="application/json" id="words">{_json_in_html(words)}</script>\n'
        f"<script>{script}</script>\n</body>\n</html>\n"
    )


def page_data(w: Walkthrough, lang: str, lesson: dict[str, Any]) -> dict[str, Any]:
    """What the link carries: ``lesson`` (the lesson file's data) and the page it shows in ``lang``."""
    t = Lang(lang, w.variant.players)
    hands = []
    if w.origin is not None and w.origin.start.current_deal is not None:
        state = w.origin.start
        hands = [[t.seat(seat), t.cards(state.hand(seat))] for seat in w.table]
    shown = []
    for c in compared(w, t):
        shown.append(
            {
                "question": c.question,
                "depth": c.depth,
                "tricks": [list(row) for row in c.tricks],
                "seats": [[r.seat, r.before, r.after, r.change] for r in c.seats],
            }
        )
    items = [{k: v for k, v in asdict(i).items() if k != "step"} for i in lesson_items(w, t)]
    title = w.title_in(lang)
    return {
        "lesson": lesson,
        "page": {"title": title, "source": w.source, "hands": hands, "compared": shown, "items": items},
    }


def link(name: str, data: dict[str, Any]) -> str:
    """``name#lesson=<base64url of the JSON>``."""
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return f"{name}#lesson={base64.urlsafe_b64encode(raw).decode('ascii').rstrip('=')}"


def write_page(w: Walkthrough, lesson_path: Path, lang: str, lesson: LessonFile) -> tuple[Path, str]:
    """Write the page beside the lesson file; its path and the link that opens the lesson in it."""
    target = lesson_path.with_suffix(".html")
    write_atomic(target, page(lang))
    return target, link(target.name, page_data(w, lang, lesson_data(lesson)))
