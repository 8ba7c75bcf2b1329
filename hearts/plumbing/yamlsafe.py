"""Plain YAML only, with line numbers: the one way this project reads YAML files.

:func:`compose` parses text into nodes (which carry their line and column) and
refuses any tag outside the YAML core schema, so a file can never ask to build
Python objects; it also refuses, at the node, every value that could not be built
(``2023-02-29``, ``0x_``, ``!!bool maybe``, ``!!map x``, ``<<: 5``), keys that are not
texts (``1:``, ``true:``, ``~:``, a date), and documents larger than their budgets in
nodes and in characters once aliases are expanded. :func:`to_data` turns checked
nodes into plain Python data (and so never fails). The node helpers (:func:`get`,
:func:`key_node`, :func:`node_at`, :func:`duplicate_keys`, :func:`tokens`) find where
something is written, for ``file:line:col`` messages.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import yaml

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import (
    MAX_DEPTH,
    MAX_INT_DIGITS,
    MAX_YAML_BYTES,
    BadInput,
    check_text,
    control_character,
    shown,
)

__all__ = [
    "MAX_CHARACTERS",
    "MAX_NODES",
    "PlainYamlError",
    "compose",
    "duplicate_keys",
    "entries",
    "get",
    "key_node",
    "node_at",
    "path_text",
    "to_data",
    "tokens",
    "where",
]

MAX_NODES = 50_000
"""Most nodes a document may hold, and stand for once its aliases are expanded (an
alias bomb of a few lines stands for billions). The largest shipped file holds about
6,000; reading and checking 50,000 takes under a second."""

MAX_CHARACTERS = MAX_YAML_BYTES
"""Most characters of text (keys and values) a document may stand for once its aliases are
expanded: no more than the largest file read holds (a few lines of aliases to a long text
stand for gigabytes while the nodes stay few)."""

_TAG = "tag:yaml.org,2002:"
_STR, _INT, _MERGE = _TAG + "str", _TAG + "int", _TAG + "merge"
_SCALAR_TAGS = frozenset(
    _TAG + name for name in ("str", "int", "float", "bool", "null", "timestamp", "binary")
)
_KIND_OF_TAG = {_TAG + "map": yaml.MappingNode, _TAG + "seq": yaml.SequenceNode} | {
    tag: yaml.ScalarNode for tag in _SCALAR_TAGS
}
_READ_AS = {
    _TAG + "int": "an integer",
    _TAG + "float": "a number",
    _TAG + "bool": "true or false",
    _TAG + "null": "null",
    _TAG + "timestamp": "a date",
    _TAG + "binary": "base64 data",
}
_NODE_KIND = {yaml.MappingNode: "a mapping", yaml.SequenceNode: "a list", yaml.ScalarNode: "a value"}

_CORE_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp", "binary", "merge")
)


class PlainYamlError(InputError):
    """YAML that cannot be read: ``file:line:col: why``; a value's ``why`` starts with its
    field (``players.east: ...``), which is also :attr:`field`."""

    def __init__(
        self, path: str, line: int | None, column: int | None, why: str, field: str | None = None
    ) -> None:
        where_ = path if line is None else f"{path}:{line}" + ("" if column is None else f":{column}")
        if field:
            why = f"{shown(field, 80)}: {why}"
        super().__init__(f"{where_}: {why}")
        self.path, self.line, self.column, self.why, self.field = path, line, column, why, field


def where(node: yaml.Node) -> tuple[int, int]:
    """1-based (line, column) of a node."""
    return node.start_mark.line + 1, node.start_mark.column + 1


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return [n for pair in node.value for n in pair]


def _check_tags(node: yaml.Node, path: str, controls: bool = False) -> None:
    """Refuse tags outside the core schema, nesting deeper than MAX_DEPTH, recursive
    aliases, more than MAX_NODES nodes or MAX_CHARACTERS characters once aliases are
    expanded, integers longer than MAX_INT_DIGITS, control characters in texts, values
    that cannot be built and keys that are not texts. Each distinct node is visited
    once, without recursion, so an alias bomb is refused in milliseconds."""
    size: dict[int, int] = {}
    chars: dict[int, int] = {}
    depth: dict[int, int] = {}
    on_path: set[int] = set()
    merge_keys: set[int] = set()
    stack: list[tuple[yaml.Node, bool, str]] = [(node, False, "")]
    while stack:
        current, done, field = stack.pop()
        key = id(current)
        if done:
            on_path.discard(key)
            _measure(current, path, size, chars, depth)
            continue
        if key in size:
            continue
        if isinstance(current, yaml.ScalarNode):
            _check_scalar(current, path, controls, field, merge_key=key in merge_keys)
            size[key], chars[key], depth[key] = 1, len(current.value), 1
            continue
        if key in on_path:
            line, col = where(current)
            raise PlainYamlError(path, line, col, "an alias refers to a node that contains it", field)
        _check_tag(current, path, field)
        if isinstance(current, yaml.MappingNode):
            for key_node, value_node in current.value:
                _check_key(key_node, value_node, path, field)
                if key_node.tag == _MERGE:
                    merge_keys.add(id(key_node))
        on_path.add(key)
        stack.append((current, True, field))
        stack.extend(
            (child, False, child_field)
            for child, child_field in reversed(_fields_of_children(current, field))
            if id(child) not in size
        )


def _fields_of_children(node: yaml.Node, field: str) -> list[tuple[yaml.Node, str]]:
    """Each child of a list or mapping with its field as messages name it (``scenarios[3].id``;
    a key is named by its mapping, its value by the key)."""
    if isinstance(node, yaml.SequenceNode):
        return [(child, f"{field}[{i}]") for i, child in enumerate(node.value)]
    out: list[tuple[yaml.Node, str]] = []
    for key_node, value_node in node.value:
        name = str(key_node.value) if isinstance(key_node, yaml.ScalarNode) else "?"
        out += [(key_node, field), (value_node, f"{field}.{name}" if field else name)]
    return out


def _measure(
    node: yaml.Node, path: str, size: dict[int, int], chars: dict[int, int], depth: dict[int, int]
) -> None:
    """Size, characters and depth of a list or mapping from its children's (all measured)."""
    children = [id(c) for c in _children(node)]
    key = id(node)
    size[key] = 1 + sum(size[c] for c in children)
    chars[key] = sum(chars[c] for c in children)
    depth[key] = 1 + max((depth[c] for c in children), default=0)
    why = None
    if size[key] > MAX_NODES:
        why = f"too large once its aliases are expanded (more than {MAX_NODES} nodes)"
    elif chars[key] > MAX_CHARACTERS:
        why = f"too large once its aliases are expanded (more than {MAX_CHARACTERS} characters)"
    elif depth[key] > MAX_DEPTH:
        why = f"nested more than {MAX_DEPTH} levels deep"
    if why is not None:
        line, col = where(node)
        raise PlainYamlError(path, line, col, why)


def _check_tag(node: yaml.Node, path: str, field: str) -> None:
    if node.tag not in _CORE_TAGS:
        line, col = where(node)
        raise PlainYamlError(
            path, line, col, f"tag {shown(node.tag, 60)!r} is not allowed (plain YAML only)", field
        )
    _check_buildable(node, path, field)


def _check_scalar(node: yaml.ScalarNode, path: str, controls: bool, field: str, *, merge_key: bool) -> None:
    """A value: its tag and whether it can be built (plain texts, most of them, skip both),
    integers longer than MAX_INT_DIGITS, control characters in a text unless ``controls``."""
    if node.tag != _STR:
        if node.tag == _INT and len(node.value.lstrip("+-")) > MAX_INT_DIGITS:
            line, col = where(node)
            raise PlainYamlError(
                path, line, col, f"an integer of {len(node.value)} digits (at most {MAX_INT_DIGITS})", field
            )
        if not merge_key:  # a merge key is checked with its mapping (_check_key)
            _check_tag(node, path, field)
    bad = None if controls else control_character(node.value)
    if bad is not None:
        line, col = where(node)
        why = f"the control character {shown(bad)} in a text (it would act on terminals)"
        raise PlainYamlError(path, line, col, why, field)


_BUILDER = yaml.constructor.SafeConstructor()


def _check_buildable(node: yaml.Node, path: str, field: str) -> None:
    """Refuse a node whose tag does not fit its kind (``!!map x``, ``!!int [1]``) or a value
    its tag cannot be built from (``2023-02-29``, ``0x_``, ``!!int +``, ``!!bool maybe``,
    ``!!binary "?"``), at the node. Each value is built here by PyYAML's own constructor for
    its tag, and whatever that raises (ValueError, IndexError on a sign alone, ...) is this
    one refusal: the class of values PyYAML cannot build, not a list of them."""
    kind = _KIND_OF_TAG.get(node.tag)
    if kind is not None and not isinstance(node, kind):
        line, col = where(node)
        raise PlainYamlError(
            path,
            line,
            col,
            f"the tag !!{node.tag.removeprefix(_TAG)} is for {_NODE_KIND[kind]}, "
            f"not for {_NODE_KIND[type(node)]}",
            field,
        )
    if node.tag == _MERGE:
        line, col = where(node)
        raise PlainYamlError(path, line, col, "'<<' (a merge) may only be a key: put it in quotes", field)
    what = _READ_AS.get(node.tag)
    if what is None:
        return
    try:
        _BUILDER.yaml_constructors[node.tag](_BUILDER, node)  # a scalar's: nothing kept
    except Exception:  # any failure to build the value is this refusal
        line, col = where(node)
        raise PlainYamlError(
            path, line, col, f"{shown(node.value, 40)!r} cannot be read as {what}", field
        ) from None


def _check_key(key: yaml.Node, value: yaml.Node, path: str, field: str) -> None:
    """A key is a text (``1``, ``true``, ``null`` or a date would be built as something
    else); ``<<`` (a merge) takes a mapping or a list of mappings."""
    line, col = where(key)
    if not isinstance(key, yaml.ScalarNode):
        raise PlainYamlError(path, line, col, "a key must be a plain value, not a list or a mapping", field)
    if key.tag == _MERGE:
        merged = value.value if isinstance(value, yaml.SequenceNode) else [value]
        if not all(isinstance(item, yaml.MappingNode) for item in merged):
            raise PlainYamlError(
                path, line, col, "'<<' (a merge) takes a mapping or a list of mappings", field
            )
        return
    if key.tag != _STR:
        raise PlainYamlError(
            path,
            line,
            col,
            f"the key {shown(key.value, 40)!r} is read as {_READ_AS.get(key.tag, 'a value')}, "
            "not a text: put it in quotes",
            field,
        )


# libyaml's parser when PyYAML was built with it (about ten times faster), else Python's.
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


_NODE_EVENTS = (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)


def _count_nodes(text: str, path: str) -> None:
    """Refuse a document of more than MAX_NODES nodes from its parse events, before the
    nodes are built (building them is most of the time, and it grows with the count)."""
    count = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, _NODE_EVENTS):
            count += 1
            if count > MAX_NODES:
                mark = event.start_mark
                line, col = (mark.line + 1, mark.column + 1) if mark is not None else (None, None)
                raise PlainYamlError(
                    path, line, col, f"more than {MAX_NODES} nodes (values, lists and mappings)"
                )


def compose(text: str, path: str, *, controls: bool = False) -> yaml.Node | None:
    """Parse one YAML document into nodes; ``None`` for an empty document.

    Texts holding control characters are refused unless ``controls`` (variant files:
    every output shows their texts with the control characters escaped)."""
    try:
        text = check_text(text, path, MAX_YAML_BYTES)
    except BadInput as err:
        raise PlainYamlError(path, err.line, err.column, err.why) from None
    try:
        if len(text) > MAX_NODES:  # a node takes a character at least: only then can there be too many
            _count_nodes(text, path)
        node = yaml.compose(text, Loader=_LOADER)
    except RecursionError:
        raise PlainYamlError(path, None, None, f"nested more than {MAX_DEPTH} levels deep") from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark
        line = mark.line + 1 if mark is not None else None
        col = mark.column + 1 if mark is not None else None
        raise PlainYamlError(path, line, col, f"not valid YAML: {err.problem}") from None
    except yaml.reader.ReaderError as err:  # a character YAML does not read (a raw escape, ...)
        before = text[: err.position]
        line, col = before.count("\n") + 1, err.position - before.rfind("\n")
        bad = shown(chr(err.character)) if isinstance(err.character, int) else "a character"
        raise PlainYamlError(
            path, line, col, f"{bad}: a character YAML does not allow (a control character?)"
        ) from None
    except yaml.YAMLError as err:
        raise PlainYamlError(path, None, None, f"not valid YAML: {err}") from None
    if node is not None:
        _check_tags(node, path, controls)
    return node


def to_data(node: yaml.Node) -> Any:
    """Plain Python data (dict, list, str, int, float, bool, None) from checked nodes.

    Built straight from the nodes (no round trip through text), so it is cheap to call
    on any part of a document that :func:`compose` has checked.
    """
    return yaml.constructor.SafeConstructor().construct_document(node)


# ----------------------------------------------------------------- nodes (one home for every reader)


def get(node: yaml.Node | None, key: str) -> yaml.Node | None:
    """The value node of ``key`` in a mapping node (``None`` if absent or not a mapping)."""
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            if k.value == key:
                found: yaml.Node = v
                return found
    return None


def key_node(node: yaml.Node | None, key: str) -> yaml.Node | None:
    """The key node of ``key`` in a mapping node (where the key itself is written)."""
    if isinstance(node, yaml.MappingNode):
        for k, _v in node.value:
            if k.value == key:
                found: yaml.Node = k
                return found
    return None


def node_at(root: yaml.Node, path: Sequence[str | int]) -> yaml.Node:
    """The deepest node along a JSON path (``["scenarios", 3, "expect"]``), for messages."""
    node = root
    for part in path:
        child: yaml.Node | None = None
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            child = get(node, part)
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            child = node.value[part]
        if child is None:
            break
        node = child
    return node


def duplicate_keys(node: yaml.Node) -> Iterator[tuple[yaml.Node, str]]:
    """``(key node, key)`` for every key given twice in a mapping, at any depth."""
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode):
                if k.value in seen:
                    yield k, k.value
                seen.add(k.value)
            yield from duplicate_keys(v)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from duplicate_keys(item)


def tokens(node: yaml.Node) -> Iterator[tuple[str, int, int]]:
    """``(token, line, col)`` for each space- or comma-separated token of a string or list of strings."""
    items = node.value if isinstance(node, yaml.SequenceNode) else [node]
    for item in items:
        if not isinstance(item, yaml.ScalarNode):
            continue
        line, col = where(item)
        one_line = item.start_mark.line == item.end_mark.line
        shift = 1 if item.style in ("'", '"') else 0
        text = str(item.value)
        pos = 0
        for token in text.replace(",", " ").split():
            pos = text.index(token, pos)
            yield token, line, (col + shift + pos) if one_line else col
            pos += len(token)


def path_text(path: Sequence[str | int]) -> str:
    """A JSON path as it is written in messages: ``scenarios[3].expect``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "file"


def entries(node: yaml.Node | None) -> Iterator[tuple[str, yaml.Node, int]]:
    """``(key, value node, line of the key)`` for each entry of a mapping node, in file order."""
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            yield str(k.value), v, where(k)[0]
