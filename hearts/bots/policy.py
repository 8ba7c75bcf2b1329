"""How each level thinks: it looks at the known facts and writes a plan of steps.

A plan is a list of ``(step key, params, clause)``; :func:`hearts.bots.steps.run_plan`
runs it. The policy only chooses which steps apply and with which parameters; the
cards are picked by the registered steps, so the record is the real cause of the
choice.

* Easy (AI-EASY): pass and discard the most dangerous cards; under a trick that
  holds points, play the highest card that stays under the winner, else win as
  cheaply as possible; otherwise play low.
* Normal (AI-NORMAL): passes with a plan (high spades when short in spades, high
  hearts, voiding a short suit), plays low, drops the Q♠ on the first safe discard
  or under a higher spade, flushes the Q♠ with low spades, counts the cards played
  and watches whether hearts are broken.
* Hard (AI-HARD): Normal plus memory of voids and passed cards, certainty from the
  cards counted, moon defence, and shooting the moon with a hand that can; from the
  middle of the hand on it weighs its plays by sampled playouts
  (:mod:`hearts.bots.search`, ``step.sampled-playouts``).
"""

from __future__ import annotations

from hearts.bots.decision import Param
from hearts.bots.knowledge import HEAVY, Known, moon_hand, moon_threat
from hearts.bots.search import classes, count_worlds, format_scores
from hearts.bots.steps import STEPS, Plan, search_scores
from hearts.cards import BB_HEARTS as HEARTS
from hearts.cards import BB_QS as QS
from hearts.cards import BB_SPADES as SPADES
from hearts.cards import BB_SUITS as SUITS
from hearts.cards import Card, Rank, Seat, Suit
from hearts.engine.variant import PassDirection

__all__ = ["easy_plan", "hard_plan", "moon_hand", "moon_threat", "normal_plan"]

_HIGH_SPADES = Card(Suit.SPADES, Rank.ACE).bit | Card(Suit.SPADES, Rank.KING).bit
_SPADES_BELOW_Q = SPADES & (QS - 1)


def _legal_mask(cands: tuple[Card, ...]) -> int:
    m = 0
    for c in cands:
        m |= c.bit
    return m


# ---------------------------------------------------------------------- Easy


def _danger(k: Known, cands: tuple[Card, ...], clause: str) -> Plan:
    """The most dangerous card first: as on the card, or by the variant's point table (the order
    is fixed; ``queen_played`` lets the sentence say when the Q♠ it ranks A♠ and K♠ for is gone)."""
    played = bool((k.played | k.trick_mask) & QS)
    if k.classic:
        return [("step.danger", {"queen_played": played}, clause)]
    bonus = any(c.bit & k.bonus_mask for c in cands)
    params: dict[str, Param] = {
        "cards": k.heavy(cands),
        "catchers": k.catchers,
        "queen_played": played,
        "bonus": bonus,
    }
    return [("step.danger-points", params, clause)]


def _keep_bonus(k: Known, cands: tuple[Card, ...], clause: str) -> Plan:
    """Keep the bonus cards (below zero) in hand when there is something else to give."""
    bonus = tuple(c for c in cands if c.bit & k.bonus_mask)
    if bonus and len(bonus) < len(cands):
        return [("step.keep-bonus", {"cards": bonus}, clause)]
    return []


def easy_plan(k: Known, cands: tuple[Card, ...]) -> Plan:
    if k.phase == "pass":
        return _danger(k, cands, "AI-EASY")
    if not k.trick:
        return [("step.lowest", {}, "AI-EASY")]
    won = k.winner()
    assert won is not None
    w, _ = won
    if not _legal_mask(cands) & SUITS[w.suit]:
        return _danger(k, cands, "AI-EASY")
    if k.points(k.trick_mask) > 0:
        if any(c.rank < w.rank for c in cands):
            return [("step.duck", {"under": w}, "AI-EASY")]
        return [("step.win-cheaply", {}, "AI-EASY")]
    return [("step.lowest", {}, "AI-EASY")]


# -------------------------------------------------------------------- Normal


def _normal_pass(k: Known, cands: tuple[Card, ...]) -> Plan:
    hand = k.hand
    guards = (hand & _SPADES_BELOW_Q).bit_count()
    plan: Plan = _keep_bonus(k, cands, "AI-NORMAL")
    if hand & QS and guards >= 3:
        plan.append(("step.keep-spade-guards", {"guards": guards}, "AI-NORMAL"))
    elif hand & (QS | _HIGH_SPADES):
        queen = bool(hand & QS)  # without her, the A♠ and K♠ go whatever the guards
        plan.append(("step.pass-high-spades", {"guards": guards, "queen": queen}, "AI-NORMAL"))
        return [*plan, ("step.pass-shape", {}, "AI-NORMAL")]
    if hand & HEARTS & ~((1 << (Suit.HEARTS * 13 + Rank.JACK - 2)) - 1):
        plan.append(("step.pass-high-hearts", {"from_rank": int(Rank.JACK)}, "AI-NORMAL"))
        return [*plan, ("step.pass-shape", {}, "AI-NORMAL")]
    left = k.pass_count - k.chosen.bit_count()
    short: tuple[int, Suit] | None = None
    for suit in (Suit.CLUBS, Suit.DIAMONDS):
        if hand & SUITS[suit] & k.bonus_mask:
            continue  # a bonus card of the suit stays in hand (step.keep-bonus): no void there
        n = (hand & SUITS[suit]).bit_count()
        if 0 < n <= left and (short is None or n < short[0]):
            short = (n, suit)
    if short is not None:
        plan.append(("step.pass-void-suit", {"suit": short[1], "length": short[0]}, "AI-NORMAL"))
    plan.append(("step.pass-shape", {}, "AI-NORMAL"))
    return plan


def _normal_lead(k: Known, cands: tuple[Card, ...]) -> Plan:
    plan: Plan = []
    legal = _legal_mask(cands)
    spades = k.hand & SPADES
    if k.queen_out and spades and not spades & ~_SPADES_BELOW_Q and legal & SPADES:
        plan.append(("step.flush-queen", {}, "AI-NORMAL"))
        return plan
    if (k.queen_out or k.hand & QS) and legal & (_HIGH_SPADES | QS):
        plan.append(("step.avoid-high-spades", {}, "AI-NORMAL"))
    plan.append(("step.lead-safest", {"hearts_broken": k.broken}, "AI-NORMAL"))
    return plan


def _normal_follow(k: Known, cands: tuple[Card, ...], w: Card) -> Plan:
    last = k.plays_last
    legal = _legal_mask(cands)
    if w.suit is Suit.SPADES and legal & QS and w.rank > Rank.QUEEN:
        return [("step.queen-under", {"over": w}, "AI-NORMAL")]
    can_duck = any(c.rank < w.rank for c in cands)
    pts = k.points(k.trick_mask)
    if pts < 0 and any(c.rank > w.rank for c in cands):
        return [("step.take-bonus", {"points": pts, "over": w}, "AI-NORMAL")]
    if last and not can_duck:
        return [("step.win-high", {"points": pts, "over": w}, "AI-NORMAL")]
    if last and pts == 0 and not (w.suit is Suit.SPADES and legal & QS and w.rank < Rank.QUEEN):
        return [("step.last-free", {}, "AI-NORMAL")]
    if can_duck:
        return [("step.duck", {"under": w}, "AI-NORMAL")]
    return [("step.win-cheaply", {}, "AI-NORMAL")]


def _normal_discard(k: Known, cands: tuple[Card, ...]) -> Plan:
    legal = _legal_mask(cands)
    if k.classic and legal & QS:
        return [("step.dump-queen", {}, "AI-NORMAL")]
    heavy = k.heavy(cands)
    if heavy:
        return [("step.dump-points", {"points": k.points(heavy[0].bit)}, "AI-NORMAL")]
    if k.queen_out and legal & _HIGH_SPADES and k.points(QS) >= HEAVY:
        return [("step.dump-high-spades", {}, "AI-NORMAL")]
    plan = _keep_bonus(k, cands, "AI-NORMAL")
    if plan:
        cands = tuple(c for c in cands if not c.bit & k.bonus_mask)
    out_hearts = k.outstanding & HEARTS
    if any(c.bit & HEARTS and out_hearts & (c.bit - 1) for c in cands):
        return [*plan, ("step.dump-hearts", {"hearts_broken": k.broken}, "AI-NORMAL")]
    return [*plan, ("step.dump-highest", {}, "AI-NORMAL")]


def normal_plan(k: Known, cands: tuple[Card, ...]) -> Plan:
    if k.phase == "pass":
        spare, cands = _pass_spare_partner(k, cands)
        if spare:
            return [*spare, ("step.pass-shape", {}, "AI-NORMAL")]
        return _normal_pass(k, cands)
    if not k.trick:
        return _normal_lead(k, cands)
    won = k.winner()
    assert won is not None
    w, ws = won
    spare, cands = _spare_partner(k, cands, ws)
    if not _legal_mask(cands) & SUITS[w.suit]:
        return [*spare, *_normal_discard(k, cands)]
    return [*spare, *_normal_follow(k, cands, w)]


# -------------------------------------------------------------- partnerships


def _spare_partner(k: Known, cands: tuple[Card, ...], ws: int) -> tuple[Plan, tuple[Card, ...]]:
    """TEAMS: the partner is winning the trick, so the cards worth the fewest points (the plan's
    step and the cards left for the rest of the plan); nothing when they are worth the same."""
    if k.partner is None or ws != k.partner:
        return [], cands
    low = min(k.points(c.bit) for c in cands)
    kept = tuple(c for c in cands if k.points(c.bit) == low)
    if len(kept) == len(cands):
        return [], cands
    return [("step.spare-partner", {"seat": k.partner}, "TEAMS")], kept


def _pass_spare_partner(k: Known, cands: tuple[Card, ...]) -> tuple[Plan, tuple[Card, ...]]:
    """TEAMS: a pass to the partner holds no card worth points while others remain (it would be
    the team's to take)."""
    if k.partner is None or k.moon_plan:
        return [], cands
    to = k.seat.offset(PassDirection(k.direction).offset_at(k.seats), k.seats)
    kept = tuple(c for c in cands if k.points(c.bit) <= 0)
    if to != k.partner or not kept or len(kept) == len(cands):
        return [], cands
    return [("step.pass-spare-partner", {"seat": k.partner}, "TEAMS")], kept


# ---------------------------------------------------------------------- Hard


HARD_QUEEN_GUARDS = 5
"""Hard keeps the Q♠ only with this many lower spades (Normal: 3); measured better against Normal.
At five and six seats 4 or 3 changed nothing measurable (docs/bots.md), so the card's holds."""


def _hard_pass(k: Known, cands: tuple[Card, ...]) -> Plan:
    if k.moon_plan:
        return [("step.moon-pass-low", {}, "MOON")]
    guards = (k.hand & _SPADES_BELOW_Q).bit_count()
    if k.hand & QS and guards < HARD_QUEEN_GUARDS:
        return [
            *_keep_bonus(k, cands, "AI-HARD"),
            ("step.pass-high-spades", {"guards": guards, "queen": True}, "AI-HARD"),
            ("step.pass-shape", {}, "AI-HARD"),
        ]
    return _normal_pass(k, cands)


def _hard_lead(k: Known, cands: tuple[Card, ...]) -> Plan:
    if k.moon_plan:
        return [("step.moon-lead-high", {}, "MOON")]
    legal = _legal_mask(cands)
    y = k.moon_threat
    if y is not None:
        out = k.outstanding & HEARTS
        if any(c.bit & HEARTS and not out >> c.index for c in cands):
            return [("step.moon-lead-stopper", {"seat": y}, "AI-HARD")]
    plan: Plan = []
    # A void an opponent showed: our lead in that suit may collect their discards.
    for suit in Suit:
        if not legal & SUITS[suit]:
            continue
        for key, _ in k.voids:
            seat, void_suit = key >> 2, key & 3
            if void_suit == suit and seat != k.seat and _may_hold_points(k, seat):
                plan.append(("step.avoid-void-suit", {"seat": Seat(seat), "suit": suit}, "AI-HARD"))
                break
    rest = cands
    for step_key, params, _ in plan:
        rest = STEPS[step_key](k, rest, params)
    # Normal's lead plan over the cards still in the running (a flush needs a spade left).
    return [*plan, *_normal_lead(k, rest)]


def _may_hold_points(k: Known, seat: int) -> bool:
    """``seat`` may hold a point card, from what the bot knows: an unseen one of a suit the seat
    has not shown a void in, and not one the bot passed to another seat."""
    out = k.outstanding & k.point_mask
    if k.passed_to is not None and int(k.passed_to) != seat:
        out &= ~k.passed
    voids = k.void_mask(seat)
    for suit in Suit:
        if voids >> suit & 1:
            out &= ~SUITS[suit]
    return bool(out)


def _hard_follow(k: Known, cands: tuple[Card, ...], w: Card, ws: int) -> Plan:
    legal = _legal_mask(cands)
    pts = k.points(k.trick_mask)
    after = k.to_play_after()
    if k.moon_plan:
        if any(c.rank > w.rank for c in cands):
            return [("step.moon-win", {"over": w}, "MOON")]
        return [("step.moon-discard-low", {}, "MOON")]
    y = k.moon_threat
    if y is not None and any(c.rank > w.rank for c in cands):
        shooter_to_play = y in after
        if (pts > 0 and ws == y) or shooter_to_play:
            return [("step.moon-take", {"seat": y, "over": w, "shooter_to_play": shooter_to_play}, "AI-HARD")]
    can_duck = any(c.rank < w.rank for c in cands)
    if not can_duck and after and not (w.suit is Suit.SPADES and legal & QS):
        lowest = min(c.rank for c in cands)
        higher_out = k.outstanding & SUITS[w.suit] & ~((1 << (w.suit * 13 + lowest - 1)) - 1)
        void_after = all(k.void_mask(s) >> w.suit & 1 for s in after)
        if not higher_out or void_after:
            return [("step.will-win", {"voids": void_after, "over": w, "suit": w.suit}, "AI-HARD")]
    if pts == 0 and after and _early(k, w.suit, after):
        return [("step.early-high", {"suit": w.suit}, "AI-HARD")]
    return _normal_follow(k, cands, w)


def _early(k: Known, suit: Suit, after: tuple[int, ...]) -> bool:
    """The first trick: nobody may throw points on it (FIRST-TRICK-POINTS), so a high card is free.

    (Measured: shedding high cards on later first rounds of a suit loses points against Normal.)
    """
    return k.trick_number == 1 and k.first_trick_clean and not any(k.void_mask(s) >> suit & 1 for s in after)


def _hard_discard(k: Known, cands: tuple[Card, ...], ws: int) -> Plan:
    if k.moon_plan:
        return [("step.moon-discard-low", {}, "MOON")]
    y = k.moon_threat
    if y is not None:
        legal = _legal_mask(cands)
        after = k.to_play_after()
        if ws != y and y not in after and legal & HEARTS:
            return [("step.moon-split", {"seat": y, "winner": Seat(ws)}, "AI-HARD")]
        if legal & HEARTS and legal & ~HEARTS and _may_win(k, y, ws, after):
            rest = tuple(c for c in cands if not c.bit & HEARTS)
            return [("step.moon-keep-hearts", {"seat": y}, "AI-HARD"), *_normal_discard(k, rest)]
    return _normal_discard(k, cands)


def _may_win(k: Known, seat: int, ws: int, after: tuple[int, ...]) -> bool:
    """``seat`` may still win this trick, from what the bot knows: it is winning it, or it plays
    after the bot, has not shown a void in the suit led and an unseen card of that suit beats
    the winning one (else the trick goes elsewhere: no reason to keep the hearts from it)."""
    if ws == seat:
        return True
    won = k.winner()
    if won is None or seat not in after or k.void_mask(seat) >> won[0].suit & 1:
        return False
    w = won[0]
    return bool(k.outstanding & SUITS[w.suit] & ~((w.bit << 1) - 1))


SEARCH_FROM = {"lead": 8, "follow": 8, "discard": 10}
"""Hard searches a lead, a follow or a discard once its hand of 13 (the card's deal) is down to
this many cards (earlier, the playouts are long and the heuristics decide; measured for speed
and strength). Five and six seats: :func:`search_from`."""
SEARCH_SAMPLES = 14
"""Worlds Hard samples for a searched decision at three and four seats. Other tables:
:func:`search_samples`."""


def search_from(kind: str, seats: int, hand_size: int) -> int:
    """The hand size from which Hard searches a ``kind`` of play (lead, follow, discard) at a
    table of ``seats`` dealing ``hand_size`` cards a seat: at three and four seats
    :data:`SEARCH_FROM`; at five and six every play from the second trick on (hands of 10 and 8
    cards in the shipped tables: the playouts are short and the search was measured stronger
    there than the heuristics, docs/bots.md)."""
    return SEARCH_FROM[kind] if seats <= 4 else hand_size - 1


def search_samples(seats: int) -> int:
    """The worlds Hard samples at a table of ``seats``: :data:`SEARCH_SAMPLES`, four times as many
    with four or five opponents, whose unseen cards spread over more hands (the estimate was
    measured noisier there, docs/bots.md)."""
    return SEARCH_SAMPLES if seats <= 4 else 4 * SEARCH_SAMPLES


def _search(k: Known, cands: tuple[Card, ...]) -> Plan | None:
    """Sampled playouts (:mod:`hearts.bots.search`) for a play with two different choices."""
    legal = _legal_mask(cands)
    if not k.trick:
        kind = "lead"
    elif legal & SUITS[k.trick[0].suit]:
        kind = "follow"
    else:
        kind = "discard"
        if any(k.points(c.bit) >= HEAVY for c in cands):
            return None  # void with the Q♠ (a heavy point card) in hand: dropping it needs no search
    if k.hand.bit_count() > search_from(kind, k.seats, k.hand_size):
        return None
    plan: Plan = []
    if kind == "discard":
        plan.append(("step.discard-tops", {}, "AI-HARD"))
        cands = STEPS["step.discard-tops"](k, cands, {})
    if len(set(classes(k, cands))) == 1:
        return None
    samples = search_samples(k.seats)
    worlds = count_worlds(k, k.search_seed, samples)
    if not worlds:
        return None  # no world fits what the bot knows: the heuristics decide
    scores = search_scores(k, cands, k.search_seed, samples)
    params: dict[str, Param] = {
        "seed": k.search_seed,
        "samples": samples,
        "worlds": worlds,
        "scores": format_scores(cands, scores),
    }
    return [*plan, ("step.sampled-playouts", params, "AI-HARD")]


def hard_plan(k: Known, cands: tuple[Card, ...]) -> Plan:
    if k.phase == "pass":
        to_partner, cands = _pass_spare_partner(k, cands)
        if to_partner:
            return [*to_partner, ("step.pass-shape", {}, "AI-HARD")]
        return _hard_pass(k, cands)
    if not k.moon_plan and k.moon_threat is None and len(cands) > 1:
        # (a moon attempt is met by the moon defence: the playouts' quick Normal never shoots)
        plan = _search(k, cands)
        if plan is not None:
            return plan
    if not k.trick:
        return _hard_lead(k, cands)
    won = k.winner()
    assert won is not None
    w, ws = won
    spare: Plan = []
    if not k.moon_plan:
        spare, cands = _spare_partner(k, cands, ws)
    if not _legal_mask(cands) & SUITS[w.suit]:
        return [*spare, *_hard_discard(k, cands, ws)]
    return [*spare, *_hard_follow(k, cands, w, ws)]
