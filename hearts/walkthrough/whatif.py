"""``--what-if``: a walkthrough with the branches the teacher asks for, and each branch beside
the line it branches from, in the page's language.

:func:`with_branches` plays the branches (:mod:`.branches`); :func:`compared` lays each one out
for a page: the question it answers, the tricks that differ, every seat's points and totals in
both lines, the moon and the end of the game. The templates (``_whatif.j2``) only print it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from hearts.cards import Card, Seat
from hearts.engine.results import GameEnd, Trick
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.walkthrough.branches import (
    BranchError,
    HandLine,
    Variation,
    grow,
    main_line,
    parse_what_if,
    position,
    tricks_that_differ,
)
from hearts.walkthrough.costs import CostTable, cost_table
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.sources import from_seed
from hearts.words.lang import Lang
from hearts.words.pages import PAGE, PAGE_PLURALS

__all__ = [
    "Compared",
    "CostView",
    "SeatRow",
    "compared",
    "cost_views",
    "side_by_side",
    "spread_branches",
    "with_branches",
]

Q_PLAY = PAGE["step_step_what_if_seat_had"]
Q_PASS = PAGE["step_step_what_if_seat_had_2"]
Q_PASS_SET = PAGE["step_step_what_if_seat_had_3"]
SAME_TRICKS = PAGE["the_tricks_are_the_same_in"]
WITH_TOTAL = PAGE["points_total_total"]
COSTS_AT = PAGE["what_each_card_costs_at_step"]
COSTS_RULE = PAGE["points_added_to_the_seat_s"]


def parse_steps(text: str) -> tuple[int, ...] | None:
    """``--costs 12,32`` (steps as the page counts them) or ``all`` (``None``)."""
    if text.strip().lower() == "all":
        return None
    steps = []
    for part in text.split(","):
        if not part.strip().isdigit() or int(part) < 1 or len(part.strip()) > 6:
            raise BranchError(f"--costs {shown(text, 40)}: give step numbers (e.g. 12,32) or all")
        steps.append(int(part) - 1)
    return tuple(steps)


def with_branches(
    w: Walkthrough, asked: Sequence[str], cost_steps: Sequence[str] = (), costs: bool = True
) -> Walkthrough:
    """``w`` with the variations ``asked`` (``12:KS``, ``3:QS+AS+KS``, ``12:KS/20:QH``), played
    from its origin by the same players, and (unless ``costs`` is off) the cost of each legal card
    where a branch parts and at the ``cost_steps`` of the walkthrough's line (``all``: at each
    decision with a choice). One line (exit 2) for a branch that cannot be played."""
    if not asked and not cost_steps:
        return w
    if w.origin is None:
        raise BranchError("--what-if: nobody plays on from this position (give --bots)")
    paths = [parse_what_if(text) for text in asked]
    main = main_line(w.origin, [m.card for m in w.teacher.moves])
    variations = grow(w.origin, main, paths)
    tables: dict[tuple[object, ...], CostTable] = {}
    if costs:
        wanted: list[tuple[int, bool]] = []
        for text in cost_steps:
            steps = parse_steps(text)
            wanted += (
                [(at, False) for at in range(len(main.plays))]
                if steps is None
                else [(at, True) for at in steps]
            )
        for at, named in wanted:
            if at >= len(main.plays):
                raise BranchError(f"--costs: step {at + 1}: the line has {len(main.plays)} steps")
            if named or len(position(w.origin, {}, at).legal_actions()) > 1:
                _table(tables, w, main, at)
        for parent, v in _every(variations, main):
            _table(tables, w, parent, v.at)
    return dataclasses.replace(
        w, main=main, variations=variations, costs=tuple(sorted(tables.values(), key=_order))
    )


def _order(t: CostTable) -> tuple[int, int, tuple[tuple[int, Card], ...]]:
    return (len(t.forced), t.index, t.forced)


def _table(tables: dict[tuple[object, ...], CostTable], w: Walkthrough, line: HandLine, at: int) -> None:
    assert w.origin is not None
    key = (line.forced, at)
    if key not in tables:
        tables[key] = cost_table(w.origin, dict(line.forced), at, line.cards[at])


def _every(variations: tuple[Variation, ...], parent: HandLine) -> Iterator[tuple[HandLine, Variation]]:
    for v in variations:
        yield parent, v
        yield from _every(v.children, v.line)


@dataclass(frozen=True, slots=True)
class CostView:
    """A cost table in words: a row per legal card (card, bots, every hand shown, estimate)."""

    anchor: str
    step: int
    heading: str
    estimate: str
    """The estimate's column heading, with its number of deals ("" when there is no estimate)."""
    exact: bool
    """Whether the every-hand-shown column has figures."""
    rows: tuple[tuple[str, str, str, str, bool], ...]
    """(card, bots, every hand shown, estimate, the line's own card)."""


def _figure(value: float | None) -> str:
    if value is None:
        return "—"
    return str(value) if isinstance(value, int) else f"{value:.1f}"


def cost_view(lang: Lang, t: CostTable, anchor: str) -> CostView:
    estimate = ""
    if t.worlds:
        estimate = lang.ngettext(*PAGE_PLURALS["estimate_over_worlds_deal"], t.worlds) % {"worlds": t.worlds}
    rows = tuple(
        (lang.card(r.card), _figure(r.bots), _figure(r.exact), _figure(r.estimate), r.card is t.chosen)
        for r in t.rows
    )
    heading = lang.gettext(COSTS_AT) % {"step": t.step, "seat": lang.seat(t.seat)}
    return CostView(anchor, t.step, heading, estimate, any(r.exact is not None for r in t.rows), rows)


def cost_views(w: Walkthrough, lang: Lang) -> list[CostView]:
    """The cost tables of the walkthrough's own line at steps where no branch parts."""
    branching = {v.at for v in w.variations}
    return [
        cost_view(lang, t, f"costs-{t.step}") for t in w.costs if not t.forced and t.index not in branching
    ]


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: str
    before: str
    after: str
    change: str


@dataclass(frozen=True, slots=True)
class Compared:
    """One branch beside its parent line, in words."""

    anchor: str
    """An id for links (``what-if-12-9H``, nested: ``what-if-12-9H-20-TS``)."""
    step: int
    depth: int
    within: int | None
    """The step of the branch this one branches from (``None``: from the walkthrough's line)."""
    parent: str | None
    """That branch's anchor."""
    question: str
    tricks: tuple[tuple[str, str, str], ...]
    """(label, the parent's trick, the branch's trick) for each trick that differs (and the passes)."""
    seats: tuple[SeatRow, ...]
    moon: tuple[str, str]
    """The moon's shooter in each line (``—``: nobody)."""
    game: tuple[str, str]
    """How each line leaves the game: goes on, or who wins."""
    costs: CostView | None = None
    """What each card costs where the branch parts (unless cost tables are off)."""


def _trick(lang: Lang, trick: Trick | None) -> str:
    if trick is None:
        return "—"
    plays = ", ".join(f"{lang.seat(seat)} {lang.card(card)}" for seat, card in trick.plays)
    return plays + (f" → {lang.seat(trick.winner)}" if trick.winner is not None else "")


def _passes(lang: Lang, cards: tuple[Card, ...] | None) -> str:
    return lang.cards(cards) if cards else "—"


def _game(lang: Lang, line: HandLine) -> str:
    outcome = line.last.outcome
    if outcome is None:
        return lang.gettext(PAGE["the_game_goes_on"])
    seats = ", ".join(lang.seat(s) for s in outcome.winners)
    if outcome.end is GameEnd.SHARED_WIN or len(outcome.winners) > 1:
        text = lang.ngettext(
            *PAGE_PLURALS["game_over_after_hands_hand_game"],
            outcome.hands,
        )
    else:
        text = lang.ngettext(
            *PAGE_PLURALS["game_over_after_hands_hand_game_2"],
            outcome.hands,
        )
    return text % {"hands": outcome.hands, "seats": seats}


def _question(lang: Lang, v: Variation, parent: HandLine) -> str:
    at = parent.plays[v.at]
    instead = [p.card for p in parent.plays[v.at : v.at + len(v.cards)]]
    seat = lang.seat(at.seat)
    if len(v.cards) > 1:
        values = {"cards": lang.cards(v.cards), "instead": lang.cards(instead)}
        return lang.gettext(Q_PASS_SET) % {"step": v.step, "seat": seat, **values}
    template = Q_PASS if at.phase == "pass" else Q_PLAY
    card, other = v.cards[0], instead[0]
    return lang.gettext(template) % {
        "step": v.step,
        "seat": seat,
        "card": lang.the_card_object(card),
        "instead": lang.the_card(other),  # "instead of the A♦": no object suffix in Hungarian
    }


def _anchor(prefix: str, v: Variation) -> str:
    return f"{prefix}-{v.step}-{'-'.join(c.format() for c in v.cards)}"


def _one(
    lang: Lang,
    v: Variation,
    parent: HandLine,
    anchor: str,
    within: tuple[int, str] | None,
    depth: int,
    tables: tuple[CostTable, ...],
) -> Compared:
    rows: list[tuple[str, str, str]] = []
    a, b = parent.passes, v.line.passes
    table = Seat.at_table(parent.dealt.seats)
    for seat in table:
        if a.get(seat) != b.get(seat):
            label = lang.gettext(PAGE["passing"]) + " · " + lang.seat(seat)
            rows.append((label, _passes(lang, a.get(seat)), _passes(lang, b.get(seat))))
    for number in tricks_that_differ(parent, v.line):
        x = parent.tricks[number - 1] if number <= len(parent.tricks) else None
        y = v.line.tricks[number - 1] if number <= len(v.line.tricks) else None
        rows.append(
            (lang.gettext(PAGE["trick_number"]) % {"number": number}, _trick(lang, x), _trick(lang, y))
        )
    seats = []
    ra, rb = parent.result, v.line.result
    for seat in table:
        pa, pb = parent.points(seat), v.line.points(seat)
        before = (
            str(pa) if ra is None else lang.gettext(WITH_TOTAL) % {"points": pa, "total": ra.scores[seat]}
        )
        after = str(pb) if rb is None else lang.gettext(WITH_TOTAL) % {"points": pb, "total": rb.scores[seat]}
        da = ra.deltas[seat] if ra is not None else pa
        db = rb.deltas[seat] if rb is not None else pb
        seats.append(SeatRow(lang.seat(seat), before, after, "0" if da == db else f"{db - da:+d}"))

    def moon(line: HandLine) -> str:
        r = line.result
        return "—" if r is None or r.shooter is None else lang.seat(r.shooter)

    return Compared(
        anchor,
        v.step,
        depth,
        None if within is None else within[0],
        None if within is None else within[1],
        _question(lang, v, parent),
        tuple(rows),
        tuple(seats),
        (moon(parent), moon(v.line)),
        (_game(lang, parent), _game(lang, v.line)),
        next(
            (
                cost_view(lang, t, anchor + "-costs")
                for t in tables
                if t.forced == parent.forced and t.index == v.at
            ),
            None,
        ),
    )


def side_by_side(lang: Lang, v: Variation, parent: HandLine) -> Compared:
    """One branch beside the line it branches from, in words, without cost tables (the
    classroom's branch for the room, :mod:`hearts.serve.room_branches`)."""
    return _one(lang, v, parent, _anchor("what-if", v), None, 0, ())


def compared(w: Walkthrough, lang: Lang) -> list[Compared]:
    """Every branch of ``w`` beside its parent line, depth first (a branch, then its own)."""
    if w.main is None:
        return []

    def walk(
        variations: tuple[Variation, ...],
        parent: HandLine,
        prefix: str,
        within: tuple[int, str] | None,
        depth: int,
    ) -> Iterator[Compared]:
        for v in variations:
            anchor = _anchor(prefix, v)
            yield _one(lang, v, parent, anchor, within, depth, w.costs)
            yield from walk(v.children, v.line, anchor, (v.step, anchor), depth + 1)

    return list(walk(w.variations, w.main, "what-if", None, 0))


SPREAD = 10
"""Decisions :func:`spread_branches` branches in one walkthrough."""


def spread_branches(seed: int, variant: Variant, hand: int = 1, costs: bool = True) -> Walkthrough | None:
    """Hand ``hand`` of seed ``seed`` with another legal card at :data:`SPREAD` decisions spread
    over the hand (drawn from the seed), a branch of the first branch, and (unless ``costs`` is
    off) cost tables at three steps (one in the last tricks): what ``hearts bots audit-branches``
    checks. ``None`` when the game has no such hand."""
    levels = tuple(("easy", "normal", "hard", "hard")[i % 4] for i in range(variant.players))
    try:
        w = from_seed(seed, variant, levels, hand=hand)
    except InputError:
        return None
    moves = w.teacher.moves
    choices = [m for m in moves if m.legal is not None and m.card is not None and len(m.legal) > 1]
    if len(choices) < 3:
        return None
    rng = random.Random(f"what-if:{seed}:{variant.name}:{hand}")
    picked = sorted(rng.sample(choices, min(SPREAD, len(choices))), key=lambda m: m.index)
    asked = []
    for m in picked:
        assert m.legal is not None
        other = rng.choice(sorted(c for c in m.legal if c is not m.card))
        asked.append(f"{m.index + 1}:{other.format()}")
    first = with_branches(w, asked[:1], costs=False)
    line = first.variations[0].line
    later = [p for p in line.plays[first.variations[0].at + 1 :] if not p.chosen]
    nested = []
    for p in later[len(later) // 2 :]:
        state = position(w.origin, dict(line.forced), p.index) if w.origin is not None else None
        if state is not None and len(state.legal_actions()) > 1:
            other = next(c for c in state.legal_actions() if c is not p.card)
            nested = [f"{asked[0]}/{p.index + 1}:{other.format()}"]
            break
    late = [m for m in choices if m.index >= len(moves) - 4 * variant.players]
    steps = {picked[0].index, choices[len(choices) // 3].index} | ({late[0].index} if late else set())
    if not costs:
        return with_branches(w, asked + nested, costs=False)
    return with_branches(w, asked + nested, [",".join(str(i + 1) for i in sorted(steps))])
