"""What the README and the docs say works at tables of three, five and six, checked by running it.

Each claim is a sentence of a document and the command that makes it true; each sentence the
docs once held that the commands proved false is kept out while the command still works, so a
document that says "not yet" of something that works fails here, and so does one that says
it works when it stops working.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.variants.files import builtin_variant_names, load_variant

ROOT = Path(__file__).resolve().parents[1]
TABLES = tuple(n for n in builtin_variant_names() if load_variant(n).players != 4)


def _doc(name: str) -> str:
    return " ".join((ROOT / name).read_text(encoding="utf-8").split())


def _says(name: str, sentence: str) -> bool:
    return " ".join(sentence.split()) in _doc(name)


def test_there_are_tables_to_check() -> None:
    assert {"three-2d", "three-kitty", "five-2d2c", "six-twos"} <= set(TABLES)


@pytest.mark.slow  # one whole game per shipped variant with Easy bots: 8 s
def test_bots_audit_of_every_variant_plays_the_tables_as_the_readme_says(tmp_path: Path) -> None:
    report = tmp_path / "audit.json"
    args = ["bots", "audit", "--variant", "all", "--decisions", "1", "--level", "easy", "--json", str(report)]
    out = CliRunner().invoke(main, args)
    assert out.exit_code == 0, out.output
    audited = json.loads(report.read_text(encoding="utf-8"))["variants"]
    assert set(TABLES) <= set(audited) and all(audited[n] > 0 for n in TABLES), audited
    assert _says(
        "README.md", "The bots play every table, and `hearts bots audit --variant all` audits the tables too."
    )
    assert _says(
        "docs/players.md",
        "`hearts bots audit --variant all` audits every shipped variant, the tables included",
    )
    assert not _says("README.md", "the bots play four seats only for now")
    assert not _says("README.md", "leaves the tables out")


@pytest.mark.parametrize("name", ["three-kitty", "six-twos"])
def test_the_classrooms_walkthrough_export_works_at_a_table_as_serve_md_says(name: str) -> None:
    pytest.importorskip("starlette")
    from hearts.serve.exports import walkthrough_lays_out

    assert walkthrough_lays_out(load_variant(name))  # a finished hand, exported as the server does
    assert _says("docs/serve.md", "as a walkthrough (HTML, JSON) at every table of three to seven")
    assert _says("docs/serve.md", "`hearts walkthrough`'s formats, at every table")
    for stale in (
        "**Not there yet:** the walkthrough export",
        "lays out four seats for now",
        "at four seats only for now",
    ):
        assert not _says("docs/serve.md", stale), stale


def test_variant_diff_plays_bot_hands_at_a_table_of_five(tmp_path: Path) -> None:
    house = tmp_path / "five-50.yaml"
    house.write_text("name: five-50\nbase: five-2d2c\ntarget_score: 50\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["variant", "diff", "five-2d2c", str(house), "--hands", "2", "--json"])
    assert out.exit_code in (0, 1), out.output
    report = json.loads(out.output)
    assert report.get("play") and report["play"]["hands"] == 2, report
    assert not any("four seats" in s for s in report.get("skipped", [])), report.get("skipped")
    assert _says("docs/players.md", "`hearts variant diff` plays its bot hands at the two variants' table.")


def test_the_not_yet_section_of_players_md_lists_only_what_is_still_refused() -> None:
    """What docs/players.md lists under "Not yet at other tables" is still refused by the code:
    the rule card of a moon at the shooter's choice at five; what was done moved out of it."""
    text = _doc("docs/players.md")
    section = text.split("## Not yet at other tables", 1)[1].split("## ", 1)[0]
    assert "shooter's choice" in section and "bot scenarios" in section
    for done in ("bots audit", "rule card (`hearts variant card", "Gherkin features"):
        assert done not in section, done
    house = CliRunner().invoke(main, ["variant", "card", "five-2d2c", "--no-links"])
    assert house.exit_code == 0, house.output
    from hearts.varianttools.card import CardNotAtTable, render_card

    choice = load_variant("five-2d2c").with_knobs(moon_scoring=load_variant("moon-choice").moon_scoring)
    with pytest.raises(CardNotAtTable):
        render_card(choice, "en")
