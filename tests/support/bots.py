"""Crafted views and recorded games for the bots' tests."""

from __future__ import annotations

from hearts.bots import make_bot
from hearts.bots.decision import Decision
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.engine.results import Trick
from hearts.engine.state import Phase, State
from hearts.engine.variant import PassDirection, Variant
from hearts.engine.view import PlayerView, view_of

C = Card.parse
LEVELS = ("easy", "normal", "hard")


def make_view(
    seat: Seat,
    hand: str,
    trick: str = "",
    leader: Seat | None = None,
    tricks: tuple[Trick, ...] = (),
    broken: bool = False,
    variant: Variant | None = None,
) -> PlayerView:
    """A play-phase view for a crafted position; the legal cards follow FOLLOW and HEARTS-LEAD."""
    cards = CardSet.parse(hand)
    table = tuple(C(t) for t in trick.split())
    if leader is None:
        leader = seat.offset(-len(table))
    if table:
        follow = cards.of_suit(table[0].suit)
        legal = follow or cards
    else:
        legal = cards if broken else (cards - cards.of_suit(Suit.HEARTS)) or cards
    number = len(tricks) + 1
    return PlayerView(
        seat=seat,
        variant=variant or Variant(pass_count=0),
        phase=Phase.PLAY,
        hand_number=1,
        pass_direction=PassDirection.HOLD,
        hand=cards,
        passing=CardSet(),
        received=None,
        to_act=seat,
        trick_number=number,
        current_trick=Trick(number, leader, table),
        tricks=tricks,
        tricks_played=len(tricks),
        hearts_broken=broken,
        scores=(0, 0, 0, 0),
        hand_results=(),
        legal=legal,
    )


def trick(number: int, leader: Seat, cards: str) -> Trick:
    table = tuple(C(t) for t in cards.split())
    led = table[0].suit
    best = max(range(4), key=lambda i: table[i].rank if table[i].suit is led else 0)
    return Trick(number, leader, table, leader.offset(best))


def pass_view(
    hand: str, direction: PassDirection = PassDirection.LEFT, variant: Variant | None = None
) -> PlayerView:
    cards = CardSet.parse(hand)
    return PlayerView(
        seat=Seat.NORTH,
        variant=variant or Variant(),
        phase=Phase.PASS,
        hand_number=1,
        pass_direction=direction,
        hand=cards,
        passing=CardSet(),
        received=None,
        to_act=Seat.NORTH,
        trick_number=1,
        current_trick=Trick(1, Seat.NORTH, ()),
        tricks=(),
        tricks_played=0,
        hearts_broken=False,
        scores=(0, 0, 0, 0),
        hand_results=(),
        legal=cards,
    )


def decide(level: str, view: PlayerView) -> Decision:
    bot = make_bot(level, view.seat, 1)
    return bot.decide(view)


def step_keys(d: Decision) -> list[str]:
    return [s.key for s in d.steps]


def play_recorded(level: str, seed: int, variant: Variant) -> list[tuple[State, Decision]]:
    """One seeded hand played by four bots of ``level`` (observing), with every decision."""
    bots = [make_bot(level, s, seed) for s in Seat]
    state = State.new_game(variant, seed)
    out: list[tuple[State, Decision]] = []
    while state.phase in (Phase.PASS, Phase.PLAY):
        seat = state.to_act
        assert seat is not None
        d = bots[seat].decide(view_of(state, seat))
        out.append((state, d))
        state = state.apply(d.action)
        for s in Seat:
            bots[s].observe(view_of(state, s))
    return out
