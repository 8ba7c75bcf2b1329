"""Partnerships: the points, the moon and the end of a game played by teams (issue 37).

With ``teams: partners-across`` the four players make two teams, partners facing each other:
North and South against East and West (TEAMS). Each player still takes its own points and
keeps its own total; a team's total is the sum of its partners' totals. A moon is scored for
the team (TEAM-MOON): its points go to each opponent, never to the shooter's partner; with
``team_moon: together`` the two partners may take the moon cards between them. The game ends
after the hand in which a team total reaches ``target_score``, and the team with the lowest
total wins (TEAM-GAME-END; a shared lowest total follows TIE).

Where it comes from (``docs/rules/peers.md``): Partner Hearts (Wikipedia, "Partner hearts":
partners opposite, scores combined, a moon by one partner gives the opposition 52 points,
games usually to 200) and Trickster Cards' 2v2 Hearts (as issue 37 reports it: the moon by one
partner or by the team). Everything else (passing, play, the partner's hand hidden) is as
without teams.

>>> from hearts.cards import CardSet
>>> from hearts.engine.rules import rules_for
>>> from hearts.engine.variant import Teams, Variant
>>> r = rules_for(Variant(teams=Teams.PARTNERS_ACROSS))
>>> moon = (CardSet.parse_suits("-.-.Q.AKQJT98765432").mask, 0, 0, 0)
>>> score_hand(r, moon, (0, 0, 0, 0)).deltas  # North shoots: South, its partner, scores nothing
(0, 26, 0, 26)
>>> team_totals(r, (40, 30, 70, 80)), game_winners(r, (40, 30, 70, 80))
((110, 110), ())
>>> game_winners(r, (40, 30, 60, 80))
(0, 2)
"""

from __future__ import annotations

from hearts.engine.rules import HandScore, Rules, hand_points, moon_shooter
from hearts.engine.variant import MoonScoring, TeamMoon, TieRule

__all__ = ["game_winners", "partner", "score_hand", "shooter", "team_of", "team_totals"]


def team_of(r: Rules, seat: int) -> int:
    """The index in ``r.teams`` of the team ``seat`` plays for (TEAMS)."""
    return next(i for i, team in enumerate(r.teams) if seat in team)


def partner(r: Rules, seat: int) -> int:
    """The partner of ``seat`` (TEAMS: teams of two)."""
    team = r.teams[team_of(r, seat)]
    return team[1] if team[0] == seat else team[0]


def team_totals(r: Rules, scores: tuple[int, ...]) -> tuple[int, ...]:
    """Each team's total, in the order of ``r.teams``: the sum of its partners' totals (TEAMS)."""
    return tuple(sum(scores[seat] for seat in team) for team in r.teams)


def shooter(r: Rules, taken: tuple[int, ...]) -> int:
    """TEAM-MOON: the seat credited with the moon, or -1. ``one-partner``: the seat that took every
    moon card (MOON). ``together``: a team whose partners took them between them; of the two, the
    one that took more of the moon's points (the earlier seat when equal)."""
    s = r.scoring
    if r.variant.team_moon is TeamMoon.ONE_PARTNER:
        return moon_shooter(taken, s)
    for team in r.teams:
        cards = 0
        for seat in team:
            cards |= taken[seat]
        if cards & s.moon == s.moon:
            return max(team, key=lambda seat: (hand_points(taken[seat] & s.moon, s), -seat))
    return -1


def score_hand(r: Rules, taken: tuple[int, ...], before: tuple[int, ...]) -> HandScore:
    """POINTS, then the moon of a team (TEAM-MOON): the moon cards' points are replaced by
    ``moon_points`` added to each opponent (none to the shooter's partner) or taken from the
    shooter's total; a team that takes every trick (the shooter alone, with ``one-partner``)
    shoots the sun, scored with ``sun_points`` when not 0. ``shooter-choice`` chooses on the
    team totals, as :func:`hearts.engine.rules.moon_choice` does on the players'."""
    s = r.scoring
    v = r.variant
    points = tuple(hand_points(cards, s) for cards in taken)
    seat = shooter(r, taken)
    if seat < 0 or v.moon_scoring is MoonScoring.NONE:
        return HandScore(points, points, seat, None)
    team = r.teams[team_of(r, seat)]
    whole = taken[seat]
    if v.team_moon is TeamMoon.TOGETHER:
        for each in team:
            whole |= taken[each]
    rest = tuple(p - hand_points(cards & s.moon, s) for p, cards in zip(points, taken, strict=True))
    moon = v.sun_points if v.sun_points and whole == s.deck else v.moon_points
    seats = range(len(taken))
    add = tuple(rest[x] + (0 if x in team else moon) for x in seats)
    option: MoonScoring = v.moon_scoring
    if option is MoonScoring.SHOOTER_CHOICE:
        option = _choice(r, seat, before, add)
    if option is MoonScoring.ADD_TO_OTHERS:
        return HandScore(points, add, seat, option)
    sub = tuple(rest[x] - (moon if x == seat else 0) for x in seats)
    return HandScore(points, sub, seat, option)


def _choice(r: Rules, seat: int, before: tuple[int, ...], add: tuple[int, ...]) -> MoonScoring:
    """``shooter-choice`` for a team: add to the opponents unless that takes a team total to the
    target while the shooter's team does not hold the lowest total alone; then subtract."""
    after = team_totals(r, tuple(b + d for b, d in zip(before, add, strict=True)))
    if max(after) >= r.variant.target_score:
        low = min(after)
        if after[team_of(r, seat)] != low or after.count(low) > 1:
            return MoonScoring.SUBTRACT_FROM_SHOOTER
    return MoonScoring.ADD_TO_OTHERS


def game_winners(r: Rules, scores: tuple[int, ...]) -> tuple[int, ...]:
    """TEAM-GAME-END: once a team total reaches ``target_score`` the team with the lowest total
    wins; a shared lowest total plays another hand, or with ``tie_rule: shared-win`` shares the
    win (TIE). Returns the winning seats (both partners of each winning team), or ``()`` while
    the game goes on."""
    totals = team_totals(r, scores)
    if max(totals) < r.variant.target_score:
        return ()
    low = min(totals)
    winning = [team for team, total in zip(r.teams, totals, strict=True) if total == low]
    if len(winning) > 1 and r.variant.tie_rule is not TieRule.SHARED_WIN:
        return ()
    return tuple(sorted(seat for team in winning for seat in team))
