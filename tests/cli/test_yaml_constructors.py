"""Every YAML constructor against values it cannot build: the sign alone, ``0x``, ``0b``, ``_``,
sexagesimal colons, huge exponents, dates that do not exist, every tag PyYAML knows (core, set,
omap, pairs, python). Each value either reads as plain data or is refused at its node with the
file, line, column and field; never another exception (``!!int +`` was an IndexError, exit 3)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hearts.plumbing.yamlsafe import PlainYamlError, compose, to_data
from tests.support.hostile import check as _check

_BUILT = yaml.constructor.SafeConstructor.yaml_constructors
TAGS = sorted(
    {tag.removeprefix("tag:yaml.org,2002:") for tag in _BUILT if tag}
    | {"python/object/apply:os.system", "python/name:os.system", "merge", "value", "yaml"}
)
"""Every tag PyYAML's safe constructor builds, and a few only its unsafe one does."""

VALUES = [
    "+",
    "-",
    "0x",
    "0b",
    "0o",
    "_",
    "1_",
    "+_",
    "-0x",
    "0x_",
    "0b2",
    ":",
    "1:",
    ":30",
    "1:60:",
    "190:20:30",
    "1e99999",
    "-1e99999",
    "1e",
    ".",
    "+.",
    "._",
    "2024-02-30",
    "99999-01-01",
    "2001-01-01T25:00:00",
    "~",
    "''",
    "maybe",
    "=",
    "<<",
    "'@@'",
]
"""Plain values; each is written under every tag and also with no tag."""


def _cases() -> list[str]:
    return [f"!!{tag} {value}" for tag in TAGS for value in VALUES] + VALUES


@pytest.mark.parametrize("value", _cases())
def test_every_constructor_builds_or_refuses_at_the_node(value: str) -> None:
    text = f"ok: 1\nfield: {value}\n"
    try:
        node = compose(text, "f.yaml")
    except PlainYamlError as err:
        assert err.path == "f.yaml" and err.line == 2 and err.column is not None, str(err)
        parsed = "not valid YAML" not in err.why  # the parser's refusals know no field
        assert not parsed or (err.field == "field" and "field: " in str(err)), str(err)
        assert "\n" not in str(err)
        return
    if node is not None:
        to_data(node)  # what compose lets through always builds


@pytest.mark.parametrize("value", ["!!int +", "!!int '-'", "!!float _", "!!int 0x", "!!int 0b", "!!int _"])
def test_a_sign_or_prefix_alone_is_one_line_naming_file_line_and_field(value: str, tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(f"name: p\nbase: card-1.0.0\ntarget_score: {value}\n", "utf-8")
    result = _check(["variant", "card", str(path)], 2)
    assert "p.yaml:3:" in result.stderr and "target_score:" in result.stderr, result.stderr


def test_the_field_of_a_nested_value_is_named_by_its_path() -> None:
    with pytest.raises(PlainYamlError) as caught:
        compose("scenarios:\n- id: a\n  expect: {points: [1, !!int +]}\n", "s.yaml")
    assert caught.value.field == "scenarios[0].expect.points[1]", str(caught.value)
    assert caught.value.line == 3
