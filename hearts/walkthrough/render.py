"""Fill the jinja2 templates: one self-contained HTML page, MyST Markdown, or terminal text.

Every text comes from the ``walkthrough`` gettext domain (``jinja2.ext.i18n`` in the
templates, :class:`~hearts.walkthrough.records.Lang` for values). Text that comes
from files (scenario and variant titles) is escaped: HTML through jinja2's
autoescape, Markdown by backslash-escaping every character that means something
to MyST.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from hearts.atomic import write_atomic
from hearts.bots.record import Decision
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.walkthrough.model import Illegal, Section, Step, Walk, Walkthrough
from hearts.walkthrough.records import Lang, RenderedDecision

__all__ = ["FORMATS", "file_name", "md_escape", "render", "write"]

FORMATS = ("html", "md")

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#!|~$&^])")


def md_escape(value: object) -> str:
    """Text that MyST shows as it is: markup characters are backslash-escaped.

    >>> md_escape("<script>*x*</script>")
    '\\\\<script\\\\>\\\\*x\\\\*\\\\</script\\\\>'
    """
    if isinstance(value, Markup):
        return str(value)
    text = " ".join(str(value).split())
    return _MD_SPECIAL.sub(r"\\\1", text)


def _finalize_md(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, (int, Markup)):
        return value
    return md_escape(value)


def _environment(kind: str, lang: Lang) -> jinja2.Environment:
    loader = jinja2.PackageLoader("hearts.walkthrough", "templates")
    env: jinja2.Environment
    if kind == "html":
        env = jinja2.Environment(
            loader=loader,
            autoescape=True,
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
    elif kind == "md":
        env = jinja2.Environment(
            loader=loader,
            autoescape=False,
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            finalize=_finalize_md,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
        )
    else:
        env = jinja2.Environment(
            loader=loader,
            autoescape=False,
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lang.gettext, lang.ngettext, newstyle=True, pgettext=lang.pgettext, npgettext=lang.npgettext
    )
    env.globals.update(_helpers(lang))
    return env


def _helpers(lang: Lang) -> dict[str, Any]:
    def decision(d: Decision | None) -> RenderedDecision | None:
        return RenderedDecision.of(d, lang) if d is not None else None

    def illegal(i: Illegal) -> str:
        return lang.clause_text(i.reason, i.suit)

    def grouped(items: tuple[Illegal, ...]) -> list[tuple[str, str, Any]]:
        """Illegal cards grouped by clause and reason, in the order first met."""
        groups: dict[tuple[str, str], list[Card]] = {}
        for i in items:
            groups.setdefault((i.clause, illegal(i)), []).append(i.card)
        return [(clause, text, cards) for (clause, text), cards in groups.items()]

    def red(card: Card) -> bool:
        return card.suit in (Suit.HEARTS, Suit.DIAMONDS)

    def section_first(section: Section) -> int:
        return section.steps[0].index if section.steps else -1

    def section_last(section: Section) -> int:
        return section.steps[-1].index if section.steps else -1

    def played(step: Step) -> bool:
        return step.card is not None and not step.pending

    def code(text: str) -> Markup | str:
        """Inline code in Markdown when the text is a plain identifier, else escaped text."""
        if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", text):
            return Markup(f"`{text}`")
        return md_escape(text)

    return {
        "lang": lang,
        "code": code,
        "decision": decision,
        "illegal_text": illegal,
        "grouped": grouped,
        "red": red,
        "first_index": section_first,
        "last_index": section_last,
        "played": played,
        "Seat": Seat,
        "Suit": Suit,
        "CardSet": CardSet,
        "view_id": view_id,
    }


def view_id(walk: Walk) -> str:
    """``T`` for the teacher's view, else the seat letter."""
    return "T" if walk.viewer is None else walk.viewer.letter


def render(w: Walkthrough, lang: str, fmt: str, seat: Seat | None = None) -> str:
    """The walkthrough as an HTML page (``html``) or MyST Markdown (``md``).

    With ``seat``, only that seat's view is written (nothing of the other hands).
    """
    language = Lang(lang)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (use {', '.join(FORMATS)})")
    env = _environment(fmt, language)
    views = w.views(only=seat)
    template = env.get_template(f"walkthrough.{fmt}.j2")
    text = template.render(w=w, views=views, lang_code=lang, only_seat=seat)
    if fmt == "md":
        text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
    return text


def render_text(walk: Walk, w: Walkthrough, lang: str, position: int, reasons: bool) -> str:
    """One stop of the terminal stepper: the section holding ``position`` (a step index)."""
    language = Lang(lang)
    env = _environment("txt", language)
    template = env.get_template("step.txt.j2")
    section, hand = _locate(walk, position)
    return template.render(
        w=w, walk=walk, section=section, hand=hand, position=position, reasons=reasons
    ).rstrip()


def _locate(walk: Walk, position: int) -> tuple[Section | None, Any]:
    for hand in walk.hands:
        for section in hand.sections:
            if section.steps and section.steps[0].index <= position <= section.steps[-1].index:
                return section, hand
    return None, walk.hands[0] if walk.hands else None


def file_name(w: Walkthrough, lang: str, fmt: str, seat: Seat | None = None) -> str:
    """A safe file name: ``seed-7.es.html``, ``scenario-follow-basic.fr.md``."""
    if w.scenario_id is not None:
        base = "scenario-" + re.sub(r"[^A-Za-z0-9_.-]+", "-", w.scenario_id).strip("-.")[:80]
    elif w.seed is None:
        base = "deal-" + hashlib.sha256(w.source.encode()).hexdigest()[:8]
    else:
        base = f"seed-{w.seed}"
    number = hand_number(w)
    if w.scenario_id is None and number != 1:
        base += f"-hand-{number}"
    if seat is not None:
        base += f"-{seat.letter}"
    return f"{base}.{lang}.{fmt}"


def hand_number(w: Walkthrough) -> int:
    """The number of the (first) hand the walkthrough shows."""
    return w.teacher.hands[0].number if w.teacher.hands else 1


def write(w: Walkthrough, lang: str, fmt: str, out_dir: Path, seat: Seat | None = None) -> Path:
    """Render and write whole (or not at all) into ``out_dir``; returns the path."""
    text = render(w, lang, fmt, seat)
    path = out_dir / file_name(w, lang, fmt, seat)
    write_atomic(path, text)
    # write_atomic's temporary file is private (0600); a page is for sharing (umask applies).
    umask = os.umask(0)
    os.umask(umask)
    path.chmod(0o666 & ~umask)
    return path
