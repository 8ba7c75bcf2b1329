"""Fill the jinja2 templates: one self-contained HTML page, MyST Markdown, or terminal text.

Every text comes from the ``walkthrough`` gettext domain (``jinja2.ext.i18n`` in the
templates, :class:`~hearts.words.lang.Lang` for values). Text that comes
from files (scenario and variant titles) is escaped: HTML through jinja2's
autoescape, Markdown by backslash-escaping every character that means something
to MyST.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from hearts.bots.decision import Decision, Fact
from hearts.cards import ALL_CARDS, Card, CardSet, Seat, Suit, svg
from hearts.engine.results import HandResult
from hearts.engine.rules import hand_points, rules_for
from hearts.engine.variant import Variant
from hearts.plumbing.atomic import output_in, slug, write_atomic
from hearts.plumbing.inputs import shown
from hearts.walkthrough.choices import FORMATS
from hearts.walkthrough.costs import EXACT_TRICKS
from hearts.walkthrough.export import to_json
from hearts.walkthrough.model import HandWalk, Illegal, Move, Section, Walk, Walkthrough
from hearts.walkthrough.quiz import Question, questions_of
from hearts.walkthrough.themes import THEMES
from hearts.walkthrough.whatif import COSTS_RULE, compared, cost_views
from hearts.words.lang import Lang, RenderedDecision
from hearts.words.pages import PAGE, PAGE_PLURALS
from hearts.words.reasons import NN_
from hearts.words.typeset import typeset

__all__ = ["FORMATS", "file_name", "md_escape", "render", "write"]


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


def _finalize_text(value: Any) -> Any:
    """Terminal text: control characters from files shown, never sent (newlines kept)."""
    return shown(value, len(value), lines=True) if isinstance(value, str) else value


class _MemoryBytecode(jinja2.BytecodeCache):
    """Compiled templates kept in memory, so each page does not compile them again."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


_COMPILED: dict[str, _MemoryBytecode] = {}
"""One cache per kind of environment (their options change the compiled code)."""


def _environment(kind: str, lang: Lang) -> jinja2.Environment:
    loader = jinja2.PackageLoader("hearts.walkthrough", "templates")
    cache = _COMPILED.setdefault(kind, _MemoryBytecode())
    env: jinja2.Environment
    if kind == "html":
        env = jinja2.Environment(
            loader=loader,
            bytecode_cache=cache,
            autoescape=True,
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
    elif kind == "md":
        env = jinja2.Environment(
            loader=loader,
            bytecode_cache=cache,
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
            bytecode_cache=cache,
            autoescape=False,
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            finalize=_finalize_text,
            trim_blocks=True,
            lstrip_blocks=True,
        )
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lang.gettext, lang.ngettext, newstyle=True, pgettext=lang.pgettext, npgettext=lang.npgettext
    )
    env.globals.update(_helpers(lang))
    env.globals["theme_note"] = lambda w: theme_note(w, lang)
    env.globals.update(words=PAGE, plurals=PAGE_PLURALS)  # the templates' sentences, by key
    return env


LESSON_HEADING = PAGE["questions_and_notes"]
ASK_ROOM = PAGE["ask_the_room"]
TEACHER_NOTE = PAGE["teacher_s_note"]
AT_STEP = PAGE["step_step"]
WHOLE_HAND = PAGE["the_whole_hand"]


@dataclass(frozen=True, slots=True)
class LessonItem:
    """A question or a note of the lesson, as a page prints it: every text is data (escaped)."""

    label: str
    step: int | None
    at: str
    lang: str
    """The language the text is written in (the page's, else the first it has)."""
    text: str


def lesson_items(w: Walkthrough, language: Lang) -> list[LessonItem]:
    """The lesson's questions then notes, each in the page's language when the teacher wrote it."""
    if w.lesson is None:
        return []
    out = []
    for label, items in ((ASK_ROOM, w.lesson.questions), (TEACHER_NOTE, w.lesson.notes)):
        for said in items:
            lang, text = said.text(language.code)
            at = (
                language.gettext(AT_STEP) % {"step": said.step} if said.step else language.gettext(WHOLE_HAND)
            )
            out.append(LessonItem(language.gettext(label), said.step, at, lang, text))
    return out


THEME_NOTE = PAGE["chosen_for_this_lesson_theme_clauses"]


def theme_note(w: Walkthrough, lang: Lang) -> str:
    """What the page was found for (``--find``), said at its last step; ``""`` for any other page."""
    if w.theme is None or w.theme not in THEMES:
        return ""
    theme = THEMES[w.theme]
    return typeset(
        lang.code,
        lang.gettext(THEME_NOTE) % {"theme": lang.gettext(theme.help), "clauses": ", ".join(theme.clauses)},
    )


def _helpers(lang: Lang) -> dict[str, Any]:  # noqa: C901 (the template helpers share one closure over the page's language)
    rendered: dict[int, tuple[Decision, RenderedDecision]] = {}

    def decision(d: Decision | None) -> RenderedDecision | None:
        """The decision in the page's language, worded once per page (the teacher's view and each
        seat's show the same decisions; the entry keeps ``d`` so that its id is not reused)."""
        if d is None:
            return None
        done = rendered.get(id(d))
        if done is None:
            done = rendered[id(d)] = (d, RenderedDecision.of(d, lang))
        return done[1]

    def illegal(i: Illegal) -> str:
        return lang.clause_text(i.reason, i.violation)

    def grouped(items: tuple[Illegal, ...]) -> list[tuple[str, str, Any]]:
        """Illegal cards grouped by clause and reason, in the order first met."""
        groups: dict[tuple[str, str], list[Card]] = {}
        for i in items:
            groups.setdefault((i.clause, illegal(i)), []).append(i.card)
        return [(clause, text, cards) for (clause, text), cards in groups.items()]

    def red(card: Card) -> bool:
        return card.suit in (Suit.HEARTS, Suit.DIAMONDS)

    def section_first(section: Section) -> int:
        return section.moves[0].index if section.moves else -1

    def section_last(section: Section) -> int:
        return section.moves[-1].index if section.moves else -1

    def played(step: Move) -> bool:
        return step.card is not None and not step.pending

    def code(text: str) -> Markup:
        """Inline code in Markdown when the text is a plain identifier, else escaped text."""
        if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", text):
            return Markup(f"`{text}`")
        return Markup(md_escape(text))  # escaped once: Markup is not escaped again

    def headline(step: Move) -> str | None:
        """The one sentence shown for a decision (the record's headline when it has one)."""
        d = decision(step.decision)
        if d is None:
            return None
        told = getattr(d, "headline", None)
        if isinstance(told, str) and told:
            return told
        return d.steps[-1].text if d.steps else None

    def card_picture(card: Card) -> Markup:
        """The card as a picture (:mod:`hearts.cards.svg`), drawn from the page's :func:`card_sheet`."""
        return Markup(svg.use(card, label=lang.card(card)))

    def card_sheet() -> Markup:
        """The 52 card faces, once per page, with the ranks as the language writes them."""
        return Markup(svg.symbols(ALL_CARDS, rank_label=lambda c: lang.rank(c.rank)))

    def sid(seat: Seat) -> str:
        """The seat in the page's attributes and classes: its letter at four seats, else its number."""
        return seat.label(lang.seats)

    def variant_title(variant: Variant) -> str | None:
        """The variant's title, in English pages only: variant files give English titles."""
        return variant.title if lang.code == "en" and variant.title else None

    return {
        "lang": lang,
        "code": code,
        "headline": headline,
        "decision": decision,
        "illegal_text": illegal,
        "grouped": grouped,
        "red": red,
        "first_index": section_first,
        "last_index": section_last,
        "played": played,
        "Seat": Seat,
        "table": Seat.at_table(lang.seats),
        "sid": sid,
        "Suit": Suit,
        "CardSet": CardSet,
        "view_id": view_id,
        "variant_title": variant_title,
        "card_picture": card_picture,
        "card_sheet": card_sheet,
        "quizzing": False,
    }


KITTY_TAKEN = NN_(
    *PAGE_PLURALS["seat_takes_the_kitty_too_cards"],
)
KITTY_DOWN = NN_(
    *PAGE_PLURALS["kitty_count_card_face_down_for"],
)
KITTY_DOWN_HEART = NN_(
    *PAGE_PLURALS["kitty_count_card_face_down_for_2"],
)
OUT_OF_PLAY = PAGE["out_of_play_deal_cards"]
TEAM_TOTALS = PAGE["team_totals_teams_teams"]
"""With teams: each team's total after the hand, the partners named together (``North–South 53``)."""


def kitty_taker(hand: HandWalk) -> tuple[Seat, CardSet, int] | None:
    """Who took the hand's kitty, its cards and the number of the trick it went with (the first,
    or with KITTY-FIRST-HEART the first with a heart in it); ``None``: not yet, or none."""
    for sec in hand.sections:
        if sec.kitty and sec.winner is not None:
            return sec.winner, sec.kitty, sec.number
    return None


def _table_globals(env: jinja2.Environment, w: Walkthrough, lang: Lang) -> None:
    """What the templates say of the table beyond the seats: the cards out of play, the kitty."""
    rules = rules_for(w.variant)

    def kitty_taken_text(sec: Section) -> str:
        cards = sec.kitty or CardSet()
        points = hand_points(cards.mask, rules.scoring)
        seat = lang.seat(sec.winner) if sec.winner is not None else "—"
        return lang.plural(KITTY_TAKEN, points) % {"seat": seat, "cards": lang.cards(cards), "points": points}

    def deck_lines(hand: HandWalk) -> list[str]:
        """The hand's cards out of play and its kitty, as sentences (Markdown and terminal text)."""
        lines = [lang.gettext(OUT_OF_PLAY) % {"cards": lang.cards(hand.out)}] if hand.out else []
        if rules.kitty_size:
            down = KITTY_DOWN_HEART if rules.kitty_on_heart else KITTY_DOWN
            lines.append(lang.plural(down, rules.kitty_size) % {"count": rules.kitty_size})
        return lines

    def team_line(result: HandResult) -> str:
        """TEAMS: the teams' totals after the hand, as a sentence ("" without teams)."""
        if not rules.teams or not result.team_scores:
            return ""
        teams = " · ".join(
            f"{'–'.join(lang.seat(Seat(seat)) for seat in team)} {total}"
            for team, total in zip(rules.teams, result.team_scores, strict=True)
        )
        return lang.gettext(TEAM_TOTALS) % {"teams": teams}

    env.globals.update(
        team_line=team_line,
        kitty_size=rules.kitty_size,
        kitty_on_heart=rules.kitty_on_heart,
        kitty_taker=kitty_taker,
        kitty_taken_text=kitty_taken_text,
        deck_lines=deck_lines,
    )


def view_id(walk: Walk) -> str:
    """``T`` for the teacher's view, else the seat's letter (its number at another table)."""
    return "T" if walk.viewer is None else walk.viewer.label(walk.seats)


def news(walks: list[Walk]) -> dict[int, dict[Seat, tuple[Fact, ...]]]:
    """Per section (by ``id``): what each bot knows that it did not know at the previous section.

    Uses the section's own ``news`` when the data gives it, else the difference of the
    remembered facts between consecutive sections.
    """
    out: dict[int, dict[Seat, tuple[Fact, ...]]] = {}
    for walk in walks:
        for hand in walk.hands:
            before: dict[Seat, tuple[Fact, ...]] = {}
            for sec in hand.sections:
                given = getattr(sec, "news", None)
                if isinstance(given, dict):
                    out[id(sec)] = {s: tuple(f) for s, f in given.items() if f}
                else:
                    fresh = {}
                    for seat, facts in sec.memory.items():
                        new = tuple(f for f in facts if f not in before.get(seat, ()))
                        if new:
                            fresh[seat] = new
                    out[id(sec)] = fresh
                before = dict(sec.memory)
    return out


def render(w: Walkthrough, lang: str, fmt: str, seat: Seat | None = None, quiz: bool = False) -> str:
    """The walkthrough as an HTML page (``html``), MyST Markdown (``md``) or data (``json``).

    With ``seat``, only that seat's view is written (nothing of the other hands).
    With ``quiz`` (HTML), the page asks for the card at each decision (of ``seat``, or
    of every seat in the teacher's view) before it shows the bot's.
    """
    if fmt == "json":
        return to_json(w, lang, seat)  # the walkthrough as data (hearts.walkthrough.export)
    language = Lang(lang, w.variant.players)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (use {', '.join(FORMATS)})")
    if quiz and fmt != "html":
        raise ValueError("a quiz is an HTML page (--format html)")
    env = _environment(fmt, language)
    _table_globals(env, w, language)
    views = w.views(only=seat, teacher=True) if not quiz else [w.seats[seat] if seat else w.teacher]
    fresh = news(views)
    env.globals["section_news"] = lambda sec: fresh.get(id(sec), {})
    asked = {q.move.index: q for q in questions_of(views[0].moves, seat)} if quiz else {}
    env.globals["quiz_data"] = lambda step: quiz_json(asked.get(step.index), language, w.variant.hand_size)
    env.globals["quizzing"] = quiz
    # The branches show every hand: in the teacher's page only, and never in a quiz (they answer it).
    items = compared(w, language) if seat is None and not quiz else []
    env.globals["what_if_items"] = items
    tables = cost_views(w, language) if seat is None and not quiz else []
    env.globals["cost_items"] = tables
    shown_costs = bool(tables) or any(c.costs is not None for c in items)
    env.globals["cost_rule"] = language.gettext(COSTS_RULE) % {"tricks": EXACT_TRICKS} if shown_costs else ""
    links: dict[int, list[tuple[str, str]]] = {}
    for c in items:
        if c.depth == 0:
            links.setdefault(c.step - 1, []).append((c.anchor, c.question))
    for t in tables:
        links.setdefault(t.step - 1, []).append((t.anchor, t.heading))
    env.globals["branch_links"] = lambda index: links.get(index, [])
    # A lesson's questions and notes: for the teacher's page (a note may give an answer away).
    env.globals["lesson_items"] = lesson_items(w, language) if seat is None and not quiz else []
    template = env.get_template(f"walkthrough.{fmt}.j2")
    texts = quiz_texts(language, seat, len(asked)) if quiz else None
    text = template.render(
        w=w,
        views=views,
        lang_code=lang,
        only_seat=seat,
        quiz={"intro": texts["intro"]} if texts else None,
        quiz_texts=texts,
        quiz_seat=seat,
    )
    if fmt == "md":
        text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
    return typeset(lang, text, html=fmt == "html")


def _where(lang: Lang, step: Move, trick: int) -> str:
    if step.phase == "pass":
        return lang.gettext(PAGE["passing"])
    return lang.gettext(PAGE["trick_number"]) % {"number": trick}


ASK_PASS = PAGE["your_turn_which_count_cards_would"]
ASK_PASS_TYPED = PAGE["your_turn_which_count_cards_would_2"]


def quiz_json(q: Question | None, lang: Lang, hand_size: int = 13) -> str | None:
    """What the page's script needs to ask ``q`` (``None``: no question here)."""
    if q is None:
        return None
    step = q.move
    d = RenderedDecision.of(step.decision, lang) if step.decision is not None else None
    told = getattr(d, "headline", None) if d is not None else None
    why = told if isinstance(told, str) and told else (d.steps[-1].text if d is not None and d.steps else "")
    seat = lang.seat(step.seat)
    if q.count > 1:
        ask = lang.gettext(ASK_PASS) % {"count": q.count, "seat": seat}
    elif step.phase == "pass":
        ask = lang.gettext(PAGE["your_turn_which_card_would_seat"]) % {"seat": seat}
    else:
        ask = lang.gettext(PAGE["your_turn_which_card_would_seat_2"]) % {"seat": seat}
    data = {
        "seat": step.seat.label(lang.seats),
        "ask": ask,
        "legal": [c.format() for c in q.legal],
        "refuse": {c.format(): refusal(lang, i) for c, i in q.refusals.items()},
        "bot": q.bot.format(),
        "bots": [c.format() for c in q.bot_cards],
        "count": q.count,
        "botName": lang.cards(q.bot_cards),
        "why": why,
        "costs": {c.format(): v for c, v in q.costs.items()},
        "cost": cost_text(lang, q.worlds) if q.costs else "",
        "worlds": q.worlds,
        "where": _where(lang, step, move_trick(step, hand_size)),
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def move_trick(step: Move, hand_size: int = 13) -> int:
    """The trick number of a play step, from the cards of the hand before it (the hand's size,
    13 at four seats, less the cards left, plus 1)."""
    if step.phase != "play" or step.hand is None:
        return 0
    return hand_size + 1 - len(step.hand)


def refusal(lang: Lang, i: Illegal) -> str:
    """Why a card is refused, with its clause, in the language: ``Q♠ … (FOLLOW): must follow ♣ …``."""
    if i.reason == "not-in-hand":
        return lang.gettext(PAGE["card_is_not_in_this_hand"]) % {"card": lang.card(i.card)}
    return lang.gettext(PAGE["card_is_not_allowed_now_clause"]) % {
        "card": lang.card(i.card),
        "clause": i.clause,
        "reason": lang.clause_text(i.reason, i.violation),
    }


def cost_text(lang: Lang, worlds: int) -> str:
    """Hard's estimate for the student's card and the bot's over ``worlds`` imagined deals, with
    the slots ``{mine}``, ``{mine_cost}``, ``{bot}``, ``{bot_cost}`` (the points the seat would end
    the hand with on average: those it has already taken are in both)."""
    text = lang.ngettext(
        *PAGE_PLURALS["the_hard_bot_s_estimate_over"],
        worlds,
    )
    return text % {"worlds": worlds, **{k: "{" + k + "}" for k in ("mine", "mine_cost", "bot", "bot_cost")}}


def points_text(lang: Lang, weighed: int) -> str:
    """The summary's estimate over the ``weighed`` answers Hard weighed, with the slot ``{points}``;
    when it weighed none, that there is no estimate (none was made)."""
    if weighed <= 0:
        return lang.gettext(PAGE["the_hard_bot_weighed_none_of"])
    text = lang.ngettext(
        *PAGE_PLURALS["points_your_choices_would_have_cost"],
        weighed,
    )
    return text % {"points": "{points}", "weighed": weighed}


PASS_SAME = PAGE["well_played_the_bot_passes_cards"]
PASS_DIFFER = PAGE["you_pass_mine_the_bot_passes"]
"""A pass is judged as a set (PASS): the cards in both, whatever order they were picked in."""


def quiz_texts(lang: Lang, seat: Seat | None, asked: int = 0) -> dict[str, str]:
    """The page's quiz sentences, with ``{name}`` slots its script fills in; ``points:N`` is the
    summary's estimate over N weighed answers, for N from 0 to ``asked`` (the questions)."""
    _ = lang.gettext
    intro = (
        _(PAGE["practice_at_each_decision_of_seat"]) % {"seat": lang.seat(seat)}
        if seat is not None
        else _(PAGE["practice_at_each_decision_choose_the"])
    )
    return {
        "intro": intro,
        "first": _(PAGE["choose_a_card_first_click_it"]),
        "type": _(PAGE["choose_a_card_first_type_it"]) % {"examples": lang.typing_examples()},
        "gone": _(PAGE["card_is_not_in_this_hand_2"]) % {"card": "{card}"},
        "same": _(PAGE["well_played_the_bot_chose_card"]) % {"card": "{card}"},
        "differ": _(PAGE["you_chose_mine_the_bot_chose"]) % {"mine": "{mine}", "bot": "{bot}"},
        "pass-same": _(PASS_SAME) % {"cards": "{cards}"},
        "pass-differ": _(PASS_DIFFER) % {"mine": "{mine}", "bot": "{bot}", "both": "{both}"},
        "title": _(PAGE["your_summary"]),
        "matched": _(PAGE["decisions_where_you_chose_the_bot"])
        % {"matched": "{matched}", "total": "{total}"},
        "look": _(PAGE["worth_a_second_look"]),
        "item": _(PAGE["where_you_chose_mine_the_bot"])
        % {"where": "{where}", "mine": "{mine}", "bot": "{bot}"},
        **{f"points:{n}": points_text(lang, n) for n in range(asked + 1)},
    }


def render_text(
    walk: Walk, w: Walkthrough, lang: str, position: int, reasons: bool, hide: bool = False
) -> str:
    """One stop of the terminal stepper: the section holding ``position`` (a step index).

    With ``hide``, the step at ``position`` is not shown yet (a quiz question): the
    table is as it was just before it.
    """
    language = Lang(lang, w.variant.players)
    env = _environment("txt", language)
    _table_globals(env, w, language)
    fresh = news([walk])
    env.globals["section_news"] = lambda sec: fresh.get(id(sec), {})
    template = env.get_template("step.txt.j2")
    section, hand = _locate(walk, position)
    shown: float = position - 0.5 if hide else position
    text = template.render(w=w, walk=walk, section=section, hand=hand, position=shown, reasons=reasons)
    return typeset(lang, text.rstrip())


def _locate(walk: Walk, position: int) -> tuple[Section | None, Any]:
    for hand in walk.hands:
        for section in hand.sections:
            if section.moves and section.moves[0].index <= position <= section.moves[-1].index:
                return section, hand
    return None, walk.hands[0] if walk.hands else None


def file_name(w: Walkthrough, lang: str, fmt: str, seat: Seat | None = None) -> str:
    """A safe file name: ``seed-7.es.html``, ``scenario-follow-basic.fr.md``."""
    if w.scenario_id is not None:
        base = "scenario-" + slug(w.scenario_id)
    elif w.seed is None:
        base = "deal-" + hashlib.sha256(w.source.encode()).hexdigest()[:8]
    else:
        base = f"seed-{w.seed}"
    number = hand_number(w)
    if w.scenario_id is None and number != 1:
        base += f"-hand-{number}"
    if seat is not None:
        base += f"-{seat.label(w.variant.players)}"
    return f"{base}.{lang}.{fmt}"


def hand_number(w: Walkthrough) -> int:
    """The number of the (first) hand the walkthrough shows."""
    return w.teacher.hands[0].number if w.teacher.hands else 1


def write(
    w: Walkthrough, lang: str, fmt: str, out_dir: Path, seat: Seat | None = None, quiz: bool = False
) -> Path:
    """Render and write whole (or not at all) into ``out_dir``; returns the path."""
    text = render(w, lang, fmt, seat, quiz)
    name = file_name(w, lang, fmt, seat)
    if quiz:
        name = name.replace(f".{lang}.{fmt}", f".quiz.{lang}.{fmt}")
    path = output_in(out_dir, name)
    write_atomic(path, text)
    # write_atomic's temporary file is private (0600); a page is for sharing (umask applies).
    umask = os.umask(0)
    os.umask(umask)
    path.chmod(0o666 & ~umask)
    return path
