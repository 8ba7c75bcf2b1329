"""Branching for the room: at a decision of the hand a classroom table shows (the one it stands
at, or an earlier one), the teacher picks another legal card or pass set; the same bots, as they
were at that decision, play the hand out, and every page of the table shows both lines side by
side (the walkthrough's own comparison, :func:`hearts.walkthrough.whatif.side_by_side`). When
the room has been asked and the answer revealed, each card the students chose is played out
the same way, and the teacher's page shows where it would have led.

A branch is a view. The live table is never touched: the hand is played again from the state
before its deal with copies of the bots as they were then (:attr:`ClassTable.dealt_from
<hearts.serve.table.ClassTable.dealt_from>`), the table's cards replayed as they were played
(:class:`hearts.walkthrough.branches.Origin`'s ``recorded``), the teacher's card played at its
step, and the bots choosing every card after it (a student's seat by its bot). When the table
has not finished the hand, its own line is played on by the bots from where it stands, and the
pages say from which step.

A shown branch can be branched again at a later decision of its own line (a branch of a branch,
played from the same copy of the hand as its parent), :data:`~hearts.serve.limits.BRANCH_DEPTH`
levels at most; closing a branch of a branch shows its parent again.

A branch request is outside input: the teacher's token only (the hub checks it), a decision the
hand has, cards the engine allows there (else the clause, :class:`~hearts.serve.table.CardRefused`),
one branch at a time per table and :data:`~hearts.serve.limits.BRANCHES_PER_MINUTE` a minute, each
played out in a worker thread, :data:`~hearts.serve.limits.BRANCH_WORKERS` at once on the server.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from hearts.cards import Card, NotationError, Seat
from hearts.engine.results import HandResult
from hearts.engine.state import Phase, State
from hearts.play.loop import hand_over
from hearts.serve.limits import BRANCH_DEPTH, BRANCH_WORKERS, BRANCHES_PER_MINUTE
from hearts.serve.messages import Intent, RefusedMessage
from hearts.serve.snapshot import card_data, shown_hand
from hearts.serve.table import CardRefused, ClassTable, Refused
from hearts.serve.words import Lang, quoted
from hearts.serve.words import say as page_say
from hearts.walkthrough.branches import BranchError, HandLine, Origin, Variation, fork, play_line
from hearts.walkthrough.whatif import SAME_TRICKS, side_by_side
from hearts.words.branching import say
from hearts.words.pages import PAGE

__all__ = ["BRANCH_KINDS", "BranchRefused", "Branching", "HandAt", "hand_at", "play_out"]

BRANCH_KINDS: Final = frozenset({"branch", "branch-options", "unbranch"})
"""The teacher's messages this module answers (:data:`hearts.serve.messages.KINDS`)."""
MINUTE: Final = 60.0

Reply = Callable[[dict[str, Any]], Awaitable[None]]
"""Sends one message to the page that asked."""
Changed = Callable[[], Awaitable[None]]
"""Tells every page of the table (a new snapshot)."""


class BranchRefused(Refused):
    """A branch request refused: ``key`` names the sentence (:data:`hearts.words.branching.BRANCHING`)."""


@dataclass(frozen=True, slots=True)
class HandAt:
    """The hand a table shows, as a branch plays it again."""

    origin: Origin
    first: int
    """The table's number of the hand's first card (the teacher's page numbers cards so)."""
    number: int
    """The hand's number."""
    cards: tuple[Card, ...]
    """The hand's cards so far."""
    dealt: State
    """The hand as dealt."""

    def position(self, at: int) -> State:
        """The state before the hand's card ``at`` (after the last one: where the table stands)."""
        state = self.dealt
        for card in self.cards[:at]:
            state = state.apply(card)
        return state


def hand_at(table: ClassTable) -> HandAt:
    """The hand ``table`` shows (being played, or just over) with the bots as they were at its
    deal, copied (nothing of the live table is shared)."""
    if table.dealt_from is None or not table.deals:
        raise BranchRefused("branch-no-hand")
    before, bots = table.dealt_from
    number = shown_hand(table)
    played = sum(1 for m in table.moves if m.hand == number)
    first = len(table.actions) - played
    cards = tuple(table.actions[first:])
    deal = table.deals[-1]
    names = tuple(s.level for s in table.seats)
    origin = Origin.taken(before, bots, names, (deal,), cards)
    return HandAt(origin, first, number, cards, before.deal(deal))


def play_out(origin: Origin, at: int, cards: tuple[Card, ...]) -> tuple[HandLine, Variation]:
    """The table's line (its cards, then the bots play on if the hand is not over) and the branch
    that plays ``cards`` at step ``at`` (the hand's index) instead. Slow: run it in a thread."""
    main = play_line(origin)
    (line,) = fork(origin, {}, at, [cards])
    return main, Variation(at, cards, line)


def _picks(state: State) -> int:
    """How many cards the seat to act passes from here (1 in play)."""
    if state.phase is not Phase.PASS:
        return 1
    seat, count = state.to_act, 0
    while state.phase is Phase.PASS and state.to_act == seat and state.legal_actions():
        state = state.apply(state.legal_actions()[0])
        count += 1
    return count


def _decision(hand: HandAt, to: int | None) -> tuple[int, State]:
    """The hand's index of the table's card number ``to`` and the state there (someone to act)."""
    if to is None:
        raise RefusedMessage("malformed", why="field 'to' is missing")
    at = to - hand.first
    if not 0 <= at <= len(hand.cards):
        raise BranchRefused("branch-no-step", step=str(max(0, at) + 1), count=str(len(hand.cards)))
    state = hand.position(at)
    if hand_over(state) or state.to_act is None or not state.legal_mask():
        raise BranchRefused("branch-no-step", step=str(at + 1), count=str(len(hand.cards)))
    return at, state


def _cards(text: str | None) -> tuple[Card, ...]:
    if text is None:
        raise RefusedMessage("malformed", why="field 'cards' is missing")
    parts = [part.strip() for part in text.split("+")]
    cards = []
    for part in parts:
        try:
            cards.append(Card.parse(part))
        except (NotationError, ValueError):
            raise Refused("no-such-card", card=quoted(part)) from None
    return tuple(cards)


def checked(hand: HandAt, to: int | None, text: str | None) -> tuple[int, tuple[Card, ...]]:
    """The hand's index and the cards of a branch request, each legal where it is played
    (``CardRefused`` with the engine's clause), refused in one line otherwise."""
    at, state = _decision(hand, to)
    cards = _legal(state, _cards(text))
    if hand.cards[at : at + len(cards)] == cards:
        raise BranchRefused("branch-same")
    return at, cards


def _legal(state: State, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """``cards`` if the seat to act may play (or pass) them from ``state``, one after another."""
    picks = _picks(state)
    if len(cards) > picks or len(set(cards)) != len(cards):
        raise BranchRefused("branch-cards", count=str(picks))
    seat = state.to_act
    for card in cards:
        if state.to_act != seat or not state.is_legal(card):
            violation = state.why_illegal(card)
            raise CardRefused(state, card, violation.clause if violation is not None else "PASS-COUNT")
        state = state.apply(card)
    return cards


def _decision_within(shown: Shown, to: int | None) -> tuple[int, State]:
    """The index in ``shown``'s line of the table's card number ``to`` and the state there: a
    decision of the branch's own line after the step where it parts."""
    if to is None:
        raise RefusedMessage("malformed", why="field 'to' is missing")
    line = shown.variation.line
    at = to - shown.first
    state = line.dealt
    if shown.at < at < len(line.plays):
        for card in line.cards[:at]:
            state = state.apply(card)
    if not shown.at < at < len(line.plays) or state.to_act is None or not state.legal_mask():
        last = str(len(line.plays))
        raise BranchRefused("branch-later", step=str(shown.variation.step), last=last)
    return at, state


def checked_within(shown: Shown, to: int | None, text: str | None) -> tuple[int, tuple[Card, ...]]:
    """A branch request inside the branch ``shown`` (as :func:`checked`), refused past
    :data:`~hearts.serve.limits.BRANCH_DEPTH` levels or where the branch's bots play the same."""
    if shown.depth >= BRANCH_DEPTH:
        raise BranchRefused("branch-depth", count=str(BRANCH_DEPTH))
    at, state = _decision_within(shown, to)
    cards = _legal(state, _cards(text))
    if shown.variation.line.cards[at : at + len(cards)] == cards:
        raise BranchRefused("branch-bots-same")
    return at, cards


@dataclass(slots=True)
class Shown:
    """The branch the room sees: both lines, and where the table's own line is the bots'."""

    number: int
    hand: int
    at: int
    first: int
    main: HandLine
    variation: Variation
    projected: int | None
    """The hand's index from which the table's line is played on by the bots (``None``: the
    table played it all, or a branch of a branch)."""
    origin: Origin
    """The hand as the branch plays it again (a branch of this one is played from it too)."""
    parent: Shown | None = None
    """The branch this one branches from (``None``: from the table's line)."""
    views: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def depth(self) -> int:
        """1 for a branch of the table's line, 2 for a branch of that branch, and so on."""
        return 1 if self.parent is None else self.parent.depth + 1


@dataclass(frozen=True, slots=True)
class ChoiceOutcome:
    card: Card
    votes: int
    points: int
    """Points the asked seat takes in its tricks (POINTS)."""
    total: int
    """Its total after the hand (a moon scored as MOON scores it)."""
    shooter: Seat | None


@dataclass(frozen=True, slots=True)
class Outcomes:
    """Where each answer to "ask the room" leads, the bots playing on."""

    at: int
    """The table's card number the question was asked at."""
    seat: Seat
    revealed: Card | None
    rows: tuple[ChoiceOutcome, ...]


@dataclass(slots=True)
class TableBranches:
    """One table's branch, its bounds and its answers' outcomes."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    times: deque[float] = field(default_factory=deque)
    """When the last branches were asked (their number in a minute is bounded)."""
    working: bool = False
    shown: Shown | None = None
    outcomes: Outcomes | None = None
    outcomes_working: int | None = None


class Branching:
    """The branches of a server's tables (one :class:`TableBranches` per table code)."""

    def __init__(self) -> None:
        self.tables: dict[str, TableBranches] = {}
        self.made = itertools.count(1)
        self._workers: asyncio.Semaphore | None = None

    @property
    def workers(self) -> asyncio.Semaphore:
        if self._workers is None:
            self._workers = asyncio.Semaphore(BRANCH_WORKERS)
        return self._workers

    def of(self, table: ClassTable) -> TableBranches:
        found = self.tables.get(table.code)
        if found is None:
            found = self.tables[table.code] = TableBranches()
        return found

    def forget(self, code: str) -> None:
        """A table leaves the server's memory: its branches go with it."""
        self.tables.pop(code, None)

    # ------------------------------------------------------------ requests

    async def act(
        self, table: ClassTable, intent: Intent, lang: Lang, reply: Reply, changed: Changed
    ) -> None:
        """A teacher's ``branch``, ``branch-options`` or ``unbranch``; a refusal is one line to the
        teacher's page (a card the engine refuses: the hub's ``refused`` with its clause)."""
        try:
            if intent.kind == "unbranch":  # a branch of a branch: back to its parent
                branches = self.of(table)
                branches.shown = None if branches.shown is None else branches.shown.parent
                await changed()
            elif intent.kind == "branch-options":
                await reply(self.options(table, intent.to, lang, self._within(table, intent.within)))
            else:
                await self.branch(table, intent, changed)
        except BranchRefused as err:
            await reply({"t": "error", "key": err.key, "text": say(lang.code, err.key, **err.params)})

    def _within(self, table: ClassTable, within: int | None) -> Shown | None:
        """The shown branch a request names (``None``: the table's line); refused if the room
        does not see it any more."""
        if within is None:
            return None
        shown = self.of(table).shown
        if shown is None or shown.number != within:
            raise BranchRefused("branch-gone")
        return shown

    def options(
        self, table: ClassTable, to: int | None, lang: Lang, within: Shown | None = None
    ) -> dict[str, Any]:
        """What the teacher may choose at the table's card number ``to`` (of the table's line, or
        of the shown branch ``within``): the legal cards, how many to pick (a pass set), the
        line's own card(s) there."""
        if within is not None:
            if within.depth >= BRANCH_DEPTH:
                raise BranchRefused("branch-depth", count=str(BRANCH_DEPTH))
            at, state = _decision_within(within, to)
            first, cards = within.first, within.variation.line.cards
        else:
            hand = hand_at(table)
            at, state = _decision(hand, to)
            first, cards = hand.first, hand.cards
        seat = state.to_act
        assert seat is not None
        picks = _picks(state)
        params = {"step": str(at + 1), "seat": lang.seat(seat), "count": str(picks)}
        text = (
            say(lang.code, "branch-pick-pass", **params)
            if picks > 1
            else say(lang.code, "branch-pick", **params)
        )
        return {
            "t": "branch-options",
            "to": first + at,
            "step": at + 1,
            "within": None if within is None else within.number,
            "seat": table.label(seat),
            "picks": picks,
            "cards": [
                card_data(lang, c) for c in sorted(state.legal_actions(), key=lambda c: (c.suit, c.rank))
            ],
            "played": [c.format() for c in cards[at : at + picks]],
            "text": text,
        }

    def _room(self, branches: TableBranches) -> None:
        """Refused if the table's branch is being played, or it had its branches of the minute."""
        if branches.working or branches.lock.locked():
            raise BranchRefused("branch-busy")
        now = time.monotonic()
        while branches.times and now - branches.times[0] > MINUTE:
            branches.times.popleft()
        if len(branches.times) >= BRANCHES_PER_MINUTE:
            raise BranchRefused("branch-limit", count=str(BRANCHES_PER_MINUTE))

    async def branch(self, table: ClassTable, intent: Intent, changed: Changed) -> None:
        branches = self.of(table)
        within = self._within(table, intent.within)
        if within is not None:
            await self._branch_within(branches, within, intent, changed)
            return
        self._room(branches)
        hand = hand_at(table)
        at, cards = checked(hand, intent.to, intent.cards)
        branches.times.append(time.monotonic())
        branches.working = True
        try:
            await changed()
            async with branches.lock, self.workers:
                main, variation = await asyncio.to_thread(play_out, hand.origin, at, cards)
        except BranchError:  # checked above: the hand cannot lack the decision any more
            branches.working = False
            await changed()
            raise BranchRefused("branch-no-step", step=str(at + 1), count=str(len(hand.cards))) from None
        finally:
            branches.working = False
        if main.cards[at : at + len(cards)] == cards:  # the bots, playing on for the table, agree
            await changed()
            raise BranchRefused("branch-bots-same")
        projected = len(hand.cards) if len(hand.cards) < len(main.plays) else None
        branches.shown = Shown(
            next(self.made), hand.number, at, hand.first, main, variation, projected, hand.origin
        )
        await changed()

    async def _branch_within(
        self, branches: TableBranches, parent: Shown, intent: Intent, changed: Changed
    ) -> None:
        """A branch of the shown branch ``parent``: its line up to the decision, then the cards."""
        at, cards = checked_within(parent, intent.to, intent.cards)
        self._room(branches)
        branches.times.append(time.monotonic())
        branches.working = True
        line = parent.variation.line
        try:
            await changed()
            async with branches.lock, self.workers:
                (played,) = await asyncio.to_thread(fork, parent.origin, dict(line.forced), at, [cards])
        except BranchError:  # checked above: the branch's line has the decision
            branches.working = False
            await changed()
            last = str(len(line.plays))
            raise BranchRefused("branch-later", step=str(parent.variation.step), last=last) from None
        finally:
            branches.working = False
        variation = Variation(at, cards, played)
        branches.shown = Shown(
            next(self.made), parent.hand, at, parent.first, line, variation, None, parent.origin, parent
        )
        await changed()

    async def revealed(self, table: ClassTable, changed: Changed) -> None:
        """The room's answer is revealed: play out each card the students chose (once per question)."""
        poll = table.poll
        if poll is None or not poll.votes:
            return
        branches = self.of(table)
        if branches.outcomes_working == poll.at or (
            branches.outcomes is not None and branches.outcomes.at == poll.at
        ):
            return
        try:
            hand = hand_at(table)
        except BranchRefused:
            return
        at = poll.at - hand.first
        counts = poll.counts()
        branches.outcomes_working = poll.at
        try:
            await changed()
            async with branches.lock, self.workers:
                lines = await asyncio.to_thread(fork, hand.origin, {}, at, [(c,) for c, _ in counts])
        except BranchError:
            branches.outcomes_working = None
            await changed()
            return
        finally:
            branches.outcomes_working = None
        rows = tuple(
            _outcome(card, n, line, poll.seat) for (card, n), line in zip(counts, lines, strict=True)
        )
        revealed = poll.revealed.action if poll.revealed is not None else None
        branches.outcomes = Outcomes(poll.at, poll.seat, revealed, rows)
        await changed()

    # ------------------------------------------------------------ the pages

    def data(self, table: ClassTable, lang: Lang, teacher: bool) -> dict[str, Any] | None:
        """What a page of the table is sent about branches (``None``: nothing)."""
        branches = self.tables.get(table.code)
        if branches is None:
            return None
        out: dict[str, Any] = {}
        if branches.working:
            out["working"] = say(lang.code, "branch-working")
        if branches.shown is not None:
            shown = branches.shown
            view = shown.views.get(lang.code)
            if view is None:
                view = shown.views[lang.code] = _view(shown, lang)
            out["branch"] = view
        poll = table.poll
        if teacher and poll is not None and poll.revealed is not None:
            if branches.outcomes is not None and branches.outcomes.at == poll.at:
                out["outcomes"] = _outcomes_view(table, branches.outcomes, lang)
            elif branches.outcomes_working == poll.at:
                out["outcomes_working"] = say(lang.code, "outcomes-working")
        return out or None


def _outcome(card: Card, votes: int, line: HandLine, seat: Seat) -> ChoiceOutcome:
    result: HandResult | None = line.result
    total = result.scores[seat] if result is not None else line.last.scores[seat]
    shooter = result.shooter if result is not None else None
    return ChoiceOutcome(card, votes, line.points(seat), total, shooter)


def _view(shown: Shown, lang: Lang) -> dict[str, Any]:
    c = side_by_side(lang, shown.variation, shown.main)
    path: list[str] = []  # the branches it is inside, the outermost first
    parent = shown.parent
    while parent is not None:
        path.insert(0, side_by_side(lang, parent.variation, parent.main).question)
        parent = parent.parent
    line = shown.variation.line
    return {
        "id": shown.number,
        "to": shown.first + shown.at,
        "depth": shown.depth,
        "within": None if shown.parent is None else shown.parent.number,
        "path": path,
        # A branch of this one: at a decision of its line after the step where it parts.
        "deeper": shown.depth < BRANCH_DEPTH and shown.at + 1 < len(line.plays),
        "first": shown.first,
        "last": shown.first + len(line.plays) - 1,
        "hand_label": page_say(lang.code, "hand", number=str(shown.hand)),
        "title": say(lang.code, "branch-title"),
        "question": c.question,
        "view": say(lang.code, "branch-view"),
        "note": None
        if shown.projected is None
        else say(lang.code, "played-on", step=str(shown.projected + 1)),
        "heads": [
            say(lang.code, "table-line")
            if shown.parent is None
            else lang.gettext(PAGE["the_line_it_branches_from"]),
            lang.gettext(PAGE["the_branch"]),
            lang.gettext(PAGE["change_in_the_total"]),
        ],
        "same": lang.gettext(SAME_TRICKS) if not c.tricks else None,
        "tricks": [list(row) for row in c.tricks],
        "seats": [[row.seat, row.before, row.after, row.change] for row in c.seats],
        "moon": [lang.gettext(PAGE["shoots_the_moon"]), *c.moon],
        "game": [lang.gettext(PAGE["the_game"]), *c.game],
    }


def _outcomes_view(table: ClassTable, outcomes: Outcomes, lang: Lang) -> dict[str, Any]:
    seat = lang.seat(outcomes.seat)
    heads: Sequence[str] = (
        say(lang.code, "outcome-card"),
        say(lang.code, "outcome-answers"),
        say(lang.code, "outcome-points", seat=seat),
        say(lang.code, "outcome-total", seat=seat),
        say(lang.code, "outcome-moon"),
    )
    return {
        "title": say(lang.code, "outcomes-title"),
        "heads": list(heads),
        "bot": say(lang.code, "outcome-bot"),
        "rows": [
            {
                **card_data(lang, row.card),
                "n": row.votes,
                "points": row.points,
                "total": row.total,
                "moon": "—" if row.shooter is None else lang.seat(row.shooter),
                "bot": row.card is outcomes.revealed,
            }
            for row in outcomes.rows
        ],
    }
