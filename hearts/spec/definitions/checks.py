"""*Then* steps: what the engine must say about the position or the result."""

from __future__ import annotations

from collections.abc import Sequence

from hearts.cards import FULL_DECK, Card, CardSet, Seat
from hearts.engine.results import HandEnd
from hearts.engine.rules import hand_points, removed_mask, rules_for
from hearts.engine.state import Phase
from hearts.engine.variant import PassDirection, knob_specs
from hearts.engine.view import view_of
from hearts.spec.definitions import step
from hearts.spec.world import SpecFailure, World


def _expect(ok: bool, message: str) -> None:
    if not ok:
        raise SpecFailure(message)


def _names(world: World, seats: Sequence[Seat]) -> str:
    return ", ".join(world.seat_name(s) for s in seats) or "nobody"


def _to_act(world: World, seat: Seat) -> None:
    to_act = world.state.to_act
    who = world.seat_name(to_act) if to_act is not None else "nobody"
    _expect(to_act is seat, f"expected {world.seat_name(seat)} to act, but it is {who} ({world.state.phase})")


@step("to_act", "then")
def to_act(world: World, seat: Seat) -> None:
    """It is ``seat``'s turn to pass or play."""
    _to_act(world, seat)


@step("legal", "then")
def legal(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` is to act and may choose exactly these cards."""
    _to_act(world, seat)
    found = world.state.legal_set()
    _expect(
        found == cards, f"{world.seat_name(seat)}'s legal cards are {found or '-'}, expected {cards or '-'}"
    )


@step("may_play", "then")
def may_play(world: World, seat: Seat, card: Card) -> None:
    """``seat`` is to act and ``card`` is among its legal cards."""
    _to_act(world, seat)
    why = world.state.why_illegal(card)
    _expect(why is None, f"{world.seat_name(seat)} may not play {card}: {why}")


@step("may_not_play", "then")
def may_not_play(world: World, seat: Seat, card: Card, clause: str) -> None:
    """``seat`` is to act and ``card`` is refused, by ``clause``."""
    _to_act(world, seat)
    why = world.state.why_illegal(card)
    _expect(why is not None, f"{world.seat_name(seat)} may play {card}; expected it refused by {clause}")
    assert why is not None
    _expect(why.clause == clause, f"{card} is refused by {why.clause} ({why.message}), expected {clause}")


@step("refused", "then")
def refused(world: World, clause: str) -> None:
    """The card last tried was refused, by ``clause``."""
    attempt = world.attempt
    _expect(attempt is not None, "no card was tried: use the 'tries to play' step first")
    assert attempt is not None
    _expect(attempt.refused is not None, f"{attempt.card} was played; expected it refused by {clause}")
    assert attempt.refused is not None
    _expect(
        attempt.refused.clause == clause,
        f"{attempt.card} is refused by {attempt.refused.clause} ({attempt.refused.message}),"
        f" expected {clause}",
    )


@step("accepted", "then")
def accepted(world: World) -> None:
    """The card last tried was played."""
    attempt = world.attempt
    _expect(attempt is not None, "no card was tried: use the 'tries to play' step first")
    assert attempt is not None
    _expect(attempt.refused is None, f"{attempt.card} was refused: {attempt.refused}")


@step("no_legal_card", "then")
def no_legal_card(world: World, seat: Seat) -> None:
    """``seat`` must act but has no legal card: the game is stuck (question 4)."""
    _to_act(world, seat)
    _expect(world.state.phase is Phase.STUCK, f"the phase is {world.state.phase}, expected stuck")
    _expect(not world.state.legal_set(), f"{world.seat_name(seat)} may play {world.state.legal_set()}")


@step("trick_winner", "then")
def trick_winner(world: World, seat: Seat) -> None:
    """``seat`` won the last completed trick."""
    tricks = world.state.tricks
    _expect(bool(tricks), "no trick is complete yet")
    winner = tricks[-1].winner
    assert winner is not None
    _expect(winner is seat, f"{world.seat_name(winner)} won {tricks[-1]}, expected {world.seat_name(seat)}")


@step("hearts_broken", "then")
def hearts_broken(world: World) -> None:
    """Hearts are broken (HEARTS-BREAK)."""
    _expect(world.state.hearts_broken, "hearts are not broken")


@step("hearts_not_broken", "then")
def hearts_not_broken(world: World) -> None:
    """Hearts are not broken yet."""
    _expect(not world.state.hearts_broken, f"hearts were broken by {world.state.hearts_broken_by}")


@step("pass_direction", "then")
def pass_direction(world: World, direction: PassDirection) -> None:
    """This hand's cards are passed in ``direction`` (``hold``: no pass)."""
    found = world.state.pass_direction
    _expect(found is direction, f"the pass direction is {found}, expected {direction}")


@step("received", "then")
def received(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` sees these cards as passed to it (after the exchange)."""
    got = view_of(world.state, seat).received
    _expect(got is not None, f"{world.seat_name(seat)} has not received any cards yet")
    _expect(got == cards, f"{world.seat_name(seat)} received {got}, expected {cards or '-'}")


@step("received_nothing_yet", "then")
def received_nothing_yet(world: World, seat: Seat) -> None:
    """``seat`` sees no cards passed to it yet (question 9: the exchange is simultaneous)."""
    got = view_of(world.state, seat).received
    _expect(got is None, f"{world.seat_name(seat)} already sees {got} as received")


@step("holds_now", "then")
def holds_now(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` holds these cards now."""
    hand = world.state.hand(seat)
    _expect(cards <= hand, f"{world.seat_name(seat)} does not hold {cards - hand} (holds {hand})")


@step("holds_none_of", "then")
def holds_none_of(world: World, seat: Seat, cards: CardSet) -> None:
    """``seat`` holds none of these cards now."""
    hand = world.state.hand(seat)
    _expect(not cards & hand, f"{world.seat_name(seat)} still holds {cards & hand}")


@step("hand_sizes", "then")
def hand_sizes(world: World, number: int) -> None:
    """Every seat holds ``number`` cards."""
    sizes = {world.seat_name(s): len(world.state.hand(s)) for s in Seat.at_table(world.state.seats)}
    _expect(all(n == number for n in sizes.values()), f"hand sizes are {sizes}, expected {number} each")


@step("whole_deck", "then")
def whole_deck(world: World, number: int) -> None:
    """The hands hold ``number`` different cards between them: the whole deck (DECK), less the
    removed cards and the kitty at another table (DEAL, docs/players.md)."""
    seats = Seat.at_table(world.state.seats)
    union = 0
    for s in seats:
        union |= world.state.hand(s).mask
    total = sum(len(world.state.hand(s)) for s in seats)
    _expect(
        union.bit_count() == number == total, f"the hands hold {total} cards, {union.bit_count()} different"
    )
    dealt = FULL_DECK & ~removed_mask(world.state.variant) & ~world.state.kitty.mask
    _expect(union == dealt, "the hands do not hold every card of the deck")


@step("tricks_played", "then")
def tricks_played(world: World, number: int) -> None:
    """The hand is over after ``number`` tricks (HAND-END)."""
    found = len(world.state.tricks)
    _expect(found == number, f"{found} tricks were played, expected {number}")
    _expect(world.state.phase in (Phase.DEAL, Phase.OVER), f"the hand is not over: {world.state.phase}")


@step("points_taken", "then")
def points_taken(world: World, seat: Seat, number: int) -> None:
    """``seat`` took ``number`` points in its tricks this hand (before any moon)."""
    found = world.result.points[seat]
    _expect(found == number, f"{world.seat_name(seat)} took {found} points, expected {number}")


@step("points_total", "then")
def points_total(world: World, number: int) -> None:
    """The points taken in the hand add up to ``number`` (POINTS)."""
    found = sum(world.result.points)
    _expect(found == number, f"the hand's points add up to {found}, expected {number}")


@step("hand_scores", "then")
def hand_scores(world: World, table: Sequence[Sequence[str]] | None) -> None:
    """What the hand adds to each total (after a moon, differs from the points taken)."""
    expected = world.seat_table(table)
    found = world.result.deltas
    _expect(
        found == expected, f"the hand scores {list(found)}, expected {list(expected)} ({world.seat_names()})"
    )


@step("totals", "then")
def totals(world: World, table: Sequence[Sequence[str]] | None) -> None:
    """The game totals after the hand (ACCUMULATE)."""
    expected = world.seat_table(table)
    found = world.result.scores
    _expect(
        found == expected, f"the totals are {list(found)}, expected {list(expected)} ({world.seat_names()})"
    )


@step("moon", "then")
def moon(world: World, seat: Seat) -> None:
    """``seat`` shot the moon (MOON, WEB-MOON)."""
    result = world.result
    _expect(
        result.end is HandEnd.MOON_SHOT and result.shooter is seat,
        f"expected {world.seat_name(seat)} to shoot the moon; the hand ended {result.end}"
        + (f" by {world.seat_name(result.shooter)}" if result.shooter is not None else ""),
    )


@step("no_moon", "then")
def no_moon(world: World) -> None:
    """Nobody shot the moon: the points count as taken."""
    result = world.result
    _expect(result.end is HandEnd.POINTS_SPLIT, f"the hand ended {result.end} ({result.shooter})")


@step("game_over", "then")
def game_over(world: World, seats: tuple[Seat, ...]) -> None:
    """The game is over and ``seats`` win (GAME-END)."""
    outcome = world.outcome
    _expect(outcome is not None, "the game goes on")
    assert outcome is not None
    _expect(
        set(outcome.winners) == set(seats),
        f"{_names(world, outcome.winners)} won, expected {_names(world, seats)}",
    )


@step("game_goes_on", "then")
def game_goes_on(world: World) -> None:
    """The game is not over: another hand is dealt (GAME-END, TIE)."""
    outcome = world.outcome
    _expect(outcome is None, f"the game is over: {outcome}")


@step("hand_winners", "then")
def hand_winners(world: World, seats: tuple[Seat, ...]) -> None:
    """``seats`` scored the fewest points in the hand (WEB-HAND-WINNER)."""
    found = world.result.winners
    _expect(set(found) == set(seats), f"{_names(world, found)} won the hand, expected {_names(world, seats)}")


@step("reviewable_tricks", "then")
def reviewable_tricks(world: World, seat: Seat, number: int) -> None:
    """``seat``'s view shows ``number`` completed tricks of this hand (question 7)."""
    view = view_of(world.state, seat)
    _expect(len(view.tricks) == number, f"{world.seat_name(seat)} can review {len(view.tricks)} tricks")


@step("points_so_far", "then")
def points_so_far(world: World, seat: Seat, number: int) -> None:
    """``seat``'s tricks of this hand hold ``number`` points so far (POINTS; the kitty counts
    for the first trick's winner, DEAL)."""
    found = world.state.points_taken(seat)
    _expect(found == number, f"{world.seat_name(seat)} has taken {found} points so far, expected {number}")


def _first_trick_over(world: World) -> None:
    _expect(bool(world.state.tricks), "the first trick is not over yet: play it first")


@step("kitty_taken", "then")
def kitty_taken(world: World, seat: Seat) -> None:
    """``seat`` won the trick that takes the kitty (the first, or with KITTY-FIRST-HEART the first
    with a heart in it) and took the kitty with it; every seat now sees the kitty (DEAL)."""
    state = world.state
    _expect(bool(state.kitty), f"there is no kitty under {state.variant.name}")
    _first_trick_over(world)
    _expect(state.kitty_taken, "no trick has taken the kitty yet: it is still face down")
    winner = state.tricks[state.kitty_trick - 1].winner
    assert winner is not None
    which = "the first trick" if state.kitty_trick == 1 else f"trick {state.kitty_trick}"
    _expect(winner is seat, f"{world.seat_name(winner)} won {which} and took the kitty")
    _expect(state.kitty <= state.taken(seat), f"{world.seat_name(seat)}'s tricks do not hold the kitty")
    for other in Seat.at_table(state.seats):
        shown = view_of(state, other).kitty
        _expect(shown == state.kitty, f"{world.seat_name(other)} does not see the kitty: {shown}")


@step("kitty_face_down", "then")
def kitty_face_down(world: World) -> None:
    """The kitty lies face down: no seat sees it until a trick's winner takes it (DEAL)."""
    state = world.state
    _expect(bool(state.kitty), f"there is no kitty under {state.variant.name}")
    _expect(not state.kitty_taken, "the kitty has been taken already")
    for seat in Seat.at_table(state.seats):
        view = view_of(state, seat)
        _expect(view.kitty is None, f"{world.seat_name(seat)} sees the kitty")
        _expect(not state.kitty & view.hand, f"{world.seat_name(seat)} holds a card of the kitty")


@step("kitty_points", "then")
def kitty_points(world: World, number: int) -> None:
    """The cards of the kitty are worth ``number`` points (POINTS)."""
    state = world.state
    found = hand_points(state.kitty.mask, rules_for(state.variant).scoring)
    _expect(found == number, f"the kitty ({state.kitty}) is worth {found} points, expected {number}")


@step("setting_refused", "then")
def setting_refused(world: World, clause: str) -> None:
    """The setting last tried was refused, by the clause of its knob (``hearts variant check``)."""
    _expect(world.tried, "no setting was tried: use the 'sets ... to ...' step first")
    refusal = world.refusal
    _expect(refusal is not None, f"the setting was accepted; expected it refused by {clause}")
    assert refusal is not None
    spec = knob_specs().get(refusal.key or "")
    found = spec.clause if spec is not None else None
    _expect(found == clause, f"refused by {found} ({refusal.key}: {refusal.why}), expected {clause}")


@step("setting_accepted", "then")
def setting_accepted(world: World) -> None:
    """The setting last tried was accepted."""
    _expect(world.tried, "no setting was tried: use the 'sets ... to ...' step first")
    refusal = world.refusal
    _expect(refusal is None, f"the setting was refused: {refusal.key}: {refusal.why}" if refusal else "")
