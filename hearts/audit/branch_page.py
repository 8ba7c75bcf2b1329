"""The branches of a walkthrough's HTML page, read back out of the page and checked true.

:func:`read_branches` reads the page's "What if?" section (``section#what-if``) with the
audit's own HTML reader (:func:`hearts.audit.readback.parse`) and checks what each branch
states against the engine: each line of the same walkthrough's JSON (``what_if``) is dealt
and played card by card (:class:`hearts.audit.variations.Replay`), and the page must say

- one article per variation of the file, depth first, each at its step (``data-step``);
- the tricks that differ: the trick numbers of its rows are those where the two lines the
  engine plays are not the same;
- each seat's points in its tricks and its total after the hand, in the line it branches from
  and in the branch, and the change in the total between them (POINTS, MOON);
- who shoots the moon in each line (a seat's name as the page's own rows write it, or "—").

Nothing of the walkthrough's code is used: the figures are read as numbers from the page's
cells, the seat names from the page's own rows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from hearts.audit.readback import Node, parse
from hearts.audit.variations import BranchTally, Replay
from hearts.cards import Card
from hearts.engine.results import HandResult
from hearts.engine.state import Phase
from hearts.engine.variant import Variant

__all__ = ["read_branches"]

_NUMBER = re.compile(r"[+\-\u2212]?\d+")
_NOBODY = "—"


def _numbers(text: str) -> list[int]:
    return [int(n.replace("\u2212", "-")) for n in _NUMBER.findall(text)]


def _walk(
    parent: Mapping[str, Any], variations: list[Mapping[str, Any]]
) -> Iterator[tuple[Mapping[str, Any], Mapping[str, Any]]]:
    for v in variations:
        yield parent, v
        yield from _walk(v["line"], v["variations"])


def _result(variant: Variant, start: Mapping[str, Any], line: Mapping[str, Any]) -> Replay:
    return Replay(variant, start, list(line["cards"]))


def _hand(replay: Replay) -> HandResult | None:
    end = replay.last
    if replay.illegal is not None or end.phase.value in ("pass", "play") or not end.hand_results:
        return None
    return end.hand_results[-1]


def _rows(article: Node, cls: str) -> list[list[str]]:
    table = article.first("table", cls)
    if table is None:
        return []
    body = table.first("tbody")
    if body is None:
        return []
    return [[cell.text() for cell in row.children if isinstance(cell, Node)] for row in body.all("tr")]


def _differ(a: Replay, b: Replay) -> list[int]:
    x, y = a.last.tricks, b.last.tricks
    out = []
    for k in range(max(len(x), len(y))):
        if (
            k >= len(x)
            or k >= len(y)
            or (x[k].leader, x[k].cards, x[k].winner)
            != (
                y[k].leader,
                y[k].cards,
                y[k].winner,
            )
        ):
            out.append(k + 1)
    return out


def _passed(replay: Replay, seat: int) -> list[Card]:
    """The cards ``seat`` passed in the line, in the order picked."""
    return [
        card
        for state, card in zip(replay.states, replay.cards, strict=False)
        if state.phase is Phase.PASS and state.to_act == seat
    ]


def read_branches(page: str, data: Mapping[str, Any], variant: Variant) -> BranchTally:
    """Check the "What if?" section of the HTML ``page`` against the engine's replay of the
    lines of ``data`` (the same walkthrough's JSON, teacher's view)."""
    tally = BranchTally()
    block = data.get("what_if")
    if not block:
        return tally
    root = parse(page)
    section = root.first("section", None, id="what-if")
    articles = [] if section is None else list(section.all("article", "branch"))
    pairs = list(_walk(block["main"], block["variations"]))
    tally.check("page.branches", len(articles) == len(pairs), "page", f"{len(articles)} on the page")
    start, seats = block["start"], variant.players
    for article, (parent, v) in zip(articles, pairs, strict=False):
        tally.variations += 1
        where = f"page, branch {v['step']}:{'+'.join(v['cards'])}"
        tally.check("page.step", article.attrs.get("data-step") == str(v["step"]), where, "another step")
        a, b = _result(variant, start, parent), _result(variant, start, v["line"])
        ra, rb = _hand(a), _hand(b)
        if ra is None or rb is None:
            tally.check("page.replay", False, where, "a line the engine does not play to the hand's end")
            continue
        # The rows: first one per seat whose pass differs, then one per trick that differs.
        passes = sum(1 for seat in range(seats) if _passed(a, seat) != _passed(b, seat))
        labels = [label for label, *_ in _rows(article, "both-lines")]
        tricks = [_numbers(label) for label in labels[passes:]]
        shown = [n[-1] if n else -1 for n in tricks]
        differ = _differ(a, b)
        tally.check("page.tricks_differ", shown == differ, where, f"page {shown}, engine {differ}")
        rows = _rows(article, "both-points")
        if len(rows) != seats + 2 or any(len(r) != 4 for r in rows):
            tally.check("page.points_table", False, where, f"{len(rows)} rows, expected {seats + 2}")
            continue
        names = [r[0] for r in rows[:seats]]
        for seat, (name, before, after, change) in enumerate(rows[:seats]):
            said = (_numbers(before), _numbers(after), _numbers(change))
            truth = (
                [ra.points[seat], ra.scores[seat]],
                [rb.points[seat], rb.scores[seat]],
                [rb.deltas[seat] - ra.deltas[seat]],
            )
            tally.check("page.points", said == truth, f"{where}, {name}", f"page {said}, engine {truth}")
        moon = rows[seats]
        for cell, result in ((moon[1], ra), (moon[2], rb)):
            truth_moon = _NOBODY if result.shooter is None else names[result.shooter]
            tally.check("page.moon", cell == truth_moon, where, f"page {cell!r}, engine {truth_moon!r}")
    return tally
