"""Where a hand comes from: one :class:`StartRequest` (seed and hand, theme, deal, scenario, lesson), one
resolver (:func:`resolve`) and the :class:`HandStart` it gives, shared by ``hearts walkthrough``,
``hearts step`` and ``hearts serve`` (whose saved tables are one more kind of start).

A start is the game record a hand begins from: the variant, the deals, the actions already played
(a scenario's, or a lesson's line), the hand number and the totals before it. The walkthrough then
seats its bots (:mod:`hearts.walkthrough.sources`); a classroom table seats students and bots.

One search for every command: a theme (``--find``) is looked for with the line-up of bots that
plays the earlier hands of a seeded game, :data:`DEFAULT_LEVELS` unless the walkthrough is given
``--bots``, so ``hearts serve --find moon`` and ``hearts walkthrough --find moon`` open the same hand.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hearts.bots import make_bot
from hearts.cards import Card, NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Record, State
from hearts.engine.variant import Variant
from hearts.play.players import RandomPlayer
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.walkthrough.lessonfile import LessonFile, read_lesson
from hearts.walkthrough.model import SeatPlayer
from hearts.walkthrough.themes import (
    BUILT,
    DEFAULT_LIMIT,
    DEFAULT_SECONDS,
    THEMES,
    Found,
    ThemeRuledOut,
    built_deal,
    game_before_hand,
    holds,
    indexed,
    refuse_ruled_out,
)
from hearts.walkthrough.themes import find as find_in_games

__all__ = [
    "BOT_LEVELS",
    "DEFAULT_LEVELS",
    "KINDS",
    "HandStart",
    "StartError",
    "StartRequest",
    "find_hand",
    "levels_at",
    "make_players",
    "resolve",
]

BOT_LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVELS = ("easy", "normal", "hard", "hard")
"""The line-up that plays a seeded game's earlier hands and that a theme is searched with, in
turn at a table of another size (the index of themed hands is made with it)."""
KINDS = ("seed", "theme", "deal", "scenario", "saved", "lesson")
"""The kinds of start, as :attr:`HandStart.kind` names them."""


class StartError(InputError):
    """A start that cannot be made from what was given (one line, naming the option or field)."""


@dataclass(frozen=True, slots=True)
class HandStart:
    """The game record a hand begins from, and where it came from."""

    variant: Variant
    seed: int | str
    """Seeds the bots, and deals the later hands (:meth:`hearts.engine.deal.Deal.random`)."""
    deals: tuple[Deal, ...]
    actions: tuple[Card, ...] = ()
    first_hand: int = 1
    scores: tuple[int, ...] = (0, 0, 0, 0)
    """The totals before the first hand, one per seat (zeros stand for zeros at any table)."""
    source: str = ""
    """``seed 7``, ``moon: seed 3, hand 2``, ``deal N:...``, ``saved game``, ``lesson FILE``."""
    kind: str = "seed"
    theme: str | None = None
    levels: tuple[str, ...] = ()
    """The bots that played the earlier hands or that a lesson names (empty: none said)."""
    scenario: Any = None
    """The scenario of a ``scenario`` start (its title, clauses and languages)."""
    lesson: LessonFile | None = None

    @property
    def record(self) -> Record:
        return Record(self.variant, self.deals, self.actions, self.first_hand, self.scores)

    def dealt(self) -> State:
        """The hand as dealt (its first deal made), before any of :attr:`actions`."""
        seed = self.seed if self.kind in ("seed", "theme") and isinstance(self.seed, int) else None
        state = State.start(self.variant, seed, self.first_hand, self.scores)
        return state.deal(self.deals[0]) if self.deals else state.deal()


@dataclass(frozen=True, slots=True)
class StartRequest:
    """What a command or a form asks for: exactly one of seed, theme, deal, scenario or lesson."""

    seed: int | None = None
    hand: int | None = None
    deal: str | None = None
    theme: str | None = None
    scenario: str | None = None
    lesson: Path | None = None
    corpus: tuple[Path, ...] = field(default=())
    dashes: str = "--"
    """How the messages name the fields: ``--hand`` at the command line, ``hand`` in a form."""

    def named(self, name: str) -> str:
        return f"{self.dashes}{name}"


def levels_at(variant: Variant, levels: Sequence[str] | None = None) -> tuple[str, ...]:
    """``levels`` (one per seat), or :data:`DEFAULT_LEVELS` in turn at the variant's table."""
    if levels is not None:
        return tuple(levels)
    return tuple(DEFAULT_LEVELS[i % 4] for i in range(variant.players))


def make_players(levels: Sequence[str], seed: int | str) -> list[SeatPlayer]:
    """One player per seat, in play order (N, E, S, W at four), of the given levels."""
    players: list[SeatPlayer] = []
    for seat, level in zip(Seat.at_table(len(levels)), levels, strict=True):
        if level == "random":
            players.append(RandomPlayer(seed=f"{seed}:{seat.letter}", name="random"))
        else:
            players.append(make_bot(level, seat, seed))
    return players


def find_hand(
    theme: str,
    variant: Variant,
    levels: Sequence[str] | None = None,
    start: int = 1,
    progress: Callable[[int], None] | None = None,
    seconds: float = DEFAULT_SECONDS,
) -> Found | None:
    """The one theme search: a deal built for a rare theme (:data:`BUILT`), else the index of themed
    hands when it knows the theme, the variant and the bots (and the hand still shows the theme with
    the bots as they play now), else seeds from ``start`` searched within :data:`DEFAULT_LIMIT`
    hands and ``seconds``. ``None``: not found."""
    refuse_ruled_out(theme, variant)
    chosen = levels_at(variant, levels)

    def seating(seed: int | str) -> list[SeatPlayer]:
        return make_players(chosen, seed)

    if theme in BUILT and not variant.pass_random:  # (PASS-RANDOM: a built deal draws its own pass)
        own = built_deal(theme, variant, seating)
        if own.deal is not None:
            return Found(start, own.hand, own.tries, own.deal, "built")
    known = indexed(theme, variant, ",".join(chosen), start)
    if isinstance(known, Found) and holds(theme, variant, seating(known.seed), known):
        return dataclasses.replace(known, how="index")
    if known is False:
        return None
    return find_in_games(
        theme, variant, seating, start, DEFAULT_LIMIT, progress, built=False, seconds=seconds
    )


def resolve(
    ask: StartRequest,
    variant: Variant | None,
    levels: Sequence[str] | None = None,
    found: Callable[[str, Variant, int], Found] | None = None,
) -> HandStart:
    """The start ``ask`` names, under ``variant`` (``None``: the scenario's or lesson's own, else
    card-1.0.0). ``levels`` play a seeded game's earlier hands and search a theme (default
    :data:`DEFAULT_LEVELS`); ``found`` searches a theme instead of :func:`find_hand` (the command
    line's, with a progress bar) and refuses a theme not found itself."""
    given = [n for n in ("seed", "deal", "scenario", "lesson") if getattr(ask, n) is not None]
    if ask.theme is not None:
        if set(given) - {"seed"}:
            raise StartError(f"{ask.named('find')} searches seeds: it cannot go with {ask.named(given[-1])}")
        return _theme(ask, _variant(variant), levels, found)
    if len(given) != 1:
        n = ask.named
        raise StartError(
            f"give exactly one of {n('scenario')} ID, {n('seed')} S, {n('deal')} DEAL, {n('find')} THEME "
            f"or {n('lesson')} FILE"
        )
    if ask.hand is not None and given[0] in ("scenario", "lesson"):
        raise StartError(f"{ask.named('hand')} goes with {ask.named('seed')} or {ask.named('deal')}")
    if ask.scenario is not None:
        return _scenario(ask.scenario, variant, ask.corpus or None)
    if ask.lesson is not None:
        if variant is not None:
            raise StartError(f"{ask.named('variant')}: a lesson names its own variant")
        return from_lesson(read_lesson(ask.lesson))
    table = _variant(variant)
    if ask.deal is not None:
        return from_deal(ask.deal, table, ask.hand or 1, ask)
    assert ask.seed is not None
    return from_seed(ask.seed, table, ask.hand or 1, levels, ask)


def _variant(variant: Variant | None) -> Variant:
    from hearts.variants.files import load_variant

    return variant if variant is not None else load_variant("card-1.0.0")


def from_seed(
    seed: int,
    variant: Variant,
    hand: int = 1,
    levels: Sequence[str] | None = None,
    ask: StartRequest = StartRequest(),
) -> HandStart:
    """Hand ``hand`` of the game with ``seed``, the earlier hands played by ``levels``."""
    chosen = levels_at(variant, levels)
    if hand < 1:
        raise StartError(f"{ask.named('hand')} {hand}: hands are numbered from 1")
    if hand == 1:
        state = State.new_game(variant, seed)
    else:
        try:
            state = game_before_hand(State.start(variant, seed), make_players(chosen, seed), hand)
        except ValueError as err:
            raise StartError(f"{ask.named('hand')} {hand}: {err}") from None
    deal = state.current_deal
    assert deal is not None
    where = f"seed {seed}" + (f", hand {hand}" if hand != 1 else "")
    return HandStart(variant, seed, (deal,), (), state.hand_number, state.scores, where, "seed", None, chosen)


def parse_deal(text: str, variant: Variant, where: str = "--deal") -> Deal:
    """A deal in the notation of the variant's table (``N:... E:... S:... W:...`` at four seats,
    ``1:... 2:... 3:... K:...`` at another), checked as the engine checks it (DEAL)."""
    r = rules_for(variant)
    try:
        return Deal.parse(text, r.seats, r.removed)
    except NotationError as err:
        raise StartError(f"{where}: {err}") from None


def from_deal(
    text: str, variant: Variant, hand: int = 1, ask: StartRequest = StartRequest(), source: str | None = None
) -> HandStart:
    """A teacher's own deal, played as hand ``hand`` (its pass direction, PASS-CYCLE) from scores 0."""
    deal = parse_deal(text, variant, ask.named("deal"))
    if hand < 1:
        raise StartError(f"{ask.named('hand')} {hand}: hands are numbered from 1")
    zeros = (0,) * variant.players
    return HandStart(
        variant, deal.format(), (deal,), (), hand, zeros, source or f"deal {deal.format()}", "deal"
    )


def _theme(
    ask: StartRequest,
    variant: Variant,
    levels: Sequence[str] | None,
    found: Callable[[str, Variant, int], Found] | None,
) -> HandStart:
    theme = ask.theme
    assert theme is not None
    if theme not in THEMES:
        raise StartError(f"{ask.named('find')}: unknown theme {theme[:40]!r} (themes: {', '.join(THEMES)})")
    chosen = levels_at(variant, levels)
    start = ask.seed or 1
    try:
        hit = found(theme, variant, start) if found is not None else find_hand(theme, variant, chosen, start)
    except ThemeRuledOut as err:  # named as the form or the command line names the field
        raise StartError(ask.named("find") + str(err).removeprefix("--find")) from None
    if hit is None:
        own = built_deal(theme, variant, lambda seed: make_players(chosen, seed))
        why = f", and {own.why_not}" if own.why_not else ""
        raise StartError(
            f"{ask.named('find')}: {theme} not found from seed {start} under {shown(variant.name, 80)}{why}; "
            "give a deal of your own"
        )
    if hit.deal is not None:
        made = from_deal(hit.deal, variant, hit.hand, ask, source=f"{theme}: the theme's own deal")
    else:
        made = from_seed(hit.seed, variant, hit.hand, chosen, ask)
    return HandStart(
        made.variant,
        made.seed,
        made.deals,
        (),
        made.first_hand,
        made.scores,
        f"{theme}: {made.source}",
        "theme",
        theme,
        chosen,
    )


def _scenario(scenario_id: str, variant: Variant | None, paths: Sequence[Path] | None) -> HandStart:
    """A scenario's position: its deals and actions under its own variant (or ``variant``)."""
    scenario = find_scenario(scenario_id, paths)
    names: tuple[str, ...] = tuple(scenario.variants)
    table = variant if variant is not None else (scenario.variant(names[0]) if names else Variant())
    try:
        record = scenario.record(table)
    except InputError:
        raise
    except ValueError as err:
        raise StartError(f"--scenario {scenario_id}: cannot set up under {table.name}: {err}") from None
    return HandStart(
        record.variant,
        str(scenario.id),
        tuple(record.deals),
        tuple(record.actions),
        record.first_hand,
        tuple(record.scores),
        f"scenario {scenario.id}",
        "scenario",
        scenario=scenario,
    )


def find_scenario(scenario_id: str, paths: Sequence[Path] | None = None) -> Any:
    """The scenario with this id (``StartError`` naming close ids if there is none)."""
    try:
        scenarios = importlib.import_module("hearts.scenarios")
    except ImportError as err:  # pragma: no cover - the package is always there
        raise StartError(f"--scenario: the scenario corpus is not available ({err})") from None
    corpus: list[Any] = scenarios.load_corpus(list(paths) if paths else None)
    for scenario in corpus:
        if scenario.id == scenario_id:
            return scenario
    close = [s.id for s in corpus if scenario_id.lower() in s.id.lower()][:5]
    hint = f" (did you mean {', '.join(close)}?)" if close else ""
    raise StartError(f"--scenario {shown(scenario_id, 60)}: no such scenario in the corpus{hint}")


def from_lesson(lesson: LessonFile) -> HandStart:
    """A lesson's hand: its deal, hand number and totals; its line is the walkthrough's to replay."""
    return HandStart(
        lesson.variant,
        lesson.seed,
        (lesson.deal,),
        (),
        lesson.hand,
        lesson.scores,
        f"lesson {Path(lesson.where).name}" + (f" ({lesson.source})" if lesson.source else ""),
        "lesson",
        None,
        lesson.bots,
        lesson=lesson,
    )
