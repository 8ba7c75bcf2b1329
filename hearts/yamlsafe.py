"""Plain YAML only, with line numbers: the one way this project reads YAML files.

:func:`compose` parses text into nodes (which carry their line and column) and
refuses any tag outside the YAML core schema, so a file can never ask to build
Python objects. :func:`to_data` turns nodes into plain Python data.
"""

from __future__ import annotations

from typing import Any

import yaml

from hearts.errors import InputError

__all__ = ["PlainYamlError", "compose", "to_data", "where"]

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


def _check_tags(node: yaml.Node, path: str) -> None:
    if node.tag not in _CORE_TAGS:
        line, col = where(node)
        raise PlainYamlError(path, line, col, f"tag {node.tag!r} is not allowed (plain YAML only)")
    if isinstance(node, yaml.SequenceNode):
        for item in node.value:
            _check_tags(item, path)
    elif isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _check_tags(key, path)
            _check_tags(value, path)


# libyaml's parser when PyYAML was built with it (about ten times faster), else Python's.
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def compose(text: str, path: str) -> yaml.Node | None:
    """Parse one YAML document into nodes; ``None`` for an empty document."""
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark
        line = mark.line + 1 if mark is not None else None
        col = mark.column + 1 if mark is not None else None
        raise PlainYamlError(path, line, col, f"not valid YAML: {err.problem}") from None
    except yaml.YAMLError as err:
        raise PlainYamlError(path, None, None, f"not valid YAML: {err}") from None
    if node is not None:
        _check_tags(node, path)
    return node


def to_data(node: yaml.Node) -> Any:
    """Plain Python data (dict, list, str, int, float, bool, None) from checked nodes."""
    return yaml.safe_load(yaml.serialize(node))
