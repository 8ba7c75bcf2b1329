"""The walkthrough as data: ``hearts walkthrough --format json`` (schema ``hearts/walkthrough/schema.json``).

Per view (the teacher's, or one seat's with ``--seat``) and per hand, every step in
order: who acted and the card when the viewer may see it; and for each decision the
viewer may see, what the actor saw (its hand, the trick so far, the cards played in
earlier tricks, the voids shown, the points taken, hearts broken), the legal cards,
each illegal card with the clause that forbids it, the card chosen and the bot's
record (its keys and parameters, the same data the sentences are made from, plus the
headline sentence in the page's language). Anyone can check the reasons again or
render them in their own words from this.

Cards are written ``QS``, ``TC``; seats ``N E S W`` (at a table of three, five or six
by their number in play order, ``1`` to ``6``); suits ``C D S H``. A record parameter is
written by its type: a card or a list of cards as cards, a seat by its letter or number, a
suit by its letter, numbers, flags and text as they are.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from importlib import resources
from typing import Any

from hearts.bots.decision import Decision, Param, Step
from hearts.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, CardSet, Rank, Seat, Suit
from hearts.engine.rules import hand_points, rules_for
from hearts.walkthrough.model import HandWalk, Move, Section, Walk, Walkthrough
from hearts.walkthrough.tree import tree_data
from hearts.words.lang import Lang, RenderedDecision
from hearts.words.typeset import typeset

__all__ = ["FORMAT", "FORMATS", "TABLE_FORMAT", "as_data", "schema", "to_json"]

FORMAT = "hearts-walkthrough/1.1"
"""1.1 adds what an audit of the page needs (``hearts bots audit --walkthrough``): the teacher
view's ``deal`` (the true hands), each record's sentences (``text.facts``, ``text.steps``) and
each hand's ``knows_now`` blocks; everything of 1 is unchanged."""
TABLE_FORMAT = "hearts-walkthrough/1.2"
"""A walkthrough at a table of three, five or six (knob ``players``): 1.1 with the seats by
number (``1`` to ``6``), one player and one score per seat, the variant's ``players``,
``removed`` cards and ``leftover``, and the kitty as ``K`` in the teacher's ``deal``. A
four-seat walkthrough stays 1.1, as it was."""
FORMATS = (FORMAT, TABLE_FORMAT)
"""The formats this version writes (and the audit reads)."""
_TWO_OF_HEARTS = Card(Suit.HEARTS, Rank.TWO)


@cache
def schema() -> dict[str, Any]:
    """The published JSON Schema of ``--format json``."""
    text = resources.files("hearts.walkthrough").joinpath("schema.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _card(card: Card) -> str:
    return card.format()


def _cards(cards: Iterable[Card]) -> list[str]:
    return [_card(c) for c in cards]


def _param(value: Param, seats: int) -> Any:
    if isinstance(value, Card):
        return _card(value)
    if isinstance(value, Seat):
        return value.label(seats)
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, tuple):
        return _cards(value)
    return value


def _params(params: dict[str, Param], seats: int) -> dict[str, Any]:
    return {name: _param(v, seats) for name, v in params.items()}


def _said(lang: Lang, text: str) -> str:
    """A sentence as the page shows it: with the language's typesetting (``d’Est``, ``az 5.``)."""
    return typeset(lang.code, text)


def _step(s: Step, seats: int) -> dict[str, Any]:
    return {"key": s.key, "params": _params(s.params, seats), "kept": _cards(s.kept), "clause": s.clause}


def _record(d: Decision, lang: Lang) -> dict[str, Any]:
    shown = RenderedDecision.of(d, lang)
    n = lang.seats
    return {
        "level": d.level,
        "candidates": _cards(d.candidates),
        "facts": [{"key": f.key, "params": _params(f.params, n)} for f in d.facts],
        "steps": [_step(s, n) for s in d.steps],
        "headline": None
        if d.headline is None
        else {
            "key": d.headline.key,
            "params": _params(d.headline.params, n),
            "given": _cards(d.headline.given),
        },
        "runner_up": None if d.runner_up is None else _card(d.runner_up),
        "runner_up_lost_at": d.runner_up_lost_at,
        "runner_up_steps": [_step(s, n) for s in d.runner_up_steps],
        "text": {
            "headline": _said(lang, shown.headline),
            "second": None if shown.second is None else _said(lang, shown.second),
            "facts": [_said(lang, f) for f in shown.facts],
            "steps": [_said(lang, step.text) for step in shown.steps],
        },
    }


class _Public:
    """What every seat has seen of the hand so far: cards played, voids shown, hearts broken."""

    def __init__(self, table: tuple[Seat, ...]) -> None:
        self.table = table
        self.played: list[Card] = []
        self.voids: list[tuple[Seat, Suit]] = []
        self.taken: dict[Seat, int] = dict.fromkeys(table, 0)
        self.broken = False

    def before(self, section: Section) -> None:
        self.broken = section.broken_before

    def after_move(self, move: Move) -> None:
        if move.phase != "play" or move.card is None or move.pending:
            return
        if move.trick_before:
            led = move.trick_before[0][1].suit
            if move.card.suit is not led and (move.seat, led) not in self.voids:
                self.voids.append((move.seat, led))
        if move.broke_hearts:
            self.broken = True

    def after(self, section: Section) -> None:
        if section.kind == "trick" and section.complete:
            self.played.extend(c for s in section.moves if s.card is not None for c in [s.card])
            self.taken = {s: section.taken.get(s, 0) for s in self.table}


def _move(step: Move, section: Section, public: _Public, lang: Lang) -> dict[str, Any]:
    n = lang.seats
    out: dict[str, Any] = {
        "index": step.index,
        "phase": step.phase,
        "seat": step.seat.label(n),
        "player": step.player,
        "card": None if step.card is None or step.pending else _card(step.card),
        "pending": step.pending,
    }
    if step.hand is None:
        out["decision"] = None
        return out
    trick = None
    if step.phase == "play":
        trick = {
            "number": section.number,
            "leader": (section.leader if section.leader is not None else step.seat).label(n),
            "cards": _cards(c for _, c in step.trick_before),
        }
    out["decision"] = {
        "view": {
            "hand": _cards(sorted(step.hand)),
            "trick": trick,
            "played": _cards(public.played),
            "voids": [{"seat": s.label(n), "suit": u.letter} for s, u in public.voids],
            "points_taken": {s.label(n): public.taken[s] for s in public.table},
            "hearts_broken": public.broken,
        },
        "legal": _cards(sorted(step.legal or CardSet())),
        "illegal": [
            {
                "card": _card(i.card),
                "clause": i.clause,
                "reason": i.reason,
                "text": _said(lang, lang.clause_text(i.reason, i.violation)),
            }
            for i in step.illegal
        ],
        "record": None if step.decision is None else _record(step.decision, lang),
    }
    return out


def _deal(hand: HandWalk, teacher: bool, table: tuple[Seat, ...]) -> dict[str, list[str]] | None:
    """The true hands as dealt, in the teacher's view of a hand shown from its deal (a seat's
    view never holds another seat's hand), with the kitty as ``K`` when there is one."""
    if not teacher or not hand.sections:
        return None
    first = hand.sections[0]
    if first.kind != "pass" and (first.number != 1 or not first.moves or first.moves[0].trick_before):
        return None
    n = len(table)
    out = {s.label(n): _cards(sorted(first.hands[s])) for s in table}
    if hand.kitty:
        out["K"] = _cards(sorted(hand.kitty))
    return out


def _knows_now(section: Section, lang: Lang) -> list[dict[str, Any]]:
    """The page's "What <seat> knows now" blocks after ``section``: each seat's new facts."""
    after = section.moves[-1].index if section.moves else -1
    n = lang.seats
    return [
        {
            "after": after,
            "seat": seat.label(n),
            "facts": [
                {"key": f.key, "params": _params(f.params, n), "text": _said(lang, lang.fact(f))}
                for f in facts
            ],
        }
        for seat, facts in section.news.items()
        if facts
    ]


def _hand(hand: HandWalk, lang: Lang, teacher: bool) -> dict[str, Any]:
    table = Seat.at_table(lang.seats)
    public = _Public(table)
    steps: list[dict[str, Any]] = []
    knows: list[dict[str, Any]] = []
    for section in hand.sections:
        public.before(section)
        for step in section.moves:
            steps.append(_move(step, section, public, lang))
            public.after_move(step)
        public.after(section)
        knows.extend(_knows_now(section, lang))
    result = hand.result
    return {
        "number": hand.number,
        "pass_direction": str(hand.direction),
        "scores_before": list(hand.scores_before),
        "deal": _deal(hand, teacher, table),
        "steps": steps,
        "knows_now": knows,
        "points": None if result is None else list(result.points),
        "scores_after": None if result is None else list(result.scores),
    }


def _view(walk: Walk, lang: Lang) -> dict[str, Any]:
    return {
        "viewer": "teacher" if walk.viewer is None else walk.viewer.label(lang.seats),
        "end": walk.end,
        "hands": [_hand(h, lang, walk.viewer is None) for h in walk.hands],
    }


def as_data(w: Walkthrough, lang: str, seat: Seat | None = None) -> dict[str, Any]:
    """The walkthrough as JSON-ready data (the teacher's view, or only ``seat``'s)."""
    v = w.variant
    language = Lang(lang, v.players)
    scoring = rules_for(v).scoring
    table = (
        {"players": v.players, "removed": list(v.removed), "leftover": str(v.leftover.value)}
        if v.players != 4
        else {}
    )
    return {
        "format": FORMAT if v.players == 4 else TABLE_FORMAT,
        "lang": lang,
        "title": w.title_in(lang),
        "source": w.source,
        "seed": w.seed,
        "scenario": w.scenario_id,
        "clauses": list(w.clauses),
        "variant": {
            "name": v.name,
            "heart_points": hand_points(_TWO_OF_HEARTS.bit, scoring),
            "queen_points": hand_points(QUEEN_OF_SPADES.bit, scoring),
            "jack_of_diamonds_points": hand_points(JACK_OF_DIAMONDS.bit, scoring),
            "pass_count": v.pass_count,
            **table,
        },
        "players": list(w.players),
        "views": [_view(walk, language) for walk in ([w.teacher] if seat is None else [w.seats[seat]])],
        **({"what_if": tree_data(w)} if w.main is not None and seat is None else {}),
    }


def to_json(w: Walkthrough, lang: str, seat: Seat | None = None) -> str:
    """``--format json``: the data, indented, one file."""
    return json.dumps(as_data(w, lang, seat), ensure_ascii=False, indent=1) + "\n"
