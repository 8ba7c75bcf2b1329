"""Knob values that change nothing under a variant: ``hearts variant check`` warns of them.

A value that differs from the card but plays exactly like it (the issue's example:
``first_trick_points: never`` with the inherited ``first_trick_forced: any-point-card``)
reads as a change on the rule card while the game stays the same. Each finding names
the knob and says why, in one line. The card sets come from :func:`hearts.engine.rules.rules_for`.
"""

from __future__ import annotations

from dataclasses import replace

from hearts.engine.rules import rules_for
from hearts.engine.variant import FirstTrickForced, FirstTrickPoints, MoonScoring, PassDirection, Variant

__all__ = ["ineffective"]


def ineffective(variant: Variant) -> list[tuple[str, str]]:
    """Knobs whose value (differing from the card) changes nothing here, as ``(knob, why)`` pairs."""
    card = Variant()
    r = rules_for(variant)
    without_breaking = replace(variant, point_cards_break_hearts=False)
    out: list[tuple[str, str]] = []
    forced = variant.first_trick_forced.value
    if variant.first_trick_points is FirstTrickPoints.NEVER and variant.first_trick_forced is not (
        FirstTrickForced.NONE
    ):
        out.append(
            (
                "first_trick_points",
                f"'never' plays exactly like 'unless-forced' here: with first_trick_forced: {forced} "
                "a void player holding only point cards may play what unless-forced lets them "
                "(set first_trick_forced: none for the literal reading)",
            )
        )
    if (
        variant.first_trick_points is FirstTrickPoints.ALLOWED
        and variant.first_trick_forced is not card.first_trick_forced
    ):
        out.append(
            (
                "first_trick_forced",
                f"'{forced}' changes nothing: with first_trick_points: allowed nobody is ever forced",
            )
        )
    if variant.moon_scoring is MoonScoring.NONE and variant.moon_points != card.moon_points:
        out.append(("moon_points", "changes nothing: with moon_scoring: none no moon is scored"))
    if variant.moon_points == 0 and variant.moon_scoring in (
        MoonScoring.SUBTRACT_FROM_SHOOTER,
        MoonScoring.SHOOTER_CHOICE,
    ):
        out.append(
            (
                "moon_scoring",
                f"'{variant.moon_scoring.value}' plays like add-to-others: with moon_points: 0 "
                "a moon moves no points either way",
            )
        )
    as_card = rules_for(card).scoring.moon  # the 13 hearts and the Q♠
    if variant.moon_cards is not card.moon_cards and r.scoring.moon == as_card:
        out.append(
            ("moon_cards", f"'{variant.moon_cards.value}' are the 13 hearts and the Q♠ here, as on the card")
        )
    if (
        variant.first_trick_cards is not card.first_trick_cards
        and r.scoring.first_trick_cards == r.scoring.penalty_cards
    ):
        out.append(("first_trick_cards", "the hearts and the Q♠ are exactly the penalty cards here"))
    if variant.point_cards_break_hearts and r.breakers == rules_for(without_breaking).breakers:
        out.append(
            (
                "point_cards_break_hearts",
                "changes nothing: no card outside the hearts scores but the Q♠, "
                "which queen_breaks_hearts: true already lets break hearts",
            )
        )
    if variant.sun_points and variant.moon_scoring is MoonScoring.NONE:
        out.append(
            ("sun_points", "changes nothing: the sun is scored like the moon, and moon_scoring is none")
        )
    no_pass = all(d is PassDirection.HOLD for d in variant.pass_cycle)
    if variant.pass_count == 0 and variant.pass_cycle != card.pass_cycle and not no_pass:
        out.append(("pass_cycle", "changes nothing: with pass_count: 0 nobody passes"))
    if no_pass and variant.pass_count != card.pass_count:
        out.append(("pass_count", "changes nothing: every hand of pass_cycle is 'hold'"))
    if variant.unpassable and (variant.pass_count == 0 or no_pass):
        out.append(("unpassable", "changes nothing: nobody passes (PASS-KEEP)"))
    return out
