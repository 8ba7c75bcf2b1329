"""Step through a walkthrough at a console, one command per line (testable from stdin).

Commands: ``n`` (or an empty line) next card, ``p`` previous card, ``]`` next trick,
``[`` previous trick, ``t N`` jump to trick N (``t 0``: the passing), ``r`` show or
hide the reasons, ``v N|E|S|W|T`` switch to a seat's view or the teacher's, ``h``
help, ``q`` quit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from hearts.cards import Seat
from hearts.walkthrough.model import Walk, Walkthrough
from hearts.walkthrough.records import N_, Lang
from hearts.walkthrough.render import render_text

__all__ = ["HELP", "Stepper"]

HELP = N_(
    "Commands: n or Enter = next card, p = previous card, ] = next trick, [ = previous trick, "
    "t N = go to trick N (t 0 = the passing), r = show or hide the reasons, "
    "v N|E|S|W|T = a seat's view or the teacher's, h = help, q = quit."
)


class Stepper:
    """A position in a walkthrough and the commands that move it."""

    def __init__(self, walkthrough: Walkthrough, lang: str, viewer: Seat | None = None) -> None:
        self.w = walkthrough
        self.lang = Lang(lang)
        self.code = lang
        self.walk: Walk = walkthrough.teacher if viewer is None else walkthrough.seats[viewer]
        self.positions = [-1] + [s.index for s in self.walk.steps]
        self.at = 0
        self.reasons = False

    @property
    def position(self) -> int:
        return self.positions[self.at]

    def screen(self) -> str:
        """What to show at the current position."""
        text = render_text(self.walk, self.w, self.code, self.position, self.reasons)
        counter = self.lang.gettext("Step %(n)s of %(total)s") % {
            "n": self.at,
            "total": len(self.positions) - 1,
        }
        return f"{text}\n[{counter}]"

    def _section_ends(self) -> list[tuple[int, int, int]]:
        """(trick number, first, last step index) per section of the current view."""
        return [
            (sec.number, sec.steps[0].index, sec.steps[-1].index)
            for hand in self.walk.hands
            for sec in hand.sections
            if sec.steps
        ]

    def _go(self, index: int) -> None:
        self.at = self.positions.index(index) if index in self.positions else 0

    def command(self, line: str) -> str | None:
        """Apply one command; returns the text to show, or ``None`` to quit."""
        parts = line.strip().split()
        word = parts[0].lower() if parts else "n"
        _ = self.lang.gettext
        if word in ("q", "quit", "exit"):
            return None
        if word in ("h", "help", "?"):
            return _(HELP)
        if word in ("n", "next", "+"):
            self.at = min(self.at + 1, len(self.positions) - 1)
        elif word in ("p", "prev", "previous", "-"):
            self.at = max(self.at - 1, 0)
        elif word in ("]", "nt"):
            later = [last for _, _, last in self._section_ends() if last > self.position]
            if later:
                self._go(later[0])
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
        elif word in ("r", "reasons"):
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
        return self.screen()

    def run(self, lines: Iterable[str], echo: Callable[[str], None]) -> None:
        """Show the start, then obey each line until ``q`` or the end of input."""
        echo(self.screen())
        echo(self.lang.gettext(HELP))
        for line in lines:
            shown = self.command(line)
            if shown is None:
                return
            echo(shown)
