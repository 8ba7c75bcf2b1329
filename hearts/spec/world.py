"""The world of one scenario: the position it builds and what its steps observed.

A :class:`World` starts empty under a variant (from the scenario's
``@variant:NAME`` tag, ``card-1.0.0`` without one). *Given* steps describe the
position (cards held, hand number, totals, cards taken); the first step that
needs the game builds it with :meth:`hearts.engine.state.State.from_deal`, completing the
deal with :func:`hearts.spec.deal.fill_deal`. Without a hand number the position
is the first hand of the pass cycle that has no passing (hand 4 on the card), so
that play scenarios start with the 2♣ lead.

:meth:`World.run` matches a step line against the language's catalog and calls
the one implementation of that step (:mod:`hearts.spec.definitions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts.cards import Card, CardSet, Seat, Suit
from hearts.engine.results import GameOutcome, HandResult, game_outcome, hand_result
from hearts.engine.rules import Violation, rules_for
from hearts.engine.state import State
from hearts.engine.variant import PassDirection, Variant
from hearts.spec.catalog import Catalog, StepTextError, placeholder_type
from hearts.spec.deal import fill_deal
from hearts.variants.files import VariantFileError, load_variant, parse_variant

__all__ = ["Attempt", "SpecFailure", "World"]


class SpecFailure(AssertionError):
    """A step whose expectation does not hold: the message says what was expected and found."""


@dataclass(frozen=True)
class Attempt:
    """A card a seat tried to play, and the clause that refused it (``None``: it was played)."""

    seat: Seat
    card: Card
    refused: Violation | None


class World:
    """The position and observations of one scenario."""

    def __init__(self, catalog: Catalog, variant: str = "card-1.0.0") -> None:
        self.catalog = catalog
        self.variant_name = variant
        self.knobs: dict[str, str] = {}
        self._variant: Variant | None = None
        self.hand_number: int | None = None
        self.scores: tuple[int, int, int, int] = (0, 0, 0, 0)
        self.hands: dict[Seat, CardSet] = {}
        self.voids: dict[Seat, set[Suit]] = {}
        self.taken: dict[Seat, CardSet] = {}
        self._state: State | None = None
        self.attempt: Attempt | None = None
        self._result: HandResult | None = None
        self._outcome: GameOutcome | None = None
        self._scored = False

    # ------------------------------------------------------------------ setup

    @property
    def variant(self) -> Variant:
        if self._variant is None:
            base = load_variant(self.variant_name)
            if self.knobs:
                lines = [f"name: {base.name}", f"base: {self.variant_name}"]
                lines += [f"{k}: {v}" for k, v in self.knobs.items()]
                try:
                    base = parse_variant("\n".join(lines), "<scenario knobs>")
                except VariantFileError as err:
                    raise StepTextError(f"a variant setting cannot be used: {err.key}: {err.why}") from None
            self._variant = base
        return self._variant

    def set_variant(self, name: str) -> None:
        self._before_play("choose the variant")
        load_variant(name)  # fails early, with the shipped names, on a typo
        self.variant_name = name
        self._variant = None

    def set_knob(self, knob: str, value: str) -> None:
        self._before_play("change a variant setting")
        self.knobs[knob] = value
        self._variant = None
        _ = self.variant

    def _before_play(self, what: str) -> None:
        if self._state is not None:
            raise StepTextError(f"cannot {what} once the hand is under way: put this step before the play")

    def give(self, seat: Seat, cards: CardSet) -> None:
        self._before_play("deal cards")
        self.hands[seat] = self.hands.get(seat, CardSet()) | cards

    def void(self, seat: Seat, suit: Suit) -> None:
        self._before_play("deal cards")
        self.voids.setdefault(seat, set()).add(suit)

    def new_game(self, seed: int) -> None:
        self._before_play("deal a new game")
        self._state = State.new_game(self.variant, seed)

    @property
    def state(self) -> State:
        """The game position, built from the setup the first time a step needs it."""
        if self._state is None:
            variant = self.variant
            hand = self.hand_number if self.hand_number is not None else _first_hand_without_passing(variant)
            self._state = State.from_deal(variant, fill_deal(self.hands, self.voids), hand, self.scores)
        return self._state

    @state.setter
    def state(self, value: State) -> None:
        self._state = value

    # ------------------------------------------------------------------ results

    def score_taken(self) -> None:
        """Score a hand from the cards each seat took (the *took* steps): POINTS, MOON, then the end."""
        variant = self.variant
        hand = self.hand_number if self.hand_number is not None else 1
        masks = tuple(self.taken.get(seat, CardSet()).mask for seat in Seat)
        taken = (masks[0], masks[1], masks[2], masks[3])
        self._result = hand_result(rules_for(variant), hand, variant.pass_direction(hand), taken, self.scores)
        self._outcome = game_outcome(rules_for(variant), self._result.scores, hand)
        self._scored = True

    @property
    def result(self) -> HandResult:
        """The result of the last finished hand (scored from the cards taken, or played out)."""
        if self._result is not None:
            return self._result
        if self._state is not None and self._state.hand_results:
            return self._state.hand_results[-1]
        raise SpecFailure("no hand has ended yet: score the hand or play it out first")

    @property
    def outcome(self) -> GameOutcome | None:
        """How the game ended, or ``None`` while it goes on."""
        if self._scored:
            return self._outcome
        _ = self.result
        return self.state.outcome

    # ------------------------------------------------------------------ words

    def seat_name(self, seat: Seat) -> str:
        return self.catalog.seat_name(seat)

    def seat_table(self, table: Sequence[Sequence[str]] | None) -> tuple[int, int, int, int]:
        """Numbers by seat from a two-row data table: seat names, then numbers."""
        if not table or len(table) != 2 or len(table[0]) != len(table[1]):
            raise StepTextError("expected a table of two rows: the seat names, then a number under each")
        values: dict[Seat, int] = {}
        for name, cell in zip(table[0], table[1], strict=True):
            seat = self.catalog.parse_seat(name)
            try:
                values[seat] = int(cell.strip())
            except ValueError:
                raise StepTextError(f"{cell!r} under {name} is not a whole number") from None
        missing = [self.seat_name(s) for s in Seat if s not in values]
        if missing:
            raise StepTextError(f"the table has no column for {', '.join(missing)}")
        return (values[Seat.NORTH], values[Seat.EAST], values[Seat.SOUTH], values[Seat.WEST])

    def convert(self, name: str, raw: str) -> object:
        """The value of a placeholder from its raw text, by its type."""
        kind = placeholder_type(name)
        cat = self.catalog
        if kind == "seat":
            return cat.parse_seat(raw)
        if kind == "seats":
            return cat.parse_seats(raw)
        if kind == "card":
            return cat.parse_card(raw)
        if kind == "cards":
            return cat.parse_cards(raw)
        if kind == "sequence":
            return cat.parse_sequence(raw)
        if kind == "suit":
            return cat.parse_suit(raw)
        if kind == "number":
            return int(raw)
        if kind == "direction":
            return cat.parse_direction(raw)
        return raw


def _first_hand_without_passing(variant: Variant) -> int:
    for number in range(1, len(variant.pass_cycle) + 1):
        if variant.pass_direction(number) is PassDirection.HOLD:
            return number
    return 1
