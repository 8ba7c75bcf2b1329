"""Variant files: YAML read at the edge into a plain :class:`~hearts.engine.variant.Variant`.

A variant file is a flat mapping: ``name``, ``title``, ``description``, optionally
``base`` (a shipped variant or a file to start from) and the knobs. Without
``base`` every knob must be given. Three more keys are notes for readers, not rules
(:func:`load_notes` reads them; the engine never sees them):

``sources``
    a list of ``{source: ..., says: ...}`` (``url:`` optional): where the rules come
    from (a rule page, a book, an engine) and what each says;
``reading``
    where the sources differ, which reading the file takes and why;
``texts``
    the title and description in other languages, ``{it: {title: ..., description: ...}}``
    (a house variant's own translations; a shipped one's are in the ``rulecard`` catalog).

Errors name the file, the line and the key::

    variants/mine.yaml:7: pass_count: expected an integer, got 'three'

Only plain YAML is read (``yaml.SafeLoader``): tags that build Python objects are
refused.
"""

from __future__ import annotations

import difflib
import enum
import typing
from collections.abc import Iterable
from dataclasses import MISSING, dataclass, fields
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from hearts.cards import ALL_CARDS, Card, Suit
from hearts.engine.variant import MAX_PASS_CYCLE, TEXTS, Variant, default_cycle, knob_specs
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_YAML_BYTES, BadInput, read_text, shown
from hearts.plumbing.yamlsafe import PlainYamlError, compose, to_data
from hearts.variants import builtin_variant_names
from hearts.words import LANGUAGES

__all__ = [
    "Source",
    "VariantFileError",
    "VariantNotes",
    "builtin_variant_names",
    "did_you_mean",
    "dump_variant",
    "load_notes",
    "load_variant",
    "parse_notes",
    "parse_variant",
]

_META = TEXTS
_NOTES = ("sources", "reading", "texts")
"""Keys for readers (:class:`VariantNotes`): accepted by :func:`parse_variant`, read by
:func:`parse_notes`."""

OPTIONAL_KNOBS = frozenset(name for name, k in knob_specs().items() if k.optional)
"""Knobs a complete file (without ``base``) may leave out (declared ``optional`` on their
field): added later, their defaults are the card's rules, so every older variant file
still loads and plays unchanged."""


class VariantFileError(InputError):
    """A variant file that cannot be used: ``file:line: key: why``."""

    def __init__(
        self, path: str, line: int | None, key: str | None, why: str, cause: VariantFileError | None = None
    ) -> None:
        where = f"{shown(path, 200)}:{line}" if line is not None else shown(path, 200)
        what = f"{shown(key, 80)}: " if key else ""
        super().__init__(f"{where}: {what}{why}")
        self.path, self.line, self.key, self.why = path, line, key, why
        self.cause = cause
        """The error in the deepest file of a chain of bases (``None``: this one)."""


MAX_LIST_ITEMS = MAX_PASS_CYCLE
"""Longest list a knob takes (``pass_cycle``), checked before its items are read."""
MAX_POINT_ENTRIES = 52 + 4
"""Most entries of a ``points`` table: every card and every suit once."""
MAX_BASE_CHAIN = 16
"""Most variant files in a chain of ``base:`` (a file, its base, the base's base ...)."""


@cache
def _builtin_text(name: str) -> str | None:
    item = resources.files("hearts") / "variants" / f"{name}.yaml"
    return item.read_text(encoding="utf-8") if item.is_file() else None


def load_variant(name_or_path: str | Path, lenient: bool = False) -> Variant:
    """A shipped variant by name (``card-1.0.0``, ``web``, ...) or a variant file by path.

    Knob values that contradict each other, and a game that can never end, are
    refused (one line naming the knob) unless ``lenient``: ``hearts variant check``
    loads leniently and reports them as verdicts.
    """
    text = name_or_path if isinstance(name_or_path, str) else None
    if text is not None and not text.endswith((".yaml", ".yml")) and "/" not in text:
        builtin = _builtin_text(text)
        if builtin is None:
            raise VariantFileError(
                text,
                None,
                None,
                f"no such variant{did_you_mean(text, builtin_variant_names())} "
                f"(shipped: {', '.join(builtin_variant_names())}; or give a .yaml path)",
            )
        return _builtin_variant(text)
    path = Path(name_or_path)
    try:
        source = read_text(path, MAX_YAML_BYTES)
    except BadInput as err:
        raise VariantFileError(str(path), err.line, None, err.why) from None
    return parse_variant(source, str(path), base_dir=path.parent, lenient=lenient)


@cache
def _builtin_variant(name: str) -> Variant:
    """A shipped variant, parsed once (variants are immutable values)."""
    text = _builtin_text(name)
    assert text is not None
    return parse_variant(text, f"<builtin {name}>", None, (name,))


def _expected(tp: Any) -> str:
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return "one of " + ", ".join(str(m.value) for m in tp)
    return {bool: "true or false", int: "an integer", str: "a string"}.get(tp, str(tp))


def _point_table(key: str, node: yaml.Node, path: str) -> tuple[tuple[str, int], ...]:
    """``points``: a mapping of cards (``QS``, ``Q♠``) or whole suits (``hearts``, ``♥``) to points."""
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.MappingNode):
        raise VariantFileError(path, line, key, "expected a mapping of cards to points, e.g. {KS: 10, AS: 7}")
    if len(node.value) > MAX_POINT_ENTRIES:
        raise VariantFileError(
            path,
            line,
            key,
            f"{len(node.value)} entries (at most {MAX_POINT_ENTRIES}: the cards and the suits)",
        )
    table: dict[str, int] = {}
    for card_node, value_node in node.value:
        where = card_node.start_mark.line + 1
        name = str(card_node.value)
        value = _convert(f"{key}.{name}", int, value_node, path)
        assert isinstance(value, int)
        suit = _SUIT_WORDS.get(name.strip().lower())
        try:
            cards = (
                [c.format() for c in ALL_CARDS if c.suit is suit]
                if suit is not None  # Suit.CLUBS is 0
                else [Card.parse(name).format()]
            )
        except ValueError as err:
            raise VariantFileError(path, where, f"{key}.{name}", f"not a card or a suit ({err})") from None
        for card in cards:
            if card in table and suit is None:
                raise VariantFileError(path, where, f"{key}.{name}", "given twice")
            table[card] = value
    return tuple(sorted(table.items(), key=lambda kv: Card.parse(kv[0]).index))


_SUIT_WORDS = {
    **{s.name.lower(): s for s in Suit},
    **{s.symbol: s for s in Suit},
}


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean right?)`` for the closest of ``choices`` (difflib), or ``""``.

    >>> did_you_mean("rihgt", ["left", "right", "across"]), did_you_mean("xyz", ["left"])
    (' (did you mean right?)', '')
    """
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _convert(key: str, tp: Any, node: yaml.Node, path: str) -> object:
    if key == "points":
        return _point_table(key, node, path)
    line = node.start_mark.line + 1
    origin = typing.get_origin(tp)
    if origin is tuple:
        (inner, _ellipsis) = typing.get_args(tp)
        if not isinstance(node, yaml.SequenceNode):
            raise VariantFileError(path, line, key, f"expected a list of ({_expected(inner)})")
        if len(node.value) > MAX_LIST_ITEMS:
            raise VariantFileError(
                path, line, key, f"a list of {len(node.value)} items (at most {MAX_LIST_ITEMS})"
            )
        return tuple(_convert(key, inner, item, path) for item in node.value)
    if not isinstance(node, yaml.ScalarNode):
        raise VariantFileError(
            path, line, key, f"expected {_expected(tp)}, got a {type(node).__name__[:-4].lower()}"
        )
    if node.tag == "tag:yaml.org,2002:null" or node.value == "":
        raise VariantFileError(path, line, key, f"missing value (expected {_expected(tp)})")
    value = to_data(node)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(str(value))
        except ValueError:
            hint = did_you_mean(str(value), [str(m.value) for m in tp])
            raise VariantFileError(
                path, line, key, f"expected {_expected(tp)}, got {shown(repr(value), 60)}{hint}"
            ) from None
    if tp is bool and isinstance(value, bool):
        return value
    if tp is int and isinstance(value, int) and not isinstance(value, bool):
        return value
    if tp is str and isinstance(value, str):
        return value
    raise VariantFileError(path, line, key, f"expected {_expected(tp)}, got {shown(repr(value), 60)}")


def parse_variant(  # noqa: C901, PLR0912, PLR0915 (one branch per kind of knob value)
    source: str,
    path: str = "<variant>",
    base_dir: Path | None = None,
    _seen: tuple[str, ...] = (),
    lenient: bool = False,
) -> Variant:
    """Parse the text of a variant file. ``path`` is used in error messages.

    Unless ``lenient``, contradicting knob values and a game that can never end are
    refused (see :func:`load_variant`).
    """
    try:
        root = compose(source, path, controls=True)  # texts shown escaped (hearts.plumbing.inputs.shown)
    except PlainYamlError as err:
        raise VariantFileError(path, err.line, None, err.why) from None
    if not isinstance(root, yaml.MappingNode):
        line = root.start_mark.line + 1 if root is not None else None
        raise VariantFileError(path, line, None, "a variant file is a mapping of knobs to values")
    hints = typing.get_type_hints(Variant)
    known = {f.name: f for f in fields(Variant)}
    values: dict[str, object] = {}
    lines: dict[str, int] = {}
    base: Variant | None = None
    for key_node, value_node in root.value:
        line = key_node.start_mark.line + 1
        if not isinstance(key_node, yaml.ScalarNode):
            raise VariantFileError(path, line, None, "a key must be a name, not a list or a mapping")
        key = str(key_node.value)
        if key in values or key in lines:
            raise VariantFileError(path, line, key, "given twice")
        lines[key] = line
        if key in _NOTES:
            continue  # checked by parse_notes below
        if key == "base":
            base_name = _convert(key, str, value_node, path)
            assert isinstance(base_name, str)
            if base_name in _seen:
                raise VariantFileError(path, line, key, f"circular base {shown(base_name, 80)!r}")
            if len(_seen) >= MAX_BASE_CHAIN:
                raise VariantFileError(
                    path, line, key, f"more than {MAX_BASE_CHAIN} files in a chain of bases"
                )
            try:
                base = _load_base(base_name, base_dir, (*_seen, base_name))
            except VariantFileError as err:
                # The first file and the cause, however long the chain: never a message per level.
                cause = err.cause or err
                raise VariantFileError(
                    path, line, key, f"cannot use base {shown(base_name, 80)!r}: {cause}", cause
                ) from None
            continue
        if key not in known:
            raise VariantFileError(path, line, key, f"unknown key{did_you_mean(key, sorted(known))}")
        values[key] = _convert(key, hints[key], value_node, path)
    if "name" not in values:
        raise VariantFileError(path, root.start_mark.line + 1, "name", "missing (every variant has a name)")
    if base is None:
        missing = [
            f.name
            for f in fields(Variant)
            if f.name not in values
            and f.name not in _META[1:]
            and f.name not in OPTIONAL_KNOBS
            and f.default is not MISSING
        ]
        if missing:
            raise VariantFileError(
                path,
                root.end_mark.line + 1,
                missing[0],
                "missing (give every knob, or start from a shipped one with 'base:')",
            )
    start = base if base is not None else Variant()
    try:
        merged = {f.name: getattr(start, f.name) for f in fields(Variant)}
        merged.update(values)
        players = merged["players"]
        if "pass_cycle" not in values and isinstance(players, int) and players != start.players:
            merged["pass_cycle"] = default_cycle(players)  # PASS-CYCLE: the size's own cycle
        if base is not None:
            merged.setdefault("title", str(values["name"]))
            if "title" not in values:
                merged["title"] = str(values["name"])
            if "description" not in values:
                merged["description"] = ""
        variant = Variant(**merged)
    except ValueError as err:
        key, _, why = str(err).partition(": ")
        raise VariantFileError(path, lines.get(key), key, why) from None
    parse_notes(source, path)  # a broken note is refused like a broken knob
    if not lenient:
        _refuse_unusable(variant, path, lines)
    return variant


# ------------------------------------------------------------------------ notes


@dataclass(frozen=True, slots=True)
class Source:
    """One source of a variant's rules: its name (a page, a book, an engine), what it says, a URL."""

    source: str
    says: str
    url: str = ""


@dataclass(frozen=True, slots=True)
class VariantNotes:
    """What a variant file tells its readers besides the rules (``sources``, ``reading``, ``texts``)."""

    sources: tuple[Source, ...] = ()
    reading: str = ""
    """Where the sources differ: which reading the file takes, and why."""
    texts: tuple[tuple[str, str, str], ...] = ()
    """``(language, title, description)`` given by the file itself."""

    def text(self, lang: str) -> tuple[str, str] | None:
        """The file's own title and description in ``lang``, or ``None``."""
        return next(((t, d) for code, t, d in self.texts if code == lang), None)


def _plain(node: yaml.Node, path: str, key: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or not isinstance(to_data(node), str) or not node.value.strip():
        raise VariantFileError(path, node.start_mark.line + 1, key, "expected a text")
    return " ".join(str(node.value).split())


def _fields_of(node: yaml.Node, path: str, key: str, allowed: tuple[str, ...]) -> dict[str, str]:
    if not isinstance(node, yaml.MappingNode):
        raise VariantFileError(
            path, node.start_mark.line + 1, key, f"expected a mapping with {', '.join(allowed)}"
        )
    out: dict[str, str] = {}
    for k_node, v_node in node.value:
        name = str(k_node.value)
        if name not in allowed:
            why = f"unknown key (expected {', '.join(allowed)})"
            raise VariantFileError(path, k_node.start_mark.line + 1, f"{key}.{name}", why)
        out[name] = _plain(v_node, path, f"{key}.{name}")
    return out


def parse_notes(source: str, path: str = "<variant>") -> VariantNotes:
    r"""The notes of a variant file (its ``sources``, ``reading`` and ``texts``), checked.

    >>> notes = parse_notes("name: x\nsources:\n- {source: GNOME Hearts, says: Q♠ 25}\n"
    ...                     "texts: {it: {title: Il nostro tavolo}}")
    >>> notes.sources[0].source, notes.text("it")
    ('GNOME Hearts', ('Il nostro tavolo', ''))
    """
    try:
        root = compose(source, path, controls=True)
    except PlainYamlError as err:
        raise VariantFileError(path, err.line, None, err.why) from None
    if not isinstance(root, yaml.MappingNode):
        return VariantNotes()
    found = {str(k.value): v for k, v in root.value if isinstance(k, yaml.ScalarNode)}
    sources: list[Source] = []
    node = found.get("sources")
    if node is not None:
        if not isinstance(node, yaml.SequenceNode):
            raise VariantFileError(
                path, node.start_mark.line + 1, "sources", "expected a list of {source, says}"
            )
        for i, item in enumerate(node.value):
            got = _fields_of(item, path, f"sources[{i}]", ("source", "says", "url"))
            for needed in ("source", "says"):
                if needed not in got:
                    raise VariantFileError(
                        path, item.start_mark.line + 1, f"sources[{i}].{needed}", "missing"
                    )
            sources.append(Source(got["source"], got["says"], got.get("url", "")))
    reading = _plain(found["reading"], path, "reading") if "reading" in found else ""
    texts: list[tuple[str, str, str]] = []
    node = found.get("texts")
    if node is not None:
        if not isinstance(node, yaml.MappingNode):
            raise VariantFileError(path, node.start_mark.line + 1, "texts", "expected a mapping of languages")
        for lang_node, value in node.value:
            lang = str(lang_node.value)
            if lang not in LANGUAGES:
                why = f"not a language of the card (use {', '.join(LANGUAGES)})"
                raise VariantFileError(path, lang_node.start_mark.line + 1, f"texts.{lang}", why)
            got = _fields_of(value, path, f"texts.{lang}", ("title", "description"))
            texts.append((lang, got.get("title", ""), got.get("description", "")))
    return VariantNotes(tuple(sources), reading, tuple(texts))


def load_notes(name_or_path: str | Path) -> VariantNotes:
    """The notes of a shipped variant (by name) or of a variant file (by path)."""
    text = name_or_path if isinstance(name_or_path, str) else None
    if text is not None and not text.endswith((".yaml", ".yml")) and "/" not in text:
        builtin = _builtin_text(text)
        return _builtin_notes(text) if builtin is not None else VariantNotes()
    path = Path(name_or_path)
    try:
        source = read_text(path)
    except BadInput as err:
        raise VariantFileError(str(path), err.line, None, err.why) from None
    return parse_notes(source, str(path))


@cache
def _builtin_notes(name: str) -> VariantNotes:
    text = _builtin_text(name)
    assert text is not None
    return parse_notes(text, f"<builtin {name}>")


_SCORING_KNOBS = (
    "points",
    "heart_points",
    "queen_points",
    "jack_of_diamonds_points",
    "moon_scoring",
    "moon_points",
)


def _refuse_unusable(variant: Variant, path: str, lines: dict[str, int]) -> None:
    """Contradictions and a game that can never end, as a one-line error naming the knob."""
    for key, why in variant.contradictions():
        raise VariantFileError(path, lines.get(key), key, why)
    endless = variant.never_ends()
    if endless is not None:
        key = next((k for k in _SCORING_KNOBS if k in lines), _SCORING_KNOBS[0])
        raise VariantFileError(path, lines.get(key), key, f"the game can never end: {endless[1]}")


def dump_variant(variant: Variant) -> str:
    """A variant as a complete variant file (every knob written out)."""
    data: dict[str, object] = {"name": variant.name, "title": variant.title}
    if variant.description:
        data["description"] = variant.description
    data.update(variant.knobs())
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def _load_base(name: str, base_dir: Path | None, seen: tuple[str, ...]) -> Variant:
    if name.endswith((".yaml", ".yml")):
        path = (base_dir or Path(".")) / name
        try:
            source = read_text(path, MAX_YAML_BYTES)
        except BadInput as err:
            raise VariantFileError(str(path), err.line, None, err.why) from None
        return parse_variant(source, str(path), path.parent, seen, lenient=True)
    text = _builtin_text(name)
    if text is None:
        hint = did_you_mean(name, builtin_variant_names())
        raise VariantFileError(name, None, None, f"no such shipped variant{hint}")
    return parse_variant(text, f"<builtin {name}>", None, seen)
