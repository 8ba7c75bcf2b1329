"""The step claims: each step key's sentence, checked against the position and the cards.

A check gets the position, the step's parameters, the cards it was *given* and the
cards it *kept* (best first), and returns ``None`` when the sentence is true, else why
not. Each is written from :data:`hearts.bots.keys.TRUTH`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from hearts.audit.claims import (
    AS,
    KS,
    QS,
    Cards,
    Position,
    _all_beat,
    _beats,
    _cannot_follow,
    _first,
    _keeps,
    _leads,
    _moon_seat,
    _need,
    _ordered,
    _plan,
    _points_high,
    _rank_down,
    _rank_up,
    _winner_is,
    partner_of,
)
from hearts.bots.decision import Param
from hearts.cards import Card, Rank, Seat, Suit
from hearts.engine.variant import FirstTrickPoints

__all__ = ["STEP_CHECKS", "check_step"]

StepCheck = Callable[[Position, Mapping[str, Param], Cards, Cards], str | None]


# ------------------------------------------------------------------------------ general


def _only_legal(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    legal = p.state.legal_set()
    return _need(len(legal) == 1 and tuple(legal) == kept, f"{len(legal)} cards are legal")


def _lowest(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _ordered(kept, given, _rank_up)


def _highest(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _ordered(kept, given, _rank_down)


def _random(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    draw = a["draw"]
    if not isinstance(draw, int) or not given:
        return "no draw"
    return _need(kept == (given[draw % len(given)],), "another card than the one drawn")


def _danger_key(c: Card) -> tuple[int, ...]:
    if c == QS:
        return (0, 0)
    if c in (AS, KS):
        return (1, -c.rank)
    if c.suit is Suit.HEARTS:
        return (2, -c.rank)
    return (3, -c.rank)


def _queen_played(p: Position, a: Mapping[str, Param]) -> str | None:
    """The danger sentences say whether the Q♠ is gone: an earlier trick or the table holds her."""
    gone = QS in p.played or any(c == QS for _, c in p.table)
    return _need(a.get("queen_played") is gone, f"the Q♠ played: {gone}, the sentence says otherwise")


def _danger(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(_queen_played(p, a), _ordered(kept, given, _danger_key))


def _danger_points(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    queen_heavy = p.value(QS) >= 5

    def key(c: Card) -> tuple[int, ...]:
        v = p.value(c)
        if v >= 5:
            return (0, -v, -c.rank)
        if c in (AS, KS) and queen_heavy:
            return (1, 0, -c.rank)
        if v > 0:
            return (2, -v, -c.rank)
        return (3 if v == 0 else 4, 0, -c.rank)

    named = a["cards"]
    heavy = [c for c in given if p.value(c) >= 5]
    if not isinstance(named, tuple) or sorted(named) != sorted(heavy):
        return f"the cards worth 5 or more given are {' '.join(map(str, heavy)) or '-'}"
    catchers = queen_heavy and (p.value(AS) < 5 or p.value(KS) < 5)
    bonus = any(p.value(c) < 0 for c in given)
    return _first(
        _need(a["catchers"] == catchers, f"the A♠ and K♠ rank as catchers of the Q♠: {catchers}"),
        _need(bool(a.get("bonus")) is bonus, f"a card ranked is worth less than zero: {bonus}"),
        _queen_played(p, a),
        _ordered(named, tuple(heavy), lambda c: (-p.value(c), -c.rank)),
        _ordered(kept, given, key),
    )


def _take_bonus(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    over = a["over"]
    if not isinstance(over, Card):
        return "no card"
    return _first(
        _winner_is(p, over),
        _need(a["points"] == p.trick_points(), f"the trick holds {p.trick_points()} points"),
        _need(p.trick_points() < 0, "the trick is not worth less than zero"),
        _keeps(kept, given, [c for c in given if _beats(c, over)], lambda c: (p.value(c), c.rank)),
    )


def _keep_bonus(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    named = a["cards"]
    bonus = [c for c in given if p.value(c) < 0]
    return _first(
        _need(isinstance(named, tuple) and sorted(named) == sorted(bonus), "others are worth less than 0"),
        _need(len(bonus) < len(given), "every card given is a bonus"),
        _keeps(kept, given, [c for c in given if p.value(c) >= 0]),
    )


def _dump_points(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    most = max(p.value(c) for c in given) if given else 0
    return _first(
        _cannot_follow(p),
        _need(a["points"] == most and most >= 5, f"the most a card given is worth is {most}"),
        _keeps(kept, given, [c for c in given if p.value(c) == most], _rank_down),
    )


def _duck(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    under = a["under"]
    if not isinstance(under, Card):
        return "no card"
    below = [c for c in given if c.suit is under.suit and c.rank < under.rank]
    return _first(_winner_is(p, under), _keeps(kept, given, below, _rank_down))


def _win_cheaply(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    w = p.winning
    if w is None:
        return "there is no trick on the table"
    return _first(_all_beat(given, w[1]), _ordered(kept, given, lambda c: (p.value(c), c.rank)))


def _win_high(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    over = a["over"]
    if not isinstance(over, Card):
        return "no card"
    return _first(
        _need(p.last, "the bot does not play last"),
        _winner_is(p, over),
        _all_beat(given, over),
        _need(a["points"] == p.trick_points(), f"the trick holds {p.trick_points()} points"),
        _ordered(kept, given, _points_high(p)),
    )


def _last_free(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _need(p.last, "the bot does not play last"),
        _need(p.trick_points() == 0, f"the trick holds {p.trick_points()} points"),
        _ordered(kept, given, _points_high(p)),
    )


# ------------------------------------------------------------------------------ passing


def _spades_below_queen(p: Position) -> list[Card]:
    return [c for c in p.hand.of_suit(Suit.SPADES) if c.rank < Rank.QUEEN]


def _keep_spade_guards(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    low = _spades_below_queen(p)
    return _first(
        _need(QS in p.hand, "the Q♠ is not in hand"),
        _need(a["guards"] == len(low), f"the hand holds {len(low)} spades below the Q♠"),
        _keeps(kept, given, [c for c in given if c not in low]),
    )


def _pass_high_spades(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    low = _spades_below_queen(p)
    order = {QS: 0, AS: 1, KS: 2}
    queen = QS in p.hand
    return _first(
        _need(a["guards"] == len(low), f"the hand holds {len(low)} spades below the Q♠"),
        _need(a.get("queen", True) is queen, f"the Q♠ in hand: {queen}, the sentence says otherwise"),
        _keeps(kept, given, order, lambda c: (order[c],)),
    )


def _pass_high_hearts(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    low = a["from_rank"]
    if not isinstance(low, int):
        return "no rank"
    return _keeps(kept, given, [c for c in given if c.suit is Suit.HEARTS and c.rank >= low], _rank_down)


def _pass_void_suit(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    suit = a["suit"]
    if not isinstance(suit, Suit):
        return "no suit"
    n = len(p.hand.of_suit(suit))
    left = p.state.variant.pass_count - len(p.state.passing(p.seat))
    stays = [c for c in p.hand.of_suit(suit) if c not in given]
    return _first(
        _need(a["length"] == n, f"the hand holds {n} {suit.symbol}"),
        _need(n <= left, f"only {left} cards are still to pass"),
        _need(not stays, f"{stays[0] if stays else ''} stays in hand: no void in {suit.symbol}"),
        _keeps(kept, given, [c for c in given if c.suit is suit], _rank_down),
    )


def _pass_shape(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _ordered(kept, given, lambda c: (-c.rank, len(p.hand.of_suit(c.suit))))


# ------------------------------------------------------------------------------ leading


def _flush_queen(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    high = [c for c in p.hand.of_suit(Suit.SPADES) if c.rank >= Rank.QUEEN]
    return _first(
        _leads(p),
        _need(QS in p.unseen, "the Q♠ is not out"),
        _need(not high, f"{high[0] if high else ''} is not lower than the Q♠"),
        _keeps(kept, given, _spades_below_queen(p), _rank_up),
    )


def _avoid_high_spades(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _leads(p),
        _need(QS not in p.played, "the Q♠ is played"),
        _keeps(kept, given, [c for c in given if c not in (AS, KS, QS)]),
    )


def _lead_safest(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _leads(p),
        _need(a["hearts_broken"] == p.state.hearts_broken, "hearts broken is not what it says"),
        _ordered(kept, given, lambda c: (p.unseen_below(c), -p.unseen_above(c), c.rank)),
    )


def _avoid_void_suit(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    seat, suit = a["seat"], a["suit"]
    if not isinstance(seat, Seat) or not isinstance(suit, Suit):
        return "no seat or suit"
    return _first(
        _leads(p),
        _need(not p.state.hand(seat).of_suit(suit), f"{seat} still holds {suit.symbol}"),
        _need(bool(p.may_hold_points(seat)), f"{seat} can be seen to hold no point card to throw"),
        _keeps(kept, given, [c for c in given if not (c.suit is suit and p.unseen_below(c))]),
    )


# ---------------------------------------------------------------------------- following


def _queen_under(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    over = a["over"]
    if not isinstance(over, Card):
        return "no card"
    return _first(
        _winner_is(p, over),
        _need(_beats(over, QS), f"{over} is not a spade above the Q♠"),
        _keeps(kept, given, [QS]),
    )


def _early_high(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _need(p.state.current_trick.number == 1, "not the first trick"),
        _need(
            p.state.variant.first_trick_points is not FirstTrickPoints.ALLOWED,
            "the variant lets points be thrown on the first trick",
        ),
        _need(p.led is a["suit"], "another suit was led"),
        _need(p.trick_points() == 0, "the trick holds points"),
        _ordered(kept, given, _points_high(p)),
    )


def _will_win(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    over, suit = a["over"], a["suit"]
    if not isinstance(over, Card) or not isinstance(suit, Suit) or not given:
        return "no card or suit"
    low = min(c.rank for c in given)
    beaters = [s for s in p.after if any(c.rank > low for c in p.state.hand(s).of_suit(suit))]
    if a["voids"]:
        known = _need(all(not p.state.hand(s).of_suit(suit) for s in p.after), "someone after holds the suit")
    else:
        known = _need(not [c for c in p.unseen.of_suit(suit) if c.rank > low], "a higher card is unseen")
    return _first(
        _winner_is(p, over),
        _need(p.led is suit, "another suit was led"),
        _all_beat(given, over),
        known,
        _need(not beaters, f"{beaters[0] if beaters else ''} can beat them"),
        _ordered(kept, given, _points_high(p)),
    )


# --------------------------------------------------------------------------- discarding


def _dump_queen(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(_cannot_follow(p), _keeps(kept, given, [QS]))


def _dump_high_spades(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _cannot_follow(p),
        _need(QS in p.unseen, "the Q♠ is not out"),
        _keeps(kept, given, [AS, KS], _rank_down),
    )


def _dump_hearts(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _cannot_follow(p),
        _need(a["hearts_broken"] == p.state.hearts_broken, "hearts broken is not what it says"),
        _keeps(kept, given, [c for c in given if c.suit is Suit.HEARTS and p.unseen_below(c)], _rank_down),
    )


def _dump_highest(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _cannot_follow(p),
        _ordered(kept, given, lambda c: (-p.unseen_below(c), len(p.hand.of_suit(c.suit)), -c.rank)),
    )


def _discard_tops(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    tops = {max((c for c in given if c.suit is s), key=lambda c: c.rank) for s in {c.suit for c in given}}
    if QS in given:
        tops.add(QS)
    return _first(_cannot_follow(p), _keeps(kept, given, tops, _rank_down))


def _sampled_playouts(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    scores: dict[Card, int] = {}
    for item in str(a["scores"]).split():
        card, _, total = item.rpartition("=")
        scores[Card.parse(card)] = int(total)
    worlds, samples = a["worlds"], a["samples"]
    if not isinstance(worlds, int) or not isinstance(samples, int):
        return "no count of worlds"
    return _first(
        _need(set(scores) == set(given), "the scores do not name the cards weighed"),
        _need(0 < worlds <= samples, f"{worlds} worlds of {samples}"),
        _ordered(kept, given, lambda c: (scores.get(c, 0),)),
    )


# ---------------------------------------------------------------------------------- moon


def _moon_keep_hearts(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    """ "<seat> ... may still win this trick": it is winning it, or, from what the bot can see,
    it plays after, has shown no void in the suit led and an unseen card of it is higher."""
    seat, bad = _moon_seat(p, a)
    w = p.winning
    may_win = (
        seat is not None
        and w is not None
        and (
            w[0] is seat
            or (
                seat in p.after
                and w[1].suit not in p.shown_voids(seat)
                and any(c.suit is w[1].suit and c.rank > w[1].rank for c in p.unseen)
            )
        )
    )
    return _first(
        bad,
        _need(may_win, f"{seat} cannot win this trick, from what the bot can see"),
        _keeps(kept, given, [c for c in given if c.suit is not Suit.HEARTS]),
    )


def _moon_split(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    seat, bad = _moon_seat(p, a)
    w = p.winning
    return _first(
        bad,
        _need(any(s is seat for s, _ in p.table), f"{seat} has not played to this trick"),
        _need(w is not None and w[0] is a["winner"] and w[0] is not seat, "another seat is winning"),
        _keeps(kept, given, [c for c in given if c.suit is Suit.HEARTS], _rank_up),
    )


def _moon_take(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    seat, bad = _moon_seat(p, a)
    over = a["over"]
    if not isinstance(over, Card):
        return "no card"
    w = p.winning
    beat = [c for c in given if _beats(c, over)]
    if a["shooter_to_play"]:
        case = _first(
            _need(seat in p.after, f"{seat} does not play after the bot"),
            _keeps(kept, given, beat, _rank_down),
        )
    else:
        case = _first(
            _need(w is not None and w[0] is seat, f"{seat} is not winning the trick"),
            _need(p.trick_points() != 0, "the trick holds no points"),
            _keeps(kept, given, beat, lambda c: (p.value(c), c.rank)),
        )
    return _first(bad, _winner_is(p, over), case)


def _moon_lead_stopper(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    _, bad = _moon_seat(p, a)
    top = [c for c in given if c.suit is Suit.HEARTS and not p.unseen_above(c)]
    return _first(_leads(p), bad, _keeps(kept, given, top, _rank_up))


def _moon_pass_low(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(_plan(p), _ordered(kept, given, lambda c: (int(c.suit is Suit.HEARTS or c == QS), c.rank)))


def _moon_lead_high(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    return _first(
        _leads(p),
        _plan(p),
        _ordered(kept, given, lambda c: (p.unseen_above(c), int(c.suit is Suit.HEARTS), -c.rank)),
    )


def _moon_win(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    over = a["over"]
    if not isinstance(over, Card):
        return "no card"
    return _first(
        _plan(p), _winner_is(p, over), _keeps(kept, given, [c for c in given if _beats(c, over)], _rank_down)
    )


def _moon_discard_low(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    w = p.winning
    if w is None:
        return "there is no trick on the table"
    winners = [c for c in given if _beats(c, w[1])]
    safe = [c for c in given if p.value(c) <= 0]
    return _first(
        _plan(p),
        _need(not winners, f"{winners[0] if winners else ''} could win the trick"),
        _keeps(kept, given, safe or given, _rank_up),
    )


# ------------------------------------------------------------------------- partnerships


def _spare_partner(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    partner = partner_of(p)
    w = p.winning
    low = min((p.value(c) for c in given), default=0)
    return _first(
        _need(partner is not None and a["seat"] is partner, f"the bot's partner is {partner}"),
        _need(w is not None and w[0] is partner, f"{w[0] if w else 'nobody'} is winning the trick"),
        _need(any(p.value(c) != low for c in given), "every card given is worth the same"),
        _keeps(kept, given, [c for c in given if p.value(c) == low]),
    )


def _pass_spare_partner(p: Position, a: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    partner = partner_of(p)
    to = p.seat.offset(p.state.pass_direction.offset_at(p.seats), p.seats)
    return _first(
        _need(p.passing, "the bot is not passing"),
        _need(partner is not None and a["seat"] is partner and to is partner, f"the pass goes to {to}"),
        _need(any(p.value(c) > 0 for c in given), "no card given is worth points"),
        _keeps(kept, given, [c for c in given if p.value(c) <= 0]),
    )


STEP_CHECKS: dict[str, StepCheck] = {
    "step.only-legal": _only_legal,
    "step.spare-partner": _spare_partner,
    "step.pass-spare-partner": _pass_spare_partner,
    "step.lowest": _lowest,
    "step.highest": _highest,
    "step.random": _random,
    "step.danger": _danger,
    "step.danger-points": _danger_points,
    "step.duck": _duck,
    "step.win-cheaply": _win_cheaply,
    "step.win-high": _win_high,
    "step.last-free": _last_free,
    "step.keep-spade-guards": _keep_spade_guards,
    "step.pass-high-spades": _pass_high_spades,
    "step.pass-high-hearts": _pass_high_hearts,
    "step.pass-void-suit": _pass_void_suit,
    "step.pass-shape": _pass_shape,
    "step.flush-queen": _flush_queen,
    "step.avoid-high-spades": _avoid_high_spades,
    "step.lead-safest": _lead_safest,
    "step.avoid-void-suit": _avoid_void_suit,
    "step.queen-under": _queen_under,
    "step.early-high": _early_high,
    "step.will-win": _will_win,
    "step.take-bonus": _take_bonus,
    "step.keep-bonus": _keep_bonus,
    "step.dump-points": _dump_points,
    "step.dump-queen": _dump_queen,
    "step.dump-high-spades": _dump_high_spades,
    "step.dump-hearts": _dump_hearts,
    "step.dump-highest": _dump_highest,
    "step.discard-tops": _discard_tops,
    "step.sampled-playouts": _sampled_playouts,
    "step.moon-keep-hearts": _moon_keep_hearts,
    "step.moon-split": _moon_split,
    "step.moon-take": _moon_take,
    "step.moon-lead-stopper": _moon_lead_stopper,
    "step.moon-pass-low": _moon_pass_low,
    "step.moon-lead-high": _moon_lead_high,
    "step.moon-win": _moon_win,
    "step.moon-discard-low": _moon_discard_low,
}


def check_step(p: Position, key: str, params: Mapping[str, Param], given: Cards, kept: Cards) -> str | None:
    fn = STEP_CHECKS.get(key)
    if fn is None:
        return f"no truth condition for {key}"
    return fn(p, params, given, kept)
