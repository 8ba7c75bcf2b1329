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
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from hearts.cards import ALL_CARDS, QUEEN_OF_SPADES, Card, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.results import HandResult
from hearts.engine.rules import first_trick_discard, hand_points, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import FirstLeader, TieRule, Variant
from hearts.engine.view import view_of
from hearts.play.loop import Table, hand_over, turns
from hearts.play.players import Observer
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.choices import THEME_HELP
from hearts.walkthrough.model import SeatPlayer

__all__ = [
    "BUILD_TRIES",
    "BUILT",
    "THEMES",
    "THEME_DEALS",
    "Built",
    "Found",
    "HandTrace",
    "IndexedGame",
    "Theme",
    "ThemeRuledOut",
    "built_deal",
    "dealt",
    "find",
    "game_before_hand",
    "holds",
    "index_game",
    "indexed",
    "refuse_ruled_out",
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
        taken = [after.points_taken(s) for s in Seat.at_table(after.seats)]
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
    out = rules_for(variant).removed  # DEAL: the cards out of play score nothing
    most = sum(v for c, v in zip(ALL_CARDS, variant.card_values(), strict=True) if v > 0 and not c.bit & out)
    if most < MOON_ALERT:
        return f"the cards score at most {most} points in a hand, never {MOON_ALERT} (POINTS)"
    return None


def _no_point_cards(variant: Variant) -> str | None:
    if not any(v > 0 for v in variant.card_values()):
        return "no card scores points (POINTS)"
    return None


def _no_forced_play(variant: Variant) -> str | None:
    """No point cards, or a first trick on which a seat with only point cards has no card at all."""
    if (none := _no_point_cards(variant)) is not None:
        return none
    r = rules_for(variant)
    kept_out = r.first_trick_kept_out
    scoring = [c for c in ALL_CARDS if _points(variant, c) > 0]
    led_clubs = variant.first_leader is FirstLeader.LOWEST_CLUB
    if (
        kept_out
        and not first_trick_discard(kept_out, r)
        and led_clubs
        and all(c.bit & kept_out and c.suit is not Suit.CLUBS for c in scoring)
    ):
        return (
            f"under {variant.name} a seat holding only point cards on the first trick has no legal "
            f"card, and the hand stops ({r.first_trick_clause})"
        )
    outside = [c for c in scoring if not c.bit & r.removed and c.suit is not Suit.CLUBS]
    if variant.hand_size > len(outside):
        return (
            f"a hand holds {variant.hand_size} cards and only {len(outside)} cards in play outside the "
            "clubs score points, so no hand holds nothing but point cards (DEAL, FIRST-TRICK-POINTS)"
        )
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
            _no_forced_play,
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


def trace_hand(
    state: State, players: Sequence[SeatPlayer], until: Callable[[State], bool] = hand_over
) -> HandTrace:
    """Play one hand from ``state`` (dealt, or about to be dealt) and keep every transition
    (or only until a state of which ``until`` is true: the first trick, say)."""
    moves: list[tuple[State, State]] = []
    end = state
    for turn in turns(state, Table(players), until):  # the one game loop
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
    """Hands played to find it (for a built deal: candidate deals played to their first trick)."""
    deal: str | None = None
    """A deal built for the variant (:func:`built_deal`): play it as hand ``hand``, not the seed."""
    how: str = "search"
    """``search``, ``index`` (the index of themed hands answered) or ``built`` (a deal built for it)."""


BUILT = frozenset({"first-trick-forced"})
"""Themes random deals practically never contain: served from a deal built for the variant."""

BUILD_TRIES = 12
"""Candidate deals :func:`built_deal` plays (their pass and first trick) at most."""

Seating = Callable[[int | str], Sequence[SeatPlayer]]
"""The players for a seed, one per seat of the table, or for a deal (seeded by the deal's text,
as ``--deal`` seats them)."""


def dealt(variant: Variant, deal: str, hand: int, players: Sequence[SeatPlayer]) -> State:
    """Hand ``hand`` dealt as ``deal`` from scores 0, each player shown its hand (as ``--deal`` starts)."""
    parsed = Deal.parse(deal, variant.players, rules_for(variant).removed)
    start = State.from_deal(variant, parsed, hand_number=hand)
    for seat in Seat.at_table(variant.players):
        player = players[seat]
        if isinstance(player, Observer):
            player.observe(view_of(start, seat))
    return start


def _first_trick_over(state: State) -> bool:
    return hand_over(state) or (state.phase is Phase.PLAY and state.trick_number > 1)


@dataclass(frozen=True, slots=True)
class Built:
    """What :func:`built_deal` made: the deal and its hand number, or why there is none."""

    deal: str | None
    hand: int = 0
    tries: int = 0
    """Candidate deals played to their first trick (0: the deal needs no pass, nothing to try)."""
    why_not: str = ""


def built_deal(theme: str, variant: Variant, seating: Seating) -> Built:
    """A deal in which ``theme`` happens under ``variant``, with the hand number to play it as.

    ``first-trick-forced`` (FIRST-TRICK-POINTS): a seat holds only cards this variant keeps
    off the first trick, none a club, so on trick 1 it must give points. In a hand without
    passing (the first of the cycle) East holds the lowest clubs in play (every club at
    four) and North the kept-out cards, at any table: the deal stays as built. When every
    hand passes (Black Maria, four seats), the position must survive the pass the bots make:
    the target seat holds 13 kept-out cards and the seat that passes to it holds the other
    kept-out cards it is expected to pass on, with low cards
    beside them; each candidate is played with ``seating``'s players (seeded by the deal, as
    the page seats them) through its pass and first trick, and the first that shows the theme
    is kept, at most :data:`BUILD_TRIES` of them (the deal without passing is checked so too).
    ``deal`` is ``None`` (with ``why_not``) when the variant gives no such deal.

    >>> from hearts.play.players import RandomPlayer
    >>> seating = lambda seed: [RandomPlayer(f"{seed}:{s}") for s in range(4)]
    >>> built_deal("first-trick-forced", Variant(), seating).deal == THEME_DEALS["first-trick-forced"][0]
    True
    """
    if theme != "first-trick-forced":
        return Built(None, why_not=f"no deal is built for {theme}")
    r = rules_for(variant)
    # No first-trick rule, or a dead end (a hand of nothing else may play none of them).
    if not r.first_trick_kept_out or not first_trick_discard(r.first_trick_kept_out, r):
        why = "the first trick keeps no card out, or leaves a dead end (FIRST-TRICK-POINTS)"
        return Built(None, why_not=why)
    # The cards kept out, those outside the hearts first (the Q♠...): the seat then chooses what to give.
    kept = [c for c in reversed(ALL_CARDS) if c.bit & r.first_trick_kept_out and c.suit is not Suit.CLUBS]
    kept.sort(key=lambda c: c.suit is Suit.HEARTS)
    check = THEMES[theme].check
    hold = next(
        (h for h in range(1, len(variant.pass_cycle) + 1) if variant.pass_direction(h).offset == 0), None
    )
    candidates: Iterator[tuple[str, int]]
    size = variant.hand_size
    if hold is not None:
        if len(kept) < size:
            why = f"the first trick keeps out {len(kept)} cards besides the clubs, not {size}"
            return Built(None, why_not=why)
        # East: the lowest clubs in play (the first lead among them); North: kept-out cards only.
        in_play = [c for c in ALL_CARDS if c.suit is Suit.CLUBS and not c.bit & r.removed]
        clubs = sum(c.bit for c in in_play[:size])
        candidates = iter([(_share(variant, sum(c.bit for c in kept[:size]), clubs), hold)])
    elif variant.players != 4 or r.removed:
        return Built(None, why_not="a deal with a pass is built for four seats and a full deck")
    else:
        need = 13 + variant.pass_count
        if len(kept) < need:
            return Built(
                None,
                why_not=f"every hand passes {variant.pass_count} cards and the first trick keeps out "
                f"{len(kept)} cards besides the clubs, not {need} (PASS-CYCLE, FIRST-TRICK-POINTS)",
            )
        candidates = ((deal, 1) for deal in _passing_candidates(variant, kept))
    tries = 0
    for deal, hand in candidates:
        if tries == BUILD_TRIES:
            break
        tries += 1
        players = seating(deal)
        if check(trace_hand(dealt(variant, deal, hand, players), players, _first_trick_over)):
            return Built(deal, hand, tries)
    return Built(None, tries=tries, why_not=f"none of {tries} deals built shows it after the bots' pass")


def _share(
    variant: Variant, own: int, clubs: int, seat: Seat = Seat.NORTH, others: int = 0, passer: Seat = Seat.EAST
) -> str:
    """A deal at the variant's table: ``seat`` holds ``own``, ``passer`` holds ``others`` (or the
    ``clubs``), the other cards in play shared out in seat order, what is left the kitty."""
    hands = [0] * variant.players
    hands[seat] = own
    hands[passer] = others or clubs
    out = rules_for(variant).removed
    rest = [c for c in ALL_CARDS if not c.bit & (out | own | hands[passer])]
    free = [s for s in Seat.at_table(variant.players) if not hands[s]]
    size = variant.hand_size
    for i, s in enumerate(free):
        hands[s] = sum(c.bit for c in rest[i * size : (i + 1) * size])
    kitty = sum(c.bit for c in rest[len(free) * size :])
    return Deal.from_masks(tuple(hands), kitty).format()


def _passing_candidates(variant: Variant, kept: list[Card]) -> Iterator[str]:
    """Deals for a hand with a pass: the passer's gift of kept-out cards, each seat as the target."""
    count = variant.pass_count
    offset = variant.pass_direction(1).offset
    value = {c: _points(variant, c) for c in kept}
    by_value = sorted(kept, key=lambda c: (-value[c], -c.index))
    hearts = [c for c in by_value if c.suit is Suit.HEARTS]
    gifts: list[list[Card]] = []
    for gift in (by_value[:count], hearts[:count], by_value[-count:]):
        if len(gift) == count and gift not in gifts:
            gifts.append(gift)
    # Low cards beside the gift, kept by any bot; never a club the target could receive.
    low = sorted((c for c in ALL_CARDS if c not in value and c.suit is not Suit.CLUBS), key=lambda c: c.rank)
    for target in Seat:
        passer = target.offset(4 - offset)
        for gift in gifts:
            own = [c for c in by_value if c not in gift][:13]
            given = sum(c.bit for c in gift) + sum(c.bit for c in low[: 13 - count])
            yield _share(variant, sum(c.bit for c in own), 0, target, given, passer)


def refuse_ruled_out(theme: str, variant: Variant) -> None:
    """:class:`ThemeRuledOut` (one line, with the knob and the clause) when no hand under ``variant``
    can show ``theme``."""
    why = THEMES[theme].ruled_out(variant)
    if why is not None:
        raise ThemeRuledOut(f"--find {theme}: no hand under {shown(variant.name, 80)} can show it: {why}")


def find(
    theme: str,
    variant: Variant,
    seat_players: Seating,
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
    ``seat_players`` makes the players for a seed, one per seat (see
    :func:`hearts.walkthrough.sources.find` for the walkthrough's bots), so a command that
    seats its players otherwise finds its own hands.
    """
    refuse_ruled_out(theme, variant)
    check = THEMES[theme].check
    if built and theme in BUILT:
        own = built_deal(theme, variant, seat_players)
        if own.deal is not None:  # played with the page's players and checked like a found hand
            return Found(start, own.hand, own.tries, own.deal)
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


@dataclass(frozen=True, slots=True)
class IndexedGame:
    """One seed's game as the search plays it, in the index of themed hands."""

    hands: int
    """Hands the game has (the search plays them all when none shows the theme)."""
    first: dict[str, int]
    """For each theme it shows, the first hand that does."""


@cache
def _index() -> dict[tuple[str, str], tuple[IndexedGame, ...]]:
    """(variant, bots) -> the games of seeds 1, 2, 3 ... as the index holds them."""
    item = resources.files("hearts.walkthrough").joinpath(INDEX)
    if not item.is_file():
        return {}
    data = json.loads(item.read_text(encoding="utf-8"))
    return {
        (e["variant"], e["bots"]): tuple(IndexedGame(g["hands"], g["first"]) for g in e["games"])
        for e in data["tables"]
    }


def indexed(theme: str, variant: Variant, bots: str, start: int = 1) -> Found | bool | None:
    """What :func:`find` answers from seed ``start`` on (a hit, or ``False``: none within
    :data:`DEFAULT_LIMIT` hands), read from the index of themed hands.

    For each shipped variant and the common bot line-ups, the index holds the games of the first
    seeds as the search plays them (each game's hands and the first hand of each theme in it), so
    it answers for any ``start`` whose answer lies within those seeds, with the hands the search
    would have played. ``None`` when the index does not know: search instead.
    """
    games = _index().get((variant.name, bots))
    shipped = _shipped(variant.name)
    if games is None or shipped is None or variant.knobs() != shipped.knobs():
        return None  # the index is for the shipped rules as they are
    played = 0
    for seed in range(max(start, 1), len(games) + 1):
        game = games[seed - 1]
        hand = game.first.get(theme)
        if hand is not None and played + hand <= DEFAULT_LIMIT:
            return Found(seed, hand, played + hand)
        played += game.hands
        if played >= DEFAULT_LIMIT:
            return False
    return None


def index_game(variant: Variant, players: Sequence[SeatPlayer], seed: int) -> IndexedGame:
    """Seed ``seed``'s game played as :func:`find` plays it, each hand checked for every theme a
    hand under ``variant`` can show (an entry of the index of themed hands)."""
    themes = [t for t in THEMES.values() if t.name not in BUILT and t.ruled_out(variant) is None]
    first: dict[str, int] = {}
    state = State.start(variant, seed)
    hands = 0
    while state.phase is Phase.DEAL:
        trace = trace_hand(state, players)
        hands += 1
        number = trace.moves[0][0].hand_number if trace.moves else state.hand_number
        for theme in themes:
            if theme.name not in first and theme.check(trace):
                first[theme.name] = number
        state = trace.end
    return IndexedGame(hands, first)


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
