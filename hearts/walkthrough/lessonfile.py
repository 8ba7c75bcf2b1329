"""Lesson files: a hand, its line, the branches a teacher asks about, questions and notes.

A lesson (YAML, schema ``lesson.schema.json`` beside this module, format ``hearts-lesson/1``) holds
everything needed to open it again on any machine: the variant (a shipped one by name, or written out
whole), the deal, the hand number and the totals before it, the bots and their seed, the main line
(every card passed and played), the branches (the variation tree ``--what-if`` makes: at a step of
its parent line, another card or pass set, then the bots play on; each with the line it gave when it
was saved), and questions and notes in any of the five languages. Nothing is searched when it opens.

A lesson is input from outside: it is read within :data:`MAX_LESSON_BYTES` (the size is known before
any parsing), as plain YAML (:mod:`hearts.plumbing.yamlsafe`: no tags, no control characters such as
terminal escape sequences), branches at most :data:`~hearts.walkthrough.branches.MAX_DEPTH` deep and
:data:`~hearts.walkthrough.branches.MAX_VARIATIONS` in all; every card is read and replayed on the
engine. Anything wrong is one :class:`LessonError`: ``FILE:LINE:COL: field: why``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

from hearts.cards import Card, NotationError
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import read_text
from hearts.plumbing.yamlsafe import PlainYamlError, compose, entries, get, to_data, tokens, where
from hearts.variants.files import builtin_variant_names, dump_variant, load_variant, parse_variant
from hearts.walkthrough.branches import MAX_DEPTH, MAX_VARIATIONS
from hearts.words import LANGUAGES

__all__ = [
    "FORMAT",
    "LEVELS",
    "MAX_LESSON_BYTES",
    "MAX_TEXT",
    "Branch",
    "LessonError",
    "LessonFile",
    "Said",
    "dump_lesson",
    "lesson_data",
    "parse_lesson",
    "read_lesson",
]

FORMAT = "hearts-lesson/1"
MAX_LESSON_BYTES = 256 * 1024
"""Largest lesson file read: a hand, 200 branches and notes in five languages fit in a tenth of it."""
MAX_TEXT = 4000
"""Longest question, note or title, in characters (a page of the teacher's words)."""
LEVELS = ("easy", "normal", "hard", "random")
_TOP = frozenset(
    {"format", "title", "source", "variant", "deal", "hand", "scores", "bots", "seed", "line", "branches"}
    | {"questions", "notes"}
)


class LessonError(PlainYamlError):
    """A lesson that cannot be opened: ``FILE:LINE:COL: field: why``, exit 2."""


@dataclass(frozen=True, slots=True)
class Said:
    """A question to ask the room, or a teacher's note: at a step of the main line (or about the
    whole lesson), in one or more languages."""

    step: int | None
    """The step number as the page counts it (1 is the first card), ``None``: the whole lesson."""
    texts: tuple[tuple[str, str], ...]
    """(language, text) pairs, in the order of :data:`hearts.words.LANGUAGES`."""

    def text(self, lang: str) -> tuple[str, str]:
        """The text in ``lang``, else in the first language it is written in: (language, text)."""
        own = dict(self.texts)
        if lang in own:
            return lang, own[lang]
        return self.texts[0]


@dataclass(frozen=True, slots=True)
class Branch:
    """At step ``step`` of its parent line, ``cards`` instead; the bots play on."""

    step: int
    cards: tuple[Card, ...]
    line: tuple[Card, ...] | None
    """The cards from the start of the hand as the branch went when saved (``None``: not saved)."""
    children: tuple[Branch, ...]
    at_line: int
    """Where the branch is written (for messages)."""

    @property
    def what_if(self) -> str:
        return f"{self.step}:{'+'.join(map(str, self.cards))}"


@dataclass(frozen=True, slots=True)
class LessonFile:
    where: str
    variant: Variant
    deal: Deal
    hand: int
    scores: tuple[int, ...]
    bots: tuple[str, ...]
    seed: int | str
    line: tuple[Card, ...]
    branches: tuple[Branch, ...] = ()
    questions: tuple[Said, ...] = ()
    notes: tuple[Said, ...] = ()
    titles: tuple[tuple[str, str], ...] = ()
    source: str = ""

    def paths(self) -> Iterator[tuple[Branch, str]]:
        """Each branch with its ``--what-if`` path (``12:9H/20:QS``), parents first."""

        def walk(branches: Sequence[Branch], prefix: str) -> Iterator[tuple[Branch, str]]:
            for b in branches:
                path = f"{prefix}/{b.what_if}" if prefix else b.what_if
                yield b, path
                yield from walk(b.children, path)

        yield from walk(self.branches, "")


class _Reader:
    """Reads one lesson document, each refusal naming the file, line, column and field."""

    def __init__(self, where_: str, root: yaml.Node) -> None:
        self.where = where_
        self.root = root
        self.count = 0

    def fail(self, node: yaml.Node | None, field: str, why: str) -> LessonError:
        line, col = where(node) if node is not None else (None, None)
        return LessonError(self.where, line, col, why, field)

    def need(self, name: str) -> yaml.Node:
        node = get(self.root, name)
        if node is None:
            raise self.fail(self.root, name, "missing (see the lesson schema, docs/lessons.md)")
        return node

    def scalar(self, node: yaml.Node, field: str, kind: type, what: str) -> Any:
        value = to_data(node) if isinstance(node, yaml.ScalarNode) else None
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise self.fail(node, field, f"expected {what}")
        return value

    def cards(self, node: yaml.Node, field: str) -> tuple[Card, ...]:
        if not isinstance(node, yaml.ScalarNode | yaml.SequenceNode):
            raise self.fail(node, field, "expected cards (QS AH 2C ...)")
        out = []
        for token, line, col in tokens(node):
            for part in token.split("+"):
                try:
                    out.append(Card.parse(part))
                except NotationError as err:
                    raise LessonError(self.where, line, col, str(err), field) from None
        return tuple(out)

    def texts(self, node: yaml.Node, field: str) -> tuple[tuple[str, str], ...]:
        if isinstance(node, yaml.ScalarNode):
            raise self.fail(node, field, "expected the text in each language, e.g. {en: ..., fr: ...}")
        found: dict[str, str] = {}
        for lang, value, _line in entries(node):
            if lang not in LANGUAGES:
                raise self.fail(value, f"{field}.{lang}", f"not a language of ours ({', '.join(LANGUAGES)})")
            text = self.scalar(value, f"{field}.{lang}", str, "a text")
            if len(text) > MAX_TEXT:
                raise self.fail(value, f"{field}.{lang}", f"{len(text)} characters, {MAX_TEXT} at most")
            found[lang] = text
        if not isinstance(node, yaml.MappingNode) or not found:
            raise self.fail(node, field, "expected the text in at least one language, e.g. {en: ...}")
        return tuple((lang, found[lang]) for lang in LANGUAGES if lang in found)


def _variant(r: _Reader) -> Variant:
    node = r.need("variant")
    if isinstance(node, yaml.ScalarNode):
        name = r.scalar(node, "variant", str, "a shipped variant's name, or the variant written out")
        if name not in builtin_variant_names():
            raise r.fail(node, "variant", f"no shipped variant {name[:40]!r} (write the variant out whole)")
        return load_variant(name)
    if not isinstance(node, yaml.MappingNode):
        raise r.fail(node, "variant", "expected a shipped variant's name, or the variant written out")
    text = yaml.safe_dump(to_data(node), sort_keys=False, allow_unicode=True)
    try:
        return parse_variant(text, "variant")
    except InputError as err:
        raise r.fail(node, "variant", str(err)) from None


def _said(r: _Reader, name: str, key: str, steps: int) -> tuple[Said, ...]:
    node = get(r.root, name)
    if node is None:
        return ()
    if not isinstance(node, yaml.SequenceNode):
        raise r.fail(node, name, f"expected a list of {{step: N, {key}: {{en: ...}}}}")
    out = []
    for i, item in enumerate(node.value):
        field = f"{name}[{i}]"
        step_node, text_node = get(item, "step"), get(item, key)
        if text_node is None:
            raise r.fail(item, f"{field}.{key}", "missing")
        step = None
        if step_node is not None:
            step = r.scalar(step_node, f"{field}.step", int, "a step number of the main line")
            if not 1 <= step <= steps:
                raise r.fail(step_node, f"{field}.step", f"the main line has steps 1 to {steps}, not {step}")
        out.append(Said(step, r.texts(text_node, f"{field}.{key}")))
    return tuple(out)


def _replay(r: _Reader, start: State, line: Sequence[Card], node: yaml.Node, field: str) -> list[State]:
    """Each state of ``line`` played from ``start`` (the state before each card, then the last)."""
    states = [start]
    state = start
    for i, card in enumerate(line):
        if state.phase not in (Phase.PASS, Phase.PLAY):
            raise r.fail(node, f"{field}[{i + 1}]", f"{card}: the hand is over after {i} steps")
        if not state.is_legal(card):
            raise r.fail(node, f"{field}[step {i + 1}]", _illegal(state, card))
        state = state.apply(card)
        states.append(state)
    return states


def _illegal(state: State, card: Card, where_: str = "") -> str:
    """Why the rules refuse ``card`` here, with the clause that refuses it."""
    v = state.why_illegal(card)
    why = f" ({v.clause}: {v.message})" if v is not None else ""
    return f"{card} is not a legal card for {state.to_act}{where_}{why}"


def _ended(state: State) -> bool:
    return state.phase not in (Phase.PASS, Phase.PLAY)


def _branches(
    r: _Reader, node: yaml.Node | None, parent: list[State], field: str, depth: int
) -> tuple[Branch, ...]:
    if node is None:
        return ()
    if not isinstance(node, yaml.SequenceNode):
        raise r.fail(node, field, "expected a list of branches ({step: N, play: CARD})")
    if depth > MAX_DEPTH:
        raise r.fail(node, field, f"branches nest {MAX_DEPTH} deep at most")
    out = []
    for i, item in enumerate(node.value):
        here = f"{field}[{i}]"
        r.count += 1
        if r.count > MAX_VARIATIONS:
            raise r.fail(item, here, f"{MAX_VARIATIONS} branches at most")
        step_node, play_node = get(item, "step"), get(item, "play")
        if step_node is None or play_node is None:
            raise r.fail(item, here, "a branch needs its step and its play (step: 12, play: 9H)")
        step = r.scalar(step_node, f"{here}.step", int, "a step number")
        steps = len(parent) - 1
        if not 1 <= step <= steps:
            raise r.fail(
                step_node,
                f"{here}.step",
                f"no decision {step}: the line it branches from has steps 1 to {steps}",
            )
        cards = r.cards(play_node, f"{here}.play")
        before = parent[step - 1]
        seat = before.to_act
        state = before
        for card in cards:
            if _ended(state) or state.to_act != seat or (len(cards) > 1 and state.phase is not Phase.PASS):
                raise r.fail(
                    play_node,
                    f"{here}.play",
                    f"{'+'.join(map(str, cards))}: {seat} has no such choice at step {step}",
                )
            if not state.is_legal(card):
                raise r.fail(play_node, f"{here}.play", _illegal(state, card, f" at step {step}"))
            state = state.apply(card)
        line_node = get(item, "line")
        line = r.cards(line_node, f"{here}.line") if line_node is not None else None
        states = parent
        if line is not None:
            assert line_node is not None
            states = _replay(r, parent[0], line, line_node, f"{here}.line")
            if tuple(line[step - 1 : step - 1 + len(cards)]) != cards:
                raise r.fail(
                    line_node, f"{here}.line", f"does not take {'+'.join(map(str, cards))} at step {step}"
                )
        children = get(item, "branches")
        if children is not None and line is None:
            raise r.fail(children, f"{here}.branches", "a branch of a branch needs its parent's line")
        out.append(
            Branch(
                step,
                cards,
                line,
                _branches(r, children, states, f"{here}.branches", depth + 1),
                where(item)[0],
            )
        )
    return tuple(out)


def parse_lesson(text: str, where_: str = "lesson") -> LessonFile:
    """A lesson from its text (``LessonError``: one line naming the file, line and field)."""
    try:
        root = compose(text, where_)
    except PlainYamlError as err:
        raise LessonError(where_, err.line, err.column, err.why) from None
    if not isinstance(root, yaml.MappingNode):
        raise LessonError(where_, 1, 1, f"expected a lesson (a mapping with format: {FORMAT})")
    r = _Reader(where_, root)
    for key, _value, line in entries(root):
        if key not in _TOP:
            raise LessonError(where_, line, 1, "not a field of a lesson (see docs/lessons.md)", key)
    fmt = r.need("format")
    if r.scalar(fmt, "format", str, FORMAT) != FORMAT:
        raise r.fail(fmt, "format", f"expected {FORMAT}")
    variant = _variant(r)
    rules = rules_for(variant)
    deal_node = r.need("deal")
    try:
        deal = Deal.parse(
            r.scalar(deal_node, "deal", str, "a deal (N:... E:... S:... W:...)"), rules.seats, rules.removed
        )
    except NotationError as err:
        raise r.fail(deal_node, "deal", str(err)) from None
    hand_node = r.need("hand")
    hand = r.scalar(hand_node, "hand", int, "a hand number")
    if not 1 <= hand <= 1000:
        raise r.fail(hand_node, "hand", "hands are numbered from 1 to 1000")
    scores = _numbers(r, "scores", rules.seats)
    bots_node = r.need("bots")
    bots = tuple(token for token, _l, _c in tokens(bots_node))
    if len(bots) != rules.seats or any(b not in LEVELS for b in bots):
        raise r.fail(
            bots_node, "bots", f"expected {rules.seats} levels (of {', '.join(LEVELS)}), one per seat"
        )
    seed_node = r.need("seed")
    seed = to_data(seed_node) if isinstance(seed_node, yaml.ScalarNode) else None
    if not isinstance(seed, int | str) or isinstance(seed, bool) or len(str(seed)) > 600:
        raise r.fail(seed_node, "seed", "expected the bots' seed: a number or a text")
    try:
        start = State.start(variant, None, hand, scores).deal(deal)
    except ValueError as err:
        raise r.fail(deal_node, "deal", str(err)) from None
    main_node = r.need("line")
    main = r.cards(main_node, "line")
    states = _replay(r, start, main, main_node, "line")
    if not _ended(states[-1]):
        raise r.fail(
            main_node, "line", f"the hand is not over after its {len(main)} steps: give the whole line"
        )
    branches = _branches(r, get(root, "branches"), states, "branches", 1)
    title = get(root, "title")
    source = get(root, "source")
    return LessonFile(
        where_,
        variant,
        deal,
        hand,
        scores,
        bots,
        seed,
        main,
        branches,
        _said(r, "questions", "ask", len(main)),
        _said(r, "notes", "text", len(main)),
        r.texts(title, "title") if title is not None else (),
        r.scalar(source, "source", str, "a text")[:200] if source is not None else "",
    )


def _numbers(r: _Reader, name: str, count: int) -> tuple[int, ...]:
    node = r.need(name)
    values = to_data(node) if isinstance(node, yaml.SequenceNode) else None
    if (
        not isinstance(values, list)
        or len(values) != count
        or not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**6 for v in values)
    ):
        raise r.fail(node, name, f"expected {count} whole numbers, one per seat")
    return tuple(values)


def read_lesson(path: str | os.PathLike[str]) -> LessonFile:
    """The lesson in the file ``path`` (its size bounded before it is read)."""
    name = os.fspath(path)
    try:
        text = read_text(path, MAX_LESSON_BYTES)
    except InputError as err:
        raise LessonError(name, None, None, str(err).removeprefix(f"{name}: ")) from None
    return parse_lesson(text, name)


def lesson_data(lesson: LessonFile) -> dict[str, Any]:
    """The lesson as plain data (what the YAML and the page's ``#lesson=`` link hold)."""

    def said(items: Sequence[Said], key: str) -> list[dict[str, Any]]:
        out = []
        for s in items:
            entry: dict[str, Any] = {} if s.step is None else {"step": s.step}
            entry[key] = dict(s.texts)
            out.append(entry)
        return out

    def branches(items: Sequence[Branch]) -> list[dict[str, Any]]:
        out = []
        for b in items:
            entry: dict[str, Any] = {"step": b.step, "play": "+".join(_ascii(b.cards))}
            if b.line is not None:
                entry["line"] = " ".join(_ascii(b.line))
            if b.children:
                entry["branches"] = branches(b.children)
            out.append(entry)
        return out

    v = lesson.variant
    shipped = v.name in builtin_variant_names() and load_variant(v.name).knobs() == v.knobs()
    data: dict[str, Any] = {"format": FORMAT}
    if lesson.titles:
        data["title"] = dict(lesson.titles)
    if lesson.source:
        data["source"] = lesson.source
    data["variant"] = v.name if shipped else yaml.safe_load(dump_variant(v))
    data.update(
        deal=lesson.deal.format(),
        hand=lesson.hand,
        scores=list(lesson.scores),
        bots=list(lesson.bots),
        seed=lesson.seed,
        line=" ".join(_ascii(lesson.line)),
    )
    if lesson.branches:
        data["branches"] = branches(lesson.branches)
    if lesson.questions:
        data["questions"] = said(lesson.questions, "ask")
    if lesson.notes:
        data["notes"] = said(lesson.notes, "text")
    return data


class _Dumper(yaml.SafeDumper):
    """Mappings one key a line; a list of plain values on one line (scores, bots)."""


def _mapping(dumper: yaml.SafeDumper, data: dict[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=False)


def _list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flat = all(not isinstance(x, dict | list) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flat)


_Dumper.add_representer(dict, _mapping)
_Dumper.add_representer(list, _list)


def _ascii(cards: Sequence[Card]) -> list[str]:
    """Cards as a lesson file writes them: QS 10H (letters, any keyboard types them again)."""
    return [c.format(symbols=False) for c in cards]


def dump_lesson(lesson: LessonFile) -> str:
    """The lesson file's text (YAML), which :func:`parse_lesson` reads back as ``lesson``."""
    head = f"# A Hearts lesson ({FORMAT}): hearts walkthrough --lesson FILE, hearts serve --lesson FILE\n"
    return head + yaml.dump(
        lesson_data(lesson), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100
    )
