"""``hearts play`` with a person at a seat, driven through a pipe; its output in other languages."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import ALL_CARDS, Card, Seat
from hearts.cli import main
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.terminal.console import HumanSeat, Quit
from hearts.varianttools.card import own_texts
from hearts.words import LANGUAGES
from hearts.words.lang import Lang
from hearts.words.notation import SUIT_LETTERS, read_card, write_card
from tests.support.cli import run_cli

EVERY_CARD = "".join(c.format() + "\n" for c in ALL_CARDS)
"""Typed in order at each question, the first legal card of the list is taken."""
WIDE = {"COLUMNS": "120"}
"""The width the games are shown at, in this process as in a process of its own."""


def _play(args: list[str], typed: str) -> subprocess.CompletedProcess[str]:
    """The real command in a process, its standard input a pipe."""
    env = dict(os.environ, COLUMNS="120")
    return subprocess.run(
        [sys.executable, "-m", "hearts", "play", *args],
        input=typed,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )


@pytest.mark.slow
def test_a_human_plays_a_whole_game_through_a_pipe() -> None:
    result = _play(["--players", "human,hard,hard,hard", "--seed", "3"], ("h\n" + EVERY_CARD) * 400)
    out = result.stdout
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Your hand (North):" in out and "Legal cards:" in out
    assert "Card to pass, typed as QS, Q♠, 10H (h = hint, q = quit):" in out
    assert "Card to play, typed as QS, Q♠, 10H (h = hint, q = quit):" in out
    assert re.search(r"Hint from the Normal bot: (play|pass) the \S+ \(\S", out)  # to the student
    # Illegal cards are refused with their clause; cards of other hands are not North's.
    assert re.search(r"is not allowed now \(FOLLOW\): must follow", out)
    assert "is not in this hand." in out
    assert "Game over after" in out and "(GAME-END)" in out
    # Only North's hand is ever shown at the deal: no line names another seat's cards.
    for seat in ("East", "South", "West"):
        assert not re.search(rf"^  {seat}\s+♣", out, re.M)
        assert f"{seat} passes" not in out
    assert "sole-winner" not in out and "shared-win" not in out


@pytest.mark.slow
def test_quitting_and_the_end_of_input_stop_the_game_politely() -> None:
    quit_ = run_cli(
        ["play", "--players", "human,easy,easy,easy", "--seed", "5", "--lang", "fr"], "zz\nq\n", WIDE
    )
    assert quit_.code == 0, quit_.stderr
    assert "zz n’est pas une carte" in quit_.stdout and "Vous avez arrêté la partie." in quit_.stdout
    ended = _play(  # the end of input: a real pipe, closed by the writer
        ["--players", "easy,human,easy,easy", "--seed", "5"], ""
    )
    assert ended.returncode == 0 and "You stopped the game." in ended.stdout
    assert "Traceback" not in ended.stderr


def test_the_human_seat_refuses_an_illegal_card_and_hints(tmp_path: Path) -> None:
    state = State.new_game(Variant(), 11)
    # Pass three cards for everyone, then reach the first play where North must follow.
    for _ in range(12):
        state = state.apply(state.legal_actions()[0])
    while state.to_act is not Seat.NORTH or not state.current_trick.plays:
        state = state.apply(state.legal_actions()[0])
    hand, legal = state.hand(Seat.NORTH), state.legal_set()
    illegal = next((c for c in hand if c not in legal), None)
    said: list[str] = []
    typed = ["h", *([illegal.format()] if illegal else []), "XX", next(iter(legal)).format()]
    seat = HumanSeat(Seat.NORTH, Lang("es"), lambda prompt: typed.pop(0) if typed else None, said.append, 11)
    card = seat.choose_at(state)
    assert card in legal
    text = "\n".join(said)
    assert "Pista del bot Normal:" in text and "Cartas legales:" in text
    if illegal is not None:
        assert "no está permitida ahora (" in text
    assert "XX no es una carta" in text
    quitting = HumanSeat(Seat.NORTH, Lang("en"), lambda prompt: "q", said.append)
    try:
        quitting.choose_at(state)
    except Quit:
        pass
    else:  # pragma: no cover - the test fails
        raise AssertionError("q must stop the game")


@pytest.mark.slow
def test_play_speaks_the_language_and_names_no_internal_value() -> None:
    result = CliRunner().invoke(main, ["play", "--seed", "2", "--lang", "it"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Fine della partita dopo" in out and "punteggio più basso" in out
    assert "sole-winner" not in out and "shared-win" not in out and "pass left" not in out
    assert "Mano 1" in out


def test_tournament_explains_its_columns_in_the_language() -> None:
    result = CliRunner().invoke(main, ["tournament", "--deals", "2", "--lang", "es", "--seats", "easy"])
    assert result.exit_code == 0, result.output
    for words in ("ptos/mano:", "IC 95%:", "lunas:", "frenadas:", "cuanto menos, mejor"):
        assert words in result.output
    helped = CliRunner().invoke(main, ["tournament", "--help"])
    assert "pts/hand: points it took per hand on average" in helped.output


@pytest.mark.slow
def test_play_can_find_a_theme() -> None:
    result = CliRunner().invoke(main, ["play", "--find", "moon", "--players", "hard"])
    assert result.exit_code == 0, result.output
    m = re.search(r"--find moon: seed (\d+), hand (\d+)", " ".join(result.output.split()))
    assert m is not None
    assert f"seed {m.group(1)}" in result.output
    assert "took every point and shot the moon (MOON)" in result.output


def _in_letters(lang: str) -> str:
    """Every card written in the language's own letters (``2T``, ``DP``, ``10C`` in French)."""
    return "".join(write_card(c.format(), lang) + "\n" for c in ALL_CARDS)


@pytest.mark.slow
def test_a_student_plays_a_whole_game_in_french_typing_french_letters() -> None:
    typed = _in_letters("fr")
    assert "DP\n" in typed and "VT\n" in typed and "RK\n" in typed and "QS" not in typed
    result = run_cli(
        ["play", "--players", "human,hard,hard,hard", "--seed", "3", "--lang", "fr"], typed * 400, WIDE
    )
    out = result.stdout
    assert result.code == 0, result.stderr[-2000:]
    assert "Fin de la partie après" in out and "(GAME-END)" in out
    assert "n’est pas une carte" not in out  # every French name was read as a card
    assert "Carte à jouer, écrite comme DP, D♠, 10T (h = conseil, q = quitter) :" in out
    assert "Variante : " + own_texts(Variant(), "fr")[0] in out  # the title in French
    tricks = re.findall(r"\s\d+\. (.*?)  → ", out)
    assert tricks and all(re.fullmatch(r"([NESO] \S+\s*){4}", t) for t in tricks), tricks[:3]
    assert any(" O " in f" {t} " for t in tricks)  # Ouest is O, not W
    assert not any(re.search(r"\bW\b", t) for t in tricks)


def test_each_language_reads_its_own_letters_and_english_too() -> None:
    queen = ALL_CARDS[Card.parse("QS").index]
    for lang, typed in {"fr": "DP", "es": "QP", "it": "QP", "hu": "DP", "en": "QS"}.items():
        assert Lang(lang).parse_card(typed) is queen, lang
        assert Lang(lang).parse_card("Q♠") is queen and Lang(lang).parse_card("qs") is queen
        assert Lang(lang).parse_card(Lang(lang).card(queen)) is queen  # as the cards print it
    assert Lang("fr").parse_card("V♠") == Card.parse("JS") and Lang("fr").parse_card("R♣") == Card.parse("KC")
    assert Lang("hu").parse_card("PD") is queen  # Hungarian says pikk dáma
    assert Lang("hu").parse_card("B♦") == Card.parse("JD") and Lang("it").parse_card("JQ") == Card.parse("JD")
    assert Lang("fr").parse_card("zz") is None and read_card("QS", "fr") is None
    # Where the readings differ (AC: A♥ in French, A♣ in English), the card held wins.
    assert Lang("fr").parse_card("AC") == Card.parse("AH")
    assert Lang("fr").parse_card("AC", [Card.parse("AC"), Card.parse("2D")]) == Card.parse("AC")
    assert set(SUIT_LETTERS) == set(LANGUAGES)
    for lang in LANGUAGES:
        for card in ALL_CARDS:
            assert Lang(lang).parse_card(write_card(card.format(), lang)) is card, (lang, card)


def _forced_state() -> State:
    """A position where North has one legal card only (it must follow with its last card of the suit)."""
    for seed in range(1, 200):
        state = State.new_game(Variant(), seed)
        while state.outcome is None and state.hand_number == 1:
            if state.to_act is Seat.NORTH and len(state.legal_set()) == 1 and state.current_trick.plays:
                return state
            state = state.apply(state.legal_actions()[0])
    raise AssertionError("no forced position found")  # pragma: no cover


def test_the_only_legal_card_is_played_on_enter_or_at_once() -> None:
    state = _forced_state()
    (only,) = tuple(state.legal_set())
    prompts: list[str] = []
    said: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return "\n"

    assert HumanSeat(Seat.NORTH, Lang("fr"), ask, said.append).choose_at(state) is only
    assert prompts == [
        f"Une seule carte jouable, {Lang('fr').card(only)} : appuyez sur Entrée pour la jouer "
        "(h = conseil, q = quitter) : "
    ]
    prompts.clear()
    auto = HumanSeat(Seat.NORTH, Lang("en"), ask, said.append, auto_forced=True)
    assert auto.choose_at(state) is only and prompts == []
    assert f"You play {only}, the only legal card." in said
