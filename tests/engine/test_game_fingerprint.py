"""Whole games give the same states, step by step, in every build of the engine.

A fingerprint (SHA-256) of every state of seeded random games under shipped variants: its
phase, the seat to act, the legal actions, the cards each seat holds and took, the trick, hearts
broken, the scores and the outcome. The expected digest was taken from the pure-Python engine;
``tests/engine/test_compiled_engine.py`` runs this test against the compiled engine too, so a
compiled build that plays any state differently fails it (docs/engine.md, "A compiled build").
A change to the rules that changes play changes the digest: take the new one from this test's
message once the change is meant.
"""

from __future__ import annotations

import hashlib
import random

from hearts.cards import Seat
from hearts.engine.state import State
from hearts.variants.files import load_variant

VARIANTS = (
    "card-1.0.0",
    "web",
    "web-strict",
    "black-maria",
    "omnibus",
    "moon-choice",
    "sun",
    "spot-hearts",
    "three-kitty",
    "five-2d2c",
    "six-twos",
)
"""Shipped variants, named (a variant added later does not change the digest): every scoring
family, the moon's options, the strict first trick, and tables of three, five and six."""
GAMES = 2
"""Games a variant (each to its end: several hands, every pass and play)."""
EXPECTED = "c3dd0ffcbc499795"


def _state_line(state: State) -> str:
    seats = [Seat(seat) for seat in range(state.seats)]
    return repr(
        (
            state.phase.value,
            state.to_act,
            state.legal_mask(),
            [state.hand(seat).mask for seat in seats],
            [state.taken(seat).mask for seat in seats],
            [state.passing(seat).mask for seat in seats],
            state.trick_number,
            state.current_trick.cards,
            state.hearts_broken_by,
            state.scores,
            state.outcome,
        )
    )


def fingerprint() -> str:
    """The digest of every state of ``GAMES`` seeded random games under each of ``VARIANTS``."""
    digest = hashlib.sha256()
    for name in VARIANTS:
        variant = load_variant(name)
        for seed in range(GAMES):
            rand = random.Random(f"{name}:{seed}").random
            state = State.new_game(variant, seed=seed)
            while not state.is_over:
                if state.to_act is None:
                    state = state.deal()
                legal = state.legal_actions()
                if not legal:  # STUCK (a variant may leave a player no card)
                    break
                state = state.apply(legal[int(rand() * len(legal))])
                digest.update(_state_line(state).encode())
            digest.update(repr(state.hand_results).encode())
    return digest.hexdigest()[:16]


def test_whole_games_under_shipped_variants_step_through_the_same_states() -> None:
    found = fingerprint()
    assert found == EXPECTED, f"the states of whole games changed: fingerprint {found}"
