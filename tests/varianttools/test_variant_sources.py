"""Every family file names its sources and the reading it takes (issue 21, item 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.cards import FULL_DECK, CardSet
from hearts.engine.rules import deck_points, rules_for, score_hand
from hearts.variants.files import VariantFileError, builtin_variant_names, load_notes, load_variant
from hearts.varianttools.card import FAMILY_PAGE, families_page, md_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", builtin_variant_names())
def test_every_shipped_file_names_its_sources_or_says_none_was_found(name: str) -> None:
    notes = load_notes(name)
    assert notes.reading, name  # which reading it takes, and why
    assert notes.sources or "No published" in notes.reading, name
    for source in notes.sources:
        assert source.source and source.says


def test_the_families_page_is_generated_from_the_files() -> None:
    page = (ROOT / FAMILY_PAGE).read_text(encoding="utf-8")
    assert page == families_page(), (
        "regenerate docs/families.md with hearts.varianttools.card.families_page()"
    )
    for name in builtin_variant_names():
        for source in load_notes(name).sources:
            assert md_text(source.source.split(" (")[0].split(",")[0]) in page  # as Markdown shows it


def test_omnibus_ten_scores_bicycles_slam() -> None:
    # Bicycle: all fifteen counting cards score "26 plus (instead of 16 minus)", nothing for the others.
    r = rules_for(load_variant("omnibus-ten"))
    slam = CardSet.parse("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS TD").mask
    result = score_hand(r, (slam, FULL_DECK & ~slam, 0, 0), (80, 85, 60, 10))
    assert result.points[0] == 16 and result.deltas == (-26, 0, 0, 0)
    assert "Bicycle" in load_notes("omnibus-ten").sources[0].source


def test_spot_hearts_queen_is_gnome_hearts_25() -> None:
    v = load_variant("spot-hearts")
    assert deck_points(rules_for(v).scoring) == 129 == v.moon_points
    assert v.queen_points == 25 and any("GNOME" in s.source for s in load_notes("spot-hearts").sources)


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "v.yaml"
    path.write_text("name: x\nbase: card-1.0.0\n" + text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("sources: a book\n", "v.yaml:3: sources: expected a list"),
        ("sources:\n- {source: A book}\n", "v.yaml:4: sources[0].says: missing"),
        ("sources:\n- {source: A book, says: x, page: 3}\n", "v.yaml:4: sources[0].page: unknown key"),
        ("texts: {de: {title: Unser Tisch}}\n", "v.yaml:3: texts.de: not a language"),
        ("reading: [1]\n", "v.yaml:3: reading: expected a text"),
    ],
)
def test_a_broken_note_is_one_line_naming_file_line_and_key(tmp_path: Path, text: str, where: str) -> None:
    with pytest.raises(VariantFileError) as err:
        load_variant(_file(tmp_path, text))
    assert str(err.value).startswith(str(tmp_path / where).replace(str(tmp_path) + "/", str(tmp_path) + "/"))
    assert "\n" not in str(err.value)


def test_notes_do_not_change_the_rules(tmp_path: Path) -> None:
    path = _file(
        tmp_path, "sources:\n- {source: Our table, says: as the card}\ntexts: {it: {title: Il tavolo}}\n"
    )
    assert load_variant(path).knobs() == load_variant("card-1.0.0").knobs()
    assert load_notes(path).text("it") == ("Il tavolo", "")
