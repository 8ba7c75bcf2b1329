"""``--what-if``: a walkthrough with the branches the teacher asks for, and each branch beside
the line it branches from, in the page's language.

:func:`with_branches` plays the branches (:mod:`.branches`); :func:`compared` lays each one out
for a page: the question it answers, the tricks that differ, every seat's points and totals in
both lines, the moon and the end of the game. The templates (``_whatif.j2``) only print it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from hearts.cards import Card, Seat
from hearts.engine.results import GameEnd, Trick
from hearts.walkthrough.branches import (
    BranchError,
    Line,
    Variation,
    grow,
    main_line,
    parse_what_if,
    tricks_that_differ,
)
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.texts import N_, Lang

__all__ = ["Compared", "SeatRow", "compared", "with_branches"]

Q_PLAY = N_("Step %(step)s: what if %(seat)s had played %(card)s instead of %(instead)s?")
Q_PASS = N_("Step %(step)s: what if %(seat)s had passed %(card)s instead of %(instead)s?")
Q_PASS_SET = N_(
    "Step %(step)s: what if %(seat)s had passed these cards instead: %(cards)s (not %(instead)s)?"
)
SAME_TRICKS = N_("The tricks are the same in both lines.")
WITH_TOTAL = N_("%(points)s (total %(total)s)")


def with_branches(w: Walkthrough, asked: Sequence[str]) -> Walkthrough:
    """``w`` with the variations ``asked`` (``12:KS``, ``3:QS+AS+KS``, ``12:KS/20:QH``), played
    from its origin by the same players; one line (exit 2) for a branch that cannot be played."""
    if not asked:
        return w
    if w.origin is None:
        raise BranchError("--what-if: nobody plays on from this position (give --bots)")
    paths = [parse_what_if(text) for text in asked]
    main = main_line(w.origin, [m.card for m in w.teacher.moves])
    return dataclasses.replace(w, main=main, variations=grow(w.origin, main, paths))


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


def _trick(lang: Lang, trick: Trick | None) -> str:
    if trick is None:
        return "—"
    plays = ", ".join(f"{lang.seat(seat)} {lang.card(card)}" for seat, card in trick.plays)
    return plays + (f" → {lang.seat(trick.winner)}" if trick.winner is not None else "")


def _passes(lang: Lang, cards: tuple[Card, ...] | None) -> str:
    return lang.cards(cards) if cards else "—"


def _game(lang: Lang, line: Line) -> str:
    outcome = line.last.outcome
    if outcome is None:
        return lang.gettext("the game goes on")
    seats = ", ".join(lang.seat(s) for s in outcome.winners)
    if outcome.end is GameEnd.SHARED_WIN or len(outcome.winners) > 1:
        text = lang.ngettext(
            "Game over after %(hands)s hand (GAME-END): %(seats)s share the win with the lowest score.",
            "Game over after %(hands)s hands (GAME-END): %(seats)s share the win with the lowest score.",
            outcome.hands,
        )
    else:
        text = lang.ngettext(
            "Game over after %(hands)s hand (GAME-END): %(seats)s wins with the lowest score.",
            "Game over after %(hands)s hands (GAME-END): %(seats)s wins with the lowest score.",
            outcome.hands,
        )
    return text % {"hands": outcome.hands, "seats": seats}


def _question(lang: Lang, v: Variation, parent: Line) -> str:
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
        "instead": lang.the_card_object(other),
    }


def _anchor(prefix: str, v: Variation) -> str:
    return f"{prefix}-{v.step}-{'-'.join(c.format() for c in v.cards)}"


def _one(
    lang: Lang, v: Variation, parent: Line, anchor: str, within: tuple[int, str] | None, depth: int
) -> Compared:
    rows: list[tuple[str, str, str]] = []
    a, b = parent.passes, v.line.passes
    table = Seat.at_table(parent.dealt.seats)
    for seat in table:
        if a.get(seat) != b.get(seat):
            label = lang.gettext("Passing") + " · " + lang.seat(seat)
            rows.append((label, _passes(lang, a.get(seat)), _passes(lang, b.get(seat))))
    for number in tricks_that_differ(parent, v.line):
        x = parent.tricks[number - 1] if number <= len(parent.tricks) else None
        y = v.line.tricks[number - 1] if number <= len(v.line.tricks) else None
        rows.append((lang.gettext("Trick %(number)s") % {"number": number}, _trick(lang, x), _trick(lang, y)))
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

    def moon(line: Line) -> str:
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
    )


def compared(w: Walkthrough, lang: Lang) -> list[Compared]:
    """Every branch of ``w`` beside its parent line, depth first (a branch, then its own)."""
    if w.main is None:
        return []

    def walk(
        variations: tuple[Variation, ...],
        parent: Line,
        prefix: str,
        within: tuple[int, str] | None,
        depth: int,
    ) -> Iterator[Compared]:
        for v in variations:
            anchor = _anchor(prefix, v)
            yield _one(lang, v, parent, anchor, within, depth)
            yield from walk(v.children, v.line, anchor, (v.step, anchor), depth + 1)

    return list(walk(w.variations, w.main, "what-if", None, 0))
