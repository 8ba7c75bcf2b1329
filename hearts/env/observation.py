"""What an agent observes: one seat's player view (AI-INFO) as a flat vector of numbers, and the
legal cards as an action mask.

The vector is built from :class:`~hearts.engine.view.PlayerView` alone, so an agent sees exactly
what the engine lets that seat see, nothing of another seat's hand. Seats are relative: block
``0`` is the agent's own seat, block ``k`` the seat ``k`` places after it in play order. A card
is its index ``0..51`` (``suit * 13 + rank - 2``, suits in the order ♣ ♦ ♠ ♥:
:class:`hearts.cards.Card`); an action is a card index too.

>>> from hearts.engine.state import State
>>> from hearts.engine.variant import Variant
>>> from hearts.engine.view import view_of
>>> from hearts.cards import Seat
>>> layout = Layout(4)
>>> v = view_of(State.new_game(Variant(), seed=1), Seat.NORTH)
>>> x = layout.encode(v)
>>> x.shape == (layout.size,), int(x[layout.slice("hand")].sum()), int(mask(v).sum())
(True, 13, 13)
>>> [name for name, _ in layout.blocks][:4]
['hand', 'trick', 'seen', 'passing']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from hearts.engine.state import Phase
from hearts.engine.view import PlayerView

__all__ = ["ACTIONS", "FIELDS", "Layout", "Obs", "mask"]

Obs = dict[str, npt.NDArray[Any]]
"""An observation: ``{"observation": the vector, "action_mask": the legal cards}``."""

ACTIONS = 52
"""One action per card: the index of the card passed or played."""
SCORE_BOUND = 10_000.0
"""The scores' bound in the observation space (a game's totals stay far inside it)."""

FIELDS: dict[str, str] = {
    "hand": "52: 1 for each card in the seat's hand",
    "trick": "seats × 52: the cards on the table in the current trick, one block per relative seat",
    "seen": "52: the cards of the completed tricks the seat may review (knob history: all, or the last)",
    "passing": "52: the cards this seat chose to pass this hand",
    "received": "52: the cards passed to this seat, once the exchange has happened",
    "removed": "52: the cards out of play (knob removed: public)",
    "kitty": "52: the kitty's cards once a trick's winner took them (public then; DEAL, KITTY-FIRST-HEART)",
    "phase": "2: passing, playing (one-hot)",
    "pass": "seats: where this hand's cards go, as a relative seat (block 0: a hold hand, no pass)",
    "to_act": "seats: the relative seat to act (one-hot; all 0 when nobody acts)",
    "hearts_broken": "1: 1 once hearts are broken (HEARTS-BREAK)",
    "tricks_played": "1: tricks of this hand complete, over the hand's tricks",
    "scores": "seats: each relative seat's game total (points; lower is better)",
}
"""Each block of the vector, in order, with its length and meaning (docs/environments.md)."""


def mask(view: PlayerView) -> npt.NDArray[np.int8]:
    """The legal actions of ``view``'s seat: 1 for each legal card (all 0 when it is not its turn)."""
    out = np.zeros(ACTIONS, dtype=np.int8)
    for card in view.legal:
        out[card.index] = 1
    return out


@dataclass(frozen=True)
class Layout:
    """The vector's blocks at a table of ``seats``."""

    seats: int
    blocks: tuple[tuple[str, int], ...] = field(init=False)
    size: int = field(init=False)

    def __post_init__(self) -> None:
        n = self.seats
        lengths = {"trick": n * 52, "pass": n, "to_act": n, "scores": n, "phase": 2}
        lengths |= {"hearts_broken": 1, "tricks_played": 1}
        blocks = tuple((name, lengths.get(name, 52)) for name in FIELDS)
        object.__setattr__(self, "blocks", blocks)
        object.__setattr__(self, "size", sum(length for _, length in blocks))

    def slice(self, name: str) -> slice:
        """Where block ``name`` lies in the vector."""
        start = 0
        for block, length in self.blocks:
            if block == name:
                return slice(start, start + length)
            start += length
        raise KeyError(name)

    def encode(self, view: PlayerView) -> npt.NDArray[np.float32]:
        """``view`` as the vector (see :data:`FIELDS`)."""
        n = self.seats
        me = int(view.seat)
        out = np.zeros(self.size, dtype=np.float32)

        def rel(seat: int) -> int:
            return (seat - me) % n

        def cards(name: str, cards: object, offset: int = 0) -> None:
            base = self.slice(name).start + offset
            for card in cards:  # type: ignore[attr-defined]
                out[base + card.index] = 1.0

        cards("hand", view.hand)
        for seat, card in view.current_trick.plays:
            cards("trick", (card,), 52 * rel(int(seat)))
        for trick in view.tricks:
            cards("seen", (card for _, card in trick.plays))
        cards("passing", view.passing)
        if view.received is not None:
            cards("received", view.received)
        cards("removed", view.removed)
        if view.kitty is not None:
            cards("kitty", view.kitty)
        if view.phase is Phase.PASS:
            out[self.slice("phase").start] = 1.0
        elif view.phase is Phase.PLAY:
            out[self.slice("phase").start + 1] = 1.0
        out[self.slice("pass").start + pass_offset(view)] = 1.0
        if view.to_act is not None:
            out[self.slice("to_act").start + rel(int(view.to_act))] = 1.0
        out[self.slice("hearts_broken").start] = float(view.hearts_broken)
        hand_tricks = max(1, (len(view.hand) + view.tricks_played) if view.phase is Phase.PLAY else 1)
        out[self.slice("tricks_played").start] = view.tricks_played / hand_tricks
        scores = self.slice("scores").start
        for index, score in enumerate(view.scores):
            out[scores + rel(index)] = float(score)
        return out


def pass_offset(view: PlayerView) -> int:
    """Where this hand's passed cards go, as a number of seats after the passer (0: no pass)."""
    return view.pass_direction.offset_at(view.seats) % view.seats
