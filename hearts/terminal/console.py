"""A game at the console, in the reader's language: the table as it goes, and a human seat.

:class:`GamePrinter` tells a game hand by hand (the deal, the passes, each trick with
its winner, each hand's scores, the end of the game) in one of the five languages,
showing only the hands a human at the table may see. :class:`HumanSeat` asks a person
for each card: it shows the hand, the table and the legal cards, refuses an illegal
card with its clause and reason (the server's answer, from the engine), and on ``h``
tells what the Normal bot would play and why.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from hearts.bots import make_bot
from hearts.bots.decision import Decision
from hearts.cards import Card, CardSet, Seat
from hearts.engine.results import GameEnd
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.engine.view import PlayerView, view_of
from hearts.play.loop import Table
from hearts.play.players import Player
from hearts.plumbing.inputs import shown
from hearts.walkthrough.render import refusal
from hearts.walkthrough.starts import find_hand
from hearts.walkthrough.themes import (
    BUILT,
    DEFAULT_LIMIT,
    DEFAULT_SECONDS,
    THEMES,
    Found,
    Seating,
    built_deal,
    find,
    holds,
    indexed,
    refuse_ruled_out,
)
from hearts.walkthrough.timeline import analyse
from hearts.words import terminal as sentences
from hearts.words.lang import (
    HAND_END,
    HAND_TITLE,
    HEARTS_NOW_BROKEN,
    LEGAL_CARDS,
    MOON_SHOT,
    NOT_IN_HAND,
    POINTS_TAKEN,
    SCORED,
    TOTAL,
    TRICK_WON,
    Lang,
    RenderedDecision,
)
from hearts.words.typeset import typeset

__all__ = [
    "GamePrinter",
    "HumanSeat",
    "HumanTable",
    "Quit",
    "one_sentence",
    "search",
    "seat_letter",
    "tournament_legend",
]

Say = Callable[[str], None]
Ask = Callable[[str], "str | None"]


class Quit(Exception):
    """The person at the table stopped the game (``q`` or the end of input)."""


def one_sentence(decision: Decision, lang: Lang) -> str:
    """The decision's one sentence: the record's headline, else its decisive (last) step."""
    d = RenderedDecision.of(decision, lang)
    told = getattr(d, "headline", None)
    if isinstance(told, str) and told:
        return told
    return d.steps[-1].text if d.steps else ""


def seat_letter(lang: Lang, seat: Seat) -> str:
    """The seat's initial in the language (``O`` for Ouest, ``Ny`` for Nyugat); its number at a
    table of three, five or six."""
    return lang.seat_letter(seat)


class GamePrinter:
    """Tells a game as it is played (a :data:`~hearts.play.loop.Listener`)."""

    def __init__(self, lang: Lang, say: Say, visible: Sequence[Seat] = tuple(Seat)) -> None:
        self.lang = lang
        self.say: Say = lambda text: say(typeset(lang.code, text))
        self.visible = tuple(visible)

    def hand_line(self, seat: Seat, state: State) -> str:
        parts = [
            f"{s.symbol} " + (" ".join(self.lang.rank(c.rank) for c in cards) or "—")
            for s, cards in self.lang.hand_by_suit(state.hand(seat))
        ]
        return f"  {self.lang.seat(seat):<8} " + "   ".join(parts)

    def __call__(self, before: State, after: State) -> None:
        lang, say, _ = self.lang, self.say, self.lang.gettext
        if before.phase is Phase.DEAL:
            say("")
            say(
                "== "
                + _(HAND_TITLE)
                % {
                    "number": after.hand_number,
                    "direction": lang.direction(after.pass_direction),
                }
                + " =="
            )
            for seat in self.visible:
                say(self.hand_line(seat, after))
        if before.phase is Phase.PASS and after.phase is Phase.PLAY:
            for seat in self.visible:
                got = after.received(seat)
                say(
                    "  "
                    + _(sentences.PASSES_AND_RECEIVES)
                    % {
                        "seat": lang.seat(seat),
                        "cards": lang.cards(before.passing(seat) | after.passing(seat)),
                        "got": lang.cards(got) if got is not None else "—",
                    }
                )
        if before.phase is Phase.PLAY and (
            len(after.tricks) > len(before.tricks) or after.phase is not Phase.PLAY
        ):
            trick = after.tricks[-1] if after.tricks else None
            if trick is not None and trick.winner is not None:
                plays = "  ".join(
                    f"{seat_letter(lang, seat)} {lang.card(card)}" for seat, card in trick.plays
                )
                points = after.points_taken(trick.winner) - before.points_taken(trick.winner)
                won = lang.plural(TRICK_WON, points) % {"seat": lang.seat(trick.winner), "num": points}
                broken = after.hearts_broken_by
                note = ""
                if broken is not None and broken[0] == trick.number:
                    note = " " + _(HEARTS_NOW_BROKEN)
                say(f"  {trick.number:>2}. {plays}  → {won}{note}")
        if after.phase in (Phase.DEAL, Phase.OVER) and before.phase is Phase.PLAY and after.hand_results:
            r = after.hand_results[-1]
            say(_(HAND_END) % {"number": r.hand_number})
            say(f"  {'':<8} {_(POINTS_TAKEN):>14} {_(SCORED):>10} {_(TOTAL):>10}")
            for seat in Seat.at_table(after.seats):
                say(f"  {lang.seat(seat):<8} {r.points[seat]:>14} {r.deltas[seat]:>+10} {r.scores[seat]:>10}")
            if r.shooter is not None:
                say(_(MOON_SHOT) % {"seat": lang.seat(r.shooter)})

    def game_over(self, state: State) -> None:
        outcome = state.outcome
        _ = self.lang.gettext
        if outcome is None:
            return
        seats = ", ".join(self.lang.seat(s) for s in outcome.winners)
        shared = outcome.end is GameEnd.SHARED_WIN or len(outcome.winners) > 1
        text = self.lang.plural(sentences.GAME_OVER_SHARED if shared else sentences.GAME_OVER, outcome.hands)
        self.say("")
        self.say(text % {"hands": outcome.hands, "seats": seats})
        self.say(
            _(sentences.FINAL_SCORES)
            + " "
            + " · ".join(f"{self.lang.seat(s)} {outcome.scores[s]}" for s in Seat.at_table(state.seats))
        )


class HumanSeat:
    """A person at one seat, asked for each card at the console."""

    name = "human"

    def __init__(
        self, seat: Seat, lang: Lang, ask: Ask, say: Say, seed: int | str = 0, auto_forced: bool = False
    ) -> None:
        self.seat = seat
        self.lang = lang
        self.auto_forced = auto_forced
        self.ask = ask
        self.say: Say = lambda text: say(typeset(lang.code, text))
        self.hint_bot = make_bot("normal", seat, seed)

    def observe(self, view: PlayerView) -> None:
        self.hint_bot.observe(view)

    def choose(self, view: PlayerView) -> Card:  # pragma: no cover - the table asks choose_at
        raise NotImplementedError("a human seat is asked through HumanTable (it needs the server's answers)")

    def hint(self, view: PlayerView) -> str:
        decision = self.hint_bot.decide(view)
        return self.lang.hint(decision)

    def read(self, text: str, hand: CardSet) -> Card | None:
        """The card typed; letters that are another card in English are said as read (2C → 2♥ (cœur))."""
        card = self.lang.parse_card(text, hand)
        read_as = self.lang.read_as(text, card) if card is not None else None
        if read_as is not None:
            self.say(read_as)
        return card

    def choose_at(self, state: State) -> Card:
        """Show the position, then ask until a legal card is given (``q`` or no input: :class:`Quit`)."""
        view = view_of(state, self.seat)
        lang, say, _ = self.lang, self.say, self.lang.gettext
        say("")
        say(_(sentences.YOUR_HAND) % {"seat": lang.seat(self.seat)})
        for suit, cards in lang.hand_by_suit(view.hand):
            say(f"  {suit.symbol} " + (" ".join(lang.card(c) for c in cards) or "—"))
        if state.phase is Phase.PLAY:
            plays = view.current_trick.plays
            table = "  ".join(f"{lang.seat(s)} {lang.card(c)}" for s, c in plays) if plays else "—"
            say(_(sentences.ON_THE_TABLE) + " " + table)
        say(_(LEGAL_CARDS) + " " + lang.cards(view.legal))
        refusals = {i.card: i for i in analyse(state)}
        examples = {"examples": lang.typing_examples()}
        if len(view.legal) == 1:
            (only,) = tuple(view.legal)
            if self.auto_forced:
                say(_(sentences.ONLY_LEGAL) % {"card": lang.card(only)})
                return only
            prompt = _(sentences.ONLY_PROMPT) % {"card": lang.card(only)}
        elif state.phase is Phase.PASS:
            prompt = _(sentences.PASS_PROMPT) % examples
        else:
            prompt = _(sentences.PLAY_PROMPT) % examples
        while True:
            line = self.ask(prompt)
            if line is None or line.strip().lower() in ("q", "quit"):
                raise Quit
            text = line.strip()
            if not text and len(view.legal) == 1:
                return next(iter(view.legal))
            if not text:
                continue
            if text.lower() in ("h", "hint", "?"):
                say(self.hint(view))
                continue
            card = self.read(text, view.hand)
            if card is None:
                say(_(sentences.NOT_A_CARD) % {"text": text, **examples})
            elif card in view.legal:
                return card
            elif card in refusals:
                say(refusal(lang, refusals[card]))
            else:
                say(_(NOT_IN_HAND) % {"card": lang.card(card)})


class HumanTable(Table):
    """The seats of the table; a :class:`HumanSeat` is asked with the server's knowledge of the rules."""

    def __init__(self, players: Sequence[Player | HumanSeat]) -> None:
        super().__init__(players)

    def act(self, state: State) -> tuple[Card, Decision | None]:
        seat = state.to_act
        assert seat is not None
        player = self.players[seat]
        if isinstance(player, HumanSeat):
            return player.choose_at(state), None
        return super().act(state)


def tournament_legend(lang: Lang, seats: int = 4) -> list[str]:
    """One line per column: its name and what it means, in the language, at a table of ``seats``."""
    out = []
    for name, meaning in sentences.TOURNAMENT_COLUMNS:
        told = sentences.TOURNAMENT_AT_TABLE.get(name, meaning) if seats != 4 else meaning
        out.append(f"{lang.gettext(name)}: {lang.gettext(told)}")
    return out


def search(
    theme: str,
    variant: Variant,
    start: int,
    seat_players: Seating,
    bots: str | None = None,
    built: bool = False,
) -> Found:
    """:func:`hearts.walkthrough.themes.find` with a progress bar on stderr; says what it found.

    With ``built``, a rare theme is served at once from a deal built for the variant (and
    says so). With ``bots`` (the levels, ``easy,normal,hard,hard``), the index of themed hands
    answers first when it knows the theme, the variant and the bots, and the indexed hand
    still shows the theme with the bots as they play now; else the search runs. Not found
    within the bound (hands or seconds): says so, with a command to try on a line of its own
    (never wrapped), and exits with status 1. (``hearts walkthrough`` and ``hearts step`` search
    with :func:`find_for`, the search the classroom makes too.)
    """
    console = Console(stderr=True, highlight=False, soft_wrap=True)
    if built and theme in BUILT and not variant.pass_random:  # (PASS-RANDOM: a built deal draws its own pass)
        refuse_ruled_out(theme, variant)
        own = built_deal(theme, variant, seat_players)
        if own.deal is not None:
            found = Found(start, own.hand, own.tries, own.deal, "built")
            return _told(console, theme, variant, start, found)
        name = shown(variant.name, 80)
        console.print(
            f"--find {theme}: no deal is built for {name} ({own.why_not}): searching seeds", markup=False
        )
    known = indexed(theme, variant, bots, start) if bots is not None else None
    if isinstance(known, Found) and holds(theme, variant, seat_players(known.seed), known):
        return _told(console, theme, variant, start, dataclasses.replace(known, how="index"))
    searched = None if known is False else _searched(theme, variant, start, seat_players, console)
    if searched is None:
        hint = "--deal with a hand of your own"
        if theme in BUILT and not built:  # (a deal built for this variant, if there is one)
            own = built_deal(theme, variant, seat_players)
            hint = f'--deal "{own.deal}" --hand {own.hand}' if own.deal is not None else hint
        _not_found(console, theme, start, hint)
    assert searched is not None
    return _told(console, theme, variant, start, searched)


def find_for(theme: str, variant: Variant, start: int, levels: Sequence[str]) -> Found:
    """:func:`hearts.walkthrough.starts.find_hand` (the one search of the walkthrough, ``hearts
    step`` and the classroom) with a progress bar on stderr; says what it found, or exits 1."""
    console = Console(stderr=True, highlight=False, soft_wrap=True)
    with _bar(theme, console) as bar:
        task = bar.add_task("search", total=DEFAULT_LIMIT)
        found = find_hand(
            theme, variant, levels, start, lambda n: bar.update(task, completed=n), DEFAULT_SECONDS
        )
    if found is None:
        _not_found(console, theme, start, "--deal with a hand of your own")
    assert found is not None
    return _told(console, theme, variant, start, found)


def _bar(theme: str, console: Console) -> Progress:
    """The search's progress bar (hands searched), gone once the search ends."""
    return Progress(
        TextColumn(f"--find {theme}: hands searched"),
        BarColumn(),
        MofNCompleteColumn(),
        console=console,
        transient=True,
    )


def _not_found(console: Console, theme: str, start: int, hint: str) -> None:
    console.print(
        f"--find {theme}: not found in {DEFAULT_LIMIT} hands or {DEFAULT_SECONDS:.0f} s from seed "
        f"{start} ({THEMES[theme].help}). Try:",
        markup=False,
    )
    console.print(f"  {hint}", markup=False, soft_wrap=True)
    raise SystemExit(1)


def _told(console: Console, theme: str, variant: Variant, start: int, found: Found) -> Found:
    """Say where ``found`` comes from (and how to get it again), and return it."""
    if found.how == "built":
        passed = "" if variant.pass_direction(found.hand).offset == 0 else ", after the bots' pass"
        console.print(
            f"--find {theme}: served at once from a deal built for {shown(variant.name, 80)} "
            f"({THEMES[theme].help}{passed}), played as hand {found.hand}: --deal "
            f'"{found.deal}" --hand {found.hand} gives it again',
            markup=False,
        )
    elif found.how == "index":
        console.print(
            f"--find {theme}: seed {found.seed}, hand {found.hand} (the first from seed {start}, "
            f"from the index of themed hands; --seed {found.seed} --hand {found.hand} gives it again)",
            markup=False,
        )
    else:
        console.print(
            f"--find {theme}: seed {found.seed}, hand {found.hand} (found after {found.searched} hands; "
            f"--seed {found.seed} --hand {found.hand} gives it again)",
            markup=False,
        )
    return found


def _searched(
    theme: str,
    variant: Variant,
    start: int,
    seat_players: Seating,
    console: Console,
) -> Found | None:
    with _bar(theme, console) as bar:
        task = bar.add_task("search", total=DEFAULT_LIMIT)
        return find(
            theme,
            variant,
            seat_players,
            start,
            DEFAULT_LIMIT,
            lambda n: bar.update(task, completed=n),
            seconds=DEFAULT_SECONDS,
        )
