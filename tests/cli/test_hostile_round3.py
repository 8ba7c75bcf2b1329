"""Hostile input, round three (issue 26): one section per class of defect, each with new inputs.

Every refusal is checked as in :mod:`tests.cli.test_hostile_inputs`: the documented exit
code, one line naming the file (and line, and field where there is one), no traceback,
within :data:`~tests.cli.test_hostile_inputs.LIMIT` seconds; and nothing is written
outside ``-o``, nothing is left half-written, no file that should stay is replaced.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hearts.cards import ALL_CARDS, Card, Rank, Seat, Suit
from hearts.cli import main
from hearts.cli.common import MAX_SEED
from hearts.engine.deal import Deal
from hearts.engine.state import State
from hearts.engine.variant import MAX_GAME_HANDS, MAX_PASS_CYCLE, MAX_POINTS, Variant
from hearts.plumbing.atomic import OutputError, output_in, slug, write_atomic
from hearts.plumbing.inputs import MAX_TYPED, typed_line
from hearts.plumbing.yamlsafe import MAX_CHARACTERS, PlainYamlError, compose
from hearts.scenarios.files import MAX_FOLDERS
from hearts.scenarios.loader import MAX_SCENARIOS_PER_FILE
from hearts.variants.files import MAX_BASE_CHAIN, load_variant
from tests.support.clock import within
from tests.support.hostile import LIMIT, MODELINE
from tests.support.hostile import check as _check
from tests.support.hostile import run as _run

ROOT = Path(__file__).resolve().parents[2]
TIES = ROOT / "scenarios" / "ties.yaml"
FOLLOW = ROOT / "scenarios" / "follow.yaml"


def _files_under(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*")}


# ------------------------------------------------------------------ 1. outputs inside -o (26.1)

DEAD_END_NAMES = [
    "../../x/pwned",
    "{ABS}/pwned",
    "..",
    "a/../../../b",
    "./.hidden",
    "~root/.bashrc",
    "con\u202e.yaml",
    "\u00e9t\u00e9 / hiver",
]


@pytest.mark.slow  # a whole variant check per name: 5 s in all
@pytest.mark.parametrize("name", DEAD_END_NAMES)
def test_variant_check_writes_inside_the_output_folder(name: str, tmp_path: Path) -> None:
    """A variant's name becomes a slug inside -o, whatever it holds; nothing appears elsewhere."""
    outside = tmp_path / "outside"
    outside.mkdir()
    work = tmp_path / "work" / "a" / "b"
    out = work / "out"
    out.mkdir(parents=True)
    variant = tmp_path / "v.yaml"
    variant.write_text(
        f"base: web-strict\nname: {name.replace('{ABS}', str(outside))!r}\n".replace("'", '"'), "utf-8"
    )
    before = _files_under(tmp_path) - _files_under(out)
    # The whole check runs (no alarm: this is work, not a refusal).
    result = CliRunner().invoke(main, ["variant", "check", str(variant), "--games", "0", "-o", str(out)])
    assert result.exit_code == 1, result.stderr  # web-strict has dead ends: found, written
    written = sorted(out.iterdir())
    assert len(written) == 1 and written[0].name.endswith("-dead-ends.yaml"), written
    assert "/" not in written[0].name and not written[0].name.startswith(".")
    assert _files_under(tmp_path) - _files_under(out) == before  # nothing new outside -o


def test_variant_check_refuses_a_link_out_of_the_folder(tmp_path: Path) -> None:
    """The file a variant's name leads to is a symlink to a file elsewhere: refused, kept."""
    keep = tmp_path / "keep.txt"
    keep.write_text("precious")
    out = tmp_path / "out"
    out.mkdir()
    (out / "web-strict-dead-ends.yaml").symlink_to(keep)
    result = _check(["variant", "check", "web-strict", "--games", "0", "-o", str(out)], 2)
    assert "outside the folder" in result.stderr and "web-strict-dead-ends.yaml" in result.stderr
    assert keep.read_text() == "precious"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("../../etc/passwd", "etc-passwd"),
        ("/abs/olute.md", "abs-olute.md"),
        ("..", "x"),
        ("a" * 500, "a" * 80),
        ("\x1b[2J", "2J"),
        ("a/./b/../c", "a-b-c"),
    ],
)
def test_slug_makes_one_plain_name(text: str, name: str, tmp_path: Path) -> None:
    assert slug(text) == name
    path = output_in(tmp_path, slug(text) + ".yaml")
    assert os.path.realpath(path).startswith(str(tmp_path.resolve()) + os.sep)


@pytest.mark.parametrize("name", ["../x.yaml", "/etc/x", ".", "..", "a/b.yaml", ""])
def test_output_in_refuses_names_that_leave(name: str, tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="outside the folder"):
        output_in(tmp_path, name)


def test_slug_is_never_empty_nor_a_dot_name() -> None:
    for text in ("", ".", "..", "...", "/", "-", "\x00", "♥♥"):
        made = slug(text)
        assert made and not made.startswith(".") and "/" not in made, (text, made)


# ------------------------------------------------------------------ 2. budgets in characters (26.4)


def _string_bomb(levels: int, width: int = 10, text_size: int = 1000) -> str:
    lines = [f'a0: &a0 "{"x" * text_size}"']
    for level in range(1, levels + 1):
        items = ", ".join([f"*a{level - 1}"] * width)
        lines.append(f"a{level}: &a{level} [{items}]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("levels", "size"), [(4, 1000), (3, 20_000), (3, 600), (2, 200_000)])
@pytest.mark.parametrize("kind", ["variant", "scenarios"])
def test_alias_bomb_of_strings_is_refused_by_characters(
    levels: int, size: int, kind: str, tmp_path: Path
) -> None:
    text = _string_bomb(levels, text_size=size)
    path = tmp_path / "bomb.yaml"
    path.write_text((MODELINE if kind == "scenarios" else "") + text, "utf-8")
    if kind == "variant":
        result = _check(["variant", "card", str(path)], 2)
        line = result.stderr
    else:
        result = _check(["scenarios", "lint", str(path)], 1, lines_on="stdout")
        line = result.stdout.splitlines()[0]
    assert "bomb.yaml:" in line and f"{MAX_CHARACTERS} characters" in line, line
    assert len(line) < 300


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("format", "'{BIG}'"),
        ("theme", "[{BIGLIST}]"),
        ("scenarios", "'{BIG}'"),
        ("description", "{a: '{BIG}'}"),
    ],
)
def test_schema_messages_quote_a_short_prefix(field: str, value: str, tmp_path: Path) -> None:
    """A long value that breaks the schema is named by a prefix, not printed whole."""
    big = "y" * 300_000
    body = {
        "format": "hearts-scenarios/1",
        "theme": "t",
        "description": "d",
        "scenarios": "[]",
    }
    body[field] = value.replace("{BIG}", big).replace("{BIGLIST}", ", ".join(["zzzz"] * 5_000))
    text = MODELINE + "".join(f"{k}: {v}\n" for k, v in body.items())
    path = tmp_path / "long.yaml"
    path.write_text(text, "utf-8")
    result, seconds = _run(["scenarios", "lint", str(path)])
    assert result.exit_code == 1, result.stdout + result.stderr
    problems = [line for line in result.stdout.splitlines() if "long.yaml" in line]
    assert problems and all(len(line) < 600 for line in problems), [len(p) for p in problems]
    assert any(field in line for line in problems), problems
    assert seconds < within(LIMIT)


# ------------------------------------------------------------------ 3. scalars that cannot be built (26.5)

UNBUILDABLE = {
    "feb-30": "2024-02-30",
    "month-13": "2001-13-01",
    "hex-empty": "0x_",
    "plus-bin": "+0b_",
    "int-tag-hex": "!!int 0x",
    "negative-hex": "-0x_",
    "bin-empty": "0b_",
    "int-tag": "!!int twelve",
    "float-tag": "!!float one.five",
    "bool-tag": "!!bool perhaps",
    "null-tag-on-list": "!!null [1]",
    "binary": '!!binary "QQ="',
    "timestamp": "!!timestamp yesterday",
    "map-on-text": "!!map hello",
    "seq-on-map": "!!seq {a: 1}",
    "str-on-list": "!!str [a, b]",
    "merge-number": "{<<: 7}",
    "merge-list-of-texts": "{<<: [a, b]}",
    "merge-as-value": "<<",
}
"""New values (not the issue's own) that PyYAML cannot build."""

NON_TEXT_KEYS = {"int": "3", "bool": "yes", "null": "~", "date": "2020-02-02", "float": "1.5"}


def _unbuildable_files(value: str) -> dict[str, tuple[str, list[str], int]]:
    """reader -> (file text, command with {X}, exit code)."""
    scenario = MODELINE + f"format: hearts-scenarios/1\ntheme: t\ndescription: {value}\nscenarios: []\n"
    return {
        "variant": (f"name: {value}\n", ["variant", "card", "{X}"], 2),
        "variant-base": (f"base: web\nname: x\ntitle: {value}\n", ["play", "--variant", "{X}"], 2),
        "scenarios": (scenario, ["scenarios", "lint", "{X}"], 1),
        "conform": (scenario, ["conform", "{X}"], 2),
        "step": (scenario, ["step", "--corpus", "{X}", "--scenario", "x"], 2),
    }


def _unbuildable_cases() -> list[Any]:
    cases: list[Any] = []
    for label, value in UNBUILDABLE.items():
        for reader in _unbuildable_files(value):
            cases.append(pytest.param(value, reader, id=f"{label}-{reader}"))
    return cases


@pytest.mark.parametrize(("value", "reader"), _unbuildable_cases())
def test_unbuildable_scalar_is_a_one_line_error(value: str, reader: str, tmp_path: Path) -> None:
    text, argv, code = _unbuildable_files(value)[reader]
    path = tmp_path / "odd.yaml"
    path.write_text(text, "utf-8")
    args = [a.replace("{X}", str(path)) for a in argv]
    result = _check(args, code, lines_on="stdout" if code == 1 else "stderr")
    out = result.stdout if code == 1 else result.stderr
    assert "odd.yaml:" in out and "internal error" not in out, out


@pytest.mark.parametrize("value", list(UNBUILDABLE.values()), ids=list(UNBUILDABLE))
def test_unbuildable_scalar_in_expected_failures(value: str, tmp_path: Path) -> None:
    """A YAML list that cannot be built is read as a plain list of ids: never an internal error."""
    path = tmp_path / "xfail.yaml"
    path.write_text(f"- follow/x\n- {value}\n", "utf-8")
    result, seconds = _run(["conform", "--expected-failures", str(path), str(FOLLOW)])
    assert result.exit_code in (0, 2) and "internal error" not in result.stderr, result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert seconds < within(LIMIT)


@pytest.mark.parametrize("value", list(UNBUILDABLE.values()), ids=list(UNBUILDABLE))
@pytest.mark.slow
def test_unbuildable_scalar_in_a_phrase_catalog(value: str, tmp_path: Path) -> None:
    source = (ROOT / "hearts" / "spec" / "phrases" / "en.yaml").read_text("utf-8")
    folder = tmp_path / "phrases"
    folder.mkdir()
    (folder / "en.yaml").write_text(source.replace("name: English", f"name: {value}", 1), "utf-8")
    result = _check(["spec", "coverage", "--phrases", str(folder)], 2)
    assert "en.yaml:" in result.stderr and "internal error" not in result.stderr


@pytest.mark.parametrize("value", list(UNBUILDABLE.values()), ids=list(UNBUILDABLE))
def test_compose_names_line_and_column(value: str) -> None:
    with pytest.raises(PlainYamlError) as caught:
        compose(f"ok: 1\nfield: {value}\n", "f.yaml")
    assert caught.value.line == 2 and caught.value.column is not None and caught.value.column >= 8


@pytest.mark.parametrize("key", list(NON_TEXT_KEYS.values()), ids=list(NON_TEXT_KEYS))
def test_perft_divide_keyed_by_a_non_text(key: str, tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "perft.yaml").read_text("utf-8")
    start = text.index("divide:")
    end = text.index("\n", start)
    first = text.index("\n", end + 1)  # the first entry of the divide
    entry = text[end + 1 : first]
    indent = entry[: len(entry) - len(entry.lstrip())]
    odd = text[: end + 1] + f"{indent}{key}: 1\n" + text[first + 1 :]
    path = tmp_path / "perft.yaml"
    path.write_text(odd, "utf-8")
    line = odd[: odd.index(f"{indent}{key}: 1")].count("\n") + 1
    result = _check(["scenarios", "lint", str(path)], 1, lines_on="stdout")
    assert f"perft.yaml:{line}:" in result.stdout and "quotes" in result.stdout, result.stdout
    for argv in (["conform", str(path)], ["step", "--corpus", str(path), "--scenario", "x"]):
        _check(argv, 2)


def test_merge_of_a_mapping_still_reads() -> None:
    node = compose("base: &b {a: 1}\nmore:\n  <<: *b\n  c: 2\n", "m.yaml")
    assert node is not None


# ------------------------------------------------------------------ 4. outputs (26.8)


@pytest.mark.parametrize(
    "spelling", ["/dev//stderr", "/dev/./stderr", "/proc/self/fd/2", "/proc/self/fd//2", "{FILE}"]
)
@pytest.mark.slow
def test_json_to_another_spelling_of_stderr_keeps_the_file_behind(spelling: str, tmp_path: Path) -> None:
    """stderr is a regular file; --json names it another way: it is written into, never replaced."""
    log = tmp_path / "stderr.log"
    log.write_text("kept line\n")
    inode = log.stat().st_ino
    target = spelling.replace("{FILE}", str(log))
    with log.open("a") as err:
        done = subprocess.run(
            [sys.executable, "-m", "hearts", "play", "--seed", "3", "--players", "random", "--json", target],
            stdout=subprocess.DEVNULL,
            stderr=err,
            timeout=120,
            check=False,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    assert done.returncode == 0
    assert log.stat().st_ino == inode
    text = log.read_text()
    assert text.startswith("kept line\n") and '"phase": "over"' in text, text[:300]


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--seed", "1", "--json", "{BAD}"],
        ["variant", "card", "web", "-o", "{BAD}"],
        ["spec", "coverage", "--json", "{BAD}"],
        ["walkthrough", "--seed", "1", "-o", "{BAD}"],
        ["conform", "--junit", "{BAD}", str(FOLLOW)],
    ],
)
def test_file_name_that_is_not_utf8_is_refused_before_the_work(args: list[str], tmp_path: Path) -> None:
    bad = os.fsdecode(bytes(tmp_path) + b"/caf\xe9-\xff.out")
    result = _check([a.replace("{BAD}", bad) for a in args], 2)
    assert "not UTF-8" in result.stderr and "\\udce9" in result.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--seed", "{S}"],
        ["tournament", "--deals", "1", "--seed", "{S}"],
        ["walkthrough", "--seed", "{S}", "-o", "{TMP}/w"],
        ["step", "--seed", "{S}"],
        ["bots", "audit", "--decisions", "1", "--seed", "{S}"],
        ["variant", "check", "web", "--games", "1", "--seed", "{S}"],
        ["demo", "--seed", "{S}", "-o", "{TMP}/demo"],
    ],
)
@pytest.mark.parametrize("seed", ["9" * 300, str(MAX_SEED + 1), "-1", "1e3"])
def test_absurd_seed_is_refused_before_the_work(args: list[str], seed: str, tmp_path: Path) -> None:
    argv = [a.replace("{S}", seed).replace("{TMP}", str(tmp_path)) for a in args]
    result = _check(argv, 2)
    assert "--seed" in result.stderr
    assert list(tmp_path.iterdir()) == []  # demo and walkthrough leave no folder


def test_failed_write_leaves_no_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OutputError, match="No space left"):
        write_atomic(tmp_path / "new" / "deeper" / "x.json", "{}")
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------ 5. unbounded or wrong (26.9)


def _variant_file(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "v.yaml"
    path.write_text("base: web\nname: bounded\n" + body, "utf-8")
    return path


@pytest.mark.parametrize(
    ("body", "field", "limit"),
    [
        ("pass_cycle: [" + ", ".join(["left"] * (MAX_PASS_CYCLE + 1)) + "]\n", "pass_cycle", MAX_PASS_CYCLE),
        ("pass_cycle: [" + ", ".join(["hold", "left"] * 10_000) + "]\n", "pass_cycle", MAX_PASS_CYCLE),
        ("queen_points: " + "1" + "0" * 39 + "\n", "queen_points", MAX_POINTS),
        ("heart_points: -" + "9" * 30 + "\n", "heart_points", MAX_POINTS),
        ("points: {KS: 12345678901234567890}\n", "points", MAX_POINTS),
        ("moon_points: 1001\n", "moon_points", MAX_POINTS),
        ("target_score: 99999999\n", "target_score", 100_000),
        ("target_score: 30000\nheart_points: 0\nqueen_points: 13\nmoon_points: 26\n", "", MAX_GAME_HANDS),
        (
            "points: {"
            + ", ".join(f"{r}{s}: 1" for r in "23456789TJQKA" for s in "CDSH")
            + ", clubs: 1, diamonds: 1, spades: 1, hearts: 1, x1: 1}\n",
            "points",
            56,
        ),
    ],
)
@pytest.mark.parametrize("command", [["variant", "card", "{X}"], ["play", "--variant", "{X}"]])
@pytest.mark.slow
def test_variant_bounds(body: str, field: str, limit: int, command: list[str], tmp_path: Path) -> None:
    path = _variant_file(tmp_path, body)
    result = _check([a.replace("{X}", str(path)) for a in command], 2)
    assert "v.yaml:" in result.stderr and str(limit) in result.stderr, result.stderr
    assert field in result.stderr


def test_unreachable_target_in_play_is_refused_at_once(tmp_path: Path) -> None:
    """Under 1,000 hands no seat can reach it: refused before a card is played."""
    path = _variant_file(tmp_path, "target_score: 50000\nheart_points: 1\nqueen_points: 0\nmoon_points: 13\n")
    result = _check(["play", "--variant", str(path), "--players", "random"], 2)
    assert "never end" in result.stderr and f"within {MAX_GAME_HANDS} hands" in result.stderr


@pytest.mark.parametrize("suit", ["clubs", "♣", "diamonds", "spades", "hearts"])
def test_points_for_each_suit(suit: str, tmp_path: Path) -> None:
    """Suit.CLUBS is 0: it must count like the others."""
    path = _variant_file(tmp_path, f"points: {{'{suit}': 2}}\n")
    variant = load_variant(path)
    want = Suit.CLUBS if suit in ("clubs", "♣") else Suit[suit.upper()]
    values = variant.card_values()
    assert all(values[c.index] == 2 for c in ALL_CARDS if c.suit is want), values


@pytest.mark.slow
def test_scenario_file_with_too_many_scenarios(tmp_path: Path) -> None:
    one = (
        "- id: many/s{n}\n  title: t\n  clauses: [FOLLOW]\n  setup:\n"
        "    deal: N:983.32.KT96542.6 E:KT75.KT7.8.AJ984 S:AQJ42.A4.AQ.KQT3 W:6.QJ9865.J73.752\n"
        "  expect:\n    phase: pass\n"
    )
    text = (
        MODELINE
        + "format: hearts-scenarios/1\ntheme: t\ndescription: d\ndefaults:\n  variants: [web]\nscenarios:\n"
    )
    text += "".join(one.format(n=n) for n in range(MAX_SCENARIOS_PER_FILE + 1))
    path = tmp_path / "many.yaml"
    path.write_text(text, "utf-8")
    result = _check(["scenarios", "lint", str(path)], 1, lines_on="stdout")
    assert f"many.yaml:{text[: text.index('scenarios:')].count(chr(10)) + 1}" in result.stdout
    assert str(MAX_SCENARIOS_PER_FILE) in result.stdout


def test_scenario_file_over_the_yaml_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(MODELINE + "# " + "x" * (1024 * 1024 + 10) + "\n", "utf-8")
    result = _check(["scenarios", "lint", str(path)], 2)
    assert "big.yaml" in result.stderr and "too large" in result.stderr


@pytest.mark.parametrize("target", ["/", "..", "{OUT}"])
def test_scenario_folder_with_a_link_outside(target: str, tmp_path: Path) -> None:
    """A link to a folder outside the folder named is not searched (a link to / walked the machine)."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "other.yaml").write_text("not: scenarios\n")
    (folder / "ties.yaml").write_bytes(TIES.read_bytes())
    (folder / "link").symlink_to(target.replace("{OUT}", str(outside)))
    result, seconds = _run(["scenarios", "lint", str(folder)])
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "1 file" in result.stderr and seconds < within(LIMIT)


@pytest.mark.slow
def test_too_many_folders(tmp_path: Path) -> None:
    for n in range(MAX_FOLDERS + 1):
        (tmp_path / f"d{n}").mkdir()
    result = _check(["scenarios", "lint", str(tmp_path)], 2)
    assert str(MAX_FOLDERS) in result.stderr and "folders" in result.stderr


@pytest.mark.parametrize("value", ["1000001", "99999999999999999999", "0"])
def test_audit_decisions_are_bounded(value: str) -> None:
    result = _check(["bots", "audit", "--decisions", value], 2)
    assert "--decisions" in result.stderr


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "-0.5", "1e9", "NaN", "three"])
def test_variant_check_time_limit(value: str) -> None:
    result = _check(["variant", "check", "web", "--games", "1", "--time-limit", value], 2)
    assert "--time-limit" in result.stderr


@pytest.mark.parametrize(
    ("theme", "body"),
    [
        ("tie", "tie_rule: shared-win\n"),
        ("moon-stopped", "heart_points: 1\nqueen_points: 0\n"),
        ("moon-stopped", "heart_points: 0\nqueen_points: 13\njack_of_diamonds_points: 4\n"),
    ],
)
@pytest.mark.parametrize("command", ["play", "walkthrough", "step"])
def test_find_a_theme_the_variant_rules_out(theme: str, body: str, command: str, tmp_path: Path) -> None:
    path = _variant_file(tmp_path, body)
    args = [command, "--variant", str(path), "--find", theme]
    if command == "walkthrough":
        args += ["-o", str(tmp_path / "out")]
    result = _check(args, 2)
    assert f"--find {theme}" in result.stderr and "(" in result.stderr  # the clause is named
    assert not (tmp_path / "out").exists()


def test_find_first_trick_forced_without_point_cards() -> None:
    """No card scores: no seat can be forced to give points on the first trick."""
    from hearts.play.players import RandomPlayer
    from hearts.walkthrough.themes import ThemeRuledOut, find

    variant = Variant(heart_points=0, queen_points=0)
    with pytest.raises(ThemeRuledOut, match=r"--find first-trick-forced: .*\(POINTS\)"):
        find("first-trick-forced", variant, lambda seed: [RandomPlayer(f"{seed}:{s}") for s in range(4)])


# ------------------------------------------------------------------ 6. text (26.10)


def test_escape_sequences_in_file_names(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "a\x1b]0;owned\x07.yaml").write_text("x: 1\n")
    (folder / "b\x1b[2J.yaml").write_bytes(TIES.read_bytes())
    result, _ = _run(["scenarios", "lint", str(folder)])
    assert result.exit_code == 1
    assert "\x1b" not in result.stdout + result.stderr and "\\x1b" in result.stdout


@pytest.mark.slow
def test_walkthrough_folder_name_is_shown_escaped(tmp_path: Path) -> None:
    out = tmp_path / "o\x1b[31m"
    result, _ = _run(["walkthrough", "--seed", "2", "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert "\x1b" not in result.stdout and "\\x1b[31m" in result.stdout


@pytest.mark.parametrize(
    "typed",
    ["\x1b[2J\x1b[31mQS\n", "x" * 10_000_000 + "\n", "\u202eSQ\n" * 3, "\x07\x08\x7f\n"],
    ids=["escapes", "10MB", "bidi", "bell"],
)
def test_what_is_typed_at_play_is_echoed_escaped_and_short(typed: str) -> None:
    result = CliRunner().invoke(
        main, ["play", "--seed", "1", "--players", "human,easy,easy,easy"], input=typed + "q\n"
    )
    assert result.exit_code in (0, 1), result.output[-500:]
    out = result.stdout
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    assert len(out) < 20_000, len(out)


@pytest.mark.parametrize("typed", ["\x1b[2J\n", "y" * 5_000_000 + "\n"], ids=["escapes", "5MB"])
def test_what_is_typed_at_step_quiz_is_echoed_escaped_and_short(typed: str) -> None:
    result = CliRunner().invoke(main, ["step", "--seed", "5", "--quiz"], input=typed * 2 + "q\n")
    assert result.exit_code == 0, result.output[-500:]
    assert "\x1b" not in result.stdout and len(result.stdout) < 50_000, len(result.stdout)


def test_typed_line_keeps_the_line_breaks() -> None:
    stream = io.StringIO("a\n" + "b" * (MAX_TYPED + 50) + "\nc")
    assert typed_line(stream) == "a\n"
    assert len(typed_line(stream)) == MAX_TYPED + 2  # cut, marked with …, and its newline
    assert typed_line(stream) == "c" and typed_line(stream) == ""


@pytest.mark.parametrize("chain", [20, 300])
def test_long_base_chain_names_the_first_file_and_the_cause(chain: int, tmp_path: Path) -> None:
    for n in range(1, chain):
        (tmp_path / f"b{n}.yaml").write_text(f"base: b{n + 1}.yaml\nname: b{n}\n")
    (tmp_path / f"b{chain}.yaml").write_text("base: web\nname: last\npass_count: 99\n")
    result = _check(["variant", "card", str(tmp_path / "b1.yaml")], 2)
    line = result.stderr.strip()
    assert f"{tmp_path / 'b1.yaml'}:1: base:" in line and len(line) < 600, line
    assert str(MAX_BASE_CHAIN) in line or "pass_count" in line


def test_short_base_chain_says_where_the_cause_is(tmp_path: Path) -> None:
    for n in range(1, 6):
        (tmp_path / f"b{n}.yaml").write_text(f"base: b{n + 1}.yaml\nname: b{n}\n")
    (tmp_path / "b6.yaml").write_text("base: web\nname: last\n\npass_count: 99\n")
    result = _check(["variant", "card", str(tmp_path / "b1.yaml")], 2)
    assert "b6.yaml:4: pass_count: must be between 0 and 13" in result.stderr
    assert result.stderr.count("cannot use base") == 1


def _dealt() -> State:
    return State.start(Variant(), 1).deal()


WRONG_TYPES: list[tuple[Callable[..., object], tuple[Any, ...], dict[str, Any], str]] = [
    (Card.parse, (12,), {}, "Card.parse takes a string"),
    (Card.parse, (b"QS",), {}, "not bytes"),
    (Card.parse, (None,), {}, "not NoneType"),
    (Suit.parse, (3,), {}, "Suit.parse"),
    (Rank.parse, (10,), {}, "Rank.parse"),
    (Seat.parse, (0,), {}, "Seat.parse"),
    (Deal.parse, (["N:AKQ"],), {}, "Deal.parse takes a string"),
    (Deal.parse, (b"N:",), {}, "not bytes"),
    (lambda card: _dealt().apply(card), ("2C",), {}, "Card.parse('2C')"),
    (lambda card: _dealt().apply(card), (0,), {}, "State.apply takes a Card"),
    (lambda deal: State.start(Variant(), 1).deal(deal), ("N:...",), {}, "State.deal takes a Deal"),
    (Variant, (), {"pass_count": "3"}, "pass_count"),
    (Variant, (), {"pass_count": True}, "pass_count"),
    (Variant, (), {"queen_points": 13.0}, "queen_points"),
    (Variant, (), {"pass_cycle": "left"}, "pass_cycle"),
    (Variant, (), {"pass_cycle": ["left"]}, "pass_cycle"),
    (Variant, (), {"points": {"KS": 10}}, "points"),
    (Variant, (), {"points": (("KS", "10"),)}, "points"),
    (Variant, (), {"first_lead": "two-of-clubs"}, "first_lead"),
    (Variant, (), {"name": None}, "name"),
    (Variant, (), {"queen_breaks_hearts": "no"}, "queen_breaks_hearts"),
]
"""(entry point, arguments, keywords, what the TypeError says): wrong types at the public API."""


@pytest.mark.parametrize(("call", "args", "kwargs", "needle"), WRONG_TYPES)
def test_public_api_refuses_wrong_types(
    call: Callable[..., object], args: tuple[Any, ...], kwargs: dict[str, Any], needle: str
) -> None:
    with pytest.raises(TypeError) as caught:
        call(*args, **kwargs)
    assert needle in str(caught.value), str(caught.value)
