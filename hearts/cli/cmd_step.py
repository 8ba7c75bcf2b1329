"""``hearts step``: the walkthrough at a console, stepped card by card or trick by trick.

Reads one command per line from standard input (so it can be scripted or tested):
``n`` next card, ``p`` previous, ``]`` / ``[`` next / previous trick, ``t N`` go to
trick N, ``r`` reasons on/off, ``v N|E|S|W|T`` whose view, ``h`` every key, ``q`` quit.
At a terminal the lines are folded to its width, between words; through a pipe they are not.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.cmd_records import database_options, opened
from hearts.cli.cmd_walkthrough import load_walkthrough, seat_at, seat_callback, source_options
from hearts.cli.common import lang_option
from hearts.cli.output import terminal_width
from hearts.plumbing.inputs import typed_line

if TYPE_CHECKING:
    from hearts.cards import Seat


@click.command()
@source_options
@lang_option()
@click.option(
    "--seat",
    callback=seat_callback,
    metavar="N|E|S|W",
    help="Start in this seat's view (at a table of three, five, six or seven: its number, 1 to 7).",
)
@click.option("--reasons/--no-reasons", default=False, help="Show the bots' reasons from the start.")
@click.option(
    "--quiz",
    is_flag=True,
    help="Practice: at each decision (of --seat, or of every seat) type the card you would choose "
    "(a pass: its cards on one line); then see the bot's, its reason, and a summary at the end.",
)
@click.option(
    "--practice",
    metavar="NAME",
    help="Practise your own mistakes instead: the positions due today that the student NAME of "
    "--class got wrong at a classroom table (hearts serve), on a Leitner schedule.",
)
@click.option("--class", "class_code", metavar="CODE", help="The class of --practice's student.")
@database_options
def command(
    scenario_id: str | None,
    seed: int | None,
    hand: int | None,
    deal: str | None,
    theme: str | None,
    lesson: Path | None,
    bots: str | None,
    variant: str | None,
    corpus: tuple[Path, ...],
    lang: str,
    seat: Seat | str | None,
    reasons: bool,
    quiz: bool,
    practice: str | None,
    class_code: str | None,
    data: Path,
    database: str | None,
) -> None:
    """Step through one hand (or a scenario's position) at the console.

    Type n (or Enter) for the next card, p for the previous one, ] and [ for the
    next and previous trick, t N for trick N (t 0: the passing), r for the reasons,
    v N for North's view (T: the teacher's), h for every key, q to quit. In a quiz,
    type a card as QS, Q♠ or in the --lang's letters (DP or D♠ in French), and a
    pass as its cards on one line (QS AH KH).
    """
    from hearts.terminal.stepper import Stepper, wrap
    from hearts.walkthrough.lessonwalk import branched

    if practice is not None:
        _practise(practice, class_code, data, database, lang)
        return
    walkthrough = load_walkthrough(scenario_id, seed, bots, variant, corpus, hand, deal, theme, lesson)
    walkthrough = branched(walkthrough, costs=False)  # a lesson's branches, shown at their step
    stepper = Stepper(walkthrough, lang, seat_at(seat, walkthrough), quiz=quiz)
    stepper.reasons = reasons
    width = terminal_width()
    stdin = sys.stdin
    # Each line bounded and escaped (hearts.plumbing.inputs.typed_line): answers are echoed back.
    stepper.run(iter(lambda: typed_line(stdin), ""), lambda text: click.echo(wrap(text, width)))


def _practise(name: str, class_code: str | None, data: Path, database: str | None, lang: str) -> None:
    """``--practice NAME``: the student's positions due now, asked one by one."""
    from hearts.plumbing.errors import InputError
    from hearts.serve.practice import practise
    from hearts.words.lang import Lang

    if class_code is None:
        raise click.UsageError("--practice needs --class CODE (the student's class)")
    store = opened(data, database)
    student = store.named(class_code, name)
    if student is None:
        raise InputError(f"--practice: class {class_code.strip().upper()} has no student named {name!r}")
    practise(store, student, Lang(lang), iter(lambda: typed_line(sys.stdin), ""), click.echo)
