"""The terminal's sentences (catalog ``terminal.po``): what ``hearts play``, ``hearts step`` and
``hearts tournament`` say at a console, beside the sentences they share with the walkthrough's
pages (:mod:`hearts.words.lang`). English here; :class:`hearts.words.lang.Lang` translates them.
"""

from __future__ import annotations

from hearts.words import N_, NC_, NN_

# ---------------------------------------------------------------- the table (hearts play)

SEAT_LETTERS = (
    NC_("seat letter", "N"),
    NC_("seat letter", "E"),
    NC_("seat letter", "S"),
    NC_("seat letter", "W"),
)
"""The seats' initials, North, East, South, West (``O`` for Ouest, ``Ny`` for Nyugat)."""

PASSES_AND_RECEIVES = N_("%(seat)s passes %(cards)s and receives %(got)s")
GAME_OVER_SHARED = NN_(
    "Game over after %(hands)s hand (GAME-END): %(seats)s share the win with the lowest score.",
    "Game over after %(hands)s hands (GAME-END): %(seats)s share the win with the lowest score.",
)
GAME_OVER = NN_(
    "Game over after %(hands)s hand (GAME-END): %(seats)s wins with the lowest score.",
    "Game over after %(hands)s hands (GAME-END): %(seats)s wins with the lowest score.",
)
FINAL_SCORES = N_("Final scores:")
YOUR_HAND = N_("Your hand (%(seat)s):")
ON_THE_TABLE = N_("On the table:")
ONLY_LEGAL = N_("You play %(card)s, the only legal card.")
ONLY_PROMPT = N_("Only %(card)s may be played: press Enter to play it (h = hint, q = quit): ")
PASS_PROMPT = N_("Card to pass, typed as %(examples)s (h = hint, q = quit): ")
PLAY_PROMPT = N_("Card to play, typed as %(examples)s (h = hint, q = quit): ")
NOT_A_CARD = N_("%(text)s is not a card: type it as %(examples)s.")
STOPPED = N_("You stopped the game.")
STUCK = N_("The game stopped: the player to act has no legal card (WEB-FIRST-TRICK-STRICT).")
YOU = N_("you")

# ---------------------------------------------------------------- the stepper (hearts step)

HELP = N_(
    "Keys (type one, then Enter):\n"
    "  n or Enter    next card\n"
    "  p             previous card\n"
    "  ]   [         next trick, previous trick\n"
    "  t N           trick N (t 0: the passing), e.g. t 2\n"
    "  r or d        show or hide the reasons\n"
    "  v %(seats)s|T   a seat's view, or the teacher's (T)\n"
    "  w CARD        what if that card had been chosen here (a branch)\n"
    "  w             what each card costs here\n"
    "  h             this help\n"
    "  q             quit"
)
"""The keys; ``%(seats)s`` is the seats' letters in the language (``N|E|S|O`` in French)."""
HELP_AT_TABLE = N_(
    "Keys (type one, then Enter):\n"
    "  n or Enter    next card\n"
    "  p             previous card\n"
    "  ]   [         next trick, previous trick\n"
    "  t N           trick N (t 0: the passing), e.g. t 2\n"
    "  r or d        show or hide the reasons\n"
    "  v 1-%(seats)s|T       a seat's view, by its number, or the teacher's (T)\n"
    "  w CARD        what if that card had been chosen here (a branch)\n"
    "  w             what each card costs here\n"
    "  h             this help\n"
    "  q             quit"
)
"""The keys at a table of three, five or six, where the seats go by number."""
QUIZ_HELP = N_(
    "Practice: at each decision the card is hidden. Type the card you would choose, as "
    "%(examples)s; then n for the next card. Every other key works as ever (h: all of them)."
)
START = N_("h = every key, q = quit.")
TYPE_FIRST = N_("Type your card first, as %(examples)s.")
TYPE_PASS = N_("Type %(count)s different cards of the hand on one line, as %(examples)s.")
ASK_PASS = N_("Your turn: which card would %(seat)s pass? Type it.")
ASK_PLAY = N_("Your turn: which card would %(seat)s play? Type it.")
UNKNOWN_COMMAND = N_("Unknown command %(command)s.")
GIVE_TRICK = N_("Give a trick number, e.g. t 3.")
NO_SUCH_TRICK = N_("There is no trick %(number)s here.")
GIVE_SEAT = N_("Give a seat (%(seats)s) or T for the teacher, e.g. v %(example)s.")
"""``%(seats)s``: the seats' letters in the language (``N, E, S, O`` in French)."""
GIVE_SEAT_NUMBER = N_("Give a seat by its number (1 to %(seats)s) or T for the teacher, e.g. v 2.")
NO_DECISION = N_("There is no decision at this step: go to a card first (n).")
"""``w`` (what if) at a step where no card is chosen."""
ANSWER_FIRST = N_("Answer first: then w shows where the other cards lead.")
"""``w`` in a quiz before the card is typed."""

# ---------------------------------------------------------------- hearts tournament

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
"""The columns of ``hearts tournament`` and what each means."""

TOURNAMENT_AT_TABLE = {
    "hands": N_("hands it played: each deal once per seat, the entries rotated one seat each time"),
    "stopped": N_(
        "hands in which another entry took at least 10 of the moon cards in play and this one the rest"
    ),
}
"""What two columns mean at a table of three, five or six (each deal is played once per seat; a
moon needs the moon cards in play, not always 14)."""

TOURNAMENT_TITLE = N_("%(deals)s · %(hands)s · variant %(variant)s · seed %(seed)s")
TOURNAMENT_DEALS = NN_("%(count)s duplicate deal", "%(count)s duplicate deals")
TOURNAMENT_HANDS = NN_("%(count)s hand", "%(count)s hands")
TOURNAMENT_STUCK = NN_(
    "%(count)s hand stopped: the variant left a player no legal card.",
    "%(count)s hands stopped: the variant left a player no legal card.",
)
