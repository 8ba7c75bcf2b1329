"""The rule cards read true (issue 21, item 2): the five false sentences, house variants, cited scenarios."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.engine.variant import Variant
from hearts.scenarios import Scenario, load_corpus
from hearts.variants.files import load_notes, load_variant
from hearts.varianttools.card import card_names, render_card
from hearts.varianttools.links import same_knobs
from hearts.words import LANGUAGES
from tests.support.naive import check_with_naive


def card(name: str, lang: str = "en", **kw: object) -> str:
    return render_card(load_variant(name), lang, **kw)  # type: ignore[arg-type]


def test_moon_choice_says_what_the_engine_does_at_a_tie_past_the_target() -> None:
    text = card("moon-choice", links=False)
    assert "would end the game without them alone in the lead" not in text
    assert (
        "unless that would take a total to 100 or more while they do not hold the lowest total alone" in text
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_omnibus_moon_gives_the_jacks_two_scores_from_the_engine(lang: str) -> None:
    text = card("omnibus", lang, links=False)
    moon = [line for line in text.splitlines() if "-10" in line and " 16" in line and "MOON" in line]
    assert len(moon) == 1, text  # a shooter who also took the J♦: −10; an opponent who took it: 16
    if lang == "en":
        assert "scores 0 and each of the other three scores 26" not in text


def test_the_omnibus_numbers_are_the_corpus_scenarios_scores() -> None:
    by_id = {s.id: s for s in load_corpus()}
    shooter = by_id["jack-of-diamonds/moon-keeps-the-bonus"].expectations("omnibus")
    other = by_id["jack-of-diamonds/moon-without-the-jack"].expectations("omnibus")
    assert next(e.value for e in shooter if e.key == "scores")[0] == -10
    assert next(e.value for e in other if e.key == "scores")[1] == 16


def test_sun_description_no_longer_claims_a_moon_when_one_player_takes_every_trick() -> None:
    text = card("sun", links=False)
    assert "is still the moon, 26 each" not in text and "but not every trick shoots the moon" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_black_maria_first_trick_bullet_names_the_king_and_the_ace(lang: str) -> None:
    text = card("black-maria", lang, links=False)
    bullet = next(line for line in text.splitlines() if "FIRST-TRICK-POINTS" in line)
    king = {"fr": "R♠"}.get(lang, "K♠")
    assert king in bullet and "A♠" in bullet, bullet
    if lang == "en":
        assert "nobody may play a heart or the Q♠" not in text


def _house(tmp_path: Path, extra: str = "") -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(
        "name: house\ntitle: Our kitchen table\ndescription: We play to 50.\nbase: card-1.0.0\n"
        "target_score: 50\n" + extra,
        encoding="utf-8",
    )
    return path


def test_a_house_variant_cites_the_cards_tests_for_the_clauses_it_shares(tmp_path: Path) -> None:
    out = CliRunner().invoke(main, ["variant", "card", str(_house(tmp_path))])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    for clause in ("FOLLOW", "TRICK-WIN"):
        at = next(i for i, line in enumerate(lines) if f"`{clause}`" in line)
        assert "none yet" not in lines[at + 1] and "scenarios/" in lines[at + 1], lines[at + 1]
    game_end = next(i for i, line in enumerate(lines) if "`GAME-END`" in line)
    assert "50 points" in lines[game_end]  # its own clause: not the card's scenarios (they play to 100)
    assert "game-end/" not in lines[game_end + 1]


def test_a_house_variant_in_another_language_keeps_its_title_with_a_note(tmp_path: Path) -> None:
    out = CliRunner().invoke(main, ["variant", "card", str(_house(tmp_path)), "--lang", "it", "--no-links"])
    assert out.exit_code == 0, out.output
    assert "Our kitchen table" in out.output and "We play to 50." in out.output
    assert "non li traduce in questa lingua" in out.output


def test_a_house_variant_may_give_its_title_per_language(tmp_path: Path) -> None:
    extra = "texts:\n  it: {title: Il nostro tavolo, description: Si gioca fino a 50.}\n"
    path = _house(tmp_path, extra)
    out = CliRunner().invoke(main, ["variant", "card", str(path), "--lang", "it", "--no-links"])
    assert "Il nostro tavolo" in out.output and "Si gioca fino a 50." in out.output
    assert "non li traduce" not in out.output
    assert load_notes(path).text("it") == ("Il nostro tavolo", "Si gioca fino a 50.")


_CITED = re.compile(r"<code>([a-z0-9-]+(?:/[a-z0-9-]+)+)</code>")


@pytest.mark.slow  # every card rendered, its scenarios run on both engines: 4 s
def test_every_shipped_card_cites_only_scenarios_that_pass_on_both_engines() -> None:
    """Each card's cited scenarios pass the reference engine under that card's variant, and the
    naive model under every variant they name: the naive model checks each scenario cited by
    any card once (a scenario most cards cite was checked once per card before, 14 s).

    A scenario of another variant that sets the knobs of its clauses alike is cited too
    (:mod:`hearts.varianttools.links`): it is run under the card's variant with the answers it
    gives for that other variant, and must hold."""
    corpus = {s.id: s for s in load_corpus()}
    every: set[str] = set()
    for name in card_names():
        cited = set(_CITED.findall(render_card(load_variant(name), "en", max_scenarios=1000)))
        # Every shipped card, at four seats or at a table of three to seven
        # (scenarios/tables*.yaml), cites scenarios for its rules.
        assert cited, name
        variant = load_variant(name)
        scenarios = [_as_run_under(corpus[i], name, variant) for i in sorted(cited)]
        report = run_corpus(scenarios, ReferenceEngine(), variant=name)
        failed = [r.id for r in report.results if r.status != "passed"]
        assert not failed, (name, failed)
        every |= cited
    checked, problems = check_with_naive(corpus[i] for i in sorted(every))
    assert checked and not problems, problems[:3]


def _as_run_under(scenario: Scenario, name: str, variant: Variant) -> Scenario:
    """``scenario`` under the card's variant, expecting what it expects under the variant it names
    that sets the knobs of its clauses as the card does (the card's own, when it names it)."""
    if name in scenario.variants:
        return scenario
    alike = next(v for v in scenario.variants if same_knobs(scenario.variant(v), variant, scenario.clauses))
    return dataclasses.replace(
        scenario,
        variants=(name,),
        variant_defs={name: variant},
        by_variant={name: scenario.by_variant.get(alike, ())},
    )


def test_the_default_variant_object_renders_without_notes() -> None:
    assert "2♣" in render_card(Variant(), "it", links=False)


@pytest.mark.parametrize("name", ["three-2d", "three-kitty", "five-2d2c", "six-twos"])
def test_the_card_at_a_table_says_its_size_deck_kitty_first_lead_and_moon(name: str) -> None:
    """Issue 24, item 2: generated from the knobs; no four-seat sentence that is not true."""
    variant = load_variant(name)
    en = render_card(variant, "en", links=False)
    cited = _CITED.findall(render_card(variant, "en"))
    assert cited and all(sid.startswith("tables/") for sid in cited), cited
    assert f"{variant.players} players, {variant.hand_size} cards each." in en
    assert f"A hand is over after {variant.hand_size} tricks." in en
    assert "Four players" not in en and "13 cards" not in en and "other three" not in en
    assert ("across" in en) is (variant.players == 6)
    if variant.removed:
        assert "taken out of the deck" in en
    assert ("left over" in en) is (variant.leftover.value == "kitty")
    lowest = "3♣" if "2C" in variant.removed else "2♣"
    assert f"the {lowest}, leads the first trick" in en or "holding the 2♣ leads" in en
    total = 25 if "2H" in variant.removed else 26
    assert variant.moon_points == total  # the moon gives each other seat the points in play
    assert f"({total} points), scores 0 for them and each of the others scores {total}" in en
    assert "2♥ is not needed" not in en  # a removed card is in no sentence of the moon
    for lang in ("es", "it", "hu", "fr"):
        other = render_card(variant, lang, links=False)
        assert f"{variant.players} " in other and str(variant.hand_size) in other and other != en


def test_a_moon_at_the_shooters_choice_at_another_table_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "five-choice.yaml"
    path.write_text("name: five-choice\nbase: five-2d2c\nmoon_scoring: shooter-choice\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["variant", "card", str(path)])
    assert out.exit_code == 2 and "shooter's choice at four seats only (MOON" in out.output
    assert len(out.output.strip().splitlines()) == 1
