"""A game at the console, in the reader's language: the table as it goes, and a human seat.

:class:`GamePrinter` tells a game hand by hand (the deal, the passes, each trick with
its winner, each hand's scores, the end of the game) in one of the five languages,
showing only the hands a human at the table may see. :class:`HumanSeat` asks a person
for each card: it shows the hand, the table and the legal cards, refuses an illegal
card with its clause and reason (the server's answer, from the engine), and on ``h``
tells what the Normal bot would play and why.
"""

from __future__ import annotations

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
from hearts.i18n.catalogs import typeset
from hearts.play.loop import Table
from hearts.play.players import Player
from hearts.plumbing.inputs import shown
from hearts.walkthrough.reasons import NN_
from hearts.walkthrough.render import refusal
from hearts.walkthrough.texts import N_, NC_, Lang, RenderedDecision
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

__all__ = [
    "TOURNAMENT_COLUMNS",
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


_SEAT_LETTERS = {
    Seat.NORTH: NC_("seat letter", "N"),
    Seat.EAST: NC_("seat letter", "E"),
    Seat.SOUTH: NC_("seat letter", "S"),
    Seat.WEST: NC_("seat letter", "W"),
}


def seat_letter(lang: Lang, seat: Seat) -> str:
    """The seat's initial in the language (``O`` for Ouest, ``Ny`` for Nyugat); its number at a
    table of three, five or six."""
    if lang.seats != 4:
        return seat.number
    return lang.pgettext("seat letter", _SEAT_LETTERS[seat])


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
                + _("Hand %(number)s · %(direction)s")
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
                    + _("%(seat)s passes %(cards)s and receives %(got)s")
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
                won = lang.ngettext(
                    "%(seat)s wins the trick and %(num)d point (TRICK-WIN).",
                    "%(seat)s wins the trick and %(num)d points (TRICK-WIN).",
                    abs(points),  # the form by the count: a bonus of -1 is one point
                ) % {"seat": lang.seat(trick.winner), "num": points}
                broken = after.hearts_broken_by
                note = ""
                if broken is not None and broken[0] == trick.number:
                    note = " " + _("Hearts are now broken (HEARTS-BREAK).")
                say(f"  {trick.number:>2}. {plays}  → {won}{note}")
        if after.phase in (Phase.DEAL, Phase.OVER) and before.phase is Phase.PLAY and after.hand_results:
            r = after.hand_results[-1]
            say(_("End of hand %(number)s (POINTS, ACCUMULATE)") % {"number": r.hand_number})
            say(f"  {'':<8} {_('points taken'):>14} {_('scored'):>10} {_('total'):>10}")
            for seat in Seat.at_table(after.seats):
                say(f"  {lang.seat(seat):<8} {r.points[seat]:>14} {r.deltas[seat]:>+10} {r.scores[seat]:>10}")
            if r.shooter is not None:
                say(_("%(seat)s took every point and shot the moon (MOON).") % {"seat": lang.seat(r.shooter)})

    def game_over(self, state: State) -> None:
        outcome = state.outcome
        _ = self.lang.gettext
        if outcome is None:
            return
        seats = ", ".join(self.lang.seat(s) for s in outcome.winners)
        if outcome.end is GameEnd.SHARED_WIN or len(outcome.winners) > 1:
            text = self.lang.ngettext(
                "Game over after %(hands)s hand (GAME-END): %(seats)s share the win with the lowest score.",
                "Game over after %(hands)s hands (GAME-END): %(seats)s share the win with the lowest score.",
                outcome.hands,
            )
        else:
            text = self.lang.ngettext(
                "Game over after %(hands)s hand (GAME-END): %(seats)s wins with the lowest score.",
                "Game over after %(hands)s hands (GAME-END): %(seats)s wins with the lowest score.",
                outcome.hands,
            )
        self.say("")
        self.say(text % {"hands": outcome.hands, "seats": seats})
        self.say(
            _("Final scores:")
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
        say(_("Your hand (%(seat)s):") % {"seat": lang.seat(self.seat)})
        for suit, cards in lang.hand_by_suit(view.hand):
            say(f"  {suit.symbol} " + (" ".join(lang.card(c) for c in cards) or "—"))
        if state.phase is Phase.PLAY:
            plays = view.current_trick.plays
            table = "  ".join(f"{lang.seat(s)} {lang.card(c)}" for s, c in plays) if plays else "—"
            say(_("On the table:") + " " + table)
        say(_("Legal cards:") + " " + lang.cards(view.legal))
        refusals = {i.card: i for i in analyse(state)}
        examples = {"examples": lang.typing_examples()}
        if len(view.legal) == 1:
            (only,) = tuple(view.legal)
            if self.auto_forced:
                say(_("You play %(card)s, the only legal card.") % {"card": lang.card(only)})
                return only
            prompt = _("Only %(card)s may be played: press Enter to play it (h = hint, q = quit): ") % {
                "card": lang.card(only)
            }
        elif state.phase is Phase.PASS:
            prompt = _("Card to pass, typed as %(examples)s (h = hint, q = quit): ") % examples
        else:
            prompt = _("Card to play, typed as %(examples)s (h = hint, q = quit): ") % examples
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
                say(_("%(text)s is not a card: type it as %(examples)s.") % {"text": text, **examples})
            elif card in view.legal:
                return card
            elif card in refusals:
                say(refusal(lang, refusals[card]))
            else:
                say(_("%(card)s is not in this hand.") % {"card": lang.card(card)})


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


TOURNAMENT_COLUMNS: tuple[tuple[str, str], ...] = (
    (N_("bot"), N_("the entry (its level)")),
    (N_("hands"), N_("hands it played: each deal four times, the entries rotated one seat each time")),
    (N_("pts/hand"), N_("points it took per hand on average; lower is better")),
    (N_("95% CI"), N_("the range the true average lies in, 95 times in 100, from the spread over the deals")),
    (N_("moons"), N_("hands in which it shot the moon (MOON)")),
    (
        N_("stopped"),
        N_("hands in which another entry took at least 10 of the 14 point cards and this one the rest"),
    ),
    (
        N_("won"),
        N_(
            "games it won when the hands of each rotation are chained into games (GAME-END); "
            "a shared win counts as a share"
        ),
    ),
)
"""The columns of ``hearts tournament`` and what each means (English; translated when shown)."""


TOURNAMENT_AT_TABLE = {
    "hands": N_("hands it played: each deal once per seat, the entries rotated one seat each time"),
    "stopped": N_(
        "hands in which another entry took at least 10 of the moon cards in play and this one the rest"
    ),
}
"""What two columns mean at a table of three, five or six (each deal is played once per seat; a
moon needs the moon cards in play, not always 14)."""


def tournament_legend(lang: Lang, seats: int = 4) -> list[str]:
    """One line per column: its name and what it means, in the language, at a table of ``seats``."""
    out = []
    for name, meaning in TOURNAMENT_COLUMNS:
        told = TOURNAMENT_AT_TABLE.get(name, meaning) if seats != 4 else meaning
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
    (never wrapped), and exits with status 1.
    """
    console = Console(stderr=True, highlight=False, soft_wrap=True)
    name = shown(variant.name, 80)
    if built and theme in BUILT:
        refuse_ruled_out(theme, variant)
        own = built_deal(theme, variant, seat_players)
        if own.deal is not None:
            passed = "" if variant.pass_direction(own.hand).offset == 0 else ", after the bots' pass"
            console.print(
                f"--find {theme}: served at once from a deal built for {name} "
                f"({THEMES[theme].help}{passed}), played as hand {own.hand}: --deal "
                f'"{own.deal}" --hand {own.hand} gives it again',
                markup=False,
            )
            return Found(start, own.hand, own.tries, own.deal)
        console.print(
            f"--find {theme}: no deal is built for {name} ({own.why_not}): searching seeds", markup=False
        )
    known = indexed(theme, variant, bots, start) if bots is not None else None
    if isinstance(known, Found) and holds(theme, variant, seat_players(known.seed), known):
        console.print(
            f"--find {theme}: seed {known.seed}, hand {known.hand} (the first from seed {start}, "
            f"from the index of themed hands; --seed {known.seed} --hand {known.hand} gives it again)",
            markup=False,
        )
        return known
    found = None if known is False else _searched(theme, variant, start, seat_players, console)
    if found is None:
        hint = "--deal with a hand of your own"
        if theme in BUILT and not built:  # (a deal built for this variant, if there is one)
            own = built_deal(theme, variant, seat_players)
            hint = f'--deal "{own.deal}" --hand {own.hand}' if own.deal is not None else hint
        console.print(
            f"--find {theme}: not found in {DEFAULT_LIMIT} hands or {DEFAULT_SECONDS:.0f} s from seed "
            f"{start} ({THEMES[theme].help}). Try:",
            markup=False,
        )
        console.print(f"  {hint}", markup=False, soft_wrap=True)
        raise SystemExit(1)
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
    with Progress(
        TextColumn(f"--find {theme}: hands searched"),
        BarColumn(),
        MofNCompleteColumn(),
        console=console,
        transient=True,
    ) as bar:
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


STOPPED = N_("You stopped the game.")
STUCK = N_("The game stopped: the player to act has no legal card (WEB-FIRST-TRICK-STRICT).")
YOU = N_("you")
TOURNAMENT_TITLE = N_("%(deals)s · %(hands)s · variant %(variant)s · seed %(seed)s")
TOURNAMENT_DEALS = NN_("%(count)s duplicate deal", "%(count)s duplicate deals")
TOURNAMENT_HANDS = NN_("%(count)s hand", "%(count)s hands")
TOURNAMENT_STUCK = NN_(
    "%(count)s hand stopped: the variant left a player no legal card.",
    "%(count)s hands stopped: the variant left a player no legal card.",
)
