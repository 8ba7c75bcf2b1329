"""Practice mode: questions at each decision, refusals with their clause, the bot's card, the summary."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.bots.decision import Decision, Step
from hearts.cards import Card, CardSet, Seat
from hearts.cli import main
from hearts.engine.variant import Variant
from hearts.terminal.stepper import Stepper
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.quiz import Answer, Question, costs_of, questions, summarise
from hearts.walkthrough.render import cost_text, points_text, quiz_texts, render
from hearts.walkthrough.sources import from_seed
from hearts.words import LANGUAGES
from hearts.words.lang import Lang
from hearts.words.typeset import typeset

LEVELS = ("easy", "normal", "hard", "hard")


@pytest.fixture(scope="module")
def seven() -> Walkthrough:
    return from_seed(7, Variant(), LEVELS)


def typed(q: Question) -> str:
    """The bot's answer as a student types it: the whole pass on one line, or the card played."""
    return " ".join(c.format() for c in q.bot_cards)


def test_a_seat_is_asked_about_its_whole_pass_then_each_play(seven: Walkthrough) -> None:
    south = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    assert [q.phase for q in south] == ["pass"] + ["play"] * 13
    assert all(q.seat is Seat.SOUTH and q.bot in q.legal and q.bot in q.hand for q in south)
    passing = south[0]
    passed = [
        m.card for m in seven.seats[Seat.SOUTH].moves if m.phase == "pass" and m.seat is Seat.SOUTH and m.card
    ]
    assert passing.count == 3 and passing.bot_cards == CardSet(passed) and passing.bot == passed[0]
    assert all(q.count == 1 and q.bot_cards == CardSet([q.bot]) for q in south[1:])
    every = questions(seven.teacher)
    assert len(every) == 4 + 52 and {q.seat for q in every} == set(Seat)


def test_a_pass_is_judged_as_a_set_whatever_the_order(seven: Walkthrough) -> None:
    """PASS: the cards go together. The bot's pass picked in another order matches; two of its
    three cards and another do not, and the answer says which two were in both."""
    passing = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)[0]
    mine = sorted(passing.bot_cards, reverse=True)
    assert Answer(passing, CardSet(mine)).matched
    other = next(c for c in passing.hand if c not in passing.bot_cards)
    two = Answer(passing, CardSet([*mine[:2], other]))
    assert not two.matched and two.common == 2 and two.extra is None


def test_illegal_cards_are_refused_with_their_clause(seven: Walkthrough) -> None:
    plays = [q for q in questions(seven.teacher) if q.phase == "play"]
    for q in plays:
        for card in q.hand:
            refused = q.refuse(card)
            assert (refused is None) == (card in q.legal)
            if refused is not None:
                assert refused.clause in ("FOLLOW", "HEARTS-LEAD", "FIRST-LEAD", "FIRST-TRICK-POINTS")
    outsider = next(c for c in map(Card.parse, ("AS", "2C", "3D", "4H")) if c not in plays[5].hand)
    refused = plays[5].refuse(outsider)
    assert refused is not None and refused.reason == "not-in-hand"


def _hard_search(seed: int) -> tuple[Walkthrough, list[Question]]:
    w = from_seed(seed, Variant(), ("hard",) * 4)
    found = [q for q in questions(w.teacher) if q.costs]
    return w, found


def test_costs_are_the_hard_bots_own_averages() -> None:
    _, found = _hard_search(7)
    assert found, "the Hard bot weighs its last cards over sampled deals"
    for q in found:
        assert q.move.decision is not None
        step = next(s for s in q.move.decision.steps if s.key == "step.sampled-playouts")
        worlds = int(str(step.params["worlds"]))
        assert 0 < worlds <= int(str(step.params["samples"])) and q.worlds == worlds
        # Written from the record's text: "<card>=<total points over the deals dealt> ...".
        for item in str(step.params["scores"]).split():
            card, total = item.rsplit("=", 1)
            assert q.costs[Card.parse(card)] == pytest.approx(int(total) / worlds)
        assert q.extra(q.bot) == 0
    assert costs_of(None) == ({}, 0)


def test_the_summary_counts_matches_costs_and_second_looks(seven: Walkthrough) -> None:
    _, found = _hard_search(7)
    q = found[0]
    worse = max(q.costs, key=lambda c: q.costs[c])
    others = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    answers = [Answer(q, CardSet([worse]))] + [Answer(o, o.bot_cards) for o in others[:3]]
    s = summarise(answers)
    assert s.asked == 4 and s.matched == 3 + (worse == q.bot)
    assert s.weighed == 1 and s.cost == pytest.approx(q.costs[worse] - q.costs[q.bot])
    assert [a.chosen for a in s.second_look] == ([] if worse == q.bot else [CardSet([worse])])


def test_the_quiz_page_hides_nothing_it_needs_and_speaks_the_language(seven: Walkthrough) -> None:
    page = render(seven, "fr", "html", Seat.SOUTH, quiz=True)
    found = re.findall(r'data-quiz="([^"]+)"', page)
    assert len(found) == 14
    data = [
        json.loads(
            re.sub(r"&#34;", '"', f)
            .replace("&amp;", "&")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#39;", "'")
        )
        for f in found
    ]
    assert all(d["seat"] == "S" and d["bot"] in d["legal"] for d in data)
    refusals = [text for d in data for text in d["refuse"].values()]
    assert refusals and all("(" in t and "):" in t.replace(") :", "):") for t in refusals)
    assert any("FOLLOW" in t for t in refusals)
    assert "Entraînement" in page or "Exercice" in page or Lang("fr").gettext("Your summary") in page
    # Only South's view: no other hand is in the page.
    assert set(re.findall(r'data-owner="(\w)"', page)) == {"S"}


def _commands(w: Walkthrough, seat: Seat, wrong: dict[int, list[str]]) -> str:
    asked = {q.move.index: q for q in questions(w.seats[seat], seat)}
    lines = []
    for step in w.seats[seat].moves:
        lines.append("n")
        q = asked.get(step.index)
        if q is not None:
            lines += wrong.get(step.index, [])
            lines.append(typed(q))
    return "\n".join(lines) + "\n"


def test_step_quiz_at_the_terminal(seven: Walkthrough) -> None:
    south = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    q = next(q for q in south if q.phase == "play" and q.refusals)
    bad = next(iter(q.refusals))
    commands = _commands(seven, Seat.SOUTH, {q.move.index: [bad.format(), "n"]})
    result = CliRunner().invoke(main, ["step", "--seed", "7", "--seat", "S", "--quiz"], input=commands)
    assert result.exit_code == 0, result.output
    out = result.output
    refusal = q.refusals[bad]
    reason = Lang("en").clause_text(refusal.reason, refusal.violation)
    assert refusal.violation is not None and reason == refusal.violation.message  # the engine's one rendering
    assert f"{bad} is not allowed now ({refusal.clause}): {reason}." in out
    assert "Type your card first, as QS, Q♠, 10H." in out  # "n" before answering does not move on
    assert "Your turn: which card would South play? Type it." in out
    assert out.count("Well played: the bot chose") == 13
    assert out.count("Well played: the bot passes") == 1
    assert "Decisions where you chose the bot's card: 14 of 14." in out


def test_step_quiz_in_another_language_and_a_different_card(seven: Walkthrough) -> None:
    south = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    passing, first = south[0], south[1]
    other = next(c for c in first.legal if c != first.bot)
    to_pass = ["n"] * (passing.move.index + 1) + [typed(passing)]
    commands = (
        "\n".join(to_pass + ["n"] * (first.move.index - passing.move.index) + [other.format(), "q"]) + "\n"
    )
    result = CliRunner().invoke(
        main, ["step", "--seed", "7", "--seat", "S", "--quiz", "--lang", "es"], input=commands
    )
    assert result.exit_code == 0, result.output
    es = Lang("es")
    assert es.card(other) in result.output and es.card(first.bot) in result.output
    assert es.gettext("Your summary") in result.output  # the summary of what was answered, on quitting


def test_the_quiz_option_writes_its_page(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["walkthrough", "--seed", "7", "--quiz", "--seat", "S", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert (tmp_path / "seed-7-S.quiz.en.html").exists()
    bad = CliRunner().invoke(
        main, ["walkthrough", "--seed", "7", "--quiz", "--format", "md", "-o", str(tmp_path)]
    )
    assert bad.exit_code == 2 and "--quiz" in bad.output


def test_the_averages_are_over_the_deals_really_dealt() -> None:
    """A search that dealt 7 of its 14 tries: the totals are over those 7 deals."""
    d = Decision(
        Card.parse("3H"),
        "hard",
        "play",
        (Card.parse("3H"), Card.parse("9H")),
        steps=(
            Step(
                "step.sampled-playouts",
                (Card.parse("3H"), Card.parse("9H")),
                {"seed": 1, "samples": 14, "worlds": 7, "scores": "3♥=14 9♥=21"},
            ),
        ),
    )
    costs, worlds = costs_of(d)
    assert worlds == 7 and costs == {Card.parse("3H"): 2.0, Card.parse("9H"): 3.0}
    for code in LANGUAGES:
        lang = Lang(code)
        text = cost_text(lang, 7)
        assert "7" in text and "{mine}" in text and "{bot_cost}" in text
        assert cost_text(lang, 1) != text  # one deal, in the singular


@pytest.mark.slow
def test_no_summary_of_an_estimate_that_was_never_made(seven: Walkthrough) -> None:
    """Quitting after the first pass (nothing weighed): the summary says no estimate was made,
    never "0.0 (over the 0 decisions it weighed)", in every language; one weighed answer is
    told in the singular."""
    south = questions(seven.seats[Seat.SOUTH], Seat.SOUTH)
    first = south[0]
    commands = "\n".join(["n"] * first.move.index + ["n", typed(first), "q"]) + "\n"
    for code in LANGUAGES:
        lang = Lang(code)
        result = CliRunner().invoke(
            main, ["step", "--seed", "7", "--seat", "S", "--quiz", "--lang", code], input=commands
        )
        assert result.exit_code == 0, result.output
        summary = result.output[result.output.rindex(lang.gettext("Your summary")) :]
        none = typeset(code, points_text(lang, 0))
        assert none in summary, (code, summary)
        assert "0.0" not in summary and "0,0" not in summary, (code, summary)
        one, two = points_text(lang, 1), points_text(lang, 2)
        assert "(" in one and "1" in one and "2" in two
        if code != "hu":  # Hungarian counts in the singular: "2 döntés"
            assert one.replace("1", "2") != two, code
    # The page's script reads the same sentences: one for each count it can reach.
    texts = quiz_texts(Lang("fr"), Seat.SOUTH, 16)
    assert texts["points:0"] == points_text(Lang("fr"), 0)
    assert texts["points:1"] != texts["points:2"].replace("2", "1")
    assert "points:16" in texts and "points:17" not in texts


def test_the_pass_typed_in_another_order_is_the_bots_pass_in_french() -> None:
    """`hearts step --seed 4321 --quiz --seat S --lang fr`: South's bot passes A♥, K♦, then Q♠.
    Typed Q♠ first (in French letters), the pass is the bot's: never "Q♠ wrong", then Q♠ passed."""
    w = from_seed(4321, Variant(), LEVELS)
    passing = questions(w.seats[Seat.SOUTH], Seat.SOUTH)[0]
    assert [c.format() for c in sorted(passing.bot_cards)] == [
        "KD",
        "QS",
        "AH",
    ] and passing.bot != Card.parse("QS")
    commands = "\n".join(["n"] * (passing.move.index + 1) + ["DP RK AC", "q"]) + "\n"
    result = CliRunner().invoke(
        main, ["step", "--seed", "4321", "--seat", "S", "--quiz", "--lang", "fr"], input=commands
    )
    assert result.exit_code == 0, result.output
    fr = Lang("fr")
    same = typeset(
        "fr", quiz_texts(fr, Seat.SOUTH)["pass-same"].replace("{cards}", fr.cards(passing.bot_cards))
    )
    assert same in result.output
    assert (
        typeset(
            "fr",
            fr.gettext("Decisions where you chose the bot's card: %(matched)s of %(total)s.")
            % {"matched": 1, "total": 1},
        )
        in result.output
    )


def _visible_before(page_or_text: str, marker: str) -> str:
    return page_or_text[: page_or_text.index(marker)]


@pytest.mark.parametrize("fmt", ["html", "md"])
def test_what_a_seat_knows_is_never_shown_before_its_decision(fmt: str) -> None:
    """`--find queen-dump` (seed 1, hand 3): South's "knows now" line naming its own pass comes
    after the passing it closes, never in front of the question that asks for that pass."""
    w = from_seed(1, Variant(), LEVELS, hand=3)
    page = render(w, "en", fmt, Seat.SOUTH, quiz=fmt == "html")
    knows = Lang("en").gettext("What %(seat)s knows now:") % {"seat": "South"}
    assert knows in page
    passing = questions(w.seats[Seat.SOUTH], Seat.SOUTH)[0]
    if fmt == "html":
        # The box sits in the section's end (shown once its last card is down), after every step.
        section = page[page.index('data-kind="pass"') : page.index('data-kind="trick"')]
        assert section.index('class="news"') > section.rindex('class="step')
        assert section.index('class="news"') > section.index('class="result"')
    else:
        section = page[: page.index("Trick 1")]
        before = _visible_before(section, knows)
        for card in passing.bot_cards:
            assert f"South passes {Lang('en').the_card(card)}" in before


def test_the_terminal_asks_for_the_pass_without_what_the_seat_knows_after_it() -> None:
    """`hearts step --quiz` at South's pass question (seed 1, hand 3): the screen shows no
    "knows now" line; the line naming South's pass comes once the passing is over."""
    w = from_seed(1, Variant(), LEVELS, hand=3)
    stepper = Stepper(w, "en", Seat.SOUTH, quiz=True)
    passing = questions(w.seats[Seat.SOUTH], Seat.SOUTH)[0]
    for _ in range(passing.move.index + 1):
        stepper.command("n")
    assert stepper.asking() == passing
    knows = "What South knows now:"
    assert knows not in stepper.screen()
    stepper.command(typed(passing))
    shown = ""
    while stepper.position < max(stepper.positions):
        shown = stepper.command("n") or ""
        if knows in shown:
            break
    assert knows in shown and all(f"South passes the {c}." in shown for c in passing.bot_cards)
