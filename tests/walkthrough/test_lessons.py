"""Lessons and starts: one start for every command (``--find`` opens the same hand in the walkthrough
and the classroom), a lesson saved from ``--what-if`` that opens the same and replays to the same
points on the engine, and every hostile or broken lesson refused in one line naming the file, line and
field (exit 2, never a traceback, never an escape sequence echoed)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from hearts.cli import main
from hearts.cli.cmd_walkthrough import load_walkthrough
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.play.loop import hand_over
from hearts.serve.starts import from_lesson
from hearts.serve.starts import from_seed as table_from_seed
from hearts.serve.starts import from_theme as table_from_theme
from hearts.walkthrough.export import as_data
from hearts.walkthrough.lessonfile import MAX_LESSON_BYTES, parse_lesson, read_lesson
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.sources import from_seed
from hearts.walkthrough.starts import DEFAULT_LEVELS
from hearts.walkthrough.whatif import with_branches

SCHEMA = Path(__file__).parents[2] / "hearts" / "walkthrough" / "lesson.schema.json"
WHAT_IF = ("12:9H", "12:9H/20:TS")


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The README's path: branch at step 12 of seed 7's hand 3, and keep it as a lesson."""
    folder = tmp_path_factory.mktemp("lesson")
    path = folder / "lesson.yaml"
    args = ["walkthrough", "--seed", "7", "--hand", "3", "--save-lesson", str(path), "-o", str(folder)]
    result = CliRunner().invoke(main, [*args, *(x for w in WHAT_IF for x in ("--what-if", w))])
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture(scope="module")
def seven() -> Walkthrough:
    return with_branches(from_seed(7, Variant(), DEFAULT_LEVELS, hand=3), WHAT_IF, costs=False)


def test_serve_and_the_walkthrough_find_the_same_hand() -> None:
    """One search: the classroom's ``--find`` and the walkthrough's give the same deal, hand and
    totals (the index answers for moon; a variant the index does not know is searched)."""
    for theme, variant in (("moon", Variant()), ("void-discard", Variant().with_knobs(target_score=77))):
        table = table_from_theme(theme, variant)
        walked = load_walkthrough(None, None, None, None, (), theme=theme)
        if variant != Variant():  # the walkthrough's --variant is a name or a file: resolve it the same way
            from hearts.walkthrough.sources import from_start, parse_levels
            from hearts.walkthrough.starts import StartRequest, resolve

            levels = parse_levels(None, 4)
            walked = from_start(resolve(StartRequest(theme=theme), variant, levels), levels)
        assert walked.origin is not None
        dealt = walked.origin.start
        assert (dealt.current_deal, dealt.hand_number, dealt.scores) == (
            table.deals[0],
            table.first_hand,
            table.scores,
        ), theme


def test_a_later_hand_starts_from_the_same_totals_in_the_classroom() -> None:
    table = table_from_seed(7, Variant(), 3)
    walked = from_seed(7, Variant(), DEFAULT_LEVELS, hand=3)
    assert walked.origin is not None
    assert (walked.origin.start.current_deal, walked.origin.start.scores) == (table.deals[0], table.scores)


def _end(lesson_line: tuple[object, ...], path: Path) -> State:
    lesson = read_lesson(path)
    state = State.start(lesson.variant, None, lesson.hand, lesson.scores).deal(lesson.deal)
    for card in lesson_line:
        state = state.apply(card)  # type: ignore[arg-type]
    assert hand_over(state)
    return state


def test_a_saved_lesson_replays_to_the_same_points_on_the_engine(saved: Path, seven: Walkthrough) -> None:
    lesson = read_lesson(saved)
    assert seven.main is not None and len(seven.variations) == 1
    (branch,) = lesson.branches
    (nested,) = branch.children
    (played,) = seven.variations
    (played_nested,) = played.children
    pairs = [(lesson.line, seven.main), (branch.line, played.line), (nested.line, played_nested.line)]
    for cards, line in pairs:
        assert cards is not None and line.result is not None
        result = _end(cards, saved).hand_results[-1]
        assert (result.points, result.scores) == (line.result.points, line.result.scores)


def test_a_lesson_opens_as_the_walkthrough_it_was_saved_from(saved: Path, seven: Walkthrough) -> None:
    from hearts.walkthrough.lessonwalk import branched

    opened = branched(load_walkthrough(None, None, None, None, (), lesson=saved), costs=False)
    a, b = as_data(opened, "fr"), as_data(seven, "fr")
    for data in (a, b):
        data.pop("source"), data.pop("seed")
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    assert opened.source == "lesson lesson.yaml (seed 7, hand 3)"


def test_a_saved_lesson_follows_the_published_schema(saved: Path) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(saved.read_text(encoding="utf-8")), schema)


def test_the_classroom_and_hearts_step_open_a_lesson(saved: Path) -> None:
    text = saved.read_text(encoding="utf-8") + "notes:\n- step: 12\n  text: {en: Look at the diamonds.}\n"
    start = from_lesson(text, "lesson.yaml", 0)
    lesson = parse_lesson(text)
    assert (start.deals[0], start.first_hand, start.scores) == (lesson.deal, 3, lesson.scores)
    assert start.levels == DEFAULT_LEVELS and start.kind == "lesson"
    path = saved.with_name("with-a-note.yaml")
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["step", "--lesson", str(path)], input="t 2\nq\n")
    assert result.exit_code == 0, result.output
    stepped = CliRunner().invoke(main, ["step", "--lesson", str(path)], input="\n" * 12 + "q\n")
    assert "Teacher's note: Look at the diamonds." in stepped.output
    assert "Look at the diamonds" not in result.output  # shown at its step only


def test_hearts_step_shows_a_lessons_branches_at_the_step_where_they_part(saved: Path) -> None:
    def screens(commands: str) -> dict[int, str]:
        """Each screen shown, by the step of its counter ("[Step 12 of 64]" ends step 12's)."""
        result = CliRunner().invoke(main, ["step", "--lesson", str(saved)], input=commands + "q\n")
        assert result.exit_code == 0, result.output
        parts = re.split(r"\[Step (\d+) of \d+\]", result.output)
        return {int(step): text for text, step in zip(parts[0::2], parts[1::2], strict=False)}

    question = "Step 12: what if West had passed the 9♥ instead of the A♦?"
    nested = "\n  Step 20: what if North had played the 10♠ instead of the 3♠?"
    teacher = screens("\n" * 13)
    assert sorted(teacher) == list(range(14))
    assert [step for step, text in teacher.items() if question in text] == [12]
    assert teacher[12].count(question) == 1
    assert "East: 24 (total 24) → 18 (total 18) (-6)" in teacher[12]  # the seats' points, as w shows them
    assert nested in teacher[12] and teacher[12].index(question) < teacher[12].index(nested)
    seat = screens("v N\n" + "\n" * 12)
    assert 12 in seat and not any(question in text for text in seat.values())  # the other hands stay hidden


def test_a_note_is_data_in_the_teachers_page(saved: Path, tmp_path: Path) -> None:
    hostile = "<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3)"
    text = saved.read_text(encoding="utf-8") + f"notes:\n- text: {{en: {json.dumps(hostile)}}}\n"
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["walkthrough", "--lesson", str(path), "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = next(tmp_path.glob("*.html")).read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert(1)" not in page
    assert "<img src=x" not in page


def _edited(saved: Path, old: str, new: str) -> str:
    text = saved.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


def _deep(saved: Path, depth: int) -> str:
    lesson = read_lesson(saved)
    (branch,) = lesson.branches
    line = " ".join(c.format() for c in branch.line or ())
    nested = "branches: []"
    for _ in range(depth):
        nested = f"branches: [{{step: 12, play: 9H, line: {line}, {nested}}}]"
    return _edited(saved, "branches:\n", "old_branches:\n").split("old_branches:")[0] + nested + "\n"


HOSTILE: dict[str, tuple[Callable[[Path], str], str]] = {
    "bad-yaml": (lambda s: "format: [hearts-lesson/1\n", "lesson.yaml:2:1: not valid YAML"),
    "unknown-card": (lambda s: _edited(s, "line: QS AS KS", "line: QS ZZ KS"), ":16:"),
    "illegal-line": (
        lambda s: _edited(
            s,
            "line: QS AS KS AH JH AC KD QD JD KH QH AD 2C 3C",
            "line: QS AS KS AH JH AC KD QD JD KH QH AD 3C 2C",
        ),
        "line[step 13]: 3♣ is not a legal card for West (DEAL",
    ),
    "no-such-decision": (
        lambda s: _edited(s, "- step: 12\n", "- step: 99\n"),
        "no decision 99: the line it branches",
    ),
    "illegal-branch": (
        lambda s: _edited(s, "  play: 9H\n", "  play: AS\n"),
        "A♠ is not a legal card for West at step 12",
    ),
    "escape-sequence": (
        lambda s: s.read_text(encoding="utf-8") + 'notes:\n- text: {en: "clear \\e[2J the screen"}\n',
        "the control character \\x1b in a text",
    ),
    "unknown-field": (
        lambda s: s.read_text(encoding="utf-8") + "run: rm -rf /\n",
        "run: not a field of a lesson",
    ),
    "unknown-language": (
        lambda s: s.read_text(encoding="utf-8") + "notes:\n- text: {de: Hallo}\n",
        "notes[0].text.de: not a language of ours",
    ),
    "deep-tree": (lambda s: _deep(s, 13), "branches nest 12 deep at most"),
    "many-branches": (
        lambda s: _edited(s, "branches:\n", "branches:\n" + "- {step: 1, play: 2H}\n" * 201),
        "200 branches at most",
    ),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_lesson_is_one_line_naming_the_file_line_and_field(
    saved: Path, tmp_path: Path, case: str
) -> None:
    make, says = HOSTILE[case]
    path = tmp_path / "lesson.yaml"
    path.write_text(make(saved), encoding="utf-8")
    for command in (["walkthrough", "-o", str(tmp_path)], ["step"]):
        result = CliRunner().invoke(main, [*command, "--lesson", str(path)], input="q\n")
        out = result.output.strip()
        assert result.exit_code == 2, out
        assert out.count("\n") == 0 and "Traceback" not in out and "\x1b" not in out
        assert out.startswith(f"error: {path}:") or f"{path}:" in out, out
        assert says in out, out


def test_a_50_mb_lesson_is_refused_on_its_size_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    with path.open("wb") as f:
        f.truncate(50 * 1024 * 1024)
    result = CliRunner().invoke(main, ["walkthrough", "--lesson", str(path), "-o", str(tmp_path)])
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0
    assert f"{path}: too large ({50 * 1024 * 1024} bytes; the limit is {MAX_LESSON_BYTES})" in result.output


def _moves(data: dict[str, Any]) -> list[str]:
    """The cards of a walkthrough JSON's main line, in order (the teacher's view)."""
    (teacher,) = [v for v in data["views"] if v["viewer"] == "teacher"]
    return [s["card"] for h in teacher["hands"] for s in h["steps"] if s.get("card")]


def test_a_lesson_whose_line_the_bots_no_longer_play_is_replayed_as_saved(
    saved: Path, tmp_path: Path
) -> None:
    """A lesson saved by bots of another version: its main line is not the one the bots play now
    (here the branch's line, 9♥ at step 12, where the bots play the A♦); it opens with the saved
    cards, replayed on the engine, not with the bots' line."""
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    other = data["branches"][0]["line"]
    assert other != data["line"]
    data["line"] = other
    del data["branches"]
    path = tmp_path / "other-version.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["walkthrough", "--lesson", str(path), "--format", "json", "-o", str(out)]
    )
    assert result.exit_code == 0, result.output
    page = json.loads(next(out.glob("*.json")).read_text(encoding="utf-8"))
    assert " ".join(_moves(page)) == other


def test_a_saved_branch_the_bots_play_otherwise_is_refused_naming_it(saved: Path, tmp_path: Path) -> None:
    """The branch at step 12 saved with the line of its own branch (T♠ at step 20, where the bots
    play another card): the lesson is refused in one line naming the branch."""
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    branch = data["branches"][0]
    branch["line"] = branch["branches"][0]["line"]
    path = tmp_path / "branch-otherwise.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    result = CliRunner().invoke(main, ["walkthrough", "--lesson", str(path), "-o", str(tmp_path)])
    out = result.output.strip()
    assert result.exit_code == 2 and out.count("\n") == 0, out
    assert "branches 12:9♥.line: the bots play this branch otherwise from step 20 (3♠, not 10♠)" in out, out
