"""The registered decision steps: pure functions ``(known, candidates, params) -> kept``.

A bot decides by running a plan, a list of ``(key, params, clause)``; each step
gets the cards the previous step kept and returns the ones it keeps, best first.
The action is the first card the last step kept. Because every step is a
registered pure function of the known facts (:class:`~hearts.bots.knowledge.Known`,
rebuilt from the record's facts), its candidates and its parameters, a record
replays: :func:`replay` re-runs the named functions and gets the same action.

"Prefer" steps keep the cards that match and, when none match, keep everything
(the bot never drops every card). Steps that change nothing are left out of the
record; when none changed anything, the record shows the decisive step if it is one
that orders (:data:`ORDERS`) and its first card is the lowest one too, else the lowest
card goes (``step.lowest``). The key table with parameters and English templates is in
:mod:`hearts.bots.keys`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from hearts.bots.decision import Decision, Param, Step, as_card, as_cards, as_int, as_suit
from hearts.bots.knowledge import HEAVY, Known, mask_of
from hearts.bots.search import format_scores, playout_scores
from hearts.cards import BB_HEARTS as HEARTS
from hearts.cards import BB_QS as QS
from hearts.cards import BB_SUITS as SUITS
from hearts.cards import Card, Rank, Suit

__all__ = ["ORDERS", "STEPS", "Outcome", "Plan", "StepFn", "replay", "run_plan"]

StepFn = Callable[[Known, tuple[Card, ...], dict[str, Param]], tuple[Card, ...]]
Plan = list[tuple[str, dict[str, Param], str | None]]

STEPS: dict[str, StepFn] = {}
ORDERS: set[str] = set()
"""The steps that *order*: they keep every card they are given and only rank them."""


def _register(key: str, orders: bool = False) -> Callable[[StepFn], StepFn]:
    def deco(fn: StepFn) -> StepFn:
        STEPS[key] = fn
        if orders:
            ORDERS.add(key)
        return fn

    return deco


def _prefer(cands: tuple[Card, ...], keep: Iterable[Card]) -> tuple[Card, ...]:
    kept = tuple(keep)
    return kept if kept else cands


def _drop(cands: tuple[Card, ...], drop_mask: int) -> tuple[Card, ...]:
    kept = tuple(c for c in cands if not c.bit & drop_mask)
    return kept if kept else cands


_HIGH_SPADES = Card(Suit.SPADES, Rank.ACE).bit | Card(Suit.SPADES, Rank.KING).bit
_SPADES_BELOW_Q = SUITS[Suit.SPADES] & (QS - 1)


def _lower_out(k: Known, c: Card) -> int:
    """Unseen cards of ``c``'s suit lower than ``c``."""
    return (k.outstanding & SUITS[c.suit] & (c.bit - 1)).bit_count()


def _higher_out(k: Known, c: Card) -> int:
    """Unseen cards of ``c``'s suit higher than ``c``."""
    return (k.outstanding & SUITS[c.suit] & ~((c.bit << 1) - 1)).bit_count()


# --------------------------------------------------------------- general steps


@_register("step.only-legal")
def only_legal(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    return cands


@_register("step.lowest", orders=True)
def lowest(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    return tuple(sorted(cands, key=lambda c: (c.rank, c.index)))


@_register("step.highest", orders=True)
def highest(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    return tuple(sorted(cands, key=lambda c: (-c.rank, -c.index)))


@_register("step.random")
def random_pick(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    draw = as_int(p["draw"]) % len(cands)
    return (cands[draw],)


def _danger(k: Known, c: Card) -> tuple[int, int, int]:
    """Heavy point cards (most points first), the A♠ and K♠ while they are not and the Q♠ is,
    the other point cards (most first), the other cards, the bonus cards; highest first in each.
    On the card: the Q♠, then A♠ and K♠, then the hearts high to low, then the rest."""
    v = k.points(c.bit)
    if v >= HEAVY:
        return (0, -v, -c.rank)
    if c.bit & _HIGH_SPADES and k.points(QS) >= HEAVY:
        return (1, 0, -c.rank)
    if v > 0:
        return (2, -v, -c.rank)
    return (3 if v == 0 else 4, 0, -c.rank)


@_register("step.danger", orders=True)
def danger(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Most dangerous first: Q♠, A♠ and K♠, hearts high to low, then the highest cards."""
    return tuple(sorted(cands, key=lambda c: _danger(k, c)))


@_register("step.danger-points", orders=True)
def danger_points(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The point table's order: ``cards`` (the heavy point cards) most points first, then A♠ and
    K♠ while the Q♠ is heavy, the other point cards, the other cards, the bonus cards last."""
    return danger(k, cands, p)


@_register("step.duck")
def duck(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Keep the cards that stay under ``under`` (same suit, lower), highest first."""
    under = as_card(p["under"])
    return _prefer(
        cands,
        sorted((c for c in cands if c.suit is under.suit and c.rank < under.rank), key=lambda c: -c.rank),
    )


@_register("step.win-cheaply", orders=True)
def win_cheaply(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Fewest points first, then the lowest card."""
    return tuple(sorted(cands, key=lambda c: (k.points(c.bit), c.rank)))


@_register("step.win-high", orders=True)
def win_high(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Last to play and every card beats ``over``: the trick is ours whatever we play, so
    fewest points first, then the highest card."""
    return tuple(sorted(cands, key=lambda c: (k.points(c.bit), -c.rank)))


@_register("step.last-free", orders=True)
def last_free(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Last to play to a trick without points: taking it costs nothing, so shed the highest
    card (fewest points first). It may or may not win the trick."""
    return win_high(k, cands, p)


# ------------------------------------------------------------------- passing


@_register("step.keep-spade-guards")
def keep_spade_guards(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Holding the Q♠ with enough low spades: keep the low spades that protect it."""
    return _drop(cands, _SPADES_BELOW_Q)


@_register("step.pass-high-spades")
def pass_high_spades(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Short in spades: Q♠ first, then A♠ and K♠."""
    order = {QS: 0, Card(Suit.SPADES, Rank.ACE).bit: 1, Card(Suit.SPADES, Rank.KING).bit: 2}
    return _prefer(cands, sorted((c for c in cands if c.bit in order), key=lambda c: order[c.bit]))


@_register("step.pass-high-hearts")
def pass_high_hearts(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    low = as_int(p["from_rank"])
    return _prefer(
        cands, sorted((c for c in cands if c.suit is Suit.HEARTS and c.rank >= low), key=lambda c: -c.rank)
    )


@_register("step.pass-void-suit")
def pass_void_suit(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    suit = as_suit(p["suit"])
    return _prefer(cands, sorted((c for c in cands if c.suit is suit), key=lambda c: -c.rank))


@_register("step.pass-shape", orders=True)
def pass_shape(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Highest first; among equal ranks, from the shorter suit (towards a void)."""
    hand = k.hand
    return tuple(sorted(cands, key=lambda c: (-c.rank, (hand & SUITS[c.suit]).bit_count())))


# ------------------------------------------------------------------- leading


@_register("step.flush-queen")
def flush_queen(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The Q♠ is out and all our spades are below it: lead a low spade to force it out."""
    return _prefer(cands, sorted((c for c in cands if c.bit & _SPADES_BELOW_Q), key=lambda c: c.rank))


@_register("step.avoid-high-spades")
def avoid_high_spades(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Do not lead the A♠, K♠ or Q♠ while the queen could fall on them."""
    return _drop(cands, _HIGH_SPADES | QS)


@_register("step.lead-safest", orders=True)
def lead_safest(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Counting the cards played: fewest unseen lower cards in its suit, most unseen higher ones."""
    return tuple(sorted(cands, key=lambda c: (_lower_out(k, c), -_higher_out(k, c), c.rank)))


@_register("step.avoid-void-suit")
def avoid_void_suit(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """``seat`` showed a void in ``suit``: a lead there that could win the trick invites their
    discards on it. Cards no unseen card of the suit is lower than can never win it; they stay."""
    suit = SUITS[as_suit(p["suit"])]
    drop = 0
    for c in cands:
        if c.bit & suit and k.outstanding & suit & (c.bit - 1):
            drop |= c.bit
    return _drop(cands, drop)


# ----------------------------------------------------------------- following


@_register("step.queen-under")
def queen_under(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """A higher spade (``over``) is winning: drop the Q♠ under it."""
    return _prefer(cands, (c for c in cands if c.bit == QS))


@_register("step.early-high", orders=True)
def early_high(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The first trick, where the variant forbids points, in ``suit``: shed the highest card
    now, while it costs nothing, rather than be caught with it later."""
    return win_high(k, cands, p)


@_register("step.will-win", orders=True)
def will_win(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """No seat still to play can beat our cards (voids, cards counted): win with the highest."""
    return win_high(k, cands, p)


# ---------------------------------------------------------------- discarding


@_register("step.take-bonus")
def take_bonus(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The trick is worth ``points`` below zero (a bonus card in it): beat ``over`` to take it,
    fewest points first, then the lowest."""
    over = as_card(p["over"])
    beat = [c for c in cands if c.suit is over.suit and c.rank > over.rank]
    return _prefer(cands, sorted(beat, key=lambda c: (k.points(c.bit), c.rank)))


@_register("step.keep-bonus")
def keep_bonus(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """``cards`` score below zero for whoever takes them: keep them, give away something else."""
    return _drop(cands, mask_of(as_cards(p["cards"])))


@_register("step.dump-points")
def dump_points(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Void in the suit led: discard a card worth ``points`` (the most in hand), highest first."""
    worth = as_int(p["points"])
    return _prefer(cands, sorted((c for c in cands if k.points(c.bit) == worth), key=lambda c: -c.rank))


@_register("step.dump-queen")
def dump_queen(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    return _prefer(cands, (c for c in cands if c.bit == QS))


@_register("step.dump-high-spades")
def dump_high_spades(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    return _prefer(cands, sorted((c for c in cands if c.bit & _HIGH_SPADES), key=lambda c: -c.rank))


@_register("step.dump-hearts")
def dump_hearts(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Hearts that could still win a heart trick (some unseen heart is lower), highest first."""
    out = k.outstanding & HEARTS
    keep = [c for c in cands if c.bit & HEARTS and out & (c.bit - 1)]
    return _prefer(cands, sorted(keep, key=lambda c: -c.rank))


@_register("step.dump-highest", orders=True)
def dump_highest(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The card most likely to win a trick later: most unseen lower cards, shorter suit first."""
    hand = k.hand
    return tuple(
        sorted(cands, key=lambda c: (-_lower_out(k, c), (hand & SUITS[c.suit]).bit_count(), -c.rank))
    )


# ------------------------------------------------------------ moon: defence


@_register("step.moon-keep-hearts")
def moon_keep_hearts(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """``seat`` may shoot the moon and may win this trick: feed it no heart."""
    return _drop(cands, HEARTS)


@_register("step.moon-split")
def moon_split(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """``winner`` (not the shooter) takes this trick: give it a heart, lowest first."""
    return _prefer(cands, sorted((c for c in cands if c.bit & HEARTS), key=lambda c: c.rank))


@_register("step.moon-take")
def moon_take(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Take this trick ourselves to stop ``seat``'s moon: beat ``over``."""
    over = as_card(p["over"])
    keep = [c for c in cands if c.suit is over.suit and c.rank > over.rank]
    if p.get("shooter_to_play"):
        keep.sort(key=lambda c: -c.rank)
    else:
        keep.sort(key=lambda c: (k.points(c.bit), c.rank))
    return _prefer(cands, keep)


@_register("step.moon-lead-stopper")
def moon_lead_stopper(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Lead a heart no unseen heart can beat: we take a point and the moon is stopped."""
    out = k.outstanding & HEARTS
    keep = [c for c in cands if c.bit & HEARTS and not out >> c.index]
    return _prefer(cands, sorted(keep, key=lambda c: c.rank))


# -------------------------------------------------------------- moon: attack


@_register("step.moon-pass-low", orders=True)
def moon_pass_low(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Shooting: pass the low cards of the side suits, keep hearts and winners."""
    return tuple(sorted(cands, key=lambda c: (c.suit is Suit.HEARTS or c.bit == QS, c.rank)))


@_register("step.moon-lead-high", orders=True)
def moon_lead_high(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Shooting: lead the sure winners first (fewest unseen higher cards), highest first."""
    return tuple(sorted(cands, key=lambda c: (_higher_out(k, c), c.suit is Suit.HEARTS, -c.rank)))


@_register("step.moon-win")
def moon_win(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Shooting: beat ``over`` with the highest card."""
    over = as_card(p["over"])
    return _prefer(
        cands, sorted((c for c in cands if c.suit is over.suit and c.rank > over.rank), key=lambda c: -c.rank)
    )


@_register("step.moon-discard-low")
def moon_discard_low(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Shooting and unable to win this trick: give away no point card, throw the lowest."""
    return tuple(sorted(_drop(cands, k.point_mask), key=lambda c: c.rank))


# ------------------------------------------------------------ partnerships (TEAMS)


@_register("step.spare-partner")
def spare_partner(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The partner is winning the trick: the cards worth the fewest points, so that the team does
    not take points it could keep off (the Q♠ is not dropped on the partner's K♠)."""
    low = min(k.points(c.bit) for c in cands)
    return _prefer(cands, (c for c in cands if k.points(c.bit) == low))


@_register("step.pass-spare-partner")
def pass_spare_partner(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """The pass goes to the partner: no card worth points in it while others remain."""
    return _prefer(cands, (c for c in cands if k.points(c.bit) <= 0))


# ------------------------------------------------------------ sampled search


@_register("step.discard-tops")
def discard_tops(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Void in the suit led: the discards worth weighing are the highest card of each suit and
    the Q♠ (a lower card of a suit only keeps the higher one in hand); highest first."""
    tops: dict[Suit, Card] = {}
    for c in cands:
        if c.suit not in tops or c.rank > tops[c.suit].rank:
            tops[c.suit] = c
    keep = {*tops.values(), *(c for c in cands if c.bit == QS)}
    return tuple(sorted(keep, key=lambda c: (-c.rank, c.suit)))


_LAST_SEARCH: list[tuple[Known, tuple[Card, ...], int, int, tuple[int, ...]]] = []
"""The search just run for a decision (the policy runs it to write the params; the step reuses it)."""


def search_scores(k: Known, cands: tuple[Card, ...], seed: int, samples: int) -> tuple[int, ...]:
    """:func:`hearts.bots.search.playout_scores`, computed once per decision."""
    if _LAST_SEARCH:
        last = _LAST_SEARCH[0]
        if last[0] is k and last[1] == cands and last[2] == seed and last[3] == samples:
            return last[4]
    scores = playout_scores(k, cands, seed, samples)
    _LAST_SEARCH[:] = [(k, cands, seed, samples, scores)]
    return scores


@_register("step.sampled-playouts", orders=True)
def sampled_playouts(k: Known, cands: tuple[Card, ...], p: dict[str, Param]) -> tuple[Card, ...]:
    """Deal the unseen cards ``samples`` times as the bot knows them (voids, passes), play each
    card and the rest of the hand out; fewest points over the worlds first. The scores are
    computed again from ``seed`` and must be the ones recorded."""
    seed, samples = as_int(p["seed"]), as_int(p["samples"])
    scores = search_scores(k, cands, seed, samples)
    assert format_scores(cands, scores) == p["scores"], ("step.sampled-playouts", p["scores"])
    order = sorted(range(len(cands)), key=lambda i: (scores[i], i))
    return tuple(cands[i] for i in order)


# ------------------------------------------------------------------ running


Decisive = tuple[str, dict[str, Param], tuple[Card, ...]]


def _run(k: Known, candidates: tuple[Card, ...], plan: Plan) -> tuple[tuple[Step, ...], Decisive, int | None]:
    """The steps that changed something, the decisive step and its place in ``plan`` (``None``
    when it is not a plan step: the only legal card, or the lowest when no step chose)."""
    steps: list[Step] = []
    cands = candidates
    if len(cands) == 1:
        return (Step("step.only-legal", cands, {}, "AI-INFO"),), ("step.only-legal", {}, cands), None
    decisive: Decisive = ("step.lowest", {}, cands)
    at: int | None = None
    for i, (key, params, clause) in enumerate(plan):
        kept = STEPS[key](k, cands, params)
        if len(cands) > 1:
            decisive, at = (key, params, cands), i
        if kept != cands:
            steps.append(Step(key, kept, params, clause))
            cands = kept
    if not steps:
        ranked = lowest(k, cands, {})
        if at is not None and decisive[0] in ORDERS and ranked[0] == cands[0]:
            # The decisive step ranked the cards in the order they came: it chose the first
            # (the lowest card is the same), so it is the step the record shows.
            steps.append(Step(decisive[0], cands, decisive[1], plan[at][2]))
        else:
            steps.append(Step("step.lowest", ranked, {}, None))
            decisive, at = ("step.lowest", {}, cands), None
    return tuple(steps), decisive, at


def run_plan(k: Known, candidates: tuple[Card, ...], plan: Plan) -> Outcome:
    """Run ``plan``: the action, the steps that changed something, the runner-up, the headline.

    The headline is the last plan step that still had a choice to make (two cards or more):
    its ranking gave the action, whether or not it reordered anything. The runner-up is the
    card the bot would have chosen without that step: the plan is run again without it, and
    a card other than the action is the runner-up, set aside at the decisive step. When the
    rerun gives the same card, or the decisive step is not one of the plan's (the only legal
    card, the lowest when nothing else chose), there is no runner-up.

    With a runner-up, the decisive step changed the cards and is the last step recorded (a
    later step had one card left, or there was none); the rerun records the same steps before
    it, then ``runner_up_steps``: what the rest of the plan did with the cards it was given.
    """
    steps, decisive, at = _run(k, candidates, plan)
    action = steps[-1].kept[0]
    if at is not None:
        without, _, _ = _run(k, candidates, plan[:at] + plan[at + 1 :])
        other = without[-1].kept[0]
        if other != action:
            return Outcome(action, steps, other, decisive[0], decisive, without[len(steps) - 1 :])
    return Outcome(action, steps, None, None, decisive)


class Outcome(NamedTuple):
    """What :func:`run_plan` gives."""

    action: Card
    steps: tuple[Step, ...]
    runner_up: Card | None
    lost_at: str | None
    decisive: Decisive
    """The decisive step (key, params) and the cards it was given (see :func:`run_plan`)."""
    runner_up_steps: tuple[Step, ...] = ()
    """The steps of the rerun without the decisive step, from the cards it was given."""


def replay(decision: Decision) -> Card:
    """Re-run the record's steps from its facts and candidates; the action they give.

    Raises ``AssertionError`` if a step keeps something other than what the record says.
    """
    k = Known.from_facts(decision.facts, decision.level, decision.phase)
    cands = decision.candidates
    for s in decision.steps:
        kept = STEPS[s.key](k, cands, s.params)
        assert kept == s.kept, (s.key, kept, s.kept)
        cands = kept
    return cands[0]
