"""Step through a walkthrough at a console, one command per line (testable from stdin).

Commands: ``n`` (or an empty line) next card, ``p`` previous card, ``]`` next trick,
``[`` previous trick, ``t N`` jump to trick N (``t 0``: the passing), ``r`` show or
hide the reasons, ``v N|E|S|W|T`` switch to a seat's view or the teacher's (at a table of
three, five or six the seats by number: ``v 1`` ... ``v 6``), ``h``
every key on one screen, ``q`` quit. The keys work at a quiz question too; anything
else typed there is the answer, a card in the language's letters or in English.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable

from hearts.cards import Card, CardSet, Seat
from hearts.plumbing.inputs import shown
from hearts.walkthrough.branches import BranchError
from hearts.walkthrough.lessonfile import MAX_TEXT
from hearts.walkthrough.model import Walk, Walkthrough
from hearts.walkthrough.quiz import Answer, Question, questions, summarise
from hearts.walkthrough.render import (
    ASK_PASS_TYPED,
    cost_text,
    lesson_items,
    move_trick,
    points_text,
    quiz_texts,
    refusal,
    render_text,
)
from hearts.walkthrough.whatif import Compared, CostView, compared, cost_views, with_branches
from hearts.words import terminal as sentences
from hearts.words.lang import PASSING, STEP_COUNTER, TRICK, Lang, RenderedDecision
from hearts.words.pages import PAGE
from hearts.words.typeset import typeset

__all__ = ["KEYS", "Stepper", "wrap"]

KEYS = frozenset(
    {"n", "next", "+", "p", "prev", "previous", "-", "]", "nt", "[", "pt", "t", "trick"}
    | {"r", "d", "reasons", "details", "v", "view", "h", "help", "?", "q", "quit", "exit", "w", "what-if"}
)
"""The words the stepper obeys; at a quiz question anything else is read as a card."""


def wrap(text: str, width: int | None) -> str:
    """Each line of ``text`` folded to ``width`` columns at spaces, never inside a word,
    its indentation kept on the lines it continues on; ``None``: the text as it is (a pipe)."""
    if width is None:
        return text
    out: list[str] = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        indent = " " * (len(line) - len(body))
        extra = "  " if body.startswith(("» ", "→ ", "· ")) else ""
        out.extend(
            textwrap.wrap(
                line,
                width=max(width, 20),
                subsequent_indent=indent + extra,
                break_long_words=False,
                break_on_hyphens=False,
                replace_whitespace=False,
                drop_whitespace=True,
            )
            or [""]
        )
    return "\n".join(out)


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
        self.lang = Lang(lang, walkthrough.variant.players)
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
        self.kept = _kept(walkthrough, self.lang)

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
            if q.count > 1:
                ask = ASK_PASS_TYPED
            elif q.phase == "pass":
                ask = sentences.ASK_PASS
            else:
                ask = sentences.ASK_PLAY
            text += "\n\n" + self.lang.gettext(ask) % {"seat": self.lang.seat(q.seat), "count": q.count}
        elif self.w.lesson is not None and self.walk is self.w.teacher:  # a lesson's words at their step
            for item in lesson_items(self.w, self.lang):
                if (item.step or 0) == self.at:
                    text += f"\n\n{item.label}: {shown(item.text, MAX_TEXT, lines=True)}"
            for branch in self.kept.get(self.position, ()):
                text += "\n\n" + typeset(self.code, "\n".join(branch))
        counter = self.lang.gettext(STEP_COUNTER) % {
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

    def answer(self, q: Question, cards: list[Card]) -> str:
        """Check the student's cards (a whole pass, or one play): refused with their clause,
        or compared with the bot's, a pass as a set (PASS)."""
        for card in cards:
            refused = q.refuse(card)
            if refused is not None:
                return refusal(self.lang, refused)
        chosen = CardSet(cards)
        answer = self.answers[q.move.index] = Answer(q, chosen)
        t = self.texts
        card = cards[0]
        name, bot = self.lang.cards(chosen), self.lang.cards(q.bot_cards)
        if q.count > 1:
            both = self.lang.cards(chosen & q.bot_cards)
            verdict = (
                fill(t["pass-same"], {"cards": bot})
                if answer.matched
                else fill(t["pass-differ"], {"mine": name, "bot": bot, "both": both})
            )
        else:
            verdict = (
                fill(t["same"], {"card": bot})
                if answer.matched
                else fill(t["differ"], {"mine": name, "bot": bot})
            )
        lines = [verdict]
        shown = self.screen()
        if q.move.decision is not None:
            d = RenderedDecision.of(q.move.decision, self.lang)
            told = getattr(d, "headline", None)
            why = told if isinstance(told, str) and told else (d.steps[-1].text if d.steps else "")
            if why and why not in shown:  # the bot's reason once: the screen may show it already
                lines.append(why)
        if answer.extra is not None:
            lines.append(
                fill(
                    cost_text(self.lang, q.worlds),
                    {
                        "mine": name,
                        "mine_cost": self.number(q.costs[card]),
                        "bot": bot,
                        "bot_cost": self.number(q.costs[q.bot]),
                    },
                )
            )
        return shown + "\n" + typeset(self.code, "\n".join(lines)) + self.summary_if_done()

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
            fill(points_text(self.lang, s.weighed), {"points": self.number(s.cost)}),
        ]
        if s.second_look:
            lines.append(t["look"])
            for a in s.second_look:
                step = a.question.move
                where = (
                    self.lang.gettext(PASSING)
                    if step.phase == "pass"
                    else self.lang.gettext(TRICK) % {"number": move_trick(step, self.w.variant.hand_size)}
                )
                extra = f" ({a.extra:+.1f})" if a.extra is not None else ""
                item = fill(
                    t["item"],
                    {
                        "where": where,
                        "mine": self.lang.cards(a.chosen),
                        "bot": self.lang.cards(a.question.bot_cards),
                    },
                )
                lines.append("  · " + item + extra.replace(".", "," if self.code != "en" else "."))
        return typeset(self.code, "\n".join(lines))

    def help(self) -> str:
        """One screen with every key (and, in a quiz, how to answer)."""
        seats = self.w.variant.players
        if seats == 4:
            text = self.lang.gettext(sentences.HELP) % {
                "seats": "|".join(self.lang.seat_letter(s) for s in Seat)
            }
        else:
            text = self.lang.gettext(sentences.HELP_AT_TABLE) % {"seats": seats}
        if self.quiz:
            text += "\n\n" + self.lang.gettext(sentences.QUIZ_HELP) % {
                "examples": self.lang.typing_examples()
            }
        return typeset(self.code, text)

    def command(self, line: str) -> str | None:  # noqa: C901, PLR0912 (one branch per key)
        """Apply one command; returns the text to show, or ``None`` to quit.

        The keys work the same at a quiz question; anything else typed there is read as the
        answer, a card.
        """
        parts = line.strip().split()
        word = parts[0].lower() if parts else "n"
        _ = self.lang.gettext
        q = self.asking()
        if word in ("q", "quit", "exit"):
            return None
        if word in ("h", "help", "?"):
            return self.help()
        if word not in KEYS and q is None:
            return _(sentences.UNKNOWN_COMMAND) % {"command": word} + "\n" + self.help()
        if q is not None and word not in KEYS:
            return self.typed(q, line)
        if word in ("w", "what-if"):
            return self.what_if(parts[1:], q is not None)
        if q is not None and word in ("n", "next", "+", "]", "nt"):
            first = sentences.TYPE_PASS if q.count > 1 else sentences.TYPE_FIRST
            return _(first) % {"count": q.count, "examples": self.lang.typing_examples()}
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
                return _(sentences.GIVE_TRICK)
            wanted = int(parts[1])
            found = [first for number, first, _ in self._section_ends() if number == wanted]
            if not found:
                return _(sentences.NO_SUCH_TRICK) % {"number": wanted}
            self._go(found[0])
        elif word in ("r", "d", "reasons", "details"):
            self.reasons = not self.reasons
        elif word in ("v", "view"):
            target = parts[1].upper() if len(parts) == 2 else ""
            seat = self._seat(target)
            if target == "T":
                self.walk = self.w.teacher
            elif seat is not None:
                self.walk = self.w.seats[seat]
            elif self.w.variant.players == 4:
                letters = [self.lang.seat_letter(s) for s in Seat]
                return _(sentences.GIVE_SEAT) % {"seats": ", ".join(letters), "example": letters[0]}
            else:
                return _(sentences.GIVE_SEAT_NUMBER) % {"seats": self.w.variant.players}
        return self.screen() + self.summary_if_done()

    def what_if(self, words: list[str], asking: bool) -> str:
        """``w CARD``: the branch at the current step, beside the line; ``w``: the cost table."""
        _ = self.lang.gettext
        if asking:
            return typeset(self.code, _(sentences.ANSWER_FIRST))
        move = next((m for m in self.w.teacher.moves if m.index == self.position), None)
        if move is None or move.card is None or self.w.origin is None:
            return typeset(self.code, _(sentences.NO_DECISION))
        try:
            if not words:
                costs = with_branches(self.w, [], [str(move.index + 1)])
                return typeset(self.code, "\n".join(_cost_lines(self.lang, cost_views(costs, self.lang)[0])))
            card = self.lang.parse_card(words[0])
            if card is None:
                return _(sentences.NOT_A_CARD) % {
                    "text": words[0],
                    "examples": self.lang.typing_examples(),
                }
            branched = with_branches(self.w, [f"{move.index + 1}:{card.format()}"], costs=False)
        except BranchError as err:
            return str(err)
        return typeset(self.code, "\n".join(_branch_lines(self.lang, compared(branched, self.lang)[0])))

    def typed(self, q: Question, line: str) -> str:
        """The cards typed at question ``q``: one for a play, the whole pass on one line."""
        _ = self.lang.gettext
        examples = self.lang.typing_examples()
        words = line.replace(",", " ").split() if q.count > 1 else [line.strip()]
        cards: list[Card] = []
        read_as: list[str] = []  # letters read in one of two systems: say which (2C → 2♥ (cœur))
        for word in words:
            card = self.lang.parse_card(word, q.hand)
            if card is None:
                return _(sentences.NOT_A_CARD) % {
                    "text": word,
                    "examples": examples,
                }
            cards.append(card)
            note = self.lang.read_as(word, card)
            if note is not None:
                read_as.append(note)
        if len(set(cards)) != q.count:
            return _(sentences.TYPE_PASS) % {"count": q.count, "examples": examples}
        answer = self.answer(q, cards)
        return "\n".join([*read_as, answer]) if read_as else answer

    def _seat(self, target: str) -> Seat | None:
        """The seat ``v`` names: a letter at four seats, a number at another table."""
        if self.w.variant.players == 4:
            return self.lang.seat_by_letter(target)
        table = self.w.table
        return table[int(target) - 1] if target.isdigit() and 1 <= int(target) <= len(table) else None

    def run(self, lines: Iterable[str], echo: Callable[[str], None]) -> None:
        """Show the start, then obey each line until ``q`` or the end of input."""
        echo(self.screen())
        if self.quiz:
            echo(
                typeset(
                    self.code,
                    self.lang.gettext(sentences.QUIZ_HELP) % {"examples": self.lang.typing_examples()},
                )
            )
        echo(self.lang.gettext(sentences.START))
        for line in lines:
            shown = self.command(line)
            if shown is None:
                break
            echo(shown)
        if self.quiz and self.answers and len(self.answers) < len(self.questions):
            echo(self.summary())


def _kept(w: Walkthrough, lang: Lang) -> dict[int, list[list[str]]]:
    """A lesson's saved branches as ``w`` shows a branch, by the step of the line where each
    parts (its own branches after it, indented a level each)."""
    if w.lesson is None:
        return {}
    kept: dict[int, list[list[str]]] = {}
    root = -1
    for c in compared(w, lang):
        if c.within is None:
            root = c.step - 1
            kept.setdefault(root, []).append(_branch_lines(lang, c))
        else:
            kept[root][-1] += ["  " * c.depth + line for line in _branch_lines(lang, c)]
    return kept


def _cost_lines(lang: Lang, t: CostView) -> list[str]:
    _ = lang.gettext
    heads = [_(PAGE["card"]), _(PAGE["the_bots_play_on"]), _(PAGE["every_hand_shown"])] + (
        [t.estimate] if t.estimate else []
    )
    lines = [t.heading, "    " + " · ".join(heads)]
    for card, bots, exact, estimate, mine in t.rows:
        lines.append(
            f"  {'→' if mine else ' '} {card:<4} {bots:>4} {exact:>4}"
            + (f" {estimate:>6}" if t.estimate else "")
        )
    return lines


def _branch_lines(lang: Lang, c: Compared) -> list[str]:
    """A branch beside its line, as lines of text (the page's "What if?" tables)."""
    _ = lang.gettext
    before, after = _(PAGE["the_line_it_branches_from"]), _(PAGE["the_branch"])
    lines = [c.question]
    for label, a, b in c.tricks:
        lines += [f"  {label}", f"    {before}: {a}", f"    {after}: {b}"]
    if not c.tricks:
        lines.append("  " + _(PAGE["the_tricks_are_the_same_in"]))
    lines.append(f"  {before} → {after} ({_('change in the total')})")
    for row in c.seats:
        lines.append(f"    {row.seat}: {row.before} → {row.after} ({row.change})")
    lines.append(f"    {_('shoots the moon')}: {c.moon[0]} → {c.moon[1]}")
    lines.append(f"    {_('the game')}: {c.game[0]} → {c.game[1]}")
    return lines
