"""``hearts play``: a whole seeded game, trick by trick, with every hand's result."""

from __future__ import annotations

from typing import Any

import click
from rich.console import Console
from rich.table import Table

from hearts.cards import Card, Seat
from hearts.cli.common import (
    emit_json,
    json_option,
    make_players,
    players_option,
    seed_option,
    variant_option,
)
from hearts.game import Phase, State
from hearts.play.loop import play_game
from hearts.play.players import Player
from hearts.variant import Variant


def _suit_colour(card: Card) -> str:
    return f"[red]{card}[/red]" if card.suit.letter in "HD" else str(card)


class _Printer:
    def __init__(self, console: Console) -> None:
        self.console = console

    def __call__(self, before: State, after: State) -> None:
        c = self.console
        if before.phase is Phase.DEAL:
            c.rule(f"Hand {after.hand_number} · pass {after.pass_direction}")
            for seat in Seat:
                c.print(f"  {seat!s:<6} {after.hand(seat)}")
        if before.phase is Phase.PASS and after.phase is Phase.PLAY:
            for seat in Seat:
                got = after.received(seat)
                c.print(f"  {seat!s:<6} passes {before.passing(seat) | after.passing(seat)}  receives {got}")
        if (before.phase is Phase.PLAY and len(after.tricks) > len(before.tricks)) or (
            before.phase is Phase.PLAY and after.phase is not Phase.PLAY
        ):
            trick = after.tricks[-1] if after.tricks else None
            if trick is not None:
                plays = "  ".join(f"{seat.letter} {_suit_colour(card)}" for seat, card in trick.plays)
                note = ""
                broken = after.hearts_broken_by
                if broken is not None and broken[0] == trick.number:
                    note = f"  [magenta](hearts broken by {broken[2]})[/magenta]"
                c.print(f"  {trick.number:>2}. {plays}  → {trick.winner}{note}")
        if after.phase in (Phase.DEAL, Phase.OVER) and before.phase is Phase.PLAY:
            result = after.hand_results[-1]
            table = Table(title=f"Hand {result.hand_number} result", show_edge=False)
            table.add_column("seat")
            table.add_column("points", justify="right")
            table.add_column("scored", justify="right")
            table.add_column("total", justify="right")
            for seat in Seat:
                table.add_row(
                    str(seat), str(result.points[seat]), f"{result.deltas[seat]:+d}", str(result.scores[seat])
                )
            c.print(table)
            if result.shooter is not None and result.moon_scoring is not None:
                c.print(f"  [bold]{result.shooter} shot the moon ({result.moon_scoring})[/bold]")


def _summary(state: State, names: list[str]) -> dict[str, Any]:
    outcome = state.outcome
    record = state.record()
    return {
        "variant": state.variant.name,
        "players": names,
        "phase": str(state.phase),
        "outcome": None
        if outcome is None
        else {
            "end": str(outcome.end),
            "winners": [s.letter for s in outcome.winners],
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
                "shooter": r.shooter.letter if r.shooter is not None else None,
            }
            for r in state.hand_results
        ],
        "deals": [d.format() for d in record.deals],
        "actions": [c.format() for c in record.actions],
    }


@click.command()
@variant_option()
@seed_option()
@players_option("easy,normal,hard,hard")
@json_option()
def command(variant: Variant, seed: int, players: list[str], json_out: str | None) -> None:
    """Play a whole seeded game to the target score and show every trick.

    Four players (bots by default, or random legal cards with --players random) play under the
    variant until the game ends (GAME-END, TIE).
    """
    seated: list[Player] = make_players(players, seed)
    names = [p.name for p in seated]
    if json_out is not None:
        final = play_game(variant, seed, seated)
        emit_json(_summary(final, names), json_out)
        if json_out == "-":
            return
    console = Console(highlight=False)
    console.print(
        f"[bold]hearts play[/bold] · variant {variant.name} · seed {seed} · "
        + ", ".join(f"{s}: {n}" for s, n in zip(Seat, names, strict=True))
    )
    final = play_game(variant, seed, seated, listener=_Printer(console))
    outcome = final.outcome
    if outcome is None:
        console.print(f"[red]The game stopped: {final.phase}[/red]")
        raise SystemExit(1)
    winners = ", ".join(str(s) for s in outcome.winners)
    console.rule("Game over")
    console.print(
        f"After {outcome.hands} hands: {winners} "
        f"{'win' if len(outcome.winners) > 1 else 'wins'} ({outcome.end}); totals "
        + ", ".join(f"{s} {outcome.scores[s]}" for s in Seat)
    )
