"""What a rule card cites as the tests of a clause: every feature scenario and corpus scenario
that tests it under the card's knob values, and nothing that is not run under them.

The last test runs each feature scenario a card cites under the card's own variant, so a
citation the knob rule gets wrong fails here, not on a reader.
"""

from __future__ import annotations

import re

import pytest

from hearts.spec.catalog_yaml import load_catalogs
from hearts.spec.features import find_features_dir, read_features
from hearts.spec.runner import run_step
from hearts.spec.world import World
from hearts.variants.files import load_variant
from hearts.varianttools.card import card_names, render_card
from hearts.varianttools.links import clause_links, feature_runs, runs_testing, same_knobs


def _tests_of(card: str, clause: str) -> str:
    """The "Tests: …" part of the card's line for ``clause`` (its first line citing it)."""
    lines = card.splitlines()
    at = next(i for i, line in enumerate(lines) if line.rstrip().endswith(f"`{clause}`"))
    return lines[at + 1].split("·")[0]


def test_a_row_of_an_outline_run_under_a_variant_is_cited_on_its_card() -> None:
    """web_rules.feature plays its @WEB-FIRST-TRICK-STRICT outline under web-strict in one row;
    scoring.feature plays the J♦ (LOCKED-VARIANTS) under omnibus in one row."""
    strict = render_card(load_variant("web-strict"), "en")
    assert "web_rules.feature" in _tests_of(strict, "WEB-FIRST-TRICK-STRICT")
    omnibus = render_card(load_variant("omnibus"), "en")
    assert "scoring.feature" in _tests_of(omnibus, "LOCKED-VARIANTS")


def test_a_test_run_under_the_same_knobs_is_cited_and_one_under_others_is_not() -> None:
    """following.feature runs under the card: it tests FOLLOW under sun (only the moon differs),
    not under web-strict (its first trick refuses other cards: only the outline's web-strict row
    counts there); the card's GAME-END tests play to 100, so they test no variant played to 50."""
    assert "features/en/following.feature" in clause_links("FOLLOW", "en", "sun").features
    strict = runs_testing("FOLLOW", load_variant("web-strict"), feature_runs("en"))
    assert strict and {r.variant for r in strict} == {"web-strict"}  # its own row of the outline
    spot = load_variant("spot-hearts")  # target_score 50
    assert spot.target_score != load_variant("card-1.0.0").target_score
    assert not [p for p in clause_links("GAME-END", "en", spot).features if "end_of_game" in p]


def test_each_feature_scenario_names_its_own_variant_not_the_files() -> None:
    """tables.feature tags each scenario with its own table: a @DEAL scenario of three-2d is not
    cited for six-twos because the file also holds a six-twos scenario (it was, file by file)."""
    runs = [r for r in feature_runs("en") if r.path.endswith("tables.feature")]
    assert {r.variant for r in runs} >= {"three-2d", "three-kitty", "five-2d2c", "six-twos"}
    deal_six = [r for r in runs if "DEAL" in r.clauses and r.variant == "six-twos"]
    assert deal_six and all(r.variant == "six-twos" for r in deal_six)
    assert "MOON" not in {c for r in runs if r.variant == "three-kitty" for c in r.clauses}


def test_a_table_set_knob_by_knob_is_cited_on_no_card() -> None:
    """A scenario that seats five players in its steps plays no shipped variant: tagged
    @knob-by-knob, it is left out, so the four-seat card does not cite the tables' features."""
    runs = feature_runs("en")
    assert not [r for r in runs if r.path.endswith("tables_scoring.feature") and r.variant == "card-1.0.0"]
    for clause in ("FIRST-LEAD", "DEAL", "POINTS", "FIRST-TRICK-POINTS", "PASS-CYCLE"):
        cited = clause_links(clause, "en", "card-1.0.0").features
        assert not [p for p in cited if "/tables" in p], (clause, cited)
    assert "features/en/tables_play.feature" in clause_links("FIRST-LEAD", "en", "six-twos").features


@pytest.mark.parametrize("name", ["web-strict", "black-maria", "omnibus"])
def test_the_terminal_card_prints_no_markup(name: str) -> None:
    from click.testing import CliRunner

    from hearts.cli import main

    out = CliRunner().invoke(main, ["variant", "card", name, "--format", "text"])
    assert out.exit_code == 0, out.output
    assert not re.search(r"</?(small|a|code)\b|href=", out.output), out.output[:400]
    assert "Tests: " in out.output and "Scenarios: " in out.output


@pytest.mark.slow  # every cited feature scenario of every shipped card, run under the card: 10 s
def test_every_feature_scenario_a_card_cites_passes_under_the_cards_variant() -> None:
    """A citation is a claim: the scenario (or the row) is run again under the card's variant, by
    the same runner as the features (a row naming its variant gets the card's name instead)."""
    catalog = load_catalogs()["en"]
    steps = {
        (sc.file, line): rendered
        for feature in read_features(find_features_dir())
        if feature.language == "en"
        for sc in feature.scenarios
        for line, rendered in sc.rendered()
    }
    checked = 0
    for name in card_names():
        variant = load_variant(name)
        for run in feature_runs("en"):
            if run.variant == name or not same_knobs(load_variant(run.variant), variant, run.clauses):
                continue
            world = World(catalog, name)
            for step in steps[run.path, run.line]:
                text = re.sub(rf"\b{re.escape(run.variant)}\b", name, step.text)
                run_step(world, step.kind, text, step.table)
            checked += 1
    assert checked > 100
