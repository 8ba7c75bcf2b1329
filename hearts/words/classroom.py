"""The classroom table's sentences (catalog ``serve.po``): every sentence of its pages and of the
server's replies, by key, and a trick or a hint in one sentence. English here; :func:`say` and
:func:`page_texts` give them in a language.

>>> say("es", "not-your-turn")
'No es tu turno.'
"""

from __future__ import annotations

from typing import Final

from hearts.words import N_
from hearts.words.catalogs import translations
from hearts.words.typeset import typeset

__all__ = ["DOMAIN", "HINT", "PAGE", "TRICK_CLEAN", "TRICK_POINTS", "page_texts", "say", "translate"]

DOMAIN: Final = "serve"

PAGE: Final[dict[str, str]] = {
    # The pages.
    "title": N_("Hearts classroom"),
    "join-title": N_("Join a table"),
    "code": N_("Table code"),
    "join": N_("Join"),
    "language": N_("Language"),
    "sit": N_("Sit here"),
    "watch": N_("Watch"),
    "you-are": N_("You play %(seat)s."),
    "watching": N_("You are watching the table."),
    "your-turn": N_("Your turn: tap a card."),
    "waiting": N_("Waiting for %(seat)s."),
    "hint": N_("Hint"),
    "leave": N_("Leave the seat"),
    "free": N_("free"),
    "student": N_("a student"),
    "away": N_("a student (away: a bot plays)"),
    "bot": N_("bot: %(level)s"),
    "paused": N_("The teacher has paused the table."),
    "not-started": N_("The teacher has not started the table yet."),
    "question-closed": N_("The question is closed: the table waits for the teacher to press %(start)s."),
    "asking": N_("The teacher asks the room: which card would you choose for %(seat)s?"),
    "voted": N_("You chose %(card)s."),
    "bot-choice": N_("The bot's choice: %(reason)s"),
    "hand": N_("Hand %(number)s"),
    "trick": N_("Trick %(number)s"),
    "scores": N_("Scores"),
    "hand-over": N_("The hand is over."),
    "game-over": N_("The game is over."),
    "passing": N_("Choose the cards to pass (%(direction)s)."),
    # The teacher's page.
    "teacher-title": N_("Teacher's table"),
    "new-table": N_("New table"),
    "seed": N_("Seed"),
    "theme": N_("Theme (a hand in which this happens)"),
    "deal": N_("Deal (N:... E:... S:... W:...)"),
    "saved": N_("Saved game (file)"),
    "variant": N_("Variant"),
    "variant-file": N_("Variant file (YAML, instead)"),
    "hand-number": N_("Hand number"),
    "bots": N_("Bots in the empty seats"),
    "create": N_("Create the table"),
    "start": N_("Start"),
    "pause": N_("Pause"),
    "next-hand": N_("Next hand"),
    "ask": N_("Ask the room"),
    "reveal": N_("Reveal the bot's choice"),
    "close-question": N_("Close the question"),
    "back": N_("Take back to here"),
    "all-hands": N_("All hands"),
    "seat-view": N_("The view of %(seat)s"),
    "export": N_("Export the hand"),
    "export-html": N_("Walkthrough (HTML)"),
    "export-json": N_("Walkthrough (JSON)"),
    "export-scenario": N_("Corpus scenario (YAML)"),
    "save": N_("Saved game (JSON)"),
    "free-seat": N_("Free the seat"),
    "join-at": N_("Students join at %(address)s with the code %(code)s."),
    "answers": N_("Answers: %(count)s"),
    "moves": N_("Cards of this hand"),
    "passes": N_("%(seat)s passes %(card)s"),
    "plays": N_("%(seat)s plays %(card)s"),
    "by-student": N_("played by a student"),
    # A table of three, five or six (docs/players.md).
    "out-of-play": N_("Out of play (taken out of the deck): %(cards)s"),
    "kitty-down": N_("The kitty lies face down: the winner of the first trick takes it."),
    "kitty-taken": N_("%(seat)s took the kitty: %(cards)s"),
    "face-down": N_("a card face down"),
    "deal-seats": N_("At this table the seats are numbered: %(example)s (and K:... for the kitty)."),
    "no-walkthrough": N_(
        "The walkthrough does not lay out a table of %(count)s yet: export the scenario or the saved game."
    ),
    # The class records (hearts/serve/classes.py, static/records.js).
    "bad-student": N_("Your place in the class is not valid (any more): join the class again."),
    "class-title": N_("Your class"),
    "class-code": N_("Class code"),
    "your-name": N_("Your name"),
    "join-class": N_("Join the class"),
    "joined": N_("You are %(name)s, in class %(code)s."),
    "record-title": N_("Your record"),
    "practice": N_("Practice"),
    "practice-none": N_("Nothing to practise now: come back tomorrow."),
    "practice-play": N_("Which card would you play here?"),
    "practice-pass": N_("Which %(count)s cards would you pass here?"),
    "practice-right": N_("Right: the bot chose the same."),
    "practice-wrong": N_("The bot chose: %(cards)s"),
    "practice-queue": N_("Positions in your practice queue: %(count)s"),
    "answer": N_("Answer"),
    "practice-trick": N_("The trick so far: %(cards)s"),
    "practice-lead": N_("You lead."),
    "col-student": N_("Student"),
    "col-theme": N_("Theme"),
    "col-day": N_("Day"),
    "col-decisions": N_("Decisions"),
    "col-agreed": N_("Same as the bot"),
    "col-lost": N_("Points lost"),
    "class-view": N_("Class view"),
    "open-class": N_("Open the class"),
    "export-csv": N_("Export (CSV)"),
    "no-decisions": N_("No decision kept yet."),
    "by-day": N_("Day by day"),
    # The same deal at every table (hearts/serve/lessons.py, static/lessons.js).
    "lesson-title": N_("The same deal at every table"),
    "lesson-tables": N_("Tables"),
    "lesson-seat": N_("Seat compared"),
    "lesson-deal": N_("Deal it at every table"),
    "lesson-results": N_("Results"),
    "col-table": N_("Table"),
    "col-queen": N_("Took the Q♠"),
    "col-moon": N_("Shot the moon"),
    "lesson-best": N_("Best line for %(seat)s: table %(code)s, points this hand: %(points)s"),
    "lesson-worst": N_("Worst line for %(seat)s: table %(code)s, points this hand: %(points)s"),
    "lesson-playing": N_("Still playing: %(count)s cards played"),
    "lesson-teach": N_("Open the table"),
    # What the server refuses.
    "unknown-code": N_("No table has the code %(code)s."),
    "too-long": N_("That message is too long."),
    "malformed": N_("That is not a message this page sends: %(why)s."),
    "flood": N_("Too many messages: slow down."),
    "seat-taken": N_("That seat is taken."),
    "bad-token": N_("This seat's token is not valid (any more): take a seat again."),
    "teacher-only": N_("Only the teacher can do that."),
    "not-your-turn": N_("It is not your turn."),
    "table-full": N_("The table is full."),
    "server-full": N_("The server is full: try again later."),
    "nobody-acts": N_("Nobody is to act now."),
    "no-question": N_("No question is open."),
    "sit-first": N_("Take a seat first."),
    "not-running": N_("The table is not running: wait for the teacher."),
    "hand-limit": N_("This table has played as many hands as it may."),
    "no-such-card": N_("There is no card %(card)s."),
    "hello-first": N_("Join a table first."),
    "join-sooner": N_("Join a table within %(seconds)s seconds of connecting: this connection is closed."),
    "idle": N_("This page sent nothing for %(minutes)s minutes: its connection is closed."),
}
"""Every sentence of the pages and of the server's replies, by key (``%(name)s`` slots)."""

TRICK_CLEAN: Final = N_("%(seat)s wins trick %(number)s with %(card)s; no point card in it.")
TRICK_POINTS: Final = N_(
    "%(seat)s wins trick %(number)s with %(card)s and takes these point cards: %(cards)s."
)
HINT: Final = N_("The Hard bot would choose %(card)s: %(reason)s")


def translate(lang: str, message: str) -> str:
    """One of this module's sentences in ``lang``, its slots left to fill."""
    return translations(lang, DOMAIN).gettext(message)


def say(lang: str, key: str, **params: str) -> str:
    """One of :data:`PAGE`'s sentences in ``lang``, its slots filled."""
    text = translate(lang, PAGE[key])
    return typeset(lang, text % params if params else text)


def page_texts(lang: str) -> dict[str, str]:
    """Every page sentence in ``lang`` with its slots left as ``{name}`` for the page's script."""
    slots = _Slots()
    return {key: typeset(lang, translate(lang, message) % slots) for key, message in PAGE.items()}


class _Slots(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
