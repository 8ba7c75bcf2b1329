"""``hearts walkthrough``: one hand (or a scenario's position) annotated trick by trick.

Writes a self-contained HTML page (steps, keyboard arrows, teacher or seat view,
print styles), MyST Markdown for Sphinx, or JSON data (``--format json``, with a published
schema), in en, es, it, hu or fr.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.common import SEED, lang_option, output_option
from hearts.plumbing.inputs import shown
from hearts.walkthrough.choices import FORMATS, THEME_HELP

if TYPE_CHECKING:
    from hearts.cards import Seat
    from hearts.engine.variant import Variant
    from hearts.walkthrough.model import Walkthrough
    from hearts.walkthrough.themes import Found


def seat_callback(ctx: click.Context, param: click.Parameter, value: str | None) -> Seat | str | None:
    """``--seat N|E|S|W`` read as a seat (shared with ``hearts step``); a seat number (1 to 7, at
    a table of three, five, six or seven) is kept as typed until the table is known (:func:`seat_at`)."""
    from hearts.cards import Seat  # here, not at import: `--help` loads no engine

    if value is None:
        return None
    if value.strip().isdigit():
        return value.strip()
    return Seat.parse(value)


def seat_at(value: Seat | str | None, walkthrough: Walkthrough) -> Seat | None:
    """The ``--seat`` given, at the walkthrough's table (a seat the table lacks: one line, exit 2)."""
    from hearts.walkthrough.sources import seat_named

    return None if value is None else seat_named(value, walkthrough.variant, "--seat")


def source_options(f: click.decorators.FC) -> click.decorators.FC:
    """The options shared with ``hearts step``: where the hand comes from and who plays."""
    for option in reversed(
        [
            click.option("--scenario", "scenario_id", metavar="ID", help="A scenario of the corpus, by id."),
            click.option("--seed", type=SEED, help="The first hand of the game with this seed."),
            click.option(
                "--hand",
                type=click.IntRange(min=1, max=1000),
                default=None,
                help="With --seed: a later hand of that game (the earlier ones are played first). "
                "With --deal: the hand number, which sets the pass direction (4: no passing).",
            ),
            click.option(
                "--deal",
                metavar='"N:... E:... S:... W:..."',
                help="Your own deal, e.g. N:AKQ.J2.T98.765 ... (suits ♣.♦.♠.♥); at a table of three, "
                "five or six: 1:... 2:... and K:... for the kitty.",
            ),
            click.option(
                "--find",
                "theme",
                type=click.Choice(list(THEME_HELP)),
                help="Search seeds (from --seed, default 1) for a hand in which this happens "
                "with the chosen bots: "
                + "; ".join(f"{t}: {about}" for t, about in THEME_HELP.items())
                + ".",
            ),
            click.option(
                "--lesson",
                type=click.Path(path_type=Path, dir_okay=False),
                help="A lesson file (docs/lessons.md): its deal, bots, line, branches, questions and notes.",
            ),
            click.option(
                "--bots",
                metavar="LEVEL[,LEVEL,LEVEL,LEVEL]",
                help="Bots for N,E,S,W (at a table of three to seven: one per seat, in play order): "
                "easy, normal, hard (or random). "
                "Default for --seed: easy,normal,hard,hard; for --scenario: stop at the position.",
            ),
            click.option(
                "--variant",
                metavar="NAME|FILE",
                help="Rule variant (default: the scenario's first variant, else card-1.0.0).",
            ),
            click.option(
                "--corpus",
                "corpus",
                multiple=True,
                type=click.Path(path_type=Path, exists=True),
                help="Scenario files or folders to search instead of the shipped corpus.",
            ),
        ]
    ):
        f = option(f)
    return f


def load_walkthrough(
    scenario_id: str | None,
    seed: int | None,
    bots: str | None,
    variant: str | None,
    corpus: tuple[Path, ...],
    hand: int | None = None,
    deal: str | None = None,
    theme: str | None = None,
    lesson: Path | None = None,
) -> Walkthrough:
    """The walkthrough the options ask for (one line, exit 2, unless exactly one source):
    the start resolved once (:func:`hearts.walkthrough.starts.resolve`), then played."""
    from hearts.variants.files import load_variant
    from hearts.walkthrough.sources import from_scenario, from_start, parse_levels
    from hearts.walkthrough.starts import StartRequest, resolve

    ask = StartRequest(seed, hand, deal, theme, scenario_id, lesson, corpus)
    if lesson is not None:
        if bots is not None or variant is not None:
            raise click.UsageError("--lesson names its own bots and variant: leave out --bots and --variant")
        return from_start(resolve(ask, None), None)
    if scenario_id is not None and theme is None and seed is None and deal is None:
        if hand is not None:
            raise click.UsageError("--hand goes with --seed or --deal")
        return from_scenario(scenario_id, variant, bots, corpus or None)
    table = load_variant(variant or "card-1.0.0")
    levels = parse_levels(bots, table.players)

    def found(theme: str, table: Variant, start: int) -> Found:
        return find_theme(theme, table, levels, start)

    chosen = from_start(resolve(ask, table, levels, found), levels)
    return dataclasses.replace(chosen, theme=theme) if theme is not None else chosen


def find_theme(theme: str, variant: Variant, levels: tuple[str, ...], start: int) -> Found:
    """The one search (:func:`hearts.walkthrough.starts.find_hand`, as the classroom's) with a
    progress bar on stderr, or exit 1 if not found."""
    from hearts.terminal.console import find_for

    return find_for(theme, variant, start, levels)


@click.command()
@source_options
@lang_option()
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="html", show_default=True)
@click.option(
    "--seat",
    callback=seat_callback,
    metavar="N|E|S|W",
    help="Write only this seat's view (what it may know), e.g. a handout for a student "
    "(at a table of three, five, six or seven: the seat's number, 1 to 7).",
)
@click.option(
    "--quiz",
    is_flag=True,
    help="Practice page: at each decision (of --seat, or of every seat) the student picks a card, "
    "or a whole pass, with the mouse or the keyboard, before the bot's cards and reason are shown; "
    "a summary at the end.",
)
@click.option(
    "--what-if",
    "what_if",
    multiple=True,
    metavar="STEP:CARD",
    help="Branch: at this step (the page's counter) another legal card, and the same bots play the hand on; "
    "both lines side by side. Repeatable. A pass set: 3:QS+AS+KS; a branch of a branch: 12:KS/20:QH "
    "(docs/what-if.md).",
)
@click.option(
    "--costs",
    "cost_steps",
    multiple=True,
    metavar="STEPS",
    help="What each legal card costs at these steps of the walkthrough's line (12,32 or all): "
    "with the bots playing on, with every hand shown (last 4 tricks), or an estimate. "
    "Shown by default where a branch parts.",
)
@click.option("--no-costs", is_flag=True, help="No cost tables (e.g. before a quiz's answers are given).")
@click.option(
    "--save-lesson",
    "save_lesson",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Also keep this hand, its line and its branches as a lesson file (YAML, docs/lessons.md), "
    "to open with --lesson in hearts walkthrough, hearts step or hearts serve.",
)
@output_option(help="Folder to write into.", folder=Path("out"))
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
    fmt: str,
    seat: Seat | str | None,
    quiz: bool,
    what_if: tuple[str, ...],
    cost_steps: tuple[str, ...],
    no_costs: bool,
    save_lesson: Path | None,
    out_dir: Path,
) -> None:
    """Annotate one hand trick by trick: hands, passes, legal and illegal cards
    (with the clause that forbids each), the bots' reasons and memory, points and scores.

    \b
    Examples:
      hearts walkthrough --seed 7 --lang es -o out
      hearts walkthrough --scenario ID --lang fr --format md -o docs/generated
      hearts walkthrough --seed 7 --format json -o out
      hearts walkthrough --find moon --lang it
      hearts walkthrough --seed 7 --hand 3
      hearts walkthrough --seed 7 --quiz --seat S --lang fr
      hearts walkthrough --seed 7 --hand 3 --what-if 12:9H --what-if 12:9H/20:TS --costs 52
      hearts walkthrough --seed 7 --hand 3 --what-if 12:9H --save-lesson lesson.yaml
      hearts walkthrough --lesson lesson.yaml --lang fr
    """
    from hearts.walkthrough.lessonwalk import branched
    from hearts.walkthrough.render import write

    if quiz and fmt != "html":
        raise click.UsageError("--quiz writes an HTML page: leave out --format or use --format html")
    if no_costs and cost_steps:
        raise click.UsageError("--costs and --no-costs go against each other: give one")
    loaded = load_walkthrough(scenario_id, seed, bots, variant, corpus, hand, deal, theme, lesson)
    walkthrough = branched(loaded, what_if, cost_steps, costs=not no_costs)
    path = write(walkthrough, lang, fmt, out_dir, seat_at(seat, walkthrough), quiz)
    click.echo(shown(str(path)))  # a folder name from the command line: escapes shown, not sent
    if save_lesson is not None:
        for line in keep_lesson(walkthrough, save_lesson, lang):
            click.echo(shown(line, len(line)))


def keep_lesson(walkthrough: Walkthrough, path: Path, lang: str) -> list[str]:
    """Write ``walkthrough`` as a lesson file at ``path`` (read back before it is kept) and its page
    beside it; the lines to print: the file, the page, the link that opens the lesson in the page."""
    from hearts.plumbing.atomic import write_atomic
    from hearts.walkthrough.lessonfile import dump_lesson, parse_lesson
    from hearts.walkthrough.lessonpage import write_page
    from hearts.walkthrough.lessonwalk import lesson_of

    lesson = lesson_of(walkthrough, str(path))
    text = dump_lesson(lesson)
    parse_lesson(text, str(path))  # what is written opens again
    write_atomic(path, text)
    page, link = write_page(walkthrough, path, lang, lesson)
    return [str(path), str(page), link]
