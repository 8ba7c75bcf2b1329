"""Where a walkthrough comes from: a seeded hand or a scenario's position, and who plays.

Bots come from :func:`hearts.bots.make_bot` (levels easy, normal, hard); ``random``
is the engine's :class:`~hearts.play.players.RandomPlayer` (no decision records).
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from hearts.cards import NotationError, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import State
from hearts.engine.variant import Variant
from hearts.play.players import RandomPlayer
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.variants.files import load_variant
from hearts.walkthrough.branches import Origin
from hearts.walkthrough.model import SeatPlayer, Walkthrough
from hearts.walkthrough.themes import DEFAULT_LIMIT, Found, dealt, game_before_hand
from hearts.walkthrough.themes import find as find_in_games
from hearts.walkthrough.views import build
from hearts.words import LANGUAGES
from hearts.words.lang import Lang
from hearts.words.pages import PAGE

__all__ = [
    "BOT_LEVELS",
    "WalkthroughInputError",
    "bots_available",
    "find",
    "from_deal",
    "from_scenario",
    "from_seed",
    "make_players",
    "parse_levels",
    "seat_named",
    "seated",
]

BOT_LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVELS = ("easy", "normal", "hard", "hard")


class WalkthroughInputError(InputError):
    """A walkthrough that cannot be built from the options given."""


def _make_bot() -> Any | None:
    try:
        module = importlib.import_module("hearts.bots")
    except ImportError:  # pragma: no cover - the package is always there
        return None
    return getattr(module, "make_bot", None)


def bots_available() -> bool:
    """Whether :func:`hearts.bots.make_bot` exists (the bots are written separately)."""
    return _make_bot() is not None


def parse_levels(text: str | None, seats: int = 4) -> tuple[str, ...]:
    """``easy,normal,hard,hard`` (N, E, S, W), one level per seat in play order at a table of
    ``seats``, or one level for every seat. By default the levels of the four seats, in turn
    at another table (as ``hearts play`` seats them)."""
    if text is None:
        default = DEFAULT_LEVELS if bots_available() else ("random",) * 4
        return tuple(default[i % 4] for i in range(seats))
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


def make_players(levels: Sequence[str], seed: int | str) -> list[SeatPlayer]:
    """One player per seat, in play order (N, E, S, W at four), of the given levels."""
    make_bot = _make_bot()
    players: list[SeatPlayer] = []
    for seat, level in zip(Seat.at_table(len(levels)), levels, strict=True):
        if level == "random":
            players.append(RandomPlayer(seed=f"{seed}:{seat.letter}", name="random"))
            continue
        if make_bot is None:
            raise WalkthroughInputError(
                f"--bots: the {level} bot is not available in this version (use --bots random)"
            )
        players.append(make_bot(level, seat, seed))
    return players


def from_seed(
    seed: int, variant: Variant | str, levels: Sequence[str], title: str | None = None, hand: int = 1
) -> Walkthrough:
    """Hand ``hand`` (the first by default) of the game with ``seed``, played by the given levels.

    The earlier hands are played by the same bots (who remember nothing across hands,
    but the scores and the pass direction carry on).
    """
    if isinstance(variant, str):
        variant = load_variant(variant)
    players = make_players(seated(levels, variant), seed)
    try:
        start = game_before_hand(State.start(variant, seed), players, hand)
    except ValueError as err:
        raise WalkthroughInputError(f"--hand {hand}: {err}") from None
    origin = Origin.taken(start, players, levels)
    return build(
        origin=origin,
        variant=variant,
        players=players,
        names=levels,
        seed=seed,
        title=title or f"Hearts · seed {seed}",
        source=f"seed {seed}" if hand == 1 else f"seed {seed}, hand {hand}",
        titles={} if title else _seed_titles(seed, hand),
        start=start,
    )


def find(
    theme: str,
    variant: Variant,
    levels: Sequence[str],
    start: int = 1,
    limit: int = DEFAULT_LIMIT,
    progress: Callable[[int], None] | None = None,
) -> Found | None:
    """:func:`hearts.walkthrough.themes.find` with the walkthrough's bots of ``levels``."""
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
    try:
        parsed = Deal.parse(deal, variant.players, rules_for(variant).removed)
    except NotationError as err:
        raise WalkthroughInputError(f"--deal: {err}") from None
    if hand < 1:
        raise WalkthroughInputError(f"--hand {hand}: hands are numbered from 1")
    players = make_players(seated(levels, variant), parsed.format())
    start = dealt(variant, parsed.format(), hand, players)  # as --find checks a deal built for a theme
    return build(
        origin=Origin.taken(start, players, levels),
        variant=variant,
        players=players,
        names=levels,
        title=title or "Hearts · deal",
        source=f"deal {parsed.format()}",
        titles={} if title else _deal_titles(),
        start=start,
    )


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


def _load_corpus(paths: Sequence[Path] | None) -> list[Any]:
    try:
        scenarios = importlib.import_module("hearts.scenarios")
    except ImportError as err:
        raise WalkthroughInputError(f"--scenario: the scenario corpus is not available ({err})") from None
    corpus: list[Any] = scenarios.load_corpus(list(paths) if paths else None)
    return corpus


def find_scenario(scenario_id: str, paths: Sequence[Path] | None = None) -> Any:
    """The scenario with this id (``InputError`` naming close ids if there is none)."""
    corpus = _load_corpus(paths)
    for scenario in corpus:
        if scenario.id == scenario_id:
            return scenario
    close = [s.id for s in corpus if scenario_id.lower() in s.id.lower()][:5]
    hint = f" (did you mean {', '.join(close)}?)" if close else ""
    raise WalkthroughInputError(f"--scenario {scenario_id!r}: no such scenario in the corpus{hint}")


def from_scenario(
    scenario_id: str,
    variant: Variant | str | None,
    levels: Sequence[str] | str | None,
    paths: Sequence[Path] | None = None,
) -> Walkthrough:
    """A scenario's position: its actions replayed, then (with ``levels``: one per seat, or the
    ``--bots`` text, read at the scenario's table) the bots play on."""
    scenario = find_scenario(scenario_id, paths)
    names: tuple[str, ...] = tuple(scenario.variants)
    if variant is None:
        variant = names[0] if names else Variant()
    if isinstance(variant, str):
        # A variant the scenario file defines, or a shipped one / a variant file.
        variant = scenario.variant(variant) if variant in names else load_variant(variant)
    if isinstance(levels, str):
        levels = parse_levels(levels, variant.players)
    try:
        record = scenario.record(variant)
    except InputError:
        raise
    except ValueError as err:
        raise WalkthroughInputError(
            f"--scenario {scenario_id}: cannot set up under {variant.name}: {err}"
        ) from None
    players = make_players(seated(levels, variant), scenario.id) if levels is not None else None
    origin = None
    if players is not None and levels is not None:
        empty = State.start(record.variant, hand_number=record.first_hand, scores=record.scores)
        origin = Origin.taken(empty, players, levels, record.deals, record.actions)
    return build(
        origin=origin,
        variant=variant,
        players=players,
        names=levels,
        record=record,
        title=str(scenario.title) or str(scenario.id),
        source=f"scenario {scenario.id}",
        clauses=tuple(scenario.clauses),
        scenario_id=str(scenario.id),
        titles={str(k): str(v) for k, v in dict(getattr(scenario, "titles", {}) or {}).items()},
    )
