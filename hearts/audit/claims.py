"""The claims of a bot record, each checked against the real position.

One check per record key, written from the key's truth condition
(:data:`hearts.bots.keys.TRUTH`), not from the bots' code: the position is the
engine's full :class:`~hearts.engine.state.State` (every hand), the cards are handled as
:class:`~hearts.cards.CardSet` objects, and the rules come from the variant. A
check returns ``None`` when the claim is true, else a short reason why it is false.

Vocabulary (as in the truth conditions): *given* are the cards a step ranked (what the
steps before it kept), *kept* what it kept (best first); *unseen* cards are neither in
the bot's hand nor played to an earlier trick of the hand nor on the table, nor removed from
the deck, nor in a kitty already taken (a kitty still face down is unseen). The table has the
variant's seats (three to seven): who plays last, who is still to play and who passed to whom
are counted at that size.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

from hearts.bots.decision import Decision, Fact, Param
from hearts.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, CardSet, Rank, Seat, Suit
from hearts.engine.state import Phase, State

__all__ = ["FACT_CHECKS", "Position", "check_fact"]

ALL_CARDS = CardSet((1 << 52) - 1)
QS = QUEEN_OF_SPADES
AS = Card(Suit.SPADES, Rank.ACE)
KS = Card(Suit.SPADES, Rank.KING)


@dataclass(frozen=True)
class Position:
    """The real position when ``seat`` decides, and the decision it took."""

    state: State
    seat: Seat
    decision: Decision

    # the position ------------------------------------------------------------------

    @property
    def passing(self) -> bool:
        return self.state.phase is Phase.PASS

    @cached_property
    def hand(self) -> CardSet:
        """The bot's hand (while passing: without the cards already chosen)."""
        return self.state.hand(self.seat) - self.state.passing(self.seat)

    @cached_property
    def table(self) -> tuple[tuple[Seat, Card], ...]:
        return self.state.current_trick.plays if not self.passing else ()

    @cached_property
    def played(self) -> CardSet:
        """Cards of this hand's completed tricks."""
        out = CardSet()
        for trick in self.state.tricks:
            out |= CardSet(trick.cards)
        return out

    @property
    def seats(self) -> int:
        """The players at the table."""
        return self.state.seats

    @cached_property
    def kitty_known(self) -> CardSet:
        """The kitty once the first trick's winner has taken it (then public), else nothing."""
        return self.state.kitty if self.state.kitty_taken else CardSet()

    @cached_property
    def unseen(self) -> CardSet:
        table = CardSet(c for _, c in self.table)
        return ALL_CARDS - self.hand - self.played - table - self.state.removed - self.kitty_known

    @property
    def leading(self) -> bool:
        return not self.passing and not self.table

    @property
    def led(self) -> Suit | None:
        return self.table[0][1].suit if self.table else None

    @cached_property
    def winning(self) -> tuple[Seat, Card] | None:
        """Who is winning the trick on the table, with which card."""
        if not self.table:
            return None
        best = self.table[0]
        for seat, card in self.table[1:]:
            if card.suit is best[1].suit and card.rank > best[1].rank:
                best = (seat, card)
        return best

    @property
    def last(self) -> bool:
        return len(self.table) == self.seats - 1

    @cached_property
    def after(self) -> tuple[Seat, ...]:
        """Seats still to play to this trick after the bot."""
        n = self.seats
        return tuple(self.seat.offset(i, n) for i in range(1, n - len(self.table)))

    @cached_property
    def point_table(self) -> dict[Card, int]:
        """The variant's point table (POINTS): every card that scores, with its points."""
        values = self.state.variant.card_values()
        return {c: values[c.index] for c in ALL_CARDS if values[c.index]}

    def value(self, card: Card) -> int:
        return self.point_table.get(card, 0)

    def scores(self, card: Card) -> bool:
        return self.value(card) != 0

    def trick_points(self) -> int:
        return sum(self.value(c) for _, c in self.table)

    def taken_scoring(self, seat: Seat) -> CardSet:
        """Scoring cards ``seat`` won in this hand's completed tricks (the kitty with the first)."""
        out = CardSet()
        for trick in self.state.tricks:
            if trick.winner is seat:
                won = CardSet(trick.cards) | (self.kitty_known if trick.number == 1 else CardSet())
                out |= CardSet(c for c in won if self.scores(c))
        return out

    def follows(self) -> bool:
        """The bot holds a card of the suit led."""
        led = self.led
        return led is not None and bool(self.hand.of_suit(led))

    def moon_holder(self, seat: Seat) -> str | None:
        """Why ``seat`` is not the one seat that took every scoring card so far (None: it is)."""
        if seat is self.seat:
            return "names the bot itself"
        if not self.taken_scoring(seat):
            return f"{seat} has taken no scoring card"
        others = [s for s in Seat.at_table(self.seats) if s is not seat and self.taken_scoring(s)]
        if others:
            return f"{others[0]} has taken scoring cards too"
        return None

    def plans_moon(self) -> bool:
        return any(f.key == "fact.moon-plan" for f in self.decision.facts)

    def shown_voids(self, seat: Seat) -> set[Suit]:
        """The suits ``seat`` has shown a void in this hand: a trick of the suit it did not follow."""
        out: set[Suit] = set()
        for trick in (*self.state.tricks, self.state.current_trick):
            if trick.cards:
                led = trick.cards[0].suit
                out |= {led for s, c in trick.plays if s is seat and c.suit is not led}
        return out

    def may_hold_points(self, seat: Seat) -> list[Card]:
        """The point cards (worth more than zero) ``seat`` may hold from what the bot may know:
        unseen, of a suit the seat has not shown a void in, and not passed by the bot to another
        seat (the bot knows where its passed cards went)."""
        voids = self.shown_voids(seat)
        to = self.seat.offset(self.state.pass_direction.offset)
        elsewhere = self.state.passing(self.seat) if to is not seat else CardSet()
        return [c for c in self.unseen if self.value(c) > 0 and c.suit not in voids and c not in elsewhere]

    def unseen_below(self, card: Card) -> int:
        return sum(1 for c in self.unseen.of_suit(card.suit) if c.rank < card.rank)

    def unseen_above(self, card: Card) -> int:
        return sum(1 for c in self.unseen.of_suit(card.suit) if c.rank > card.rank)


# ---------------------------------------------------------------------------- helpers

Check = Callable[[Position, Mapping[str, Param], tuple[Card, ...], tuple[Card, ...]], str | None]


def _ordered(
    kept: tuple[Card, ...], given: tuple[Card, ...], key: Callable[[Card], tuple[int, ...]]
) -> str | None:
    """An ordering step: ``kept`` holds exactly ``given``, ranked by ``key`` (ties in any order)."""
    if sorted(kept) != sorted(given):
        return "it does not only order the cards: kept " + _cards(kept) + " of " + _cards(given)
    for a, b in pairwise(kept):
        if key(a) > key(b):
            return f"{a} comes before {b}, against the order the sentence gives"
    return None


def _keeps(
    kept: tuple[Card, ...],
    given: tuple[Card, ...],
    wanted: Iterable[Card],
    key: Callable[[Card], tuple[int, ...]] | None = None,
) -> str | None:
    """A step that keeps some: ``kept`` is exactly the ``wanted`` given cards, ranked by ``key``."""
    want = [c for c in given if c in set(wanted)]
    if not want:
        return "none of the cards it names were there to keep: " + _cards(given)
    if sorted(kept) != sorted(want):
        return f"kept {_cards(kept)}, the sentence says {_cards(want)}"
    if key is not None:
        for a, b in pairwise(kept):
            if key(a) > key(b):
                return f"{a} comes before {b}, against the order the sentence gives"
    return None


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards) or "-"


def _first(*checks: str | None) -> str | None:
    for c in checks:
        if c is not None:
            return c
    return None


def _need(ok: bool, why: str) -> str | None:
    return None if ok else why


def _rank_up(c: Card) -> tuple[int, ...]:
    return (c.rank,)


def _rank_down(c: Card) -> tuple[int, ...]:
    return (-c.rank,)


# ------------------------------------------------------------ the steps' vocabulary

Cards = tuple[Card, ...]


def _beats(c: Card, over: Card) -> bool:
    return c.suit is over.suit and c.rank > over.rank


def _winner_is(p: Position, over: Param) -> str | None:
    w = p.winning
    if w is None:
        return "there is no trick on the table"
    return _need(over == w[1], f"{w[1]} is winning the trick, not {over}")


def _all_beat(given: Cards, over: Card) -> str | None:
    low = [c for c in given if not _beats(c, over)]
    return _need(not low, f"{low[0] if low else ''} does not beat {over}")


def _cannot_follow(p: Position) -> str | None:
    if p.led is None:
        return "nothing was led"
    return _need(not p.follows(), f"the hand still holds {p.led.symbol}")


def _leads(p: Position) -> str | None:
    return _need(p.leading, "the bot does not lead")


def _plan(p: Position) -> str | None:
    return _need(p.plans_moon(), "the bot has no moon plan")


def _points_high(p: Position) -> Callable[[Card], tuple[int, ...]]:
    return lambda c: (p.value(c), -c.rank)


def _moon_seat(p: Position, a: Mapping[str, Param]) -> tuple[Seat | None, str | None]:
    seat = a.get("seat")
    if not isinstance(seat, Seat):
        return None, "no seat"
    return seat, p.moon_holder(seat)


# ------------------------------------------------------------------------------- facts


def _cardset(value: Param) -> CardSet:
    return CardSet(value) if isinstance(value, tuple) else CardSet()


def _fact_hand(p: Position, a: Mapping[str, Param]) -> str | None:
    return _first(
        _need(a["seat"] is p.seat, f"the bot is {p.seat}"),
        _need(_cardset(a["cards"]) == p.hand, f"the hand is {_cards(sorted(p.hand))}"),
    )


def _fact_scoring(p: Position, a: Mapping[str, Param]) -> str | None:
    """Each heart scores ``heart``, the Q♠ ``queen``, the J♦ ``jack_diamonds``, nothing else scores."""
    said = {c: a["heart"] for c in ALL_CARDS if c.suit is Suit.HEARTS}
    said[QS] = a["queen"]
    said[JACK_OF_DIAMONDS] = a["jack_diamonds"]
    wrong = [c for c in ALL_CARDS if said.get(c, 0) != p.value(c)]
    return _need(not wrong, f"{wrong[0] if wrong else ''} scores {p.value(wrong[0]) if wrong else 0}")


def _fact_point_table(p: Position, a: Mapping[str, Param]) -> str | None:
    """Every card that scores, with its points, most first then in card order; the moon knobs."""
    want = sorted(p.point_table.items(), key=lambda item: (-item[1], item[0].index))
    text = " ".join(f"{c.format()}={v}" for c, v in want)
    v = p.state.variant
    return _first(
        _need(a["table"] == text, f"the point table is {text}"),
        _need(a["moon_cards"] == v.moon_cards.value, f"a moon needs {v.moon_cards.value}"),
        _need(a["first_trick_cards"] == v.first_trick_cards.value, "another first-trick knob"),
    )


def _fact_pass(p: Position, a: Mapping[str, Param]) -> str | None:
    return _first(
        _need(p.passing, "not passing"),
        _need(a["count"] == p.state.variant.pass_count, "another pass count"),
        _need(a["direction"] == str(p.state.pass_direction), f"passing {p.state.pass_direction}"),
        _need(_cardset(a["chosen"]) == p.state.passing(p.seat), "other cards chosen"),
    )


def _fact_trick(p: Position, a: Mapping[str, Param]) -> str | None:
    trick = p.state.current_trick
    return _first(
        _need(a["number"] == trick.number, f"this is trick {trick.number}"),
        _need(a["leader"] is trick.leader, f"{trick.leader} led"),
        _need(a["cards"] == trick.cards, f"the table holds {_cards(trick.cards)}"),
    )


def _fact_broken(p: Position, a: Mapping[str, Param]) -> str | None:
    return _need(a["broken"] == p.state.hearts_broken, f"hearts broken is {p.state.hearts_broken}")


def _fact_played(p: Position, a: Mapping[str, Param]) -> str | None:
    return _need(_cardset(a["cards"]) == p.played, f"the earlier tricks hold {_cards(sorted(p.played))}")


def _fact_points_taken(p: Position, a: Mapping[str, Param]) -> str | None:
    seat = a["seat"]
    if not isinstance(seat, Seat):
        return "no seat"
    taken = p.taken_scoring(seat)
    points = sum(p.value(c) for c in taken)
    return _first(
        _need(_cardset(a["cards"]) == taken, f"{seat} took the scoring cards {_cards(sorted(taken))}"),
        _need(a["points"] == points, f"they are worth {points}"),
    )


def _fact_void(p: Position, a: Mapping[str, Param]) -> str | None:
    seat, suit = a["seat"], a["suit"]
    if not isinstance(seat, Seat) or not isinstance(suit, Suit):
        return "no seat or suit"
    if p.state.hand(seat).of_suit(suit):
        return f"{seat} still holds {suit.symbol}"
    first = None
    for trick in (*p.state.tricks, p.state.current_trick):
        if trick.cards and trick.cards[0].suit is suit:
            for s, c in trick.plays:
                if s is seat and c.suit is not suit:
                    first = trick.number
                    break
        if first is not None:
            break
    return _need(a["since_trick"] == first, f"{seat} first showed it on trick {first}")


def _fact_table(p: Position, a: Mapping[str, Param]) -> str | None:
    """The table's size, the hand size, the removed cards, the kitty's size and, once taken, its
    cards; said only at a table other than the card's (four seats, the full deck)."""
    state, deal = p.state, p.state.variant
    left = 52 - len(state.removed)
    size, spare = left // state.seats, left % state.seats
    return _first(
        _need(state.seats != 4 or bool(state.removed) or bool(spare), "the card's own table: nothing to say"),
        _need(a["seats"] == state.seats, f"{state.seats} players sit at the table"),
        _need(a["hand_size"] == size, f"each is dealt {size} cards"),
        _need(
            _cardset(a["removed"]) == state.removed, f"the removed cards are {_cards(sorted(state.removed))}"
        ),
        _need(a["kitty_size"] == spare, f"the kitty holds {spare} cards"),
        _need(
            _cardset(a["kitty"]) == p.kitty_known,
            "the kitty is still face down"
            if not p.kitty_known
            else f"the kitty is {_cards(sorted(p.kitty_known))}",
        ),
        _need(deal.players == state.seats, "the variant names another table"),
    )


def _fact_passed(p: Position, a: Mapping[str, Param]) -> str | None:
    to = p.seat.offset(p.state.pass_direction.offset_at(p.seats), p.seats)
    return _first(
        _need(a["seat"] is to, f"the cards went to {to}"),
        _need(_cardset(a["cards"]) == p.state.passing(p.seat), "other cards were passed"),
    )


def _fact_received(p: Position, a: Mapping[str, Param]) -> str | None:
    frm = p.seat.offset(-p.state.pass_direction.offset_at(p.seats), p.seats)
    got = p.state.received(p.seat)
    return _first(
        _need(a["seat"] is frm, f"the cards came from {frm}"),
        _need(got is not None and _cardset(a["cards"]) == got, "other cards were received"),
    )


def _fact_moon_threat(p: Position, a: Mapping[str, Param]) -> str | None:
    seat = a["seat"]
    if not isinstance(seat, Seat):
        return "no seat"
    points = sum(p.value(c) for c in p.taken_scoring(seat))
    return _first(p.moon_holder(seat), _need(a["points"] == points, f"{seat} has {points} points"))


def _fact_moon_plan(p: Position, a: Mapping[str, Param]) -> str | None:
    others = [s for s in Seat.at_table(p.seats) if s is not p.seat and p.taken_scoring(s)]
    return _need(not others, f"{others[0] if others else ''} has taken a scoring card")


def _fact_pass_drawn(p: Position, a: Mapping[str, Param]) -> str | None:
    """PASS-RANDOM: the variant draws, and the direction is the one this hand's deal drew (worked
    out here from the deal's notation, as docs/rules/peers.md writes it)."""
    v, deal = p.state.variant, p.state.current_deal
    if not v.pass_random or deal is None:
        return "the pass direction is not drawn"
    digest = hashlib.sha256(deal.format().encode("utf-8")).digest()
    drawn = v.pass_cycle[int.from_bytes(digest[:8], "big") % len(v.pass_cycle)]
    return _need(p.passing and a["direction"] == str(drawn), f"the deal drew {drawn}")


def _fact_unpassable(p: Position, a: Mapping[str, Param]) -> str | None:
    """PASS-KEEP: exactly the bot's cards (held or chosen) that the variant keeps from passing."""
    kept = {Card.parse(name) for name in p.state.variant.unpassable}
    mine = [c for c in p.state.hand(p.seat) if c in kept]
    return _need(p.passing and _cardset(a["cards"]) == CardSet(mine), f"may not pass {_cards(mine)}")


def _fact_queen_rule(rule: str) -> Callable[[Position, Mapping[str, Param]], str | None]:
    def check(p: Position, a: Mapping[str, Param]) -> str | None:
        played = p.state.variant.queen_play.value
        return _need(played == rule, f"the Q♠ is played {played}")

    return check


def _fact_no_trick_bonus(p: Position, a: Mapping[str, Param]) -> str | None:
    """NO-TRICK-BONUS: the variant's points, and the tricks of this hand the bot won."""
    won = sum(1 for t in p.state.tricks if t.winner == p.seat)
    points = p.state.variant.no_trick_points
    return _first(
        _need(bool(points) and a["points"] == points, f"no trick scores {points}"),
        _need(a["tricks"] == won, f"{p.seat} won {won} trick(s)"),
    )


FACT_CHECKS: dict[str, Callable[[Position, Mapping[str, Param]], str | None]] = {
    "fact.hand": _fact_hand,
    "fact.scoring": _fact_scoring,
    "fact.point-table": _fact_point_table,
    "fact.table": _fact_table,
    "fact.pass": _fact_pass,
    "fact.trick": _fact_trick,
    "fact.hearts-broken": _fact_broken,
    "fact.played": _fact_played,
    "fact.points-taken": _fact_points_taken,
    "fact.void": _fact_void,
    "fact.passed": _fact_passed,
    "fact.received": _fact_received,
    "fact.moon-threat": _fact_moon_threat,
    "fact.moon-plan": _fact_moon_plan,
    "fact.pass-drawn": _fact_pass_drawn,
    "fact.unpassable": _fact_unpassable,
    "fact.queen-after-hearts": _fact_queen_rule("after-hearts"),
    "fact.queen-first-chance": _fact_queen_rule("first-chance"),
    "fact.no-trick-bonus": _fact_no_trick_bonus,
}


def check_fact(p: Position, fact: Fact) -> str | None:
    fn = FACT_CHECKS.get(fact.key)
    if fn is None:
        return f"no truth condition for {fact.key}"
    return fn(p, fact.params)
