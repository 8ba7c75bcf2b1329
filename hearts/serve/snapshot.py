"""What each viewer of a table is sent: a student sees only its seat's view
(:meth:`hearts.serve.table.ClassTable.view`, the engine's :func:`~hearts.engine.view.view_of`,
AI-INFO), a watcher the public table, the teacher all of it.

A snapshot is plain JSON data in the viewer's language: every card with its label in that
language, every sentence written out (the trick just won, the bots' reasons, the status line).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from hearts.cards import ALL_CARDS, Card, Seat, Suit, svg
from hearts.engine.state import Phase, State
from hearts.serve.table import STUDENT, ClassTable, Played
from hearts.serve.words import Lang, hint_sentence, reason_sentence, say, trick_sentence, who_sits
from hearts.words import names

__all__ = [
    "Public",
    "card_data",
    "card_sheet",
    "hint_data",
    "shown_hand",
    "student_snapshot",
    "teacher_snapshot",
]


def card_data(lang: Lang, card: Card) -> dict[str, Any]:
    """A card for a page: its notation (what the page sends back), its label (``D♠``), its name
    for screen readers (``dame de pique``: :func:`hearts.words.names.card_name`, the one
    renderer; the page's script says no card name of its own), its colour and its picture
    (drawn from the page's sheet of card faces, :func:`card_sheet`)."""
    return _card_data(lang.code, card)


@cache
def _card_data(lang: str, card: Card) -> dict[str, Any]:
    name = names.card_name(card, lang)
    return {
        "c": card.format(),
        "l": Lang(lang).card(card),
        "name": name,
        "red": card.suit in (Suit.HEARTS, Suit.DIAMONDS),
        "svg": svg.use(card, label=name),
    }


@cache
def card_sheet(lang: str) -> str:
    """The 52 card faces (:func:`hearts.cards.svg.symbols`, the walkthrough's pictures) with the
    ranks as ``lang`` writes them: a page loads it once and draws every card from it."""
    language = Lang(lang)
    return svg.symbols(ALL_CARDS, rank_label=lambda c: language.rank(c.rank))


def _cards(lang: Lang, cards: Iterable[Card]) -> list[dict[str, Any]]:
    return [card_data(lang, c) for c in sorted(cards, key=lambda c: (c.suit, c.rank))]


def _seats(table: ClassTable, lang: Lang, away: set[Seat]) -> list[dict[str, Any]]:
    out = []
    for seat, s in zip(table.around, table.seats, strict=True):
        if s.token is None:
            who, kind = who_sits(lang, s.level, student=False), "bot"
        elif seat in away:
            who, kind = say(lang.code, "away"), "away"
        else:
            who, kind = who_sits(lang, s.level, student=True), "student"
        out.append({"seat": table.label(seat), "name": lang.seat(seat), "who": who, "kind": kind})
    return out


def _deck(table: ClassTable, lang: Lang) -> dict[str, Any]:
    """The cards out of play (public from the deal on) and the kitty: face down, as many backs as
    cards, until a trick's winner takes it, then its cards and who took them (DEAL,
    KITTY-FIRST-HEART).
    Nothing at a table that removes no card and deals no kitty (every four-seat variant shipped)."""
    state = table.state
    out: dict[str, Any] = {}
    removed = state.removed
    if removed:
        out["removed"] = {
            "cards": _cards(lang, removed),
            "text": say(lang.code, "out-of-play", cards=lang.cards(removed)),
        }
    kitty = state.kitty if state.phase is not Phase.DEAL else None
    if kitty:
        if state.kitty_taken:
            taker = state.tricks[state.kitty_trick - 1].winner
            assert taker is not None
            out["kitty"] = {
                "count": len(kitty),
                "cards": _cards(lang, kitty),
                "taken_by": table.label(taker),
                "text": say(lang.code, "kitty-taken", seat=lang.seat(taker), cards=lang.cards(kitty)),
            }
        else:
            out["kitty"] = {
                "count": len(kitty),
                "cards": None,
                "back": _BACK,
                "text": say(
                    lang.code,
                    "kitty-down-heart"
                    if state.variant.leftover.value == "kitty-first-heart"
                    else "kitty-down",
                ),
            }
    return out


_BACK = str(svg.card(None, face_down=True))
"""A card face down (the kitty before it is taken)."""


class Public:
    """What every viewer of a table sees now, made once per language for all of them."""

    def __init__(self, table: ClassTable, away: set[Seat]) -> None:
        self.table = table
        self.away = away
        self._made: dict[str, dict[str, Any]] = {}

    def of(self, lang: Lang) -> dict[str, Any]:
        data = self._made.get(lang.code)
        if data is None:
            data = self._made[lang.code] = _public(self.table, lang, self.away)
        return data


def shown_hand(table: ClassTable) -> int:
    """The hand the pages speak of: the one being played or, once it is over (phases ``DEAL``
    and ``OVER``, where the engine's ``hand_number`` already counts the next), the one just
    played."""
    state = table.state
    if state.phase in (Phase.DEAL, Phase.OVER) and table.hands:
        return table.hands[-1].number
    return state.hand_number


def _public(table: ClassTable, lang: Lang, away: set[Seat]) -> dict[str, Any]:
    """What every viewer sees: the table, the trick on it, the last trick in a sentence, scores."""
    state = table.state
    trick = state.current_trick
    last = table.last_trick
    hand = shown_hand(table)
    return {
        "code": table.code,
        "version": table.version,
        "running": table.running,
        "phase": state.phase.value,
        "hand_number": hand,
        "hand_label": say(lang.code, "hand", number=str(hand)),
        "trick_label": say(lang.code, "trick", number=str(min(state.trick_number, state.variant.hand_size))),
        "to_act": table.label(state.to_act) if state.to_act is not None else None,
        "trick": [{"seat": table.label(seat), **card_data(lang, c)} for seat, c in trick.plays],
        "last_trick": trick_sentence(lang, last.winner, last.number, last.card, last.points)
        if last is not None
        else None,
        "last_plays": _last_plays(table, lang),
        "scores": list(state.scores),
        "taken": [state.points_taken(seat) for seat in table.around],
        "seats": _seats(table, lang, away),
        "actions": len(table.actions),
        **_deck(table, lang),
        **_teams(table, lang),
    }


def _teams(table: ClassTable, lang: Lang) -> dict[str, Any]:
    """TEAMS: each team's seats and total (its partners' totals added up), and the line the
    tables show ("Teams (TEAMS): North–South 53 · East–West 73"). Nothing without teams."""
    state = table.state
    teams = state.variant.team_seats()
    if not teams:
        return {}
    rows = [
        {"seats": [table.label(Seat(seat)) for seat in team], "score": sum(state.scores[s] for s in team)}
        for team in teams
    ]
    said = " · ".join(
        f"{'–'.join(lang.seat(Seat(seat)) for seat in team)} {row['score']}"
        for team, row in zip(teams, rows, strict=True)
    )
    return {"teams": {"rows": rows, "text": say(lang.code, "teams", teams=said)}}


def _last_plays(table: ClassTable, lang: Lang) -> list[dict[str, Any]]:
    """The cards of the hand's last whole trick, in play order, the winner's marked (TRICK-WIN):
    what the projector shows beside the trick being played. None before the hand's first trick
    is over."""
    state = table.state
    if not state.tricks:
        return []
    done = state.tricks[-1]
    return [
        {"seat": table.label(seat), "won": seat is done.winner, **card_data(lang, c)}
        for seat, c in done.plays
    ]


def _status(table: ClassTable, lang: Lang, seat: Seat | None) -> str:
    state = table.state
    if state.phase is Phase.OVER:
        return say(lang.code, "game-over")
    if state.phase is Phase.DEAL:
        return say(lang.code, "hand-over")
    if table.poll is not None:
        return say(lang.code, "asking", seat=lang.seat(table.poll.seat))
    if not table.running:
        if table.question_closed:
            return say(lang.code, "question-closed", start=say(lang.code, "start"))
        return say(lang.code, "paused" if table.actions else "not-started")
    to_act = state.to_act
    if to_act is not None and to_act is seat:
        if state.phase is Phase.PASS:
            return say(lang.code, "passing", direction=lang.direction(state.pass_direction))
        return say(lang.code, "your-turn")
    return say(lang.code, "waiting", seat=lang.seat(to_act)) if to_act is not None else ""


def _poll(table: ClassTable, lang: Lang, voter: str | None) -> dict[str, Any] | None:
    poll = table.poll
    if poll is None:
        return None
    mine = poll.votes.get(voter) if voter is not None else None
    revealed = poll.revealed
    view = table.view(poll.seat)
    return {
        "seat": table.label(poll.seat),
        "seat_name": lang.seat(poll.seat),
        # The seat asked about: every student sees its view (the teacher projects it anyway),
        # and may choose only among its legal cards (the table stands at its decision).
        "hand": _cards(lang, view.hand),
        "legal": [c.format() for c in view.legal],
        "mine": card_data(lang, mine) if mine is not None else None,
        "voted": say(lang.code, "voted", card=lang.card(mine)) if mine is not None else None,
        "revealed": say(lang.code, "bot-choice", reason=reason_sentence(lang, revealed))
        if revealed is not None
        else None,
        "revealed_card": revealed.action.format() if revealed is not None else None,
    }


def student_snapshot(
    table: ClassTable, lang: Lang, seat: Seat | None, voter: str | None, public: Public
) -> dict[str, Any]:
    """A student's (``seat``) or a watcher's (``None``) snapshot: that seat's view only."""
    data: dict[str, Any] = {
        "t": "state",
        "role": "student",
        "seat": table.label(seat) if seat is not None else None,
    }
    data.update(public.of(lang))
    data["status"] = _status(table, lang, seat)
    data["poll"] = _poll(table, lang, voter)
    if seat is not None:
        view = table.view(seat)
        data["hand"] = _cards(lang, view.hand)
        data["my_turn"] = view.is_my_turn and table.running and table.poll is None
        data["legal"] = [c.format() for c in view.legal]  # part of the seat's view (AI-INFO)
        data["you"] = say(lang.code, "you-are", seat=lang.seat(seat))
    else:
        data["you"] = say(lang.code, "watching")
    return data


def _move_line(lang: Lang, move_phase: str, seat: Seat, card: Card) -> str:
    return say(
        lang.code, "passes" if move_phase == "pass" else "plays", seat=lang.seat(seat), card=lang.card(card)
    )


def _reason(table: ClassTable, lang: Lang, move: Played) -> str | None:
    """A bot's reason for its card, rendered once per language (then kept with the table)."""
    if move.decision is None:
        return None
    key = (move.number, lang.code)
    text = table.shown.get(key)
    if text is None:
        text = table.shown[key] = reason_sentence(lang, move.decision)
    return text


def teacher_snapshot(
    table: ClassTable, lang: Lang, public: Public, join: str, walkthrough: bool = True
) -> dict[str, Any]:
    """The teacher's snapshot: every hand, the legal cards, every card of the hand with the bot's
    reason, the room's answers (and, with ``walkthrough`` false, that a finished hand does not
    export as a walkthrough at this table yet)."""
    state: State = table.state
    data: dict[str, Any] = {"t": "state", "role": "teacher", "seat": None}
    data.update(public.of(lang))
    data["status"] = _status(table, lang, None)
    data["join"] = say(lang.code, "join-at", address=join, code=table.code)
    data["hands"] = {table.label(seat): _cards(lang, state.hand(seat)) for seat in table.around}
    data["names"] = {
        table.label(seat): s.name for seat, s in zip(table.around, table.seats, strict=True) if s.name
    }
    data["legal"] = [c.format() for c in state.legal_actions()]
    current = shown_hand(table)
    data["moves"] = [
        {
            "n": m.number,
            "line": _move_line(lang, m.phase, m.seat, m.card),
            "by": m.by if m.by == STUDENT else lang.level(m.by),
            "reason": _reason(table, lang, m),
        }
        for m in table.moves
        if m.hand == current
    ]
    data["hands_done"] = [h.number for h in table.hands]
    if not walkthrough:
        data["no_walkthrough"] = say(lang.code, "no-walkthrough", count=str(len(table.around)))
    poll = _poll(table, lang, None)
    if poll is not None and table.poll is not None:
        counts = table.poll.counts()
        poll["counts"] = [{**card_data(lang, c), "n": n} for c, n in counts]
        poll["answers"] = say(lang.code, "answers", count=str(len(table.poll.votes)))
    data["poll"] = poll
    return data


def hint_data(lang: Lang, table: ClassTable, seat: Seat) -> dict[str, Any]:
    """The Hard adviser's card and reason for ``seat``."""
    decision = table.hint(seat)
    return {"t": "hint", "card": decision.action.format(), "text": hint_sentence(lang, decision)}
