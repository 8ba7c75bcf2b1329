"""The right hand for a lesson: find a seeded hand in which a theme happens with the chosen bots.

A theme is a question about one hand as the engine played it (the states before and
after every action, and the hand's result): "did somebody shoot the moon?", "was the
Q♠ thrown on a trick of another suit?". The answers read engine data only (tricks,
legal sets, points taken, hand results, the phase after the hand), so a theme never
re-states a rule of its own.

The search is bounded and deterministic: seeds ``start``, ``start + 1`` ..., and in each
seed's game the hands 1, 2 ... to the end of the game, until ``limit`` hands have been
played. The same options always find the same seed and hand.

>>> from hearts.engine.variant import Variant
>>> from hearts.play.players import RandomPlayer
>>> found = find("void-discard", Variant(), lambda seed: [RandomPlayer(f"{seed}:{s}") for s in range(4)])
>>> (found.seed, found.hand) if found else None
(1, 1)
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from hearts.cards import ALL_CARDS, QUEEN_OF_SPADES, Card, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.results import HandResult
from hearts.engine.rules import first_trick_discard, hand_points, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import TieRule, Variant
from hearts.play.loop import Table, hand_over, turns
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.choices import THEME_HELP
from hearts.walkthrough.model import SeatPlayer

__all__ = [
    "BUILT",
    "THEMES",
    "THEME_DEALS",
    "Found",
    "HandTrace",
    "Theme",
    "ThemeRuledOut",
    "built_deal",
    "find",
    "game_before_hand",
    "holds",
    "indexed",
    "trace_hand",
]

DEFAULT_LIMIT = 3000
"""Hands played at most by a search (a few seconds for the common themes)."""
DEFAULT_SECONDS = 30.0
"""Seconds a search from the command line runs at most, whatever ``DEFAULT_LIMIT`` says."""


@dataclass(frozen=True, slots=True)
class HandTrace:
    """One hand as the engine played it: every (before, after) pair, and the state after it."""

    variant: Variant
    moves: tuple[tuple[State, State], ...]
    end: State

    @property
    def result(self) -> HandResult | None:
        results = self.end.hand_results
        number = self.moves[0][0].hand_number if self.moves else 0
        return results[-1] if results and results[-1].hand_number == number else None

    def plays(self) -> list[tuple[State, State]]:
        """The card plays (not the passes)."""
        return [(b, a) for b, a in self.moves if b.phase is Phase.PLAY]

    def tricks(self) -> list[tuple[State, State]]:
        """For each completed trick: the state before its last card and the state after it."""
        return [(b, a) for b, a in self.plays() if len(a.tricks) > len(b.tricks) or a.phase is not Phase.PLAY]


def _points(variant: Variant, card: Card) -> int:
    """POINTS of one card under the variant (:func:`hearts.engine.rules.hand_points`)."""
    return hand_points(card.bit, rules_for(variant).scoring)


def _moon(t: HandTrace) -> bool:
    """Somebody shot the moon (the hand result names a shooter)."""
    r = t.result
    return r is not None and r.shooter is not None


MOON_ALERT = 18
"""Points one seat must hold alone (the Q♠ and five hearts under the usual scoring) for moon-stopped."""


def _moon_stopped(t: HandTrace) -> bool:
    """After a trick one seat held every point taken so far, the Q♠ and five hearts at least, yet no moon."""
    r = t.result
    if r is None or r.shooter is not None:
        return False
    for _before, after in t.tricks():
        taken = [after.points_taken(s) for s in Seat]
        total = sum(taken)
        if total >= MOON_ALERT and max(taken) == total:
            return True
    return False


def _queen_dump(t: HandTrace) -> bool:
    """The Q♠ was played on a trick led in another suit (a discard)."""
    for _before, after in t.tricks():
        trick = after.tricks[-1]
        if trick.led_suit is not Suit.SPADES and QUEEN_OF_SPADES in [c for _, c in trick.plays]:
            return True
    return False


def _first_trick_forced(t: HandTrace) -> bool:
    """On trick 1 a seat that is not leading had only point cards to choose from, and played one."""
    for before, after in t.plays():
        if before.trick_number != 1 or not before.current_trick.plays:
            continue
        legal = before.legal_set()
        played = after.last_action
        if legal and all(_points(t.variant, c) > 0 for c in legal) and isinstance(played, Card):
            return True
    return False


def _hearts_only_lead(t: HandTrace) -> bool:
    """A lead, before hearts were broken, from a hand holding nothing but hearts."""
    for before, _after in t.plays():
        if before.current_trick.plays or before.hearts_broken:
            continue
        seat = before.to_act
        assert seat is not None
        hand = before.hand(seat)
        if hand and hand.of_suit(Suit.HEARTS) == hand:
            return True
    return False


def _void_discard(t: HandTrace) -> bool:
    """A seat with no card of the suit led played another suit."""
    for before, after in t.plays():
        led = before.current_trick.led_suit
        played = after.last_action
        if led is not None and isinstance(played, Card) and played.suit is not led:
            return True
    return False


def _tie(t: HandTrace) -> bool:
    """After the hand a score reached the target, yet the game goes on (the lowest score is shared)."""
    return t.end.phase is Phase.DEAL and max(t.end.scores) >= t.variant.target_score


def _below_alert(variant: Variant) -> str | None:
    most = sum(v for v in variant.card_values() if v > 0)
    if most < MOON_ALERT:
        return f"the cards score at most {most} points in a hand, never {MOON_ALERT} (POINTS)"
    return None


def _no_point_cards(variant: Variant) -> str | None:
    if not any(v > 0 for v in variant.card_values()):
        return "no card scores points (POINTS)"
    return None


def _no_tie_goes_on(variant: Variant) -> str | None:
    if variant.tie_rule is not TieRule.EXTRA_HANDS:
        return f"tie_rule is {variant.tie_rule.value}: a shared lowest score ends the game (TIE)"
    return None


def _anything(variant: Variant) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Theme:
    name: str
    help: str
    """What the theme shows (English, from :data:`hearts.walkthrough.choices.THEME_HELP`)."""
    clauses: tuple[str, ...]
    check: Callable[[HandTrace], bool]
    ruled_out: Callable[[Variant], str | None] = _anything
    """Why no hand under a variant can show the theme (``None``: one may), read from the knobs."""


class ThemeRuledOut(InputError):
    """``--find THEME`` under a variant in which no hand can show it: refused before any search."""


THEMES: dict[str, Theme] = {
    t.name: t
    for t in (
        Theme("moon", THEME_HELP["moon"], ("MOON",), _moon),
        Theme(
            "moon-stopped",
            THEME_HELP["moon-stopped"],
            ("MOON",),
            _moon_stopped,
            _below_alert,
        ),
        Theme("queen-dump", THEME_HELP["queen-dump"], ("DISCARD",), _queen_dump),
        Theme(
            "first-trick-forced",
            THEME_HELP["first-trick-forced"],
            ("FIRST-TRICK-POINTS",),
            _first_trick_forced,
            _no_point_cards,
        ),
        Theme(
            "hearts-only-lead",
            THEME_HELP["hearts-only-lead"],
            ("HEARTS-LEAD",),
            _hearts_only_lead,
        ),
        Theme(
            "void-discard",
            THEME_HELP["void-discard"],
            ("DISCARD",),
            _void_discard,
        ),
        Theme(
            "tie",
            THEME_HELP["tie"],
            ("TIE",),
            _tie,
            _no_tie_goes_on,
        ),
    )
}


def trace_hand(state: State, players: Sequence[SeatPlayer]) -> HandTrace:
    """Play one hand from ``state`` (dealt, or about to be dealt) and keep every transition."""
    moves: list[tuple[State, State]] = []
    end = state
    for turn in turns(state, Table(players), hand_over):  # the one game loop
        if turn.card is not None:
            moves.append((turn.before, turn.after))
        end = turn.after
    return HandTrace(end.variant, tuple(moves), end)


def game_before_hand(state: State, players: Sequence[SeatPlayer], hand: int) -> State:
    """Play from a new game's start until hand ``hand`` is dealt (players keep their memory)."""
    if hand < 1:
        raise ValueError("hands are numbered from 1")
    while state.hand_number < hand or state.phase is not Phase.DEAL:
        if state.phase not in (Phase.DEAL, Phase.PASS, Phase.PLAY):
            raise ValueError(f"the game ends before hand {hand} (after hand {state.hand_number})")
        state = trace_hand(state, players).end
    return next(turns(state, Table(players))).after  # the deal


THEME_DEALS: dict[str, tuple[str, int]] = {
    "first-trick-forced": (
        "N:-.-.Q.AKQJT9876543 E:AKQJT98765432.-.-.- S:-.AKQJT98765432.-.- W:-.-.AKJT98765432.2",
        4,
    ),
}
"""Deals of our own (with the hand number, for its pass direction) for themes random deals
practically never produce: North holds the Q♠ and twelve hearts, so on the first trick of
hand 4 (no passing) it has nothing but point cards."""


@dataclass(frozen=True, slots=True)
class Found:
    seed: int
    hand: int
    searched: int
    """Hands played to find it."""
    deal: str | None = None
    """A deal built for the variant (:func:`built_deal`): play it as hand ``hand``, not the seed."""


BUILT = frozenset({"first-trick-forced"})
"""Themes random deals practically never contain: served from a deal built for the variant."""


def built_deal(theme: str, variant: Variant) -> tuple[str, int] | None:
    """A deal in which ``theme`` happens under ``variant``, with the hand number to play it as.

    ``first-trick-forced`` (FIRST-TRICK-POINTS): East holds every club (so leads the first
    trick), North holds only cards this variant keeps off the first trick, none a club: on
    trick 1 North must give points. Played as a hand without passing, so the deal stays as
    built. ``None`` when the variant cannot have the position (no first-trick rule, a dead
    end instead of a forced play, fewer than 13 such cards, a pass before every hand, or a
    table not of four).

    >>> built_deal("first-trick-forced", Variant()) == (THEME_DEALS["first-trick-forced"][0], 4)
    True
    """
    if theme != "first-trick-forced" or variant.players != 4:
        return None  # (the built deal is four hands of 13)
    r = rules_for(variant)
    # No first-trick rule, or a dead end (a hand of nothing else may play none of them).
    if not r.first_trick_kept_out or not first_trick_discard(r.first_trick_kept_out, r):
        return None
    hold = next(
        (h for h in range(1, len(variant.pass_cycle) + 1) if variant.pass_direction(h).offset == 0), None
    )
    if hold is None:
        return None
    # The cards kept out, those outside the hearts first (the Q♠...): North then chooses what to give.
    kept = [c for c in reversed(ALL_CARDS) if c.bit & r.first_trick_kept_out and c.suit is not Suit.CLUBS]
    kept.sort(key=lambda c: c.suit is Suit.HEARTS)
    if len(kept) < 13:
        return None
    north = sum(c.bit for c in kept[:13])
    east = sum(c.bit for c in ALL_CARDS if c.suit is Suit.CLUBS)
    rest = [c for c in ALL_CARDS if not c.bit & (north | east)]
    south, west = sum(c.bit for c in rest[:13]), sum(c.bit for c in rest[13:])
    return Deal.from_masks((north, east, south, west)).format(), hold


def find(
    theme: str,
    variant: Variant,
    seat_players: Callable[[int], Sequence[SeatPlayer]],
    start: int = 1,
    limit: int = DEFAULT_LIMIT,
    progress: Callable[[int], None] | None = None,
    built: bool = False,
    seconds: float | None = None,
) -> Found | None:
    """The first (seed, hand) from seed ``start`` on in which ``theme`` happens (``None``: not found).

    With ``built``, a theme of :data:`BUILT` is served at once from :func:`built_deal` (the
    :class:`Found` then carries the deal). A search stops after ``limit`` hands or
    ``seconds`` (``None``: no time bound; the commands pass :data:`DEFAULT_SECONDS`),
    whichever comes first.

    ``progress`` is called with the number of hands played so far after each hand.
    ``seat_players`` makes the four players for a seed (see
    :func:`hearts.walkthrough.sources.find` for the walkthrough's bots), so a command that
    seats its players otherwise finds its own hands.
    """
    why = THEMES[theme].ruled_out(variant)
    if why is not None:
        raise ThemeRuledOut(f"--find {theme}: no hand under {shown(variant.name, 80)} can show it: {why}")
    check = THEMES[theme].check
    if built and theme in BUILT:
        own = built_deal(theme, variant)
        if own is not None:
            players = seat_players(start)
            trace = trace_hand(State.from_deal(variant, Deal.parse(own[0]), hand_number=own[1]), players)
            if check(trace):  # the built deal is checked like a found one
                return Found(start, own[1], 0, own[0])
    played = 0
    seed = start
    deadline = None if seconds is None else time.monotonic() + seconds

    def in_time() -> bool:
        return deadline is None or time.monotonic() < deadline

    while played < limit and in_time():
        players = seat_players(seed)
        state = State.start(variant, seed)
        while state.phase is Phase.DEAL and played < limit and in_time():
            trace = trace_hand(state, players)
            played += 1
            if progress is not None:
                progress(played)
            if check(trace):
                number = trace.moves[0][0].hand_number if trace.moves else state.hand_number
                return Found(seed, number, played)
            state = trace.end
        seed += 1
    return None


INDEX = "themes_index.json"
"""The index of themed hands shipped beside this module (``scripts/theme_index.py`` writes it)."""


@cache
def _index() -> dict[tuple[str, str, str], Found | None]:
    item = resources.files("hearts.walkthrough").joinpath(INDEX)
    if not item.is_file():
        return {}
    data = json.loads(item.read_text(encoding="utf-8"))
    return {
        (e["theme"], e["variant"], e["bots"]): None
        if e["seed"] is None
        else Found(e["seed"], e["hand"], e["searched"])
        for e in data["hands"]
    }


def indexed(theme: str, variant: Variant, bots: str, start: int = 1) -> Found | bool | None:
    """What :func:`find` answers from seed ``start`` on, read from the index of themed hands.

    The index holds the first hit from seed 1 for the shipped variants and the default bots,
    or that the search finds none within :data:`DEFAULT_LIMIT` hands (then ``False``). A hit
    answers for every ``start`` up to its seed too (no seed before it holds the theme); a
    miss for ``start`` 1 only. ``None`` when the index does not know: search instead.
    """
    key = (theme, variant.name, bots)
    shipped = _shipped(variant.name)
    if key not in _index() or shipped is None or variant.knobs() != shipped.knobs():
        return None  # the index is for the shipped rules as they are
    found = _index()[key]
    if found is None:
        return False if start == 1 else None
    return found if start <= found.seed else None


def _shipped(name: str) -> Variant | None:
    return load_variant(name) if name in builtin_variant_names() else None


def holds(theme: str, variant: Variant, players: Sequence[SeatPlayer], found: Found) -> bool:
    """Whether ``theme`` happens in hand ``found.hand`` of seed ``found.seed``'s game with ``players``.

    Checks an index entry against the bots as they are now (a hand or two of play, not a search).
    """
    state = State.start(variant, found.seed)
    for _ in range(found.hand - 1):
        if state.phase is not Phase.DEAL:
            return False
        state = trace_hand(state, players).end
    return state.phase is Phase.DEAL and THEMES[theme].check(trace_hand(state, players))
