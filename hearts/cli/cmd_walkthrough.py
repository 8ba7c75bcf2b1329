"""``hearts walkthrough``: one hand (or a scenario's position) annotated trick by trick.

Writes a self-contained HTML page (steps, keyboard arrows, teacher or seat view,
print styles) or MyST Markdown for Sphinx, in en, es, it, hu or fr.
"""

from __future__ import annotations

from pathlib import Path

import click

from hearts.cards import Seat
from hearts.cli.common import lang_option, output_option
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import FORMATS, write
from hearts.walkthrough.sources import from_scenario, from_seed, parse_levels


def _seat(ctx: click.Context, param: click.Parameter, value: str | None) -> Seat | None:
    return None if value is None else Seat.parse(value)


def source_options(f: click.decorators.FC) -> click.decorators.FC:
    """The options shared with ``hearts step``: where the hand comes from and who plays."""
    for option in reversed(
        [
            click.option("--scenario", "scenario_id", metavar="ID", help="A scenario of the corpus, by id."),
            click.option("--seed", type=int, help="The first hand of the game with this seed."),
            click.option(
                "--bots",
                metavar="LEVEL[,LEVEL,LEVEL,LEVEL]",
                help="Bots for N,E,S,W: easy, normal, hard (or random). "
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
) -> Walkthrough:
    """The walkthrough the options ask for (``UsageError`` unless exactly one source)."""
    if (scenario_id is None) == (seed is None):
        raise click.UsageError("give exactly one of --scenario ID or --seed S")
    if scenario_id is not None:
        levels = parse_levels(bots) if bots is not None else None
        return from_scenario(scenario_id, variant, levels, corpus or None)
    assert seed is not None
    return from_seed(seed, variant or "card-1.0.0", parse_levels(bots))


@click.command()
@source_options
@lang_option()
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="html", show_default=True)
@click.option(
    "--seat",
    callback=_seat,
    metavar="N|E|S|W",
    help="Write only this seat's view (what it may know), e.g. a handout for a student.",
)
@output_option(help="Folder to write into.", folder=Path("out"))
def command(
    scenario_id: str | None,
    seed: int | None,
    bots: str | None,
    variant: str | None,
    corpus: tuple[Path, ...],
    lang: str,
    fmt: str,
    seat: Seat | None,
    out_dir: Path,
) -> None:
    """Annotate one hand trick by trick: hands, passes, legal and illegal cards
    (with the clause that forbids each), the bots' reasons and memory, points and scores.

    \b
    Examples:
      hearts walkthrough --seed 7 --lang es -o out
      hearts walkthrough --scenario ID --lang fr --format md -o docs/generated
    """
    walkthrough = load_walkthrough(scenario_id, seed, bots, variant, corpus)
    path = write(walkthrough, lang, fmt, out_dir, seat)
    click.echo(str(path))
