"""The reference engine as an OpenSpiel game: ``python_hearts_spec``, every variant a game
parameter, so OpenSpiel's algorithms (random simulation, MCTS, ISMCTS, …) run on any variant.

Importing this module registers the game with ``pyspiel`` (the ``openspiel`` extra).

- **Chance** deals the cards in play one at a time (an action is the card's index), to the seats
  in turn and the last ones to the kitty (knob ``leftover``), as OpenSpiel's own ``hearts`` deals.
- **Players** pass and play cards (an action is the card's index ``0..51``, as in
  :mod:`hearts.env.observation`); the engine decides what is legal.
- **Returns** are minus each seat's points (the game's totals with ``scope=game``; the hand's
  with ``scope=hand``, the default). The sum varies with a moon, so the utility is general-sum.
- **Information states** hold what the seat may know with perfect recall: its own cards as
  dealt, the cards it passed and received, and every card played; the observation is
  :class:`~hearts.env.observation.Layout`'s vector of the seat's view.
- :meth:`HeartsSpielState.resample_from_infostate` (what ISMCTS needs) deals the cards the seat
  cannot see at random among the other seats and the kitty, respecting the hand sizes and the
  voids the play has shown, and replays the hand on that deal; a deal on which the replay is
  refused (a rule the voids do not capture, such as a heart led before hearts were broken) is
  drawn again.

>>> import pyspiel
>>> game = pyspiel.load_game("python_hearts_spec", {"variant": "three-2d"})
>>> game.num_players(), game.num_distinct_actions()
(3, 52)
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 51)
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from hearts.cards import TABLE_SIZES, Card, CardSet, NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import hand_points, removed_mask, rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import MAX_GAME_HANDS, Variant
from hearts.env.game import check_scope
from hearts.env.observation import ACTIONS, Layout
from hearts.variants.files import load_variant

__all__ = ["GAME_NAME", "HeartsSpielGame", "HeartsSpielState"]

GAME_NAME = "python_hearts_spec"
RESAMPLE_TRIES = 200
"""Deals drawn at most by one :meth:`HeartsSpielState.resample_from_infostate`."""

_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Hearts (hearts-spec reference engine, any variant)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=max(TABLE_SIZES),  # every table size the engine deals (hearts.cards.TABLE_SIZES)
    min_num_players=min(TABLE_SIZES),
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"variant": "card-1.0.0", "scope": "hand"},
)


def hand_bound(variant: Variant) -> int:
    """A bound on what one seat can score in a hand, either way: twice every point in play (a
    moon can move them all, and a variant's moon or sun may add as much again)."""
    s = rules_for(variant).scoring
    spread = abs(hand_points(s.penalty_cards & s.deck, s)) + abs(hand_points(s.bonus_cards & s.deck, s))
    return 2 * max(spread, 26)


def _in_play(variant: Variant) -> tuple[Card, ...]:
    mask = ~removed_mask(variant)
    return tuple(c for c in (Card.from_index(i) for i in range(52)) if mask >> c.index & 1)


class HeartsSpielGame(pyspiel.Game):  # type: ignore[misc]
    """``python_hearts_spec``: parameters ``variant`` (a shipped name or a file) and ``scope``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        variant = load_variant(str(params.get("variant", "card-1.0.0")))
        scope = check_scope(str(params.get("scope", "hand")))
        cards = _in_play(variant)
        seats = variant.players
        hands = MAX_GAME_HANDS if scope == "game" else 1
        longest = hands * 3 * len(cards)  # each card dealt, passed at most once and played
        bound = float(hands * hand_bound(variant))
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTIONS,
            max_chance_outcomes=ACTIONS,
            num_players=seats,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=None,
            max_game_length=longest,
        )
        super().__init__(_TYPE, info, {"variant": str(params.get("variant", "card-1.0.0")), "scope": scope})
        self.variant = variant
        self.scope = scope
        self.cards = cards
        self.layout = Layout(seats)

    def new_initial_state(self) -> HeartsSpielState:
        return HeartsSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> SpielObserver:
        return SpielObserver(self)


class HeartsSpielState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: the engine's :class:`~hearts.engine.state.State` and the deal being made."""

    def __init__(self, game: HeartsSpielGame) -> None:
        super().__init__(game)
        # Plain values, not the game: OpenSpiel copies states, and a copy must not need the game.
        self.variant: Variant = game.variant
        self.scope: str = game.scope
        self.cards: tuple[Card, ...] = game.cards
        self.engine = State.start(game.variant)
        self.dealt: list[Card] = []
        """This hand's cards dealt so far, in order (chance's actions)."""
        self.moves: list[tuple[int, Card]] = []
        """This hand's passes and plays: ``(seat, card)`` in order."""
        self.earlier: list[str] = []
        """Each finished hand's record (what every seat may recall of it is public at its end)."""

    # ---------------------------------------------------------------- the game

    def _seats(self) -> int:
        return int(self.variant.players)

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self.engine.phase is Phase.DEAL:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.engine.to_act
        assert seat is not None
        return int(seat)

    def is_terminal(self) -> bool:
        phase = self.engine.phase
        if phase in (Phase.OVER, Phase.STUCK):
            return True
        return self.scope == "hand" and phase is Phase.DEAL and self.engine.hand_number > 1

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(c.index for c in self.engine.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = [c.index for c in self.cards if c not in self.dealt]
        return [(i, 1.0 / len(left)) for i in sorted(left)]

    def _apply_action(self, action: int) -> None:
        card = Card.from_index(action)
        if self.engine.phase is Phase.DEAL:
            self.dealt.append(card)
            if len(self.dealt) == len(self.cards):
                self.engine = self.engine.deal(self._deal(self.dealt))
            return
        seat = self.engine.to_act
        assert seat is not None
        self.engine = self.engine.apply(card)
        self.moves.append((int(seat), card))
        if self.engine.phase is Phase.DEAL or self.engine.phase is Phase.OVER:
            self.earlier.append(self._hand_record())
            self.dealt, self.moves = [], []

    def _deal(self, order: list[Card]) -> Deal:
        seats = self._seats()
        size = len(order) // seats
        hands = tuple(CardSet(order[s : seats * size : seats]) for s in range(seats))
        return Deal(hands, CardSet(order[seats * size :]))

    def _hand_record(self) -> str:
        plays = " ".join(f"{s}:{c.format()}" for s, c in self.moves)
        return f"[hand {self.engine.hand_number}: {plays}]"

    def _action_to_string(self, player: int, action: int) -> str:
        card = Card.from_index(action).format()
        return f"deal {card}" if player == pyspiel.PlayerId.CHANCE else card

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._seats()
        return [-float(score) for score in self.engine.scores]

    def __str__(self) -> str:
        return (
            repr(self.engine) if self.engine.phase is not Phase.DEAL else f"dealing: {len(self.dealt)} cards"
        )

    # ----------------------------------------------------------- what a seat knows

    def information_state_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return "\n".join([f"seat {seat}", *self.earlier, self._private(seat), self._public()])

    def observation_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return f"seat {seat} {self._private(seat)} {self._public()}"

    def _private(self, seat: int) -> str:
        if self.engine.phase is Phase.DEAL:
            mine = [c for i, c in enumerate(self.dealt) if i % self._seats() == seat]
            return f"dealt so far: {' '.join(c.format() for c in mine)}"
        passed = " ".join(c.format() for s, c in self.moves if s == seat and self._is_pass(c, s))
        received = self.engine.received(Seat(seat))
        got = received.format() if received is not None else "-"
        return f"dealt: {self._dealt_to(seat).format()} passed: {passed or '-'} received: {got}"

    def _public(self) -> str:
        plays = [f"{s}:{c.format()}" for s, c in self.moves if not self._is_pass(c, s)]
        kitty = self.engine.kitty.format() if self.engine.kitty_taken else "-"
        return f"plays: {' '.join(plays) or '-'} kitty: {kitty}"

    def _is_pass(self, card: Card, seat: int) -> bool:
        """Whether ``seat``'s move ``card`` of this hand was a pass (made before the exchange)."""
        passes = self._passes()
        return card in passes.get(seat, ())

    def _passes(self) -> dict[int, list[Card]]:
        per = self.variant.pass_count if self.engine.pass_direction.value != "hold" else 0
        out: dict[int, list[Card]] = {}
        for seat, card in self.moves[: per * self._seats()]:
            out.setdefault(seat, []).append(card)
        return out

    def _dealt_to(self, seat: int) -> CardSet:
        deal = self.engine.current_deal
        return deal.hands[seat] if deal is not None else CardSet()

    # -------------------------------------------------------------- resampling

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> HeartsSpielState:
        """A state the seat ``player_id`` cannot tell from this one (see the module's text)."""
        rng = random.Random(int(probability_sampler() * 2**31) if callable(probability_sampler) else 0)
        for _ in range(RESAMPLE_TRIES):
            world = self._world(player_id, rng)
            if world is not None:
                return world
        raise RuntimeError(f"no deal consistent with seat {player_id}'s knowledge in {RESAMPLE_TRIES} draws")

    def _world(self, me: int, rng: random.Random) -> HeartsSpielState | None:
        """One draw: a world the seat ``me`` cannot tell from this one, or ``None`` when the
        draw fits no deal the engine accepts."""
        if self.engine.current_deal is None:
            raise RuntimeError("resample_from_infostate: the cards are still being dealt (a chance node)")
        passes = self._passes()
        exchanged = self.engine.received(Seat(me)) is not None
        drawn = self._draw_hands(me, passes, exchanged, rng)
        if drawn is None:
            return None
        now, kitty = drawn
        original, hidden = self._draw_passes(me, now, passes, exchanged, rng)
        if original is None:
            return None
        try:
            world = State.start(self.variant, None, self.engine.hand_number, self.engine.scores)
            world = world.deal(Deal(tuple(original), CardSet(kitty)))
            if world.pass_direction is not self.engine.pass_direction:
                return None  # (PASS-RANDOM: the deal draws the direction, which every seat saw)
            moves: list[tuple[int, Card]] = []
            used = dict.fromkeys(hidden, 0)
            for seat, card in self.moves:
                if seat in hidden and card in passes.get(seat, []):
                    card = hidden[seat][used[seat]]
                    used[seat] += 1
                world = world.apply(card)
                moves.append((seat, card))
        except (ValueError, NotationError):  # the engine refuses the replay, or the deal does not fit
            return None
        clone: HeartsSpielState = self.clone()
        clone.engine, clone.moves = world, moves
        return clone

    def _played(self, passes: dict[int, list[Card]]) -> dict[int, set[Card]]:
        """The cards each seat has played this hand (public)."""
        out: dict[int, set[Card]] = {s: set() for s in range(self._seats())}
        for seat, card in self.moves:
            if card not in passes.get(seat, []):
                out[seat].add(card)
        return out

    def _direction(self, passes: dict[int, list[Card]]) -> int:
        seats = self._seats()
        return self.engine.pass_direction.offset_at(seats) % seats if passes else 0

    def _draw_hands(
        self, me: int, passes: dict[int, list[Card]], exchanged: bool, rng: random.Random
    ) -> tuple[dict[int, set[Card]], list[Card]] | None:
        """What every seat holds now (``me``'s own hand kept, the others' drawn from the cards
        ``me`` cannot see, away from the suits they have shown void) and the kitty."""
        seats = self._seats()
        played = self._played(passes)
        direction = self._direction(passes)
        target = (me + direction) % seats
        now = {s: set(self.engine.hand(Seat(s))) for s in range(seats)}
        holds: dict[int, set[Card]] = {s: set() for s in range(seats) if s != me}
        if direction and exchanged:  # the cards ``me`` passed and its target has not played yet
            holds[target] = {c for c in passes.get(me, []) if c in now[target]}
        kitty_known = self.engine.kitty_taken
        seen = set(now[me]) | set().union(*played.values()) | set().union(*holds.values())
        if kitty_known:
            seen |= set(self.engine.kitty)
        unseen = [c for c in self.cards if c not in seen]
        rng.shuffle(unseen)
        voids = self._voids()
        kitty: list[Card] = list(self.engine.kitty) if kitty_known else []
        kitty_size = len(self.engine.kitty)
        for card in unseen:
            room = [s for s in holds if len(holds[s]) < len(now[s]) and card.suit not in voids.get(s, set())]
            if len(kitty) < kitty_size:
                room.append(-1)
            if not room:
                return None
            pick = rng.choice(room)
            if pick == -1:
                kitty.append(card)
            else:
                holds[pick].add(card)
        return holds | {me: now[me]}, kitty

    def _draw_passes(
        self,
        me: int,
        now: dict[int, set[Card]],
        passes: dict[int, list[Card]],
        exchanged: bool,
        rng: random.Random,
    ) -> tuple[list[CardSet] | None, dict[int, list[Card]]]:
        """Each seat's cards as dealt (what it holds now and played, less what it received, plus
        what it passed) and the passes ``me`` did not see, drawn."""
        seats = self._seats()
        played = self._played(passes)
        direction = self._direction(passes)
        hidden: dict[int, list[Card]] = {}
        sent: dict[int, list[Card]] = {me: list(passes.get(me, []))}
        if exchanged and direction:
            received = self.engine.received(Seat(me))
            assert received is not None
            sent[(me - direction) % seats] = sorted(received, key=lambda c: c.index)
            for s in range(seats):
                if s in sent:
                    continue
                to = (s + direction) % seats
                pool = [
                    c for c in now[to] | played[to] if to != (me + direction) % seats or c not in sent[me]
                ]
                if len(pool) < len(passes.get(s, [])):
                    return None, hidden
                sent[s] = hidden[s] = rng.sample(pool, len(passes.get(s, [])))
        original: list[CardSet] = []
        for s in range(seats):
            cards = now[s] | played[s]
            if exchanged and direction:
                cards = (cards - set(sent[(s - direction) % seats])) | set(sent[s])
            elif s != me and passes.get(s):  # chosen, not exchanged yet: drawn from the seat's hand
                hidden[s] = rng.sample(sorted(cards, key=lambda c: c.index), len(passes[s]))
            original.append(CardSet(cards))
        return original, hidden

    def _voids(self) -> dict[int, set[Any]]:
        """The suits each seat has shown it no longer holds (it did not follow them)."""
        out: dict[int, set[Any]] = {}
        for trick in (*self.engine.tricks, self.engine.current_trick):
            plays = trick.plays
            if not plays:
                continue
            led = plays[0][1].suit
            for seat, card in plays[1:]:
                if card.suit != led:
                    out.setdefault(int(seat), set()).add(led)
        return out


class SpielObserver:
    """OpenSpiel's observer of a seat: the seat's view as :class:`Layout`'s vector."""

    def __init__(self, game: HeartsSpielGame) -> None:
        self.layout = game.layout
        self.tensor = np.zeros(self.layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: HeartsSpielState, player: int) -> None:
        from hearts.engine.view import view_of

        if state.engine.phase is Phase.DEAL:
            self.tensor.fill(0)
            return
        self.tensor[:] = self.layout.encode(view_of(state.engine, Seat(player)))

    def string_from(self, state: HeartsSpielState, player: int) -> str:
        return state.observation_string(player)


pyspiel.register_game(_TYPE, HeartsSpielGame)
