"""The step sentences issue 35 found false or misleading, on the issue's own pages: each now says
what is true where it is printed, and the audit checks the premise its words state."""

from __future__ import annotations

import copy
import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from hearts.audit.pages import audit_data
from hearts.cli import main
from hearts.variants.files import load_variant


@cache
def _walk(*args: str) -> str:
    with tempfile.TemporaryDirectory() as folder:
        result = CliRunner().invoke(main, ["walkthrough", *args, "--format", "json", "-o", folder])
        assert result.exit_code == 0, result.output
        (path,) = Path(folder).glob("*.json")
        return path.read_text(encoding="utf-8")


def _data(*args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_walk(*args))
    return data


def _steps(data: dict[str, Any]) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = data["views"][0]["hands"][0]["steps"]
    return steps


def _sentences(step: dict[str, Any]) -> list[str]:
    text = step["decision"]["record"]["text"]
    return [text["headline"], *text["steps"]]


def _audit(data: dict[str, Any]) -> Any:
    return audit_data(data, load_variant(data["variant"]["name"]))


GUARDS = ("--seed", "420039", "--variant", "black-maria", "--bots", "hard,hard,easy,normal")
"""West (Normal) keeps four low spades for its Q♠, passes the Q♥, then the Q♠, then the 8♠."""


def test_the_spade_guards_are_kept_while_the_queen_is_in_hand() -> None:
    data = _data(*GUARDS)
    steps = _steps(data)
    assert [s["card"] for s in steps[9:12]] == ["QH", "QS", "8S"] and steps[9]["seat"] == "W"
    for step in steps[9:11]:
        guards = next(t for t in step["decision"]["record"]["text"]["steps"] if "lower spades" in t)
        assert "none of them is passed while the Q♠ is in hand" in guards, guards
    tally = _audit(data)
    assert tally.uses["pass:step.keep-spade-guards"] >= 2 and not tally.findings


def test_a_guard_passed_while_the_queen_is_in_hand_is_reported() -> None:
    """The same pass with the 8♠ passed before the Q♠: 'none of them is passed while the Q♠ is
    in hand' is false for West's first two passes."""
    data = copy.deepcopy(_data(*GUARDS))
    steps = _steps(data)
    steps[10]["card"], steps[11]["card"] = steps[11]["card"], steps[10]["card"]
    found = [(f.decision, f.key) for f in _audit(data).findings]
    assert (9, "pass:step.keep-spade-guards") in found, found


def test_the_high_spades_without_the_queen_are_not_passed_for_the_low_spades() -> None:
    """--seed 314, decision 3: East passes the K♠, the Q♠ not in hand; no '3 spades below the
    Q♠' as the reason."""
    data = _data("--seed", "314")
    step = _steps(data)[3]
    assert step["seat"] == "E" and step["card"] == "KS"
    (spades,) = [s for s in step["decision"]["record"]["steps"] if s["key"] == "step.pass-high-spades"]
    assert spades["params"]["queen"] is False and spades["params"]["guards"] >= 3
    said = _sentences(step)
    assert all("below the Q♠" not in t for t in said), said
    assert "the Q♠ is not in this hand: the A♠ and K♠, which could catch her, are passed first" in said[1]
    assert not _audit(data).findings


def test_a_planted_queen_in_hand_is_reported() -> None:
    data = copy.deepcopy(_data("--seed", "314"))
    record = _steps(data)[3]["decision"]["record"]
    spades = next(s for s in record["steps"] if s["key"] == "step.pass-high-spades")
    spades["params"]["queen"] = True
    found = [(f.key, f.reason) for f in _audit(data).findings]
    assert ("step.pass-high-spades", "the Q♠ in hand: False, the sentence says otherwise") in found, found


EASY = ("--seed", "808", "--variant", "black-maria", "--hand", "2", "--bots", "hard,easy,normal,hard")


def test_easy_passes_the_low_hearts_as_point_cards_not_as_the_most_dangerous() -> None:
    """--seed 808 --variant black-maria --hand 2: Easy (East) passes 5♥ 4♥ 2♥ by the point table;
    no card of its hand is worth less than zero, so the sentence does not rank one."""
    data = _data(*EASY)
    east = [s for s in _steps(data) if s["seat"] == "E" and s["phase"] == "pass"]
    assert [s["card"] for s in east] == ["5H", "4H", "2H"]
    for step in east:
        said = " ".join(_sentences(step))
        assert "the point cards first" in said and "dangerous" not in said and "less than zero" not in said
        (order,) = [s for s in step["decision"]["record"]["steps"] if s["key"] == "step.danger-points"]
        assert order["params"]["bonus"] is False
    assert not _audit(data).findings


def test_a_planted_card_worth_less_than_zero_is_reported() -> None:
    data = copy.deepcopy(_data(*EASY))
    east = next(s for s in _steps(data) if s["seat"] == "E" and s["phase"] == "pass")
    order = next(s for s in east["decision"]["record"]["steps"] if s["key"] == "step.danger-points")
    order["params"]["bonus"] = True
    found = [(f.key, f.reason) for f in _audit(data).findings]
    assert ("step.danger-points", "a card ranked is worth less than zero: False") in found, found


def test_the_moon_defence_says_the_shooter_may_still_win() -> None:
    """--seed 670017 --variant moon-choice, decision 54: South keeps its hearts from West, who
    has taken every point card and plays after; South cannot see that West holds no spade (an
    unseen 7♠ could win it), so the sentence says West may still win the trick."""
    data = _data("--seed", "670017", "--variant", "moon-choice", "--bots", "easy,normal,hard,hard")
    step = _steps(data)[54]
    assert step["seat"] == "S" and step["card"] == "5C"
    said = _sentences(step)
    assert said[0] == (
        "South plays the 5♣: West has taken every point card so far and may still win this trick: "
        "no heart for it"
    )
    assert not _audit(data).findings
