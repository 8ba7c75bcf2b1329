"""The lines a page prints, read from their words (issue 35): the runner-up line says what the
record's runner-up is, in every format and language; the audit reads it, the headline and each
step line on the JSON and on the HTML, and a planted wording bug in each is reported."""

from __future__ import annotations

import copy
import json
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.audit.lines import read_runner_up
from hearts.audit.pages import audit_data
from hearts.audit.readback import read_back
from hearts.cards import Card
from hearts.cli import main
from hearts.variants.files import load_variant
from hearts.words import LANGUAGES

LANGS = LANGUAGES
SEED = ["--seed", "400001", "--bots", "easy,normal,hard,hard"]
"""The issue's page: North (Easy) passes Q♥, 8♥, 7♥, each read as 'Runner-up: 2♣'."""


@cache
def _render(fmt: str, lang: str, *args: str) -> str:
    """The walkthrough of ``args`` in ``fmt`` and ``lang``, written by the CLI."""
    with tempfile.TemporaryDirectory() as folder:
        command = ["walkthrough", *args, "--lang", lang, "--format", fmt, "-o", folder]
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 0, result.output
        (path,) = Path(folder).glob(f"*.{fmt}")
        return path.read_text(encoding="utf-8")


def _data(lang: str = "en", *args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_render("json", lang, *(args or SEED)))
    return data


def _steps(data: dict[str, Any]) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = data["views"][0]["hands"][0]["steps"]
    return steps


def _findings(data: dict[str, Any]) -> list[tuple[int, str, str]]:
    tally = audit_data(data, load_variant(data["variant"]["name"]))
    return [(f.decision, f.key, f.reason) for f in tally.findings]


# ------------------------------------------------------------- the line, as each page prints it


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_the_runner_up_line_says_the_card_played_without_the_deciding_step(fmt: str) -> None:
    page = _render(fmt, "en", *SEED)
    assert "Runner-up" not in page
    line = (
        "Without the step “the most dangerous card first: the Q♠, then the A♠ and K♠, then the highest "
        "heart, then the highest other card”, the bot would have passed the 2♣."
    )
    assert page.count(line) >= 3  # North's Q♥, 8♥ and 7♥ (decisions 0 to 2)


def test_the_runner_up_line_is_the_one_sentence_the_json_holds() -> None:
    data = _data()
    for step in _steps(data)[:3]:
        record = step["decision"]["record"]
        assert record["runner_up"] == "2C" and record["runner_up_lost_at"] == "step.danger"
        # without the danger order nothing ranks North's cards: the lowest goes
        assert [s["key"] for s in record["runner_up_steps"]] == ["step.lowest"]
        assert record["runner_up_steps"][0]["kept"][0] == "2C"
    page = _render("md", "en", *SEED)
    assert _steps(data)[0]["decision"]["record"]["text"]["second"] in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_runner_up_line_reads_in_each_language(lang: str) -> None:
    """Every runner-up line of the page reads as 'without the step S, the bot would have played
    X' in its language, X with its article, and names the record's runner-up."""
    data = _data(lang)
    lines = 0
    for step in _steps(data):
        record = step["decision"]["record"] if step["decision"] else None
        if record is None or record["text"]["second"] is None:
            continue
        read = read_runner_up(record["text"]["second"], lang)
        assert not isinstance(read, str), (record["text"]["second"], read)
        assert read.card == Card.parse(record["runner_up"]) and read.passing == (step["phase"] == "pass")
        lines += 1
    assert lines > 20
    assert not _findings(data)


def test_the_terminal_stepper_prints_the_same_line() -> None:
    """hearts step's r (the reasons) prints the runner-up line the pages print."""
    result = CliRunner().invoke(main, ["step", *SEED], input="n\nr\nq\n")
    assert result.exit_code == 0, result.output
    assert "the bot would have passed the 2♣." in result.output and "Runner-up" not in result.output


# ------------------------------------------------------------- planted bugs, the JSON


def _first_with_runner_up(data: dict[str, Any]) -> dict[str, Any]:
    return next(
        s["decision"]["record"]
        for s in _steps(data)
        if s["decision"] and s["decision"]["record"] and s["decision"]["record"]["runner_up"]
    )


def test_a_runner_up_the_decision_without_its_step_does_not_give_is_reported() -> None:
    data = copy.deepcopy(_data())
    record = _first_with_runner_up(data)
    record["runner_up"] = "4C"  # another legal card of North's, not what the replay gives
    record["text"]["second"] = record["text"]["second"].replace("2♣", "4♣")
    found = _findings(data)
    assert any(key == "runner-up" and "the bot plays 2♣, not 4♣" in why for _, key, why in found), found


def test_a_false_step_of_the_replay_without_the_deciding_step_is_reported() -> None:
    data = copy.deepcopy(_data())
    record = _first_with_runner_up(data)
    kept = record["runner_up_steps"][0]["kept"]
    kept[0], kept[-2] = kept[-2], kept[0]  # "the lowest card first", with a high card first
    record["runner_up"] = kept[0]
    found = _findings(data)
    assert any(key == "runner-up" and "step.lowest is not true" in why for _, key, why in found), found


@pytest.mark.parametrize(
    ("plant", "why"),
    [
        (lambda t: "Runner-up: 2♣, left behind at the step “x”.", "does not read as"),
        (lambda t: t.replace("2♣", "4♣"), "the line names 4♣"),
        (lambda t: t.replace("passed", "played"), "the line says played"),
        (lambda t: t.replace("the 2♣", "2♣"), "does not read as"),
        (lambda t: t.replace("highest other card", "lowest other card"), "the step quoted"),
    ],
)
def test_a_planted_runner_up_wording_bug_in_the_json_is_reported(plant: Any, why: str) -> None:
    data = copy.deepcopy(_data())
    record = _first_with_runner_up(data)
    record["text"]["second"] = plant(record["text"]["second"])
    found = _findings(data)
    assert any(key == "line:runner-up" and why in reason for _, key, reason in found), found


@pytest.mark.parametrize(
    ("lang", "old", "new", "why"),
    [
        ("fr", "le 2♣", "la 2♣", "the article of 2♣ is 'le'"),
        ("es", "el 2♣", "la 2♣", "the article of 2♣ is 'el'"),
        ("it", "il 2♣", "l’2♣", "the article of 2♣ is 'il'"),
    ],
)
def test_a_wrong_article_before_the_card_is_reported(lang: str, old: str, new: str, why: str) -> None:
    data = copy.deepcopy(_data(lang))
    record = _first_with_runner_up(data)
    assert old in record["text"]["second"]
    record["text"]["second"] = record["text"]["second"].replace(old, new)
    found = _findings(data)
    assert any(key == "line:runner-up" and why in reason for _, key, reason in found), found


@pytest.mark.parametrize(
    ("plant", "why"),
    [
        (lambda t: t.replace("passes", "plays", 1), "the headline says plays"),
        (lambda t: t.replace("highest other card", "lowest other card"), "not the deciding step's"),
        (lambda t: t.replace("North passes the Q♥", "North passes the Q♥ gladly"), "does not read as"),
        (lambda t: t.replace("North passes the Q♥", "North passes Q♥"), "does not read as"),
        (lambda t: t.replace("Q♥", "2♦", 1), "the headline names 2♦, not Q♥"),
    ],
)
def test_a_planted_headline_wording_bug_in_the_json_is_reported(plant: Any, why: str) -> None:
    data = copy.deepcopy(_data())
    record = _steps(data)[0]["decision"]["record"]
    record["text"]["headline"] = plant(record["text"]["headline"])
    found = _findings(data)
    assert any(key == "line:headline" and why in reason for _, key, reason in found), found


@pytest.mark.parametrize(
    ("lang", "old", "new", "why"),
    [
        ("fr", "passe la D♥", "passe le D♥", "the article of Q♥ is 'la'"),
        ("es", "pasa la Q♥", "pasa el Q♥", "the article of Q♥ is 'la'"),
        ("it", "passa la Q♥", "passa il Q♥", "the article of Q♥ is 'la'"),
        ("hu", "átadja a D♥-t", "átadja a D♥-öt", "the object suffix of Q♥ is '-t'"),
    ],
)
def test_a_wrong_article_in_the_headline_is_reported(lang: str, old: str, new: str, why: str) -> None:
    data = copy.deepcopy(_data(lang))
    record = _steps(data)[0]["decision"]["record"]
    assert old in record["text"]["headline"]
    record["text"]["headline"] = record["text"]["headline"].replace(old, new)
    found = _findings(data)
    assert any(key == "line:headline" and why in reason for _, key, reason in found), found


# ------------------------------------------------------------- planted bugs, the HTML


def _read_back(page: str, lang: str = "en") -> list[str]:
    data = _data(lang)
    return read_back(page, data, load_variant(data["variant"]["name"])).false


@pytest.mark.parametrize("lang", LANGS)
def test_the_html_lines_read_back_true(lang: str) -> None:
    data = _data(lang)
    found = read_back(_render("html", lang, *SEED), data, load_variant(data["variant"]["name"]))
    assert found.false == []
    for kind in ("step line", "step kept", "runner-up line", "runner-up words", "headline words"):
        assert found.kinds[kind] > 20, kind


@pytest.mark.parametrize(
    ("pattern", "replace", "kind"),
    [
        (r'(<p class="runner">)[^<]*', r"\1Runner-up: 2♣, left behind at the step “x”.", "runner-up words"),
        (r'(<p class="runner">[^<]*?)the 2♣', r"\1the 4♣", "runner-up line"),
        (r'(<ol class="steps">\s*<li>)the most dangerous', r"\1the least dangerous", "step line"),
        (r'(<ol class="steps">\s*<li>.*?<small>kept: )(\S+) (\S+)', r"\1\3 \2", "step kept"),
        (r'(<p class="headline">North) passes', r"\1 plays", "headline words"),
    ],
)
def test_a_planted_wording_bug_in_the_html_is_read_back(pattern: str, replace: str, kind: str) -> None:
    page = _render("html", "en", *SEED)
    start = page.index('data-view="T"')
    bad = page[:start] + re.sub(pattern, replace, page[start:], count=1, flags=re.S)
    assert bad != page
    assert any(f": {kind}:" in line for line in _read_back(bad)), kind


def test_the_point_table_named_in_a_knows_now_line_is_the_rules_not_a_holding() -> None:
    """omnibus-ten, hand 3: after the pass each seat's "knows now" line gives the point table
    ("10♦ -10"); the 10♦ is the variant's own card, not one the seat is said to know where it is."""
    args = ("--seed", "9005", "--variant", "omnibus-ten", "--hand", "3")
    data = json.loads(_render("json", "en", *args))
    block = data["views"][0]["hands"][0]["knows_now"][0]
    assert "10♦ -10" in block["facts"][0]["text"]
    found = read_back(_render("html", "en", *args), data, load_variant(data["variant"]["name"]))
    assert found.false == [] and found.kinds["knows-now cards"] > 0


# ------------------------------------------------------------- the "knows now" lines, from their words

KNOWS = ("--seed", "2718", "--hand", "2")


def _known_item(data: dict[str, Any], key: str) -> dict[str, Any]:
    for block in data["views"][0]["hands"][0]["knows_now"]:
        for item in block["facts"]:
            if item["key"] == key:
                found: dict[str, Any] = item
                return found
    raise AssertionError(f"no {key} line on the page")


@pytest.mark.parametrize("lang", LANGS)
def test_the_knows_now_lines_read_true_in_each_language(lang: str) -> None:
    data = _data(lang, *KNOWS)
    tally = audit_data(data, load_variant(data["variant"]["name"]))
    read = {k: n for k, n in tally.uses.items() if k.startswith("line:knows-now:")}
    kinds = ("broken", "passed", "received", "void", "points-taken", "scoring")
    assert set(read) == {f"line:knows-now:{kind}" for kind in kinds}
    assert not [f for f in tally.findings if f.key.startswith(("line:knows-now:", "line:fact:"))]


@pytest.mark.parametrize(
    ("lang", "key", "plant", "why"),
    [
        ("en", "fact.hearts-broken", lambda t: t.replace("no", "yes"), "hearts broken: False"),
        ("fr", "fact.hearts-broken", lambda t: t.replace("non", "jamais"), "is neither 'oui' nor 'non'"),
        ("en", "fact.passed", lambda t: t.replace(" to ", " towards "), "does not read as a 'passed' line"),
        ("es", "fact.passed", lambda t: re.sub(r" a \w+$", " a Nadie", t), "'Nadie' is not a seat"),
        ("it", "fact.received", lambda t: t.replace("ricevuto", "passato"), "does not read as a 'received'"),
        ("hu", "fact.received", lambda t: re.sub(r"küldő: \w+", "küldő: Dél", t), "did not receive exactly"),
        (
            "fr",
            "fact.void",
            lambda t: re.sub(r"pli\s(\d+)", lambda m: f"pli {int(m[1]) + 1}", t),
            "first showed",
        ),
        (
            "en",
            "fact.void",
            lambda t: re.sub(r"has no (.)", lambda m: "has no " + "♣♦"[m[1] == "♣"], t),
            "still holds",
        ),
    ],
)
def test_a_planted_knows_now_wording_bug_is_reported(lang: str, key: str, plant: Any, why: str) -> None:
    data = copy.deepcopy(_data(lang, *KNOWS))
    item = _known_item(data, key)
    item["text"] = plant(item["text"])
    found = _findings(data)
    kind = "line:knows-now:" + key.removeprefix("fact.").replace("hearts-broken", "broken")
    assert any(k == kind and why in reason for _, k, reason in found), (item["text"], found)


MOON = ("--seed", "5", "--hand", "4")
"""A hand West takes every point card of, up to the last trick: the moon-threat lines."""
POINT_TABLE = ("--seed", "808", "--hand", "2", "--variant", "black-maria")
"""A variant whose scoring is a point table (Q♠ 13, K♠ 10, A♠ 7, each heart 1)."""

EVERY_KIND = (
    *("broken", "passed", "received", "void", "points-taken"),
    *("played", "moon-threat", "scoring", "point-table"),
)


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_knows_now_line_is_read_from_its_words_in_each_language(lang: str) -> None:
    read: set[str] = set()
    for args in (KNOWS, MOON, POINT_TABLE):
        data = _data(lang, *args)
        tally = audit_data(data, load_variant(data["variant"]["name"]))
        read |= {k.rpartition(":")[2] for k in tally.uses if k.startswith(("line:knows-now:", "line:fact:"))}
        assert not [f for f in tally.findings if f.key.startswith(("line:knows-now:", "line:fact:"))]
    assert read == set(EVERY_KIND)


def _fact_line(data: dict[str, Any], key: str) -> tuple[list[str], int]:
    """The last decision's sentence of ``key`` (the longest list of cards played): its list and place."""
    found: tuple[list[str], int] | None = None
    for step in _steps(data):
        record = step["decision"]["record"] if step["decision"] is not None else None
        if record is None:
            continue
        for i, fact in enumerate(record["facts"]):
            if fact["key"] == key:
                found = (record["text"]["facts"], i)
    assert found is not None, f"no {key} sentence on the page"
    return found


def _bump(pattern: str) -> Any:
    """A plant: the first number matched by ``pattern`` (its group 1) one higher."""
    return lambda t: re.sub(pattern, lambda m: m[0].replace(m[1], str(int(m[1]) + 1), 1), t, count=1)


_NEW_KINDS = [
    ("fact.points-taken", KNOWS, _bump(r"(-?\d+) \("), "points, not"),
    ("fact.moon-threat", MOON, _bump(r"(\d+)\)"), "points, not"),
    ("fact.scoring", KNOWS, _bump(r"(\d+), "), "the variant's points differ"),
    ("fact.point-table", POINT_TABLE, lambda t: t.replace(" 13,", " 12,", 1), "the variant's points differ"),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("key", "args", "plant", "why"), _NEW_KINDS, ids=[k[0] for k in _NEW_KINDS])
def test_a_planted_figure_in_each_new_knows_now_kind_is_reported(
    lang: str, key: str, args: tuple[str, ...], plant: Any, why: str
) -> None:
    _planted_known_line_is_reported(lang, key, args, plant, why)


def _planted_known_line_is_reported(lang: str, key: str, args: tuple[str, ...], plant: Any, why: str) -> None:
    """The ``key`` line of the first "knows now" block holding one, changed by ``plant``: reported
    as its kind, for ``why``."""
    data = copy.deepcopy(_data(lang, *args))
    item = _known_item(data, key)
    before = item["text"]
    item["text"] = plant(before)
    assert item["text"] != before
    kind = "line:knows-now:" + key.removeprefix("fact.")
    found = _findings(data)
    assert any(k == kind and why in reason for _, k, reason in found), (item["text"], found)


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_left_out_of_the_cards_played_is_reported(lang: str) -> None:
    data = copy.deepcopy(_data(lang, *KNOWS))
    texts, i = _fact_line(data, "fact.played")
    texts[i] = texts[i].rsplit(" ", 1)[0]
    found = _findings(data)
    assert any(k == "line:fact:played" and "not the cards of the tricks" in r for _, k, r in found), found


@pytest.mark.parametrize(
    ("lang", "key", "args", "plant", "why"),
    [
        ("en", "fact.moon-threat", MOON, lambda t: t.replace("West", "North", 1), "North has taken 0 points"),
        ("hu", "fact.points-taken", KNOWS, lambda t: re.sub(r"\(\S+?[♣♦♠♥]", "(A♣", t), "other scoring"),
        ("fr", "fact.scoring", KNOWS, lambda t: t.replace("la D♠", "le R♠"), "does not read as a 'scoring'"),
        ("es", "fact.scoring", KNOWS, lambda t: t + ", la J♦ -10", "the variant's points differ"),
        (
            "en",
            "fact.point-table",
            POINT_TABLE,
            lambda t: t.replace("every card worth points", "every heart and the Q♠"),
            "a moon needs what the knob moon_cards says",
        ),
        ("it", "fact.point-table", POINT_TABLE, lambda t: t.replace("cuore 1", "cuore 2"), "differ"),
        ("fr", "fact.point-table", POINT_TABLE, lambda t: t.replace("R♠ 10, ", ""), "differ"),
    ],
)
def test_a_planted_wording_bug_in_a_new_kind_is_reported(
    lang: str, key: str, args: tuple[str, ...], plant: Any, why: str
) -> None:
    _planted_known_line_is_reported(lang, key, args, plant, why)


# ------------------------------------------------------------- the practice's feedback, from its words

PRACTICE = ("--seed", "4321", "--quiz", "--seat", "S")


def _practice(lang: str) -> tuple[str, dict[str, Any]]:
    """A practice page (HTML, South's questions) and the JSON of the same walkthrough."""
    page = _render("html", lang, *PRACTICE)
    return page, _data(lang, "--seed", "4321")


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_feedback_and_summary_read_true_in_each_language(lang: str) -> None:
    page, data = _practice(lang)
    read = read_back(page, data, load_variant(data["variant"]["name"]))
    kinds = {k for k in read.kinds if k.startswith("quiz words:")}
    assert len(kinds) == 6 and not [f for f in read.false if "quiz words" in f], read.false


def _planted(page: str, kind: str, plant: Any) -> str:
    script = re.search(r"var quiz = (\{.*?\});\n", page)
    assert script is not None
    texts = json.loads(script.group(1))
    texts[kind] = plant(texts[kind])
    return page.replace(script.group(1), json.dumps(texts))


@pytest.mark.parametrize(
    ("lang", "kind", "plant", "why"),
    [
        (
            "en",
            "differ",
            lambda t: t.replace("{mine}", "{x}").replace("{bot}", "{mine}").replace("{x}", "{bot}"),
            "puts '8♠ 9♠ 10♠' where it says mine",
        ),
        (
            "fr",
            "matched",
            lambda t: t.replace("{matched}", "{x}").replace("{total}", "{matched}").replace("{x}", "{total}"),
            "puts '7' where it says matched",
        ),
        ("es", "same", lambda t: t.replace("Bien jugado", "Mal jugado"), "does not read as its words"),
        ("it", "pass-differ", lambda t: t.replace("{both}", "{bot}"), "puts '8♠ 9♠ 10♠' where it says both"),
        ("hu", "item", lambda t: t.replace("a bot ezt", "te ezt"), "does not read as its words"),
        ("en", "pass-same", lambda t: t.replace("{cards}", "{mine}"), "where it says cards"),
    ],
)
def test_a_planted_feedback_wording_bug_is_read_back(lang: str, kind: str, plant: Any, why: str) -> None:
    page, data = _practice(lang)
    read = read_back(_planted(page, kind, plant), data, load_variant(data["variant"]["name"]))
    assert any(f"quiz words:{kind}" in f and why in f for f in read.false), read.false
