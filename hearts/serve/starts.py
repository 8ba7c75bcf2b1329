"""Where a table's game comes from: a seed, a ``--find`` theme, a deal, a lesson or a saved game,
under a shipped or an uploaded variant that passed ``hearts variant check``.

A :class:`TableStart` is the game record a table begins with (the variant, the deals, the actions
already played) and where it came from: the one :class:`hearts.walkthrough.starts.HandStart` of the
walkthrough and ``hearts step``, made by the same resolver (so ``--find moon`` opens the same hand
here and in ``hearts walkthrough``). This module adds what a server needs: the bounds of a form's
fields, the variant check, and the saved game record of a table.
Variants are checked with
:func:`hearts.varianttools.check.check_variant`, as ``hearts variant check`` does, before any
card is dealt; a variant with a finding that fails the check is refused with its verdicts.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from hearts.cards import Card, NotationError
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import State, replay
from hearts.engine.variant import Variant
from hearts.plumbing.inputs import check_text, load_json
from hearts.serve.limits import MAX_DEAL_CHARS, MAX_HANDS, MAX_RECORD_BYTES, MAX_UPLOAD_BYTES
from hearts.variants.files import builtin_variant_names, dump_variant, load_variant, parse_variant
from hearts.varianttools.check import check_variant
from hearts.walkthrough import starts
from hearts.walkthrough.lessonfile import MAX_LESSON_BYTES, parse_lesson
from hearts.walkthrough.starts import HandStart, StartError, StartRequest
from hearts.walkthrough.themes import THEMES

__all__ = [
    "CHECK_GAMES",
    "RECORD_FORMAT",
    "SHIPPED_REFUSED",
    "SourceError",
    "TableStart",
    "checked_variant",
    "from_deal",
    "from_lesson",
    "from_saved",
    "from_seed",
    "from_theme",
    "parse_deal",
    "quoted",
    "shipped",
    "variant_from_text",
    "variant_named",
]

CHECK_GAMES = 50
"""Random games ``variant check`` plays by default (and so the server before a table)."""
RECORD_FORMAT = "hearts-table/1"
"""The ``format`` field of a table's saved game record."""
IN_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
"""Table sizes as the one-line refusals write them ("expected five seats")."""


SourceError = StartError
"""A table that cannot be made from what the teacher gave (one line, naming the field)."""
TableStart = HandStart
"""The game record a table starts from, and where it came from."""
FORM = StartRequest(dashes="")
"""The teacher's form names its fields without dashes (``hand: ...``)."""


def variant_from_text(text: str, where: str = "variant file") -> Variant:
    """An uploaded variant file (bounded, safe YAML; errors name the file, line and field)."""
    check_text(text, where, MAX_UPLOAD_BYTES)
    return parse_variant(text, where)


def quoted(text: str, limit: int = 40) -> str:
    r"""``text`` as a refusal quotes it: cut to ``limit`` characters, control characters escaped.

    >>> quoted("moon"), quoted("x" * 100, 5), quoted("\x1b[2J")
    ("'moon'", "'xxxxx'…", "'\\x1b[2J'")
    """
    return repr(text[:limit]) + ("…" if len(text) > limit else "")


@lru_cache(maxsize=32)
def _verdicts(variant: Variant, games: int) -> tuple[bool, tuple[str, ...]]:
    report = check_variant(variant, games=games)
    return report.ok, tuple(f"{kind}: {why}" for kind, why in report.verdicts() if kind != "warning")


SHIPPED_REFUSED = frozenset({"web-strict"})
"""The shipped variants ``hearts variant check`` refuses (a dead end: WEB-FIRST-TRICK-STRICT).
Every other shipped variant passes it, as ``tests/serve/test_starts.py`` proves, so the server
checks only these and the uploaded ones: a table of a shipped variant is made at once."""


@lru_cache(maxsize=64)
def shipped(variant: Variant) -> bool:
    """Whether ``variant`` is a shipped one, knob for knob (not an upload that took its name)."""
    return variant.name in builtin_variant_names() and load_variant(variant.name) == variant


def checked_variant(variant: Variant, games: int = CHECK_GAMES) -> Variant:
    """The variant, once ``variant check`` finds nothing wrong with it (else ``SourceError``); a
    shipped variant is known to pass (:data:`SHIPPED_REFUSED`) and not played through again."""
    if shipped(variant) and variant.name not in SHIPPED_REFUSED:
        return variant
    ok, verdicts = _verdicts(variant, games)
    if not ok:
        shown = "; ".join(verdicts[:3]) + (" ..." if len(verdicts) > 3 else "")
        raise SourceError(f"variant {variant.name}: refused by 'hearts variant check': {shown}")
    return variant


def variant_named(name: str) -> Variant:
    """A shipped variant by name (``SourceError`` naming the shipped ones otherwise)."""
    if name not in builtin_variant_names():
        known = ", ".join(builtin_variant_names())
        raise SourceError(f"variant: no shipped variant {quoted(name)} (shipped: {known}; or upload a file)")
    return load_variant(name)


def _hand(hand: int) -> int:
    if not 1 <= hand <= MAX_HANDS:
        raise SourceError(f"hand: {hand} is not a hand number from 1 to {MAX_HANDS}")
    return hand


def from_seed(seed: int, variant: Variant, hand: int = 1) -> TableStart:
    """Hand ``hand`` of the game with ``seed`` (the earlier hands played by the walkthrough's
    line-up, :data:`hearts.walkthrough.starts.DEFAULT_LEVELS`)."""
    return starts.from_seed(seed, variant, _hand(hand), None, FORM)


def from_theme(theme: str, variant: Variant, start: int = 1) -> TableStart:
    """The hand :func:`hearts.walkthrough.starts.find_hand` finds for ``theme`` from seed
    ``start`` (the one search: the walkthrough's finds the same), else refused in one line."""
    if len(theme) > 40:
        raise SourceError(f"find: unknown theme {quoted(theme)}")
    if variant.players != 4 and theme in THEMES:
        raise SourceError(
            f"find: {variant.name} is played by {variant.players}: the theme searches play four seats "
            "for now; give a seed or a deal"
        )
    return starts.resolve(StartRequest(seed=start, theme=theme, dashes=""), variant)


def parse_deal(text: str, variant: Variant, where: str = "deal") -> Deal:
    """A deal in the notation of the variant's table (``N:... E:... S:... W:...`` at four seats,
    ``1:... 2:... 3:... K:...`` at another), checked against it as the engine checks it (DEAL: as
    many hands as seats, all of one size, the hands, the kitty and the removed cards make the deck)."""
    if len(text) > MAX_DEAL_CHARS:
        raise SourceError(
            f"{where}: {quoted(text)}: {len(text)} characters, longer than a deal (at most {MAX_DEAL_CHARS})"
        )
    return starts.parse_deal(text, variant, where)


def from_deal(text: str, variant: Variant, hand: int = 1, source: str | None = None) -> TableStart:
    """A deal in deal notation (``N:AKQ.J2.T98.765 E:...``, or the numbered seats of another
    table) played as hand ``hand`` from scores 0."""
    parse_deal(text, variant)
    return starts.from_deal(text, variant, _hand(hand), FORM, source)


def from_lesson(text: str, where: str = "lesson", variant_check: int = CHECK_GAMES) -> TableStart:
    """A lesson file's hand (docs/lessons.md): its deal, hand number and totals, under its variant
    (checked as an upload is); its bots are :attr:`TableStart.levels`. The room plays the hand."""
    check_text(text, where, MAX_LESSON_BYTES)
    start = starts.from_lesson(parse_lesson(text, where))
    checked_variant(start.variant, variant_check)
    _hand(start.first_hand)
    return start


def _field(data: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise SourceError(f"{where}: field {name!r}: expected {kind.__name__}, got {value!r:.60}")
    return value


def from_saved(text: str | bytes, where: str = "saved game", variant_check: int = CHECK_GAMES) -> TableStart:
    """A table's saved game record (see :func:`as_saved`): its variant, deals and actions, replayed
    through the engine (an action it refuses is reported with its number and clause)."""
    data = load_json(text, where, MAX_RECORD_BYTES)
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise SourceError(f"{where}: field 'format': expected {RECORD_FORMAT!r}")
    name = _field(data, "variant", str, where)
    definition = data.get("variant_file")
    if isinstance(definition, str):
        variant = variant_from_text(definition, f"{where}: variant_file")
    else:
        variant = variant_named(name)
    checked_variant(variant, variant_check)
    r = rules_for(variant)
    try:
        deals = tuple(Deal.parse(d, r.seats, r.removed) for d in _field(data, "deals", list, where))
        actions = tuple(Card.parse(c) for c in _field(data, "actions", list, where))
    except (NotationError, TypeError, AttributeError) as err:
        raise SourceError(f"{where}: field 'deals' or 'actions': {err}") from None
    scores = _field(data, "scores", list, where)
    if len(scores) != r.seats or not all(isinstance(x, int) and not isinstance(x, bool) for x in scores):
        count = IN_WORDS.get(r.seats, str(r.seats))
        raise SourceError(f"{where}: field 'scores': expected {count} whole numbers")
    first = _field(data, "first_hand", int, where)
    seed = data.get("seed")
    if not isinstance(seed, int | str) or isinstance(seed, bool):
        raise SourceError(f"{where}: field 'seed': expected a number or a text")
    start = TableStart(variant, seed, deals, actions, first, tuple(scores), "saved game", "saved")
    replayable(start, where)
    return start


def replayable(start: TableStart, where: str) -> State:
    """The position the record reaches, or ``SourceError`` naming the action the engine refuses."""
    try:
        return replay(start.record)
    except (ValueError, StopIteration) as err:
        raise SourceError(f"{where}: field 'actions': the engine refuses the record: {err}") from None


def as_saved(start: TableStart, deals: Sequence[str], actions: Sequence[str], extra: dict[str, Any]) -> str:
    """The saved game record (JSON) of a table begun at ``start`` that has dealt ``deals`` and
    played ``actions`` (in notation: a table writes each once, as it happens), with the table's
    ``extra`` fields (its code, seats and token digests)."""
    data: dict[str, Any] = {
        "format": RECORD_FORMAT,
        **_variant_fields(start.variant),
        "seed": start.seed,
        "first_hand": start.first_hand,
        "scores": list(start.scores),
        "deals": list(deals),
        "actions": list(actions),
        "source": start.source,
        **extra,
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@lru_cache(maxsize=64)
def _variant_fields(variant: Variant) -> dict[str, str]:
    """How a saved record names its variant: a shipped one by name, any other written out whole."""
    if shipped(variant):
        return {"variant": variant.name}
    return {"variant": variant.name, "variant_file": dump_variant(variant)}
