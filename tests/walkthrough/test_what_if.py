"""What if? Branches of a walkthrough: played by the same bots in the same state, kept as a tree,
written as JSON that an engine replay confirms, rendered in five languages, and refused in one
line when they cannot be played."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner

from hearts.cards import Card, Seat
from hearts.cli import main
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.play.loop import hand_over
from hearts.variants.files import load_variant
from hearts.walkthrough.branches import BranchError, fork, main_line, parse_what_if, play_line, position
from hearts.walkthrough.costs import EXACT_TRICKS, cost_table, min_own
from hearts.walkthrough.export import as_data, schema
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_deal, from_scenario, from_seed
from hearts.walkthrough.whatif import with_branches

LEVELS = ("easy", "normal", "hard", "hard")


@pytest.fixture(scope="module")
def seven() -> Walkthrough:
    """Hand 3 of seed 7: two hands played before it by the same bots."""
    return from_seed(7, "card-1.0.0", LEVELS, hand=3)


def _moves(w: Walkthrough) -> list[Card | None]:
    return [m.card for m in w.teacher.moves]


@pytest.mark.parametrize(
    ("seed", "variant", "hand"),
    [
        (7, "card-1.0.0", 3),
        (11, "card-1.0.0", 1),
        (5, "black-maria", 2),
        (3, "three-2d", 1),
        (4, "five-2d2c", 2),
    ],
)
def test_the_bots_replay_the_walkthrough_from_its_origin(seed: int, variant: str, hand: int) -> None:
    table = load_variant(variant)
    levels = tuple(LEVELS[i % 4] for i in range(table.players))
    w = from_seed(seed, table, levels, hand=hand)
    assert w.origin is not None
    line = main_line(w.origin, _moves(w))  # refused if the players did not repeat the line
    assert list(line.cards) == [c for c in _moves(w) if c is not None]


def test_the_same_card_at_any_step_gives_back_the_same_line(seven: Walkthrough) -> None:
    """The bots at a step are in the state they were in: forcing the card they chose changes nothing."""
    assert seven.origin is not None
    main = main_line(seven.origin, _moves(seven))
    for at in (0, 11, 12, 20, 31, 40, 55, len(main.plays) - 1):
        (again,) = fork(seven.origin, {}, at, [(main.cards[at],)])
        assert again.cards == main.cards


def test_a_branch_keeps_the_line_before_it_and_plays_its_card(seven: Walkthrough) -> None:
    w = with_branches(seven, ["12:9H", "12:9H/20:TS", "32:KS"])
    assert w.main is not None
    first, second = w.variations
    assert (first.step, first.cards) == (12, (Card.parse("9H"),))
    assert first.line.cards[:11] == w.main.cards[:11]
    assert first.line.cards[11] == Card.parse("9H")
    assert first.line.plays[11].chosen and not first.line.plays[12].chosen
    (nested,) = first.children
    assert nested.line.cards[:19] == first.line.cards[:19]
    assert nested.line.cards[19] == Card.parse("TS")
    assert dict(nested.line.forced) == {11: Card.parse("9H"), 19: Card.parse("TS")}
    assert second.line.cards[31] == Card.parse("KS") and second.children == ()


def test_a_pass_set_replaces_the_seats_remaining_picks(seven: Walkthrough) -> None:
    w = with_branches(seven, ["1:2H+6H+TS"])
    (v,) = w.variations
    assert v.line.passes[Seat.NORTH] == tuple(Card.parse(c) for c in ("2H", "6H", "TS"))
    assert [p.chosen for p in v.line.plays[:4]] == [True, True, True, False]


def _replay_line(start: dict[str, Any], cards: list[str]) -> State:
    variant = load_variant(str(start["variant"]))
    deals = [Deal.parse(d, variant.players, rules_for(variant).removed) for d in start["deals"]]
    state = State.start(variant, hand_number=start["hand"], scores=tuple(start["scores"]))
    for card in cards:
        if state.phase is Phase.DEAL:
            state = state.deal(deals.pop(0))
        state = state.apply(Card.parse(card))
    return state


def test_the_branch_json_replays_to_the_same_points_on_the_engine(seven: Walkthrough) -> None:
    w = with_branches(seven, ["12:9H", "12:9H/20:TS", "32:KS", "1:2H+6H+TS"], ["52"])
    data = json.loads(json.dumps(as_data(w, "en")))["what_if"]
    lines = [data["main"]]
    todo = list(data["variations"])
    while todo:
        v = todo.pop()
        lines.append(v["line"])
        todo += v["variations"]
    assert len(lines) == 5
    seats = ["N", "E", "S", "W"]
    for line in lines:
        end = _replay_line(data["start"], line["cards"])
        assert hand_over(end)
        result = end.hand_results[-1]
        assert line["points"] == dict(zip(seats, result.points, strict=True))
        assert line["added"] == dict(zip(seats, result.deltas, strict=True))
        assert line["scores"] == dict(zip(seats, result.scores, strict=True))
        assert line["moon"] == (None if result.shooter is None else result.shooter.letter)
        winners = [t.winner.letter for t in end.tricks if t.winner is not None]
        assert [t["winner"] for t in line["tricks"]] == winners


def test_the_branch_json_validates_against_the_published_schema(seven: Walkthrough) -> None:
    w = with_branches(seven, ["12:9H", "12:9H/20:TS"], ["52", "32"])
    jsonschema.validate(json.loads(json.dumps(as_data(w, "fr"))), schema())
    three = from_seed(3, "three-2d", ("easy", "normal", "hard"))
    jsonschema.validate(json.loads(json.dumps(as_data(with_branches(three, [], ["20"]), "hu"))), schema())


def _brute_force(state: State) -> tuple[int, ...]:
    """The rule written again, without a memo: every player takes the lowest card that gives it
    the fewest points added to its own total, all later players choosing the same way."""
    if hand_over(state):
        return state.hand_results[-1].deltas
    seat = state.to_act
    assert seat is not None
    outcomes = [(_brute_force(state.apply(c)), c) for c in sorted(state.legal_set())]
    best = min(outcomes, key=lambda pair: (pair[0][seat], pair[1]))
    return best[0]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_exhaustive_cost_agrees_with_a_brute_force_on_small_positions(seed: int) -> None:
    w = from_seed(seed, "card-1.0.0", LEVELS)
    assert w.origin is not None
    line = play_line(w.origin)
    # Three tricks before the end (and one card into the third-to-last trick).
    for back in (12, 11):
        at = len(line.plays) - back
        state = position(w.origin, {}, at)
        assert min_own(state) == _brute_force(state)


def test_a_cost_table_names_each_legal_card_with_the_bots_and_exact_figures(seven: Walkthrough) -> None:
    assert seven.origin is not None
    main = main_line(seven.origin, _moves(seven))
    at = len(main.plays) - 4 * EXACT_TRICKS  # the lead of the fourth-to-last trick
    table = cost_table(seven.origin, {}, at, main.cards[at])
    state = position(seven.origin, {}, at)
    assert [r.card for r in table.rows] == list(state.legal_actions())
    seat = state.to_act
    assert seat is not None and main.result is not None
    mine = next(r for r in table.rows if r.card is main.cards[at])
    assert mine.bots == main.result.deltas[seat]  # the line's own card: the walkthrough's result
    for r in table.rows:
        assert r.exact == _brute_force(state.apply(r.card))[seat]
    assert table.worlds == 0


def test_an_earlier_cost_table_gives_an_estimate_with_its_sample_size(seven: Walkthrough) -> None:
    assert seven.origin is not None
    table = cost_table(seven.origin, {}, 31, Card.parse("QS"))
    assert table.worlds > 0
    assert all(r.exact is None and r.estimate is not None for r in table.rows)


@pytest.mark.parametrize(
    "scenario",
    [
        "follow/two-hearts-to-choose",
        "across-hands/perft-deal-left-over",
        "across-hands/hearts-unbroken-again",
    ],
)
def test_a_scenario_played_on_by_bots_can_branch(scenario: str) -> None:
    w = from_scenario(scenario, None, "hard")
    if w.origin is None:  # pragma: no cover - the scenario needs bots to play on
        pytest.fail("a scenario with --bots keeps its origin")
    main = main_line(w.origin, _moves(w))
    at = next(i for i in range(len(main.plays)) if len(position(w.origin, {}, i).legal_actions()) > 1)
    other = next(c for c in position(w.origin, {}, at).legal_actions() if c is not main.cards[at])
    v = with_branches(w, [f"{at + 1}:{other.format()}"]).variations[0]
    assert v.line.cards[:at] == main.cards[:at] and v.line.cards[at] is other
    data = as_data(with_branches(w, [f"{at + 1}:{other.format()}"]), "en")["what_if"]
    end = _replay_line(data["start"], data["variations"][0]["line"]["cards"])
    assert hand_over(end) and end.hand_results[-1].deltas == v.line.result.deltas  # type: ignore[union-attr]


def test_a_deal_of_ones_own_can_branch() -> None:
    deal = "N:AKQJ.T98.765.432 E:T98.765.432.AKQJ S:765.432.AKQJ.T98 W:432.AKQJ.T98.765"
    w = from_deal(deal, "card-1.0.0", LEVELS, hand=4)
    assert w.origin is not None
    main = main_line(w.origin, _moves(w))
    other = next(c for c in position(w.origin, {}, 1).legal_actions() if c is not main.cards[1])
    v = with_branches(w, [f"2:{other.format()}"]).variations[0]
    assert v.line.cards[1] is other and v.line.cards[0] is main.cards[0]


@pytest.mark.parametrize(
    ("what_if", "says"),
    [
        ("12", "STEP:CARD"),
        ("x:QS", "STEP:CARD"),
        ("12:ZZ", "not a card"),
        ("0:QS", "numbered from 1"),
        ("12:QS", "not a legal card"),
        ("999:QS", "the line has 64 steps"),
        ("12:AD", "already the line's card"),
        ("20:TS/12:9H", "parts later"),
        ("14:3C+6C", "pass set"),
        ("12:9H+9H", "named twice"),
        ("/".join(f"{n}:2C" for n in range(13, 27)), "nest 12 deep"),
        ("1" * 5000 + ":QS", "STEP:CARD"),
        ("12:\x1b[31mQS", "\\x1b"),
    ],
)
def test_a_bad_what_if_is_one_line_and_exit_2(what_if: str, says: str, tmp_path: Path) -> None:
    args = ["walkthrough", "--seed", "7", "--hand", "3", "--format", "json", "-o", str(tmp_path)]
    result = CliRunner().invoke(main, [*args, "--what-if", what_if])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output
    assert says in lines[0]
    assert "\x1b" not in result.output


def test_a_bad_costs_option_is_one_line_and_exit_2(tmp_path: Path) -> None:
    args = ["walkthrough", "--seed", "7", "--hand", "3", "-o", str(tmp_path)]
    for bad in (["--costs", "x"], ["--costs", "99"], ["--costs", "12", "--no-costs"]):
        result = CliRunner().invoke(main, [*args, *bad])
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output


def test_a_scenario_position_without_bots_cannot_branch(tmp_path: Path) -> None:
    args = [
        "walkthrough",
        "--scenario",
        "follow/two-hearts-to-choose",
        "-o",
        str(tmp_path),
        "--what-if",
        "1:QS",
    ]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and "give --bots" in result.output


QUESTIONS = {
    "en": "what if West had passed the 9♥ instead of the A♦?",
    "es": "¿y si Oeste hubiera pasado el 9♥ y no el A♦?",
    "fr": "et si Ouest avait passé le 9♥ et non l’A♦",
    "hu": "mi lett volna, ha Nyugat a 9♥-et adta volna át az A♦ helyett?",
    "it": "e se Ovest avesse passato il 9♥ e non l’A♦?",
}


@pytest.mark.parametrize("lang", sorted(QUESTIONS))
def test_both_lines_are_shown_in_each_language(seven: Walkthrough, lang: str) -> None:
    w = with_branches(seven, ["12:9H"])
    for fmt in ("md", "html"):
        page = html.unescape(render(w, lang, fmt))
        assert QUESTIONS[lang] in page
        assert page.count('id="what-if-12-9H"' if fmt == "html" else QUESTIONS[lang]) == 1


def test_quiz_and_seat_pages_show_no_branch_and_no_cost(seven: Walkthrough) -> None:
    w = with_branches(seven, ["12:9H"], ["52"])
    assert "what-if-12-9H" in render(w, "en", "html")
    for page in (render(w, "en", "html", quiz=True), render(w, "en", "html", seat=Seat.SOUTH)):
        assert "what-if" not in page and "What each card costs" not in page
    assert "what_if" not in as_data(w, "en", Seat.SOUTH)


def test_no_costs_leaves_the_branches_without_tables(seven: Walkthrough) -> None:
    page = render(with_branches(seven, ["12:9H"], costs=False), "en", "md")
    assert "What if West had passed" not in page  # (sentence case: the question starts with "Step")
    assert "Step 12: what if West" in page and "What each card costs" not in page


def test_parse_what_if_reads_nesting_and_pass_sets() -> None:
    assert parse_what_if("12:KS/20:QH") == ((11, (Card.parse("KS"),)), (19, (Card.parse("QH"),)))
    assert parse_what_if("3:QS+AS+KS")[0][1] == tuple(Card.parse(c) for c in ("QS", "AS", "KS"))
    with pytest.raises(BranchError):
        parse_what_if("")


def test_the_step_key_w_shows_a_branch_and_a_cost_table(seven: Walkthrough) -> None:
    from hearts.terminal.stepper import Stepper

    stepper = Stepper(seven, "en")
    for _ in range(12):
        stepper.command("n")
    assert stepper.position == 11
    shown = stepper.command("w 9H")
    assert shown is not None and "Step 12: what if West had passed the 9♥ instead of the A♦?" in shown
    assert "East: 24 (total 24) → 18 (total 18) (-6)" in shown
    table = stepper.command("w")
    assert table is not None and table.startswith("What each card costs at step 12 (West)")
    assert (
        stepper.command("w QS") == "step 12: Q♠ is not a legal card for West (DEAL: Q♠ is not in West's hand)"
    )
    assert "is not a card" in (stepper.command("w ZZ") or "")


def test_the_step_key_w_waits_for_the_quiz_answer(seven: Walkthrough) -> None:
    from hearts.terminal.stepper import Stepper

    stepper = Stepper(seven, "fr", quiz=True)
    stepper.command("n")
    assert stepper.command("w 9H") == "Répondez d’abord : ensuite, w montre où mènent les autres cartes."


def test_the_audit_finds_branches_true_and_a_changed_one_false(seven: Walkthrough, tmp_path: Path) -> None:
    w = with_branches(seven, ["12:9H", "12:9H/20:TS", "1:2H+6H+TS"], ["52"])
    data = json.loads(json.dumps(as_data(w, "en")))
    good = tmp_path / "good.json"
    good.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(good)])
    assert result.exit_code == 0, result.output
    assert "3 branches" in result.output and ", 0 false" in result.output
    nested = data["what_if"]["variations"][0]["variations"][0]
    nested["line"]["points"]["S"] += 1  # a figure the engine does not find
    data["what_if"]["main"]["costs"][-1]["cards"][0]["exact"] += 1  # and a cost the search does not
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(bad)])
    assert result.exit_code == 1
    assert "line.points" in result.output and "costs.exact" in result.output


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"deals": ["N:not a deal"]}, "what_if/start"),
        ({"scores": [1, 2, 3]}, "what_if/start"),
        ({"hand": 0}, "what_if"),
        ({"deals": "N:AKQ"}, "what_if"),
    ],
)
def test_a_hostile_branch_block_is_one_line_and_exit_2(
    seven: Walkthrough, tmp_path: Path, change: dict[str, Any], says: str
) -> None:
    data = json.loads(json.dumps(as_data(with_branches(seven, ["12:9H"], costs=False), "en")))
    data["what_if"]["start"].update(change)
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["bots", "audit", "--walkthrough", str(path)])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and says in lines[0] and "Traceback" not in result.output
