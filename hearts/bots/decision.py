"""Decision records: why a bot chose its card, as data (no prose).

Every bot decision (a pass card or a play) returns a :class:`Decision`: the action
and a record of the facts it used, the candidates, each named step with its
parameters and the cards it kept (in order of preference), and the runner-up with
the step that put it behind. Records hold message keys and parameters, never
sentences, so the walkthrough can render them in any language. They only mention
cards the bot could know (its hand, public plays, its own passes and receipts).

Keys are dotted names: ``fact.void`` (``seat``, ``suit``, ``since_trick``),
``step.duck`` (``under``) ... Each bot module documents the keys it uses; the
gettext catalogs translate them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hearts.cards import Card, Seat, Suit
from hearts.words.reasons import Param  # a parameter value: plain data the words know how to show

__all__ = [
    "Decision",
    "Fact",
    "Headline",
    "Param",
    "Step",
    "as_card",
    "as_cards",
    "as_int",
    "as_seat",
    "as_suit",
]


def as_card(value: Param) -> Card:
    """A parameter known to hold a card (asserted)."""
    assert isinstance(value, Card)
    return value


def as_cards(value: Param) -> tuple[Card, ...]:
    """A parameter known to hold a tuple of cards (asserted)."""
    assert isinstance(value, tuple)
    return value


def as_seat(value: Param) -> Seat:
    """A parameter known to hold a seat (asserted)."""
    assert isinstance(value, Seat)
    return value


def as_suit(value: Param) -> Suit:
    """A parameter known to hold a suit (asserted)."""
    assert isinstance(value, Suit)
    return value


def as_int(value: Param) -> int:
    """A parameter known to hold an integer (asserted)."""
    assert isinstance(value, int)
    return value


@dataclass(frozen=True, slots=True)
class Fact:
    """Something the bot knows or inferred, e.g. ``Fact("fact.void", {"seat": W, "suit": D})``."""

    key: str
    params: dict[str, Param] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Step:
    """One named heuristic or rule step: what it was given, what it kept, and why.

    ``kept`` lists the candidates that survived this step, best first.
    """

    key: str
    kept: tuple[Card, ...]
    params: dict[str, Param] = field(default_factory=dict)
    clause: str | None = None
    """The RULES.md clause behind the step (for instance AI-EASY), if any."""


@dataclass(frozen=True, slots=True)
class Headline:
    """The decisive reason of a decision, to be read aloud in one sentence.

    ``key`` is the step key of the last plan step that still had two cards or more
    to rank (it put the action first; it may be a step that changed nothing and so
    is not in ``steps``);
    ``params`` are that step's parameters plus ``actor`` (who acts) and ``card`` (the
    action). The walkthrough renders it as "West plays Q♦: <the step's sentence>".
    """

    key: str
    params: dict[str, Param] = field(default_factory=dict)
    given: tuple[Card, ...] = ()
    """The cards the decisive step ranked (what the steps before it kept)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice and its causal record."""

    action: Card
    level: str
    """``easy``, ``normal``, ``hard`` (or another bot's name)."""
    phase: str
    """``pass`` or ``play``."""
    candidates: tuple[Card, ...]
    """The legal actions the bot started from."""
    facts: tuple[Fact, ...] = ()
    steps: tuple[Step, ...] = ()
    runner_up: Card | None = None
    """The card the bot would have chosen without the decisive step (the plan run again
    without it), when that is another card; else ``None``."""
    runner_up_lost_at: str | None = None
    """Key of the step the runner-up lost at: the decisive step (the headline's)."""
    headline: Headline | None = None
    """The decisive reason (the one sentence a walkthrough shows by default)."""
    runner_up_steps: tuple[Step, ...] = ()
    """How the runner-up was found: the steps that changed something when the plan ran again
    without the decisive step, from the cards that step was given (``headline.given``). The
    runner-up is the first card the last of them kept (the first of ``given`` when none did:
    the steps before it had ranked them). Empty when there is no runner-up."""

    def cards_named(self) -> set[Card]:
        """Every card the record names: the candidates, the runner-up, the cards in the facts'
        and steps' parameters and the cards each step kept (AI-INFO limits them to what the
        seat could know)."""
        cards: set[Card] = set(self.candidates)
        if self.runner_up is not None:
            cards.add(self.runner_up)
        items: list[Fact | Step] = [*self.facts, *self.steps]
        for item in items:
            for value in item.params.values():
                if isinstance(value, Card):
                    cards.add(value)
                elif isinstance(value, tuple):
                    cards.update(v for v in value if isinstance(v, Card))
        for s in (*self.steps, *self.runner_up_steps):
            cards.update(s.kept)
        return cards
