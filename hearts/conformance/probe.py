"""``hearts engine-check``: probe how an engine answers the protocol's edge requests.

The probe sends what the ordinary requests never do (a query before any setup, a
``hello`` with another major version) through the one engine client,
:meth:`hearts.conformance.process.ExternalEngine.exchange`, so it has that client's
protections: a wall-clock limit on every read and write (an engine that never ends
its line or drips one byte at a time times out), limits on line length, JSON depth
and integer digits, the ``id`` of every answer checked, a handshake in another major
version refused, the engine's processes killed by mark, and the give-up after
:data:`~hearts.conformance.process.GIVE_UP_AFTER` failures in a row.

For each edge case docs/protocol.md specifies, it sends the requests and compares the
engine's answers with what the protocol says, which is also what the reference engine
(in process) answers. A probe is *skipped*, with the reason, when it checks something
specified after the version the engine speaks, or needs a query the engine does not
declare (queries are optional). Positions are made from seeded deals, so a run is
repeatable.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hearts import __version__
from hearts.cards import BB_HEARTS, BB_QS, TABLE_SIZES, Card, Seat, cards_of_mask
from hearts.conformance.engine import (
    ANY_VALUE,
    APPLY_DEALS,
    LATER_KNOBS,
    Capabilities,
    EngineFailure,
    EngineRefused,
)
from hearts.conformance.process import EngineStartError, ExternalEngine, one_line
from hearts.conformance.protocol import (
    PROTOCOL_VERSION,
    capabilities_from_hello,
    protocol_value,
    setup_message,
)
from hearts.conformance.reference import ReferenceEngine
from hearts.engine.deal import Deal
from hearts.engine.rules import removed_mask
from hearts.engine.state import Phase, Record, State
from hearts.engine.variant import Leftover, PassDirection, Variant, knob_specs
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.scenarios.expectations import PERFT_ACROSS_HANDS
from hearts.variants.files import load_variant

__all__ = ["PROBES", "Probe", "ProbeError", "ProbeReport", "ProbeSpec", "probe_engine"]


class ProbeError(InputError):
    """The engine could not be started or did not answer the handshake."""


@dataclass
class Probe:
    """One edge case: what the protocol says, and whether the engine's answers agree."""

    name: str
    spec: str
    passed: bool = False
    expected: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)
    held: list[bool] = field(default_factory=list)
    """For each (expected, said) pair: whether the answer was right."""
    new_in_1_1: bool = False
    """Specified after 1.0 (in 1.1, or later: see :attr:`since`)."""
    since: str = "1.0"
    """The protocol version that specifies what the probe checks."""
    skipped: str | None = None
    """Why the probe was not run (a version newer than the engine's, a query it does not declare)."""

    @property
    def status(self) -> str:
        return "skipped" if self.skipped is not None else "passed" if self.passed else "failed"

    def misses(self) -> list[tuple[str, str]]:
        """The (expected, engine said) pairs that did not hold (and notes without a pair)."""
        pairs = [(e, s) for e, s, ok in zip(self.expected, self.said, self.held, strict=False) if not ok]
        return pairs + [("", s) for s in self.said[len(self.expected) :]]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "spec": self.spec,
            "status": self.status,
            "passed": self.passed,
            "checks": [
                {"expected": e, "engine_said": s, "ok": ok}
                for e, s, ok in zip(self.expected, self.said, self.held, strict=False)
            ],
            "new_in_1_1": self.new_in_1_1,
            "since": self.since,
        }
        if self.skipped is not None:
            out["skipped"] = self.skipped
        return out


@dataclass
class ProbeReport:
    """All the probes of a run."""

    command: str
    engine: str = "?"
    protocol: str = "?"
    """The version the engine's handshake names."""
    probes: list[Probe] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(p.status == "passed" for p in self.probes)

    @property
    def failed(self) -> int:
        return sum(p.status == "failed" for p in self.probes)

    @property
    def skipped(self) -> int:
        return sum(p.status == "skipped" for p in self.probes)

    @property
    def ok(self) -> bool:
        """No probe failed, and at least one was run."""
        return self.passed > 0 and self.failed == 0

    def skip_reasons(self) -> dict[str, list[str]]:
        """The skipped probes' names by reason."""
        out: dict[str, list[str]] = {}
        for p in self.probes:
            if p.skipped is not None:
                out.setdefault(p.skipped, []).append(p.name)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "command": self.command,
            "engine": self.engine,
            "protocol": self.protocol,
            "client_protocol": PROTOCOL_VERSION,
            "ok": self.ok,
            "passed": self.passed,
            "failed": self.failed,
            "skipped": self.skipped,
            "skip_reasons": self.skip_reasons(),
            "probes": [p.to_json() for p in self.probes],
        }


class _Session:
    """The engine behind the one client, spoken to one request at a time; every failure
    of the engine becomes a string saying what went wrong (the probe's "engine said")."""

    def __init__(self, command: str, timeout: float) -> None:
        self.engine = ExternalEngine(command, timeout)
        self.hello: dict[str, Any] = {}

    def start(self) -> None:
        """Start the engine (again) and keep its handshake."""
        self.engine.start()
        self.hello = self.engine.hello

    @property
    def running(self) -> bool:
        return self.engine.running

    def send(self, message: dict[str, Any]) -> Any:
        """Send one request; the answer (a dict), or a string saying what went wrong."""
        if not self.engine.running:
            return "(the engine is not running)"
        try:
            return self.engine.exchange(message)
        except EngineFailure as err:
            return f"({shown(one_line(err), 300)})"

    def close(self) -> None:
        self.engine.close()


def _show(answer: Any) -> str:
    """An answer (or what was sent) in one line of at most 200 characters; whatever an engine
    answered, any value shows (a set as its sorted list, anything else not JSON as text)."""
    if isinstance(answer, str):
        return answer
    text = json.dumps(answer, ensure_ascii=False, default=_plain)
    return text if len(text) <= 200 else text[:199] + "…"


def _plain(value: Any) -> Any:
    return sorted(map(str, value)) if isinstance(value, set | frozenset) else str(value)


def _error(answer: Any) -> dict[str, Any]:
    if isinstance(answer, dict) and answer.get("ok") is False and isinstance(answer.get("error"), dict):
        error: dict[str, Any] = answer["error"]
        return error
    return {}


def _result(answer: Any) -> Any:
    """The result of a query answer, or the whole answer when it is not one (an error)."""
    return answer.get("result") if isinstance(answer, dict) and answer.get("ok") is True else answer


# ------------------------------------------------------------------ positions


_VARIANT = load_variant("card-1.0.0")


def _hold_hand(variant: Variant) -> int:
    return next(h for h in range(1, 9) if variant.pass_direction(h) is PassDirection.HOLD)


def _line(variant: Variant, deal: Deal, hand: int, scores: tuple[int, ...] | None = None) -> list[Card]:
    """The lowest legal card at every step of one hand."""
    state = State.from_deal(variant, deal, hand, scores or (0,) * variant.players)
    cards: list[Card] = []
    while state.phase in (Phase.PASS, Phase.PLAY):
        card = state.legal_actions()[0]
        cards.append(card)
        state = state.apply(card)
    return cards


def _reference(record: Record) -> ReferenceEngine:
    ref = ReferenceEngine()
    ref.setup(record)
    return ref


# ------------------------------------------------------------------ the probes


ProbeCheck = Callable[[_Session, Probe], None]


def _expect(probe: Probe, ok: bool, expected: str, said: Any) -> None:
    probe.expected.append(expected)
    probe.said.append(_show(said))
    probe.held.append(ok)
    probe.passed = probe.passed and ok


def _before_setup(s: _Session, p: Probe) -> None:
    answer = s.send({"op": "query", "query": "legal_actions"})
    _expect(p, _error(answer).get("kind") == "bad-request", "an error of kind bad-request", answer)


def _setup_refusal(s: _Session, p: Probe, clause: str, wrong: Callable[[State], Card]) -> None:
    hand = _hold_hand(_VARIANT)
    deal = Deal.random("engine-check", 1)
    line = _line(_VARIANT, deal, hand)
    state = State.from_deal(_VARIANT, deal, hand).apply(line[0])
    bad = wrong(state)
    record = Record(_VARIANT, (deal,), (line[0], bad), hand)
    answer = s.send(_setup(record))
    error = _error(answer)
    _expect(p, error.get("kind") == "illegal", "an error of kind illegal", answer)
    _expect(p, error.get("index") == 1, f"index 1 (the action {bad.format()})", error.get("index"))
    _expect(p, error.get("clause") in (clause, None), f"clause {clause} (or none)", error.get("clause"))


def _setup(record: Record) -> dict[str, Any]:
    message = setup_message(0, record)
    del message["id"]
    return message


def _set(s: _Session, p: Probe, record: Record) -> None:
    answer = s.send(_setup(record))
    _expect(p, isinstance(answer, dict) and answer.get("ok") is True, "setup accepted", answer)


def _not_in_hand(state: State) -> Card:
    seat = state.to_act
    assert seat is not None
    return next(c for c in (Card.from_index(i) for i in range(52)) if c not in state.hand(seat))


def _not_following(state: State) -> Card:
    seat = state.to_act
    assert seat is not None
    led = state.current_trick.cards[0].suit
    return next(c for c in state.hand(seat) if c.suit is not led)


def _two_hands() -> tuple[Deal, Deal, int, list[Card]]:
    hand = _hold_hand(_VARIANT)
    first, second = Deal.random("engine-check", 2), Deal.random("engine-check", 3)
    return first, second, hand, _line(_VARIANT, first, hand)


def _apply_deals_left_over(s: _Session, p: Probe) -> None:
    first, second, hand, line = _two_hands()
    _set(s, p, Record(_VARIANT, (first, second), tuple(line[:-1]), hand))
    answer = s.send({"op": "apply", "action": line[-1].format()})
    _expect(p, isinstance(answer, dict) and answer.get("ok") is True, "ok", answer)
    ref = _reference(Record(_VARIANT, (first, second), tuple(line), hand))
    for query in ("phase", "to_act", "legal_actions"):
        got = _result(s.send({"op": "query", "query": query}))
        want = ref.query(query)
        if query == "legal_actions" and isinstance(got, list):
            got, want = sorted(got), sorted(want)
        _expect(p, got == want, f"{query} {want!r} (hand {hand + 1} dealt)", got)


def _setup_deals_left_over(s: _Session, p: Probe) -> None:
    first, second, hand, line = _two_hands()
    _set(s, p, Record(_VARIANT, (first, second), tuple(line), hand))
    got = _result(s.send({"op": "query", "query": "phase"}))
    _expect(p, got == "pass", "phase 'pass' (the deal left over is dealt)", got)


def _no_deal_left(s: _Session, p: Probe) -> None:
    first, _second, hand, line = _two_hands()
    _set(s, p, Record(_VARIANT, (first,), tuple(line[:-1]), hand))
    s.send({"op": "apply", "action": line[-1].format()})
    got = _result(s.send({"op": "query", "query": "phase"}))
    _expect(p, got == "deal", "phase 'deal'", got)
    got = _result(s.send({"op": "query", "query": "legal_actions"}))
    _expect(p, got == [], "legal_actions []", got)
    answer = s.send({"op": "apply", "action": line[0].format()})
    error = _error(answer)
    _expect(p, error.get("kind") == "illegal", "apply refused: kind illegal", answer)
    _expect(p, error.get("clause") in ("HAND-END", None), "clause HAND-END (or none)", error.get("clause"))


def _deal_request(s: _Session, p: Probe) -> None:
    first, second, hand, line = _two_hands()
    _set(s, p, Record(_VARIANT, (first,), tuple(line), hand))
    answer = s.send({"op": "deal", "deal": second.format()})
    _expect(p, isinstance(answer, dict) and answer.get("ok") is True, "ok", answer)
    got = _result(s.send({"op": "query", "query": "phase"}))
    _expect(p, got == "pass", "phase 'pass'", got)
    answer = s.send({"op": "deal", "deal": second.format()})
    error = _error(answer)
    _expect(p, error.get("kind") == "illegal", "a second deal refused: kind illegal", answer)
    _expect(p, error.get("clause") in ("DEAL", None), "clause DEAL (or none)", error.get("clause"))


def _past_last_deal(s: _Session, p: Probe) -> None:
    first, _second, hand, line = _two_hands()
    answer = s.send(_setup(Record(_VARIANT, (first,), (*line, line[0]), hand)))
    error = _error(answer)
    _expect(p, error.get("kind") == "illegal", "an error of kind illegal", answer)
    _expect(p, error.get("index") == len(line), f"index {len(line)}", error.get("index"))
    _expect(p, error.get("clause") in ("HAND-END", None), "clause HAND-END (or none)", error.get("clause"))


def _after_game_over(s: _Session, p: Probe) -> None:
    variant = _VARIANT.with_knobs(target_score=1)
    hand = _hold_hand(variant)
    for n in range(100):
        deal = Deal.random("engine-check-over", n)
        line = _line(variant, deal, hand)
        if _reference(Record(variant, (deal,), tuple(line), hand)).query("game_over"):
            break
    _set(s, p, Record(variant, (deal,), tuple(line), hand))
    got = _result(s.send({"op": "query", "query": "game_over"}))
    if "game_over" in s.hello.get("queries", []):
        _expect(p, got is True, "game_over true", got)
    answer = s.send({"op": "apply", "action": line[0].format()})
    error = _error(answer)
    _expect(p, error.get("kind") == "illegal", "apply refused: kind illegal", answer)
    _expect(p, error.get("clause") in ("GAME-END", None), "clause GAME-END (or none)", error.get("clause"))


def _perft_across(s: _Session, p: Probe) -> None:
    first, second, hand, line = _two_hands()
    record = Record(_VARIANT, (first, second), tuple(line[:-2]), hand)
    _set(s, p, record)
    want = _reference(record).query("perft", depth=4)
    got = _result(s.send({"op": "query", "query": "perft", "args": {"depth": 4}}))
    _expect(p, got == want, f"perft(4) {_show(want)}", got)


def _family_knobs(s: _Session, p: Probe) -> None:
    """Protocol 1.2: Black Maria's point table (``points``) is sent to an engine that declares
    it and modelled; an engine that does not is sent no 1.2 knob (they mean the card's values)."""
    family = load_variant("black-maria")
    declared = {k: list(v) for k, v in dict(s.hello.get("knobs", {})).items()}
    caps = Capabilities("probe", "", frozenset(), declared)
    if caps.supports_variant(family) is not None:
        variant, unusable = _declared_card(declared)
        if variant is None:  # a verdict on the handshake, not a crash of the probe
            _expect(p, False, "each knob declared with a value a variant can take", unusable)
            return
        hold = next((h for h in range(1, 9) if variant.pass_direction(h) is PassDirection.HOLD), 1)
        record = Record(variant, (Deal.random("engine-check-1.2", 0),), (), hold)
        later = sorted(set(LATER_KNOBS) & set(_setup(record)["variant"]["knobs"]))
        _expect(p, not later, "no 1.2 knob", later or "none sent")
        _set(s, p, record)  # a setup without the 1.2 knobs means the card's values
        return
    kings = {Card.parse("KS"), Card.parse("AS")}
    for n in range(50):  # a hand whose first 12 tricks take the K♠ and the A♠: their points count
        deal = Deal.random("engine-check-1.2", n)
        line = _line(family, deal, 1)[:-4]
        if kings <= set(line[12:]):
            break
    record = Record(family, (deal,), tuple(line), 1)
    _set(s, p, record)
    want = _reference(record).query("points")
    got = _result(s.send({"op": "query", "query": "points"}))
    _expect(p, got == want, f"points {_show(want)} (the K♠ 10 and the A♠ 7 count)", got)


def _odd_values(declared: dict[str, list[Any]], knobs: frozenset[str]) -> str | None:
    """The first value the handshake declares for one of ``knobs`` that the knob cannot have (a
    ``players`` outside 3 to 7, a ``removed`` that is not a list of cards ...), or ``None``."""
    specs = knob_specs()
    for knob in sorted(knobs & set(declared)):
        for value in declared[knob]:
            if value == ANY_VALUE:
                continue
            try:
                converted = protocol_value(knob, value)
                low, high = specs[knob].minimum, specs[knob].maximum
                if isinstance(converted, bool) or (low is not None and not isinstance(converted, int)):
                    raise TypeError("not a whole number")
                if (low is not None and converted < low) or (high is not None and converted > high):
                    raise ValueError(f"must be between {low} and {high}")
                cards = [Card.parse(str(c)).format() for c in converted] if knob == "removed" else []
                if len(set(cards)) != len(cards):
                    raise ValueError("a card given twice")
            except (InputError, ValueError, TypeError) as err:
                said = json.dumps(value, ensure_ascii=False, default=_plain)
                return f"{knob}: {shown(said, 60)} ({shown(str(err), 100)})"
    return None


def _declared_card(declared: dict[str, list[Any]]) -> tuple[Variant | None, str]:
    """The card, with each knob whose card value the engine does not declare set to the first
    declared value a variant can take; or ``None`` and why, when a knob declares none (values
    the protocol does not have: ``pass_count: [99]``, ``first_lead: ["xyz"]``)."""
    variant, card = _VARIANT, _VARIANT.knobs()
    for knob, values in declared.items():
        if (
            knob not in card
            or knob in LATER_KNOBS
            or not values
            or ANY_VALUE in values
            or card[knob] in values
        ):
            continue
        why = ""
        for value in values:
            try:
                variant = variant.with_knobs(**{knob: protocol_value(knob, value)})
                break
            except (InputError, ValueError, TypeError) as err:
                why = why or shown(str(err), 120)
        else:
            return None, f"{knob}: {_show(values)}: no value a variant can take ({why})"
    return variant, ""


TABLE_KNOBS = frozenset(name for name, since in LATER_KNOBS.items() if since == "1.3")
"""The knobs of protocol 1.3: the table (``players``, ``removed``, ``leftover``, ``first_leader``)."""
TABLE_PROBES = ("five-2d2c", "three-kitty", "six-twos", "seven-tabletop")
"""The shipped tables the 1.3 probe sets up, when the engine declares them (docs/players.md)."""


def _table_knobs(s: _Session, p: Probe) -> None:
    """Protocol 1.3: a table of three, five, six or seven (``players``, ``removed``, ``leftover``) is
    set up, led and scored as the reference does at an engine that declares it; an engine that
    does not is sent no table knob (they mean the card's table of four)."""
    declared = {k: list(v) for k, v in dict(s.hello.get("knobs", {})).items()}
    odd = _odd_values(declared, TABLE_KNOBS)
    if odd is not None:  # a verdict on the handshake, not a crash or a silent pass
        _expect(p, False, "each table knob declared with values a table can have", odd)
        return
    caps = Capabilities("probe", "", frozenset(), declared)
    tables = [v for v in map(load_variant, TABLE_PROBES) if caps.supports_variant(v) is None]
    if not tables:
        record = Record(_VARIANT, (Deal.random("engine-check-1.3", 0),), (), _hold_hand(_VARIANT))
        sent = sorted(TABLE_KNOBS & set(_setup(record)["variant"]["knobs"]))
        _expect(p, not sent, "no table knob", sent or "none sent")
        _set(s, p, record)  # a setup without the table knobs means four seats and the whole deck
        return
    for variant in tables:
        hand = _hold_hand(variant)
        deal = Deal.random("engine-check-1.3", hand, variant.players, removed_mask(variant))
        zero = (0,) * variant.players
        first = Record(variant, (deal,), (), hand, zero)
        _set(s, p, first)
        ref = _reference(first)
        for query in ("to_act", "legal_actions"):  # FIRST-LEAD: the lowest club in play leads it
            want, got = ref.query(query), _result(s.send({"op": "query", "query": query}))
            _expect(p, got == want, f"{variant.name}: {query} {_show(want)}", got)
        trick = Record(variant, (deal,), tuple(_line(variant, deal, hand)[: variant.players]), hand, zero)
        _set(s, p, trick)  # DEAL: the first trick's winner takes the kitty, with its points
        want, got = _reference(trick).query("points"), _result(s.send({"op": "query", "query": "points"}))
        _expect(p, got == want, f"{variant.name}: points after trick 1 {_show(want)}", got)


PEER_KNOBS = frozenset(name for name, since in LATER_KNOBS.items() if since == "1.4")
"""The knobs of protocol 1.4: the rules other engines play (docs/rules/peers.md)."""


def _peer_knobs(s: _Session, p: Probe) -> None:
    """Protocol 1.4: an engine that declares ``unpassable`` refuses to pass a card it keeps,
    citing PASS-KEEP; an engine that does not is sent no 1.4 knob (they mean the card's values)."""
    declared = {k: list(v) for k, v in dict(s.hello.get("knobs", {})).items()}
    keep = _VARIANT.with_knobs(unpassable=("QS", "KS", "AS"))
    if Capabilities("probe", "", frozenset(), declared).supports_variant(keep) is not None:
        record = Record(_VARIANT, (Deal.random("engine-check-1.4", 0),), (), _hold_hand(_VARIANT))
        sent = sorted(PEER_KNOBS & set(_setup(record)["variant"]["knobs"]))
        _expect(p, not sent, "no 1.4 knob", sent or "none sent")
        _set(s, p, record)  # a setup without the 1.4 knobs means the card's rules
        return
    hand = next(h for h in range(1, 9) if keep.pass_direction(h) is not PassDirection.HOLD)
    deal = next(
        d for d in (Deal.random("engine-check-1.4", n) for n in range(100)) if d[Seat.NORTH].mask & BB_QS
    )
    _set(s, p, Record(keep, (deal,), (), hand))
    error = _error(s.send({"op": "apply", "action": "QS"}))  # North passes first (PASS-COUNT)
    _expect(p, error.get("kind") == "illegal", "passing the Q♠ refused: kind illegal", error or "accepted")
    _expect(p, error.get("clause") == "PASS-KEEP", "clause PASS-KEEP", error.get("clause"))


# --- protocol 1.5: KITTY-FIRST-HEART (issue 36)
KITTY_FIRST_HEART = Variant.at_table(3, leftover=Leftover.KITTY_FIRST_HEART, pass_count=0)
"""The 1.5 probe's table: three players, the whole deck, the kitty to the first heart's winner."""


def _kitty_first_heart(s: _Session, p: Probe) -> None:
    """Protocol 1.5: an engine that plays ``leftover: kitty-first-heart`` keeps the kitty (a heart
    here) out of the first trick's points, then scores it with the first trick that holds a
    heart, as the reference does; one that does not is never sent the value."""
    declared = {k: list(v) for k, v in dict(s.hello.get("knobs", {})).items()}
    caps = Capabilities("probe", str(s.hello.get("protocol", "")), frozenset(), declared)
    why = caps.supports_variant(KITTY_FIRST_HEART)
    if why is not None:  # not sent: the reason names the table or the value
        _expect(p, why.startswith(("players=", "leftover=")), "not sent, naming players or leftover", why)
        return
    v = KITTY_FIRST_HEART
    deal = next(
        d for d in (Deal.random("engine-check-1.5", n, 3, 0) for n in range(200)) if d.kitty.mask & BB_HEARTS
    )
    line = _line(v, deal, 1)
    state, tricks = State.from_deal(v, deal), 0
    for count, card in enumerate(line, 1):  # up to the end of the first trick with a heart in it
        state = state.apply(card)
        if len(state.tricks) > tricks:
            tricks = len(state.tricks)
            record = Record(v, (deal,), tuple(line[:count]), 1, (0, 0, 0))
            _set(s, p, record)
            want = _reference(record).query("points")
            got = _result(s.send({"op": "query", "query": "points"}))
            _expect(p, got == want, f"points after trick {tricks} {_show(want)}", got)
            if state.kitty_taken:
                return


def _sizes_without_a_deck(declared: dict[str, list[Any]]) -> list[str]:
    """The table sizes the handshake declares (``players``) that none of its declared decks can
    deal: no ``removed`` list that leaves a multiple of the size, and no kitty (DEAL)."""
    sizes = declared.get("players", [])
    named = list(TABLE_SIZES) if ANY_VALUE in sizes else [n for n in sizes if isinstance(n, int)]
    removed = declared.get("removed", [[]])
    kitty = {ANY_VALUE, *(str(v.value) for v in Leftover if v is not Leftover.NONE)} & set(
        map(str, declared.get("leftover", []))
    )
    out = []
    for n in sorted(set(named)):
        if kitty or ANY_VALUE in removed or n not in TABLE_SIZES:
            continue
        if not any(isinstance(r, list) and (52 - len(r)) % n == 0 for r in removed):
            out.append(f"players {n}: no declared removed or leftover deals the deck to {n}")
    return out


def _table_seats(s: _Session, p: Probe) -> None:
    """Protocol 1.3: what a table engine must answer at each table it declares (DEAL): every
    table size it names can be dealt from a deck it declares; one total per seat, in play
    order; a removed card (or the kitty's) played is refused, citing DEAL. A four-seat engine is
    asked nothing."""
    declared = {k: list(v) for k, v in dict(s.hello.get("knobs", {})).items()}
    if _odd_values(declared, TABLE_KNOBS) is not None:
        _expect(p, False, "each table knob declared with values a table can have", "see table-knobs")
        return
    unplayable = _sizes_without_a_deck(declared)
    _expect(p, not unplayable, "every declared table size dealt by a declared deck", unplayable or "each is")
    caps = Capabilities("probe", "", frozenset(), declared)
    for variant in (v for v in map(load_variant, TABLE_PROBES) if caps.supports_variant(v) is None):
        hand, n = _hold_hand(variant), variant.players
        deal = Deal.random("engine-check-1.3-seats", hand, n, removed_mask(variant))
        totals = tuple(3 * seat for seat in range(n))  # a different total at every seat
        record = Record(variant, (deal,), (), hand, totals)
        _set(s, p, record)
        want, got = _reference(record).query("scores"), _result(s.send({"op": "query", "query": "scores"}))
        _expect(p, got == want, f"{variant.name}: scores {_show(want)} (one total per seat)", got)
        out = cards_of_mask(removed_mask(variant) or deal.kitty.mask)[0]  # out of play, or face down
        answer = s.send(_setup(Record(variant, (deal,), (out,), hand, totals)))
        error = _error(answer)
        said = f"{variant.name}: {out.format()} (in no hand) refused"
        _expect(p, error.get("kind") == "illegal", said, answer)
        _expect(p, error.get("clause") in ("DEAL", None), "clause DEAL (or none)", error.get("clause"))


def _other_major(s: _Session, p: Probe) -> None:
    answer = s.send({"op": "hello", "protocol": "2.0", "client": f"hearts {__version__}"})
    _expect(p, _error(answer).get("kind") == "unsupported", "an error of kind unsupported", answer)


@dataclass(frozen=True)
class ProbeSpec:
    """A probe: its name, what the protocol says, the version that says it, the queries it
    asks (skipped when the engine does not declare one) and the check itself."""

    name: str
    spec: str
    since: str
    needs: tuple[str, ...]
    check: ProbeCheck


PROBES: tuple[ProbeSpec, ...] = (
    ProbeSpec("before-setup", "a query before any setup is a bad-request error", "1.1", (), _before_setup),
    ProbeSpec(
        "setup-refusal-not-in-hand",
        "a setup action not in the hand is refused with its index, citing DEAL",
        "1.1",
        (),
        lambda s, p: _setup_refusal(s, p, "DEAL", _not_in_hand),
    ),
    ProbeSpec(
        "setup-refusal-follow",
        "a setup action that does not follow suit is refused with its index, citing FOLLOW",
        "1.1",
        (),
        lambda s, p: _setup_refusal(s, p, "FOLLOW", _not_following),
    ),
    ProbeSpec(
        "apply-deals-left-over",
        "apply that ends a hand deals the deal left over: the next hand starts",
        APPLY_DEALS,
        ("phase", "to_act", "legal_actions"),
        _apply_deals_left_over,
    ),
    ProbeSpec(
        "setup-deals-left-over",
        "setup ending a hand deals the deal left over",
        "1.0",
        ("phase",),
        _setup_deals_left_over,
    ),
    ProbeSpec(
        "no-deal-left",
        "after the last deal the phase is deal, nobody acts, apply is refused citing HAND-END",
        "1.1",
        ("phase", "legal_actions"),
        _no_deal_left,
    ),
    ProbeSpec(
        "deal-request",
        "a deal request deals a hand in the phase deal, and only then",
        "1.1",
        ("phase",),
        _deal_request,
    ),
    ProbeSpec(
        "setup-past-last-deal",
        "a setup action past the last deal is refused with its index, citing HAND-END",
        "1.1",
        (),
        _past_last_deal,
    ),
    ProbeSpec(
        "after-game-over",
        "an action after the end of the game is refused citing GAME-END",
        "1.1",
        (),
        _after_game_over,
    ),
    ProbeSpec(
        "perft-across-hands",
        "perft goes on into the deal left over",
        PERFT_ACROSS_HANDS,
        ("perft",),
        _perft_across,
    ),
    ProbeSpec(
        "other-major-version", "a hello with another major version is unsupported", "1.1", (), _other_major
    ),
    ProbeSpec(
        "family-knobs",
        "1.2: a family's knobs are modelled when declared, and never sent when not",
        "1.2",
        (),
        _family_knobs,
    ),
    ProbeSpec(
        "table-knobs",
        "1.3: a table of three, five, six or seven is led and scored as the reference does when "
        "declared, and no table knob is sent when not",
        "1.3",
        ("to_act", "legal_actions", "points"),
        _table_knobs,
    ),
    ProbeSpec(
        "peer-knobs",
        "1.4: a card that may not be passed is refused citing PASS-KEEP when declared, and no 1.4 "
        "knob is sent when not",
        "1.4",
        (),
        _peer_knobs,
    ),
    ProbeSpec(
        "kitty-first-heart",
        "1.5: the kitty goes with the first trick that holds a heart, scored as the reference does, "
        "when declared, and leftover: kitty-first-heart is never sent when not",
        "1.5",
        ("points",),
        _kitty_first_heart,
    ),
    ProbeSpec(
        "table-seats",
        "1.3: every declared table size has a declared deck; at each declared table one total "
        "per seat, and a card in no hand (removed, or the kitty's) refused citing DEAL",
        "1.3",
        ("scores",),
        _table_seats,
    ),
)


def _skip_reason(probe: ProbeSpec, hello: dict[str, Any]) -> str | None:
    """Why ``probe`` does not apply to the engine that sent ``hello``, or None: the rule
    :meth:`~hearts.conformance.engine.Capabilities.cannot_answer`, as ``hearts conform`` has it."""
    needs = list(probe.needs)
    if probe.name == "family-knobs" and "points" in dict(hello.get("knobs", {})):
        needs.append("points")
    return capabilities_from_hello(hello).cannot_answer(probe.since, needs)


def probe_engine(command: str, timeout: float = 10.0) -> ProbeReport:
    """Run every probe against the engine ``command``; the engine is restarted if it exits.

    :class:`ProbeError` (one line) when the engine cannot be started or its handshake fails
    (another major version included).
    """
    report = ProbeReport(command)
    session = _Session(command, timeout)
    try:
        try:
            session.start()
        except EngineStartError as err:
            raise ProbeError(f"--engine: {err}") from None
        except EngineFailure as err:
            raise ProbeError(f"--engine: {command!r} did not answer hello: {one_line(err)}") from None
        report.engine = shown(str(session.hello.get("engine", "?")), 120)
        report.protocol = shown(str(session.hello.get("protocol", "?")), 40)
        for spec in PROBES:
            probe = Probe(spec.name, spec.spec, passed=True, new_in_1_1=spec.since != "1.0", since=spec.since)
            report.probes.append(probe)
            probe.skipped = _skip_reason(spec, session.hello)
            if probe.skipped is not None:
                probe.passed = False
                continue
            if not session.running:
                try:
                    session.start()
                except EngineFailure as err:
                    probe.passed = False
                    probe.said.append(f"(could not start the engine again: {shown(one_line(err), 300)})")
                    continue
            try:
                spec.check(session, probe)
            except EngineRefused as err:  # pragma: no cover - the reference builds the positions
                probe.passed = False
                probe.said.append(str(err))
    finally:
        session.close()
    return report
