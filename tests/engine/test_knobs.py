"""Each knob is declared once, on its :class:`Variant` field, and every list of knobs follows.

The test adds a knob in one place (one field in a copy of ``hearts/engine/variant.py``)
and shows the generated docs table, ``hearts variant diff``, the protocol's knob schema,
the writers' rule card, the variant file reader and the naive model's knob check each
pick it up; and that a knob without a clause or a description is refused.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from hearts.conformance.engine import LATER_KNOBS
from hearts.conformance.protocol import knobs_schema
from hearts.engine.variant import FIRST_PROTOCOL, KNOB_DOCS, TEXTS, Variant, knob, knob_specs
from hearts.variants.files import OPTIONAL_KNOBS

ROOT = Path(__file__).resolve().parents[2]

NEW_KNOB = (
    "    moon_doubles: bool = knob(\n"
    '        False, "MOON", "whether a moon moves twice its points (added by a test)",\n'
    '        since="1.2", optional=True,\n'
    "    )\n"
)

PROBE = r"""
import json, sys
sys.path.insert(0, "scripts")
import build_docs
from hearts.conformance.engine import LATER_KNOBS
from hearts.conformance.protocol import knobs_schema, validate_request, setup_message
from hearts.engine.deal import Deal
from hearts.engine.state import Record
from hearts.engine.variant import Variant
from hearts.variants.files import load_variant, parse_variant
from hearts.varianttools.card import render_card
from hearts.varianttools.diff import knob_changes
from tests.support.naive import untaught_knobs

doubled = Variant(moon_doubles=True)
schema = knobs_schema()
json.dump({
    "docs": [line for line in build_docs.knobs_page().splitlines() if "moon_doubles" in line],
    "diff": [(c.knob, c.clause, c.doc, c.a, c.b) for c in knob_changes(Variant(), doubled)],
    "schema": schema["properties"].get("moon_doubles"),
    "required": "moon_doubles" in schema["required"],
    "later": LATER_KNOBS.get("moon_doubles"),
    "card": render_card(doubled, "fr", links=False).splitlines()[-1],
    "card_default": "moon_doubles" in render_card(Variant(), "fr", links=False),
    "naive": untaught_knobs(doubled),
    "naive_default": untaught_knobs(Variant()),
    "file": parse_variant("name: x\nbase: card-1.0.0\nmoon_doubles: true\n", "x.yaml").moon_doubles,
    "complete": load_variant("card-1.0.0").moon_doubles,
}, sys.stdout)
"""


@pytest.fixture(scope="module")
def with_a_new_knob(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """What each derived list says once one field is added to a copy of ``Variant``."""
    copy = tmp_path_factory.mktemp("one-more-knob")
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyc")
    shutil.copytree(ROOT / "hearts", copy / "hearts", ignore=ignore)
    shutil.copytree(ROOT / "tests" / "support", copy / "tests" / "support", ignore=ignore)
    (copy / "tests" / "__init__.py").write_text("")
    (copy / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "build_docs.py", copy / "scripts")
    (copy / "scenarios" / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "scenarios" / "tools" / "naive.py", copy / "scenarios" / "tools")
    variant = copy / "hearts" / "engine" / "variant.py"
    text = variant.read_text(encoding="utf-8")
    anchor = "\n    def __post_init__"
    assert text.count(anchor) == 1
    variant.write_text(text.replace(anchor, "\n" + NEW_KNOB + anchor), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=copy,
        env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_knob_is_not_there_before() -> None:
    assert "moon_doubles" not in KNOB_DOCS and "moon_doubles" not in knobs_schema()["properties"]


@pytest.mark.slow
def test_the_docs_table_lists_it_with_its_clause(with_a_new_knob: dict[str, object]) -> None:
    rows = with_a_new_knob["docs"]
    assert isinstance(rows, list) and len(rows) == 1
    assert str(rows[0]).startswith("| `moon_doubles` | `MOON` | whether a moon moves twice its points")


def test_variant_diff_names_it_and_its_clause(with_a_new_knob: dict[str, object]) -> None:
    assert with_a_new_knob["diff"] == [
        ["moon_doubles", "MOON", "whether a moon moves twice its points (added by a test)", False, True]
    ]


def test_the_protocol_schema_carries_it_as_a_later_knob(with_a_new_knob: dict[str, object]) -> None:
    assert with_a_new_knob["schema"] == {
        "type": "boolean",
        "description": "Protocol 1.2: sent only when not the card's value.",
    }
    assert with_a_new_knob["required"] is False and with_a_new_knob["later"] == "1.2"


def test_the_rule_card_lists_it_when_set(with_a_new_knob: dict[str, object]) -> None:
    assert "`moon_doubles` true (`MOON`)" in str(with_a_new_knob["card"])
    assert with_a_new_knob["card_default"] is False


def test_the_naive_model_is_asked_to_learn_it_only_when_set(with_a_new_knob: dict[str, object]) -> None:
    assert with_a_new_knob["naive"] == ["moon_doubles"]
    assert with_a_new_knob["naive_default"] == []


def test_variant_files_read_it_and_complete_files_may_omit_it(with_a_new_knob: dict[str, object]) -> None:
    assert with_a_new_knob["file"] is True and with_a_new_knob["complete"] is False


# ------------------------------------------------------------- the declarations


def test_every_list_of_knobs_is_the_declarations() -> None:
    specs = knob_specs()
    assert list(specs) == list(Variant().knobs()) and not set(specs) & set(TEXTS)
    assert {name: (k.clause, k.doc) for name, k in specs.items()} == KNOB_DOCS
    assert {name for name, k in specs.items() if k.optional} == OPTIONAL_KNOBS
    assert {name: k.since for name, k in specs.items() if k.since != FIRST_PROTOCOL} == LATER_KNOBS
    assert set(knobs_schema()["properties"]) == set(specs)


def test_a_knob_without_a_description_is_refused() -> None:
    with pytest.raises(ValueError, match="needs a one-line description"):
        knob(False, "MOON", "  ")


def test_a_knob_without_a_known_clause_is_refused() -> None:
    with pytest.raises(ValueError, match=r"cites a clause of RULES\.md, not 'MOONISH'"):
        knob(False, "MOONISH", "whether a moon moves twice its points")


def test_a_field_that_is_not_declared_as_a_knob_is_refused() -> None:
    @dataclass(frozen=True, slots=True)
    class Wider(Variant):
        moon_doubles: bool = field(default=False)

    with pytest.raises(TypeError, match=r"Variant.moon_doubles is not declared with knob\(\)"):
        knob_specs(Wider)
    with pytest.raises(TypeError, match="moon_doubles"):
        Wider()


def test_declared_bounds_are_what_the_constructor_and_the_schema_check() -> None:
    specs = knob_specs()
    assert (specs["pass_count"].minimum, specs["pass_count"].maximum) == (0, 13)
    assert knobs_schema()["properties"]["pass_count"] == {"type": "integer", "minimum": 0, "maximum": 13}
    with pytest.raises(ValueError, match="pass_count: must be between 0 and 13"):
        Variant(pass_count=14)
    with pytest.raises(ValueError, match="target_score: must be between 1 and 100000"):
        Variant(target_score=0)
