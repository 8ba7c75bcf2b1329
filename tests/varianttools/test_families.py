"""The Hearts families as data (issue 14, item 4): a point table, moon cards, the sun."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.cards import FULL_DECK, Card, CardSet, Suit, suit_mask
from hearts.engine.rules import rules_for, score_hand
from hearts.engine.variant import MoonCards, Variant
from hearts.variants.files import VariantFileError, builtin_variant_names, load_variant
from hearts.varianttools.card import render_card
from hearts.words import LANGUAGES

FAMILIES = ("black-maria", "spot-hearts", "pink-lady", "omnibus-ten", "sun", "moon-choice")
OLD = {
    "card-1.0.0": Variant(),
    "omnibus": Variant(name="omnibus", jack_of_diamonds_points=-10),
}


def test_the_families_ship() -> None:
    assert set(FAMILIES) <= set(builtin_variant_names())


@pytest.mark.parametrize("name", sorted(OLD))
def test_old_variant_files_load_and_score_unchanged(name: str) -> None:
    v = load_variant(name)
    values = v.card_values()
    hearts = [values[c.index] for c in map(Card.parse, CardSet(suit_mask(Suit.HEARTS)).format().split())]
    assert hearts == [1] * 13 and values[Card.parse("QS").index] == 13
    assert values[Card.parse("JD").index] == OLD[name].jack_of_diamonds_points
    assert sum(1 for x in values if x) == (15 if name == "omnibus" else 14)
    assert rules_for(v).scoring.moon == suit_mask(Suit.HEARTS) | Card.parse("QS").bit


def test_black_maria_point_table_counts_king_and_ace_of_spades() -> None:
    v = load_variant("black-maria")
    r = rules_for(v)
    taken = (CardSet.parse("KS AS 2H").mask, CardSet.parse("QS").mask, 0, 0)
    result = score_hand(r, taken, (0, 0, 0, 0))
    assert result.points == (18, 13, 0, 0)  # 10 + 7 + 1 ; 13
    assert CardSet.parse("KS AS").mask & ~r.scoring.first_trick_cards == 0  # kept off the first trick


def test_the_sun_needs_every_trick_and_the_moon_still_scores_26() -> None:
    r = rules_for(load_variant("sun"))
    sun = score_hand(r, (FULL_DECK, 0, 0, 0), (0, 0, 0, 0))
    assert sun.deltas == (0, 52, 52, 52)
    moon_cards = suit_mask(Suit.HEARTS) | Card.parse("QS").bit
    moon = score_hand(r, (moon_cards, FULL_DECK & ~moon_cards, 0, 0), (0, 0, 0, 0))
    assert moon.deltas == (0, 26, 26, 26)


def test_omnibus_ten_moon_needs_the_ten() -> None:
    v = load_variant("omnibus-ten")
    assert v.moon_cards is MoonCards.PENALTY_AND_BONUS and rules_for(v).scoring.moon & Card.parse("TD").bit
    r = rules_for(v)
    penalty = suit_mask(Suit.HEARTS) | Card.parse("QS").bit
    without = score_hand(r, (penalty, Card.parse("TD").bit, 0, 0), (0, 0, 0, 0))
    assert without.deltas == (26, -10, 0, 0)  # no moon without the 10♦
    slam = score_hand(
        r, (penalty | Card.parse("TD").bit, FULL_DECK & ~penalty & ~Card.parse("TD").bit, 0, 0), (0,) * 4
    )
    assert slam.deltas == (-26, 0, 0, 0)  # Bicycle: 26 plus instead of 16 minus, nothing for the others


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "v.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_point_table_takes_cards_in_any_notation_and_whole_suits(tmp_path: Path) -> None:
    v = load_variant(_file(tmp_path, "name: x\nbase: card-1.0.0\npoints: {♥: 2, K♠: 10, 10D: -5}\n"))
    values = v.card_values()
    assert values[Card.parse("2H").index] == 2 and values[Card.parse("KS").index] == 10
    assert values[Card.parse("TD").index] == -5 and sum(values) == 26 + 13 + 10 - 5


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("points: {ZZ: 3}\n", "v.yaml:4: points.ZZ:"),
        ("points: [1, 2]\n", "v.yaml:4: points: expected a mapping"),
        ("points: {QS: many}\n", "v.yaml:4: points.QS: expected an integer"),
    ],
)
def test_bad_point_tables_are_one_line_errors(tmp_path: Path, text: str, where: str) -> None:
    with pytest.raises(VariantFileError) as err:
        load_variant(_file(tmp_path, "name: x\nbase: card-1.0.0\ntitle: t\n" + text))
    assert where in str(err.value) and str(err.value).endswith(str(err.value).splitlines()[0]), str(err.value)


@pytest.mark.parametrize("name", FAMILIES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_family_has_a_card_with_its_numbers(name: str, lang: str) -> None:
    v = load_variant(name)
    text = render_card(v, lang, links=False)
    assert str(sum(v.card_values())) in text and str(v.target_score) in text
    if v.sun_points:
        assert str(v.sun_points) in text
    if name == "black-maria":  # the card letters of the language: R♠ in French
        king = {"fr": "R♠"}.get(lang, "K♠")
        assert f"{king} 10" in text and "A♠ 7" in text


def test_the_families_table_is_made_from_the_variant_files(tmp_path: Path) -> None:
    """Each family's row names exactly the knobs its file sets (read here as plain YAML)."""
    import yaml

    from hearts.varianttools.card import write_docs_pages

    write_docs_pages(tmp_path, variants=list(FAMILIES))
    text = (tmp_path / "index.md").read_text(encoding="utf-8")
    section = text.split("## Families and the knobs they set", 1)[1]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    header = [cell.strip().strip("`") for cell in rows[0].strip("|").split("|")]
    folder = Path(__file__).resolve().parents[2] / "hearts" / "variants"
    seen = set()
    for row in rows[1:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        name = cells[0].strip("`")
        data = yaml.safe_load((folder / f"{name}.yaml").read_text(encoding="utf-8"))
        assert data["base"] == "card-1.0.0"
        written = set(data) - {"name", "title", "description", "base", "sources", "reading", "texts"}
        shown = {knob for knob, cell in zip(header[1:], cells[1:], strict=True) if cell}
        assert shown == written, name
        seen.add(name)
    assert seen == set(FAMILIES)


def test_the_black_maria_example_of_the_docs_is_the_shipped_file() -> None:
    import yaml

    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "new-variant.md").read_text(encoding="utf-8")
    block = doc.split("## 6.", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    shipped = yaml.safe_load((root / "hearts" / "variants" / "black-maria.yaml").read_text(encoding="utf-8"))
    for note in ("description", "sources", "reading"):
        shipped.pop(note)
    assert yaml.safe_load(block) == shipped
