"""``hearts play``: a whole seeded game, trick by trick, with every hand's result, in five languages.

A seat may be ``human``: the person at the keyboard is asked for each card (the
hand, the table and the legal cards are shown; an illegal card is refused with its
clause; ``h`` tells what the Normal bot would play and why).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

from hearts.cli.common import emit_json, json_option, lang_option, make_player, seed_option, variant_option
from hearts.cli.output import terminal_width
from hearts.cli.progress import progress_bar
from hearts.plumbing.inputs import shown, typed_line
from hearts.walkthrough.choices import THEME_HELP

if TYPE_CHECKING:
    from hearts.engine.state import State
    from hearts.engine.variant import Variant
    from hearts.words.lang import Lang


def _summary(state: State, names: list[str]) -> dict[str, Any]:
    outcome = state.outcome
    record = state.record()
    n = state.seats
    return {
        "variant": state.variant.name,
        "players": names,
        "phase": str(state.phase),
        "outcome": None
        if outcome is None
        else {
            "end": str(outcome.end),
            "winners": [s.label(n) for s in outcome.winners],
            "scores": list(outcome.scores),
            "hands": outcome.hands,
        },
        "hands": [
            {
                "hand": r.hand_number,
                "pass": str(r.pass_direction),
                "end": str(r.end),
                "points": list(r.points),
                "deltas": list(r.deltas),
                "scores": list(r.scores),
                "shooter": r.shooter.label(n) if r.shooter is not None else None,
            }
            for r in state.hand_results
        ],
        "deals": [d.format() for d in record.deals],
        "actions": [c.format() for c in record.actions],
    }


PLAY_KINDS = ("random", "easy", "normal", "hard", "human")
PLAYERS_DEFAULT = ["easy", "normal", "hard", "hard"]
"""The players at four seats by default (at another table: these levels in turn, one per seat)."""


def _kinds(ctx: click.Context, param: click.Parameter, value: str) -> list[str]:
    from hearts.cards import TABLE_SIZES  # here, not at import: `--help` loads its command only

    kinds = [k.strip().lower() for k in value.split(",") if k.strip()]
    if not kinds or len(kinds) > TABLE_SIZES[-1]:
        raise click.BadParameter("give one kind for all seats or one per seat, comma-separated (N,E,S,W)")
    for kind in kinds:
        if kind not in PLAY_KINDS:
            raise click.BadParameter(f"unknown player {kind!r} (use {', '.join(PLAY_KINDS)})")
    return kinds


def seated_kinds(kinds: list[str], variant: Variant, option: str) -> list[str]:
    """One kind per seat of the variant's table: one kind for all, or exactly one per seat (a list
    of another length is refused in one line naming the table's size)."""
    n = variant.players
    if kinds == PLAYERS_DEFAULT and n != 4:
        return [kinds[i % 4] for i in range(n)]  # the default's levels, in turn
    if len(kinds) == 1:
        return kinds * n
    if len(kinds) != n:
        if n == 4:
            raise click.BadParameter(
                "give one kind for all seats or four, comma-separated (N,E,S,W)", param_hint=f"'{option}'"
            )
        raise click.BadParameter(
            f"{variant.name} is played by {n} players: give one kind for all seats or {n}, "
            f"comma-separated (seats 1 to {n} in play order), not {len(kinds)}",
            param_hint=f"'{option}'",
        )
    return kinds


def _ask(prompt: str) -> str | None:
    click.echo(prompt, nl=False)
    line = typed_line(sys.stdin)  # bounded and escaped: what is typed may be echoed back
    if not line:
        click.echo("")
        return None
    return line


@click.command()
@variant_option()
@seed_option()
@click.option(
    "--players",
    default=",".join(PLAYERS_DEFAULT),
    show_default=True,
    callback=_kinds,
    metavar="KIND[,KIND,KIND,KIND]",
    help="Players for N,E,S,W (at a table of three, five, six or seven: one per seat, in play order): "
    "easy, normal, hard, random, or human (you, at the keyboard: "
    "type a card such as QS or Q♠, or in the --lang's own letters, DP or D♠ in French; "
    "h shows what the Normal bot would play and why; q quits).",
)
@click.option(
    "--auto-forced/--ask-forced",
    default=False,
    show_default=True,
    help="When a human seat has one legal card only: play it at once (--auto-forced), "
    "or show it and play it on Enter (--ask-forced).",
)
@click.option(
    "--find",
    "theme",
    type=click.Choice(list(THEME_HELP)),
    help="Play the first seed (from --seed) whose game has a hand where this happens with these players.",
)
@lang_option()
@json_option()
def command(
    variant: Variant,
    seed: int,
    players: list[str],
    auto_forced: bool,
    theme: str | None,
    lang: str,
    json_out: str | None,
) -> None:
    """Play a whole seeded game to the target score and show every trick.

    Four players (bots by default, random legal cards, or you with human) play under the
    variant until the game ends (GAME-END, TIE); at a table of three, five, six or seven (knob
    players) one per seat. With a human seat, only that seat's cards are shown.
    """
    from hearts.cards import Seat  # here, not at import: `--help` loads no engine
    from hearts.engine.state import State
    from hearts.play.loop import play_game, turns
    from hearts.terminal.console import GamePrinter, HumanSeat, HumanTable, Quit, search
    from hearts.terminal.stepper import wrap
    from hearts.varianttools.card import own_texts
    from hearts.words.lang import HAND_NUMBER, PLAYERS, SEED, VARIANT, Lang
    from hearts.words.terminal import STOPPED, STUCK
    from hearts.words.typeset import typeset

    players = seated_kinds(players, variant, "--players")
    language = Lang(lang, variant.players)
    seats = Seat.at_table(variant.players)
    humans = [Seat(i) for i, k in enumerate(players) if k == "human"]
    if humans and json_out == "-":
        raise click.UsageError("a human seat needs the console: leave out --json or give it a FILE")

    width = terminal_width()

    def echo(text: str) -> None:
        click.echo(wrap(text, width))

    def seated_for(game_seed: int | str) -> list[Any]:
        return [
            HumanSeat(Seat(i), language, _ask, echo, f"{game_seed}:{i}", auto_forced)
            if kind == "human"
            else make_player(kind, i, game_seed)
            for i, kind in enumerate(players)
        ]

    note = ""
    if theme is not None:
        if humans:
            raise click.UsageError("--find plays the seeds with bots only: leave out human")
        found = search(theme, variant, seed, seated_for)
        seed = found.seed
        note = f" · --find {theme}: {language.gettext(HAND_NUMBER) % {'number': found.hand}}"
    seated = seated_for(seed)
    names = [p.name for p in seated]
    if json_out is not None and not humans:
        with progress_bar("hands played", None) as bar:

            def hand_done(before: State, after: State) -> None:
                if len(after.hand_results) > len(before.hand_results):
                    bar.advance()

            final = play_game(variant, seed, seated, hand_done)
        emit_json(_summary(final, names), json_out)
        if json_out == "-":
            return
        seated = seated_for(seed)
    _ = language.gettext
    echo(
        "hearts play · "
        + _(VARIANT) % {"variant": shown(own_texts(variant, lang)[0], 500)}
        + f" ({shown(variant.name, 200)}) · "
        + _(SEED) % {"seed": seed}
        + note
    )
    seated_names = ", ".join(f"{language.seat(s)}: {_level(language, names[s])}" for s in seats)
    echo(typeset(lang, _(PLAYERS) + " " + seated_names))
    printer = GamePrinter(language, echo, humans or seats)
    table = HumanTable(seated)
    state = State.start(variant, seed)
    try:
        for turn in turns(state, table):
            printer(turn.before, turn.after)
            state = turn.after
    except Quit:
        echo(_(STOPPED))
        return
    if state.outcome is None:
        echo(_(STUCK))
        raise SystemExit(1)
    printer.game_over(state)
    if json_out is not None and humans:
        emit_json(_summary(state, names), json_out)


def _level(lang: Lang, name: str) -> str:
    from hearts.words.terminal import YOU

    return lang.gettext(YOU) if name == "human" else lang.level(name)
