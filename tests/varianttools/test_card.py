"""Rule cards a player can read (issue 14, item 2): numbers from the knobs, own title, site links."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.variant import MoonScoring, Variant
from hearts.scenarios import load_corpus
from hearts.variants.files import load_variant
from hearts.varianttools import card as card_mod
from hearts.words import LANGUAGES

_LINK = re.compile(r'href="([^"]+)"')


def test_jack_of_diamonds_card_states_the_right_total_and_has_no_absolute_paths(tmp_path: Path) -> None:
    v = Variant(name="jd", title="J♦ house", jack_of_diamonds_points=-10)
    text = card_mod.render_card(v, "en")
    assert "16 points in every hand" in text and "26 points" not in text.split("Shooting")[0]
    targets = _LINK.findall(text)
    assert all(not t.startswith("/") and "://" not in t for t in targets)
    assert str(Path.cwd()) not in text and str(Path(card_mod.__file__).parents[2]) not in text


@pytest.mark.parametrize(
    "knobs",
    [
        {"heart_points": 2, "queen_points": 20},
        {"heart_points": 1, "queen_points": 13, "jack_of_diamonds_points": -10},
        {"moon_points": 30, "target_score": 75},
        {"moon_scoring": MoonScoring.SUBTRACT_FROM_SHOOTER, "moon_points": 20},
    ],
    ids=str,
)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_on_the_card_comes_from_the_knobs(knobs: dict[str, object], lang: str) -> None:
    v = Variant(name="n").with_knobs(**knobs)
    text = card_mod.render_card(v, lang, links=False)
    total = 13 * v.heart_points + v.queen_points + v.jack_of_diamonds_points
    scoring = text.split("\n## ")[5]  # objective, setup, play, legal actions, scoring
    for number in (v.heart_points, v.queen_points, total, v.moon_points):
        assert re.search(rf"(?<![\d-]){number}(?!\d)", scoring), (number, scoring)
    if v.jack_of_diamonds_points:
        assert str(v.jack_of_diamonds_points) in scoring
    assert str(v.target_score) in text.split("\n## ")[6]


def test_the_card_has_the_variants_own_title_and_description() -> None:
    v = Variant(name="house", title="Our kitchen table", description="Played on Sundays.")
    text = card_mod.render_card(v, "en", links=False)
    assert text.splitlines()[0].endswith("Our kitchen table")
    assert "Played on Sundays." in text
    other = card_mod.render_card(v, "it", links=False)  # no translation given: the original, with a note
    assert other.splitlines()[0].endswith("Our kitchen table") and "Played on Sundays." in other
    assert "non li traduce in questa lingua" in other


def test_links_resolve_on_the_docs_site(tmp_path: Path) -> None:
    site = tmp_path / "site"
    card_mod.copy_site_files(site)
    page = site / "generated" / "cards"
    page.mkdir(parents=True)
    text = card_mod.render_card(load_variant("card-1.0.0"), "fr", site="../../")
    targets = _LINK.findall(text)
    assert targets
    for target in targets:
        assert (page / target).resolve().is_file(), target


def test_only_the_variants_own_scenarios_are_cited() -> None:
    # A house variant cites the card's scenarios only for the clauses it shares with the card.
    house = card_mod.render_card(
        Variant(name="house", title="House", target_score=50), "en", max_scenarios=1000
    )
    end = house.split("`GAME-END`", 1)[1].split("\n", 2)[1]
    assert "scenarios/" not in end and "none yet" in end
    assert "scenarios/" in house.split("`FOLLOW`", 1)[1].split("\n", 2)[1]
    omnibus = card_mod.render_card(load_variant("omnibus"), "en", max_scenarios=1000)
    cited = re.findall(r'href="scenarios/[^"]+"><code>([^<]+)</code>', omnibus)
    assert cited
    variants_of = {sc.id: sc.variants for sc in load_corpus()}  # read (and linted) once
    for sid in cited:
        assert "omnibus" in variants_of[sid], sid


def test_players_card_has_no_links_and_marks_exactly_the_differences() -> None:
    base = card_mod.render_card(Variant(), "es", audience="players")
    assert card_mod.MARK not in base.replace(f"{card_mod.MARK} señala", "")
    v = load_variant("omnibus")
    text = card_mod.render_card(v, "es", audience="players")
    assert "<small>" not in text and "`POINTS`" not in text and "href=" not in text
    base_lines = set(base.splitlines())
    for raw in text.splitlines():
        m = re.match(r"^(\d+\.|-) (.*)$", raw)
        if not m:
            continue
        marked = m.group(2).startswith(card_mod.MARK)
        plain = f"{m.group(1)} {m.group(2).removeprefix(card_mod.MARK + ' ')}"
        assert marked is (plain not in base_lines), raw
    assert text.count(card_mod.MARK) >= 3  # the legend and at least the J♦ lines


def test_html_card_with_print_stylesheet_and_inert_variant_texts(tmp_path: Path) -> None:
    evil = tmp_path / "evil.yaml"
    evil.write_text(
        'name: "<script>alert(1)</script>`x`"\ntitle: "<img src=x onerror=alert(1)>"\n'
        'description: "[a](javascript:alert(1)) **b**"\nbase: card-1.0.0\n',
        encoding="utf-8",
    )
    out = tmp_path / "card.html"
    result = CliRunner().invoke(main, ["variant", "card", str(evil), "-o", str(out)])
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "@media print" in html
    assert "<script" not in html and "<img" not in html and 'href="javascript' not in html
    assert "<strong>b</strong>" not in html and "&lt;script&gt;" in html
    md = CliRunner().invoke(main, ["variant", "card", str(evil)])
    assert "<script" not in md.output and "\\`x\\`" in md.output


# The penalty cards a card names, read from the variant file's own numbers: every card worth
# points in the hand (a positive value), written the way the English card writes cards.
def _scoring_cards(name: str) -> list[str]:
    from hearts.cards import ALL_CARDS

    values = load_variant(name).card_values()
    return [card_mod.card_text(c, "en") for c in ALL_CARDS if values[c.index] > 0 and c.suit.symbol != "♥"]


@pytest.mark.parametrize("name", ["black-maria", "pink-lady", "card-1.0.0", "spot-hearts", "omnibus-ten"])
def test_the_card_names_every_penalty_card_where_it_names_them(name: str) -> None:
    text = card_mod.render_card(load_variant(name), "en", links=False)
    subtitle = text.splitlines()[2]
    objective = next(line for line in text.splitlines() if line.startswith("- Finish with"))
    moon = next(line for line in text.splitlines() if line.startswith("- Shooting the moon"))
    for card in _scoring_cards(name):
        for where, line in (("subtitle", subtitle), ("objective", objective), ("moon", moon)):
            named = card in line or (card == "Q♠" and "Q♠" in line)
            assert named, f"{name}: the {where} does not name {card}: {line}"
    if set(_scoring_cards(name)) != {"Q♠"}:
        assert "hearts and the Q♠ are penalty cards" not in subtitle
