"""The coverage check of the Gherkin rules (hearts.spec.coverage, ``hearts spec coverage``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main
from hearts.engine.clauses import (
    AI_CLAUSES,
    CARD_CLAUSES,
    CLAUSES,
    PEER_CLAUSES,
    QUESTIONS,
    WEB_CLAUSES,
    read_rules_file,
)
from hearts.spec.coverage import TABLE_SIZES, Coverage, compute, render_markdown
from hearts.spec.features import FeatureFileError, find_features_dir, read_features
from hearts.words import LANGUAGES as ALL_LANGUAGES

FEATURES = find_features_dir()
LANGUAGES = list(ALL_LANGUAGES)


@pytest.fixture(scope="module")
def coverage_now() -> Coverage:
    return compute()


@pytest.mark.slow
def test_every_clause_and_question_has_scenarios_in_every_language(coverage_now: Coverage) -> None:
    """The check of the test command: every clause, the bot clauses included, and every open
    question has a scenario in every language; nothing is pending, and no step is unmatched."""
    assert coverage_now.languages == LANGUAGES
    assert coverage_now.pending() == []
    assert coverage_now.failures() == []


def _without_bot_features(tmp_path: Path) -> Path:
    """A copy of the features without the scenarios tagged with a bot clause."""
    copy = tmp_path / "features"
    shutil.copytree(FEATURES, copy)
    for feature in read_features(copy):
        if any(set(s.clauses) & AI_CLAUSES for s in feature.scenarios):
            assert all(set(s.clauses) & AI_CLAUSES for s in feature.scenarios), feature.path
            feature.path.unlink()
    return copy


@pytest.mark.slow
def test_a_pending_bot_clause_fails_unless_allowed(tmp_path: Path) -> None:
    coverage = compute(_without_bot_features(tmp_path), corpus=False)
    assert coverage.pending() == sorted(AI_CLAUSES, key=CLAUSES.index)
    failures = coverage.failures()
    assert sorted(failures) == sorted(f"{c}: pending (no scenario in any language)" for c in AI_CLAUSES)
    assert coverage.failures(allow_pending=True) == []
    assert coverage.failures(allow_pending=["AI-EASY"]) == [f for f in failures if "AI-EASY" not in f]


@pytest.mark.slow  # the module's coverage computed: 0.7 s alone
def test_the_matrix_has_every_clause_and_question(coverage_now: Coverage) -> None:
    assert coverage_now.rows == [*CLAUSES, *QUESTIONS]
    for row in coverage_now.rows:
        assert all(coverage_now.count(row, lang) >= 1 for lang in LANGUAGES), row


def test_the_clause_list_matches_the_rule_index() -> None:
    rules = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"
    if not rules.is_file():
        pytest.skip("shared/RULES.md is not beside the working tree")
    text = rules.read_text(encoding="utf-8")
    ids = {
        line.split("|")[1].strip() for line in text.splitlines() if line.startswith("| ") and "|" in line[1:]
    }
    ids.discard("ID")
    ids = {i for i in ids if i.replace("-", "").isupper() and " " not in i}
    assert ids == set(CLAUSES) - set(PEER_CLAUSES)


def test_the_peers_clauses_are_the_ones_their_page_writes() -> None:
    """The project's own clauses (issue 37) are written in docs/rules/peers.md, one table row each."""
    page = Path(__file__).resolve().parents[2] / "docs" / "rules" / "peers.md"
    assert read_rules_file(page) == set(PEER_CLAUSES)
    assert not set(PEER_CLAUSES) & set(CARD_CLAUSES + WEB_CLAUSES)


def _drop_scenario(root: Path, language: str, clause: str) -> Path:
    """Remove from a copy of the features the only scenario of ``clause`` in ``language``."""
    features = [f for f in read_features(root) if f.language == language]
    found = [(f, s) for f in features for s in f.scenarios if clause in s.clauses]
    assert len(found) == 1, f"{clause} has {len(found)} scenarios in {language}"
    feature, scenario = found[0]
    lines = feature.path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = scenario.line - 1
    while start > 0 and lines[start - 1].strip().startswith("@"):
        start -= 1
    later = [s.line for s in feature.scenarios if s.line > scenario.line]
    end = len(lines)
    if later:
        end = later[0] - 1
        while end > 0 and lines[end - 1].strip().startswith("@"):
            end -= 1
    feature.path.write_text("".join(lines[:start] + lines[end:]), encoding="utf-8")
    return feature.path


@pytest.mark.slow
def test_removing_the_only_scenario_of_a_clause_in_one_language_fails(tmp_path: Path) -> None:
    copy = tmp_path / "features"
    shutil.copytree(FEATURES, copy)
    before = compute(copy, corpus=False)
    assert before.failures() == []
    _drop_scenario(copy, "fr", "WEB-MOON")
    after = compute(copy, corpus=False)
    assert after.count("WEB-MOON", "fr") == 0
    assert after.failures() == ["WEB-MOON: no scenario in fr"]
    result = CliRunner().invoke(main, ["spec", "coverage", "--features", str(copy)])
    assert result.exit_code == 1
    assert "WEB-MOON: no scenario in fr" in result.output


@pytest.mark.slow
def test_a_step_no_phrase_matches_is_reported_with_file_and_line(tmp_path: Path) -> None:
    copy = tmp_path / "features"
    shutil.copytree(FEATURES, copy)
    path = copy / "hu" / "kor.feature"
    text = path.read_text(encoding="utf-8")
    assert "Akkor a kőr nincs megtörve\n" in text
    line = text[: text.index("Akkor a kőr nincs megtörve\n")].count("\n") + 1
    path.write_text(text.replace("Akkor a kőr nincs megtörve\n", "Akkor a kőr nagyon szomorú\n", 1), "utf-8")
    problems = compute(copy, corpus=False).problems
    assert problems == [
        f"features/hu/kor.feature:{line}: no magyar phrase for the then step 'a kőr nagyon szomorú'"
    ]


def test_a_tag_that_is_not_a_clause_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "en"
    folder.mkdir(parents=True)
    (folder / "typo.feature").write_text(
        "# language: en\nFeature: x\n\n  @FOLOW\n  Scenario: y\n    Given it is a hand without passing\n",
        encoding="utf-8",
    )
    with pytest.raises(FeatureFileError, match=r"features/en/typo.feature:5: @FOLOW is not a clause"):
        read_features(tmp_path / "features")


def test_a_feature_without_its_language_line_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "fr"
    folder.mkdir(parents=True)
    (folder / "x.feature").write_text("# language: it\nFunzionalità: x\n", encoding="utf-8")
    with pytest.raises(FeatureFileError, match=r"x.feature:1: '# language: it' in the folder 'fr'"):
        read_features(tmp_path / "features")


@pytest.mark.parametrize(
    ("body", "at", "what"),
    [
        ("Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n", ":6:5:", "cell count"),
        ("@a_tag_and_nothing_else\n", ":3:", "unexpected end of file"),
        ("Feature: x\n  Scenario: y\n    Given a\n  Background: late\n", ":5:3:", "got 'Background: late'"),
        ('Feature: x\n  Scenario: y\n    Given a\n    """\n    never closed\n', ":7:", "end of file"),
    ],
    ids=["uneven-table", "no-feature", "late-background", "doc-string-not-closed"],
)
def test_a_feature_file_that_does_not_parse_says_where_and_what(
    body: str, at: str, what: str, tmp_path: Path
) -> None:
    """It said ``Parser errors:`` and nothing after: now the file, line, column and the
    parser's first complaint, on one line."""
    folder = tmp_path / "features" / "en"
    folder.mkdir(parents=True)
    (folder / "bad.feature").write_text("# language: en\n" + body, encoding="utf-8")
    with pytest.raises(FeatureFileError) as caught:
        read_features(tmp_path / "features")
    message = str(caught.value)
    assert message.startswith("features/en/bad.feature" + at), message
    assert what in message and "Parser errors" not in message and "\n" not in message, message


@pytest.mark.slow
def test_cli_coverage_table_json_and_exit_codes(tmp_path: Path, coverage_now: Coverage) -> None:
    runner = CliRunner()
    strict = runner.invoke(main, ["spec", "coverage"])
    assert strict.exit_code == 0, strict.output
    assert "FIRST-TRICK-POINTS" in strict.output and "AI-HARD" in strict.output
    pending = coverage_now.pending()  # (the features alone say what is pending)
    assert pending == []
    out = tmp_path / "cov.json"
    written = runner.invoke(main, ["spec", "coverage", "--allow-pending", "--json", str(out)])
    assert written.exit_code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["languages"] == LANGUAGES
    row = next(r for r in data["rows"] if r["id"] == "FOLLOW")
    assert all(row["counts"][lang] >= 1 for lang in LANGUAGES)
    stdout = runner.invoke(main, ["spec", "coverage", "--json"])
    assert json.loads(stdout.output)["pending"] == pending


@pytest.mark.slow
def test_render_markdown_for_the_docs() -> None:
    text = render_markdown()
    lines = text.splitlines()
    assert lines[0].startswith("| clause | en | es | it | hu | fr")
    assert any(line.startswith("| HEARTS-LEAD | ") for line in lines)
    assert any(line.startswith("| Q9 | ") for line in lines)


def test_a_clause_without_corpus_scenarios_fails(coverage_now: Coverage) -> None:
    """The corpus covers every clause except the bots' (issue: the coverage command counts it too)."""
    from dataclasses import replace

    assert coverage_now.corpus is not None
    assert not coverage_now.failures()
    gap = replace(coverage_now, corpus={**coverage_now.corpus, "WEB-HAND-WINNER": 0, "AI-HARD": 0})
    assert gap.failures() == ["WEB-HAND-WINNER: no scenario in the corpus"]


def test_every_clause_but_the_bots_has_corpus_scenarios_at_each_table_size(coverage_now: Coverage) -> None:
    """Issue 36: a column per table size, no empty cell for a clause at play (every clause but
    the bots', which have no fixed answer)."""
    assert coverage_now.corpus_tables is not None
    for clause in CLAUSES:
        for seats in TABLE_SIZES:
            if clause in PEER_CLAUSES and seats != 4:
                continue  # (the peers' rules are played at four seats)
            found = coverage_now.corpus_at(clause, seats)
            assert (found > 0) is (clause not in AI_CLAUSES), (clause, seats)
    rows = {row["id"]: row for row in coverage_now.to_json()["rows"]}
    assert rows["MOON"]["corpus_by_table"] == {str(n): coverage_now.corpus_at("MOON", n) for n in TABLE_SIZES}
    assert rows["MOON"]["corpus"] == sum(rows["MOON"]["corpus_by_table"].values())


def test_a_clause_missing_at_one_table_size_fails_naming_the_size(coverage_now: Coverage) -> None:
    from dataclasses import replace

    assert coverage_now.corpus_tables is not None
    gap = replace(coverage_now, corpus_tables={**coverage_now.corpus_tables, ("TIE", 5): 0, ("TIE", 6): 0})
    assert gap.failures() == ["TIE: no scenario in the corpus at a table of 5, 6"]
