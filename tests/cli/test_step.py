"""``hearts step``: the walkthrough at a console, driven by commands on standard input."""

from __future__ import annotations

from click.testing import CliRunner

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
