"""hearts variant check / diff / card (clauses WEB-FIRST-TRICK-STRICT, FIRST-TRICK-POINTS and the rest)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from click.testing import CliRunner

from hearts.cards import Card
from hearts.cli import main
from hearts.engine.state import Phase, replay
from hearts.engine.variant import KNOB_DOCS, FirstTrickForced, MoonScoring, TieRule, Variant
from hearts.variants.files import load_variant
from hearts.varianttools import card as card_mod
from hearts.varianttools.abstraction import Case, abstract_cases, case_of
from hearts.varianttools.check import exhaustive
from hearts.varianttools.diff import diff_variants, knob_changes, scenario_diffs
from hearts.varianttools.randomplay import KnownCase, random_games
from hearts.words import LANGUAGES

LOCALE = Path(card_mod.__file__).resolve().parents[1] / "words" / "locale"


# ------------------------------------------------------------------------ check


@pytest.fixture(scope="module")
def strict_results() -> list:  # type: ignore[type-arg]
    return exhaustive(load_variant("web-strict"))


@pytest.mark.slow  # (with the next) the exhaustive check of web-strict, shared: 0.7 s
def test_web_strict_dead_end_is_found_with_a_runnable_position(strict_results: list) -> None:  # type: ignore[type-arg]
    dead = [r for r in strict_results if r.status == "dead-end"]
    assert {r.case.key() for r in dead} == {"follow-1-C-unbroken-H", "follow-1-C-unbroken-QsH"}
    for r in dead:
        state = replay(r.position.record)
        assert state.phase is Phase.STUCK and state.legal_actions() == ()
        assert "WEB-FIRST-TRICK-STRICT" in r.clauses


@pytest.mark.slow
def test_every_built_position_is_the_case_it_claims(strict_results: list) -> None:  # type: ignore[type-arg]
    for r in strict_results:
        if r.position is not None:
            assert case_of(replay(r.position.record)) == r.case


@pytest.mark.slow
def test_card_is_clean_and_web_lists_where_the_fallback_decides() -> None:
    card = exhaustive(load_variant("card-1.0.0"))
    assert not [r for r in card if r.status == "dead-end"]
    assert not [r for r in card if r.fallback]
    web = exhaustive(load_variant("web"))
    assert not [r for r in web if r.status == "dead-end"]
    assert {r.case.key() for r in web if r.fallback} == {"follow-1-C-unbroken-H", "follow-1-C-unbroken-QsH"}


@pytest.mark.slow
def test_hearts_only_fallback_forbids_the_queen_there() -> None:
    v = load_variant("web").with_knobs(first_trick_forced=FirstTrickForced.HEARTS_ONLY)
    found = {r.case.key(): r for r in exhaustive(v)}
    legal = found["follow-1-C-unbroken-QsH"].legal
    assert legal and Card.parse("QS") not in legal


def test_abstract_space_is_the_documented_size() -> None:
    assert len(abstract_cases(Variant())) == 3 + 64 + 126 + 126 + 504
    assert len(abstract_cases(Variant(pass_count=0))) == 820


@pytest.mark.slow  # the card's exhaustive check, unless a test before made it: 0.5 s
def test_random_play_checks_the_abstraction_and_finds_no_problem() -> None:
    v = load_variant("card-1.0.0")
    table: dict[Case, KnownCase] = {r.case: r for r in exhaustive(v)}
    report = random_games(v, games=3, seed=5, table=table)
    assert report.failure is None and report.mismatches == []
    assert report.games == 3 and report.cases_seen > 100


def test_random_play_reports_a_game_that_does_not_end() -> None:
    report = random_games(Variant(target_score=10_000), games=2, seed=1, max_hands=2)
    assert report.failure is not None and report.failure.invariant == "game-end"
    assert len(report.failure.deals) >= 2


@pytest.mark.slow  # whole checks through the CLI: 5 s
def test_check_cli_exit_codes_json_and_scenario_files(tmp_path: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(
        main, ["variant", "check", "web-strict", "--games", "2", "-o", str(tmp_path), "--json"]
    )
    assert out.exit_code == 1, out.output
    data = json.loads(out.output)
    assert data["exhaustive"]["dead-end"] == 2 and not data["ok"]
    files = sorted(tmp_path.glob("*.yaml"))
    assert [f.name for f in files] == ["web-strict-dead-ends.yaml"]
    from hearts.scenarios import load_corpus

    scenarios = load_corpus([files[0]])
    assert len(scenarios) == 2
    for sc in scenarios:
        state = replay(sc.record(load_variant("web-strict")))
        assert state.phase is Phase.STUCK
    ok = runner.invoke(main, ["variant", "check", "card-1.0.0", "--games", "2"])
    assert ok.exit_code == 0, ok.output
    web = runner.invoke(main, ["variant", "check", "web", "--games", "2", "--json"])
    assert web.exit_code == 0 and len(json.loads(web.output)["exhaustive"]["fallback_decides"]) == 2


def test_check_cli_bad_file_is_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nbase: card-1.0.0\npass_count: three\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["variant", "check", str(bad)])
    assert out.exit_code == 2
    assert re.search(r"bad\.yaml:3: pass_count:", out.output)


# ------------------------------------------------------------------------- diff


def test_knob_changes_name_their_clause() -> None:
    changes = knob_changes(load_variant("card-1.0.0"), load_variant("web-strict"))
    assert {c.knob for c in changes} == {"first_trick_points", "first_trick_forced"}
    assert all(c.clause == KNOB_DOCS[c.knob][0] for c in changes)


class _Sc:
    def __init__(self, sid: str, deal: str, plays: str) -> None:
        from hearts.engine.deal import Deal

        self.id, self.title, self.file, self.line = sid, sid, "x.yaml", 1
        self.clauses: tuple[str, ...] = ("FIRST-TRICK-POINTS",)
        self._deal = Deal.parse(deal)
        self._plays = tuple(Card.parse(c) for c in plays.split())

    def record(self, variant: Variant):  # type: ignore[no-untyped-def]
        from hearts.engine.state import Record

        return Record(variant, (self._deal,), self._plays, 4)


def test_scenario_diff_sees_a_setup_that_is_stuck_under_one_variant() -> None:
    deal = "N:Q9632.AJ852.T74.- E:-.-.-.AKQJT98765432 S:KT74.Q963.KJ852.- W:AJ85.KT74.AQ963.-"
    same = "N:AKQJT98765432.-.-.- E:-.AKQJT98765432.-.- S:-.-.AKQJT98765432.- W:-.-.-.AKQJT98765432"
    diffs = scenario_diffs(
        load_variant("card-1.0.0"),
        load_variant("web-strict"),
        [_Sc("stuck", deal, "2C"), _Sc("same", same, "2C")],
    )
    assert [d.id for d in diffs] == ["stuck"]
    a, b = diffs[0].differences[0]
    assert "play" in a and "stuck" in b


@pytest.mark.slow
def test_play_stats_count_what_changes() -> None:
    card = load_variant("card-1.0.0")
    none = diff_variants(card, load_variant("web"), hands=20, seed=2, scenarios=[])
    assert none.play is not None and none.play.legal_differs == 0
    omni = diff_variants(card, load_variant("omnibus"), hands=20, seed=2, scenarios=[])
    assert omni.play is not None and omni.play.hands_points_differ == 20 and omni.play.legal_differs == 0
    qs = diff_variants(card, load_variant("openspiel"), hands=40, seed=2, scenarios=[])
    assert qs.play is not None and qs.play.legal_differs > 0 and qs.play.tricks_differ > 0


@pytest.mark.slow
def test_diff_cli_lists_the_scenarios_that_differ(tmp_path: Path) -> None:
    runner = CliRunner()
    runner.invoke(main, ["variant", "check", "web-strict", "--games", "0", "-o", str(tmp_path)])
    args = ["variant", "diff", "card-1.0.0", "web-strict", "--hands", "10", "--scenarios", str(tmp_path)]
    out = runner.invoke(main, [*args, "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert [k["knob"] for k in data["knobs"]] == ["first_trick_points", "first_trick_forced"]
    assert data["play"]["hands"] == 10 and data["scenarios"]["total"] == 2
    assert data["scenarios"]["differ"] == 2
    same = runner.invoke(
        main, ["variant", "diff", "card-1.0.0", "web", "--hands", "0", "--scenarios", str(tmp_path)]
    )
    assert same.exit_code == 0 and "Corpus: 0 of 2 scenarios answer differently" in same.output


# ------------------------------------------------------------------------- card


def test_every_rulecard_message_is_translated_in_every_language() -> None:
    ids = {m[0] for m in card_mod.extract_messages()}
    with (LOCALE / "rulecard.pot").open("rb") as fh:
        pot = {m.id[0] if isinstance(m.id, tuple) else m.id for m in read_po(fh) if m.id}
    assert pot == ids, "hearts/words/locale/rulecard.pot is out of date"
    for lang in LANGUAGES:
        if lang == "en":
            continue
        with (LOCALE / lang / "LC_MESSAGES" / "rulecard.po").open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        for msg_id in ids:
            found = next(
                (m for m in catalog if m.id and (m.id[0] if isinstance(m.id, tuple) else m.id) == msg_id),
                None,
            )
            assert found is not None, f"{lang}: missing {msg_id!r}"
            strings = found.string if isinstance(found.string, tuple) else (found.string,)
            assert all(strings) and not found.fuzzy, f"{lang}: untranslated {msg_id!r}"
            assert set(re.findall(r"%\(\w+\)s", msg_id)) == set(re.findall(r"%\(\w+\)s", str(strings[-1]))), (
                lang,
                msg_id,
            )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_renders_every_clause_of_the_card_in_every_language(lang: str) -> None:
    text = card_mod.render_card(load_variant("card-1.0.0"), lang, links=False)
    for clause in ("DEAL", "PASS-COUNT", "PASS-CYCLE", "FIRST-LEAD", "FOLLOW", "DISCARD", "TRICK-WIN",
                   "HEARTS-BREAK", "HEARTS-LEAD", "FIRST-TRICK-POINTS", "DECK", "POINTS", "MOON",
                   "ACCUMULATE", "HAND-END", "GAME-END", "TIE", "LOCKED-VARIANTS", "AI-INFO", "AI-EASY",
                   "AI-NORMAL", "AI-HARD"):  # fmt: skip
        assert f"`{clause}`" in text
    assert text.count("\n## ") == 8
    if lang != "en":
        assert "Before each hand" not in text and "Scoring" not in text


@pytest.mark.parametrize(
    "knobs",
    [
        {"moon_scoring": MoonScoring.SUBTRACT_FROM_SHOOTER},
        {"moon_scoring": MoonScoring.SHOOTER_CHOICE},
        {"moon_scoring": MoonScoring.NONE},
        {"jack_of_diamonds_points": -10},
        {"first_trick_forced": FirstTrickForced.HEARTS_ONLY},
        {"pass_count": 1},
        {"pass_count": 0},
        {"target_score": 50},
        {"tie_rule": TieRule.SHARED_WIN},
        {"queen_breaks_hearts": True},
    ],
)
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_knob_value_changes_the_card(knobs: dict[str, object], lang: str) -> None:
    base = card_mod.render_card(Variant(), lang, links=False)
    assert card_mod.render_card(Variant().with_knobs(**knobs), lang, links=False) != base


def test_web_strict_card_states_the_dead_end_and_web_its_fallback() -> None:
    strict = card_mod.render_card(load_variant("web-strict"), "en", links=False)
    web = card_mod.render_card(load_variant("web"), "es", links=False)
    assert "no legal card at all" in strict and "`WEB-FIRST-TRICK-STRICT`" in strict
    assert "Interpretación de esta variante" in web


def test_links_point_at_features_with_the_clause_tag() -> None:
    root = Path(card_mod.__file__).resolve().parents[2]
    text = card_mod.render_card(load_variant("card-1.0.0"), "en", links=True)
    targets = re.findall(r'href="([^"]+\.feature)"', text)
    assert targets
    for target in targets:
        assert (root / target).is_file()
    follow = card_mod.clause_links("FOLLOW", "en")
    assert follow.features
    for path in follow.features:
        assert "FOLLOW" in card_mod.feature_tags(root / path)


@pytest.mark.slow  # every card page in every language: 7 s
def test_write_docs_pages(tmp_path: Path) -> None:
    written = card_mod.write_docs_pages(tmp_path)
    names = {p.name for p in written}
    assert len(written) == len(card_mod.card_names()) * (len(LANGUAGES) + 1) + 1
    assert "web.it.md" in names and "index.md" in names and "web.md" in names
    index = (tmp_path / "index.md").read_text(encoding="utf-8")
    assert "web-strict.fr.md" in index
    # The contents: one entry per variant, its languages inside it.
    toc = index.split("```{toctree}", 1)[1].split("```", 1)[0].split()
    assert [t for t in toc if not t.startswith(":")] == card_mod.card_names()
    group = (tmp_path / "web.md").read_text(encoding="utf-8")
    inside = group.split("```{toctree}", 1)[1].split("```", 1)[0].split()
    assert [t for t in inside if not t.startswith(":") and not t.isdigit()] == [
        f"web.{lang}" for lang in LANGUAGES
    ]


def test_card_cli_to_file(tmp_path: Path) -> None:
    target = tmp_path / "card.md"
    out = CliRunner().invoke(main, ["variant", "card", "omnibus", "--lang", "it", "-o", str(target)])
    assert out.exit_code == 0, out.output
    assert "J♦" in target.read_text(encoding="utf-8")


# ---------------------------------------------------------- a new variant, as a user


@pytest.mark.slow  # check, diff and card of a new variant: 4 s
def test_new_variant_walkthrough_from_the_docs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The steps of docs/new-variant.md, through the CLI, in a fresh folder."""
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    # 1. Copy a shipped variant file.
    source = Path(card_mod.__file__).resolve().parents[1] / "variants" / "card-1.0.0.yaml"
    text = source.read_text(encoding="utf-8")
    # 2. Change a knob (and the name).
    text = text.replace("name: card-1.0.0", "name: house").replace("target_score: 100", "target_score: 50")
    Path("house.yaml").write_text(text, encoding="utf-8")
    # 3. Check it.
    check = runner.invoke(main, ["variant", "check", "house.yaml", "--games", "3"])
    assert check.exit_code == 0, check.output
    # 4. Diff it against the card.
    diff = runner.invoke(main, ["variant", "diff", "card-1.0.0", "house.yaml", "--hands", "4", "--json"])
    assert diff.exit_code == 0, diff.output
    assert [k["knob"] for k in json.loads(diff.output)["knobs"]] == ["target_score"]
    # 5. Print its card.
    card = runner.invoke(main, ["variant", "card", "house.yaml", "--lang", "fr", "-o", "house.fr.md"])
    assert card.exit_code == 0, card.output
    assert "50 points" in Path("house.fr.md").read_text(encoding="utf-8")
    # The docs page describes these same commands.
    docs = Path(__file__).resolve().parents[2] / "docs" / "new-variant.md"
    page = docs.read_text(encoding="utf-8")
    for command in ("hearts variant check house.yaml", "hearts variant diff card-1.0.0 house.yaml",
                    "hearts variant card house.yaml --lang fr"):  # fmt: skip
        assert command in page
