"""The walkthrough as data: what happened in a hand, step by step, for one viewer.

A walkthrough is built once from the engine's states (the *teacher* view: all four
hands, every decision) and, separately, for each seat from that seat's
:class:`~hearts.view.PlayerView` objects only (AI-INFO): the seat's own hand, its own
passes and receipts, the public cards on the table, its own bot's reasoning and
memory, and the legality analysis of its own cards when it is to act. Nothing a
seat view holds comes from another seat's hand, so a page built from a seat view
cannot leak it.

Data only: no language and no markup (see :mod:`hearts.walkthrough.render`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from hearts.bots.record import Decision, Fact
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.deal import Deal
from hearts.game import HandResult, Phase, Record, State
from hearts.rules import hand_points, rules_for
from hearts.variant import PassDirection, Variant
from hearts.view import PlayerView, view_of

__all__ = [
    "Illegal",
    "SeatPlayer",
    "Section",
    "Step",
    "Walk",
    "Walkthrough",
    "build",
    "memory_of",
]


@runtime_checkable
class SeatPlayer(Protocol):
    """Whoever sits at a seat: a bot (``decide`` gives its record) or any player."""

    name: str

    def choose(self, view: PlayerView) -> Card: ...


@dataclass(frozen=True, slots=True)
class Illegal:
    """A card of the actor's hand that may not be chosen now, and the clause that forbids it.

    ``reason`` is a language-neutral key (see :data:`hearts.walkthrough.records.CLAUSE_TEXTS`);
    ``engine_message`` is the engine's own English wording, kept as a fallback.
    """

    card: Card
    clause: str
    reason: str
    suit: Suit | None = None
    engine_message: str = ""


@dataclass(frozen=True, slots=True)
class Step:
    """One action (a card picked to pass, or played), as the viewer may see it."""

    index: int
    """Position in the whole walkthrough (the same number in every view)."""
    phase: str
    """``pass`` or ``play``."""
    seat: Seat
    card: Card | None
    """``None`` when hidden from this viewer (another seat's pass) or still to be chosen."""
    pending: bool = False
    """The position stops here: the seat is to act and has not chosen."""
    player: str | None = None
    hand: CardSet | None = None
    """The actor's cards before acting (only if the viewer may see them)."""
    legal: CardSet | None = None
    illegal: tuple[Illegal, ...] = ()
    decision: Decision | None = None
    trick_before: tuple[tuple[Seat, Card], ...] = ()
    broke_hearts: bool = False


@dataclass(frozen=True, slots=True)
class Section:
    """The passing of a hand (``kind == "pass"``) or one trick (``kind == "trick"``)."""

    kind: str
    hand_number: int
    number: int
    """Trick number (1..13); 0 for the passing."""
    hands: dict[Seat, CardSet]
    """The hands the viewer may see at the start of the section."""
    gone: dict[Card, int]
    """Card -> index of the step at which it leaves its hand (played or passed)."""
    steps: tuple[Step, ...]
    leader: Seat | None = None
    winner: Seat | None = None
    trick_points: int = 0
    broken_before: bool = False
    broken_by: tuple[Seat, Card] | None = None
    received: dict[Seat, CardSet] = field(default_factory=dict)
    """After the exchange: what each visible seat received."""
    taken: dict[Seat, int] = field(default_factory=dict)
    """Points each seat has taken in this hand after the section (public)."""
    memory: dict[Seat, tuple[Fact, ...]] = field(default_factory=dict)
    """What each visible bot remembers after the section (voids, moon alerts...)."""

    @property
    def complete(self) -> bool:
        return self.kind == "pass" or self.winner is not None


@dataclass(frozen=True, slots=True)
class HandWalk:
    number: int
    direction: PassDirection
    scores_before: tuple[int, int, int, int]
    sections: tuple[Section, ...]
    result: HandResult | None = None


@dataclass(frozen=True, slots=True)
class Walk:
    """The walkthrough as one viewer sees it: the teacher (``viewer is None``) or a seat."""

    viewer: Seat | None
    hands: tuple[HandWalk, ...]
    end: str
    """How it stops: ``hand-over``, ``game-over``, ``position`` (a pending step) or ``stuck``."""

    @property
    def steps(self) -> list[Step]:
        return [step for hand in self.hands for section in hand.sections for step in section.steps]


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """A walkthrough in every view: the teacher's and each seat's."""

    title: str
    variant: Variant
    source: str
    """``seed 7`` or ``scenario ID`` (for the page header)."""
    players: tuple[str, str, str, str]
    teacher: Walk
    seats: dict[Seat, Walk]
    clauses: tuple[str, ...] = ()
    scenario_id: str | None = None
    seed: int | None = None
    titles: dict[str, str] = field(default_factory=dict)
    """The title in each language that has one (scenarios give several)."""

    def title_in(self, lang: str) -> str:
        return self.titles.get(lang) or self.title

    def views(self, only: Seat | None = None, teacher: bool = True) -> list[Walk]:
        """The views to publish: the teacher's and the seats' (or a single seat's)."""
        if only is not None:
            return [self.seats[only]]
        return ([self.teacher] if teacher else []) + [self.seats[s] for s in Seat]


def memory_of(player: object) -> tuple[Fact, ...] | None:
    """What a bot says it remembers (voids, moon alerts), if it tells.

    Looks for ``memory`` (a method or an attribute) holding :class:`Fact` records;
    players that keep no memory give ``None``.
    """
    memory = getattr(player, "memory", None)
    if callable(memory):
        memory = memory()
    if memory is None:
        return None
    if isinstance(memory, Fact):
        return (memory,)
    if isinstance(memory, Iterable) and not isinstance(memory, (str, bytes, dict)):
        facts = tuple(f for f in memory if isinstance(f, Fact))
        return facts
    return None


# ---------------------------------------------------------------------- teacher timeline


@dataclass(slots=True)
class _Event:
    """One step as the engine saw it, with the four views before and after."""

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
    out: list[Illegal] = []
    for card in hand - legal:
        violation = state.why_illegal(card)
        if violation is None:  # pragma: no cover - legal cards were removed above
            continue
        # The reason key comes with the violation, from the rule that removed the card.
        led = state.current_trick.led_suit if violation.clause == "FOLLOW" else None
        out.append(Illegal(card, violation.clause, violation.key or "other", led, violation.message))
    return tuple(out)


def _decide(player: SeatPlayer, view: PlayerView) -> tuple[Card, Decision | None]:
    decide: Callable[[PlayerView], Any] | None = getattr(player, "decide", None)
    if decide is not None:
        decision = decide(view)
        if isinstance(decision, Decision):
            return decision.action, decision
    return player.choose(view), None


def _observe(players: Sequence[SeatPlayer] | None, state: State) -> None:
    if players is None:
        return
    for seat in Seat:
        observe = getattr(players[seat], "observe", None)
        if observe is not None:
            observe(view_of(state, seat))


MEMORY_KEYS = frozenset({"fact.void", "fact.moon-threat", "fact.moon-plan"})
"""Facts that come from a bot's own memory of the hand (AI-HARD), not from the view in hand."""


def _memories(
    players: Sequence[SeatPlayer] | None, last: dict[Seat, Decision]
) -> dict[Seat, tuple[Fact, ...]]:
    """Per seat: what its bot remembers, or the memory facts of its latest decision."""
    if players is None:
        return {}
    out: dict[Seat, tuple[Fact, ...]] = {}
    for seat in Seat:
        facts = memory_of(players[seat])
        if facts is None and seat in last:
            facts = tuple(f for f in last[seat].facts if f.key in MEMORY_KEYS)
        if facts:
            out[seat] = facts
    return out


def _views(state: State) -> tuple[PlayerView, ...]:
    return tuple(view_of(state, seat) for seat in Seat)


def _timeline(
    record: Record | None,
    start: State | None,
    players: Sequence[SeatPlayer] | None,
    names: Sequence[str] | None,
    until_hand_end: bool,
) -> tuple[list[_Event], list[State], State]:
    """Replay ``record`` (no decisions), then let ``players`` play to the end of the hand.

    Returns the events, the states right after each deal, and the last state.
    """
    events: list[_Event] = []
    dealt: list[State] = []
    if record is not None:
        state = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
        deals: list[Deal] = list(record.deals)
        actions: list[Card] = list(record.actions)
    else:
        assert start is not None
        state = start
        deals, actions = [], []
        if state.phase is not Phase.DEAL:
            dealt.append(state)
    recorded = len(actions)
    done = 0
    last_decisions: dict[Seat, Decision] = {}

    def deal_next(s: State) -> State:
        if deals:
            s = s.deal(deals.pop(0))
        else:
            s = s.deal()
        dealt.append(s)
        _observe(players, s)
        return s

    while True:
        if state.phase is Phase.DEAL:
            if done < recorded or deals:
                state = deal_next(state)
                continue
            break
        if state.phase not in (Phase.PASS, Phase.PLAY):
            break
        seat = state.to_act
        assert seat is not None
        illegal = analyse(state)
        views_before = _views(state)
        decision: Decision | None = None
        replayed = done < recorded
        if replayed:
            card = actions[done]
            done += 1
        elif players is not None:
            card, decision = _decide(players[seat], views_before[seat])
        else:
            pending = _Event(
                len(events), state.phase, seat, None, state, None, views_before, None, None, None, illegal, {}
            )
            events.append(pending)
            break
        if decision is not None:
            last_decisions[seat] = decision
        after = state.apply(card)
        _observe(players, after)
        events.append(
            _Event(
                len(events),
                state.phase,
                seat,
                card,
                state,
                after,
                views_before,
                _views(after),
                decision,
                names[seat] if names is not None and not replayed else None,
                illegal,
                _memories(players, last_decisions),
            )
        )
        state = after
        if until_hand_end and done >= recorded and state.phase not in (Phase.PLAY, Phase.PASS):
            break
    return events, dealt, state


# ------------------------------------------------------------------------------ views


def _trick_points(variant: Variant, cards: Iterable[Card]) -> int:
    """POINTS from public cards (:func:`hearts.rules.hand_points`)."""
    return hand_points(CardSet(cards).mask, rules_for(variant).scoring)


class _Builder:
    """Groups events into hands and sections for one viewer.

    The teacher builder reads states; a seat builder reads only ``views_before`` /
    ``views_after`` of its own seat (and the seat's own decisions and memory).
    """

    def __init__(self, viewer: Seat | None) -> None:
        self.viewer = viewer

    def sees(self, seat: Seat) -> bool:
        return self.viewer is None or self.viewer is seat

    # What the viewer knows before / after an event --------------------------------

    def hands_before(self, ev: _Event) -> dict[Seat, CardSet]:
        if self.viewer is None:
            return {s: ev.before.hand(s) for s in Seat}
        return {self.viewer: ev.views_before[self.viewer].hand}

    def step(self, ev: _Event) -> Step:
        mine = self.sees(ev.seat)
        phase = "pass" if ev.phase is Phase.PASS else "play"
        view = ev.views_before[ev.seat if mine else (self.viewer or Seat.NORTH)]
        card = ev.card if (mine or ev.phase is Phase.PLAY) else None
        broke = False
        if ev.phase is Phase.PLAY and ev.views_after is not None:
            after = ev.views_after[self.viewer if self.viewer is not None else ev.seat]
            broke = after.hearts_broken and not view.hearts_broken
        return Step(
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

    def build(
        self, events: list[_Event], first_scores: dict[int, tuple[int, int, int, int]], end: str
    ) -> Walk:
        hands: list[HandWalk] = []
        by_hand: dict[int, list[_Event]] = {}
        me = self.viewer if self.viewer is not None else Seat.NORTH
        for ev in events:
            by_hand.setdefault(ev.views_before[me].hand_number, []).append(ev)
        for number, evs in by_hand.items():
            hands.append(self.hand(number, evs, first_scores.get(number)))
        return Walk(self.viewer, tuple(hands), end)

    def hand(self, number: int, evs: list[_Event], scores: tuple[int, int, int, int] | None) -> HandWalk:
        first = evs[0]
        me = self.viewer if self.viewer is not None else Seat.NORTH
        v0 = first.views_before[me]
        sections: list[Section] = []
        passes = [e for e in evs if e.phase is Phase.PASS]
        plays = [e for e in evs if e.phase is Phase.PLAY]
        taken = {s: 0 for s in Seat}
        memory: dict[Seat, tuple[Fact, ...]] = {}
        if passes:
            gone = {}
            steps = []
            for ev in passes:
                st = self.step(ev)
                steps.append(st)
                if st.card is not None and not st.pending:
                    gone[st.card] = ev.index
                memory = self.visible_memory(ev, memory)
            last = passes[-1]
            received: dict[Seat, CardSet] = {}
            if last.views_after is not None and last.views_after[me].phase is not Phase.PASS:
                for seat in Seat:
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
                    steps=tuple(steps),
                    received=received,
                    memory=memory,
                )
            )
        trick_events: dict[int, list[_Event]] = {}
        for ev in plays:
            trick_events.setdefault(ev.views_before[me].trick_number, []).append(ev)
        for trick_number, tevs in trick_events.items():
            steps = []
            gone = {}
            broken_by: tuple[Seat, Card] | None = None
            for ev in tevs:
                st = self.step(ev)
                steps.append(st)
                if st.card is not None and not st.pending:
                    gone[st.card] = ev.index
                if st.broke_hearts and st.card is not None:
                    broken_by = (ev.seat, st.card)
                memory = self.visible_memory(ev, memory)
            last = tevs[-1]
            winner: Seat | None = None
            points = 0
            if last.views_after is not None:
                after = last.views_after[me]
                if after.tricks_played >= trick_number and after.tricks:
                    trick = after.tricks[-1]
                    winner = trick.winner
                    points = _trick_points(after.variant, trick.cards)
                    if winner is not None:
                        taken[winner] += points
            first_view = tevs[0].views_before[me]
            sections.append(
                Section(
                    kind="trick",
                    hand_number=number,
                    number=trick_number,
                    hands=self.hands_before(tevs[0]),
                    gone=gone,
                    steps=tuple(steps),
                    leader=first_view.current_trick.leader,
                    winner=winner,
                    trick_points=points,
                    broken_before=first_view.hearts_broken,
                    broken_by=broken_by,
                    taken=dict(taken),
                    memory=memory,
                )
            )
        last = evs[-1]
        result: HandResult | None = None
        if last.views_after is not None:
            after = last.views_after[me]
            if after.hand_results and after.hand_results[-1].hand_number == number:
                result = after.hand_results[-1]
        before = scores if scores is not None else v0.scores
        return HandWalk(number, v0.pass_direction, before, tuple(sections), result)

    def visible_memory(
        self, ev: _Event, memory: dict[Seat, tuple[Fact, ...]]
    ) -> dict[Seat, tuple[Fact, ...]]:
        if not ev.memory_after:
            return memory
        return {s: facts for s, facts in ev.memory_after.items() if self.sees(s)}


def build(
    *,
    variant: Variant,
    players: Sequence[SeatPlayer] | None,
    names: Sequence[str] | None = None,
    record: Record | None = None,
    seed: int | None = None,
    title: str = "",
    source: str = "",
    clauses: tuple[str, ...] = (),
    scenario_id: str | None = None,
    titles: dict[str, str] | None = None,
    start: State | None = None,
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
    events, dealt, last = _timeline(record, start, players, names, until_hand_end=True)
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
    teacher = _Builder(None).build(events, scores, end)
    seats = {seat: _Builder(seat).build(events, scores, end) for seat in Seat}
    names = tuple(names) if names is not None else ("", "", "", "")
    return Walkthrough(
        title=title,
        variant=variant,
        source=source,
        players=(names[0], names[1], names[2], names[3]),
        teacher=teacher,
        seats=seats,
        clauses=clauses,
        scenario_id=scenario_id,
        seed=seed,
        titles=dict(titles or {}),
    )
