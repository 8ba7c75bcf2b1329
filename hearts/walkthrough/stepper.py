"""Step through a walkthrough at a console, one command per line (testable from stdin).

Commands: ``n`` (or an empty line) next card, ``p`` previous card, ``]`` next trick,
``[`` previous trick, ``t N`` jump to trick N (``t 0``: the passing), ``r`` show or
hide the reasons, ``v N|E|S|W|T`` switch to a seat's view or the teacher's, ``h``
help, ``q`` quit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from hearts.cards import ALL_CARDS, Card, NotationError, Seat
from hearts.i18n.catalogs import typeset
from hearts.walkthrough.model import Walk, Walkthrough
from hearts.walkthrough.quiz import Answer, Question, questions, summarise
from hearts.walkthrough.render import move_trick, quiz_texts, refusal, render_text
from hearts.walkthrough.texts import N_, Lang, RenderedDecision

__all__ = ["HELP", "Stepper"]

HELP = N_(
    "Commands: n or Enter = next card, p = previous card, ] = next trick, [ = previous trick, "
    "t N = go to trick N (t 0 = the passing), r = show or hide the reasons, "
    "v N|E|S|W|T = a seat's view or the teacher's, h = help, q = quit."
)
QUIZ_HELP = N_(
    "Practice: at each decision the card is hidden; type the card you would choose (for example QS, "
    "Q♠ or 10H), then n for the next card. p = previous card, r = details, h = help, q = quit."
)


def fill(text: str, values: dict[str, object]) -> str:
    """Fill the ``{name}`` slots of a quiz sentence."""
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


class Stepper:
    """A position in a walkthrough and the commands that move it."""

    def __init__(
        self, walkthrough: Walkthrough, lang: str, viewer: Seat | None = None, quiz: bool = False
    ) -> None:
        self.w = walkthrough
        self.lang = Lang(lang)
        self.code = lang
        self.walk: Walk = walkthrough.teacher if viewer is None else walkthrough.seats[viewer]
        self.positions = [-1] + [s.index for s in self.walk.moves]
        self.at = 0
        self.reasons = False
        self.quiz = quiz
        self.questions: dict[int, Question] = (
            {q.move.index: q for q in questions(self.walk, viewer)} if quiz else {}
        )
        self.answers: dict[int, Answer] = {}
        self.texts = quiz_texts(self.lang, viewer)

    def asking(self) -> Question | None:
        """The question at the current position, if it is not answered yet."""
        q = self.questions.get(self.position)
        return q if q is not None and self.position not in self.answers else None

    @property
    def position(self) -> int:
        return self.positions[self.at]

    def screen(self) -> str:
        """What to show at the current position (a question hides the card still to choose)."""
        q = self.asking()
        text = render_text(self.walk, self.w, self.code, self.position, self.reasons, hide=q is not None)
        if q is not None:
            ask = (
                N_("Your turn: which card would %(seat)s pass? Type it.")
                if q.phase == "pass"
                else N_("Your turn: which card would %(seat)s play? Type it.")
            )
            text += "\n\n" + self.lang.gettext(ask) % {"seat": self.lang.seat(q.seat)}
        counter = self.lang.gettext("Step %(n)s of %(total)s") % {
            "n": self.at,
            "total": len(self.positions) - 1,
        }
        return f"{text}\n[{counter}]"

    def _section_ends(self) -> list[tuple[int, int, int]]:
        """(trick number, first, last step index) per section of the current view."""
        return [
            (sec.number, sec.moves[0].index, sec.moves[-1].index)
            for hand in self.walk.hands
            for sec in hand.sections
            if sec.moves
        ]

    def _go(self, index: int) -> None:
        self.at = self.positions.index(index) if index in self.positions else 0

    def parse_card(self, text: str) -> Card | None:
        """A card typed as ``QS``, ``Q♠``, ``10h`` or in the page's language (``D♠`` in French)."""
        try:
            return Card.parse(text)
        except NotationError:
            pass
        wanted = text.strip().upper()
        for card in ALL_CARDS:
            if self.lang.card(card).upper() == wanted:
                return card
        return None

    def answer(self, q: Question, card: Card) -> str:
        """Check the student's card: refused with its clause, or compared with the bot's."""
        refused = q.refuse(card)
        if refused is not None:
            return refusal(self.lang, refused)
        self.answers[q.move.index] = Answer(q, card)
        t = self.texts
        name, bot = self.lang.card(card), self.lang.card(q.bot)
        lines = [
            fill(t["same"], {"card": bot}) if card == q.bot else fill(t["differ"], {"mine": name, "bot": bot})
        ]
        if q.move.decision is not None:
            d = RenderedDecision.of(q.move.decision, self.lang)
            told = getattr(d, "headline", None)
            why = told if isinstance(told, str) and told else (d.steps[-1].text if d.steps else "")
            if why:
                lines.append(why)
        if card in q.costs and q.bot in q.costs:
            lines.append(
                fill(
                    t["cost"],
                    {
                        "samples": q.samples,
                        "mine": name,
                        "mine_cost": self.number(q.costs[card]),
                        "bot": bot,
                        "bot_cost": self.number(q.costs[q.bot]),
                    },
                )
            )
        return self.screen() + "\n" + typeset(self.code, "\n".join(lines)) + self.summary_if_done()

    def number(self, value: float) -> str:
        text = f"{value:.1f}"
        return text if self.code == "en" else text.replace(".", ",")

    def summary_if_done(self) -> str:
        if self.quiz and self.at == len(self.positions) - 1 and len(self.answers) == len(self.questions):
            return "\n\n" + self.summary()
        return ""

    def summary(self) -> str:
        """The end summary: decisions matched, points the choices would have cost, second looks."""
        s = summarise([self.answers[i] for i in sorted(self.answers)])
        t = self.texts
        lines = [
            "== " + t["title"] + " ==",
            fill(t["matched"], {"matched": s.matched, "total": s.asked}),
            fill(t["points"], {"points": self.number(s.cost), "weighed": s.weighed}),
        ]
        if s.second_look:
            lines.append(t["look"])
            for a in s.second_look:
                step = a.question.move
                where = (
                    self.lang.gettext("Passing")
                    if step.phase == "pass"
                    else self.lang.gettext("Trick %(number)s") % {"number": move_trick(step)}
                )
                extra = f" ({a.extra:+.1f})" if a.extra is not None else ""
                item = fill(
                    t["item"],
                    {"where": where, "mine": self.lang.card(a.chosen), "bot": self.lang.card(a.question.bot)},
                )
                lines.append("  · " + item + extra.replace(".", "," if self.code != "en" else "."))
        return typeset(self.code, "\n".join(lines))

    def command(self, line: str) -> str | None:  # noqa: C901, PLR0912 (one branch per key of the stepper)
        """Apply one command; returns the text to show, or ``None`` to quit."""
        parts = line.strip().split()
        word = parts[0].lower() if parts else "n"
        _ = self.lang.gettext
        q = self.asking()
        if word in ("q", "quit", "exit"):
            return None
        if word in ("h", "help", "?"):
            return _(QUIZ_HELP) if self.quiz else _(HELP)
        if q is not None and word not in ("p", "prev", "previous", "-", "[", "pt", "r", "d", "reasons"):
            card = self.parse_card(line)
            if card is None:
                return (
                    self.texts["type"]
                    if word in ("n", "next", "+", "]", "nt")
                    else _("%(text)s is not a card: type it as QS, Q♠ or 10H.") % {"text": line.strip()}
                )
            return self.answer(q, card)
        if word in ("n", "next", "+"):
            self.at = min(self.at + 1, len(self.positions) - 1)
        elif word in ("p", "prev", "previous", "-"):
            self.at = max(self.at - 1, 0)
        elif word in ("]", "nt"):
            later = [last for _, _, last in self._section_ends() if last > self.position]
            if later:
                stops = [i for i in self.questions if self.position < i <= later[0] and i not in self.answers]
                self._go(min(stops) if stops else later[0])
        elif word in ("[", "pt"):
            earlier = [last for _, _, last in self._section_ends() if last < self.position]
            self._go(earlier[-1] if earlier else -1)
        elif word in ("t", "trick"):
            if len(parts) != 2 or not parts[1].isdigit():
                return _("Give a trick number, e.g. t 3.")
            wanted = int(parts[1])
            found = [first for number, first, _ in self._section_ends() if number == wanted]
            if not found:
                return _("There is no trick %(number)s here.") % {"number": wanted}
            self._go(found[0])
        elif word in ("r", "d", "reasons", "details"):
            self.reasons = not self.reasons
        elif word in ("v", "view"):
            target = parts[1].upper() if len(parts) == 2 else ""
            if target == "T":
                self.walk = self.w.teacher
            elif target in ("N", "E", "S", "W"):
                self.walk = self.w.seats[Seat.parse(target)]
            else:
                return _("Give a seat (N, E, S, W) or T for the teacher, e.g. v N.")
        else:
            return _("Unknown command %(command)s.") % {"command": word} + "\n" + _(HELP)
        return self.screen() + self.summary_if_done()

    def run(self, lines: Iterable[str], echo: Callable[[str], None]) -> None:
        """Show the start, then obey each line until ``q`` or the end of input."""
        echo(self.screen())
        echo(self.lang.gettext(QUIZ_HELP if self.quiz else HELP))
        for line in lines:
            shown = self.command(line)
            if shown is None:
                break
            echo(shown)
        if self.quiz and self.answers and len(self.answers) < len(self.questions):
            echo(self.summary())
