"""The arena: seeded hands and duplicate deals played by any players (for tournaments and ladders).

This module drives the engine through the one game loop (:mod:`hearts.play.loop`)
and never imports a bot: players come from a ``factory(kind, seat, seed)``
passed in by the caller. Every hand is a pure function of its seed, its index and
who sits where: the same inputs give the same result in any process.

A *duplicate deal* is one deal played once per seat (four times at four seats), the
players rotated one seat each time, so every player holds every hand once. The pass direction cycles with
the deal index (deal ``i`` is played as hand ``i + 1``, PASS-CYCLE).

Hands are played the way users play them: within each rotation the deals follow one
another as the hands of games (the same player objects for every hand of a game, the
totals carried, as ``hearts play`` plays), a game ending at the target score
(GAME-END, TIE) and the next deal starting a new game with new players. The deals are
cut into runs of :data:`RUN` consecutive deals (whatever the number of processes); each
run starts new games, and a game still going at the end of its run is not counted as
won by anyone. So the same deal is played by the same entries from the same seats in
every rotation (the duplicate), each time in the middle of a real game.

>>> from hearts.play.players import RandomPlayer
>>> from hearts.engine.variant import Variant
>>> def factory(kind: str, seat: Seat, seed: str) -> RandomPlayer:
...     return RandomPlayer(seed=seed)
>>> plays = play_duplicate(Variant(), 7, 0, ("a", "b", "c", "d"), factory)
>>> [p.rotation for p in plays], sum(plays[0].points)
([0, 1, 2, 3], 26)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from hearts.cards import Seat
from hearts.engine.deal import Deal
from hearts.engine.results import game_outcome, hand_result
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.play.loop import Table, play_hand
from hearts.play.players import Player

__all__ = [
    "Factory",
    "GameChain",
    "GameTally",
    "HandPlay",
    "deal_for",
    "play_deals",
    "play_duplicate",
    "play_seated",
    "tally_games",
]

Factory = Callable[[str, Seat, str], Player]
"""Makes the player of a kind for a seat, from a seed string."""

_CARD_MOON = rules_for(Variant()).scoring.moon
"""The cards a moon needs under card-1.0.0 (MOON), for plays made without a variant."""


@dataclass(frozen=True, slots=True)
class HandPlay:
    """One hand played: by seat, who sat there and what they took."""

    index: int
    """Deal index (0-based); played as hand ``index + 1``."""
    rotation: int
    """Entry ``e`` sat at seat ``(e - rotation) % N``; seat ``s`` held entry ``(s + rotation) % N``
    (N seats at the table)."""
    taken: tuple[int, ...]
    """Cards each seat took, as masks (one per seat: the table's size)."""
    points: tuple[int, ...]
    """What each seat scored this hand from a zero total (MOON applied)."""
    shooter: Seat | None
    stuck: bool = False
    """The variant left a player without a legal card (the hand stopped)."""
    moon_cards: int = _CARD_MOON
    """The cards a moon needs in the variant played (MOON, :attr:`hearts.engine.rules.Scoring.moon`)."""
    winners: tuple[int, ...] = ()
    """The seats that won the game this hand ended (GAME-END, TIE); empty if the game goes on."""
    teams_won: int = 0
    """With teams (TEAM-GAME-END): how many teams won that game (each partner of a winning team
    wins it, a share when teams share the win); 0 without teams."""

    @property
    def win_share(self) -> int:
        """How many ways a won game is shared out to each winning seat."""
        return self.teams_won or len(self.winners)

    @property
    def seats(self) -> int:
        """The players at the table."""
        return len(self.taken)

    def entry_at(self, seat: int) -> int:
        return (seat + self.rotation) % len(self.taken)

    def stopped_moon(self, seat: int) -> bool:
        """``seat`` stopped a moon: another seat took at least 10 of the moon cards (14 on the
        card) and every other one went to ``seat``, which took at least one (so no moon)."""
        moon = self.moon_cards
        mine = self.taken[seat] & moon
        if not mine or self.shooter is not None:
            return False
        for other in range(len(self.taken)):
            if other != seat:
                theirs = self.taken[other] & moon
                if (theirs | mine) == moon and theirs.bit_count() >= 10:
                    return True
        return False


def deal_for(seed: int | str, index: int, variant: Variant | None = None) -> Deal:
    """The deal with this index in the run with ``seed`` (for the table of ``variant``: its
    seats and removed cards; the card's four seats when none is given)."""
    if variant is None:
        return Deal.random(f"arena:{seed}", index + 1)
    r = rules_for(variant)
    return Deal.random(f"arena:{seed}", index + 1, r.seats, r.removed)


def play_seated(variant: Variant, deal: Deal, hand_number: int, players: Sequence[Player]) -> State:
    """Play one hand from ``deal`` as hand ``hand_number`` (zero totals); the final state."""
    state = State.from_deal(variant, deal, hand_number=hand_number)
    return play_hand(state, players)


RUN = 25
"""Consecutive deals played as the hands of running games before new games start (a fixed
number, so the figures do not depend on how the deals are spread over processes)."""


def _result(variant: Variant, index: int, rotation: int, final: State) -> HandPlay:
    t = tuple(final.taken(seat).mask for seat in Seat.at_table(final.seats))
    if final.phase is Phase.STUCK or final.phase is Phase.PLAY or not final.hand_results:
        return HandPlay(index, rotation, t, (0,) * len(t), None, stuck=True)
    r = final.hand_results[-1]
    outcome = final.outcome
    winners = tuple(int(seat) for seat in outcome.winners) if outcome is not None else ()
    teams_won = len(outcome.winning_teams) if outcome is not None else 0
    moon = rules_for(variant).scoring.moon
    return HandPlay(
        index, rotation, t, r.deltas, r.shooter, moon_cards=moon, winners=winners, teams_won=teams_won
    )


def play_rotation(
    variant: Variant,
    seed: int | str,
    indices: Sequence[int],
    kinds: Sequence[str],
    rotation: int,
    factory: Factory,
) -> list[HandPlay]:
    """The deals ``indices`` (consecutive) played one after the other as the hands of games, the
    entries ``kinds`` seated with ``rotation``: the same players for every hand of a game, the
    totals carried; a new game (new players, zero totals) after a game ends or gets stuck."""
    out: list[HandPlay] = []
    state: State | None = None
    table: Table | None = None
    seats = variant.players
    for index in indices:
        deal = deal_for(seed, index, variant)
        if state is None or table is None or state.phase is not Phase.DEAL:
            players = [
                factory(kinds[(seat + rotation) % seats], Seat(seat), f"{seed}:{index}:{rotation}:{seat}")
                for seat in range(seats)
            ]
            table = Table(players)
            state = State.start(variant, None, index + 1)
        dealt = state.deal(deal)
        table.saw(dealt)
        final = play_hand(dealt, table)
        out.append(_result(variant, index, rotation, final))
        state = final
    return out


def play_duplicate(
    variant: Variant, seed: int | str, index: int, kinds: Sequence[str], factory: Factory
) -> tuple[HandPlay, ...]:
    """Deal ``index`` played once per seat, the entries ``kinds`` rotated one seat each time (each
    time as the first hand of a new game)."""
    return tuple(play_rotation(variant, seed, [index], kinds, r, factory)[0] for r in range(variant.players))


def play_deals(
    variant: Variant, seed: int | str, indices: Sequence[int], kinds: Sequence[str], factory: Factory
) -> list[tuple[HandPlay, ...]]:
    """Consecutive duplicate deals (a unit of work for one process): in each rotation they are
    the hands of running games (see the module's note); by deal, its rotations (one per seat)."""
    runs = [play_rotation(variant, seed, indices, kinds, r, factory) for r in range(variant.players)]
    return [tuple(run[i] for run in runs) for i in range(len(indices))]


@dataclass(frozen=True, slots=True)
class GameTally:
    """Games played to the target score from consecutive deals, per rotation (GAME-END, TIE)."""

    games: int
    wins: tuple[float, ...]
    """Per entry; a shared win (tie rule shared-win) counts as a fraction."""


class GameChain:
    """Hands of each rotation chained into games to the target score, one deal at a time
    (GAME-END, TIE), so that a long run keeps only the running totals, not the hands.

    Deals are added in index order. Totals add up from hand to hand (scored with
    :func:`hearts.engine.results.hand_result`, so moon options see the totals); a game ends as
    :func:`hearts.engine.results.game_outcome` says, and the next hand starts a new one. An
    unfinished last game is not counted.
    """

    def __init__(self, variant: Variant) -> None:
        self._variant = variant
        n = variant.players
        self._scores: list[tuple[int, ...]] = [(0,) * n] * n
        self._hands = [0] * n
        self._wins = [0.0] * n
        self._games = 0

    def add(self, deal: Sequence[HandPlay]) -> None:
        """The rotations (one per seat) of the next duplicate deal."""
        variant = self._variant
        for rotation, play in enumerate(deal):
            if play.stuck:
                continue
            hand_number = play.index + 1
            r = hand_result(
                rules_for(variant),
                hand_number,
                variant.pass_direction(hand_number),
                play.taken,
                self._scores[rotation],
            )
            self._hands[rotation] += 1
            self._scores[rotation] = r.scores
            outcome = game_outcome(rules_for(variant), r.scores, self._hands[rotation])
            if outcome is not None:
                self._games += 1
                # A shared win is shared out; with teams (TEAM-GAME-END) each partner of a winning
                # team wins the game (a team's share: one game for each of its players).
                ways = len(outcome.winning_teams) if outcome.teams else len(outcome.winners)
                for seat in outcome.winners:
                    self._wins[play.entry_at(seat)] += 1 / ways
                self._scores[rotation] = (0,) * len(self._hands)
                self._hands[rotation] = 0

    def tally(self) -> GameTally:
        return GameTally(self._games, tuple(self._wins))


def tally_games(variant: Variant, plays: Iterable[Sequence[HandPlay]]) -> GameTally:
    """Chain the hands of each rotation of ``plays`` (duplicate deals in index order) into
    games to the target score (:class:`GameChain`)."""
    chain = GameChain(variant)
    for deal in plays:
        chain.add(deal)
    return chain.tally()
