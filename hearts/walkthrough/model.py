"""The walkthrough as data: what happened in a hand, move by move, for one viewer.

A walkthrough is built once from the engine's states (the *teacher* view: every hand at
the table, every decision) and, separately, for each seat from that seat's
:class:`~hearts.engine.view.PlayerView` objects only (AI-INFO): the seat's own hand, its own
passes and receipts, the public cards on the table, its own bot's reasoning and
memory, and the legality analysis of its own cards when it is to act. Nothing a
seat view holds comes from another seat's hand, so a page built from a seat view
cannot leak it.

Data only: no language and no markup (see :mod:`hearts.walkthrough.render`). The hand
is run by :mod:`hearts.walkthrough.timeline` (the shared game loop) and projected for
each viewer by :mod:`hearts.walkthrough.views` (:func:`~hearts.walkthrough.views.build`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hearts.bots.decision import Decision, Fact
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.engine.refusals import Violation
from hearts.engine.results import HandResult
from hearts.engine.variant import PassDirection, Variant
from hearts.play.players import Player
from hearts.walkthrough.branches import HandLine, Origin, Variation
from hearts.walkthrough.costs import CostTable
from hearts.walkthrough.lessonfile import LessonFile

__all__ = [
    "HandWalk",
    "Illegal",
    "Move",
    "SeatPlayer",
    "Section",
    "Walk",
    "Walkthrough",
]


SeatPlayer = Player
"""Whoever sits at a seat (:class:`hearts.play.players.Player`); a bot is also a
:class:`~hearts.play.players.Decider` (its ``decide`` gives the record) and an
:class:`~hearts.play.players.Observer`."""


@dataclass(frozen=True, slots=True)
class Illegal:
    """A card of the actor's hand that may not be chosen now, and the clause that forbids it.

    ``reason`` is a language-neutral key (the refusal's, :data:`hearts.words.refusals.REFUSALS`);
    ``engine_message`` is the engine's own English wording, kept as a fallback;
    ``violation`` is the engine's refusal (key and parameters), rendered in the page's
    language by :func:`hearts.words.refusals.reason_text`, the one rendering of refusals.
    """

    card: Card
    clause: str
    reason: str
    suit: Suit | None = None
    engine_message: str = ""
    violation: Violation | None = None


@dataclass(frozen=True, slots=True)
class Move:
    """One move (a card picked to pass, or played), as the viewer may see it."""

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
    """Trick number (1 to the hand size); 0 for the passing."""
    hands: dict[Seat, CardSet]
    """The hands the viewer may see at the start of the section."""
    gone: dict[Card, int]
    """Card -> index of the move at which it leaves its hand (played or passed)."""
    moves: tuple[Move, ...]
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
    news: dict[Seat, tuple[Fact, ...]] = field(default_factory=dict)
    """What each visible bot learned since its decision in the previous section: the facts of
    its decision here that its previous decision did not hold (only changes; the hand, the
    trick on the table and the list of cards played are left out, the page shows them)."""
    kitty: CardSet | None = None
    """The kitty, when the winner of this trick (the first) takes it with the trick (DEAL,
    ``leftover: kitty``): face down until then, public from then on."""

    @property
    def complete(self) -> bool:
        return self.kind == "pass" or self.winner is not None


@dataclass(frozen=True, slots=True)
class HandWalk:
    number: int
    direction: PassDirection
    scores_before: tuple[int, ...]
    sections: tuple[Section, ...]
    result: HandResult | None = None
    kitty: CardSet | None = None
    """The hand's kitty (DEAL, ``leftover: kitty``) in the teacher's view, which sees every card;
    ``None`` in a seat's view (face down until the first trick's winner takes it) or without one."""
    out: CardSet = field(default_factory=CardSet)
    """The cards out of play (knob ``removed``): public from the deal on."""


@dataclass(frozen=True, slots=True)
class Walk:
    """The walkthrough as one viewer sees it: the teacher (``viewer is None``) or a seat."""

    viewer: Seat | None
    hands: tuple[HandWalk, ...]
    end: str
    """How it stops: ``hand-over``, ``game-over``, ``position`` (a pending step) or ``stuck``."""
    seats: int = 4
    """How many seats the table has (knob ``players``)."""

    @property
    def moves(self) -> list[Move]:
        return [move for hand in self.hands for section in hand.sections for move in section.moves]


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """A walkthrough in every view: the teacher's and each seat's."""

    title: str
    variant: Variant
    source: str
    """``seed 7`` or ``scenario ID`` (for the page header)."""
    players: tuple[str, ...]
    """The player at each seat of the table, in play order (a bot level, or ``""``)."""
    teacher: Walk
    seats: dict[Seat, Walk]
    clauses: tuple[str, ...] = ()
    scenario_id: str | None = None
    seed: int | None = None
    titles: dict[str, str] = field(default_factory=dict)
    """The title in each language that has one (scenarios give several)."""
    theme: str | None = None
    """The ``--find`` theme this hand was chosen for (its last step says so)."""
    origin: Origin | None = None
    """Where its steps start and the players as they were then: what a branch is played from
    (``None`` when nobody plays on, e.g. a scenario's position without bots)."""
    main: HandLine | None = None
    """The walkthrough's own line, played again from ``origin`` (set with ``variations``)."""
    variations: tuple[Variation, ...] = ()
    """The branches the teacher asked for (``--what-if``), as a tree."""
    costs: tuple[CostTable, ...] = ()
    """What each legal card costs at some decisions of these lines (each table names its line)."""
    bot_seed: int | str | None = None
    """The seed the bots were made with (:attr:`hearts.walkthrough.starts.HandStart.seed`)."""
    lesson: LessonFile | None = None
    """The lesson it was opened from (its questions and notes are shown at their steps)."""

    @property
    def table(self) -> tuple[Seat, ...]:
        """The seats of the variant's table, in play order (N, E, S, W at four)."""
        return Seat.at_table(self.variant.players)

    def title_in(self, lang: str) -> str:
        return self.titles.get(lang) or self.title

    def views(self, only: Seat | None = None, teacher: bool = True) -> list[Walk]:
        """The views to publish: the teacher's and the seats' (or a single seat's)."""
        if only is not None:
            return [self.seats[only]]
        return ([self.teacher] if teacher else []) + [self.seats[s] for s in self.table]
