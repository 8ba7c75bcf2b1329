"""``hearts dashboard``: runs of several engines side by side, their history, and result files
and config files from outside (bad JSON, too large, wrong schema, markup in an engine's name
or answers), each refused in one line with exit code 2 or shown escaped."""

from __future__ import annotations

import copy
import json
import os
import shlex
from pathlib import Path
from typing import Any

import pytest

from hearts.dashboard.matrix import build
from hearts.dashboard.runfiles import FORMAT, read_result, write_result
from hearts.dashboard.site import render, site_json
from hearts.plumbing.reaper import MARK, marked, new_mark
from tests.support.cli import run_cli
from tests.support.engines import fake


def _scenario(sid: str, status: str, clauses: list[str], **more: Any) -> dict[str, Any]:
    return {"id": sid, "file": "follow.yaml", "line": 3, "status": status, "clauses": clauses, **more}


def _run(name: str, date: str, scenarios: list[dict[str, Any]], players: int = 4) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "engine": {"name": name, "command": None, "handshake": f"{name} (protocol 1.3)", "notes": []},
        "date": date,
        "hearts_version": "0.1.0",
        "verdict": None,
        "variants": [{"variant": "card-1.0.0", "players": players, "scenarios": scenarios, "fuzz": None}],
    }


def _ok(sid: str = "follow/a", clause: str = "FOLLOW") -> dict[str, Any]:
    return _scenario(sid, "passed", [clause])


def _bad(sid: str = "follow/a", clause: str = "FOLLOW", got: Any = "2C") -> dict[str, Any]:
    return _scenario(
        sid, "failed", [clause], check="legal", clause=clause, expected=["QC"], got=got, message="differs",
        scenario=f"- id: {sid}\n  clauses: [{clause}]",
    )  # fmt: skip


def _saved(folder: Path, *runs: dict[str, Any]) -> Path:
    for run in runs:
        write_result(folder, run)
    return folder


# ------------------------------------------------------------------ the matrix and the pages


def test_a_failure_every_other_engine_passes_is_marked_only_here() -> None:
    m = build([
        _run("alpha", "2026-01-01T00:00:00Z", [_ok(), _ok("lead/b", "LEAD")]),
        _run("beta", "2026-01-01T00:00:00Z", [_bad(), _ok("lead/b", "LEAD")]),
        _run("gamma", "2026-01-01T00:00:00Z", [_ok(), _bad("lead/b", "LEAD")]),
    ])  # fmt: skip
    cells = m.clauses[4]
    assert cells["FOLLOW"]["beta"].state == "fail" and cells["FOLLOW"]["beta"].only_here
    assert cells["FOLLOW"]["alpha"].state == "pass" and not cells["FOLLOW"]["alpha"].only_here
    assert cells["LEAD"]["gamma"].only_here


def test_a_failure_two_engines_share_is_not_only_here() -> None:
    m = build([
        _run("alpha", "2026-01-01T00:00:00Z", [_ok()]),
        _run("beta", "2026-01-01T00:00:00Z", [_bad()]),
        _run("gamma", "2026-01-01T00:00:00Z", [_bad()]),
    ])  # fmt: skip
    assert not m.clauses[4]["FOLLOW"]["beta"].only_here


def test_table_sizes_get_their_own_matrix() -> None:
    m = build(
        [
            _run("alpha", "2026-01-01T00:00:00Z", [_ok()], players=3),
            _run("beta", "2026-01-01T00:00:00Z", [_bad()]),
        ]
    )
    assert m.sizes == [3, 4]
    assert set(m.clauses[3]["FOLLOW"]) == {"alpha"} and set(m.clauses[4]["FOLLOW"]) == {"beta"}


def test_the_red_cell_leads_to_the_failing_scenario_and_the_engines_answer(tmp_path: Path) -> None:
    render(
        [
            _run("alpha", "2026-01-01T00:00:00Z", [_ok()]),
            _run("beta", "2026-01-01T00:00:00Z", [_bad(got=["9D"])]),
        ],
        tmp_path,
    )
    index = (tmp_path / "index.html").read_text()
    assert 'href="clause/FOLLOW.html#beta-4"' in index and "only here" in index
    clause = (tmp_path / "clause" / "FOLLOW.html").read_text()
    section = clause[clause.index('id="beta-4"') :]
    assert "follow/a" in section and "9D" in section and "QC" in section and "- id: follow/a" in section


def test_history_keeps_every_run_and_shows_the_latest(tmp_path: Path) -> None:
    runs = [
        _run("beta", "2026-01-01T00:00:00Z", [_bad()]),
        _run("beta", "2026-02-01T00:00:00Z", [_ok()]),
    ]
    folder = _saved(tmp_path / "results", *runs)
    ran = run_cli(
        ["dashboard", "--no-run", "--results", str(folder), "-o", str(tmp_path / "site"), "--json", "-"]
    )
    assert ran.code == 0, ran.stderr
    beta = json.loads(ran.stdout)["engines"][0]
    assert (beta["date"], beta["failed"]) == ("2026-02-01T00:00:00Z", 0)
    assert [h["failed"] for h in beta["history"]] == [1, 0]
    page = (tmp_path / "site" / "engine" / "beta.html").read_text()
    assert "2026-01-01T00:00:00Z" in page and "2026-02-01T00:00:00Z" in page
    badge = json.loads((tmp_path / "site" / "badge" / "beta.json").read_text())
    assert badge == {
        "schemaVersion": 1,
        "label": "hearts conformance",
        "message": "1/1 scenarios",
        "color": "brightgreen",
    }


def test_markup_in_an_engines_name_and_answers_is_shown_as_text(tmp_path: Path) -> None:
    name = '<script>alert("name")</script>'
    run = _run(name, "2026-01-01T00:00:00Z", [_bad(got="<img src=x onerror=alert(1)>")])
    run["engine"]["handshake"] = "<b>bold</b>"
    render([run, _run("alpha", "2026-01-01T00:00:00Z", [_ok()])], tmp_path)
    pages = [p.read_text() for p in tmp_path.rglob("*.html")]
    assert pages and not any("<script>" in p or "<img" in p or "<b>bold" in p for p in pages)
    assert any("&lt;script&gt;" in p for p in pages) and any("&lt;img src=x" in p for p in pages)


def test_engine_names_that_look_like_paths_stay_inside_the_site(tmp_path: Path) -> None:
    runs = [
        _run("../../evil", "2026-01-01T00:00:00Z", [_ok()]),
        _run("evil", "2026-01-01T00:00:00Z", [_ok()]),
    ]
    written = render(runs, tmp_path / "site")
    assert all(tmp_path / "site" in p.parents for p in written)
    assert {p.name for p in (tmp_path / "site" / "engine").glob("*.html")} == {"evil.html", "evil-2.html"}
    assert (tmp_path / "results").exists() is False
    saved = write_result(tmp_path / "results", runs[0])
    assert saved.parent == tmp_path / "results"


def test_the_json_holds_each_clause_per_table_size() -> None:
    data = site_json(
        [_run("alpha", "2026-01-01T00:00:00Z", [_ok()]), _run("beta", "2026-01-01T00:00:00Z", [_bad()])]
    )
    assert data["clauses"]["4"]["FOLLOW"]["beta"] == {
        "passed": 0,
        "failed": 1,
        "skipped": 0,
        "only_here": True,
    }


# ------------------------------------------------------------------ hostile result files


def _render_only(folder: Path, tmp_path: Path) -> Any:
    return run_cli(["dashboard", "--no-run", "--results", str(folder), "-o", str(tmp_path / "site")])


def _one_line_exit_2(ran: Any, *words: str) -> None:
    assert ran.code == 2, (ran.stdout, ran.stderr)
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in ran.stderr, ran.stderr
    for word in words:
        assert word in lines[0], lines[0]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", ["bad.json:1", "not JSON"]),
        ("[1, 2]", ["bad.json", "not a dashboard result file"]),
        ('{"format": "something-else/9"}', ["bad.json", "something-else/9"]),
        ("[" * 500 + "]" * 500, ["bad.json", "nested"]),
        ('{"n": ' + "9" * 5000 + "}", ["bad.json", "digits"]),
        ("\ufeff\x00", ["bad.json"]),
    ],
    ids=["not-json", "a-list", "another-format", "deep", "long-integer", "nul-byte"],
)
def test_a_result_file_that_is_not_one_is_refused_in_one_line(
    tmp_path: Path, text: str, words: list[str]
) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    (folder / "bad.json").write_text(text)
    _one_line_exit_2(_render_only(folder, tmp_path), *words)


def test_a_result_file_with_the_wrong_shape_names_the_place(tmp_path: Path) -> None:
    run = _run("alpha", "2026-01-01T00:00:00Z", [_ok()])
    broken = copy.deepcopy(run)
    broken["variants"][0]["scenarios"][0]["status"] = "great"
    folder = tmp_path / "results"
    folder.mkdir()
    (folder / "bad.json").write_text(json.dumps(broken))
    _one_line_exit_2(_render_only(folder, tmp_path), "bad.json", "/variants/0/scenarios/0/status", "great")


def test_a_huge_result_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    with open(folder / "huge.json", "wb") as f:
        f.truncate(64 * 1024 * 1024)  # sparse: no 64 MiB written
    _one_line_exit_2(_render_only(folder, tmp_path), "huge.json", "too large")


def test_a_result_folder_that_is_missing_or_empty_is_refused(tmp_path: Path) -> None:
    _one_line_exit_2(_render_only(tmp_path / "nowhere", tmp_path), "no such folder")
    (tmp_path / "empty").mkdir()
    _one_line_exit_2(_render_only(tmp_path / "empty", tmp_path), "no result file")


def test_a_result_file_read_back_is_what_was_written(tmp_path: Path) -> None:
    run = _run("alpha", "2026-01-01T00:00:00Z", [_bad()])
    assert read_result(write_result(tmp_path, run)) == run


# ------------------------------------------------------------------ config files and engines


def _config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "dashboard.yaml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("format: hearts-dashboard/1\nengines: []\n", ["dashboard.yaml:2", "engines"]),
        ("format: other\nengines: [{name: a}]\n", ["dashboard.yaml:1", "format"]),
        (
            "format: hearts-dashboard/1\nengines:\n  - name: a\n    colour: red\n",
            ["dashboard.yaml:4", "colour"],
        ),
        ("format: hearts-dashboard/1\nengines:\n  - {name: a}\n  - {name: a}\n", ["named twice"]),
        ("format: hearts-dashboard/1\nengines:\n  - {name: a, timeout: .nan}\n", ["timeout"]),
        ("format: hearts-dashboard/1\nfuzz: {games: 99999999}\nengines: [{name: a}]\n", ["fuzz.games"]),
        (
            "format: hearts-dashboard/1\nengines: [{name: a, variants: [no-such-variant]}]\n",
            ["no-such-variant"],
        ),
        ("format: hearts-dashboard/1\nengines: [{name: !!python/object:os.system a}]\n", ["dashboard.yaml"]),
    ],
    ids=[
        "no-engine",
        "format",
        "unknown-field",
        "twice",
        "nan-timeout",
        "fuzz-budget",
        "variant",
        "python-tag",
    ],
)
def test_a_config_that_cannot_be_used_is_refused_in_one_line(
    tmp_path: Path, text: str, words: list[str]
) -> None:
    ran = run_cli(["dashboard", "--config", str(_config(tmp_path, text)), "--results", str(tmp_path / "r")])
    _one_line_exit_2(ran, *words)
    assert not (tmp_path / "r").exists()


def test_missing_hanging_and_wrong_engines_each_get_a_verdict_and_leave_nothing_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mark = new_mark()
    monkeypatch.setenv(MARK, mark)
    config = _config(
        tmp_path,
        "format: hearts-dashboard/1\nfuzz: {games: 1, seed: 3}\nengines:\n"
        "  - {name: reference}\n"
        f"  - {{name: missing, command: {json.dumps(str(tmp_path / 'no-such-engine'))}}}\n"
        f"  - {{name: hanging, command: {json.dumps(fake('hang'))}, timeout: 0.5}}\n"
        f"  - {{name: planted, command: {json.dumps(fake('planted', 'hearts-stay-broken'))}}}\n",
    )
    results, site = tmp_path / "results", tmp_path / "site"
    ran = run_cli(
        ["dashboard", "--config", str(config), "--results", str(results), "-o", str(site), "--json", "-"]
    )
    assert ran.code == 0, ran.stderr
    assert not marked(mark), "an engine outlived the dashboard"
    by_name = {e["engine"]: e for e in json.loads(ran.stdout)["engines"]}
    assert by_name["reference"]["failed"] == 0 and by_name["reference"]["passed"] > 200
    assert by_name["missing"]["verdict"].startswith("could not start")
    assert by_name["hanging"]["gave_up"] == ["card-1.0.0"]
    assert by_name["planted"]["failed"] > 0
    assert len(os.listdir(results)) == 4
    index = (site / "index.html").read_text()
    assert "could not start" in index and "only here" in index


def test_shards_of_the_config_run_each_engine_once(tmp_path: Path) -> None:
    config = _config(
        tmp_path,
        "format: hearts-dashboard/1\nfuzz: {games: 0}\nengines:\n"
        + "".join(
            f"  - {{name: e{i}, command: {json.dumps(str(tmp_path / 'absent'))}}}\n" for i in range(1, 6)
        ),
    )
    results = tmp_path / "results"
    for k in (1, 2):
        ran = run_cli(["dashboard", "--config", str(config), "--results", str(results), "--shard", f"{k}/2",
                       "-o", str(tmp_path / f"site{k}")])  # fmt: skip
        assert ran.code == 0, ran.stderr
    assert sorted(p.name.split("-")[0] for p in results.iterdir()) == ["e1", "e2", "e3", "e4", "e5"]
    ran = run_cli(["dashboard", "--config", str(config), "--results", str(results), "--shard", "6/6"])
    _one_line_exit_2(ran, "5 engine(s)")
    _one_line_exit_2(
        run_cli(["dashboard", "--no-run", "--results", str(results), "--shard", "1/2"]), "--no-run"
    )


FOUR_SEATS = fake("declares", shlex.quote(json.dumps({"drop": ["players"]})))
"""The reference engine behind the protocol, declaring no table knob: a four-seat engine."""


def test_all_and_declared_variants_take_the_corpus_variants_the_engine_models(tmp_path: Path) -> None:
    config = _config(
        tmp_path,
        "format: hearts-dashboard/1\nfuzz: {games: 0}\nengines:\n"
        "  - {name: reference, variants: all}\n"
        f"  - {{name: four-seats, command: {json.dumps(FOUR_SEATS)}, variants: declared}}\n",
    )
    ran = run_cli(["dashboard", "--config", str(config), "--results", str(tmp_path / "r"), "--json", "-",
                   "-o", str(tmp_path / "site")])  # fmt: skip
    assert ran.code == 0, ran.stderr
    by_name = {e["engine"]: e for e in json.loads(ran.stdout)["engines"]}
    everything = set(by_name["reference"]["variants"])
    assert {"card-1.0.0", "three-kitty", "five-web", "six-tabletop"} <= everything
    declared = set(by_name["four-seats"]["variants"])
    assert {"card-1.0.0", "omnibus", "web"} <= declared < everything
    assert not any(v.startswith(("three", "five", "six")) for v in declared)
    assert by_name["reference"]["failed"] == 0 and by_name["four-seats"]["failed"] == 0
