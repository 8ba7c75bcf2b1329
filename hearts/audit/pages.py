"""The audit of a walkthrough's own output: every sentence a teacher reads, checked true.

``hearts bots audit --walkthrough FILE.json`` reads a ``hearts walkthrough --format json``
file (the teacher's view) and checks what the page shows, from the file alone:

- the hand is dealt again from the file's ``deal`` and played with the file's cards by the
  engine (the referee), so the true hands at every step are the file's own;
- each decision's ``view`` (the actor's hand, the trick, the cards played, the voids shown,
  the points taken, hearts broken) and its legal and illegal cards agree with that position;
- each fact, step, headline and runner-up of the record is checked by the auditor's
  independent checkers (:mod:`hearts.audit.check`), "false" and "misleading";
- each "What <seat> knows now" block is checked the same way against the position after the
  pass or trick it closes (the moment the page shows it);
- each sentence shown (``text``) names only the cards and numbers of the claim checked, so the
  words on the page are those of a claim found true.

Nothing here imports the bots' knowledge helpers or the walkthrough's code: the file is
read as data (the CLI checks it against the published schema first).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from hearts.audit.check import claims, misleading, pass_claims
from hearts.audit.claims import Position, check_fact
from hearts.audit.lines import (
    KNOWN_KEYS,
    KnownLine,
    headline_reason,
    known_reason,
    read_known,
    runner_up_reason,
)
from hearts.bots.decision import Decision, Fact, Headline, Param, Step
from hearts.bots.keys import HEADLINE_PARAMS
from hearts.cards import Card, CardSet, NotationError, Seat, Suit
from hearts.engine.deal import Deal
from hearts.engine.state import IllegalAction, Phase, State
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.words.notation import read_card

__all__ = [
    "RULE_CARDS",
    "Finding",
    "PageTally",
    "Unreadable",
    "audit_data",
    "cards_named",
    "decode_params",
    "replay",
    "seat_at",
    "seat_text",
    "teacher_hands",
]

SEAT_PARAMS = frozenset({"seat", "leader", "winner", "actor"})
SUIT_PARAMS = frozenset({"suit"})
CARD_PARAMS = frozenset({"under", "over", "card"})
"""Record parameters by name (:mod:`hearts.bots.keys`): seats and suits are written by their
letter, cards as ``QS``, lists of cards as lists; everything else as it is."""

RULE_CARDS = frozenset(Card.parse(c) for c in ("QS", "AS", "KS", "JD"))
"""Cards a sentence may name by itself, without a parameter: the Q♠ and the A♠ and K♠ that
catch it, the J♦ (the rules' own cards, as in "the most dangerous card first: the Q♠...")."""

_CARD_IN_TEXT = re.compile(r"(?<![\w])(10|[2-9]|[^\W\d_]{1,2})([♣♦♠♥])")
_FIGURE_IN_TEXT = re.compile(r"(?<![\w])(10|[2-9]|[^\W\d_]{1,2})([♣♦♠♥])\s+(-?\d+)[.,](\d)(?!\d)")
_NUMBER_IN_TEXT = re.compile(r"(?<![\w.,])(\d+)(?![\w♣♦♠♥]|[.,]\d)")


class Unreadable(InputError):
    """The file is a walkthrough the audit cannot check (one line: where and why)."""


@dataclass(frozen=True, slots=True)
class Finding:
    """A sentence of the page found false or misleading: where, which claim, and why."""

    hand: int
    decision: int
    """The walkthrough's step number (``index``) of the decision, or of the step a "knows
    now" block follows."""
    seat: str
    card: str
    key: str
    sentence: str
    reason: str
    verdict: str = "false"

    def as_dict(self) -> dict[str, object]:
        return {
            "hand": self.hand,
            "decision": self.decision,
            "seat": self.seat,
            "card": self.card,
            "key": self.key,
            "sentence": self.sentence,
            "reason": self.reason,
            "verdict": self.verdict,
        }


Where = tuple[int, int, str, str]
"""Hand number, step number, seat letter and card of a finding."""


@dataclass(slots=True)
class PageTally:
    """What the audit read: decisions, sentences and claims, the ones found false or misleading."""

    decisions: int = 0
    sentences: int = 0
    blocks: int = 0
    """"What <seat> knows now" blocks."""
    uses: Counter[str] = field(default_factory=Counter)
    false: Counter[str] = field(default_factory=Counter)
    misleading: Counter[str] = field(default_factory=Counter)
    findings: list[Finding] = field(default_factory=list)

    def add(self, other: PageTally) -> None:
        self.decisions += other.decisions
        self.sentences += other.sentences
        self.blocks += other.blocks
        self.uses.update(other.uses)
        self.false.update(other.false)
        self.misleading.update(other.misleading)
        self.findings.extend(other.findings)

    def note(self, key: str, reason: str | None, where: Where, sentence: str, verdict: str) -> None:
        if verdict == "false":
            self.uses[key] += 1
        if reason is None:
            return
        (self.false if verdict == "false" else self.misleading)[key] += 1
        self.findings.append(Finding(*where, key, sentence, reason, verdict))


# ------------------------------------------------------------------ reading the file


def _card(text: object, where: str) -> Card:
    if not isinstance(text, str):
        raise Unreadable(f"{where}: not a card: {text!r}")
    try:
        return Card.parse(text)
    except NotationError as e:
        raise Unreadable(f"{where}: not a card: {text!r}") from e


def _cards(items: object, where: str) -> tuple[Card, ...]:
    if not isinstance(items, list):
        raise Unreadable(f"{where}: not a list of cards")
    return tuple(_card(c, where) for c in items)


def seat_at(text: object, seats: int, where: str) -> Seat:
    """A seat as the file writes it: N, E, S, W at four seats, its number (1 to 7) at another
    table (format 1.2)."""
    if isinstance(text, str) and seats == 4 and text in ("N", "E", "S", "W"):
        return Seat.parse(text)
    if isinstance(text, str) and seats != 4 and text.isdigit() and 1 <= int(text) <= seats:
        return Seat(int(text) - 1)
    raise Unreadable(f"{where}: not a seat at a table of {seats}: {text!r:.20}")


def seat_text(seat: Seat, seats: int) -> str:
    """The seat as the file writes it (the inverse of :func:`seat_at`)."""
    return seat.letter if seats == 4 else seat.number


def _param(name: str, value: object, where: str, seats: int) -> Param:
    if isinstance(value, list):
        return _cards(value, where)
    if isinstance(value, str) and name in SEAT_PARAMS:
        return seat_at(value, seats, where)
    if isinstance(value, str) and name in SUIT_PARAMS:
        return Suit.parse(value)
    if isinstance(value, str) and name in CARD_PARAMS:
        return _card(value, where)
    if value is None or isinstance(value, str | int | bool):
        return value
    raise Unreadable(f"{where}: parameter {name!r} is not a record value")


def decode_params(params: Mapping[str, object], where: str, seats: int = 4) -> dict[str, Param]:
    """A record's parameters as the bots wrote them (seats, suits and cards from their letters;
    the seats by number at a table of ``seats`` other than four)."""
    return {name: _param(name, value, f"{where}.{name}", seats) for name, value in params.items()}


def _decision(record: Mapping[str, Any], card: Card, phase: str, where: str, seats: int) -> Decision:
    head = record["headline"]
    return Decision(
        action=card,
        level=str(record["level"]),
        phase=phase,
        candidates=_cards(record["candidates"], where + ".candidates"),
        facts=tuple(
            Fact(f["key"], decode_params(f["params"], f"{where}.facts[{i}]", seats))
            for i, f in enumerate(record["facts"])
        ),
        steps=_steps(record["steps"], where + ".steps", seats),
        runner_up=None if record["runner_up"] is None else _card(record["runner_up"], where + ".runner_up"),
        runner_up_lost_at=record["runner_up_lost_at"],
        headline=None
        if head is None
        else Headline(
            head["key"],
            decode_params(head["params"], where + ".headline", seats),
            _cards(head["given"], where + ".given"),
        ),
        runner_up_steps=_steps(record.get("runner_up_steps", []), where + ".runner_up_steps", seats),
    )


def _steps(items: list[Mapping[str, Any]], where: str, seats: int) -> tuple[Step, ...]:
    return tuple(
        Step(
            s["key"],
            _cards(s["kept"], f"{where}[{i}].kept"),
            decode_params(s["params"], f"{where}[{i}]", seats),
            s["clause"],
        )
        for i, s in enumerate(items)
    )


# --------------------------------------------------------------- the words of a sentence


def cards_named(text: str, lang: str) -> set[Card]:
    """The cards a sentence names, read in its language's letters (``D♠`` is the Q♠ in French)."""
    out: set[Card] = set()
    for rank, suit in _CARD_IN_TEXT.findall(text):
        ascii_card = read_card(rank + suit, lang)
        if ascii_card is not None:
            out.add(Card.parse(ascii_card))
    return out


def _claimed(params: Mapping[str, Param], seats: int = 4) -> tuple[set[Card], set[int]]:
    """The cards and numbers a claim's parameters hold (the counts of its lists too; at a table
    not of four, the number of each seat it names: "Seat 3")."""
    cards: set[Card] = set()
    numbers: set[int] = set()
    for value in params.values():
        if isinstance(value, Seat) and seats != 4:
            numbers.add(int(value) + 1)
        elif isinstance(value, Card):
            cards.add(value)
        elif isinstance(value, tuple):
            cards.update(value)
            numbers.add(len(value))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            numbers.add(value)
        elif isinstance(value, str):
            for part in value.split():
                text, _, number = part.rpartition("=")
                if text and number.lstrip("-").isdigit():
                    cards.add(Card.parse(text))
                    numbers.add(int(number))
    return cards, numbers


def _words(
    text: str, lang: str, params: Mapping[str, Param], extra: Iterable[Card] = (), seats: int = 4
) -> str | None:
    """Why ``text`` says more than its claim: a card or a whole number the claim does not hold."""
    cards, numbers = _claimed(params, seats)
    cards.update(extra)
    named = cards_named(text, lang)
    stray = sorted(named - cards - RULE_CARDS)
    if stray:
        return f"the sentence names {stray[0]}, which its claim does not"
    figures = _figures(text, lang, params)
    if figures is not None:
        return figures
    bare = _CARD_IN_TEXT.sub(" ", text)
    for number in _NUMBER_IN_TEXT.findall(bare):
        if int(number) not in numbers and not any(abs(v) == int(number) for v in numbers):
            return f"the sentence says {number}, which its claim does not"
    return None


def _figures(text: str, lang: str, params: Mapping[str, Param]) -> str | None:
    """Why a search figure shown (``9♥ 3.9``) is not its card's points over the deals weighed
    (the total of ``scores`` divided by the deals, to one decimal)."""
    scores, worlds = params.get("scores"), params.get("worlds")
    if not isinstance(scores, str) or not isinstance(worlds, int) or worlds <= 0:
        return None
    totals: dict[Card, int] = {}
    for part in scores.split():
        text_card, _, total = part.rpartition("=")
        totals[Card.parse(text_card)] = int(total)
    for rank, suit, whole, tenth in _FIGURE_IN_TEXT.findall(text):
        ascii_card = read_card(rank + suit, lang)
        if ascii_card is None:
            continue
        card = Card.parse(ascii_card)
        said = int(whole) + (1 if not whole.startswith("-") else -1) * int(tenth) / 10
        if card not in totals or abs(said - totals[card] / worlds) > 0.05 + 1e-9:
            return f"{card} {said} is not its points over the {worlds} deals"
    return None


# ---------------------------------------------------------------------- the position


def _view_reason(state: State, seat: Seat, view: Mapping[str, Any], where: str) -> str | None:
    """Why the decision's ``view`` (what the page says the actor saw) is not the position."""
    if CardSet(_cards(view["hand"], where)) != state.hand(seat):
        return "the hand shown is not the actor's hand"
    tricks = state.tricks if state.phase is Phase.PLAY else ()
    played = [c for t in tricks for c in t.cards]
    if list(_cards(view["played"], where)) != played:
        return "the cards played shown are not those of the earlier tricks"
    voids = []
    trick_now = state.current_trick if state.phase is Phase.PLAY else None
    for trick in (*tricks, *([trick_now] if trick_now is not None else [])):
        if not trick.plays:
            continue
        led = trick.plays[0][1].suit
        for s, c in trick.plays:
            if c.suit is not led and (s, led) not in voids:
                voids.append((s, led))
    n = state.seats
    shown = [(seat_at(v["seat"], n, where), Suit.parse(v["suit"])) for v in view["voids"]]
    if shown != voids:
        return "the voids shown are not the seats that could not follow"
    taken = {seat_text(s, n): state.points_taken(s) for s in Seat.at_table(n)}
    if dict(view["points_taken"]) != taken:
        return f"the points taken shown are not {taken}"
    if view["hearts_broken"] is not state.hearts_broken:
        return f"hearts broken is {state.hearts_broken}"
    trick = view["trick"]
    if trick_now is None:
        return None if trick is None else "a trick is shown while passing"
    wanted = {
        "number": trick_now.number,
        "leader": seat_text(trick_now.leader, n),
        "cards": [c.format() for c in trick_now.cards],
    }
    return None if trick == wanted else f"the trick on the table is {wanted}"


def _legal_reason(state: State, decision: Mapping[str, Any], where: str) -> str | None:
    legal = state.legal_set()
    if CardSet(_cards(decision["legal"], where)) != legal:
        return "the legal cards shown are not the legal cards"
    for item in decision["illegal"]:
        card = _card(item["card"], where)
        why = state.why_illegal(card)
        if why is None or why.clause != item["clause"]:
            return f"{card} is not refused by {item['clause']}"
    return None


# ------------------------------------------------------------------------- the audit


def _record_sentences(
    record: Mapping[str, Any], d: Decision
) -> Iterator[tuple[str, str, Mapping[str, Param], set[Card]]]:
    """Each sentence the record's ``text`` shows, with its claim key, parameters and the cards
    it may name besides them."""
    text = record["text"]
    for fact, sentence in zip(d.facts, text["facts"], strict=False):
        yield fact.key, sentence, fact.params, set()
    for step, sentence in zip(d.steps, text["steps"], strict=False):
        yield step.key, sentence, step.params, set()
    if d.headline is not None and text["headline"]:
        yield (
            "headline:" + d.headline.key,
            text["headline"],
            d.headline.params,
            set(d.headline.given) | {d.action},
        )
    if text["second"]:
        lost = next((s for s in d.steps if s.key == d.runner_up_lost_at), None)
        params: Mapping[str, Param] = lost.params if lost is not None else {}
        if d.headline is not None and d.headline.key == d.runner_up_lost_at:
            params = d.headline.params
        other = {d.runner_up} if d.runner_up is not None else set()
        yield "runner-up", text["second"], params, other


def _audit_decision(
    tally: PageTally, state: State, step: Mapping[str, Any], lang: str, where: Where
) -> Position | None:
    """Audit one decision of the file; its position (``None`` when it holds no record)."""
    at = f"step {step['index']}"
    seat = seat_at(step["seat"], state.seats, at)
    decision = step["decision"]
    tally.decisions += 1
    tally.note("view", _view_reason(state, seat, decision["view"], at), where, "", "false")
    tally.note("legal", _legal_reason(state, decision, at), where, "", "false")
    record = decision["record"]
    if record is None:
        return None
    d = _decision(record, _card(step["card"], at), step["phase"], at + ".record", state.seats)
    text = record["text"]
    facts: Iterator[str] = iter(text["facts"])
    steps: Iterator[str] = iter(text["steps"])
    whole: dict[str, str] = {"runner-up": text["second"] or ""}
    if d.headline is not None:
        whole["headline:" + d.headline.key] = text["headline"]

    def shown(key: str) -> str:
        """The sentence a claim is shown as (the record's claims come in its order)."""
        if key.startswith("fact."):
            return next(facts, "")
        if key.startswith("step."):
            return next(steps, "")
        return whole.get(key, "")

    position = Position(state, seat, d)
    for key, reason in claims(position):
        if key == "runner-up" and "runner_up_steps" not in record and reason is not None:
            reason = "the file does not say how the runner-up was found (written before runner_up_steps)"
        tally.note(key, reason, where, shown(key), "false")
    for key, reason in misleading(position):
        tally.note(key, reason, where, whole.get(key, ""), "misleading")
    counts = (len(d.facts), len(d.steps))
    if (len(record["text"]["facts"]), len(record["text"]["steps"])) != counts:
        tally.note("text", "the sentences shown are not one per fact and step", where, "", "false")
    for key, sentence, params, extra in _record_sentences(record, d):
        tally.sentences += 1
        words = _words(sentence, lang, params, extra, state.seats)
        if words is None and key.startswith("headline:") and d.action not in cards_named(sentence, lang):
            words = f"the headline does not name {d.action}, the card chosen"
        tally.note("text:" + key, words, where, sentence, "false")
    for fact, sentence in zip(d.facts, text["facts"], strict=False):
        kind = KNOWN_KEYS.get(fact.key)
        if kind is not None:  # the same lines as "knows now", read at the decision
            why = _known(sentence, lang, state, seat, kind)
            tally.note("line:fact:" + kind, why, where, sentence, "false")
    _audit_lines(tally, d, text, lang, where)
    return position


def _deciding(d: Decision, text: Mapping[str, Any]) -> str | None:
    """The deciding step's sentence as the page shows it: the last step shown, when it is the
    step the headline names (a step that ranked the cards as they came is not shown)."""
    head = d.headline
    if head is None or not d.steps or not text["steps"]:
        return None
    last = d.steps[-1]
    params = {k: v for k, v in head.params.items() if k not in HEADLINE_PARAMS}
    return str(text["steps"][-1]) if last.key == head.key and last.params == params else None


def _audit_lines(tally: PageTally, d: Decision, text: Mapping[str, Any], lang: str, where: Where) -> None:
    """The runner-up line and the headline read from their words (:mod:`hearts.audit.lines`)."""
    deciding = _deciding(d, text)
    second = text["second"]
    if second is not None or d.runner_up is not None:
        why = runner_up_reason(second, lang, d.phase, d.runner_up, deciding)
        tally.note("line:runner-up", why, where, second or "", "false")
    head = d.headline
    if head is not None and text["headline"]:
        narrowed = bool(head.given) and set(head.given) != set(d.candidates)
        given = set(head.given) if narrowed else None
        why = headline_reason(text["headline"], lang, d.phase, d.action, given, deciding)
        tally.note("line:headline", why, where, text["headline"], "false")


def _audit_block(
    tally: PageTally,
    state: State,
    block: Mapping[str, Any],
    lang: str,
    where: Where,
    card: Card,
) -> None:
    """A "What <seat> knows now" block, checked against the position it follows."""
    where_block = f"knows_now[{block['after']}]"
    seat = seat_at(block["seat"], state.seats, where_block)
    n = state.seats
    facts = tuple(Fact(f["key"], decode_params(f["params"], where_block, n)) for f in block["facts"])
    tally.blocks += 1
    knower = Decision(action=card, level="knows-now", phase=str(state.phase), candidates=(), facts=facts)
    position = Position(state, seat, knower)
    where = (where[0], where[1], seat_text(seat, state.seats), where[3])
    for fact, item in zip(facts, block["facts"], strict=True):
        tally.sentences += 1
        tally.note("knows-now:" + fact.key, check_fact(position, fact), where, item["text"], "false")
        tally.note(
            "text:knows-now:" + fact.key,
            _words(item["text"], lang, fact.params, seats=state.seats),
            where,
            item["text"],
            "false",
        )
        kind = KNOWN_KEYS.get(fact.key)
        if kind is not None:
            tally.note(
                "line:knows-now:" + kind,
                _known(item["text"], lang, state, seat, kind),
                where,
                item["text"],
                "false",
            )


def _known(text: str, lang: str, state: State, knower: Seat, kind: str) -> str | None:
    """Why a "knows now" line of ``kind`` is false, read from its words alone."""
    known = read_known(text, lang, state.seats)
    if known is None or (isinstance(known, KnownLine) and known.kind != kind):
        return f"the line does not read as a '{kind}' line in this language"
    return known if isinstance(known, str) else known_reason(known, state, knower)


def replay(
    variant: Variant, hand: Mapping[str, Any]
) -> Iterator[tuple[Mapping[str, Any], State, State | None]]:
    """Each step of one hand of the file, with the true position before it and after it
    (``None`` where the position stops): the hand dealt from the file's ``deal`` and played
    with the file's cards by the engine."""
    number = hand["number"]
    deal = hand["deal"]
    if deal is None:
        raise Unreadable(
            f"hand {number}: field 'deal': no true hands (a seat's view, or a walkthrough that starts "
            "after the deal); audit the teacher's view of a whole hand"
        )
    n = variant.players
    labels = [seat_text(s, n) for s in Seat.at_table(n)]
    if set(deal) - {*labels, "K"} or not set(labels) <= set(deal):
        raise Unreadable(f"hand {number}: field 'deal': not the {n} hands of {variant.name} ({sorted(deal)})")
    hands = tuple(CardSet(_cards(deal[label], f"hand {number} deal {label}")) for label in labels)
    kitty = CardSet(_cards(deal.get("K", []), f"hand {number} deal K"))
    try:
        state = State.from_deal(variant, Deal(hands, kitty), number, tuple(hand["scores_before"]))
    except (NotationError, ValueError) as e:
        raise Unreadable(f"hand {number}: field 'deal': {e}") from e
    for step in hand["steps"]:
        index, seat = step["index"], step["seat"]
        if state.to_act is None or seat_text(state.to_act, n) != seat:
            turn = state.to_act
            raise Unreadable(
                f"hand {number}, step {index}: {seat} acts, but the deal gives the turn to {turn}"
            )
        if step["pending"] or step["card"] is None:
            yield step, state, None
            return
        card = _card(step["card"], f"hand {number}, step {index}")
        try:
            after = state.apply(card)
        except IllegalAction as e:
            raise Unreadable(f"hand {number}, step {index}: {seat} may not play {card} ({e.clause})") from e
        yield step, state, after
        state = after


def teacher_hands(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The hands of the file's teacher view (a seat's view holds no true hands: bad input)."""
    (view, *more) = data["views"]
    if more or view["viewer"] != "teacher":
        raise Unreadable(
            f"field 'views': the view of {view['viewer']} holds no other seat's hand; "
            "audit the teacher's view (hearts walkthrough without --seat)"
        )
    hands: list[Mapping[str, Any]] = view["hands"]
    return hands


def _audit_hand(tally: PageTally, variant: Variant, hand: Mapping[str, Any], lang: str) -> None:
    blocks: dict[int, list[Mapping[str, Any]]] = {}
    for block in hand["knows_now"]:
        blocks.setdefault(block["after"], []).append(block)
    passes: dict[str, list[tuple[Where, Position]]] = {}
    for step, before, after in replay(variant, hand):
        where = (hand["number"], step["index"], step["seat"], step["card"] or "")
        position = _audit_decision(tally, before, step, lang, where) if step["decision"] is not None else None
        if position is not None and before.phase is Phase.PASS:
            passes.setdefault(step["seat"], []).append((where, position))
        if after is None or after.phase is not Phase.PASS:
            _audit_passes(tally, passes)
        if after is None:
            return
        for block in blocks.pop(step["index"], []):
            _audit_block(tally, after, block, lang, where, _card(step["card"], "card"))
    if blocks:
        raise Unreadable(f"hand {hand['number']}: a 'knows_now' block follows no step ({sorted(blocks)})")


def _audit_passes(tally: PageTally, passes: dict[str, list[tuple[Where, Position]]]) -> None:
    """What each seat's pass decisions say about the rest of its pass, once it is whole (a page
    that stops in the pass checks what it shows)."""
    for decided in passes.values():
        for i, key, reason in pass_claims([p for _, p in decided]):
            tally.note(key, reason, decided[i][0], "", "false")
    passes.clear()


def audit_data(data: Mapping[str, Any], variant: Variant) -> PageTally:
    """Audit a walkthrough file's data (already checked against the schema) under ``variant``."""
    tally = PageTally()
    for hand in teacher_hands(data):
        _audit_hand(tally, variant, hand, data["lang"])
    if not tally.decisions:
        raise Unreadable("field 'views': no decision to check")
    return tally
