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
) -> Walkthrough:
    """The walkthrough the options ask for (``UsageError`` unless exactly one source)."""
    from hearts.variants.files import load_variant
    from hearts.walkthrough.sources import from_deal, from_scenario, from_seed, parse_levels

    if theme is not None:
        if scenario_id is not None or deal is not None:
            raise click.UsageError("--find searches seeds: it cannot go with --scenario or --deal")
        table = load_variant(variant or "card-1.0.0")
        found = find_theme(theme, table, bots, seed or 1)
        levels = parse_levels(bots, table.players)
        if found.deal is not None:  # a rare theme, served from a deal built for the variant
            chosen = from_deal(found.deal, table, levels, found.hand)
        else:
            chosen = from_seed(found.seed, table, levels, hand=found.hand)
        return dataclasses.replace(chosen, theme=theme)
    if sum(x is not None for x in (scenario_id, seed, deal)) != 1:
        raise click.UsageError("give exactly one of --scenario ID, --seed S, --deal DEAL or --find THEME")
    if scenario_id is not None:
        if hand is not None:
            raise click.UsageError("--hand goes with --seed or --deal")
        return from_scenario(scenario_id, variant, bots, corpus or None)
    table = load_variant(variant or "card-1.0.0")
    if deal is not None:
        return from_deal(deal, table, parse_levels(bots, table.players), hand or 1)
    assert seed is not None
    return from_seed(seed, table, parse_levels(bots, table.players), hand=hand or 1)


def find_theme(theme: str, variant: str | Variant, bots: str | None, start: int) -> Found:
    """Search with the walkthrough's bots (a progress bar on stderr), or exit 1 if not found."""
    from hearts.terminal.console import search
    from hearts.variants.files import load_variant
    from hearts.walkthrough.sources import make_players, parse_levels

    if isinstance(variant, str):
        variant = load_variant(variant)
    levels = parse_levels(bots, variant.players)
    return search(
        theme, variant, start, lambda seed: make_players(levels, seed), ",".join(levels), built=True
    )


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
@output_option(help="Folder to write into.", folder=Path("out"))
def command(
    scenario_id: str | None,
    seed: int | None,
    hand: int | None,
    deal: str | None,
    theme: str | None,
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
    """
    from hearts.walkthrough.render import write
    from hearts.walkthrough.whatif import with_branches

    if quiz and fmt != "html":
        raise click.UsageError("--quiz writes an HTML page: leave out --format or use --format html")
    if no_costs and cost_steps:
        raise click.UsageError("--costs and --no-costs go against each other: give one")
    loaded = load_walkthrough(scenario_id, seed, bots, variant, corpus, hand, deal, theme)
    walkthrough = with_branches(loaded, what_if, cost_steps, costs=not no_costs)
    path = write(walkthrough, lang, fmt, out_dir, seat_at(seat, walkthrough), quiz)
    click.echo(shown(str(path)))  # a folder name from the command line: escapes shown, not sent
