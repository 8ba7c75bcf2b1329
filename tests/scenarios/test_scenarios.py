"""The scenario corpus, its schema and the loader's checks on bad files."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.clauses import CLAUSES, PEER_CLAUSES, read_rules_file, rules_file
from hearts.engine.state import Phase, replay
from hearts.scenarios import (
    Scenario,
    ScenarioError,
    UnreadableInput,
    corpus_path,
    lint,
    load_corpus,
    scenario_files,
    schema,
)
from hearts.scenarios.files import MODELINE
from hearts.words import LANGUAGES
from tests.support.scenario_files import DEAL, problems, scenario_text, write

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def corpus() -> list[Scenario]:
    return load_corpus()


# ----------------------------------------------------------------- the corpus


def test_corpus_size_and_files(corpus: list[Scenario]) -> None:
    files = Counter(s.file for s in corpus)
    assert len(corpus) >= 250
    assert len(files) >= 12
    assert len({s.id for s in corpus}) == len(corpus)


def test_corpus_covers_the_themes(corpus: list[Scenario]) -> None:
    cited = {c for s in corpus for c in s.clauses}
    for clause in (
        "FIRST-LEAD",
        "FOLLOW",
        "DISCARD",
        "TRICK-WIN",
        "HEARTS-BREAK",
        "HEARTS-LEAD",
        "FIRST-TRICK-POINTS",
        "WEB-FIRST-TRICK-STRICT",
        "WEB-QS-FREE",
        "PASS-CYCLE",
        "PASS-COUNT",
        "POINTS",
        "MOON",
        "GAME-END",
        "TIE",
        "LOCKED-VARIANTS",
    ):
        assert clause in cited, clause
    assert any(e.key == "perft" for s in corpus for e in s.expect)
    assert {q for s in corpus for q in s.questions} >= {1, 2, 3, 4, 5, 8}
    assert any(s.titles.keys() >= set(LANGUAGES) for s in corpus)


def test_every_file_starts_with_the_modeline() -> None:
    for path in scenario_files():
        assert path.read_text(encoding="utf-8").startswith(MODELINE + "../hearts/scenarios/schema.json")


def test_scenario_api(corpus: list[Scenario]) -> None:
    s = next(x for x in corpus if x.id == "first-trick/only-hearts")
    assert s.file == "scenarios/first-trick.yaml" and s.line > 1
    assert "FIRST-TRICK-POINTS" in s.clauses and "web-strict" in s.variants
    assert replay(s.record(s.variant("web-strict"))).phase is Phase.STUCK
    assert replay(s.record("card-1.0.0")).phase is Phase.PLAY
    merged = {e.key: e.value for e in s.expectations("web-strict")}
    assert merged["phase"] == "stuck" and merged["legal"] == []


def test_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(schema())
    text = (ROOT / "hearts" / "scenarios" / "schema.json").read_text(encoding="utf-8")
    assert json.loads(text) == schema()


def test_packaged_clauses_match_the_rule_index() -> None:
    path = rules_file()
    if path is None:
        pytest.skip("the shared rule index is not beside this tree")
    assert read_rules_file(path) == frozenset(CLAUSES) - frozenset(PEER_CLAUSES)  # (docs/rules/peers.md)


@pytest.mark.slow
def test_generated_files_are_up_to_date() -> None:
    """The generated files (games.yaml, perft.yaml) are what the builder writes."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scenarios" / "tools" / "build_corpus.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.slow
def test_corpus_ships_as_package_data(tmp_path: Path) -> None:
    """What a wheel would hold: the corpus and the schema inside the package, no build tools."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import setuptools; setuptools.setup()",
            "-q",
            "build_py",
            "--build-lib",
            str(tmp_path),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    shipped = tmp_path / "hearts" / "scenarios"
    assert (shipped / "schema.json").is_file()
    names = sorted(p.name for p in (shipped / "corpus").glob("*.yaml"))
    assert names == sorted(p.name for p in corpus_path().glob("*.yaml")) and len(names) >= 12
    assert not (shipped / "corpus").is_symlink()
    assert not list((shipped / "corpus").rglob("*.py"))
    assert len(load_corpus([shipped / "corpus"])) == len(load_corpus())


# ----------------------------------------------------------------- bad files


def test_a_good_file_loads(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(expect="legal: 2C"))
    [s] = load_corpus([path])
    assert s.id == "t/one" and s.line == 5 and s.variants == ("card-1.0.0",)


def test_python_objects_are_never_built(tmp_path: Path) -> None:
    marker = tmp_path / "made-by-yaml"
    body = scenario_text(expect=f"to_act: !!python/object/apply:os.mkdir ['{marker}']")
    path = write(tmp_path, body)
    found = problems(path)
    assert not marker.exists()
    assert len(found) == 1 and "not allowed" in found[0] and found[0].startswith(f"{path}:13:15:")


def test_missing_modeline(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(), modeline=False)
    assert problems(path) == [f"{path}:1:1: the file must start with the modeline '{MODELINE}...'"]


def test_schema_error_names_the_place(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(expect="to_act: X"))
    [found] = problems(path)
    assert found.startswith(f"{path}:13:15: scenarios[0].expect.to_act:")


def test_unknown_key_is_a_schema_error(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(extra="    colour: red\n"))
    [found] = problems(path)
    assert "colour" in found and found.startswith(f"{path}:5:5: scenarios[0]:")


def test_not_yaml(tmp_path: Path) -> None:
    path = write(tmp_path, "format: [unclosed\n")
    [found] = problems(path)
    assert found.startswith(f"{path}:") and "not valid YAML" in found


def test_duplicate_key(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(expect="to_act: N\n      to_act: E"))
    [found] = problems(path)
    assert found == f"{path}:14:7: key 'to_act' given twice"


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    a = write(tmp_path, scenario_text(), "a.yaml")
    b = write(tmp_path, scenario_text(), "b.yaml")
    assert problems(a, b) == [f"{b}:5:9: duplicate id 't/one' (first at {a}:5)"]


@pytest.mark.parametrize(
    ("deal", "why"),
    [
        (DEAL.replace("T72.", "T7."), "North holds 12 cards"),
        (DEAL.replace("W:-.", "W:2.").replace("T72.", "T73."), "dealt twice"),
    ],
)
def test_deal_must_be_52_distinct_cards(tmp_path: Path, deal: str, why: str) -> None:
    path = write(tmp_path, scenario_text(setup=f'deal: "{deal}"'))
    [found] = problems(path)
    assert found.startswith(f"{path}:11:13: t/one: not a deal of 52 distinct cards") and why in found


def test_illegal_play_in_setup_points_at_the_card(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(setup=f'deal: "{DEAL}"\n      plays: 2C KC 3C TH'))
    [found] = problems(path)
    assert found.startswith(f"{path}:12:23: t/one: action 4 (10♥) is not legal under card-1.0.0")
    assert "FIRST-TRICK-POINTS" in found


def test_play_legal_under_one_variant_only(tmp_path: Path) -> None:
    # Leading the 7♣ breaks the first-lead rule of both variants.
    body = scenario_text(setup=f'deal: "{DEAL}"\n      plays: 7C', variants="[card-1.0.0, web]")
    [first, second] = problems(write(tmp_path, body))
    assert "under card-1.0.0" in first and "under web" in second and "FIRST-LEAD" in first


def test_unknown_clause_and_variant(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(clauses="[FIRST-LEAD, NO-SUCH-RULE]", variants="[card-1.0.0, nope]"))
    found = problems(path)
    assert f"{path}:7:14: t/one: unknown clause ID 'NO-SUCH-RULE'" in found
    assert f"{path}:8:15: t/one: unknown variant 'nope'" in found


def test_unknown_clause_in_illegal(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(expect="illegal: [{card: 3C, clause: MADE-UP}]"))
    [found] = problems(path)
    assert "unknown clause ID 'MADE-UP'" in found


def test_by_variant_must_name_a_variant_of_the_scenario(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(extra="    by_variant:\n      web: {to_act: N}\n"))
    [found] = problems(path)
    assert "by_variant names 'web'" in found


def test_passes_in_a_hand_without_passing(tmp_path: Path) -> None:
    setup = f'deal: "{DEAL}"\n      passes: {{N: 2C 3C 4C, E: AC KC QC, S: 3C 4C 5C, W: 2D 3D 4D}}'
    found = problems(write(tmp_path, scenario_text(setup=setup)))
    assert any("hand 4 has no passing" in p for p in found)


def test_bad_card_notation(tmp_path: Path) -> None:
    found = problems(write(tmp_path, scenario_text(expect="legal: 2C ZZ")))
    assert len(found) == 1 and "expect.legal" in found[0] and "'Z' is not a rank" in found[0]


def test_perft_divide_must_add_up(tmp_path: Path) -> None:
    body = scenario_text(expect="perft: [{depth: 1, total: 2, divide: {2C: 1}}]")
    [found] = problems(write(tmp_path, body))
    assert "divide adds up to 1, not 2" in found


def test_file_variant_with_a_bad_knob(tmp_path: Path) -> None:
    body = scenario_text(variants="[mine]").replace(
        "scenarios:\n", "variants:\n  mine: {base: card-1.0.0, moon_scoring: sometimes}\nscenarios:\n"
    )
    found = problems(write(tmp_path, body))
    assert any("variants.mine.moon_scoring" in p for p in found)


def test_file_defined_variant_is_used(tmp_path: Path) -> None:
    body = scenario_text(variants="[any]", expect="legal: 2C 7C TC").replace(
        "scenarios:\n", "variants:\n  any: {base: card-1.0.0, first_lead: any-club}\nscenarios:\n"
    )
    [s] = load_corpus([write(tmp_path, body)])
    assert s.variant("any").first_lead.value == "any-club"


def test_load_corpus_raises_with_every_problem(tmp_path: Path) -> None:
    path = write(tmp_path, scenario_text(clauses="[NOPE]", expect="to_act: X"))
    with pytest.raises(ScenarioError) as info:
        load_corpus([path, write(tmp_path, scenario_text(sid="t/two", clauses="[NOPE]"), "b.yaml")])
    assert len(info.value.problems) == 2 and str(info.value).count("\n") == 1


def test_missing_path_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(UnreadableInput):
        lint([tmp_path / "nope.yaml"])


# ----------------------------------------------------------------- hearts scenarios lint


def test_lint_command_exit_codes(tmp_path: Path) -> None:
    runner = CliRunner()
    good = write(tmp_path, scenario_text(), "good.yaml")
    assert runner.invoke(main, ["scenarios", "lint", str(good)]).exit_code == 0
    bad = write(tmp_path, scenario_text(sid="t/bad", clauses="[NOPE]"), "bad.yaml")
    result = runner.invoke(main, ["scenarios", "lint", str(good), str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:7:14: t/bad: unknown clause ID 'NOPE'" in result.output
    missing = runner.invoke(main, ["scenarios", "lint", str(tmp_path / "missing.yaml")])
    assert missing.exit_code == 2 and "no such file" in missing.output


@pytest.mark.slow
def test_lint_command_on_the_shipped_corpus() -> None:
    result = CliRunner().invoke(main, ["scenarios", "lint"])
    assert result.exit_code == 0, result.output


# ------------------------------------------------- a lint kept by content (hearts.scenarios.loader)


def test_a_file_changed_on_disk_is_linted_again(tmp_path: Path) -> None:
    """The reports lint keeps in a process are found by the files' texts: an edit is seen."""
    path = write(tmp_path, scenario_text())
    assert problems(path) == [] and problems(path) == []
    path.write_text(path.read_text(encoding="utf-8").replace("[FIRST-LEAD]", "[NO-SUCH-CLAUSE]"), "utf-8")
    assert [p for p in problems(path) if "NO-SUCH-CLAUSE" in p], problems(path)


def test_a_base_file_changed_on_disk_is_read_again(tmp_path: Path) -> None:
    """A variant of the file built on a file of its own: that file is read at every lint."""
    house = tmp_path / "house.yaml"
    house.write_text("name: house\nbase: card-1.0.0\ntarget_score: 50\n", encoding="utf-8")
    body = scenario_text(variants="[house]").replace(
        "scenarios:\n", "variants:\n  house:\n    base: house.yaml\nscenarios:\n", 1
    )
    path = write(tmp_path, body)
    assert problems(path) == []
    house.write_text("name: house\nbase: card-1.0.0\nno_such_knob: 1\n", encoding="utf-8")
    assert [p for p in problems(path) if "no_such_knob" in p], problems(path)
