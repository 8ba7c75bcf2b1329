"""Steps for the bots (AI-INFO, AI-EASY, AI-NORMAL, AI-HARD): a bot decides, its record is checked.

A *when* step seats a bot of one level at a seat and lets it choose the card to pass
or play in the scenario's position. The bot is driven as a server would drive it:
it is given the seat's view after every action of the hand so far (``observe``),
then the view of the position (``decide``), so under ``history: last-trick`` it
knows the earlier tricks only from its own memory. The *then* steps check the
chosen card and the record (:class:`hearts.bots.decision.Decision`): the keys of its
facts and steps (``step.duck``, ``fact.void`` ...: see :mod:`hearts.bots.keys`),
who they are about, the runner-up, and that it names no card the seat could not
know.

>>> from hearts.spec.definitions import registry
>>> sorted(registry()["bot_easy"].kinds)
['when']
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field

from hearts.bots import make_bot, replay
from hearts.bots.decision import Decision, Fact, Step
from hearts.bots.keys import KEYS
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.state import IllegalAction, Phase, State
from hearts.engine.view import view_of
from hearts.spec.catalog import StepTextError
from hearts.spec.definitions import step
from hearts.spec.world import SpecFailure, World

__all__ = ["BotTurn", "decide_at", "shuffled_hidden"]

_SEED = 1
"""The seed of every bot a scenario seats (Easy, Normal and Hard do not draw at random)."""


@dataclass
class BotTurn:
    """A bot's decision in a scenario's position, and the decisions of its replays."""

    level: str
    seat: Seat
    state: State
    decision: Decision
    watched: bool
    """Whether the bot was given the seat's view after every earlier action of the hand."""
    others: list[tuple[State, Decision]] = field(default_factory=list)
    """Decisions of the same bot on positions where the other seats' hidden cards differ."""


_TURNS: weakref.WeakKeyDictionary[World, BotTurn] = weakref.WeakKeyDictionary()


def _expect(ok: bool, message: str) -> None:
    if not ok:
        raise SpecFailure(message)


def _hand_states(state: State) -> list[State]:
    """The positions of this hand, oldest first, from the deal up to (not including) ``state``."""
    earlier: list[State] = []
    for old in state.history():
        if old is state:
            continue
        if old.phase is Phase.DEAL or old.hand_number != state.hand_number:
            break
        earlier.append(old)
    earlier.reverse()
    return earlier


def decide_at(level: str, seat: Seat, state: State, watched: bool = True) -> Decision:
    """A new bot of ``level`` at ``seat`` decides in ``state``; ``watched``: it saw the hand so far."""
    bot = make_bot(level, seat, _SEED)
    if watched:
        for old in _hand_states(state):
            bot.observe(view_of(old, seat))
    return bot.decide(view_of(state, seat))


def _turn(world: World) -> BotTurn:
    turn = _TURNS.get(world)
    if turn is None:
        raise StepTextError(
            "no bot has chosen a card yet: use a step such as 'the easy bot at North chooses'"
        )
    return turn


def _seat_bot(world: World, level: str, seat: Seat, watched: bool = True) -> None:
    state = world.state
    to_act = state.to_act
    if to_act is not seat or state.phase not in (Phase.PASS, Phase.PLAY):
        who = world.seat_name(to_act) if to_act is not None else "nobody"
        raise SpecFailure(
            f"the bot at {world.seat_name(seat)} cannot choose: it is {who}'s turn ({state.phase})"
        )
    decision = decide_at(level, seat, state, watched)
    _TURNS[world] = BotTurn(level, seat, state, decision, watched)


@step("bot_easy", "when")
def bot_easy(world: World, seat: Seat) -> None:
    """An Easy bot at ``seat`` (to act) chooses its card, having watched the hand so far (AI-EASY)."""
    _seat_bot(world, "easy", seat)


@step("bot_normal", "when")
def bot_normal(world: World, seat: Seat) -> None:
    """A Normal bot at ``seat`` (to act) chooses its card, having watched the hand so far (AI-NORMAL)."""
    _seat_bot(world, "normal", seat)


@step("bot_hard", "when")
def bot_hard(world: World, seat: Seat) -> None:
    """A Hard bot at ``seat`` (to act) chooses its card, having watched the hand so far (AI-HARD)."""
    _seat_bot(world, "hard", seat)


@step("bot_hard_unwatched", "when")
def bot_hard_unwatched(world: World, seat: Seat) -> None:
    """A Hard bot that sat down at ``seat`` only now chooses: it knows only the present view (Q7)."""
    _seat_bot(world, "hard", seat, watched=False)


# ----------------------------------------------------------------- AI-INFO: hidden cards


def shuffled_hidden(state: State, seat: Seat, rng: random.Random, tries: int = 200) -> State | None:
    """The same hand and actions from a deal where the cards the other seats still hide are
    shuffled among them (each keeps its count, the cards it played and the cards it passed).
    ``None`` when no shuffle that differs and fits the play (the voids it showed) was found."""
    if state.seats != 4:  # (the kitty and the removed cards would need shuffling rules of their own)
        raise StepTextError(f"hidden cards are shuffled at four seats only for now, not at {state.seats}")
    record = state.record()
    if len(record.deals) != 1:
        raise StepTextError("hidden cards can be shuffled only in a position of one hand")
    deal = record.deals[0]
    shown = 0  # cards each other seat played or passed: they stay where they were dealt
    for t in (*state.tricks, state.current_trick):
        shown |= CardSet(t.cards).mask
    for other in Seat:
        shown |= state.passing(other).mask
    others = [s for s in Seat if s is not seat]
    keep = {s: deal.masks[s] & shown for s in others}
    pool = [c for s in others for c in CardSet(deal.masks[s] & ~shown)]
    counts = {s: (deal.masks[s] & ~shown).bit_count() for s in others}
    for _ in range(tries):
        rng.shuffle(pool)
        masks = list(deal.masks)
        rest = list(pool)
        for s in others:
            masks[s] = keep[s] | CardSet(rest[: counts[s]]).mask
            rest = rest[counts[s] :]
        if all(masks[s] == deal.masks[s] for s in others):
            continue
        try:
            start = State.from_deal(record.variant, Deal.from_masks(masks), record.first_hand, record.scores)
            return start.apply_all(record.actions)
        except IllegalAction:
            continue  # this shuffle gives a card of a suit a seat showed it lacks
    return None


@step("bot_shuffled", "when")
def bot_shuffled(world: World, number: int) -> None:
    """The cards the other seats still hide are shuffled among them ``number`` different ways, and the
    same bot decides again in each position (AI-INFO)."""
    turn = _turn(world)
    rng = random.Random(f"hearts-spec-shuffle:{number}")
    seen: set[tuple[int, ...]] = set()
    for _ in range(number * 20):
        if len(turn.others) >= number:
            break
        other = shuffled_hidden(turn.state, turn.seat, rng)
        if other is None:
            break
        key = tuple(other.hand(s).mask for s in Seat)
        if key in seen:
            continue
        seen.add(key)
        _expect(
            view_of(other, turn.seat) == view_of(turn.state, turn.seat),
            f"shuffling the hidden cards changed what {world.seat_name(turn.seat)} sees",
        )
        turn.others.append((other, decide_at(turn.level, turn.seat, other, turn.watched)))
    _expect(
        len(turn.others) >= number,
        f"only {len(turn.others)} different shuffles of the hidden cards fit the play; {number} were asked",
    )


@step("bot_same_decision", "then")
def bot_same_decision(world: World) -> None:
    """After every shuffle of the hidden cards, the bot chose the same card with the same record."""
    turn = _turn(world)
    _expect(bool(turn.others), "the hidden cards were not shuffled: use the shuffle step first")
    for other, decision in turn.others:
        hands = " ".join(f"{world.seat_name(s)} {other.hand(s)}" for s in Seat if s is not turn.seat)
        _expect(
            decision.action == turn.decision.action,
            f"with {hands} the bot chose {decision.action}, not {turn.decision.action}",
        )
        _expect(decision == turn.decision, f"with {hands} the bot chose the same card for other reasons")


@step("bot_knows_only", "then")
def bot_knows_only(world: World) -> None:
    """Every card the record names is one the seat could know: its hand, its passes and receipts,
    and the cards it saw played (AI-INFO)."""
    turn = _turn(world)
    state, seat = turn.state, turn.seat
    knowable = state.hand(seat) | state.passing(seat) | (state.received(seat) or CardSet())
    for t in (*state.tricks, state.current_trick):
        knowable |= CardSet(t.cards)
    unknown = CardSet(c for c in turn.decision.cards_named() if c not in knowable)
    _expect(not unknown, f"the record names {unknown}, which {world.seat_name(seat)} could not know")


@step("bot_never_mentions", "then")
def bot_never_mentions(world: World, cards: CardSet) -> None:
    """The record names none of ``cards`` anywhere (facts, steps, candidates, runner-up)."""
    found = CardSet(c for c in _turn(world).decision.cards_named() if c in cards)
    _expect(not found, f"the record names {found}")


# ----------------------------------------------------------------- the card and the record


@step("bot_chooses", "then")
def bot_chooses(world: World, card: Card) -> None:
    """The bot chose ``card`` (to pass or to play), and its record gives that card back when replayed."""
    decision = _turn(world).decision
    _expect(decision.action == card, f"the bot chose {decision.action}, expected {card}")
    _expect(replay(decision) == card, f"the record's steps do not give {card} back when replayed")


@step("bot_not_chooses", "then")
def bot_not_chooses(world: World, card: Card) -> None:
    """The bot did not choose ``card``."""
    decision = _turn(world).decision
    _expect(decision.action != card, f"the bot chose {card}")


def _key(value: str) -> str:
    if value not in KEYS:
        raise StepTextError(f"{value!r} is not a key of a bot record (see hearts/bots/keys.py)")
    return value


def _all_items(decision: Decision) -> list[Fact | Step]:
    items: list[Fact | Step] = [*decision.facts, *decision.steps]
    return items


def _items(decision: Decision, key: str) -> list[Fact | Step]:
    return [i for i in _all_items(decision) if i.key == key]


def _keys(decision: Decision) -> str:
    return ", ".join(i.key for i in _all_items(decision))


@step("bot_reason", "then")
def bot_reason(world: World, value: str) -> None:
    """The record holds the fact or step ``value`` (a key of ``hearts/bots/keys.py``)."""
    decision = _turn(world).decision
    key = _key(value)
    _expect(bool(_items(decision, key)), f"the record has no {key}: {_keys(decision)}")


@step("bot_reason_absent", "then")
def bot_reason_absent(world: World, value: str) -> None:
    """The record does not hold the fact or step ``value``."""
    decision = _turn(world).decision
    key = _key(value)
    _expect(not _items(decision, key), f"the record has {key}: {_keys(decision)}")


@step("bot_reason_seat", "then")
def bot_reason_seat(world: World, value: str, seat: Seat) -> None:
    """The record holds ``value`` about ``seat`` (its ``seat`` parameter)."""
    decision = _turn(world).decision
    key = _key(value)
    _expect("seat" in KEYS[key], f"{key} is about no seat")
    about = [i.params["seat"] for i in _items(decision, key)]
    _expect(
        seat in about,
        f"the record has no {key} about {world.seat_name(seat)}"
        + (f" (only about {_seat_names(world, about)})" if about else ""),
    )


def _seat_names(world: World, seats: Sequence[object]) -> str:
    return ", ".join(world.seat_name(s) for s in seats if isinstance(s, Seat))


@step("bot_knows_void", "then")
def bot_knows_void(world: World, seat: Seat, suit: Suit) -> None:
    """The record holds ``fact.void``: ``seat`` has shown it holds no ``suit`` (AI-HARD)."""
    decision = _turn(world).decision
    voids = [(f.params["seat"], f.params["suit"]) for f in _items(decision, "fact.void")]
    _expect(
        (seat, suit) in voids,
        f"the record has no fact.void for {world.seat_name(seat)} in {suit.name.lower()}"
        f" ({len(voids)} void(s) known)",
    )


@step("bot_not_knows_void", "then")
def bot_not_knows_void(world: World, seat: Seat, suit: Suit) -> None:
    """The record holds no ``fact.void`` for ``seat`` in ``suit``."""
    decision = _turn(world).decision
    voids = [(f.params["seat"], f.params["suit"]) for f in _items(decision, "fact.void")]
    _expect((seat, suit) not in voids, f"the record has fact.void for {world.seat_name(seat)}")


@step("bot_deciding_step", "then")
def bot_deciding_step(world: World, value: str) -> None:
    """The step ``value`` is the one that put the chosen card first: every step before it still
    ranked another card first (or kept it among others), and it and every later step rank it first."""
    decision = _turn(world).decision
    key = _key(value)
    _expect(bool(decision.steps), "the record has no step")
    first = len(decision.steps)
    while first > 0 and decision.steps[first - 1].kept[:1] == (decision.action,):
        first -= 1
    deciding = decision.steps[first].key if first < len(decision.steps) else None
    steps = ", ".join(s.key for s in decision.steps)
    _expect(
        deciding == key, f"{decision.action} was put first by {deciding}, expected {key} (steps: {steps})"
    )


@step("bot_runner_up", "then")
def bot_runner_up(world: World, card: Card, value: str) -> None:
    """The runner-up is ``card``, and the step that put it behind the choice is ``value``."""
    decision = _turn(world).decision
    key = _key(value)
    _expect(decision.runner_up == card, f"the runner-up is {decision.runner_up}, expected {card}")
    _expect(
        decision.runner_up_lost_at == key,
        f"{card} was put behind by {decision.runner_up_lost_at}, expected {key}",
    )


@step("bot_step_clause", "then")
def bot_step_clause(world: World, value: str, clause: str) -> None:
    """The step ``value`` of the record cites ``clause``."""
    decision = _turn(world).decision
    key = _key(value)
    found = [s.clause for s in decision.steps if s.key == key]
    _expect(bool(found), f"the record has no step {key}: {_keys(decision)}")
    _expect(clause in found, f"{key} cites {found[0]}, expected {clause}")


def _broken_fact(world: World) -> bool:
    decision = _turn(world).decision
    found = [f.params["broken"] for f in _items(decision, "fact.hearts-broken")]
    _expect(bool(found), f"the record has no fact.hearts-broken: {_keys(decision)}")
    return bool(found[0])


@step("bot_sees_broken", "then")
def bot_sees_broken(world: World) -> None:
    """The record holds ``fact.hearts-broken`` with ``broken`` true (HEARTS-BREAK, AI-NORMAL)."""
    _expect(_broken_fact(world), "the record says hearts are not broken")


@step("bot_sees_unbroken", "then")
def bot_sees_unbroken(world: World) -> None:
    """The record holds ``fact.hearts-broken`` with ``broken`` false (HEARTS-LEAD, AI-NORMAL)."""
    _expect(not _broken_fact(world), "the record says hearts are broken")
