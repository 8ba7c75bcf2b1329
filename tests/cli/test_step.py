"""``hearts step``: the walkthrough at a console, driven by commands on standard input."""

from __future__ import annotations

from click.testing import CliRunner

from hearts.cards import Seat
from hearts.cli import main


def _run(args: list[str], commands: str) -> str:
    result = CliRunner().invoke(main, ["step", *args], input=commands)
    assert result.exit_code == 0, result.output
    return result.output


def _screens(output: str) -> list[str]:
    return output.split("[Step ")


def test_next_previous_and_jump_move_through_the_hand() -> None:
    out = _run(["--seed", "5"], "n\nn\np\nt 3\n]\n[\nq\n")
    assert "Start: the cards as dealt" in out
    assert "[Step 1 of 64]" in out and "[Step 2 of 64]" in out
    assert out.count("[Step 1 of 64]") == 2  # back with p
    assert "Trick 3 ==" in out and "[Step 21 of 64]" in out  # first card of trick 3
    assert "[Step 24 of 64]" in out and "wins the trick" in out  # ] ends trick 3
    assert out.rstrip().endswith("[Step 20 of 64]")  # [ goes back to the end of trick 2


def test_reasons_are_shown_on_request_and_in_the_language_asked() -> None:
    out = _run(["--seed", "5", "--lang", "es"], "t 1\nr\nq\n")
    before, after = out.split("(escribe r para ver los motivos)", 1)
    assert "¿Por qué" not in before
    assert "¿Por qué" in after and "Candidatas:" in after
    assert "Baza 1" in out and "Cartas legales:" in out


def test_a_seat_view_shows_only_that_seat_s_hand() -> None:
    out = _run(["--seed", "5", "--seat", "S"], "n\n]\nq\n")
    assert "South's view" in out
    hands = [line.split()[0] for line in out.splitlines() if line.startswith("  ") and "♣" in line]
    assert set(hands) == {"South"}
    assert "North chooses a card to pass." in out  # North's passes are not shown
    assert "North passes" not in out


def test_bad_commands_explain_themselves_and_the_input_may_just_end() -> None:
    out = _run(["--seed", "5", "--lang", "fr"], "t\nt 99\nzz\nv X\n")
    assert "Indiquez un numéro de pli" in out
    assert "Il n’y a pas de pli 99 ici." in out
    assert "Commande inconnue : zz." in out
    assert "Indiquez une place" in out


def test_switching_views_keeps_the_position() -> None:
    out = _run(["--seed", "5"], "t 2\nv W\nv T\nq\n")
    screens = out.split("== Hand 1")
    assert "West's view" not in screens[-1] and "[Step 17 of 64]" in screens[-1]
    assert "[Step 17 of 64]" in screens[-2]


def test_t_2_jumps_to_trick_2_at_a_quiz_question_too() -> None:
    out = _run(["--seed", "7", "--quiz", "--seat", "N"], "n\nt 2\nq\n")
    assert "not a card" not in out
    last = out.split("== Hand 1")[-1]
    assert "Trick 2 ==" in last


def test_h_shows_one_screen_with_every_key() -> None:
    from hearts.terminal.stepper import KEYS

    out = _run(["--seed", "7", "--quiz"], "h\nq\n")
    screen = out.split("h = every key, q = quit.")[-1]
    for key in ("n or Enter", "p ", "]   [", "t N", "r or d", "v N|E|S|W|T", "h ", "q "):
        assert f"\n  {key}" in screen, key
    assert "Type the card you would choose, as QS, Q♠, 10H" in screen  # the quiz's own line
    helped = {line.split()[0] for line in screen.splitlines() if line.startswith("  ")}
    assert helped <= KEYS | {"]"}


def test_the_bots_reason_is_printed_once_after_an_answer() -> None:
    from hearts.engine.variant import Variant
    from hearts.walkthrough.quiz import questions
    from hearts.walkthrough.sources import from_seed
    from hearts.words.lang import Lang

    w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
    q = questions(w.seats[Seat.NORTH], Seat.NORTH)[0]
    assert q.move is w.seats[Seat.NORTH].moves[0]  # asked at the first step
    typed = " ".join(c.format() for c in q.bot_cards)  # North's whole pass
    out = _run(["--seed", "7", "--quiz", "--seat", "N"], "n\n" + typed + "\nq\n")
    answered = out.split("Well played: the bot passes")[0].split("[Step ")[-2]
    headline = next(line.strip()[2:] for line in answered.splitlines() if line.strip().startswith("» "))
    assert Lang("en").card(q.bot) in headline
    assert out.count(headline) == 1


def test_the_forbidden_cards_have_a_label() -> None:
    out = _run(["--seed", "7", "--reasons"], "n\n" * 20 + "q\n")
    forbidden = [line for line in out.splitlines() if "[FOLLOW]" in line]
    assert forbidden and all(line.strip().startswith("Not allowed: ") for line in forbidden)


def test_french_cards_answer_a_quiz_question() -> None:
    from hearts.engine.variant import Variant
    from hearts.walkthrough.quiz import questions
    from hearts.walkthrough.sources import from_seed
    from hearts.words.lang import Lang

    w = from_seed(7, Variant(), ("easy", "normal", "hard", "hard"))
    q = questions(w.seats[Seat.NORTH], Seat.NORTH)[0]
    fr = Lang("fr")
    typed = " ".join(fr.typed(c) for c in sorted(q.bot_cards))  # North's pass, in French letters
    out = _run(["--seed", "7", "--quiz", "--seat", "N", "--lang", "fr"], "n\n" + typed + "\nq\n")
    assert f"Bien joué : le bot passe lui aussi {fr.cards(q.bot_cards)}." in out


def test_lines_fold_between_words_at_the_width_and_a_pipe_gets_them_whole() -> None:
    from hearts.terminal.stepper import wrap
    from hearts.words.terminal import HELP

    text = "    » North passes the Q♠: the most dangerous card first: the Q♠, then the A♠ and K♠, then more"
    folded = wrap(text, 40).splitlines()
    assert len(folded) > 2 and all(len(line) <= 40 for line in folded)
    assert " ".join(part.strip() for part in folded) == text.strip()  # no word cut, none lost
    assert all(line.startswith("      ") for line in folded[1:])  # continued under the text
    assert wrap(HELP, None) == HELP
    out = _run(["--seed", "7", "--reasons"], "n\nq\n")  # CliRunner: not a terminal
    assert max(len(line) for line in out.splitlines()) > 100
