"""A walkthrough from a start (:mod:`hearts.walkthrough.starts`: a seeded hand, a theme, a deal, a
scenario's position or a lesson), and who plays.

Bots come from :func:`hearts.bots.make_bot` (levels easy, normal, hard); ``random``
is the engine's :class:`~hearts.play.players.RandomPlayer` (no decision records).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from hearts.cards import NotationError, Seat
from hearts.engine.state import Record, State
from hearts.engine.variant import Variant
from hearts.engine.view import view_of
from hearts.play.players import Observer
from hearts.plumbing.inputs import shown
from hearts.variants.files import load_variant
from hearts.walkthrough import starts
from hearts.walkthrough.branches import Origin
from hearts.walkthrough.model import SeatPlayer, Walkthrough
from hearts.walkthrough.starts import BOT_LEVELS, DEFAULT_LEVELS, HandStart, StartError, make_players
from hearts.walkthrough.themes import DEFAULT_LIMIT, Found
from hearts.walkthrough.themes import find as find_in_games
from hearts.walkthrough.views import build
from hearts.words import LANGUAGES
from hearts.words.lang import Lang
from hearts.words.pages import PAGE

__all__ = [
    "BOT_LEVELS",
    "DEFAULT_LEVELS",
    "WalkthroughInputError",
    "find",
    "from_deal",
    "from_scenario",
    "from_seed",
    "from_start",
    "make_players",
    "parse_levels",
    "seat_named",
    "seated",
]

WalkthroughInputError = StartError
"""A walkthrough that cannot be built from the options given."""


def parse_levels(text: str | None, seats: int = 4) -> tuple[str, ...]:
    """``easy,normal,hard,hard`` (N, E, S, W), one level per seat in play order at a table of
    ``seats``, or one level for every seat. By default the levels of the four seats, in turn
    at another table (as ``hearts play`` seats them)."""
    if text is None:
        return tuple(DEFAULT_LEVELS[i % 4] for i in range(seats))
    levels = [part.strip().lower() for part in text.split(",") if part.strip()]
    if len(levels) == 1:
        levels *= seats
    if len(levels) != seats:
        if seats == 4:
            raise WalkthroughInputError(f"--bots {text!r}: give one level or four (N,E,S,W), comma-separated")
        raise WalkthroughInputError(
            f"--bots {text!r}: this table has {seats} seats: give one level or {seats} "
            f"(seats 1 to {seats} in play order), comma-separated, not {len(levels)}"
        )
    for level in levels:
        if level not in (*BOT_LEVELS, "random"):
            raise WalkthroughInputError(
                f"--bots {text!r}: unknown level {level!r} (use {', '.join(BOT_LEVELS)} or random)"
            )
    return tuple(levels)


def seated(levels: Sequence[str], variant: Variant) -> tuple[str, ...]:
    """``levels`` when they are one per seat of the variant's table (refused in one line if not)."""
    if len(levels) != variant.players:
        raise WalkthroughInputError(
            f"--bots: {len(levels)} levels for {shown(variant.name, 80)}, a table of {variant.players} "
            f"(give one level, or one per seat in play order)"
        )
    return tuple(levels)


def seat_named(value: Seat | str, variant: Variant, option: str) -> Seat:
    """The seat ``value`` names at the variant's table: N, E, S or W at four seats, a number
    in play order (1 to the table's size) at another; anything else refused in one line."""
    n = variant.players
    if isinstance(value, Seat) and n == 4:
        return value
    text = value.letter if isinstance(value, Seat) else value.strip()
    if n != 4 and text.isdigit() and 1 <= int(text) <= n:
        return Seat(int(text) - 1)
    if n == 4:
        with contextlib.suppress(NotationError):
            return Seat.parse(text)
        raise WalkthroughInputError(f"{option} {shown(text, 20)}: give N, E, S or W (a table of four)")
    raise WalkthroughInputError(
        f"{option} {shown(text, 20)}: {shown(variant.name, 80)} is played by {n}: "
        f"give a seat number, 1 to {n} in play order"
    )


def from_start(start: HandStart, levels: Sequence[str] | None, title: str | None = None) -> Walkthrough:
    """The walkthrough of ``start`` (:func:`hearts.walkthrough.starts.resolve`), played on by
    ``levels`` (one per seat; ``None`` at a scenario: stop at its position)."""
    if start.kind == "scenario":
        return _scenario_walk(start, levels)
    if start.kind == "lesson":
        return dataclasses.replace(_lesson_walk(start), bot_seed=start.seed, lesson=start.lesson)
    assert levels is not None
    return dataclasses.replace(_dealt_walk(start, levels, title), bot_seed=start.seed)


def _dealt_walk(start: HandStart, levels: Sequence[str], title: str | None) -> Walkthrough:
    players = make_players(seated(levels, start.variant), start.seed)
    state = _shown(start.dealt(), players)
    seed = (
        start.seed
        if start.kind in ("seed", "theme") and start.deals and isinstance(start.seed, int)
        else None
    )
    own_deal = seed is None
    return build(
        origin=Origin.taken(state, players, levels),
        variant=start.variant,
        players=players,
        names=levels,
        seed=seed,
        title=title or ("Hearts · deal" if own_deal else f"Hearts · seed {seed}"),
        source=start.source.removeprefix(f"{start.theme}: ") if start.theme else start.source,
        titles={} if title else (_deal_titles() if own_deal else _seed_titles(seed or 0, start.first_hand)),
        start=state,
    )


def _shown(state: State, players: Sequence[SeatPlayer]) -> State:
    """``state`` (dealt), each player shown its hand, as a game's deal shows it."""
    for seat in Seat.at_table(state.seats):
        player = players[seat]
        if isinstance(player, Observer):
            player.observe(view_of(state, seat))
    return state


def from_seed(
    seed: int, variant: Variant | str, levels: Sequence[str], title: str | None = None, hand: int = 1
) -> Walkthrough:
    """Hand ``hand`` (the first by default) of the game with ``seed``, played by the given levels.

    The earlier hands are played by the same bots (who remember nothing across hands,
    but the scores and the pass direction carry on).
    """
    if isinstance(variant, str):
        variant = load_variant(variant)
    levels = seated(levels, variant)
    return from_start(starts.from_seed(seed, variant, hand, levels), levels, title)


def find(
    theme: str,
    variant: Variant,
    levels: Sequence[str],
    start: int = 1,
    limit: int = DEFAULT_LIMIT,
    progress: Callable[[int], None] | None = None,
) -> Found | None:
    """:func:`hearts.walkthrough.themes.find` with the walkthrough's bots of ``levels`` (a plain
    search; :func:`hearts.walkthrough.starts.find_hand` is the one the commands use)."""
    return find_in_games(theme, variant, lambda seed: make_players(levels, seed), start, limit, progress)


def from_deal(
    deal: str, variant: Variant | str, levels: Sequence[str], hand: int = 1, title: str | None = None
) -> Walkthrough:
    """A teacher's own deal (``N:... E:... S:... W:...``; at another table ``1:... 2:...`` and
    ``K:...`` for a kitty), played as hand ``hand`` from scores 0.

    The hand number sets the pass direction (PASS-CYCLE): hand 4 of the usual cycle has no passing.
    """
    if isinstance(variant, str):
        variant = load_variant(variant)
    return from_start(starts.from_deal(deal, variant, hand), seated(levels, variant), title)


def _seed_titles(seed: int, hand: int = 1) -> dict[str, str]:
    """The default title of a seeded walkthrough, in each language of the catalogs."""
    out = {}
    for lang in LANGUAGES:
        t = Lang(lang)
        seed_words = t.gettext(PAGE["seed_seed"]) % {"seed": seed}
        text = f"{t.gettext(PAGE['hearts_walkthrough'])} · {seed_words}"
        if hand != 1:
            text += " · " + t.gettext(PAGE["hand_number"]) % {"number": hand}
        out[lang] = text
    return out


def _deal_titles() -> dict[str, str]:
    """The default title of a walkthrough of a teacher's deal, in each language."""
    out = {}
    for lang in LANGUAGES:
        t = Lang(lang)
        own = t.gettext(PAGE["a_deal_of_your_own"])
        out[lang] = t.gettext(PAGE["hearts_walkthrough"]) + " · " + own
    return out


def from_scenario(
    scenario_id: str,
    variant: Variant | str | None,
    levels: Sequence[str] | str | None,
    paths: Sequence[Path] | None = None,
) -> Walkthrough:
    """A scenario's position: its actions replayed, then (with ``levels``: one per seat, or the
    ``--bots`` text, read at the scenario's table) the bots play on."""
    if isinstance(variant, str):
        # A variant the scenario file defines, or a shipped one / a variant file.
        scenario = starts.find_scenario(scenario_id, paths)
        variant = scenario.variant(variant) if variant in tuple(scenario.variants) else load_variant(variant)
    start = starts.resolve(starts.StartRequest(scenario=scenario_id, corpus=tuple(paths or ())), variant)
    if isinstance(levels, str):
        levels = parse_levels(levels, start.variant.players)
    return from_start(start, levels)


def _scenario_walk(start: HandStart, levels: Sequence[str] | None) -> Walkthrough:
    scenario = start.scenario
    record = start.record
    players = make_players(seated(levels, start.variant), scenario.id) if levels is not None else None
    origin = None
    if players is not None and levels is not None:
        empty = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
        origin = Origin.taken(empty, players, levels, record.deals, record.actions)
    return build(
        origin=origin,
        variant=start.variant,
        players=players,
        names=levels,
        record=record,
        title=str(scenario.title) or str(scenario.id),
        source=f"scenario {scenario.id}",
        clauses=tuple(scenario.clauses),
        scenario_id=str(scenario.id),
        titles={str(k): str(v) for k, v in dict(getattr(scenario, "titles", {}) or {}).items()},
    )


def _lesson_walk(start: HandStart) -> Walkthrough:
    """A lesson's hand: the bots play it from the deal and, when they play its line again, their
    reasons are shown; when they play otherwise (bots of another version), the line is replayed as
    saved (the cards, the points and the branches stay those of the lesson)."""
    lesson = start.lesson
    assert lesson is not None
    levels = lesson.bots
    titles = dict(lesson.titles)
    title = titles.get("en") or next(iter(titles.values()), "") or "Hearts · lesson"
    players = make_players(levels, lesson.seed)
    state = _shown(start.dealt(), players)
    played = build(
        origin=Origin.taken(state, players, levels),
        variant=start.variant,
        players=players,
        names=levels,
        title=title,
        source=start.source,
        titles=titles,
        start=state,
    )
    if tuple(m.card for m in played.teacher.moves if m.card is not None) == lesson.line:
        return played
    record = Record(start.variant, start.deals, lesson.line, start.first_hand, start.scores)
    players = make_players(levels, lesson.seed)
    empty = State.start(start.variant, hand_number=start.first_hand, scores=start.scores)
    return build(
        origin=Origin.taken(empty, players, levels, start.deals, lesson.line),
        variant=start.variant,
        players=players,
        names=levels,
        record=record,
        title=title,
        source=start.source,
        titles=titles,
    )
