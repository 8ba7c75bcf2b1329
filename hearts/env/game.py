"""One game behind an environment: the engine's state, the bots at the seats no agent plays, and
the agents' cards checked by the engine (a refusal carries its clause)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from hearts.bots import make_bot
from hearts.cards import Card, NotationError, Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import PlayerView, view_of
from hearts.play.loop import Table
from hearts.play.players import Player, RandomPlayer
from hearts.variants.files import load_variant

__all__ = ["EnvGame", "check_scope", "check_settings", "resolve_variant"]


def check_scope(scope: str) -> str:
    """An episode's scope: ``game`` (to the target score) or ``hand``; ``ValueError`` otherwise."""
    if scope not in ("game", "hand"):
        raise ValueError(f"scope: expected 'game' or 'hand', got {scope!r}")
    return scope


def check_settings(scope: str, render_mode: str | None) -> None:
    """The settings every environment takes: its scope, and ``None`` or ``ansi`` to render."""
    check_scope(scope)
    if render_mode is not None and render_mode != "ansi":
        raise ValueError(f"render_mode: expected None or 'ansi', got {render_mode!r}")


def resolve_variant(variant: str | Variant) -> Variant:
    """A variant given by name (a shipped one), by file path, or as a :class:`Variant`."""
    if isinstance(variant, Variant):
        return variant
    if not isinstance(variant, str):
        raise TypeError(f"variant: expected a name, a file path or a Variant, not {type(variant).__name__}")
    return load_variant(variant)


class EnvGame:
    """A seeded game in which the seats in ``agents`` are played from outside, the others by bots
    of ``levels`` (one per seat; ``random`` too)."""

    def __init__(self, variant: Variant, seed: int, levels: Sequence[str], agents: Collection[int]) -> None:
        seats = Seat.at_table(variant.players)
        players: list[Player] = [
            RandomPlayer(seed) if int(seat) in agents else make_bot(levels[int(seat)], seat, seed)
            for seat in seats
        ]
        self.agents = frozenset(agents)
        self.table = Table(players)
        self.state = State.new_game(variant, seed)
        self.table.saw(self.state)
        self.done = False

    def view(self, seat: int) -> PlayerView:
        return view_of(self.state, Seat(seat))

    def to_act(self) -> int | None:
        seat = self.state.to_act
        return None if seat is None or self.done else int(seat)

    def hand_over(self) -> bool:
        return self.state.phase is not Phase.PASS and self.state.phase is not Phase.PLAY

    def finished(self) -> bool:
        return self.done or self.state.phase is Phase.OVER or self.state.phase is Phase.STUCK

    def stuck(self) -> bool:
        return self.state.phase is Phase.STUCK

    def abandon(self) -> None:
        """The episode ends here (an illegal card, the hand or the game over)."""
        self.done = True

    def _advance(self, state: State) -> None:
        self.state = state
        self.table.saw(state)

    def act(self, seat: int, index: int) -> str | None:
        """The agent at ``seat`` passes or plays card ``index``: ``None``, or the engine's refusal
        (clause and reason) when the card is not legal or it is not that seat's turn."""
        try:
            card = Card.from_index(index)
        except NotationError as err:
            return f"no card with index {index}: {err}"
        if self.to_act() != seat:
            return f"it is not seat {seat}'s turn"
        why = self.state.why_illegal(card)
        if why is not None:
            return f"{card.format()} is not legal now ({why.clause})"
        self._advance(self.state.apply(card))
        return None

    def run_bots(self, stop_at_hand_end: bool = False) -> None:
        """The bots act (and hands are dealt) until an agent is to act, or the game ends (or, with
        ``stop_at_hand_end``, the hand)."""
        while not self.finished():
            if self.state.phase is Phase.DEAL:
                if stop_at_hand_end:
                    return
                self._advance(self.state.deal())
                continue
            seat = self.state.to_act
            if seat is None or int(seat) in self.agents:
                return
            card, _ = self.table.act(self.state)
            self._advance(self.state.apply(card))
