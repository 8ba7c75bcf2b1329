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

from hearts.cards import FULL_DECK, Card, CardSet, NotationError, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.results import GameOutcome, HandResult, game_outcome, hand_result
from hearts.engine.rules import Violation, removed_mask, rules_for
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
        self._last_good: Variant | None = None
        self.hand_number: int | None = None
        self.scores: tuple[int, ...] | None = None
        """The totals before the hand (``None``: 0 each)."""
        self.hands: dict[Seat, CardSet] = {}
        self.kitty = CardSet()
        """Cards the scenario puts in the kitty (a table with ``leftover: kitty``)."""
        self.deal: Deal | None = None
        """The whole deal, when the scenario gives it in notation (the *holds* steps then check it)."""
        self.refusal: VariantFileError | None = None
        """Why the setting last tried was refused (``None``: accepted)."""
        self.tried = False
        """Whether a setting was tried (:meth:`try_knob`)."""
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
                    raise StepTextError(f"a variant setting cannot be used: {err.key}: {err.why}") from err
            self._variant = base
            self._last_good = base
        return self._variant

    @property
    def _table(self) -> Variant:
        """The variant, or while a table is being set up knob by knob (``5 players sit at
        the table`` before ``2♦ and 2♣ are out of the deck``) the last one that held."""
        try:
            return self.variant
        except StepTextError:
            return self._last_good if self._last_good is not None else load_variant(self.variant_name)

    def set_variant(self, name: str) -> None:
        self._before_play("choose the variant")
        load_variant(name)  # fails early, with the shipped names, on a typo
        self.variant_name = name
        self._variant = None

    def set_knob(self, knob: str, value: str) -> None:
        """Give a knob a value; a deck that does not share out yet (DEAL) may be mended by the
        next knob (``players`` then ``removed``), any other refusal is an error at once."""
        before = dict(self.knobs)
        refusal = self._with_knob(knob, value)
        if refusal is None or (refusal.key == "removed" and knob in _TABLE_KNOBS):
            return
        self.knobs, self._variant = before, None
        raise StepTextError(f"a variant setting cannot be used: {refusal.key}: {refusal.why}")

    def try_knob(self, knob: str, value: str) -> None:
        """Set a knob as a rule writer would: a refusal is kept (:attr:`refusal`) and the
        rules stay as they were."""
        before = dict(self.knobs)
        self.tried = True
        self.refusal = self._with_knob(knob, value)
        if self.refusal is not None:
            self.knobs, self._variant = before, None

    def _with_knob(self, knob: str, value: str) -> VariantFileError | None:
        """Set the knob and build the rules: why they are refused, or ``None``."""
        self._before_play("change a variant setting")
        self.knobs[knob] = value
        self._variant = None
        try:
            _ = self.variant
        except StepTextError as err:
            if isinstance(err.__cause__, VariantFileError):
                return err.__cause__
            raise
        return None

    @property
    def seats(self) -> int:
        """How many play (knob ``players``): 4 on the card."""
        return self._table.players

    @property
    def in_play(self) -> int:
        """The cards in play, as a mask: the deck less the removed cards (DEAL)."""
        return FULL_DECK & ~removed_mask(self._table)

    def _before_play(self, what: str) -> None:
        if self._state is not None:
            raise StepTextError(f"cannot {what} once the hand is under way: put this step before the play")

    def give(self, seat: Seat, cards: CardSet) -> None:
        self._before_play("deal cards")
        self.hands[seat] = self.hands.get(seat, CardSet()) | cards

    def give_kitty(self, cards: CardSet) -> None:
        """The kitty holds at least these cards (DEAL: a table with ``leftover: kitty``)."""
        self._before_play("deal cards")
        if not self.in_play.bit_count() % self.seats:
            raise StepTextError(f"the deck shares out evenly under {self.variant.name}: there is no kitty")
        self.kitty = self.kitty | cards

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
            if self.deal is not None:
                self._check_given(self.deal)
                deal = self.deal
            else:
                deal = fill_deal(self.hands, self.voids, variant.players, removed_mask(variant), self.kitty)
            self._state = State.from_deal(variant, deal, hand, self.totals_before)
        return self._state

    @state.setter
    def state(self, value: State) -> None:
        self._state = value

    def give_deal(self, deal: Deal) -> None:
        """The whole deal, given in notation (DEAL)."""
        self._before_play("deal cards")
        self.deal = deal

    def _check_given(self, deal: Deal) -> None:
        """The cards and voids the other *given* steps name must fit a deal given whole."""
        for seat, cards in self.hands.items():
            if not cards <= deal[seat]:
                raise StepTextError(f"the deal gives {self.seat_name(seat)} no {cards - deal[seat]}")
        for seat, suits in self.voids.items():
            for suit in suits:
                if deal[seat].of_suit(suit):
                    raise StepTextError(f"the deal gives {self.seat_name(seat)} {deal[seat].of_suit(suit)}")
        if not self.kitty <= deal.kitty:
            raise StepTextError(f"the deal's kitty does not hold {self.kitty - deal.kitty}")

    @property
    def totals_before(self) -> tuple[int, ...]:
        """The totals before the hand, one per seat (0 each unless given)."""
        return self.scores if self.scores is not None else (0,) * self.seats

    # ------------------------------------------------------------------ results

    def score_taken(self) -> None:
        """Score a hand from the cards each seat took (the *took* steps): POINTS, MOON, then the end."""
        variant = self.variant
        hand = self.hand_number if self.hand_number is not None else 1
        taken = tuple(self.taken.get(seat, CardSet()).mask for seat in Seat.at_table(variant.players))
        direction = variant.pass_direction(hand)
        self._result = hand_result(rules_for(variant), hand, direction, taken, self.totals_before)
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
        return self.catalog.seat_name(seat, self.seats)

    def seat_names(self) -> str:
        """The seats of the table, for messages: ``N, E, S, W`` at four, ``1, 2, 3`` otherwise."""
        return ", ".join(s.letter if self.seats == 4 else s.number for s in Seat.at_table(self.seats))

    def seat_table(self, table: Sequence[Sequence[str]] | None) -> tuple[int, ...]:
        """Numbers by seat from a two-row data table: seat names, then numbers."""
        if not table or len(table) != 2 or len(table[0]) != len(table[1]):
            raise StepTextError("expected a table of two rows: the seat names, then a number under each")
        values: dict[Seat, int] = {}
        for name, cell in zip(table[0], table[1], strict=True):
            seat = self.catalog.parse_seat(name, self.seats)
            try:
                values[seat] = int(cell.strip())
            except ValueError:
                raise StepTextError(f"{cell!r} under {name} is not a whole number") from None
        seats = Seat.at_table(self.seats)
        missing = [self.seat_name(s) for s in seats if s not in values]
        if missing:
            raise StepTextError(f"the table has no column for {', '.join(missing)}")
        return tuple(values[s] for s in seats)

    def convert(self, name: str, raw: str) -> object:
        """The value of a placeholder from its raw text, by its type."""
        kind = placeholder_type(name)
        cat = self.catalog
        if kind == "seat":
            return cat.parse_seat(raw, self.seats)
        if kind == "seats":
            return cat.parse_seats(raw, self.seats)
        if kind == "card":
            return cat.parse_card(raw, self.in_play)
        if kind == "cards":
            return cat.parse_cards(raw, self.in_play)
        if kind == "sequence":
            return cat.parse_sequence(raw)
        if kind == "suit":
            return cat.parse_suit(raw)
        if kind == "number":
            return int(raw)
        if kind == "direction":
            return cat.parse_direction(raw)
        if kind == "deal":
            try:
                return Deal.parse(raw, self.seats, removed_mask(self._table))
            except NotationError as err:
                raise StepTextError(f"the deal {err}") from None
        return raw


_TABLE_KNOBS = frozenset({"players", "removed", "leftover"})
"""The knobs that together make the deck share out (DEAL)."""


def _first_hand_without_passing(variant: Variant) -> int:
    for number in range(1, len(variant.pass_cycle) + 1):
        if variant.pass_direction(number) is PassDirection.HOLD:
            return number
    return 1
