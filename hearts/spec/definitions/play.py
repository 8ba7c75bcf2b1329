"""*When* steps (some also read as *Given*): passing and playing cards, scoring a hand."""

from __future__ import annotations

from hearts.cards import Card, CardSet, Seat
from hearts.engine.state import IllegalAction, Phase
from hearts.spec.definitions import step
from hearts.spec.world import Attempt, SpecFailure, World


def _turn(world: World, seat: Seat) -> None:
    to_act = world.state.to_act
    if to_act is not seat:
        who = world.seat_name(to_act) if to_act is not None else "nobody"
        raise SpecFailure(f"it is {who}'s turn, not {world.seat_name(seat)}'s ({world.state.phase})")


def _apply(world: World, card: Card) -> None:
    state = world.state
    try:
        world.state = state.apply(card)
    except IllegalAction as err:
        who = world.seat_name(err.seat) if err.seat is not None else "nobody"
        raise SpecFailure(f"{who} cannot play {card}: {err}") from None


@step("play", "given", "when")
def play(world: World, seat: Seat, card: Card) -> None:
    """``seat`` plays (or leads) ``card``; an illegal card fails the step, naming the clause."""
    _turn(world, seat)
    if world.state.phase is not Phase.PLAY:
        raise SpecFailure(f"nobody plays now: the phase is {world.state.phase}")
    _apply(world, card)


@step("trick", "given", "when")
def trick(world: World, sequence: tuple[Card, ...]) -> None:
    """Cards played in turn, in the order written, starting with the seat to act."""
    for card in sequence:
        if world.state.to_act is None or world.state.phase is not Phase.PLAY:
            raise SpecFailure(f"nobody can play {card}: the phase is {world.state.phase}")
        _apply(world, card)


@step("try_play", "when")
def try_play(world: World, seat: Seat, card: Card) -> None:
    """``seat`` tries to play ``card``: it is played if legal, else the refusal is kept."""
    _turn(world, seat)
    refused = world.state.why_illegal(card)
    world.attempt = Attempt(seat, card, refused)
    if refused is None:
        _apply(world, card)


@step("pass_cards", "given", "when")
def pass_cards(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` chooses these cards to pass, one at a time (PASS-COUNT)."""
    for card in cards:
        _turn(world, seat)
        if world.state.phase is not Phase.PASS:
            raise SpecFailure(f"nobody passes now: the phase is {world.state.phase}")
        _apply(world, card)


@step("everyone_passes_lowest", "given", "when")
def everyone_passes_lowest(world: World) -> None:
    """Each seat in turn passes its lowest cards (order ♣ ♦ ♠ ♥, 2 to A) until the exchange."""
    while world.state.phase is Phase.PASS:
        _apply(world, world.state.legal_actions()[0])


@step("play_out", "when")
def play_out(world: World) -> None:
    """Every seat plays its lowest legal card until the hand ends."""
    start = world.state.hand_number
    while world.state.phase is Phase.PLAY and world.state.hand_number == start:
        _apply(world, world.state.legal_actions()[0])
    if world.state.phase is Phase.STUCK:
        raise SpecFailure(f"the hand stopped: {world.state.to_act} has no legal card")


@step("try_knob", "when")
def try_knob(world: World, knob: str, value: str) -> None:
    """A rule writer sets a knob: the rules are checked as ``hearts variant check`` checks a
    file, and a refusal is kept for the *then* steps."""
    world.try_knob(knob, value)


@step("score", "when")
def score(world: World) -> None:
    """The hand is scored from the cards each seat took (POINTS, MOON), then GAME-END and TIE."""
    world.score_taken()
