"""Plain YAML only, with line numbers: the one way this project reads YAML files.

:func:`compose` parses text into nodes (which carry their line and column) and
refuses any tag outside the YAML core schema, so a file can never ask to build
Python objects. :func:`to_data` turns nodes into plain Python data. The node
helpers (:func:`get`, :func:`key_node`, :func:`node_at`, :func:`duplicate_keys`,
:func:`tokens`) find where something is written, for ``file:line:col`` messages.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import yaml

from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_INT_DIGITS,
    BadInput,
    check_text,
    control_character,
    shown,
)

__all__ = [
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

MAX_NODES = 1_000_000
"""Most nodes a document may stand for once its aliases are expanded (an alias bomb
of a few lines stands for billions)."""

_CORE_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp", "binary", "merge")
)


class PlainYamlError(InputError):
    """YAML that cannot be read: ``file:line:col: why``."""

    def __init__(self, path: str, line: int | None, column: int | None, why: str) -> None:
        where_ = path if line is None else f"{path}:{line}" + ("" if column is None else f":{column}")
        super().__init__(f"{where_}: {why}")
        self.path, self.line, self.column, self.why = path, line, column, why


def where(node: yaml.Node) -> tuple[int, int]:
    """1-based (line, column) of a node."""
    return node.start_mark.line + 1, node.start_mark.column + 1


def _check_tags(node: yaml.Node, path: str, controls: bool = False) -> None:  # noqa: C901 (one branch per YAML node kind and tag)
    """Refuse tags outside the core schema, nesting deeper than MAX_DEPTH, recursive
    aliases, more than MAX_NODES nodes once aliases are expanded and integers longer
    than MAX_INT_DIGITS, and control characters in texts. Each distinct node is visited
    once, without recursion, so an alias bomb is refused in milliseconds."""
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(node, False)]
    while stack:
        current, done = stack.pop()
        key = id(current)
        children: list[yaml.Node] = []
        if isinstance(current, yaml.SequenceNode):
            children = list(current.value)
        elif isinstance(current, yaml.MappingNode):
            children = [n for pair in current.value for n in pair]
        if done:
            on_path.discard(key)
            size[key] = 1 + sum(size[id(c)] for c in children)
            depth[key] = 1 + max((depth[id(c)] for c in children), default=0)
            if size[key] > MAX_NODES:
                line, col = where(current)
                raise PlainYamlError(
                    path, line, col, f"too large once its aliases are expanded (more than {MAX_NODES} nodes)"
                )
            if depth[key] > MAX_DEPTH:
                line, col = where(current)
                raise PlainYamlError(path, line, col, f"nested more than {MAX_DEPTH} levels deep")
            continue
        if key in size:
            continue
        if key in on_path:
            line, col = where(current)
            raise PlainYamlError(path, line, col, "an alias refers to a node that contains it")
        if current.tag not in _CORE_TAGS:
            line, col = where(current)
            raise PlainYamlError(
                path, line, col, f"tag {shown(current.tag)!r} is not allowed (plain YAML only)"
            )
        if (
            current.tag == "tag:yaml.org,2002:int"
            and isinstance(current, yaml.ScalarNode)
            and len(current.value.lstrip("+-")) > MAX_INT_DIGITS
        ):
            line, col = where(current)
            raise PlainYamlError(
                path, line, col, f"an integer of {len(current.value)} digits (at most {MAX_INT_DIGITS})"
            )
        if isinstance(current, yaml.ScalarNode) and not controls:
            bad = control_character(current.value)
            if bad is not None:
                line, col = where(current)
                raise PlainYamlError(
                    path,
                    line,
                    col,
                    f"the control character {shown(bad)} in a text (it would act on terminals)",
                )
        if isinstance(current, yaml.MappingNode):
            for key_node, _ in current.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    line, col = where(key_node)
                    raise PlainYamlError(
                        path, line, col, "a key must be a plain value, not a list or a mapping"
                    )
        on_path.add(key)
        stack.append((current, True))
        stack.extend((child, False) for child in reversed(children) if id(child) not in size)


# libyaml's parser when PyYAML was built with it (about ten times faster), else Python's.
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def compose(text: str, path: str, *, controls: bool = False) -> yaml.Node | None:
    """Parse one YAML document into nodes; ``None`` for an empty document.

    Texts holding control characters are refused unless ``controls`` (variant files:
    every output shows their texts with the control characters escaped)."""
    try:
        text = check_text(text, path, MAX_FILE_BYTES)
    except BadInput as err:
        raise PlainYamlError(path, err.line, err.column, err.why) from None
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except RecursionError:
        raise PlainYamlError(path, None, None, f"nested more than {MAX_DEPTH} levels deep") from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark
        line = mark.line + 1 if mark is not None else None
        col = mark.column + 1 if mark is not None else None
        raise PlainYamlError(path, line, col, f"not valid YAML: {err.problem}") from None
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
