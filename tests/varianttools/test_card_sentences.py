"""The rule cards read true (issue 21, item 2): the five false sentences, house variants, cited scenarios."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.conformance.reference import ReferenceEngine
from hearts.conformance.runner import run_corpus
from hearts.engine.variant import Variant
from hearts.i18n.catalogs import LANGUAGES
from hearts.scenarios import load_corpus
from hearts.variants.files import load_notes, load_variant
from hearts.varianttools.card import card_names, render_card
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


_CITED = re.compile(r"<code>([a-z0-9-]+/[a-z0-9-]+)</code>")


def test_every_shipped_card_cites_only_scenarios_that_pass_on_both_engines() -> None:
    corpus = {s.id: s for s in load_corpus()}
    for name in card_names():  # the card describes four seats (card_refusal)
        cited = set(_CITED.findall(render_card(load_variant(name), "en", max_scenarios=1000)))
        assert cited, name
        scenarios = [corpus[i] for i in sorted(cited)]
        assert all(name in s.variants for s in scenarios), name
        report = run_corpus(scenarios, ReferenceEngine(), variant=name)
        failed = [r.id for r in report.results if r.status != "passed"]
        assert not failed, (name, failed)
        _checked, problems = check_with_naive(scenarios)
        assert not problems, (name, problems[:3])


def test_the_default_variant_object_renders_without_notes() -> None:
    assert "2♣" in render_card(Variant(), "it", links=False)
