"""The auditor under the Hearts families (issue 14 item 4): every claim true, and the claims that
depend on the point table caught when they state the card's scoring instead of the family's."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from itertools import chain

import pytest
from click.testing import CliRunner

from hearts.audit import Game, audit_game
from hearts.audit.check import claims
from hearts.audit.claims import Position
from hearts.bots.decision import Fact, Step
from hearts.cards import Card
from hearts.cli import main
from tests.support.games import played

C = Card.parse
FAMILIES = ("black-maria", "spot-hearts", "pink-lady", "omnibus-ten", "sun", "moon-choice")
TABLE = ("easy", "normal", "hard", "hard")


def _positions(variant: str, seed: int) -> Iterator[Position]:
    """The game's decisions, played as far as they are read, once for the module's tests."""
    return (p for _, p in played(Game(variant, seed, TABLE)).positions())


def _false(p: Position) -> dict[str, str]:
    return {key: why for key, why in claims(p) if why is not None}


@pytest.mark.parametrize("name", FAMILIES)
@pytest.mark.slow
def test_every_claim_of_a_family_game_is_true(name: str) -> None:
    tally = audit_game(Game(name, 5, TABLE))
    assert tally.decisions >= 52 and sum(tally.uses.values()) > 10 * tally.decisions
    assert not tally.falsehoods, [f.as_dict() for f in tally.falsehoods]


@pytest.mark.parametrize("name", ["black-maria", "spot-hearts", "pink-lady", "omnibus-ten"])
@pytest.mark.slow
def test_the_card_scoring_stated_under_a_family_is_caught(name: str) -> None:
    """The bots before the families said "each heart 1, the Q♠ 13" under every variant."""
    p = next(_positions(name, 5))
    card = Fact("fact.scoring", {"heart": 1, "queen": 13, "jack_diamonds": 0})
    facts = tuple(card if f.key == "fact.point-table" else f for f in p.decision.facts)
    forged = Position(p.state, p.seat, dataclasses.replace(p.decision, facts=facts))
    assert "scores" in _false(forged)["fact.scoring"]


def test_a_point_table_missing_a_card_is_caught() -> None:
    p = next(_positions("black-maria", 5))
    fact = next(f for f in p.decision.facts if f.key == "fact.point-table")
    table = str(fact.params["table"]).replace(" AS=7", "")
    facts = tuple(Fact(f.key, {**f.params, "table": table}) if f is fact else f for f in p.decision.facts)
    forged = Position(p.state, p.seat, dataclasses.replace(p.decision, facts=facts))
    assert _false(forged)["fact.point-table"].startswith("the point table is QS=13 KS=10 AS=7 2H=1")


@pytest.mark.slow
def test_a_discard_that_names_the_wrong_worth_is_caught() -> None:
    """``step.dump-points`` says it throws the card worth the most points: under Black Maria a
    claim of the Q♠'s 13 while the K♠ (10) is the most in hand is false."""
    for p in chain.from_iterable(_positions("black-maria", seed) for seed in (5, 6, 7)):
        dump = [s for s in p.decision.steps if s.key == "step.dump-points"]
        if dump and dump[0].params["points"] != 13:
            forged_step = Step("step.dump-points", dump[0].kept, {"points": 13}, dump[0].clause)
            steps = tuple(forged_step if s is dump[0] else s for s in p.decision.steps)
            forged = Position(p.state, p.seat, dataclasses.replace(p.decision, steps=steps, headline=None))
            assert "the most a card given is worth is" in _false(forged)["step.dump-points"]
            return
    pytest.fail("no Black Maria discard of a card worth other than 13 in seeds 5-7")


@pytest.mark.slow  # 600 decisions through the command (make check: each family's game audited above)
def test_the_audit_command_checks_the_families() -> None:
    """The CI's audit run over the families, small: about a hundred decisions of each."""
    args = ["bots", "audit", "--decisions", "600", "--json", "-"]
    for name in FAMILIES:
        args += ["--variant", name]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["false"] == 0 and set(report["variants"]) == set(FAMILIES)
    for key in ("fact.point-table", "step.danger-points", "step.dump-points"):
        assert report["keys"][key]["uses"] > 0, key
