"""The bots: a level's policy over a seat's own memory, deciding with a causal record.

A bot sees only the views the server sends its seat (AI-INFO): ``decide(view)``
before it acts, ``observe(view)`` after every action. Both feed its
:class:`~hearts.bots.knowledge.Memory`; the decision is taken from the
:class:`~hearts.bots.knowledge.Known` snapshot by the level's plan of registered
steps, and the :class:`~hearts.bots.decision.Decision` carries the facts, the steps
and the runner-up.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable

from hearts.bots.decision import Decision, Fact, Headline
from hearts.bots.knowledge import Known, Memory
from hearts.bots.levels import LEVELS
from hearts.bots.policy import easy_plan, hard_plan, normal_plan
from hearts.bots.steps import Outcome, Plan, run_plan
from hearts.cards import Card, Seat, cards_of_mask
from hearts.engine.view import PlayerView

__all__ = ["LEVELS", "Bot", "RandomBot"]

PlanFn = Callable[[Known, tuple[Card, ...]], Plan]
_PLANS: dict[str, PlanFn] = {"easy": easy_plan, "normal": normal_plan, "hard": hard_plan}
SHOWN = frozenset({"fact.hand", "fact.trick", "fact.played", "fact.pass"})
"""Facts a page shows by itself: :meth:`Bot.memory` leaves them out."""


def headline_of(out: Outcome, seat: Seat) -> Headline:
    """The decisive reason: the last step that had a choice, with who acts and what it chose."""
    key, params, given = out.decisive
    return Headline(key, {**params, "actor": seat, "card": out.action}, given)


class Bot:
    """A bot of one level for one seat. Deterministic: the same views give the same decisions."""

    def __init__(self, level: str, seat: Seat, seed: int | str = 0) -> None:
        if level not in _PLANS:
            raise ValueError(f"unknown bot level {level!r} (use {', '.join(LEVELS)})")
        self.level = level
        self.name = level
        self.seat = seat
        self.seed = seed
        self._plan = _PLANS[level]
        self._memory = Memory()
        self._seen: PlayerView | None = None
        """The last view the seat was told of (what :meth:`memory` tells)."""

    def observe(self, view: PlayerView) -> None:
        """Remember the tricks the seat's new view shows (called after every action)."""
        self._memory.absorb(view)
        self._seen = view

    def memory(self) -> tuple[Fact, ...]:
        """What the seat knows now, after the last action it was told of: the facts a decision
        would be taken from at that moment (derived from that view, so true then), without
        the hand, the table, the cards played and the pass (a page shows those itself).
        Nothing between hands (the hand just played is over)."""
        view = self._seen
        if view is None or (view.phase != "pass" and view.phase != "play"):
            return ()
        return tuple(f for f in self._memory.known(view, self.level).facts() if f.key not in SHOWN)

    def _known(self, view: PlayerView) -> Known:
        """Every fact derived again from the view in hand (and the tricks of this hand seen)."""
        k = self._memory.known(view, self.level)
        if self.level == "hard":
            where = f"{self.seed}:{int(self.seat)}:{view.hand_number}:{k.trick_number}:{len(k.trick)}"
            k.search_seed = zlib.crc32(where.encode())
        return k

    def decide(self, view: PlayerView) -> Decision:
        """The card to pass or play, with its record."""
        k = self._known(view)
        candidates = tuple(cards_of_mask(view.legal.mask))
        if not candidates:
            raise ValueError(f"{self.seat} has no legal card to choose (is it its turn?)")
        plan = self._plan(k, candidates) if len(candidates) > 1 else []
        out = run_plan(k, candidates, plan)
        return Decision(
            action=out.action,
            level=self.level,
            phase=k.phase,
            candidates=candidates,
            facts=k.facts(),
            steps=out.steps,
            runner_up=out.runner_up,
            runner_up_lost_at=out.lost_at,
            headline=headline_of(out, view.seat),
            runner_up_steps=out.runner_up_steps,
        )

    def choose(self, view: PlayerView) -> Card:
        return self.decide(view).action

    def __repr__(self) -> str:
        return f"Bot({self.level!r}, {self.seat!s})"


class RandomBot:
    """A uniformly random legal player with a record (``step.random``): the ladder's floor."""

    def __init__(self, seat: Seat, seed: int | str = 0) -> None:
        self.name = "random"
        self.level = "random"
        self.seat = seat
        self._rng = random.Random(f"random-bot:{seed}:{int(seat)}")
        self._memory = Memory()

    def observe(self, view: PlayerView) -> None:
        """A random player remembers nothing."""

    def decide(self, view: PlayerView) -> Decision:
        k = self._memory.known(view, "easy")
        candidates = tuple(cards_of_mask(view.legal.mask))
        if not candidates:
            raise ValueError(f"{self.seat} has no legal card to choose (is it its turn?)")
        plan: Plan = [("step.random", {"draw": self._rng.randrange(len(candidates))}, None)]
        out = run_plan(k, candidates, plan)
        return Decision(
            out.action,
            "random",
            k.phase,
            candidates,
            k.facts(),
            out.steps,
            out.runner_up,
            out.lost_at,
            headline_of(out, view.seat),
            out.runner_up_steps,
        )

    def choose(self, view: PlayerView) -> Card:
        return self.decide(view).action
