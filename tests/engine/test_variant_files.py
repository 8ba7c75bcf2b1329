"""Variant files: shipped variants load, bad files give file:line: key: why."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.engine.variant import FirstTrickPoints, Variant
from hearts.variants.files import (
    VariantFileError,
    builtin_variant_names,
    dump_variant,
    load_variant,
    parse_variant,
)


def test_shipped_variants() -> None:
    names = builtin_variant_names()
    assert {"card-1.0.0", "web", "omnibus", "openspiel", "web-strict"} <= set(names)
    assert load_variant("card-1.0.0").knobs() == Variant().knobs()
    assert load_variant("web").first_trick_points is FirstTrickPoints.NEVER
    assert load_variant("omnibus").jack_of_diamonds_points == -10
    assert load_variant("openspiel").queen_breaks_hearts is True


@pytest.mark.parametrize("name", ["card-1.0.0", "web", "omnibus", "openspiel", "web-strict"])
def test_dump_and_parse_round_trip(name: str) -> None:
    variant = load_variant(name)
    assert parse_variant(dump_variant(variant)) == variant


def _error(text: str) -> str:
    with pytest.raises(VariantFileError) as err:
        parse_variant(text, "mine.yaml")
    return str(err.value)


def test_unknown_key_names_file_line_and_key() -> None:
    assert _error("name: x\nbase: card-1.0.0\npass_cuont: 3\n") == (
        "mine.yaml:3: pass_cuont: unknown key (did you mean pass_count?)"
    )


def test_a_misspelt_value_or_base_gets_the_closest_one() -> None:
    assert _error("name: x\nbase: card-1.0.0\npass_cycle: [left, rihgt]\n").endswith(
        "pass_cycle: expected one of left, right, across, hold, left-2, right-2, got 'rihgt'"
        " (did you mean right?)"
    )
    assert _error("name: x\nbase: card-1.0\n") == (
        "mine.yaml:2: base: cannot use base 'card-1.0': card-1.0: "
        "no such shipped variant (did you mean card-1.0.0?)"
    )
    with pytest.raises(VariantFileError, match=r"webb: no such variant \(did you mean web\?\)"):
        load_variant("webb")
    assert "did you mean" not in _error("name: x\nbase: card-1.0.0\nzzzz: 3\n")  # nothing close: no guess


def test_wrong_type() -> None:
    assert _error("name: x\nbase: card-1.0.0\npass_count: three\n") == (
        "mine.yaml:3: pass_count: expected an integer, got 'three'"
    )
    assert "expected true or false" in _error("name: x\nbase: web\nqueen_breaks_hearts: 1\n")
    assert "one of two-of-clubs, any-club" in _error("name: x\nbase: web\nfirst_lead: 3C\n")
    assert "expected a list" in _error("name: x\nbase: web\npass_cycle: left\n")


def test_missing_value_and_missing_knobs() -> None:
    assert _error("name: x\nbase: web\ntarget_score:\n") == (
        "mine.yaml:3: target_score: missing value (expected an integer)"
    )
    assert "missing (give every knob" in _error("name: x\npass_count: 3\n")
    assert _error("base: web\n").startswith("mine.yaml:1: name: missing")


def test_bad_yaml_and_python_objects_are_refused() -> None:
    assert "not valid YAML" in _error("name: [x\n")
    assert "is not allowed (plain YAML only)" in _error("name: !!python/object/apply:os.system ['echo hi']\n")
    assert "a mapping" in _error("- 1\n- 2\n")


def test_inconsistent_knobs() -> None:
    message = _error("name: x\nbase: card-1.0.0\nfirst_trick_forced: none\n")
    assert message.startswith("mine.yaml:3: first_trick_forced:")


def test_base_file_relative_to_the_variant(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("name: a\nbase: web\npass_count: 2\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("name: b\nbase: a.yaml\ntarget_score: 50\n", encoding="utf-8")
    b = load_variant(tmp_path / "b.yaml")
    assert (b.name, b.pass_count, b.target_score) == ("b", 2, 50)
    (tmp_path / "c.yaml").write_text("name: c\nbase: c.yaml\n", encoding="utf-8")
    with pytest.raises(VariantFileError, match="circular"):
        load_variant(tmp_path / "c.yaml")


def test_unknown_variant_name() -> None:
    with pytest.raises(VariantFileError, match="no such variant"):
        load_variant("nope")
