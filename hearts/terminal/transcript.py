"""A ``hearts step --quiz`` run answered by a script, and its transcript: what the auditor reads.

:func:`quiz_transcript` builds the walkthrough as ``hearts step --seed N --hand H --quiz --seat S``
does, answers every question in turn (a card typed in the language's own letters, as a student
types it: the bot's own card, or another legal one, as ``choose`` says) and returns everything
the stepper printed, with the walkthrough's JSON (``--format json``, the teacher's view) of the
same hand, which :func:`hearts.audit.transcript.read_transcript` reads it against.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hearts.audit.transcript import Asked, asked_of
from hearts.cards import Card, Seat
from hearts.engine.variant import Variant
from hearts.terminal.stepper import Stepper
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import from_seed, parse_levels
from hearts.words import names

__all__ = ["alternate", "quiz_transcript"]


def alternate(number: int, asked: Asked) -> list[Card]:
    """The bot's cards at the even questions; at the odd ones another choice where there is one
    (the lowest other legal card; for a pass, the lowest card kept in place of the bot's first)."""
    bot = sorted(asked.bot)
    if number % 2 == 0:
        return bot
    if len(bot) == 1:
        others = sorted(asked.legal - asked.bot)
        return others[:1] or bot
    kept = sorted(asked.hand - asked.bot)
    return kept[:1] + bot[1:] if kept else bot


def quiz_transcript(
    seed: int,
    hand: int,
    variant: Variant,
    lang: str,
    seat: Seat,
    choose: Callable[[int, Asked], list[Card]] = alternate,
    texts: Callable[[dict[str, str]], None] | None = None,
) -> tuple[str, dict[str, Any], list[Asked]]:
    """The transcript of a quiz of ``seat`` answered by ``choose``, the JSON and the questions
    (``texts`` may change the stepper's sentences first: a test plants a wording bug so)."""
    walkthrough = from_seed(seed, variant, parse_levels(None, variant.players), hand=hand)
    data: dict[str, Any] = json.loads(render(walkthrough, lang, "json"))
    asked = asked_of(data, variant, seat)
    stepper = Stepper(walkthrough, lang, seat, quiz=True)
    if texts is not None:
        texts(stepper.texts)
    printed = [stepper.screen()]
    number = 0
    while True:
        question = stepper.asking()
        if question is None:
            if stepper.at == len(stepper.positions) - 1:
                break
            printed.append(stepper.command("n") or "")
            continue
        cards = choose(number, asked[number]) if number < len(asked) else sorted(question.bot_cards)
        printed.append(stepper.command(" ".join(names.card(c, lang) for c in cards)) or "")
        number += 1
        if stepper.asking() is question:  # refused: the transcript stops there (the reader counts)
            break
    return "\n".join(printed), data, asked
