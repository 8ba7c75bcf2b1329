"""The reference engine as an OpenSpiel game (``python_hearts_spec``): OpenSpiel's own random
simulation test under every shipped variant, resampled worlds that the seat cannot tell from the
real one, and OpenSpiel's ISMCTS playing a hand of black-maria through the registered game."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from hearts.cards import Seat  # noqa: E402
from hearts.env.spiel import GAME_NAME  # noqa: E402
from hearts.variants.files import builtin_variant_names  # noqa: E402


def _chance(state: object, rng: np.random.RandomState) -> int:
    actions, probs = zip(*state.chance_outcomes(), strict=True)  # type: ignore[attr-defined]
    return int(rng.choice(actions, p=probs))


@pytest.mark.parametrize("variant", builtin_variant_names())
def test_openspiel_random_simulation_test_passes(variant: str) -> None:
    game = pyspiel.load_game(GAME_NAME, {"variant": variant})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


RANDOM_PASS = str(Path(__file__).resolve().parents[2] / "examples" / "peers" / "openspiel-random-pass.yaml")
"""PASS-RANDOM: a resampled deal must draw the direction the real one drew (it is public)."""


@pytest.mark.parametrize("variant", ["card-1.0.0", "three-kitty", "five-2d2c", "omnibus", RANDOM_PASS])
def test_a_resampled_world_looks_the_same_to_the_seat(variant: str) -> None:
    """At every decision of a hand, each seat's resampled world gives that seat the same
    information state, the same hand and (for the seat to act) the same legal cards, while the
    other seats' hands are drawn anew (they differ from the real ones in some worlds)."""
    game = pyspiel.load_game(GAME_NAME, {"variant": variant})
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    differed = checked = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(_chance(state, rng))
            continue
        for seat in range(game.num_players()):
            world = state.resample_from_infostate(seat, rng.uniform)
            assert world.information_state_string(seat) == state.information_state_string(seat)
            assert world.engine.hand(Seat(seat)) == state.engine.hand(Seat(seat))
            if seat == state.current_player():
                assert world.legal_actions() == state.legal_actions()
            others = [Seat(s) for s in range(game.num_players()) if s != seat]
            differed += any(world.engine.hand(s) != state.engine.hand(s) for s in others)
            checked += 1
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert checked > 40 and differed > checked // 2


def test_openspiel_ismcts_plays_a_hand_of_black_maria() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(GAME_NAME, {"variant": "black-maria"})
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = ismcts.ISMCTSBot(game=game, evaluator=evaluator, uct_c=2.0, max_simulations=8, random_state=rng)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(_chance(state, rng))
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert decisions >= 13
    assert state.returns() == [-float(s) for s in state.engine.scores] and min(state.returns()) < 0


def test_a_bad_parameter_is_refused() -> None:
    with pytest.raises(Exception, match="scope"):
        pyspiel.load_game(GAME_NAME, {"scope": "trick"})
