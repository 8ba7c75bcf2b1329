"""``hearts engine-check``: probe how an engine answers the protocol's edge requests.

The probe speaks the protocol itself, line by line (it must be able to send what
the ordinary client never sends: a query before any setup, a ``hello`` with
another major version). For each edge case docs/protocol.md specifies, it sends
the requests, and compares the engine's answers with what protocol 1.2 says,
which is also what the reference engine (in process) answers. Positions are made
from seeded deals, so a run is repeatable.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shlex
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from hearts import __version__
from hearts.cards import Card
from hearts.conformance.engine import ANY_VALUE, LATER_KNOBS, Capabilities, EngineRefused
from hearts.conformance.protocol import PROTOCOL_VERSION, protocol_value, setup_message
from hearts.conformance.reference import ReferenceEngine
from hearts.engine.deal import Deal
from hearts.engine.state import Phase, Record, State
from hearts.engine.variant import PassDirection, Variant
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.variants.files import load_variant

__all__ = ["Probe", "ProbeError", "ProbeReport", "probe_engine"]


class ProbeError(InputError):
    """The engine could not be started or did not answer the handshake."""


@dataclass
class Probe:
    """One edge case: what protocol 1.1 says, and whether the engine's answers agree."""

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

    def misses(self) -> list[tuple[str, str]]:
        """The (expected, engine said) pairs that did not hold (and notes without a pair)."""
        pairs = [(e, s) for e, s, ok in zip(self.expected, self.said, self.held, strict=False) if not ok]
        return pairs + [("", s) for s in self.said[len(self.expected) :]]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "spec": self.spec,
            "passed": self.passed,
            "checks": [
                {"expected": e, "engine_said": s, "ok": ok}
                for e, s, ok in zip(self.expected, self.said, self.held, strict=False)
            ],
            "new_in_1_1": self.new_in_1_1,
            "since": self.since,
        }


@dataclass
class ProbeReport:
    """All the probes of a run."""

    command: str
    engine: str = "?"
    protocol: str = "?"
    probes: list[Probe] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.probes) and all(p.passed for p in self.probes)

    def to_json(self) -> dict[str, Any]:
        return {
            "command": self.command,
            "engine": self.engine,
            "protocol": self.protocol,
            "ok": self.ok,
            "passed": sum(p.passed for p in self.probes),
            "failed": sum(not p.passed for p in self.probes),
            "probes": [p.to_json() for p in self.probes],
        }


class _Session:
    """The engine process, spoken to one raw line at a time."""

    def __init__(self, command: str, timeout: float) -> None:
        self.command, self.timeout = command, timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.next_id = 1
        self.hello: dict[str, Any] = {}

    def start(self) -> None:
        self.close()
        try:
            self.proc = subprocess.Popen(
                shlex.split(self.command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except (OSError, ValueError) as err:
            raise ProbeError(f"--engine: cannot start {self.command!r}: {err}") from None
        answer = self.send({"op": "hello", "protocol": PROTOCOL_VERSION, "client": f"hearts {__version__}"})
        if not isinstance(answer, dict) or answer.get("ok") is not True:
            raise ProbeError(f"--engine: {self.command!r} did not answer hello: {_show(answer)}")
        self.hello = answer

    def send(self, message: dict[str, Any]) -> Any:
        """Send one request; the answer (a dict), or a string saying what went wrong."""
        if self.proc is None or self.proc.poll() is not None:
            return "(the engine is not running)"
        message = {"id": self.next_id, **message}
        self.next_id += 1
        stdin: IO[bytes] | None = self.proc.stdin
        stdout: IO[bytes] | None = self.proc.stdout
        assert stdin is not None and stdout is not None
        try:
            stdin.write((json.dumps(message) + "\n").encode())
            stdin.flush()
        except OSError:
            return "(the engine exited)"
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()
                return f"(no answer within {self.timeout} s)"
            ready, _, _ = select.select([stdout], [], [], left)
            if not ready:
                continue
            line = stdout.readline()
            if not line:
                return "(the engine exited)"
            if not line.strip():
                continue
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                return f"(not JSON: {line[:120]!r})"

    def close(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            with contextlib.suppress(OSError):
                os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                stream.close()
        self.proc = None


def _show(answer: Any) -> str:
    if isinstance(answer, str):
        return answer
    text = json.dumps(answer, ensure_ascii=False)
    return text if len(text) <= 200 else text[:199] + "…"


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


def _line(
    variant: Variant, deal: Deal, hand: int, scores: tuple[int, int, int, int] = (0, 0, 0, 0)
) -> list[Card]:
    """The lowest legal card at every step of one hand."""
    state = State.from_deal(variant, deal, hand, scores)
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
        # The card, with each knob the engine does not model set to the first value it declares.
        variant = _VARIANT.with_knobs(
            **{
                k: protocol_value(k, values[0])
                for k, values in declared.items()
                if k in _VARIANT.knobs()
                and k not in LATER_KNOBS
                and ANY_VALUE not in values
                and _VARIANT.knobs()[k] not in values
                and values
            }
        )
        hold = next((h for h in range(1, 9) if variant.pass_direction(h) is PassDirection.HOLD), 1)
        record = Record(variant, (Deal.random("engine-check-1.2", 0),), (), hold)
        _expect(p, not set(LATER_KNOBS) & set(_setup(record)["variant"]["knobs"]), "no 1.2 knob", "none sent")
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


def _other_major(s: _Session, p: Probe) -> None:
    answer = s.send({"op": "hello", "protocol": "2.0", "client": f"hearts {__version__}"})
    _expect(p, _error(answer).get("kind") == "unsupported", "an error of kind unsupported", answer)


PROBES: tuple[tuple[str, str, bool, ProbeCheck], ...] = (
    ("before-setup", "a query before any setup is a bad-request error", True, _before_setup),
    (
        "setup-refusal-not-in-hand",
        "a setup action not in the hand is refused with its index, citing DEAL",
        True,
        lambda s, p: _setup_refusal(s, p, "DEAL", _not_in_hand),
    ),
    (
        "setup-refusal-follow",
        "a setup action that does not follow suit is refused with its index, citing FOLLOW",
        True,
        lambda s, p: _setup_refusal(s, p, "FOLLOW", _not_following),
    ),
    (
        "apply-deals-left-over",
        "apply that ends a hand deals the deal left over: the next hand starts",
        True,
        _apply_deals_left_over,
    ),
    ("setup-deals-left-over", "setup ending a hand deals the deal left over", False, _setup_deals_left_over),
    (
        "no-deal-left",
        "after the last deal the phase is deal, nobody acts, apply is refused citing HAND-END",
        True,
        _no_deal_left,
    ),
    ("deal-request", "a deal request deals a hand in the phase deal, and only then", True, _deal_request),
    (
        "setup-past-last-deal",
        "a setup action past the last deal is refused with its index, citing HAND-END",
        True,
        _past_last_deal,
    ),
    (
        "after-game-over",
        "an action after the end of the game is refused citing GAME-END",
        True,
        _after_game_over,
    ),
    ("perft-across-hands", "perft goes on into the deal left over", True, _perft_across),
    ("other-major-version", "a hello with another major version is unsupported", True, _other_major),
    (
        "family-knobs",
        "1.2: a family's knobs are modelled when declared, and never sent when not",
        True,
        _family_knobs,
    ),
)


def probe_engine(command: str, timeout: float = 10.0) -> ProbeReport:
    """Run every probe against the engine ``command``; the engine is restarted if it exits."""
    report = ProbeReport(command)
    session = _Session(command, timeout)
    try:
        session.start()
        report.engine = shown(str(session.hello.get("engine", "?")), 120)
        report.protocol = shown(str(session.hello.get("protocol", "?")), 40)
        for name, spec, new, check in PROBES:
            if session.proc is None or session.proc.poll() is not None:
                session.start()
            since = "1.2" if name == "family-knobs" else "1.1" if new else "1.0"
            probe = Probe(name, spec, passed=True, new_in_1_1=new, since=since)
            needs = {"perft-across-hands": "perft", "apply-deals-left-over": "legal_actions"}.get(name)
            if name == "family-knobs" and "points" in dict(session.hello.get("knobs", {})):
                needs = "points"
            if needs and needs not in session.hello.get("queries", []):
                probe.passed = False
                probe.said.append(f"(the engine does not declare the query {needs})")
            else:
                try:
                    check(session, probe)
                except EngineRefused as err:  # pragma: no cover - the reference builds the positions
                    probe.passed = False
                    probe.said.append(str(err))
            report.probes.append(probe)
    finally:
        session.close()
    return report
