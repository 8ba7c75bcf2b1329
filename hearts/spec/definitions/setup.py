"""*Given* steps: the variant, the cards, the hand and the totals before it."""

from __future__ import annotations

from collections.abc import Sequence

from hearts.cards import CardSet, Seat, Suit
from hearts.engine.deal import Deal
from hearts.spec.catalog import StepTextError
from hearts.spec.definitions import step
from hearts.spec.world import World


@step("variant", "given")
def variant(world: World, variant: str) -> None:
    """The scenario runs under a shipped variant (overrides the ``@variant:`` tag)."""
    world.set_variant(variant)


@step("knob", "given")
def knob(world: World, knob: str, value: str) -> None:
    """One knob of the variant takes another value (see ``hearts/engine/variant.py``)."""
    world.set_knob(knob, value)


@step("players", "given")
def players(world: World, number: int) -> None:
    """``number`` players sit at the table (knob ``players``, DEAL); without a pass cycle of
    its own the table passes in its size's cycle (PASS-CYCLE, docs/players.md)."""
    world.set_knob("players", str(number))


@step("removed", "given")
def removed(world: World, cards: CardSet) -> None:
    """These cards are taken out of the deck before the deal (knob ``removed``, DEAL)."""
    world.set_knob("removed", "[" + ", ".join(card.format() for card in cards) + "]")


@step("kitty_rule", "given")
def kitty_rule(world: World) -> None:
    """The cards left over after an even deal lie face down and go to the winner of the
    first trick (knob ``leftover: kitty``, DEAL)."""
    world.set_knob("leftover", "kitty")


@step("deal", "given")
def deal(world: World, deal: Deal) -> None:
    """The whole deal, in the notation of the table (``1:... 2:... 3:... K:...`` at three,
    the kitty last; docs/players.md): checked against the variant's table (DEAL)."""
    world.give_deal(deal)


@step("kitty_holds", "given")
def kitty_holds(world: World, cards: CardSet) -> None:
    """The kitty holds at least these cards; the rest of it is filled in last (DEAL)."""
    world.give_kitty(cards)


@step("hand_number", "given")
def hand_number(world: World, number: int) -> None:
    """The position is the start of hand ``number`` of the game (PASS-CYCLE decides the pass)."""
    if number < 1:
        raise StepTextError(f"hand {number}: hands are counted from 1")
    world.hand_number = number


@step("no_passing", "given")
def no_passing(world: World) -> None:
    """The position is a hand without passing: the first such hand of the pass cycle."""
    world.hand_number = None


@step("holds", "given")
def holds(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` is dealt at least these cards; the rest of the deal is filled in."""
    world.give(seat, cards)


@step("void", "given")
def void(world: World, seat: Seat, suit: Suit) -> None:
    """``seat`` is dealt no card of ``suit``."""
    world.void(seat, suit)


@step("seeded_game", "given")
def seeded_game(world: World, number: int) -> None:
    """A new game whose first hand is dealt from seed ``number``."""
    world.new_game(number)


@step("totals_before", "given")
def totals_before(world: World, table: Sequence[Sequence[str]] | None) -> None:
    """The game totals before this hand, as a table of seats and numbers."""
    world._before_play("set the totals")
    world.scores = world.seat_table(table)


@step("took", "given")
def took(world: World, seat: Seat, cards: CardSet) -> None:
    """In this hand, ``seat`` won tricks holding these cards (for scoring without play)."""
    for other, held in world.taken.items():
        if other is not seat and held & cards:
            raise StepTextError(f"{held & cards} is already taken by {world.seat_name(other)}")
    world.taken[seat] = world.taken.get(seat, CardSet()) | cards


@step("took_rest", "given")
def took_rest(world: World, seat: Seat) -> None:
    """``seat`` won every card that no other *took* step gave away."""
    used = 0
    for held in world.taken.values():
        used |= held.mask
    world.taken[seat] = world.taken.get(seat, CardSet()) | CardSet(world.in_play & ~used)
