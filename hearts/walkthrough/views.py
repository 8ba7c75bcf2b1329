"""The walkthrough for each viewer: the hand's events grouped into passes and tricks.

The teacher's view reads the engine's states (every hand, every decision); a
seat's view reads only that seat's own :class:`~hearts.engine.view.PlayerView` objects and
its own decisions and memory (AI-INFO), so a page built from it cannot leak another
hand. :func:`build` runs the hand (:mod:`hearts.walkthrough.timeline`) and projects
it for the teacher and each seat; :func:`build_recorded` projects a hand played elsewhere
(a classroom table) from its cards and the decision records kept as it was played.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from hearts.bots.decision import Decision, Fact
from hearts.cards import Card, CardSet, Seat
from hearts.engine.results import HandResult
from hearts.engine.rules import hand_points, rules_for
from hearts.engine.state import Phase, Record, State
from hearts.engine.variant import Variant
from hearts.play.players import Player
from hearts.walkthrough.branches import Origin
from hearts.walkthrough.model import HandWalk, Move, Section, Walk, Walkthrough
from hearts.walkthrough.timeline import MEMORY_KEYS, Event, timeline

__all__ = ["NOT_NEWS", "build", "build_recorded"]

NOT_NEWS = frozenset({"fact.hand", "fact.trick", "fact.played", "fact.pass"})
"""Facts a page shows by itself (the hand, the table, the cards played): never listed as news."""


def _trick_points(variant: Variant, cards: Iterable[Card]) -> int:
    """POINTS from public cards (:func:`hearts.engine.rules.hand_points`)."""
    return hand_points(CardSet(cards).mask, rules_for(variant).scoring)


class _Builder:
    """Groups events into hands and sections for one viewer.

    The teacher builder reads states; a seat builder reads only ``views_before`` /
    ``views_after`` of its own seat (and the seat's own decisions and memory).
    """

    def __init__(self, viewer: Seat | None, table: tuple[Seat, ...]) -> None:
        self.viewer = viewer
        self.table = table

    def sees(self, seat: Seat) -> bool:
        return self.viewer is None or self.viewer is seat

    # What the viewer knows before / after an event --------------------------------

    def hands_before(self, ev: Event) -> dict[Seat, CardSet]:
        if self.viewer is None:
            return {s: ev.before.hand(s) for s in self.table}
        return {self.viewer: ev.views_before[self.viewer].hand}

    def move(self, ev: Event) -> Move:
        mine = self.sees(ev.seat)
        phase = "pass" if ev.phase is Phase.PASS else "play"
        view = ev.views_before[ev.seat if mine else (self.viewer or Seat.NORTH)]
        card = ev.card if (mine or ev.phase is Phase.PLAY) else None
        broke = False
        if ev.phase is Phase.PLAY and ev.views_after is not None:
            after = ev.views_after[self.viewer if self.viewer is not None else ev.seat]
            broke = after.hearts_broken and not view.hearts_broken
        return Move(
            index=ev.index,
            phase=phase,
            seat=ev.seat,
            card=card,
            pending=ev.card is None,
            player=ev.player,
            hand=view.hand if mine else None,
            legal=view.legal if mine else None,
            illegal=ev.illegal if mine else (),
            decision=ev.decision if mine else None,
            trick_before=view.current_trick.plays if ev.phase is Phase.PLAY else (),
            broke_hearts=broke,
        )

    def build(self, events: list[Event], first_scores: dict[int, tuple[int, ...]], end: str) -> Walk:
        hands: list[HandWalk] = []
        by_hand: dict[int, list[Event]] = {}
        me = self.viewer if self.viewer is not None else Seat.NORTH
        for ev in events:
            by_hand.setdefault(ev.views_before[me].hand_number, []).append(ev)
        for number, evs in by_hand.items():
            hands.append(self.hand(number, evs, first_scores.get(number)))
        return Walk(self.viewer, tuple(hands), end, len(self.table))

    def hand(self, number: int, evs: list[Event], scores: tuple[int, ...] | None) -> HandWalk:  # noqa: C901, PLR0912, PLR0915 (one branch per way a card is shown)
        first = evs[0]
        me = self.viewer if self.viewer is not None else Seat.NORTH
        v0 = first.views_before[me]
        sections: list[Section] = []
        passes = [e for e in evs if e.phase is Phase.PASS]
        plays = [e for e in evs if e.phase is Phase.PLAY]
        taken = {s: 0 for s in self.table}
        memory: dict[Seat, tuple[Fact, ...]] = {}
        known: dict[Seat, tuple[Fact, ...]] = {}
        if passes:
            gone = {}
            moves = []
            for ev in passes:
                st = self.move(ev)
                moves.append(st)
                if st.card is not None and not st.pending:
                    gone[st.card] = ev.index
                memory = self.visible_memory(ev, memory)
            last = passes[-1]
            received: dict[Seat, CardSet] = {}
            if last.views_after is not None and last.views_after[me].phase is not Phase.PASS:
                for seat in self.table:
                    if self.sees(seat):
                        got = last.views_after[seat].received
                        if got is not None:
                            received[seat] = got
            sections.append(
                Section(
                    kind="pass",
                    hand_number=number,
                    number=0,
                    hands=self.hands_before(passes[0]),
                    gone=gone,
                    moves=tuple(moves),
                    received=received,
                    memory=memory,
                    news=self.news(memory, known),
                )
            )
        trick_events: dict[int, list[Event]] = {}
        for ev in plays:
            trick_events.setdefault(ev.views_before[me].trick_number, []).append(ev)
        for trick_number, tevs in trick_events.items():
            moves = []
            gone = {}
            broken_by: tuple[Seat, Card] | None = None
            for ev in tevs:
                st = self.move(ev)
                moves.append(st)
                if st.card is not None and not st.pending:
                    gone[st.card] = ev.index
                if st.broke_hearts and st.card is not None:
                    broken_by = (ev.seat, st.card)
                memory = self.visible_memory(ev, memory)
            last = tevs[-1]
            winner: Seat | None = None
            points = 0
            kitty: CardSet | None = None
            if last.views_after is not None:
                after = last.views_after[me]
                if after.tricks_played >= trick_number and after.tricks:
                    trick = after.tricks[-1]
                    winner = trick.winner
                    points = _trick_points(after.variant, trick.cards)
                    if after.kitty and tevs[0].views_before[me].kitty is None:  # DEAL: taken with this trick
                        kitty = after.kitty
                    if winner is not None:
                        taken[winner] += points + (_trick_points(after.variant, kitty) if kitty else 0)
            first_view = tevs[0].views_before[me]
            sections.append(
                Section(
                    kind="trick",
                    hand_number=number,
                    number=trick_number,
                    hands=self.hands_before(tevs[0]),
                    gone=gone,
                    moves=tuple(moves),
                    leader=first_view.current_trick.leader,
                    winner=winner,
                    trick_points=points,
                    broken_before=first_view.hearts_broken,
                    broken_by=broken_by,
                    taken=dict(taken),
                    memory=memory,
                    news=self.news(memory, known),
                    kitty=kitty,
                )
            )
        last = evs[-1]
        result: HandResult | None = None
        if last.views_after is not None:
            after = last.views_after[me]
            if after.hand_results and after.hand_results[-1].hand_number == number:
                result = after.hand_results[-1]
        before = scores if scores is not None else v0.scores
        kitty = first.before.kitty if self.viewer is None and first.before.kitty else None
        return HandWalk(number, v0.pass_direction, before, tuple(sections), result, kitty, v0.removed)

    def news(
        self, memory: dict[Seat, tuple[Fact, ...]], known: dict[Seat, tuple[Fact, ...]]
    ) -> dict[Seat, tuple[Fact, ...]]:
        """Per visible seat: what it knows at the end of the section (``memory``, its player's
        own account after the section's last action, so true at that moment) and did not know
        at the end of the previous one (``known``, updated in place). A hand's last trick has
        none: the hand is over."""
        out: dict[Seat, tuple[Fact, ...]] = {}
        for seat, facts in memory.items():
            now = tuple(f for f in facts if f.key not in NOT_NEWS)
            before = known.get(seat, ())
            fresh = tuple(f for f in now if f not in before)
            if fresh:
                out[seat] = fresh
            known[seat] = now
        return out

    def visible_memory(self, ev: Event, memory: dict[Seat, tuple[Fact, ...]]) -> dict[Seat, tuple[Fact, ...]]:
        """What each visible seat's player knows after ``ev`` (as it was when ``ev`` is the pending
        decision, which has no after); nothing once the hand is over."""
        if ev.after is None:
            return memory
        return {s: facts for s, facts in ev.memory_after.items() if self.sees(s)}


def build(
    *,
    variant: Variant,
    players: Sequence[Player] | None,
    names: Sequence[str] | None = None,
    record: Record | None = None,
    seed: int | None = None,
    title: str = "",
    source: str = "",
    clauses: tuple[str, ...] = (),
    scenario_id: str | None = None,
    titles: dict[str, str] | None = None,
    start: State | None = None,
    origin: Origin | None = None,
) -> Walkthrough:
    """Build the walkthrough of a scenario's position (``record``) or of a seeded hand.

    ``names`` label the players (the bot levels); by default their ``name``.
    With ``record``: its actions are replayed (plays without decision records); then,
    if ``players`` are given, they play on to the end of the hand; otherwise the
    walkthrough stops on the pending decision. With ``seed``: the first hand of that
    game, played by ``players``; with ``start`` (a dealt state), from there to the end of
    its hand.
    """
    if record is None and seed is None and start is None:
        raise ValueError("give a record, a seed or a start")
    if record is None and players is None:
        raise ValueError("a seeded hand needs players")
    if start is None and record is None and seed is not None:
        start = State.new_game(variant, seed)
    if players is not None and names is None:
        names = [p.name for p in players]
    events, dealt, last = timeline(record, start, players, names)
    built = _project(
        events,
        dealt,
        last,
        variant=variant,
        names=names,
        title=title,
        source=source,
        clauses=clauses,
        scenario_id=scenario_id,
        seed=seed,
        titles=titles,
    )
    return dataclasses.replace(built, origin=origin) if origin is not None else built


def build_recorded(
    *,
    variant: Variant,
    record: Record,
    decisions: Sequence[Decision | None],
    players: Sequence[str | None],
    title: str = "",
    source: str = "",
) -> Walkthrough:
    """The walkthrough of a hand played elsewhere (a classroom table): ``record``'s cards, each
    with the decision record it was played with (``None``: no bot chose it) and who played it
    (``players``: a bot level, or a label such as "played by a student"; ``None`` shows none).

    Nothing is decided again: the reasons are the ones given when the cards were played. What a
    seat remembers after a card is the memory its latest decision stated (``fact.void`` ...).
    """
    if not len(decisions) == len(players) == len(record.actions):
        raise ValueError("give one decision and one player per action of the record")
    events, dealt, last = timeline(record, None, None, None)
    latest: dict[Seat, Decision] = {}
    for ev, decision, player in zip(events, decisions, players, strict=False):
        if decision is not None:
            if decision.action != ev.card:
                raise ValueError(f"action {ev.index}: the decision is for {decision.action}, not {ev.card}")
            latest[ev.seat] = decision
        ev.decision, ev.player = decision, player
        remembered = {s: tuple(f for f in d.facts if f.key in MEMORY_KEYS) for s, d in latest.items()}
        ev.memory_after = {s: facts for s, facts in remembered.items() if facts}
    return _project(events, dealt, last, variant=variant, names=None, title=title, source=source)


def _project(
    events: list[Event],
    dealt: list[State],
    last: State,
    *,
    variant: Variant,
    names: Sequence[str] | None,
    title: str,
    source: str,
    clauses: tuple[str, ...] = (),
    scenario_id: str | None = None,
    seed: int | None = None,
    titles: dict[str, str] | None = None,
) -> Walkthrough:
    """The events of a hand, projected for the teacher and each seat."""
    if last.phase is Phase.STUCK:
        end = "stuck"
    elif last.phase is Phase.OVER:
        end = "game-over"
    elif events and events[-1].card is None:
        end = "position"
    elif last.phase is Phase.DEAL:
        end = "hand-over"
    else:
        end = "position"
    scores = {s.hand_number: s.scores for s in dealt}
    table = Seat.at_table(variant.players)
    teacher = _Builder(None, table).build(events, scores, end)
    seats = {seat: _Builder(seat, table).build(events, scores, end) for seat in table}
    return Walkthrough(
        title=title,
        variant=variant,
        source=source,
        players=tuple(names) if names is not None else ("",) * len(table),
        teacher=teacher,
        seats=seats,
        clauses=clauses,
        scenario_id=scenario_id,
        seed=seed,
        titles=dict(titles or {}),
    )
