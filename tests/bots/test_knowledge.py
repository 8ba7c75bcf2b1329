"""What a bot knows is a function of what it sees now (issue 20): every fact of a decision is
derived from the view in hand, so bots kept across the hands of a game never reason from the
previous hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hearts.bots import make_bot
from hearts.bots.decision import Decision
from hearts.cards import Card, CardSet, Rank, Seat, Suit
from hearts.engine.state import Phase, State
from hearts.engine.variant import History, Variant
from hearts.engine.view import view_of
from hearts.play.loop import Table, turns
from hearts.variants.files import load_variant
from hearts.walkthrough.model import Move
from hearts.walkthrough.sources import find, from_seed

C = Card.parse
TABLE = ("easy", "normal", "hard", "hard")


def _game(variant: Variant, seed: int, levels: tuple[str, ...] = TABLE) -> Iterator[tuple[State, Decision]]:
    """A whole game, the same four bots in every hand (as ``hearts play``); each decision."""
    table = Table([make_bot(level, seat, seed) for seat, level in zip(Seat, levels, strict=True)])
    for turn in turns(State.start(variant, seed), table):
        if turn.decision is not None:
            yield turn.before, turn.decision


def _fact(d: Decision, key: str) -> list[dict[str, object]]:
    return [dict(f.params) for f in d.facts if f.key == key]


def _played(state: State) -> CardSet:
    out = CardSet()
    for t in state.tricks:
        out |= CardSet(t.cards)
    return out


# ------------------------------------------------------------- the positions of the issue


def test_seed_58_hand_2_east_first_card_knows_no_card_played() -> None:
    walk = from_seed(58, "card-1.0.0", TABLE, hand=2)
    plays = [m for m in walk.teacher.moves if m.phase == "play" and m.decision is not None]
    east = plays[0]
    assert east.seat is Seat.EAST and east.card == C("2C")
    assert east.decision is not None
    assert _fact(east.decision, "fact.played") == [{"cards": ()}]
    assert not _fact(east.decision, "fact.points-taken")


@pytest.mark.slow
def test_seed_58_hand_2_south_never_says_it_is_void_in_a_suit_it_holds() -> None:
    walk = from_seed(58, "card-1.0.0", TABLE, hand=2)
    south = [m for m in walk.teacher.moves if m.seat is Seat.SOUTH and m.decision is not None]
    assert south
    for move in south:
        assert move.decision is not None and move.hand is not None
        for void in _fact(move.decision, "fact.void"):
            if void["seat"] is Seat.SOUTH:
                suit = void["suit"]
                assert isinstance(suit, Suit) and not move.hand.of_suit(suit), (move.index, void)


def test_seed_58_hand_2_south_k_clubs_is_not_told_as_a_sure_winner() -> None:
    """The issue: "South plays K♣: … no unseen ♣ is higher" while North held the A♣."""
    walk = from_seed(58, "card-1.0.0", TABLE, hand=2)
    for move in walk.teacher.moves:
        d = move.decision
        if d is None or d.headline is None or d.headline.key != "step.will-win":
            continue
        assert move.hand is not None
        # Either the seats after are void, or no card of the suit above the lowest given is out.
        assert d.headline.params.get("voids") or all(
            c in move.hand or c in _played_before(walk.teacher.moves, move)
            for c in _above(d.headline.params["suit"], min(x.rank for x in d.headline.given))
        ), move.index


def _above(suit: object, rank: int) -> list[Card]:
    assert isinstance(suit, Suit)
    return [Card(suit, Rank(r)) for r in range(rank + 1, 15)]


def _played_before(moves: list[Move], move: Move) -> set[Card]:
    """Cards played in this hand before ``move`` (the earlier plays of the walkthrough's hand)."""
    return {m.card for m in moves if m.phase == "play" and m.index < move.index and m.card is not None}


@pytest.mark.slow
def test_queen_dump_south_knows_nothing_of_the_previous_hand_before_the_first_card() -> None:
    found = find("queen-dump", load_variant("card-1.0.0"), TABLE)
    assert found is not None and found.hand > 1  # a later hand, as the README's lessons are
    walk = from_seed(found.seed, "card-1.0.0", TABLE, hand=found.hand)
    first = next(m for m in walk.seats[Seat.SOUTH].moves if m.phase == "play" and m.decision is not None)
    assert first.decision is not None
    if first.trick_before == ():
        assert _fact(first.decision, "fact.played") in ([], [{"cards": ()}])
    for key in ("fact.points-taken", "fact.moon-threat"):
        assert not _fact(first.decision, key), key
    for void in _fact(first.decision, "fact.void"):
        assert void["since_trick"] == 1  # shown on the trick on the table, nothing older


# --------------------------------------------------------------- the property, over whole games


@pytest.mark.parametrize(("variant", "seed"), [("card-1.0.0", 58), ("omnibus", 7001), ("black-maria", 3)])
@pytest.mark.slow
def test_a_bot_kept_across_a_game_decides_as_a_bot_that_sees_only_the_view(variant: str, seed: int) -> None:
    """Every decision of a whole game equals that of a new bot shown only the view in hand
    (every shipped variant lists all the tricks of the hand)."""
    v = load_variant(variant)
    later = 0
    for state, d in _game(v, seed):
        seat = state.to_act
        assert seat is not None
        fresh = make_bot(d.level, seat, seed).decide(view_of(state, seat))
        assert fresh == d, (state.hand_number, state.trick_number, seat)
        played = _fact(d, "fact.played")
        if played:
            assert CardSet(played[0]["cards"]) == _played(state)  # type: ignore[arg-type]
        later += state.hand_number > 1
    assert later > 300


@pytest.mark.slow
def test_under_last_trick_history_a_bot_kept_across_hands_remembers_only_this_hand() -> None:
    variant = Variant(history=History.LAST_TRICK)
    later = 0
    for state, d in _game(variant, 11, ("hard", "normal", "hard", "normal")):
        if state.phase is not Phase.PLAY:
            continue
        played = _fact(d, "fact.played")
        assert CardSet(played[0]["cards"]) == _played(state)  # type: ignore[arg-type]
        for void in _fact(d, "fact.void"):
            seat, suit = void["seat"], void["suit"]
            assert isinstance(seat, Seat) and isinstance(suit, Suit)
            assert not state.hand(seat).of_suit(suit)
        later += state.hand_number > 1
    assert later > 300


def test_a_view_between_hands_teaches_a_bot_nothing() -> None:
    """After the last card the state numbers the next hand but lists the tricks just played:
    a bot told of it starts the next hand knowing nothing of them."""
    variant = Variant(history=History.LAST_TRICK)
    bot = make_bot("hard", Seat.SOUTH, 1)
    state = State.new_game(variant, 1)
    table = Table([make_bot("normal", s, 1) for s in Seat])
    for turn in turns(state, table):
        bot.observe(view_of(turn.after, Seat.SOUTH))
        if turn.after.phase is Phase.DEAL:
            state = turn.after
            break
    assert state.hand_number == 2 and len(state.tricks) == 13
    bot.observe(view_of(state, Seat.SOUTH))
    dealt = state.deal()
    bot.observe(view_of(dealt, Seat.SOUTH))
    while dealt.to_act is not Seat.SOUTH or dealt.phase is not Phase.PLAY:
        card = bot.choose(view_of(dealt, Seat.SOUTH)) if dealt.to_act is Seat.SOUTH else table.act(dealt)[0]
        dealt = dealt.apply(card)
        bot.observe(view_of(dealt, Seat.SOUTH))
    d = bot.decide(view_of(dealt, Seat.SOUTH))
    assert _fact(d, "fact.played") == [{"cards": ()}]
    assert not _fact(d, "fact.points-taken")


# ------------------------------------------------------------- "what <seat> knows now"


@pytest.mark.parametrize("hand", [1, 2, 5])
def test_what_a_seat_knows_now_is_true_after_the_section(hand: int) -> None:
    """The walkthrough prints "What <seat> knows now" after a trick: its facts hold then (issue
    20: seed 58 hand 1 said "North has taken points: 11" after North had taken 13)."""
    walk = from_seed(58, "card-1.0.0", TABLE, hand=hand)
    sections = walk.teacher.hands[0].sections
    checked = 0
    for sec, following in zip(sections, (*sections[1:], None), strict=True):
        for seat, facts in sec.news.items():
            for f in facts:
                if f.key == "fact.points-taken":
                    who = f.params["seat"]
                    assert isinstance(who, Seat)
                    assert f.params["points"] == sec.taken[who], (sec.number, seat, f)
                    checked += 1
                if f.key == "fact.void" and following is not None:
                    who, suit = f.params["seat"], f.params["suit"]
                    assert isinstance(who, Seat) and isinstance(suit, Suit)
                    assert not following.hands[who].of_suit(suit), (sec.number, seat, f)
                    checked += 1
    assert checked > 5
    assert not sections[-1].news  # after the last trick: the hand is over, nothing is "now"
