"""The walkthrough and ``hearts step`` at three, five and six seats (issue 24).

The seats go by number in every language, one bot per seat, the deal notation of the table
with its kitty, the cards out of play and the kitty (face down until the first trick's winner
takes it) on every page, the JSON as format 1.2 (a four-seat walkthrough stays 1.1), and the
console stepper with a student at one seat of five, an illegal card refused with its clause.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from hearts.cards import Seat
from hearts.cli import main
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.terminal.stepper import Stepper
from hearts.variants.files import load_variant
from hearts.walkthrough.export import FORMAT, TABLE_FORMAT, as_data, schema
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed, parse_levels
from hearts.words import LANGUAGES

SEAT_WORDS = {"en": "Seat", "es": "Asiento", "it": "Posto", "hu": "hely", "fr": "Place"}
FOUR_SEATS = ("North", "Norte", "Nord", "Észak", "South", "Sur", "Sud", "Dél")


def _walk(name: str, seed: int = 1, hand: int = 1) -> Walkthrough:
    variant = load_variant(name)
    return from_seed(seed, variant, parse_levels(None, variant.players), hand=hand)


@pytest.fixture(scope="module")
def kitty() -> Walkthrough:
    return _walk("three-kitty", 2)


@pytest.fixture(scope="module")
def five() -> Walkthrough:
    return _walk("five-2d2c", 3)


def test_each_seat_of_five_has_its_view_and_its_bot(five: Walkthrough) -> None:
    assert five.table == Seat.at_table(5) and len(five.players) == 5
    assert [w.viewer for w in five.views()] == [None, *Seat.at_table(5)]
    seat5 = five.seats[Seat(4)]
    hand = seat5.hands[0].sections[0].hands
    assert list(hand) == [Seat(4)] and len(hand[Seat(4)]) == 10  # its own ten cards, no other hand
    data = as_data(five, "en", Seat(4))
    assert data["format"] == TABLE_FORMAT and data["views"][0]["viewer"] == "5"
    jsonschema.validate(data, schema())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.slow
def test_every_language_names_the_seats_by_number_and_shows_the_cards_out(
    five: Walkthrough, lang: str
) -> None:
    for fmt in ("md", "html"):
        text = render(five, lang, fmt)
        assert SEAT_WORDS[lang] in text and "5" in text
        assert not any(word in text for word in FOUR_SEATS), (lang, fmt)
        assert "DEAL" in text and "2♣" in text  # the cards out of play, with the clause


@pytest.mark.slow
def test_the_kitty_lies_face_down_until_the_first_trick_is_won(kitty: Walkthrough) -> None:
    hand = kitty.teacher.hands[0]
    first = next(s for s in hand.sections if s.kind == "trick")
    assert hand.kitty is not None and first.kitty == hand.kitty and first.winner is not None
    assert kitty.seats[Seat(0)].hands[0].kitty is None  # a seat's view does not see it before
    taken = render(kitty, "en", "md")
    assert f"{'Seat'} {int(first.winner) + 1} takes the kitty too:" in taken and "face down" in taken
    page = render(kitty, "fr", "html")
    before, after = page.split('<p class="kitty-taken">', 1)
    assert 'class="card back"' in before and "Talon, pris par Place" in after
    data = as_data(kitty, "en")
    deal = data["views"][0]["hands"][0]["deal"]
    assert sorted(deal) == ["1", "2", "3", "K"] and len(deal["K"]) == 1
    assert data["variant"]["players"] == 3 and data["variant"]["leftover"] == "kitty"


def test_at_four_seats_the_data_stays_format_one_one() -> None:
    data = as_data(from_seed(1, "card-1.0.0", ("easy", "normal", "hard", "hard")), "en")
    assert data["format"] == FORMAT == "hearts-walkthrough/1.1" and "players" not in data["variant"]
    assert sorted(data["views"][0]["hands"][0]["deal"]) == ["E", "N", "S", "W"]


def _cli(*args: str) -> tuple[int, list[str]]:
    result = CliRunner().invoke(main, list(args), input="q\n")
    return result.exit_code, [line for line in result.output.splitlines() if line.strip()]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--seed", "1", "--seat", "N"], "give a seat number, 1 to 5"),
        (["--seed", "1", "--seat", "6"], "give a seat number, 1 to 5"),
        (["--seed", "1", "--bots", "easy,hard"], "this table has 5 seats"),
        (["--deal", "1:AKQ.-.-.- 2:J.-.-.-"], "a deal at 5 seats needs 5 hands"),
    ],
)
@pytest.mark.parametrize("command", ["walkthrough", "step"])
@pytest.mark.slow
def test_a_seat_a_level_or_a_deal_that_does_not_fit_five_is_refused_in_one_line(
    command: str, args: list[str], said: str, tmp_path: Path
) -> None:
    extra = ["-o", str(tmp_path)] if command == "walkthrough" else []
    code, lines = _cli(command, "--variant", "five-2d2c", *args, *extra)
    assert code == 2 and len(lines) == 1 and said in lines[0], lines
    assert not list(tmp_path.iterdir())


def test_at_four_seats_a_seat_number_is_refused_as_before(tmp_path: Path) -> None:
    code, lines = _cli("walkthrough", "--seed", "1", "--seat", "2", "-o", str(tmp_path))
    assert code == 2 and len(lines) == 1 and "N, E, S or W" in lines[0]


def test_a_theme_that_cannot_happen_at_three_is_refused_saying_why(tmp_path: Path) -> None:
    code, lines = _cli(
        "walkthrough", "--find", "first-trick-forced", "--variant", "three-2d", "-o", str(tmp_path)
    )
    assert code == 2 and len(lines) == 1
    assert "17 cards" in lines[0] and "14" in lines[0] and "FIRST-TRICK-POINTS" in lines[0]


def test_a_deal_of_five_hands_is_played_as_given_and_written_for_one_seat(tmp_path: Path) -> None:
    variant = load_variant("five-2d2c")
    deal = Deal.random(11, 1, 5, rules_for(variant).removed).format()
    code, lines = _cli(
        "walkthrough",
        "--variant",
        "five-2d2c",
        "--deal",
        deal,
        "--seat",
        "4",
        "--format",
        "json",
        "-o",
        str(tmp_path),
    )
    assert code == 0, lines
    (path,) = tmp_path.glob("deal-*-4.en.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["views"][0]["viewer"] == "4" and data["source"] == f"deal {deal}"
    first = data["views"][0]["hands"][0]["steps"][0]
    hand4 = deal.split()[3].partition(":")[2]
    assert (
        first["seat"] == "1"
        and Deal.parse(deal, 5, rules_for(variant).removed).hands[3].format_suits() == hand4
    )


def test_a_student_plays_a_seat_of_five_and_an_illegal_card_is_refused_with_its_clause(
    five: Walkthrough,
) -> None:
    """hearts step --quiz --seat 3 at five: every decision of Seat 3 is asked (its pass at once);
    a card that does not follow suit is refused with FOLLOW, the bot's card is then accepted;
    v 2 and v T switch views, v N is refused; the help names the seats by number."""
    stepper = Stepper(five, "en", Seat(2), quiz=True)
    asked = refused = 0
    while True:
        q = stepper.asking()
        if q is None:
            if stepper.at == len(stepper.positions) - 1:
                break
            stepper.command("n")
            continue
        asked += 1
        wrong = next((i for i in q.refusals.values() if i.clause == "FOLLOW"), None)
        if wrong is not None:
            said = stepper.command(wrong.card.format()) or ""
            assert "(FOLLOW)" in said and "must follow" in said, said
            refused += 1
        answer = stepper.command(" ".join(c.format() for c in q.bot_cards)) or ""
        assert "the bot chose" in answer or "Well played" in answer
    assert asked == 11 and refused >= 1  # the pass of three cards (one question), then ten played
    assert "Decisions where you chose the bot's card: 11 of 11." in stepper.summary()
    shown = stepper.command("v 2") or ""
    assert stepper.walk.viewer is Seat(1) and re.findall(r"(?m)^  Seat (\d) +♣", shown) == ["2"]
    shown = stepper.command("v T") or ""
    assert stepper.walk.viewer is None and re.findall(r"(?m)^  Seat (\d) +♣", shown) == list("12345")
    assert stepper.command("v N") == "Give a seat by its number (1 to 5) or T for the teacher, e.g. v 2."
    assert "v 1-5|T" in stepper.help()


@pytest.mark.parametrize("lang", ["es", "hu"])
def test_the_stepper_at_six_speaks_the_language(lang: str) -> None:
    w = _walk("six-twos", 2)
    stepper = Stepper(w, lang)
    screens = [stepper.screen()] + [stepper.command("]") or "" for _ in range(3)]
    text = "\n".join(screens)
    assert SEAT_WORDS[lang] in text and not any(word in text for word in FOUR_SEATS)
    assert "DEAL" in text  # the four 2s out of play
