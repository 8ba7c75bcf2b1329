"""The classroom table under KITTY-FIRST-HEART (issue 36): the kitty is shown face down, said to go
to the first heart's winner, until a trick with a heart in it is won; then its cards and the
seat that won that trick, not the first trick's winner."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from hearts.cards import CardSet, Seat
from hearts.engine.state import State
from hearts.serve.snapshot import _deck
from hearts.variants.files import load_variant
from hearts.words.lang import Lang

if TYPE_CHECKING:
    from hearts.serve.table import ClassTable

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tables" / "three-kitty-heart.yaml"
DEAL = "1:KQT73.K43.A5.AK87654 2:AJ98642.JT95.Q87.Q32 3:5.AQ8762.KJT96432.T9 K:-.-.-.J"
"""The corpus deal of scenarios/kitty-first-heart.yaml: seat 1 wins trick 1 (no heart), seat 3
drops the 10♥ on trick 2, which seat 1 wins with the J♥ of the kitty."""


@dataclass
class _Table:
    """What :func:`_deck` reads of a class table: its state and how seats are labelled."""

    state: State

    def label(self, seat: Seat) -> str:
        return seat.label(self.state.seats)


def _shown(state: State, lang: str) -> dict[str, Any]:
    return _deck(cast("ClassTable", _Table(state)), Lang(lang, 3))["kitty"]  # type: ignore[no-any-return]


def test_the_kitty_stays_down_after_the_first_trick_and_goes_with_the_first_heart() -> None:
    s = State.from_deal(load_variant(EXAMPLE).with_knobs(pass_count=0), DEAL)
    s = s.apply_all(["2C", "5C", "7C"])
    down = _shown(s, "en")
    assert down["cards"] is None and down["count"] == 1
    assert down["text"] == "The kitty lies face down: whoever first wins a trick with a heart in it takes it."
    italian = "Il monte è coperto: lo prende il primo che vince una presa con un cuore."
    assert _shown(s, "it")["text"] == italian
    s = s.apply_all(["TC", "8C", "TH"])
    taken = _shown(s, "en")
    assert taken["taken_by"] == "1" and [c["c"] for c in taken["cards"]] == ["JH"]
    assert s.kitty == CardSet.parse("JH") and s.kitty_trick == 2
