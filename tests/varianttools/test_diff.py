"""variant diff that summarises (issue 14, item 3): groups, counts, three examples, symbols, one screen."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import CardSet
from hearts.cli import main
from hearts.engine.state import IllegalAction, replay
from hearts.scenarios import load_corpus
from hearts.variants.files import load_variant
from hearts.varianttools.diff import answer_changes, kind_of_change, symbols

FOUR = (
    "name: house4\ntitle: House four\nbase: card-1.0.0\nfirst_lead: any-club\n"
    "first_trick_points: allowed\njack_of_diamonds_points: -10\ntarget_score: 50\n"
)


@pytest.fixture(scope="module")
def four_knobs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("diff") / "house4.yaml"
    path.write_text(FOUR, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def summary(four_knobs: Path) -> str:
    out = CliRunner().invoke(main, ["variant", "diff", "card-1.0.0", str(four_knobs), "--hands", "8"])
    assert out.exit_code == 0, out.output
    return str(out.output)


@pytest.mark.slow
def test_four_knob_summary_fits_on_one_screen(summary: str) -> None:
    lines = summary.splitlines()
    assert len(lines) <= 45, len(lines)
    assert all(len(line) <= 110 for line in lines), max(lines, key=len)
    assert "…" not in summary  # no cut column


def test_summary_order_knobs_then_play_then_corpus_with_full_knob_names(summary: str) -> None:
    knobs, play = summary.index("Knobs that differ"), summary.index("Bot play")
    assert knobs < play < summary.index("Corpus")
    for knob, clause in (
        ("first_lead", "FIRST-LEAD"),
        ("first_trick_points", "FIRST-TRICK-POINTS"),
        ("jack_of_diamonds_points", "LOCKED-VARIANTS"),
        ("target_score", "GAME-END"),
    ):
        assert re.search(rf"^  {knob} .* {clause}$", summary, re.M), knob


def test_summary_uses_symbols_not_ascii_cards(summary: str) -> None:
    corpus = summary[summary.index("Corpus") :]
    assert "♣" in corpus
    assert not re.search(r"(?<![\w/-])(10|[2-9TJQKA])[CDSH](?![\w-])", corpus)


@pytest.mark.slow  # bot play under two variants: 4 s
def test_groups_are_counted_with_at_most_three_examples(four_knobs: Path, summary: str) -> None:
    out = CliRunner().invoke(
        main, ["variant", "diff", "card-1.0.0", str(four_knobs), "--hands", "0", "--json", "-"]
    )
    data = json.loads(out.output)["scenarios"]
    groups = data["groups"]
    assert sum(g["count"] for g in groups) == data["differ"] > 100
    assert all(len(g["examples"]) == min(3, g["count"]) for g in groups)
    assert [g["count"] for g in groups] == sorted((g["count"] for g in groups), reverse=True)
    for g in groups:
        assert f"{g['count']:>4} × {g['kind']}" in summary
    details = CliRunner().invoke(
        main, ["variant", "diff", "card-1.0.0", str(four_knobs), "--hands", "0", "--details"]
    )
    for sc in data["list"]:
        assert sc["id"] in details.output


@pytest.mark.slow
def test_every_grouped_legal_change_is_true_under_the_engine(four_knobs: Path) -> None:
    """Independent check: 'B allows more cards in the end position' really means a superset there."""
    a, b = load_variant("card-1.0.0"), load_variant(four_knobs)
    checked = 0
    for sc in load_corpus():
        try:
            sa, sb = replay(sc.record(a)), replay(sc.record(b))
        except (IllegalAction, ValueError):
            continue
        from hearts.varianttools.diff import trace

        changes = answer_changes(trace(sc.record(a)), trace(sc.record(b)))
        if changes and changes[0][0] == "B allows more cards in the end position":
            assert sa.legal_mask() & ~sb.legal_mask() == 0 and sb.legal_mask() & ~sa.legal_mask()
            checked += 1
    assert checked > 10


def test_kind_of_change_reads_sets_and_refusals() -> None:
    kind, text = kind_of_change("end: legal 2C", "end: legal 2C 5C")
    assert kind == "B allows more cards in the end position" and text == "+5♣"
    kind, text = kind_of_change("step 3 (play, W): legal 2H 3H", "step 3 (play, W): legal 3H")
    assert kind == "B allows fewer cards while playing" and text == "−2♥"
    kind, text = kind_of_change("end: legal 2C", "step 1: 9C refused (FIRST-LEAD: the first trick ...)")
    assert kind == "a move of the setup is refused under B" and text == "step 1: 9♣ refused (FIRST-LEAD)"
    assert symbols("legal TC QS") == "legal 10♣ Q♠" and CardSet.parse("10♣ Q♠").format() == "TC QS"


@pytest.mark.slow
def test_a_change_that_changes_nothing_is_said(tmp_path: Path) -> None:
    path = tmp_path / "ftp.yaml"
    path.write_text("name: ftp\nbase: card-1.0.0\nfirst_trick_points: never\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["variant", "diff", "card-1.0.0", str(path), "--hands", "5"])
    assert out.exit_code == 0
    assert "changed nothing" in out.output and "warning: ftp: first_trick_points" in out.output
