"""Bots Easy, Normal and Hard: information discipline (AI-INFO), causal records, and one crafted
position per behaviour of AI-EASY, AI-NORMAL and AI-HARD."""

from __future__ import annotations

import dataclasses
import random

import pytest

from hearts.bots import Bot, make_bot, policy, replay
from hearts.bots.decision import Decision, Fact, Step
from hearts.bots.keys import KEYS, TRUTH
from hearts.bots.knowledge import Known
from hearts.bots.search import Sampler, format_scores, playout_scores
from hearts.bots.steps import STEPS
from hearts.cards import Card, CardSet, Seat, Suit, suit_mask
from hearts.engine.deal import Deal
from hearts.engine.results import Trick
from hearts.engine.state import IllegalAction, Phase, State
from hearts.engine.variant import History, Variant
from hearts.engine.view import view_of
from tests.support.bots import LEVELS, C, decide, make_view, pass_view, play_recorded, step_keys, trick

# ------------------------------------------------------------ AI-INFO


def _redistributed(state: State, seat: Seat, rng: random.Random) -> State | None:
    """The same actions from a deal where the other seats' unplayed cards are shuffled among them."""
    record = state.record()
    played_by: dict[Seat, int] = {s: 0 for s in Seat}
    for t in (*state.tricks, state.current_trick):
        for s, c in t.plays:
            played_by[s] |= c.bit
    deal = record.deals[0]
    others = [s for s in Seat if s is not seat]
    pool = [c for s in others for c in state.hand(s)]
    rng.shuffle(pool)
    masks = list(deal.masks)
    for s in others:
        n = len(state.hand(s))
        masks[s] = played_by[s] | CardSet(pool[:n]).mask
        pool = pool[n:]
    try:
        return State.from_deal(state.variant, Deal.from_masks(masks)).apply_all(record.actions)
    except IllegalAction:
        return None  # the shuffle contradicts a void the play showed; try another


@pytest.mark.parametrize("history", [History.ALL_TRICKS, History.LAST_TRICK])
def test_hidden_cards_never_change_a_decision(history: History) -> None:  # AI-INFO
    """Two states whose views for a seat are equal give that seat's bots the same decision."""
    variant = Variant(pass_count=0, history=history)
    rng = random.Random(5)
    checked = 0
    for seed in range(12):
        state = State.new_game(variant, seed)
        for _ in range(rng.randrange(5, 40)):
            state = state.apply(rng.choice(state.legal_actions()))
        seat = state.to_act
        assert seat is not None
        for _ in range(40):
            other = _redistributed(state, seat, rng)
            if other is not None and any(other.hand(s) != state.hand(s) for s in Seat):
                break
        else:
            continue
        assert view_of(other, seat) == view_of(state, seat)
        for level in LEVELS:
            assert decide(level, view_of(state, seat)) == decide(level, view_of(other, seat)), level
        checked += 1
    assert checked >= 8


def test_a_bot_remembers_what_it_observed_under_last_trick_history() -> None:  # AI-INFO, AI-HARD
    """Under ``history: last-trick`` a view shows one trick; Hard's memory keeps the earlier voids."""
    variant = Variant(pass_count=0, history=History.LAST_TRICK)
    steps = play_recorded("hard", 11, variant)
    late = [(st, d) for st, d in steps if st.phase is Phase.PLAY and st.trick_number >= 8]
    old_voids = [
        f
        for st, d in late
        for f in d.facts
        if f.key == "fact.void"
        and isinstance(f.params["since_trick"], int)
        and f.params["since_trick"] < st.trick_number - 1
    ]
    assert old_voids, "a void shown before the last trick is still remembered"
    state, d = late[-1]
    shown = view_of(state, state.to_act or Seat.NORTH).tricks
    assert len(shown) == 1
    played = next(f for f in d.facts if f.key == "fact.played").params["cards"]
    assert isinstance(played, tuple) and len(played) == 4 * (state.trick_number - 1)


# ------------------------------------------------------------ records


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", [Variant(), Variant(history=History.LAST_TRICK)], ids=["all", "last"])
@pytest.mark.slow
def test_records_are_causal_documented_and_know_only_what_they_may(level: str, variant: Variant) -> None:
    for seed in (1, 2, 3):
        for state, d in play_recorded(level, seed, variant):
            seat = state.to_act
            assert seat is not None
            # causal: re-running the named steps from the facts gives the action
            assert replay(d) == d.action
            assert d.candidates == state.legal_actions()
            assert d.steps and d.steps[-1].kept[0] == d.action
            # documented: every key with exactly its parameters
            items: list[Fact | Step] = [*d.facts, *d.steps]
            for item in items:
                assert item.key in KEYS and item.key in TRUTH, item.key
                assert tuple(item.params) == KEYS[item.key], item
            assert d.runner_up_lost_at is None or d.runner_up_lost_at in STEPS
            # knows only what it may: its hand, its passes and receipts, cards seen played
            knowable = state.hand(seat) | state.passing(seat) | (state.received(seat) or CardSet())
            for t in (*state.tricks, state.current_trick):
                knowable |= CardSet(t.cards)
            mentioned = _cards_in(d)
            assert mentioned <= set(knowable), (level, sorted(set(mentioned) - set(knowable)))
            assert d.cards_named() <= mentioned  # what the Gherkin check reads covers only some of it


def _cards_in(value: object) -> set[Card]:
    """Every card anywhere in a record: each field of each dataclass, dict and tuple, walked."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(_cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return set().union(*(_cards_in(v) for v in (*value.keys(), *value.values())))
    if isinstance(value, tuple | list | frozenset | set):
        return set().union(*(_cards_in(v) for v in value))
    return set()


def test_replay_notices_a_record_that_is_not_the_cause() -> None:
    view = make_view(Seat.EAST, "3H 9H KH 4C", trick="TH", broken=True)
    d = decide("easy", view)
    forged = Decision(d.candidates[-1], d.level, d.phase, d.candidates, d.facts, d.steps)
    assert replay(forged) != forged.action


def test_every_registered_step_is_documented() -> None:
    assert set(STEPS) <= set(KEYS)
    assert set(KEYS) == set(TRUTH)


def test_make_bot_rejects_an_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        Bot("expert", Seat.NORTH)


# --------------------------------------------------------------- AI-EASY


def test_easy_ducks_under_a_trick_with_points() -> None:  # AI-EASY
    d = decide("easy", make_view(Seat.SOUTH, "3H 9H KH 4C 5D", trick="5C TH JH", broken=True))
    # hearts led? no: clubs led with hearts on it; Easy follows with its club, the only legal card
    assert d.action == C("4C")
    d = decide("easy", make_view(Seat.SOUTH, "3H 9H KH 4C 5D", trick="TH JH", broken=True))
    assert d.action == C("9H") and step_keys(d) == ["step.duck"]
    assert d.steps[0].params == {"under": C("JH")} and d.steps[0].clause == "AI-EASY"


def test_easy_wins_as_cheaply_as_possible_when_it_cannot_duck() -> None:  # AI-EASY
    d = decide("easy", make_view(Seat.SOUTH, "KS QS AS 2H", trick="JS 4H", broken=True))
    assert d.action == C("KS") and step_keys(d) == ["step.win-cheaply"]


def test_easy_throws_its_most_dangerous_card_when_void() -> None:  # AI-EASY
    d = decide("easy", make_view(Seat.WEST, "QS AH 8C KC", trick="2D 5D 9D", broken=True))
    assert d.action == C("QS") and step_keys(d) == ["step.danger"]
    # the runner-up is what Easy plays without its decisive step: with no plan, its lowest card
    assert d.runner_up == C("8C") and d.runner_up_lost_at == "step.danger"


# ------------------------------------------------------------- AI-NORMAL


def test_normal_passes_the_queen_when_short_in_spades() -> None:  # AI-NORMAL
    d = decide("normal", pass_view("QS 3S 2C 5C 7C 9C 3D 4D 6D 8D 2H 3H 4H"))
    assert d.action == C("QS") and step_keys(d)[0] == "step.pass-high-spades"


def test_normal_keeps_a_guarded_queen_and_passes_high_hearts() -> None:  # AI-NORMAL
    d = decide("normal", pass_view("QS 2S 3S 4S 5S 2C 5C 7C 3D 4D AH KH 2H"))
    assert d.action == C("AH")
    assert step_keys(d)[:2] == ["step.keep-spade-guards", "step.pass-high-hearts"]


def test_normal_passes_a_short_suit_to_be_void() -> None:  # AI-NORMAL
    d = decide("normal", pass_view("2S 3S 4S 5S 6S 2C 3C 4C 5C 7C 9D 2H 3H"))
    assert d.action == C("9D") and step_keys(d)[0] == "step.pass-void-suit"
    assert d.steps[0].params == {"suit": Suit.DIAMONDS, "length": 1}


def test_normal_drops_the_queen_under_a_higher_spade() -> None:  # AI-NORMAL
    d = decide("normal", make_view(Seat.SOUTH, "QS 3S 9C", trick="4S KS"))
    assert d.action == C("QS") and step_keys(d) == ["step.queen-under"]
    assert d.runner_up == C("3S") and d.runner_up_lost_at == "step.queen-under"


def test_normal_discards_the_queen_at_the_first_safe_chance() -> None:  # AI-NORMAL
    d = decide(
        "normal",
        make_view(Seat.SOUTH, "QS AH 9D KC", trick="2C 8C", tricks=(trick(1, Seat.NORTH, "3C 4C 5C 6C"),)),
    )
    assert d.action == C("KC")  # must follow clubs
    d = decide(
        "normal",
        make_view(Seat.SOUTH, "QS AH 9D", trick="2C 8C", tricks=(trick(1, Seat.NORTH, "3C 4C 5C 6C"),)),
    )
    assert d.action == C("QS") and step_keys(d) == ["step.dump-queen"]


def test_normal_plays_low_under_the_winner() -> None:  # AI-NORMAL
    d = decide("normal", make_view(Seat.EAST, "2D 8D KD 5C", trick="TD"))
    assert d.action == C("8D") and step_keys(d) == ["step.duck"]


def test_normal_flushes_the_queen_with_low_spades() -> None:  # AI-NORMAL
    tricks = (trick(1, Seat.NORTH, "2C 3C 4C 5C"),)
    d = decide("normal", make_view(Seat.NORTH, "4S 9S 3D 7D 8H", tricks=tricks))
    assert d.action == C("4S") and step_keys(d)[0] == "step.flush-queen"
    # holding the A♠ it does not: the queen could fall on it
    d = decide("normal", make_view(Seat.NORTH, "4S AS 3D 7D 8H", tricks=tricks))
    assert "step.flush-queen" not in step_keys(d) and d.action != C("AS")


def test_normal_watches_whether_hearts_are_broken() -> None:  # AI-NORMAL
    tricks = (trick(1, Seat.NORTH, "2C 3C 4C 5C"), trick(2, Seat.NORTH, "6C 7C 8C 9C"))
    hand = "2H 9D"
    unbroken = decide("normal", make_view(Seat.NORTH, hand, tricks=tricks, broken=False))
    broken = decide("normal", make_view(Seat.NORTH, hand, tricks=tricks, broken=True))
    assert unbroken.action == C("9D")  # HEARTS-LEAD: no heart lead yet
    assert broken.action == C("2H")  # the 2♥ cannot win a heart trick; the 9♦ might
    assert broken.steps[-1].params == {"hearts_broken": True}


def test_normal_counts_the_cards_played() -> None:  # AI-NORMAL
    """With the 2♦..5♦ played, the 6♦ is the lowest diamond left: leading it cannot win."""
    tricks = (trick(1, Seat.WEST, "2C 7C 8C 9C"), trick(2, Seat.SOUTH, "2D 3D 5D 4D"))
    d = decide("normal", make_view(Seat.NORTH, "6D 4C 8H", tricks=tricks))
    assert d.action == C("6D") and step_keys(d) == ["step.lead-safest"]
    fresh = decide("normal", make_view(Seat.NORTH, "6D 4C 8H", tricks=()))
    assert fresh.action == C("4C")  # without the count, four diamonds lower than the 6♦ could be out


# --------------------------------------------------------------- AI-HARD


@pytest.fixture
def heuristics_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's heuristic layer alone: it decides the first tricks, before the sampled search
    takes over (the crafted position below holds few cards, where Hard would search). The moon
    defence needs no such switch: with a moon threat Hard never searches."""
    monkeypatch.setattr(policy, "SEARCH_FROM", {"lead": 0, "follow": 0, "discard": 0})


def test_hard_remembers_voids_and_avoids_leading_into_them(heuristics_only: None) -> None:  # AI-HARD
    tricks = (trick(1, Seat.NORTH, "2C 3C 4C 5C"), trick(2, Seat.WEST, "2D 6D 4D 9S"))
    d = decide("hard", make_view(Seat.NORTH, "5D TD KC 8C", tricks=tricks))
    assert any(f.key == "fact.void" and f.params["seat"] is Seat.SOUTH for f in d.facts)
    assert "step.avoid-void-suit" in step_keys(d) and d.action.suit is not Suit.DIAMONDS
    normal = decide("normal", make_view(Seat.NORTH, "5D TD KC 8C", tricks=tricks))
    assert normal.action.suit is Suit.DIAMONDS


def test_hard_remembers_where_its_passes_went() -> None:  # AI-HARD
    steps = play_recorded("hard", 4, Variant())
    facts = [f for st, d in steps if d.phase == "play" for f in d.facts if f.key == "fact.passed"]
    assert facts
    for st, d in steps:
        if d.phase == "play":
            seat = st.to_act
            assert seat is not None
            passed = [f for f in d.facts if f.key == "fact.passed"]
            assert passed and passed[0].params["seat"] is seat.next  # hand 1 passes left
            break


def _moon_tricks() -> tuple[Trick, ...]:
    # East took every point so far: the Q♠ and six hearts.
    return (
        trick(1, Seat.NORTH, "2C AC 3C 4C"),
        trick(2, Seat.EAST, "KS 2S QS 3S"),
        trick(3, Seat.EAST, "AH 2H 3H 4H"),
        trick(4, Seat.EAST, "KH 5H 6H 5S"),
    )


def test_hard_detects_a_moon_attempt_and_takes_the_trick_itself() -> None:  # AI-HARD
    d = decide(
        "hard",
        make_view(
            Seat.SOUTH, "QH 7H 8D 9D", trick="JH", leader=Seat.EAST, tricks=_moon_tricks(), broken=True
        ),
    )
    threat = [f for f in d.facts if f.key == "fact.moon-threat"]
    assert threat and threat[0].params["seat"] is Seat.EAST
    assert d.action == C("QH") and step_keys(d) == ["step.moon-take"]
    normal = decide(
        "normal",
        make_view(
            Seat.SOUTH, "QH 7H 8D 9D", trick="JH", leader=Seat.EAST, tricks=_moon_tricks(), broken=True
        ),
    )
    assert normal.action == C("7H")  # Normal ducks and lets East run the hearts


def test_hard_keeps_a_heart_stopper_against_a_moon() -> None:  # AI-HARD
    d = decide(
        "hard",
        make_view(Seat.SOUTH, "QH 8D 9D", trick="TC", leader=Seat.EAST, tricks=_moon_tricks(), broken=True),
    )
    assert d.action != C("QH") and "step.moon-keep-hearts" in step_keys(d)
    normal = decide(
        "normal",
        make_view(Seat.SOUTH, "QH 8D 9D", trick="TC", leader=Seat.EAST, tricks=_moon_tricks(), broken=True),
    )
    assert normal.action == C("QH")


def test_hard_shoots_the_moon_with_a_hand_that_can() -> None:  # AI-HARD, MOON
    hand = "AH KH QH JH TH 9H AS KS QS AC KC AD KD"
    p = decide("hard", pass_view(hand))
    assert any(f.key == "fact.moon-plan" for f in p.facts) and p.action.suit is not Suit.HEARTS
    v = make_view(Seat.NORTH, hand, trick="", tricks=(trick(1, Seat.WEST, "2C 3C 4C 5C"),))
    v2 = make_view(Seat.EAST, "AH KH QH JH TH 9H AS KS QS AC KC AD KD", trick="2C", leader=Seat.NORTH)
    bot = make_bot("hard", Seat.EAST, 1)
    first = bot.decide(v2)
    assert first.action == C("AC") and step_keys(first) == ["step.moon-win"]
    assert v.hand == v2.hand


# ------------------------------------------------------- AI-HARD: sampled search


def _searched(seeds: tuple[int, ...]) -> list[tuple[State, Decision]]:
    out = []
    for seed in seeds:
        for state, d in play_recorded("hard", seed, Variant()):
            if any(s.key == "step.sampled-playouts" for s in d.steps):
                out.append((state, d))
    return out


def test_hard_weighs_late_plays_by_sampled_playouts_and_the_record_replays() -> None:  # AI-HARD
    searched = _searched((1, 2))
    assert len(searched) >= 10
    for state, d in searched:
        step = next(s for s in d.steps if s.key == "step.sampled-playouts")
        assert step.clause == "AI-HARD" and step.params["samples"] == policy.SEARCH_SAMPLES
        assert len(state.hand(state.to_act or Seat.NORTH)) <= max(policy.SEARCH_FROM.values())
        # the recorded scores are in the order of the cards the step was given, and it keeps
        # the card with the fewest points first
        i = d.steps.index(step)
        given = d.steps[i - 1].kept if i else d.candidates
        text = step.params["scores"]
        assert isinstance(text, str)
        points = [int(part.rsplit("=", 1)[1]) for part in text.split()]
        assert len(points) == len(given) and step.kept[0] is given[points.index(min(points))]
        assert replay(d) == d.action
        # a record whose scores were not the search's is caught on replay
        forged_step = Step(step.key, step.kept, {**step.params, "scores": text + "0"}, step.clause)
        steps = (*d.steps[:i], forged_step, *d.steps[i + 1 :])
        forged = Decision(d.action, d.level, d.phase, d.candidates, d.facts, steps)
        with pytest.raises(AssertionError):
            replay(forged)


def test_the_search_is_a_pure_function_of_the_facts_and_the_seed() -> None:  # AI-HARD
    state, d = _searched((3,))[0]
    k = Known.from_facts(d.facts, d.level, d.phase)
    step = d.steps[-1]
    cands = d.steps[-2].kept if len(d.steps) > 1 else d.candidates
    seed, samples = step.params["seed"], step.params["samples"]
    assert isinstance(seed, int) and isinstance(samples, int)
    again = playout_scores(k, cands, seed, samples)
    assert format_scores(cands, again) == step.params["scores"]
    assert playout_scores(k, cands, seed, samples) == again
    # the same view decides the same for any bot with the same seed; the seed is the bot's own
    seat = state.to_act
    assert seat is not None
    view = view_of(state, seat)
    other = make_bot("hard", seat, 2).decide(view).steps[-1]
    assert other.params["seed"] != seed


def test_sampled_worlds_respect_what_the_bot_knows() -> None:  # AI-HARD, AI-INFO
    rng = random.Random(3)
    checked = 0
    for state, d in _searched((4, 5)):
        k = Known.from_facts(d.facts, d.level, d.phase)
        seat = state.to_act
        assert seat is not None
        sampler = Sampler(k)
        for _ in range(5):
            hands = sampler.draw(rng)
            if hands is None:
                continue
            assert hands[seat] == k.hand
            union = 0
            for s in Seat:
                assert len(state.hand(s)) == hands[s].bit_count()  # each seat holds its number of cards
                assert not union & hands[s]
                union |= hands[s]
                for suit in Suit:
                    if k.void_mask(s) >> suit & 1:
                        assert not hands[s] & suit_mask(suit), (s, suit)  # never a suit it showed void in
            assert union == k.hand | k.outstanding  # every unseen card is somewhere, once
            if k.passed_to is not None:
                assert k.passed & k.outstanding & ~hands[k.passed_to] == 0  # passes stay where they went
            checked += 1
    assert checked >= 20
