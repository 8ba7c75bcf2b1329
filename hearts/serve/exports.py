"""A finished hand of a table, exported: as a walkthrough (HTML or JSON, :mod:`hearts.walkthrough`),
as a corpus scenario (:mod:`hearts.scenarios.writer`) whose expectations the engine computed, or the
table's saved game record.

The walkthrough is the hand as it was played at the table: every card with the decision record
its bot gave then (the reasons the teacher's page showed; nothing is decided again), a student's
card marked "played by a student" in the export's language. At a table of three, five or six
the walkthrough is built only once :mod:`hearts.walkthrough` lays out that table; until then
its export is refused in one line and the scenario and the saved game are exported as at four.
"""

from __future__ import annotations

from functools import lru_cache

from hearts.engine.state import Record, replay
from hearts.engine.variant import Variant
from hearts.plumbing.errors import InputError
from hearts.scenarios.writer import cards_text, scenario, scenario_file, setup, variant_entry
from hearts.serve.starts import from_seed
from hearts.serve.table import RECORD, STUDENT, ClassTable, HandDone, Played
from hearts.serve.words import say
from hearts.walkthrough.export import to_json
from hearts.walkthrough.model import Walkthrough
from hearts.walkthrough.render import render
from hearts.walkthrough.views import build_recorded

__all__ = ["KINDS", "NotYet", "export", "walkthrough", "walkthrough_lays_out"]

KINDS = ("walkthrough.html", "walkthrough.json", "scenario.yaml", "saved.json")


def _hand(table: ClassTable, number: int) -> HandDone:
    """The finished hand ``number`` (0: the last one)."""
    if not table.hands:
        raise InputError("hand: no hand of this table is finished yet")
    if number == 0:
        return table.hands[-1]
    for hand in table.hands:
        if hand.number == number:
            return hand
    raise InputError(f"hand: hand {number} of this table is not finished")


def _record(table: ClassTable, hand: HandDone) -> Record:
    return Record(table.start.variant, (hand.deal,), hand.actions, hand.number, hand.scores_before)


def scenario_text(table: ClassTable, hand: HandDone) -> str:
    """The hand as a corpus scenario: its deal and every card, and what the engine says after."""
    end = replay(_record(table, hand))
    name, definition = variant_entry(table.start.variant)
    start = setup(hand.deal, hand=hand.number, scores=hand.scores_before, actions=cards_text(hand.actions))
    expect = {"phase": end.phase.value, "scores": list(end.scores)}
    item = scenario(
        f"classroom/{table.code.lower()}-hand-{hand.number}",
        f"Hand {hand.number} played at classroom table {table.code}",
        ["HAND-END", "POINTS"],
        start,
        expect,
        variants=[name],
        description=f"Played with 'hearts serve' ({table.start.source}); the expectations are the engine's.",
    )
    return scenario_file(
        [item],
        theme="Hands played in a classroom",
        variants={name: definition} if definition is not None else None,
        header="Written by 'hearts serve' from a finished hand.",
    )


def _player(move: Played, lang: str) -> str | None:
    """Who played a card, as the walkthrough labels it: a bot by its level, a student in words
    (an uploaded game's own cards: nobody named)."""
    if move.by == STUDENT:
        return say(lang, "by-student")
    return None if move.by == RECORD else move.by


def walkthrough(table: ClassTable, hand: HandDone, lang: str) -> Walkthrough:
    """The finished hand as a walkthrough, with the reasons the table's bots gave as they played."""
    moves = [m for m in table.moves if m.hand == hand.number]
    assert [m.card for m in moves] == list(hand.actions)
    return build_recorded(
        variant=table.start.variant,
        record=_record(table, hand),
        decisions=[m.decision for m in moves],
        players=[_player(m, lang) for m in moves],
        title=f"Hearts · {table.code} · {hand.number}",
        source=table.start.source,
    )


class NotYet(InputError):
    """An export the toolkit does not make at this table yet (the walkthrough at three to seven)."""


def _walkthrough_file(table: ClassTable, hand: HandDone, lang: str, kind: str) -> str:
    """The walkthrough as HTML or JSON; at a table the walkthrough does not lay out yet (it plays
    four seats: docs/players.md, "Not yet at other tables"), :class:`NotYet` in one line."""
    seats = table.start.variant.players
    try:
        walk = walkthrough(table, hand, lang)
        return to_json(walk, lang) if kind == "walkthrough.json" else render(walk, lang, "html")
    except (InputError, ValueError, LookupError):
        if seats == 4:
            raise
        raise NotYet(
            f"{kind}: the walkthrough does not lay out a table of {seats} yet (it plays four seats); "
            "export the scenario (scenario.yaml) or the saved game (saved.json)"
        ) from None


@lru_cache(maxsize=16)
def walkthrough_lays_out(variant: Variant) -> bool:
    """Whether a finished hand under ``variant`` exports as a walkthrough: always at four seats;
    at another table, tried once on a hand of random cards (the pages say what is not there)."""
    if variant.players == 4:
        return True
    probe = ClassTable("PROBE", from_seed(1, variant), ("random",) * variant.players, "")
    probe.running = True
    while probe.bot_to_act(lambda seat: True) is not None:
        probe.bot_move()
    try:
        _walkthrough_file(probe, probe.hands[-1], "en", "walkthrough.json")
    except NotYet:
        return False
    return True


def export(table: ClassTable, kind: str, lang: str, number: int = 0) -> tuple[str, str, bytes]:
    """``(file name, media type, body)`` of the export ``kind`` (see :data:`KINDS`)."""
    base = f"table-{table.code.lower()}"
    if kind == "saved.json":
        return f"{base}.json", "application/json", table.saved(reasons=False).encode()
    if kind not in KINDS:
        raise InputError(f"export: unknown kind {kind[:30]!r} (use {', '.join(KINDS)})")
    hand = _hand(table, number)
    base += f"-hand-{hand.number}"
    if kind == "scenario.yaml":
        return f"{base}.yaml", "application/yaml", scenario_text(table, hand).encode()
    body = _walkthrough_file(table, hand, lang, kind).encode()
    if kind == "walkthrough.json":
        return f"{base}.{lang}.json", "application/json", body
    return f"{base}.{lang}.html", "text/html; charset=utf-8", body
