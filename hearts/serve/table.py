"""One classroom table: the game (the engine's :class:`~hearts.engine.state.State`, the only
authority), its seats (three to seven: the variant's ``players``), the bots in the empty ones,
"ask the room", and its saved record.

Nothing here knows of the web: :mod:`hearts.serve.hub` drives a table from the messages it
receives. A seat is held by the digest of its student's token (``secrets.token_urlsafe``);
an empty seat, or one whose student is away, is played by a bot of the seat's level (AI-EASY,
AI-NORMAL, AI-HARD), which like every bot sees only that seat's view (AI-INFO). Each seat also
has a Hard adviser, for hints and for the reason revealed when the room has been asked.

>>> from hearts.engine.variant import Variant
>>> from hearts.serve.starts import from_seed
>>> table = ClassTable("ABCDEF", from_seed(7, Variant()), ("hard",) * 4, digest("teacher"))
>>> table.running = True
>>> while table.bot_to_act(lambda seat: True) is not None:
...     _ = table.bot_move()
>>> table.state.phase, len(table.actions)
(<Phase.DEAL: 'deal'>, 64)
>>> table.take_back(12).phase, len(table.actions)
(<Phase.PLAY: 'play'>, 12)
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hearts.bots import Bot, RandomBot, make_bot
from hearts.bots.decision import Decision
from hearts.bots.levels import PLAYERS
from hearts.cards import QUEEN_OF_SPADES, Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import hand_points, rules_for
from hearts.engine.state import IllegalAction, Phase, Record, State
from hearts.engine.view import PlayerView, view_of
from hearts.plumbing.inputs import shown
from hearts.serve.decisions import decision_from, decision_text
from hearts.serve.judge import Decided, judged, theme_of
from hearts.serve.limits import MAX_HANDS
from hearts.serve.starts import IN_WORDS, SourceError, TableStart, as_saved, from_saved

__all__ = [
    "CODE_LETTERS",
    "STUDENT",
    "ClassTable",
    "HandDone",
    "Played",
    "Poll",
    "Refused",
    "SavedRecord",
    "SeatState",
    "TrickDone",
    "digest",
    "is_code",
    "new_code",
    "new_token",
]

STUDENT = "student"
"""Who played a card, when it was not a bot (a bot is named by its level)."""
RECORD = "record"
"""Who played a card the table began with (an uploaded game's own cards: nobody named)."""
LEVELS = PLAYERS
"""What may play an empty seat: a bot level or ``random`` (:data:`hearts.bots.levels.PLAYERS`)."""


CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Table codes: six of these (no 0/O, 1/I to misread on a projector)."""
CODE_LENGTH = 6


def is_code(text: object) -> bool:
    """Whether ``text`` is a table code: six of :data:`CODE_LETTERS`, upper case (a saved record's
    code names its file and its exports, so nothing else is ever taken for one).

    >>> is_code("K7QMZP"), is_code("k7qmzp"), is_code("../escaped"), is_code("K7QMZ0")
    (True, False, False, False)
    """
    return isinstance(text, str) and len(text) == CODE_LENGTH and all(ch in CODE_LETTERS for ch in text)


def new_code() -> str:
    """A random table code (:func:`is_code`)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """An unguessable token for a seat or the teacher."""
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    """What the table keeps of a token (the token itself is never saved)."""
    return hashlib.sha256(token.encode()).hexdigest()


def same(token: str | None, kept: str | None) -> bool:
    return token is not None and kept is not None and hmac.compare_digest(digest(token), kept)


class Refused(Exception):
    """An intent the table refuses: ``key`` names the sentence (:data:`hearts.serve.words.PAGE`)."""

    def __init__(self, key: str, **params: str) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class CardRefused(Exception):
    """The engine refuses the card: the clause comes from :meth:`State.why_illegal`."""

    def __init__(self, state: State, card: Card, clause: str) -> None:
        super().__init__(clause)
        self.state = state
        self.card = card
        self.clause = clause


@dataclass(slots=True)
class SeatState:
    level: str
    """The bot that plays the seat while no student does."""
    token: str | None = None
    """The digest of the seated student's token (``None``: the seat is free)."""
    present: int = 0
    """Connections of the seated student open now."""
    student: int | None = None
    """The class record the seated student's decisions go to (:mod:`hearts.serve.store`), if any."""
    name: str | None = None
    """The seated student's name, as the teacher sees it."""


@dataclass(frozen=True, slots=True)
class Played:
    number: int
    """How many actions came before it (take back to ``number`` undoes it)."""
    hand: int
    phase: str
    seat: Seat
    card: Card
    by: str
    """``student`` or a bot level."""
    decision: Decision | None = None


@dataclass(frozen=True, slots=True)
class TrickDone:
    number: int
    winner: Seat
    card: Card
    """The card that won it."""
    points: tuple[Card, ...]
    """The cards in it worth points (POINTS)."""


@dataclass(frozen=True, slots=True)
class HandDone:
    number: int
    deal: Deal
    scores_before: tuple[int, ...]
    actions: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SavedRecord:
    """A table's saved record in two pieces: the saved game (JSON, UTF-8) and each card's decision
    record (JSON, ``null`` for a student's card), each encoded once, as it was played."""

    game: bytes
    decisions: tuple[bytes, ...]

    def data(self) -> bytes:
        """The whole record: the decision records close the saved game's object."""
        return b"".join((self.game[:-1], b',"decisions":[', b",".join(self.decisions), b"]}"))


@dataclass(slots=True)
class Poll:
    """ "Ask the room": the table frozen at ``seat``'s decision after ``at`` actions."""

    seat: Seat
    at: int
    votes: dict[str, Card] = field(default_factory=dict)
    revealed: Decision | None = None

    def counts(self) -> list[tuple[Card, int]]:
        return sorted(Counter(self.votes.values()).items(), key=lambda item: (-item[1], item[0]))


SeatBot = Bot | RandomBot


class ClassTable:
    """A game at one table, with its seats, bots and poll (see the module docstring)."""

    def __init__(
        self,
        code: str,
        start: TableStart,
        levels: Sequence[str],
        teacher: str,
        whole_game: bool = False,
    ) -> None:
        seats = start.variant.players
        if len(levels) != seats or any(level not in LEVELS for level in levels):
            raise SourceError(f"bots: give {IN_WORDS.get(seats, seats)} levels among {', '.join(LEVELS)}")
        self.code = code
        self.start = TableStart(
            start.variant, start.seed, start.deals[:1], (), start.first_hand, start.scores, start.source
        )
        self.teacher = teacher
        """The digest of the teacher's token."""
        self.whole_game = whole_game
        """Deal the next hand as soon as one ends (otherwise the teacher deals it)."""
        self.around = Seat.at_table(seats)
        """The seats of the table, in play order."""
        self.seats = [SeatState(level) for level in levels]
        self.running = False
        self.poll: Poll | None = None
        self.question_closed = False
        """The teacher closed a question and has not played on since (the pages say so)."""
        self.version = 0
        """Counts every change (pages show the latest)."""
        self.theme = theme_of(self.start.source)
        """The lesson's theme (:func:`hearts.serve.judge.theme_of`), kept with each decision."""
        self.lesson: str | None = None
        """The lesson this table plays, with others, the same deal (:mod:`hearts.serve.lessons`)."""
        self.compared: str | None = None
        """The seat the lesson's results compare (its label), kept so a restart compares it again."""
        self.decided: list[Decided] = []
        """Students' decisions not yet kept in the class records (the hub takes them)."""
        self._rebuild(list(start.deals), list(start.actions), [RECORD] * len(start.actions))

    # --------------------------------------------------------------- the game

    def _rebuild(
        self,
        deals: list[Deal],
        actions: list[Card],
        actors: list[str],
        decisions: Sequence[Decision | None] | None = None,
    ) -> State:
        """Replay the record through the engine, the bots told of every state (as if they had
        played it), each card with the decision record it was played with (its reason, kept);
        the table's position is where it ends."""
        self._bots: list[SeatBot] = [
            make_bot(s.level, seat, self.code) for seat, s in zip(self.around, self.seats, strict=True)
        ]
        self._advisers: list[SeatBot] = [
            bot if bot.level == "hard" else make_bot("hard", seat, self.code)
            for seat, bot in zip(self.around, self._bots, strict=True)
        ]
        self.deals: list[Deal] = []
        self.actions: list[Card] = []
        self.moves: list[Played] = []
        self._deal_texts: list[str] = []
        self._action_texts: list[str] = []
        self._records: list[bytes] = []
        """Each move's decision record as saved (JSON in UTF-8, ``null`` for a student's card):
        written and encoded once."""
        self.hands: list[HandDone] = []
        self.shown: dict[tuple[int, str], str] = {}
        """The bots' reasons as the pages show them, by card number and language (made once)."""
        self.last_trick: TrickDone | None = None
        self.took_queen: dict[int, Seat] = {}
        """Who took the Q♠ in each hand (TRICK-WIN), for a lesson's results."""
        self._advice: tuple[int, Decision] | None = None
        self._advised: tuple[int, list[Card]] | None = None
        start = self.start
        self.state = State.start(start.variant, start.seed, start.first_hand, start.scores)
        pending = iter(deals)
        self._deal(next(pending, None))
        kept = decisions if decisions is not None else [None] * len(actions)
        for card, by, decision in zip(actions, actors, kept, strict=True):
            if self.state.phase is Phase.DEAL:
                self._deal(next(pending, None))
            self._apply(card, by, decision)
        self.version += 1
        return self.state

    def _deal(self, deal: Deal | None) -> None:
        """Deal the next hand: ``deal``, or the engine's seeded deal of the table (DEAL)."""
        after = self.state.deal(deal)
        dealt = after.current_deal
        assert dealt is not None
        self.deals.append(dealt)
        self._deal_texts.append(dealt.format())
        self._seen(after)

    def _seen(self, state: State) -> None:
        self.state = state
        self._views = tuple(view_of(state, seat) for seat in self.around)
        for seat, view in zip(self.around, self._views, strict=True):
            self._bots[seat].observe(view)
            if self._advisers[seat] is not self._bots[seat]:
                self._advisers[seat].observe(view)

    def _apply(self, card: Card, by: str, decision: Decision | None) -> State:
        before = self.state
        seat = before.to_act
        if seat is None or not before.is_legal(card):
            violation = before.why_illegal(card)
            raise CardRefused(before, card, violation.clause if violation is not None else "GAME-END")
        try:
            after = before.apply(card)
        except IllegalAction as err:  # pragma: no cover - the legal set was asked first
            raise CardRefused(before, card, err.clause) from None
        number = len(self.actions)
        self.actions.append(card)
        self.moves.append(Played(number, before.hand_number, before.phase.value, seat, card, by, decision))
        self._action_texts.append(card.format())
        self._records.append(decision_text(decision).encode() if decision is not None else b"null")
        self._seen(after)
        if len(after.tricks) > len(before.tricks) or (
            before.phase is Phase.PLAY and after.phase is not Phase.PLAY
        ):
            self._trick_done(before, after, card)
        return after

    def _trick_done(self, before: State, after: State, card: Card) -> None:
        trick = after.tricks[-1]  # TRICK-WIN: the engine's winner
        assert trick.winner is not None
        best = dict(trick.plays)[trick.winner]
        scoring = rules_for(after.variant).scoring
        points = tuple(c for c in trick.cards if hand_points(c.bit, scoring))
        self.last_trick = TrickDone(trick.number, trick.winner, best, points)
        if QUEEN_OF_SPADES in trick.cards:
            self.took_queen[before.hand_number] = trick.winner
        if after.phase is not Phase.PLAY:
            first = next(i for i, m in enumerate(self.moves) if m.hand == before.hand_number)
            deal = before.current_deal
            assert deal is not None
            self.hands.append(HandDone(before.hand_number, deal, before.scores, tuple(self.actions[first:])))

    def label(self, seat: Seat) -> str:
        """How the pages and messages name ``seat``: its letter at four seats (``N``), its number
        in play order at another table (``1`` to ``6``, as in the deal notation)."""
        return seat.label(len(self.around))

    def seat_named(self, label: str) -> Seat:
        """The seat a page names (:meth:`label`); ``Refused`` if the table has none of that name."""
        for seat in self.around:
            if label == self.label(seat):
                return seat
        raise Refused("malformed", why=f"no seat {label!r}")

    def view(self, seat: Seat) -> PlayerView:
        """What ``seat`` may see now (AI-INFO): the engine's view, made once per position."""
        return self._views[seat]

    # ------------------------------------------------------------- who acts

    def seat_of(self, token: str | None) -> Seat | None:
        """The seat this token holds, if any."""
        for seat, s in zip(self.around, self.seats, strict=True):
            if same(token, s.token):
                return seat
        return None

    def is_teacher(self, token: str | None) -> bool:
        return same(token, self.teacher)

    def sit(self, seat: Seat) -> str:
        """A free seat for a student: the token that now holds it."""
        s = self.seats[seat]
        if s.token is not None:
            raise Refused("seat-taken")
        token = new_token()
        s.token = digest(token)
        self.version += 1
        return token

    def free(self, seat: Seat) -> None:
        """The seat's student leaves (or the teacher frees it): its token is void, a bot plays it."""
        s = self.seats[seat]
        s.token, s.present, s.student, s.name = None, 0, None, None
        self.version += 1

    def bot_to_act(self, bot_plays: Callable[[Seat], bool]) -> Seat | None:
        """The seat a bot plays now, if the table runs and the seat to act is a bot's
        (``bot_plays`` says whether a seated student's seat goes to its bot: away long enough)."""
        seat = self.state.to_act
        if not self.running or self.poll is not None or seat is None or not self.state.legal_mask():
            return None
        s = self.seats[seat]
        if s.token is None or (s.present == 0 and bot_plays(seat)):
            return seat
        return None

    def bot_move(self) -> Played:
        """The bot of the seat to act chooses, and its card is played."""
        seat = self.state.to_act
        assert seat is not None
        bot = self._bots[seat]
        decision = bot.decide(self.view(seat))
        self._apply(decision.action, bot.level, decision)
        self.version += 1
        return self.moves[-1]

    def play(self, seat: Seat, card: Card) -> Played:
        """A student's card for ``seat`` (checked against the engine)."""
        if not self.running or self.poll is not None:
            raise Refused("not-running")
        if self.state.to_act is not seat:
            raise Refused("not-your-turn")
        student = self.seats[seat].student
        judgement = None
        if student is not None and self.state.is_legal(card):
            judgement = judged(
                self.view(seat),
                card,
                self.advice(),
                self.advised_cards(),
                student=student,
                table=self.code,
                theme=self.theme,
                number=len(self.actions),
            )
        self._apply(card, STUDENT, None)
        if judgement is not None:
            self.decided.append(judgement)
        self.version += 1
        return self.moves[-1]

    def play_on(self) -> None:
        """The teacher starts the table or plays on (closing a question still open)."""
        self.poll = None
        self.question_closed = False
        self.running = True
        self.version += 1

    def pause(self) -> None:
        self.running = False
        self.version += 1

    def next_hand(self) -> bool:
        """Deal the next hand if the last one is over and the game is not (``False`` otherwise)."""
        if self.state.phase is not Phase.DEAL:
            return False
        if self.state.hand_number - self.start.first_hand >= MAX_HANDS:
            raise Refused("hand-limit")
        self._deal(None)
        self.version += 1
        return True

    def hint(self, seat: Seat) -> Decision:
        """The Hard adviser's choice for ``seat`` now (its turn)."""
        if self.state.to_act is not seat or not self.state.legal_mask():
            raise Refused("not-your-turn")
        return self.advice()

    def advised_cards(self) -> list[Card]:
        """The adviser's answer as a set: its card, or, passing, every card it would pass from
        here (its choice, then its next choices with that card set aside, as the engine passes
        them: PASS-COUNT). Made once per position, as :meth:`advice` is."""
        at = len(self.actions)
        if self._advised is not None and self._advised[0] == at:
            return self._advised[1]
        first = self.advice()
        cards = [first.action]
        seat, state = self.state.to_act, self.state
        if seat is not None and state.phase is Phase.PASS:
            for _ in range(state.variant.pass_count):
                state = state.apply(cards[-1])
                if state.to_act is not seat or state.phase is not Phase.PASS or not state.legal_mask():
                    break
                cards.append(self._advisers[seat].decide(view_of(state, seat)).action)
        self._advised = (at, cards)
        return cards

    def advice(self) -> Decision:
        """The Hard adviser's choice for the seat to act now, made once per position (a hint, the
        room's revealed answer and a student's class record share it)."""
        at = len(self.actions)
        if self._advice is None or self._advice[0] != at:
            seat = self.state.to_act
            assert seat is not None
            self._advice = (at, self._advisers[seat].decide(self.view(seat)))
        return self._advice[1]

    def take_back(self, keep: int) -> State:
        """Back to the position after the first ``keep`` actions; the table pauses there."""
        if not 0 <= keep <= len(self.actions):
            raise Refused("malformed", why=f"no card number {keep}")
        kept = self.moves[:keep]
        self.running = False
        self.poll = None
        self.question_closed = False
        return self._rebuild(
            self.deals, self.actions[:keep], [m.by for m in kept], [m.decision for m in kept]
        )

    # --------------------------------------------------------- ask the room

    def ask(self) -> Poll:
        seat = self.state.to_act
        if seat is None or not self.state.legal_mask():
            raise Refused("nobody-acts")
        self.running = False
        self.poll = Poll(seat, len(self.actions))
        self.question_closed = False
        self.version += 1
        return self.poll

    def vote(self, voter: str, card: Card) -> None:
        """``voter``'s answer to the open question: one of the legal cards of the seat asked
        (the table stands at its decision), else ``CardRefused`` with the engine's clause."""
        poll = self.poll
        if poll is None or poll.revealed is not None:
            raise Refused("no-question")
        state = self.state
        if state.to_act is not poll.seat or not state.is_legal(card):
            violation = state.why_illegal(card)
            raise CardRefused(state, card, violation.clause if violation is not None else "DEAL")
        poll.votes[voter] = card
        self.version += 1

    def reveal(self) -> Decision:
        poll = self.poll
        if poll is None:
            raise Refused("no-question")
        if poll.revealed is None:
            poll.revealed = self.advice()
        self.version += 1
        return poll.revealed

    def close_poll(self) -> None:
        """The question is over: the table stays paused until the teacher plays on."""
        if self.poll is None:
            raise Refused("no-question")
        self.poll = None
        self.question_closed = True
        self.version += 1

    # ------------------------------------------------------------- records

    def record(self) -> Record:
        return Record(
            self.start.variant,
            tuple(self.deals),
            tuple(self.actions),
            self.start.first_hand,
            self.start.scores,
        )

    def saved(self, reasons: bool = True) -> str:
        """The table's game record (JSON): every card so far, who played it and, for a bot's
        card, its decision record (``decisions``: keys and parameters, so a restarted server
        shows the reasons again in every language); the seats' token digests, so a restarted
        server resumes the table as it was. ``reasons=False`` leaves the decisions out (the
        saved game a teacher downloads: the cards are the game)."""
        if reasons:
            return self.saved_record().data().decode()
        return self._saved_game()

    def saved_record(self) -> SavedRecord:
        """The record :meth:`saved` writes, in its pieces: made on the event loop in time that does
        not grow with the game (the decision records are taken as they are), joined and written
        by the hub's record writer, off the event loop."""
        return SavedRecord(self._saved_game().encode(), tuple(self._records))

    def _saved_game(self) -> str:
        """The saved game without the decision records (see :meth:`saved`)."""
        extra: dict[str, Any] = {
            "code": self.code,
            "teacher": self.teacher,
            "whole_game": self.whole_game,
            "running": self.running,
            "seats": [
                {"level": s.level, "token": s.token, "student": s.student, "name": s.name} for s in self.seats
            ],
            "actors": [m.by for m in self.moves],
            **({"lesson": self.lesson} if self.lesson is not None else {}),
            **({"compared": self.compared} if self.compared is not None else {}),
        }
        return as_saved(self.start, self._deal_texts, self._action_texts, extra)

    @classmethod
    def resume(cls, text: str, where: str, variant_check: int) -> ClassTable:
        """A table from its saved record (as :meth:`saved` wrote it)."""
        start = from_saved(text, where, variant_check)
        data = json.loads(text)
        seats = data.get("seats")
        actors = data.get("actors")
        code, teacher = data.get("code"), data.get("teacher")
        if not is_code(code):
            got = repr(code[:20]) if isinstance(code, str) else type(code).__name__
            raise SourceError(f"{where}: field 'code': expected six of {CODE_LETTERS}, got {got}")
        if not isinstance(teacher, str):
            raise SourceError(f"{where}: field 'teacher': expected a text")
        size = start.variant.players
        if not (isinstance(seats, list) and len(seats) == size and all(isinstance(s, dict) for s in seats)):
            raise SourceError(f"{where}: field 'seats': expected {IN_WORDS.get(size, size)} seats")
        if not (isinstance(actors, list) and len(actors) == len(start.actions)):
            raise SourceError(f"{where}: field 'actors': expected one per action")
        levels = [str(s.get("level")) for s in seats]
        table = cls(
            code,
            TableStart(
                start.variant, start.seed, start.deals[:1], (), start.first_hand, start.scores, start.source
            ),
            levels,
            teacher,
            bool(data.get("whole_game")),
        )
        for s, item in zip(table.seats, seats, strict=True):
            token, student, name = item.get("token"), item.get("student"), item.get("name")
            s.token = token if isinstance(token, str) else None
            if s.token is not None and isinstance(student, int) and not isinstance(student, bool):
                s.student = student
                s.name = shown(name, 40) if isinstance(name, str) else None
        names = [_actor(a, number, where) for number, a in enumerate(actors)]
        table._rebuild(
            list(start.deals), list(start.actions), names, _decisions(data, start.actions, names, where)
        )
        table.running = bool(data.get("running"))
        lesson = data.get("lesson")
        table.lesson = lesson if is_code(lesson) else None
        compared = data.get("compared")
        labels = [table.label(seat) for seat in table.around]
        table.compared = compared if table.lesson is not None and compared in labels else None
        return table


def _actor(actor: object, number: int, where: str) -> str:
    """Who played card ``number`` of a saved table: a student, the record or a bot level."""
    if isinstance(actor, str) and actor in (STUDENT, RECORD, *LEVELS):
        return actor
    got = repr(actor[:20]) if isinstance(actor, str) else type(actor).__name__
    expected = f"expected {STUDENT}, {RECORD} or a bot level"
    raise SourceError(f"{where}: field 'actors': card {number}: {expected}, got {got}")


def _decisions(
    data: dict[str, Any], actions: Sequence[Card], actors: Sequence[str], where: str
) -> list[Decision | None]:
    """The decision records of a saved table (none in a record written before they were kept),
    each the record of its own card, by a bot."""
    items = data.get("decisions")
    if items is None:
        return [None] * len(actions)
    if not (isinstance(items, list) and len(items) == len(actions)):
        raise SourceError(f"{where}: field 'decisions': expected one per action")
    out: list[Decision | None] = []
    for number, (item, card, by) in enumerate(zip(items, actions, actors, strict=True)):
        decision = decision_from(item, f"{where}: decision {number}") if item is not None else None
        if decision is not None and (decision.action != card or by == STUDENT):
            raise SourceError(f"{where}: decision {number}: not the record of the card {card.format()}")
        out.append(decision)
    return out
