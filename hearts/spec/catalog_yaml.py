"""Reading phrase catalogs (``hearts/spec/phrases/<lang>.yaml``) into :class:`~hearts.spec.catalog.Catalog`.

Every problem is one line, ``file:line: field: why`` (:class:`CatalogError`).

>>> cat = load_catalog("en")
>>> cat.parse_cards("Q♠, ten of hearts and the 2 of clubs").format(symbols=True)
'2♣ Q♠ 10♥'
>>> [m.step for m in cat.match("North holds 2♣ 7♣")]
['holds']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import parse  # type: ignore[import-untyped]
import yaml

from hearts.cards import Rank, Seat, Suit
from hearts.engine.variant import PassDirection
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import BadInput, read_text
from hearts.plumbing.yamlsafe import compose, entries, get, key_node, to_data, where
from hearts.spec.catalog import PLACEHOLDER_TYPES, Catalog, Phrase, placeholder_type
from hearts.words import LANGUAGES, names

__all__ = ["CatalogError", "builtin_languages", "load_catalog", "load_catalogs", "parse_catalog"]

_PLACEHOLDER = re.compile(r"\{([a-z_]+?)(\d*)\}")


class CatalogError(InputError):
    """A phrase catalog that cannot be used: ``file:line: field: why``."""

    def __init__(self, path: str, line: int | None, key: str | None, why: str) -> None:
        where_ = f"{path}:{line}" if line is not None else path
        what = f"{key}: " if key else ""
        super().__init__(f"{where_}: {what}{why}")
        self.path, self.line, self.key, self.why = path, line, key, why


def _words(value: Any, path: str, line: int | None, key: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str | int) and str(v).strip() for v in value):
        raise CatalogError(path, line, key, "expected a word or a list of words")
    return tuple(str(v).strip() for v in value)


def _alternation(words: Iterable[str]) -> str:
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


class _Mapping:
    """A mapping of the catalog and its file, for messages (the nodes are read by
    :mod:`hearts.plumbing.yamlsafe`)."""

    def __init__(self, node: yaml.Node, path: str, key: str | None) -> None:
        if not isinstance(node, yaml.MappingNode):
            raise CatalogError(path, where(node)[0], key, "expected a mapping")
        self.node, self.path = node, path

    def entries(self) -> Iterator[tuple[str, yaml.Node, int]]:
        return entries(self.node)

    def line(self, key: str) -> int:
        return where(key_node(self.node, key) or self.node)[0]

    def get(self, key: str, required: bool = True) -> tuple[Any, int | None] | None:
        value = get(self.node, key)
        if value is None:
            if required:
                raise CatalogError(self.path, where(self.node)[0], key, "missing")
            return None
        return to_data(value), self.line(key)

    def sub(self, key: str) -> _Mapping:
        value = get(self.node, key)
        if value is None:
            raise CatalogError(self.path, where(self.node)[0], key, "missing")
        return _Mapping(value, self.path, key)


def _enum_words(
    mapping: _Mapping, keys: Mapping[str, Any], what: str, allow_empty: bool = False
) -> dict[Any, tuple[str, ...]]:
    out: dict[Any, tuple[str, ...]] = {}
    for key, node, line in mapping.entries():
        if key not in keys:
            raise CatalogError(mapping.path, line, what, f"unknown key {key!r} (use {', '.join(keys)})")
        value = to_data(node)
        if allow_empty and value in (None, []):
            out[keys[key]] = ()
        else:
            out[keys[key]] = _words(value, mapping.path, line, f"{what}.{key}")
    missing = [k for k in keys if keys[k] not in out]
    if missing:
        raise CatalogError(mapping.path, where(mapping.node)[0], what, f"missing {', '.join(missing)}")
    return out


def _numbered_seat(language: str, given: tuple[str, ...], path: str, line: int | None) -> str:
    """The numbered seat of a language, ``Asiento {number}``: the catalog's ``numbered_seat``
    (for a language :mod:`hearts.words` does not translate), else the translation catalogs'."""
    if given:
        pattern = given[0]
    elif language in LANGUAGES:
        pattern = _braced(names.seat_number(language))
    else:
        pattern = _braced(names.SEAT_NUMBER)
    if re.findall(r"\{(\w+)\}", pattern) != ["number"]:
        raise CatalogError(path, line, "numbered_seat", f"{pattern!r} must use {{number}} once")
    return pattern


def _braced(msgstr: str) -> str:
    """A gettext seat name as a catalog pattern: ``Asiento %(number)s`` -> ``Asiento {number}``."""
    return msgstr.replace("%(number)s", "{number}")


def _numbered_regex(pattern: str, articles: Iterable[str], number: str = "[1-9]") -> str:
    """The text of a numbered seat, after an optional article (``el asiento 2``, ``a 2. hely``);
    ``number`` is the regex of its number."""
    body = re.escape(pattern).replace(r"\{number\}", number).replace(r"\ ", r"\s+")
    heads = [re.escape(a) + ("" if a.endswith(("'", "’")) else r"\s+") for a in articles]
    return (f"(?:{'|'.join(heads)})?" if heads else "") + body


def _pattern(regex: str) -> Callable[[str], str]:
    def convert(text: str) -> str:
        return text

    convert.pattern = regex  # type: ignore[attr-defined]
    return convert


def _compile_phrase(
    step: str, text: str, line: int | None, path: str, types: Mapping[str, Callable[[str], str]]
) -> Phrase:
    names: list[str] = []

    def replace(m: re.Match[str]) -> str:
        name = m.group(1) + m.group(2)
        kind = placeholder_type(name)
        if kind not in PLACEHOLDER_TYPES:
            raise CatalogError(
                path,
                line,
                f"steps.{step}",
                f"unknown placeholder {{{name}}} (types: {', '.join(PLACEHOLDER_TYPES)})",
            )
        if name in names:
            raise CatalogError(path, line, f"steps.{step}", f"placeholder {{{name}}} appears twice")
        names.append(name)
        return "{" + name + ":" + kind + "_t}"

    fmt = _PLACEHOLDER.sub(replace, text)
    try:
        parser = parse.compile(fmt, extra_types=dict(types), case_sensitive=False)
    except (ValueError, KeyError) as err:
        raise CatalogError(path, line, f"steps.{step}", f"cannot read the phrase {text!r}: {err}") from None
    return Phrase(step, text, line, parser, tuple(names))


def parse_catalog(text: str, path: str, language: str | None = None) -> Catalog:
    """Read a catalog from YAML text; ``language`` (the file name) must match its ``language``."""
    node = compose(text, path)
    if node is None:
        raise CatalogError(path, None, None, "the catalog is empty")
    top = _Mapping(node, path, None)
    lang_value = top.get("language")
    assert lang_value is not None
    lang, lang_line = lang_value
    if not isinstance(lang, str) or not lang:
        raise CatalogError(path, lang_line, "language", "expected a language code")
    if language is not None and lang != language:
        raise CatalogError(path, lang_line, "language", f"{lang!r} does not match the file name {language!r}")
    name_value = top.get("name", required=False)
    name = str(name_value[0]) if name_value else lang

    def words(key: str, required: bool = True) -> tuple[str, ...]:
        found = top.get(key, required)
        return _words(found[0], path, found[1], key) if found else ()

    seats = _enum_words(top.sub("seats"), {s.letter: s for s in Seat}, "seats")
    suits = _enum_words(top.sub("suits"), {s.letter: s for s in Suit}, "suits")
    ranks = _enum_words(top.sub("ranks"), _RANK_KEYS_BY_LABEL, "ranks", allow_empty=True)
    directions = _enum_words(top.sub("directions"), {d.value: d for d in PassDirection}, "directions")
    card_names = words("card_names")
    whole_suit = words("whole_suit")
    prefixes = words("prefixes", required=False)
    articles = words("articles", required=False)
    conjunctions = words("and")
    nothing = words("nothing")
    numbered_line = top.line("numbered_seat") if top.get("numbered_seat", required=False) else None
    numbered = _numbered_seat(lang, words("numbered_seat", required=False), path, numbered_line)
    numbered_re = _numbered_regex(numbered, articles)
    for key, patterns, needed in (
        ("card_names", card_names, {"rank", "suit"}),
        ("whole_suit", whole_suit, {"suit"}),
    ):
        for p in patterns:
            found = set(re.findall(r"\{(\w+)\}", p))
            if found != needed:
                raise CatalogError(
                    path, top.line(key), key, f"{p!r} must use exactly {{{'}, {'.join(sorted(needed))}}}"
                )

    rank_words = [w for ws in ranks.values() for w in ws] + [r.label for r in Rank]
    suit_words = [w for ws in suits.values() for w in ws]
    card_res = tuple(
        re.compile(
            re.escape(p)
            .replace(r"\{rank\}", f"(?P<rank>{_alternation(rank_words)})")
            .replace(r"\{suit\}", f"(?P<suit>{_alternation(suit_words)})")
            .replace(r"\ ", r"\s+"),
            re.IGNORECASE,
        )
        for p in card_names
    )
    suit_res = tuple(
        re.compile(
            re.escape(p).replace(r"\{suit\}", f"(?P<suit>{_alternation(suit_words)})").replace(r"\ ", r"\s+"),
            re.IGNORECASE,
        )
        for p in whole_suit
    )
    article_re = (
        re.compile(
            "^(?:"
            + "|".join(re.escape(a) + (r"" if a.endswith(("'", "’")) else r"\s+") for a in articles)
            + ")",
            re.IGNORECASE,
        )
        if articles
        else re.compile(r"(?!x)x")
    )
    split_re = re.compile(r"\s*,\s*|\s+" + _alternation(conjunctions) + r"\s+", re.IGNORECASE)

    types: dict[str, Callable[[str], str]] = {}
    for kind, regex in PLACEHOLDER_TYPES.items():
        if kind == "seat":
            regex = f"(?:{_alternation(w for ws in seats.values() for w in ws)}|{numbered_re})"
        elif kind == "direction":
            regex = _alternation(w for ws in directions.values() for w in ws)
        elif kind == "suit":
            regex = _alternation(suit_words)
        assert regex is not None
        types[kind + "_t"] = _pattern(regex)

    steps = top.sub("steps")
    phrases: dict[str, tuple[Phrase, ...]] = {}
    for step, node_, line in steps.entries():
        value = to_data(node_)
        texts = _words(value, path, line, f"steps.{step}")
        compiled = tuple(_compile_phrase(step, t, line, path, types) for t in texts)
        shapes = {tuple(sorted(p.names)) for p in compiled}
        if len(shapes) > 1:
            raise CatalogError(
                path, line, f"steps.{step}", "every phrase of a step needs the same placeholders"
            )
        phrases[step] = compiled
    return Catalog(
        language=lang,
        name=name,
        path=path,
        seats=seats,
        suits=suits,
        ranks=ranks,
        card_names=card_names,
        whole_suit=whole_suit,
        articles=articles,
        conjunctions=conjunctions,
        nothing=nothing,
        directions=directions,
        phrases=phrases,
        numbered_seat=numbered,
        _numbered_re=re.compile(_numbered_regex(numbered, articles, "(?P<number>[1-9])"), re.IGNORECASE),
        prefixes=tuple(p + ("" if p.endswith(("'", "’")) else " ") for p in prefixes),
        _card_res=card_res,
        _suit_res=suit_res,
        _article_re=article_re,
        _split_re=split_re,
    )


_RANK_KEYS_BY_LABEL = {r.label: r for r in Rank}


def builtin_languages() -> list[str]:
    """The languages whose catalogs ship in ``hearts/spec/phrases``."""
    folder = resources.files("hearts.spec") / "phrases"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml"))


@cache
def load_catalog(language: str) -> Catalog:
    """The shipped catalog of ``language``."""
    item = resources.files("hearts.spec") / "phrases" / f"{language}.yaml"
    if not item.is_file():
        raise CatalogError(
            f"phrases/{language}.yaml", None, None, f"no catalog (shipped: {', '.join(builtin_languages())})"
        )
    return parse_catalog(item.read_text(encoding="utf-8"), f"hearts/spec/phrases/{language}.yaml", language)


def load_catalogs(extra_dirs: Sequence[Path] = ()) -> dict[str, Catalog]:
    """The shipped catalogs, plus ``<lang>.yaml`` files in ``extra_dirs`` (which may add or replace)."""
    out = {lang: load_catalog(lang) for lang in builtin_languages()}
    for folder in extra_dirs:
        for path in sorted(Path(folder).glob("*.yaml")):
            try:
                text = read_text(path)
            except BadInput as err:
                raise CatalogError(str(path), err.line, None, err.why) from None
            out[path.stem] = parse_catalog(text, str(path), path.stem)
    return out
