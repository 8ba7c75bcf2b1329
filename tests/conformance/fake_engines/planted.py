"""Engines with ONE deliberate bug each: the reference engine behind the engine interface
(and, run as a program, behind the protocol), wrong in one way that differential fuzzing
must catch (:data:`PLANTED`), or that only shows at a table of three, five or six and
``hearts conform`` must catch (:data:`TABLE_PLANTED`). ``python planted.py NAME`` serves
the engine NAME; ``python planted.py none`` serves the reference engine unchanged.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, ClassVar

import hearts.engine.state as state_module
from hearts.cards import Card, Seat, Suit
from hearts.conformance.engine import LATER_KNOBS, Capabilities, EngineRefused, Unsupported
from hearts.conformance.reference import ReferenceEngine, perft
from hearts.conformance.server import serve
from hearts.engine.deal import Deal
from hearts.engine.rules import Rules, hand_points, removed_mask, scoring_of
from hearts.engine.state import IllegalAction, Phase, Record
from hearts.engine.variant import Leftover, PassDirection, TieRule, Variant


class Wrapper:
    """The reference engine, unchanged; each subclass plants one bug."""

    def __init__(self) -> None:
        self.inner = ReferenceEngine()

    def capabilities(self) -> Capabilities:
        return self.inner.capabilities()

    def setup(self, record: Record) -> None:
        self.inner.setup(record)

    def apply(self, card: Card) -> None:
        self.inner.apply(card)

    def query(self, name: str, **args: Any) -> Any:
        return self.inner.query(name, **args)

    def close(self) -> None:
        self.inner.close()


class GameEndsEarly(Wrapper):
    """Ends the game 40 points before the target (GAME-END)."""

    def setup(self, record: Record) -> None:
        early = record.variant.with_knobs(target_score=max(1, record.variant.target_score - 40))
        self.inner.setup(Record(early, record.deals, record.actions, record.first_hand, record.scores))


class WrongWinner(Wrapper):
    """Names the seats with the highest total as the winners (GAME-END: lowest wins)."""

    def query(self, name: str, **args: Any) -> Any:
        if name == "winners" and self.inner.state.is_over:
            scores = self.inner.state.scores
            return [s.letter for s in Seat if scores[s] == max(scores)]
        return super().query(name, **args)


class TieEndsGame(Wrapper):
    """Ends the game when the lowest total is shared instead of playing on (TIE)."""

    def setup(self, record: Record) -> None:
        shared = record.variant.with_knobs(tie_rule=TieRule.SHARED_WIN)
        self.inner.setup(Record(shared, record.deals, record.actions, record.first_hand, record.scores))


class HeartsStayBroken(Wrapper):
    """Never clears "hearts broken" when a new hand is dealt (HEARTS-BREAK, HEARTS-LEAD)."""

    def __init__(self) -> None:
        super().__init__()
        self.broken = False

    def setup(self, record: Record) -> None:
        super().setup(record)
        self.broken = any(s.hearts_broken for s in self.inner.state.history())

    def apply(self, card: Card) -> None:
        super().apply(card)
        self.broken = self.broken or self.inner.state.hearts_broken

    def query(self, name: str, **args: Any) -> Any:
        state = self.inner.state
        if name == "hearts_broken":
            return self.broken
        if name == "legal_actions" and self.broken and state.phase is Phase.PLAY and state.to_act is not None:
            legal = set(super().query(name, **args))
            if not state.current_trick.cards and state.trick_number > 1:
                legal |= {c.format() for c in state.hand(state.to_act) if c.suit is Suit.HEARTS}
            return sorted(legal)
        return super().query(name, **args)


class WrongSeatToAct(Wrapper):
    """Says the seat that played the last card of a trick leads the next (TRICK-WIN);
    its legal actions are still right, so nothing crashes."""

    def query(self, name: str, **args: Any) -> Any:
        state = self.inner.state
        if name == "to_act" and state.phase is Phase.PLAY and state.tricks and not state.current_trick.cards:
            last = state.tricks[-1]
            return last.leader.offset(3).letter
        return super().query(name, **args)


class TrickOneScoredZero(Wrapper):
    """Counts no points for the first trick of a hand (POINTS, FIRST-TRICK-POINTS)."""

    def query(self, name: str, **args: Any) -> Any:
        answer = super().query(name, **args)
        state = self.inner.state
        winner = state.tricks[0].winner if state.tricks else None
        if name == "points" and winner is not None:
            first = state.tricks[0]
            points = sum(1 for c in first.cards if c.suit is Suit.HEARTS) + (
                13 if any(c.format() == "QS" for c in first.cards) else 0
            )
            answer = list(answer)
            answer[winner] -= points
        return answer


PLANTED: dict[str, type[Wrapper]] = {
    "game-ends-early": GameEndsEarly,
    "wrong-winner": WrongWinner,
    "tie-ends-game": TieEndsGame,
    "hearts-stay-broken": HeartsStayBroken,
    "wrong-seat-to-act": WrongSeatToAct,
    "trick-one-scored-zero": TrickOneScoredZero,
}


# ------------------------------------------------------------- bugs that only show at a table


class Unbroken(Wrapper):
    """Not a bug: the reference engine behind the protocol, ``deal`` request included (the
    engine the table bugs below are planted in, and that passes where they fail)."""

    def deal(self, deal: Deal) -> None:
        self.inner.deal(deal)


class KnobBug(Unbroken):
    """Plays every setup under a wrong reading of its variant (:meth:`misread`)."""

    def misread(self, variant: Variant) -> Variant:
        raise NotImplementedError

    def setup(self, record: Record) -> None:
        self.inner.setup(replace(record, variant=self.misread(record.variant)))


def _cycle(variant: Variant, swap: dict[PassDirection, PassDirection]) -> Variant:
    return variant.with_knobs(pass_cycle=tuple(swap.get(d, d) for d in variant.pass_cycle))


class TwoSeatPassesSwapped(KnobBug):
    """Passes two seats right on a left-2 hand and two seats left on a right-2 hand
    (PASS-CYCLE): only five to seven seats have those hands."""

    def misread(self, variant: Variant) -> Variant:
        left_2, right_2 = PassDirection.LEFT_2, PassDirection.RIGHT_2
        return _cycle(variant, {left_2: right_2, right_2: left_2})


class HoldHandPasses(KnobBug):
    """At five to seven seats, passes left on the hold hand, as if the cycle began again there
    (PASS-CYCLE)."""

    def misread(self, variant: Variant) -> Variant:
        if variant.players < 5:
            return variant
        return _cycle(variant, {PassDirection.HOLD: PassDirection.LEFT})


class MoonOverRemovedCards(KnobBug):
    """Counts a moon over the whole deck, the cards out of play too (MOON): at six-twos, whose
    2♥ is out, it gives every other seat 26 instead of the 25 in play."""

    def misread(self, variant: Variant) -> Variant:
        out = hand_points(removed_mask(variant), scoring_of(variant))
        return variant.with_knobs(moon_points=variant.moon_points + out)


class RemovedClubLeads(Unbroken):
    """Has the 2♣ lead the first trick even when it is out of the deck (FIRST-LEAD, DEAL): the
    first seat is asked to lead it, and nobody can (five and six seats remove it)."""

    def _first_lead(self) -> bool:
        state = self.inner.state
        out = any(c.format() == "2C" for c in state.removed)
        return out and state.phase is Phase.PLAY and not state.tricks and not state.current_trick.cards

    def query(self, name: str, **args: Any) -> Any:
        if name == "to_act" and self._first_lead():
            return Seat(0).label(self.inner.state.seats)
        if name == "legal_actions" and self._first_lead():
            return ["2C"]
        return super().query(name, **args)


class EngineBug(Unbroken):
    """Answers every request with one function of the reference engine replaced by a wrong one
    (:meth:`wrong`), and only while it answers: the module is left as it was."""

    target = ""
    """The name of the function in ``hearts.engine.state``."""

    def wrong(self, right: Callable[..., Any]) -> Callable[..., Any]:
        raise NotImplementedError

    @contextmanager
    def planted(self) -> Iterator[None]:
        right = getattr(state_module, self.target)
        setattr(state_module, self.target, self.wrong(right))
        try:
            yield
        finally:
            setattr(state_module, self.target, right)

    def setup(self, record: Record) -> None:
        with self.planted():
            super().setup(record)

    def apply(self, card: Card) -> None:
        with self.planted():
            super().apply(card)

    def deal(self, deal: Deal) -> None:
        with self.planted():
            super().deal(deal)

    def query(self, name: str, **args: Any) -> Any:
        with self.planted():
            return super().query(name, **args)


class KittyBug(EngineBug):
    """Finishes the first trick with the kitty kept out of the winner's cards, then gives it to
    :meth:`taker` (or to nobody)."""

    target = "_finish_trick"

    def taker(self, leader: int, winner: int) -> int | None:
        raise NotImplementedError

    def wrong(self, right: Callable[..., Any]) -> Callable[..., Any]:
        def finish(parent: Any, game: Any, at_trick: Any, *rest: Any) -> Any:
            kitty = game.kitty
            if not (kitty and at_trick.first_trick):
                return right(parent, game, at_trick, *rest)
            game.kitty = 0
            try:
                state = right(parent, game, at_trick, *rest)
            finally:
                game.kitty = kitty
            trick = state._at_trick.tricks[0]
            seat = self.taker(trick.leader, trick.winner)
            taken = state._at_trick.taken
            state._at_trick.taken = tuple(t | kitty if s == seat else t for s, t in enumerate(taken))
            return state

        return finish


class KittyToLeader(KittyBug):
    """Gives the kitty to the seat that led the first trick, not to the seat that won it (DEAL,
    POINTS): only three-kitty has a kitty."""

    def taker(self, leader: int, winner: int) -> int | None:
        return leader


class KittyNotScored(KittyBug):
    """Never counts the kitty: its cards go to nobody, so its heart or Q♠ scores nothing and
    a moon that needs them is missed (DEAL, POINTS, MOON)."""

    def taker(self, leader: int, winner: int) -> int | None:
        return None


class KittyClubIgnored(EngineBug):
    """Does not look for the lowest club held when the lowest club in play lies in the kitty
    (FIRST-LEAD): the seat after the dealer leads instead, with any card."""

    target = "_kitty_holds_first_card"

    def wrong(self, right: Callable[..., Any]) -> Callable[..., Any]:
        def after_the_dealer(r: Rules, held: Any) -> Rules:
            return replace(r, first_card=0, first_lead=r.scoring.deck)

        return after_the_dealer


TABLE_PLANTED: dict[str, type[Wrapper]] = {
    "removed-club-leads": RemovedClubLeads,
    "two-seat-passes-swapped": TwoSeatPassesSwapped,
    "hold-hand-passes": HoldHandPasses,
    "moon-over-removed-cards": MoonOverRemovedCards,
    "kitty-to-leader": KittyToLeader,
    "kitty-not-scored": KittyNotScored,
    "kitty-club-ignored": KittyClubIgnored,
}
"""Bugs that only show at a table of three, five or six: ``hearts conform`` must catch each
on the table scenarios (tests/conformance/test_planted_tables.py)."""


# ------------------------------------------------------- tables declared but not kept


class Declares(Unbroken):
    """The reference engine with these table knobs declared in its handshake instead of any
    value (:attr:`table`; a knob given ``None`` is left out)."""

    table: ClassVar[dict[str, list[Any] | None]] = {}

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        knobs = dict(caps.knobs)
        for knob, values in self.table.items():
            if values is None:
                knobs.pop(knob, None)
            else:
                knobs[knob] = values
        return Capabilities(caps.name, caps.protocol, caps.queries, knobs)


class SevenDeclaredRefused(Declares):
    """Declares the tables of three to seven (``players: [3, 4, 5, 6, 7]``) and refuses every
    setup at seven as unsupported (DEAL)."""

    table: ClassVar[dict[str, list[Any] | None]] = {"players": [3, 4, 5, 6, 7]}

    def setup(self, record: Record) -> None:
        if record.variant.players == 7:
            raise Unsupported("this engine seats six at most")
        super().setup(record)


class FourTotals(Unbroken):
    """Keeps four totals whatever the table: ``scores`` answers seats 1 to 4 only (or pads a
    table of three with a fourth 0), as an engine written for four seats would (DEAL)."""

    def query(self, name: str, **args: Any) -> Any:
        answer = super().query(name, **args)
        if name == "scores" and self.inner.state.seats != 4:
            return ([*answer, 0, 0, 0, 0])[:4]
        return answer


class RemovedCardPlayed(Unbroken):
    """Accepts a setup action of a card in no hand (out of play, or the kitty's) by leaving it
    out, instead of refusing it (DEAL): a setup that names one is accepted."""

    def setup(self, record: Record) -> None:
        held = 0
        for deal in record.deals:
            for hand in deal.hands:
                held |= hand.mask
        super().setup(replace(record, actions=tuple(c for c in record.actions if c.bit & held)))


class PlayersWithoutDeck(Declares):
    """Declares a table of five (``players: [4, 5]``) but no ``removed`` and no ``leftover``:
    52 cards cannot be dealt to five without one of them (DEAL)."""

    table: ClassVar[dict[str, list[Any] | None]] = {"players": [4, 5], "removed": None, "leftover": None}


DECLARATION_PLANTED: dict[str, type[Wrapper]] = {
    "seven-declared-refused": SevenDeclaredRefused,
    "four-totals": FourTotals,
    "removed-card-played": RemovedCardPlayed,
    "players-without-deck": PlayersWithoutDeck,
}
"""Engines whose handshake declares a table they do not keep: ``hearts engine-check`` must
catch each (tests/conformance/test_planted_declarations.py)."""


class NoJackKnob(Wrapper):
    """Not a bug: an engine that cannot model the J♦ knob (every omnibus game is skipped)."""

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        knobs = {k: v for k, v in caps.knobs.items() if k != "jack_of_diamonds_points"}
        return Capabilities("no-jack-knob", caps.protocol, caps.queries, knobs)


class Protocol10(Wrapper):
    """Not a rules bug: an engine that behaves as protocol 1.0 allowed. It stays in the phase
    ``deal`` after ``apply`` ends a hand, sends no ``index`` on a refused setup action,
    takes no ``deal`` request, and its perft stops at the end of the hand."""

    def setup(self, record: Record) -> None:
        try:
            super().setup(record)
        except EngineRefused as err:
            raise EngineRefused(str(err), err.clause) from None

    def apply(self, card: Card) -> None:
        try:
            self.inner._state = self.inner.state.apply(card)
        except IllegalAction as err:
            raise EngineRefused(str(err), err.clause) from None

    def query(self, name: str, **args: Any) -> Any:
        if name == "perft":
            total, divide = perft(self.inner.state, int(args["depth"]))
            return {"total": total, "divide": divide}
        return super().query(name, **args)


class Speaks10(Protocol10):
    """Not a bug: a correct protocol 1.0 engine. Its handshake says 1.0, it declares no
    perft (queries are optional) and none of the knobs 1.2 added."""

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        knobs = {k: v for k, v in caps.knobs.items() if k not in LATER_KNOBS}
        return Capabilities("protocol-1.0-engine", "1.0", caps.queries - {"perft"}, knobs)


class Speaks10Perft(Protocol10):
    """Not a bug: a correct protocol 1.0 engine that declares ``perft`` (1.0's: a line that ends
    the hand counts nothing). Neither engine-check nor conform may ask it 1.1's perft."""

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        knobs = {k: v for k, v in caps.knobs.items() if k not in LATER_KNOBS}
        return Capabilities("protocol-1.0-perft", "1.0", caps.queries, knobs)


class WrongClause10(Speaks10):
    """Not a bug at 1.0: a 1.0 engine that refuses illegal cards rightly but cites DEAL for
    every refusal (1.0 asked for the clause "ideally"; 1.1's table names it)."""

    def apply(self, card: Card) -> None:
        try:
            super().apply(card)
        except EngineRefused as err:
            raise EngineRefused(str(err), "DEAL") from None


class NoPerft(Wrapper):
    """Not a bug: the reference engine without the optional perft query."""

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        return Capabilities("no-perft", caps.protocol, caps.queries - {"perft"}, caps.knobs)

    def deal(self, deal: Deal) -> None:
        self.inner.deal(deal)


class StayBroken10(HeartsStayBroken, Speaks10):
    """A protocol 1.0 engine (as :class:`Speaks10`) that keeps hearts broken into the next
    hand (HEARTS-BREAK, HEARTS-LEAD): only a setup that crosses hands shows it."""


# --- KITTY-FIRST-HEART (issue 36): a kitty rule read the old way


class KittyFirstHeartIgnored(KnobBug):
    """Reads ``leftover: kitty-first-heart`` as ``kitty``: the first trick's winner takes the
    kitty, heart or no heart (KITTY-FIRST-HEART); every other variant plays as it should."""

    def misread(self, variant: Variant) -> Variant:
        if variant.leftover is Leftover.KITTY_FIRST_HEART:
            return variant.with_knobs(leftover=Leftover.KITTY)
        return variant


class KittyFirstHeartSpeaks14(Unbroken):
    """Not a bug: the reference engine saying it speaks protocol 1.4, so it is not sent
    ``leftover: kitty-first-heart`` (a 1.5 value), though it declares every value."""

    def capabilities(self) -> Capabilities:
        caps = self.inner.capabilities()
        return Capabilities("speaks-1.4", "1.4", caps.queries, caps.knobs, caps.combinations)


KITTY_PLANTED: dict[str, type[Wrapper]] = {
    "kitty-first-heart-ignored": KittyFirstHeartIgnored,
    "speaks-1.4": KittyFirstHeartSpeaks14,
}
# --- end of KITTY-FIRST-HEART


if __name__ == "__main__":
    engines: dict[str, type[Wrapper]] = {
        "none": Unbroken,
        **PLANTED,
        **TABLE_PLANTED,
        **DECLARATION_PLANTED,
        **KITTY_PLANTED,
        "no-jack-knob": NoJackKnob,
        "protocol-1.0": Protocol10,
        "speaks-1.0": Speaks10,
        "speaks-1.0-perft": Speaks10Perft,
        "no-perft": NoPerft,
        "stay-broken-1.0": StayBroken10,
    }
    sys.exit(serve(engines[sys.argv[1]]()))
