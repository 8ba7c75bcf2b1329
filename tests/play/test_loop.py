"""The one game loop (hearts.play.loop): who is asked, what they see, when it stops."""

from __future__ import annotations

from hearts.bots import make_bot
from hearts.cards import Card, Seat
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import PlayerView, view_of
from hearts.play.loop import Policy, Table, hand_over, play_game, play_hand, turns
from hearts.play.players import RandomPlayer


class Watcher(RandomPlayer):
    """A random player that keeps every view it is shown or told of."""

    def __init__(self, seat: Seat) -> None:
        super().__init__(seed=int(seat))
        self.seat = seat
        self.asked: list[PlayerView] = []
        self.told: list[PlayerView] = []

    def choose(self, view: PlayerView) -> Card:
        self.asked.append(view)
        return super().choose(view)

    def observe(self, view: PlayerView) -> None:
        self.told.append(view)


def test_each_player_is_asked_and_told_through_its_own_view_only() -> None:  # AI-INFO
    players = [Watcher(seat) for seat in Seat]
    moves = list(turns(State.start(Variant(), 3), Table(players), hand_over))
    assert moves[0].card is None and moves[0].seat is None  # the deal
    assert all(t.card is not None for t in moves[1:])
    assert moves[-1].after.phase is Phase.DEAL  # the hand is over, the next not dealt
    for player in players:
        assert player.asked and all(v.seat is player.seat for v in player.asked)
        assert len(player.told) == len(moves)  # every state reached, deal included
        assert all(v.seat is player.seat for v in player.told)
    acted = [t.seat for t in moves[1:]]
    assert all(acted.count(seat) == len(players[seat].asked) for seat in Seat)


def test_a_deciding_player_gives_its_record_with_its_card() -> None:
    bots = [make_bot("normal", seat, seed=2) for seat in Seat]
    moves = [t for t in turns(State.start(Variant(), 2), Table(bots), hand_over) if t.card is not None]
    assert moves and all(t.decision is not None and t.decision.action == t.card for t in moves)


def test_until_is_never_asked_of_the_start_and_stops_at_the_first_state_it_accepts() -> None:
    start = State.start(Variant(), 5)
    players = [RandomPlayer(seed=i) for i in range(4)]
    moves = list(turns(start, Table(players), lambda s: s.phase is Phase.DEAL))
    assert moves[-1].after.phase is Phase.DEAL and start.phase is Phase.DEAL
    assert sum(t.card is not None for t in moves) == 52 + 12  # one hand: passes (3 × 4) and plays


def test_a_policy_sees_the_whole_state_and_the_loop_ends_with_the_game() -> None:
    seen: list[Seat] = []

    def lowest(state: State, seat: Seat) -> Card:
        seen.append(seat)
        assert state.to_act is seat
        return min(state.legal_actions(), key=lambda c: c.index)

    moves = list(turns(State.start(Variant(), 1), Policy(lowest)))
    assert moves[-1].after.is_over and len(seen) == sum(t.card is not None for t in moves)


def test_play_hand_and_play_game_are_the_loop() -> None:
    players = [RandomPlayer(seed=i) for i in range(4)]
    after_hand = play_hand(State.start(Variant(), 9), players)
    assert after_hand.phase is Phase.DEAL and after_hand.hand_number == 2
    calls: list[tuple[State, State]] = []
    final = play_game(
        Variant(), 9, [RandomPlayer(seed=i) for i in range(4)], listener=lambda a, b: calls.append((a, b))
    )
    assert final.is_over and calls[-1][1] is final
    assert all(a is not b for a, b in calls)


class Chooser(RandomPlayer):
    """A random player that only chooses (no ``observe``): it keeps the views it is asked with."""

    def __init__(self, seat: Seat) -> None:
        super().__init__(seed=int(seat))
        self.asked: list[PlayerView] = []

    def choose(self, view: PlayerView) -> Card:
        self.asked.append(view)
        return super().choose(view)


def test_the_seat_to_act_is_asked_with_the_view_it_was_just_told_of() -> None:  # AI-INFO
    """Each state's views are built once: the seat to act decides on the view it observed."""
    players = [Watcher(seat) for seat in Seat]
    list(turns(State.start(Variant(), 4), Table(players), hand_over))
    for player in players:
        told = {id(v) for v in player.told}
        assert player.asked and all(id(v) in told for v in player.asked)


def test_a_player_that_does_not_observe_is_asked_with_a_view_of_the_state_itself() -> None:  # AI-INFO
    """A chooser among watchers is told nothing and asked with its own view of the state to act on."""
    players: list[Watcher | Chooser] = [
        Watcher(Seat.NORTH),
        Chooser(Seat.EAST),
        Watcher(Seat.SOUTH),
        Watcher(Seat.WEST),
    ]
    moves = list(turns(State.start(Variant(), 5), Table(players), hand_over))
    east = [t.before for t in moves[1:] if t.seat is Seat.EAST]
    chooser = players[1]
    assert [v.seat for v in chooser.asked] == [Seat.EAST] * len(east)
    assert chooser.asked == [view_of(state, Seat.EAST) for state in east]
    assert all(len(p.told) == len(moves) for p in players if isinstance(p, Watcher))
