"""The rules of Hearts, one short function per clause of ``RULES.md``, over card masks.

Every function here is pure: it takes 52-bit card masks (see the ``BB_*`` masks of
:mod:`hearts.cards`) and the variant's :class:`Rules`, and returns a mask or a value.
The engine (:class:`hearts.engine.state.State`), the bots, the walkthrough and the tools all
call these functions; none of them computes a rule again.

A rule that restricts what a player may do returns the cards it *keeps*. Given a
``why`` list, it also appends, for the cards it removed, the :class:`Violation`
(clause, key and parameters: the cards this variant keeps out, the suit to follow)
that forbids them: legality and the refusal come from the same lines, so each rule
is written once. :mod:`hearts.engine.refusals` renders a violation in five languages.

What depends on which cards score (the point cards, the moon, what breaks hearts,
what the first trick keeps out) is computed once per variant into :class:`Rules`
(:func:`rules_for`); the functions read those masks and never name a card.

>>> from hearts.cards import CardSet
>>> from hearts.engine.variant import Variant
>>> r = rules_for(Variant())
>>> hand = CardSet.parse("3C 9C QS 4H").mask
>>> CardSet(follow(hand, BB_CLUBS))
CardSet.parse('3C 9C')
>>> why: Why = []
>>> CardSet(legal_play(hand, BB_HEARTS, r, broken=False, first_trick=False, why=why))
CardSet.parse('4H')
>>> [(CardSet(removed), str(v)) for removed, v in why]
[(CardSet.parse('3C 9C QS'), 'FOLLOW: must follow ♥; 4♥ is in hand')]
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import NamedTuple

from hearts.cards import ALL_CARDS, BB_2C, BB_ALL, BB_CLUBS, BB_HEARTS, BB_QS, BB_SPADES, BB_SUIT_OF, Card
from hearts.engine.refusals import Violation, seat_params
from hearts.engine.variant import (
    FirstLead,
    FirstLeader,
    FirstTrickCards,
    FirstTrickForced,
    FirstTrickPoints,
    HeartsLeadException,
    Leftover,
    MoonCards,
    MoonScoring,
    QueenPlay,
    TieRule,
    Variant,
    per_variant,
)

__all__ = [
    "HandScore",
    "Rules",
    "Scoring",
    "Violation",
    "Why",
    "breaks_hearts",
    "deck_points",
    "discard",
    "first_lead",
    "first_leader",
    "first_trick_discard",
    "follow",
    "game_winners",
    "hand_points",
    "hand_winners",
    "hearts_lead",
    "kitty_trick",
    "lead",
    "legal_play",
    "lowest_held_club",
    "moon_choice",
    "moon_shooter",
    "pass_choices",
    "pass_complete",
    "peer_scoring",
    "queen_play",
    "removed_mask",
    "rules_for",
    "score_hand",
    "score_hand_at_table",
    "scoring_for",
    "scoring_of",
    "takes_kitty",
    "trick_winner",
    "winning_card",
]


Why = list[tuple[int, Violation]]
"""Where a rule writes, when asked, the cards it removed and the violation that removes them."""


# ----------------------------------------------------------------- a variant's masks


@dataclass(frozen=True, slots=True)
class Scoring:
    """What the cards are worth (POINTS) and what a moon needs (MOON), as masks."""

    values: tuple[tuple[int, int], ...]
    """``(cards, points for each)`` pairs; a card in no pair scores nothing."""
    moon: int
    """The cards one seat must take to shoot the moon (MOON, WEB-MOON)."""
    first_trick_cards: int
    """The point cards the first trick keeps out (knob ``first_trick_cards``; the card: hearts
    and the Q♠), whether or not the variant keeps them out (``Rules.first_trick_kept_out``)."""
    cards: int
    """Every card that scores (a value other than 0)."""
    penalty_cards: int
    """The cards that score above zero (the card: hearts and the Q♠)."""
    bonus_cards: int
    """The cards that score below zero (the J♦ of the omnibus family)."""
    deck: int = BB_ALL
    """The cards in play: the deck less the removed cards (DEAL; the kitty is in play: it goes
    to a trick's winner: the first, or with KITTY-FIRST-HEART the first with a heart in it)."""


@functools.cache
def scoring_for(heart_points: int, queen_points: int, jack_points: int) -> Scoring:
    """POINTS and MOON for the knobs ``heart_points``, ``queen_points`` and
    ``jack_of_diamonds_points`` (the J♦ counts when not 0, LOCKED-VARIANTS).

    >>> s = scoring_for(1, 13, -10)
    >>> hand_points(BB_HEARTS | BB_QS | Card.parse("JD").bit, s)
    16
    """
    knobs = Variant(heart_points=heart_points, queen_points=queen_points, jack_of_diamonds_points=jack_points)
    return scoring_of(knobs)


def scoring_of(variant: Variant) -> Scoring:
    """POINTS and MOON from the point table (``Variant.card_values``), moon and first-trick cards.

    >>> s = scoring_of(Variant(points=(("KS", 10), ("AS", 7))))
    >>> hand_points(BB_HEARTS | BB_QS | Card.parse("KS").bit | Card.parse("AS").bit, s)
    43
    """
    values = variant.card_values()
    worth = sorted(set(values) - {0})
    pairs = tuple((sum(1 << i for i, v in enumerate(values) if v == value), value) for value in worth)
    penalty, bonus = sum(m for m, v in pairs if v > 0), sum(m for m, v in pairs if v < 0)
    card = BB_HEARTS | BB_QS  # the card's point cards, named by the knob values below
    by_knob = {MoonCards.HEARTS_AND_QUEEN: card, MoonCards.PENALTY_CARDS: penalty}
    first = card if variant.first_trick_cards is FirstTrickCards.HEARTS_AND_QUEEN else penalty
    deck = BB_ALL & ~removed_mask(variant)
    moon = by_knob.get(variant.moon_cards, penalty | bonus) & deck  # every such card in play
    return Scoring(pairs, moon, first, penalty | bonus, penalty, bonus, deck)


def removed_mask(variant: Variant) -> int:
    """DEAL: the cards the variant takes out of the deck (knob ``removed``)."""
    mask = 0
    for name in variant.removed:
        mask |= Card.parse(name).bit
    return mask


@dataclass(frozen=True, slots=True)
class Rules:
    """A variant's rules as masks and values, computed once (:func:`rules_for`)."""

    variant: Variant
    scoring: Scoring
    first_lead: int
    """FIRST-LEAD: the cards that may lead the first trick (the 2♣, or any club)."""
    lead_exception: int
    """HEARTS-LEAD: cards a hand may hold besides hearts and still lead a heart before
    the break (the Q♠ with ``hearts_lead_exception: only-hearts-and-queen``)."""
    first_trick_kept_out: int
    """FIRST-TRICK-POINTS: the cards kept off the first trick (none when ``allowed``)."""
    first_trick_clause: str
    first_trick_forced: FirstTrickForced
    breakers: int
    """HEARTS-BREAK: the cards that break hearts whenever played (``queen_breaks_hearts``...)."""
    forced_lead_breaks: bool
    """HEARTS-BREAK: a heart led from a hand that holds nothing else breaks hearts."""
    may_break: int
    """HEARTS-BREAK: every card that can break hearts (a quick test before :func:`breaks_hearts`)."""
    seats: int = 4
    """DEAL: the players at the table (knob ``players``)."""
    hand_size: int = 13
    """DEAL: the cards each seat is dealt, and so the tricks of a hand."""
    removed: int = 0
    """DEAL: the cards out of play (public)."""
    kitty_size: int = 0
    """DEAL: the cards left over after an even deal (with ``leftover: kitty``)."""
    first_card: int = BB_2C
    """FIRST-LEAD: the card whose holder leads the first trick (the lowest club in play), or 0
    when the seat after the dealer leads (``first_leader: left-of-dealer``)."""
    none_taken: tuple[int, ...] = (0, 0, 0, 0)
    """One empty mask per seat."""
    next_seat: tuple[int, ...] = (1, 2, 3, 0)
    """The seat after each seat in play order."""
    # --- The rules other engines play (issue 37)
    unpassable: int = 0
    """PASS-KEEP: the cards that may not be passed."""
    queen_play: QueenPlay = QueenPlay.FREE
    """QUEEN-AFTER-HEARTS, QUEEN-FIRST-CHANCE: when the Q♠ may or must be played."""
    peer_scoring: bool = False
    """NO-TRICK-BONUS, SCORE-FLOOR or EXACT-TARGET is on (:func:`peer_scoring`)."""
    teams: tuple[tuple[int, ...], ...] = ()
    """TEAMS: the seats of each team (``()``: every player for themselves; :mod:`hearts.engine.teams`)."""
    kitty_on_heart: bool = False
    """KITTY-FIRST-HEART: the kitty goes with the first trick that holds a heart, not the first
    trick (``leftover: kitty-first-heart``; :func:`takes_kitty`)."""


@per_variant
def rules_for(variant: Variant) -> Rules:
    """The :class:`Rules` of ``variant`` (computed once per variant object)."""
    scoring = scoring_of(variant)
    breakers = BB_QS if variant.queen_breaks_hearts else 0  # HEARTS-BREAK; other scorers by knob
    breakers |= scoring.penalty_cards & ~BB_HEARTS if variant.point_cards_break_hearts else 0
    strict = variant.first_trick_points is FirstTrickPoints.NEVER
    seats = variant.players
    removed = removed_mask(variant)
    clubs = BB_CLUBS & ~removed
    lowest_club = clubs & -clubs
    if variant.first_leader is FirstLeader.LEFT_OF_DEALER:
        first_card, first = 0, scoring.deck  # any card (hearts too: nothing is broken yet)
    else:
        first_card = lowest_club
        first = lowest_club if variant.first_lead is FirstLead.TWO_OF_CLUBS else clubs
    rules = Rules(
        variant=variant,
        scoring=scoring,
        first_lead=first,
        lead_exception=BB_QS
        if variant.hearts_lead_exception is HeartsLeadException.ONLY_HEARTS_AND_QUEEN
        else 0,
        first_trick_kept_out=0
        if variant.first_trick_points is FirstTrickPoints.ALLOWED
        else scoring.first_trick_cards,
        first_trick_clause="WEB-FIRST-TRICK-STRICT" if strict else "FIRST-TRICK-POINTS",
        first_trick_forced=variant.first_trick_forced,
        breakers=breakers,
        forced_lead_breaks=variant.forced_heart_lead_breaks,
        may_break=BB_HEARTS | breakers,
        seats=seats,
        hand_size=variant.hand_size,
        removed=removed,
        kitty_size=(52 - removed.bit_count()) % seats,
        first_card=first_card,
        none_taken=(0,) * seats,
        next_seat=tuple((seat + 1) % seats for seat in range(seats)),
        unpassable=sum(Card.parse(name).bit for name in variant.unpassable),
        queen_play=variant.queen_play,
        peer_scoring=bool(variant.no_trick_points or variant.score_floor or variant.exact_target_halves),
        teams=variant.team_seats(),
        kitty_on_heart=variant.leftover is Leftover.KITTY_FIRST_HEART,
    )
    return rules


# ------------------------------------------------------------------------ passing


def pass_choices(
    hand: int, chosen: int, seat: int, why: Why | None = None, seats: int = 4, unpassable: int = 0
) -> int:
    """PASS-COUNT: a seat picks the cards it passes one at a time, each card once (``seats``:
    the table's size, so that the refusal names the seat as that table does); PASS-KEEP: never
    one of the ``unpassable`` cards (the variant keeps a hand able to pass, ``Variant.problems``)."""
    if why is not None and chosen:
        why.append((chosen, Violation("PASS-COUNT", "already-passing", seat_params(seat, seats))))
    if why is not None and hand & unpassable:
        why.append((hand & unpassable, Violation("PASS-KEEP", "unpassable", (("cards", unpassable),))))
    return hand & ~chosen & ~unpassable


def pass_complete(chosen: int, pass_count: int) -> bool:
    """PASS-COUNT: a seat has chosen all the cards it passes."""
    return chosen.bit_count() >= pass_count


# ------------------------------------------------------------------------- leading


def first_leader(hands: tuple[int, ...], card: int = BB_2C, hand_number: int = 1) -> int:
    """FIRST-LEAD: the seat holding ``card`` (the 2♣, or the lowest club in play:
    ``Rules.first_card``) leads the first trick (seat 0 if nobody does); with ``card`` 0
    (``first_leader: left-of-dealer``), the seat after the dealer, who moves one seat on each
    hand (seat 0 leads hand 1)."""
    if not card:
        return (hand_number - 1) % len(hands)
    for seat in range(len(hands)):
        if hands[seat] & card:
            return seat
    return 0


def lowest_held_club(hands: tuple[int, ...]) -> int:
    """FIRST-LEAD: the lowest club anyone holds (when the lowest club in play lies in the
    kitty, its holder leads instead), or 0."""
    clubs = BB_CLUBS & sum(hands)
    return clubs & -clubs


def first_lead(hand: int, r: Rules, why: Why | None = None) -> int:
    """FIRST-LEAD (WEB-LEAD-2C): the first trick is led with the 2♣ (or any club, knob
    ``first_lead``)."""
    kept = hand & r.first_lead
    if why is not None:
        first = r.first_lead
        if first == BB_2C:
            violation = Violation("FIRST-LEAD", "first-lead-2c")
        elif first & (first - 1) == 0:  # one card: the lowest club in play, the 2♣ removed
            card = ALL_CARDS[first.bit_length() - 1]
            violation = Violation("FIRST-LEAD", "first-lead-lowest-club", (("card", card.format()),))
        else:
            violation = Violation("FIRST-LEAD", "first-lead-club")
        why.append((hand & ~kept, violation))
    return kept


def hearts_lead(hand: int, r: Rules, why: Why | None = None) -> int:
    """HEARTS-LEAD: no heart is led before hearts are broken, unless the hand holds nothing
    else (WEB-QS-FREE: or, with ``only-hearts-and-queen``, nothing else but the Q♠)."""
    others = hand & ~BB_HEARTS
    if not others & ~r.lead_exception:
        return hand
    if why is not None:
        why.append(
            (
                hand & BB_HEARTS,
                Violation("HEARTS-LEAD", "hearts-lead"),
            )
        )
    return others


def lead(hand: int, r: Rules, broken: bool, first_trick: bool, why: Why | None = None) -> int:
    """The cards that may lead a trick: FIRST-LEAD on the first, then HEARTS-LEAD until the break."""
    if first_trick:
        return first_lead(hand, r, why)
    if broken:
        return hand
    return hearts_lead(hand, r, why)


# ----------------------------------------------------------------------- following


def follow(hand: int, led: int, why: Why | None = None) -> int:
    """FOLLOW: a player holding a card of the suit led (mask ``led``) plays one.

    Returns the cards of the suit led in ``hand``: none when the player is void (then
    DISCARD applies)."""
    kept = hand & led
    if why is not None and kept:
        lowest = ALL_CARDS[(kept & -kept).bit_length() - 1]
        why.append(
            (
                hand & ~kept,
                Violation("FOLLOW", "follow", (("suit", lowest.suit.letter), ("card", lowest.format()))),
            )
        )
    return kept


def discard(hand: int, r: Rules, first_trick: bool, why: Why | None = None) -> int:
    """DISCARD: a player void in the suit led plays any card, subject to the first trick."""
    if first_trick and r.first_trick_kept_out:
        return first_trick_discard(hand, r, why)
    return hand


def first_trick_discard(hand: int, r: Rules, why: Why | None = None) -> int:
    """FIRST-TRICK-POINTS (WEB-FIRST-TRICK-STRICT): no point card on the first trick while
    another card can be played; a player holding only point cards plays as the knob
    ``first_trick_forced`` says (any of them, hearts only, or nothing: no legal card)."""
    clause = r.first_trick_clause
    kept_out = r.first_trick_kept_out
    safe = hand & ~kept_out
    if safe:
        if why is not None:
            why.append((hand & ~safe, _kept_out(clause, "first-trick-points", kept_out, BB_HEARTS | BB_QS)))
        return safe
    forced = r.first_trick_forced
    if forced is FirstTrickForced.ANY_POINT_CARD:
        return hand
    if forced is FirstTrickForced.HEARTS_ONLY:
        hearts = hand & BB_HEARTS
        if not hearts:
            return hand
        if why is not None:
            refused = _kept_out(clause, "first-trick-hearts-only", kept_out & ~BB_HEARTS, BB_QS)
            why.append((hand & ~hearts, refused))
        return hearts
    if why is not None:
        why.append((hand, _kept_out(clause, "first-trick-never", kept_out, BB_HEARTS | BB_QS)))
    return 0


def _kept_out(clause: str, key: str, cards: int, card_set: int) -> Violation:
    """A first-trick refusal: the card's own sentence when the variant keeps out the card's
    cards (``card_set``), else the ``/table`` sentence naming the cards it keeps out."""
    if cards == card_set:
        return Violation(clause, key)
    return Violation(clause, f"{key}/table", (("cards", cards),))


def legal_play(
    hand: int,
    led: int,
    r: Rules,
    broken: bool,
    first_trick: bool,
    why: Why | None = None,
    table: int = 0,
) -> int:
    """The cards the player to act may play: FOLLOW, else DISCARD; to lead, :func:`lead`; then
    the Q♠'s own rule, when the variant has one (:func:`queen_play`; ``table``: the trick's cards).

    ``led`` is the mask of the suit led (0 when the player leads). Empty only when the
    variant leaves the player no legal card (question 4)."""
    if led:
        kept = follow(hand, led, why)
        if not kept:
            kept = discard(hand, r, first_trick, why)
    else:
        kept = lead(hand, r, broken, first_trick, why)
    if r.queen_play is not QueenPlay.FREE:
        return queen_play(kept, table, led, r, broken, why)
    return kept


def queen_play(legal: int, table: int, led: int, r: Rules, broken: bool, why: Why | None = None) -> int:
    """QUEEN-AFTER-HEARTS and QUEEN-FIRST-CHANCE, after the other rules gave ``legal`` (``table``:
    the cards on the trick, ``led`` the suit led, 0 for a lead). Neither ever leaves a player
    without a card: the Q♠ waits for hearts only while another card is legal, and must be played
    only when it is legal.

    >>> from hearts.cards import CardSet
    >>> r = rules_for(Variant(queen_play=QueenPlay.AFTER_HEARTS))
    >>> CardSet(queen_play(CardSet.parse("2S QS").mask, 0, 0, r, broken=False))
    CardSet.parse('2S')
    >>> r = rules_for(Variant(queen_play=QueenPlay.FIRST_CHANCE))
    >>> CardSet(queen_play(CardSet.parse("2D QS 5H").mask, 0, BB_CLUBS, r, broken=False))
    CardSet.parse('QS')
    """
    if not legal & BB_QS or legal == BB_QS:
        return legal
    if r.queen_play is QueenPlay.AFTER_HEARTS:
        if broken:
            return legal
        if why is not None:
            why.append((BB_QS, Violation("QUEEN-AFTER-HEARTS", "queen-after-hearts")))
        return legal & ~BB_QS
    if r.queen_play is QueenPlay.FIRST_CHANCE and led and (led != BB_SPADES or table & _ABOVE_QS):
        if why is not None:
            why.append((legal & ~BB_QS, Violation("QUEEN-FIRST-CHANCE", "queen-first-chance")))
        return BB_QS
    return legal


_ABOVE_QS: int = BB_QS << 1 | BB_QS << 2
"""The K♠ and the A♠ (a spade trick they are on: the Q♠ cannot win it)."""


# -------------------------------------------------------------------------- tricks


def winning_card(table: int, led: int) -> int:
    """TRICK-WIN: the highest card of the suit led wins. ``table`` is the mask of the trick's
    cards, ``led`` the mask of the suit led; returns the winning card's bit.

    >>> from hearts.cards import CardSet
    >>> CardSet(winning_card(CardSet.parse("5H KH AS 9H").mask, BB_HEARTS))
    CardSet.parse('KH')
    """
    return 1 << ((table & led).bit_length() - 1)


def trick_winner(cards: tuple[Card, ...], table: int) -> int:
    """TRICK-WIN (:func:`winning_card`) for the cards in the order played (the leader's
    first), ``table`` their mask: the winner's place (0 = leader).

    >>> cards = tuple(Card.parse(c) for c in ("5H", "KH", "AS", "9H"))
    >>> trick_winner(cards, sum(c.bit for c in cards))
    1
    """
    top = winning_card(table, BB_SUIT_OF[cards[0].index])
    for place in range(1, len(cards)):
        if cards[place].bit == top:
            return place
    return 0


def breaks_hearts(bit: int, led: int, r: Rules) -> bool:
    """HEARTS-BREAK: a heart discarded on another suit breaks hearts; so do a heart led from
    a hand of only hearts (knob ``forced_heart_lead_breaks``) and the Q♠ (knob
    ``queen_breaks_hearts``). ``led`` is the suit led before this card (0 for a lead)."""
    if bit & r.breakers:
        return True
    if not bit & BB_HEARTS:
        return False
    if led:
        return led != BB_HEARTS
    return r.forced_lead_breaks


def takes_kitty(r: Rules, table: int, first_trick: bool, kitty_down: bool) -> bool:
    """DEAL: whether the winner of a trick of ``table`` (a mask) takes the kitty, still face down
    when ``kitty_down``: the first trick's winner does (``leftover: kitty``); with
    KITTY-FIRST-HEART, the winner of the first trick that holds a heart.

    >>> from hearts.engine.variant import PassDirection
    >>> three = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.HOLD)
    >>> r = rules_for(Variant(players=3, pass_cycle=three, leftover=Leftover.KITTY_FIRST_HEART))
    >>> takes_kitty(r, Card.parse("2C").bit, True, True), takes_kitty(r, BB_HEARTS, False, True)
    (False, True)
    """
    if not r.kitty_on_heart:
        return first_trick
    return kitty_down and bool(table & BB_HEARTS)


def kitty_trick(r: Rules, tables: tuple[int, ...] | list[int]) -> int:
    """DEAL: the number (from 1) of the trick whose winner took the kitty, among the completed
    tricks ``tables`` (their masks, in order); 0 while no trick has (:func:`takes_kitty`)."""
    for number, table in enumerate(tables, 1):
        if takes_kitty(r, table, number == 1, True):
            return number
    return 0


# ------------------------------------------------------------------------- scoring


def hand_points(taken: int, s: Scoring) -> int:
    """POINTS: what the cards in ``taken`` score (each heart 1, the Q♠ 13 on the card)."""
    points = 0
    for cards, value in s.values:
        points += (taken & cards).bit_count() * value
    return points


def deck_points(s: Scoring) -> int:
    """POINTS: what the cards that score carry together, the points every hand shares out
    (before a moon changes who gets them).

    >>> omnibus = scoring_for(1, 13, -10)
    >>> deck_points(omnibus), hand_points(omnibus.penalty_cards, omnibus)
    (16, 26)
    """
    return hand_points(s.deck, s)


def moon_shooter(taken: tuple[int, ...], s: Scoring) -> int:
    """MOON, WEB-MOON: the seat whose tricks hold every card a moon needs (every one in play),
    or -1."""
    moon = s.moon
    if len(taken) != 4:
        return next((seat for seat, cards in enumerate(taken) if cards & moon == moon), -1)
    # (Seat by seat, without a loop: this runs once a hand, in every playout.)
    if taken[0] & moon == moon:
        return 0
    if taken[1] & moon == moon:
        return 1
    if taken[2] & moon == moon:
        return 2
    if taken[3] & moon == moon:
        return 3
    return -1


def moon_choice(r: Rules, shooter: int, before: tuple[int, ...], add: tuple[int, ...]) -> MoonScoring:
    """MOON with ``shooter-choice`` (interpretation of question 8): the shooter adds to the
    others unless that takes a total to ``target_score`` while the shooter does not hold
    the lowest total alone (even if that lowest is shared and the game would go on, TIE);
    then they subtract from their own total."""
    after = [b + d for b, d in zip(before, add, strict=True)]
    if max(after) >= r.variant.target_score:
        low = min(after)
        if after[shooter] != low or after.count(low) > 1:
            return MoonScoring.SUBTRACT_FROM_SHOOTER
    return MoonScoring.ADD_TO_OTHERS


class HandScore(NamedTuple):
    """A hand scored by :func:`score_hand` (a named tuple: made once a hand, and cheaply)."""

    points: tuple[int, ...]
    """POINTS each seat took."""
    deltas: tuple[int, ...]
    """What is added to each total (differs from ``points`` after a moon)."""
    shooter: int
    """The seat that took every moon card, or -1."""
    option: MoonScoring | None
    """How the moon was scored (for ``shooter-choice``: the option taken); ``None`` when
    no moon was scored (none shot, or ``moon_scoring: none``)."""


def score_hand(r: Rules, taken: tuple[int, ...], before: tuple[int, ...]) -> HandScore:
    """POINTS, then MOON (WEB-MOON): a moon replaces the moon cards' points by ``moon_points``
    added to the others or taken from the shooter; the other cards still count. A seat
    that takes every trick shoots the sun: ``sun_points`` instead, when not 0."""
    if len(taken) != 4:
        return score_hand_at_table(r, taken, before)
    s = r.scoring
    v = r.variant
    points = (
        hand_points(taken[0], s),
        hand_points(taken[1], s),
        hand_points(taken[2], s),
        hand_points(taken[3], s),
    )
    shooter = moon_shooter(taken, s)
    if shooter < 0 or v.moon_scoring is MoonScoring.NONE:
        return HandScore(points, points, shooter, None)
    rest = (
        points[0] - hand_points(taken[0] & s.moon, s),
        points[1] - hand_points(taken[1] & s.moon, s),
        points[2] - hand_points(taken[2] & s.moon, s),
        points[3] - hand_points(taken[3] & s.moon, s),
    )
    moon = v.sun_points if v.sun_points and taken[shooter] == s.deck else v.moon_points  # the sun: all
    add = (
        rest[0] + (0 if shooter == 0 else moon),
        rest[1] + (0 if shooter == 1 else moon),
        rest[2] + (0 if shooter == 2 else moon),
        rest[3] + (0 if shooter == 3 else moon),
    )
    option: MoonScoring = v.moon_scoring
    if option is MoonScoring.SHOOTER_CHOICE:
        option = moon_choice(r, shooter, before, add)
    if option is MoonScoring.ADD_TO_OTHERS:
        return HandScore(points, add, shooter, option)
    sub = (
        rest[0] - (moon if shooter == 0 else 0),
        rest[1] - (moon if shooter == 1 else 0),
        rest[2] - (moon if shooter == 2 else 0),
        rest[3] - (moon if shooter == 3 else 0),
    )
    return HandScore(points, sub, shooter, option)


def score_hand_at_table(r: Rules, taken: tuple[int, ...], before: tuple[int, ...]) -> HandScore:
    """:func:`score_hand` at any table size, seat by seat in a loop (the same rules: POINTS,
    MOON over every moon card in play, the sun over every card in play)."""
    s = r.scoring
    v = r.variant
    points = tuple(hand_points(cards, s) for cards in taken)
    shooter = moon_shooter(taken, s)
    if shooter < 0 or v.moon_scoring is MoonScoring.NONE:
        return HandScore(points, points, shooter, None)
    rest = tuple(p - hand_points(cards & s.moon, s) for p, cards in zip(points, taken, strict=True))
    moon = v.sun_points if v.sun_points and taken[shooter] == s.deck else v.moon_points
    seats = range(len(taken))
    add = tuple(rest[seat] + (0 if seat == shooter else moon) for seat in seats)
    option: MoonScoring = v.moon_scoring
    if option is MoonScoring.SHOOTER_CHOICE:
        option = moon_choice(r, shooter, before, add)
    if option is MoonScoring.ADD_TO_OTHERS:
        return HandScore(points, add, shooter, option)
    sub = tuple(rest[seat] - (moon if seat == shooter else 0) for seat in seats)
    return HandScore(points, sub, shooter, option)


def peer_scoring(r: Rules, score: HandScore, taken: tuple[int, ...], before: tuple[int, ...]) -> HandScore:
    """NO-TRICK-BONUS (a seat that took no trick scores ``no_trick_points``, unless a moon was
    scored in the hand: OpenSpiel's ``avoid_all_tricks_bonus``), then on the totals SCORE-FLOOR
    (a total below 0 becomes 0) and EXACT-TARGET (a total of exactly ``target_score`` drops to
    half of it). The deltas become what each total moved.

    >>> r = rules_for(Variant(no_trick_points=-5, score_floor=True))
    >>> hand = HandScore((0, 13, 13, 0), (0, 13, 13, 0), -1, None)
    >>> peer_scoring(r, hand, (0, 1, 2, 4), (3, 0, 0, 0)).deltas  # North: no trick, 3 - 5 floored
    (-3, 13, 13, 0)
    """
    v = r.variant
    deltas = score.deltas
    if v.no_trick_points and score.option is None:
        deltas = tuple(
            d + (v.no_trick_points if not cards else 0) for d, cards in zip(deltas, taken, strict=True)
        )
    totals = [b + d for b, d in zip(before, deltas, strict=True)]
    if v.score_floor:
        totals = [max(total, 0) for total in totals]
    if v.exact_target_halves:
        totals = [v.target_score // 2 if total == v.target_score else total for total in totals]
    deltas = tuple(total - b for total, b in zip(totals, before, strict=True))
    return score._replace(deltas=deltas)


def hand_winners(deltas: tuple[int, ...]) -> tuple[int, ...]:
    """WEB-HAND-WINNER: the seats with the fewest points in the hand."""
    low = min(deltas)
    return tuple(seat for seat in range(len(deltas)) if deltas[seat] == low)


def game_winners(r: Rules, scores: tuple[int, ...]) -> tuple[int, ...]:
    """GAME-END, TIE, WEB-TIE: once a total reaches ``target_score`` the lowest total wins; a
    shared lowest total plays another hand (or, with ``tie_rule: shared-win``, shares the
    win). Returns the winners, or ``()`` while the game goes on."""
    if max(scores) < r.variant.target_score:
        return ()
    low = min(scores)
    winners = tuple(seat for seat in range(len(scores)) if scores[seat] == low)
    if len(winners) > 1 and r.variant.tie_rule is not TieRule.SHARED_WIN:
        return ()
    return winners
