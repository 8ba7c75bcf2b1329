"""The reinforcement-learning environments, checked by the libraries' own checkers (Gymnasium's
``check_env``, PettingZoo's ``api_test`` and ``seed_test``) under every shipped variant, and
attacked as an agent would: illegal cards, actions out of range, peeking at other hands."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from hearts.cards import Card, CardSet, Seat
from hearts.env.aec import HeartsAEC
from hearts.env.observation import Layout
from hearts.env.single import HeartsEnv
from hearts.variants.files import builtin_variant_names, load_variant

VARIANTS = builtin_variant_names()


def _cards(block: np.ndarray) -> CardSet:
    """The cards a block of 52 (or several of 52) marks."""
    flat = block.reshape(-1, 52).max(axis=0)
    return CardSet(Card.from_index(int(i)) for i in flat.nonzero()[0])


@pytest.mark.parametrize("variant", VARIANTS)
def test_gymnasium_checker_passes(variant: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a checker's warning is a failure here
        check_env(HeartsEnv(variant, opponents="random", scope="hand"), skip_render_check=True)


@pytest.mark.parametrize("variant", VARIANTS)
def test_pettingzoo_api_and_seed_tests_pass(variant: str) -> None:
    api_test(HeartsAEC(variant, scope="hand"), num_cycles=60)
    seed_test(lambda: HeartsAEC(variant, scope="hand"), num_cycles=60)


def test_a_whole_game_against_hard_bots_ends_and_scores_agree() -> None:
    env = HeartsEnv("card-1.0.0", opponents="hard")
    obs, info = env.reset(seed=11)
    total = 0.0
    for _ in range(5000):
        action = int(obs["action_mask"].nonzero()[0][-1])
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        if terminated or truncated:
            break
    assert terminated and not truncated
    assert max(info["scores"]) >= 100 and -total == info["scores"][0]


def test_an_illegal_card_ends_the_episode_with_its_clause() -> None:
    env = HeartsEnv("card-1.0.0", opponents="easy", scope="hand")
    obs, _ = env.reset(seed=5)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert terminated and not truncated and reward == -26.0
    assert "is not legal now" in info["illegal"] or "turn" in info["illegal"]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_the_first_lead_refusal_names_its_clause() -> None:
    """The agent holding the 2♣ leads another card to the first trick: refused with FIRST-LEAD."""
    env = HeartsEnv("card-1.0.0", opponents="easy", scope="hand")
    two = Card.parse("2C")
    for seed in range(1, 40):
        obs, _ = env.reset(seed=seed)
        while obs["observation"][env.layout.slice("phase")][1] == 0:  # pass until play begins
            obs, *_ = env.step(int(obs["action_mask"].nonzero()[0][-1]))  # high cards: the 2♣ is kept
        hand = _cards(obs["observation"][env.layout.slice("hand")])
        if two in hand:
            break
    else:
        raise AssertionError("no seed in 1..39 gives the agent the 2♣")
    wrong = next(c for c in hand if c != two)
    _, _, terminated, _, info = env.step(wrong.index)
    assert terminated and "FIRST-LEAD" in info["illegal"], info


@pytest.mark.parametrize("action", [-1, 52, 1000, 2.5, "QS", None])
def test_an_action_outside_the_space_is_refused_in_one_sentence(action: object) -> None:
    env = HeartsEnv("card-1.0.0", opponents="random", scope="hand")
    env.reset(seed=2)
    with pytest.raises(ValueError, match="card index 0 to 51"):
        env.step(action)  # type: ignore[arg-type]
    aec = HeartsAEC("card-1.0.0", scope="hand")
    aec.reset(seed=2)
    with pytest.raises(ValueError, match="card index 0 to 51"):
        aec.step(action)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [{"seat": 4}, {"seat": -1}, {"seat": True}, {"scope": "trick"}])
def test_bad_settings_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        HeartsEnv("card-1.0.0", **bad)  # type: ignore[arg-type]


def _one_variant_a_table_size() -> list[str]:
    """A shipped variant at each table size the shipped variants have (the kitty at three, the
    card at four): a new table size is checked as soon as a variant of it ships."""
    chosen = {3: "three-kitty", 4: "card-1.0.0"}
    for name in VARIANTS:
        chosen.setdefault(load_variant(name).players, name)
    return [chosen[size] for size in sorted(chosen)]


@pytest.mark.parametrize("variant", _one_variant_a_table_size())
def test_no_observation_shows_a_card_another_seat_holds(variant: str) -> None:
    """Over whole hands, every agent's observation marks no card that another seat holds now,
    except the cards this agent passed to it (it knows those): checked against the engine's full
    state, apart from the code that builds the observation."""
    env = HeartsAEC(variant, scope="hand")
    env.reset(seed=4)
    layout = Layout(env.variant.players)
    steps = 0
    for _agent in env.agent_iter(max_iter=400):
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        state = env._game.state  # type: ignore[union-attr]
        for name in env.possible_agents:
            seat = env.possible_agents.index(name)
            seen = _cards(env.observe(name)["observation"][: layout.slice("kitty").stop])
            passed = state.passing(Seat(seat))
            for other in Seat.at_table(env.variant.players):
                if int(other) != seat:
                    assert not (seen & state.hand(other)) - passed, (variant, name, other)
        env.step(int(obs["action_mask"].nonzero()[0][0]))
        steps += 1
    assert steps > 20
