"""Running the hand for a walkthrough: the record replayed, then the players, through the one game loop.

Every action becomes an :class:`Event`: the state before and after, every seat's player
view before and after, the decision record (when the player is a
:class:`~hearts.play.players.Decider`), the legality analysis of the actor's cards and
what each bot remembers afterwards. The players are asked and told only through the
typed protocols of :mod:`hearts.play.players`, by :func:`hearts.play.loop.turns`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts.bots.decision import Decision, Fact
from hearts.cards import Card, Seat
from hearts.engine.rules import rules_for, scoring_for
from hearts.engine.state import Phase, Record, State
from hearts.engine.view import PlayerView, view_of
from hearts.play.loop import Table, hand_over, turns
from hearts.play.players import Player, Rememberer
from hearts.walkthrough.model import Illegal

__all__ = ["MEMORY_KEYS", "Event", "analyse", "timeline"]


@dataclass(slots=True)
class Event:
    """One step as the engine saw it, with every seat's view before and after."""

    index: int
    phase: Phase
    seat: Seat
    card: Card | None
    before: State
    after: State | None
    views_before: tuple[PlayerView, ...]
    views_after: tuple[PlayerView, ...] | None
    decision: Decision | None
    player: str | None
    illegal: tuple[Illegal, ...]
    memory_after: dict[Seat, tuple[Fact, ...]]


def analyse(state: State) -> tuple[Illegal, ...]:
    """For each card of the actor's hand that is not legal now: the clause and the reason key."""
    seat = state.to_act
    if seat is None:
        return ()
    hand = state.hand(seat)
    legal = state.legal_set()
    table = rules_for(state.variant).first_trick_kept_out != scoring_for(1, 13, 0).first_trick_cards
    out: list[Illegal] = []
    for card in hand - legal:
        violation = state.why_illegal(card)
        if violation is None:  # pragma: no cover - legal cards were removed above
            continue
        # The reason key comes with the violation, from the rule that removed the card.
        led = state.current_trick.led_suit if violation.clause == "FOLLOW" else None
        reason = violation.key or "other"
        if reason in ("first-trick-points", "first-trick-never") and table:
            reason += "/table"  # the point table keeps out more (or other) cards than the hearts and the Q♠
        out.append(Illegal(card, violation.clause, reason, led, violation.message, violation))
    return tuple(out)


MEMORY_KEYS = frozenset({"fact.void", "fact.moon-threat", "fact.moon-plan"})
"""Facts that come from a bot's own memory of the hand (AI-HARD), not from the view in hand."""


def _memories(players: Sequence[Player] | None, last: dict[Seat, Decision]) -> dict[Seat, tuple[Fact, ...]]:
    """Per seat: what its player says it remembers, or the memory facts of its latest decision."""
    if players is None:
        return {}
    out: dict[Seat, tuple[Fact, ...]] = {}
    for seat in Seat.at_table(len(players)):
        player = players[seat]
        facts: tuple[Fact, ...] | None = player.memory() if isinstance(player, Rememberer) else None
        if facts is None and seat in last:
            facts = tuple(f for f in last[seat].facts if f.key in MEMORY_KEYS)
        if facts:
            out[seat] = facts
    return out


def _views(state: State) -> tuple[PlayerView, ...]:
    return tuple(view_of(state, seat) for seat in Seat.at_table(state.seats))


def timeline(
    record: Record | None,
    start: State | None,
    players: Sequence[Player] | None,
    names: Sequence[str] | None,
) -> tuple[list[Event], list[State], State]:
    """Replay ``record`` (no decisions), then let ``players`` play to the end of the hand.

    Without players the walkthrough stops on the pending decision (a last event with no
    card). Returns the events, the states right after each deal, and the last state.
    """
    events: list[Event] = []
    dealt: list[State] = []
    table = Table(players) if players is not None else None
    if record is not None:
        state = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
        deals = list(record.deals)
        actions = list(record.actions)
    else:
        assert start is not None
        state = start
        deals, actions = [], []
        if state.phase is not Phase.DEAL:
            dealt.append(state)
    last: dict[Seat, Decision] = {}

    def event(before: State, after: State | None, card: Card | None, decision: Decision | None) -> Event:
        seat = before.to_act
        assert seat is not None
        replayed = decision is None and len(events) < len(actions)
        return Event(
            len(events),
            before.phase,
            seat,
            card,
            before,
            after,
            _views(before),
            _views(after) if after is not None else None,
            decision,
            names[seat] if names is not None and card is not None and not replayed else None,
            analyse(before),
            _memories(players, last) if after is not None else {},
        )

    # The record, replayed: its deals and actions, the players told of each state.
    done = 0
    while True:
        if state.phase is Phase.DEAL and (done < len(actions) or deals):
            state = state.deal(deals.pop(0)) if deals else state.deal()
            dealt.append(state)
            if table is not None:
                table.saw(state)
        elif not hand_over(state) and done < len(actions):
            after = state.apply(actions[done])
            done += 1
            if table is not None:
                table.saw(after)
            events.append(event(state, after, actions[done - 1], None))
            state = after
            if done >= len(actions) and hand_over(state):
                return events, dealt, state  # the recorded hand is over
        else:
            break
    # Then the players, to the end of the hand (or the position, pending).
    if not hand_over(state):
        if table is None:
            events.append(event(state, None, None, None))
            return events, dealt, state
        for turn in turns(state, table, hand_over):
            if turn.decision is not None and turn.seat is not None:
                last[turn.seat] = turn.decision
            events.append(event(turn.before, turn.after, turn.card, turn.decision))
            state = turn.after
    return events, dealt, state
